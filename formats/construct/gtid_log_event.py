"""GTID_LOG_EVENT and ANONYMOUS_GTID_LOG_EVENT (body): construct twin of ``formats/kaitai/gtid_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def gtid_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
