"""EXEC_LOAD_EVENT (body): construct twin of ``formats/kaitai/exec_load_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def exec_load_event():
    return Struct(
        "raw" / GreedyBytes,
    )
