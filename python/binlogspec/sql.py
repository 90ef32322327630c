"""Row changes as SQL: redo statements, and flashback (undo) statements.

    from binlogspec.sql import sql_script
    for chunk in sql_script(["binlog.000001"], schema_file="schema.sql"):          # redo
        sys.stdout.buffer.write(chunk)
    for chunk in sql_script(["binlog.000001"], flashback=True, changed_only=True):   # undo
        ...

The walk is binlogspec's own (:mod:`binlogspec.walk`: its steps, and the runs read in C after
them, as ``binlogspec rows`` reads them): its :class:`~binlogspec.records.RowChange` objects carry
the exact values of :mod:`binlogspec.values`, which :data:`LITERALS` (one rule per column kind)
turns into SQL literals. Each change's transaction is told by the position where it began (the
walk's tracker), so every transaction comes out as ``BEGIN; ... COMMIT;`` after a comment naming
its ``FILE:POS``, GTID and time; DDL and statements are watched as they pass to the walk.

Flashback: the undo statements of every transaction are written, in binlog order, to a spill
file (one statement a line) with an index of where each transaction's statements lie; they are
then read back from the end, newest transaction first, each one's statements last first. Memory
stays bounded by the longest statement whatever the size of the files.
"""

import datetime
import decimal
import functools
import heapq
import json
import os
import struct
import tempfile
from dataclasses import dataclass, field
from typing import Any, BinaryIO, Callable, Iterable, Iterator, Optional

from binlogspec import errors, values
from binlogspec.records import Column, RowChange
from binlogspec.walk import QUERIES, TRX_ENDS

__all__ = ["SqlError", "Options", "sql_script", "literal", "LITERALS", "kind_of"]

UTC = datetime.timezone.utc
FDE = 15


class SqlError(errors.BinlogError):
    """A change that cannot be written as SQL as asked (a flashback of an image that lacks
    columns, DDL in a flashback's range, a table whose column names are not known)."""

    kind = "sql"


# --------------------------------------------------------------------------- literals

_ESCAPES = str.maketrans({"\\": "\\\\", "'": "\\'", "\0": "\\0", "\n": "\\n", "\r": "\\r", "\x1a": "\\Z"})


def _quoted(text: str) -> str:
    """A string literal, escaped for a session without NO_BACKSLASH_ESCAPES (the script's header
    sets its sql_mode): the text goes as utf8mb4 (``SET NAMES``) and the server converts it to
    the column's charset, from which it was decoded."""
    return "'" + text.translate(_ESCAPES) + "'"


_null: Callable[[Any], str] = "NULL".format  # (C callables where a rule is one: no Python frame a value)


def _hex(data: Any) -> str:
    return "X'" + bytes(data).hex().upper() + "'"


_int: Callable[[int], str] = str


_decimal: Callable[[decimal.Decimal], str] = "{:f}".format  # every digit, never an exponent


def _float(value: float) -> str:
    # the shortest text that reads back as the same double, always with an exponent so that the
    # server reads it as a double (strtod: exact), not as a DECIMAL; a FLOAT column's value is a
    # float32, held exactly in the double
    text = repr(value)
    if "e" in text:
        return text
    if text in ("inf", "-inf", "nan"):
        raise ValueError(f"{text} is no value a FLOAT/DOUBLE column holds")
    return text + "e0"


def _date(value: datetime.date) -> str:
    return "'" + value.isoformat() + "'"  # (isoformat pads the year to four digits)


def _datetime(value: datetime.datetime) -> str:
    return "'" + value.isoformat(" ") + "'"  # the fraction only when there is one


def _timestamp(value: datetime.datetime) -> str:
    # in UTC, as binlogspec.values gives it; the script sets the session's time_zone to '+00:00'
    if value.tzinfo is not UTC:
        value = value.astimezone(UTC)
    return "'" + value.replace(tzinfo=None).isoformat(" ") + "'"


def _time(value: datetime.timedelta) -> str:
    micro = value // datetime.timedelta(microseconds=1)
    sign = "-" if micro < 0 else ""
    seconds, micro = divmod(abs(micro), 1_000_000)
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    return f"'{sign}{hours:02d}:{minutes:02d}:{seconds:02d}{f'.{micro:06d}' if micro else ''}'"


def _bit(value: int) -> str:
    return f"b'{value:b}'"


def _set(value: frozenset) -> str:
    return _quoted(",".join(sorted(value)))  # (the server takes a SET's members in any order)


def _json_cast(value: str) -> str:
    return f"CAST({_quoted(value)} AS JSON)"  # MySQL's JSON type: a document, not a string


def _json_diffs(value: list) -> str:
    raise ValueError("a partial JSON update whose before image does not hold the document")


def _geometry(value: values.Geometry) -> str:
    return f"ST_GeomFromWKB({_hex(value.wkb)}, {value.srid})"


def _geometry_mysql(value: values.Geometry) -> str:
    if not value.srid:
        return _geometry(value)
    # MySQL 8 reads the WKB of a geographic SRS in that SRS's axis order unless told; the binlog
    # holds it as stored, longitude first
    return f"ST_GeomFromWKB({_hex(value.wkb)}, {value.srid}, 'axis-order=long-lat')"


def _vector(value: list) -> str:
    return "STRING_TO_VECTOR('[" + ",".join(repr(float(v)) for v in value) + "]')"


Rules = dict  # {Python type of a value: its literal rule}

# what every column takes alike: NULL, bytes (binary; text of an unknown charset: as stored),
# zero dates (the server's own text)
COMMON: Rules = {type(None): _null, bytes: _hex, bytearray: _hex, memoryview: _hex, values.ZeroDate: _quoted}

# the literal rules, one table: column kind -> {Python type of its values (binlogspec.values) -> rule}
LITERALS: dict[str, Rules] = {
    "int": {int: _int},
    "decimal": {decimal.Decimal: _decimal},
    "float": {float: _float},
    "date": {datetime.date: _date},
    "datetime": {datetime.datetime: _datetime},
    "timestamp": {datetime.datetime: _timestamp},
    "time": {datetime.timedelta: _time},
    "bit": {int: _bit},
    "enum": {str: _quoted, int: _int},  # the label; the index where no labels are known
    "set": {frozenset: _set, int: _int},  # the members; the bit mask where no labels are known
    "text": {str: _quoted},
    "json": {str: _quoted, values.JsonText: _quoted, list: _json_diffs},
    "geometry": {values.Geometry: _geometry},
    "vector": {list: _vector},
}
# where MySQL reads a literal otherwise
MYSQL: dict[str, Rules] = {"json": {values.JsonText: _json_cast}, "geometry": {values.Geometry: _geometry_mysql}}

