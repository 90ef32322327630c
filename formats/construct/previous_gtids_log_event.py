"""PREVIOUS_GTIDS_LOG_EVENT (body): construct twin of ``formats/kaitai/previous_gtids_log_event.ksy``."""

from construct import (
    Array, Bytes, Check, Computed, EnumIntegerString, If, Int8ul, Int32ul, Int64sl, Int64ul, PaddedString, Struct, this,
)

from binlogspec.formats.common import Derived

GTID_FORMAT = {"untagged": 0, "tagged": 1}


def _num_sids(ctx):
    low, high = ctx.num_sids_and_format_low, ctx.num_sids_and_format_high
    if high >> 24 == 1:
        return (low >> 8) + (high & 0xFFFFFF) * 16777216
    return low + (high & 0xFFFFFF) * 4294967296


_GTID_FORMAT_NAMES = {v: k for k, v in GTID_FORMAT.items()}


def _gtid_format(ctx):
    raw = ctx.num_sids_and_format_high >> 24
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
        "num_sids_and_format_low" / Int32ul,
        "num_sids_and_format_high" / Int32ul,
        "sids" / Array(_num_sids, tsid_intervals(this._.num_sids_and_format_high >> 24 == 1)),
        "gtid_format" / Derived(_gtid_format),
        "is_tagged" / Computed(this.num_sids_and_format_high >> 24 == 1),
        "num_sids" / Derived(_num_sids),
    )
