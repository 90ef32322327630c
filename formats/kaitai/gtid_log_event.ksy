meta:
  id: gtid_log_event
  title: "GTID_LOG_EVENT and ANONYMOUS_GTID_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
  endian: le
doc: |
  Opens a transaction and names it: a GTID (source UUID and transaction number) for
  GTID_LOG_EVENT, or UUID and number all zero for ANONYMOUS_GTID_LOG_EVENT, which the server
  writes when GTIDs are off. The body grew over the versions and every part after the GNO is
  optional: MySQL 5.6 stops after the GNO; 5.7 adds the logical clock used by the parallel
  applier (a type code, then last_committed and sequence_number); 8.0.1 adds commit
  timestamps, 8.0.2 the transaction length, 8.0.14 the server versions and 8.0.33 the commit
  group ticket. A reader takes each part while bytes remain. Two parts announce an optional
  partner with their top bit: the 7-byte immediate commit timestamp (bit 55) is followed by the
  original commit timestamp when the transaction came from another server, and the 4-byte
  immediate server version (bit 31) likewise by the original server version.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Gtid__event.html
seq:
  - id: gtid_flags
    type: u1
    doc: Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
  - id: sid
    -orig-id: tsid_parent_struct
    size: 16
    doc: UUID of the server the transaction originated on, in the 16-byte binary form; all zero when anonymous.
  - id: gno
    -orig-id: rpl_gtid_gno
    type: s8
    doc: Transaction number on that server (1 and up); 0 when anonymous.
  - id: lc_typecode
    type: u1
    if: not _io.eof
    doc: Kind of logical clock that follows; 2 (LOGICAL_TIMESTAMP_TYPECODE) since MySQL 5.7.5. Absent in MySQL 5.6.
  - id: unknown_clocks
    size-eos: true
    if: has_lc_typecode and lc_typecode != 2
    doc: The rest of an event whose clock type code is not 2 (MySQL 5.7.4 and earlier); the server ignores it.
  - id: last_committed
    type: s8
    if: has_logical_clocks
    doc: The sequence_number of the transaction this one must wait for before it may be applied in parallel.
  - id: sequence_number
    type: s8
    if: has_logical_clocks
    doc: This transaction's logical timestamp in the binary log file, counted from 1 per file.
  - id: immediate_commit_timestamp_low
    -orig-id: immediate_commit_timestamp
    type: u4
    if: has_commit_timestamps
    doc: |
      Bits 0 to 31 of the 7-byte immediate commit timestamp field. The field is read in two
      parts (u4, then b24le) because the JavaScript runtime cannot read a 56-bit field.
  - id: immediate_commit_timestamp_high
    -orig-id: immediate_commit_timestamp
    type: b24le
    if: has_commit_timestamps
    doc: |
      Bits 32 to 55 of the immediate commit timestamp field: its bits 0 to 22 are the
      timestamp's bits 32 to 54, its bit 23 (bit 55 of the field) is set when an original
      commit timestamp follows.
  - id: original_commit_timestamp_low
    -orig-id: original_commit_timestamp
    type: u4
    if: has_original_commit_timestamp
    doc: Bits 0 to 31 of the 7-byte original commit timestamp.
  - id: original_commit_timestamp_high
    -orig-id: original_commit_timestamp
    type: b24le
    if: has_original_commit_timestamp
    doc: Bits 32 to 55 of the original commit timestamp.
  - id: transaction_length
    type: packed_int
    if: has_transaction_length
    doc: Size in bytes of the whole transaction, this event included.
  - id: immediate_server_version_flagged
    -orig-id: immediate_server_version
    type: u4
    if: has_server_versions
    doc: |
      Version of the immediate source as major * 10000 + minor * 100 + patch (80028 for
      8.0.28) in bits 0 to 30; bit 31 set when an original server version follows.
  - id: original_server_version_field
    -orig-id: original_server_version
    type: u4
    if: has_original_server_version
    doc: Version of the originating server, in the same form.
  - id: commit_group_ticket
    type: u8
    if: has_server_versions and not _io.eof
    doc: Binlog group commit ticket (MySQL 8.0.33+), written only when the transaction has one.
instances:
  has_commit_timestamps:
    value: has_logical_clocks and _io.size > 42
    doc: Whether the commit timestamps are present (MySQL 8.0.1 and later).
  has_lc_typecode:
    value: _io.size > 25
    doc: Whether the event goes on past the GNO (MySQL 5.7 and later).
  has_logical_clocks:
    value: has_lc_typecode and lc_typecode == 2
    doc: Whether last_committed and sequence_number are present.
  has_original_commit_timestamp:
    value: has_commit_timestamps and (immediate_commit_timestamp_high & 0x800000) != 0
    doc: Whether the transaction came from another server, so that an original commit timestamp follows.
  has_original_server_version:
    value: has_server_versions and (immediate_server_version_flagged & 0x80000000) != 0
    doc: Whether an original server version follows the immediate one.
  has_server_versions:
    value: has_transaction_length and _io.size > 42 + len_commit_timestamps + transaction_length.len_packed
    doc: Whether the server versions are present (MySQL 8.0.14 and later).
  has_transaction_length:
    value: has_commit_timestamps and _io.size > 42 + len_commit_timestamps
    doc: Whether the transaction length is present (MySQL 8.0.2 and later).
  immediate_commit_timestamp:
    value: (immediate_commit_timestamp_low + (immediate_commit_timestamp_high & 0x7fffff) * 4294967296).as<s8>
    if: has_commit_timestamps
    doc: Commit time on the immediate source, in microseconds since the epoch.
  immediate_server_version:
    value: immediate_server_version_flagged & 0x7fffffff
    if: has_server_versions
    doc: Version of the immediate source.
  len_commit_timestamps:
    value: 'has_original_commit_timestamp ? 14 : 7'
    doc: Bytes the commit timestamps take when present.
  original_commit_timestamp:
    value: '(has_original_commit_timestamp ? original_commit_timestamp_low + original_commit_timestamp_high * 4294967296 : immediate_commit_timestamp).as<s8>'
    if: has_commit_timestamps
    doc: Commit time on the originating server; the immediate one when the event does not carry it.
  original_server_version:
    value: 'has_original_server_version ? original_server_version_field : immediate_server_version'
    if: has_server_versions
    doc: Version of the originating server; the immediate one when the event does not carry it.
