"""GTID_TAGGED_LOG_EVENT (body): construct twin of ``formats/kaitai/gtid_tagged_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def gtid_tagged_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
