"""The fast row decoder (C generated from the specs, ``binlogspec.fast``) against the
spec-driven path: the same row changes (values, their types and reprs, errors) on every corpus
file and on a benchmark-shaped binlog the test server writes; the generated cell readers give the
Kaitai spec's cell trees field by field; the Arrow batches equal the Python values converted.
(The Kaitai and construct backends give the same trees: tests/test_backends.py.)
"""

import importlib.util
import json
import os
import subprocess
import sys

import pytest

from binlogspec import errors, fast, ksexpr, walk
from binlogspec.jsonout import change_line, change_prefix
from binlogspec.rows import _each_step, row_changes
from conftest import REPO, corpus_binlogs

BENCH = REPO / "bench"

if not fast.available():
    if os.environ.get("CI"):
        pytest.fail(f"the fast decoder is not available in CI: {fast.disabled_reason()}", pytrace=False)
    pytest.skip(f"the fast decoder is not available: {fast.disabled_reason()}", allow_module_level=True)


def _collect(path, **kw):
    """(row changes, (error type, message) or None) of a whole file."""
    out = []
    try:
        for change in row_changes(path, **kw):
            out.append(change)
    except Exception as exc:  # noqa: BLE001 - the two paths must fail alike
        return out, (type(exc).__name__, str(exc))
    return out, None


def _json(path, fast_path, on_error="raise"):
    """(NDJSON bytes, error text or None, faults) of a file as ``binlogspec rows`` writes it: by the
    C JSON writer where the fast decoder took an event (``fast_path``), else each change's
    :func:`binlogspec.jsonout.change_line`."""
    def fast_render(step):
        e = step.event
        return step.json(change_prefix(e.file, e.pos, step.gtid, step.db, step.table, step.op))

    def spec_render(step):
        return b"".join(change_line(c) for c in step.changes())

    out, faults = [], []
    try:
        for _, text in _each_step(path, fast_render if fast_path else spec_render, backend="kaitai", schema=None,
                                  checksum_errors="raise", tables=None, on_error=on_error,
                                  on_fault=lambda e: faults.append(str(e)), fast=fast_path):
            out.append(text)
    except errors.BinlogError as exc:
        return b"".join(out), str(exc), faults
    return b"".join(out), None, faults


def _assert_json_same(path, on_error="raise"):
    got, want = _json(path, True, on_error), _json(path, False, on_error)
    assert got[1:] == want[1:]
    a, b = got[0].split(b"\n"), want[0].split(b"\n")
    assert len(a) == len(b), f"{path}: {len(a)} lines from the C JSON writer, {len(b)} from the Python rendering"
    for i, (x, y) in enumerate(zip(a, b)):
        assert x == y, f"{path}: line {i}:\n{x[:600]}\n{y[:600]}"


def _exact(change):
    """A row change with each value's type and repr, so that Decimal('1.0') and Decimal('1.00'),
    a ZeroDate and its str, naive and aware datetimes all differ."""
    def image(values):
        return None if values is None else [(k, type(v).__name__, repr(v)) for k, v in values.items()]
    return (change.file, change.pos, change.next_pos, change.timestamp, change.server_id, change.gtid, change.db,
            change.table, change.op, change.row_index, image(change.before), image(change.after),
            tuple(change.columns))


def _assert_same(fast_result, spec_result, label):
    (a, err_a), (b, err_b) = fast_result, spec_result
    assert err_a == err_b, f"{label}: fast path error {err_a}, spec-driven path error {err_b}"
    assert len(a) == len(b), f"{label}: {len(a)} row changes on the fast path, {len(b)} on the spec-driven path"
    for i, (x, y) in enumerate(zip(a, b)):
        assert x == y and _exact(x) == _exact(y), f"{label}: row change {i} differs:\n{x}\n{y}"


def _norm_kaitai(value, c_value):
    """A Kaitai tree value next to the C tree's: enum members (names in canonical trees) as the
    C side gives them (numbers)."""
    if isinstance(value, str) and isinstance(c_value, int):
        for members in fast._state["enums"].values():
            if value in members:
                return members[value]
    return value


def _assert_cells_match(event):
    """The generated C readers' cell trees equal the Kaitai spec's, field by field."""
    body = event.body
    header = body.header
    cells = body.table.layout.cells(body.data, body.start, body.end, header["is_write"], header["is_delete"],
                                    header["num_columns"], header["present"], header["present_after"])
    tree = event.tree
    rows = (tree.get("row_data") or tree.get("row_data_compressed"))["rows"]
    assert len(rows) == len(cells) == body.num_rows
    for r, (row, (before, after)) in enumerate(zip(rows, cells)):
        for name, mine in (("before_image", before), ("after_image", after)):
            if mine is None:
                assert name not in row
                continue
            for i, (cell, c_tree) in enumerate(zip(row[name]["cells"], mine)):
                where = f"{event.file}:{event.pos} row {r} {name} column {i}"
                if c_tree is None:
                    assert not cell["is_present"], where
                elif c_tree is False:
                    assert cell["is_present"] and cell["is_null"], where
                else:
                    value = cell["value"]
                    for key, c_value in c_tree.items():
                        assert key in value, f"{where}: {key} only in the C tree"
                        assert _norm_kaitai(value[key], c_value) == c_value, f"{where}: {key}"
                    missing = {k for k, v in value.items() if not isinstance(v, (dict, list)) and k not in c_tree}
                    assert not missing, f"{where}: {missing} only in the Kaitai tree"


def _fast_events(path):
    """Walk a file on the fast path checking every fast event's cells; returns how many."""
    count = 0
    rd = fast.reader(path)
    try:
        for event in rd:
            if isinstance(event.body, fast.FastRows):
                _assert_cells_match(event)
                count += 1
    except Exception:  # noqa: BLE001 - damaged corpus files: the events before the fault count
        pass
    finally:
        rd.close()
    return count


CORPUS_FILES = corpus_binlogs()
_seen = {}


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_fast_equals_spec(path):
    fast_result = _collect(path)
    _assert_same(fast_result, _collect(path, fast=False), path.name)
    _seen[path] = fast_result
    _seen.setdefault("fast_events", 0)
    _seen["fast_events"] += _fast_events(path)


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_json_equals_python_rendering(path):
    """The C JSON writer's lines equal jsonout's rendering of the spec-driven values, errors included."""
    _assert_json_same(path)


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_permissive_fast_equals_spec(path):
    """Resync mode keeps the fast path: the same changes, faults and byte account as the spec path."""
    def run(fast_path):
        faults = []
        changes, error = _collect(path, on_error="resync", on_fault=lambda e: faults.append(str(e)), fast=fast_path)
        return changes, error, faults

    (a, ea, fa), (b, eb, fb) = run(True), run(False)
    assert (ea, fa) == (eb, fb)
    _assert_same((a, ea), (b, eb), f"{path.name} (permissive)")
    _assert_json_same(path, on_error="resync")


def test_corpus_fast_path_is_used():
    if not CORPUS_FILES:
        pytest.skip("no corpus")
    assert _seen.get("fast_events", 0) > 500, "the fast path decoded (almost) no corpus event"


