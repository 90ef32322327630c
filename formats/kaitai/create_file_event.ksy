meta:
  id: create_file_event
  title: "CREATE_FILE_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /load_event
  endian: le
doc: |
  MySQL 4.0's LOAD DATA INFILE: a NEW_LOAD_EVENT's fields, a file id, the name of the data
  file with a zero terminator, and the first block of the file's contents. Later blocks come
  in APPEND_BLOCK_EVENTs with the same file id; EXEC_LOAD_EVENT then runs the load.
doc-ref:
  - https://dev.mysql.com/doc/internals/en/create-file-event.html
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
params:
  - id: len_post_header
    type: u1
    doc: CREATE_FILE post-header length from the FDE (4, the file id; the 18-byte LOAD post-header comes before it).
seq:
  - id: thread_id
    -orig-id: slave_proxy_id
    type: u4
    doc: Id of the connection that ran LOAD DATA.
  - id: exec_time
    type: u4
    doc: Seconds the statement took.
  - id: skip_lines
    type: u4
    doc: "IGNORE n LINES: lines to skip at the start of the file."
  - id: len_table_name
    -orig-id: table_name_len
    type: u1
  - id: len_db
    -orig-id: db_len
    type: u1
  - id: num_fields
    type: u4
    doc: How many column names the statement lists.
  - id: file_id
    type: u4
    if: len_post_header >= 4
    doc: Id that the APPEND_BLOCK and EXEC_LOAD events of this load repeat.
  - id: post_header_extra
    size: len_post_header - 4
    if: len_post_header > 4
    doc: Post-header bytes beyond the file id, kept raw.
  - id: sql_ex
    type: load_event::sql_ex_new
    doc: The field and line options of the statement.
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
    type: strz
    encoding: UTF-8
    doc: The file name the statement named, as the client sent it.
  - id: block
    size-eos: true
    doc: The first block of the data file.
