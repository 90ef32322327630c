"""RAND_EVENT (body): construct twin of ``formats/kaitai/rand_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def rand_event():
    return Struct(
        "raw" / GreedyBytes,
    )
