"""Mirror tables into Delta Lake: each source table kept equal to the source, run after run.

    binlogspec mirror --format delta --out DIR FILES...
    binlogspec mirror --status DIR

:func:`mirror` reads binlog files in order and keeps ``DIR/<db.table>`` (the folder
:func:`binlogspec.folders.store_folder` names) a Delta table equal to the source table after the
files' changes, written by the ``deltalake`` package (delta-rs: no JVM).

How a run applies the changes:

- Each table's row changes are the typed Arrow batches of :mod:`binlogspec.arrow` (the one walk,
  the fast decoder, the column types of ``read_table``), ordered by the binlog's own total order:
  (the file's sequence number, the rows event's position, the row's index in it). Sequence
  numbers are the names' numeric extensions compared as numbers (``mysql-bin.999999`` before
  ``mysql-bin.1000000``), never as text.
- Per primary key, the last change wins (the run's changes collapsed to one per key): an insert
  or update writes the row of its after image's key, an update or delete removes the row of its
  before image's key, so an update that changes the key deletes the old key and writes the new
  one, and a key deleted and inserted again is present. The collapsed changes go in one Delta
  ``MERGE`` per table (delete where the key's last change removed it, update or insert where it
  wrote it): no target row meets two source rows.
- The key: the table map's PRIMARY_KEY metadata (``binlog_row_metadata=FULL``), else the schema
  dump's or the DDL's (``--schema-file``, ``--follow-ddl``), else ``--key db.table=col,...``; a
  table with changes and no key is a one-line error naming it, before anything is written.
- The table's columns are its layouts merged as ``read_table`` merges them (the latest layout's
  columns in order, then dropped ones; a type an ALTER widened is the wider type): a column an
  ALTER TABLE adds is added to the Delta table (``merge_schema``); a widened type rewrites the
  table's files with the wider type; a column dropped stays, NULL in rows written after. TIME
  (Arrow ``duration``, which Delta has no type for) is stored as microseconds in a ``long``.
- Images must be whole rows (``binlog_row_image=FULL``), as for ``table_state``.
- DDL that changes rows without row events, from the QUERY events (parsed by sqlglot, as
  :mod:`binlogspec.ddl` parses DDL): TRUNCATE, DROP TABLE, CREATE TABLE and DROP DATABASE empty the
  table there (the commit overwrites the Delta table with the rows written after); ALTER TABLE ADD
  COLUMN with a DEFAULT (or NOT NULL, the type's implicit default) gives the rows there the default;
  what cannot be followed (a rename, a DEFAULT expression) is a note.

Exactly once: every commit records the binlog position the table has reached: as a Delta
application transaction (app id :data:`APP_ID`, version ``sequence << 32 | end position``) and in
the commit's metadata (``binlogspec.file``, ``binlogspec.pos``, ``binlogspec.gtid``). A run applies
to each table only the changes after its own position, so files already applied add nothing (no
commit at all), a longer folder applies only the new changes, and a run that died after some
tables' commits completes the others on the next run. The position reached is the end of the last
whole transaction read: a file that ends inside a transaction (a binlog copied while the server
wrote it) is applied up to that transaction's start, and the next run goes on from there. A run
that moves the position on commits to every table it mirrors, with no rows when a table has no
changes, so each table's latest version says how far the mirror has read.

Time travel by position: :func:`version_at` finds the version of a mirrored table as it stood at a
GTID or a binlog position (from the commits' metadata), which ``DeltaTable.load_as_version`` or
Spark's ``versionAsOf`` then reads.
"""

import json
import os
import re
import sys
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence, Union

from binlogspec import errors
from binlogspec.folders import store_folder

__all__ = ["APP_ID", "MirrorError", "Reached", "mirror", "status", "table_at", "version_at"]

APP_ID = "binlogspec-mirror"  # the Delta application transaction id of every commit
META = "binlogspec."  # the commit metadata keys' prefix
DIE_AFTER = "BINLOGSPEC_MIRROR_DIE_AFTER_COMMITS"  # test hook: the process ends (status 70) after N commits
_SEQ = re.compile(r"\.(\d+)$")
_FILE_ENDS = frozenset((3, 4))  # STOP_EVENT, ROTATE_EVENT
_QUERIES = frozenset((2, 165))  # QUERY_EVENT, MariaDB's QUERY_COMPRESSED_EVENT
_ROWS_DDL = re.compile(rb"(?i)(TRUNCATE|\bTABLE\b|DATABASE|SCHEMA|RENAME)")  # (a cheap test first)
_STATEMENT_START = re.compile(r"^\s*(TRUNCATE|DROP|CREATE|ALTER|RENAME)\b", re.I)


class MirrorError(ValueError):
    """A user error of a mirror run (no key, a type no column can hold, a folder that is not a
    mirror): one line, raised before anything of the run is written where it can be."""


def file_sequence(name: str) -> int:
    """A binlog file's sequence number: its name's numeric extension (``mysql-bin.000042``: 42),
    0 for a name without one."""
    found = _SEQ.search(os.path.basename(name))
    return int(found.group(1)) if found else 0


def position_version(name: str, pos: int) -> int:
    """The application transaction version of a position: ``sequence << 32 | pos`` (a binlog
    position is 32 bits), so versions grow with the binlog's order."""
    return (file_sequence(name) << 32) | pos


@dataclass(frozen=True)
class Reached:
    """A binlog position a mirror has applied everything before: ``file`` (base name), ``pos``
    (the end of the last whole transaction), ``gtid`` (that transaction's GTID, when known)."""

    file: str
    pos: int
    gtid: Optional[str] = None

    @property
    def version(self) -> int:
        return position_version(self.file, self.pos)

    def metadata(self) -> dict:
        return {META + "file": self.file, META + "pos": str(self.pos), META + "gtid": self.gtid or ""}


# --------------------------------------------------------------------------- reading

def _deltalake():
    try:
        import deltalake
    except ImportError as exc:
        raise MirrorError(f"binlogspec mirror --format delta needs the deltalake package "
                          f"(pip install 'binlogspec[delta]'): {exc}") from None
    return deltalake


