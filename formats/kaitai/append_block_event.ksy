meta:
  id: append_block_event
  title: "APPEND_BLOCK_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  A further block of the data file of a LOAD DATA INFILE, appended to the file that the
  CREATE_FILE_EVENT or BEGIN_LOAD_QUERY_EVENT with the same file id started.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Append__block__event.html
  - https://mariadb.com/kb/en/append_block_event/
seq:
  - id: file_id
    type: u4
    doc: The id of the load file this block belongs to (as in its CREATE_FILE or BEGIN_LOAD_QUERY event).
  - id: block
    size-eos: true
    doc: Bytes of the data file.
