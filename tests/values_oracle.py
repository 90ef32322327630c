"""Two oracles for decoded row values that nobody here wrote: what ``mariadb-binlog -vv`` prints for
a cell, and what the server's ``SELECT`` returns for it.

``mariadb-binlog --base64-output=DECODE-ROWS -vv`` prints every row of every row event as::

    ### UPDATE `db`.`t`
    ### WHERE
    ###   @1=1 /* INT meta=0 nullable=0 is_null=0 */
    ### SET
    ###   @7=0.000 /* TIMESTAMP(3) meta=3 nullable=1 is_null=0 */

The value text comes from ``log_event_print_value()`` in MariaDB's ``sql/log_event_client.cc``
(10.11 behaves as described below; each rule was also checked against the installed
mariadb-binlog 10.11). The rules, per binlog column type:

- TINY/SHORT/INT24/LONG/LONGLONG: the stored bits as a *signed* number (``%d``); when that is
  negative, a space and the same bits as an unsigned number in parentheses: ``-1 (255)``. The
  tool never looks at the column's signedness.
- NEWDECIMAL: ``decimal2string()`` with the column's scale: ``-0.50000``, ``0``, ``12.30``.
- FLOAT: ``sprintf("%-20g", (double) f)``: six significant digits, left-aligned and padded with
  spaces to 20 characters (so the padding sits between the value and ``/*``).
- DOUBLE: ``sprintf("%-.20g", d)``: twenty significant digits, e.g. ``1.1000000000000000888``.
- BIT(n): ``b'...'`` with exactly n binary digits, most significant first.
- TIMESTAMP2 (TIMESTAMP(n)): the raw seconds since the epoch, unquoted, then ``.`` and n fraction
  digits when n > 0 (``my_timeval_to_str``); the zero timestamp prints as ``0`` / ``0.000``.
- DATETIME2: quoted ``'YYYY-MM-DD hh:mm:ss[.f]'`` with n fraction digits; zero dates as stored.
- TIME2: quoted ``'[-]hh:mm:ss[.f]'`` (hours may have three digits: ``'-838:59:59'``).
- DATE (NEWDATE): quoted with *colons*: ``'2024:00:10'``, ``'0000:00:00'``.
- YEAR: ``%04d`` of the stored byte + 1900, so YEAR 0000 (stored as 0) prints as ``1900``.
- ENUM: the 1-based index as a number (0 for the invalid-value empty string).
- SET: ``b'...'`` of all (packlen * 8) bits of the stored little-endian mask, printed byte by
  byte from the first stored byte, most significant bit of each byte first.
- STRING/VARCHAR/BLOB/GEOMETRY and MariaDB's JSON (a LONGTEXT): the stored bytes quoted with
  ``'`` by ``my_b_write_quoted``: every byte below 0x20 as ``\\xNN`` (lower-case hex), every other
  byte (including ``'`` and ``\\``, whose escape branches are unreachable) as itself, in the
  column's own character set. CHAR columns are stored without their padding (trailing spaces;
  trailing 0x00 for the binary charset, so BINARY(n), UUID, INET4 and INET6 lose trailing zero
  bytes). GEOMETRY prints the 4-byte little-endian SRID then the WKB.
- NULL: ``NULL`` (and ``is_null=1``).

What MariaDB 10.11 writes for its own types and edge values (checked on the server): UUID, INET4
and INET6 are binlogged as BINARY(16)/BINARY(4)/BINARY(16) STRING columns holding the binary form
``CAST(x AS BINARY(n))`` gives (the UUID's hex digits in text order, addresses in network order),
trailing zero bytes stripped like any BINARY; JSON is a LONGTEXT (BLOB, utf8mb4_bin); FLOAT/DOUBLE
``-0`` is stored as ``+0`` (both oracles print ``0``); a negative TIME that truncates to zero is
stored as ``00:00:00`` (no negative zero).

The type text in the comment is ``TINYINT``, ``SHORTINT``, ``MEDIUMINT``, ``INT``, ``LONGINT``,
``DECIMAL(p,s)``, ``FLOAT``, ``DOUBLE``, ``BIT(n)``, ``TIMESTAMP(n)``, ``DATETIME(n)``,
``TIME(n)``, ``DATE``, ``YEAR``, ``ENUM(1 byte)``/``ENUM(2 bytes)``, ``SET(n bytes)``,
``STRING(bytes)``, ``VARSTRING(bytes)``, ``TINYBLOB/TINYTEXT`` .. ``LONGBLOB/LONGTEXT``,
``GEOMETRY``.

The comparison renders the Python value the way the tool would print it and compares the bytes
exactly (rendering is unambiguous where parsing is not: the tool's quoting leaves ``'`` and ``\\``
bare). Column facts come from ``information_schema`` (:func:`column_infos`), never from the
decoder under test.

For the SELECT oracle, :func:`select_expression` gives, per column, an expression whose text is
unambiguous: integers and decimals as text, FLOAT through ``CAST(... AS DOUBLE)`` (the plain FLOAT
text has only six digits), DOUBLE as is (shortest round-trip text), BIT as an unsigned number,
temporals through ``CAST(... AS CHAR)``, TIMESTAMP as ``UNIX_TIMESTAMP()`` and its UTC text, every
string, ENUM, SET and JSON as ``HEX()`` of its bytes, geometry as ``ST_SRID`` and
``HEX(ST_AsBinary())``, and UUID/INET4/INET6 as ``HEX(CAST(... AS BINARY(n)))``, their binary form.
"""

