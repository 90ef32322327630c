meta:
  id: rotate_event
  title: "ROTATE_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The last event of a binlog file that was closed because a new one was opened (size limit,
  FLUSH LOGS), naming the next file and the position to read it from. Replicas also receive
  "fake" rotate events at the start of a dump. Binlog v1 had no post-header (no position).
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rotate__event.html
  - https://mariadb.com/kb/en/rotate_event/
params:
  - id: len_post_header
    type: u1
    doc: ROTATE post-header length from the FDE; 8 except in binlog v1 (0).
seq:
  - id: position
    -orig-id: pos
    type: u8
    if: len_post_header >= 8
    doc: Position in the next file of its first event to read (4 for a new file).
  - id: post_header_extra
    size: len_post_header - 8
    if: len_post_header > 8
    doc: Post-header bytes beyond the known position, kept raw.
  - id: next_log_name
    -orig-id: new_log_ident
    size-eos: true
    type: str
    encoding: UTF-8
    doc: File name (without directory) of the next binlog; not zero-terminated.
