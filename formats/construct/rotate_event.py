"""ROTATE_EVENT (body): construct twin of ``formats/kaitai/rotate_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def rotate_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "raw" / GreedyBytes,
    )
