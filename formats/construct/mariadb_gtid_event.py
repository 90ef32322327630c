"""MariaDB GTID_EVENT (body): construct twin of ``formats/kaitai/mariadb_gtid_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def mariadb_gtid_event():
    return Struct(
        "raw" / GreedyBytes,
    )
