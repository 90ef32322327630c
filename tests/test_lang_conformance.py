"""Acceptance (issue 14): the specs decode in Java, Go and Rust what they decode in Python.

As tests/test_js_conformance.py does for JavaScript: every event of every corpus file, of the
binlogs kept in the repository and of a binlog the test MariaDB server writes with every column
type is parsed by the parsers kaitai-struct-compiler makes from formats/kaitai for the language,
through the driver in tools/conform/<lang>/ (one process over all job files), and the canonical
trees must equal the Python parser's event by event, TABLE_MAP bodies and row-image cells
included, with exact integers (no 2**53 allowance). The test vectors' trees are checked too, and a
copy of the specs with one field changed, compiled for the language alone, must be reported.

The parsers and driver are built once per session into a temporary folder (never a stale build/).
A language that cannot take part is skipped with the reason formats/README.md gives in full.
"""

import json
import re
import sys
from pathlib import Path

import pytest

from binlogspec import conformance
from conftest import CORPUS, REPO, corpus_binlogs
from js_conformance import Prepared, cell_counts, compare_all, tampered_xid_spec

sys.path.insert(0, str(REPO / "tools" / "conform"))
import drivers  # noqa: E402

UNDECODED = {"tiflow__mysql-bin.000001": 4}

# kaitai-struct-compiler 0.11's Java output types a seq field whose type switches between integer
# widths (u1/u2/u3/u4/u8 by length) as a Java int, and with it the value instances computed from
# such fields: their values beyond 32 bits come out as their low 32 bits. These are the only fields
# where the comparison accepts that (counted, compare's int32); formats/README.md has the details.
JAVA_INT32_FIELDS = {"value_unsigned", "value", "value_high", "value_low"}

# The Go output computes json_int's `value` (value_high * 2**32 + value_low, signed for int64 and
# unsigned for uint64) in a Go int: a JSON uint64 of 2**63 or more comes out negative, equal to the
# Python value modulo 2**64 (compare's int64). Every other integer is exact in Go.
GO_INT64_FIELDS = {"value"}
ALLOWED = {"java": JAVA_INT32_FIELDS, "go": GO_INT64_FIELDS}

LANGS = [pytest.param(lang, marks=pytest.mark.skip(reason=drivers.UNAVAILABLE[lang]))
         if lang in drivers.UNAVAILABLE else lang
         for lang in drivers.LANGS]

_built = {}


@pytest.fixture(scope="session")
def lang_drivers(tmp_path_factory):
    """Build each language's parsers and driver once per session, on first use."""
    def get(lang):
        if lang not in _built:
            try:
                _built[lang] = drivers.build(lang, tmp_path_factory.mktemp(f"conform-{lang}"))
            except RuntimeError as exc:
                raise AssertionError(str(exc)) from None
        return _built[lang]
    return get


def run(driver, prepared, work):
    dumps = driver.jobs(prepared.jobs, Path(work) / driver.lang)
    return compare_all(prepared, dumps, lossy_ints=False, int32=driver.int32, int64=driver.int64)


def _allowed_truncation(lang, report):
    assert set(report.truncated) <= ALLOWED.get(lang, set()), report.truncated



@pytest.mark.parametrize("lang", LANGS)
def test_corpus_parses_the_same(lang, corpus_jobs, lang_drivers, tmp_path):
    driver = lang_drivers(lang)
    report = run(driver, corpus_jobs, tmp_path)
    # the canonical form is text: each line the driver prints is the Python dump's, byte for byte
    # (key order, float notation, escapes), but where an integer was held modulo 2**32
    differ = [(name, a["i"]) for name, dump in corpus_jobs.python.items()
              for a, line in zip(dump, driver.text[name]) if "tree" in a and conformance.dumps(a) != line]
    assert len(differ) <= sum(report.truncated.values()), differ[:10]
    assert report.differences == [], "\n".join(report.differences[:20])
    assert len(report.results) == len(corpus_binlogs())
    assert report.events > 4000
    errors = {name: sum("error" in e for e in dump) for name, dump in report.python.items()}
    assert {n: c for n, c in errors.items() if c} == UNDECODED
    # the comparison went down to the cells: rows of every common column type were compared
    cells = cell_counts(report)
    assert sum(cells.values()) > 100000
    assert {"long", "longlong", "varchar", "blob", "newdecimal", "datetime2", "json", "double"} <= set(cells)
    _allowed_truncation(lang, report)


@pytest.mark.parametrize("lang", LANGS)
def test_repository_binlogs_parse_the_same(lang, lang_drivers, tmp_path):
    files = [p for p in sorted((REPO / "samples").iterdir()) + sorted((REPO / "tests" / "data").iterdir())
             if p.is_file() and not p.name.endswith((".md", ".txt", ".json", ".sql"))]
    assert len(files) >= 4
    report = run(lang_drivers(lang), Prepared(files, tmp_path / "jobs"), tmp_path)
    assert report.differences == [], "\n".join(report.differences[:20])
    assert report.events > 100 and all("tree" in e for d in report.python.values() for e in d)
    _allowed_truncation(lang, report)


