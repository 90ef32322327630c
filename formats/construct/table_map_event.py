"""TABLE_MAP_EVENT (body): construct twin of ``formats/kaitai/table_map_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def table_map_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "raw" / GreedyBytes,
    )
