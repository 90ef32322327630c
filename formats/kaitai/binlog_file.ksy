meta:
  id: binlog_file
  title: "MySQL/MariaDB binary log or relay log file: magic and framed events"
  file-extension:
    - "000001"
    - bin
    - binlog
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/event_header
  endian: le
doc: |
  A binary log file: the 4-byte magic, then events back to back until the end of the file.
  Every event's header starts with the same 13 bytes in every binlog version (timestamp, type
  code, server id, event size), so the file can be cut into events without knowing anything
  else; that is what this spec does. Decoding an event's body needs the context its format
  description event gives (header length, checksum algorithm, post-header lengths) and, for row
  events, the TABLE_MAP event of their table: pass each frame's bytes (`header` + `rest`) to
  `binlog_event` with that context, carried from event to event by the reader. A MySQL 8.0
  file written with binlog_encryption=ON starts with `fd 62 69 6e` instead and does not match
  this spec.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html
  - https://mariadb.com/kb/en/replication-protocol/
seq:
  - id: magic
    contents: [0xfe, 0x62, 0x69, 0x6e]
  - id: events
    type: event_frame
    repeat: eos
    doc: The events, back to back up to the end of the file.
types:
  event_frame:
    doc: One event, cut out by its size; the body left undecoded.
    seq:
      - id: header
        type: event_header(13)
        doc: The part of the header that every binlog version shares.
      - id: rest
        size: header.event_size - 13
        doc: |
          The rest of the event: the remaining header fields (19-byte and longer headers),
          the body and, when the format description says so, the CRC32.
    instances:
      len_event:
        value: header.event_size
        doc: Size of the whole event, header and checksum included.