import datetime
import decimal
import math
import re
import struct
import subprocess
from dataclasses import dataclass

from binlogspec.values import Geometry, ZeroDate
from mariadb_server import BINLOG_TOOL

# information_schema DATA_TYPE -> facts about the type
INT_BITS = {"tinyint": 8, "smallint": 16, "mediumint": 24, "int": 32, "bigint": 64}
BLOB_PACKLEN = {"tinyblob": 1, "tinytext": 1, "blob": 2, "text": 2, "mediumblob": 3, "mediumtext": 3,
                "longblob": 4, "longtext": 4}
FIXED_BINARY = {"uuid": 16, "inet4": 4, "inet6": 16}  # MariaDB type plugins, binlogged as BINARY(n)
GEOMETRY = {"geometry", "point", "linestring", "polygon", "multipoint", "multilinestring", "multipolygon",
            "geometrycollection"}
TEMPORAL = {"date", "datetime", "timestamp", "time", "year"}
# Python codecs for the server charsets this test uses (latin1 is cp1252 on the server).
CODECS = {"utf8mb4": "utf-8", "utf8mb3": "utf-8", "latin1": "cp1252", "ascii": "ascii"}

# binlog type names binlogspec uses (MySQL's enum_field_types without MYSQL_TYPE_)
BINLOG_TYPE = {
    "tinyint": "TINY", "smallint": "SHORT", "mediumint": "INT24", "int": "LONG", "bigint": "LONGLONG",
    "decimal": "NEWDECIMAL", "float": "FLOAT", "double": "DOUBLE", "bit": "BIT", "year": "YEAR",
    "date": "DATE", "datetime": "DATETIME2", "timestamp": "TIMESTAMP2", "time": "TIME2",
    "char": "STRING", "binary": "STRING", "enum": "STRING", "set": "STRING", "uuid": "STRING",
    "inet4": "STRING", "inet6": "STRING", "varchar": "VARCHAR", "varbinary": "VARCHAR",
    **{k: "BLOB" for k in BLOB_PACKLEN}, **{k: "GEOMETRY" for k in GEOMETRY},
}


@dataclass
class ColumnInfo:
    """One column as information_schema describes it."""

    table: str
    index: int  # 0-based
    name: str
    data_type: str  # information_schema DATA_TYPE, lower case
    column_type: str
    nullable: bool
    charset: str = None
    collation_id: int = None
    octet_length: int = None
    precision: int = None
    scale: int = None
    fsp: int = 0
    labels: tuple = None

    @property
    def unsigned(self):
        return "unsigned" in self.column_type.lower()

    @property
    def is_binary_string(self):
        return self.charset in (None, "binary") and self.data_type not in ("enum", "set")

    @property
    def codec(self):
        return None if self.charset in (None, "binary") else CODECS[self.charset]

    @property
    def bits(self):
        return self.precision  # BIT(n): NUMERIC_PRECISION is n

    @property
    def set_packlen(self):
        n = (len(self.labels) + 7) // 8
        return 8 if n > 4 else n

    @property
    def binlog_max_length(self):
        """The byte length the table map's metadata carries for CHAR/VARCHAR-like columns."""
        return FIXED_BINARY.get(self.data_type, self.octet_length)


def _labels(column_type):
    """The labels of an ``enum('a','b')`` / ``set(...)`` column type text."""
    inner = column_type[column_type.index("(") + 1:column_type.rindex(")")]
    return tuple(x.replace("''", "'").replace("\\\\", "\\") for x in re.findall(r"'((?:[^']|'')*)'", inner))


def column_infos(sql, db):
    """{table: [ColumnInfo, ...]} for every table of ``db``; ``sql`` runs SQL text and returns the
    client's tab-separated output."""
    out = sql(f"""
        SELECT c.TABLE_NAME, c.ORDINAL_POSITION, c.COLUMN_NAME, LOWER(c.DATA_TYPE), HEX(c.COLUMN_TYPE),
               c.IS_NULLABLE, IFNULL(c.CHARACTER_SET_NAME, 'NULL'), IFNULL(co.ID, 'NULL'),
               IFNULL(c.CHARACTER_OCTET_LENGTH, 'NULL'), IFNULL(c.NUMERIC_PRECISION, 'NULL'),
               IFNULL(c.NUMERIC_SCALE, 'NULL'), IFNULL(c.DATETIME_PRECISION, 'NULL')
        FROM information_schema.COLUMNS c
        LEFT JOIN information_schema.COLLATIONS co ON co.COLLATION_NAME = c.COLLATION_NAME
        WHERE c.TABLE_SCHEMA = '{db}' ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION;
    """)

    def num(x):
        return None if x == "NULL" else int(x)

    tables = {}
    for line in out.splitlines():
        t, pos, name, dtype, ctype, nullable, cs, coll, octets, prec, scale, dtp = line.split("\t")
        ctype = bytes.fromhex(ctype).decode()
        info = ColumnInfo(table=t, index=int(pos) - 1, name=name, data_type=dtype, column_type=ctype,
                          nullable=nullable == "YES", charset=None if cs == "NULL" else cs,
                          collation_id=num(coll), octet_length=num(octets), precision=num(prec),
                          scale=num(scale), fsp=num(dtp) or 0)
        if dtype in ("enum", "set"):
            info.labels = _labels(ctype)
        tables.setdefault(t, []).append(info)
    return tables


