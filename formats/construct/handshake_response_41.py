"""Handshake response 4.1: construct twin of ``formats/kaitai/protocol/handshake_response_41.ksy``."""

from construct import Bytes, CString, If, Int8ul, Int32ul, Struct, this

from binlogspec.formats.common import IfNotEof, packed_int

_LENENC = 0x200000


def _len_auth_response(ctx):
    """The answer's length: packed (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA) or one byte."""
    return ctx.len_auth_response_packed.value if ctx.client_flag & _LENENC else ctx.len_auth_response_byte


def handshake_response_41():
    return Struct(
        "client_flag" / Int32ul,
        "max_packet_size" / Int32ul,
        "character_set" / Int8ul,
        "filler" / Bytes(19),
        "mariadb_capabilities" / Int32ul,
        "username" / IfNotEof(CString("utf8")),
        "len_auth_response_packed" / IfNotEof(If((this.client_flag & _LENENC) != 0, packed_int)),
        "len_auth_response_byte" / IfNotEof(If((this.client_flag & _LENENC) == 0, Int8ul)),
        "auth_response" / IfNotEof(Bytes(_len_auth_response)),
        "database" / IfNotEof(If((this.client_flag & 0x8) != 0, CString("utf8"))),
        "client_plugin_name" / IfNotEof(If((this.client_flag & 0x80000) != 0, CString("utf8"))),
        "len_connect_attrs" / IfNotEof(If((this.client_flag & 0x100000) != 0, packed_int)),
        "connect_attrs" / IfNotEof(If((this.client_flag & 0x100000) != 0, Bytes(this.len_connect_attrs.value))),
    )