def test_corpus_json_columns_take_the_fast_path():
    """MySQL JSON columns have a rule of their own: their tables' rows events (all but the partial
    updates, which are the spec's) are decoded by the fast decoder, Arrow buffers included; the
    tests above hold their values to the spec path's."""
    from binlogspec.rows import open_reader
    from binlogspec.walk import steps

    files = [p for p in CORPUS_FILES if p.name.startswith("rmc__json")]
    if not files:
        pytest.skip("no MySQL JSON binlogs in the corpus")
    taken = left = 0
    for path in files:
        with open_reader(path, fast=True) as reader:
            for step in steps(reader):
                if step.fast is None:
                    assert step.event.type_name == "PARTIAL_UPDATE_ROWS_EVENT", f"{path.name}:{step.event.pos}"
                    left += 1
                elif "JSON" in step.fast.table.rules:
                    assert step.fast.table.arrow_kinds is not None
                    taken += 1
    assert taken >= 10 and left >= 1, (taken, left)


# ---------------------------------------------------------------------------- Arrow


def _tables_of(changes):
    return sorted({f"{c.db}.{c.table}" for c in changes})


def _expected_batches(changes, table):
    import pyarrow as pa

    from binlogspec import arrow

    mine = [c for c in changes if f"{c.db}.{c.table}" == table]
    groups = []
    for c in mine:
        if groups and groups[-1][0] is c.columns:
            groups[-1][1].append(c)
        else:
            groups.append((c.columns, [c]))
    return [pa.RecordBatch.from_pylist(arrow.python_rows(group, cols), schema=arrow.table_schema(cols))
            for cols, group in groups]


