"""Issue 42 (Go): the specs as a Go module a user adds with one dependency.

ports/go is the module binlogspec.dev/binlogspec: the generated parsers (generated/go, the
compiler's output mended by tools/conform/go/fixgen; ports/go/parsers links to it), the value
rules in Go (ports/go/values, read from the generated TABLE_MAP and cell objects) and the reader
API (Open/FromBytes, Rows() of RowChange, *Error with File and Offset). ports/go/rows packs the
module into a file-based module proxy (ports/go/mkproxy, golang.org/x/mod/zip) and builds the
sample program ports/go/sample, a separate module that requires binlogspec.dev/binlogspec v0.1.0,
from it: no replace directive, no source tree.

Held here:
- the committed generated parsers equal a fresh compile and mend;
- the sample, built against the artifact, prints what `binlogspec rows` prints (parsed JSON equal,
  line for line; the same exit status; a fault at the same FILE:OFFSET) for every corpus binlog,
  tests/data, samples/ and the binlog the test MariaDB server writes with every column type;
- every vector passes through the module's own value rules (`go test` in ports/go prints
  `PORT-GO-COUNTS <file> {type: passed}`; the counts must equal what the vector files hold), and
  changed expectations are caught.

A missing go toolchain skips, except in CI (CI set), where it fails."""

import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from conftest import REPO, corpus_binlogs

PORT = REPO / "ports" / "go"
VECTORS = REPO / "formats" / "vectors"
BUILD = REPO / "build" / "go-pkg"
ORACLE = [str(REPO / ".venv" / "bin" / "binlogspec"), "rows"]
if not Path(ORACLE[0]).exists():
    ORACLE = [sys.executable, "-m", "binlogspec", "rows"]

# Corpus binlogs whose row changes the Go module does not give as `binlogspec rows` does, with
# the reason. None today.
EXCEPTIONS: dict = {}


def go_env():
    return {**os.environ, "GOPATH": str(REPO / "build" / "gopath"), "GOMODCACHE": str(REPO / "build" / "gopath" / "pkg" / "mod"),
            "GOCACHE": str(REPO / "build" / "gocache"), "GOFLAGS": "-modcacherw", "GOTOOLCHAIN": "local",
            "GOWORK": "off", "CGO_ENABLED": "0"}


def need_go():
    if shutil.which("go") is None:
        if os.environ.get("CI"):
            pytest.fail("go is not on PATH in CI")
        pytest.skip("go is not on PATH")


@pytest.fixture(scope="session")
def sample():
    """The sample program, built once by ports/go/rows against the module fetched from the
    file-based proxy."""
    need_go()
    run = subprocess.run([str(PORT / "rows")], capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-4000:]
    binary = BUILD / "rows-sample"
    assert binary.is_file()
    return binary


def test_sample_depends_on_the_artifact(sample):
    """The sample's module requires binlogspec.dev/binlogspec v0.1.0 and replaces nothing; the
    program was built with that version from the proxy (its hash in the build info)."""
    mod = (PORT / "sample" / "go.mod").read_text()
    assert "require binlogspec.dev/binlogspec v0.1.0" in mod and "replace" not in mod
    info = subprocess.run(["go", "version", "-m", str(sample)], capture_output=True, text=True, env=go_env()).stdout
    dep = re.search(r"^\s*dep\s+binlogspec\.dev/binlogspec\s+v0\.1\.0\s+h1:\S+$", info, re.M)
    assert dep, info
    assert "=>" not in info, info
    assert (BUILD / "proxy" / "binlogspec.dev" / "binlogspec" / "@v" / "v0.1.0.zip").is_file()


def test_generated_parsers_in_sync(tmp_path):
    """generated/go is what ports/go/generate.sh makes of the current specs (compile, fixgen)."""
    need_go()
    if shutil.which("node") is None or not (REPO / "tools" / "ksc" / "node_modules" / "kaitai-struct-compiler").is_dir():
        if os.environ.get("CI"):
            pytest.fail("the pinned kaitai-struct-compiler is not installed in CI (./build.sh setup)")
        pytest.skip("the pinned kaitai-struct-compiler is not installed (./build.sh setup)")
    out = tmp_path / "go"
    run = subprocess.run([str(PORT / "generate.sh"), str(out)], capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-4000:]
    committed = {p.name: p.read_text() for p in (REPO / "generated" / "go").glob("*.go")}
    fresh = {p.name: p.read_text() for p in out.glob("*.go")}
    assert sorted(committed) == sorted(fresh)
    stale = [name for name in fresh if fresh[name] != committed[name]]
    assert not stale, f"generated/go is stale (run ports/go/generate.sh): {stale}"