# The same rules as expressions (``{v}``: the value) for the kinds most rows are made of, which a
# table's row formatter is compiled from (:func:`_row_formatter`): each gives what the rule of the
# kind's own type gives, and fails (AttributeError, TypeError) for a value of another type, whose
# row then goes through the table above.
INLINE: dict[str, str] = {
    "int": "str({v})",
    "decimal": "format({v}, 'f')",
    "float": "_float({v})",
    "date": "\"'\" + {v}.isoformat() + \"'\"",
    "datetime": "\"'\" + {v}.isoformat(' ') + \"'\"",
    "timestamp": "_timestamp({v})",
    "text": "\"'\" + {v}.translate(_ESCAPES) + \"'\"",
    "enum": "\"'\" + {v}.translate(_ESCAPES) + \"'\"",
    "bit": "\"b'\" + format({v}, 'b') + \"'\"",
}
_INLINE_TYPES = {"int": int, "decimal": decimal.Decimal, "float": float, "date": datetime.date,
                 "datetime": datetime.datetime, "timestamp": datetime.datetime, "text": str, "enum": str, "bit": int}


def _row_formatter(columns: list, rules: list) -> Callable[[Any], tuple]:
    """A function of a whole row image's values (in column order) to their literals, compiled
    once per table layout from :data:`INLINE` (the other kinds through their rules): one Python
    frame a row, not one a value."""
    names = [f"v{i}" for i in range(len(columns))]
    parts = []
    for i, column in enumerate(columns):
        kind = kind_of(column)
        expr = INLINE[kind].format(v=names[i]) if kind in INLINE else f"_R[{i}][type({names[i]})]({names[i]})"
        parts.append(f"('NULL' if {names[i]} is None else {expr})")
    source = (f"def row(values):\n    {', '.join(names)}{',' if len(names) == 1 else ''} = values\n"
              f"    return ({', '.join(parts)}{',' if len(parts) == 1 else ''})\n")
    scope: dict[str, Any] = {"_R": rules, "_float": _float, "_timestamp": _timestamp, "_ESCAPES": _ESCAPES}
    exec(compile(source, f"<binlogspec.sql row of {len(columns)} columns>", "exec"), scope)  # noqa: S102
    return scope["row"]

# The literal rules the C statement writer (_fastsql.c) takes, one table: column kind -> the fast
# path's value rules (binlogspec.rules) whose values it writes as that kind's rule above writes
# them (integers, DECIMAL, FLOAT/DOUBLE and dates with the JSON writer's helpers). A column of
# any other kind or rule has its literals from its rule here, which C calls with the value; the
# unusual values of these (zero dates, text of a charset Python decodes, a BIT over 64 bits, ...)
# too, and one that rule refuses (NaN) makes sql.py write the event.
C_LITERALS: dict[str, frozenset] = {
    "int": frozenset({"INT_S", "INT_U", "YEAR"}),
    "decimal": frozenset({"DECIMAL"}),
    "float": frozenset({"FLOAT", "DOUBLE"}),
    "date": frozenset({"DATE"}),
    "datetime": frozenset({"DATETIME2", "DATETIME"}),
    "timestamp": frozenset({"TIMESTAMP2", "TIMESTAMP"}),
    "time": frozenset({"TIME", "TIME2"}),
    "bit": frozenset({"BIT"}),
    "enum": frozenset({"ENUM"}),
    "set": frozenset({"SET"}),
    "text": frozenset({"TEXT", "CHAR", "CHAR_BINARY"}),
}


def _c_native(column: Column, rule: str) -> bool:
    """Whether the C writer writes the literals of ``column`` (whose fast value rule is ``rule``)."""
    if rule not in C_LITERALS.get(kind_of(column), ()):
        return False
    labels = column.enum_labels if rule == "ENUM" else column.set_labels if rule == "SET" else None
    try:  # (C writes the labels' UTF-8, as the script's encoding writes a str without surrogates)
        for label in labels or ():
            label.encode("utf-8")
    except (AttributeError, UnicodeEncodeError):
        return False
    return True


_KINDS = {
    "TINY": "int", "SHORT": "int", "INT24": "int", "LONG": "int", "LONGLONG": "int", "YEAR": "int",
    "NEWDECIMAL": "decimal", "DECIMAL": "decimal", "FLOAT": "float", "DOUBLE": "float",
    "DATE": "date", "NEWDATE": "date", "DATETIME": "datetime", "DATETIME2": "datetime",
    "TIMESTAMP": "timestamp", "TIMESTAMP2": "timestamp", "TIME": "time", "TIME2": "time", "BIT": "bit",
    "ENUM": "enum", "SET": "set", "JSON": "json", "GEOMETRY": "geometry", "VECTOR": "vector",
}


def kind_of(column: Column) -> str:
    """The literal rules' name of a column's kind (``text`` for the string and BLOB types)."""
    return _KINDS.get(column.real_type_name or column.type_name, "text")


def rules_of(column: Column, flavor: str = "mariadb") -> Rules:
    """{Python type: literal rule} of a column's values."""
    kind = kind_of(column)
    rules = {**COMMON, **LITERALS[kind]}
    if flavor == "mysql":
        rules.update(MYSQL.get(kind, {}))
    return rules


def _rule(rules: Rules, value: Any, column: Column) -> Callable[[Any], str]:
    rule = rules.get(type(value))
    if rule is None:
        for base in type(value).__mro__[1:]:
            rule = rules.get(base)
            if rule is not None:
                break
        else:
            raise ValueError(f"column {column.name}: no literal rule for a {type(value).__name__} value of a "
                             f"{kind_of(column)} column")
    return rule


def literal(value: Any, column: Column, flavor: str = "mariadb", rules: Optional[Rules] = None) -> str:
    """The SQL literal of one value of ``column``, as :mod:`binlogspec.values` gives it."""
    rules = rules if rules is not None else rules_of(column, flavor)
    rule = rules.get(type(value))
    return (rule or _rule(rules, value, column))(value)


def _ident(name: str) -> str:
    return "`" + name.replace("`", "``") + "`"


# --------------------------------------------------------------------------- statements