class _FileRead:
    """One file's row changes, per table: ``batches[(db, table)]`` (RecordBatches of
    :func:`binlogspec.arrow.table_schema`, in file order), each table's key as its latest table
    map (or schema) gives it (``keys``), and how far the file holds whole transactions:
    ``reached``, and ``cut`` (rows events at or after it belong to a transaction the file does not
    finish: left for the next run)."""

    def __init__(self, path, sink):
        self.path = path
        self.sink = sink
        self.keys: dict = {}
        self.barriers: list = []  # (pos, kind, db, table, column, value): what DDL does to tables' rows
        self.reached: Optional[Reached] = None
        self.cut: Optional[int] = None
        self.error: Optional[errors.BinlogError] = None
        self.stopped = False

    def add(self, key, batch, tracker):
        if batch.num_rows:
            self.sink(key, batch, self.keys.get(key), tracker)

    def saw(self, step):
        self.keys[(step.db, step.table)] = [c.name for c in step.columns if c.in_primary_key]
        fast = step.fast
        if fast is not None:
            header = fast.header
            n = header["num_columns"]
            if not (_whole(header["present"], n) and _whole(header.get("present_after"), n)):
                raise MirrorError(f"{step.event.file}:{step.event.pos}: {step.db}.{step.table}: its row images leave "
                                  "columns out (binlog_row_image=MINIMAL or NOBLOB); a mirror needs whole rows (FULL)")


def _whole(bitmap, count):
    """Whether a rows event's columns-present bitmap (LSB first) names all ``count`` columns."""
    if bitmap is None:
        return True
    data = bytes(bitmap)
    full, rest = divmod(count, 8)
    if any(b != 0xFF for b in data[:full]):
        return False
    return rest == 0 or data[full] & ((1 << rest) - 1) == (1 << rest) - 1


def _read_file(path, index, sink, *, schema, tables, selection, keys, batch_rows=65536):
    """Read one file (see :class:`_FileRead`): with no selectors through the Arrow builders of
    :mod:`binlogspec.arrow` (the rows events after one appended in C, across transactions, the
    walk's transaction tracker carried on by them), otherwise event by event, as ``binlogspec
    rows`` reads with selectors."""
    import pyarrow as pa

    from binlogspec.arrow import TableBuilders, python_rows, table_schema
    from binlogspec.rows import open_reader
    from binlogspec.selectors import Stop
    from binlogspec.walk import UNREAD, TransactionTracker, steps

    read = _FileRead(path, sink)
    tracker = TransactionTracker()
    name = os.path.basename(path)
    seen = {"done": None, "next": 4}  # the GTID of the last transaction seen to its end; the next event's offset
    builders = None
    with open_reader(path, schema=schema, fast=True, keys=keys, defer=UNREAD) as reader:
        try:
            if selection is None or selection.empty:
                builders = TableBuilders(batch_rows)
                tail = _tail(reader, seen, read)
                for step in steps(reader, schema=schema, tables=tables, tracker=tracker, events=tail):
                    read.saw(step)
                    for key, batch in builders.add(reader, step):
                        read.add(key, batch, tracker)
                for key, batch in builders.finish():
                    read.add(key, batch, tracker)
            else:
                until = _watch(selection.until_stop(_tail(reader, seen, read), index), tracker, seen)
                for step in steps(reader, schema=schema, tables=selection.table_filter(tables), tracker=tracker,
                                  events=until):
                    if not selection.shows(step.event, index):
                        continue
                    read.saw(step)
                    changes = step.changes()
                    if changes:
                        columns = changes[0].columns
                        read.add((step.db, step.table),
                                 pa.RecordBatch.from_pylist(python_rows(changes, columns), schema=table_schema(columns)),
                                 tracker)
        except Stop:
            read.stopped = True
            _finish(read, tracker, name, seen["next"], seen["done"])
            return read
        except errors.BinlogError as exc:
            read.error = exc
            if builders is not None:  # the rows read before the fault, which the builders still hold
                for key, batch in builders.finish():
                    read.add(key, batch, tracker)
            _finish(read, tracker, name, exc.offset if exc.offset is not None else 4, seen["done"])
            return read
        _finish(read, tracker, name, seen.get("rotate", reader.size), seen["done"])
    return read


def _tail(events, seen, read):
    """The events the walk reads itself (the runs in C take the others: rows events, GTIDs, BEGIN,
    XID), noting where a ROTATE or STOP event that ends the file starts (the end of the file's last
    transaction), and what the QUERY events' DDL does to tables' rows (:func:`_barriers`)."""
    for event in events:
        code = event.type_code
        if code in _FILE_ENDS:
            seen["rotate"] = event.pos
        else:
            seen.pop("rotate", None)
            if code in _QUERIES and (code != 2 or _ROWS_DDL.search(bytes(event.raw or b""))):  # (165: compressed)
                read.barriers += [(event.pos,) + b for b in _barriers(event)]
        yield event