def test_collation_table_in_sync(tmp_path):
    """ports/go/values/collations.go is the one table of python/binlogspec/charsets.py."""
    out = tmp_path / "collations.go"
    subprocess.run([sys.executable, str(PORT / "tools" / "gen_collations.py"), str(out)], check=True,
                   env={**os.environ, "PYTHONPATH": str(REPO / "python")})
    assert out.read_text() == (PORT / "values" / "collations.go").read_text()


def compare(sample, path, cwd=REPO):
    """Problems of the Go rows of one binlog against `binlogspec rows` (empty: equal); the
    number of lines."""
    expected = subprocess.run([*ORACLE, str(path)], capture_output=True, text=True, cwd=cwd, timeout=600)
    got = subprocess.run([str(sample), str(path)], capture_output=True, text=True, cwd=cwd, timeout=600)
    problems = []
    exp_lines, got_lines = expected.stdout.splitlines(), got.stdout.splitlines()
    if len(exp_lines) != len(got_lines):
        problems.append(f"{len(got_lines)} lines, binlogspec rows gives {len(exp_lines)}")
    for i, (g, e) in enumerate(zip(got_lines, exp_lines)):
        g, e = json.loads(g), json.loads(e)
        if g != e:
            where = [f"{k}.{c}: go {g[k][c]!r}, py {e[k][c]!r}" for k in ("before", "after")
                     if isinstance(g.get(k), dict) and isinstance(e.get(k), dict)
                     for c in e[k] if g[k].get(c, "<missing>") != e[k][c]]
            where += [f"{k}: go {g.get(k)!r}, py {e.get(k)!r}" for k in e
                      if g.get(k) != e.get(k) and not (k in ("before", "after") and isinstance(e.get(k), dict))]
            problems.append(f"line {i + 1}: " + "; ".join(where or [f"go {g}, py {e}"]))
            break
    if (got.returncode == 0) != (expected.returncode == 0):
        problems.append(f"exit status {got.returncode}, binlogspec rows {expected.returncode}: "
                        f"{got.stderr.strip()[-500:]!r} / {expected.stderr.strip()[-500:]!r}")
    elif expected.returncode:
        where = re.match(r"(.*?:\d+):", expected.stderr.strip().splitlines()[-1])
        mine = re.match(r"(.*?:\d+):", got.stderr.strip().splitlines()[-1] if got.stderr.strip() else "")
        if not where or not mine or where.group(1) != mine.group(1):
            problems.append(f"fault: go {got.stderr.strip()[-500:]!r}, binlogspec rows {expected.stderr.strip()[-500:]!r}")
    return problems, len(exp_lines)


def test_corpus_rows_equal(sample):
    files = corpus_binlogs()
    if not files:
        if os.environ.get("CI"):
            pytest.fail("the shared corpus is missing in CI")
        pytest.skip("the shared corpus is not here")
    failures, lines, faults = {}, 0, 0
    for path in files:
        problems, n = compare(sample, path)
        lines += n
        if problems and path.name not in EXCEPTIONS:
            failures[path.name] = problems
        elif not problems and path.name in EXCEPTIONS:
            failures[path.name] = ["listed as an exception but equal: take it off the list"]
    print(f"PORT-GO-CORPUS {len(files) - len(failures)} of {len(files)} files equal, {lines} lines")
    assert not failures, "\n".join(f"{name}: {'; '.join(p)}" for name, p in failures.items())
    assert lines > 40000  # the corpus's row changes (mbcj sakila alone has 47k)


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


def test_mariadb_every_type_rows_equal(sample, mariadb_binlog):
    """The binlog the test MariaDB server writes with every column type (compressed and plain row
    events, FULL and MINIMAL images)."""
    problems, lines = compare(sample, mariadb_binlog)
    assert not problems, problems
    assert lines > 20


