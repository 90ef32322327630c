"""BEGIN_LOAD_QUERY_EVENT (body): construct twin of ``formats/kaitai/begin_load_query_event.ksy``."""

from construct import GreedyBytes, Int32ul, Struct


def begin_load_query_event():
    return Struct(
        "file_id" / Int32ul,
        "block" / GreedyBytes,
    )