@dataclass
class Options:
    """What the script holds (see :func:`sql_script`)."""

    flashback: bool = False
    changed_only: bool = False
    full_columns: bool = False
    keys: dict = field(default_factory=dict)  # "db.table" -> [column names]
    sql_types: Optional[set] = None  # of "insert", "update", "delete"
    skip_ddl: bool = False
    rewrite_db: dict = field(default_factory=dict)
    tables_given: bool = False  # --tables: DDL is left out (it may be any table's)
    unnamed_columns: bool = False  # write col_1, col_2, ... where no column names are known (to read, not apply)
    on_note: Optional[Callable[[str], None]] = None
    fast: bool = True  # the statements of the fast path's events written in C (_fastsql.c); False: here, per change
    counts: Optional[dict] = None  # given, it counts how events were written: c_events, c_runs (events a run
    # took, crossed ones included), python_events (the steps written here)


class _Table:
    """How one table layout's changes are written: its quoted name, columns, key, and each
    column's literal rules (for the flavor of the files' server)."""

    __slots__ = ("name", "columns", "key", "note", "names_known", "n", "rules", "spec", "all_names", "row")

    def __init__(self, db, table, columns, options, schema=None, flavor="mariadb"):
        db = options.rewrite_db.get(db, db)
        self.columns = columns
        self.n = len(columns)
        self.rules = [rules_of(c, flavor) for c in columns]
        self.row = _row_formatter(columns, self.rules)
        # name -> (column, quoted name, rules)
        self.spec = {c.name: (c, _ident(c.name), r) for c, r in zip(columns, self.rules)}
        self.all_names = ", ".join(_ident(c.name) for c in columns)
        self.names_known = not all(c.name == f"col_{c.index + 1}" for c in columns)
        given = options.keys.get(f"{db}.{table}")
        self.note = None
        if given is not None:
            missing = [k for k in given if k not in self.spec]
            if missing:
                raise SqlError(f"--key {db}.{table}: no column {', '.join(missing)} (the table has "
                               f"{', '.join(c.name for c in columns)})")
            self.key = list(given)
        else:
            self.key = [c.name for c in columns if c.in_primary_key]
        if not self.key:
            self.note = (f"no primary key known for {db}.{table} (table map, schema or --key): "
                         f"WHERE on every column, LIMIT 1")
        self.name = f"{_ident(db)}.{_ident(table)}"

    def literal(self, name, value):
        column, _, rules = self.spec[name]
        return literal(value, column, rules=rules)

    def literals(self, image):
        """The literals of a whole row image, in column order (the order of its dict)."""
        try:
            return self.row(image.values())
        except (AttributeError, TypeError, KeyError):  # a value of another type than its kind's own
            return [self.literal(name, v) for name, v in image.items()]


class _Writer:
    """Statements of row changes, as redo or undo SQL (one line each)."""

    def __init__(self, options: Options, flavor: Callable[[], str], schema: Any = None):
        self.schema = schema
        self.options = options
        self.flavor = flavor
        self.tables: dict = {}  # id(columns) -> (columns, _Table)
        self.noted: set = set()

    def table(self, change: RowChange) -> _Table:
        found = self.tables.get(id(change.columns))
        if found is None or found[0] is not change.columns:
            if len(self.tables) > 1024:
                self.tables.clear()
            try:
                table = _Table(change.db, change.table, change.columns, self.options, self.schema, self.flavor())
            except SqlError as exc:
                exc.file, exc.offset = change.file, change.pos
                raise
            found = self.tables[id(change.columns)] = (change.columns, table)
        table = found[1]
        if not table.names_known and not self.options.unnamed_columns:
            raise SqlError(f"{change.db}.{change.table}: its column names are not known (binlog_row_metadata=FULL, "
                           f"--schema-file, --schema or --follow-ddl gives them)", file=change.file,
                           offset=change.pos)
        if table.note is not None and table.name not in self.noted:
            self.noted.add(table.name)
            if self.options.on_note is not None:
                self.options.on_note(f"{change.file}:{change.pos}: note: {table.note}")
        return table

    def c_table(self, info: Any) -> Any:
        """The C writer's spec (``Layout.sql_table``) of a fast path table (``info``: its
        :class:`binlogspec.fast.TableLayout`) whose changes this writer has written before (so
        that its checks and its note are done), or None."""
        found = self.tables.get(id(info.columns))
        if found is None or found[0] is not info.columns:
            return None
        table = found[1]
        if not table.names_known and not self.options.unnamed_columns:
            return None
        names = [c.name for c in table.columns]
        enc = functools.partial(str.encode, encoding="utf-8", errors="surrogateescape")
        try:
            return info.layout.sql_table(
                enc(table.name), tuple(enc(_ident(n)) for n in names), tuple(names.index(k) for k in table.key),
                bytes(_c_native(c, rule) for c, rule in zip(table.columns, info.rules)),
                tuple(functools.partial(literal, column=c, rules=r) for c, r in zip(table.columns, table.rules)))
        except ValueError:  # (a layout of other columns than the table's: sql.py writes its changes)
            return None

    def names_of(self, info: Any) -> list[str]:
        """The names a statement of a fast path table (``info``, as :meth:`c_table` takes it)
        writes: the table's, as written (``rewrite_db`` applied), and its columns'."""
        table = self.tables[id(info.columns)][1]
        return [table.name] + [c.name for c in table.columns]

    def statements(self, change: RowChange) -> list[str]:
        """The statements (redo, or undo with ``flashback``) of one change."""
        table = self.table(change)
        try:
            if not self.options.flashback:
                return self._redo(table, change)
            return self._undo(table, change)
        except SqlError as exc:
            exc.file, exc.offset = change.file, change.pos
            raise
        except (ValueError, TypeError) as exc:
            raise SqlError(f"{change.db}.{change.table}: {exc}", file=change.file, offset=change.pos) from exc

    def _redo(self, table, change):
        if change.op == "insert":
            return [self._insert(table, change.after)]
        if change.op == "delete":
            return [self._delete(table, change.before)]
        return self._update(table, change.before, change.after, change)

    def _undo(self, table, change):
        if change.op == "insert":
            return [self._delete(table, change.after)]
        if change.op == "delete":
            self._whole(table, change.before, change, "deleted row")
            return [self._insert(table, change.before)]
        if not self.options.changed_only:
            self._whole(table, change.before, change, "row before the update")
        else:  # the old values of the columns the update set, at least
            missing = [name for name in change.after or () if name not in (change.before or {})]
            if missing:
                raise SqlError(f"the row before the update lacks columns {', '.join(missing[:8])}"
                               f"{' ...' if len(missing) > 8 else ''} (binlog_row_image=FULL writes them all): "
                               f"it cannot be undone")
        return self._update(table, change.after, change.before, change)

    @staticmethod
    def _whole(table, image, change, what):
        if len(image or ()) < len(table.columns):
            missing = [c.name for c in table.columns if c.name not in (image or {})]
            raise SqlError(f"the {what} lacks columns {', '.join(missing[:8])}"
                           f"{' ...' if len(missing) > 8 else ''} (binlog_row_image=FULL writes them all): "
                           f"it cannot be undone")

    def _insert(self, table, image):
        if len(image) == table.n:
            return f"INSERT INTO {table.name} ({table.all_names}) VALUES ({', '.join(table.literals(image))});"
        spec = table.spec
        names = ", ".join(spec[name][1] for name in image)
        lits = ", ".join(table.literal(name, v) for name, v in image.items())
        return f"INSERT INTO {table.name} ({names}) VALUES ({lits});"

    def _where(self, table, image):
        """(condition, limit) of the row ``image`` names: on the key, else on every column."""
        key = table.key
        use_key = bool(key) and not self.options.full_columns and all(k in image for k in key)
        spec = table.spec
        parts = []
        for name in (key if use_key else image):
            value = image[name]
            quoted = spec[name][1]
            parts.append(f"{quoted} IS NULL" if value is None else f"{quoted}={table.literal(name, value)}")
        if not parts:
            raise SqlError("the row image names no column to find the row by")
        return " AND ".join(parts), "" if use_key else " LIMIT 1"

    def _delete(self, table, image):
        where, limit = self._where(table, image)
        return f"DELETE FROM {table.name} WHERE {where}{limit};"

    def _update(self, table, old, new, change):
        """UPDATE from the row ``old`` names to the values of ``new``."""
        spec = table.spec
        if self.options.changed_only:
            sets = [f"{spec[name][1]}={table.literal(name, value)}" for name, value in new.items()
                    if name not in old or not _same(old[name], value)]
        elif len(new) == table.n:
            sets = [f"{quoted}={lit}" for quoted, lit in zip((s[1] for s in spec.values()), table.literals(new))]
        else:
            sets = [f"{spec[name][1]}={table.literal(name, value)}" for name, value in new.items()]
        if not sets:
            return []  # nothing changed
        where, limit = self._where(table, old)
        return [f"UPDATE {table.name} SET {', '.join(sets)} WHERE {where}{limit};"]


