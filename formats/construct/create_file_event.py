"""CREATE_FILE_EVENT (body): construct twin of ``formats/kaitai/create_file_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def create_file_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "raw" / GreedyBytes,
    )
