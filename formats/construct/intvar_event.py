"""INTVAR_EVENT (body): construct twin of ``formats/kaitai/intvar_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def intvar_event():
    return Struct(
        "raw" / GreedyBytes,
    )
