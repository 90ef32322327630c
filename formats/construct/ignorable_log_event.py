"""IGNORABLE_LOG_EVENT (body): construct twin of ``formats/kaitai/ignorable_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def ignorable_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
