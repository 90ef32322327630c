meta:
  id: load_event
  title: "LOAD_EVENT and NEW_LOAD_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  LOAD DATA INFILE as MySQL 3.23 (LOAD_EVENT) and 4.0 (NEW_LOAD_EVENT) logged it: the
  statement's options and names, with the data file itself sent separately (in v3, by the
  CREATE_FILE/APPEND_BLOCK events). The two types differ only in the field and line
  separators: one byte each in LOAD_EVENT, a length-prefixed string each in NEW_LOAD_EVENT.
doc-ref:
  - https://dev.mysql.com/doc/internals/en/load-event.html
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
params:
  - id: is_new_load
    type: bool
    doc: True for NEW_LOAD_EVENT (length-prefixed separators).
seq:
  - id: thread_id
    -orig-id: slave_proxy_id
    type: u4
    doc: Id of the connection that ran LOAD DATA.
  - id: exec_time
    type: u4
    doc: Seconds the statement took on the source.
  - id: skip_lines
    type: u4
    doc: The IGNORE n LINES count.
  - id: len_table_name
    -orig-id: table_name_len
    type: u1
  - id: len_db
    -orig-id: db_len
    type: u1
  - id: num_fields
    type: u4
    doc: Number of column names listed (0 when the statement named none).
  - id: sql_ex
    type:
      switch-on: is_new_load
      cases:
        true: sql_ex_new
        false: sql_ex_old
    doc: The FIELDS and LINES options.
  - id: field_name_lens
    -orig-id: field_lens
    type: u1
    repeat: expr
    repeat-expr: num_fields
    doc: Length of each column name.
  - id: field_names
    -orig-id: fields
    type: strz
    encoding: UTF-8
    repeat: expr
    repeat-expr: num_fields
    doc: The column names the statement loads into.
  - id: table_name
    size: len_table_name
    type: str
    encoding: UTF-8
    doc: The table loaded into.
  - id: table_name_terminator
    contents: [0]
  - id: db
    size: len_db
    type: str
    encoding: UTF-8
    doc: The default database of the statement.
  - id: db_terminator
    contents: [0]
  - id: file_name
    -orig-id: fname
    size-eos: true
    type: str
    encoding: UTF-8
    doc: Name of the data file as the statement gave it; not zero-terminated.
types:
  sql_ex_old:
    doc: The options with one-byte separators (LOAD_EVENT); a separator the statement left empty is flagged in empty_flags.
    seq:
      - id: field_term
        size: 1
        doc: FIELDS TERMINATED BY, one byte.
      - id: enclosed
        size: 1
        doc: FIELDS ENCLOSED BY, one byte.
      - id: line_term
        size: 1
        doc: LINES TERMINATED BY, one byte.
      - id: line_start
        size: 1
        doc: LINES STARTING BY, one byte.
      - id: escaped
        size: 1
        doc: FIELDS ESCAPED BY, one byte.
      - id: opt_flags
        type: u1
        doc: "Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE."
      - id: empty_flags
        type: u1
        doc: "Bits set for empty separators: 0x1 field_term, 0x2 enclosed, 0x4 line_term, 0x8 line_start, 0x10 escaped."
  sql_ex_new:
    doc: The options with length-prefixed separators (NEW_LOAD_EVENT and CREATE_FILE_EVENT).
    seq:
      - id: field_term
        type: short_bytes
        doc: FIELDS TERMINATED BY.
      - id: enclosed
        type: short_bytes
        doc: FIELDS ENCLOSED BY.
      - id: line_term
        type: short_bytes
        doc: LINES TERMINATED BY.
      - id: line_start
        type: short_bytes
        doc: LINES STARTING BY.
      - id: escaped
        type: short_bytes
        doc: FIELDS ESCAPED BY.
      - id: opt_flags
        type: u1
        doc: "Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE."
  short_bytes:
    doc: A string of up to 255 bytes behind a one-byte length.
    seq:
      - id: len_value
        type: u1
      - id: value
        size: len_value
        doc: The bytes.
