meta:
  id: mariadb_gtid_list_event
  title: "GTID_LIST_EVENT of MariaDB (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The binary log state at the start of a file: for each replication domain and server id, the
  last GTID written in an earlier file. A server also sends it to a replica, with flags set,
  when the replica connects by GTID.
doc-ref:
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://mariadb.com/kb/en/gtid_list_event/
seq:
  - id: num_gtids_and_flags
    type: u4
    doc: Number of GTIDs in bits 0 to 27, flags in bits 28 to 31.
  - id: gtids
    -orig-id: list
    type: gtid
    repeat: expr
    repeat-expr: num_gtids
    doc: The last GTID of each replication domain and server.
  - id: padding
    size-eos: true
    doc: Bytes after the list; MariaDB writes two zero bytes after an empty list.
instances:
  list_flags:
    -orig-id: gl_flags
    value: num_gtids_and_flags >> 28
    doc: Bit 0 (FLAG_UNTIL_REACHED) and bit 1 (FLAG_IGN_GTIDS), set only in events a server sends to replicas.
  num_gtids:
    -orig-id: count
    value: num_gtids_and_flags & 0x0fffffff
types:
  gtid:
    doc: One GTID, printed domain_id-server_id-seq_no.
    seq:
      - id: domain_id
        type: u4
        doc: Replication domain.
      - id: server_id
        type: u4
        doc: Server that wrote the transaction.
      - id: seq_no
        type: u8
        doc: Sequence number in the domain.