def _barriers(event):
    """What a QUERY event's statement does to tables' rows besides its row events:
    ``("reset", db, table, None, None)`` (TRUNCATE, DROP TABLE, CREATE TABLE: the table holds no
    row after it), ``("reset_db", db, None, None, None)`` (DROP DATABASE), ``("default", db, table,
    column, literal text)`` (ALTER TABLE ADD COLUMN with a DEFAULT: the rows there get it),
    ``("note", db, table, None, message)`` (a rename: not carried over). Parsed by sqlglot as
    :mod:`binlogspec.ddl` parses DDL; a statement that does not parse changes nothing."""
    from sqlglot import exp
    from sqlglot.errors import ParseError, TokenError

    from binlogspec import ddl

    tree = event.tree
    sql = tree.get("query") or (tree.get("compressed_query") or {}).get("text")
    db = tree.get("db")
    if isinstance(sql, (bytes, bytearray)):
        sql = bytes(sql).decode("utf-8", "replace")
    if isinstance(db, (bytes, bytearray)):
        db = bytes(db).decode("utf-8", "replace")
    if not sql:
        return []
    sql = ddl.statement_text(sql)
    if not _STATEMENT_START.match(sql):
        return []
    try:
        node = ddl.parse_statement(sql.strip().rstrip(";"))
    except (ParseError, TokenError, ValueError):
        return []

    def name_of(table):
        schema = table.args.get("db")
        return (schema.name if schema is not None else db), table.name

    out: list = []
    if isinstance(node, exp.TruncateTable):
        out += [("reset",) + name_of(t) + (None, None) for t in node.expressions if isinstance(t, exp.Table)]
    elif isinstance(node, exp.Drop):
        kind = (node.args.get("kind") or "").upper()
        if kind == "TABLE":
            out += [("reset",) + name_of(t) + (None, None) for t in node.args.get("tables") or []
                    if isinstance(t, exp.Table)]
        elif kind in ("DATABASE", "SCHEMA"):
            target = (node.args.get("tables") or [node.this])[0]
            out.append(("reset_db", target.name, None, None, None))
    elif isinstance(node, exp.Create) and (node.args.get("kind") or "").upper() == "TABLE" and not node.args.get("exists"):
        target = node.this.this if isinstance(node.this, exp.Schema) else node.this
        if isinstance(target, exp.Table):
            out.append(("reset",) + name_of(target) + (None, None))
    elif isinstance(node, exp.Alter) and (node.args.get("kind") or "TABLE").upper() == "TABLE":
        table = node.this
        for action in node.args.get("actions") or []:
            if not isinstance(action, exp.ColumnDef):
                continue
            kinds = [c.args.get("kind") for c in action.args.get("constraints") or []]
            if any(isinstance(k, exp.NotNullColumnConstraint) for k in kinds) and \
                    not any(isinstance(k, exp.DefaultColumnConstraint) for k in kinds):
                out.append(("default",) + name_of(table) + (action.name, None))  # (NOT NULL: the type's implicit one)
            for constraint in action.args.get("constraints") or []:
                kind = constraint.args.get("kind")
                if isinstance(kind, exp.DefaultColumnConstraint):
                    value = kind.this
                    if isinstance(value, exp.Paren):
                        value = value.this
                    negative = isinstance(value, exp.Neg)
                    if negative:
                        value = value.this
                    if isinstance(value, exp.Literal):
                        out.append(("default",) + name_of(table) + (action.name, ("-" if negative else "") + value.name))
                    elif not isinstance(value, exp.Null):
                        out.append(("note",) + name_of(table) + (None, f"ADD COLUMN {action.name} with DEFAULT "
                                                                       f"{value.sql()}: the rows there before it keep "
                                                                       "NULL in the mirror"))
    elif isinstance(node, exp.Command) and str(node.this).upper() == "RENAME":
        out.append(("note", db, None, None, f"{' '.join(sql.split())[:120]}: the mirror does not carry rows across a "
                                            "rename (the new name's mirror has its changes after it)"))
    return out


def _watch(events, tracker, seen):
    """The events, noting the GTID of each transaction seen to its end and where the next event
    starts (the event-by-event path)."""
    for event in events:
        pending = tracker.pending
        yield event
        if pending and not tracker.pending:
            seen["done"] = tracker.gtid
        if event.payload_offset is None:
            seen["next"] = event.next_pos


def _finish(read, tracker, name, at, gtid_done):
    """The position a file's read reached: ``at`` (where it ended), or, inside a transaction, that
    transaction's start, with its rows left out (``cut``)."""
    trx_pos, pending = tracker.state()
    if pending and trx_pos is not None:
        read.cut = trx_pos
        read.reached = Reached(name, trx_pos, gtid_done)
    else:
        read.reached = Reached(name, at, tracker.gtid)


# --------------------------------------------------------------------------- types

def _wider(a, b):
    """The Arrow type holding every value of ``a`` and ``b`` without loss (read_table's rule), or None."""
    from binlogspec.arrow import widened

    return widened(a, b)


def _stored(typ):
    """The type a column is stored as in Delta: TIME's duration as microseconds (int64)."""
    import pyarrow as pa

    return pa.int64() if pa.types.is_duration(typ) else typ


# --------------------------------------------------------------------------- one table

_F, _P, _R, _S, _PRESENT, _I = ("__binlogspec_file", "__binlogspec_pos", "__binlogspec_row", "__binlogspec_sub",
                                "__binlogspec_present", "__binlogspec_i")
_INTERNAL = (_F, _P, _R, _S, _PRESENT, _I)


