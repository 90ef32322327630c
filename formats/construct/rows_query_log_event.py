"""ROWS_QUERY_LOG_EVENT (body): construct twin of ``formats/kaitai/rows_query_log_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def rows_query_log_event():
    return Struct(
        "raw" / GreedyBytes,
    )