CHARSET_WORKLOAD = """
DROP DATABASE IF EXISTS goport; CREATE DATABASE goport CHARACTER SET utf8mb4; USE goport;
SET NAMES utf8mb4; SET SESSION time_zone = '+00:00';
CREATE TABLE t (id INT PRIMARY KEY,
  l1 VARCHAR(20) CHARACTER SET latin1, l2 VARCHAR(20) CHARACTER SET latin2, cy VARCHAR(20) CHARACTER SET cp1251,
  gb VARCHAR(20) CHARACTER SET gbk, bg VARCHAR(20) CHARACTER SET big5, sj VARCHAR(20) CHARACTER SET sjis,
  kr VARCHAR(20) CHARACTER SET euckr, u16 VARCHAR(20) CHARACTER SET utf16, u2 VARCHAR(20) CHARACTER SET ucs2,
  u32 VARCHAR(20) CHARACTER SET utf32, u3 VARCHAR(20) CHARACTER SET utf8mb3, ac VARCHAR(20) CHARACTER SET ascii,
  gr VARCHAR(20) CHARACTER SET greek, he VARCHAR(20) CHARACTER SET hebrew, k8 VARCHAR(20) CHARACTER SET koi8r,
  e ENUM('zéro', 'un', 'двa') CHARACTER SET utf8mb4, s SET('ä', 'b', 'ç') CHARACTER SET latin1,
  bl BLOB, tx TEXT CHARACTER SET latin1, bn BINARY(6), vb VARBINARY(10)) ENGINE=InnoDB;
INSERT INTO t VALUES (1, 'Zoë Åberg €', 'Łódź', 'Привет', '中文', '中文', 'ニホン', '한국어', 'a😀', 'ab', 'x😀',
  'três', 'plain', 'Ελλάδα', 'שלום', 'Привет', 'двa', 'ä,ç', CONCAT('blob', UNHEX('00ff'), 'bytes'), 'text é', 'ab', 'vb');
INSERT INTO t VALUES (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
  NULL, NULL, NULL, NULL, NULL, NULL);
CREATE TABLE t2 (id INT PRIMARY KEY,
  c932 VARCHAR(20) CHARACTER SET cp932, ems VARCHAR(20) CHARACTER SET eucjpms, uj VARCHAR(20) CHARACTER SET ujis,
  g2 VARCHAR(20) CHARACTER SET gb2312, th VARCHAR(20) CHARACTER SET tis620, ar VARCHAR(20) CHARACTER SET cp1256,
  k8u VARCHAR(20) CHARACTER SET koi8u, kb VARCHAR(20) CHARACTER SET keybcs2, hy VARCHAR(20) CHARACTER SET armscii8,
  ka VARCHAR(20) CHARACTER SET geostd8, d8 VARCHAR(20) CHARACTER SET dec8, sw VARCHAR(20) CHARACTER SET swe7,
  mc VARCHAR(20) CHARACTER SET macce, c866 VARCHAR(20) CHARACTER SET cp866, hp VARCHAR(20) CHARACTER SET hp8,
  u16le VARCHAR(20) CHARACTER SET utf16le, l5 VARCHAR(20) CHARACTER SET latin5, l7 VARCHAR(20) CHARACTER SET latin7,
  c850 VARCHAR(20) CHARACTER SET cp850, c852 VARCHAR(20) CHARACTER SET cp852, mr VARCHAR(20) CHARACTER SET macroman,
  c1250 VARCHAR(20) CHARACTER SET cp1250, c1257 VARCHAR(20) CHARACTER SET cp1257) ENGINE=InnoDB;
INSERT INTO t2 VALUES (1, 'ニホン＼', 'ニホン', 'ニホン', '中文', 'ภาษาไทย', 'عربي', 'Україна', 'Žluť', 'Հայ', 'ქართ',
  'abc', 'abc', 'Łódź', 'Привет', 'Ça', 'a😀', 'Şişli', 'Rīga', 'Ça', 'Łódź', 'Ça', 'Łódź', 'Rīga');
SET SESSION binlog_row_image = 'NOBLOB';
UPDATE t SET l1 = 'noblob', bl = bl WHERE id = 1;
UPDATE t SET tx = 'changed text' WHERE id = 1;
SET SESSION binlog_row_image = 'MINIMAL';
UPDATE t SET gb = '汉字' WHERE id = 1;
DELETE FROM t WHERE id = 2;
SET SESSION binlog_row_image = 'FULL';
"""


def test_mariadb_charsets_and_images_rows_equal(sample, mariadb):
    """A binlog the test MariaDB server writes with text in many character sets, ENUM/SET labels
    outside utf8mb4, and FULL, NOBLOB and MINIMAL row images."""
    mariadb.rotate()
    mariadb.sql(CHARSET_WORKLOAD)
    closed = mariadb.rotate()
    problems, lines = compare(sample, closed[-1])
    assert not problems, problems
    assert lines == 7


def test_typed_error_from_bytes(sample, tmp_path):
    """A damaged copy: the rows before the fault, then the error naming FILE:OFFSET."""
    data = bytearray((REPO / "samples" / "shop-full.000001").read_bytes())
    data[-10] ^= 0xFF  # in the last event: its CRC32 no longer holds
    damaged = tmp_path / "damaged.000001"
    damaged.write_bytes(bytes(data))
    problems, _ = compare(sample, damaged)
    assert not problems, problems
    got = subprocess.run([str(sample), str(damaged)], capture_output=True, text=True)
    assert got.returncode == 2 and re.search(r"damaged\.000001:\d+: \w+: CRC32 mismatch", got.stderr), got.stderr


