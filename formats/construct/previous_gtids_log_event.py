"""PREVIOUS_GTIDS_LOG_EVENT (body): construct twin of ``formats/kaitai/previous_gtids_log_event.ksy``."""

from construct import (
    Array, Bytes, Check, Computed, EnumIntegerString, If, Int8ul, Int64sl, Int64ul, PaddedString, Struct, this,
)

from binlogspec.formats.common import Derived

GTID_FORMAT = {"untagged": 0, "tagged": 1}


def _num_sids(ctx):
    raw = ctx.num_sids_and_format
    if raw >> 56 == 1:
        return (raw >> 8) & 0xFFFFFFFFFFFF
    return raw & 0xFFFFFFFFFFFFFF


_GTID_FORMAT_NAMES = {v: k for k, v in GTID_FORMAT.items()}


def _gtid_format(ctx):
    raw = ctx.num_sids_and_format >> 56
    name = _GTID_FORMAT_NAMES.get(raw)
    return raw if name is None else EnumIntegerString.new(raw, name)


serialized_string = Struct(
    "len_value_encoded" / Int8ul,
    Check(this.len_value_encoded <= 0x7E),
    "value" / PaddedString(this.len_value_encoded >> 1, "ascii"),
)

interval = Struct(
    "start" / Int64sl,
    "end" / Int64sl,
)


def tsid_intervals(is_tagged):
    return Struct(
        "is_tagged" / Computed(is_tagged),
        "sid" / Bytes(16),
        "tag" / If(this.is_tagged, serialized_string),
        "num_intervals" / Int64ul,
        "intervals" / Array(this.num_intervals, interval),
    )


def previous_gtids_log_event():
    return Struct(
        "num_sids_and_format" / Int64ul,
        "sids" / Array(_num_sids, tsid_intervals(this._.num_sids_and_format >> 56 == 1)),
        "gtid_format" / Derived(_gtid_format),
        "is_tagged" / Computed(this.num_sids_and_format >> 56 == 1),
        "num_sids" / Derived(_num_sids),
    )
