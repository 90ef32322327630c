"""Semi-sync ACK: construct twin of ``formats/kaitai/protocol/semi_sync_ack.ksy``."""

from construct import Const, GreedyString, Int64ul, Struct


def semi_sync_ack():
    return Struct(
        "magic" / Const(b"\xef"),
        "binlog_pos" / Int64ul,
        "binlog_filename" / GreedyString("utf8"),
    )
