"""COM_QUERY: construct twin of ``formats/kaitai/protocol/com_query.ksy``."""

from construct import Const, GreedyString, Int8ul, Struct


def com_query():
    return Struct(
        "command" / Const(0x03, Int8ul),
        "query" / GreedyString("utf8"),
    )
