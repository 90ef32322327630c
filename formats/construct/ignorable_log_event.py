"""IGNORABLE_LOG_EVENT (body): construct twin of ``formats/kaitai/ignorable_log_event.ksy``."""

from construct import GreedyBytes, Struct


def ignorable_log_event():
    return Struct(
        "data" / GreedyBytes,
    )
