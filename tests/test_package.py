"""The package as a user gets it (issue 12): ``pip wheel .`` builds the fast row decoder into the
wheel, and the wheel installed alone into a fresh virtual environment, run from outside the
repository, has it on and decodes what the repository's checkout decodes."""

import os
import subprocess
import sys

import pytest

from conftest import CORPUS, REPO

SAMPLE = "mbcj__mysql-bin.sakila"  # 1,374 rows events of several types: the fast path's work


@pytest.fixture(scope="module")
def installed(wheel_venv):
    return wheel_venv


def clean_env():
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "BINLOGSPEC_FAST")}
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if ".venv" not in p)
    return env


def test_wheel_carries_the_fast_decoder(installed):
    env_dir, wheel, base = installed
    import zipfile

    names = zipfile.ZipFile(wheel).namelist()
    assert any(n.startswith("binlogspec/_fastrows") and n.endswith(".so") for n in names)
    assert "binlogspec/kaitai/binlog_event.py" in names and "binlogspec_spark/datasource.py" in names
    proc = subprocess.run([str(env_dir / "bin" / "binlogspec"), "--version"], capture_output=True, text=True,
                          cwd=base, env=clean_env())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"binlogspec {__import__('binlogspec').__version__} (fast row decoder on)"
    # imported from the venv, not from the checkout
    where = subprocess.run([str(env_dir / "bin" / "python"), "-c", "import binlogspec; print(binlogspec.__file__)"],
                           capture_output=True, text=True, cwd=base, env=clean_env()).stdout
    assert str(env_dir) in where and str(REPO) not in where


def test_installed_package_decodes_as_the_checkout(installed, corpus):
    env_dir, _, base = installed
    path = CORPUS / SAMPLE
    got = subprocess.run([str(env_dir / "bin" / "binlogspec"), "rows", str(path)], capture_output=True,
                         cwd=base, env=clean_env())
    want = subprocess.run([sys.executable, "-m", "binlogspec.cli", "rows", str(path)], capture_output=True, cwd=REPO)
    assert got.returncode == want.returncode == 0, got.stderr[-2000:]
    assert b"FallbackWarning" not in got.stderr
    assert got.stdout == want.stdout and got.stdout.count(b"\n") > 40000


def test_parquet_from_a_wheel_without_spark(installed, spark, corpus, tmp_path):
    """Issue 41, item 5: ``binlogspec parquet`` is the one-machine path. The wheel installed with
    pyarrow alone (the ``arrow`` extra's, at the version the checkout has; no pyspark, no pandas)
    writes the job's outputs: the same summary and rows as the Spark job on the samples (named
    through their dump) and a corpus file."""
    import importlib.metadata
    import json

    import pyarrow.parquet as pq

    from binlogspec_spark import job

    import venv

    # a virtual environment of its own: the shared one gets pandas from the cluster test
    _, wheel, base = installed
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    proc = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(wheel),
                           f"pyarrow=={importlib.metadata.version('pyarrow')}"], capture_output=True, text=True, cwd=base)
    assert proc.returncode == 0, proc.stderr[-2000:]
    absent = subprocess.run([str(python), "-c", "import importlib.util as u; print(u.find_spec('pyspark'), "
                             "u.find_spec('pandas'))"], capture_output=True, text=True, cwd=base, env=clean_env())
    assert absent.stdout.split() == ["None", "None"], absent.stdout
    files = [str(p) for p in job.sample_files()] + [str(CORPUS / SAMPLE)]
    proc = subprocess.run([str(env_dir / "bin" / "binlogspec"), "parquet", "--out", str(tmp_path / "cli"),
                           "--schema-file", str(job.SAMPLE_SCHEMA), *files], capture_output=True, text=True,
                          cwd=base, env=clean_env())
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr[-3000:]
    theirs = job.run(spark, files, tmp_path / "job", options={"schemaFile": str(job.SAMPLE_SCHEMA)},
                     stdout=__import__("io").StringIO())
    ours = json.loads((tmp_path / "cli" / "summary.json").read_text())
    assert {k: v for k, v in ours.items() if k not in ("output", "seconds")} == {
        k: v for k, v in theirs.items() if k not in ("output", "seconds")}
    assert ours["row_changes"] > 40000

    def rows(path):
        return sorted(pq.read_table(path).to_pylist(),
                      key=lambda r: (r["file"], r["pos"] or 0, r["row_index"] or 0, r["_corrupt_record"] or ""))

    for part in ["changes"] + [f"tables/{t}" for t in ours["typed_tables"]]:
        assert rows(tmp_path / "cli" / part) == rows(tmp_path / "job" / part), part
