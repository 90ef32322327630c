"""Table schemas from DDL: a schema dump, and the DDL a binlog's QUERY events carry.

Most archives' table maps carry no column names (MariaDB's default ``binlog_row_metadata`` is
NO_LOG, MySQL's MINIMAL), and tables change under ALTER TABLE. A :class:`SchemaTracker` starts
from a schema dump (``CREATE TABLE`` statements as ``mysqldump --no-data`` or ``mariadb-dump
--no-data`` write them, with their ``CREATE DATABASE``/``USE`` lines) and follows the DDL the
reader meets in QUERY events, in file order: CREATE TABLE (with columns, or ``LIKE``), ALTER
TABLE (ADD/DROP/MODIFY/CHANGE/RENAME COLUMN with FIRST/AFTER, RENAME TO, DEFAULT CHARSET,
CONVERT TO CHARACTER SET), DROP TABLE, RENAME TABLE, CREATE/ALTER/DROP DATABASE, each with the
event's default database. It is the ``schema`` mapping every reader takes (see
:mod:`binlogspec.columns`): ``tracker.get("db.table")`` is the table's column list as the walk
has it at that point.

Statements are parsed by sqlglot's MySQL dialect (with the type names it lacks: spatial types,
``NATIONAL CHAR``, ``LONG``, MariaDB's ``INET6``...), after the server's own rule for
``/*!NNNNN ... */`` comments (their text is part of the statement). A statement that does not
parse, or whose effect on a tracked table is not understood, is reported as a note with its
position, and the tables keep their previous schema.

A table map's own metadata wins over the tracked schema: :meth:`SchemaTracker.check` compares
each table map with the tracked columns (count, types, names where the map has them) and, on a
disagreement, notes it and gives that table no tracked schema until its next DDL or a table map
that agrees (a schema that does not fit is never applied by position).
"""

import re
from typing import Any, Callable, Optional, Sequence

from binlogspec._typing import TableSchema

__all__ = ["DDLError", "SchemaTracker", "Schemas", "create_columns", "load_schema_file", "schema_columns", "schema_for",
           "schema_item"]


class Schemas(dict):
    """What the caller knows of tables beyond their table maps: ``{"db.table": schema}`` (a
    ``CREATE TABLE`` statement, a list of names, or of ``(name, type text)`` pairs), and
    ``default_collation``: the collation id that text columns of unknown charset are read in
    (``--default-charset``; None: such text stays bytes). A plain dict works as well."""

    def __init__(self, tables: Any = (), default_collation: Optional[int] = None) -> None:
        super().__init__(tables)
        self.default_collation = default_collation

    def for_table(self, name: str) -> tuple[Any, Optional[int]]:
        """What :func:`binlogspec.columns.columns_of` takes for ``"db.table"``: (schema or None, default collation)."""
        return self.get(name), self.default_collation


def schema_for(schemas, name):
    """``(schema, default collation)`` of a table from a :class:`Schemas` or plain dict."""
    return (schemas or {}).get(name), getattr(schemas, "default_collation", None)


class DDLError(ValueError):
    """A statement of a schema file the SQL parser does not take (``line`` in the file)."""

    def __init__(self, message, line=None):
        super().__init__(message)
        self.line = line


# --------------------------------------------------------------------------- the SQL dialect

_dialect = None


def _mysql():
    """sqlglot's MySQL dialect with the column types MySQL and MariaDB have and it lacks (as the
    type the table map gives them), built once on first use."""
    global _dialect
    if _dialect is None:
        from sqlglot.dialects.mysql import MySQL
        from sqlglot.tokens import TokenType

        extra = {
            "POINT": TokenType.GEOMETRY, "LINESTRING": TokenType.GEOMETRY, "POLYGON": TokenType.GEOMETRY,
            "MULTIPOINT": TokenType.GEOMETRY, "MULTILINESTRING": TokenType.GEOMETRY,
            "MULTIPOLYGON": TokenType.GEOMETRY, "GEOMETRYCOLLECTION": TokenType.GEOMETRY,
            "GEOMCOLLECTION": TokenType.GEOMETRY,
            "LONG": TokenType.MEDIUMTEXT, "LONG VARCHAR": TokenType.MEDIUMTEXT,  # MySQL's synonyms
            "LONG VARBINARY": TokenType.MEDIUMBLOB,
            "REAL": TokenType.DOUBLE,  # REAL is DOUBLE unless sql_mode REAL_AS_FLOAT
            "NATIONAL CHAR": TokenType.NCHAR, "NATIONAL CHARACTER": TokenType.NCHAR,
            "NATIONAL VARCHAR": TokenType.NVARCHAR, "NATIONAL CHAR VARYING": TokenType.NVARCHAR,
            "NATIONAL CHARACTER VARYING": TokenType.NVARCHAR, "NCHAR VARCHAR": TokenType.NVARCHAR,
            "INET6": TokenType.INET, "INET4": TokenType.INET,
        }

        class BinlogMySQL(MySQL):
            class Tokenizer(MySQL.Tokenizer):
                KEYWORDS = {**MySQL.Tokenizer.KEYWORDS, **extra}

        _dialect = BinlogMySQL
    return _dialect


