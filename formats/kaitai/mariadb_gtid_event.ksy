meta:
  id: mariadb_gtid_event
  title: "GTID_EVENT of MariaDB (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Opens an event group (a transaction, or a single DDL statement) in MariaDB 10.0+ and gives
  it its GTID, printed domain_id-server_id-seq_no, the server id coming from the event header.
  After the fixed 13 bytes come, each only when a flag asks for it: the group commit id, the
  XA transaction id, and from MariaDB 10.5 an extra-flags byte with its own optional fields
  (number of extra engines, the sequence number of the START ALTER that a COMMIT or ROLLBACK
  ALTER finishes, from 11.5 the thread id). The server pads the body with zero bytes to at
  least 19 bytes, so a zero extra-flags byte may be padding.
doc-ref:
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.h
  - https://github.com/MariaDB/server/blob/11.8/sql/log_event_server.cc
  - https://mariadb.com/kb/en/gtid_event/
seq:
  - id: seq_no
    type: u8
    doc: Sequence number of the GTID.
  - id: domain_id
    type: u4
    doc: Replication domain of the GTID.
  - id: flags2
    type: u1
    doc: |
      FL_STANDALONE 0x01 (no COMMIT ends the group), FL_GROUP_COMMIT_ID 0x02,
      FL_TRANSACTIONAL 0x04, FL_ALLOW_PARALLEL 0x08, FL_WAITED 0x10, FL_DDL 0x20,
      FL_PREPARED_XA 0x40, FL_COMPLETED_XA 0x80.
  - id: commit_id
    type: u8
    if: (flags2 & 0x02) != 0
    doc: Id shared by the groups committed together on the source (FL_GROUP_COMMIT_ID).
  - id: xid
    type: xa_xid
    if: (flags2 & 0xc0) != 0
    doc: The XA transaction id (FL_PREPARED_XA or FL_COMPLETED_XA).
  - id: flags_extra
    type: u1
    if: has_flags_extra
    doc: |
      FL_EXTRA_MULTI_ENGINE_E1 0x01, FL_START_ALTER_E1 0x02, FL_COMMIT_ALTER_E1 0x04,
      FL_ROLLBACK_ALTER_E1 0x08, FL_EXTRA_THREAD_ID 0x10 (11.5+); 0 when the byte is padding.
  - id: extra_engines
    type: u1
    if: has_flags_extra and (flags_extra & 0x01) != 0
    doc: Number of engines the transaction used beyond the first.
  - id: sa_seq_no
    type: u8
    if: has_flags_extra and (flags_extra & 0x0c) != 0
    doc: Sequence number of the START ALTER GTID this COMMIT or ROLLBACK ALTER completes.
  - id: thread_id
    type: u4
    if: has_flags_extra and (flags_extra & 0x10) != 0
    doc: Id of the session that ran the group (MariaDB 11.5+).
  - id: padding
    size-eos: true
    doc: Zero bytes up to the minimal 19-byte body, or fields of a newer server.
instances:
  has_flags_extra:
    value: _io.size > ofs_flags_extra
    doc: Whether the body goes on past the commit id and XA id.
  ofs_flags_extra:
    value: '13 + ((flags2 & 0x02) != 0 ? 8 : 0) + ((flags2 & 0xc0) != 0 ? 6 + xid.len_gtrid + xid.len_bqual : 0)'
    doc: Where the extra-flags byte starts when present.
types:
  xa_xid:
    doc: An XA transaction id in MariaDB's short form (1-byte lengths).
    seq:
      - id: format_id
        -orig-id: formatID
        type: s4
        doc: The XID's format id (-1 for a null XID).
      - id: len_gtrid
        -orig-id: gtrid_length
        type: u1
        valid:
          max: 64
      - id: len_bqual
        -orig-id: bqual_length
        type: u1
        valid:
          max: 64
      - id: gtrid
        size: len_gtrid
        doc: The global transaction id.
      - id: bqual
        size: len_bqual
        doc: The branch qualifier.
