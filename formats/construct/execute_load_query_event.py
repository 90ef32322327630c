"""EXECUTE_LOAD_QUERY_EVENT (body): construct twin of ``formats/kaitai/execute_load_query_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def execute_load_query_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "raw" / GreedyBytes,
    )
