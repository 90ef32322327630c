"""Issue 44's speed: ``binlogspec sql``'s statements written in C (python/binlogspec/_fastsql.c,
``Layout.sql_run``) are the text sql.py's per-change rendering writes (``Options(fast=False)``, the
oracle), byte for byte, transactions, headers, flashback order and errors included: on every
corpus file ``binlogspec sql`` reads, the repository's binlogs, and the server workload of every
column type of tests/test_sql.py (its ``world`` fixture: two files at the default row metadata,
with a schema dump), with and without ``--changed-only``, ``--full-columns`` and ``--flashback``.
Each comparison also holds the C writer to have written most of the row events (so that the
equality is not that of two Python renderings).
"""

import os
import sys
from pathlib import Path

import pytest

from test_sql import world  # noqa: F401 - the server workload (a module fixture)

ROOT = Path(__file__).resolve().parents[1]
REPO_BINLOGS = sorted(p for d in ("tests/data", "samples") for p in (ROOT / d).iterdir()
                      if p.is_file() and p.suffix[1:].isdigit())

MODES = {
    "redo": {},
    "changed-only": {"changed_only": True},
    "full-columns": {"full_columns": True},
    "flashback": {"flashback": True, "skip_ddl": True},
    "flashback-changed-only": {"flashback": True, "changed_only": True, "skip_ddl": True},
    "flashback-full-columns": {"flashback": True, "full_columns": True, "skip_ddl": True},
}


def _both(files, schema=None, **kw):
    """The script (bytes, error text or None) by the C writer and by sql.py, and how the C
    script's events were written (``Options.counts``)."""
    counts = {}
    fast = _script_with(files, True, schema, {**kw, "counts": counts})
    slow = _script_with(files, False, schema, kw)
    return fast, slow, counts


def _script_with(files, fast, schema, kw):
    from binlogspec import errors
    from binlogspec.sql import Options, sql_script

    out = []
    try:
        for chunk in sql_script(files, options=Options(fast=fast, **kw), schema=schema() if schema else None):
            out.append(chunk)
    except errors.BinlogError as exc:
        return b"".join(out), str(exc)
    return b"".join(out), None


def _first_difference(a, b):
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return f"line {i + 1}:\n  C:      {x[:400]!r}\n  Python: {y[:400]!r}"
    return f"lengths {len(la)} and {len(lb)} lines"


def _assert_same(fast, slow, what):
    if fast != slow:
        pytest.fail(f"{what}: the C writer's script differs from sql.py's: errors {fast[1]!r} / {slow[1]!r}; "
                    f"{_first_difference(fast[0], slow[0])}")


@pytest.mark.parametrize("mode", list(MODES))
def test_corpus_c_writer_equals_python(corpus, mode):
    from conftest import corpus_binlogs

    files = corpus_binlogs()
    assert len(files) >= 60
    in_c = in_python = statements = 0
    for path in files:
        fast, slow, counts = _both([path], unnamed_columns=True, **MODES[mode])
        _assert_same(fast, slow, path.name)
        in_c += counts.get("c_events", 0) + counts.get("c_runs", 0)
        in_python += counts.get("python_events", 0)
        statements += fast[0].count(b";\n")
    # (sql.py writes the first rows event of each table layout, and those the C writer leaves)
    assert in_c >= 10 * in_python, (in_c, in_python)
    assert statements >= 40000, statements


@pytest.mark.parametrize("mode", list(MODES))
def test_repository_binlogs_c_writer_equals_python(mode):
    in_c = in_python = 0
    for path in REPO_BINLOGS:
        fast, slow, counts = _both([path], unnamed_columns=True, **MODES[mode])
        _assert_same(fast, slow, path.name)
        in_c += counts.get("c_events", 0) + counts.get("c_runs", 0)
        in_python += counts.get("python_events", 0)
    assert in_c >= 2 * in_python, (in_c, in_python)


def _tracker(world):
    from binlogspec.ddl import SchemaTracker, load_schema_file

    def make():
        schema = SchemaTracker()
        load_schema_file(schema, str(world["schema"]))
        return schema

    return make


