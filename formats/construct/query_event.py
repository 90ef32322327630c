"""QUERY_EVENT and MariaDB QUERY_COMPRESSED_EVENT (body): construct twin of
``formats/kaitai/query_event.ksy``."""

from construct import (
    Array, Bytes, Check, Computed, Const, CString, Enum, FixedSized, GreedyBytes, If, Int8ul,
    Int16ub, Int16ul, Int24ub, Int24ul, Int32ub, Int32ul, Int64ul, Pass, StringEncoded, Struct, Switch, this,
)

from binlogspec.formats.common import Derived, RepeatEos, zlib_compressed

STATUS_VAR_CODE = {
    "flags2": 0, "sql_mode": 1, "catalog": 2, "auto_increment": 3, "charset": 4, "time_zone": 5,
    "catalog_nz": 6, "lc_time_names": 7, "charset_database": 8, "table_map_for_update": 9,
    "master_data_written": 10, "invoker": 11, "updated_db_names": 12, "microseconds": 13, "commit_ts": 14,
    "commit_ts2": 15, "explicit_defaults_for_timestamp": 16, "ddl_logged_with_xid": 17,
    "default_collation_for_utf8mb4": 18, "sql_require_primary_key": 19, "default_table_encryption": 20,
    "hrnow": 128, "xid": 129, "gtid_flags3": 130, "character_set_collations": 131,
}

value_u1 = Struct("value" / Int8ul)
value_u2 = Struct("value" / Int16ul)
value_u3 = Struct("value" / Int24ul)
value_u4 = Struct("value" / Int32ul)
value_u8 = Struct("value" / Int64ul)

short_string = Struct(
    "len_value" / Int8ul,
    "value" / StringEncoded(Bytes(this.len_value), "utf8"),
)

catalog_with_terminator = Struct(
    "len_value" / Int8ul,
    "value" / StringEncoded(Bytes(this.len_value), "utf8"),
    "terminator" / Const(b"\x00"),
)

auto_increment = Struct(
    "increment" / Int16ul,
    "offset" / Int16ul,
)

charset = Struct(
    "character_set_client" / Int16ul,
    "collation_connection" / Int16ul,
    "collation_server" / Int16ul,
)

invoker = Struct(
    "len_user" / Int8ul,
    "user" / StringEncoded(Bytes(this.len_user), "utf8"),
    "len_host" / Int8ul,
    "host" / StringEncoded(Bytes(this.len_host), "utf8"),
)

updated_db_names = Struct(
    "num_dbs" / Int8ul,
    "db_names" / If(this.num_dbs <= 16, Array(this.num_dbs, CString("utf8"))),
    "is_over_max" / Computed(this.num_dbs > 16),
)

gtid_flags3 = Struct(
    "flags" / Int8ul,
    "start_alter_seq_no" / If((this.flags & 0x0C) != 0, Int64ul),
)

VALUE_LAYOUTS = {
    "flags2": value_u4,
    "sql_mode": value_u8,
    "catalog": catalog_with_terminator,
    "auto_increment": auto_increment,
    "charset": charset,
    "time_zone": short_string,
    "catalog_nz": short_string,
    "lc_time_names": value_u2,
    "charset_database": value_u2,
    "table_map_for_update": value_u8,
    "master_data_written": value_u4,
    "invoker": invoker,
    "updated_db_names": updated_db_names,
    "microseconds": value_u3,
    "commit_ts": value_u8,
    "explicit_defaults_for_timestamp": value_u1,
    "ddl_logged_with_xid": value_u8,
    "default_collation_for_utf8mb4": value_u2,
    "sql_require_primary_key": value_u1,
    "default_table_encryption": value_u1,
    "hrnow": value_u3,
    "xid": value_u8,
    "gtid_flags3": gtid_flags3,
}


def _code_number(code):
    """The numeric code of a parsed ``code`` field (a known enum member or a bare int)."""
    return code.int if hasattr(code, "int") else int(code)


def _is_known(ctx):
    code = _code_number(ctx.code)
    return code <= 14 or 16 <= code <= 20 or 128 <= code <= 130


def _is_unknown(ctx):
    return not _is_known(ctx)


status_var = Struct(
    "code" / Enum(Int8ul, **STATUS_VAR_CODE),
    "value" / Switch(this.code, VALUE_LAYOUTS, default=Pass),
    "unparsed" / If(_is_unknown, GreedyBytes),
    "is_known" / Derived(_is_known),
)

status_vars = Struct(
    "vars" / RepeatEos(status_var),
)

compressed_text = Struct(
    "header" / Int8ul,
    Check(this.header >= 0x80),
    Check(this.header <= 0x9F),
    "len_uncompressed" / Switch(this.header & 0x07, {1: Int8ul, 2: Int16ub, 3: Int24ub, 4: Int32ub}, default=Pass),
    "text" / zlib_compressed(GreedyBytes),
)


def query_event(len_post_header, is_compressed):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "is_compressed" / Computed(is_compressed),
        "thread_id" / Int32ul,
        "exec_time" / Int32ul,
        "len_db" / Int8ul,
        "error_code" / Int16ul,
        "len_status_vars" / If(this.len_post_header > 11, Int16ul),
        "post_header_extra" / If(this.len_post_header > 13, Bytes(this.len_post_header - 13)),
        "status_vars" / If(this.len_post_header > 11, FixedSized(this.len_status_vars, status_vars)),
        "db" / StringEncoded(Bytes(this.len_db), "utf8"),
        "db_terminator" / Const(b"\x00"),
        "query" / If(~this.is_compressed, GreedyBytes),
        "compressed_query" / If(this.is_compressed, compressed_text),
    )
