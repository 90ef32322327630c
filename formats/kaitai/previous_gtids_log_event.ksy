meta:
  id: previous_gtids_log_event
  title: "PREVIOUS_GTIDS_LOG_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The set of GTIDs written to all earlier binary log files of the server, at the start of
  each file (MySQL 5.6 and later). It is MySQL's binary GTID-set encoding: a 64-bit word with
  the number of source ids and, in its top byte, the encoding format; then per source id its
  UUID, (MySQL 8.3+ tagged format only) its tag, and its transaction-number intervals, each a
  half-open range [start, end). The tagged format, written once any GTID in the set has a tag,
  moves the count up by one byte and repeats the format number in the low byte.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/gtid/tag.cpp
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Previous__gtids__event.html
seq:
  - id: num_sids_and_format_low
    -orig-id: n_sids_encoded
    type: u4
    doc: |
      Bytes 0 to 3 of the 8-byte word that holds the number of source ids and the encoding
      format. The word is read as two u4 halves and taken apart with 32-bit operations only,
      which every target (JavaScript included) computes exactly.
  - id: num_sids_and_format_high
    -orig-id: n_sids_encoded
    type: u4
    doc: Bytes 4 to 7 of the word; its top byte is the encoding format (0 untagged, 1 tagged).
  - id: sids
    type: tsid_intervals(is_tagged)
    repeat: expr
    repeat-expr: num_sids
    doc: One entry per source id, in the server's sorted order.
instances:
  gtid_format:
    value: num_sids_and_format_high >> 24
    enum: gtid_format
    doc: The encoding format of the set.
  is_tagged:
    value: num_sids_and_format_high >> 24 == 1
    doc: Whether every source id carries a tag field.
  num_sids:
    value: '(is_tagged ? (num_sids_and_format_low >> 8) + (num_sids_and_format_high & 0xffffff) * 16777216 : num_sids_and_format_low + (num_sids_and_format_high & 0xffffff) * 4294967296).as<s8>'
    doc: Number of source ids in the set.
types:
  tsid_intervals:
    doc: One source id (UUID and, in the tagged format, a tag) and its transaction-number intervals.
    params:
      - id: is_tagged
        type: bool
        doc: Whether the set uses the tagged format (every source id has a tag field).
    seq:
      - id: sid
        -orig-id: uuid
        size: 16
        doc: The source UUID in binary form.
      - id: tag
        type: serialized_string
        if: is_tagged
        doc: The GTID tag; empty for the untagged GTIDs of a tagged-format set.
      - id: num_intervals
        -orig-id: n_intervals
        type: u8
      - id: intervals
        type: interval
        repeat: expr
        repeat-expr: num_intervals
        doc: The transaction-number ranges of this source id, in ascending order.
  interval:
    doc: The transaction numbers start to end - 1.
    seq:
      - id: start
        type: s8
        doc: First transaction number of the range.
      - id: end
        type: s8
        doc: One past the last transaction number of the range.
  serialized_string:
    doc: |
      A string as the MySQL serialization library writes it: its length as a variable-length
      integer (for the up to 32 characters of a tag a single byte, the length times two), then
      the characters.
    seq:
      - id: len_value_encoded
        type: u1
        valid:
          max: 0x7e
        doc: The length shifted left by one (bit 0 clear marks a one-byte variable-length integer).
      - id: value
        size: len_value_encoded >> 1
        type: str
        encoding: ASCII
        doc: The tag.
enums:
  gtid_format:
    0: untagged
    1: tagged