# /*!NNNNN text */ runs on servers of version NNNNN and later (all of them, for what a dump or
# a binlog holds); /*M!NNNNNN ... */ likewise on MariaDB. Version 999999 marks a client-only line
# (mariadb-dump's sandbox mode), which no server runs.
_EXECUTABLE = re.compile(r"/\*M?!(\d{5,6})?\s?(.*?)\*/", re.S)
_LEADING_COMMENTS = re.compile(r"^(?:\s+|--[^\n]*(?:\n|$)|#[^\n]*(?:\n|$)|/\*.*?\*/)+", re.S)
_DDL_START = re.compile(r"^\s*(CREATE|ALTER|DROP|RENAME)\b", re.I)
_DDL_LIKE = re.compile(rb"(?i)\b(TABLE|DATABASE|SCHEMA)\b")


def _executable(text):
    def keep(m):
        version = m.group(1)
        return "" if version is not None and int(version) >= 900000 else m.group(2)

    return _EXECUTABLE.sub(keep, text)


def _statements(text):
    """``(line, statement text)`` of each statement of a script, split at its semicolons by the
    dialect's tokenizer (so a ``;`` inside a quoted name or string does not split)."""
    from sqlglot.errors import TokenError

    text = _executable(text)
    try:
        tokens = _mysql()().tokenize(text)
    except TokenError as exc:
        raise DDLError(f"the SQL tokenizer stopped: {exc}") from exc
    from sqlglot.tokens import TokenType

    start = 0
    for token in tokens:
        if token.token_type == TokenType.SEMICOLON:
            piece = text[start:token.start]
            if piece.strip():
                yield text.count("\n", 0, start + len(piece) - len(piece.lstrip())) + 1, piece
            start = token.end + 1
    piece = text[start:]
    if piece.strip():
        yield text.count("\n", 0, start + len(piece) - len(piece.lstrip())) + 1, piece


def statement_text(sql):
    """A statement's text as the server runs it: its executable comments' SQL kept (``/*!50001
    ... */``), its leading comments dropped."""
    return _LEADING_COMMENTS.sub("", _executable(sql), count=1)


def parse_statement(statement):
    """One statement (no trailing ``;``) as a sqlglot tree in the servers' dialect (their type
    words included); raises sqlglot's ParseError or TokenError."""
    return _parse(statement)


def _parse(statement):
    import logging

    import sqlglot

    # sqlglot logs a warning for each statement it keeps as a Command: that is ours to report
    log = logging.getLogger("sqlglot")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        return sqlglot.parse_one(statement, read=_mysql())
    finally:
        log.setLevel(level)


# --------------------------------------------------------------------------- columns

_UNSIGNED = {"UTINYINT", "USMALLINT", "UMEDIUMINT", "UINT", "UBIGINT", "UDECIMAL", "UDOUBLE", "UFLOAT"}
_KIND = {"BOOLEAN": "TINYINT", "SERIAL": "BIGINT", "NCHAR": "NCHAR", "NVARCHAR": "NVARCHAR", "INET": "INET6"}
BINARY_KINDS = {"BINARY", "VARBINARY", "BLOB", "TINYBLOB", "MEDIUMBLOB", "LONGBLOB"}
# MariaDB's UUID, INET4 and INET6: binlogged as BINARY(16)/(4)/(16) STRING columns whose table maps,
# without metadata, cannot tell them from CHAR(n); binary, their trailing zero bytes are put back
FIXED_BINARY_KINDS = {"UUID", "INET4", "INET6"}
TEXT_KINDS = {"CHAR", "VARCHAR", "TEXT", "TINYTEXT", "MEDIUMTEXT", "LONGTEXT", "ENUM", "SET", "NCHAR", "NVARCHAR"}


def _name_of(node):
    return node.name if node is not None else None


def _collation_of(charset=None, collation=None):
    from binlogspec.charsets import collation_id

    for name in (collation, charset):
        if name:
            found = collation_id(name)
            if found is not None:
                return found
    return None


