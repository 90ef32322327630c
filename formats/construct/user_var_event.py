"""USER_VAR_EVENT (body): construct twin of ``formats/kaitai/user_var_event.ksy``."""

from construct import (
    Bytes, Enum, FixedSized, Float64l, GreedyBytes, If, Int8ul, Int32sl, Int32ul, StringEncoded, Struct, Switch,
    this,
)

from binlogspec.formats.common import Derived, IfNotEof

ITEM_RESULT = {"string_result": 0, "real_result": 1, "int_result": 2, "row_result": 3, "decimal_result": 4}

string_value = Struct(
    "text" / GreedyBytes,
)

real_value = Struct(
    "value" / Float64l,
)

def _int_value(ctx):
    return ctx.value_high * 4294967296 + ctx.value_low


int_value = Struct(
    "value_low" / Int32ul,
    "value_high" / Int32sl,
    "value" / Derived(_int_value),
)

decimal_value = Struct(
    "precision" / Int8ul,
    "scale" / Int8ul,
    "digits" / GreedyBytes,
)

raw_value = Struct(
    "data" / GreedyBytes,
)


def user_var_event():
    return Struct(
        "len_name" / Int32ul,
        "name" / StringEncoded(Bytes(this.len_name), "utf8"),
        "is_null" / Int8ul,
        "value_type" / If(this.is_null == 0, Enum(Int8ul, **ITEM_RESULT)),
        "charset" / If(this.is_null == 0, Int32ul),
        "len_value" / If(this.is_null == 0, Int32ul),
        "value" / If(
            this.is_null == 0,
            FixedSized(
                this.len_value,
                Switch(
                    this.value_type,
                    {
                        "string_result": string_value,
                        "real_result": real_value,
                        "int_result": int_value,
                        "decimal_result": decimal_value,
                    },
                    default=raw_value,
                ),
            ),
        ),
        "flags" / If(this.is_null == 0, IfNotEof(Int8ul)),
    )
