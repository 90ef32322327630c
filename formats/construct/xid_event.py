"""XID_EVENT (body): construct twin of ``formats/kaitai/xid_event.ksy``."""

from construct import Bytes, Computed, If, Int64ul, Struct, this


def xid_event(len_post_header=0):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "post_header" / If(this.len_post_header > 0, Bytes(this.len_post_header)),
        "xid" / Int64ul,
    )
