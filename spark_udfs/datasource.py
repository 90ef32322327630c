"""The ``mysql_binlog`` Python data source.

    from binlogspec_spark import register
    register(spark)
    df = spark.read.format("mysql_binlog").load("/data/binlogs/binlog.*")

One row per row change (``mode`` ``rows``, the default) or per event (``mode`` ``events``);
schemas in :data:`ROWS_SCHEMA` and :data:`EVENTS_SCHEMA`. Options:

| option | default | |
|---|---|---|
| ``mode`` | ``rows`` | ``rows`` or ``events``; ``PERMISSIVE``/``FAILFAST`` are taken as ``parseMode`` (with ``rows``), as Spark's file sources name it |
| ``parseMode`` | ``PERMISSIVE`` | ``PERMISSIVE``: the file is read past its faults as ``binlogspec rows --permissive`` reads it (from the next offset where a plausible event starts whose CRC32 holds); each quarantined span, and each rows event whose rows do not decode, gives one row with ``_corrupt_record`` (``FILE:OFFSET: message``), ``file`` and ``pos`` (the offset) set and the rest NULL. ``FAILFAST``: the query fails with the first fault's message. |
| ``verifyChecksums`` | ``true`` | ``false``: a CRC32 mismatch is not a fault; the event's ``checksum`` says ``mismatch`` |
| ``tables`` | all | comma-separated ``db.table`` globs (``shop.*,*.audit_?``), rows mode |
| ``maxPartitionBytes`` | 134217728 | files larger than this are cut into splits of about this size at event boundaries |
| ``backend`` | ``kaitai`` | ``kaitai`` or ``construct`` |
| ``schemas`` | none | JSON ``{"db.table": "CREATE TABLE ..."}`` for tables whose table maps lack column names |
| ``schemaFile`` | none | schema dumps (``mysqldump --no-data``; ``[DB=]FILE``, comma-separated), read on the driver: the tables' columns, followed through the files' CREATE/ALTER/DROP/RENAME TABLE in file order (each split gets the schemas in effect at its start) |
| ``followDdl`` | ``false`` | follow the files' DDL without a schema file (``true`` with ``schemaFile``) |
| ``keyFile`` | none | MariaDB binlogs written with ``encrypt_binlog=ON``: the ``file_key_management`` plugin's key file (``id;hex-key`` lines), read on the driver |
| ``keyring`` | none | MySQL 8 binlogs written with ``binlog_encryption=ON``: the ``keyring_file`` plugin's data file, read on the driver |
| ``keyFileKey`` | none | the key that key file is encrypted with (``FILE:path`` reads it from a file) |
| ``rowsBody`` | ``summary`` | events mode: a rows event's ``body_json`` is its post-header, table and row count (as ``binlogspec events`` shows it); ``full``: every cell |
| ``startPosition`` | none | in the first file, events from this offset (``--start-position``); the file is cut there, the splits before it not planned |
| ``stopPosition`` | none | in the last file, reading stops at the first event at or after this offset; later splits not planned |
| ``startDatetime`` | none | events at or after this local time (``YYYY-MM-DD HH:MM:SS``; a format description whatever its time); splits and files wholly before it not planned |
| ``stopDatetime`` | none | reading stops at the first event at or after this time; the splits and files after it not planned |
| ``database`` | all | comma-separated databases (``-d``): rows, typed and layouts modes keep their tables' row changes |

``load()`` takes a path, a glob, a folder (its files, names starting with ``.``/``_`` left out),
or a URI of those on any filesystem pyarrow opens (``s3://``, ``gs://``, ``hdfs://``,
``file://``); several are given as ``load([...])`` or comma-separated in the ``paths`` option.
Partitions: one per file, several per file larger than ``maxPartitionBytes``
(:func:`binlogspec.splits.plan_splits`), less those the selectors drop
(:func:`binlogspec.splits.select_splits`).

The selectors mean what they mean to ``binlogspec events|rows`` (:mod:`binlogspec.selectors`,
whose rules each split applies with its file's place in the read: the files in the order the paths
give them). Pruning reads no event body: the headers of files cut into splits, and with times
each file's first event header (binlog files are in time order: a file whose next file begins
before the start time is wholly before it). The layouts mode (``read_table``) lists the layouts
of the table maps shown and of those the rows events shown use.
"""

