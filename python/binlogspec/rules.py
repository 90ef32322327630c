"""The value rules: which rule decodes each column, and how each rule is rendered.

One table, read by every rendering: the fast decoder (:mod:`binlogspec.fast`, C generated from
the specs) builds Python values, writes Arrow buffers and writes JSON text by the rule a column
gets here; the spec-driven path (:func:`binlogspec.values.cell_value`) is the reference they are
held equal to. Adding a column type touches its spec (``formats/``) and this table.

| rule | cell type (column_cell.ksy) | Python value | Arrow | JSON |
|---|---|---|---|---|
| INT_S, INT_U | cell_int | int | int32/int64/decimal128(20,0) | number |
| FLOAT, DOUBLE | cell_float, cell_double | float | float32, float64 | number (NaN, inf: text, by Python) |
| YEAR | cell_year | int | int32 | number |
| DATE | cell_date | date (zero dates: ZeroDate, by Python) | date32 | "YYYY-MM-DD" |
| DATETIME2 | cell_datetime2 | naive datetime | timestamp[us] | ISO text |
| TIMESTAMP2 | cell_timestamp2 | UTC datetime | timestamp[us, UTC] | ISO text, "+00:00" |
| TIME, TIME2 | cell_time, cell_time2 | timedelta | duration[us] | "[-]HH:MM:SS[.ffffff]" |
| DATETIME (before 5.6.4) | cell_datetime | naive datetime (zero dates: ZeroDate, by Python) | timestamp[us] | ISO text |
| TIMESTAMP (before 5.6.4) | cell_timestamp | UTC datetime (0: ZeroDate, by Python) | timestamp[us, UTC] | ISO text, "+00:00" |
| DECIMAL | cell_decimal | Decimal | decimal128(p, s) (a value it cannot hold: an error, see exact_decimal) | digits as text |
| BIT | cell_fixed | int | int64/decimal128(20,0) | number |
| TEXT, CHAR | cell_var, cell_string | str (bytes in an unknown or binary charset) | string/binary | string or "base64:..." |
| CHAR_BINARY | cell_string | bytes, zero-padded to the column's length | binary | "base64:..." |
| ENUM, SET | cell_string | label str / frozenset of labels | string / list<string> | string / sorted list |
| GEOMETRY | cell_geometry | Geometry | binary (WKB) | object with WKT, by Python |
| JSON (MySQL's binary JSON) | cell_json | JsonText: the document's bytes rendered by the spec's mysql_json type, by Python | string (that text) | the document, by Python |
| TREE | any | values.cell_value of the cell's tree | by Python | by Python |

"by Python": the C decoder builds the Python value and renders it as the Python rendering does.
"""

import decimal

from binlogspec.values import BINARY_COLLATION

__all__ = ["RULE_CELL", "Unfit", "arrow_kind", "arrow_type", "exact_decimal", "json_native", "rule_of"]


class Unfit(ValueError):
    """A value that its column's Arrow (or Spark) type cannot hold exactly."""


def exact_decimal(value, precision, scale):
    """A DECIMAL value as the ``decimal128(precision, scale)`` of Arrow and Spark hold it: the
    same number, at most ``precision - scale`` digits before the point and ``scale`` after it.
    Raises :class:`Unfit` for one that has no such form: read from a damaged digit group (a group
    whose bytes hold more digits than it has; the Python value keeps them all), which a server
    does not write."""
    value = decimal.Decimal(value)
    sign, digits, exponent = value.as_tuple()
    if not isinstance(exponent, int):
        raise Unfit(f"DECIMAL({precision},{scale}) value {value} is not a number")
    if not any(digits):
        return value
    while exponent < -scale and digits[-1] == 0:  # trailing zeros past the scale
        digits, exponent = digits[:-1], exponent + 1
    if exponent < -scale or len(digits) + exponent > precision - scale:
        raise Unfit(f"DECIMAL({precision},{scale}) value {value} has more digits than its type "
                    "(a damaged digit group)")
    return value

INTS = {"TINY", "SHORT", "INT24", "LONG", "LONGLONG"}
TEXTS = {"VARCHAR", "VAR_STRING", "BLOB", "TINY_BLOB", "MEDIUM_BLOB", "LONG_BLOB"}
SMALL_INTS = {"TINY", "SHORT", "INT24", "YEAR"}
TEXT = {"STRING", "VAR_STRING", "VARCHAR", "BLOB", "TINY_BLOB", "MEDIUM_BLOB", "LONG_BLOB"}

# the cell type each specialised rule reads; with another cell type the column gets TREE
RULE_CELL = {
    "INT_S": "cell_int", "INT_U": "cell_int", "FLOAT": "cell_float", "DOUBLE": "cell_double",
    "YEAR": "cell_year", "DATE": "cell_date", "DATETIME2": "cell_datetime2", "TIMESTAMP2": "cell_timestamp2",
    "DECIMAL": "cell_decimal", "BIT": "cell_fixed", "TEXT": "cell_var", "CHAR": "cell_string",
    "CHAR_BINARY": "cell_string", "ENUM": "cell_string", "SET": "cell_string", "GEOMETRY": "cell_geometry",
    "TIME": "cell_time", "TIME2": "cell_time2", "DATETIME": "cell_datetime", "TIMESTAMP": "cell_timestamp",
    "JSON": "cell_json",
}


