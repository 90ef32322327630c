"""HEARTBEAT_LOG_EVENT (body): construct twin of ``formats/kaitai/heartbeat_log_event.ksy``."""

from construct import GreedyString, Struct


def heartbeat_log_event():
    return Struct(
        "log_name" / GreedyString("utf8"),
    )