import json

from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition
from pyspark.sql.pandas.types import from_arrow_schema, from_arrow_type
from pyspark.sql.types import IntegerType, LongType, StringType, StructField, StructType, TimestampType

from binlogspec import errors, fast, outputs
from binlogspec.events import ROWS_EVENTS, TABLE_MAP
from binlogspec.splits import (event_row, fault_row, follow_schemas, open_split, plan_read, select_splits,
                               table_matcher, unopened_row)
from binlogspec.storage import expand
from binlogspec.walk import UNREAD
# (what the source and the job share, with no Spark: options, faults, layouts)
from binlogspec.outputs import layout_json  # noqa: F401
from binlogspec.readoptions import Options, schema_seed, selection_of  # noqa: F401
from binlogspec.splits import NewFaults, fastpath_usable, skipper  # noqa: F401

NAME = "mysql_binlog"


def _fields(*spec):
    return StructType([StructField(name, dtype, True) for name, dtype in spec])


S, L, I, TS = StringType(), LongType(), IntegerType(), TimestampType()

#: ``mode=rows``: one row per row change. ``pos``/``next_pos`` are those of the rows event,
#: ``row_index`` the row's index inside it; ``trx_pos`` the position of the transaction's first
#: event (its GTID event, else its BEGIN); ``timestamp`` the event header's time; ``before``/
#: ``after`` NULL where the operation has no such image. (The modes' schemas are those of
#: :mod:`binlogspec.outputs`, in Arrow, as Spark reads them.)
ROWS_SCHEMA = from_arrow_schema(outputs.ROWS)

#: ``mode=events``: one row per event, as ``binlogspec events`` prints it; ``body_json`` is the
#: decoded body. Events unpacked from a TRANSACTION_PAYLOAD_EVENT carry its ``pos`` and a
#: ``payload_offset``.
EVENTS_SCHEMA = from_arrow_schema(outputs.EVENTS)

#: ``mode=layouts`` (used by ``read_table``): each layout of each table once, where it first
#: appears; ``key``: the JSON list of its primary key's columns (the table map's PRIMARY_KEY
#: metadata, or a schema's), or ``[]``.
LAYOUTS_SCHEMA = from_arrow_schema(outputs.LAYOUTS)

#: The columns ``read_table`` adds to a table's own (renamed with a leading ``_`` if the table
#: has a column of that name).
TYPED_META = tuple((name, from_arrow_type(typ)) for name, typ in outputs.TYPED_META)

BATCH = 2048
BATCH_BYTES = 16 << 20  # a batch is cut earlier when its rows' text and bytes reach this


def _weight(row):
    """About how many bytes a row holds: its top-level text and bytes (the maps of the rows mode
    repeat the JSON columns' text, hence twice)."""
    return 2 * sum(len(v) for v in row.values() if isinstance(v, (str, bytes)))


def typed_schema(layout):
    """The schema of ``read_table``: the table's columns, a ``before`` struct of the same for
    updates and deletes... (see :func:`binlogspec_spark.typed.read_table`;
    :func:`binlogspec.outputs.typed_schema` in Arrow)."""
    return from_arrow_schema(outputs.typed_schema(layout))


class SplitPartition(InputPartition):
    def __init__(self, split):
        super().__init__(split)
        self.split = split


