"""VIEW_CHANGE_EVENT (body): construct twin of ``formats/kaitai/view_change_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def view_change_event():
    return Struct(
        "raw" / GreedyBytes,
    )
