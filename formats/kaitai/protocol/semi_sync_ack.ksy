meta:
  id: semi_sync_ack
  title: "Semi-synchronous replication's acknowledgement packet"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The payload a replica sends back when an event of the dump came behind a semi-sync header
  whose flag asks for an acknowledgement (binlog_stream_packet's semi_sync_header; the source
  asks on the event that ends a transaction): the marker, the position just after that event in
  the source's file, and the file's name. The source tells its client the transaction committed
  once a replica has acknowledged it, or once rpl_semi_sync_master_timeout has passed without an
  acknowledgement (it then goes on asynchronously). The packet starts a new exchange (sequence
  number 0) on the dump's connection, carries no CRC32, and is not answered; one sent for an
  event whose flag asked for none ends the connection.
doc-ref:
  - https://mariadb.com/kb/en/semisynchronous-replication/
  - https://github.com/MariaDB/server/blob/10.11/sql/semisync_slave.cc
  - https://github.com/mysql/mysql-server/blob/8.4/plugin/semisync/semisync_replica.cc
seq:
  - id: magic
    contents: [0xef]
    doc: The semi-sync marker.
  - id: binlog_pos
    type: u8
    doc: The position in the source's file just after the acknowledged event (that event's log_pos).
  - id: binlog_filename
    size-eos: true
    type: str
    encoding: UTF-8
    doc: The source's file the acknowledged event is in.