# --- the -vv text ----------------------------------------------------------------------------

AT = re.compile(rb"^# at (\d+)$")
HEADER = re.compile(rb"^#\d{6}\s+\d{1,2}:\d\d:\d\d server id \d+\s+end_log_pos \d+.*?\t(\w+): table id")
STATEMENT = re.compile(rb"^### (INSERT INTO|UPDATE|DELETE FROM) `((?:[^`]|``)*)`\.`((?:[^`]|``)*)`$")
VALUE = re.compile(rb"^###   @(\d+)=(.*) /\* ([^*]*) meta=(\d+) nullable=(\d) is_null=(\d) \*/$")
OPS = {b"INSERT INTO": "insert", b"UPDATE": "update", b"DELETE FROM": "delete"}


@dataclass
class Printed:
    """One cell as mariadb-binlog -vv printed it: ``text`` is the raw bytes between ``=`` and the
    `` /*`` comment (FLOAT keeps its padding)."""

    text: bytes
    type_text: str
    meta: int
    nullable: bool
    is_null: bool


@dataclass
class PrintedRow:
    """One row of a rows event; ``pos`` is the position of the last rows event whose header was
    printed before it (the statement's last event: the tool prints a statement's event headers
    first, then all its rows)."""

    pos: int
    db: str
    table: str
    op: str
    before: dict = None  # column index (0-based) -> Printed
    after: dict = None


@dataclass
class PrintedLog:
    rows: list  # PrintedRow, in file order
    rows_events: list  # (pos, description word) of every rows event, in file order


def run_mariadb_binlog(path):
    """``mariadb-binlog --base64-output=DECODE-ROWS -vv`` output as bytes (values are printed in
    their columns' own charsets, so the text is not decodable as a whole)."""
    return subprocess.run([BINLOG_TOOL, "--no-defaults", "--base64-output=DECODE-ROWS", "-vv", str(path)],
                          check=True, capture_output=True).stdout


def parse_mariadb_binlog(output):
    """Rows and rows-event positions from ``-vv`` output (bytes). The tool prints the headers of
    all events of one statement first and their rows after them, so rows are kept in order and
    events are listed separately."""
    rows, events, pending = [], [], []
    image = None
    for line in output.split(b"\n"):
        m = AT.match(line)
        if m:
            pending.append(int(m.group(1)))
            continue
        if line.startswith(b"#") and not line.startswith(b"###") and pending and re.match(rb"^#\d{6}", line):
            pos = pending.pop(0)
            h = HEADER.match(line)
            if h and h.group(1).decode().endswith("_rows"):
                events.append((pos, h.group(1).decode()))
            continue
        m = STATEMENT.match(line)
        if m:
            db, table = (g.decode().replace("``", "`") for g in m.group(2, 3))
            rows.append(PrintedRow(events[-1][0], db, table, OPS[m.group(1)]))
            image = None
            continue
        if line == b"### WHERE":
            rows[-1].before = image = {}
            continue
        if line == b"### SET":
            rows[-1].after = image = {}
            continue
        m = VALUE.match(line)
        if m:
            index = int(m.group(1)) - 1
            image[index] = Printed(m.group(2), m.group(3).decode(), int(m.group(4)), m.group(5) == b"1",
                                   m.group(6) == b"1")
            continue
        if line.startswith(b"###"):
            raise ValueError(f"unparsed -vv line {line[:200]!r}")
    return PrintedLog(rows, events)


def expected_type_text(col):
    """The type text mariadb-binlog -vv prints in its comment for a column."""
    t = col.data_type
    if t in INT_BITS:
        return {"tinyint": "TINYINT", "smallint": "SHORTINT", "mediumint": "MEDIUMINT", "int": "INT",
                "bigint": "LONGINT"}[t]
    if t == "decimal":
        return f"DECIMAL({col.precision},{col.scale})"
    if t in ("float", "double", "year", "date"):
        return t.upper()
    if t == "bit":
        return f"BIT({col.bits})"
    if t in ("timestamp", "datetime", "time"):
        return f"{t.upper()}({col.fsp})"
    if t == "enum":
        return "ENUM(1 byte)" if len(col.labels) < 256 else "ENUM(2 bytes)"
    if t == "set":
        return f"SET({col.set_packlen} bytes)"
    if t in ("char", "binary") or t in FIXED_BINARY:
        return f"STRING({col.binlog_max_length})"
    if t in ("varchar", "varbinary"):
        return f"VARSTRING({col.octet_length})"
    if t in BLOB_PACKLEN:
        return ("TINYBLOB/TINYTEXT", "BLOB/TEXT", "MEDIUMBLOB/MEDIUMTEXT", "LONGBLOB/LONGTEXT")[BLOB_PACKLEN[t] - 1]
    if t in GEOMETRY:
        return "GEOMETRY"
    raise ValueError(f"no -vv type text known for {t}")