def _column(cd, table_collation):
    """A column definition (sqlglot ColumnDef) as :func:`schema_columns`
    entries are: name, kind (the MySQL type word), sizes, unsigned, collation_id, labels."""
    from sqlglot import exp

    dt = cd.args.get("kind")
    dtype = dt.this.name if dt is not None else ""
    rendered = dt.sql(dialect=_mysql()) if dt is not None else ""
    kind = _KIND.get(dtype) or (re.match(r"[A-Z0-9_]*", rendered.upper()).group(0))
    d = {"name": cd.name, "kind": kind,
         "unsigned": True if dtype in _UNSIGNED or dtype == "SERIAL" or "UNSIGNED" in rendered.upper() else None}
    params = dt.expressions if dt is not None else []
    if kind in ("ENUM", "SET"):
        labels = tuple(p.this if isinstance(p, exp.Literal) else p.name for p in params)
        d["enum_labels" if kind == "ENUM" else "set_labels"] = labels
        d["sizes"] = ()
    else:
        sizes = []
        for p in params:
            value = p.this if isinstance(p, exp.DataTypeParam) else p
            text = value.name if isinstance(value, exp.Expression) else str(value)
            if text.isdigit():
                sizes.append(int(text))
        d["sizes"] = tuple(sizes)
    charset = collation = None
    binary_flag = False
    for c in cd.constraints:
        k = c.args.get("kind")
        if isinstance(k, exp.CharacterSetColumnConstraint):
            charset = _name_of(k.this)
        elif isinstance(k, exp.CollateColumnConstraint):
            collation = _name_of(k.this)
        elif type(k).__name__ == "BinaryColumnConstraint":
            binary_flag = True
        elif isinstance(k, exp.PrimaryKeyColumnConstraint):
            d["primary"] = True
    if kind in BINARY_KINDS or kind in FIXED_BINARY_KINDS:
        from binlogspec import values

        d["collation_id"] = values.BINARY_COLLATION
    elif kind == "JSON":
        # MariaDB's JSON is LONGTEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_bin (with a json_valid
        # check): its table maps say BLOB, and the text is the document. MySQL's is a type of its
        # own (table maps say JSON), which reads no collation.
        d["collation_id"] = _collation_of(charset, collation) or _collation_of(collation="utf8mb4_bin")
    elif kind in TEXT_KINDS:
        found = _collation_of(charset, collation)
        if found is None and kind in ("NCHAR", "NVARCHAR"):
            found = _collation_of("utf8mb3")
        if found is None and binary_flag and table_collation is not None:
            found = table_collation  # CHAR(n) BINARY: the charset's binary collation; its text reads the same
        d["collation_id"] = found if found is not None else table_collation
    return d


def _table_collation(create):
    """The collation id a CREATE TABLE's (or ALTER TABLE's) options name, or None."""
    from sqlglot import exp

    charset = collation = None
    props = create.args.get("properties")
    nodes = list(props.expressions) if props is not None else []
    nodes += list(create.args.get("options") or [])
    for p in nodes:
        if isinstance(p, exp.CharacterSetProperty):
            charset = _name_of(p.this)
        elif isinstance(p, exp.CollateProperty):
            collation = _name_of(p.this)
    return _collation_of(charset, collation)


def create_columns(text: str) -> list[dict[str, Any]]:
    """The columns of one ``CREATE TABLE`` statement (see :func:`_column`): what ``--schema
    db.table=FILE`` gives. Raises :class:`DDLError` when it is no CREATE TABLE with columns."""
    from sqlglot import exp
    from sqlglot.errors import ParseError

    try:
        tree = _parse(_executable(text).strip().rstrip(";"))
    except ParseError as exc:
        raise DDLError(f"not a CREATE TABLE the SQL parser takes: {_first_line(exc)}") from exc
    if not (isinstance(tree, exp.Create) and tree.kind == "TABLE" and isinstance(tree.this, exp.Schema)):
        raise DDLError("not a CREATE TABLE statement with a column list")
    return _table_columns(tree.this.expressions, _table_collation(tree))


def _table_columns(items, collation):
    """The column dicts of a CREATE TABLE's list: its column definitions, with ``primary`` set by
    a column's own PRIMARY KEY or the table's ``PRIMARY KEY (...)``."""
    from sqlglot import exp

    columns = [_column(cd, collation) for cd in items if isinstance(cd, exp.ColumnDef)]
    for item in items:
        if isinstance(item, exp.PrimaryKey):
            _set_primary(columns, [e.name for e in item.expressions])
    return columns


def _set_primary(columns, names):
    """Make ``names`` the primary key of ``columns`` (dicts, changed in place)."""
    wanted = {n.lower() for n in names}
    for c in columns:
        c.pop("primary", None)
        if c["name"].lower() in wanted:
            c["primary"] = True


def _first_line(exc):
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__


# --------------------------------------------------------------------------- table maps vs. schemas

# The table-map types a column of each kind can have (the server's Field::binlog_type); kinds not
# listed are not checked.
_FITS = {
    "TINYINT": {"TINY"}, "SMALLINT": {"SHORT"}, "MEDIUMINT": {"INT24"}, "INT": {"LONG"}, "INTEGER": {"LONG"},
    "BIGINT": {"LONGLONG"}, "DECIMAL": {"NEWDECIMAL", "DECIMAL"}, "FLOAT": {"FLOAT", "DOUBLE"},
    "DOUBLE": {"DOUBLE"}, "BIT": {"BIT"}, "DATE": {"DATE", "NEWDATE"}, "TIME": {"TIME", "TIME2"},
    "DATETIME": {"DATETIME", "DATETIME2"}, "TIMESTAMP": {"TIMESTAMP", "TIMESTAMP2"}, "YEAR": {"YEAR"},
    "CHAR": {"STRING"}, "NCHAR": {"STRING"}, "BINARY": {"STRING"}, "ENUM": {"STRING", "ENUM"},
    "SET": {"STRING", "SET"}, "VARCHAR": {"VARCHAR", "VAR_STRING"}, "NVARCHAR": {"VARCHAR", "VAR_STRING"},
    "VARBINARY": {"VARCHAR", "VAR_STRING"},
    "TEXT": {"BLOB"}, "TINYTEXT": {"BLOB"}, "MEDIUMTEXT": {"BLOB"}, "LONGTEXT": {"BLOB"},
    "BLOB": {"BLOB"}, "TINYBLOB": {"BLOB"}, "MEDIUMBLOB": {"BLOB"}, "LONGBLOB": {"BLOB"},
    "JSON": {"JSON", "BLOB"}, "GEOMETRY": {"GEOMETRY", "BLOB"}, "VECTOR": {"VECTOR", "VARCHAR"},
}


