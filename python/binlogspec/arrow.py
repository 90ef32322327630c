"""Row changes of one table as Arrow record batches.

    import binlogspec.arrow
    for batch in binlogspec.arrow.record_batches("binlog.000001", table="shop.orders"):
        ...                                   # pyarrow.RecordBatch

Columns: ``op`` (``insert``/``update``/``delete``), ``file``, ``pos`` (of the rows event),
``row_index``, ``timestamp`` (the event's, UTC), ``gtid``, then the table's own columns holding
the row after the change (before it, for a delete), then ``before``: a struct of the same
columns with the row before an update or delete (NULL for an insert). Own columns named like
one of the others are prefixed with ``_`` there (``_op``). Types:

| column | Arrow type |
|---|---|
| TINYINT, SMALLINT, MEDIUMINT, signed INT, YEAR | int32 |
| unsigned INT, signed BIGINT, BIT(n < 64), SET without labels | int64 |
| unsigned BIGINT, BIT(64) | decimal128(20, 0) |
| DECIMAL(p, s) | decimal128(p, s); string when p > 38 |
| FLOAT, DOUBLE | float32, float64 |
| DATE | date32 |
| DATETIME | timestamp[us] |
| TIMESTAMP | timestamp[us, UTC] |
| TIME | duration[us] |
| CHAR, VARCHAR, TEXT (known charset), ENUM, JSON | string |
| BINARY, VARBINARY, BLOB, GEOMETRY (its WKB) | binary |
| SET | list<string> (sorted labels) |
| VECTOR | list<float32> |

Zero dates are NULL; columns a MINIMAL/NOBLOB image leaves out are NULL. These are the types
of the Spark source's ``read_table`` (:mod:`binlogspec_spark.types`), so the two agree.

The buffers are written by the fast decoder (:mod:`binlogspec.fast`) straight from the row
images, without Python objects per value. Columns it has no Arrow rule for (JSON, TIME, VECTOR,
old temporal types) and events it cannot take (row format v0, bytes that do not fit) go through
the Python values (:func:`binlogspec.rows.row_changes`' rules), with the same result.
When the table's layout changes inside the file (an ``ALTER TABLE``), the batches after the change
have the new layout's schema.

One builder makes every Arrow batch of a table's row changes: :class:`TableBuilder` (C rows and
Python rows kept in file order, cut at ``batch_rows``, a layout change sent out first), with the
output schema and meta columns its user gives: :func:`table_batches` and the Delta mirror
(:class:`TableBuilders`, one per table) and the Spark typed mode and job
(``binlogspec.outputs.TypedTable``). :func:`binlogspec.walk.run_others` gives the runs after a step the
other tables whose batches take their events in C.
"""

import datetime
import json

from typing import Iterator, Optional, Sequence

from binlogspec import _blas  # noqa: F401 - before pyarrow, which imports numpy: see _blas

import pyarrow as pa

from binlogspec import errors, fast
from binlogspec._typing import Source, TableSchema
from binlogspec.jsonout import to_jsonable
from binlogspec.records import Column
from binlogspec.rules import Unfit, arrow_kind, arrow_type, exact_decimal  # noqa: F401 - arrow_kind: part of this module's interface
from binlogspec.values import Geometry, ZeroDate

__all__ = ["arrow_kind", "arrow_type", "record_batches", "table_batches", "table_schema", "widened"]

UTC = datetime.timezone.utc
META = ("op", "file", "pos", "row_index", "timestamp", "gtid")
META_TYPES = {"op": pa.string(), "file": pa.string(), "pos": pa.int64(), "row_index": pa.int32(),
              "timestamp": pa.timestamp("us", tz="UTC"), "gtid": pa.string(), "trx_pos": pa.int64()}


def arrow_value(value, typ):
    """A Python value of :func:`binlogspec.rows.row_changes` as the Arrow value of ``typ``."""
    if value is None or isinstance(value, ZeroDate):
        return None
    if pa.types.is_string(typ):
        if isinstance(value, str):
            return str(value)
        rendered = to_jsonable(value)
        return rendered if isinstance(rendered, str) else json.dumps(rendered, ensure_ascii=False, separators=(",", ":"))
    if pa.types.is_binary(typ):
        if isinstance(value, Geometry):
            return bytes(value.wkb)
        if isinstance(value, str):
            return value.encode("utf-8", "surrogateescape")
        return bytes(value)
    if pa.types.is_decimal(typ):
        return exact_decimal(value, typ.precision, typ.scale)
    if pa.types.is_integer(typ):
        return int(value)
    if pa.types.is_floating(typ):
        return float(value)
    if pa.types.is_timestamp(typ) and typ.tz:
        return value if value.tzinfo else value.replace(tzinfo=UTC)
    if pa.types.is_list(typ):
        if isinstance(value, (set, frozenset)):
            return sorted(str(v) for v in value)
        return [float(v) for v in value] if pa.types.is_floating(typ.value_type) else list(value)
    return value


