"""Issue 42 (Rust): the specs as a crate a Rust user adds with one dependency.

ports/rust is a cargo workspace of two crates: binlogspec-kaitai (ports/rust/kaitai, library
name `kaitai`: the runtime kaitai-struct-compiler 0.11's Rust output calls, written here) and
binlogspec (ports/rust/binlogspec: the generated parsers, generated/rust, mended by
ports/rust/mend/mend.py, which src/parsers links to; the reader with its typed errors; the
value rules). ports/rust/rows packages both (`cargo package`), unpacks the packages under
build/rust-pkg/crates and builds the sample program ports/rust/sample against them: the
sample's manifest names those packages, never the source tree.

Held here:
- the committed generated/rust equals a fresh compile and mend (ports/rust/generate.sh);
- the sample prints what `binlogspec rows` prints (parsed JSON equal, line for line; the same exit
  status; a fault at the same FILE:OFFSET) for every corpus binlog, tests/data, samples/ and the
  binlog the test MariaDB server writes with every column type;
- every column and JSON-document vector passes through the crate's value rules (the sample's
  `vectors` program), and changed expectations are caught.

A missing cargo skips, except in CI (CI set), where it fails.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import REPO, corpus_binlogs

PORT = REPO / "ports" / "rust"
PKG = REPO / "build" / "rust-pkg"
VECTORS = REPO / "formats" / "vectors"
ORACLE = [str(REPO / ".venv" / "bin" / "binlogspec"), "rows"]
if not Path(ORACLE[0]).exists():
    ORACLE = [sys.executable, "-m", "binlogspec", "rows"]

# Corpus binlogs whose row changes the Rust crate does not give as `binlogspec rows` does, with
# the reason. None today.
EXCEPTIONS: dict = {}


def need_cargo():
    if shutil.which("cargo") is None:
        if os.environ.get("CI"):
            pytest.fail("cargo is not on PATH in CI")
        pytest.skip("cargo is not on PATH")


@pytest.fixture(scope="session")
def built():
    """ports/rust/rows run once with no file: it packages the crates and builds the sample
    (rows and vectors programs) against the packages."""
    need_cargo()
    run = subprocess.run([str(PORT / "rows")], capture_output=True, text=True, timeout=1200)
    # (with no file the sample prints its usage and exits 2; a build failure exits 3)
    assert run.returncode == 2 and "usage" in run.stderr, run.stderr[-4000:]
    return PKG / "target" / "release"


@pytest.fixture(scope="session")
def sample(built):
    return built / "binlogspec-rows"


def test_generated_parsers_in_sync(tmp_path):
    """generated/rust is what ports/rust/generate.sh makes of the current specs."""
    if shutil.which("node") is None:
        pytest.fail("node is needed to compile the specs")
    out = tmp_path / "rust"
    run = subprocess.run([str(PORT / "generate.sh"), str(out)], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-4000:]
    committed = {p.name: p.read_text() for p in (REPO / "generated" / "rust").glob("*.rs")}
    fresh = {p.name: p.read_text() for p in out.glob("*.rs")}
    specs = list((REPO / "formats" / "kaitai").rglob("*.ksy"))
    assert sorted(committed) == sorted(fresh) and len(fresh) == len(specs) + 1  # a module a spec, and mod.rs
    stale = [name for name in fresh if fresh[name] != committed[name]]
    assert not stale, f"generated/rust is stale (run ports/rust/generate.sh): {stale}"
    # every mend still applies, with the counts it printed
    assert "mend: imports:" in run.stderr and "matched nothing" not in run.stderr


def test_sample_depends_on_the_packages(sample):
    """The sample's manifest depends on the unpacked `cargo package` output (binlogspec, and the
    runtime through a patch of the registry dependency the package declares), and its lock file
    names no source path of ports/rust."""
    manifest = (PORT / "sample" / "Cargo.toml").read_text()
    deps = re.findall(r'path = "([^"]+)"', manifest)
    assert deps and all(d.startswith("../../../build/rust-pkg/crates/") for d in deps), deps
    for name in ("binlogspec-0.1.0", "binlogspec-kaitai-0.11.0"):
        assert (PKG / "crates" / name / "Cargo.toml").is_file()
        assert (PKG / "crates" / f"{name}.crate").is_file()
    packaged = (PKG / "crates" / "binlogspec-0.1.0" / "Cargo.toml").read_text()
    # a package depends on versions, not on paths
    assert not re.search(r"^\[dependencies\.[^]]*\]\n(?:[^[].*\n)*?path =", packaged, re.M), packaged
    assert (PKG / "crates" / "binlogspec-0.1.0" / "src" / "parsers" / "column_cell.rs").is_file()
    lock = (PORT / "sample" / "Cargo.lock").read_text()
    assert 'name = "binlogspec"' in lock and "ports/rust" not in lock
    assert sample.is_file()


def compare(sample, path, cwd=REPO):
    """Problems of the Rust rows of one binlog against `binlogspec rows` (empty: equal), and the
    number of lines."""
    expected = subprocess.run([*ORACLE, str(path)], capture_output=True, text=True, cwd=cwd, timeout=600)
    got = subprocess.run([str(sample), str(path)], capture_output=True, text=True, cwd=cwd, timeout=600)
    problems = []
    exp_lines, got_lines = expected.stdout.splitlines(), got.stdout.splitlines()
    if len(exp_lines) != len(got_lines):
        problems.append(f"{len(got_lines)} lines, binlogspec rows gives {len(exp_lines)}")
    for i, (g, e) in enumerate(zip(got_lines, exp_lines)):
        if json.loads(g) != json.loads(e):
            problems.append(f"line {i + 1}:\n  rust: {g[:2000]}\n  py:   {e[:2000]}")
            break
    if (got.returncode == 0) != (expected.returncode == 0):
        problems.append(f"exit status {got.returncode}, binlogspec rows {expected.returncode}: "
                        f"{got.stderr.strip()[-500:]!r} / {expected.stderr.strip()[-500:]!r}")
    elif expected.returncode:
        where = re.match(r"(.*?:\d+):", expected.stderr.strip().splitlines()[-1])
        mine = re.match(r"(.*?:\d+):", got.stderr.strip().splitlines()[-1] if got.stderr.strip() else "")
        if not where or not mine or where.group(1) != mine.group(1):
            problems.append(f"fault: rust {got.stderr.strip()[-500:]!r}, binlogspec rows {expected.stderr.strip()[-500:]!r}")
    return problems, len(exp_lines)


def test_corpus_rows_equal(sample):
    files = corpus_binlogs()
    if not files:
        if os.environ.get("CI"):
            pytest.fail("the shared corpus is missing in CI")
        pytest.skip("the shared corpus is not here")
    failures, lines = {}, 0
    for path in files:
        problems, n = compare(sample, path)
        lines += n
        if problems and path.name not in EXCEPTIONS:
            failures[path.name] = problems
        elif not problems and path.name in EXCEPTIONS:
            failures[path.name] = ["listed as an exception but equal: take it off the list"]
    print(f"PORT-RUST-CORPUS {len(files) - len(failures)} of {len(files)} files equal, {lines} lines")
    assert not failures, "\n".join(f"{name}: {'; '.join(p)}" for name, p in failures.items())
    assert lines > 40000


def test_repository_binlogs_rows_equal(sample):
    files = sorted(p for p in (REPO / "tests" / "data").glob("*.0000*") if not p.name.endswith((".keys", ".enc", ".txt")))
    files += sorted((REPO / "samples").glob("*.000001"))
    assert len(files) >= 5
    failures = {}
    for path in files:
        problems, _ = compare(sample, path.relative_to(REPO))
        if problems:
            failures[path.name] = problems
    assert not failures, failures


def test_several_files_in_one_run(sample):
    """Files in order, each read on its own; a fault in one is reported and the next still read."""
    paths = [REPO / "samples" / "shop-full.000001", REPO / "tests" / "data" / "mariadb_encrypted.000001",
             REPO / "samples" / "shop-full.000001"]
    expected = subprocess.run([*ORACLE, *map(str, paths)], capture_output=True, text=True, timeout=600)
    got = subprocess.run([str(sample), *map(str, paths)], capture_output=True, text=True, timeout=600)
    assert [json.loads(x) for x in got.stdout.splitlines()] == [json.loads(x) for x in expected.stdout.splitlines()]
    assert got.returncode == expected.returncode == 2
    assert "mariadb_encrypted.000001:296:" in got.stderr


def test_mariadb_every_type_rows_equal(sample, mariadb_binlog):
    """The binlog the test MariaDB server writes with every column type (compressed and plain row
    events, FULL and MINIMAL images)."""
    problems, lines = compare(sample, mariadb_binlog)
    assert not problems, problems
    assert lines > 20


def test_typed_error_at_the_damaged_event(sample, tmp_path):
    """A damaged copy: the rows before the fault, then the error naming FILE:OFFSET."""
    data = bytearray((REPO / "samples" / "shop-full.000001").read_bytes())
    data[-10] ^= 0xFF  # in the last event: its CRC32 no longer holds
    damaged = tmp_path / "damaged.000001"
    damaged.write_bytes(bytes(data))
    problems, _ = compare(sample, damaged)
    assert not problems, problems
    got = subprocess.run([str(sample), str(damaged)], capture_output=True, text=True)
    assert got.returncode == 2 and re.search(r"damaged\.000001:\d+: \w+: CRC32 mismatch", got.stderr), got.stderr


# ---------------------------------------------------------------- vectors through the value rules


def run_vectors(built, files):
    return subprocess.run([str(built / "vectors"), *map(str, files)], capture_output=True, text=True, timeout=600)


def test_vectors_pass_through_the_crate_rules(built):
    files = sorted(VECTORS.glob("*.json"))
    run = run_vectors(built, files)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    counts = {m[1]: (int(m[2]), int(m[3]), int(m[4]))
              for m in re.finditer(r"^PORT-RUST-VECTORS (\S+) (\d+) (\d+) (\d+)$", run.stdout, re.M)}
    columns = json.loads((VECTORS / "columns.json").read_text())
    documents = json.loads((VECTORS / "json.json").read_text())
    events = json.loads((VECTORS / "events.json").read_text())
    # every column and document vector passes; event vectors hold trees, not values
    assert counts == {"columns.json": (len(columns), 0, 0), "json.json": (len(documents), 0, 0),
                      "events.json": (0, 0, len(events))}
    assert len(columns) >= 66 and len(documents) >= 31
    kinds = {v["column"]["type_name"] for v in columns}
    assert kinds >= {"TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "BIT", "YEAR", "DATE", "NEWDATE",
                     "TIME", "TIME2", "DATETIME", "DATETIME2", "TIMESTAMP", "TIMESTAMP2", "STRING", "VARCHAR",
                     "BLOB", "FLOAT", "DOUBLE", "JSON", "GEOMETRY", "VECTOR", "ENUM", "SET"}


def _tampered(value):
    if isinstance(value, bool) or value is None:
        return "tampered"
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return value + ["x"]
    return {**value, "srid": -1}


def test_tampered_vectors_are_caught(built, tmp_path):
    """Every changed expectation fails: the comparison is real."""
    columns = json.loads((VECTORS / "columns.json").read_text())
    documents = json.loads((VECTORS / "json.json").read_text())
    for v in columns:
        v["expected"]["value"] = _tampered(v["expected"]["value"])
    for v in documents:
        v["expected"]["text"] = v["expected"]["text"] + " "
    (tmp_path / "columns.json").write_text(json.dumps(columns))
    (tmp_path / "json.json").write_text(json.dumps(documents))
    run = run_vectors(built, [tmp_path / "columns.json", tmp_path / "json.json"])
    assert run.returncode == 1
    assert f"PORT-RUST-VECTORS columns.json 0 {len(columns)} 0" in run.stdout
    assert f"PORT-RUST-VECTORS json.json 0 {len(documents)} 0" in run.stdout
