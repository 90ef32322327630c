"""The ``mysql_binlog`` source's typed mode on the fast decoder: Arrow batches straight from the
row images (:mod:`binlogspec.fast`, :mod:`binlogspec.arrow`).

:func:`typed_walk` stands in for :func:`binlogspec_spark.core.walk_changes` in the typed mode:
it yields ``(trx_pos, RowChange)`` like it, except that the rows of events the fast decoder
takes come as ``(None, pyarrow.RecordBatch)`` in the source's Arrow schema. Everything else
(other tables, other layouts, events the fast path leaves to the spec, values its C rules do not
take) is the walk's own Python values (:meth:`binlogspec.walk.RowsStep.changes`), so the rows are the same.
"""

import pyarrow as pa

from binlogspec import fast, walk
from binlogspec.arrow import arrow_type, batch_arrays, struct_array

BATCH_ROWS = 65536
META = ("op", "file", "pos", "row_index", "timestamp", "gtid", "trx_pos")


def _same_type(a, b):
    if pa.types.is_list(a) and pa.types.is_list(b):
        return _same_type(a.value_type, b.value_type)
    return a == b


class _Target:
    """The Arrow schema of the typed mode, and where its columns go."""

    def __init__(self, schema, columns, names, before_name):
        self.schema = schema
        self.types = [schema.field(n).type for n, _ in columns]
        self.meta_types = [schema.field(names[m]).type for m in META]
        self.before_name = before_name
        self.own = [n for n, _ in columns]


def typed_walk(reader, *, gtid, tracker, keep, schema, wanted, arrow_schema, names, before_name, layout_json):
    """See the module documentation. ``wanted``: the layout JSON the typed read is for;
    ``names``: meta column name -> its name in the schema; ``layout_json``: the data source's
    function of a column list."""
    fast.attach(reader, schema)
    accepted = {}   # id(TableLayout) -> (TableLayout, usable for the batch)
    batch = None    # (TableLayout, _fastrows.Batch)
    own_fields = [f for f in arrow_schema if f.name not in set(names.values()) | {before_name, "_corrupt_record"}]

    def flush():
        nonlocal batch
        if batch is None or not batch[1].rows:
            return None
        info, builder = batch
        rows, meta, own, before, bv, bn = batch_arrays(builder.finish(), [f.type for f in own_fields])
        arrays = {names[m]: meta[m] for m in META}
        for f, a in zip(own_fields, own):
            arrays[f.name] = a
        arrays[before_name] = struct_array(before, [f.name for f in own_fields], bv, bn, rows)
        arrays["_corrupt_record"] = pa.nulls(rows, pa.string())
        return pa.RecordBatch.from_arrays([arrays[f.name] for f in arrow_schema], schema=arrow_schema)

    for step in walk.steps(reader, schema=schema, tables=keep, gtid=gtid, tracker=tracker):
        body = step.fast
        if body is not None:
            info = body.table
            seen = accepted.get(id(info))
            if seen is None or seen[0] is not info:
                ok = info.arrow_kinds is not None and layout_json(info.columns) == wanted \
                    and all(_same_type(arrow_type(c), f.type) for c, f in zip(info.columns, own_fields)) \
                    and len(info.columns) == len(own_fields)
                seen = accepted[id(info)] = (info, ok)
            if seen[1]:
                if batch is None or batch[0].layout is not info.layout:
                    done = flush()
                    if done is not None:
                        yield None, done
                    batch = (info, fast._fastrows.Batch(info.layout, info.arrow_kinds))
                header, event = body.header, step.event
                try:
                    batch[1].append(body.data, body.start, body.end, header["is_write"], header["is_delete"],
                                    header["num_columns"], header["present"], header["present_after"],
                                    step.op, event.file, event.pos, event.timestamp * 1_000_000,
                                    step.gtid, step.trx_pos)
                except Exception:
                    pass  # this event's rows through the Python values, below
                else:
                    if batch[1].rows >= BATCH_ROWS:
                        yield None, flush()
                    continue
        # not for a batch: as walk_changes gives it
        changes = step.changes()
        if changes:
            done = flush()
            if done is not None:
                yield None, done
            for change in changes:
                yield step.trx_pos, change
    done = flush()
    if done is not None:
        yield None, done