class _Table:
    """One table of a run: its Delta table (when it exists), the position it has reached, and the
    run's changes for it, collapsed to one per key."""

    def __init__(self, out, db, table, keys):
        self.db, self.table = db, table
        self.name = f"{db}.{table}"
        self.path = os.path.join(out, store_folder(db, table))
        self.delta = None
        self.reached_version: Optional[int] = None
        self.layouts: list = []  # [(names, {name: arrow type})] in order met
        self.key: Optional[list] = keys.get(self.name)
        self.key_given = self.key is not None
        self.collapsed = None  # pyarrow.Table of own columns and the internal ones
        self.pending: list = []  # event tables not collapsed yet
        self.pending_rows = 0
        self.layout_files: list = []  # where each layout was last met: (file sequence, rows event position)
        self.reset_at: Optional[tuple] = None  # (seq, pos) of the last TRUNCATE/DROP/CREATE of the run
        self.defaults: list = []  # (seq, pos, column, literal) of ALTER TABLE ADD COLUMN ... DEFAULT
        self.rows_seen = 0
        self.notes: list = []
        self.delta, self.reached_version = opened(self.path, db, table)

    def add(self, batch, seq, key):
        """One batch of this table's changes (:func:`binlogspec.arrow.table_schema`'s columns) from
        a file (``seq``: its sequence number; ``key``: the key its table maps give), keeping only the
        rows after the table's position."""
        import pyarrow as pa
        import pyarrow.compute as pc

        from binlogspec.arrow import META as ARROW_META

        own = batch.schema.names[len(ARROW_META):-1]  # (the meta columns, own ones, the before struct)
        clash = [n for n in own if n in _INTERNAL]
        if clash:
            raise MirrorError(f"{self.name}: column {clash[0]} has a name the mirror keeps for itself")
        names = dict(zip(ARROW_META + ("before",), batch.schema.names[:len(ARROW_META)] + [batch.schema.names[-1]]))
        pos = batch.column(names["pos"])
        self._layout(own, {n: batch.schema.field(n).type for n in own}, key, (seq, pc.max(pos).as_py() or 0))
        keep = None
        if self.reached_version is not None:
            reached_seq, reached_pos = self.reached_version >> 32, self.reached_version & 0xFFFFFFFF
            if seq < reached_seq:
                return
            if seq == reached_seq:
                keep = pc.greater_equal(pos, pa.scalar(reached_pos, pa.int64()))
        if keep is not None:
            batch = batch.filter(keep)
        n = batch.num_rows
        if not n:
            return
        self.rows_seen += n
        op = batch.column(names["op"])
        base = {_F: pa.array([seq] * n, pa.int64()), _P: batch.column(names["pos"]), _R: batch.column(names["row_index"])}
        written = pc.is_in(op, pa.array(["insert", "update"]))
        removed = pc.is_in(op, pa.array(["update", "delete"]))
        cols = {name: batch.column(name) for name in own}
        cols.update(base)
        cols[_S] = pa.array([1] * n, pa.int8())
        cols[_PRESENT] = pa.array([True] * n)
        before = batch.column(names["before"])
        # (a removal needs its key alone: its other columns are never written)
        wanted = set(self.key or own)
        gone = {name: pc.struct_field(before, [i]) for i, name in enumerate(own) if name in wanted}
        gone.update(base)
        gone[_S] = pa.array([0] * n, pa.int8())
        gone[_PRESENT] = pa.array([False] * n)
        self.pending += [pa.table(cols).filter(written), pa.table(gone).filter(removed)]
        self.pending_rows += n

    def cut(self, seq, pos):
        """Leave out the pending changes at or after ``pos`` of file ``seq`` (a transaction the file
        does not finish)."""
        import pyarrow as pa
        import pyarrow.compute as pc

        self.pending = [t.filter(pc.invert(pc.and_(pc.equal(t.column(_F), pa.scalar(seq, pa.int64())),
                                                   pc.greater_equal(t.column(_P), pa.scalar(pos, pa.int64())))))
                        for t in self.pending]

    def _layout(self, own, types, key, at):
        if not self.layouts or self.layouts[-1][0] != own or self.layouts[-1][1] != types:
            self.layouts.append((own, types))
            self.layout_files.append(at)
        self.layout_files[-1] = max(self.layout_files[-1], at)
        if not self.key_given and key:
            self.key = list(key)

    def barrier(self, seq, pos, kind, column=None, value=None):
        """What a DDL statement at ``pos`` of file ``seq`` does to the table's rows (see
        :func:`_barriers`); nothing when the table's position is past it."""
        if self.reached_version is not None and (seq << 32 | pos) < self.reached_version:
            return
        if kind == "reset":  # the table after it is a new, empty one
            self.reset_at = (seq, pos)
            self.defaults = []
            keep = [i for i, f in enumerate(self.layout_files) if f >= (seq, pos)]  # (the layouts before it: gone)
            self.layouts = [self.layouts[i] for i in keep]
            self.layout_files = [self.layout_files[i] for i in keep]
            self.pending = [_from(t, seq, pos) for t in self.pending]
            if self.collapsed is not None:
                self.collapsed = _from(self.collapsed, seq, pos)
        elif kind == "default":
            self.defaults.append((seq, pos, column, value))

    def merged(self):
        """``{name: type}`` of the run's layouts merged as read_table merges them, and the names'
        order (the latest layout's, then dropped ones, latest first)."""
        names = list(self.layouts[-1][0])
        for own, _ in reversed(self.layouts[:-1]):
            names += [n for n in own if n not in names]
        chosen: dict = {}
        for own, types in self.layouts:
            for n in own:
                t = types[n]
                if n in chosen:
                    wide = _wider(chosen[n], t)
                    if wide is None:
                        raise MirrorError(f"{self.name}: column {n} is {chosen[n]} in one layout and {t} in a "
                                          "later one: no type holds both without loss")
                    t = wide
                chosen[n] = t
        return names, chosen

    def collapse(self, before=None):
        """The pending changes and the collapsed ones so far, collapsed: per key, the change last in
        the binlog's order (file sequence, position, row index, a removal before a write).
        ``before``: ``(seq, pos)``: only the changes before that position (the start of a
        transaction still being read); the others stay pending."""
        self.pending = [t for t in self.pending if t.num_rows]
        if not self.pending or not self.layouts:
            self.pending, self.pending_rows = [], 0
            return
        import pyarrow as pa
        import pyarrow.compute as pc

        later = []
        if before is not None:
            seq, pos = (pa.scalar(v, pa.int64()) for v in before)
            ready = []
            for t in self.pending:
                after = pc.and_(pc.equal(t.column(_F), seq), pc.greater_equal(t.column(_P), pos))
                ready.append(t.filter(pc.invert(after)))
                later.append(t.filter(after))
            self.pending = ready

        self._check_key()
        names, types = self.merged()
        schema = pa.schema([pa.field(n, types[n]) for n in names] +
                           [pa.field(_F, pa.int64()), pa.field(_P, pa.int64()), pa.field(_R, pa.int32()),
                            pa.field(_S, pa.int8()), pa.field(_PRESENT, pa.bool_())])
        parts = [self.collapsed] if self.collapsed is not None else []
        parts += self.pending
        events = pa.concat_tables([_conform(t, schema) for t in parts])
        self.pending = [t for t in later if t.num_rows]
        self.pending_rows = sum(t.num_rows for t in self.pending)
        # (the order and the grouping over the key and order columns alone; then the rows taken once)
        index = events.select(list(self.key or ()) + [_F, _P, _R, _S])
        index = index.append_column(_I, pa.array(range(events.num_rows), pa.int64()))
        ordered = index.sort_by([(_F, "descending"), (_P, "descending"), (_R, "descending"), (_S, "descending")])
        first = ordered.group_by(self.key, use_threads=False).aggregate([(_I, "first")])
        self.collapsed = events.take(first.column(f"{_I}_first"))

    def _check_key(self):
        if not self.key:
            raise MirrorError(f"{self.name}: no primary key is known (the table maps carry none without "
                              "binlog_row_metadata=FULL, nor does a schema): give --schema-file, --follow-ddl or "
                              f"--key {self.name}=COLUMN,...")
        names, _ = self.merged()
        missing = [k for k in self.key if k not in names]
        if missing:
            raise MirrorError(f"{self.name}: key column {missing[0]} is not a column of the table "
                              f"({', '.join(names)})")

    def commit(self, reached: Reached, run_meta: dict):
        """Apply the collapsed changes in one Delta commit recording ``reached`` (none when the
        table already has it)."""
        import pyarrow as pa

        dl = _deltalake()
        if self.reached_version is not None and reached.version <= self.reached_version:
            return False
        props = dl.CommitProperties(custom_metadata={**reached.metadata(), **run_meta, META + "table": self.name},
                                    app_transactions=[dl.Transaction(APP_ID, reached.version)])
        source = None
        types: dict = {}
        if self.collapsed is not None and self.layouts:
            names, types = self.merged()
            source = self._with_defaults(self.collapsed, types).select(names + [_PRESENT])
            source = source.cast(pa.schema([pa.field(n, _stored(types[n])) for n in names] +
                                           [pa.field(_PRESENT, pa.bool_())]))
        if self.delta is not None and self.reset_at is not None:  # rows from the last reset on, and no others
            rows = (source.filter(source.column(_PRESENT)).drop_columns([_PRESENT]) if source is not None else
                    pa.Table.from_batches([], schema=pa.schema(self.delta.schema().to_arrow())))
            dl.write_deltalake(self.delta, rows, mode="overwrite", schema_mode="overwrite", commit_properties=props)
        elif self.delta is None:
            if source is None:
                return False
            rows = source.filter(source.column(_PRESENT)).drop_columns([_PRESENT])
            _write_names(self.path, self.db, self.table)
            dl.write_deltalake(self.path, rows, mode="error", name=self.name,
                               commit_properties=props)
            self.delta = dl.DeltaTable(self.path)
        elif source is None or not source.num_rows:
            if self.defaults:
                self._backfill(types)
            target = pa.schema(self.delta.schema().to_arrow())
            empty = pa.Table.from_batches([], schema=target)
            dl.write_deltalake(self.delta, empty, mode="append", commit_properties=props)
        else:
            if self.defaults:
                self._backfill(types)
            source = self._fit(source)
            on = " AND ".join(f"target.{_q(k)} = source.{_q(k)}" for k in self.key or ())
            present = f"source.{_q(_PRESENT)}"
            (self.delta.merge(source, on, source_alias="source", target_alias="target", merge_schema=True,
                              commit_properties=props)
             .when_matched_delete(predicate=f"{present} = false")
             .when_matched_update_all(predicate=f"{present} = true", except_cols=[_PRESENT])
             .when_not_matched_insert_all(predicate=f"{present} = true", except_cols=[_PRESENT])
             .execute())
        self.reached_version = reached.version
        self.collapsed = None
        self.reset_at, self.defaults = None, []
        return True

    def _default_of(self, column, text, types, target=None):
        """An ADD COLUMN's DEFAULT literal as an Arrow scalar of the column's type (the run's
        layouts', else the Delta table's), or None when neither knows the column."""
        import pyarrow as pa

        typ = types.get(column)
        if typ is None and target is not None and column in target.names:
            typ = target.field(column).type
        what = f"DEFAULT {text}" if text is not None else "NOT NULL and no DEFAULT"
        if typ is None:
            self.notes.append(f"{self.name}: ADD COLUMN {column} with {what}: no row of the table with that "
                              "column was read yet, so the rows before it keep NULL there in the mirror")
            return None
        if text is None:  # NOT NULL without a DEFAULT: 0 for numbers, '' for text and bytes
            stored = _stored(typ)
            if pa.types.is_integer(stored) or pa.types.is_floating(stored) or pa.types.is_decimal(stored):
                return pa.array(["0"], pa.string()).cast(stored)[0]
            if pa.types.is_string(stored) or pa.types.is_binary(stored):
                return pa.array([""], pa.string()).cast(stored)[0]
            return None  # (a zero date is NULL in binlogspec's values; ENUM's first label is not known here)
        try:
            return pa.array([text], pa.string()).cast(_stored(typ))[0]
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError) as exc:
            self.notes.append(f"{self.name}: ADD COLUMN {column} with {what}: not a {typ} ({exc}); the rows "
                              "before it keep NULL there in the mirror")
            return None

    def _with_defaults(self, collapsed, types):
        """The collapsed changes with each ADD COLUMN's DEFAULT in the rows whose last change came
        before the ALTER (they were written without the column; the server gave them the default)."""
        import pyarrow as pa
        import pyarrow.compute as pc

        for seq, pos, column, text in self.defaults:
            if column not in collapsed.column_names:
                if self.delta is None:  # (else the table's backfill tells)
                    self._default_of(column, text, {})
                continue
            value = self._default_of(column, text, types)
            if value is None:
                continue
            seq_s, pos_s = pa.scalar(seq, pa.int64()), pa.scalar(pos, pa.int64())
            before = pc.or_(pc.less(collapsed.column(_F), seq_s),
                            pc.and_(pc.equal(collapsed.column(_F), seq_s), pc.less(collapsed.column(_P), pos_s)))
            fill = pc.and_(pc.and_(before, collapsed.column(_PRESENT)), pc.is_null(collapsed.column(column)))
            current = collapsed.column(column)
            filled = pc.if_else(fill, pa.scalar(value.as_py(), current.type), current)
            collapsed = collapsed.set_column(collapsed.column_names.index(column), column, filled)
        return collapsed

    def _backfill(self, types):
        """The Delta table's rows (all written before this run's ALTERs) given each ADD COLUMN's
        DEFAULT: the table's files rewritten (a commit of its own, before the run's MERGE)."""
        import pyarrow as pa

        dl = _deltalake()
        whole = arrow_table(self.delta)
        changed = False
        for _, _, column, text in self.defaults:
            value = self._default_of(column, text, types, whole.schema)
            if value is None:
                continue
            column_values = pa.array([value.as_py()] * whole.num_rows, value.type)
            if column in whole.column_names:
                whole = whole.set_column(whole.column_names.index(column), column, column_values)
            else:
                whole = whole.append_column(column, column_values)
            changed = True
        if changed:
            dl.write_deltalake(self.delta, whole, mode="overwrite", schema_mode="overwrite")
            self.delta = dl.DeltaTable(self.path)

    def _fit(self, source):
        """The source of a MERGE fitted to the Delta table: its columns the source lacks added as
        NULL; a column whose type the run widened rewrites the table with the wider type first."""
        import pyarrow as pa

        target = pa.schema(self.delta.schema().to_arrow())
        rewrite = False
        fields = []
        for field in target:
            if field.name not in source.column_names:
                source = source.append_column(pa.field(field.name, field.type), pa.nulls(source.num_rows, field.type))
                fields.append(field)
                continue
            have = source.schema.field(field.name).type
            if have == field.type:
                fields.append(field)
                continue
            wide = _wider(field.type, have)
            if wide is None:
                raise MirrorError(f"{self.name}: column {field.name} is {field.type} in the Delta table and {have} in "
                                  "the binlog: no type holds both without loss")
            rewrite = rewrite or wide != field.type
            fields.append(pa.field(field.name, wide))
        if rewrite:
            dl = _deltalake()
            wider = pa.schema(fields)
            whole = arrow_table(self.delta).cast(wider)
            dl.write_deltalake(self.delta, whole, mode="overwrite", schema_mode="overwrite")
            self.delta = dl.DeltaTable(self.path)
        return source.cast(pa.schema([pa.field(f.name, _stored(_type_in(fields, f.name, f.type))) for f in source.schema]))


