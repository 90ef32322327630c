"""DELETE_FILE_EVENT (body): construct twin of ``formats/kaitai/delete_file_event.ksy``."""

from construct import Int32ul, Struct


def delete_file_event():
    return Struct(
        "file_id" / Int32ul,
    )
