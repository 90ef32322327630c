meta:
  id: binlog_stream_packet
  title: "One packet of a binlog dump's answer"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/event_header
    - /common/event_type
  endian: le
doc: |
  The payload of each packet a server sends after COM_BINLOG_DUMP or COM_BINLOG_DUMP_GTID: an OK
  byte and one event exactly as the server's binlog file holds it (header, body, CRC32 when the
  client set @master_binlog_checksum), or an ERR or EOF packet (parse the whole payload with
  response_packet). With semi-synchronous replication asked for (rpl_semi_sync_slave), a
  two-byte header before the event says whether the server waits for an acknowledgement.

  Some events are not in the file: a fake ROTATE first, naming the file the dump reads
  (LOG_EVENT_ARTIFICIAL_F, log_pos 0, timestamp 0); the file's format description again when the
  dump starts past it (log_pos 0); on MariaDB, a fake GTID_LIST after a GTID start; HEARTBEAT
  events while the source is idle. `is_artificial` says which to leave out of a copy.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html
  - https://mariadb.com/kb/en/com_binlog_dump/
  - https://github.com/MariaDB/server/blob/10.11/sql/sql_repl.cc
  - https://mariadb.com/kb/en/semisynchronous-replication/
params:
  - id: semi_sync
    type: bool
    doc: Whether the client asked for semi-synchronous replication (a semi-sync header before each event).
seq:
  - id: status
    type: u1
    enum: stream_status
    doc: 0x00 before an event; 0xff (ERR) or 0xfe (EOF) end the dump.
  - id: semi_sync_header
    type: semi_sync_header
    if: status == stream_status::ok and semi_sync
    doc: The semi-sync marker and flag.
  - id: event
    type: stream_event
    if: status == stream_status::ok
    doc: The event, byte for byte.
  - id: rest
    size-eos: true
    if: status != stream_status::ok
    doc: The rest of an ERR or EOF packet.
types:
  semi_sync_header:
    doc: The header semi-synchronous replication puts before an event.
    seq:
      - id: magic
        contents: [0xef]
      - id: flags
        type: u1
        doc: 0x01 when the source waits for the replica to acknowledge this event.
  stream_event:
    doc: One binlog event as sent.
    seq:
      - id: header
        type: event_header(19)
        doc: The common header (v4).
      - id: data
        size: header.event_size - 19
        doc: The body and the checksum, as in the file.
    instances:
      is_artificial:
        value: |
          (header.flags & 0x20) != 0 or header.log_pos == 0
          or header.event_type == event_type::code::heartbeat_log_event
          or header.event_type == event_type::code::heartbeat_log_event_v2
        doc: |
          Made up for the dump, not in the file: LOG_EVENT_ARTIFICIAL_F (0x20) on the fake
          ROTATE and MariaDB's fake GTID_LIST, log_pos 0 on a format description sent again,
          and heartbeats.
enums:
  stream_status:
    0x00: ok
    0xfe: eof
    0xff: err