def damaged_copy(tmp_path, name, change):
    """A copy of samples/shop-full.000001 (MariaDB, CRC32) with ``change(data, event)`` made to
    the first event it returns True for, and that event's CRC32 made to hold again."""
    from binlogspec.reader import Reader, event_crc32

    src = REPO / "samples" / "shop-full.000001"
    data = bytearray(src.read_bytes())
    with Reader(str(src)) as reader:
        for event in reader:
            if change(data, event):
                end = event.pos + event.size
                data[end - 4:end] = event_crc32(bytes(data[event.pos:end])).to_bytes(4, "little")
                break
        else:
            raise AssertionError("no event to change")
    path = tmp_path / name
    path.write_bytes(bytes(data))
    return path


def test_rows_that_take_no_bytes_stop(sample, tmp_path):
    """A rows event whose present-columns bitmap is empty: its rows take no bytes, and the list
    would never end; the parse stops with the error binlogspec gives, at the same offset."""
    def empty_bitmap(data, event):
        if not event.type_name.startswith("WRITE_ROWS"):
            return False
        at = event.pos + 19 + 8  # MariaDB v1 rows: table id and flags, then the column count
        data[at + 1:at + 1 + (data[at] + 7) // 8] = bytes((data[at] + 7) // 8)
        return True

    path = damaged_copy(tmp_path, "stuck.000001", empty_bitmap)
    problems, _ = compare(sample, path)
    assert not problems, problems
    got = subprocess.run([str(sample), str(path)], capture_output=True, text=True, timeout=60)
    assert "the list would never end" in got.stderr


def test_names_that_are_no_utf8_are_refused(sample, tmp_path):
    """A table name that is no UTF-8: the TABLE_MAP event does not parse, in Go as in Python."""
    def bad_name(data, event):
        if event.type_name != "TABLE_MAP_EVENT":
            return False
        at = event.pos + 19 + 8  # table id and flags, then the database name's length
        at += 1 + data[at] + 1  # past the database name and its zero
        data[at + 1] = 0xFF
        return True

    path = damaged_copy(tmp_path, "badname.000001", bad_name)
    problems, _ = compare(sample, path)
    assert not problems, problems


# ---------------------------------------------------------------- vectors through the value rules


def rule_type(vector):
    """The port's name for the rule a column vector exercises (as ports/go/values/vectors_test.go)."""
    column, params = vector["column"], vector["params"]
    if params["is_null"]:
        return "NULL"
    if column["type_name"] == "JSON" and params["is_partial_json"]:
        return "JSON_DIFF"
    if column["type_name"] == "STRING":
        return column["real_type_name"]
    return column["type_name"]


def expected_counts():
    columns = json.loads((VECTORS / "columns.json").read_text())
    return {"columns": dict(Counter(map(rule_type, columns))),
            "json": {"JSON_DOCUMENT": len(json.loads((VECTORS / "json.json").read_text()))}}


@pytest.fixture(scope="session")
def go_test(sample):  # (the module's dependencies are fetched by the sample's build)
    return subprocess.run(["go", "test", "-count=1", "-v", "./..."], cwd=PORT, env=go_env(),
                          capture_output=True, text=True, timeout=600)


def test_vectors_pass_through_the_module_rules(go_test):
    assert go_test.returncode == 0, go_test.stdout[-4000:] + go_test.stderr[-4000:]
    got = {m[1]: json.loads(m[2]) for m in re.finditer(r"^PORT-GO-COUNTS (\w+) (\{.*\})$", go_test.stdout, re.M)}
    expected = expected_counts()
    assert got == expected
    assert set(expected["columns"]) >= {
        "TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "BIT", "YEAR", "DATE",
        "NEWDATE", "TIME", "TIME2", "DATETIME", "DATETIME2", "TIMESTAMP", "TIMESTAMP2", "ENUM",
        "SET", "JSON", "JSON_DIFF", "NULL", "STRING", "VARCHAR", "BLOB", "FLOAT", "DOUBLE",
    }
    assert sum(expected["columns"].values()) >= 66 and expected["json"]["JSON_DOCUMENT"] >= 31


def test_tampered_vectors_are_caught(go_test):
    assert go_test.returncode == 0, go_test.stdout[-4000:] + go_test.stderr[-4000:]
    tampered = dict(re.findall(r"^PORT-GO-TAMPER (\w+) detected (\d+)$", go_test.stdout, re.M))
    counts = expected_counts()
    assert int(tampered["columns"]) >= 3 * sum(counts["columns"].values())
    assert int(tampered["facts"]) >= 2 * sum(counts["columns"].values())
    assert int(tampered["json"]) == counts["json"]["JSON_DOCUMENT"]
    for name in ("TestTamperedColumnVectors", "TestTamperedJSONVectors", "TestColumnVectors",
                 "TestJSONVectors", "TestOpaqueBase64Lines", "TestJSONDoubles", "TestWKT", "TestUnusualValues"):
        assert f"--- PASS: {name} " in go_test.stdout
