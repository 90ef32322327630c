"""MariaDB ANNOTATE_ROWS_EVENT (body): construct twin of ``formats/kaitai/mariadb_annotate_rows_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def mariadb_annotate_rows_event():
    return Struct(
        "raw" / GreedyBytes,
    )
