"""Acceptance (issue 5): the specs alone decode in JavaScript what they decode in Python.

Every event of every corpus file and of a binlog the test MariaDB server writes (every column type
it has, compressed and plain row events, statement events) is parsed by the parsers
kaitai-struct-compiler makes from formats/kaitai for Python and for JavaScript (run under Node
with the npm kaitai-struct runtime), with the same params; the canonical trees
(formats/README.md) must be equal, TABLE_MAP bodies and every row-image cell included. A copy of
the specs changed in one field and compiled for JavaScript only must make the comparison fail.
"""

import re
import shutil
from collections import Counter

import pytest

from binlogspec import conformance
from conftest import CORPUS, REPO, corpus_binlogs
from js_conformance import cell_counts, compile_js, conform, tampered_xid_spec

# Files the reader stops in (damaged on purpose, see test_corpus_walk.DAMAGED): their events up to
# the fault are compared. Rows events the spec cannot size (tiflow) fail in both languages.
UNDECODED = {"tiflow__mysql-bin.000001": 4}


@pytest.fixture(scope="module")
def corpus_report(corpus_jobs, js_parsers, tmp_path_factory):
    return conform(None, js_parsers, tmp_path_factory.mktemp("conform-corpus"), prepared=corpus_jobs)



def _event_types(report):
    return Counter(e["tree"]["header"]["event_type"] for d in report.python.values() for e in d if "tree" in e)


def test_corpus_parses_the_same_in_javascript(corpus_report):
    assert corpus_report.differences == [], "\n".join(corpus_report.differences[:20])
    assert len(corpus_report.results) == len(corpus_binlogs())
    assert corpus_report.events > 4000
    errors = {name: sum("error" in e for e in dump) for name, dump in corpus_report.python.items()}
    assert {n: c for n, c in errors.items() if c} == UNDECODED


def test_corpus_run_covers_rows_and_table_maps(corpus_report):
    types = _event_types(corpus_report)
    for name in ("table_map_event", "write_rows_event", "update_rows_event", "delete_rows_event",
                 "write_rows_event_v1", "partial_update_rows_event", "query_event", "gtid_log_event",
                 "transaction_payload_event", "previous_gtids_log_event", "format_description_event"):
        assert types[name] > 0, name
    cells = cell_counts(corpus_report)
    assert sum(cells.values()) > 100000
    assert {"long", "longlong", "varchar", "blob", "newdecimal", "datetime2", "timestamp2", "json", "string",
            "bit", "double", "float", "date", "year", "tiny", "short", "int24"} <= set(cells)


def test_repository_binlogs_parse_the_same_in_javascript(js_parsers, tmp_path):
    """The samples and the binlogs kept under tests/data (MariaDB 10.11 statement and compressed
    row events)."""
    files = [p for p in sorted((REPO / "samples").iterdir()) + sorted((REPO / "tests" / "data").iterdir())
             if p.is_file() and not p.name.endswith((".md", ".txt", ".json", ".sql"))]
    assert len(files) >= 4
    report = conform(files, js_parsers, tmp_path)
    assert report.differences == [], "\n".join(report.differences[:20])
    assert report.events > 100 and all("tree" in e for d in report.python.values() for e in d)


def test_mariadb_binlog_parses_the_same_in_javascript(mariadb_binlog, js_parsers, tmp_path):
    report = conform([mariadb_binlog], js_parsers, tmp_path)
    assert report.differences == [], "\n".join(report.differences[:20])
    (dump,) = report.python.values()
    assert all("tree" in e for e in dump)
    types = _event_types(report)
    for name in ("gtid_list_event", "binlog_checkpoint_event", "gtid_event", "annotate_rows_event",
                 "query_compressed_event", "table_map_event", "write_rows_compressed_event_v1",
                 "update_rows_compressed_event_v1", "delete_rows_compressed_event_v1", "write_rows_event_v1",
                 "update_rows_event_v1", "delete_rows_event_v1", "user_var_event", "rand_event", "intvar_event",
                 "xid_event"):
        assert types[name] > 0, name
    cells = cell_counts(report)
    # every column type MariaDB writes in row images
    assert set(cells) >= {"tiny", "short", "int24", "long", "longlong", "newdecimal", "float", "double", "bit",
                          "year", "date", "time2", "datetime2", "timestamp2", "string", "varchar", "blob",
                          "geometry"}


def test_the_job_alone_reproduces_the_python_trees(corpus):
    """The job holds all a port needs: parsing its entries again (run_job) gives the trees the
    reader's walk gave."""
    for name in ("rmc__json.binlog.000001", "rmc__mysql-enum-string-set.000001", "cdcrs__8.0_31_update_rows_v2_binlog.000001",
                 "mbcj__mysql-bin.compressed", "zalora__gtid-fixtures_mysql-bin.01"):
        job, dump = conformance.job_and_dump(CORPUS / name)
        again = list(conformance.run_job(job))
        assert conformance.compare(dump, again, lossy_ints=False).differences == []


@pytest.mark.parametrize("change", ["type", "name"])
def test_a_field_changed_only_in_the_javascript_build_is_reported(corpus, js_parsers, tmp_path, change):
    """A copy of the specs with one field changed (XID_EVENT's xid read big-endian, or renamed),
    compiled for JavaScript only, over the unchanged Python parsers: the run reports it."""
    specs, spec = tampered_xid_spec(tmp_path, change)
    js = tmp_path / "js"
    shutil.copytree(js_parsers.parent, js)
    compile_js(js, specs, [spec])  # only XidEvent.js is rebuilt
    binlog = CORPUS / "cdcrs__5.7_16_xid_log.bin"
    report = conform([binlog], js / "javascript", tmp_path / "work", specs)
    assert report.differences, "the changed field went unnoticed"
    for line in report.differences:
        if change == "type":
            assert re.search(r"#\d+: \$\.body\.xid: \d+ vs \d+$", line), line
        else:
            assert line.endswith(": $.body.xid: only in first"), line
    # the unchanged build agrees on the same file
    assert conform([binlog], js_parsers, tmp_path / "again").differences == []


def test_integers_beyond_2_53_are_compared_after_rounding_and_counted():
    big = 2**64 - 1
    js = float(big)
    result = conformance.compare([{"i": 0, "tree": {"v": big}}], [{"i": 0, "tree": {"v": int(js)}}])
    assert result.ok and result.inexact == 1
    strict = conformance.compare([{"i": 0, "tree": {"v": big}}], [{"i": 0, "tree": {"v": int(js)}}],
                                 lossy_ints=False)
    assert strict.differences == [f"#0: $.v: {big} vs {int(js)}"]
    # a small integer is never rounded
    off = conformance.compare([{"i": 0, "tree": {"v": 5}}], [{"i": 0, "tree": {"v": 6}}])
    assert off.differences == ["#0: $.v: 5 vs 6"]
