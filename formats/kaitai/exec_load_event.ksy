meta:
  id: exec_load_event
  title: "EXEC_LOAD_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  MySQL 4.0's LOAD DATA INFILE: run the load whose file the CREATE_FILE_EVENT (and
  APPEND_BLOCK_EVENTs) with this file id sent.
doc-ref:
  - https://dev.mysql.com/doc/internals/en/exec-load-event.html
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
seq:
  - id: file_id
    type: u4
    doc: The id of the load file to load.
