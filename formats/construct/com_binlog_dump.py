"""COM_BINLOG_DUMP: construct twin of ``formats/kaitai/protocol/com_binlog_dump.ksy``."""

from construct import Const, GreedyString, Int8ul, Int16ul, Int32ul, Struct


def com_binlog_dump():
    return Struct(
        "command" / Const(0x12, Int8ul),
        "binlog_pos" / Int32ul,
        "flags" / Int16ul,
        "server_id" / Int32ul,
        "binlog_filename" / GreedyString("utf8"),
    )
