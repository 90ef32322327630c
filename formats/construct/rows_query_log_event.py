"""ROWS_QUERY_LOG_EVENT (body): construct twin of ``formats/kaitai/rows_query_log_event.ksy``."""

from construct import GreedyBytes, Int8ul, Struct


def rows_query_log_event():
    return Struct(
        "len_query_low" / Int8ul,
        "query" / GreedyBytes,
    )
