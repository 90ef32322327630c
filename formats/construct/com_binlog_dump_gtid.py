"""COM_BINLOG_DUMP_GTID (MySQL): construct twin of ``formats/kaitai/protocol/com_binlog_dump_gtid.ksy``."""

from construct import Array, Bytes, Const, FixedSized, If, Int8ul, Int16ul, Int32ul, Int64ul, PaddedString, Struct, this

interval = Struct(
    "start" / Int64ul,
    "end" / Int64ul,
)

sid_intervals = Struct(
    "sid" / Bytes(16),
    "num_intervals" / Int64ul,
    "intervals" / Array(this.num_intervals, interval),
)

gtid_set = Struct(
    "num_sids" / Int64ul,
    "sids" / Array(this.num_sids, sid_intervals),
)


def com_binlog_dump_gtid():
    return Struct(
        "command" / Const(0x1E, Int8ul),
        "flags" / Int16ul,
        "server_id" / Int32ul,
        "len_binlog_filename" / Int32ul,
        "binlog_filename" / PaddedString(this.len_binlog_filename, "utf8"),
        "binlog_pos" / Int64ul,
        "len_gtid_set" / If((this.flags & 0x04) != 0, Int32ul),
        "gtid_set" / If((this.flags & 0x04) != 0, FixedSized(this.len_gtid_set, gtid_set)),
    )
