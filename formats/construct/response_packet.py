"""OK/ERR/EOF: construct twin of ``formats/kaitai/protocol/response_packet.ksy``."""

from construct import Enum, GreedyString, If, Int8ul, Int16ul, PaddedString, Struct, Switch, this

from binlogspec.formats.common import IfNotEof, packed_int

RESPONSE_TYPE = {"ok": 0x00, "eof": 0xFE, "err": 0xFF}

ok_body = Struct(
    "affected_rows" / packed_int,
    "last_insert_id" / packed_int,
    "status_flags" / Int16ul,
    "warnings" / Int16ul,
    "info" / GreedyString("utf8"),
)

eof_body = Struct(
    "warnings" / IfNotEof(Int16ul),
    "status_flags" / IfNotEof(Int16ul),
)

err_body = Struct(
    "error_code" / Int16ul,
    "sql_state_marker" / Int8ul,
    "sql_state" / If(this.sql_state_marker == 0x23, PaddedString(5, "ascii")),
    "error_message" / GreedyString("utf8"),
)


def response_packet():
    return Struct(
        "header" / Enum(Int8ul, **RESPONSE_TYPE),
        "body" / Switch(this.header, {"ok": ok_body, "eof": eof_body, "err": err_body}),
    )
