"""HEARTBEAT_LOG_EVENT_V2 (body): construct twin of ``formats/kaitai/heartbeat_log_event_v2.ksy``."""

from construct import Computed, GreedyBytes, Struct


def heartbeat_log_event_v2():
    return Struct(
        "raw" / GreedyBytes,
    )
