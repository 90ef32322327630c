"""TRANSACTION_CONTEXT_EVENT (body): construct twin of ``formats/kaitai/transaction_context_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def transaction_context_event():
    return Struct(
        "raw" / GreedyBytes,
    )
