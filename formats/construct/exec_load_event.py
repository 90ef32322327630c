"""EXEC_LOAD_EVENT (body): construct twin of ``formats/kaitai/exec_load_event.ksy``."""

from construct import Int32ul, Struct


def exec_load_event():
    return Struct(
        "file_id" / Int32ul,
    )
