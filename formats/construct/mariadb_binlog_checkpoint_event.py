"""BINLOG_CHECKPOINT_EVENT of MariaDB (body): construct twin of ``formats/kaitai/mariadb_binlog_checkpoint_event.ksy``."""

from construct import Int32ul, PaddedString, Struct, this


def mariadb_binlog_checkpoint_event():
    return Struct(
        "len_binlog_file_name" / Int32ul,
        "binlog_file_name" / PaddedString(this.len_binlog_file_name, "utf8"),
    )
