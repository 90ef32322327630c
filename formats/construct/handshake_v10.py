"""Initial handshake v10: construct twin of ``formats/kaitai/protocol/handshake_v10.ksy``."""

from construct import Bytes, Computed, Const, CString, If, Int8ul, Int16ul, Int32ul, Struct, this


def handshake_v10():
    return Struct(
        "protocol_version" / Const(10, Int8ul),
        "server_version" / CString("utf8"),
        "connection_id" / Int32ul,
        "auth_plugin_data_part_1" / Bytes(8),
        "filler" / Int8ul,
        "capability_flags_lower" / Int16ul,
        "character_set" / Int8ul,
        "status_flags" / Int16ul,
        "capability_flags_upper" / Int16ul,
        "len_auth_plugin_data" / Int8ul,
        "reserved" / Bytes(6),
        "mariadb_capabilities" / Int32ul,
        "auth_plugin_data_part_2" / If((this.capability_flags_lower & 0x8000) != 0,
                                       Bytes((this.len_auth_plugin_data > 21) * (this.len_auth_plugin_data - 8)
                                             + (this.len_auth_plugin_data <= 21) * 13)),
        "auth_plugin_name" / If((this.capability_flags_upper & 0x8) != 0, CString("utf8")),
        "capability_flags" / Computed(this.capability_flags_lower + this.capability_flags_upper * 65536),
    )