def _same(a, b):
    return type(a) is type(b) and a == b


# --------------------------------------------------------------------------- transactions

@dataclass
class _Trx:
    file: str
    pos: int
    gtid: Optional[str]
    time: int
    rows: int = 0
    last_time: int = 0


def _header(trx: _Trx) -> str:
    when = datetime.datetime.fromtimestamp(trx.time, UTC).strftime("%Y-%m-%d %H:%M:%S")
    return f"-- {trx.file}:{trx.pos} GTID {trx.gtid or '(none)'} at {when} UTC ({trx.time})"


DDL_WORDS = {"CREATE", "ALTER", "DROP", "RENAME", "TRUNCATE"}
HEADER = ("SET NAMES utf8mb4;\n"
          "SET SESSION time_zone = '+00:00';\n"  # TIMESTAMP literals are UTC
          "SET SESSION sql_mode = 'NO_AUTO_VALUE_ON_ZERO,NO_ENGINE_SUBSTITUTION';\n")  # backslash escapes; zero dates


def _statement_of(event):
    """(default database, statement text) of a QUERY event."""
    tree = event.tree
    text = tree.get("query")
    if text is None and isinstance(tree.get("compressed_query"), dict):
        text = tree["compressed_query"].get("text")
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", "surrogateescape")
    return tree.get("db") or None, text or ""


def _tail(event, n=9):
    if event.raw is None:
        return b""
    end = len(event.raw) - (event.params or {}).get("len_checksum", 0)
    return bytes(event.raw[max(0, end - n):end])


class _Spill:
    """Undo statements in binlog order on disk, one a line, and the index of each transaction's
    lines; read back newest transaction first, each one's lines last first."""

    RECORD = struct.Struct("<QQQ")

    def __init__(self, tmpdir=None):
        self.data = tempfile.TemporaryFile(dir=tmpdir, prefix="binlogspec-sql-")
        self.index = tempfile.TemporaryFile(dir=tmpdir, prefix="binlogspec-sql-index-")
        self.start: Optional[tuple] = None

    def begin(self, header: bytes):
        at = self.data.tell()
        self.data.write(header)
        self.start = (at, self.data.tell())

    def line(self, text: bytes):
        self.data.write(text)
        self.data.write(b"\n")

    def end(self):
        if self.start is not None:
            self.index.write(self.RECORD.pack(*self.start, self.data.tell()))
            self.start = None

    def chunk(self, text: bytes, marks: bytes):
        """What the C writer gave (``Layout.sql_run``): headers and statements, a line each, and
        the marks of where its transactions begin (kind 0: header, statements) and end (kind 1)."""
        base = self.data.tell()
        self.data.write(text)
        for kind, a, b in struct.iter_unpack("<qqq", marks):
            if kind == 0:
                self.start = (base + a, base + b)
            elif self.start is not None:
                self.index.write(self.RECORD.pack(*self.start, base + a))
                self.start = None

    def script(self, chunk=1 << 20, whole=32 << 20) -> Iterator[bytes]:
        """The undo script's transactions (their statements between ``BEGIN;`` and ``COMMIT;``) in
        about ``chunk`` bytes at a time: the transactions of up to 4096 index records read in one
        piece when they take at most ``whole`` bytes (a few Python calls a transaction: a
        binlog of small ones has hundreds of thousands), else each one's lines from its end."""
        size = self.RECORD.size
        self.index.flush()
        self.data.flush()
        n = self.index.seek(0, os.SEEK_END) // size
        out: list = []
        held = 0
        while n > 0:
            take = min(n, 4096)
            n -= take
            self.index.seek(n * size)
            records = list(self.RECORD.iter_unpack(self.index.read(take * size)))
            first, last = records[0][0], records[-1][2]
            if last - first <= whole:
                self.data.seek(first)
                data = self.data.read(last - first)
                for head, body, end in reversed(records):
                    lines = data[body - first:end - first].split(b"\n")
                    lines.pop()  # (after the last line's end)
                    lines.reverse()
                    lines.append(b"COMMIT;\n")
                    out.append(data[head - first:body - first] + b"BEGIN;\n" + b"\n".join(lines))
                    held += end - head
                    if held > chunk:
                        yield b"".join(out)
                        out.clear()
                        held = 0
                continue
            for head, body, end in reversed(records):
                if out:
                    yield b"".join(out)
                    out.clear()
                    held = 0
                self.data.seek(head)
                part = [self.data.read(body - head), b"BEGIN;\n"]
                size_ = 0
                for undo in _lines_backwards(self.data, body, end, chunk):
                    part.append(undo)
                    part.append(b"\n")
                    size_ += len(undo)
                    if size_ > chunk:
                        yield b"".join(part)
                        part.clear()
                        size_ = 0
                part.append(b"COMMIT;\n")
                yield b"".join(part)
        if out:
            yield b"".join(out)

    def close(self):
        self.data.close()
        self.index.close()


