"""LOAD_EVENT and NEW_LOAD_EVENT (body): construct twin of ``formats/kaitai/load_event.ksy``."""

from construct import (
    Array, Bytes, Computed, Const, CString, GreedyString, Int8ul, Int32ul, StringEncoded, Struct, Switch, this,
)

short_bytes = Struct(
    "len_value" / Int8ul,
    "value" / Bytes(this.len_value),
)

sql_ex_old = Struct(
    "field_term" / Bytes(1),
    "enclosed" / Bytes(1),
    "line_term" / Bytes(1),
    "line_start" / Bytes(1),
    "escaped" / Bytes(1),
    "opt_flags" / Int8ul,
    "empty_flags" / Int8ul,
)

sql_ex_new = Struct(
    "field_term" / short_bytes,
    "enclosed" / short_bytes,
    "line_term" / short_bytes,
    "line_start" / short_bytes,
    "escaped" / short_bytes,
    "opt_flags" / Int8ul,
)


def load_event(is_new_load):
    return Struct(
        "is_new_load" / Computed(is_new_load),
        "thread_id" / Int32ul,
        "exec_time" / Int32ul,
        "skip_lines" / Int32ul,
        "len_table_name" / Int8ul,
        "len_db" / Int8ul,
        "num_fields" / Int32ul,
        "sql_ex" / Switch(this.is_new_load, {True: sql_ex_new, False: sql_ex_old}),
        "field_name_lens" / Array(this.num_fields, Int8ul),
        "field_names" / Array(this.num_fields, CString("utf8")),
        "table_name" / StringEncoded(Bytes(this.len_table_name), "utf8"),
        "table_name_terminator" / Const(b"\x00"),
        "db" / StringEncoded(Bytes(this.len_db), "utf8"),
        "db_terminator" / Const(b"\x00"),
        "file_name" / GreedyString("utf8"),
    )