def quote(data):
    """``my_b_write_quoted``: bytes below 0x20 as \\xNN, all others as themselves, in quotes."""
    return b"'" + b"".join(b"\\x%02x" % c if c < 0x20 else bytes([c]) for c in data) + b"'"


def _string_bytes(value, col):
    """The bytes a string-like Python value stands for, in the column's charset."""
    if col.is_binary_string:
        if not isinstance(value, (bytes, bytearray)):
            raise TypeError(f"expected bytes for {col.data_type}, got {type(value).__name__}")
        return bytes(value)
    if not isinstance(value, str):
        raise TypeError(f"expected str for {col.data_type} {col.charset}, got {type(value).__name__}")
    return value.encode(col.codec)


def _fraction(micro, fsp):
    return "." + f"{micro:06d}"[:fsp] if fsp else ""


def _datetime_text(value, fsp):
    """MySQL's text of a DATETIME/TIMESTAMP value (without time zone)."""
    return (f"{value.year:04d}-{value.month:02d}-{value.day:02d} "
            f"{value.hour:02d}:{value.minute:02d}:{value.second:02d}" + _fraction(value.microsecond, fsp))


def _time_text(value, fsp):
    micro = value // datetime.timedelta(microseconds=1)
    sign = "-" if micro < 0 else ""
    seconds, micro = divmod(abs(micro), 1_000_000)
    hours, rest = divmod(seconds, 3600)
    return f"{sign}{hours:02d}:{rest // 60:02d}:{rest % 60:02d}" + _fraction(micro, fsp)


def _epoch(value):
    """Whole seconds and microseconds since the epoch of an aware datetime."""
    delta = value - datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
    micro = delta // datetime.timedelta(microseconds=1)
    return divmod(micro, 1_000_000)


def _is_zero_date(value):
    return isinstance(value, ZeroDate)


def render_mariadb_binlog(value, col):
    """The bytes mariadb-binlog -vv prints for a Python value of a column (see the module doc)."""
    t = col.data_type
    if value is None:
        return b"NULL"
    if t in INT_BITS:
        bits = INT_BITS[t]
        stored = value & ((1 << bits) - 1)
        signed = stored - (1 << bits) if stored >> (bits - 1) else stored
        return (f"{signed} ({stored})" if signed < 0 else str(signed)).encode()
    if t == "decimal":
        return format(value, "f").encode()
    if t == "float":
        return b"%-20g" % value
    if t == "double":
        return b"%-.20g" % value
    if t == "bit":
        return b"b'" + format(value, f"0{col.bits}b").encode() + b"'"
    if t == "year":
        return b"1900" if value == 0 else b"%04d" % value
    if t == "date":
        text = str(value) if _is_zero_date(value) else f"{value.year:04d}-{value.month:02d}-{value.day:02d}"
        return quote(text.replace("-", ":").encode())
    if t == "datetime":
        return quote((str(value) if _is_zero_date(value) else _datetime_text(value, col.fsp)).encode())
    if t == "timestamp":
        if _is_zero_date(value):
            return ("0" + _fraction(0, col.fsp)).encode()
        seconds, micro = _epoch(value)
        return f"{seconds}{_fraction(micro, col.fsp)}".encode()
    if t == "time":
        return quote(_time_text(value, col.fsp).encode())
    if t == "enum":
        return b"0" if value == "" else str(col.labels.index(value) + 1).encode()
    if t == "set":
        mask = sum(1 << col.labels.index(label) for label in value)
        return b"b'" + "".join(format(b, "08b") for b in mask.to_bytes(col.set_packlen, "little")).encode() + b"'"
    if t in ("char", "binary") or t in FIXED_BINARY:
        data = _string_bytes(value, col)
        # CHAR is binlogged without its padding: 0x00 for the binary charset, spaces otherwise
        return quote(data.rstrip(b"\0") if col.is_binary_string else data.rstrip(b" "))
    if t in ("varchar", "varbinary") or t in BLOB_PACKLEN:
        return quote(_string_bytes(value, col))
    if t in GEOMETRY:
        return quote(value.srid.to_bytes(4, "little") + bytes(value.wkb))
    raise ValueError(f"no -vv rendering known for {t}")


