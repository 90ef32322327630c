"""EXECUTE_LOAD_QUERY_EVENT (body): construct twin of ``formats/kaitai/execute_load_query_event.ksy``."""

from construct import (
    Bytes, Computed, Const, Enum, FixedSized, GreedyBytes, If, Int8ul, Int16ul, Int32ul, StringEncoded, Struct,
    this,
)

from binlogspec.formats.query_event import status_vars

DUP_HANDLING = {"error": 0, "ignore": 1, "replace": 2}


def execute_load_query_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "thread_id" / Int32ul,
        "exec_time" / Int32ul,
        "len_db" / Int8ul,
        "error_code" / Int16ul,
        "len_status_vars" / Int16ul,
        "file_id" / Int32ul,
        "ofs_file_name_start" / Int32ul,
        "ofs_file_name_end" / Int32ul,
        "dup_handling" / Enum(Int8ul, **DUP_HANDLING),
        "post_header_extra" / If(this.len_post_header > 26, Bytes(this.len_post_header - 26)),
        "status_vars" / FixedSized(this.len_status_vars, status_vars),
        "db" / StringEncoded(Bytes(this.len_db), "utf8"),
        "db_terminator" / Const(b"\x00"),
        "query" / GreedyBytes,
    )
