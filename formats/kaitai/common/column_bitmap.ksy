meta:
  id: column_bitmap
  title: "One bit per column, least significant bit first"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
  bit-endian: le
doc: |
  The column bitmaps of TABLE_MAP and ROWS events: bit 0 of byte 0 is the first column, bit 7
  of byte 0 the eighth, bit 0 of byte 1 the ninth. The last byte is padded with zero bits.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
  - https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/
params:
  - id: num_bits
    type: u4
    doc: How many columns the bitmap covers.
seq:
  - id: bits
    type: b1
    repeat: expr
    repeat-expr: num_bits
    doc: One bit per column, column 0 first.
  - id: padding
    type: b1
    repeat: expr
    repeat-expr: (8 - num_bits % 8) % 8
    doc: Bits that fill the last byte; zero as the server writes them.
