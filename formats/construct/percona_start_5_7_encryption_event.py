"""Percona START_5_7_ENCRYPTION_EVENT (body): construct twin of ``formats/kaitai/percona_start_5_7_encryption_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def percona_start_5_7_encryption_event():
    return Struct(
        "raw" / GreedyBytes,
    )
