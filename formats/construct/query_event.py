"""QUERY_EVENT and MariaDB QUERY_COMPRESSED_EVENT (body): construct twin of ``formats/kaitai/query_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def query_event(len_post_header, is_compressed):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "is_compressed" / Computed(is_compressed),
        "raw" / GreedyBytes,
    )
