"""The output tables, with no Spark: their Arrow schemas, and the builders that make their
batches.

The schemas of the rows, events, layouts and typed modes are pyarrow schemas, and a table
layout's columns its JSON text (:func:`layout_json`). The column types come from binlogspec's one
type table (:func:`binlogspec.rules.arrow_type`); the Spark types of the data source
(:mod:`binlogspec_spark.datasource`) are these schemas as Spark reads Arrow
(``from_arrow_schema``), and a layout names each column's Spark type as Spark writes it
(``DataType.json()``), made here from the Arrow type by :func:`spark_json`, so that ``binlogspec
parquet`` (one machine, pyarrow alone) writes what the Spark job writes. Tests hold both to
pyspark's own conversion.

The batches are written by the fast decoder straight from the row images (:mod:`binlogspec.fast`,
:mod:`binlogspec.arrow`) where it takes the event, and from the walk's Python values
(:meth:`binlogspec.walk.RowsStep.changes`) where it does not, with the same rows either way:

- :class:`TypedTable`: one table layout's row changes in the typed mode's schema
  (:func:`typed_schema`), for the source's typed mode (one layout per read) and the job's one
  pass (every table and layout of a file at once): the one Arrow builder of
  :mod:`binlogspec.arrow` (:class:`~binlogspec.arrow.TableBuilder`) given that schema;
- :class:`ChangesTable`: the row changes of any tables in the rows mode's schema (:data:`ROWS`:
  images as JSON text and as maps of each value's text, :func:`binlogspec.splits.change_row`),
  for the rows mode and the job's changes table.

Nothing here needs Spark: ``binlogspec parquet`` runs them with pyarrow alone.
"""

import json

import pyarrow as pa

from binlogspec import fast
from binlogspec.arrow import TableBuilder
from binlogspec.rules import arrow_type
from binlogspec.walk import run_on

__all__ = ["BATCH_ROWS", "CHANGES_BATCH_BYTES", "EVENTS", "LAYOUTS", "ROWS", "TYPED_META", "ChangesTable", "TypedTable",
           "arrow_of", "layout_json", "layout_of", "spark_json", "typed_schema"]

S, L, I, TS = pa.string(), pa.int64(), pa.int32(), pa.timestamp("us", tz="UTC")
MAP = pa.map_(pa.string(), pa.string())


def _schema(*spec):
    return pa.schema([pa.field(name, dtype) for name, dtype in spec])


#: ``mode=rows``: one row per row change (see the data source's documentation).
ROWS = _schema(
    ("file", S), ("pos", L), ("next_pos", L), ("row_index", I), ("timestamp", TS), ("server_id", L),
    ("gtid", S), ("trx_pos", L), ("db", S), ("table", S), ("op", S), ("before_json", S), ("after_json", S),
    ("before", MAP), ("after", MAP), ("_corrupt_record", S),
)
#: ``mode=events``: one row per event, as ``binlogspec events`` prints it.
EVENTS = _schema(
    ("file", S), ("pos", L), ("next_pos", L), ("payload_offset", L), ("type", S), ("type_code", I),
    ("timestamp", TS), ("server_id", L), ("size", L), ("log_pos", L), ("flags", I), ("checksum", S),
    ("body_json", S), ("_corrupt_record", S),
)
#: ``mode=layouts`` (``read_table``'s first pass): each layout of each table once.
LAYOUTS = _schema(("file", S), ("pos", L), ("db", S), ("table", S), ("layout", S), ("key", S), ("_corrupt_record", S))
#: The columns ``read_table`` adds to a table's own (with a leading ``_`` where the table has a
#: column of that name).
TYPED_META = (("op", S), ("file", S), ("pos", L), ("row_index", I), ("timestamp", TS), ("gtid", S), ("trx_pos", L))

# Arrow types and Spark's names of them (Spark's DataType.typeName, and how from_arrow_type reads each)
_SPARK_NAMES = {pa.int32(): "integer", pa.int64(): "long", pa.float32(): "float", pa.float64(): "double",
                pa.date32(): "date", pa.timestamp("us"): "timestamp_ntz", TS: "timestamp",
                pa.duration("us"): "interval day to second", pa.string(): "string", pa.binary(): "binary"}
_ARROW_TYPES = {name: typ for typ, name in _SPARK_NAMES.items()}