def matches_mariadb_binlog(value, printed, col):
    """True if ``value`` (a decoded Python value) is exactly what mariadb-binlog printed
    (``printed``: a :class:`Printed` or the raw value bytes) for a column of ``col``'s type."""
    text = printed.text if isinstance(printed, Printed) else printed
    if isinstance(printed, Printed) and printed.is_null != (value is None):
        return False
    try:
        return render_mariadb_binlog(value, col) == text
    except (TypeError, ValueError, AttributeError):
        return False


# --- SELECT ----------------------------------------------------------------------------------

def select_expression(col):
    """An SQL expression giving an unambiguous, tab- and newline-free text of a column."""
    c = f"`{col.name}`"
    t = col.data_type
    if t in INT_BITS or t in ("decimal", "year", "date", "datetime", "time"):
        return f"CAST({c} AS CHAR)"
    if t == "float":
        return f"CAST({c} AS DOUBLE)"
    if t == "double":
        return c
    if t == "bit":
        return f"CAST({c} AS UNSIGNED)"
    if t == "timestamp":
        return f"CONCAT(UNIX_TIMESTAMP({c}), '|', CAST({c} AS CHAR))"
    if t in FIXED_BINARY:
        return f"HEX(CAST({c} AS BINARY({FIXED_BINARY[t]})))"
    if t in GEOMETRY:
        return f"CONCAT(ST_SRID({c}), '|', HEX(ST_AsBinary({c})))"
    return f"HEX({c})"  # strings, binary strings, blobs, ENUM, SET, JSON


def value_from_select(text, col):
    """The Python value (in binlogspec's conventions) that a select_expression() text stands for;
    used to hold the two oracles to each other."""
    t = col.data_type
    if text == "NULL":
        return None
    if t in INT_BITS or t in ("bit", "year"):
        return int(text)
    if t == "decimal":
        return decimal.Decimal(text)
    if t in ("float", "double"):
        return float(text)
    if t == "date":
        try:
            return datetime.date.fromisoformat(text)
        except ValueError:
            return ZeroDate(text)
    if t == "datetime":
        return _parse_datetime(text)
    if t == "timestamp":
        epoch, local = text.split("|")
        if decimal.Decimal(epoch) == 0:
            return ZeroDate(local)
        seconds, _, fraction = epoch.partition(".")
        value = datetime.datetime.fromtimestamp(int(seconds), datetime.timezone.utc)
        return value.replace(microsecond=int(fraction.ljust(6, "0")))
    if t == "time":
        m = re.fullmatch(r"(-?)(\d+):(\d\d):(\d\d)(?:\.(\d+))?", text)
        delta = datetime.timedelta(hours=int(m.group(2)), minutes=int(m.group(3)), seconds=int(m.group(4)),
                                   microseconds=int((m.group(5) or "").ljust(6, "0")))
        return -delta if m.group(1) else delta
    if t in GEOMETRY:
        srid, wkb = text.split("|")
        return Geometry(int(srid), bytes.fromhex(wkb))
    data = bytes.fromhex(text)
    if t == "set":
        return frozenset(data.decode(col.codec).split(",")) if data else frozenset()
    if col.is_binary_string:
        return data
    return data.decode(col.codec)


def _parse_datetime(text):
    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))?", text)
    try:
        return datetime.datetime(*(int(x) for x in m.groups()[:6]), int((m.group(7) or "").ljust(6, "0")))
    except ValueError:
        return ZeroDate(text)


def _exact_float(value, text, single):
    expected = float(text)
    if single and struct.unpack("<f", struct.pack("<f", expected))[0] != expected:
        return False
    return type(value) is float and value == expected and math.copysign(1, value) == math.copysign(1, expected)


def matches_select(value, text, col):
    """True if ``value`` is exactly the row's value as ``select_expression(col)`` returned it."""
    t = col.data_type
    if text == "NULL":
        return value is None
    if value is None:
        return False
    if t in INT_BITS or t in ("bit", "year"):
        return type(value) is int and value == int(text)
    if t == "decimal":
        return (isinstance(value, decimal.Decimal) and format(value, "f") == text
                and value.as_tuple().exponent == -col.scale)
    if t in ("float", "double"):
        return _exact_float(value, text, t == "float")
    if t == "date":
        if _is_zero_date(value):
            return str(value) == text
        return type(value) is datetime.date and value.isoformat() == text
    if t == "datetime":
        if _is_zero_date(value):
            return str(value) == text
        return (type(value) is datetime.datetime and value.tzinfo is None
                and _datetime_text(value, col.fsp) == text)
    if t == "timestamp":
        epoch, local = text.split("|")
        if _is_zero_date(value):
            return str(value) == local and decimal.Decimal(epoch) == 0
        if not (type(value) is datetime.datetime and value.utcoffset() == datetime.timedelta(0)):
            return False
        seconds, micro = _epoch(value)
        return f"{seconds}{_fraction(micro, col.fsp)}" == epoch and _datetime_text(value, col.fsp) == local
    if t == "time":
        return type(value) is datetime.timedelta and _time_text(value, col.fsp) == text
    if t in GEOMETRY:
        srid, wkb = text.split("|")
        return isinstance(value, Geometry) and value.srid == int(srid) and bytes(value.wkb) == bytes.fromhex(wkb)
    data = bytes.fromhex(text)
    if t == "enum":
        return isinstance(value, str) and value.encode(col.codec) == data
    if t == "set":
        labels = data.decode(col.codec).split(",") if data else []
        return isinstance(value, frozenset) and value == frozenset(labels)
    try:
        return _string_bytes(value, col) == data
    except (TypeError, UnicodeEncodeError):
        return False


