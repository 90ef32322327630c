"""ROTATE_EVENT (body): construct twin of ``formats/kaitai/rotate_event.ksy``."""

from construct import Bytes, Computed, GreedyString, If, Int64ul, Struct, this


def rotate_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "position" / If(this.len_post_header >= 8, Int64ul),
        "post_header_extra" / If(this.len_post_header > 8, Bytes(this.len_post_header - 8)),
        "next_log_name" / GreedyString("utf8"),
    )
