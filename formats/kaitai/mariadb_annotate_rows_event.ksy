meta:
  id: mariadb_annotate_rows_event
  title: "ANNOTATE_ROWS_EVENT of MariaDB (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The statement that produced the row events after it, written when binlog_annotate_row_events
  is on (the default since MariaDB 10.2.4). Unlike MySQL's ROWS_QUERY_LOG_EVENT it has no
  length byte: the text fills the body.
doc-ref:
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://mariadb.com/kb/en/annotate_rows_event/
seq:
  - id: statement
    -orig-id: m_query_txt
    size-eos: true
    doc: The statement text in the session's character set, kept as bytes.