# --- MySQL's mysqlbinlog -v / -vv ------------------------------------------------------------
#
# MySQL's ``log_event_print_value()`` (sql/log_event.cc) prints nearly as MariaDB's does (above);
# the differences, read from the MySQL 5.6/5.7 and 8.0 sources:
#
# - integers: 5.x prints the signed number and, when negative, `` (unsigned)`` after it, as
#   MariaDB does (LONGINT too). 8.0 knows each column's signedness from the table map's
#   SIGNEDNESS metadata: the type text then reads ``INT UNSIGNED`` etc. and the value is the
#   unsigned number; a signed column prints the signed number alone, with no ``(unsigned)``.
# - quoting (``my_b_write_quoted``): 5.x writes every byte above 0x1f as itself except ``'`` and
#   ``\\``, which like the bytes below 0x20 become ``\\xNN``; 8.0 uses a table: ``\\b \\f \\n \\r
#   \\t \\\\ \\'``, the other bytes below 0x20 as ``\\xNN``, everything else as itself.
# - JSON (MySQL 8, type ``JSON``): the document's text as ``SELECT`` prints it (Json_wrapper::
#   to_string), quoted like a string. A partial JSON update prints ``JSON_REPLACE(@N, '$.path',
#   value)`` calls instead (not rendered here).
# - TIMESTAMP (the pre-5.6 type 7): the seconds since the epoch, ``%d``, unquoted. DATETIME (the
#   pre-5.6 type 12): ``YYYY-MM-DD hh:mm:ss`` *unquoted*. TIME (pre-5.6 type 11): the 3 stored
#   bytes read *unsigned*, quoted ``'%02d:%02d:%02d'``.
# - TIMESTAMP(n), DATETIME(n), TIME(n), DATE (colons), YEAR, DECIMAL, FLOAT, DOUBLE, BIT, ENUM,
#   SET, STRING/VARSTRING/BLOB: as MariaDB (see the module doc).
#
# ``flavor`` names the printer: ``"mysql8"``, ``"mysql5"`` (5.1 to 5.7) or ``"mariadb"`` (its
# quoting as :func:`quote`; integers as mysql5).

MYSQL_INT_BITS = {"TINYINT": 8, "SHORTINT": 16, "MEDIUMINT": 24, "INT": 32, "LONGINT": 64}
_MYSQL_INT_TEXT = {"TINY": "TINYINT", "SHORT": "SHORTINT", "INT24": "MEDIUMINT", "LONG": "INT",
                   "LONGLONG": "LONGINT"}
_BLOB_TEXT = ("TINYBLOB/TINYTEXT", "BLOB/TEXT", "MEDIUMBLOB/MEDIUMTEXT", "LONGBLOB/LONGTEXT")
_MYSQL8_ESCAPES = {0x08: b"\\b", 0x0C: b"\\f", 0x0A: b"\\n", 0x0D: b"\\r", 0x09: b"\\t", 0x5C: b"\\\\",
                   0x27: b"\\'"}


def quote_mysql(data, flavor):
    """``my_b_write_quoted`` of the given printer (see above)."""
    data = bytes(data)
    if flavor == "mariadb":
        return quote(data)
    out = []
    for c in data:
        if flavor == "mysql8":
            out.append(_MYSQL8_ESCAPES.get(c) or (b"\\x%02x" % c if c < 0x20 else bytes([c])))
        else:
            out.append(bytes([c]) if c > 0x1F and c not in (0x27, 0x5C) else b"\\x%02x" % c)
    return b"'" + b"".join(out) + b"'"


def mysql_type_text(column, flavor):
    """The type text mysqlbinlog -vv prints for a column, from what the table map says of it (a
    ``binlogspec.rows.Column``); None for BLOB/TEXT, whose length size a Column does not carry."""
    t = column.type_name
    if t in _MYSQL_INT_TEXT:
        return _MYSQL_INT_TEXT[t] + (" UNSIGNED" if flavor == "mysql8" and column.unsigned else "")
    if t == "NEWDECIMAL":
        return f"DECIMAL({column.precision},{column.scale})"
    if t in ("FLOAT", "DOUBLE", "YEAR", "JSON", "TIMESTAMP", "DATETIME", "TIME"):
        return t
    if t in ("DATE", "NEWDATE"):
        return "DATE"
    if t == "BIT":
        return f"BIT({column.bits})"
    if t in ("TIMESTAMP2", "DATETIME2", "TIME2"):
        return f"{t[:-1]}({column.fsp})"
    if t in ("VARCHAR", "VAR_STRING"):
        return f"VARSTRING({column.max_length})"
    if t == "STRING":
        if column.real_type_name == "ENUM":
            return "ENUM(1 byte)" if column.max_length == 1 else "ENUM(2 bytes)"
        if column.real_type_name == "SET":
            return f"SET({column.max_length} bytes)"
        return f"STRING({column.max_length})"
    if t in ("BLOB", "TINY_BLOB", "MEDIUM_BLOB", "LONG_BLOB"):
        return None  # the length's size (1..4 bytes) is not among a Column's facts
    raise ValueError(f"no mysqlbinlog type text known for {t}")


