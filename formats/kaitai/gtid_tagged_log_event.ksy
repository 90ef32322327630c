meta:
  id: gtid_tagged_log_event
  title: "GTID_TAGGED_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The GTID event of MySQL 8.3+ for a transaction whose GTID has a tag (UUID:tag:number). Unlike
  GTID_LOG_EVENT it is written with the MySQL serialization library: a message made of a format
  version, the message size, the id of the last field a reader must understand, then fields,
  each a field id followed by its value, with no type or length of its own. Field ids count
  up from 0 in a fixed order (flags, UUID, GNO, tag, last_committed, sequence_number, immediate
  commit timestamp, original commit timestamp, transaction length, immediate server version,
  original server version, commit group ticket); ids 7, 10 and 11 are left out when the value
  is the default (the original values equal the immediate ones; no ticket). Integers are the
  library's variable-length integers: the count of trailing one bits of the first byte, plus
  one, is the number of bytes; the value follows those bits, least significant first. Signed
  fields (GNO, last_committed, sequence_number) are zigzag-coded, the sign in bit 0. The UUID
  is a fixed array of 16 such integers, one per byte, and the tag a length-prefixed string.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/readme.md
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/variable_length_integers.h
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/serializer_default_impl.hpp
seq:
  - id: format_version
    -orig-id: serialization_format_version
    type: varlen_uint
    doc: Serialization format version, written where a nested message writes its field id; 1 so far.
  - id: len_message
    -orig-id: serializable_field_size
    type: varlen_uint
    doc: Size of the whole message in bytes, from format_version up to the end of the last field.
  - id: last_non_ignorable_field_id
    type: varlen_uint
    doc: One more than the highest field id a reader must know to decode the message; 0 when every field may be skipped.
  - id: fields
    size: len_message.value - format_version.len_encoded - len_message.len_encoded - last_non_ignorable_field_id.len_encoded
    type: field_list
    doc: The message's fields, each with its id.
  - id: unparsed
    size-eos: true
    doc: Bytes after the message; none in events MySQL writes.
instances:
  commit_group_ticket:
    value: fields.entries[idx_commit_group_ticket].uint_value.value
    if: has_commit_group_ticket
    doc: Binlog group commit ticket.
  gno:
    value: fields.entries[2].sint_value.value_signed
    doc: Transaction number within the UUID and tag.
  gtid_flags:
    value: fields.entries[0].uint_value.value
    doc: Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
  # has_*: `a ? b : false` rather than `a and b`: kaitai-struct-compiler 0.11's Go output computes
  # both operands of `and` before it tests the first, and would index past the list's end.
  has_commit_group_ticket:
    value: 'fields.entries.size > idx_commit_group_ticket ? fields.entries[idx_commit_group_ticket].field_id.value == 11 : false'
    doc: Whether field 11 (commit group ticket) is present.
  has_original_commit_timestamp:
    value: 'fields.entries.size > 7 ? fields.entries[7].field_id.value == 7 : false'
    doc: Whether field 7 (original commit timestamp) is present.
  has_original_server_version:
    value: 'fields.entries.size > idx_transaction_length + 2 ? fields.entries[idx_transaction_length + 2].field_id.value == 10 : false'
    doc: Whether field 10 (original server version) is present.
  idx_commit_group_ticket:
    value: 'idx_transaction_length + (has_original_server_version ? 3 : 2)'
    doc: Index in fields.entries where field 11 (commit group ticket) is when present.
  idx_transaction_length:
    value: 'has_original_commit_timestamp ? 8 : 7'
    doc: Index in fields.entries of field 8 (transaction length).
  immediate_commit_timestamp:
    value: fields.entries[6].uint_value.value
    doc: Commit time on the immediate source, in microseconds since the epoch.
  immediate_server_version:
    value: fields.entries[idx_transaction_length + 1].uint_value.value
    doc: Version of the immediate source as major * 10000 + minor * 100 + patch.
  last_committed:
    value: fields.entries[4].sint_value.value_signed
    doc: The sequence_number of the transaction this one must wait for before it may be applied in parallel.
  original_commit_timestamp:
    value: 'has_original_commit_timestamp ? fields.entries[7].uint_value.value : immediate_commit_timestamp'
    doc: Commit time on the originating server, in microseconds since the epoch.
  original_server_version:
    value: 'has_original_server_version ? fields.entries[idx_transaction_length + 2].uint_value.value : immediate_server_version'
    doc: Version of the originating server.
  sequence_number:
    value: fields.entries[5].sint_value.value_signed
    doc: This transaction's logical timestamp in the binary log file.
  tag:
    value: fields.entries[3].tag.value
    doc: The GTID tag.
  transaction_length:
    value: fields.entries[idx_transaction_length].uint_value.value
    doc: Size in bytes of the whole transaction, this event included.
