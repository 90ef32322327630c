"""MariaDB BINLOG_CHECKPOINT_EVENT (body): construct twin of ``formats/kaitai/mariadb_binlog_checkpoint_event.ksy``."""

from construct import Computed, GreedyBytes, Struct


def mariadb_binlog_checkpoint_event():
    return Struct(
        "raw" / GreedyBytes,
    )
