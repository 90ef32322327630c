"""Runs of rows events read in C (Reader.run_rows, walk.run_on, _fastrows.Batch.append_run).

A run reads and appends the rows events after one the walk gave, with no Event per event. It
must leave everything as the event-by-event walk leaves it: the same Arrow batches, the same
report of the file (its event spans and errors), and the same fault, at the same offset, where
an event of the run is damaged. Each test reads a file both ways and compares.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from binlogspec import errors, fast, rows as rows_module
from binlogspec.reader import ROWS_EVENTS, Reader
from binlogspec.runs import Runs
from conftest import CORPUS, corpus_binlogs

pa = pytest.importorskip("pyarrow")
if not fast.available():
    pytest.skip(f"the fast path is not built: {fast.disabled_reason()}", allow_module_level=True)

from binlogspec import arrow  # noqa: E402 - after the skips

CORPUS_FILES = corpus_binlogs()
ROOT = Path(__file__).resolve().parents[1]
# a corpus binlog whose rows events come in runs (most of the corpus has a rows event per
# statement); the server-written bench binlogs of test_fast_path have long ones
SAMPLE = CORPUS / "mbcj__mysql-bin.sakila"
needs_sample = pytest.mark.skipif(not SAMPLE.is_file(), reason=f"{SAMPLE} is not there (the shared corpus)")


def _read(source, table, runs, monkeypatch, batch_rows=65536):
    """(rows of every batch, the batches' row counts, the reader's report, the error or None,
    events the runs took) of record_batches over ``source``, with runs on or off."""
    readers, taken = [], []
    open_reader, run_rows = rows_module.open_reader, Reader.run_rows

    def opened(*args, **kw):
        reader = open_reader(*args, **kw)
        readers.append(reader)
        return reader

    def run(self, take, **kw):
        if not runs:
            return 0
        n = run_rows(self, take, **kw)
        taken.append(n)
        return n

    with monkeypatch.context() as m:
        m.setattr(rows_module, "open_reader", opened)
        m.setattr(Reader, "run_rows", run)
        batches, error = [], None
        try:
            for batch in arrow.record_batches(source, table, batch_rows=batch_rows):
                batches.append(batch)
        except errors.BinlogError as exc:
            error = (type(exc).__name__, exc.offset, str(exc))
    report = readers[0].report.as_dict()
    return [r for b in batches for r in b.to_pylist()], [b.num_rows for b in batches], report, error, sum(taken)


def _tables(path):
    with Reader(path, checksum_errors="flag", on_error="resync") as reader:
        fast.attach(reader)
        found = set()
        for event in reader:
            if event.type_code in ROWS_EVENTS and isinstance(event.body, fast.FastRows):
                found.add(f"{event.body.table.db}.{event.body.table.table}")
        return sorted(found)


def _assert_same(source, table, monkeypatch, batch_rows=65536):
    on = _read(source, table, True, monkeypatch, batch_rows)
    off = _read(source, table, False, monkeypatch, batch_rows)
    assert on[3] == off[3], "the same fault"
    assert on[2] == off[2], "the same report"
    assert on[1] == off[1], "the same batches"
    assert on[0] == off[0], "the same rows"
    return on


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_runs_change_nothing(path, monkeypatch):
    for table in _tables(path):
        _assert_same(path, table, monkeypatch)


@needs_sample
def test_runs_are_taken_and_split_batches(monkeypatch):
    """The file's rows events come in runs; a small batch size ends runs half way."""
    taken = 0
    for batch_rows in (65536, 3):
        for table in _tables(SAMPLE):
            taken += _assert_same(SAMPLE, table, monkeypatch, batch_rows)[4]
    assert taken > 0


RUN_TABLE = "sakila.film_text"  # a table of SAMPLE whose rows events runs take


def _run_events(data, table=RUN_TABLE):
    """Offsets and sizes of the rows events of ``table`` that follow another of its rows events."""
    found = []
    with Reader(bytes(data)) as reader:
        fast.attach(reader)
        previous = None
        for event in reader:
            body = event.body
            if event.type_code in ROWS_EVENTS and isinstance(body, fast.FastRows) \
                    and f"{body.table.db}.{body.table.table}" == table:
                if previous == body.header["table_id"]:
                    found.append((event.pos, event.size))
                previous = body.header["table_id"]
            else:
                previous = None
    return found


DAMAGES = ["row", "log_pos", "columns", "crc"]


