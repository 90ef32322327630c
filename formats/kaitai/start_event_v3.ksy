meta:
  id: start_event_v3
  title: "START_EVENT_V3 (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The first event of a binlog v1 (MySQL 3.23) or v3 (MySQL 4.0 and 4.1) file. It names the
  format version and the server that wrote the file; unlike the v4 FORMAT_DESCRIPTION_EVENT it
  says nothing about header or post-header lengths, which for these versions are fixed.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
seq:
  - id: binlog_version
    type: u2
    doc: Binlog format version, 1 or 3.
  - id: server_version
    size: 50
    type: strz
    encoding: ASCII
    doc: Version string of the writing server, padded with zero bytes to 50 bytes.
  - id: create_timestamp
    -orig-id: created
    type: u4
    doc: Seconds since the epoch when the file was created (0 when the server did not set it).