@pytest.mark.parametrize("mode", list(MODES))
def test_workload_of_every_column_type_c_writer_equals_python(world, mode):  # noqa: F811
    """Both files at once and each alone, with the schema dump (the table maps name no columns)."""
    for files in (world["files"], world["files"][:1], world["files"][1:]):
        fast, slow, counts = _both(files, schema=_tracker(world), **MODES[mode])
        assert slow[1] is None, slow[1]
        _assert_same(fast, slow, [f.name for f in files])
        # sql.py writes the first rows event of each table in each file, the C writer the others
        assert counts.get("c_events", 0) + counts.get("c_runs", 0) >= 5 * counts["python_events"], counts


def test_key_given_rewrite_db_sql_types_and_no_key(world):  # noqa: F811
    """--key, --rewrite-db and --sql-type reach the C writer as sql.py takes them."""
    cases = [
        {"keys": {"sqlsrc.nokey": ["a"]}},
        {"rewrite_db": {"sqlsrc": "other`db"}},
        {"sql_types": {"update"}},
        {"sql_types": {"insert", "delete"}, "flashback": True},
        {"keys": {"sqlsrc.ints": ["ti", "id"]}, "changed_only": True},
        {"keys": {"sqlsrc.floats": ["f", "d"]}, "flashback": True},
    ]
    for kw in cases:
        fast, slow, counts = _both(world["files"], schema=_tracker(world), **kw)
        _assert_same(fast, slow, kw)
        assert counts.get("c_events", 0) + counts.get("c_runs", 0) >= 5 * counts["python_events"], (kw, counts)


def test_cli_writes_the_c_script(world, tmp_path):  # noqa: F811
    """The command line takes the C writer (its default): the same script as the API's oracle."""
    import subprocess

    proc = subprocess.run([sys.executable, "-m", "binlogspec.cli", "sql", "--flashback", "--changed-only",
                           "--schema-file", str(world["schema"]), *map(str, world["files"])], capture_output=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT / "python")})
    assert proc.returncode == 0, proc.stderr.decode()[-2000:]
    slow = _script_with(world["files"], False, _tracker(world), {"flashback": True, "changed_only": True})
    assert slow[1] is None
    assert proc.stdout == slow[0]


def test_spill_reads_back_whole_blocks_and_long_transactions_alike(tmp_path):
    """The flashback's read-back (_Spill.script): transactions read a block at a time, and one
    longer than that read line by line from its end, give the same script."""
    from binlogspec.sql import _Spill

    def spill():
        s = _Spill(str(tmp_path))
        for t in range(50):
            s.begin(f"-- trx {t}\n".encode())
            for k in range(t % 7 + 1):
                s.line(f"DELETE FROM `a` WHERE `id`={t * 10 + k};".encode())
            s.end()
        s.chunk(b"-- c\nX;\nY;\n-- d\nZ;\n", b"".join(
            v.to_bytes(8, "little") for v in (0, 0, 5, 1, 11, 0, 0, 11, 16, 1, 19, 0)))
        return s

    a, b = spill(), spill()
    whole = b"".join(a.script())
    lines = b"".join(b.script(chunk=64, whole=0))
    assert whole == lines
    assert whole.startswith(b"-- d\nBEGIN;\nZ;\nCOMMIT;\n-- c\nBEGIN;\nY;\nX;\nCOMMIT;\n-- trx 49\nBEGIN;\n"
                            b"DELETE FROM `a` WHERE `id`=490;\nCOMMIT;\n-- trx 48\nBEGIN;\n"
                            b"DELETE FROM `a` WHERE `id`=486;\n")
    assert whole.endswith(b"-- trx 0\nBEGIN;\nDELETE FROM `a` WHERE `id`=0;\nCOMMIT;\n")
    a.close()
    b.close()


