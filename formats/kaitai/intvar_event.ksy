meta:
  id: intvar_event
  title: "INTVAR_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  In statement-based logging, an integer session value that the next QUERY_EVENT needs to
  run the same way on a replica: the LAST_INSERT_ID() result or the next AUTO_INCREMENT value.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Intvar__event.html
  - https://mariadb.com/kb/en/intvar_event/
params:
  - id: len_post_header
    type: u1
    doc: "Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID)."
seq:
  - id: post_header
    size: len_post_header
    if: len_post_header > 0
    doc: A post-header no released server writes, kept raw.
  - id: var_type
    -orig-id: type
    type: u1
    enum: intvar_type
    doc: "Which variable the value is for: LAST_INSERT_ID or INSERT_ID."
  - id: value
    -orig-id: val
    type: u8
    doc: The value, unsigned.
enums:
  intvar_type:
    0:
      id: invalid_int
      -orig-id: INVALID_INT_EVENT
      doc: Never written.
    1:
      id: last_insert_id
      -orig-id: LAST_INSERT_ID_EVENT
      doc: Value LAST_INSERT_ID() returns in the next statement.
    2:
      id: insert_id
      -orig-id: INSERT_ID_EVENT
      doc: AUTO_INCREMENT value the next statement's first generated row takes.