def _type_in(fields, name, default):
    for f in fields:
        if f.name == name:
            return f.type
    return default


_BUGS = (AttributeError, TypeError, NameError, KeyError, IndexError, AssertionError)  # (these keep their traceback)


def _from(table, seq, pos):
    """The rows of an event table at or after ``pos`` of file ``seq``."""
    import pyarrow as pa
    import pyarrow.compute as pc

    seq_s, pos_s = pa.scalar(seq, pa.int64()), pa.scalar(pos, pa.int64())
    return table.filter(pc.or_(pc.greater(table.column(_F), seq_s),
                               pc.and_(pc.equal(table.column(_F), seq_s), pc.greater_equal(table.column(_P), pos_s))))


def _conform(table, schema):
    """An event table with ``schema``'s columns (missing ones NULL, types cast)."""
    import pyarrow as pa

    arrays = []
    for field in schema:
        if field.name in table.column_names:
            column = table.column(field.name)
            arrays.append(column if column.type == field.type else column.cast(field.type))
        else:
            arrays.append(pa.nulls(table.num_rows, field.type))
    return pa.Table.from_arrays(arrays, schema=schema)


def _q(name):
    return '"' + name.replace('"', '""') + '"'


# --------------------------------------------------------------------------- the run

def mirror(files: Sequence[str], out: str, *, schema: Any = None, tables: Optional[Callable[[str], bool]] = None,
           keys: Optional[dict] = None, selection: Any = None, key_file: Any = None, filter_text: str = "*",
           on_note: Optional[Callable[[str], None]] = None) -> dict:
    """Mirror the tables of ``files`` (binlog paths, in the binlog's order) into Delta tables under
    ``out``; see the module documentation. The files are read in their sequence numbers' order
    (the order given where those are equal). ``schema``: what the reader knows of the tables beyond
    their table maps (a :class:`binlogspec.ddl.SchemaTracker` or ``{"db.table": CREATE TABLE}``);
    ``tables``: a predicate on ``"db.table"``; ``keys``: ``{"db.table": [columns]}``;
    ``selection``: mysqlbinlog's selectors (:class:`binlogspec.selectors.Selection`); ``key_file``:
    the decryption keys; ``on_note``: told of what the mirror cannot follow (a rename, a DEFAULT it
    cannot give), one line each; ``filter_text``: what ``tables`` and ``selection`` keep, as text (a run
    with the same text may pass over the files a complete run before it read: :data:`DONE`). A
    fault in a file ends the reading there: what the files held before it (whole transactions) is
    committed, then the fault is raised. Returns a summary: per table, the rows read, whether it
    was committed, and the position reached."""
    os.makedirs(out, exist_ok=True)
    files = sorted(files, key=file_sequence)  # (the binlog's order: mysql-bin.999999 before mysql-bin.1000000)
    keys = dict(keys or {})
    found: dict = {}
    reached = None
    fault = None
    die_after = int(os.environ.get(DIE_AFTER, "0") or 0)
    if selection is not None:
        selection = selection.of(len(files))
    skipped = 0

    def keeps(name):
        return (tables is None or tables(name)) and (selection is None or selection.keeps_table(name))

    def note(message):
        if on_note is not None:
            on_note(message)

    done_before = _done(out, filter_text) if not _tracks_ddl(schema) else None
    for index, path in enumerate(files):
        seq = file_sequence(path)
        if done_before is not None and seq < done_before.version >> 32:
            skipped += 1  # wholly before the position a complete run of the same tables reached
            continue

        def sink(key, batch, table_key, tracker, seq=seq):
            entry = found.get(key)
            if entry is None:
                entry = found[key] = _Table(out, key[0], key[1], keys)
            entry.add(batch, seq, table_key)
            held = entry.collapsed.num_rows if entry.collapsed is not None else 0
            if entry.pending_rows >= max(COLLAPSE_ROWS, held // 2):  # (memory within the table's keys; linear time)
                trx_pos, pending = tracker.state()
                entry.collapse((seq, trx_pos) if pending and trx_pos is not None else None)

        read = _read_file(path, index, sink, schema=schema, tables=tables, selection=selection, keys=key_file)
        for entry in found.values():
            if read.cut is not None:
                entry.cut(seq, read.cut)
        for pos, kind, db, table, column, value in read.barriers:
            if read.cut is not None and pos >= read.cut:
                continue
            if kind == "note":
                if db is None or table is None or keeps(f"{db}.{table}"):
                    note(f"{path}:{pos}: note: {value}")
                continue
            if kind == "reset_db":
                names = {k for k in found if k[0] == db} | {(d, t) for d, t, _ in _mirrored(out) if d == db}
            else:
                names = {(db, table)}
            for name in sorted(names):
                if db is None or name[1] is None or not keeps(".".join(name)):
                    continue
                entry = found.get(name)
                if entry is None:
                    entry = found[name] = _Table(out, name[0], name[1], keys)
                entry.barrier(seq, pos, "reset" if kind == "reset_db" else kind, column, value)
        for entry in found.values():
            entry.collapse()
        reached = read.reached
        if read.error is not None:
            fault = read.error
            break
        if read.stopped:
            break
    summary: dict = {"tables": {}, "reached": None, "commits": 0, "rows": 0, "files_passed_over": skipped}
    if reached is None:
        if done_before is not None:
            summary["reached"] = {"file": done_before.file, "pos": done_before.pos, "gtid": done_before.gtid}
        return summary
    # the tables mirrored before that this run's tables take in: their positions move on too
    for db, table, path in _mirrored(out):
        name = f"{db}.{table}"
        if (db, table) not in found and (tables is None or tables(name)) and \
                (selection is None or selection.keeps_table(name)):
            found[(db, table)] = _Table(out, db, table, keys)
    for entry in found.values():
        if entry.collapsed is not None and entry.layouts:
            entry._check_key()
    run_meta = {META + "tables": filter_text}
    commits = 0
    for key in sorted(found):
        entry = found[key]
        try:
            done = entry.commit(reached, run_meta)
        except MirrorError:
            raise
        except _BUGS:
            raise
        except Exception as exc:  # deltalake's and pyarrow's errors (a commit that lost a race, a full disk, ...)
            first = (str(exc).strip().splitlines() or [""])[0]
            raise MirrorError(f"{entry.path}: {type(exc).__name__}: {first}") from exc
        for message in entry.notes:
            note(f"binlogspec mirror: note: {message}")
        entry.notes.clear()
        summary["tables"][entry.name] = {"folder": os.path.basename(entry.path), "rows": entry.rows_seen,
                                         "committed": done}
        if done:
            commits += 1
            if die_after and commits >= die_after:
                sys.stdout.flush()
                os._exit(70)
    summary["reached"] = {"file": reached.file, "pos": reached.pos, "gtid": reached.gtid}
    summary["commits"] = commits
    summary["rows"] = sum(entry.rows_seen for entry in found.values())  # (row changes read past the positions)
    if done_before is None or reached.version > done_before.version:
        _write_json(os.path.join(out, DONE), {"filter": filter_text, "file": reached.file, "pos": reached.pos,
                                              "gtid": reached.gtid})
    if fault is not None:
        raise fault
    return summary


SIDECAR = "_binlogspec_mirror.json"  # in a mirror's folder: {"db", "table"} (Delta skips names starting with _)


def _names_of(path):
    """``(db, table)`` of the mirror in folder ``path`` (its :data:`SIDECAR`), or None. (Not the
    Delta table's name and description: delta-rs 1.6's MERGE with merge_schema writes a metaData
    action without them.)"""
    try:
        with open(os.path.join(path, SIDECAR), encoding="utf-8") as fh:
            found = json.load(fh)
        return found["db"], found["table"]
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _write_names(path, db, table):
    os.makedirs(path, exist_ok=True)
    _write_json(os.path.join(path, SIDECAR), {"db": db, "table": table})


def _write_json(path, value):
    """``value`` as JSON at ``path``, whole or not at all (written beside it, then renamed)."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(value, fh, ensure_ascii=False)
    os.replace(tmp, path)


COLLAPSE_ROWS = 1 << 17  # a table's pending changes collapsed when they reach this many rows (or half its keys)
DONE = "_binlogspec_mirror_done.json"  # in DIR: the filter and position of the last run that committed all its tables


def _done(out, filter_text):
    """The position the last complete run with the same filter reached (every table it keeps is
    mirrored up to there, so the files before it need not be read), or None."""
    try:
        with open(os.path.join(out, DONE), encoding="utf-8") as fh:
            found = json.load(fh)
    except (OSError, ValueError):
        return None
    if not isinstance(found, dict) or found.get("filter") != filter_text:
        return None
    try:
        return Reached(str(found["file"]), int(found["pos"]), found.get("gtid"))
    except (KeyError, TypeError, ValueError):
        return None


def _tracks_ddl(schema):
    """Whether the reading follows the files' DDL (then every file is read: its DDL is needed)."""
    from binlogspec.ddl import SchemaTracker

    return isinstance(schema, SchemaTracker)


def _mirrored(out):
    """``(db, table, folder path)`` of the mirrors in ``out``."""
    dl = _deltalake()
    if not os.path.isdir(out):
        return []
    found = []
    for entry in sorted(os.listdir(out)):
        path = os.path.join(out, entry)
        if os.path.isdir(path) and dl.DeltaTable.is_deltatable(path):
            names = _names_of(path)
            if names is not None:
                found.append((names[0], names[1], path))
    return found


def _last_position(table) -> Optional["Reached"]:
    """The position the latest commit with one recorded (a mirror's latest commit, but for the
    rewrite of a widened type)."""
    for commit in table.history():
        found = _position_of(commit)
        if found is not None:
            return found
    return None


def status(out: str) -> list:
    """Per mirrored table in ``out``: its name, folder, Delta version and the position reached."""
    dl = _deltalake()
    if not os.path.isdir(out):
        raise MirrorError(f"{out}: no such folder")
    rows = []
    for db, name, path in _mirrored(out):
        table = dl.DeltaTable(path)
        info = _last_position(table)
        rows.append({"table": f"{db}.{name}", "db": db, "name": name, "folder": os.path.basename(path),
                     "version": table.version(), "file": info.file if info else None,
                     "pos": info.pos if info else None, "gtid": info.gtid if info else None,
                     "app_version": table.transaction_version(APP_ID)})
    return rows


def opened(path: str, db: str, table: str) -> tuple:
    """``(deltalake.DeltaTable, the app transaction version it has reached)`` of the mirror of
    ``db.table`` in folder ``path``, ``(None, None)`` where there is none yet; a folder holding
    another table's mirror is a :class:`MirrorError`. (The Spark path reads positions here too.)"""
    dl = _deltalake()
    if not dl.DeltaTable.is_deltatable(path):
        return None, None
    delta = dl.DeltaTable(path)
    named = _names_of(path)
    if named != (db, table):
        raise MirrorError(f"{path}: is not the mirror of {db}.{table} (it holds "
                          f"{'.'.join(named) if named else 'no binlogspec mirror'})")
    return delta, delta.transaction_version(APP_ID)


def _position_of(commit: dict) -> Optional[Reached]:
    if META + "file" not in commit:  # (delta-spark writes the same keys as JSON in userMetadata)
        try:
            commit = json.loads(commit.get("userMetadata") or "")
        except (TypeError, ValueError):
            return None
        if not isinstance(commit, dict) or META + "file" not in commit:
            return None
    return Reached(commit[META + "file"], int(commit[META + "pos"]), commit.get(META + "gtid") or None)


_GTID = re.compile(r"^(\d+-\d+-\d+|[0-9a-fA-F-]{36}:(?:[\w-]+:)?\d+)$")


def version_at(path: str, at: Union[str, tuple]) -> int:
    """The version of the mirror at ``path`` as it stood at ``at``: a GTID (the version whose run
    ended with that transaction), or a position ``"binlog.000042:1234"`` / ``("binlog.000042",
    1234)`` (the last version whose position is at or before it). A position before the first
    version, or a GTID no version ended at, is a :class:`MirrorError` naming the positions there are."""
    dl = _deltalake()
    table = dl.DeltaTable(path)
    history: list = []
    for commit in table.history():
        found = _position_of(commit)
        if found is not None:
            history.append((int(commit["version"]), found))
    history.sort(key=lambda item: item[0])
    known = ", ".join(f"{r.file}:{r.pos}" + (f" ({r.gtid})" if r.gtid else "") + f" = version {v}"
                      for v, r in history)
    if isinstance(at, str) and _GTID.match(at):
        for version, r in reversed(history):
            if r.gtid == at:
                return version
        raise MirrorError(f"{path}: no version ends at GTID {at} (the versions: {known})")
    if isinstance(at, str):
        name, _, pos = at.rpartition(":")
        if not name or not pos.isdigit():
            raise MirrorError(f"{at!r}: give a GTID, FILE:POS or (FILE, POS)")
        at = (name, int(pos))
    target = position_version(os.path.basename(at[0]), int(at[1]))
    best = None
    for version, r in history:
        if r.version <= target:
            best = version
    if best is None:
        raise MirrorError(f"{path}: no version at or before {at[0]}:{at[1]} (the versions: {known})")
    return best


def table_at(path: str, at: Union[str, tuple]):
    """The mirror at ``path`` as a ``deltalake.DeltaTable`` loaded at :func:`version_at`."""
    dl = _deltalake()
    table = dl.DeltaTable(path)
    table.load_as_version(version_at(path, at))
    return table


def arrow_table(delta):
    """The rows of a mirror (a ``deltalake.DeltaTable``, at the version it is loaded at) as a
    ``pyarrow.Table`` of its schema, read by pyarrow from the version's Parquet files. Not by
    ``DeltaTable.to_pyarrow_table``: its dataset reads through delta-rs' Python file system,
    whose threads, in deltalake 1.6.6 with pyarrow 26, now and then abort the process as it
    exits ("terminate called without an active exception", delta-io/delta-rs#2184; one exit in
    eight here). The mirrors have no partitions, deletion vectors or column mapping, so their
    files are the rows; a file written before an ADD COLUMN reads that column as NULL."""
    import pyarrow as pa
    import pyarrow.dataset as ds

    schema = pa.schema(delta.schema().to_arrow())
    return ds.dataset(delta.file_uris(), schema=schema, format="parquet").to_table()


# --------------------------------------------------------------------------- command line

def add_parser(sub, parents):
    """``binlogspec mirror``'s parser (``parents``: the selectors' and schemas' parsers)."""
    import argparse

    from binlogspec.arguments import charset_arg

    p = sub.add_parser("mirror", parents=parents,
                       help="keep a Delta table per source table equal to it after the files' changes, exactly once")
    p.add_argument("files", nargs="*", metavar="FILE",
                   help="binlog files, folders (their binlogs, in name order) or glob patterns")
    p.add_argument("--format", choices=["delta"], default="delta", help="the table format (delta)")
    p.add_argument("--out", metavar="DIR", help="the folder of the mirrors (DIR/db.table)")
    p.add_argument("--status", metavar="DIR", help="print, per mirrored table in DIR, the position reached, and exit")
    p.add_argument("--tables", metavar="PATTERNS", help="only these tables: comma-separated db.table globs")
    p.add_argument("--key", action="append", metavar="DB.TABLE=COL,...",
                   help="a table's key columns, where neither its table maps nor a schema give its primary key")
    p.add_argument("--default-charset", type=charset_arg, metavar="CHARSET", default=None,
                   help="text columns of unknown charset are in this charset")
    p.add_argument("--key-file", metavar="KEYS", help="decrypt MariaDB binlogs (encrypt_binlog=ON): the "
                   "file_key_management plugin's key file")
    p.add_argument("--key-file-key", metavar="SECRET", help="the key the key file is encrypted with")
    p.add_argument("--keyring", metavar="FILE", help="decrypt MySQL 8 binlogs (binlog_encryption=ON): the keyring_file "
                   "plugin's data file")
    p.set_defaults(func=cmd_mirror)


def _keys_arg(items):
    keys = {}
    for item in items or []:
        name, eq, cols = item.partition("=")
        columns = [c.strip() for c in cols.split(",") if c.strip()]
        if not eq or "." not in name or not columns:
            raise MirrorError(f"--key {item!r}: give DB.TABLE=COLUMN[,COLUMN...]")
        keys[name.strip()] = columns
    return keys


def _note(out):
    def note(message):
        out.flush()
        print(message, file=sys.stderr)
    return note


def cmd_mirror(args, out):
    from binlogspec.arguments import fail, keys_of, note_unmatched_tables, schemas_of, selection_of

    try:
        if args.status is not None:
            for row in status(args.status):
                out.write((json.dumps(row, ensure_ascii=False) + "\n").encode("utf-8", "surrogateescape"))
            return 0
        if not args.out:
            fail("binlogspec mirror: give --out DIR (or --status DIR)")
        if not args.files:
            fail("binlogspec mirror: give the binlog files to apply")
        _deltalake()
        keys = _keys_arg(args.key)
        schema = schemas_of(args, out)
        selection = selection_of(args)
        patterns = None
        tables_text = f"tables={args.tables or '*'};databases={','.join(sorted(args.database or [])) or '*'}"
        if args.tables:
            from binlogspec.arguments import tables_arg

            patterns = tables_arg(args.tables)
        args.tables = patterns
        try:
            summary = mirror(args.files, args.out, schema=schema, tables=patterns, keys=keys,
                             selection=None if selection.empty else selection, key_file=keys_of(args),
                             filter_text=tables_text, on_note=_note(out))
        except errors.BinlogError as exc:
            out.flush()
            print(str(exc), file=sys.stderr)
            return 2
        out.write((json.dumps(summary, ensure_ascii=False) + "\n").encode("utf-8", "surrogateescape"))
        note_unmatched_tables(args, out)
        return 0
    except MirrorError as exc:
        out.flush()
        fail(f"binlogspec mirror: {exc}")
    except OSError as exc:
        out.flush()
        fail(f"binlogspec mirror: {getattr(exc, 'filename', None) or ''}: {exc.strerror or exc}")
    return 2