def disagreement(columns: Sequence[dict[str, Any]], types: Sequence[str], names: Sequence[str]) -> Optional[str]:
    """Why a tracked column list does not describe a table map with column ``types`` (type names)
    and ``names`` (from its metadata, or empty), or None when it does."""
    if len(columns) != len(types):
        return f"the schema has {len(columns)} columns, the table map {len(types)}"
    for i, (c, t) in enumerate(zip(columns, types)):
        fits = _FITS.get(c.get("kind") or "")
        if fits is not None and t not in fits:
            return f"column {i + 1} ({c['name']}) is {c.get('kind')} in the schema, {t} in the table map"
        if i < len(names) and names[i] and c.get("name") and names[i].lower() != c["name"].lower():
            return f"column {i + 1} is {c['name']} in the schema, {names[i]} in the table map"
    return None


# --------------------------------------------------------------------------- the tracker

def schema_columns(schema):
    """A schema the caller gives for a table: a CREATE TABLE statement, a list of names, of
    (name, type text) pairs, or of column dicts (what :mod:`binlogspec.ddl` tracks); returns a
    list of dicts (name, kind, sizes, unsigned, collation_id, enum/set labels). Statements are
    parsed by :func:`create_columns`."""
    if schema is None:
        return None
    if isinstance(schema, str):
        return create_columns(schema)
    schema = list(schema)
    if schema and all(isinstance(entry, dict) for entry in schema):
        return schema
    if all(isinstance(entry, str) for entry in schema):
        return [{"name": entry} for entry in schema]
    out = []
    for entry in schema:
        if isinstance(entry, str):
            out.append({"name": entry})
        elif isinstance(entry, dict):
            out.append(entry)
        else:
            name, type_text = entry
            definition = re.sub(rf"^\s*`?{re.escape(name)}`?\s+", "", type_text)  # the type, after the name
            quoted = "`" + name.replace("`", "``") + "`"
            out.extend(create_columns(f"CREATE TABLE t ({quoted} {definition})"))
    return out


