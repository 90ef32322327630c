"""One column of a row image in a row event: construct twin of ``formats/kaitai/column_cell.ksy``.

The parse functions below receive the context of the struct they size; ``ctx._`` is the
``column_cell`` (or, for the string layouts, the ``cell_string``) that holds it.

Kaitai reads every value from a substream of exactly its bytes (``size: extent.len_cell``), sized
by the ``extent`` instance, a look at the value's length before the value is read. Here
``Lookahead`` plays that parse instance (so ``extent`` comes before ``value``: construct evaluates
in order), ``Sized`` the substream, and ``WithRaw`` the ``raw`` instance of the typed layouts
(the substream's bytes read again from its start, or from after the length prefix). Values can
be built from their typed fields alone: ``extent`` and ``raw`` are never needed to build.
"""

from io import BytesIO

from construct import (
    Array, BitStruct, BitsInteger, Bytes, BytesInteger, ByteSwapped, Computed, Construct, Enum, FixedSized,
    Flag, Float32l, Float64l, If, Int8ul, Int16ul, Int24ub, Int24ul, Int32ub, Int32ul, Int64ul, Pass,
    StringEncoded, Struct, Subconstruct, Switch, evaluate, stream_read, stream_seek, stream_tell, stream_write,
    this,
)

from binlogspec.formats.common import Derived, RepeatEos, packed_int
from binlogspec.formats.mysql_json import mysql_json

__all__ = ["CELLS", "EXTENTS", "column_cell", "json_diff"]


class Lookahead(Subconstruct):
    """A Kaitai parse instance at the current position (``pos: _io.pos``): the subcon parsed
    there, and the stream put back. Builds nothing (the bytes belong to the field that follows)."""

    def __init__(self, subcon):
        super().__init__(subcon)
        self.flagbuildnone = True

    def _parse(self, stream, context, path):
        here = stream_tell(stream, path)
        try:
            return self.subcon._parsereport(stream, context, path)
        finally:
            stream_seek(stream, here, 0, path)

    def _build(self, obj, stream, context, path):
        return obj

    def _sizeof(self, context, path):
        return 0


class Sized(Subconstruct):
    """Kaitai's ``size`` with a type: the subcon parsed from a substream of ``length`` bytes.
    Builds whatever the subcon builds (the length is the parsed ``extent``'s, not needed then)."""

    def __init__(self, length, subcon):
        super().__init__(subcon)
        self.length = length

    def _parse(self, stream, context, path):
        length = evaluate(self.length, context)
        data = stream_read(stream, length, path)
        return self.subcon._parsereport(BytesIO(data), context, path)

    def _build(self, obj, stream, context, path):
        sub = BytesIO()
        built = self.subcon._build(obj, sub, context, path)
        data = sub.getvalue()
        stream_write(stream, data, len(data), path)
        return built


class WithRaw(Subconstruct):
    """A typed layout plus the ``raw`` instance of its Kaitai type (``pos: skip``, to the end of
    the value's substream): the value's bytes, without a length prefix. Builds the typed fields
    only."""

    def __init__(self, subcon, skip=0):
        super().__init__(subcon)
        self.skip = skip

    def _parse(self, stream, context, path):
        start = stream_tell(stream, path)
        obj = self.subcon._parsereport(stream, context, path)
        end = stream_tell(stream, path)
        stream_seek(stream, start + evaluate(self.skip, obj), 0, path)
        obj["raw"] = stream.read()
        stream_seek(stream, end, 0, path)
        return obj

    def _build(self, obj, stream, context, path):
        return self.subcon._build(obj, stream, context, path)


LENGTHS = {1: Int8ul, 2: Int16ul, 3: Int24ul, 4: Int32ul}


def _extent_len_cell(ctx):
    return ctx.len_fixed if ctx.len_length == 0 else ctx.len_length + ctx.len_value


