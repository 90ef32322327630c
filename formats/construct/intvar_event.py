"""INTVAR_EVENT (body): construct twin of ``formats/kaitai/intvar_event.ksy``."""

from construct import Enum, Int8ul, Int64ul, Struct

INTVAR_TYPE = {"invalid_int": 0, "last_insert_id": 1, "insert_id": 2}


def intvar_event():
    return Struct(
        "var_type" / Enum(Int8ul, **INTVAR_TYPE),
        "value" / Int64ul,
    )
