"""HEARTBEAT_LOG_EVENT (body): construct twin of ``formats/kaitai/heartbeat_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def heartbeat_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
