"""MariaDB START_ENCRYPTION_EVENT (body): construct twin of ``formats/kaitai/mariadb_start_encryption_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def mariadb_start_encryption_event():
    return Struct(
        "raw" / GreedyBytes,
    )