def _lines_backwards(f: BinaryIO, start: int, end: int, chunk: int) -> Iterator[bytes]:
    tail = b""
    pos = end
    while pos > start:
        n = min(chunk, pos - start)
        pos -= n
        f.seek(pos)
        block = f.read(n) + tail
        lines = block.split(b"\n")
        tail = lines[0]
        for line in reversed(lines[1:]):
            if line:
                yield line
    if tail:
        yield tail


class _Stats:
    """Changes per table and op; the largest and longest transactions (my2sql's ``stats``)."""

    def __init__(self, top=10):
        self.top = top
        self.changes: dict = {}
        self.largest: list = []
        self.longest: list = []
        self.transactions = 0
        self._n = 0

    def change(self, change: RowChange):
        entry = self.changes.setdefault(f"{change.db}.{change.table}", {"insert": 0, "update": 0, "delete": 0})
        entry[change.op] += 1

    def done(self, trx: _Trx):
        if not trx.rows:
            return
        self.transactions += 1
        self._n += 1
        info = {"file": trx.file, "pos": trx.pos, "gtid": trx.gtid, "time": trx.time, "rows": trx.rows,
                "seconds": trx.last_time - trx.time}
        for heap, key in ((self.largest, trx.rows), (self.longest, trx.last_time - trx.time)):
            item = (key, -self._n, info)
            if len(heap) < self.top:
                heapq.heappush(heap, item)
            else:
                heapq.heappushpop(heap, item)

    def as_dict(self):
        def ranked(heap):
            return [info for _, _, info in sorted(heap, key=lambda x: (-x[0], -x[1]))]

        return {"changes": self.changes, "transactions": self.transactions, "largest": ranked(self.largest),
                "longest": ranked(self.longest)}