def widened(a, b):
    """The Arrow type that holds every value of types ``a`` and ``b`` without loss, or None: a
    column whose type an ALTER TABLE changed, where its layouts are merged into one table
    (``read_table``, the Delta mirror). Integers widen to the wider, integers and decimals to a
    decimal with the digits of both (at most 38), FLOAT and DOUBLE to DOUBLE; anything else does
    not widen."""
    if a == b:
        return a
    digits = {8: 3, 16: 5, 32: 10, 64: 19}

    def as_decimal(t):
        if pa.types.is_signed_integer(t):
            return pa.decimal128(digits[t.bit_width], 0)
        return t if pa.types.is_decimal128(t) else None

    if pa.types.is_signed_integer(a) and pa.types.is_signed_integer(b):
        return a if a.bit_width >= b.bit_width else b
    da, db = as_decimal(a), as_decimal(b)
    if da is not None and db is not None:
        scale = max(da.scale, db.scale)
        precision = max(da.precision - da.scale, db.precision - db.scale) + scale
        return pa.decimal128(precision, scale) if precision <= 38 else None
    if pa.types.is_floating(a) and pa.types.is_floating(b):
        return pa.float64()
    return None


def column_names(own, meta=META):
    """The column names of a table's batches: ``{meta: its name}`` for ``meta`` (a meta column
    whose name the table's own columns ``own`` take gets a ``_`` before it; ``before`` too)."""
    taken = set(own)
    names = {n: (n if n not in taken else "_" + n) for n in meta}
    names["before"] = "before" if "before" not in taken else "_before"
    return names


def table_schema(columns: Sequence[Column]) -> "pa.Schema":
    """The schema of :func:`record_batches` for a table's columns."""
    own = [c.name for c in columns]
    names = column_names(own)
    types = [arrow_type(c) for c in columns]
    fields = [pa.field(names[n], META_TYPES[n]) for n in META]
    fields += [pa.field(n, t) for n, t in zip(own, types)]
    fields.append(pa.field(names["before"], pa.struct([pa.field(n, t) for n, t in zip(own, types)])))
    return pa.schema(fields)


def _buffer(raw):
    return None if raw is None else pa.py_buffer(raw)


def column_array(export, typ):
    """One column the C decoder wrote (``Batch.finish()``'s tuple) as an Arrow array of ``typ``."""
    kind, length, nulls, valid, data, offsets, child_offsets, child_data, child_length = export
    vb = _buffer(valid)
    if pa.types.is_list(typ):
        child = pa.Array.from_buffers(typ.value_type, child_length, [None, pa.py_buffer(child_offsets),
                                                                     pa.py_buffer(child_data)], 0)
        return pa.Array.from_buffers(typ, length, [vb, pa.py_buffer(offsets)], nulls, children=[child])
    if pa.types.is_string(typ) or pa.types.is_binary(typ):
        return pa.Array.from_buffers(typ, length, [vb, pa.py_buffer(offsets), pa.py_buffer(data)], nulls)
    return pa.Array.from_buffers(typ, length, [vb, pa.py_buffer(data)], nulls)


def batch_arrays(finished, fields, names):
    """``Batch.finish()`` of a table's rows as ``{column name: array}``: the meta columns
    ``names`` names (:func:`column_names`), each of ``fields`` (its own columns: Arrow fields),
    and the ``before`` struct of the same (NULL for inserts)."""
    rows, meta, main, before, before_valid, before_nulls = finished
    out = {names[n]: column_array(meta[k], META_TYPES[n]) for k, n in enumerate(META + ("trx_pos",)) if n in names}
    for field, export in zip(fields, main):
        out[field.name] = column_array(export, field.type)
    children = [column_array(e, f.type) for e, f in zip(before, fields)]
    out[names["before"]] = pa.Array.from_buffers(pa.struct(fields), rows, [_buffer(before_valid)], before_nulls,
                                                 children=children)
    return out


