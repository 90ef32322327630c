"""The source's tables in Arrow, with no Spark: the schemas of the rows, events, layouts and typed
modes as pyarrow schemas, and a table layout's columns.

The column types come from binlogspec's one type table (:func:`binlogspec.rules.arrow_type`);
the Spark types of the data source (:mod:`binlogspec_spark.datasource`) are these schemas as
Spark reads Arrow (``from_arrow_schema``), and a layout names each column's Spark type as Spark
writes it (``DataType.json()``), made here from the Arrow type by :func:`spark_json`, so that
``binlogspec parquet`` (one machine, pyarrow alone) writes what the Spark job writes. Tests hold
both to pyspark's own conversion.
"""

import json

import pyarrow as pa

from binlogspec.rules import arrow_type

__all__ = ["EVENTS", "LAYOUTS", "ROWS", "TYPED_META", "arrow_of", "layout_json", "spark_json", "typed_schema"]

S, L, I, TS = pa.string(), pa.int64(), pa.int32(), pa.timestamp("us", tz="UTC")
MAP = pa.map_(pa.string(), pa.string())


def _schema(*spec):
    return pa.schema([pa.field(name, dtype) for name, dtype in spec])


#: ``mode=rows``: one row per row change (see the data source's documentation).
ROWS = _schema(
    ("file", S), ("pos", L), ("next_pos", L), ("row_index", I), ("timestamp", TS), ("server_id", L),
    ("gtid", S), ("trx_pos", L), ("db", S), ("table", S), ("op", S), ("before_json", S), ("after_json", S),
    ("before", MAP), ("after", MAP), ("_corrupt_record", S),
)
#: ``mode=events``: one row per event, as ``binlogspec events`` prints it.
EVENTS = _schema(
    ("file", S), ("pos", L), ("next_pos", L), ("payload_offset", L), ("type", S), ("type_code", I),
    ("timestamp", TS), ("server_id", L), ("size", L), ("log_pos", L), ("flags", I), ("checksum", S),
    ("body_json", S), ("_corrupt_record", S),
)
#: ``mode=layouts`` (``read_table``'s first pass): each layout of each table once.
LAYOUTS = _schema(("file", S), ("pos", L), ("db", S), ("table", S), ("layout", S), ("key", S), ("_corrupt_record", S))
#: The columns ``read_table`` adds to a table's own (with a leading ``_`` where the table has a
#: column of that name).
TYPED_META = (("op", S), ("file", S), ("pos", L), ("row_index", I), ("timestamp", TS), ("gtid", S), ("trx_pos", L))

# Arrow types and Spark's names of them (Spark's DataType.typeName, and how from_arrow_type reads each)
_SPARK_NAMES = {pa.int32(): "integer", pa.int64(): "long", pa.float32(): "float", pa.float64(): "double",
                pa.date32(): "date", pa.timestamp("us"): "timestamp_ntz", TS: "timestamp",
                pa.duration("us"): "interval day to second", pa.string(): "string", pa.binary(): "binary"}
_ARROW_TYPES = {name: typ for typ, name in _SPARK_NAMES.items()}


def _spark_value(typ):
    if pa.types.is_decimal(typ):
        return f"decimal({typ.precision},{typ.scale})"
    if pa.types.is_list(typ):
        return {"containsNull": True, "elementType": _spark_value(typ.value_type), "type": "array"}
    try:
        return _SPARK_NAMES[typ]
    except KeyError:
        raise ValueError(f"no Spark type for Arrow {typ}") from None


def spark_json(typ):
    """The Spark type an Arrow type (of :func:`binlogspec.rules.arrow_type`) is read as, as
    ``DataType.json()`` writes it: what a layout's ``type`` holds."""
    return json.dumps(_spark_value(typ), separators=(",", ":"), sort_keys=True)


def _arrow_value(value):
    if isinstance(value, dict):
        if value.get("type") != "array":
            raise ValueError(f"no Arrow type for Spark {value}")
        # (Spark writes a list's item as "element")
        return pa.list_(pa.field("element", _arrow_value(value["elementType"])))
    if value.startswith("decimal("):
        precision, scale = value[len("decimal("):-1].split(",")
        return pa.decimal128(int(precision), int(scale))
    try:
        return _ARROW_TYPES[value]
    except KeyError:
        raise ValueError(f"no Arrow type for Spark {value!r}") from None


def arrow_of(spark_type_json):
    """The Arrow type of a layout column's ``type`` (:func:`spark_json`'s text), as Spark's
    ``to_arrow_type`` gives it."""
    return _arrow_value(json.loads(spark_type_json))


def layout_json(columns):
    """A table layout as stable JSON text: each column's name, Spark type and MySQL type."""
    return json.dumps([{"name": c.name, "type": spark_json(arrow_type(c)), "mysql": c.real_type_name or c.type_name}
                       for c in columns], separators=(",", ":"))


def typed_schema(layout):
    """The Arrow schema of ``read_table`` (the typed mode) for a layout (its list of columns): the
    meta columns, the table's own, a ``before`` struct of the same, ``_corrupt_record``."""
    own = [pa.field(c["name"], arrow_of(c["type"])) for c in layout]
    names = {c["name"] for c in layout}
    meta = [pa.field(n if n not in names else "_" + n, t) for n, t in TYPED_META]
    before = pa.field("before" if "before" not in names else "_before", pa.struct(own))
    return pa.schema(meta + own + [before, pa.field("_corrupt_record", S)])
