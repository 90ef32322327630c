meta:
  id: com_query
  title: "COM_QUERY command packet"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The payload of a text statement sent to the server. A binlog client sends its settings this
  way before the dump: SET @master_binlog_checksum (the checksum it can check, which makes the
  server send events with their CRC32), SET @mariadb_slave_capability (which events of MariaDB
  it understands: 4 is MARIA_SLAVE_CAPABILITY_GTID) and, for MariaDB's GTID start,
  SET @slave_connect_state to the GTID position to start after.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_query.html
  - https://mariadb.com/kb/en/com_query/
  - https://mariadb.com/kb/en/gtid/#using-current_pos-vs-slave_pos
seq:
  - id: command
    type: u1
    valid: 0x03
    doc: COM_QUERY.
  - id: query
    size-eos: true
    type: str
    encoding: UTF-8
    doc: The statement text.
