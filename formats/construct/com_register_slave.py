"""COM_REGISTER_SLAVE: construct twin of ``formats/kaitai/protocol/com_register_slave.ksy``."""

from construct import Const, Int8ul, Int16ul, Int32ul, PaddedString, Struct, this


def com_register_slave():
    return Struct(
        "command" / Const(0x15, Int8ul),
        "server_id" / Int32ul,
        "len_hostname" / Int8ul,
        "hostname" / PaddedString(this.len_hostname, "utf8"),
        "len_user" / Int8ul,
        "user" / PaddedString(this.len_user, "utf8"),
        "len_password" / Int8ul,
        "password" / PaddedString(this.len_password, "utf8"),
        "port" / Int16ul,
        "replication_rank" / Int32ul,
        "master_id" / Int32ul,
    )