def sql_script(files: Iterable[Any], *, schema: Any = None, tables: Any = None, selection: Any = None,
               options: Optional[Options] = None, stats: Optional[_Stats] = None, tmpdir: Optional[str] = None,
               backend: str = "kaitai", checksum_errors: str = "raise", keys: Any = None,
               **kw: Any) -> Iterator[bytes]:
    """The SQL script of the row changes of ``files`` (paths, in order), as UTF-8 bytes in chunks:
    redo statements, or with ``flashback=True`` the statements that undo them, newest first.

    ``schema``: as :func:`binlogspec.rows.row_changes` takes it (a
    :class:`~binlogspec.ddl.SchemaTracker` follows the files' DDL); ``tables``: a predicate on
    ``"db.table"``; ``selection``: a :class:`binlogspec.selectors.Selection`. Other keywords are
    :class:`Options` fields (``flashback``, ``changed_only``, ``full_columns``, ``keys``
    ``{"db.table": [names]}``, ``sql_types``, ``skip_ddl``, ``rewrite_db``). With ``stats`` (a
    :class:`_Stats`) the changes are counted into it and no SQL is written.

    A change that cannot be written raises :class:`SqlError` (``FILE:POS``); so does DDL in a
    flashback's range unless ``skip_ddl``."""
    options = options or Options(**kw)
    files = list(files)
    if selection is None:
        from binlogspec.selectors import Selection

        selection = Selection(len(files))
    tables = selection.table_filter(tables)
    flavor = ["mariadb"]
    writer = _Writer(options, lambda: flavor[0], schema)
    spill = _Spill(tmpdir) if options.flashback and stats is None else None
    out: list = []  # redo: chunks to give
    state: dict = {"trx": None, "open": False, "key": None}

    def note_ddl(event, db, text):
        where = f"{event.file}:{event.pos}"
        if options.tables_given or not selection.keeps_database(db):
            return
        if stats is not None:
            return
        if options.flashback:
            if options.skip_ddl:
                return
            raise SqlError(f"DDL in the range cannot be undone: {text[:120]!r} (--skip-ddl passes over it)",
                           file=event.file, offset=event.pos, event_type=event.type_name)
        target = options.rewrite_db.get(db, db) if db else None
        words = text.split(None, 2)[:2]
        database_statement = len(words) == 2 and words[1].upper() in ("DATABASE", "SCHEMA")
        use = f"USE {_ident(target)};\n" if target and not database_statement else ""
        when = datetime.datetime.fromtimestamp(event.timestamp, UTC).strftime("%Y-%m-%d %H:%M:%S")
        what = "DDL" if words and words[0].upper() in DDL_WORDS else "statement"
        out.append(f"-- {where} {what} at {when} UTC ({event.timestamp})\n{use}{text};\n"
                   .encode("utf-8", "surrogateescape"))

    def close():
        trx = state["trx"]
        if trx is None:
            return
        if stats is not None:
            stats.done(trx)
        elif state["open"]:
            if spill is not None:
                spill.end()
            else:
                out.append(b"COMMIT;\n")
        state["trx"], state["open"], state["key"] = None, False, None

    def watch(events, index):
        """The events as they pass to the walk: the ends of transactions, DDL and statements, the
        server's flavor. (The rows events a run takes in C after a step, and the GTID, TABLE_MAP,
        BEGIN and XID events it crosses, do not pass here: a transaction's start is told by the
        position where it began, which the walk's tracker keeps, runs included.)"""
        for event in events:
            code = event.type_code
            if code in QUERIES:
                tail = _tail(event)
                if tail.endswith(b"\0BEGIN"):
                    pass
                elif tail.endswith((b"\0COMMIT", b"\0ROLLBACK")):
                    close()
                else:
                    db, text = _statement_of(event)
                    word = text.lstrip().split(None, 1)[0].upper() if text.strip() else ""
                    if word in ("COMMIT", "ROLLBACK", "XA"):
                        close()
                    elif word not in ("BEGIN", "SAVEPOINT", "RELEASE") and not text.lstrip().startswith("#"):
                        close()
                        if selection.shows(event, index):
                            note_ddl(event, db, text)
            elif code in TRX_ENDS:
                close()
            elif code == FDE:
                version = str((event.tree or {}).get("server_version", ""))
                flavor[0] = "mariadb" if "mariadb" in version.lower() else "mysql"
            yield event

    def enter(file, trx_pos, pos, gtid, timestamp):
        """The transaction a change (or a rows event) at ``pos`` of ``file`` belongs to, which
        began at ``trx_pos`` (None: not known, then at ``pos``): the one under way, or a new one
        after the one under way is closed."""
        key = (file, trx_pos if trx_pos is not None else pos)
        trx = state["trx"]
        if trx is None or state["key"] != key:
            close()
            trx = state["trx"] = _Trx(file, key[1], gtid, timestamp)
            state["key"] = key
        return trx

    def begin(trx):
        """Its header and BEGIN (into the spill: the header, marking where it begins) before
        its first statement."""
        if not state["open"]:
            state["open"] = True
            head = (_header(trx) + "\n").encode("utf-8", "surrogateescape")
            if spill is not None:
                spill.begin(head)
            else:
                out.append(head + b"BEGIN;\n")

    def take(changes, trx_pos):
        """Write (or count) the statements of ``changes``, of the transaction that began at
        ``trx_pos`` (None: not known, a start position inside it say)."""
        for change in changes:
            if sql_types is not None and change.op not in sql_types:
                continue
            trx = enter(change.file, trx_pos, change.pos, change.gtid, change.timestamp)
            trx.rows += 1
            trx.last_time = change.timestamp
            if stats is not None:
                stats.change(change)
                continue
            lines = writer.statements(change)
            if not lines:
                continue
            begin(trx)
            for line in lines:
                data = line.encode("utf-8", "surrogateescape")
                if spill is not None:
                    spill.line(data)
                else:
                    out.append(data + b"\n")

    sql_types = options.sql_types
    if spill is None and stats is None:
        yield HEADER.encode()
    from binlogspec.rows import open_reader
    from binlogspec.selectors import Stop
    from binlogspec.walk import UNREAD, _run, changes_run, steps

    runs = selection.empty  # the rows events after a step read in C (walk.changes_run), as `binlogspec rows` does
    from binlogspec import fast as fast_

    # the statements of the rows events after a step written in C (_fastsql.c), transactions and
    # all, for the tables whose changes this writer has written (specs: Layout -> its spec)
    in_c = options.fast and stats is None and fast_.available()
    specs: dict = {}
    counts = options.counts
    ops = sql_types if sql_types is not None else ("insert", "update", "delete")
    opts = (options.flashback | options.changed_only << 1 | options.full_columns << 2
            | sum(1 << (3 + i) for i, op in enumerate(("insert", "update", "delete")) if op in ops))

    def spec_of(info):
        """The C writer's spec of a fast path table (its TableLayout), or None (see _Writer.c_table)."""
        spec = specs.get(info.layout)
        if spec is None:
            spec = writer.c_table(info)
            if spec is None:
                return None
            if len(specs) > 1024:
                specs.clear()
            specs[info.layout] = spec
        return spec

    def sql_step(step):
        """The statements of a step of the fast path written in C (``Layout.sql``) as take()
        writes them: whether it did (else take() writes them: a table it has not written a
        change of, or rows the C writer leaves to it)."""
        fast = step.fast
        spec = spec_of(fast.table)
        if spec is None:
            return False
        if sql_types is not None and step.op not in sql_types:
            return True
        h = fast.header
        try:
            text = fast.table.layout.sql(fast.data, fast.start, fast.end, h["is_write"], h["is_delete"],
                                         h["num_columns"], h["present"], h["present_after"], spec, opts)
        except Exception:  # (sql.py gives its statements, or its error)
            return False
        event = step.event
        trx = enter(event.file, step.trx_pos, event.pos, step.gtid, event.timestamp)
        if counts is not None:
            counts["c_events"] = counts.get("c_events", 0) + 1
        if not text:
            return True
        begin(trx)
        if spill is not None:
            spill.data.write(text)
        else:
            out.append(text)
        return True

    def sql_run(reader, step):
        """The statements of the rows events after ``step`` a run in C takes (walk._run), into
        ``out`` or the spill: whether it took any."""
        info = step.fast.table
        layout = info.layout
        if spec_of(info) is None:
            return False
        file = step.event.file
        trx = state["trx"]
        at = [(trx.pos, state["open"], trx.gtid, trx.time) if trx is not None else (None, False, None, 0)]
        name = file.encode("utf-8", "surrogateescape")

        def run(*args):
            got = layout.sql_run(*args, name, specs, opts, at[0], 256 << 10)
            at[0] = got[5]
            return got[0], got[1], got[2], got

        taken, found = _run(reader, step.fast, run, step=step, others="take")
        if not taken:
            return False
        if counts is not None:
            counts["c_runs"] = counts.get("c_runs", 0) + taken
        for got in found:
            if spill is not None:
                spill.chunk(got[3], got[4])
            elif got[3]:
                out.append(got[3])
        key, is_open, gtid, time = at[0]
        if key is None:
            state["trx"], state["key"] = None, None
        elif state["key"] != (file, key):
            state["trx"], state["key"] = _Trx(file, key, gtid, time), (file, key)
        state["open"] = is_open
        return True

    try:
        for index, path in enumerate(files):
            stopped = False
            try:
                with open_reader(path, backend=backend, checksum_errors=checksum_errors,
                                 schema=schema if schema is not None else {}, keys=keys, defer=UNREAD) as reader:
                    events = watch(selection.until_stop(reader, index), index)
                    for step in steps(reader, schema=schema if schema is not None else {}, tables=tables,
                                      events=events):
                        if selection.shows(step.event, index):
                            if not (in_c and step.fast is not None and sql_step(step)):
                                if counts is not None:
                                    counts["python_events"] = counts.get("python_events", 0) + 1
                                take(step.changes(), step.trx_pos)
                        if runs and step.fast is not None and in_c:
                            while sql_run(reader, step):
                                if len(out) > 16:  # (the C runs' pieces of 256 KB each: not joined again)
                                    yield from out
                                    out.clear()
                        elif runs and step.fast is not None:
                            while True:
                                # an event at a time, so that the tracker tells its transaction
                                more = changes_run(reader, step, max_rows=1)
                                if not more:
                                    break
                                take(more, step.tracker.trx_pos)
                                if len(out) > 256:
                                    yield b"".join(out)
                                    out.clear()
                        if len(out) > 256:
                            yield b"".join(out)
                            out.clear()
            except Stop:
                stopped = True
            except errors.BinlogError:
                if out:  # the statements before the fault (a transaction it cut short has no COMMIT)
                    yield b"".join(out)
                    out.clear()
                raise
            close()  # (a transaction does not go on into the next file)
            if out:
                yield b"".join(out)
                out.clear()
            if stopped:
                break
        close()
        if out:
            yield b"".join(out)
            out.clear()
        if spill is not None:
            yield HEADER.encode()
            yield from spill.script()
    finally:
        if spill is not None:
            spill.close()