def change_rows(changes, fields, names, trx_pos=None):
    """Row changes of one table layout as rows (dicts) of the same columns as
    :func:`batch_arrays`, their Python values converted to the Arrow types of ``fields``
    (``trx_pos``: the transaction's position, where ``names`` has the column). A value its type
    cannot hold (:class:`binlogspec.rules.Unfit`) is a :class:`~binlogspec.errors.DecodeError` at
    its change's event, with no row of the changes made."""
    own = [(f.name, f.type) for f in fields]
    rows = []
    for change in changes:
        try:
            image = change.before if change.op == "delete" else change.after
            row = {names["op"]: change.op, names["file"]: change.file, names["pos"]: change.pos,
                   names["row_index"]: change.row_index, names["timestamp"]: change.timestamp * 1_000_000,
                   names["gtid"]: change.gtid}
            row.update({n: arrow_value(image.get(n), t) for n, t in own})
            row[names["before"]] = (None if change.op == "insert" or change.before is None else
                                    {n: arrow_value(change.before.get(n), t) for n, t in own})
        except Unfit as exc:
            raise errors.DecodeError(f"{change.db}.{change.table} row {change.row_index}: {exc}",
                                     file=change.file, offset=change.pos) from None
        if "trx_pos" in names:
            row[names["trx_pos"]] = trx_pos
        rows.append(row)
    return rows


def _own_fields(schema, columns):
    return [schema.field(c.name) for c in columns]


def _c_batch(finished, columns, schema):
    arrays = batch_arrays(finished, _own_fields(schema, columns), column_names([c.name for c in columns]))
    return pa.RecordBatch.from_arrays([arrays[f.name] for f in schema], schema=schema)


def python_rows(changes, columns):
    """The rows of :func:`record_batches` for row changes of one column list (:func:`change_rows`)."""
    return change_rows(changes, _own_fields(table_schema(columns), columns), column_names([c.name for c in columns]))


def record_batches(source: Source, table: str, *, schema: Optional[TableSchema] = None, batch_rows: int = 65536,
                   checksum_errors: str = "raise", use_fast: bool = True) -> Iterator["pa.RecordBatch"]:
    """Row changes of ``table`` (``"db.table"``) in a binlog as ``pyarrow.RecordBatch`` objects of
    at most ``batch_rows`` rows (see the module documentation). ``schema``: a ``CREATE TABLE``
    statement for a table whose table maps lack column names. ``use_fast=False`` converts the
    Python values of the spec-driven path instead (the same batches, slower)."""
    schemas = {table: schema} if schema is not None else None
    for _, batch in table_batches(source, {table}, schema=schemas, batch_rows=batch_rows,
                                  checksum_errors=checksum_errors, use_fast=use_fast):
        yield batch


def table_batches(source: Source, tables=None, *, schema=None, batch_rows: int = 65536,
                  checksum_errors: str = "raise", use_fast: bool = True) -> Iterator[tuple]:
    """The row changes of every table in a binlog (or of ``tables``: a set of ``"db.table"``, a
    predicate on that text, or a text of comma-separated globs such as ``"shop.*"``, as :func:`binlogspec.rows.row_changes` takes it) as ``((db, table),
    pyarrow.RecordBatch)`` pairs, from one read of the file: each table's batches in file order,
    of at most ``batch_rows`` rows, typed as :func:`record_batches` types them (a table whose
    layout changes gets batches of each layout's schema in turn). ``schema``: ``{"db.table":
    CREATE TABLE text}`` for tables whose table maps lack column names. The rows events after one
    the walk gives are appended in C to their own tables' batches, across transactions and tables
    (``_fastrows.Batch.append_run`` with the other tables' batches). A fault ends the read with its
    error, after every batch of the rows decoded before it."""
    from binlogspec.rows import open_reader
    from binlogspec.walk import UNREAD, steps

    schemas = schema if schema is not None else {}
    builders = TableBuilders(batch_rows)
    with open_reader(source, checksum_errors=checksum_errors, schema=schemas, fast=use_fast, defer=UNREAD) as reader:
        try:
            for step in steps(reader, schema=schemas, tables=tables):
                yield from builders.add(reader, step)
        except errors.BinlogError:
            yield from builders.finish()
            raise
        yield from builders.finish()


