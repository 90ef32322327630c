"""ANNOTATE_ROWS_EVENT of MariaDB (body): construct twin of ``formats/kaitai/mariadb_annotate_rows_event.ksy``."""

from construct import GreedyBytes, Struct


def mariadb_annotate_rows_event():
    return Struct(
        "statement" / GreedyBytes,
    )