class SchemaTracker(Schemas):
    """Table schemas that follow DDL (see the module documentation). A mapping of ``"db.table"``
    to its column list, as :class:`Schemas`; ``version`` changes with every
    change (readers recompute a table's columns when it does); ``notes`` lists ``(where,
    message)`` for statements not understood and schemas a table map disagrees with."""

    follows_ddl = True  # what a Reader looks for

    def __init__(self, tables=(), default_collation=None):
        super().__init__((), default_collation)
        self.version = 0
        self.notes = []
        self._collations = {}  # "db.table" -> the table's default collation id
        self._db_collations = {}  # db -> its default collation id
        self._disagree = {}  # "db.table" -> why the last table map of it disagreed
        self._checked = {}  # (table map body bytes, version) -> verdict
        # dumps that name no database: their placeholder database -> (the file, the database a
        # table map of one of its tables named first, or None)
        self._unnamed = {}
        for name, definition in dict(tables).items():
            self.define(name, definition)

    # -- the mapping the readers use

    def get(self, name: str, default: Any = None) -> Any:
        if name in self._disagree:
            return default
        if self._unnamed and not dict.__contains__(self, name):
            self._bind(name)
        return super().get(name, default)

    def _bind(self, name):
        """A dump that names no database (``mariadb-dump --no-data shop`` without its comments)
        is that of the database whose table map first names one of its tables (``name``): its
        tables become that database's. A table of it met in another database as well is
        ambiguous: a DDLError that says to name the dump's database."""
        db, _, table = name.partition(".")
        for placeholder, (source, bound) in self._unnamed.items():
            if not dict.__contains__(self, f"{placeholder}.{table}") and bound is None:
                continue
            if bound is None:
                for key in [k for k in self if k.split(".", 1)[0] == placeholder]:
                    target = f"{db}.{key.split('.', 1)[1]}"
                    if not dict.__contains__(self, target):
                        self[target] = dict.pop(self, key)
                        self._collations[target] = self._collations.pop(key, None)
                self._unnamed[placeholder] = (source, db)
                self._changed(name)
                self._note(source, f"the dump names no database: its tables are taken as {db}'s, the "
                                   f"database of the first table map that names one of them ({name})")
                return
            if bound != db and table in self._tables_of[placeholder]:
                raise DDLError(f"{source} names no database and its table {table} is in {bound} and {db}: "
                               f"name the database, --schema-file {bound}={source}")

    @property
    def _tables_of(self):
        return self.__dict__.setdefault("_unnamed_tables", {})

    def for_table(self, name: str) -> tuple[Any, Optional[int]]:
        return self.get(name), self.default_collation

    def tracks(self, name: str) -> bool:
        """Whether ``"db.table"`` has a schema here (one a table map may disagree with)."""
        return dict.__contains__(self, name)

    def define(self, name: str, definition: TableSchema) -> None:
        """Give ``"db.table"`` a schema: a CREATE TABLE statement, a list of names, or of
        ``(name, type text)`` pairs (as :class:`Schemas` takes)."""
        self[name] = schema_columns(definition)
        self._changed(name)

    def _changed(self, *names):
        for name in names:
            self._disagree.pop(name, None)
        self.version += 1

    # -- as JSON (a streaming query's offset carries the schemas its next batch starts from)

    _TUPLES = ("sizes", "enum_labels", "set_labels")

    def to_json(self) -> dict[str, Any]:
        """The schemas as plain JSON values (:meth:`from_json` gives them back)."""
        def column(c):
            return {k: list(v) if isinstance(v, tuple) else v for k, v in c.items()}

        return {"tables": {name: [column(c) for c in columns] if columns is not None else None
                           for name, columns in self.items()},
                "collations": self._collations, "db_collations": self._db_collations,
                "default_collation": self.default_collation, "version": self.version,
                "unnamed": {k: list(v) for k, v in self._unnamed.items()},
                "unnamed_tables": {k: sorted(v) for k, v in self._tables_of.items()}}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "SchemaTracker":
        out = cls(default_collation=d.get("default_collation"))
        for name, columns in d["tables"].items():
            dict.__setitem__(out, name, None if columns is None else [
                {k: tuple(v) if k in cls._TUPLES and isinstance(v, list) else v for k, v in c.items()}
                for c in columns])
        out._collations = dict(d.get("collations") or {})
        out._db_collations = dict(d.get("db_collations") or {})
        out.version = d.get("version", 0)
        out._unnamed = {k: tuple(v) for k, v in (d.get("unnamed") or {}).items()}
        out._tables_of.update({k: set(v) for k, v in (d.get("unnamed_tables") or {}).items()})
        return out

    on_note: Optional[Callable[[Optional[str], str], None]] = None  # a function of (where, message) told of each note as it is made

    def _note(self, where, message):
        self.notes.append((where, message))
        if self.on_note is not None:
            self.on_note(where, message)
        return message

    # -- a schema dump

    def load(self, text: str, database: Optional[str] = None, source: str = "<schema>") -> list[tuple[int, str]]:
        """Apply every statement of a schema dump, ``database`` being the default database until
        a ``USE`` names one (mysqldump of one database writes none: its ``-- Host: ...
        Database: NAME`` line names it). Statements not understood are noted (``notes``) and
        returned as ``(line, message)``."""
        if database is None:
            m = re.search(r"^--.*\bDatabase:\s*(\S+)\s*$", text, re.M)
            database = m.group(1).strip("`") if m else None
        # tables created while no database is named go to a placeholder, the database a table
        # map names later (_bind)
        placeholder = f"\0unnamed{len(self._unnamed)}"  # (no dot: a table's key is "db.table")
        unnamed = database is None
        problems = []
        for line, statement in _statements(text):
            head = statement.lstrip().split(None, 1)
            if head and head[0].upper() == "USE":
                database = head[1].strip().strip("`") if len(head) > 1 else database
                unnamed = False
                continue
            message = self.apply(statement, placeholder if unnamed else database, f"{source}:{line}")
            if message:
                problems.append((line, message))
        tables = {k.split(".", 1)[1] for k in self if k.split(".", 1)[0] == placeholder}
        if tables:
            self._unnamed[placeholder] = (source, None)
            self._tables_of[placeholder] = tables
        return problems

    # -- DDL

    def apply(self, sql: str, database: Optional[str], where: Optional[str] = None) -> Optional[str]:
        """Apply one statement (``database``: the default database it ran in). Returns a note's
        message when it was DDL this tracker does not understand, else None. Statements that are
        not table or database DDL are passed over."""
        from sqlglot import exp
        from sqlglot.errors import ParseError, TokenError

        sql = statement_text(sql)
        if not _DDL_START.match(sql):
            return None
        try:
            tree = _parse(sql.strip().rstrip(";"))
        except (ParseError, TokenError) as exc:
            return self._note(where, f"DDL not parsed, schemas kept as they were: {_first_line(exc)}: "
                                     f"{_clip(sql)}")
        try:
            if isinstance(tree, exp.Create):
                return self._create(tree, database, where)
            if isinstance(tree, exp.Alter):
                return self._alter(tree, database, where)
            if isinstance(tree, exp.Drop):
                return self._drop(tree, database)
            if isinstance(tree, exp.Command):
                return self._command(tree, database, where, sql)
        except DDLError as exc:
            return self._note(where, f"{exc}: {_clip(sql)}")
        except Exception as exc:  # a statement shape this tracker does not expect: never the event's fault
            return self._note(where, f"DDL not followed ({type(exc).__name__}: {exc}), schemas kept as they were: "
                                     f"{_clip(sql)}")
        return None

    def _qualified(self, table, database):
        db = table.args.get("db")
        return f"{db.name if db is not None else database}.{table.name}"

    def _create(self, tree, database, where):
        from sqlglot import exp

        kind = (tree.kind or "").upper()
        if kind in ("DATABASE", "SCHEMA"):
            found = _table_collation(tree)
            if found is not None:
                self._db_collations[tree.this.name] = found
            return None
        if kind != "TABLE":
            return None
        target = tree.this.this if isinstance(tree.this, exp.Schema) else tree.this
        name = self._qualified(target, database)
        if tree.args.get("exists") and name in self:
            return None  # CREATE TABLE IF NOT EXISTS of a table that exists
        if isinstance(tree.this, exp.Schema):
            db = name.split(".", 1)[0]
            collation = _table_collation(tree)
            if collation is None:
                collation = self._db_collations.get(db)
            self[name] = _table_columns(tree.this.expressions, collation)
            self._collations[name] = collation
            self._changed(name)
            return None
        like = next((p for p in (tree.args.get("properties") or exp.Properties(expressions=[])).expressions
                     if isinstance(p, exp.LikeProperty)), None)
        if like is not None:
            source = self._qualified(like.this, database)
            if source in self:
                self[name] = [dict(c) for c in dict.__getitem__(self, source)]
                self._collations[name] = self._collations.get(source)
                self._changed(name)
                return None
        self._forget(name)
        return self._note(where, f"CREATE TABLE {name} without a column list this tracker can follow "
                                 "(AS SELECT, or LIKE a table it does not know): its columns are unknown")

    def _forget(self, *names):
        for name in names:
            self.pop(name, None)
            self._collations.pop(name, None)
        self._changed(*names)

    def _drop(self, tree, database):
        kind = (tree.kind or "").upper()
        if kind == "TABLE":
            self._forget(*(self._qualified(t, database) for t in tree.args.get("tables") or []))
        elif kind in ("DATABASE", "SCHEMA"):
            db = (tree.args.get("tables") or [tree.this])[0].name
            self._forget(*(n for n in list(self) if n.split(".", 1)[0] == db))
        return None

    def _rename(self, old, new):
        if old in self:
            self[new] = dict.pop(self, old)
            self._collations[new] = self._collations.pop(old, None)
            self._changed(old, new)
        else:
            self._forget(new)

    def _alter(self, tree, database, where):
        from sqlglot import exp

        if (tree.args.get("kind") or "").upper() != "TABLE":
            if (tree.args.get("kind") or "").upper() in ("DATABASE", "SCHEMA"):
                found = _table_collation(tree)
                if found is not None and tree.this is not None:
                    self._db_collations[tree.this.name] = found
            return None
        name = self._qualified(tree.this, database)
        found = _table_collation(tree)
        if found is not None:
            self._collations[name] = found
        if name not in self:
            for action in tree.args.get("actions") or []:
                if isinstance(action, exp.AlterRename):
                    self._rename(name, self._qualified(action.this, database))
            return None  # a table whose schema is not known: nothing to follow
        columns = [dict(c) for c in dict.__getitem__(self, name)]
        collation = self._collations.get(name)
        renamed = None
        for action in tree.args.get("actions") or []:
            if isinstance(action, exp.ColumnDef):
                if action.args.get("exists") and _index(columns, action.name) is not None:
                    continue  # ADD COLUMN IF NOT EXISTS of a column that exists
                _place(columns, _column(action, collation), action.args.get("position"), None)
            elif isinstance(action, exp.ModifyColumn):
                cd = action.this
                old = action.args.get("rename_from")
                at = _index(columns, old.name if old is not None else cd.name)
                if at is None:
                    raise DDLError(f"ALTER TABLE {name} changes column {old.name if old is not None else cd.name}, "
                                   "which its tracked schema does not have; schema kept")
                _place(columns, _column(cd, collation), cd.args.get("position"), at)
            elif isinstance(action, exp.Drop) and (action.args.get("kind") or "").upper() == "COLUMN":
                for col in action.args.get("tables") or action.expressions:
                    at = _index(columns, col.name)
                    if at is not None:
                        columns.pop(at)
                    elif not action.args.get("exists"):
                        raise DDLError(f"ALTER TABLE {name} drops column {col.name}, which its tracked schema "
                                       "does not have; schema kept")
            elif isinstance(action, exp.RenameColumn):
                at = _index(columns, action.this.name)
                if at is None:
                    raise DDLError(f"ALTER TABLE {name} renames column {action.this.name}, which its tracked "
                                   "schema does not have; schema kept")
                columns[at]["name"] = action.args["to"].name
            elif isinstance(action, exp.AlterRename):
                renamed = self._qualified(action.this, database)
            elif isinstance(action, exp.AddConstraint) and any(isinstance(e, exp.PrimaryKey) for e in action.expressions):
                key = next(e for e in action.expressions if isinstance(e, exp.PrimaryKey))
                _set_primary(columns, [e.name for e in key.expressions])
            elif type(action).__name__ == "DropPrimaryKey":
                _set_primary(columns, [])
            elif isinstance(action, (exp.AddConstraint, exp.AlterColumn)) or type(action).__name__ in (
                    "AlterIndex", "AlterDistStyle", "AlterSortKey", "AlterSet", "DropPartition", "Partition"):
                continue  # keys, defaults, partitions: the row layout stays as it is
            elif isinstance(action, exp.Drop):
                continue  # DROP INDEX / KEY / PRIMARY KEY / FOREIGN KEY / CHECK
            else:
                raise DDLError(f"ALTER TABLE {name}: {type(action).__name__} not followed; schema kept")
        self[name] = columns
        self._changed(name)
        if renamed is not None and renamed != name:
            self._rename(name, renamed)
        return None

    def _command(self, tree, database, where, sql):
        """Statements sqlglot keeps as a Command: RENAME TABLE, ALTER TABLE ... CONVERT TO
        CHARACTER SET; others are noted when they are table DDL."""
        from sqlglot.tokens import TokenType

        verb = str(tree.this).upper()
        tokens = _mysql()().tokenize(str(tree.expression.this if hasattr(tree.expression, "this") else tree.expression))
        words = [t.text.upper() if t.token_type not in (TokenType.IDENTIFIER, TokenType.STRING) else t.text
                 for t in tokens]
        if verb == "RENAME" and words[:1] == ["TABLE"]:
            pairs = _names_in(tokens[1:], database)
            for i in range(0, len(pairs) - 1, 2):
                self._rename(pairs[i], pairs[i + 1])
            return None
        if verb == "ALTER" and words[:1] == ["TABLE"]:
            name = None
            if len(tokens) > 1:
                dotted = len(tokens) > 3 and tokens[2].token_type == TokenType.DOT
                name = _names_in(tokens[1:4] if dotted else tokens[1:2], database)[0]
            if "CONVERT" in words and name is not None:
                at = words.index("CONVERT")
                rest = words[at + 1:]
                charset = collation = None
                for i, w in enumerate(rest):
                    if w.split()[-1] in ("SET", "CHARSET") and i + 1 < len(rest) and charset is None:
                        charset = rest[i + 1]
                    if w == "COLLATE" and i + 1 < len(rest):
                        collation = rest[i + 1]
                found = _collation_of(charset and charset.lower(), collation and collation.lower())
                if found is None:
                    raise DDLError(f"ALTER TABLE {name} CONVERT TO a character set not known here")
                if name in self:
                    columns = [dict(c) for c in dict.__getitem__(self, name)]
                    for c in columns:
                        if c.get("kind") in TEXT_KINDS:
                            c["collation_id"] = found
                    self[name] = columns
                    self._collations[name] = found
                    self._changed(name)
                return None
            if name is not None and name not in self:
                return None
            raise DDLError(f"ALTER TABLE {name or ''} not parsed; schema kept".replace("  ", " "))
        if verb in ("CREATE", "DROP") and words[:1] == ["TABLE"]:
            raise DDLError(f"{verb} TABLE not parsed; schemas kept")
        return None

    def follow(self, event: Any, len_header: int = 19) -> Optional[str]:
        """Apply the DDL of a QUERY event (a :class:`~binlogspec.events.Event`), with its default
        database; returns a note's message or None. Events that cannot hold table DDL (BEGIN,
        COMMIT, DML) are told by their bytes, without decoding them."""
        from binlogspec.generated_enums import EVENT_TYPE as T

        if event.type_code == T["query_event"] and not looks_like_ddl(event.raw[len_header:]):
            return None
        tree = event.tree
        sql = tree.get("query") or (tree.get("compressed_query") or {}).get("text")
        if isinstance(sql, (bytes, bytearray)):
            sql = bytes(sql).decode("utf-8", "replace")
        db = tree.get("db")
        if isinstance(db, (bytes, bytearray)):
            db = bytes(db).decode("utf-8", "replace")
        if not sql:
            return None
        return self.apply(sql, db or None, f"{event.file}:{event.pos}")

    # -- table maps

    def check(self, name: str, key: bytes, describe: Callable[[], tuple[list[str], list[str]]],
              where: Optional[str]) -> Optional[str]:
        """Compare the table map of ``name`` with the tracked schema; ``describe()`` gives its
        column type names and the names its metadata holds (or []); ``key``: the table map's
        bytes (each distinct map is checked once per schema version). A disagreement is noted, and the table has no tracked schema
        until its next DDL or an agreeing table map. Returns the note or None."""
        seen = self._checked.get((key, self.version))
        if seen is not None:
            self._settle(name, seen[0])
            return None
        columns = dict.get(self, name)
        why = disagreement(columns, *describe()) if columns is not None else None
        if len(self._checked) > 4096:
            self._checked.clear()
        self._checked[(key, self.version)] = (why,)
        self._settle(name, why)
        if why is None:
            return None
        return self._note(where, f"the table map of {name} disagrees with the tracked schema ({why}): "
                                 "the table map's own metadata is used")

    def _settle(self, name, why):
        if why is None:
            if self._disagree.pop(name, None) is not None:
                self.version += 1
        elif self._disagree.get(name) != why:
            self._disagree[name] = why
            self.version += 1


