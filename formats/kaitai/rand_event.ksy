meta:
  id: rand_event
  title: "RAND_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  In statement-based logging, the state of the RAND() generator before the next QUERY_EVENT,
  so that a replica computes the same random numbers.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rand__event.html
  - https://mariadb.com/kb/en/rand_event/
params:
  - id: len_post_header
    type: u1
    doc: "Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID)."
seq:
  - id: post_header
    size: len_post_header
    if: len_post_header > 0
    doc: A post-header no released server writes, kept raw.
  - id: seed1
    type: u8
    doc: First seed of the generator.
  - id: seed2
    type: u8
    doc: Second seed of the generator.