def stats_of(files: Iterable[Any], **kw: Any) -> dict:
    """``--stats``: changes per table and op, the largest and longest transactions."""
    stats = _Stats()
    for _ in sql_script(files, stats=stats, **kw):
        pass
    return stats.as_dict()


def parse_keys(items: Iterable[str]) -> dict:
    """``--key db.table=col,...`` items as ``{"db.table": [names]}``."""
    out = {}
    for item in items:
        name, sep, cols = item.partition("=")
        names = [c.strip() for c in cols.split(",") if c.strip()]
        if not sep or "." not in name or not names:
            raise ValueError(f"--key {item}: expected DB.TABLE=COLUMN[,COLUMN...]")
        out[name.strip()] = names
    return out


def parse_rewrite_db(items: Iterable[str]) -> dict:
    """``--rewrite-db FROM->TO`` items (mysqlbinlog's option) as a dict."""
    out = {}
    for item in items:
        old, sep, new = item.partition("->")
        if not sep or not old.strip() or not new.strip():
            raise ValueError(f"--rewrite-db {item}: expected FROM->TO")
        out[old.strip()] = new.strip()
    return out


def write_json(obj: Any, out: BinaryIO) -> None:
    out.write(json.dumps(obj, ensure_ascii=False).encode() + b"\n")


# --------------------------------------------------------------------------- the command line

def add_parser(sub: Any, parents: Callable[..., list]) -> None:
    """``binlogspec sql``'s parser (called by :func:`binlogspec.cli.build_parser`)."""
    from binlogspec.arguments import charset_arg, tables_arg

    p = sub.add_parser("sql", parents=parents("files", "selectors", "schemas"),
                       help="the row changes as SQL a server accepts (redo), or with --flashback the SQL that "
                            "undoes them")
    p.add_argument("--flashback", action="store_true",
                   help="the statements that undo the changes: newest transaction first, each one's statements "
                        "reversed (INSERT <-> DELETE, UPDATE back)")
    p.add_argument("--changed-only", action="store_true",
                   help="UPDATE SET only the columns the change touched (so later edits of other columns survive)")
    p.add_argument("--full-columns", action="store_true",
                   help="UPDATE SET every column, and WHERE on every column (LIMIT 1) instead of the primary key")
    p.add_argument("--key", action="append", metavar="DB.TABLE=COL[,COL...]",
                   help="the columns that find a table's rows, where no primary key is known (repeatable)")
    p.add_argument("--sql-type", metavar="OPS",
                   help="only these changes: comma-separated insert, update, delete")
    p.add_argument("--skip-ddl", action="store_true",
                   help="--flashback: pass over DDL in the range (by default it stops there, naming FILE:POS)")
    p.add_argument("--rewrite-db", action="append", metavar="FROM->TO",
                   help="write the changes of database FROM to TO (as mysqlbinlog's option; repeatable)")
    p.add_argument("--unnamed-columns", action="store_true",
                   help="where no column names are known, write col_1, col_2, ... (a script to read, not to apply; "
                        "without it such a table is an error)")
    p.add_argument("--stats", action="store_true",
                   help="print changes per table and op, and the largest and longest transactions (JSON), "
                        "instead of SQL")
    p.add_argument("--tmpdir", metavar="DIR", help="--flashback: where the spill files go (default: TMPDIR)")
    p.add_argument("--tables", type=tables_arg, metavar="PATTERNS",
                   help="only these tables: comma-separated db.table globs (DDL is then left out)")
    p.add_argument("--default-charset", type=charset_arg, metavar="CHARSET",
                   help="text columns whose charset neither the table map nor a schema gives are in this charset")
    p.set_defaults(func=cmd_sql)


def cmd_sql(args: Any, out: BinaryIO) -> int:
    """``binlogspec sql FILES...``: the SQL script on stdout; a fault is one line on stderr
    (``FILE:POS: ...``), exit status 2, after the script's statements before it."""
    import sys

    from binlogspec.arguments import fail, keys_of, note_unmatched_tables, schemas_of, selection_of

    try:
        keys = parse_keys(args.key or [])
        rewrite = parse_rewrite_db(args.rewrite_db or [])
        sql_types = None
        if args.sql_type:
            sql_types = {t.strip().lower() for t in args.sql_type.split(",") if t.strip()}
            bad = sql_types - {"insert", "update", "delete"}
            if bad or not sql_types:
                raise ValueError(f"--sql-type {args.sql_type}: expected insert, update, delete (comma-separated)")
    except ValueError as exc:
        fail(f"binlogspec: {exc}")
    schema = schemas_of(args, out)
    selection = selection_of(args)

    def note(line):
        out.flush()
        print(line, file=sys.stderr)

    options = Options(flashback=args.flashback, changed_only=args.changed_only, full_columns=args.full_columns,
                      keys=keys, sql_types=sql_types, skip_ddl=args.skip_ddl, rewrite_db=rewrite,
                      tables_given=args.tables is not None, unnamed_columns=args.unnamed_columns, on_note=note)
    stats = _Stats() if args.stats else None
    status = 0
    try:
        for chunk in sql_script(args.files, schema=schema, tables=args.tables, selection=selection,
                                options=options, stats=stats, tmpdir=args.tmpdir, backend=args.backend,
                                checksum_errors=args.checksum_errors, keys=keys_of(args)):
            out.write(chunk)
    except errors.BinlogError as exc:
        out.flush()
        print(str(exc), file=sys.stderr)
        status = 2
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            raise
        out.flush()
        print(f"{getattr(exc, 'filename', None) or 'binlogspec'}: {exc.strerror or exc}", file=sys.stderr)
        status = 2
    if stats is not None and status == 0:
        write_json(stats.as_dict(), out)
    note_unmatched_tables(args, out)
    return status


