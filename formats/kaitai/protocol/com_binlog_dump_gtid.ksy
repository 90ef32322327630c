meta:
  id: com_binlog_dump_gtid
  title: "COM_BINLOG_DUMP_GTID command packet (MySQL)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  MySQL's dump request by GTID set: the server sends every transaction not in the set, from the
  first file that holds one, after a fake ROTATE and the file's format description. The set is
  the binary layout of a GTID set (source UUIDs, each with intervals of transaction numbers, the
  end exclusive). MariaDB has no such command; its GTID start is COM_BINLOG_DUMP after
  SET @slave_connect_state.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump_gtid.html
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc
seq:
  - id: command
    type: u1
    valid: 0x1e
    doc: COM_BINLOG_DUMP_GTID.
  - id: flags
    type: u2
    doc: BINLOG_DUMP_NON_BLOCK (0x01), BINLOG_THROUGH_POSITION (0x02), BINLOG_THROUGH_GTID (0x04).
  - id: server_id
    type: u4
    doc: The replica's server id.
  - id: len_binlog_filename
    type: u4
  - id: binlog_filename
    size: len_binlog_filename
    type: str
    encoding: UTF-8
    doc: A file to start in, usually empty.
  - id: binlog_pos
    type: u8
    doc: The position in that file, usually 4.
  - id: len_gtid_set
    -orig-id: data_size
    type: u4
    if: (flags & 0x04) != 0
  - id: gtid_set
    size: len_gtid_set
    type: gtid_set
    if: (flags & 0x04) != 0
    doc: The transactions the client already has.
types:
  gtid_set:
    doc: A GTID set in its binary form.
    seq:
      - id: num_sids
        -orig-id: n_sids
        type: u8
      - id: sids
        type: sid_intervals
        repeat: expr
        repeat-expr: num_sids
        doc: One source UUID with its intervals.
  sid_intervals:
    doc: The intervals of one source UUID.
    seq:
      - id: sid
        size: 16
        doc: The source's UUID, 16 bytes.
      - id: num_intervals
        -orig-id: n_intervals
        type: u8
      - id: intervals
        type: interval
        repeat: expr
        repeat-expr: num_intervals
        doc: Transaction numbers held, in order.
  interval:
    doc: Transaction numbers start to end - 1.
    seq:
      - id: start
        type: u8
        doc: The first transaction number held.
      - id: end
        type: u8
        doc: One past the last transaction number held.
