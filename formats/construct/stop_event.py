"""STOP_EVENT (body): construct twin of ``formats/kaitai/stop_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def stop_event():
    return Struct(
        "raw" / GreedyBytes,
    )