class BinlogDataSource(DataSource):
    """``spark.read.format("mysql_binlog")``: see the module documentation."""

    @classmethod
    def name(cls):
        return NAME

    def schema(self):
        mode = (self.options.get("mode") or "rows").lower()
        mode = "rows" if mode in ("permissive", "failfast") else mode
        if mode == "events":
            return EVENTS_SCHEMA
        if mode == "layouts":
            return LAYOUTS_SCHEMA
        if mode == "typed":
            return typed_schema(json.loads(self.options["layout"]))
        return ROWS_SCHEMA

    def reader(self, schema):
        return BinlogReader(Options(self.options), schema)

    def streamReader(self, schema):
        from binlogspec_spark.stream import BinlogStreamReader

        return BinlogStreamReader(Options(self.options), schema)


class BinlogReader(DataSourceReader):
    def __init__(self, options, schema):
        self.options = options
        self.schema = schema

    def partitions(self):
        o = self.options
        splits = plan_read(expand(o.paths), o.max_bytes, o.selection)
        seed = schema_seed(o)
        if seed is not None:  # over every file, before the selectors drop any: the DDL of all counts
            follow_schemas(splits, seed, backend=o.backend, keys=o.keys)
        splits = select_splits(splits, o.selection, keep_fde=o.mode == "events")
        return [SplitPartition(s) for s in splits]

    def _layouts_reads(self):
        """The events the layouts mode decodes: the table maps, and with selectors the rows
        events too (which maps the rows events shown use; their rows are not walked)."""
        return {TABLE_MAP} if self.options.selection is None else {TABLE_MAP} | set(ROWS_EVENTS)

    def _keep(self, tables):
        """The ``tables`` option's predicate (a list: its globs), narrowed to the ``database`` selector's."""
        keep = table_matcher(tables)
        return keep if self.options.selection is None else self.options.selection.table_filter(keep)

    def _selection(self, split):
        """The selectors for this split's file, or None."""
        selection = self.options.selection
        return None if selection is None else selection.of(split.file_count)

    def read(self, partition):
        fast.decode_threads(1)  # (Spark runs a task a core: a second decoding thread would only contend)
        yield from self.batches_of(partition)

    def batches_of(self, partition):
        """A partition's Arrow batches (what :meth:`read` gives a task), read in this process."""
        return batches(self._rows(partition.split), self.schema)

    # Each mode is a generator of dict rows (or Arrow batches), read through with_faults (below):
    # FAILFAST, a fault propagates; PERMISSIVE, each fault gives a row of its own, after the rows
    # read before it, and the rest of the split is read on.
    def _rows(self, split):
        o = self.options
        walk = {"rows": self._changes, "events": self._events, "layouts": self._layouts, "typed": self._typed}[o.mode]
        permissive = o.parse_mode == "PERMISSIVE"
        try:
            reader, gtid = open_split(split, backend=o.backend, checksum_errors=o.checksum_errors,
                                           only=self._layouts_reads() if o.mode == "layouts" else None, keys=o.keys,
                                           on_error="resync" if permissive and o.mode != "layouts" else "raise",
                                           schema=o.schemas, defer=UNREAD if o.mode in ("rows", "typed") else ())
        except OSError as exc:
            if not permissive:
                raise
            yield unopened_row(split.file.name, exc)
            return
        yield from with_faults(reader, walk(reader, gtid, split), split.file.name, permissive,
                               "type" if o.mode == "events" else None)

    def _skip(self, reader):
        return skipper(reader, self.options.parse_mode == "PERMISSIVE")

    def _events(self, reader, gtid, split):
        rows_body = self.options.rows_body
        runs = rows_body == "summary" and fastpath_usable(self.options.backend)
        from binlogspec.fast import FastBody

        if runs:
            from binlogspec import fast

            fast.attach(reader, reader.schema)  # row counts without decoding a cell
        selection = self._selection(split)
        events = reader if selection is None else selection.shown(reader, split.file_index)
        tables = {}  # the rows events' tables met (walk.summary_runs)
        for event in events:
            yield event_row(event, rows_body)
            if runs and selection is None and event.type_code in ROWS_EVENTS:
                yield from event_runs(reader, event, tables)
            elif runs and selection is None and isinstance(event.body, FastBody):
                yield from event_crossings(reader, tables)  # (a binlog of statements, say)

    def _changes(self, reader, gtid, split):
        o = self.options
        return change_batches(reader, gtid=gtid, trx=split.trx, tables=self._keep(o.tables), backend=o.backend,
                              permissive=o.parse_mode == "PERMISSIVE", selection=self._selection(split),
                              index=split.file_index)

    def _layouts(self, reader, gtid, split):
        from binlogspec.columns import columns_of, flavor_of, schema_for

        keep = self._keep(self.options.tables)
        schemas = reader.schema or {}
        seen = set()
        bodies = {}  # a table map's bytes -> its (name, layout): a table is mapped again and again
        if fastpath_usable(self.options.backend):
            from binlogspec import fast

            # its parser keeps the table maps it has parsed, by their bytes (rows events: not walked)
            fast.attach(reader, schemas, lazy=True)

        def layout_row(event):
            params = event.params
            # (the same map bytes give another layout after DDL a schema tracker followed)
            key = (bytes(event.raw[params["len_header"]:len(event.raw) - params["len_checksum"]]),
                   getattr(schemas, "version", None))
            found = bodies.get(key)
            if found is None:
                tm = event.tree
                name = f"{tm['database_name']}.{tm['table_name']}"
                layout = primary = None
                if keep is None or keep(name):
                    columns = columns_of(tm, flavor_of(reader), *schema_for(schemas, name))
                    layout = layout_json(columns)
                    primary = json.dumps([c.name for c in columns if c.in_primary_key])
                found = bodies[key] = (name, tm["database_name"], tm["table_name"], layout, primary)
            name, db, table, layout, primary = found
            if layout is None:
                return None
            return {"file": event.file, "pos": event.pos, "db": db, "table": table, "layout": layout, "key": primary}

        def first_seen(row):
            if row is None or (row["db"], row["table"], row["layout"]) in seen:
                return False
            seen.add((row["db"], row["table"], row["layout"]))
            return True

        # only the table maps count here: every other event is passed over by its header, unread
        # (the typed pass that follows decodes them, and reports any that is damaged; with
        # selectors, the rows events are read, their rows not)
        selection, index = self._selection(split), split.file_index
        if selection is None:
            for event in reader:
                if event.type_code == TABLE_MAP:
                    row = layout_row(event)
                    if first_seen(row):
                        yield row
            return
        # with selectors, the layouts of the selected range: of the table maps shown, and of those
        # the rows events shown use (a map before a start, in this split or in its preamble)
        maps = {}  # table id -> the layout row of its latest map in this split (None: a table left out)
        preamble = None
        for event in selection.steps(reader, index):
            code = event.type_code
            if code == TABLE_MAP:
                row = maps[_table_id(reader, event)] = layout_row(event)
                if selection.shows(event, index) and first_seen(row):
                    yield row
            elif code in ROWS_EVENTS and selection.shows(event, index):
                table_id = _table_id(reader, event)
                if table_id in maps:
                    row = maps[table_id]
                else:  # mapped before the split's start
                    if preamble is None:
                        preamble = self._preamble_maps(split, layout_row)
                    row = preamble.get(table_id)
                if first_seen(row):
                    yield row

    def _preamble_maps(self, split, layout_row):
        """Table id -> the layout row of each TABLE_MAP of a split's preamble (the maps in effect
        at its start)."""
        from binlogspec.reader import Reader

        out = {}
        for pos, data in split.preamble[1:]:
            if len(data) > 4 and data[4] == TABLE_MAP:
                with Reader(data, backend=self.options.backend, checksum_errors="flag", name=split.file.name,
                            start=0, preamble=split.preamble[:1]) as lone:
                    event = next(iter(lone))
                    event.pos = pos
                    out[_table_id(lone, event)] = layout_row(event)
        return out

    def _typed(self, reader, gtid, split):
        from binlogspec.scan import Typed, scan

        o = self.options
        skip = self._skip(reader)
        if fastpath_usable(o.backend):  # Arrow batches from the fast decoder where it can
            fast.attach(reader, reader.schema, lazy="always" if skip else True)
        for _, batch in scan(reader, gtid=gtid, trx=split.trx, tables=self._keep([o.tables]), skip=skip,
                             selection=self._selection(split), index=split.file_index, typed=Typed(only=o.layout)):
            yield batch