@pytest.mark.parametrize("lang", LANGS)
def test_mariadb_binlog_parses_the_same(lang, mariadb_binlog, lang_drivers, tmp_path):
    report = run(lang_drivers(lang), Prepared([mariadb_binlog], tmp_path / "jobs"), tmp_path)
    assert report.differences == [], "\n".join(report.differences[:20])
    (dump,) = report.python.values()
    assert all("tree" in e for e in dump)
    assert set(cell_counts(report)) >= {"tiny", "short", "int24", "long", "longlong", "newdecimal", "float", "double",
                                   "bit", "year", "date", "time2", "datetime2", "timestamp2", "string", "varchar",
                                   "blob", "geometry"}
    _allowed_truncation(lang, report)


@pytest.mark.parametrize("lang", LANGS)
def test_vectors_parse_to_their_expected_trees(lang, lang_drivers):
    """formats/vectors/*.json: each vector's tree (spec, params, bytes) equals its expected tree."""
    files = sorted((REPO / "formats" / "vectors").glob("*.json"))
    driver = lang_drivers(lang)
    failures, truncated = drivers.vector_failures(driver, files, conformance)
    assert failures == []
    assert set(truncated) <= ALLOWED.get(lang, set()), truncated
    # every vector was dumped, trees and all
    got = driver.vectors(files)
    assert len(got) > 150 and all("tree" in line for line in got)


@pytest.mark.parametrize("change", ["type", "name"])
@pytest.mark.parametrize("lang", LANGS)
def test_a_field_changed_only_in_the_language_build_is_reported(lang, change, corpus, lang_drivers, tmp_path):
    """A copy of the specs with XID_EVENT's xid read big-endian, or renamed, compiled for the
    language alone (the Python parsers unchanged): the comparison reports it."""
    specs, spec = tampered_xid_spec(tmp_path, change)
    clean = lang_drivers(lang)
    tampered = drivers.build(lang, tmp_path / "build", specs, reuse=clean.schema.parent, changed=[spec])
    binlog = CORPUS / "cdcrs__5.7_16_xid_log.bin"
    prepared = Prepared([binlog], tmp_path / "jobs")
    report = run(tampered, prepared, tmp_path / "out")
    assert report.differences, "the changed field went unnoticed"
    for line in report.differences:
        if change == "type":
            assert re.search(r"#\d+: \$\.body\.xid: \d+ vs \d+$", line), line
        else:
            assert line.endswith(": $.body.xid: only in first"), line
    # the unchanged build agrees on the same file
    assert run(clean, prepared, tmp_path / "again").differences == []


@pytest.mark.parametrize("lang", LANGS)
def test_unsigned_64_bit_fields_keep_every_digit(lang, corpus, lang_drivers, tmp_path):
    """An XID_EVENT whose xid (u8) is 2**64 - 1, and one at 2**63: the driver prints every digit,
    as the Python parser reads them (a Java long would print them negative)."""
    job, _ = conformance.job_and_dump(CORPUS / "cdcrs__5.7_16_xid_log.bin")
    xid = next(e for e in job if int(e["bytes"][8:10], 16) == 16)  # XID_EVENT (type code 16)
    size = len(xid["bytes"]) // 2
    body = 19  # the xid follows the 19-byte header; the CRC32 (if any) is not checked by the spec
    entries = []
    for i, value in enumerate((2**64 - 1, 2**63, 2**63 - 1)):
        raw = bytearray.fromhex(xid["bytes"])
        raw[body:body + 8] = value.to_bytes(8, "little")
        assert len(raw) == size
        entries.append({**xid, "i": i, "bytes": raw.hex(), "table_map": None})
    jobs = tmp_path / "xid.job"
    jobs.write_text("".join(json.dumps(e) + "\n" for e in entries))
    python = list(conformance.run_job(entries))
    assert [e["tree"]["body"]["xid"] for e in python] == [2**64 - 1, 2**63, 2**63 - 1]
    other = lang_drivers(lang).jobs([jobs], tmp_path / "out")["xid.job"]
    assert conformance.compare(python, other, lossy_ints=False).differences == []


def test_int64_allowance_takes_only_the_same_bits():
    """compare's int64 (Go): a negative integer whose 64 bits are the Python value's is counted, per
    field; any other integer is a difference."""
    python = [{"i": 0, "tree": {"value": 2**64 - 1, "other": 2**64 - 1}}]
    same_bits = [{"i": 0, "tree": {"value": -1, "other": 2**64 - 1}}]
    result = conformance.compare(python, same_bits, lossy_ints=False, int64=True)
    assert result.differences == [] and result.truncated == {"value": 1}
    assert conformance.compare(python, same_bits, lossy_ints=False).differences == ["#0: $.value: 18446744073709551615 vs -1"]
    other = [{"i": 0, "tree": {"value": -2, "other": 2**64 - 1}}]
    assert conformance.compare(python, other, lossy_ints=False, int64=True).differences != []
