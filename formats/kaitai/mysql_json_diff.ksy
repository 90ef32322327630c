meta:
  id: mysql_json_diff
  title: "MySQL partial JSON update (the after-image of a JSON column in PARTIAL_UPDATE_ROWS_EVENT)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
    - /mysql_json
  endian: le
doc: |
  With binlog_row_value_options=PARTIAL_JSON, MySQL 8.0 logs an UPDATE that only changed parts
  of a JSON document as a PARTIAL_UPDATE_ROWS_EVENT. In a row's after-image, a JSON column
  whose partial bit is set carries, instead of the document, a list of changes to apply to the
  before-image's document: each an operation, a JSON path, and (unless it removes) the new
  value as a binary JSON document. This spec covers the bytes after the column's 4-byte length
  (Json_diff_vector::write_binary writes that length first); the diffs fill them exactly.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.h
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
seq:
  - id: diffs
    type: json_diff
    repeat: eos
    doc: The operations, in the order the server applied them.
types:
  json_diff:
    doc: One change (Json_diff::write_binary).
    seq:
      - id: operation
        type: u1
        enum: json_diff_operation
        doc: Replace, insert or remove.
      - id: len_path
        type: packed_int
        doc: Length of the path text.
      - id: path
        size: len_path.value
        type: str
        encoding: UTF-8
        doc: |
          Where the change applies, as MySQL's path text (Json_path::to_string): "$", then
          ".member" (the name double-quoted when it is not an ECMAScript identifier) and "[n]"
          legs, e.g. $.a[2]."b c".
      - id: len_value
        type: packed_int
        if: operation != json_diff_operation::remove
        doc: Length of the new value's binary document.
      - id: value
        size: len_value.value
        type: mysql_json
        if: operation != json_diff_operation::remove
        doc: The new value, a whole binary JSON document.
enums:
  json_diff_operation:
    0:
      id: replace
      -orig-id: REPLACE
      doc: The value at the path is replaced, like JSON_REPLACE(col, path, value).
    1:
      id: insert
      -orig-id: INSERT
      doc: |
        A value is added at the path: a new member of an object (JSON_INSERT), or an array
        element inserted before the given index (JSON_ARRAY_INSERT; an index past the end appends).
    2:
      id: remove
      -orig-id: REMOVE
      doc: The value at the path is removed, like JSON_REMOVE(col, path).
