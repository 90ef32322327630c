"""RAND_EVENT (body): construct twin of ``formats/kaitai/rand_event.ksy``."""

from construct import Bytes, Computed, If, Int64ul, Struct, this


def rand_event(len_post_header=0):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "post_header" / If(this.len_post_header > 0, Bytes(this.len_post_header)),
        "seed1" / Int64ul,
        "seed2" / Int64ul,
    )
