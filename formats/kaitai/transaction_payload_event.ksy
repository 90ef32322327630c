meta:
  id: transaction_payload_event
  title: "TRANSACTION_PAYLOAD_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
  endian: le
doc: |
  A whole transaction's events in one event, compressed, written by MySQL 8.0.20+ with
  binlog_transaction_compression=ON. The body starts with a small header of typed fields,
  each a packed-integer type code, a packed-integer length and a value of that many bytes
  (itself a packed integer for the known types), in any order, closed by the type code 0
  alone. Then come the payload bytes up to the end of the event: the inner events (common
  headers included, without checksums) compressed as one zstd frame, or stored as they are
  when the compression type is 255. The events are kept here as bytes; decompressing them
  and walking the inner events is the reader's job (binlogspec.reader).
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/compression/base.h
seq:
  - id: header_fields
    type: header_field
    repeat: until
    repeat-until: _.field_type.value == 0
    doc: The header fields, the last one the end mark.
  - id: payload
    size-eos: true
    doc: The compressed (or stored) inner events.
instances:
  compression_type:
    value: header_fields[idx_compression_type].value.value
    enum: compression_type
    if: idx_compression_type >= 0
    doc: How the payload is compressed.
  idx_compression_type:
    value: |
      header_fields[0].field_type.value == 2 ? 0 :
      header_fields.size > 1 and header_fields[1].field_type.value == 2 ? 1 :
      header_fields.size > 2 and header_fields[2].field_type.value == 2 ? 2 :
      header_fields.size > 3 and header_fields[3].field_type.value == 2 ? 3 : -1
    doc: Index of the compression-type field among the first four header fields, -1 when missing.
  idx_payload_size:
    value: |
      header_fields[0].field_type.value == 1 ? 0 :
      header_fields.size > 1 and header_fields[1].field_type.value == 1 ? 1 :
      header_fields.size > 2 and header_fields[2].field_type.value == 1 ? 2 :
      header_fields.size > 3 and header_fields[3].field_type.value == 1 ? 3 : -1
    doc: Index of the payload-size field among the first four header fields, -1 when missing.
  idx_uncompressed_size:
    value: |
      header_fields[0].field_type.value == 3 ? 0 :
      header_fields.size > 1 and header_fields[1].field_type.value == 3 ? 1 :
      header_fields.size > 2 and header_fields[2].field_type.value == 3 ? 2 :
      header_fields.size > 3 and header_fields[3].field_type.value == 3 ? 3 : -1
    doc: Index of the uncompressed-size field among the first four header fields, -1 when missing.
  payload_size:
    value: header_fields[idx_payload_size].value.value
    if: idx_payload_size >= 0
    doc: Size of the payload in bytes as the header states it.
  uncompressed_size:
    value: header_fields[idx_uncompressed_size].value.value
    if: idx_uncompressed_size >= 0
    doc: Size of the inner events once decompressed; written only when the payload is compressed.
types:
  header_field:
    doc: One typed header field, or the end mark (type code 0, nothing after it).
    seq:
      - id: field_type
        type: packed_int
        doc: 0 end mark, 1 payload size, 2 compression type, 3 uncompressed size.
      - id: len_value
        type: packed_int
        if: field_type.value != 0
      - id: value
        size: len_value.value
        type: packed_int
        if: field_type.value >= 1 and field_type.value <= 3
        doc: The field's value (payload size, compression type or uncompressed size).
      - id: unknown_value
        size: len_value.value
        if: field_type.value > 3
        doc: The value of a field type this spec does not know, skipped as the server does.
enums:
  compression_type:
    0:
      id: zstd
      -orig-id: ZSTD
    255:
      id: none
      -orig-id: NONE