class TableBuilder:
    """The one Arrow builder: one table's row changes as record batches of at most ``batch_rows``
    rows, in file order. The rows of an event the fast decoder took are decoded in C into the batch
    of its table layout (``_fastrows.Batch``, one at a time: a step of another layout sends the
    batch under way out first); those of any other event, or of one whose values the C Arrow rules
    refuse, are converted from the walk's Python values (:func:`change_rows`) into rows held in
    Python. Rows of either kind go out before the other kind's next rows.

    What differs between its users is given here: ``schema`` (a fixed output schema, with ``own``
    the names of the table's own columns in it; None: :func:`table_schema` of each layout's
    columns, as :func:`record_batches` gives them) and ``meta`` (the meta columns kept: with
    ``trx_pos``, each row's transaction position is recorded). A column of a fixed schema that
    neither gives (the Spark typed mode's ``_corrupt_record``) is NULL. ``hold``: whether an event
    whose values do not convert raises with the rows before it still held, for a caller that
    passes over the event and goes on (the Spark scan's ``skip``), rather than after sending them
    out (a caller the fault stops: :func:`table_batches`, the Delta mirror, which keeps what was
    sent before its fault).

    :meth:`add_step` takes one walk step; a run (:func:`binlogspec.walk.run_on`) may then go on
    appending in C to the batch it returns, or, for another table, to the one :meth:`taking` or
    :meth:`claim` gives; :meth:`full` gives a batch that runs filled; :meth:`finish` the rest.
    The batches a call completes are appended to the caller's list ``out`` (no generator per
    step), so the ones sent out before an error stay the caller's.
    :class:`TableBuilders` (every table of a file) and ``binlogspec.outputs.TypedTable``
    (one table layout in the Spark typed mode's schema) are both made of it."""

    def __init__(self, batch_rows=65536, schema=None, own=None, meta=META, hold=False):
        self.batch_rows = batch_rows
        self._hold = hold
        self.schema = schema
        self.rows = 0  # the row changes added by add_step (a run's are its caller's to count)
        self._fixed = None if schema is None else (schema, [schema.field(n) for n in own], column_names(own, meta))
        self._trx_pos = "trx_pos" in meta
        self._fits: dict = {}  # id(TableLayout) -> (TableLayout, its Arrow buffers fit the fixed schema)
        self._c: Optional[tuple] = None   # (TableLayout, _fastrows.Batch, (schema, own fields, names))
        self._py: Optional[tuple] = None  # (columns, [rows], (schema, own fields, names))

    def shape(self, columns):
        """``(schema, own fields, names)`` of the batches of a layout's ``columns``."""
        if self._fixed is not None:
            return self._fixed
        schema = table_schema(columns)
        own = [c.name for c in columns]
        return schema, [schema.field(n) for n in own], column_names(own)

    def fits(self, info):
        """Whether the C Arrow builder takes the rows of ``info`` (a TableLayout) for this table."""
        if info.arrow_kinds is None:
            return False
        if self._fixed is None:
            return True
        seen = self._fits.get(id(info))
        if seen is None or seen[0] is not info:
            own = self._fixed[1]
            ok = len(info.columns) == len(own) and all(_same_type(arrow_type(c), f.type)
                                                       for c, f in zip(info.columns, own))
            seen = self._fits[id(info)] = (info, ok)
        return seen[1]

    def add_step(self, step, out):
        """Take one walk step of this table, the batches it completes appended to ``out``; returns
        the C batch that took the step's rows (a run may go on into it), or None."""
        body = step.fast
        if body is not None and self.fits(body.table):
            info = body.table
            if self._py is not None:
                self._flush_python(out)
            current = self._c
            if current is None or current[0].layout is not info.layout:
                current = self._begin(info, out)
            batch = current[1]
            header, event = body.header, step.event
            try:
                added = batch.append(body.data, body.start, body.end, header["is_write"], header["is_delete"],
                                     header["num_columns"], header["present"], header["present_after"], step.op,
                                     event.file, event.pos, event.timestamp * 1_000_000, step.gtid,
                                     step.trx_pos if self._trx_pos else None)
            except Exception:
                pass  # values the C Arrow rules do not take: this event through the Python values
            else:
                self.rows += added
                return batch
        changes = step.changes()
        if not changes:
            return None
        columns = changes[0].columns  # (one event's changes: one table map's columns)
        pending = self._py
        if pending is not None and (self._fixed is not None or pending[0] is columns):
            shape = pending[2]
        else:
            shape = self.shape(columns)
        # all of the event's rows before any is added: one that does not convert raises with
        # nothing of the event added (and, with hold, the rows before it still held)
        rows = change_rows(changes, shape[1], shape[2], step.trx_pos) if self._hold else None
        self._flush_c(out)
        if pending is not None and pending[2] is not shape:
            self._flush_python(out)  # (the rows of the columns before)
            pending = None
        if rows is None:
            rows = change_rows(changes, shape[1], shape[2], step.trx_pos)
        if pending is None:
            pending = self._py = (columns, [], shape)
        held = pending[1]
        for row in rows:
            held.append(row)
            if len(held) >= self.batch_rows:
                out.append(pa.RecordBatch.from_pylist(held, schema=shape[0]))
                held.clear()
        self.rows += len(changes)
        return None

    def _begin(self, info, out):
        """A C batch of layout ``info``, the batch of another layout under way sent out first."""
        self._flush_c(out)
        current = self._c = (info, fast._fastrows.Batch(info.layout, info.arrow_kinds), self.shape(info.columns))
        return current

    def taking(self, info):
        """The C batch that takes the rows of ``info``'s layout next, when it is the batch under way
        (no Python rows held, a batch of that layout begun), else None: a run may append to it."""
        current = self._c
        if self._py is not None and self._py[1] or current is None or current[0].layout is not info.layout:
            return None
        return current[1]

    def claim(self, info, out):
        """The C batch that takes the rows of ``info``'s layout next, begun when there is none, the
        Python rows held sent out first (to ``out``); None when the C builder does not take them or
        a batch of another layout is under way."""
        current = self._c
        if not self.fits(info) or current is not None and current[0].layout is not info.layout:
            return None
        if self._py is not None:
            self._flush_python(out)
        if current is None:
            current = self._begin(info, out)
        return current[1]

    def c_rows(self):
        """The rows the C batch under way holds."""
        return self._c[1].rows if self._c is not None else 0

    def full(self):
        """The C batch under way, when full (runs fill it past a step), as a list."""
        out: list = []
        if self._c is not None and self._c[1].rows >= self.batch_rows:
            self._flush_c(out)
        return out

    def flush_c(self):
        """The C batch under way, if it holds rows, as a list."""
        out: list = []
        self._flush_c(out)
        return out

    def flush_python(self):
        """The Python rows held, if any, as a list of one batch."""
        out: list = []
        self._flush_python(out)
        return out

    def finish(self):
        """Every batch still under way, as a list."""
        out: list = []
        self._flush_python(out)
        self._flush_c(out)
        return out

    def _flush_c(self, out):
        current = self._c
        if current is None or not current[1].rows:
            return
        finished = current[1].finish()
        schema, own, names = current[2]
        arrays = batch_arrays(finished, own, names)
        out.append(pa.RecordBatch.from_arrays([arrays[f.name] if f.name in arrays else pa.nulls(finished[0], f.type)
                                               for f in schema], schema=schema))

    def _flush_python(self, out):
        pending, self._py = self._py, None
        if pending is not None and pending[1]:
            out.append(pa.RecordBatch.from_pylist(pending[1], schema=pending[2][0]))