def _spark_value(typ):
    if pa.types.is_decimal(typ):
        return f"decimal({typ.precision},{typ.scale})"
    if pa.types.is_list(typ):
        return {"containsNull": True, "elementType": _spark_value(typ.value_type), "type": "array"}
    try:
        return _SPARK_NAMES[typ]
    except KeyError:
        raise ValueError(f"no Spark type for Arrow {typ}") from None


def spark_json(typ):
    """The Spark type an Arrow type (of :func:`binlogspec.rules.arrow_type`) is read as, as
    ``DataType.json()`` writes it: what a layout's ``type`` holds."""
    return json.dumps(_spark_value(typ), separators=(",", ":"), sort_keys=True)


def _arrow_value(value):
    if isinstance(value, dict):
        if value.get("type") != "array":
            raise ValueError(f"no Arrow type for Spark {value}")
        # (Spark writes a list's item as "element")
        return pa.list_(pa.field("element", _arrow_value(value["elementType"])))
    if value.startswith("decimal("):
        precision, scale = value[len("decimal("):-1].split(",")
        return pa.decimal128(int(precision), int(scale))
    try:
        return _ARROW_TYPES[value]
    except KeyError:
        raise ValueError(f"no Arrow type for Spark {value!r}") from None


def arrow_of(spark_type_json):
    """The Arrow type of a layout column's ``type`` (:func:`spark_json`'s text), as Spark's
    ``to_arrow_type`` gives it."""
    return _arrow_value(json.loads(spark_type_json))


def layout_json(columns):
    """A table layout as stable JSON text: each column's name, Spark type and MySQL type."""
    return json.dumps([{"name": c.name, "type": spark_json(arrow_type(c)), "mysql": c.real_type_name or c.type_name}
                       for c in columns], separators=(",", ":"))


def typed_schema(layout):
    """The Arrow schema of ``read_table`` (the typed mode) for a layout (its list of columns): the
    meta columns, the table's own, a ``before`` struct of the same, ``_corrupt_record``."""
    own = [pa.field(c["name"], arrow_of(c["type"])) for c in layout]
    names = {c["name"] for c in layout}
    meta = [pa.field(n if n not in names else "_" + n, t) for n, t in TYPED_META]
    before = pa.field("before" if "before" not in names else "_before", pa.struct(own))
    return pa.schema(meta + own + [before, pa.field("_corrupt_record", S)])


BATCH_ROWS = 65536
# a changes batch is cut earlier when its text reaches this (the C builder's runs cut it there too)
CHANGES_BATCH_BYTES = fast._fastrows.CHANGES_BATCH_BYTES if fast._fastrows is not None else 32 << 20


def layout_of(layout):
    """A layout as :func:`layout_json` writes it, as a list."""
    return json.loads(layout) if isinstance(layout, str) else layout


class TypedTable(TableBuilder):
    """The typed-mode batches of one table layout (``layout``: the layout JSON text or its list):
    the one Arrow builder (:class:`binlogspec.arrow.TableBuilder`) in the typed mode's schema, each
    row's transaction position recorded.

    :meth:`add` takes the walk's steps of that layout, in order, and returns the batches that
    are full; :meth:`finish` the rest. A step the fast decoder took goes into an Arrow builder in
    C; any other (or one whose values its Arrow rules refuse) is converted from Python values;
    the two kinds of batch alternate in file order."""

    def __init__(self, layout, batch_rows=BATCH_ROWS):
        columns = layout_of(layout)
        self.layout = json.dumps(columns, separators=(",", ":"))
        super().__init__(batch_rows, schema=typed_schema(columns), own=[c["name"] for c in columns],
                         meta=tuple(n for n, _ in TYPED_META), hold=True)

    def add(self, step, reader=None):
        """Take one walk step of this layout; returns the batches completed. ``reader``: the
        walk's reader, when every event of it is the walk's (no selectors): the rows events after
        a step the C builder took are then read and appended in C while they can be
        (:func:`binlogspec.walk.run_on`)."""
        out: list = []
        builder = self.add_step(step, out)
        if builder is not None:
            # runs until the batch is full, which is then the one batch returned: a run goes
            # on across transactions, so going on after a full batch would hold a split's
            # batches at once (the walk's next step of the layout goes on from there)
            while reader is not None and builder.rows < self.batch_rows:
                held = builder.rows
                if not run_on(reader, builder, step, self.batch_rows):
                    break
                self.rows += builder.rows - held
            if builder.rows >= self.batch_rows:
                out.extend(self.flush_c())
        return out


