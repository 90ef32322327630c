"""Row events: write/update/delete v0, v1, v2, partial update, MariaDB compressed (body): construct twin of ``formats/kaitai/rows_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def rows_event(event_type_code, len_post_header, table_map):
    return Struct(
        "event_type_code" / Computed(event_type_code),
        "len_post_header" / Computed(len_post_header),
        "table_map" / Computed(table_map),
        "raw" / GreedyBytes,
    )
