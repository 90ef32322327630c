meta:
  id: ignorable_log_event
  title: "IGNORABLE_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The base type of events that a reader which does not understand them may skip (they carry
  LOG_EVENT_IGNORABLE_F in the header flags). The type code itself is not written by any
  released server; its body has no defined layout and is kept raw.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Ignorable__event.html
seq:
  - id: data
    size-eos: true
    doc: The body, raw.