def rule_of(column, cell):
    """The value rule of a column (:class:`binlogspec.records.Column`) whose cells the spec reads
    as ``cell`` (values.cell_value's choice), or None when no rule covers it (VECTOR: the
    spec-driven path)."""
    kind = column.type_name
    real = column.real_type_name or kind
    if kind in INTS:
        rule = "INT_U" if column.unsigned else "INT_S"
    elif kind in ("FLOAT", "DOUBLE", "YEAR", "DATETIME2", "TIMESTAMP2", "GEOMETRY"):
        rule = kind
    elif kind in ("DATE", "NEWDATE"):
        rule = "DATE"
    elif kind == "NEWDECIMAL":
        rule = "DECIMAL"
    elif kind == "BIT":
        rule = "BIT"
    elif kind in TEXTS:
        rule = "TEXT"
    elif kind in ("STRING", "ENUM", "SET"):
        if real == "ENUM":
            rule = "ENUM"
        elif real == "SET":
            rule = "SET"
        elif column.collation_id == BINARY_COLLATION and column.max_length:
            rule = "CHAR_BINARY"
        else:
            rule = "CHAR"
    elif kind in ("TIME", "TIME2", "DATETIME", "TIMESTAMP", "JSON"):
        rule = kind
    else:
        return None
    if rule != "TREE" and RULE_CELL[rule] != cell:
        rule = "TREE"
    return rule


def json_native(rule, labels):
    """Whether the C JSON writer renders a rule's values itself; otherwise it renders the Python
    value with :func:`binlogspec.jsonout.dumps` (rules whose JSON holds computed text, such as
    GEOMETRY's WKT; labels that do not encode as UTF-8, or that repeat, which a frozenset merges)."""
    if rule in ("TREE", "GEOMETRY", "JSON"):
        return False
    if labels:
        texts = [str(x) for x in labels]
        if len(set(texts)) != len(texts):
            return False
        try:
            for text in texts:
                text.encode("utf-8")
        except UnicodeEncodeError:
            return False
    return True


def arrow_type(column):
    """The Arrow type of a :class:`binlogspec.records.Column` (the Arrow column of the table
    above; :mod:`binlogspec.arrow` has the whole list)."""
    import pyarrow as pa

    TS, TS_UTC = pa.timestamp("us"), pa.timestamp("us", tz="UTC")
    t = column.type_name
    real = column.real_type_name or t
    if t in SMALL_INTS:
        return pa.int32()
    if t == "LONG":
        return pa.int64() if column.unsigned else pa.int32()
    if t == "LONGLONG":
        return pa.decimal128(20, 0) if column.unsigned else pa.int64()
    if t == "NEWDECIMAL":
        if column.precision is not None and column.precision <= 38:
            return pa.decimal128(column.precision, column.scale or 0)
        return pa.string()
    if t == "FLOAT":
        return pa.float32()
    if t == "DOUBLE":
        return pa.float64()
    if t in ("DATE", "NEWDATE"):
        return pa.date32()
    if t in ("DATETIME", "DATETIME2"):
        return TS
    if t in ("TIMESTAMP", "TIMESTAMP2"):
        return TS_UTC
    if t in ("TIME", "TIME2"):
        return pa.duration("us")
    if real == "ENUM":
        return pa.string()
    if real == "SET":
        return pa.list_(pa.string()) if column.set_labels else pa.int64()
    if t == "BIT":
        return pa.int64() if (column.bits or 64) < 64 else pa.decimal128(20, 0)
    if t == "JSON":
        return pa.string()
    if t == "GEOMETRY":
        return pa.binary()
    if t == "VECTOR":
        return pa.list_(pa.float32())
    if t in TEXT:
        if column.collation_id is None or column.collation_id == BINARY_COLLATION:
            return pa.binary()
        return pa.string()
    return pa.string()


def _kind_of_type():
    import pyarrow as pa

    return {pa.int32(): "I32", pa.int64(): "I64", pa.float32(): "F32", pa.float64(): "F64", pa.date32(): "DATE32",
            pa.timestamp("us"): "I64", pa.timestamp("us", tz="UTC"): "I64", pa.duration("us"): "I64",
            pa.string(): "STR", pa.binary(): "BIN"}


def arrow_kind(column, rule):
    """The buffer kind the C decoder writes for a column with value rule ``rule`` (``NONE``
    where it has no Arrow rule: the Python values are converted instead). The column's Arrow
    type is :func:`binlogspec.arrow.arrow_type`'s."""
    import pyarrow as pa

    if rule in (None, "TREE"):
        return "NONE"
    typ = arrow_type(column)
    if pa.types.is_decimal(typ):
        return "DEC128"
    if pa.types.is_list(typ):
        labels = column.set_labels
        if rule != "SET" or (labels and len(set(map(str, labels))) != len(labels)):
            return "NONE"  # duplicate labels: the frozenset merges them
        return "LIST_STR"
    kind = _kind_of_type().get(typ, "NONE")
    if typ == pa.string() and rule not in ("TEXT", "CHAR", "ENUM", "JSON"):
        return "NONE"  # DECIMAL(p > 38) and other values rendered as text
    if typ == pa.binary() and rule not in ("TEXT", "CHAR", "CHAR_BINARY", "GEOMETRY"):
        return "NONE"
    return kind
