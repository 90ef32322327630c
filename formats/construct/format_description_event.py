"""FORMAT_DESCRIPTION_EVENT (body): construct twin of ``formats/kaitai/format_description_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def format_description_event(has_checksum_alg):
    return Struct(
        "has_checksum_alg" / Computed(has_checksum_alg),
        "raw" / GreedyBytes,
    )