def _assert_validity_ends_clear(array, where):
    """The bits of an array's validity bitmap past its last value are 0, as Arrow writers leave
    them (the C decoder keeps them set while it appends: _fastrows.c valid_bit), its children's too."""
    import pyarrow as pa

    valid = array.buffers()[0]
    end = array.offset + len(array)
    if valid is not None and end % 8:
        last = valid.to_pybytes()[end // 8]
        assert last >> (end % 8) == 0, f"{where}: {array.type} validity bits past row {end}: {last:#04x}"
    if isinstance(array, pa.StructArray):
        for k in range(array.type.num_fields):
            _assert_validity_ends_clear(array.field(k), where)


def _assert_arrow_equal(path, changes, table, batch_rows=65536):
    import pyarrow as pa

    from binlogspec import arrow

    got = list(arrow.record_batches(path, table, batch_rows=batch_rows))
    for batch in got:
        for array in batch.columns:
            _assert_validity_ends_clear(array, f"{path}: {table}")
    want = _expected_batches(changes, table)
    got_rows = [r for b in got for r in b.to_pylist()]
    want_rows = [r for b in want for r in b.to_pylist()]
    assert len(got_rows) == len(want_rows)
    for i, (g, w) in enumerate(zip(got_rows, want_rows)):
        assert g == w, f"{path}: {table} row {i}:\n{g}\n{w}"
    # and as whole columns, types included, for runs of one layout
    if want and len({b.schema for b in want}) == 1 and got:
        assert pa.Table.from_batches(got).equals(pa.Table.from_batches(want))


def _program_batches(path, table, program, monkeypatch):
    """(each batch's schema and rows, the error or None, the steps of every C batch made) of
    record_batches with the batches' programs on or off (off: every column the generic step)."""
    from binlogspec import arrow

    made, steps = fast._fastrows.Batch, []

    def batch(*args):
        b = made(*args)
        steps.append(b.steps)
        return b

    was = fast._fastrows.program(program)
    out, error = [], None
    try:
        with monkeypatch.context() as m:
            m.setattr(fast._fastrows, "Batch", batch)
            for b in arrow.record_batches(path, table):
                out.append((b.schema, b.to_pylist()))
    except Exception as exc:  # noqa: BLE001 - both must fail alike
        error = (type(exc).__name__, str(exc))
    finally:
        fast._fastrows.program(was)
    return out, error, steps


def _assert_program_same(path, table, monkeypatch):
    """A batch's program (a step per column, _fastrows.c image_program) builds what the generic
    step builds for every column; returns the steps the program took."""
    on, on_error, steps = _program_batches(path, table, True, monkeypatch)
    off, off_error, generic = _program_batches(path, table, False, monkeypatch)
    assert on_error == off_error
    assert not any(any(s) for s in generic), "program(False) leaves every column to the generic step"
    assert len(on) == len(off)
    for (schema_a, rows_a), (schema_b, rows_b) in zip(on, off):
        assert schema_a == schema_b
        assert rows_a == rows_b, f"{path}: {table}"
    return [s for batch in steps for s in batch]


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_arrow_program_equals_generic(path, monkeypatch):
    changes, _ = _seen.get(path) or _collect(path)
    for table in _tables_of(changes):
        steps = _assert_program_same(path, table, monkeypatch)
        _seen.setdefault("steps", set()).update(steps)


def test_corpus_arrow_program_is_used():
    if not CORPUS_FILES:
        pytest.skip("no corpus")
    # INT, VARCHAR, DATETIME2, DECIMAL, ... each have steps of their own
    assert len(_seen.get("steps", set()) - {0}) >= 10, _seen.get("steps")


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_arrow_equals_python_values(path):
    pytest.importorskip("pyarrow")
    changes, error = _seen.get(path) or _collect(path)
    if error is not None:
        from binlogspec import arrow

        for table in _tables_of(changes):
            with pytest.raises(Exception) as info:
                list(arrow.record_batches(path, table))
            assert (type(info.value).__name__, str(info.value)) == error
        return
    for table in _tables_of(changes):
        _assert_arrow_equal(path, changes, table)


def _changes_table(path, fast_path, batch_rows=700):
    """The Spark rows mode's table of a file, as the source and the job build it
    (:class:`binlogspec.outputs.ChangesTable`): by the C builder where the fast decoder took an
    event (``fast_path``), else from :func:`binlogspec.splits.change_row` rows."""
    import pyarrow as pa

    from binlogspec.outputs import ChangesTable

    table = ChangesTable(batch_rows=batch_rows)
    batches, error = [], None
    try:
        for _, out in _each_step(path, table.add, backend="kaitai", schema=None, checksum_errors="raise",
                                 tables=None, on_error="raise", on_fault=None, fast=fast_path):
            batches.extend(out)
    except errors.BinlogError as exc:
        error = str(exc)
    batches.extend(table.finish())
    return pa.Table.from_batches(batches, schema=table.schema), error


def _assert_changes_same(path, batch_rows=700):
    got, got_error = _changes_table(path, True, batch_rows)
    want, want_error = _changes_table(path, False, batch_rows)
    assert got_error == want_error
    assert got.num_rows == want.num_rows
    for name in want.column_names:
        a, b = got.column(name).to_pylist(), want.column(name).to_pylist()
        for i, (x, y) in enumerate(zip(a, b)):
            assert x == y, f"{path}: row {i}, column {name}:\n{str(x)[:600]}\n{str(y)[:600]}"
    return got


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_changes_table_equals_python_rows(path):
    """The C builder of the Spark rows mode's table (and the job's changes table) gives the rows
    :func:`binlogspec.splits.change_row` gives: JSON images and maps, every column."""
    pytest.importorskip("pyspark")
    _assert_changes_same(path)


# ---------------------------------------------------------------------------- the benchmark table


@pytest.fixture(scope="module")
def bench_binlogs(mariadb):
    sys.path.insert(0, str(BENCH))
    import workload

    plain, _, _ = workload.write_binlog(mariadb, rows=1500, compress=False)
    packed, _, _ = workload.write_binlog(mariadb, rows=1500, compress=True)
    return {"plain": plain, "compressed": packed}


@pytest.mark.parametrize("kind", ["plain", "compressed"])
def test_bench_binlog_fast_equals_spec(bench_binlogs, kind, monkeypatch):
    path = bench_binlogs[kind]
    fast_result = _collect(path)
    assert fast_result[1] is None and len(fast_result[0]) == 1500 + 300 + 150
    _assert_same(fast_result, _collect(path, fast=False), kind)
    assert _fast_events(path) >= 3
    ops = {c.op for c in fast_result[0]}
    assert ops == {"insert", "update", "delete"}
    _assert_arrow_equal(path, fast_result[0], "bench.orders", batch_rows=700)
    was = fast._fastrows.threads(0)  # every round of a run on two threads (test_runs.py has more)
    try:
        split = fast._fastrows.threads_used()[0]
        for batch_rows in (700, 65536):
            _assert_arrow_equal(path, fast_result[0], "bench.orders", batch_rows=batch_rows)
        assert kind == "compressed" or fast._fastrows.threads_used()[0] > split
    finally:
        fast._fastrows.threads(was)
    steps = _assert_program_same(path, "bench.orders", monkeypatch)
    assert steps and all(steps), f"a bench column took the generic step: {steps[:13]}"
    _assert_json_same(path)
    if importlib.util.find_spec("pyspark"):
        assert _assert_changes_same(path).num_rows == 1500 + 300 + 150


def _columnar_batches(path, table, on, **kw):
    """(record_batches of ``table``, (error type, message) or None) with batches decoding an event
    by column where they can (``on``, _fastrows.c columnar_rows) or row by row only."""
    from binlogspec import arrow

    was, _ = fast._fastrows.columnar(on)
    out = []
    try:
        for batch in arrow.record_batches(path, table, **kw):
            out.append(batch)
    except Exception as exc:  # noqa: BLE001 - both must fail alike
        return out, (type(exc).__name__, str(exc))
    finally:
        fast._fastrows.columnar(was)
    return out, None


def _assert_columnar_same(path, table, **kw):
    """Decoded by column or row by row, the same batches (schemas, values, NULLs) and errors;
    returns the events decoded by column."""
    before = fast._fastrows.columnar(None)[1]
    by_column, error = _columnar_batches(path, table, True, **kw)
    used = fast._fastrows.columnar(None)[1] - before
    by_row, row_error = _columnar_batches(path, table, False, **kw)
    assert fast._fastrows.columnar(None)[1] - before == used, "columnar(False) decodes no event by column"
    assert error == row_error, path
    assert len(by_column) == len(by_row), path
    for i, (a, b) in enumerate(zip(by_column, by_row)):
        assert a.schema == b.schema and a.equals(b), f"{path}: {table} batch {i}"
    return used


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_arrow_by_column_equals_by_row(path):
    changes, _ = _seen.get(path) or _collect(path)
    for table in _tables_of(changes):
        _seen["by column"] = _seen.get("by column", 0) + _assert_columnar_same(path, table)


def test_corpus_arrow_by_column_is_used():
    if not CORPUS_FILES:
        pytest.skip("no corpus")
    assert _seen.get("by column", 0) > 100, _seen.get("by column")


@pytest.mark.parametrize("kind", ["plain", "compressed"])
def test_bench_binlog_arrow_by_column_equals_by_row(bench_binlogs, kind):
    path = bench_binlogs[kind]
    assert _assert_columnar_same(path, "bench.orders", batch_rows=700) >= 3
    was = fast._fastrows.threads(0)  # every round of a run on two threads, each with its batch
    try:
        assert _assert_columnar_same(path, "bench.orders") >= 3
    finally:
        fast._fastrows.threads(was)


def _bytes_of(finished):
    """Batch.finish()'s tuple with each buffer as bytes"""
    if isinstance(finished, (tuple, list)):
        return tuple(_bytes_of(x) for x in finished)
    return finished if finished is None or isinstance(finished, (int, str)) else bytes(memoryview(finished))


def _first_rows_event(path):
    """(the fast step's body, a copy of the bytes it lies in, the step) of the first rows event of
    ``path`` with more than 200 bytes of rows."""
    from binlogspec.rows import open_reader
    from binlogspec.walk import UNREAD, steps

    with open_reader(path, defer=UNREAD) as reader:
        for step in steps(reader, schema={}, tables={"bench.orders"}):
            if step.fast is not None and step.fast.end - step.fast.start > 200:
                return step.fast, bytes(step.fast.data), step


@pytest.mark.parametrize("damage", ["cut short", "bad UTF-8"])
def test_arrow_event_that_does_not_fit_is_walked_row_by_row(bench_binlogs, damage):
    """An event one of whose cells does not fit is taken back whole and walked row by row, so
    that the error is the row walk's and nothing of the event stays in the batch."""
    body, data, step = _first_rows_event(bench_binlogs["plain"])
    header, event, end = body.header, step.event, body.end
    if damage == "cut short":
        end -= 3  # the last row's last cell passes the end
    else:  # a name (VARCHAR, utf8mb4) of a row in the middle is not UTF-8 any more
        changes = step.changes()
        name = next(c.after["name"] for c in changes[len(changes) // 2:] if c.after["name"])
        at = data.index(name.encode(), body.start)
        data = data[:at] + b"\xff" + data[at + 1:]
    results = []
    for on in (True, False):
        was, before = fast._fastrows.columnar(on)
        try:
            batch = fast._fastrows.Batch(body.table.layout, body.table.arrow_kinds)
            with pytest.raises(Exception) as info:
                batch.append(data, body.start, end, header["is_write"], header["is_delete"], header["num_columns"],
                             header["present"], header["present_after"], step.op, event.file, event.pos,
                             event.timestamp * 1_000_000, step.gtid, None)
            assert batch.rows == 0
            # the batch goes on: the event whole is appended after the failure
            rows = batch.append(body.data, body.start, body.end, header["is_write"], header["is_delete"],
                                header["num_columns"], header["present"], header["present_after"], step.op,
                                event.file, event.pos, event.timestamp * 1_000_000, step.gtid, None)
            used = fast._fastrows.columnar(None)[1] - before
            results.append(((type(info.value).__name__, str(info.value)), rows, _bytes_of(batch.finish()), used))
        finally:
            fast._fastrows.columnar(was)
    (error_c, rows_c, finished_c, used_c), (error_r, rows_r, finished_r, used_r) = results
    assert error_c == error_r and rows_c == rows_r > 0
    assert finished_c == finished_r
    assert used_c == 1 and used_r == 0  # (the good event by column; the damaged one not)


def test_bench_binlog_construct_backend_agrees(bench_binlogs):
    """The construct-driven path gives the values the fast path gives."""
    path = bench_binlogs["plain"]
    _assert_same(_collect(path), _collect(path, backend="construct"), "construct")


def test_fallback_event_by_event(bench_binlogs, monkeypatch):
    """A value the C rules refuse sends its event to the spec-driven path: same results."""
    path = bench_binlogs["compressed"]
    want = _collect(path)
    calls = []
    real = walk.RowsStep.changes

    def flaky(step):
        if step.fast is not None and len(calls) % 2 == 0:
            calls.append(step.event.pos)
            return list(step._spec_changes())
        calls.append(None)
        return real(step)

    monkeypatch.setattr(walk.RowsStep, "changes", flaky)
    _assert_same(_collect(path), want, "fallback")
    assert any(calls)


def test_fast_bodies_answer_the_specs_names_only(bench_binlogs):
    """A body the fast path read answers a field of its spec's body by parsing it (once), and any
    other name with an AttributeError, without parsing the event (a typo costs nothing)."""
    from binlogspec import Reader

    with Reader(str(bench_binlogs["plain"])) as reader:
        fast.attach(reader)
        seen = set()
        for event in reader:
            body = event.body
            if not isinstance(body, fast._KaitaiLater) or type(body) in seen:
                continue
            seen.add(type(body))
            with pytest.raises(AttributeError, match="tabel_id|xdi"):
                body.tabel_id if isinstance(body, fast.FastRows) else body.xdi
            assert body._kaitai is None
            assert (body.flags if isinstance(body, fast.FastRows) else body.seq_no) is not None
            assert body._kaitai is not None  # (a field the spec sets is the Kaitai body's)
            for name in fast._spec_names(body.spec_id):
                assert getattr(body, name, None) == getattr(body.kaitai(), name, None)
            if seen == {fast.FastRows, fast.FastBody}:
                break
    assert seen == {fast.FastRows, fast.FastBody}


# ---------------------------------------------------------------------------- generation


def test_generated_header_is_in_sync(tmp_path):
    out = tmp_path / "row_layouts.h"
    subprocess.run([sys.executable, str(REPO / "tools" / "fastgen.py"), str(out)], check=True, capture_output=True)
    committed = REPO / "generated" / "c" / "row_layouts.h"
    assert out.read_text() == committed.read_text(), \
        "generated/c/row_layouts.h is out of date with formats/kaitai; run ./build.sh generate"


@pytest.mark.parametrize("text, scope, value", [
    ("(fsp + 1) / 2", {"fsp": 5}, 3),
    ("-7 / 2", {}, -4),
    ("-7 % 3", {}, 2),
    ("a ? b : c ? 1 : 2", {"a": 0, "b": 5, "c": 0}, 2),
    ("not x and y", {"x": 0, "y": 1}, True),
    ("0x80 | 0b1 << 2", {}, 0x84),
    ("t.cols[i].body.as<e::meta>.n", {"t": {"cols": [{"body": {"n": 7}}]}, "i": 0}, 7),
    ("k == table_map_event::string_real_type::string", {"k": "string"}, True),
])
def test_kaitai_expressions(text, scope, value):
    assert ksexpr.evaluate(text, scope) == value


def test_declined_layouts_use_the_spec(tmp_path):
    """A layout with a column type the generator does not compile (VECTOR: a repeat of f4) is
    left to the spec; JSON, whose document it keeps as bytes, compiles."""
    from binlogspec.fast import Declined, compile_layout
    from binlogspec.rows import Column

    tm = {"column_types": ["vector"], "metadata": {"columns": [{"body": {"pack_length": 4}}]}}
    with pytest.raises(Declined):
        compile_layout(tm, [Column(index=0, name="v", type_code=242, type_name="VECTOR")])
    tm = {"column_types": ["json"], "metadata": {"columns": [{"body": {"pack_length": 4}}]}}
    assert compile_layout(tm, [Column(index=0, name="j", type_code=245, type_name="JSON")])[1] == ("JSON",)


def _doubles(count, seed=20261126):
    """Floats of every kind a DOUBLE column holds: any bit pattern, decimals of a few places,
    quotients, integers near 2^53, and the edges of the fixed notation (1e-4, 2^53)."""
    import random
    import struct

    rng = random.Random(seed)
    out = [1e-4, 9.999999999999999e-05, 2.0 ** 53, 2.0 ** 53 - 1, 2.0 ** 53 + 2, 1e16, 9999999999999998.0, 0.1 + 0.2,
           1 / 3, 5e-324, 1.7976931348623157e308, 0.5, 123456789012345.6, 1.0000000000000002, 0.9999999999999999]
    for e in range(-6, 18):
        x = 10.0 ** e
        out += [x, x * (1 + 2 ** -52), x * (1 - 2 ** -53), 9.999999999999999 * x]
    while len(out) < count:
        bits = struct.unpack("<d", rng.getrandbits(64).to_bytes(8, "little"))[0]
        if bits == bits and abs(bits) != float("inf"):
            out.append(bits)
        out += [round(rng.uniform(-1e6, 1e6), rng.randint(0, 17)),
                rng.randint(-10 ** 16, 10 ** 16) / 10 ** rng.randint(0, 20),
                rng.uniform(1e-5, 1e-3), float(rng.randint(-2 ** 54, 2 ** 54)), rng.randint(1, 10 ** 6) / 7 - 1000]
    return out + [-x for x in out]


def test_double_text_is_repr():
    """DOUBLE and FLOAT cells' JSON text: the C's short way (the fewest decimals that read back,
    short_double) or Python's dtoa where it cannot tell, always repr's text, as json.dumps
    writes it."""
    doubles = _doubles(200_000)
    got = [fast._fastrows.double_text(x) for x in doubles]
    assert [x for x, text in zip(doubles, got) if text != repr(x)] == []


def test_crc32_is_zlibs():
    """The runs' CRC32 (ISA-L's where Debian's libisal2 is installed, else zlib's C library) is
    zlib.crc32 on every length up to a few vector blocks and at every alignment, on large buffers,
    and on each stretch of bytes of every corpus file; BINLOGSPEC_CRC32=zlib keeps to zlib's."""
    import random
    import zlib

    crc32 = fast._fastrows.crc32
    rng = random.Random(32)
    data = bytes(rng.getrandbits(8) for _ in range(5000))
    assert [n for n in range(1025) if crc32(data[:n]) != zlib.crc32(data[:n])] == []
    assert [a for a in range(64) if crc32(memoryview(data)[a:a + 777]) != zlib.crc32(data[a:a + 777])] == []
    big = rng.randbytes(9 << 20)
    assert crc32(big) == zlib.crc32(big)
    for path in corpus_binlogs():
        raw = path.read_bytes()
        for at in range(0, len(raw), 4093):
            assert crc32(raw[at:at + 8191]) == zlib.crc32(raw[at:at + 8191]), (path.name, at)
    script = "from binlogspec import _fastrows as f; import zlib; print(f.crc32_library(), f.crc32(b'binlog') == zlib.crc32(b'binlog'))"
    out = subprocess.run([sys.executable, "-c", script], env=dict(os.environ, BINLOGSPEC_CRC32="zlib"),
                         capture_output=True, text=True, check=True).stdout.split()
    assert out == ["zlib", "True"]


def test_crc32_library_is_isal_where_installed():
    """Where ISA-L's library loads (build.sh setup installs Debian's libisal2), the runs take its
    CRC32: a machine set up by the project's scripts runs the fast one."""
    import ctypes

    try:
        ctypes.CDLL("libisal.so.2")
    except OSError:
        if os.environ.get("CI"):
            pytest.fail("libisal.so.2 does not load in CI (build.sh setup installs libisal2)")
        pytest.skip("libisal.so.2 is not installed")
    if os.environ.get("BINLOGSPEC_CRC32") == "zlib":
        pytest.skip("BINLOGSPEC_CRC32=zlib")
    assert fast._fastrows.crc32_library() == "isal"


@pytest.mark.parametrize("preset, numpy_first, expected", [
    (None, False, "4"),     # idle OpenBLAS threads sleep at once
    ("30", False, "30"),    # the caller's own setting stays
    (None, True, None),     # numpy came first: too late to matter, left alone
])
def test_arrow_import_lets_openblas_sleep(preset, numpy_first, expected):
    """binlogspec.arrow sets OPENBLAS_THREAD_TIMEOUT before pyarrow imports numpy (binlogspec._blas),
    unless it is set or numpy is imported already; the BLAS still computes as before."""
    script = ("import os\n" + ("import numpy\n" if numpy_first else "") + "import binlogspec.arrow, numpy\n"
              "print(os.environ.get('OPENBLAS_THREAD_TIMEOUT'), int((numpy.arange(9.0).reshape(3, 3) @ numpy.ones(3)).sum()))")
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_THREAD_TIMEOUT"}
    if preset is not None:
        env["OPENBLAS_THREAD_TIMEOUT"] = preset
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True).stdout.split()
    assert out == [str(expected), "36"]


# The cell types whose readers fastgen finds content-free: nothing their path depends on (sizes,
# cases, conditions, counts, checks) is read from the cell's bytes. A summary run's walk passes
# over their fixed-size cells by their sizes (scan_image's skips).
CONTENT_FREE = {"cell_date", "cell_datetime", "cell_datetime2", "cell_decimal", "cell_double", "cell_extent",
                "cell_fixed", "cell_float", "cell_int", "cell_time", "cell_time2", "cell_timestamp",
                "cell_timestamp2", "cell_year"}
# a value for each param that the specs branch on, and a few that they do not know
PARAM_VALUES = {"len_value": (0, 1, 2, 3, 4, 5, 8), "fsp": (0, 1, 2, 3, 4, 5, 6, 7), "precision": (1, 5, 10, 20, 65),
                "scale": (0, 2, 6, 30), "len_fixed": (0, 1, 4, 8), "len_length": (0, 1, 2, 3, 4, 5),
                "real_type": (254, 247, 248, 15), "max_length": (0, 1, 2, 8, 255, 300)}
# content-free for some params: ENUM and SET string cells (real type 247, 248; and a real type no case
# takes), not CHAR's (254)
CONTENT_FREE_IF = {"cell_string": lambda real_type, max_length: real_type != 254}


def _cell_types():
    from fastgen import Generator

    gen = Generator()
    gen.generate()
    return {c.path[0]: c for c in gen.order if c.spec_id == "column_cell" and len(c.path) == 1}


def test_content_free_cells_are_the_generators():
    """fastgen's analysis finds the fixed-size cell types content-free, and none whose size or
    case a cell's bytes give (a length prefix, a JSON document, ENUM/SET/CHAR's switch on the
    column's real type that reaches a length-prefixed case)."""
    cells = _cell_types()
    assert {name for name, c in cells.items() if c.content_free} == CONTENT_FREE
    assert {"cell_var", "cell_json", "cell_geometry", "cell_string"} <= set(cells) - CONTENT_FREE
    assert {name for name, c in cells.items() if c.content_free_if() is not None} == set(CONTENT_FREE_IF)


def test_content_free_cells_by_params_are_the_generators():
    """The decoder's ks_cell_content_free (from the generated header) with each cell type's params:
    the content-free types for any params, ENUM and SET string cells and not CHAR's, no other."""
    import itertools

    ids = {name: cid for name, cid, _ in fast._fastrows.spec()["cell_types"]}
    for name, compiled in _cell_types().items():
        values = [PARAM_VALUES.get(p.name, (0, 1, 2)) for p in compiled.params]
        for args in itertools.product(*values):
            want = name in CONTENT_FREE or (name in CONTENT_FREE_IF and CONTENT_FREE_IF[name](*args))
            assert fast._fastrows.content_free(ids[name], args) == want, (name, args)


def test_content_free_cells_accept_by_length_alone():
    """Against Kaitai's own parsers of the spec (generated/python/column_cell.py): a cell of a
    content-free type parses, or fails, for random bytes as it does for zeros of the same length,
    for each param value the specs branch on (and some they refuse); every instance read too."""
    import itertools
    import random

    from kaitaistruct import KaitaiStream
    from io import BytesIO

    from binlogspec._kaitai import module
    from binlogspec.tree import from_kaitai

    column_cell = module("column_cell").ColumnCell
    rng = random.Random(10)

    def outcome(cls, args, data):
        try:
            from_kaitai(cls(*args, KaitaiStream(BytesIO(data))))  # (the tree reads every instance)
            return "ok"
        except Exception as exc:  # noqa: BLE001 - any refusal; which one is not the question
            return type(exc).__name__

    tried = 0
    for name, compiled in _cell_types().items():
        if name not in CONTENT_FREE and name not in CONTENT_FREE_IF:
            continue
        cls = getattr(column_cell, "".join(part.capitalize() for part in name.split("_")))
        for args in itertools.product(*(PARAM_VALUES[p.name] for p in compiled.params)):
            if name in CONTENT_FREE_IF and not CONTENT_FREE_IF[name](*args):
                continue
            for length in range(0, 33):
                expected = outcome(cls, args, bytes(length))
                for _ in range(6):
                    data = bytes(rng.randrange(256) for _ in range(length))
                    assert outcome(cls, args, data) == expected, (name, args, data.hex())
                tried += 1
    assert tried > 1000


def test_content_bound_cells_do_not_accept_by_length_alone():
    """The analysis is not vacuous: a length-prefixed cell (cell_var, and a CHAR's string cell)
    of one length parses for some bytes and not for others."""
    from kaitaistruct import KaitaiStream
    from io import BytesIO

    from binlogspec._kaitai import module
    from binlogspec.tree import from_kaitai

    cells = module("column_cell").ColumnCell
    for cls, args in ((cells.CellVar, (1,)), (cells.CellString, (254, 10))):
        outcomes = set()
        for data in (b"\x01a", b"\x05a"):
            try:
                from_kaitai(cls(*args, KaitaiStream(BytesIO(data))))
                outcomes.add("ok")
            except Exception as exc:  # noqa: BLE001
                outcomes.add(type(exc).__name__)
        assert len(outcomes) == 2, cls


def test_content_free_analysis_on_small_specs(tmp_path):
    """What makes a type not content-free, one rule a type: a size, a case, a condition or a
    count read from its bytes, a `valid` check, a sub-type that is not, a value that divides by
    what its bytes hold. What is made of params alone (a value instance of params) is not."""
    from fastgen import Generator

    (tmp_path / "t.ksy").write_text("""
meta: {id: t, endian: le}
types:
  free:
    params: [{id: p, type: u1}]
    seq:
      - {id: a, type: u2}
      - {id: b, size: half * 2}
      - {id: c, type: {switch-on: p, cases: {1: u1, 2: u2}}}
      - {id: d, type: u4, if: p > 1}
    instances:
      half: {value: p / 2}
      sum: {value: a + c * 3}
      scaled: {value: a / 7}
  sized:
    seq: [{id: n, type: u1}, {id: body, size: n}]
  switched:
    seq: [{id: k, type: u1}, {id: v, type: {switch-on: k, cases: {1: u1}}}]
  conditional:
    seq: [{id: k, type: u1}, {id: v, type: u1, if: k == 1}]
  checked:
    seq: [{id: k, type: u1, valid: 3}]
  outer:
    seq: [{id: inner, type: sized}]
  divided:
    seq: [{id: k, type: u1}]
    instances:
      ratio: {value: 100 / k}
  cased:
    params: [{id: p, type: u1}]
    seq: [{id: v, type: {switch-on: p, cases: {1: free(p), 2: sized, 3: checked}}}]
  cased_on_content:
    seq: [{id: k, type: u1}, {id: v, type: {switch-on: k, cases: {1: free(k), 2: sized}}}]
  cased_outer:
    params: [{id: p, type: u1}]
    seq: [{id: v, type: cased(p)}]
""")
    gen = Generator(root=tmp_path)
    names = ("free", "sized", "switched", "conditional", "checked", "outer", "divided", "cased", "cased_on_content",
             "cased_outer")
    verdicts = {name: gen.compile("t", (name,)).content_free for name in names}
    assert verdicts == {"free": True, "sized": False, "switched": False, "conditional": False, "checked": False,
                        "outer": False, "divided": False, "cased": False, "cased_on_content": False,
                        "cased_outer": False}
    # a switch on params is content-free in its other cases; one on content, or a type made of
    # such a type, is not in any
    conditions = {name: gen.compile("t", (name,)).content_free_if() for name in names}
    assert "== 2" in conditions["cased"] and "== 3" in conditions["cased"] and "== 1" not in conditions["cased"]
    assert {name for name, c in conditions.items() if c is not None} == {"cased"}


def _scan_layout(types):
    """A layout of columns of these types (a table map tree as the reader makes one), for scans."""
    from binlogspec.columns import columns_of

    bodies = {"longlong": None, "long": None, "short": None, "double": {"pack_length": 8},
              "varchar": {"max_length": 300}, "blob": {"pack_length": 2}, "date": None}
    tm = {"column_types": list(types),
          "metadata": {"columns": [{"column_type": t, **({"body": bodies[t]} if bodies[t] else {})} for t in types]}}
    return fast.compile_layout(tm, columns_of(tm, "mariadb"))[0]


def _scan_rows(types, rows, rng):
    """Row images of these types, each column NULL or a value at random; a row's before image too
    for an update (`images` of 2)."""
    size = {"longlong": 8, "long": 4, "short": 2, "double": 8, "date": 3}
    out = bytearray()
    for _ in range(rows):
        nulls = [rng.random() < 0.3 for _ in types]
        bits = sum(1 << i for i, n in enumerate(nulls) if n)
        out += bits.to_bytes((len(types) + 7) // 8, "little")
        for t, null in zip(types, nulls):
            if null:
                continue
            if t in size:
                cell = rng.randbytes(size[t])
                out += cell if t != "date" else (cell[:2] + bytes([cell[2] & 0x7f]))
            else:
                n = rng.randrange(0, 40)
                out += n.to_bytes(2, "little") + rng.randbytes(n)
    return bytes(out)


@pytest.mark.parametrize("width", [1, 9, 30, 64, 65])
def test_scan_by_stretches_is_the_column_walk(width):
    """A scan of images of every column walks runs of columns skipped by their size (INT, DOUBLE,
    DATE) a stretch of up to 8 at a time, by a table of their sizes by their NULL bits
    (_fastrows.c scan_whole), and the others a cell at a time: the same counts, and the same
    verdicts on cut and changed bytes, as the walk of every cell by its type (program off), in
    write, update and delete events, for layouts of 1 to 65 columns (over 64: the column walk)."""
    import random

    rng = random.Random(width)
    kinds = ["longlong", "long", "short", "double", "date", "varchar", "blob"]
    weights = [4, 4, 4, 3, 2, 1, 1]
    types = ["long"] + rng.choices(kinds, weights, k=width - 1)
    layout = _scan_layout(types)
    present = b"\xff" * ((width + 7) // 8)
    for is_write, is_delete, images in [(1, 0, 1), (0, 0, 2), (0, 1, 1)]:
        rows = rng.randrange(1, 40)
        data = _scan_rows(types, rows * images, rng)
        cases = [(data, len(data))] + [(data, rng.randrange(len(data))) for _ in range(40)]
        for _ in range(40):
            changed = bytearray(data)
            changed[rng.randrange(len(data))] = rng.randrange(256)
            cases.append((bytes(changed), len(data)))
        for buf, end in cases:
            verdicts = []
            for program in (True, False):
                was = fast._fastrows.program(program)
                try:
                    verdicts.append(layout.scan(buf, 0, end, is_write, is_delete, width, present, None))
                except fast._fastrows.Mismatch as exc:
                    verdicts.append(("Mismatch", str(exc)))
                finally:
                    fast._fastrows.program(was)
            assert verdicts[0] == verdicts[1], (types, is_write, is_delete, end)
        assert layout.scan(data, 0, len(data), is_write, is_delete, width, present, None) == rows


def _date_cells(y, m, d, h=0, mi=0, s=0, us=0):
    """A DATE cell and a DATETIME(6) (DATETIME2) cell of these fields, as the server packs them."""
    date = (d | m << 5 | y << 9).to_bytes(3, "little")
    packed = ((y * 13 + m) << 22 | d << 17 | h << 12 | mi << 6 | s) + (1 << 39)
    return date, packed.to_bytes(5, "big") + us.to_bytes(3, "big")


def test_dates_by_the_month_memo_are_the_python_values():
    """The Arrow days of DATE and DATETIME(6) cells, which the C decoder takes from a column's last
    month (_fastrows.c month_of), are those of the Python values, whatever the order: runs of one
    month, month and year changes, days a month does not have (Feb 29 of a year that has none, 31
    of a 30-day month, 0) right after valid days of the same month, zero dates and months 0 or 13
    to 15 (NULL in Arrow, ZeroDate or an error-free value in Python), on both images of updates."""
    import random

    from binlogspec import arrow as barrow
    from binlogspec.columns import columns_of

    rng = random.Random(7)
    days = [(2024, 2, 10), (2024, 2, 29), (2023, 2, 28), (2023, 2, 29), (2023, 2, 28), (2023, 4, 30),
            (2023, 4, 31), (2023, 4, 1), (2023, 4, 0), (0, 0, 0), (2023, 4, 2), (2023, 0, 5), (2023, 13, 5),
            (2023, 15, 1), (1, 1, 1), (9999, 12, 31), (0, 1, 1), (1900, 2, 29), (2000, 2, 29), (2000, 2, 30)]
    days += [(2020 + rng.randrange(3), 1 + rng.randrange(12), rng.randrange(32)) for _ in range(300)]
    days += [(2021, 7, d) for d in range(34)]
    tm = {"column_types": ["date", "datetime2"],
          "metadata": {"columns": [{"column_type": "date"}, {"column_type": "datetime2", "body": {"fsp": 6}}]}}
    columns = columns_of(tm, "mariadb")
    layout, rules = fast.compile_layout(tm, columns)[:2]
    kinds = fast.TableLayout(None, tm, "d", "t", columns, layout, rules, None).arrow_kinds
    data = bytearray()
    for y, m, d in days:
        date, datetime2 = _date_cells(y, m, d, rng.randrange(24), rng.randrange(60), rng.randrange(60),
                                      rng.randrange(1_000_000))
        nulls = rng.random() < 0.1
        data += bytes([1 if nulls else 0]) + (b"" if nulls else date) + datetime2
    present = b"\x03"
    meta = ("f", 4, 100, 0, 1, None, "d", "t", columns, None)
    changes = layout.changes(bytes(data), 0, len(data), 0, 0, 2, present, None, meta, "update")
    assert len(changes) == len(days) // 2
    schema = barrow.table_schema(columns)
    for program in (True, False):
        was = fast._fastrows.program(program)
        try:
            batch = fast._fastrows.Batch(layout, kinds)
            batch.append(bytes(data), 0, len(data), 0, 0, 2, present, None, "update", "f", 4, 0, None, None)
            arrow = barrow._c_batch(batch.finish(), columns, schema).to_pylist()
        finally:
            fast._fastrows.program(was)
        python = barrow.python_rows(changes, columns)
        own = [c.name for c in columns]
        before = barrow.column_names(own)["before"]
        got = [[row[n] for n in own] + [row[before][n] for n in own] for row in arrow]
        want = [[row[n] for n in own] + [row[before][n] for n in own] for row in python]
        assert got == want
        assert sum(v is None for row in got for v in row) > 20  # (the invalid dates are among them)


def _eight_bit_collations():
    from binlogspec import charsets

    found = {}
    for cid, info in sorted(charsets.COLLATIONS.items()):
        if not info.is_binary and info.charset not in found and fast._charmap(info.charset) is not None:
            found[info.charset] = cid
    return sorted(found.items())


@pytest.mark.parametrize("charset,cid", _eight_bit_collations())
def test_eight_bit_text_by_the_charmap_is_charsets_decode(charset, cid):
    """Text of a one-byte charset is decoded in C by its map (``_fastrows.c`` charmap_utf8), which
    ``fast._charmap`` makes byte by byte with ``charsets.decode``: every byte value alone, ASCII
    and high bytes mixed, and a value holding a byte the charset leaves undefined (its bytes, as
    ``decode(errors="bytes")`` gives them) come out as ``charsets.decode`` gives them, as Python
    values and as JSON; as Arrow text, the ones that decode, and a Mismatch for the other (the
    event then goes to the Python rules, as before)."""
    import dataclasses

    from binlogspec import arrow as barrow, charsets, jsonout
    from binlogspec.columns import columns_of

    tm = {"column_types": ["varchar"], "metadata": {"columns": [{"column_type": "varchar", "body": {"max_length": 600}}]}}
    columns = [dataclasses.replace(c, collation_id=cid) for c in columns_of(tm, "mariadb")]
    layout, rules = fast.compile_layout(tm, columns)[:2]
    assert layout is not None and fast._text_mode(columns[0])[0] == fast._fastrows.TEXT_MODES["TABLE"]
    high = bytes(b for b in range(128, 256) if fast._charmap(charset)[4 * b])
    values = [bytes([b]) for b in range(256)] + [b"plain ascii text, long enough for words" * 3,
                                                  b"a" + high + b"z" * 9 + high[::-1], high * 2]
    undefined = [b for b in range(256) if not fast._charmap(charset)[4 * b]]
    if undefined:
        values.append(b"abc" * 5 + bytes([undefined[0]]) + b"xyz")
    data = b"".join(b"\0" + len(v).to_bytes(2, "little") + v for v in values)
    present = b"\x01"
    meta = ("f", 4, 100, 0, 1, None, "d", "t", columns, None)
    changes = layout.changes(data, 0, len(data), 1, 0, 1, present, None, meta, "insert")
    want = [charsets.decode(v, cid, errors="bytes") for v in values]
    assert [c.after[columns[0].name] for c in changes] == want
    lines = layout.json(data, 0, len(data), 1, 0, 1, present, None, b'{"x":1,').rstrip(b"\n").split(b"\n")
    assert [json.loads(line)["after"][columns[0].name] for line in lines] == [
        jsonout.to_jsonable(w) for w in want]
    kinds = fast.TableLayout(None, tm, "d", "t", columns, layout, rules, None).arrow_kinds
    decodable = b"".join(b"\0" + len(v).to_bytes(2, "little") + v for v, w in zip(values, want) if isinstance(w, str))
    batch = fast._fastrows.Batch(layout, kinds)
    batch.append(decodable, 0, len(decodable), 1, 0, 1, present, None, "insert", "f", 4, 0, None, None)
    got = barrow._c_batch(batch.finish(), columns, barrow.table_schema(columns)).to_pylist()
    assert [row[columns[0].name] for row in got] == [w for w in want if isinstance(w, str)]
    if undefined:
        batch = fast._fastrows.Batch(layout, kinds)
        with pytest.raises(fast._fastrows.Mismatch):
            batch.append(data, 0, len(data), 1, 0, 1, present, None, "insert", "f", 4, 0, None, None)


def _body_json_cases():
    """(label, event bytes, len_header, len_checksum, post-header lengths) of every corpus event of a
    type with a generated JSON writer, and of ANNOTATE_ROWS events with statements that are not
    UTF-8 and cut short (a refusal)."""
    from binlogspec.reader import Reader

    exact = fast._state["exact_trees"] if fast.available() else set()
    cases = []
    for path in CORPUS_FILES:
        rd = Reader(path, checksum_errors="flag", on_error="resync")
        try:
            for event in rd:
                if event.payload_offset is None and event.type_code in exact and event.raw is not None:
                    ctx = rd.context
                    cases.append((f"{path.name}:{event.pos}", bytes(event.raw), ctx.len_header, ctx.len_checksum,
                                  ctx.post_header_lens))
        except Exception:  # noqa: BLE001 - damaged corpus files: the events before the fault count
            pass
        finally:
            rd.close()
    statements = (b"SELECT '\xff\xfe'", b"caf\xc3\xa9 \xed\xa0\x80", "日本 ok".encode(), b"\x00\x1f\"\\", b"SELECT 1")
    annotate = next((c for c in cases if c[1][4] == 160), None)
    if annotate is not None:
        label, data, lh, lc, post = annotate
        for statement in statements:
            size = (lh + len(statement) + lc).to_bytes(4, "little")
            cases.append((f"{label} with {statement!r}", data[:9] + size + data[13:lh] + statement + bytes(lc), lh, lc,
                           post))
    query = next((c for c in cases if c[1][4] == 2 and _charset_var(c) is not None), None)
    if query is not None:
        # a QUERY event's statement decoded in its charset variable's collation: utf8mb3, utf8mb4,
        # latin1 (cp1252), binary, swe7 (not ASCII as it is), utf16, an id no server has; its
        # database name not UTF-8 (which the reader refuses)
        label, data, lh, lc, post = query
        at, start = _charset_var(query)
        for collation in (33, 45, 8, 63, 10, 54, 4000):
            for statement in statements:
                body = data[lh:at] + collation.to_bytes(2, "little") + data[at + 2:start] + statement
                size = (lh + len(body) + lc).to_bytes(4, "little")
                cases.append((f"{label} in collation {collation} with {statement!r}",
                              data[:9] + size + data[13:lh] + body + bytes(lc), lh, lc, post))
        db = data[lh + 8]
        if db:
            cases.append((f"{label} with a database not UTF-8", data[:start - 1 - db] + b"\xff" * db + data[start - 1:],
                          lh, lc, post))
    return cases


def _charset_var(case):
    """Where a QUERY event's charset variable's character_set_client is, and where its statement
    starts (offsets into the event), or None when it has no charset variable."""
    from binlogspec.reader import KaitaiBackend
    from binlogspec.tree import from_kaitai

    label, data, lh, lc, post = case
    tree = from_kaitai(KaitaiBackend().parse(data, lh, lc, post, False, None).body)
    charset = next((v["value"] for v in (tree.get("status_vars") or {}).get("vars", []) if v["code"] == "charset"), None)
    if charset is None or tree["len_post_header"] != 13:
        return None
    block = lh + 13
    var = b"\x04" + b"".join(charset[k].to_bytes(2, "little")
                             for k in ("character_set_client", "collation_connection", "collation_server"))
    at = data.find(var, block, block + tree["len_status_vars"])
    return (at + 1, block + tree["len_status_vars"] + tree["len_db"] + 1) if at >= 0 else None


def test_generated_body_json_is_the_spec_trees():
    """The generated JSON writers of the bodies whose C tree is the spec's (GTID events, XID,
    ANNOTATE_ROWS, ROWS_QUERY, QUERY: fastgen's render_json) write what binlogspec events writes of
    the spec's own tree: tree.dumps of decode_statement's tree, statements that are not UTF-8 as
    hex, a QUERY's in its charset variable's collation; they refuse what the generated reader
    refuses (and the spec refuses it too), and leave to decode_statement only the statements of
    charsets they do not decode."""
    from binlogspec.reader import KaitaiBackend
    from binlogspec.statements import decode_statement
    from binlogspec.tree import dumps, from_kaitai

    if not fast.available():
        pytest.skip("no fast decoder")
    cases = _body_json_cases()
    assert len({c[1][4] for c in cases}) >= 3 and len(cases) > 200
    assert sum("in collation" in c[0] for c in cases) == 35 and any("not UTF-8" in c[0] for c in cases)
    spec = KaitaiBackend()
    left = set()
    for label, data, lh, lc, post in cases:
        code = data[4]
        got = fast._fastrows.body_json(data, lh, len(data) - lc, code, post)
        if fast._fastrows.body_tree(data, lh, len(data) - lc, code, post) is None:
            assert got is None, label
            with pytest.raises(Exception):  # (what the C reader refuses, the spec refuses too)
                from_kaitai(spec.parse(data, lh, lc, post, False, None).body)
            continue
        body = spec.parse(data, lh, lc, post, False, None).body
        if got is None:  # a statement whose charset the writer leaves to decode_statement
            left.add(label)
            continue
        assert got.decode("utf-8", "surrogateescape") == dumps(decode_statement(code, from_kaitai(body))), label
    # what the writer leaves: statements not all ASCII in latin1, any in swe7 and utf16 (nothing else)
    expected = {c[0] for c in cases if ("collation 8 " in c[0] and "SELECT 1'" not in c[0] and "b'SELECT 1'" not in c[0]
                                        and "\\x00\\x1f" not in c[0]) or "collation 10 " in c[0] or "collation 54 " in c[0]}
    assert left == expected, sorted(left ^ expected)


def test_c_framing_is_the_python_rule_at_every_bound(tmp_path):
    """Issue 40: one framing rule, rendered in C (_fastrows.c frame_at: the runs and skip_events)
    and in Python (events.frames: the spec-driven reader, resync, payloads, Spark's planning).
    skip_events, told to pass every event over, passes one whose size the rule takes and stops
    before one it refuses: at each bound (the header and checksum, limits.MAX_EVENT_SIZE, the
    bytes the file has left) and a byte either side, both say the same."""
    from binlogspec import limits
    from binlogspec.events import frames

    skip = fast._fastrows.skip_events
    nothing = bytes(32)  # no event type is read: every event that frames is passed over
    min_size = 19 + 4
    path = tmp_path / "one-event.000001"
    cases = 0
    for room in (min_size, 4096, limits.MAX_EVENT_SIZE, limits.MAX_EVENT_SIZE + 7):
        for bound in (min_size, room, limits.MAX_EVENT_SIZE):
            for size in (bound - 1, bound, bound + 1):
                head = (0).to_bytes(4, "little") + bytes([2]) + (1).to_bytes(4, "little") + size.to_bytes(4, "little")
                path.write_bytes(b"\xfebin" + head + bytes(6))
                with open(path, "rb") as fh:  # (the file is claimed as long as `room` needs: pread ends early)
                    pos, count = skip(fh.fileno(), 4, 4 + room, 4 + room, nothing, min_size)
                assert (count == 1) == frames(size, min_size, room), (room, size)
                assert pos == (4 + size if count else 4)
                cases += 1
    assert cases == 36
