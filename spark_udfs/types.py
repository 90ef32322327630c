"""Spark types for MySQL/MariaDB columns: the Arrow types of binlogspec's one type table
(:func:`binlogspec.rules.arrow_type`) as Spark reads them (``from_arrow_type``); a value is
converted by :func:`binlogspec.arrow.arrow_value`. What that gives:

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

from binlogspec.rules import arrow_type

__all__ = ["spark_type"]


def spark_type(column):
    """The Spark type of a :class:`binlogspec.records.Column` (see the module's table)."""
    from pyspark.sql.pandas.types import from_arrow_type

    return from_arrow_type(arrow_type(column))