def cell_extent(len_fixed, len_length):
    return Struct(
        "len_fixed" / Computed(len_fixed),
        "len_length" / Computed(len_length),
        "len_value" / If(this.len_length > 0, Switch(this.len_length, LENGTHS)),
        "len_cell" / Derived(_extent_len_cell),
    )


def cell_fixed(len_value):
    return Struct("len_value" / Computed(len_value), "raw" / Bytes(this.len_value))


def _int_signed(ctx):
    bits = 8 * ctx.len_value
    value = ctx.value_unsigned
    return value - (1 << bits) if value >> (bits - 1) else value


def _bigint_low(ctx):
    return ctx.value_unsigned & 0xFFFFFFFF if ctx.len_value == 8 else None


def _bigint_high(ctx):
    if ctx.len_value != 8:
        return None
    high = ctx.value_unsigned >> 32
    return high - (1 << 32) if high >> 31 else high


def cell_int(len_value):
    return WithRaw(Struct(
        "len_value" / Computed(len_value),
        "value_unsigned" / BytesInteger(this.len_value, swapped=True),
        "value_signed" / Derived(_int_signed),
        "bigint_low" / Derived(_bigint_low),
        "bigint_high" / Derived(_bigint_high),
    ))


def cell_float(len_value):
    return WithRaw(Struct("len_value" / Computed(len_value), "value" / If(this.len_value == 4, Float32l)))


def cell_double(len_value):
    return WithRaw(Struct("len_value" / Computed(len_value), "value" / If(this.len_value == 8, Float64l)))


def _year(ctx):
    return 0 if ctx.years_since_1900 == 0 else ctx.years_since_1900 + 1900


cell_year = WithRaw(Struct("years_since_1900" / Int8ul, "year" / Derived(_year)))

# Kaitai reads day, month, year from the low bits up (bit-endian le); a byte-swapped BitStruct
# reads the same bits from the top down, so the fields come in the reverse order.
cell_date = WithRaw(ByteSwapped(BitStruct(
    "year" / BitsInteger(15),
    "month" / BitsInteger(4),
    "day" / BitsInteger(5),
)))


def _int24_signed(ctx):
    value = ctx.packed_unsigned
    return value - 0x1000000 if value >= 0x800000 else value


cell_time = WithRaw(Struct("packed_unsigned" / Int24ul, "packed" / Derived(_int24_signed)))
cell_datetime = WithRaw(Struct("packed" / Int64ul))
cell_timestamp = WithRaw(Struct("seconds" / Int32ul))

_FRACTION_BYTES = (this.fsp + 1) // 2


def cell_timestamp2(fsp):
    return WithRaw(Struct(
        "fsp" / Computed(fsp),
        "seconds" / Int32ub,
        "fraction" / If(this.fsp > 0, BytesInteger(_FRACTION_BYTES)),
    ))


def cell_datetime2(fsp):
    return WithRaw(BitStruct(
        "fsp" / Computed(fsp),
        "is_nonnegative" / Flag,
        "year_month" / BitsInteger(17),
        "day" / BitsInteger(5),
        "hour" / BitsInteger(5),
        "minute" / BitsInteger(6),
        "second" / BitsInteger(6),
        "fraction" / If(this.fsp > 0, BitsInteger(_FRACTION_BYTES * 8)),
    ))


def cell_time2(fsp):
    return WithRaw(Struct(
        "fsp" / Computed(fsp),
        "int_part" / Int24ub,
        "fraction" / If(this.fsp > 0, BytesInteger(_FRACTION_BYTES)),
    ))


