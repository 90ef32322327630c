"""GTID_LOG_EVENT and ANONYMOUS_GTID_LOG_EVENT (body): construct twin of ``formats/kaitai/gtid_log_event.ksy``.

Every part after the GNO is optional; whether it is there follows from the body's size (known
from the stream) and from the flag bits of the parts before it, exactly as the Kaitai instances
``has_*`` say.
"""

from construct import Bytes, GreedyBytes, If, Int8ul, Int24ul, Int32ul, Int64sl, Int64ul, Struct

from binlogspec.formats.common import Derived, IfNotEof, packed_int

_TS_FLAG = 1 << 23  # bit 55 of the 7-byte field, bit 23 of its high part
_VERSION_FLAG = 1 << 31


def _has_lc_typecode(ctx):
    return ctx.lc_typecode is not None


def _has_unknown_clocks(ctx):
    return ctx.lc_typecode is not None and ctx.lc_typecode != 2


def _has_logical_clocks(ctx):
    return ctx.lc_typecode == 2


def _has_commit_timestamps(ctx):
    # Parsing: bytes remain after the logical clocks; building: the value is given.
    if ctx.get("immediate_commit_timestamp_low") is not None:
        return True
    return _has_logical_clocks(ctx) and _remaining(ctx) > 0


def _has_original_commit_timestamp(ctx):
    high = ctx.get("immediate_commit_timestamp_high")
    return high is not None and bool(high & _TS_FLAG)


def _has_transaction_length(ctx):
    if ctx.get("transaction_length") is not None:
        return True
    return ctx.get("immediate_commit_timestamp_low") is not None and _remaining(ctx) > 0


def _has_server_versions(ctx):
    if ctx.get("immediate_server_version_flagged") is not None:
        return True
    return ctx.get("transaction_length") is not None and _remaining(ctx) > 0


def _has_original_server_version(ctx):
    flagged = ctx.get("immediate_server_version_flagged")
    return flagged is not None and bool(flagged & _VERSION_FLAG)


def _has_commit_group_ticket(ctx):
    if ctx.get("commit_group_ticket") is not None:
        return True
    return ctx.get("immediate_server_version_flagged") is not None and _remaining(ctx) > 0


def _remaining(ctx):
    """Bytes left in the body (positions may be offsets in an outer stream; only the difference counts)."""
    stream = ctx._io
    here = stream.tell()
    end = stream.seek(0, 2)
    stream.seek(here)
    return end - here


def _len_commit_timestamps(ctx):
    return 14 if _has_original_commit_timestamp(ctx) else 7


def _immediate_commit_timestamp(ctx):
    if ctx.immediate_commit_timestamp_low is None:
        return None
    return ctx.immediate_commit_timestamp_low + (ctx.immediate_commit_timestamp_high & (_TS_FLAG - 1)) * 4294967296


def _original_commit_timestamp(ctx):
    if ctx.immediate_commit_timestamp_low is None:
        return None
    if _has_original_commit_timestamp(ctx):
        return ctx.original_commit_timestamp_low + ctx.original_commit_timestamp_high * 4294967296
    return _immediate_commit_timestamp(ctx)


def _immediate_server_version(ctx):
    flagged = ctx.immediate_server_version_flagged
    return None if flagged is None else flagged & (_VERSION_FLAG - 1)


def _original_server_version(ctx):
    if ctx.immediate_server_version_flagged is None:
        return None
    if _has_original_server_version(ctx):
        return ctx.original_server_version_field
    return _immediate_server_version(ctx)


def _flag(name):
    def present(ctx):
        return ctx.get(name) is not None
    present.__name__ = f"_has_{name}"
    return present


def gtid_log_event():
    return Struct(
        "gtid_flags" / Int8ul,
        "sid" / Bytes(16),
        "gno" / Int64sl,
        "lc_typecode" / IfNotEof(Int8ul),
        "unknown_clocks" / If(_has_unknown_clocks, GreedyBytes),
        "last_committed" / If(_has_logical_clocks, Int64sl),
        "sequence_number" / If(_has_logical_clocks, Int64sl),
        "immediate_commit_timestamp_low" / If(_has_commit_timestamps, Int32ul),
        "immediate_commit_timestamp_high" / If(_has_commit_timestamps, Int24ul),
        "original_commit_timestamp_low" / If(_has_original_commit_timestamp, Int32ul),
        "original_commit_timestamp_high" / If(_has_original_commit_timestamp, Int24ul),
        "transaction_length" / If(_has_transaction_length, packed_int),
        "immediate_server_version_flagged" / If(_has_server_versions, Int32ul),
        "original_server_version_field" / If(_has_original_server_version, Int32ul),
        "commit_group_ticket" / If(_has_commit_group_ticket, Int64ul),
        "has_commit_timestamps" / Derived(_flag("immediate_commit_timestamp_low")),
        "has_lc_typecode" / Derived(_has_lc_typecode),
        "has_logical_clocks" / Derived(_has_logical_clocks),
        "has_original_commit_timestamp" / Derived(_has_original_commit_timestamp),
        "has_original_server_version" / Derived(_has_original_server_version),
        "has_server_versions" / Derived(_flag("immediate_server_version_flagged")),
        "has_transaction_length" / Derived(_flag("transaction_length")),
        "immediate_commit_timestamp" / Derived(_immediate_commit_timestamp),
        "immediate_server_version" / Derived(_immediate_server_version),
        "len_commit_timestamps" / Derived(_len_commit_timestamps),
        "original_commit_timestamp" / Derived(_original_commit_timestamp),
        "original_server_version" / Derived(_original_server_version),
    )
