"""PREVIOUS_GTIDS_LOG_EVENT (body): construct twin of ``formats/kaitai/previous_gtids_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def previous_gtids_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
