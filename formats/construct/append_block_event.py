"""APPEND_BLOCK_EVENT (body): construct twin of ``formats/kaitai/append_block_event.ksy``."""

from construct import GreedyBytes, Int32ul, Struct


def append_block_event():
    return Struct(
        "file_id" / Int32ul,
        "block" / GreedyBytes,
    )
