"""Spark types for MySQL/MariaDB columns, and the conversion of binlogspec's Python values to them.

| column | Spark type | value |
|---|---|---|
| TINYINT, SMALLINT, MEDIUMINT (either sign), signed INT, YEAR | IntegerType | |
| unsigned INT, signed BIGINT | LongType | |
| unsigned BIGINT | DecimalType(20,0) | exact |
| DECIMAL(p,s) | DecimalType(p,s); StringType when p > 38 | exact digits |
| FLOAT / DOUBLE | FloatType / DoubleType | |
| DATE | DateType | zero dates are NULL |
| DATETIME | TimestampNTZType | zero dates are NULL |
| TIMESTAMP | TimestampType (UTC instant) | zero dates are NULL |
| TIME | DayTimeIntervalType(DAY, SECOND) | signed, to the microsecond |
| CHAR, VARCHAR, TEXT with a known charset; ENUM | StringType | ENUM: the label (its index as text without labels) |
| BINARY, VARBINARY, BLOB, text in an unknown charset | BinaryType | bytes as stored |
| SET | ArrayType(StringType) | sorted labels; without labels the bitmask, as LongType |
| BIT(n) | LongType for n < 64, DecimalType(20,0) for BIT(64) | the bits as an unsigned number |
| JSON | StringType | the document's JSON text |
| GEOMETRY | BinaryType | the WKB (the SRID is dropped) |
| VECTOR | ArrayType(FloatType) | |
| anything else | StringType | its JSON rendering |

Where a column's signedness is unknown (no SIGNEDNESS metadata and no schema) it is taken as
signed, as binlogspec decodes it. A row image that leaves a column out (MINIMAL/NOBLOB images)
gives NULL there; the ``*_json`` columns of the ``rows`` mode tell absent from NULL.
"""

import datetime

from pyspark.sql.types import (
    ArrayType, BinaryType, DateType, DayTimeIntervalType, DecimalType, DoubleType, FloatType, IntegerType,
    LongType, StringType, TimestampNTZType, TimestampType,
)

from binlogspec.rules import exact_decimal
from binlogspec.values import Geometry, ZeroDate

SMALL_INTS = {"TINY", "SHORT", "INT24", "YEAR"}
TEXT = {"STRING", "VAR_STRING", "VARCHAR", "BLOB", "TINY_BLOB", "MEDIUM_BLOB", "LONG_BLOB"}
BINARY_COLLATION = 63


def spark_type(column):
    """The Spark type of a :class:`binlogspec.rows.Column` (see the module's table)."""
    t = column.type_name
    real = column.real_type_name or t
    if t in SMALL_INTS:
        return IntegerType()
    if t == "LONG":
        return LongType() if column.unsigned else IntegerType()
    if t == "LONGLONG":
        return DecimalType(20, 0) if column.unsigned else LongType()
    if t == "NEWDECIMAL":
        if column.precision is not None and column.precision <= 38:
            return DecimalType(column.precision, column.scale or 0)
        return StringType()
    if t == "FLOAT":
        return FloatType()
    if t == "DOUBLE":
        return DoubleType()
    if t in ("DATE", "NEWDATE"):
        return DateType()
    if t in ("DATETIME", "DATETIME2"):
        return TimestampNTZType()
    if t in ("TIMESTAMP", "TIMESTAMP2"):
        return TimestampType()
    if t in ("TIME", "TIME2"):
        return DayTimeIntervalType(DayTimeIntervalType.DAY, DayTimeIntervalType.SECOND)
    if real == "ENUM":
        return StringType()
    if real == "SET":
        return ArrayType(StringType()) if column.set_labels else LongType()
    if t == "BIT":
        return LongType() if (column.bits or 64) < 64 else DecimalType(20, 0)
    if t == "JSON":
        return StringType()
    if t == "GEOMETRY":
        return BinaryType()
    if t == "VECTOR":
        return ArrayType(FloatType())
    if t in TEXT:
        if column.collation_id is None or column.collation_id == BINARY_COLLATION:
            return BinaryType()
        return StringType()
    return StringType()


def convert(value, dtype):
    """binlogspec's Python value as the Spark (Arrow) value of ``dtype``."""
    if value is None or isinstance(value, ZeroDate):
        return None
    if isinstance(dtype, StringType):
        if isinstance(value, str):
            return str(value)
        from binlogspec_spark.core import cell_text

        return cell_text(value)
    if isinstance(dtype, BinaryType):
        if isinstance(value, Geometry):
            return bytes(value.wkb)
        if isinstance(value, str):
            return value.encode("utf-8", "surrogateescape")
        return bytes(value)
    if isinstance(dtype, DecimalType):  # (binlogspec.rules.Unfit for a value it cannot hold)
        return exact_decimal(value, dtype.precision, dtype.scale)
    if isinstance(dtype, (IntegerType, LongType)):
        return int(value)
    if isinstance(dtype, (FloatType, DoubleType)):
        return float(value)
    if isinstance(dtype, TimestampType):
        return value if value.tzinfo else value.replace(tzinfo=datetime.timezone.utc)
    if isinstance(dtype, ArrayType):
        if isinstance(value, (set, frozenset)):
            return sorted(str(v) for v in value)
        return [float(v) for v in value] if isinstance(dtype.elementType, FloatType) else list(value)
    return value
