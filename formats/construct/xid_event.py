"""XID_EVENT (body): construct twin of ``formats/kaitai/xid_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def xid_event():
    return Struct(
        "raw" / GreedyBytes,
    )
