meta:
  id: rows_query_log_event
  title: "ROWS_QUERY_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  MySQL (5.6+) with binlog_rows_query_log_events=ON: the text of the statement whose row
  events follow, for information only; a replica does not run it.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rows__query__event.html
seq:
  - id: len_query_low
    type: u1
    doc: The statement's length modulo 256; readers ignore it and take the text to the end of the body.
  - id: query
    -orig-id: m_rows_query
    size-eos: true
    doc: The statement text, in the session's character set.