types:
  field_list:
    doc: The fields of the serialized message, up to its end.
    seq:
      - id: entries
        type: tagged_field
        repeat: eos
        doc: Fields in id order; a field with its default value may be left out.
  tagged_field:
    doc: |
      One field: its id, then its value in the form the id implies. An id this spec does not
      know takes the rest of the message, as its length cannot be told (newer fields are
      appended after the known ones, so nothing known is lost).
    seq:
      - id: field_id
        type: varlen_uint
        doc: Which field this is (0 gtid_flags up to 11 commit_group_ticket).
      - id: uint_value
        type: varlen_uint
        if: field_id.value == 0 or (field_id.value >= 6 and field_id.value <= 11)
        doc: Unsigned fields (0 flags, 6 to 9 timestamps, length and version, 10 version, 11 ticket).
      - id: sint_value
        type: varlen_uint
        if: field_id.value == 2 or field_id.value == 4 or field_id.value == 5
        doc: Signed fields (2 GNO, 4 last_committed, 5 sequence_number); read value_signed.
      - id: uuid_octets
        type: varlen_uint
        repeat: expr
        repeat-expr: 16
        if: field_id.value == 1
        doc: Field 1, the source UUID, one variable-length integer per byte.
      - id: tag
        type: serialized_string
        if: field_id.value == 3
        doc: Field 3, the GTID tag.
      - id: unknown
        size-eos: true
        if: field_id.value > 11
        doc: The rest of the message after a field id this spec does not know, kept raw.
  serialized_string:
    doc: A string of the serialization library, its length a variable-length integer.
    seq:
      - id: len_value
        type: varlen_uint
      - id: value
        size: len_value.value
        type: str
        encoding: UTF-8
        doc: The string.
  varlen_uint:
    doc: |
      A variable-length unsigned integer of the MySQL serialization library (1 to 9 bytes).
      The number of trailing one bits of the first byte, plus one, is the length; the value
      starts right after the first zero bit and goes on in the following bytes, little-endian.
      A first byte of 0xff announces the full 64-bit value in the next 8 bytes.
    seq:
      - id: first
        type: u1
        doc: "The first byte: its trailing one bits give the length, the bits above them the value's low bits."
      - id: more_low
        type:
          switch-on: len_encoded
          cases:
            2: u1
            3: u2
            4: b24le
            5: u4
            6: u4
            7: u4
            8: u4
            9: u4
        if: len_encoded > 1
        doc: |
          The bytes after the first, little-endian: all of them for lengths 2 to 5, the first
          four for longer ones. (Read in parts of at most 32 bits, as the JavaScript runtime
          requires.)
      - id: more_high
        type:
          switch-on: len_encoded
          cases:
            6: u1
            7: u2
            8: b24le
            9: u4
        if: len_encoded > 5
        doc: The bytes after those of more_low, little-endian (lengths 6 to 9).
    instances:
      len_encoded:
        value: |
          (first & 0x01) == 0 ? 1 :
          (first & 0x02) == 0 ? 2 :
          (first & 0x04) == 0 ? 3 :
          (first & 0x08) == 0 ? 4 :
          (first & 0x10) == 0 ? 5 :
          (first & 0x20) == 0 ? 6 :
          (first & 0x40) == 0 ? 7 :
          (first & 0x80) == 0 ? 8 : 9
        doc: How many bytes the integer takes.
      value:
        value: |
          (len_encoded == 1 ? first >> 1 :
          len_encoded == 9 ? more_low + more_high * 4294967296 :
          (first >> len_encoded)
            + (more_low + (len_encoded > 5 ? more_high * 4294967296 : 0)) * (1 << (8 - len_encoded))).as<u8>
        doc: >-
          The integer, read as unsigned. (`.as<u8>`: a 64-bit integer in every language; Java's
          would otherwise be an int.)
      value_signed:
        value: '(value % 2 == 0 ? value / 2 : -((value - 1) / 2) - 1).as<s8>'
        doc: The integer, read as a zigzag-coded signed one.