def _index(columns, name):
    for i, c in enumerate(columns):
        if c["name"].lower() == name.lower():
            return i
    return None


def _place(columns, column, position, at):
    """Put ``column`` in ``columns``: in place of index ``at`` (None: a new column), moved by a
    ``FIRST``/``AFTER x`` position."""
    if at is not None:
        columns.pop(at)
    if position is None:
        columns.insert(at if at is not None else len(columns), column)
        return
    where = (position.args.get("position") or "").upper()
    if where == "FIRST":
        columns.insert(0, column)
        return
    after = position.this
    i = _index(columns, after.name) if after is not None else None
    if i is None:
        raise DDLError(f"column {column['name']} placed AFTER {after.name if after is not None else '?'}, "
                       "which the tracked schema does not have; schema kept")
    columns.insert(i + 1, column)


def _names_in(tokens, database):
    """Qualified table names in a token run: ``a``, ``db.a``, separated by TO and commas."""
    from sqlglot.tokens import TokenType

    names, parts = [], []
    for t in tokens:
        if t.token_type == TokenType.DOT:
            continue
        if t.token_type in (TokenType.COMMA,) or t.text.upper() == "TO":
            if parts:
                names.append(parts)
            parts = []
            continue
        parts.append(t.text)
    if parts:
        names.append(parts)
    return [f"{p[-2]}.{p[-1]}" if len(p) >= 2 else f"{database}.{p[0]}" for p in names]


