"""APPEND_BLOCK_EVENT (body): construct twin of ``formats/kaitai/append_block_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def append_block_event():
    return Struct(
        "raw" / GreedyBytes,
    )
