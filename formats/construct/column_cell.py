"""One column of a row image in a row event: construct twin of ``formats/kaitai/column_cell.ksy``.

The parse functions below receive the context of the struct they size; ``ctx._`` is the
``column_cell`` (or, for the string layouts, the ``cell_string``) that holds it.
"""

from construct import (
    Bytes, Computed, Enum, FixedSized, If, Int8ul, Int16ul, Int24ul, Int32ul, Pass, StringEncoded, Struct,
    Switch, this,
)

from binlogspec.formats.common import Derived, RepeatEos, packed_int


def cell_fixed(len_value):
    return Struct("len_value" / Computed(len_value), "raw" / Bytes(this.len_value))


def cell_var(len_length):
    return Struct(
        "len_length" / Computed(len_length),
        "len_value" / Switch(this.len_length, {1: Int8ul, 2: Int16ul, 3: Int24ul, 4: Int32ul}),
        "raw" / Bytes(this.len_value),
    )


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


def _meta(cell):
    return cell.table_map.metadata.columns[cell.index].body


def _pack_length(ctx):
    return _meta(ctx._).pack_length


def _fsp_bytes(ctx):
    return (_meta(ctx._).fsp + 1) // 2


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


def _bit_len(ctx):
    return _meta(ctx._).len_value


def _varchar_len_length(ctx):
    return 1 if _meta(ctx._).max_length < 256 else 2


def _string_real_type(ctx):
    return _meta(ctx._).real_type


def _string_meta_max_length(ctx):
    return _meta(ctx._).max_length


_blob = cell_var(_pack_length)
_string = cell_string(_string_real_type, _string_meta_max_length)

CELLS = {
    "tiny": cell_fixed(1),
    "short": cell_fixed(2),
    "int24": cell_fixed(3),
    "long": cell_fixed(4),
    "longlong": cell_fixed(8),
    "float": cell_fixed(_pack_length),
    "double": cell_fixed(_pack_length),
    "year": cell_fixed(1),
    "date": cell_fixed(3),
    "newdate": cell_fixed(3),
    "time": cell_fixed(3),
    "timestamp": cell_fixed(4),
    "datetime": cell_fixed(8),
    "time2": cell_fixed(_time2_len),
    "timestamp2": cell_fixed(_timestamp2_len),
    "datetime2": cell_fixed(_datetime2_len),
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
    "geometry": _blob,
    "json": _blob,
    "vector": _blob,
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


def _has_json_diff(ctx):
    return ctx.is_present and not ctx.is_null and ctx.is_partial_json


def column_cell(table_map, index, is_present, is_null, is_partial_json):
    return Struct(
        "table_map" / Computed(table_map),
        "index" / Computed(index),
        "is_present" / Computed(is_present),
        "is_null" / Computed(is_null),
        "is_partial_json" / Computed(is_partial_json),
        "value" / If(_has_full_value, Switch(_column_type, CELLS, default=Pass)),
        "json_diff" / If(_has_json_diff, json_diff),
        "column_type" / Derived(_column_type),
    )
