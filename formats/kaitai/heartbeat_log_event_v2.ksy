meta:
  id: heartbeat_log_event_v2
  title: "HEARTBEAT_LOG_EVENT_V2 (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
  endian: le
doc: |
  MySQL 8.0.26+ keep-alive with a 64-bit position, sent instead of HEARTBEAT_LOG_EVENT to
  replicas that ask for it. The body is a list of type-length-value fields, each type and
  length a packed integer; a field of type 0 ends the list. Unknown field types are kept raw.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event__v2.html
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp
seq:
  - id: fields
    type: field
    repeat: eos
    doc: Type-length-value fields up to the end of the body.
types:
  field:
    doc: "One field: its type, its length and its value; type 0 ends the list."
    seq:
      - id: field_type
        type: packed_int
        doc: "Field type: 0 ends the list (OTW_HB_HEADER_END_MARK), 1 is the file name (OTW_HB_LOG_FILENAME_FIELD), 2 the position (OTW_HB_LOG_POSITION_FIELD)."
      - id: len_value
        type: packed_int
        if: field_type.value != 0
      - id: value
        size: len_value.value
        type:
          switch-on: field_type.value
          cases:
            1: log_name_value
            2: log_position_value
            _: unknown_value
        if: field_type.value != 0
        doc: The field's value, by its type.
  log_name_value:
    doc: "Field 1: the name of the binary log file the source is at."
    seq:
      - id: log_name
        size-eos: true
        type: str
        encoding: UTF-8
        doc: Name of the binlog file the source is at.
  log_position_value:
    doc: "Field 2: the position in that file."
    seq:
      - id: log_position
        type: packed_int
        doc: The source's position in that file.
  unknown_value:
    doc: A field type this spec does not know, kept raw.
    seq:
      - id: data
        size-eos: true
        doc: Value of a field type this spec does not know, kept raw.
