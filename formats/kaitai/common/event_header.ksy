meta:
  id: event_header
  title: "Common header of a binlog event"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/event_type
  endian: le
doc: |
  The header every event starts with. Binlog v1 (MySQL 3.23) writes 13 bytes and stops after
  event_size; v3 and v4 write 19 bytes. Some patched servers (Google's MySQL 5.1) announce a
  longer header (23, 27 or 31 bytes) in the format description event; the bytes past the 19th
  are kept as `extra_headers`.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Log__event__header.html
  - https://mariadb.com/kb/en/2-binlog-event-header/
params:
  - id: len_header
    type: u1
    doc: Header length from the format description event (13, 19, or more).
seq:
  - id: timestamp
    -orig-id: when
    type: u4
    doc: Seconds since the epoch when the statement started on the source.
  - id: event_type
    -orig-id: type_code
    type: u1
    enum: event_type::code
    doc: Which event this is; the body's layout follows from it.
  - id: server_id
    -orig-id: unmasked_server_id
    type: u4
    doc: Server that first wrote the event.
  - id: event_size
    -orig-id: data_written
    type: u4
    doc: Size of the whole event, header and checksum included.
  - id: log_pos
    type: u4
    if: len_header >= 19
    doc: Offset of the next event in the file written by the source (0 for some relay-log and artificial events).
  - id: flags
    type: u2
    if: len_header >= 19
    doc: LOG_EVENT_*_F flags, such as LOG_EVENT_BINLOG_IN_USE_F on the format description event.
  - id: extra_headers
    size: len_header - 19
    if: len_header > 19
    doc: Header bytes beyond the 19 known ones, kept raw.
