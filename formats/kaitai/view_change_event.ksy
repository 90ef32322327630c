meta:
  id: view_change_event
  title: "VIEW_CHANGE_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Group Replication marks a change of the group's membership (a view change) with this event
  in the group_replication_applier relay log and the binary log. It carries the new view's id
  and, for a joining member, the certification information it needs: a map from write-set
  hash to the GTID set in which that row was last changed.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1View__change__event.html
seq:
  - id: view_id
    size: 40
    type: strz
    encoding: ASCII
    doc: The view id (like 15883451581012337:5), padded with zero bytes to 40.
  - id: seq_number
    type: s8
    doc: The certifier's sequence number when the view changed.
  - id: num_cert_info
    -orig-id: cert_info_len
    type: u4
  - id: cert_info
    -orig-id: certification_info
    type: cert_info_entry
    repeat: expr
    repeat-expr: num_cert_info
    doc: The certification database entries.
types:
  cert_info_entry:
    doc: One entry of the certification information.
    seq:
      - id: len_key
        type: u2
      - id: key
        size: len_key
        doc: A write-set hash, as text.
      - id: len_value
        type: u4
      - id: value
        size: len_value
        doc: The GTID set of the last change to those rows, in the binary GTID-set encoding.
