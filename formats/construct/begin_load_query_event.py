"""BEGIN_LOAD_QUERY_EVENT (body): construct twin of ``formats/kaitai/begin_load_query_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def begin_load_query_event():
    return Struct(
        "raw" / GreedyBytes,
    )
