"""Handshake response 4.1: construct twin of ``formats/kaitai/protocol/handshake_response_41.ksy``."""

from construct import Bytes, Computed, CString, If, Int8ul, Int32ul, Struct, this

from binlogspec.formats.common import Derived, IfNotEof, packed_int

_LENENC = 0x200000


def _len_auth_response(ctx):
    """The answer's length: packed (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA) or one byte."""
    return ctx.len_auth_response_packed.value if ctx.client_flag & _LENENC else ctx.len_auth_response_byte


credentials = Struct(
    "client_flag" / Computed(this._.client_flag),
    "username" / CString("utf8"),
    "len_auth_response_packed" / If((this.client_flag & _LENENC) != 0, packed_int),
    "len_auth_response_byte" / If((this.client_flag & _LENENC) == 0, Int8ul),
    "len_auth_response" / Derived(_len_auth_response),
    "auth_response" / Bytes(this.len_auth_response),
    "database" / If((this.client_flag & 0x8) != 0, CString("utf8")),
    "client_plugin_name" / If((this.client_flag & 0x80000) != 0, CString("utf8")),
    "len_connect_attrs" / If((this.client_flag & 0x100000) != 0, packed_int),
    "connect_attrs" / If((this.client_flag & 0x100000) != 0, Bytes(this.len_connect_attrs.value)),
)


def handshake_response_41():
    return Struct(
        "client_flag" / Int32ul,
        "max_packet_size" / Int32ul,
        "character_set" / Int8ul,
        "filler" / Bytes(19),
        "mariadb_capabilities" / Int32ul,
        "credentials" / IfNotEof(credentials),
    )