class ChangesTable:
    """The rows-mode batches of the walk's steps, of any tables: :meth:`add` takes the steps in
    file order and returns the batches that are full; :meth:`finish` the rest. A step the fast
    decoder took is written by the C builder (``_fastrows.Changes``: the JSON text of each image
    is the C NDJSON writer's, the maps' texts that JSON unquoted); any other (or one whose values
    the C rules refuse) is made of :func:`binlogspec.splits.change_row` rows; the two kinds of
    batch alternate in file order. ``counts`` holds the row changes added per ``(db, table)``."""

    def __init__(self, batch_rows=BATCH_ROWS, batch_bytes=CHANGES_BATCH_BYTES):
        self.schema = ROWS
        self.batch_rows, self.batch_bytes = batch_rows, batch_bytes
        self.counts = {}
        self._builder = None
        self._pending = []

    def add(self, step):
        """Take one walk step; returns the batches completed."""
        out = []
        body = step.fast
        name = (step.db, step.table)
        if body is not None:
            if self._pending:  # the Python rows before this event's go first
                out.append(self._flush_python())
            if self._builder is None:
                self._builder = fast._fastrows.Changes()
            header, event = body.header, step.event
            try:
                added = self._builder.append(body.table.layout, body.data, body.start, body.end, header["is_write"],
                                             header["is_delete"], header["num_columns"], header["present"],
                                             header["present_after"], event.file, event.pos, event.next_pos,
                                             event.timestamp * 1_000_000, event.server_id, step.gtid, step.trx_pos,
                                             step.db, step.table, step.op)
            except Exception:
                pass  # values the C rules do not take: this event through the Python values
            else:
                self.counts[name] = self.counts.get(name, 0) + added
                if self._builder.rows >= self.batch_rows or self._builder.nbytes >= self.batch_bytes:
                    out.extend(self._flush_fast())
                return out
        from binlogspec.splits import change_row

        changes = step.changes()
        if changes:
            out.extend(self._flush_fast())
            for change in changes:
                self._pending.append(change_row(step.trx_pos, change))
                if len(self._pending) >= 2048:
                    out.append(self._flush_python())
            self.counts[name] = self.counts.get(name, 0) + len(changes)
        return out

    def fast_builder(self):
        """The C builder, when the next rows may go there (no Python rows held), else None."""
        if self._pending:
            return None
        if self._builder is None:
            self._builder = fast._fastrows.Changes()
        return self._builder

    def full(self):
        """The batch under way, when full (runs fill it past a step: see fast_builder)."""
        builder = self._builder
        if builder is not None and (builder.rows >= self.batch_rows or builder.nbytes >= self.batch_bytes):
            return self._flush_fast()
        return []

    def add_row(self, row):
        """A row made elsewhere (a fault's), after what was added before; returns the batches completed."""
        out = self._flush_fast()
        self._pending.append(row)
        return out

    def finish(self):
        """The batches still held."""
        out = self._flush_fast()
        if self._pending:
            out.append(self._flush_python())
        return out

    def _flush_fast(self):
        if self._builder is None or not self._builder.rows:
            return []
        return [self._finish_fast()]

    def _finish_fast(self):
        from binlogspec.arrow import column_array

        rows, cols = self._builder.finish()
        s = self.schema
        arrays = [column_array(cols[k], s.field(k).type) for k in range(13)]
        for keys, values in ((cols[13], cols[14]), (cols[15], cols[16])):
            arrays.append(_map_array(keys, values, s.field(len(arrays)).type))
        arrays.append(pa.nulls(rows, pa.string()))
        return pa.RecordBatch.from_arrays(arrays, schema=s)

    def _flush_python(self):
        batch = pa.RecordBatch.from_pylist(self._pending, schema=self.schema)
        self._pending = []
        return batch


def _map_array(keys, values, typ):
    """A map column the C builder wrote: a list column whose child is the keys, and the values."""
    from binlogspec.arrow import _buffer, column_array

    kind, length, nulls, valid, _, offsets, child_offsets, child_data, child_length = keys
    key_array = pa.Array.from_buffers(typ.key_type, child_length, [None, pa.py_buffer(child_offsets),
                                                                   pa.py_buffer(child_data)], 0)
    entries = pa.StructArray.from_arrays([key_array, column_array(values, typ.item_type)],
                                         fields=[typ.key_field, typ.item_field])
    return pa.Array.from_buffers(typ, length, [_buffer(valid), pa.py_buffer(offsets)], nulls, children=[entries])
