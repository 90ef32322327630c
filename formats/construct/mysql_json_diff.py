"""MySQL partial JSON update: construct twin of ``formats/kaitai/mysql_json_diff.ksy``.

The bytes of a JSON column in a PARTIAL_UPDATE_ROWS_EVENT after-image whose partial bit is set,
after the column's 4-byte length: diffs until the end.
"""

from construct import Enum, FixedSized, If, Int8ul, Struct, StringEncoded, Bytes, this

from binlogspec.formats.common import RepeatEos, packed_int
from binlogspec.formats.mysql_json import mysql_json

__all__ = ["JSON_DIFF_OPERATION", "mysql_json_diff"]

# enum json_diff_operation of mysql_json_diff.ksy (enum_json_diff_operation in json_diff.h)
JSON_DIFF_OPERATION = {"replace": 0, "insert": 1, "remove": 2}

json_diff = Struct(
    "operation" / Enum(Int8ul, **JSON_DIFF_OPERATION),
    "len_path" / packed_int,
    "path" / StringEncoded(Bytes(this.len_path.value), "utf8"),
    "len_value" / If(this.operation != "remove", packed_int),
    "value" / If(this.operation != "remove", FixedSized(this.len_value.value, mysql_json())),
)

_mysql_json_diff = Struct(
    "diffs" / RepeatEos(json_diff),
)


def mysql_json_diff():
    """The diffs of one partially updated JSON column."""
    return _mysql_json_diff
