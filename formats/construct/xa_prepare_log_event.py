"""XA_PREPARE_LOG_EVENT (body): construct twin of ``formats/kaitai/xa_prepare_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def xa_prepare_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
