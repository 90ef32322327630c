"""MariaDB GTID_LIST_EVENT (body): construct twin of ``formats/kaitai/mariadb_gtid_list_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def mariadb_gtid_list_event():
    return Struct(
        "raw" / GreedyBytes,
    )
