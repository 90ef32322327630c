meta:
  id: begin_load_query_event
  title: "BEGIN_LOAD_QUERY_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  LOAD DATA INFILE since MySQL 5.0.3: the first block of the data file (laid out like an
  APPEND_BLOCK_EVENT). More blocks may follow in APPEND_BLOCK_EVENTs; the
  EXECUTE_LOAD_QUERY_EVENT with the same file id holds the statement.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Begin__load__query__event.html
  - https://mariadb.com/kb/en/begin_load_query_event/
seq:
  - id: file_id
    type: u4
    doc: Id the server gives the file being loaded; the APPEND_BLOCK and EXECUTE_LOAD_QUERY events of the same load repeat it.
  - id: block
    size-eos: true
    doc: Bytes of the data file.
