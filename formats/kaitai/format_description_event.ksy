meta:
  id: format_description_event
  title: "FORMAT_DESCRIPTION_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The first event of every binlog v4 file (and of every relay log and every new master
  connection): it tells a reader how to frame and decode everything after it. It repeats the
  START_EVENT_V3 fields, then gives the common-header length and one post-header length per
  event type the server knows. Servers that know binlog checksums (MySQL 5.6.1 and later,
  MariaDB 5.3 and later) append a byte naming the checksum algorithm of the events that
  follow; the 4 bytes after that byte (a CRC32, or room for one) are outside this body.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html
  - https://mariadb.com/kb/en/format_description_event/
params:
  - id: has_checksum_alg
    type: bool
    doc: Whether the writing server appends the checksum-algorithm byte (MySQL 5.6.1+, MariaDB 5.3+).
seq:
  - id: binlog_version
    type: u2
    doc: Binlog format version; 4 for every file that starts with this event.
  - id: server_version
    size: 50
    type: strz
    encoding: ASCII
    doc: Version string of the writing server, padded with zero bytes to 50 bytes.
  - id: create_timestamp
    -orig-id: created
    type: u4
    doc: Seconds since the epoch when the file was created; 0 except in the first binlog after server start.
  - id: len_common_header
    -orig-id: common_header_len
    type: u1
    doc: Length of the common header of every later event (19; more on some patched servers).
  - id: post_header_lens
    -orig-id: post_header_len
    size: '_io.size - _io.pos - (has_checksum_alg ? 1 : 0)'
    doc: |
      Post-header length of each event type: byte i is for type code i + 1. Its length is
      the number of event types the writing server knows.
  - id: checksum_alg
    type: u1
    enum: checksum_alg
    if: has_checksum_alg
    doc: Checksum algorithm of the events after this one (and the value this event's own trailer is computed with).
enums:
  checksum_alg:
    0:
      id: "off"
      -orig-id: BINLOG_CHECKSUM_ALG_OFF
      doc: Events carry no checksum.
    1:
      id: crc32
      -orig-id: BINLOG_CHECKSUM_ALG_CRC32
      doc: Every event ends in a 4-byte CRC32.
    255:
      id: undef
      -orig-id: BINLOG_CHECKSUM_ALG_UNDEF
      doc: Not known (written by a server that predates checksums).