def _clip(sql, n=120):
    flat = " ".join(sql.split())
    return flat if len(flat) <= n else flat[:n - 3] + "..."


def load_schema_file(tracker: "SchemaTracker", spec: str) -> list[tuple[int, str]]:
    """Load ``--schema-file`` ``spec`` (``FILE`` or ``DB=FILE``: the default database of a dump
    that names none; without either, the database a table map names: SchemaTracker._bind) into
    ``tracker``; returns its problems as ``(line, message)``. A file that is not UTF-8 text
    (``FILE:LINE:`` and a short excerpt), or that creates no table, is a DDLError."""
    database, path = None, spec
    if "=" in spec and not spec.startswith(("/", ".")):
        maybe_db, rest = spec.split("=", 1)
        if re.fullmatch(r"[\w$]+", maybe_db):
            database, path = maybe_db, rest
    with open(path, "rb") as fh:
        raw = fh.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        start = raw.rfind(b"\n", 0, exc.start) + 1
        excerpt = raw[start:start + 60].split(b"\n", 1)[0].decode("utf-8", "backslashreplace")
        raise DDLError(f"{path}:{line}: not UTF-8 text (a schema dump is): {excerpt}", line) from None
    before = len(tracker)
    problems = tracker.load(text, database=database, source=path)
    if len(tracker) == before and not _CREATE_TABLE.search(text):
        raise DDLError(f"{path}: no CREATE TABLE in it: not a schema dump (mysqldump/mariadb-dump --no-data)")
    return problems