# --------------------------------------------------------------------------- reading, shared
# The data source, and the UDTFs over a whole file's bytes (binlogspec_spark.udfs), read
# through these: one reading of faults, one walk, one rendering.

def batches(rows, schema):
    """Arrow batches of ``schema`` (a Spark StructType) from a generator of dict rows and
    Arrow batches (the fast decoder's), in order; dict rows are gathered :data:`BATCH` at a time
    (or fewer, when their text reaches :data:`BATCH_BYTES`)."""
    import pyarrow as pa
    from pyspark.sql.pandas.types import to_arrow_schema

    schema = to_arrow_schema(schema, timezone="UTC")
    pending, weight = [], 0
    for row in rows:
        if not isinstance(row, dict):  # a RecordBatch of the fast decoder
            if pending:
                yield pa.RecordBatch.from_pylist(pending, schema=schema)
                pending, weight = [], 0
            yield row
            continue
        pending.append(row)
        weight += _weight(row)
        if len(pending) >= BATCH or weight >= BATCH_BYTES:
            yield pa.RecordBatch.from_pylist(pending, schema=schema)
            pending, weight = [], 0
    if pending:
        yield pa.RecordBatch.from_pylist(pending, schema=schema)


def with_faults(reader, rows, name, permissive=True, type_column=None):
    """``rows`` (a walk of ``reader``: dict rows or Arrow batches), with the faults in their place.

    FAILFAST (``permissive`` false): a fault propagates, as a RuntimeError naming it.
    PERMISSIVE: the reader resyncs as ``binlogspec ... --permissive`` does (``on_error="resync"``),
    and every fault it records (one per quarantined span, one per rows event whose rows do not
    decode) gives a row of its own (:func:`binlogspec.splits.fault_row`, ``file`` ``name``
    where the fault names none), after the rows read before it; the rest is read on. Closes
    ``reader`` at the end."""
    new_faults = NewFaults(reader)

    def faults():
        return [fault_row(exc, name, type_column) for exc in new_faults()]

    with reader:
        try:
            for row in rows:
                yield row
                if new_faults.pending():
                    yield from faults()
        except errors.BinlogError as exc:
            if not permissive:
                raise RuntimeError(f"mysql_binlog: {exc}") from exc
            yield from faults()
            if not new_faults.told_of(exc):
                yield fault_row(exc, name, type_column)
            return
        yield from faults()