def _mysql_bytes(value, encoding):
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    if isinstance(value, str) and not isinstance(value, ZeroDate):
        return value.encode(encoding)
    raise TypeError(f"expected a string value, got {type(value).__name__}")


def render_mysqlbinlog(value, type_text, flavor="mysql8", *, labels=None, encoding="utf-8"):
    """The bytes MySQL's (or MariaDB's, ``flavor="mariadb"``) mysqlbinlog -v/-vv prints for a
    Python value of a column whose -vv type text is ``type_text``. ``labels``: the ENUM/SET labels
    (an ENUM/SET value is printed as its index/bitmask); ``encoding``: the Python codec of a text
    column's charset (a ``str`` value is printed as its bytes in it)."""
    if value is None:
        return b"NULL"
    m = re.fullmatch(r"(TINYINT|SHORTINT|MEDIUMINT|INT|LONGINT)( UNSIGNED)?", type_text)
    if m:
        if type(value) is not int:
            raise TypeError(f"expected int, got {type(value).__name__}")
        bits = MYSQL_INT_BITS[m.group(1)]
        stored = value & ((1 << bits) - 1)
        signed = stored - (1 << bits) if stored >> (bits - 1) else stored
        if m.group(2):
            return str(stored).encode()
        if signed < 0 and flavor != "mysql8":
            return f"{signed} ({stored})".encode()
        return str(signed).encode()
    m = re.fullmatch(r"DECIMAL\((\d+),(\d+)\)", type_text)
    if m:
        if not isinstance(value, decimal.Decimal) or value.as_tuple().exponent != -int(m.group(2)):
            raise TypeError("expected a Decimal with the column's scale")
        return format(value, "f").encode()
    if type_text == "FLOAT":
        return b"%-20g" % value
    if type_text == "DOUBLE":
        return b"%-.20g" % value
    m = re.fullmatch(r"BIT\((\d+)\)", type_text)
    if m:
        return b"b'" + format(value, f"0{m.group(1)}b").encode() + b"'"
    if type_text == "YEAR":
        return b"1900" if value == 0 else b"%04d" % value
    if type_text == "DATE":
        text = str(value) if _is_zero_date(value) else f"{value.year:04d}-{value.month:02d}-{value.day:02d}"
        return b"'" + text.replace("-", ":").encode() + b"'"
    if type_text == "TIMESTAMP":
        return b"0" if _is_zero_date(value) else str(_epoch(value)[0]).encode()
    m = re.fullmatch(r"TIMESTAMP\((\d)\)", type_text)
    if m:
        fsp = int(m.group(1))
        if _is_zero_date(value):
            return ("0" + _fraction(0, fsp)).encode()
        seconds, micro = _epoch(value)
        return f"{seconds}{_fraction(micro, fsp)}".encode()
    if type_text == "DATETIME":
        if flavor == "mariadb":
            raise ValueError("MariaDB's printing of the old DATETIME is not described here")
        return (str(value) if _is_zero_date(value) else _datetime_text(value, 0)).encode()
    m = re.fullmatch(r"DATETIME\((\d)\)", type_text)
    if m:
        fsp = int(m.group(1))
        return b"'" + (str(value) if _is_zero_date(value) else _datetime_text(value, fsp)).encode() + b"'"
    if type_text == "TIME":
        seconds = value // datetime.timedelta(seconds=1)
        sign = -1 if seconds < 0 else 1
        hours, rest = divmod(abs(seconds), 3600)
        stored = (sign * (hours * 10000 + rest // 60 * 100 + rest % 60)) & 0xFFFFFF  # read back unsigned
        return b"'%02d:%02d:%02d'" % (stored // 10000, stored % 10000 // 100, stored % 100)
    m = re.fullmatch(r"TIME\((\d)\)", type_text)
    if m:
        return b"'" + _time_text(value, int(m.group(1))).encode() + b"'"
    m = re.fullmatch(r"ENUM\((1 byte|2 bytes)\)", type_text)
    if m:
        if isinstance(value, int):
            return str(value).encode()
        return b"0" if value == "" else str(labels.index(value) + 1).encode()
    m = re.fullmatch(r"SET\((\d) bytes\)", type_text)
    if m:
        mask = value if isinstance(value, int) else sum(1 << labels.index(label) for label in value)
        return b"b'" + "".join(format(b, "08b") for b in mask.to_bytes(int(m.group(1)), "little")).encode() + b"'"
    if re.fullmatch(r"(STRING|VARSTRING)\(\d+\)", type_text) or type_text in _BLOB_TEXT:
        data = _mysql_bytes(value, encoding)
        if type_text.startswith("STRING("):
            # CHAR is binlogged without its padding (binlogspec puts BINARY(n)'s zero bytes back)
            data = data.rstrip(b"\0") if isinstance(value, (bytes, bytearray)) else data.rstrip(b" ")
        return quote_mysql(data, flavor)
    if type_text == "JSON":
        from binlogspec.values import JsonText

        if not isinstance(value, JsonText):
            raise TypeError(f"expected JsonText, got {type(value).__name__}")
        return quote_mysql(str(value).encode("utf-8"), flavor)
    raise ValueError(f"no mysqlbinlog rendering known for {type_text}")


@dataclass
class MysqlPrinted:
    """One ``###   @N=...`` line of mysqlbinlog -v/-vv text output (``type_text`` and the rest are
    None for -v lines, which have no comment)."""

    text: str
    type_text: str = None
    meta: int = None
    nullable: bool = None
    is_null: bool = None


MYSQL_AT = re.compile(r"^# at (\d+)\s*$")
MYSQL_HEADER = re.compile(r"^#\d{6}\s+\d{1,2}:\d\d:\d\d server id \d+\s+end_log_pos \d+(.*)$")
MYSQL_ROWS_DESC = re.compile(r"\b(Write|Update|Delete)_rows\w*: table id")
MYSQL_STATEMENT = re.compile(r"^### (INSERT INTO|UPDATE|DELETE FROM) `((?:[^`]|``)*)`\.`((?:[^`]|``)*)`\s*$")
MYSQL_VALUE = re.compile(r"^###   @(\d+)=(.*?)(?: /\* (.*) meta=(\d+) nullable=(\d) is_null=(\d) \*/)?$")
_MYSQL_OPS = {"INSERT INTO": "insert", "UPDATE": "update", "DELETE FROM": "delete"}


def parse_mysqlbinlog_rows(text):
    """The rows mysqlbinlog -v/-vv text output (a ``str``) prints, in order, as :class:`PrintedRow`
    with ``Printed`` replaced by :class:`MysqlPrinted`; ``pos`` is the position of the last rows
    event whose header (``# at``, the header line, its ``Write_rows: table id`` description on the
    same line or, in -H dumps, on a ``# \\t`` line below) came before the row, or None when the
    text has no event headers (``### `` lines only)."""
    rows, pending, image = [], [], None
    header_pos = rows_pos = None
    for line in text.splitlines():
        m = MYSQL_AT.match(line)
        if m:
            pending.append(int(m.group(1)))
            continue
        m = MYSQL_HEADER.match(line)
        if m and pending:
            header_pos = pending.pop(0)
            if MYSQL_ROWS_DESC.search(m.group(1)):
                rows_pos = header_pos
            continue
        if line.startswith("#") and not line.startswith("###") and MYSQL_ROWS_DESC.search(line):
            rows_pos = header_pos  # the -H dumps' description line under the hex dump
            continue
        m = MYSQL_STATEMENT.match(line)
        if m:
            db, table = (g.replace("``", "`") for g in m.group(2, 3))
            rows.append(PrintedRow(rows_pos, db, table, _MYSQL_OPS[m.group(1)]))
            image = None
            continue
        if line.rstrip() == "### WHERE":
            rows[-1].before = image = {}
            continue
        if line.rstrip() == "### SET":
            rows[-1].after = image = {}
            continue
        m = MYSQL_VALUE.match(line)
        if m:
            printed = MysqlPrinted(m.group(2))
            if m.group(3) is not None:
                printed = MysqlPrinted(m.group(2), m.group(3), int(m.group(4)), m.group(5) == "1", m.group(6) == "1")
            image[int(m.group(1)) - 1] = printed
            continue
        if line.startswith("###"):
            raise ValueError(f"unparsed mysqlbinlog line {line[:200]!r}")
    return rows


def matches_mysqlbinlog(value, printed, column, flavor, *, encoding="utf-8"):
    """True if ``value`` (decoded for ``column``, a ``binlogspec.rows.Column``) is exactly what
    mysqlbinlog printed (a :class:`MysqlPrinted`): the value text, and for -vv lines the type
    text, nullability and NULL flag too."""
    type_text = mysql_type_text(column, flavor)
    if type_text is None:  # BLOB/TEXT: any of the four, as printed
        if printed.type_text is not None and printed.type_text not in _BLOB_TEXT:
            return False
        type_text = printed.type_text or "BLOB/TEXT"
    if printed.type_text is not None:
        if (printed.type_text, printed.nullable, printed.is_null) != (type_text, column.nullable, value is None):
            return False
    labels = column.enum_labels if column.real_type_name == "ENUM" else column.set_labels
    try:
        return render_mysqlbinlog(value, type_text, flavor, labels=labels, encoding=encoding) == \
            printed.text.encode("utf-8")
    except (TypeError, ValueError, AttributeError):
        return False