_CREATE_TABLE = re.compile(r"\bCREATE\s+(?:TEMPORARY\s+)?TABLE\b", re.I)


def schema_item(item: str) -> tuple[str, str]:
    """A ``--schema`` item, ``DB.TABLE=FILE`` (the file holding the table's CREATE TABLE
    statement) or ``DB.TABLE=CREATE TABLE ...`` (the statement itself): ``("db.table",
    statement)``. A ValueError of one line for anything else, or a file that does not read."""
    name, sep, value = item.partition("=")
    if not sep or "." not in name or not value.strip():
        raise ValueError(f"--schema {item}: expected DB.TABLE=FILE (or DB.TABLE='CREATE TABLE ...')")
    if re.match(r"\s*CREATE\s", value, re.I):
        return name, value
    try:
        with open(value, encoding="utf-8") as fh:
            return name, fh.read()
    except OSError as exc:
        raise ValueError(f"--schema {name}={value}: {exc.strerror or exc} (expected DB.TABLE=FILE, the file "
                         "holding the table's CREATE TABLE, or DB.TABLE='CREATE TABLE ...')") from None
    except UnicodeDecodeError:
        raise ValueError(f"--schema {name}={value}: not UTF-8 text (expected a CREATE TABLE statement)") from None


def looks_like_ddl(raw: bytes) -> bool:
    """Whether a QUERY event's bytes may hold table or database DDL (a cheap test before its
    statement is decoded)."""
    return _DDL_LIKE.search(raw) is not None
