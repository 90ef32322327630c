"""The source's tables as Arrow batches, written by the fast decoder straight from the row images
(:mod:`binlogspec.fast`, :mod:`binlogspec.arrow`) where it takes the event, and from the walk's
Python values (:meth:`binlogspec.walk.RowsStep.changes`) where it does not, with the same rows
either way:

- :class:`TypedTable`: one table layout's row changes in the typed mode's schema
  (:func:`binlogspec_spark.tables.typed_schema`), for the source's typed mode (one layout per
  read) and the job's one pass (every table and layout of a file at once): the one Arrow builder
  of :mod:`binlogspec.arrow` (:class:`~binlogspec.arrow.TableBuilder`) given that schema;
- :class:`ChangesTable`: the row changes of any tables in the rows mode's schema
  (:data:`binlogspec_spark.tables.ROWS`: images as JSON text and as maps of each value's text,
  :func:`binlogspec.splits.change_row`), for the rows mode and the job's changes table.

Nothing here needs Spark: ``binlogspec parquet`` runs them with pyarrow alone.
"""

import json

import pyarrow as pa

from binlogspec import fast
from binlogspec.arrow import TableBuilder
from binlogspec.walk import run_on

BATCH_ROWS = 65536
# a changes batch is cut earlier when its text reaches this (the C builder's runs cut it there too)
CHANGES_BATCH_BYTES = fast._fastrows.CHANGES_BATCH_BYTES if fast._fastrows is not None else 32 << 20


def layout_of(layout):
    """A layout as :func:`binlogspec_spark.datasource.layout_json` writes it, as a list."""
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
        from binlogspec_spark.tables import TYPED_META, typed_schema

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
        from binlogspec_spark.tables import ROWS

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
