"""INTVAR_EVENT (body): construct twin of ``formats/kaitai/intvar_event.ksy``."""

from construct import Bytes, Computed, Enum, If, Int64ul, Int8ul, Struct, this

INTVAR_TYPE = {"invalid_int": 0, "last_insert_id": 1, "insert_id": 2}


def intvar_event(len_post_header=0):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "post_header" / If(this.len_post_header > 0, Bytes(this.len_post_header)),
        "var_type" / Enum(Int8ul, **INTVAR_TYPE),
        "value" / Int64ul,
    )