def test_a_value_its_rule_refuses_is_left_to_sql_py(world, monkeypatch):  # noqa: F811
    """A literal rule that refuses a value (as FLOAT's refuses NaN) makes the C writer leave the
    event to sql.py, which stops with its typed error naming FILE:POS, after the same statements."""
    from binlogspec import sql, values

    rule = sql.LITERALS["geometry"][values.Geometry]
    refused = []

    def refuse(value):  # (3857: the second row's; the first event of the table is sql.py's anyway)
        if value.srid == 3857:
            refused.append(value)
            raise ValueError("no literal for this geometry (the test's rule)")
        return rule(value)

    monkeypatch.setitem(sql.LITERALS["geometry"], values.Geometry, refuse)
    for mode in ("redo", "flashback"):
        refused.clear()
        fast, slow, counts = _both(world["files"], schema=_tracker(world), **MODES[mode])
        assert len(refused) == 3  # the C writer's call, then sql.py's for the same event; sql.py's alone
        assert slow[1] is not None and "no literal for this geometry" in slow[1], slow[1]
        assert slow[1].split(":")[0].endswith("binlog.000001"), slow[1]
        _assert_same(fast, slow, mode)
        assert fast[0].count(b"\n") > 20 or mode == "flashback"  # (a flashback writes once the files are read)
        assert counts.get("c_events", 0) + counts.get("c_runs", 0) > 20, counts


def _statements_both(source, monkeypatch, **kw):
    """``change_statements`` of ``source`` with the C writer and without (rows, error text), and
    how many rows the C writer wrote (a step's, and its runs')."""
    from binlogspec import errors, sql

    written = [0]
    c_statements = sql._c_statements

    def counted(*args):
        got = c_statements(*args)
        written[0] += len(got) if got is not None else 0
        return got

    statement_runs = sql._statement_runs

    def counted_runs(*args):
        for row in statement_runs(*args):
            written[0] += 1
            yield row

    monkeypatch.setattr(sql, "_c_statements", counted)
    monkeypatch.setattr(sql, "_statement_runs", counted_runs)
    both = []
    for fast in (True, False):
        rows = []
        try:
            for row in sql.change_statements(source, fast=fast, **kw):
                rows.append(row)
        except errors.BinlogError as exc:
            both.append((rows, str(exc)))
        else:
            both.append((rows, None))
    return both[0], both[1], written[0]


def test_change_statements_in_c_equal_python(corpus, world, monkeypatch):  # noqa: F811
    """The Spark UDTF ``binlog_sql``'s rows (``change_statements``: each change's redo and undo
    statement) written in C are sql.py's per-change rendering's, row for row, on every corpus
    file and the repository's binlogs (with ``col_N`` names where the table map has none, and
    without: those tables' rows have errors), and the server workload of every column type; C
    wrote most of the rows that have statements."""
    from conftest import corpus_binlogs

    in_c = rows = written_rows = 0
    cases = [(p, {"unnamed_columns": True}) for p in corpus_binlogs() + REPO_BINLOGS]
    cases += [(p, {}) for p in REPO_BINLOGS]
    cases += [(f, {"schema": _tracker(world)()}) for f in world["files"]]
    cases += [(f, {"schema": _tracker(world)(), "changed_only": True, "full_columns": True}) for f in world["files"]]
    cases += [(p, {"unnamed_columns": True, "changed_only": True}) for p in REPO_BINLOGS]
    for path, kw in cases:
        fast, slow, written = _statements_both(str(path), monkeypatch, **kw)
        if fast != slow:
            diff = next((i for i, (a, b) in enumerate(zip(fast[0], slow[0])) if a != b), None)
            pytest.fail(f"{path.name}: errors {fast[1]!r} / {slow[1]!r}; rows {len(fast[0])} / {len(slow[0])}; "
                        f"first difference at {diff}: {fast[0][diff] if diff is not None else None!r} / "
                        f"{slow[0][diff] if diff is not None else None!r}")
        in_c += written
        rows += len(fast[0])
        written_rows += sum(row[9] is not None for row in fast[0])
    assert rows >= 40000, rows
    assert in_c >= 0.8 * written_rows, (in_c, written_rows)
