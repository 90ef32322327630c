"""Typed tables as Arrow batches: one table layout's row changes in the typed mode's schema
(:func:`binlogspec_spark.datasource.typed_schema`), written by the fast decoder straight from
the row images (:mod:`binlogspec.fast`, :mod:`binlogspec.arrow`) where it takes the event, and
from the walk's Python values (:meth:`binlogspec.walk.RowsStep.changes`, converted by
:func:`binlogspec_spark.types.convert`) where it does not, with the same rows either way.

:class:`TypedTable` serves the source's typed mode (one layout per read) and the job's one pass
(every table and layout of a file at once).
"""

import json

import pyarrow as pa

from binlogspec import fast
from binlogspec.arrow import arrow_type, batch_arrays, struct_array

BATCH_ROWS = 65536
META = ("op", "file", "pos", "row_index", "timestamp", "gtid", "trx_pos")


def _same_type(a, b):
    if pa.types.is_list(a) and pa.types.is_list(b):
        return _same_type(a.value_type, b.value_type)
    return a == b


def layout_of(layout):
    """A layout as :func:`binlogspec_spark.datasource.layout_json` writes it, as a list."""
    return json.loads(layout) if isinstance(layout, str) else layout


class TypedTable:
    """The typed-mode batches of one table layout (``layout``: the layout JSON text or its list).

    :meth:`add` takes the walk's steps of that layout, in order, and returns the batches that
    are full; :meth:`finish` the rest. A step the fast decoder took goes into an Arrow builder in
    C; any other (or one whose values its Arrow rules refuse) is converted from Python values;
    the two kinds of batch alternate in file order."""

    def __init__(self, layout, batch_rows=BATCH_ROWS):
        from pyspark.sql.pandas.types import to_arrow_schema
        from pyspark.sql.types import _parse_datatype_json_string

        from binlogspec_spark.datasource import TYPED_META, typed_schema

        columns = layout_of(layout)
        self.layout = json.dumps(columns, separators=(",", ":"))
        self.schema = to_arrow_schema(typed_schema(columns), timezone="UTC")
        names = {c["name"] for c in columns}
        self.meta = {n: (n if n not in names else "_" + n) for n, _ in TYPED_META}
        self.before = "before" if "before" not in names else "_before"
        self.fields = [(c["name"], _parse_datatype_json_string(c["type"])) for c in columns]
        self.own = [self.schema.field(c["name"]) for c in columns]
        self.batch_rows = batch_rows
        self.rows = 0
        self._accepted = {}  # id(TableLayout) -> (TableLayout, its Arrow buffers fit this schema)
        self._builder = None  # (TableLayout, _fastrows.Batch)
        self._pending = []    # Python rows

    def add(self, step):
        """Take one walk step of this layout; returns the batches completed."""
        out = []
        body = step.fast
        if body is not None and self._fits(body.table):
            info = body.table
            if self._pending:
                out.append(self._flush_python())
            if self._builder is None or self._builder[0].layout is not info.layout:
                out.extend(self._flush_fast())
                self._builder = (info, fast._fastrows.Batch(info.layout, info.arrow_kinds))
            header, event = body.header, step.event
            try:
                added = self._builder[1].append(body.data, body.start, body.end, header["is_write"],
                                                header["is_delete"], header["num_columns"], header["present"],
                                                header["present_after"], step.op, event.file, event.pos,
                                                event.timestamp * 1_000_000, step.gtid, step.trx_pos)
            except Exception:
                pass  # values its Arrow rules do not take: this event through the Python values
            else:
                self.rows += added
                if self._builder[1].rows >= self.batch_rows:
                    out.extend(self._flush_fast())
                return out
        changes = step.changes()
        if changes:
            out.extend(self._flush_fast())
            for change in changes:
                self._pending.append(self._row(step.trx_pos, change))
                if len(self._pending) >= self.batch_rows:
                    out.append(self._flush_python())
            self.rows += len(changes)
        return out

    def finish(self):
        """The batches still held."""
        out = self._flush_fast()
        if self._pending:
            out.append(self._flush_python())
        return out

    def _fits(self, info):
        seen = self._accepted.get(id(info))
        if seen is None or seen[0] is not info:
            ok = info.arrow_kinds is not None and len(info.columns) == len(self.own) \
                and all(_same_type(arrow_type(c), f.type) for c, f in zip(info.columns, self.own))
            seen = self._accepted[id(info)] = (info, ok)
        return seen[1]

    def _flush_fast(self):
        if self._builder is None or not self._builder[1].rows:
            return []
        rows, meta, own, before, bv, bn = batch_arrays(self._builder[1].finish(), [f.type for f in self.own])
        arrays = {self.meta[m]: meta[m] for m in META}
        for f, a in zip(self.own, own):
            arrays[f.name] = a
        arrays[self.before] = struct_array(before, [f.name for f in self.own], bv, bn, rows)
        arrays["_corrupt_record"] = pa.nulls(rows, pa.string())
        return [pa.RecordBatch.from_arrays([arrays[f.name] for f in self.schema], schema=self.schema)]

    def _row(self, trx_pos, change):
        from binlogspec_spark.types import convert

        meta, fields = self.meta, self.fields
        image = change.before if change.op == "delete" else change.after
        row = {name: convert(image.get(name), dtype) for name, dtype in fields}
        row[self.before] = (None if change.op == "insert" or change.before is None else
                            {name: convert(change.before.get(name), dtype) for name, dtype in fields})
        row.update({meta["op"]: change.op, meta["file"]: change.file, meta["pos"]: change.pos,
                    meta["row_index"]: change.row_index, meta["timestamp"]: change.timestamp * 1_000_000,
                    meta["gtid"]: change.gtid, meta["trx_pos"]: trx_pos})
        return row

    def _flush_python(self):
        batch = pa.RecordBatch.from_pylist(self._pending, schema=self.schema)
        self._pending = []
        return batch
