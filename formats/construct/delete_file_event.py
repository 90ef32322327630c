"""DELETE_FILE_EVENT (body): construct twin of ``formats/kaitai/delete_file_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def delete_file_event():
    return Struct(
        "raw" / GreedyBytes,
    )
