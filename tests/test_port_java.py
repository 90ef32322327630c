"""Issue 42, Java: the binlogspec Maven package (ports/java: the parsers generated into
generated/java, package io.binlogspec.formats, the value rules and reader in io.binlogspec) used
as a user would, by the sample program ports/java/sample, which depends on the jar `mvn install`
put in build/m2 (not on the source tree). `ports/java/rows FILE...` builds both and prints the
row changes as NDJSON: they must be `binlogspec rows`' lines (parsed JSON equal, line for line),
with a fault at the same FILE:OFFSET, over every corpus binlog, tests/data, samples/ and the
binlog the test MariaDB server writes with every column type. The vectors go through the
package's own value rules (example.Vectors). The build runs once per session; without Maven or a
JDK 17 the tests skip (and fail in CI)."""

import json
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from conftest import REPO, corpus_binlogs

PORT = REPO / "ports" / "java"
ROWS = PORT / "rows"
JAVA_HOME = Path(os.environ.get("JAVA_HOME_17") or "/usr/lib/jvm/java-17-openjdk-amd64")
M2_JAR = REPO / "build" / "m2" / "io" / "binlogspec" / "binlogspec" / "0.1.0" / "binlogspec-0.1.0.jar"
SAMPLE_LIB = REPO / "build" / "java-pkg" / "sample-target" / "lib"
VECTORS = REPO / "formats" / "vectors"
BINLOGSPEC = [sys.executable, "-m", "binlogspec.cli"]

# Files no reader reads as a binlog (tests/data's expected outputs and key files)
NOT_BINLOGS = (".txt", ".keys", ".enc", ".md", ".sql")

# Corpus files whose Java lines are not binlogspec's: none. (A file named here needs its reason.)
EXCEPTIONS: dict = {}


def _missing_toolchain():
    missing = [tool for tool in ("mvn", "node") if shutil.which(tool) is None]
    if not (JAVA_HOME / "bin" / "java").exists():
        missing.append(f"JDK 17 ({JAVA_HOME})")
    return missing


@pytest.fixture(scope="session")
def java_port():
    """Builds the package and the sample against the installed artifact (once per session)."""
    missing = _missing_toolchain()
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"missing in CI: {', '.join(missing)}")
        pytest.skip(f"missing: {', '.join(missing)}")
    run = subprocess.run([str(ROWS)], capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-4000:]
    assert run.stdout == ""  # build output never goes to stdout
    return ROWS


def _oracle(files):
    return subprocess.run([*BINLOGSPEC, "rows", *map(str, files)], capture_output=True, cwd=REPO, timeout=900)


def _java(files):
    return subprocess.run([str(ROWS), *map(str, files)], capture_output=True, timeout=900)


def _faults(stderr):
    """The FILE:OFFSET of each fault line on stderr (build lines `==>` left out)."""
    out = []
    for line in stderr.decode("utf-8", "replace").splitlines():
        if line.startswith("==>") or ":" not in line:
            continue
        file, offset = line.split(":")[:2]
        out.append((file, offset))
    return out


def compare(files):
    """Runs both over ``files``; returns ({file: lines} equal, {file: first difference}, faults)."""
    expected, got = _oracle(files), _java(files)
    exp_lines = expected.stdout.decode("utf-8", "surrogateescape").splitlines()
    got_lines = got.stdout.decode("utf-8", "surrogateescape").splitlines()
    by_file = Counter()
    differ = {}
    for i in range(max(len(exp_lines), len(got_lines))):
        e = json.loads(exp_lines[i]) if i < len(exp_lines) else None
        g = json.loads(got_lines[i]) if i < len(got_lines) else None
        name = (e or g)["file"]
        if e != g:
            differ.setdefault(name, f"line {i}: java {json.dumps(g)[:500]}\n  python {json.dumps(e)[:500]}")
        else:
            by_file[name] += 1
    assert (expected.returncode == 0) == (got.returncode == 0), (expected.stderr[-2000:], got.stderr[-2000:])
    assert _faults(got.stderr) == _faults(expected.stderr), (got.stderr.decode()[-3000:], expected.stderr.decode()[-3000:])
    return by_file, differ, _faults(expected.stderr)


