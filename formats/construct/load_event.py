"""LOAD_EVENT and NEW_LOAD_EVENT (body): construct twin of ``formats/kaitai/load_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def load_event(is_new_load):
    return Struct(
        "is_new_load" / Computed(is_new_load),
        "raw" / GreedyBytes,
    )
