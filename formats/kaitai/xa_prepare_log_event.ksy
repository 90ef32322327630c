meta:
  id: xa_prepare_log_event
  title: "XA_PREPARE_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  Ends the event group of an XA transaction that was prepared (XA PREPARE) or committed in one
  phase (XA COMMIT ... ONE PHASE), in the place of the XID event of an ordinary transaction. It
  carries the XA transaction id: format id, global transaction id and branch qualifier. MySQL
  5.7.7+ and MariaDB 10.5+ write the same layout. The post-header is empty.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
seq:
  - id: one_phase
    type: u1
    doc: 1 for XA COMMIT ... ONE PHASE, 0 for XA PREPARE.
  - id: format_id
    -orig-id: formatID
    type: s4
    doc: The XID format id (-1 means a null XID, 0 the OSI CCR format; MySQL's default is 1).
  - id: len_gtrid
    -orig-id: gtrid_length
    type: u4
    valid:
      max: 64
    doc: Length of the global transaction id, 1 to 64.
  - id: len_bqual
    -orig-id: bqual_length
    type: u4
    valid:
      max: 64
    doc: Length of the branch qualifier, 0 to 64.
  - id: gtrid
    size: len_gtrid
    doc: The global transaction id, bytes as the client gave them.
  - id: bqual
    size: len_bqual
    doc: The branch qualifier, bytes as the client gave them.
