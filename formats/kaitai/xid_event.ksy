meta:
  id: xid_event
  title: "XID_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The COMMIT of a transaction that changed a transactional (XA-capable) engine; it closes the
  event group that BEGIN (or a GTID event) opened.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Xid__event.html
  - https://mariadb.com/kb/en/xid_event/
params:
  - id: len_post_header
    type: u1
    doc: "Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID)."
seq:
  - id: post_header
    size: len_post_header
    if: len_post_header > 0
    doc: A post-header no released server writes, kept raw.
  - id: xid
    type: u8
    doc: Transaction id the engines used for two-phase commit; the server writes it in its own byte order (little-endian on every common platform).