def test_generated_java_in_sync():
    """generated/java is what the pinned compiler makes of the specs (with the package line), and
    the collation table is charsets.py's."""
    if shutil.which("node") is None:
        pytest.skip("node is not on PATH")
    run = subprocess.run([sys.executable, str(PORT / "tools" / "generate.py"), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    run = subprocess.run([sys.executable, str(PORT / "tools" / "gen_charsets.py"), "--check"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_sample_depends_on_the_installed_artifact(java_port):
    """The sample's one binlogspec dependency is the jar in build/m2, byte for byte; it has no
    path to the package's sources or classes."""
    pom = (PORT / "sample" / "pom.xml").read_text()
    assert "<artifactId>binlogspec</artifactId>" in pom and "<version>0.1.0</version>" in pom
    assert "../src" not in pom and "generated" not in pom and "<sourceDirectory>" not in pom
    assert M2_JAR.exists() and (M2_JAR.parent / "binlogspec-0.1.0.pom").exists()
    assert (SAMPLE_LIB / "binlogspec-0.1.0.jar").read_bytes() == M2_JAR.read_bytes()
    assert sorted(p.name for p in SAMPLE_LIB.iterdir()) == sorted(
        ["binlogspec-0.1.0.jar", "kaitai-struct-runtime-0.11.jar", "zstd-jni-1.5.7-28.jar", "jackson-core-2.23.0.jar"])


def test_corpus_rows_equal(java_port):
    files = [p for p in corpus_binlogs() if p.name not in EXCEPTIONS]
    assert len(files) >= 60
    equal, differ, faults = compare(files)
    assert differ == {}
    # the damaged files stop at the same event with a typed error (checked in compare); the zstd
    # payload and the partial JSON update files give their rows
    assert len(faults) >= 6
    assert equal[str(next(p for p in files if p.name == "mbcj__mysql-bin.compressed"))] >= 1
    assert equal[str(next(p for p in files if p.name == "rmc__json.binlog.000001"))] >= 10
    assert sum(equal.values()) >= 40000


def test_repository_binlogs_equal(java_port):
    files = [p for p in sorted((REPO / "tests" / "data").glob("*.0000*")) if not p.name.endswith(NOT_BINLOGS)]
    files += sorted((REPO / "samples").glob("*.000001"))
    equal, differ, _ = compare(files)
    assert differ == {}
    assert sum(equal.values()) >= 30


def test_mariadb_every_type_binlog_equal(java_port, mariadb_binlog):
    equal, differ, faults = compare([mariadb_binlog])
    assert differ == {} and faults == []
    assert equal[str(mariadb_binlog)] >= 20


def test_error_names_file_and_offset(java_port, tmp_path):
    """A file cut inside an event: the lines before it, then FILE:OFFSET of that event, status 2."""
    source = REPO / "samples" / "shop-full.000001"
    cut = tmp_path / "cut.000001"
    cut.write_bytes(source.read_bytes()[:3000])
    equal, differ, faults = compare([cut])
    assert differ == {}
    assert faults and faults[0][0] == str(cut)
    got = _java([cut])
    assert got.returncode == 2


def _vector_runs(java_port):
    run = subprocess.run([str(ROWS), "--vectors", str(VECTORS / "columns.json"), str(VECTORS / "json.json")],
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr[-3000:]
    return {(r["file"], r["name"]): r for r in map(json.loads, run.stdout.splitlines())}


def test_vectors_through_the_value_rules(java_port):
    got = _vector_runs(java_port)
    columns = json.loads((VECTORS / "columns.json").read_text())
    documents = json.loads((VECTORS / "json.json").read_text())
    passed = Counter()
    for vector in columns:
        result = got[("columns.json", vector["name"])]
        assert "error" not in result, (vector["name"], result)
        assert result["value"] == vector["expected"]["value"], vector["name"]
        for key, value in vector["column"].items():  # the table-map facts the vector states
            assert result["column"][key] == (list(value) if isinstance(value, tuple) else value), (vector["name"], key)
        passed["columns"] += 1
    for vector in documents:
        result = got[("json.json", vector["name"])]
        assert result.get("text") == vector["expected"]["text"], (vector["name"], result)
        passed["json"] += 1
    assert passed == {"columns": len(columns), "json": len(documents)}
    assert len(columns) >= 66 and len(documents) >= 31


def test_text_by_collation(java_port):
    """Every character set decodes as charsets.py decodes it (the Java table is generated from
    it; multi-byte charsets go through java.nio.charset and the server's differences): random
    byte strings of each charset, and each charset's fixed sequences, text or bytes alike."""
    import random

    from binlogspec import charsets

    rng = random.Random(42)
    first = {}
    for cid, info in charsets._collations().items():
        first.setdefault(info.charset, cid)
    cases = []
    for name, cid in first.items():
        fixed = list({**charsets._mb_fixes(name)[0], **charsets._mb_fixes(name)[1]}) if name in charsets._MB_FIXES else []
        for i in range(400):
            raw = bytes(rng.randrange(0x20, 0x100) for _ in range(rng.choice([1, 2, 3, 4, 6])))
            if fixed and i % 3 == 0:
                raw = b"a" + rng.choice(fixed) + b"b"
            cases.append((name, cid, raw))
    run = subprocess.run([str(ROWS), "--text"], input="".join(f"{cid} {raw.hex()}\n" for _, cid, raw in cases),
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    got = run.stdout.splitlines()
    assert len(got) == len(cases)
    differ = []
    for (name, cid, raw), line in zip(cases, got):
        decoded = charsets.decode(raw, cid, errors="bytes")
        expected = "BYTES" if isinstance(decoded, bytes) else decoded.encode("utf-16-be", "surrogatepass").hex()
        if name == "gb18030" and expected != "BYTES" and any(0xE000 <= ord(c) <= 0xF8FF for c in decoded):
            continue  # GB 18030-2022 (the JDK) moved characters out of the private-use area that Python's gb18030 keeps
        if line != expected:
            differ.append((name, raw.hex(), expected, line))
    assert differ == []
    assert len({name for name, _, _ in cases}) >= 40


def test_damaged_files_fault_alike(java_port, tmp_path):
    """Damaged copies of real binlogs: bytes changed in rows and table-map events with their CRC32
    made to agree again (so that the values and the layouts are what is damaged), and bytes changed
    in the headers and bodies of files without checksums. The Java reader gives the same lines and
    the fault at the same FILE:OFFSET as binlogspec's for every one (a fixed seed: the same files
    each run)."""
    import random
    import zlib

    rng = random.Random(1)
    corpus = {p.name: p for p in corpus_binlogs()}
    with_crc = [REPO / "samples" / "shop-full.000001", REPO / "tests" / "data" / "mariadb_compressed_rows.000001"]
    with_crc += [corpus[n] for n in ("rmc__json.binlog.000001", "rmc__json-opaque.binlog", "rmc__mysql-enum-string-set.000001",
                                     "gomysql__tcb-eval002c-bin.003320", "maxwell__binlog.000004") if n in corpus]
    without = [corpus[n] for n in ("wsql__ver_5_1_23.001", "mbcj__mysql-bin.checksum-none", "wsql__binlog_transaction.000001",
                                   "ps51__bug47142_master-bin.000001") if n in corpus]
    rows_codes = {19, 23, 24, 25, 30, 31, 32, 39, *range(166, 172)}
    files = []
    for k in range(60):
        crc = k % 3 != 2 or not without
        source = rng.choice(with_crc if crc else without)
        data = bytearray(source.read_bytes())
        events, pos = [], 4
        while pos + 19 <= len(data):
            size = int.from_bytes(data[pos + 9:pos + 13], "little")
            if size < 19:
                break
            if not crc or data[pos + 4] in rows_codes:
                events.append((pos, size))
            pos += size
        pos, size = rng.choice(events)
        at = rng.randrange(pos + (19 if crc else 4), pos + size - (4 if crc else 0))
        data[at] ^= 1 << rng.randrange(8)
        if crc:
            data[pos + size - 4:pos + size] = (zlib.crc32(bytes(data[pos:pos + size - 4])) & 0xFFFFFFFF).to_bytes(4, "little")
        path = tmp_path / f"{source.name}.{k}"
        path.write_bytes(bytes(data))
        files.append(path)
    equal, differ, faults = compare(files)
    assert differ == {}
    assert len(faults) >= 15 and sum(equal.values()) >= 200