def _decimal_len(ctx):
    digits = ctx.precision - ctx.scale
    return (digits // 9) * 4 + (digits % 9 + 1) // 2 + (ctx.scale // 9) * 4 + (ctx.scale % 9 + 1) // 2


def cell_decimal(precision, scale):
    return Struct(
        "precision" / Computed(precision),
        "scale" / Computed(scale),
        "raw" / Bytes(_decimal_len),
        "num_int_digits" / Computed(this.precision - this.scale),
        "len_value" / Derived(_decimal_len),
    )


def cell_var(len_length):
    return Struct(
        "len_length" / Computed(len_length),
        "len_value" / Switch(this.len_length, LENGTHS),
        "raw" / Bytes(this.len_value),
    )


def _string_len_length(ctx):
    return 1 if ctx._.max_length < 256 else 2


def _string_max_length(ctx):
    return ctx._.max_length


def cell_string(real_type, max_length):
    return Struct(
        "real_type" / Computed(real_type),
        "max_length" / Computed(max_length),
        "value" / Switch(this.real_type, {
            "string": cell_var(_string_len_length),
            "enum": cell_fixed(_string_max_length),
            "set": cell_fixed(_string_max_length),
        }, default=Pass),
    )


def cell_json(len_length):
    return WithRaw(Struct(
        "len_length" / Computed(len_length),
        "len_value" / Switch(this.len_length, LENGTHS),
        "document" / If(this.len_value > 0, FixedSized(this.len_value, mysql_json())),
    ), skip=this.len_length)


def cell_geometry(len_length):
    return WithRaw(Struct(
        "len_length" / Computed(len_length),
        "len_value" / Switch(this.len_length, LENGTHS),
        "srid" / Int32ul,
        "wkb" / Bytes(this.len_value - 4),
    ), skip=this.len_length)


def cell_vector(len_length):
    return WithRaw(Struct(
        "len_length" / Computed(len_length),
        "len_value" / Switch(this.len_length, LENGTHS),
        "values" / Array(this.len_value // 4, Float32l),
    ), skip=this.len_length)


# --- the column's metadata in the table map (ctx is the struct being sized, ctx._ the column_cell)

def _meta(cell):
    return cell.table_map.metadata.columns[cell.index].body


def _pack_length(ctx):
    return _meta(ctx._).pack_length


def _fsp(ctx):
    return _meta(ctx._).fsp


def _fsp_bytes(ctx):
    return (_fsp(ctx) + 1) // 2


def _time2_len(ctx):
    return 3 + _fsp_bytes(ctx)


def _timestamp2_len(ctx):
    return 4 + _fsp_bytes(ctx)


def _datetime2_len(ctx):
    return 5 + _fsp_bytes(ctx)


def _precision(ctx):
    return _meta(ctx._).precision


def _scale(ctx):
    return _meta(ctx._).scale


def _decimal_meta_len(ctx):
    meta = _meta(ctx._)
    digits = meta.precision - meta.scale
    return (digits // 9) * 4 + (digits % 9 + 1) // 2 + (meta.scale // 9) * 4 + (meta.scale % 9 + 1) // 2


def _bit_len(ctx):
    return _meta(ctx._).len_value


def _varchar_len_length(ctx):
    return 1 if _meta(ctx._).max_length < 256 else 2


def _string_real_type(ctx):
    return _meta(ctx._).real_type


def _string_meta_max_length(ctx):
    return _meta(ctx._).max_length


def _string_extent_fixed(ctx):
    meta = _meta(ctx._)
    return 0 if meta.real_type == "string" else meta.max_length


def _string_extent_length(ctx):
    meta = _meta(ctx._)
    if meta.real_type != "string":
        return 0
    return 1 if meta.max_length < 256 else 2


_string_extent = cell_extent(_string_extent_fixed, _string_extent_length)
_var_extent = cell_extent(0, _varchar_len_length)
_blob_extent = cell_extent(0, _pack_length)

EXTENTS = {
    "tiny": cell_extent(1, 0),
    "short": cell_extent(2, 0),
    "int24": cell_extent(3, 0),
    "long": cell_extent(4, 0),
    "longlong": cell_extent(8, 0),
    "float": cell_extent(_pack_length, 0),
    "double": cell_extent(_pack_length, 0),
    "year": cell_extent(1, 0),
    "date": cell_extent(3, 0),
    "newdate": cell_extent(3, 0),
    "time": cell_extent(3, 0),
    "timestamp": cell_extent(4, 0),
    "datetime": cell_extent(8, 0),
    "time2": cell_extent(_time2_len, 0),
    "timestamp2": cell_extent(_timestamp2_len, 0),
    "datetime2": cell_extent(_datetime2_len, 0),
    "newdecimal": cell_extent(_decimal_meta_len, 0),
    "bit": cell_extent(_bit_len, 0),
    "enum": _string_extent,
    "set": _string_extent,
    "varchar": _var_extent,
    "var_string": _var_extent,
    "string": _string_extent,
    "tiny_blob": _blob_extent,
    "medium_blob": _blob_extent,
    "long_blob": _blob_extent,
    "blob": _blob_extent,
    "geometry": _blob_extent,
    "json": _blob_extent,
    "vector": _blob_extent,
}
NO_EXTENT = cell_extent(0, 0)

_blob = cell_var(_pack_length)
_string = cell_string(_string_real_type, _string_meta_max_length)

CELLS = {
    "tiny": cell_int(1),
    "short": cell_int(2),
    "int24": cell_int(3),
    "long": cell_int(4),
    "longlong": cell_int(8),
    "float": cell_float(_pack_length),
    "double": cell_double(_pack_length),
    "year": cell_year,
    "date": cell_date,
    "newdate": cell_date,
    "time": cell_time,
    "timestamp": cell_timestamp,
    "datetime": cell_datetime,
    "time2": cell_time2(_fsp),
    "timestamp2": cell_timestamp2(_fsp),
    "datetime2": cell_datetime2(_fsp),
    "newdecimal": cell_decimal(_precision, _scale),
    "bit": cell_fixed(_bit_len),
    "enum": _string,
    "set": _string,
    "varchar": cell_var(_varchar_len_length),
    "var_string": cell_var(_varchar_len_length),
    "string": _string,
    "tiny_blob": _blob,
    "medium_blob": _blob,
    "long_blob": _blob,
    "blob": _blob,
    "geometry": cell_geometry(_pack_length),
    "json": cell_json(_pack_length),
    "vector": cell_vector(_pack_length),
}

JSON_DIFF_OPERATION_TYPE = dict(replace=0, insert=1, remove=2)

json_diff_operation = Struct(
    "operation" / Enum(Int8ul, **JSON_DIFF_OPERATION_TYPE),
    "len_path" / packed_int,
    "path" / StringEncoded(Bytes(this.len_path.value), "utf8"),
    "len_value" / If(this.operation != "remove", packed_int),
    "value" / If(this.operation != "remove", Bytes(this.len_value.value)),
)

json_diff_operations = Struct("operations" / RepeatEos(json_diff_operation))

json_diff = Struct(
    "len_diff" / Int32ul,
    "operations" / FixedSized(this.len_diff, json_diff_operations),
)



def _column_type(ctx):
    return ctx.table_map.column_types[ctx.index]


def _has_full_value(ctx):
    return ctx.is_present and not ctx.is_null and not ctx.is_partial_json


def _has_sized_value(ctx):
    # when building from typed fields alone there is no extent: the value's fields decide
    return _has_full_value(ctx) and (ctx.extent is None or ctx.extent.len_cell > 0)


def _value_len(ctx):
    return ctx.extent.len_cell


def _has_json_diff(ctx):
    return ctx.is_present and not ctx.is_null and ctx.is_partial_json


def column_cell(table_map, index, is_present, is_null, is_partial_json):
    return Struct(
        "table_map" / Computed(table_map),
        "index" / Computed(index),
        "is_present" / Computed(is_present),
        "is_null" / Computed(is_null),
        "is_partial_json" / Computed(is_partial_json),
        "extent" / If(_has_full_value, Lookahead(Switch(_column_type, EXTENTS, default=NO_EXTENT))),
        "value" / If(_has_sized_value, Sized(_value_len, Switch(_column_type, CELLS, default=Pass))),
        "json_diff" / If(_has_json_diff, json_diff),
        "column_type" / Derived(_column_type),
    )
