"""TRANSACTION_PAYLOAD_EVENT (body): construct twin of ``formats/kaitai/transaction_payload_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def transaction_payload_event():
    return Struct(
        "raw" / GreedyBytes,
    )
