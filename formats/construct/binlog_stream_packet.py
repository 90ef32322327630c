"""One packet of a binlog dump's answer: construct twin of
``formats/kaitai/protocol/binlog_stream_packet.ksy``."""

from construct import Bytes, Computed, Const, Enum, GreedyBytes, If, Int8ul, Struct, this

from binlogspec.formats.common import event_header

STREAM_STATUS = {"ok": 0x00, "eof": 0xFE, "err": 0xFF}
ARTIFICIAL_F = 0x20
HEARTBEATS = ("heartbeat_log_event", "heartbeat_log_event_v2")

semi_sync_header = Struct(
    "magic" / Const(b"\xef"),
    "flags" / Int8ul,
)

stream_event = Struct(
    "header" / event_header(19),
    "data" / Bytes(this.header.event_size - 19),
    "is_artificial" / Computed(((this.header.flags & ARTIFICIAL_F) != 0) | (this.header.log_pos == 0)
                               | (this.header.event_type == HEARTBEATS[0]) | (this.header.event_type == HEARTBEATS[1])),
)


def binlog_stream_packet(semi_sync):
    return Struct(
        "semi_sync" / Computed(semi_sync),
        "status" / Enum(Int8ul, **STREAM_STATUS),
        "semi_sync_header" / If((this.status == "ok") & this.semi_sync, semi_sync_header),
        "event" / If(this.status == "ok", stream_event),
        "rest" / If(this.status != "ok", GreedyBytes),
    )