# --------------------------------------------------------------------------- one change at a time

STATEMENT_FIELDS = ("file", "trx_pos", "pos", "row_index", "gtid", "timestamp", "db", "table", "op", "redo",
                    "undo", "error")


def change_statements(source: Any, *, name: Optional[str] = None, schema: Any = None, tables: Any = None,
                      keys: Optional[dict] = None, changed_only: bool = False, full_columns: bool = False,
                      rewrite_db: Optional[dict] = None, unnamed_columns: bool = False, backend: str = "kaitai",
                      fast: bool = True) -> Iterator[tuple]:
    """One tuple of :data:`STATEMENT_FIELDS` per row change of ``source`` (a path or a file's
    bytes; ``name``: the file's name), in file order: where it is (``trx_pos``: where its
    transaction began), its GTID and time, its ``redo`` statement and the ``undo`` statement of
    a flashback (None, with ``error`` saying why, where it cannot be written: an image that lacks
    columns, unknown column names). A flashback script of many files is then the ``undo`` column
    ordered by ``(file, trx_pos, pos, row_index)`` descending, each transaction between
    ``BEGIN;`` and ``COMMIT;``: what the Spark UDTF ``binlog_sql`` gives a query. A fault of the
    file raises its typed error after the changes before it. ``unnamed_columns``: a table whose
    column names are not known gets statements naming them ``col_1``, ``col_2``, ... (as
    ``binlogspec sql --unnamed-columns``), not an error.

    The statements of a rows event the fast decoder took are written in C (``Layout.sql``, as
    ``binlogspec sql`` writes them) once its table has had a change written here; ``fast=False``
    writes every one here, change by change (the oracle the C writer is held to)."""
    from binlogspec import fast as fast_
    from binlogspec.columns import flavor_of
    from binlogspec.rows import open_reader
    from binlogspec.walk import UNREAD, steps

    in_c = fast and fast_.available()
    opts = changed_only << 1 | full_columns << 2
    with open_reader(source, backend=backend, schema=schema if schema is not None else {}, name=name,
                     defer=UNREAD) as reader:
        kinds: dict[bool, _Writer] = {}
        specs: dict = {}  # Layout -> the C writer's spec of its table (see _c_spec)
        refused: set = set()  # the layouts whose rows are written here
        for step in steps(reader, schema=schema if schema is not None else {}, tables=tables):
            if not kinds:
                flavor: str = flavor_of(reader)
                for mode in (False, True):
                    options = Options(flashback=mode, keys=keys or {}, changed_only=changed_only,
                                      full_columns=full_columns, rewrite_db=rewrite_db or {},
                                      unnamed_columns=unnamed_columns)
                    kinds[mode] = _Writer(options, functools.partial(str, flavor), schema)
            written = _c_statements(step, kinds[False], specs, refused, opts) \
                if in_c and step.fast is not None else None
            if written is None:
                for change in step.changes():
                    texts, errors_ = [], []
                    for mode in (False, True):
                        try:
                            lines = kinds[mode].statements(change)
                            texts.append(lines[0] if lines else None)
                        except SqlError as exc:
                            texts.append(None)
                            errors_.append(exc.message)
                    yield (change.file, step.trx_pos, change.pos, change.row_index, change.gtid, change.timestamp,
                           change.db, change.table, change.op, texts[0], texts[1], "; ".join(errors_) or None)
            else:
                yield from written
            if in_c and step.fast is not None:
                yield from _statement_runs(reader, step, specs, opts)


def _c_spec(writer, info, specs, refused):
    """The C writer's spec of a fast path table (``info``: its TableLayout) for
    :func:`change_statements`, made once (``specs``, which the runs take as it is); None where its
    rows are written in Python: a table ``writer`` has not written a change of yet (whose checks
    and note come first), or whose names have a line break in them (``refused``: each statement
    is a line)."""
    spec = specs.get(info.layout)
    if spec is None and info.layout not in refused:
        spec = writer.c_table(info)
        if spec is None:
            return None
        if len(specs) > 1024:
            specs.clear()
            refused.clear()
        if any("\n" in name for name in writer.names_of(info)):
            refused.add(info.layout)
            return None
        specs[info.layout] = spec
    return spec


def _c_statements(step, writer, specs, refused, opts):
    """The rows of ``step`` (a step of the fast path) as :func:`change_statements` gives them,
    their statements written in C (``Layout.statements``: redo, then undo with flashback's flag;
    ``opts`` the flags of both); None where :func:`change_statements` writes them instead
    (:func:`_c_spec`, rows the C writer leaves to sql.py, a row with no statement or several)."""
    fast = step.fast
    info, h = fast.table, fast.header
    spec = _c_spec(writer, info, specs, refused)
    if spec is None:
        return None
    event = step.event
    try:
        return info.layout.statements(fast.data, fast.start, fast.end, h["is_write"], h["is_delete"], h["num_columns"],
                                      h["present"], h["present_after"], spec, opts,
                                      (event.file, step.trx_pos, event.pos, step.gtid, event.timestamp, step.db,
                                       step.table, step.op))
    except Exception:  # (sql.py gives its statements, or its error)
        return None


def _statement_runs(reader, step, specs, opts, max_rows=4096):
    """After ``step`` (whose rows :func:`change_statements` has given), the rows of the rows
    events right after it that a run in C takes (``Layout.statements_run``, across transactions
    and into the other tables whose specs are made: :func:`binlogspec.walk._run`), as
    :func:`change_statements` gives them."""
    from binlogspec.walk import _run

    layout = step.fast.table.layout
    meta = (step.event.file, step.db, step.table)
    while True:
        taken, found = _run(reader, step.fast, layout.statements_run, meta, specs, opts, max_rows, step=step,
                            others="take")
        for rows in found:
            yield from rows
        if not taken:
            return