def _damaged(where):
    """SAMPLE with a byte changed inside a run: in a row image, in log_pos, in the column count;
    or (``crc``) in a row image of a copy of the file given CRC32 checksums, the damaged event's
    wrong. And the damaged event's offset."""
    data = bytearray(SAMPLE.read_bytes())
    found = _run_events(data)
    assert len(found) > 10, "the file has rows events in runs"
    pos, size = found[len(found) // 2]
    if where == "log_pos":
        data[pos + 13] ^= 0x01
    elif where == "columns":
        data[pos + 19 + 8] ^= 0x01  # after the table id and flags: the column count
    else:
        data[pos + size - 2] ^= 0xFF  # a byte of the last row image
    if where == "crc":
        data, pos = _with_checksums(data, bad=pos)
    return bytes(data), pos


@needs_sample
@pytest.mark.parametrize("where", DAMAGES)
def test_a_damaged_event_in_a_run_is_the_walks_verdict(where, monkeypatch):
    """The run stops before the damaged event, and the walk gives what it gives without runs:
    the same fault at the same offset, or the same rows, and the same report."""
    data, pos = _damaged(where)
    on = _assert_same(data, RUN_TABLE, monkeypatch)
    assert on[4] > 0, "runs took events"
    if where == "crc":
        assert on[3] is not None and on[3][:2] == ("ChecksumMismatch", pos), "the fault, at the damaged event"
    if where == "log_pos":  # without checksums a chain of headers vouches for the size: a note
        assert [n for n in on[2]["notes"] if n["pos"] == pos], "the walk's note on the event"


def _with_checksums(data, bad):
    """``data`` (a binlog of MySQL 5.5, without checksums) as MySQL 5.6 would have written it with
    CRC32 checksums: each event's appended and its sizes and positions moved to match, the event at
    ``bad`` with a wrong one; and where that event is now."""
    import zlib

    out = bytearray(data[:4])
    at = 4
    while at < len(data):
        size = int.from_bytes(data[at + 9:at + 13], "little")
        event = bytearray(data[at:at + size])
        if event[4] == 15:  # the format description: a server that writes checksums, CRC32 (1)
            event[21:71] = b"5.6.51-log".ljust(50, b"\0")
            event[17] &= 0xFE  # closed cleanly (the in-use flag is not part of its CRC32)
            event += b"\x01"
        new_size = len(event) + 4
        event[9:13] = new_size.to_bytes(4, "little")
        event[13:17] = (len(out) + new_size).to_bytes(4, "little")
        crc = zlib.crc32(bytes(event)) ^ (0xFFFFFFFF if at == bad else 0)
        if at == bad:
            moved = len(out)
        out += event + crc.to_bytes(4, "little")
        at += size
    return out, moved


@needs_sample
@pytest.mark.parametrize("start", [None, 4])
def test_a_split_end_bounds_a_run(start):
    """A reader with an end (a Spark split) reads the events that start before it, run or not;
    also one with a start, which does not know how the file's log_pos fields count."""
    data = SAMPLE.read_bytes()
    found = _run_events(data)
    pos, _ = found[len(found) // 2]
    seen = []
    for runs in (True, False):
        with Reader(data, start=start, end=pos + 1) as reader:
            fast.attach(reader)
            from binlogspec.walk import run_on, steps

            builders, last = {}, 0
            for step in steps(reader):
                last = step.event.pos
                if step.fast is None or step.fast.table.arrow_kinds is None:
                    continue
                layout = step.fast.table.layout
                builder = builders.get(id(layout)) or builders.setdefault(
                    id(layout), fast._fastrows.Batch(layout, step.fast.table.arrow_kinds))
                header = step.fast.header
                builder.append(step.fast.data, step.fast.start, step.fast.end, header["is_write"], header["is_delete"],
                               header["num_columns"], header["present"], header["present_after"], step.op,
                               step.event.file, step.event.pos, 0, step.gtid, None)
                if runs:
                    run_on(reader, builder, step, 1 << 30)
            spans = reader.report.as_dict()
            seen.append((spans, sum(builder.finish()[0] for builder in builders.values())))
        ends = [s for s in spans["spans"] if s["kind"] == "events"]
        assert ends[-1]["end"] > pos >= ends[-1]["start"], "the event starting before the end is read"
        assert last <= pos
    assert seen[0] == seen[1], "the same report and rows"


# ---------------------------------------------------------------------------- binlogspec events


def _events(path, runs, monkeypatch, capsysbinary, *options):
    """(exit status, stdout, stderr) of ``binlogspec events`` in this process, runs on or off."""
    from binlogspec import cli

    taken = []
    run_rows = Reader.run_rows

    def run(self, take, **kw):
        n = run_rows(self, take, **kw) if runs else 0
        taken.append(n)
        return n

    capsysbinary.readouterr()
    with monkeypatch.context() as m:
        m.setattr(Reader, "run_rows", run)
        status = cli.main(["events", *options, str(path)])
    out = capsysbinary.readouterr()
    return status, out.out, out.err, sum(taken)


def _assert_events_same(path, monkeypatch, capsysbinary, *options):
    """The same lines, faults and exit status with runs on and off, with the cell steps off (rows
    counted, their verdicts too, by each layout's scan steps, ``scan_image``, and by the generic
    walk of every cell agree), and with every round of two events or more counted on two threads
    (a failure on the second thread is counted again on the first, for its verdict)."""
    on = _events(path, True, monkeypatch, capsysbinary, *options)
    off = _events(path, False, monkeypatch, capsysbinary, *options)
    assert on[:3] == off[:3]
    was = fast._fastrows.program(False)
    try:
        generic = _events(path, True, monkeypatch, capsysbinary, *options)
    finally:
        fast._fastrows.program(was)
    assert generic[:3] == on[:3]
    was = fast._fastrows.threads(0)
    try:
        split = _events(path, True, monkeypatch, capsysbinary, *options)
    finally:
        fast._fastrows.threads(was)
    assert split == on
    return on


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_events_with_runs_are_the_same(path, monkeypatch, capsysbinary):
    _assert_events_same(path, monkeypatch, capsysbinary)


BEGINS = [CORPUS / n for n in ("mbcj__mysql-bin.checksum-none", "canal__tsdb_mysql-bin.000003",
                                 "myflash__haha.000041", "cdcrs__8.0_02_query_bigger_binlog.000733")]


@pytest.mark.parametrize("path", BEGINS, ids=[p.name for p in BEGINS])
def test_events_runs_write_the_begins_of_mysql(path, monkeypatch, capsysbinary):
    """MySQL opens each transaction with a BEGIN QUERY event: a summary run writes its line from
    the body text of a BEGIN it met with the event's own thread id and execution time (the rest of
    its bytes being that BEGIN's), instead of stopping there: the same lines as without runs. With
    those texts withheld, it writes the line by QUERY's generated writer, as any statement's:
    the same lines again, and as many events taken."""
    on = _assert_events_same(path, monkeypatch, capsysbinary)
    with monkeypatch.context() as m:
        m.setattr(Reader, "begins_json", property(lambda self: (None,) * len(self.begins)))
        generated = _events(path, True, monkeypatch, capsysbinary)
    assert generated == on and on[3] > 0


def test_runs_cross_the_begins_of_several_databases(tmp_path, monkeypatch, capsysbinary):
    """Sessions on different databases write different BEGINs (their status variables name the
    database): a run crosses each kind the reader keeps (Reader.begins), not only the last one,
    by its text; with the reader keeping one, it writes the others by QUERY's generated writer,
    the same lines. A file whose transactions open with three kinds, in turn, written three
    times over."""
    from binlogspec import carried as carried_module
    from synthetic import join, split

    events = split((CORPUS / "mbcj__mysql-bin.checksum-none").read_bytes())
    first = next(i for i, e in enumerate(events) if e[4] == 2 and bytes(e).endswith(b"BEGIN"))
    last = max(i for i, e in enumerate(events) if e[4] == 16)
    path = tmp_path / "begins.000001"
    path.write_bytes(join(events[:first] + events[first:last + 1] * 3, checksums=False))
    kinds = {bytes(e[19 + 8:]) for e in events[first:last + 1] if e[4] == 2 and bytes(e).endswith(b"BEGIN")}
    assert len(kinds) == 3
    every = _assert_events_same(path, monkeypatch, capsysbinary)
    with monkeypatch.context() as m:
        m.setattr(carried_module, "BEGINS", 1)
        last_only = _events(path, True, monkeypatch, capsysbinary)
    assert last_only == every and every[3] > 0


@needs_sample
@pytest.mark.parametrize("where", DAMAGES)
@pytest.mark.parametrize("permissive", [False, True])
def test_events_of_a_damaged_run(where, permissive, tmp_path, monkeypatch, capsysbinary):
    """``binlogspec events`` over the damaged copies of the test above, plain and permissive:
    the same lines, faults and exit status with and without runs, and runs were taken."""
    data, pos = _damaged(where)
    path = tmp_path / "damaged.binlog"
    path.write_bytes(data)
    on = _assert_events_same(path, monkeypatch, capsysbinary, *(["--permissive"] if permissive else []))
    assert on[3] > 0, "runs took events"
    if where == "crc":
        assert f":{pos}:".encode() in on[2], "the fault, at the damaged event"


@needs_sample
def test_events_count_a_failure_of_the_second_thread_again(tmp_path, monkeypatch, capsysbinary):
    """A rows event whose rows fail, met by the second thread of a summary run's round: counted
    again on the first thread for its verdict, the lines and the fault as without runs. The last
    events of a run are the second thread's when every round is split (threads(0))."""
    data = bytearray(SAMPLE.read_bytes())
    found = _run_events(data)
    redone = 0
    for pos, size in found[-3:]:
        damaged = bytearray(data)
        # film_text (SMALLINT, VARCHAR(255), TEXT): the first row's VARCHAR length, past the event
        damaged[pos + 29 + 3:pos + 29 + 5] = b"\xff\xff"
        path = tmp_path / f"damaged-{pos}.binlog"
        path.write_bytes(bytes(damaged))
        before = fast._fastrows.threads_used()[1]
        _assert_events_same(path, monkeypatch, capsysbinary)
        redone += fast._fastrows.threads_used()[1] - before
    assert redone > 0, "the second thread met a failing event"


# ---------------------------------------------------------------------------- rows and row_changes


def _rows_cli(path, runs, monkeypatch, capsysbinary, *options):
    from binlogspec import cli

    capsysbinary.readouterr()
    with monkeypatch.context() as m:
        if not runs:
            m.setattr(Reader, "run_rows", lambda self, take, **kw: 0)
        status = cli.main(["rows", *options, str(path)])
    out = capsysbinary.readouterr()
    return status, out.out, out.err


def _values(path, runs, monkeypatch, **kw):
    """Every field of every row change, and the fault met (or None)."""
    found, error = [], None
    with monkeypatch.context() as m:
        if not runs:
            m.setattr(Reader, "run_rows", lambda self, take, **kw: 0)
        try:
            for c in rows_module.row_changes(path, **kw):
                found.append((c.file, c.pos, c.next_pos, c.timestamp, c.server_id, c.gtid, c.db, c.table, c.op,
                              c.before, c.after, c.columns, c.row_index))
        except errors.BinlogError as exc:
            error = (type(exc).__name__, exc.offset, str(exc))
    return found, error


def _damaged_copies(tmp_path):
    out = []
    for where in DAMAGES:
        path = tmp_path / f"{where}.binlog"
        path.write_bytes(_damaged(where)[0])
        out.append(path)
    return out


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_rows_and_values_with_runs_are_the_same(path, monkeypatch, capsysbinary):
    assert _rows_cli(path, True, monkeypatch, capsysbinary) == _rows_cli(path, False, monkeypatch, capsysbinary)
    assert _values(path, True, monkeypatch) == _values(path, False, monkeypatch)


def _assert_damage_read_alike(path, monkeypatch, capsysbinary):
    """``binlogspec rows`` (plain and permissive) and row_changes with resync (its rows and
    faults) the same with and without runs."""
    for options in ((), ("--permissive",)):
        on = _rows_cli(path, True, monkeypatch, capsysbinary, *options)
        assert on == _rows_cli(path, False, monkeypatch, capsysbinary, *options), (path.name, options)
    faults = {True: [], False: []}
    for runs in (True, False):
        got = _values(path, runs, monkeypatch, on_error="resync", on_fault=lambda e, r=runs: faults[r].append(str(e)))
        faults[runs].append(got)
    assert faults[True] == faults[False], path.name


@needs_sample
def test_rows_and_values_of_damaged_runs(tmp_path, monkeypatch, capsysbinary):
    """The damaged copies of the Arrow test: ``binlogspec rows`` (plain and permissive) and
    row_changes (raising, and resync with its faults) the same with and without runs."""
    for path in _damaged_copies(tmp_path):
        assert _values(path, True, monkeypatch) == _values(path, False, monkeypatch), path.name
        _assert_damage_read_alike(path, monkeypatch, capsysbinary)


@needs_sample
def test_runs_read_the_file_about_once(monkeypatch, capsysbinary):
    """A run stopped at its caller's limit (row_changes and ``binlogspec rows`` take a few events'
    rows a call), or the next transaction's run, goes on from the bytes read before it. Each call
    read a fresh chunk before: the 1.4 MB sample was read 74 times over (11 GB for the bench's
    100 MB binlog). Runs read it about once now (the rest the walk reads)."""
    import os

    real, ahead = os.preadv, Runs._read_ahead
    read = []

    def counted(fd, buffers, offset):
        read.append(real(fd, buffers, offset))
        return read[-1]

    def counted_ahead(self, fd, offset, length):  # (read by the read-ahead thread)
        read.append(length)
        return ahead(self, fd, offset, length)

    monkeypatch.setattr(os, "preadv", counted)
    monkeypatch.setattr(Runs, "_read_ahead", counted_ahead)
    size = SAMPLE.stat().st_size
    assert sum(1 for _ in rows_module.row_changes(SAMPLE)) == 47273
    assert len(read) > 1 and sum(read) < 2 * size, (len(read), sum(read), size)
    read.clear()
    status, out, _ = _rows_cli(SAMPLE, True, monkeypatch, capsysbinary)
    assert status == 0 and out.count(b"\n") == 47273
    assert len(read) > 1 and sum(read) < 2 * size, (len(read), sum(read), size)


# ---------------------------------------------------------------------------- the Spark typed read


@needs_sample
@pytest.mark.parametrize("uri", [False, True], ids=["path", "pyarrow-uri"])
def test_spark_typed_splits_with_runs_are_the_same(uri, monkeypatch):
    """The source's typed mode, its reader called as Spark calls it, over splits of the file
    (a local path: runs read with pread; a file:// URI: through pyarrow's ranged reads, from the
    walk's own stream): the same batches with and without runs, and runs were taken."""
    pytest.importorskip("pyspark")
    got, taken = _spark_typed(f"file://{SAMPLE}" if uri else str(SAMPLE), RUN_TABLE, "300000", monkeypatch)
    assert sum(taken) > 0, "runs took events"
    assert got[True] == got[False]


def _spark_typed(path, table, split_bytes, monkeypatch, which=0):
    """The typed rows of ``table`` (its layout ``which``) the source's typed mode reads from ``path``
    in splits of about ``split_bytes``, its reader called as Spark calls it, with runs on (True)
    and off (False); and the events each run took."""
    import json

    from binlogspec_spark.datasource import LAYOUTS_SCHEMA, BinlogReader, Options, typed_schema

    common = {"paths": json.dumps([path]), "parseMode": "PERMISSIVE", "tables": table, "maxPartitionBytes": split_bytes}
    source = BinlogReader(Options({**common, "mode": "layouts"}), LAYOUTS_SCHEMA)
    layouts = [r for p in source.partitions() for b in source.read(p) for r in b.to_pylist()
               if r["_corrupt_record"] is None]
    layout = json.loads(layouts[which]["layout"])
    options = {**common, "mode": "typed", "layout": json.dumps(layout, separators=(",", ":"))}
    got, taken = {}, []
    run_rows = Reader.run_rows
    for runs in (True, False):

        def run(self, take, runs=runs, **kw):
            if not runs:
                return 0
            taken.append(run_rows(self, take, **kw))
            return taken[-1]

        with monkeypatch.context() as m:
            m.setattr(Reader, "run_rows", run)
            source = BinlogReader(Options(options), typed_schema(layout))
            parts = source.partitions()
            got[runs] = [r for p in parts for b in source.read(p) for r in b.to_pylist()]
    assert len(parts) > 3, "the file is read in splits"
    return got, taken


# ---------------------------------------------------------------------------- passing over events in C
# A walk that reads only some event types (Reader's ``only``: the Spark layouts pass, the schema
# pass over QUERY events) frames the events it passes over by their headers in C
# (_fastrows.skip_events). It must give the same events, report and verdicts as the walk in Python.

def _skim(path, only, on_error, skip, monkeypatch, start=None, end=None):
    """(events read: offset, type, size; the report; the fault or None) of a walk with ``only``,
    with the C skipping on or off."""
    from binlogspec import runs as runs_module

    with monkeypatch.context() as m:
        if not skip:
            m.setattr(runs_module, "_skip_events", lambda: None)
        seen, error = [], None
        with Reader(path, only=only, on_error=on_error, checksum_errors="flag", start=start, end=end) as reader:
            try:
                for event in reader:
                    seen.append((event.pos, event.type_code, event.size))
            except errors.BinlogError as exc:
                error = (type(exc).__name__, exc.offset, str(exc))
            return seen, reader.report.as_dict(), error


SKIMS = [frozenset({19}), frozenset({2})]  # the layouts pass's TABLE_MAP; the schema pass's QUERY


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_skipping_in_c_changes_nothing(path, monkeypatch):
    for only in SKIMS:
        for on_error in ("raise", "resync"):
            assert _skim(path, only, on_error, True, monkeypatch) == _skim(path, only, on_error, False, monkeypatch)


@needs_sample
@pytest.mark.parametrize("where", DAMAGES)
def test_skipping_in_c_over_damage(where, tmp_path, monkeypatch):
    """A damaged event passed over: a size the C framing refuses is left to the walk's verdict."""
    data, pos = _damaged(where)
    damaged = bytearray(data)
    if where == "columns":  # and one whose size is damaged: the walk's verdict, at its offset
        damaged[pos + 9 + 3] ^= 0x40
    path = tmp_path / "damaged.bin"
    path.write_bytes(bytes(damaged))
    for on_error in ("raise", "resync"):
        on = _skim(path, SKIMS[0], on_error, True, monkeypatch)
        assert on == _skim(path, SKIMS[0], on_error, False, monkeypatch)
        if where == "columns" and on_error == "raise":
            assert on[2] is not None and on[2][1] == pos, "the damaged size is the walk's fault, at its event"
    # the end of a split: the C framing stops there as the walk does
    size = path.stat().st_size
    for end in (size // 2, size // 2 + 7):
        assert _skim(path, SKIMS[0], "resync", True, monkeypatch, None, end) \
            == _skim(path, SKIMS[0], "resync", False, monkeypatch, None, end)


@needs_sample
def test_skipping_in_c_is_used(monkeypatch):
    from binlogspec import runs as runs_module

    skip, passed = runs_module._skip_events(), []
    assert skip is not None, "the fast decoder's module is built"

    def counting(*args):
        end, count = skip(*args)
        passed.append(count)
        return end, count

    monkeypatch.setattr(runs_module, "_skip_events", lambda: counting)
    events, report, error = _skim(SAMPLE, SKIMS[0], "raise", True, monkeypatch)
    assert error is None and events
    assert sum(passed) > 1000, "the events between table maps were passed over in C"


def _maps_read(path, skip, monkeypatch):
    """(table id, body) of each TABLE_MAP a layouts-style walk (``only`` TABLE_MAP, the fast
    decoder attached, which knows each map's bytes) reads, with the C skipping on or off."""
    from binlogspec import runs as runs_module

    with monkeypatch.context() as m:
        if not skip:
            m.setattr(runs_module, "_skip_events", lambda: None)
        with Reader(path, only={19}) as reader:
            fast.attach(reader, {}, lazy=True)
            width = None
            out = []
            for event in reader:
                width = width or reader.context.table_id_width
                body = bytes(event.raw[event.params["len_header"]:len(event.raw) - event.params["len_checksum"]])
                out.append((int.from_bytes(body[:width], "little"), body))
            return out


@pytest.mark.parametrize("path", [p for p in CORPUS_FILES if p.name in ("mbcj__mysql-bin.sakila", "myflash__haha.000041")]
                         or CORPUS_FILES[:1], ids=lambda p: p.name)
def test_a_table_map_in_force_is_passed_over_in_c(path, monkeypatch):
    """A TABLE_MAP written again with the bytes of the map in force for its table id (servers
    write one before each statement) changes nothing a layouts walk keeps: the C skipping passes
    over it (the Spark layouts pass read every one, and took 20 s a 100 MB file, when it did not).
    What is read is the Python walk's maps less those repeats."""
    python = _maps_read(path, False, monkeypatch)
    in_force, changed = {}, []
    for table_id, body in python:
        if in_force.get(table_id) != body:
            changed.append((table_id, body))
        in_force[table_id] = body
    with_c = _maps_read(path, True, monkeypatch)
    assert with_c == changed
    assert len(with_c) < len(python) or len(python) == len(changed)


# Spark's planning walks a file by its headers (binlogspec.headerwalk.HeaderWalk); the events
# that change only numbers (the transaction state, the latest GTID event, a table map written
# again) it passes over in C (skip_events with a transaction state). Its splits must be the walk
# in Python's: the same cuts, times, transaction states, GTID events and table maps (the latest
# of each, the position of one written again included: the layouts mode shows it).

def _plans(path, max_bytes, cut_at, monkeypatch):
    from binlogspec import headerwalk
    from binlogspec.splits import plan_splits
    from binlogspec.storage import expand

    def plan():
        return [(split.start, split.end, split.preamble, split.gtid_event, split.trx, split.times, split.last)
                for split in plan_splits(expand([str(path)])[0], max_bytes, cut_at)]

    in_c = plan()
    with monkeypatch.context() as m:
        m.setattr(headerwalk.HeaderWalk, "skip", lambda *args: None)
        return in_c, plan()


PLAN_FILES = [(p, size) for p in CORPUS_FILES for size in (2000, 40000)]


@pytest.mark.parametrize("path,max_bytes", PLAN_FILES, ids=[f"{p.name}-{n}" for p, n in PLAN_FILES])
def test_planning_in_c_is_the_walk(path, max_bytes, monkeypatch):
    for cut_at in (None, 1000):
        in_c, in_python = _plans(path, max_bytes, cut_at, monkeypatch)
        assert in_c == in_python


@needs_sample
@pytest.mark.parametrize("where", DAMAGES)
def test_planning_in_c_of_a_damaged_file_is_the_walk(where, monkeypatch, tmp_path):
    data, pos = _damaged(where)
    path = tmp_path / "damaged.000001"
    path.write_bytes(data)
    in_c, in_python = _plans(path, 3000, None, monkeypatch)
    assert in_c == in_python and len(in_c) > 3


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_transaction_boundaries_in_c_are_the_walks(path):
    """The stream's offsets end at the last position outside a transaction: what the walk passes
    over in C says where that is, as walking event by event would (and ends in the same state)."""
    from binlogspec.headerwalk import HeaderWalk

    size = path.stat().st_size
    with open(path, "rb") as fh:
        walk, outside = HeaderWalk(), [4]
        while walk.step(fh, size) is not None:
            if not walk.in_transaction:
                outside.append(walk.pos)
        by_step = walk.to_json()
        walk = HeaderWalk()
        while True:
            before = walk.pos
            skipped = walk.skip(fh, size, size)
            if skipped is not None:
                at = max(b for b in outside if b <= walk.pos)
                assert skipped[4] == (at if at > before else None)
            elif walk.step(fh, size) is None:
                break
    assert walk.to_json() == by_step


def test_planning_passes_over_events_in_c(monkeypatch):
    """The planning of a file of small transactions steps in Python only at what changes."""
    from binlogspec import headerwalk
    from binlogspec.splits import plan_splits
    from binlogspec.storage import expand

    steps, real = [], headerwalk.HeaderWalk.step
    monkeypatch.setattr(headerwalk.HeaderWalk, "step", lambda self, fh, size: steps.append(1) or real(self, fh, size))
    splits = plan_splits(expand([str(SAMPLE)])[0], 20000)
    with Reader(SAMPLE) as reader:
        events = sum(1 for _ in reader)
    assert len(splits) > 10 and len(steps) < events / 10, (len(steps), events)


# ---------------------------------------------------------------------------- runs across transactions
# After a rows event the walk gave, a run goes on in C through the events between small
# transactions of one table (walk._run's ``cross``; run_cross in _fastrows.c): GTIDs, the table
# map written again, and XID and ANNOTATE_ROWS after their CRC32. It hands the GTID and the
# transaction's start on. Oracles: the walk event by event (runs off), and the spec-driven path.

XID, GTID, TABLE_MAP = 16, 162, 19


@pytest.fixture(scope="module")
def small_trx(mariadb):
    """A MariaDB binlog (CRC32) of transactions of a row or a few: of one table in a row, then
    two tables in one transaction, a statement of several rows, transactions of a row in each of
    two tables, an ALTER TABLE (a new table map) and more of the same after it."""
    return _uncompressed_binlog(mariadb, _small_trx_script())


@pytest.fixture(scope="module")
def small_trx_compressed(mariadb):
    """small_trx's transactions written by the session's server as it is set up: its rows events
    compressed (log_bin_compress, from 10 bytes on)."""
    mariadb.rotate()
    mariadb.sql("\n".join(_small_trx_script()))
    return mariadb.rotate()[-1]


def _small_trx_script():
    script = ["DROP DATABASE IF EXISTS across; CREATE DATABASE across; USE across;",
              "CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(20), at DATETIME(3), price DECIMAL(10,2), n BIGINT);",
              "CREATE TABLE u (k INT PRIMARY KEY, v VARCHAR(10));"]
    for i in range(1, 61):
        script.append(f"INSERT INTO t VALUES ({i}, 'n{i}', '2024-01-0{1 + i % 9} 10:00:00.{i:03d}', {i}.25, "
                      f"{'NULL' if i % 7 == 0 else i * 1000003});")
        if i % 6 == 0:
            script.append(f"UPDATE t SET name = 'u{i}', n = NULL WHERE id = {i - 2};")
        if i % 10 == 0:
            script.append(f"DELETE FROM t WHERE id = {i - 9};")
    script += ["BEGIN; INSERT INTO t VALUES (100, 'a', NULL, 1.50, 1); INSERT INTO u VALUES (1, 'x');",
               "UPDATE t SET name = 'b' WHERE id = 100; INSERT INTO u VALUES (2, 'y'); COMMIT;",
               "INSERT INTO t VALUES (101, 'm', NULL, 2, 2), (102, 'm', NULL, 3, 3), (103, 'm', NULL, 4, 4);",
               "INSERT INTO u VALUES (3, 'z');"]
    script += [f"INSERT INTO t VALUES ({i}, 'p{i}', NULL, 0.5, {i});" for i in range(110, 130)]
    script += [f"BEGIN; INSERT INTO u VALUES ({i}, 'o{i}'); UPDATE t SET n = {i} WHERE id = {i - 100}; COMMIT;"
               for i in range(110, 140)]
    script.append("ALTER TABLE t ADD COLUMN extra INT;")
    script += [f"INSERT INTO t VALUES ({i}, 'q{i}', NULL, 0.75, {i}, {-i});" for i in range(130, 150)]
    script += [f"UPDATE t SET extra = {i} WHERE id = {i};" for i in range(130, 140)]
    return script


def _uncompressed_binlog(mariadb, script):
    """A binlog of its own holding what the statements write, in plain rows events (the session's
    server compresses them)."""
    try:
        mariadb.sql("SET GLOBAL log_bin_compress = OFF")
        mariadb.rotate()
        mariadb.sql("\n".join(script))
    finally:
        mariadb.sql("SET GLOBAL log_bin_compress = ON")
    return mariadb.rotate()[-1]


def _events_of(data):
    with Reader(bytes(data)) as reader:
        return [(e.pos, e.type_code, e.size) for e in reader]


def _runs_taken(path, monkeypatch, read=None, **kw):
    """row_changes over ``path`` (or ``read(path)``) with runs on: (what it gave, events the runs
    took, rows steps the walk gave)."""
    from binlogspec import walk

    taken, given = [], []
    run_rows, steps = Reader.run_rows, walk.steps

    def counting_steps(*args, **kwargs):
        for step in steps(*args, **kwargs):
            given.append(step.event.pos)
            yield step

    with monkeypatch.context() as m:
        m.setattr(Reader, "run_rows", lambda self, take, **kw: taken.append(run_rows(self, take, **kw)) or taken[-1])
        m.setattr(rows_module, "steps", counting_steps)
        m.setattr(walk, "steps", counting_steps)
        changes = list(rows_module.row_changes(path, **kw)) if read is None else read(path)
    return changes, sum(taken), given


def test_runs_go_on_across_transactions(small_trx, monkeypatch):
    events = _events_of(open(small_trx, "rb").read())
    rows_events = [e for e in events if e[1] in ROWS_EVENTS]
    changes, taken, given = _runs_taken(small_trx, monkeypatch)
    # the walk gave the first rows event of each table and those after what runs do not cross
    # (the ALTER TABLE); runs took the rest, with the GTID, ANNOTATE_ROWS, XID and TABLE_MAP
    # events between them, the two tables' transactions too
    assert len(given) < 10, (len(given), len(rows_events))
    assert taken > 4 * (len(rows_events) - len(given))
    assert changes == list(rows_module.row_changes(small_trx, fast=False)), "the spec-driven path's changes"
    gtids = [c.gtid for c in changes]
    assert len(set(gtids)) > 100 and None not in gtids, "each transaction its own GTID"


@pytest.fixture(scope="module")
def mixed_format(mariadb):
    """A MariaDB binlog in MIXED format (MariaDB's default), rows events off and compression off:
    statements of two databases and two client charsets (utf8mb4 and latin1, with text that is
    not ASCII), DDL, transactions of several statements, and a few statements the server logs as
    rows (UUID()), between which statements go on."""
    script = ["SET SESSION binlog_format = 'MIXED';",
              "DROP DATABASE IF EXISTS mixed_a; CREATE DATABASE mixed_a; DROP DATABASE IF EXISTS mixed_b;",
              "CREATE DATABASE mixed_b; USE mixed_a;",
              "CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(40), u VARCHAR(36)) DEFAULT CHARSET=utf8mb4;",
              "CREATE TABLE mixed_b.s (k INT PRIMARY KEY, v VARCHAR(20)) DEFAULT CHARSET=latin1;"]
    for i in range(1, 301):
        script.append(f"INSERT INTO t VALUES ({i}, 'n{i} Zoë — 日本', NULL);")
        if i % 3 == 0:
            script.append(f"BEGIN; UPDATE t SET name = CONCAT(name, '+') WHERE id = {i - 1}; "
                          f"INSERT INTO mixed_b.s VALUES ({i}, 'v{i}'); COMMIT;")
        if i % 50 == 0:
            script.append(f"UPDATE t SET u = UUID() WHERE id = {i};")  # (unsafe: logged as rows)
            script.append(f"ALTER TABLE t COMMENT 'altered at {i}';")
    script += ["SET NAMES latin1;", "USE mixed_b;"]
    # (the client sends UTF-8: in latin1, café's two bytes of é are the two characters Ã©)
    script += [f"INSERT INTO s VALUES ({1000 + i}, 'café {i}');" for i in range(40)]
    script += ["SET NAMES utf8mb4;", "DELETE FROM mixed_a.t WHERE id > 290;"]
    return _uncompressed_binlog(mariadb, script)


def test_events_runs_take_the_statements_of_a_mixed_format_binlog(mixed_format, monkeypatch, capsysbinary):
    """A binlog in statement or MIXED format is mostly QUERY events, with few rows events to
    start a run after: runs of no table of their own (walk.crossing_runs) start after the events
    the walk reads, and write every statement's line by QUERY's generated writer. binlogspec
    events gives the lines of the spec-driven path (BINLOGSPEC_FAST=0, in another process),
    and runs took nearly every event."""
    path = mixed_format
    events = _events_of(open(path, "rb").read())
    queries = sum(e[1] == 2 for e in events)
    assert queries > 500 and sum(e[1] in ROWS_EVENTS for e in events) >= 6
    on = _assert_events_same(path, monkeypatch, capsysbinary)
    assert on[0] == 0 and on[1].count(b"\n") == len(events)
    assert on[3] > 0.9 * len(events), (on[3], len(events))  # (not: the latin1 statements not ASCII, new maps)
    spec = subprocess.run([sys.executable, "-m", "binlogspec.cli", "events", str(path)], capture_output=True,
                          env={**os.environ, "BINLOGSPEC_FAST": "0", "PYTHONPATH": str(ROOT / "python")})
    assert spec.returncode == 0 and spec.stdout == on[1]
    assert "'cafÃ© 1'".encode() in on[1] and "Zoë — 日本".encode() in on[1]


def test_row_walks_pass_over_the_statements_of_a_mixed_format_binlog(mixed_format, monkeypatch, capsysbinary):
    """A walk of rows reads no statement: after a QUERY it reads, a run of no table of its own
    passes over the statements, GTIDs and XIDs after it in C (walk.statement_run), and the rows
    events of the tables it passes over. The same changes, values, NDJSON and batches as the
    spec-driven path and without runs, most events passed over in C."""
    from binlogspec import walk

    path = mixed_format
    events = _events_of(open(path, "rb").read())
    passed = []
    statement_run = walk.statement_run

    def counting(*args):
        passed.append(statement_run(*args))
        return passed[-1]

    monkeypatch.setattr(walk, "statement_run", counting)
    changes = list(rows_module.row_changes(path))
    assert changes == list(rows_module.row_changes(path, fast=False)) and len(changes) >= 6
    assert sum(passed) > 0.8 * len(events), (sum(passed), len(events))
    assert _values(path, True, monkeypatch) == _values(path, False, monkeypatch)
    assert _rows_cli(path, True, monkeypatch, capsysbinary) == _rows_cli(path, False, monkeypatch, capsysbinary)
    passed.clear()
    for table in ("mixed_a.t", "mixed_b.s"):
        _assert_same(path, table, monkeypatch, 65536)
    assert sum(passed) > 0.8 * len(events)


COMPRESSED_ROWS = range(166, 172)  # MariaDB's compressed rows events, v1 and v2


def test_runs_take_compressed_rows_events(small_trx_compressed, monkeypatch, capsysbinary):
    """MariaDB's compressed rows events are taken by the runs (their rows inflated in C) as plain
    ones are, with the same rows, lines and batches as the spec-driven path's."""
    path = small_trx_compressed
    events = _events_of(open(path, "rb").read())
    rows_events = [e for e in events if e[1] in ROWS_EVENTS]
    packed = sum(e[1] in COMPRESSED_ROWS for e in rows_events)  # (a few do not shrink, and stay plain)
    assert packed > 0.9 * len(rows_events) > 100
    changes, taken, given = _runs_taken(path, monkeypatch)
    assert len(given) < 10, (len(given), len(rows_events))
    assert taken > 4 * (len(rows_events) - len(given))
    assert changes == list(rows_module.row_changes(path, fast=False)), "the spec-driven path's changes"
    assert _values(path, True, monkeypatch) == _values(path, False, monkeypatch)
    for options in ((), ("--permissive",)):
        assert _rows_cli(path, True, monkeypatch, capsysbinary, *options) == \
            _rows_cli(path, False, monkeypatch, capsysbinary, *options)
    lines = _assert_events_same(path, monkeypatch, capsysbinary)[1].splitlines()
    assert sum(b'"is_compressed":true' in line and b'"num_rows":' in line for line in lines) == packed
    _assert_all_tables_same(path, monkeypatch)
    for table in ("across.t", "across.u"):
        for batch_rows in (65536, 7):
            assert _assert_same(path, table, monkeypatch, batch_rows)[4] > (100 if table == "across.t" else -1)


def test_sql_runs_take_compressed_rows_events(small_trx_compressed, monkeypatch):
    """``binlogspec sql``'s C writer (``Layout.sql_run``) and the UDTF's statements
    (``Layout.statements_run``) write from a compressed event's inflated rows: in every mode, the
    script and the statements are sql.py's, and the runs wrote them, refusing no event back to the
    one-event writer. (Both once read the compressed bytes as row images.)"""
    from test_sql_fast import MODES, _both, _statements_both

    path = small_trx_compressed
    packed = sum(e[1] in COMPRESSED_ROWS for e in _events_of(open(path, "rb").read()))
    for mode, kw in MODES.items():
        fast, slow, counts = _both([path], unnamed_columns=True, **kw)
        assert fast == slow and fast[1] is None and fast[0].count(b"\n") > 200, mode
        assert counts.get("c_events", 0) == 0 and counts["c_runs"] > 0.9 * packed, (mode, counts, packed)
    fast, slow, written = _statements_both(str(path), monkeypatch, unnamed_columns=True)
    assert fast == slow and fast[1] is None
    assert written > 0.9 * len(fast[0]) > 150, (written, len(fast[0]))


def _damaged_compressed(path, damage, tmp_path):
    """A copy of ``path`` with its 40th compressed rows event damaged: ``stream``, a byte of its
    zlib stream changed; ``claim``, its length before compression one more; ``crc``, a byte of
    its stream changed and its CRC32 left as it was. The first two have CRC32s that hold."""
    data = bytearray(open(path, "rb").read())
    packed = [e for e in _events_of(data) if e[1] in COMPRESSED_ROWS]
    pos, code, size = packed[40]
    assert code in (166, 167, 168), "MariaDB writes v1 rows events"
    body = pos + 19 + 8  # the header, table id and flags
    ncols = data[body]
    header = body + 1 + (ncols + 7) // 8 * (2 if code == 167 else 1)
    assert data[header] & 0xf0 == 0x80 and data[header + 1 + (data[header] & 7)] == 0x78, "a zlib stream"
    if damage == "claim":
        data[header + (data[header] & 7)] += 1
    else:
        data[(header + pos + size) // 2] ^= 0x5a
    if damage != "crc":
        _fix_crc(data, pos)
    out = tmp_path / f"{damage}.binlog"
    out.write_bytes(bytes(data))
    return out


@pytest.mark.parametrize("damage", ["stream", "claim", "crc"])
def test_damaged_compressed_rows_events(small_trx_compressed, damage, tmp_path, monkeypatch, capsysbinary):
    """A compressed rows event whose stream does not inflate, or not to the length it claims, or
    whose CRC32 does not hold: the runs leave it to the reader, whose verdict is the spec-driven
    path's, and the events around it are read as without runs."""
    path = _damaged_compressed(small_trx_compressed, damage, tmp_path)
    plain = _values(path, False, monkeypatch)
    assert damage == "claim" or plain[1] is not None, "the damage is a fault"
    assert _values(path, True, monkeypatch) == plain
    _assert_damage_read_alike(path, monkeypatch, capsysbinary)
    _assert_events_same(path, monkeypatch, capsysbinary)
    _assert_all_tables_same(path, monkeypatch)


def test_arrow_runs_pass_over_other_tables(small_trx, monkeypatch):
    """A run of one table's Arrow batches goes on past the other table's rows events (held to
    fit, as the walk holds the rows of a table it passes over) and their maps."""
    for table in ("across.t", "across.u"):
        batches, taken, given = _runs_taken(small_trx, monkeypatch,
                                            read=lambda p, t=table: list(arrow.record_batches(p, t)))
        assert len(given) < 6, (table, len(given))
        assert taken > 100


def test_runs_across_transactions_change_nothing(small_trx, monkeypatch, capsysbinary):
    assert _values(small_trx, True, monkeypatch) == _values(small_trx, False, monkeypatch)
    assert _rows_cli(small_trx, True, monkeypatch, capsysbinary) == _rows_cli(small_trx, False, monkeypatch, capsysbinary)
    for table in ("across.t", "across.u"):
        for batch_rows in (65536, 7):
            assert _assert_same(small_trx, table, monkeypatch, batch_rows)[4] > (100 if table == "across.t" else -1)


def _all_tables(source, runs, monkeypatch, batch_rows=65536):
    """(``{(db, table): rows}``, ``[(db, table, rows in the batch)]``, the error or None, events the
    runs took) of table_batches over ``source``, every table in one read, with runs on or off."""
    taken, run_rows = [], Reader.run_rows

    def run(self, take, **kw):
        if not runs:
            return 0
        n = run_rows(self, take, **kw)
        taken.append(n)
        return n

    rows, batches, error = {}, [], None
    with monkeypatch.context() as m:
        m.setattr(Reader, "run_rows", run)
        try:
            for key, batch in arrow.table_batches(source, batch_rows=batch_rows):
                rows.setdefault(key, []).extend(batch.to_pylist())
                batches.append((*key, batch.num_rows))
        except errors.BinlogError as exc:
            error = (type(exc).__name__, exc.offset, str(exc))
    return rows, batches, error, sum(taken)


def _assert_all_tables_same(source, monkeypatch, batch_rows=65536):
    """table_batches of every table in one read, runs on (other tables' events appended to their
    own batches in C) and off: the same rows per table, the same error; and each table's rows those
    record_batches gives of that table alone, read event by event."""
    on = _all_tables(source, True, monkeypatch, batch_rows)
    off = _all_tables(source, False, monkeypatch, batch_rows)
    assert on[0] == off[0] and on[2] == off[2], "the same rows and fault"
    for db, table in on[0]:
        alone = _read(source, f"{db}.{table}", False, monkeypatch, batch_rows)
        if alone[3] is None:
            assert alone[0] == on[0][(db, table)], (db, table)
        else:  # the fault ends the read: this table's rows before it
            assert on[0][(db, table)] == alone[0][:len(on[0][(db, table)])], (db, table)
    return on


def test_all_tables_in_one_read(small_trx, monkeypatch):
    """binlogspec.arrow.table_batches: runs take both tables' rows events, each into its own batch
    (bounded by batch_rows, a full one given out before its table's next event), and the batches
    are those of each table read alone; at every batch size."""
    for batch_rows in (65536, 50, 7, 1):
        on = _assert_all_tables_same(small_trx, monkeypatch, batch_rows)
        assert set(on[0]) == {("across", "t"), ("across", "u")}
        assert on[3] > 150, "runs took both tables' events"
    assert on[1][0] == ("across", "t", 1)


def test_tables_as_text_are_globs(small_trx):
    """``tables`` given as a text is ``--tables``' comma-separated globs, for table_batches and
    row_changes alike: ``"*"`` is every table, ``"across.t"`` that one. (A text used to be taken
    for a set of names, a set of its letters, so it kept no table and said nothing.)"""
    def batches(**kw):
        out = {}
        for key, batch in arrow.table_batches(small_trx, **kw):
            out.setdefault(key, []).extend(batch.to_pylist())
        return out

    def changes(**kw):
        return [(c.pos, c.row_index, c.db, c.table, c.before, c.after) for c in rows_module.row_changes(small_trx, **kw)]

    every = batches()
    assert set(every) == {("across", "t"), ("across", "u")}
    assert batches(tables="*") == every == batches(tables="across.t, across.u")
    assert batches(tables="across.t") == {("across", "t"): every[("across", "t")]} == batches(tables={"across.t"})
    assert batches(tables="no.such") == {}
    assert changes(tables="*") == changes()
    assert changes(tables="across.?") == changes()
    only_u = changes(tables="across.u")
    assert only_u and only_u == changes(tables={"across.u"}) and {c[3] for c in only_u} == {"u"}
    # a database selection narrows any of those forms (a set was called as if a predicate)
    from binlogspec.selectors import Selection

    for given in ({"across.u"}, "across.u", "*.u", lambda name: name == "across.u"):
        keep = Selection(databases=["across"]).table_filter(given)
        assert [keep(n) for n in ("across.u", "across.t", "other.u")] == [True, False, False], given


@pytest.mark.parametrize("what", ["xid-crc", "gtid-body", "map-bytes", "u-rows"])
def test_all_tables_in_one_read_of_damage(small_trx, what, monkeypatch):
    data, _ = _across_damaged(small_trx, what)
    for batch_rows in (65536, 7):
        _assert_all_tables_same(data, monkeypatch, batch_rows)


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_all_tables_in_one_read(path, monkeypatch):
    _assert_all_tables_same(path, monkeypatch)


def _job_outputs(files, runs, monkeypatch, tmp_path, options=None):
    """(summary without its timings, {output: rows in file order}) of the job in this process
    (``binlogspec parquet``'s one pass: both outputs of each event from one decode), runs on or off."""
    import io
    import json

    import pyarrow.parquet as pq

    from binlogspec import parquet

    run_rows, taken = Reader.run_rows, []

    def run(self, take, **kw):
        taken.append(run_rows(self, take, **kw) if runs else 0)
        return taken[-1]

    out = tmp_path / ("on" if runs else "off")
    with monkeypatch.context() as m:
        m.setattr(Reader, "run_rows", run)
        parquet.run([str(f) for f in files], out, options=dict(options or {}), stdout=io.StringIO())
    summary = json.loads((out / "summary.json").read_text())
    outputs = {}
    for part in ["changes"] + [f"tables/{t}" for t in summary["typed_tables"]]:
        rows = pq.read_table(out / part).to_pylist()
        outputs[part] = sorted(rows, key=lambda r: (r["file"] or "", r["pos"] or 0, r["row_index"] or 0,
                                                    r.get("_corrupt_record") or ""))
    return {k: v for k, v in summary.items() if k not in ("seconds", "output")}, outputs, sum(taken)


def _assert_job_same(files, monkeypatch, tmp_path, options=None):
    on = _job_outputs(files, True, monkeypatch, tmp_path, options)
    off = _job_outputs(files, False, monkeypatch, tmp_path, options)
    assert on[0] == off[0], "the same summary: events, row changes per table, faults"
    assert on[1].keys() == off[1].keys()
    for part in on[1]:
        assert on[1][part] == off[1][part], part
    return on


def test_job_decodes_runs_once_for_both_outputs(small_trx, monkeypatch, tmp_path):
    """The job's one pass (binlogspec.parquet.write_split) appends the events after a step in C to both of its
    outputs at once, the changes table and each table's typed table (Batch.append_run with a
    Changes builder): the same outputs, summary and event counts as event by event, on the small
    transactions of two tables and on damaged copies."""
    pytest.importorskip("pyspark")
    on = _assert_job_same([small_trx], monkeypatch, tmp_path / "plain")
    assert on[0]["row_changes"] > 150 and len(on[0]["typed_tables"]) == 3
    assert on[2] > 300, "runs took most events, both tables'"
    for what in ("xid-crc", "gtid-body", "map-bytes", "u-rows"):
        data, _ = _across_damaged(small_trx, what)
        path = tmp_path / f"{what}.binlog"
        path.write_bytes(data)
        _assert_job_same([path], monkeypatch, tmp_path / what)


@pytest.mark.parametrize("path", CORPUS_FILES[::7], ids=[p.name for p in CORPUS_FILES[::7]])
def test_corpus_job_with_runs_is_the_same(path, monkeypatch, tmp_path):
    pytest.importorskip("pyspark")
    _assert_job_same([path], monkeypatch, tmp_path)


def _rows_mode(data, runs, monkeypatch, name):
    """The Spark source's rows mode of a file's bytes as the UDTF reads it (udfs.file_changes:
    change_batches, PERMISSIVE), runs on or off: (its rows, the events runs took)."""
    pytest.importorskip("pyspark")
    from binlogspec_spark import udfs

    run_rows, taken = Reader.run_rows, []

    def run(self, take, **kw):
        taken.append(run_rows(self, take, **kw) if runs else 0)
        return taken[-1]

    with monkeypatch.context() as m:
        m.setattr(Reader, "run_rows", run)
        rows = [r for b in udfs.file_changes(data, name) for r in b.to_pylist()]
    return rows, sum(taken)


def test_rows_mode_runs_are_the_walk(small_trx, monkeypatch, tmp_path):
    """The rows mode appends the events after a step in C to its Changes builder, every table's
    (Changes.append_run, walk.changes_into): the same rows as event by event, in the same order,
    on the small transactions of two tables, on damaged copies and on corpus files."""
    data = open(small_trx, "rb").read()
    on, taken = _rows_mode(data, True, monkeypatch, "small")
    assert on == _rows_mode(data, False, monkeypatch, "small")[0] and len(on) > 150
    assert taken > 300, "runs took most events, both tables'"
    for what in ("xid-crc", "gtid-body", "map-bytes", "u-rows"):
        damaged, _ = _across_damaged(small_trx, what)
        on = _rows_mode(damaged, True, monkeypatch, what)[0]
        assert on == _rows_mode(damaged, False, monkeypatch, what)[0], what
        assert any(r["_corrupt_record"] for r in on) or what == "map-bytes", what
    for path in CORPUS_FILES[::5]:
        data = path.read_bytes()
        assert _rows_mode(data, True, monkeypatch, path.name)[0] == _rows_mode(data, False, monkeypatch, path.name)[0], \
            path.name


def _events_mode(path, runs, monkeypatch):
    """The Spark source's events mode of a file (PERMISSIVE, every split read in this process),
    runs on or off: (its rows, the events runs took)."""
    pytest.importorskip("pyspark")
    from binlogspec_spark.datasource import BinlogDataSource

    run_rows, taken = Reader.run_rows, []

    def run(self, take, **kw):
        taken.append(run_rows(self, take, **kw) if runs else 0)
        return taken[-1]

    source = BinlogDataSource({"path": str(path), "mode": "events"})
    reader = source.reader(source.schema())
    with monkeypatch.context() as m:
        m.setattr(Reader, "run_rows", run)
        rows = [r for p in reader.partitions() for b in reader.read(p) for r in b.to_pylist()]
    return rows, sum(taken)


def test_events_mode_runs_are_the_walk(small_trx, monkeypatch, tmp_path):
    """The events mode writes the events after a rows event in C (walk.summary_runs, the lines
    binlogspec events writes, cut into columns by pyarrow's CSV reader): the same rows as event
    by event, on the small transactions of two tables, damaged copies and corpus files."""
    on, taken = _events_mode(small_trx, True, monkeypatch)
    assert on == _events_mode(small_trx, False, monkeypatch)[0] and len(on) > 500
    assert taken > 300, "runs took most events"
    for what in ("xid-crc", "gtid-body", "map-bytes", "u-rows"):
        damaged, _ = _across_damaged(small_trx, what)
        path = tmp_path / f"{what}.binlog"
        path.write_bytes(damaged)
        assert _events_mode(path, True, monkeypatch)[0] == _events_mode(path, False, monkeypatch)[0], what
    for path in CORPUS_FILES[::5]:
        assert _events_mode(path, True, monkeypatch)[0] == _events_mode(path, False, monkeypatch)[0], path.name


def _fix_crc(data, pos):
    import zlib

    size = int.from_bytes(data[pos + 9:pos + 13], "little")
    data[pos + size - 4:pos + size] = zlib.crc32(bytes(data[pos:pos + size - 4])).to_bytes(4, "little")


def _across_damaged(path, what):
    """The small transactions' binlog with one event in the middle of a crossed stretch damaged:
    an XID's CRC32 (``xid-crc``), a GTID whose body its reader refuses, its CRC32 made to hold
    (``gtid-body``: flags claiming an XA id of 200 bytes), or a TABLE_MAP of the same table id
    whose bytes differ, its CRC32 made to hold (``map-bytes``: the table named x, not t), or a
    rows event of the other table whose row does not fit, its CRC32 made to hold (``u-rows``: its
    VARCHAR's length 200). And the damaged event's offset."""
    data = bytearray(open(path, "rb").read())
    events = _events_of(data)
    first_insert = next(i for i, e in enumerate(events) if e[1] in ROWS_EVENTS)
    if what == "u-rows":
        with Reader(bytes(data)) as reader:
            fast.attach(reader)
            found = [(e.pos, e.size) for e in reader if e.type_code in ROWS_EVENTS
                     and isinstance(e.body, fast.FastRows) and e.body.table.table == "u"]
        pos, size = found[len(found) // 2]
        at = pos + size - 4 - len(b"o123") - 1  # an insert's one row: k, then v's length and text
        assert data[at] == 4 and data[at + 1:at + 2] == b"o"
        data[at] = 200
        _fix_crc(data, pos)
        return bytes(data), pos
    code = {"xid-crc": XID, "gtid-body": GTID, "map-bytes": TABLE_MAP}[what]
    pos, _, size = [e for e in events[first_insert:] if e[1] == code][20]
    if what == "xid-crc":
        data[pos + size - 1] ^= 0xFF
    elif what == "gtid-body":
        data[pos + 19 + 12] |= 0x40  # flags2: an XA transaction, whose id follows
        data[pos + 19 + 13:pos + 19 + 21] = (200).to_bytes(4, "little") + (200).to_bytes(4, "little")
        _fix_crc(data, pos)
    else:  # after the table id and flags: the database's length and name, the table's
        at = pos + 19 + 8 + 1 + len(b"across\0") + 1
        assert data[at:at + 2] == b"t\0"
        data[at] = ord("x")
        _fix_crc(data, pos)
    return bytes(data), pos


@pytest.mark.parametrize("what", ["xid-crc", "gtid-body", "map-bytes", "u-rows"])
def test_damage_in_a_crossed_stretch_is_the_walks_verdict(small_trx, what, tmp_path, monkeypatch, capsysbinary):
    """A run stops before what it must not cross: the walk gives the same fault at the same
    offset, the same rows before and after it (resync), the same lines and the same report."""
    data, pos = _across_damaged(small_trx, what)
    path = tmp_path / f"{what}.binlog"
    path.write_bytes(data)
    on = _values(path, True, monkeypatch)
    assert on == _values(path, False, monkeypatch)
    if what != "map-bytes":
        assert on[1] is not None and on[1][1] == pos, ("the fault, at the damaged event", on[1])
    else:  # the transaction's rows are across.x's
        assert on[1] is None and any(c[7] == "x" for c in on[0]) and on[0][-1][7] == "t"
    _assert_damage_read_alike(path, monkeypatch, capsysbinary)
    taken = [_assert_same(data, table, monkeypatch)[4] for table in ("across.t", "across.u")]
    assert taken[0] > 0


def test_spark_typed_splits_across_transactions(small_trx, monkeypatch):
    """The Spark typed read (its rows carry the GTID and the transaction's start) over splits
    that end inside crossed stretches: the same rows with and without runs."""
    pytest.importorskip("pyspark")
    got, taken = _spark_typed(str(small_trx), "across.t", "4000", monkeypatch)
    assert got[True] == got[False]
    assert sum(taken) > 100, "runs took events"
    assert len({r["trx_pos"] for r in got[True]}) > 80 and None not in {r["trx_pos"] for r in got[True]}


MYSQL_SMALL = CORPUS / "canal__tsdb_mysql-bin.000003"  # MySQL 5.7, CRC32: GTID, BEGIN, TABLE_MAP, rows, XID


@pytest.fixture(scope="module")
def mysql_small_trx(tmp_path_factory):
    """MySQL's form of small transactions (a BEGIN QUERY after each GTID), from a corpus file:
    one of its transactions written 60 times more. Half the copies have a GTID_LOG_EVENT (uuid
    00010203-...-0e0f, gno the copy's number) for their anonymous one; the BEGINs' thread ids and
    execution times differ; copy 25's BEGIN differs after them too (its error code)."""
    if not MYSQL_SMALL.is_file():
        pytest.skip(f"{MYSQL_SMALL} is not there (the shared corpus)")
    import synthetic

    events = synthetic.split(MYSQL_SMALL.read_bytes())
    trx = events[27:32]
    assert [e[4] for e in trx] == [34, 2, 19, 30, 16] and trx[1].endswith(b"\0BEGIN" + bytes(trx[1][-4:]))
    copies = []
    for k in range(60):
        gtid, begin, *rest = (bytearray(e) for e in trx)
        if k % 2:
            gtid[4] = 33
            gtid[19 + 1:19 + 17] = bytes(range(16))
            gtid[19 + 17:19 + 25] = (k + 1).to_bytes(8, "little")
        begin[19:23] = (1000 + k).to_bytes(4, "little")
        begin[23:27] = (k % 3).to_bytes(4, "little")
        if k == 25:
            begin[19 + 9] ^= 1  # the error code
        copies += [gtid, begin, *rest]
    path = tmp_path_factory.mktemp("mysql-small") / "small.binlog"
    path.write_bytes(synthetic.join(events[:32] + copies + events[32:], checksums=True))
    return path


def test_runs_cross_mysql_transactions(mysql_small_trx, monkeypatch, capsysbinary):
    path = mysql_small_trx
    rows_events = [e for e in _events_of(path.read_bytes()) if e[1] in ROWS_EVENTS]
    changes, taken, given = _runs_taken(path, monkeypatch)
    assert len(given) < len(rows_events) / 3, (len(given), len(rows_events))
    assert taken > 200
    assert changes == list(rows_module.row_changes(path, fast=False)), "the spec-driven path's changes"
    gtids = [c.gtid for c in changes]
    assert gtids.count(None) > 30 and f"{bytes(range(16)).hex()[:8]}-0405-0607-0809-0a0b0c0d0e0f:60" in gtids
    assert _values(path, True, monkeypatch) == _values(path, False, monkeypatch)
    assert _rows_cli(path, True, monkeypatch, capsysbinary) == _rows_cli(path, False, monkeypatch, capsysbinary)
    for table in _tables(path):
        _assert_same(path, table, monkeypatch)
    got, taken = _spark_typed(str(path), "wanshao.wanshao_test", "3000", monkeypatch, which=-1)
    assert got[True] == got[False] and sum(taken) > 40


def test_spark_typed_batches_come_one_at_a_time(small_trx):
    """A run crossing transactions stops when the typed batch is full, and that batch is what the
    step gives: no step holds more than one full batch (a split's batches at once, before)."""
    pytest.importorskip("pyspark")
    from binlogspec.outputs import TypedTable
    from binlogspec.walk import UNREAD, steps
    from binlogspec_spark.datasource import layout_json

    with Reader(small_trx, defer=UNREAD) as reader:
        fast.attach(reader)
        table, given, rows = None, [], 0
        for step in steps(reader, tables={"across.t"}):
            if table is None:
                table = TypedTable(layout_json(step.columns), batch_rows=7)
            if layout_json(step.columns) != table.layout:
                break  # (after the ALTER TABLE)
            batches = table.add(step, reader)
            given.append([b.num_rows for b in batches])
            rows += sum(b.num_rows for b in batches)
        rows += sum(b.num_rows for b in table.finish())
    assert all(len(b) <= 1 and all(n == 7 for n in b) for b in given), given
    assert len(given) > 5 and rows == table.rows > 80


# ---------------------------------------------------------------------------- runs on two threads
#
# A batch's run frames a round of events, then decodes the first ones on its own thread and the
# others on a second, whose rows join the batch's (_fastrows.c, "runs on two threads"). Rounds of
# 128 KB or more are split by default; threads(0) splits every round of two events or more, so
# the corpus' short runs, small batches and damaged events go through it too.


@pytest.fixture
def split_rounds():
    """Every round of two events or more decoded on two threads; (rounds split, events the second
    thread left) since the test began, as a callable."""
    was = fast._fastrows.threads(0)
    start = fast._fastrows.threads_used()
    yield lambda: tuple(now - then for now, then in zip(fast._fastrows.threads_used(), start))
    fast._fastrows.threads(was)


def test_the_threads_setting_reads_back():
    was = fast._fastrows.threads(None)
    try:
        assert fast._fastrows.threads(4096) is None
        assert fast._fastrows.threads(0) == 4096
        assert fast.decode_threads(1) == 2
        assert fast.decode_threads(2) == 1
        assert fast._fastrows.threads(None) == fast._fastrows.THREADS_MIN_BYTES
    finally:
        fast._fastrows.threads(was)
    with pytest.raises(ValueError):
        fast._fastrows.threads(-1)
    with pytest.raises(ValueError):
        fast.decode_threads(3)


def test_one_decoding_thread_from_the_environment():
    import os
    import subprocess
    import sys

    code = "from binlogspec import fast; print(fast.decode_threads(2))"
    env = dict(os.environ, BINLOGSPEC_DECODE_THREADS="1")
    assert subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          check=True).stdout.strip() == "1"


@pytest.mark.parametrize("path", CORPUS_FILES, ids=[p.name for p in CORPUS_FILES])
def test_corpus_runs_on_two_threads_change_nothing(path, monkeypatch, split_rounds):
    for table in _tables(path):
        _assert_same(path, table, monkeypatch)


@needs_sample
def test_two_threads_at_every_batch_size(monkeypatch, split_rounds):
    """The batch's row limit falls inside a round, in either thread's half, at many sizes. The
    second thread's rows join the batch's on both threads, each some of the columns."""
    import os

    for batch_rows in (65536, 1, 2, 3, 7, 50, 333):
        for table in ("sakila.film_text", "sakila.payment", "sakila.rental"):
            _assert_same(SAMPLE, table, monkeypatch, batch_rows)
    used = split_rounds()
    # (how a round's rows fall between the threads follows their speeds, which AddressSanitizer
    # changes: under ./build.sh sanitize fewer joins are split, and the counts are not held)
    if "libasan" not in os.environ.get("LD_PRELOAD", ""):
        assert used[0] > 20 and used[2] > 20, used


@pytest.fixture(scope="module")
def inserts_between_updates(mariadb):
    """A MariaDB binlog of one table's single-row transactions: stretches of inserts of 1 to 12
    rows between an update or a delete."""
    script = ["DROP DATABASE IF EXISTS lazy; CREATE DATABASE lazy; USE lazy;",
              "CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(20), price DECIMAL(10,2), n BIGINT);"]
    at = 0
    for stretch in [1, 12, 2, 7, 3, 5, 1, 1, 9, 4, 11, 2, 6, 8, 1, 3, 10, 2]:
        for _ in range(stretch):
            at += 1
            script.append(f"INSERT INTO t VALUES ({at}, 'n{at}', {at}.25, {'NULL' if at % 5 == 0 else at * 7});")
        script.append(f"UPDATE t SET name = 'u{at}', n = NULL WHERE id = {at - 1};" if at % 2
                      else f"DELETE FROM t WHERE id = {at - 1};")
    return _uncompressed_binlog(mariadb, script)


def test_two_threads_join_batches_of_inserts_alone(inserts_between_updates, monkeypatch, split_rounds):
    """Rounds split where either thread's half, or both, holds inserts alone (their before images
    NULL, the other's not), at many batch sizes: the before struct as without runs, and as the
    spec-driven path's values give it."""
    from binlogspec import arrow

    oracle = [r for b in arrow.record_batches(inserts_between_updates, "lazy.t", use_fast=False) for r in b.to_pylist()]
    assert sum(r["before"] is None for r in oracle) > 50 and sum(r["before"] is not None for r in oracle) > 10
    for batch_rows in (65536, 1, 2, 3, 4, 5, 6, 7, 9, 13, 20):
        assert _assert_same(inserts_between_updates, "lazy.t", monkeypatch, batch_rows)[0] == oracle, batch_rows
    assert split_rounds()[0] > 20


def _overrun_last():
    """SAMPLE with the first row of the last event of a run made to overrun its event."""
    data = bytearray(SAMPLE.read_bytes())
    pos, _ = _run_events(data)[-1]
    assert data[pos + 27:pos + 30] == b"\x03\xff\xf8", "3 columns, all present, none NULL"
    data[pos + 32] = 0xFF  # the first row's title (VARCHAR) length: its cells overrun the event
    return bytes(data)


@needs_sample
@pytest.mark.parametrize("where", ["row", "columns", "crc", "last"])
def test_a_damaged_event_on_the_second_thread(where, monkeypatch, split_rounds):
    """An event whose rows fail on the second thread is decoded again on the first, which has
    the walk's verdict; the rows before it are kept."""
    if where == "last":  # the last event of a run: in the second half of its round
        data = _overrun_last()
    else:
        data, pos = _damaged(where)
    for batch_rows in (65536, 5):
        _assert_same(data, RUN_TABLE, monkeypatch, batch_rows)
    used = split_rounds()
    assert used[0] > 0
    if where == "last":
        assert used[1] > 0, "the second thread left the event to the first"


def test_two_threads_across_transactions(small_trx, monkeypatch, split_rounds):
    """Rounds crossing transactions (GTIDs, XIDs, maps written again, the other table's rows
    passed over): each row keeps its own transaction's GTID and start."""
    for table in ("across.t", "across.u"):
        for batch_rows in (65536, 4, 9):
            _assert_same(small_trx, table, monkeypatch, batch_rows)
    assert split_rounds()[0] > 10


@needs_sample
def test_two_threads_in_a_forked_child(split_rounds):
    """The second thread is started once a process: a child forked after the parent started its
    own starts one of its own (the parent's is not in it) rather than waiting for it."""
    import os

    def rows():
        return [r for b in arrow.record_batches(SAMPLE, RUN_TABLE) for r in b.to_pylist()]

    want = rows()
    assert split_rounds()[0] > 0, "the parent's rounds were split"
    pid = os.fork()
    if pid == 0:  # the child: the same rows, its rounds split too
        status = 1
        try:
            before = fast._fastrows.threads_used()[0]
            status = 0 if rows() == want and fast._fastrows.threads_used()[0] > before else 1
        finally:
            os._exit(status)
    assert _child_status(pid) == 0


def _child_status(pid, seconds=60):
    """A forked child's exit code, waited for at most ``seconds`` (then killed: it hung)."""
    import os
    import signal
    import time

    deadline = time.monotonic() + seconds
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail("the forked child hung")
        time.sleep(0.05)


# ---------------------------------------------------------------------------- events across transactions


def test_events_runs_cross_transactions(small_trx, monkeypatch, capsysbinary):
    """On small transactions a summary run goes on across them: the GTID, ANNOTATE_ROWS, table
    map written again and XID events between one's rows events and the next's have their lines
    written in C, the same lines as the reader's event by event (and again with the cell steps
    off)."""
    on = _assert_events_same(small_trx, monkeypatch, capsysbinary)
    lines = on[1].splitlines()
    xids = sum(b'"type":"XID_EVENT"' in line for line in lines)
    assert xids > 100 and on[3] > 3 * xids, "the runs took most events of most transactions"


def test_events_runs_take_at_most_their_events(small_trx, monkeypatch, capsysbinary):
    """A summary run across transactions gives the lines of at most ``max_events`` events over
    all the buffers it reads (not the rest of the file at once), and the lines are the same."""
    from binlogspec import walk

    sizes = []
    summary_run = walk.summary_run

    def small(reader, event, line, max_events=4096, **kw):
        out = summary_run(reader, event, line, max_events=5, **kw)
        sizes.append(out.count(b"\n"))
        return out

    monkeypatch.setattr(walk, "summary_run", small)  # (cmd_events imports it when called)
    monkeypatch.setattr(Runs, "RUN_CHUNK", 2048)  # a run reads many buffers
    monkeypatch.setattr(Runs, "RUN_READ_MIN", 2048)
    on = _assert_events_same(small_trx, monkeypatch, capsysbinary)
    assert sizes and max(sizes) <= 5 and sum(sizes) > 100, (max(sizes), sum(sizes))
    assert on[3] > 100


@pytest.mark.parametrize("what", ["xid-crc", "gtid-body", "map-bytes", "u-rows"])
def test_events_of_a_damaged_crossed_stretch(small_trx, what, tmp_path, monkeypatch, capsysbinary):
    """``binlogspec events`` over the damaged copies of test_damage_in_a_crossed_stretch_is_the_walks_verdict,
    plain and permissive: the same lines, faults and exit status with runs on and off."""
    data, pos = _across_damaged(small_trx, what)
    path = tmp_path / f"{what}.binlog"
    path.write_bytes(data)
    for options in ([], ["--permissive"]):
        on = _assert_events_same(path, monkeypatch, capsysbinary, *options)
        assert on[3] > 50, "runs took events"
        if what == "xid-crc":
            assert f":{pos}:".encode() in on[2], "the fault, at the damaged event"


def test_events_runs_write_unusual_bodies(small_trx, tmp_path, monkeypatch, capsysbinary):
    """The generated writers of crossed events' bodies write what the reader's trees give: a GTID
    whose sequence number is past 2**63; an ANNOTATE_ROWS statement that is not UTF-8, which stays
    bytes, in hex. The same lines with runs on and off."""
    data = bytearray(open(small_trx, "rb").read())
    events = _events_of(data)
    gtid = [e for e in events if e[1] == 162][40]
    data[gtid[0] + 19:gtid[0] + 27] = (2 ** 64 - 7).to_bytes(8, "little")  # its seq_no
    _fix_crc(data, gtid[0])
    annotate = [e for e in events if e[1] == 160][50]
    data[annotate[0] + 19 + 3] = 0xFF
    _fix_crc(data, annotate[0])
    path = tmp_path / "edited.binlog"
    path.write_bytes(bytes(data))
    on = _assert_events_same(path, monkeypatch, capsysbinary)
    assert on[0] == 0 and str(2 ** 64 - 7).encode() in on[1]
    statement = [line for line in on[1].splitlines() if f'"pos":{annotate[0]},'.encode() in line]
    assert len(statement) == 1 and b'"statement":"' in statement[0] and b"ff" in statement[0]


# ---------------------------------------------------------------------------- reading ahead


def test_read_ahead_reads_the_file(tmp_path):
    """``_fastrows.read_ahead``: the file's bytes at the offset, fewer at its end, one read at a
    time (None while another is under way), an OSError for a read that fails; an Ahead let go
    before it is waited for waits for its read itself (its buffer is written until then)."""
    import os

    data = os.urandom(3 << 20)
    path = tmp_path / "data"
    path.write_bytes(data)
    fd = os.open(path, os.O_RDONLY)
    try:
        # one read at a time: None while one is under way. The thread may finish a read before
        # the next call (it did, with another process on the other core), so try until one is seen.
        for _ in range(200):
            first = fast._fastrows.read_ahead(fd, bytearray(2 << 20), 0)
            assert first is not None
            second = fast._fastrows.read_ahead(fd, bytearray(16), 0)
            first.wait()
            if second is None:
                break
            second.wait()
        else:
            pytest.fail("200 times out of 200, a second read was taken right after the first: either\n"
                        "it was taken while the first was under way, or every first read had ended")
        buf = bytearray(2 << 20)
        pending = fast._fastrows.read_ahead(fd, buf, 12345)
        assert pending is not None
        assert pending.wait() == len(buf) and pending.wait() == len(buf)
        assert bytes(buf) == data[12345:12345 + len(buf)]
        with pytest.raises(BufferError):
            buf.extend(b"x")  # (held until the Ahead goes)
        del pending
        buf.extend(b"x")
        view = memoryview(buf)[100:]
        assert fast._fastrows.read_ahead(fd, view, len(data) - 50).wait() == 50, "the file's end"
        assert bytes(buf[100:150]) == data[-50:]
        for _ in range(20):  # let go under way
            fast._fastrows.read_ahead(fd, bytearray(1 << 20), 0)
        with pytest.raises(BufferError):
            fast._fastrows.read_ahead(fd, b"read-only", 0)
    finally:
        os.close(fd)
    bad = fast._fastrows.read_ahead(fd, bytearray(16), 0)  # (closed)
    with pytest.raises(OSError):
        bad.wait()


def test_read_ahead_in_a_forked_child(tmp_path):
    """A read posted in the parent and waited for in a forked child (which has no copy of the
    parent's thread) is read in the child; the child's own reads start a thread of its own."""
    import os

    data = os.urandom(1 << 20)
    path = tmp_path / "data"
    path.write_bytes(data)
    fd = os.open(path, os.O_RDONLY)
    buf = bytearray(len(data))
    fast._fastrows.read_ahead(fd, bytearray(16), 0).wait()  # (the parent's thread is up)
    pending = fast._fastrows.read_ahead(fd, buf, 0)
    pid = os.fork()
    if pid == 0:
        status = 1
        try:
            ok = pending.wait() == len(data) and bytes(buf) == data
            other = bytearray(100)
            ok = ok and fast._fastrows.read_ahead(fd, other, 7).wait() == 100 and bytes(other) == data[7:107]
            status = 0 if ok else 1
        finally:
            os._exit(status)
    assert pending.wait() == len(data) and bytes(buf) == data
    status = _child_status(pid)
    os.close(fd)
    assert status == 0


def _ahead_counted(monkeypatch, chunk, margin):
    """Runs reading ``chunk`` bytes at a time, each read ahead with ``margin`` bytes of room; the
    outcomes of the reads ahead as they are met (True: taken, False: read again)."""
    outcomes = []
    taken = Runs._ahead_taken

    def counted(self, at, need):
        got = taken(self, at, need)
        outcomes.append(got is not None)
        return got

    monkeypatch.setattr(Runs, "RUN_CHUNK", chunk)
    monkeypatch.setattr(Runs, "RUN_READ_MIN", chunk)
    monkeypatch.setattr(Runs, "AHEAD_MARGIN", margin)
    monkeypatch.setattr(Runs, "_ahead_taken", counted)
    return outcomes


@pytest.mark.parametrize("chunk, margin", [(4096, 64 << 10), (2048, 600), (65536, 4096)])
def test_reading_ahead_changes_nothing(small_trx, chunk, margin, monkeypatch, capsysbinary):
    """Runs whose next bytes were read ahead give what they give without: ``binlogspec events``,
    ``rows`` and row_changes over a server's small transactions and the corpus sample. Small
    chunks make many reads ahead; a small margin has some of them read again (the event a run
    stopped in does not fit in front of them)."""
    paths = [small_trx] + ([SAMPLE] if SAMPLE.is_file() else [])
    outcomes = []
    for path in paths:
        with monkeypatch.context() as m:
            seen = _ahead_counted(m, chunk, margin)
            ahead = (_events(path, True, m, capsysbinary)[:3], _rows_cli(path, True, m, capsysbinary),
                     _values(path, True, m))
            outcomes += seen
            m.setattr(Runs, "_read_ahead", lambda *args: None)
            plain = (_events(path, True, m, capsysbinary)[:3], _rows_cli(path, True, m, capsysbinary),
                     _values(path, True, m))
        assert ahead == plain, path.name
    assert outcomes.count(True) > 20, "reads ahead were taken"
    if margin < 1024:
        assert outcomes.count(False) > 0, "some were read again"


@needs_sample
def test_arrow_runs_do_not_read_ahead(monkeypatch):
    """The Arrow batches' runs decode on two threads: a read ahead would take a core from them."""
    seen = _ahead_counted(monkeypatch, 4096, 64 << 10)
    asked = []
    monkeypatch.setattr(Runs, "_read_ahead", lambda *args: asked.append(args))
    assert _read(SAMPLE, RUN_TABLE, True, monkeypatch)[4] > 0, "runs were taken"
    assert asked == [] and seen == []


@pytest.fixture
def one_thread():
    """Rounds decoded on the calling thread alone (no second thread); threads_used() since the
    test began, as a callable."""
    was = fast._fastrows.threads(None)
    start = fast._fastrows.threads_used()
    yield lambda: tuple(now - then for now, then in zip(fast._fastrows.threads_used(), start))
    fast._fastrows.threads(was)


@needs_sample
@pytest.mark.parametrize("where", ["row", "columns", "crc", "last"])
def test_a_damaged_event_decoded_without_the_gil(where, monkeypatch, one_thread):
    """The calling thread decodes its share of a round without the GIL; an event whose rows fail
    there is decoded again with it, which raises the walk's verdict (same fault, same report,
    the rows before it kept)."""
    data = _overrun_last() if where == "last" else _damaged(where)[0]
    for batch_rows in (65536, 5):
        _assert_same(data, RUN_TABLE, monkeypatch, batch_rows)
    used = one_thread()
    assert used[3] > 0 and used[0] == 0, used
    if where == "last":
        assert used[4] > 0, "the refused event was decoded again with the GIL"


@needs_sample
@pytest.mark.parametrize("threads", [None, 0])
def test_python_threads_decode_at_the_same_time(threads):
    """Python threads reading batches at once (their shares of each round decoded without the
    GIL, side by side, one of them with the second thread too): each gets the batches a read
    alone gets."""
    from concurrent.futures import ThreadPoolExecutor

    tables = ["sakila.payment", "sakila.rental", "sakila.film_text"]

    def read(table):
        return [b.to_pylist() for b in arrow.record_batches(SAMPLE, table, batch_rows=700)]

    was = fast._fastrows.threads(threads)
    try:
        alone = [read(t) for t in tables]
        start = fast._fastrows.threads_used()[3]
        with ThreadPoolExecutor(4) as pool:
            for _ in range(3):
                assert list(pool.map(read, tables * 2)) == alone * 2
        assert fast._fastrows.threads_used()[3] > start
    finally:
        fast._fastrows.threads(was)


# A walk for some tables passes the other tables' events over in C after the first of them
# (walk.pass_run): the same rows, GTIDs, transaction positions, Arrow batches and report as a walk
# that reads each of those events itself, for a table the file holds often, rarely, or not at all.
PASS_TABLES = [{"sakila.payment"}, {"sakila.store"}, {"sakila.staff", "sakila.language"}, {"no.such"}]


def _passed_counted(monkeypatch, off=False):
    from binlogspec import walk

    passed, real = [], walk.pass_run
    monkeypatch.setattr(walk, "pass_run", (lambda *args: 0) if off else
                        (lambda *args: passed.append(real(*args)) or passed[-1]))
    return passed


@needs_sample
@pytest.mark.parametrize("tables", PASS_TABLES, ids=lambda t: "+".join(sorted(t)))
def test_other_tables_passed_over_in_c(tables, monkeypatch):
    def read():
        with Reader(SAMPLE) as reader:
            fast.attach(reader, {})
            changes = [(c.pos, c.row_index, c.gtid, c.db, c.table, c.op, c.before, c.after)
                       for c in rows_module.row_changes(SAMPLE, tables=tables)]
        batches = [(key, b.to_pylist()) for key, b in arrow.table_batches(SAMPLE, tables)]
        return changes, batches

    with monkeypatch.context() as m:
        _passed_counted(m, off=True)
        expected = read()
    passed = _passed_counted(monkeypatch)
    got = read()
    assert got == expected
    assert sum(passed) > 1000, "the other tables' events were passed over in C"
    if tables != {"no.such"}:
        assert expected[0] and expected[1]