# the events mode's columns of a run's events, as walk.run_line writes them: each event a line of
# its fields and body (JSON text, which holds no control character unescaped) between unit
# separators, read by pyarrow's CSV reader
_RUN_FIELDS = ("pos", "next_pos", "type", "type_code", "timestamp", "server_id", "size", "log_pos", "flags")


def _run_line(at, body):
    return "\x1f".join([at[f] for f in _RUN_FIELDS] + [body]) + "\n"


def event_runs(reader, event, tables):
    """After ``event`` (a rows event of the fast path, the last the reader gave), the events mode's
    batches of the events right after it that runs take in C (:func:`binlogspec.walk.summary_runs`:
    rows events, every table's, their maps written again, GTIDs, XIDs, annotations), as
    :func:`binlogspec.splits.event_row` gives them one by one; ``tables``: the runs' tables met so far."""
    from binlogspec.fast import FastRows
    from binlogspec.walk import summary_runs

    if not isinstance(event.body, FastRows) or event.body.table.layout is None:
        return
    checksum = "ok" if reader.context.len_checksum else "none"
    for lines in summary_runs(reader, event, tables, _run_line):
        yield _event_batch(lines, reader.name, checksum)


def event_crossings(reader, tables):
    """After an event that is no rows event (the last the reader gave), the events mode's batches
    of the events right after it that a run of no table of its own takes in C
    (:func:`binlogspec.walk.crossing_runs`: statements, GTIDs, XIDs, and the rows events of
    ``tables``, the tables met so far): a binlog in statement or MIXED format, say."""
    from binlogspec.walk import crossing_runs

    checksum = "ok" if reader.context.len_checksum else "none"
    for lines in crossing_runs(reader, tables, _run_line):
        yield _event_batch(lines, reader.name, checksum)


