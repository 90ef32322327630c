"""XID_EVENT (body): construct twin of ``formats/kaitai/xid_event.ksy``."""

from construct import Int64ul, Struct


def xid_event():
    return Struct(
        "xid" / Int64ul,
    )
