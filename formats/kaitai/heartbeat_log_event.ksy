meta:
  id: heartbeat_log_event
  title: "HEARTBEAT_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Keep-alive that a source sends to a replica while it has no events to send; it is never
  written to a binlog, only seen in the replication stream (and so in tools that record it).
  The header's log_pos is the source's current position; the body names its current file.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event.html
  - https://mariadb.com/kb/en/heartbeat_log_event/
seq:
  - id: log_name
    -orig-id: log_ident
    size-eos: true
    type: str
    encoding: UTF-8
    doc: Name of the binlog file the source is at; not zero-terminated.
