meta:
  id: execute_load_query_event
  title: "EXECUTE_LOAD_QUERY_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /query_event
  endian: le
doc: |
  The LOAD DATA statement (MySQL 5.0.3 and later) that loads the file sent by the
  BEGIN_LOAD_QUERY and APPEND_BLOCK events with the same file id. It is a QUERY_EVENT whose
  post-header has 13 more bytes: the file id, where the file name sits inside the statement
  text (so that a replica can substitute its local copy), and the duplicate handling.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Execute__load__query__event.html
  - https://mariadb.com/kb/en/execute_load_query_event/
params:
  - id: len_post_header
    type: u1
    doc: EXECUTE_LOAD_QUERY post-header length from the FDE (26).
seq:
  - id: thread_id
    -orig-id: slave_proxy_id
    type: u4
    doc: Id of the connection that ran the statement.
  - id: exec_time
    -orig-id: query_exec_time
    type: u4
    doc: Seconds the statement took.
  - id: len_db
    -orig-id: db_len
    type: u1
  - id: error_code
    type: u2
    doc: The error the statement ended with on the source (0 for none).
  - id: len_status_vars
    -orig-id: status_vars_len
    type: u2
  - id: file_id
    type: u4
    doc: The id of the load file (as in BEGIN_LOAD_QUERY) whose contents the statement loads.
  - id: ofs_file_name_start
    -orig-id: fn_pos_start
    type: u4
    doc: Offset in the statement text where the file name starts.
  - id: ofs_file_name_end
    -orig-id: fn_pos_end
    type: u4
    doc: Offset in the statement text just past the file name.
  - id: dup_handling
    type: u1
    enum: dup_handling
    doc: "What the statement does with rows that duplicate a key: error, IGNORE or REPLACE."
  - id: post_header_extra
    size: len_post_header - 26
    if: len_post_header > 26
    doc: Post-header bytes beyond the 26 known ones, kept raw.
  - id: status_vars
    size: len_status_vars
    type: query_event::status_vars
    doc: The session state, as in QUERY_EVENT.
  - id: db
    size: len_db
    type: str
    encoding: UTF-8
    doc: The default database of the statement.
  - id: db_terminator
    contents: [0]
  - id: query
    size-eos: true
    doc: The LOAD DATA statement, in the session's character set.
enums:
  dup_handling:
    0:
      id: error
      -orig-id: LOAD_DUP_ERROR
      doc: A duplicate key is an error.
    1:
      id: ignore
      -orig-id: LOAD_DUP_IGNORE
      doc: IGNORE duplicates.
    2:
      id: replace
      -orig-id: LOAD_DUP_REPLACE
      doc: REPLACE duplicates.
