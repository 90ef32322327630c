"""START_EVENT_V3: first event of binlog v1 and v3 files (body): construct twin of ``formats/kaitai/start_event_v3.ksy``."""

from construct import Computed, GreedyBytes, Struct


def start_event_v3():
    return Struct(
        "raw" / GreedyBytes,
    )
