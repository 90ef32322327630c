"""CREATE_FILE_EVENT (body): construct twin of ``formats/kaitai/create_file_event.ksy``."""

from construct import (
    Array, Bytes, Computed, Const, CString, GreedyBytes, If, Int8ul, Int32ul, StringEncoded, Struct, this,
)

from binlogspec.formats.load_event import sql_ex_new


def create_file_event(len_post_header):
    return Struct(
        "len_post_header" / Computed(len_post_header),
        "thread_id" / Int32ul,
        "exec_time" / Int32ul,
        "skip_lines" / Int32ul,
        "len_table_name" / Int8ul,
        "len_db" / Int8ul,
        "num_fields" / Int32ul,
        "file_id" / If(this.len_post_header >= 4, Int32ul),
        "post_header_extra" / If(this.len_post_header > 4, Bytes(this.len_post_header - 4)),
        "sql_ex" / sql_ex_new,
        "field_name_lens" / Array(this.num_fields, Int8ul),
        "field_names" / Array(this.num_fields, CString("utf8")),
        "table_name" / StringEncoded(Bytes(this.len_table_name), "utf8"),
        "table_name_terminator" / Const(b"\x00"),
        "db" / StringEncoded(Bytes(this.len_db), "utf8"),
        "db_terminator" / Const(b"\x00"),
        "file_name" / CString("utf8"),
        "block" / GreedyBytes,
    )
