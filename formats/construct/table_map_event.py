"""TABLE_MAP_EVENT (body): construct twin of ``formats/kaitai/table_map_event.ksy``."""

from construct import (
    Array, Bitwise, Computed, Const, Enum, FixedSized, Flag, GreedyBytes, If, Int8ul,
    Int16ul, Int32ul, Bytes, Pass, StringEncoded, Struct, Switch, this,
)

from binlogspec.formats.common import Derived, IfNotEof, RepeatEos, column_bitmap, field_type_enum, packed_int

OPTIONAL_METADATA_TYPE = dict(
    signedness=1, default_charset=2, column_charset=3, column_name=4, set_str_value=5, enum_str_value=6,
    geometry_type=7, simple_primary_key=8, primary_key_with_prefix=9, enum_and_set_default_charset=10,
    enum_and_set_column_charset=11, column_visibility=12, vector_dimensionality=13,
)
STRING_REAL_TYPE = {0xF7: "enum", 0xF8: "set", 0xFE: "string"}

meta_pack_length = Struct("pack_length" / Int8ul)

meta_max_length = Struct("max_length" / Int16ul)


def _string_is_packed(ctx):
    return (ctx.byte0 & 0x30) != 0x30


def _string_real_type(ctx):
    code = ctx.byte0 | 0x30 if ctx.is_packed else ctx.byte0
    return STRING_REAL_TYPE.get(code, code)


def _string_max_length(ctx):
    if ctx.is_packed:
        return ctx.byte1 | (((ctx.byte0 & 0x30) ^ 0x30) << 4)
    return ctx.byte1


meta_string = Struct(
    "byte0" / Int8ul,
    "byte1" / Int8ul,
    "is_packed" / Derived(_string_is_packed),
    "real_type" / Derived(_string_real_type),
    "max_length" / Derived(_string_max_length),
)

meta_bit = Struct(
    "num_extra_bits" / Int8ul,
    "num_bytes" / Int8ul,
    "len_value" / Computed(this.num_bytes + (this.num_extra_bits > 0)),
)

meta_decimal = Struct("precision" / Int8ul, "scale" / Int8ul)

meta_fsp = Struct("fsp" / Int8ul)

COLUMN_METADATA = {
    "float": meta_pack_length,
    "double": meta_pack_length,
    "tiny_blob": meta_pack_length,
    "medium_blob": meta_pack_length,
    "long_blob": meta_pack_length,
    "blob": meta_pack_length,
    "geometry": meta_pack_length,
    "json": meta_pack_length,
    "vector": meta_pack_length,
    "varchar": meta_max_length,
    "var_string": meta_max_length,
    "string": meta_string,
    "enum": meta_string,
    "set": meta_string,
    "bit": meta_bit,
    "newdecimal": meta_decimal,
    "time2": meta_fsp,
    "datetime2": meta_fsp,
    "timestamp2": meta_fsp,
}


def _column_type_of(ctx):
    # ctx is the column_metadata struct; its parent the metadata block (with the array index),
    # whose parent is the event.
    return ctx._._.column_types[ctx._._index]


column_metadata = Struct(
    "column_type" / Derived(_column_type_of),
    "body" / Switch(this.column_type, COLUMN_METADATA, default=Pass),
)

metadata_block = Struct(
    "columns" / Array(this._.num_columns.value, column_metadata),
    "extra" / IfNotEof(GreedyBytes),
)

msb_bitmap = Struct("bits" / Bitwise(Array(this._.len_value.value * 8, Flag)))

column_collation = Struct("column_index" / packed_int, "collation" / packed_int)

default_charset = Struct("default_collation" / packed_int, "column_collations" / RepeatEos(column_collation))

packed_values = Struct("values" / RepeatEos(packed_int))

column_name = Struct("len_name" / packed_int, "name" / StringEncoded(Bytes(this.len_name.value), "utf8"))

column_names = Struct("names" / RepeatEos(column_name))

str_value = Struct("len_value" / packed_int, "value" / Bytes(this.len_value.value))

str_value_list = Struct("num_values" / packed_int, "values" / Array(this.num_values.value, str_value))

str_value_lists = Struct("columns" / RepeatEos(str_value_list))

key_part = Struct("column_index" / packed_int, "prefix_length" / packed_int)

key_parts = Struct("parts" / RepeatEos(key_part))

OPTIONAL_METADATA_VALUES = {
    "signedness": msb_bitmap,
    "default_charset": default_charset,
    "column_charset": packed_values,
    "column_name": column_names,
    "set_str_value": str_value_lists,
    "enum_str_value": str_value_lists,
    "geometry_type": packed_values,
    "simple_primary_key": packed_values,
    "primary_key_with_prefix": key_parts,
    "enum_and_set_default_charset": default_charset,
    "enum_and_set_column_charset": packed_values,
    "column_visibility": msb_bitmap,
    "vector_dimensionality": packed_values,
}

optional_metadata_field = Struct(
    "field_type" / Enum(Int8ul, **OPTIONAL_METADATA_TYPE),
    "len_value" / packed_int,
    "value" / FixedSized(this.len_value.value, Switch(this.field_type, OPTIONAL_METADATA_VALUES, default=GreedyBytes)),
)


def _table_id(ctx):
    return ctx.table_id_low if ctx.len_post_header == 6 else ctx.table_id_low + ctx.table_id_high * 4294967296


def table_map_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "table_id_low" / Int32ul,
        "table_id_high" / If(this.len_post_header != 6, Int16ul),
        "flags" / Int16ul,
        "len_database_name" / Int8ul,
        "database_name" / StringEncoded(Bytes(this.len_database_name), "utf8"),
        "database_name_terminator" / Const(b"\x00"),
        "len_table_name" / Int8ul,
        "table_name" / StringEncoded(Bytes(this.len_table_name), "utf8"),
        "table_name_terminator" / Const(b"\x00"),
        "num_columns" / packed_int,
        "column_types" / Array(this.num_columns.value, field_type_enum()),
        "len_metadata" / IfNotEof(packed_int),
        "metadata" / IfNotEof(FixedSized(this.len_metadata.value, metadata_block)),
        "nullable_columns" / IfNotEof(column_bitmap(this.num_columns.value)),
        "optional_metadata" / RepeatEos(optional_metadata_field),
        "table_id" / Derived(_table_id),
    )