def _same_type(a, b):
    if pa.types.is_list(a) and pa.types.is_list(b):
        return _same_type(a.value_type, b.value_type)
    return a == b


class TableBuilders:
    """Every table's batch under way (a :class:`TableBuilder` each, of :func:`table_schema`), for
    :func:`table_batches` and the Delta mirror: the rows events after a step the C builder took are
    appended in C, this table's to its batch and the other tables' the walk gives to theirs
    (:func:`binlogspec.walk.run_others`), a table's Python rows sent out before its batch takes rows."""

    def __init__(self, batch_rows):
        self.batch_rows = batch_rows
        self.tables: dict = {}  # (db, table) -> TableBuilder

    def _of(self, key):
        builder = self.tables.get(key)
        if builder is None:
            builder = self.tables[key] = TableBuilder(self.batch_rows)
        return builder

    def add(self, reader, step):
        """The ``((db, table), batch)`` pairs that one walk step (and the run of events after it) completes."""
        from binlogspec.walk import run_on, run_others

        key = (step.db, step.table)
        out: list = []
        try:
            batch = self._of(key).add_step(step, out)
        except Exception:
            for done in out:  # (the batches sent out before the error)
                yield key, done
            raise
        for done in out:
            yield key, done
        if batch is None:
            return
        # the rows events after this one, read and appended in C while they can be, this table's
        # to this batch, the other tables' the walk gives to theirs
        sent: list = []

        def take(info):  # (a table's Python rows go out before its batch may take rows)
            other = (info.db, info.table)
            got: list = []
            claimed = self._of(other).claim(info, got)
            sent.extend((other, done) for done in got)
            return claimed

        while True:
            yield from self._full()
            others = run_others(reader, step.walked, step.fast.header["table_id"], take)
            yield from sent
            sent.clear()
            if not run_on(reader, batch, step, self.batch_rows, others=others):
                break
        yield from self._full()

    def _full(self):
        for key, builder in self.tables.items():
            for done in builder.full():
                yield key, done

    def finish(self):
        """Every batch still under way: the Python rows held, then the C batches."""
        for key, builder in self.tables.items():
            for done in builder.flush_python():
                yield key, done
        for key, builder in self.tables.items():
            for done in builder.flush_c():
                yield key, done
