"""Issue 13, typed API: the packages carry type hints on their public API and a ``py.typed``
marker, and mypy (pinned in requirements-dev.txt, configured in pyproject.toml) passes over them;
a user's script that calls the API wrongly is caught by the same check."""

import os
import subprocess
import sys

import pytest

from conftest import REPO

pytest.importorskip("mypy")

GOOD = '''
from typing import Iterator
import pyarrow as pa
import binlogspec
from binlogspec.arrow import record_batches
from binlogspec.ddl import SchemaTracker, load_schema_file
from binlogspec.records import RowChange
from binlogspec.rows import row_changes
from binlogspec_spark import read_table, session


def sizes(path: str) -> int:
    total = 0
    with binlogspec.open(path, checksum_errors="flag") as events:
        for event in events:
            total += event.size
            name: str = event.type_name
    return total


def tables(path: str) -> set[str]:
    tracker = SchemaTracker()
    problems: list[tuple[int, str]] = load_schema_file(tracker, "dump.sql")
    changes: Iterator[RowChange] = row_changes(path, schema=tracker, tables=lambda name: name.startswith("shop."))
    return {f"{c.db}.{c.table}" for c in changes}


def batches(path: str) -> list[pa.RecordBatch]:
    return list(record_batches(path, "shop.orders", batch_rows=1024))


def spark_rows(path: str) -> int:
    df = read_table(session(), [path], "shop.orders", strict=True)
    return df.count()
'''

BAD = '''
import binlogspec
from binlogspec.rows import row_changes
from binlogspec_spark import read_table, session

binlogspec.open(42)
row_changes("f", tables=7)
read_table(session(), "f", "shop.t", layout="first")
'''


def _mypy(*args, cwd=REPO, path=None):
    env = dict(os.environ, MYPYPATH=os.pathsep.join(filter(None, [path, str(REPO / "python")])))
    return subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(REPO / "build" / "mypy-cache"),
                           "--config-file", str(REPO / "pyproject.toml"), *args],
                          capture_output=True, text=True, cwd=cwd, env=env)


def test_the_packages_type_check():
    assert (REPO / "python" / "binlogspec" / "py.typed").is_file() and (REPO / "spark_udfs" / "py.typed").is_file()
    proc = _mypy("-p", "binlogspec", "-p", "spark_udfs")
    assert proc.returncode == 0, proc.stdout + proc.stderr


@pytest.fixture
def as_installed(tmp_path):
    """A folder where binlogspec_spark is the spark_udfs folder, as the wheel installs it."""
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "binlogspec_spark").symlink_to(REPO / "spark_udfs")
    return tmp_path


def test_a_users_script_checks_against_the_public_api(as_installed):
    (as_installed / "good.py").write_text(GOOD)
    proc = _mypy("--disallow-untyped-defs", "--follow-imports=silent", "good.py", cwd=as_installed,
                 path=str(as_installed / "site"))
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_wrong_calls_are_caught(as_installed):
    (as_installed / "bad.py").write_text(BAD)
    proc = _mypy("--follow-imports=silent", "bad.py", cwd=as_installed, path=str(as_installed / "site"))
    assert proc.returncode == 1
    lines = {int(line.split(":")[1]) for line in proc.stdout.splitlines() if ": error:" in line}
    assert lines == {6, 7, 8}, proc.stdout