def _event_batch(lines, file, checksum):
    import pyarrow as pa
    import pyarrow.compute as pc
    from pyarrow import csv

    from binlogspec.outputs import EVENTS

    names = list(_RUN_FIELDS) + ["body_json"]
    types = {"pos": pa.int64(), "next_pos": pa.int64(), "type": pa.string(), "type_code": pa.int32(),
             "timestamp": pa.int64(), "server_id": pa.int64(), "size": pa.int64(), "log_pos": pa.int64(),
             "flags": pa.int32(), "body_json": pa.string()}
    read = csv.read_csv(pa.py_buffer(lines),
                        read_options=csv.ReadOptions(column_names=names, use_threads=False,
                                                     block_size=max(1 << 20, len(lines) + 1)),
                        parse_options=csv.ParseOptions(delimiter="\x1f", quote_char=False, escape_char=False),
                        convert_options=csv.ConvertOptions(column_types=types, strings_can_be_null=False))
    n = read.num_rows
    columns = {name: read.column(name).combine_chunks() for name in names}
    columns["timestamp"] = pc.multiply(columns["timestamp"], 1_000_000).cast(EVENTS.field("timestamp").type)
    columns["file"] = pa.array([file] * n, pa.string()) if n else pa.array([], pa.string())
    columns["checksum"] = pa.array([checksum] * n, pa.string()) if n else pa.array([], pa.string())
    columns["payload_offset"] = pa.nulls(n, pa.int64())
    columns["_corrupt_record"] = pa.nulls(n, pa.string())
    return pa.RecordBatch.from_arrays([columns[f.name].cast(f.type) for f in EVENTS], schema=EVENTS)


def change_batches(reader, *, gtid=None, trx=(None, False), tables=None, backend="kaitai", permissive=True,
                   selection=None, index=0, fast_backend=None):
    """The rows mode of ``reader``'s events (:data:`ROWS_SCHEMA`): Arrow batches, the fast
    decoder's where it takes an event (:class:`binlogspec.outputs.ChangesTable`), from
    the one walk (:func:`binlogspec.walk.steps`). ``gtid``, ``trx``: the GTID and transaction
    state at the reader's start (a split's); ``tables``: ``db.table`` globs, or a predicate on
    ``"db.table"``; ``selection``: mysqlbinlog's selectors (:class:`binlogspec.selectors.Selection`)
    for the reader's file, ``index`` in the read; ``fast_backend``: a
    :class:`binlogspec.fast.FastBackend` to decode by rather than a new one (one that serves many
    readers; lazy as this walk's would be). Read it through :func:`with_faults` for the faults'
    rows."""
    from binlogspec.outputs import ChangesTable
    from binlogspec.scan import scan

    skip = skipper(reader, permissive)
    if fast_backend is not None or fastpath_usable(backend):  # Arrow batches from the fast decoder where it can
        fast.attach(reader, reader.schema, lazy="always" if skip else True, backend=fast_backend)
    keep = tables if callable(tables) else table_matcher(tables)
    for _, batch in scan(reader, gtid=gtid, trx=trx, tables=keep, selection=selection, index=index, skip=skip,
                         changes=ChangesTable()):
        yield batch


def _table_id(reader, event):
    """The table id of a TABLE_MAP or rows event, from its bytes (4 or 6 of them, as the format
    description's post-header lengths say)."""
    start = event.params["len_header"]
    width = reader.context.table_id_width_of(event.type_code) if reader.context is not None else 6
    return int.from_bytes(event.raw[start:start + width], "little")
