meta:
  id: transaction_context_event
  title: "TRANSACTION_CONTEXT_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Group Replication's certification data for a transaction: which server and thread ran it,
  the GTID set it was executed against, and the hashes of the rows it wrote (its write set).
  The event travels in the group's messages and appears in relay logs of the group
  replication channels, not in a server's own binary log. All lengths come in a fixed
  18-byte block before the variable parts.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Transaction__context__event.html
seq:
  - id: len_server_uuid
    -orig-id: server_uuid_len
    type: u1
  - id: thread_id
    type: u4
    doc: Id of the session that ran the transaction.
  - id: gtid_specified
    type: u1
    doc: 1 when the session set GTID_NEXT to a GTID of its own.
  - id: len_snapshot_version
    -orig-id: encoded_snapshot_version_length
    type: u4
  - id: num_write_set_items
    -orig-id: write_set_len
    type: u4
    doc: How many write-set hashes follow.
  - id: num_read_set_items
    -orig-id: read_set_len
    type: u4
    doc: Always 0 as the server writes it; the read set is not collected.
  - id: server_uuid
    size: len_server_uuid
    type: str
    encoding: ASCII
    doc: UUID of the server that ran the transaction, in its 36-character text form.
  - id: snapshot_version
    -orig-id: encoded_snapshot_version
    size: len_snapshot_version
    doc: The GTID set the transaction ran against, in the binary GTID-set encoding of PREVIOUS_GTIDS_LOG_EVENT.
  - id: write_set
    type: set_item
    repeat: expr
    repeat-expr: num_write_set_items
    doc: Hashes of the primary and unique keys of the rows the transaction changed.
  - id: read_set
    type: set_item
    repeat: expr
    repeat-expr: num_read_set_items
    doc: The read set's hashes.
types:
  set_item:
    doc: One hash, behind a 2-byte length.
    seq:
      - id: len_hash
        type: u2
      - id: hash
        size: len_hash
        doc: The hash as text written by the server (base64 of the 8-byte hash in MySQL 8).
