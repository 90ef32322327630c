meta:
  id: column_bitmap
  title: "One bit per column, least significant bit first"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  bit-endian: le
doc: |
  The column bitmaps of TABLE_MAP and ROWS events: bit 0 of byte 0 is the first column, bit 7
  of byte 0 the eighth, bit 0 of byte 1 the ninth. The last byte is padded with zero bits.
params:
  - id: num_bits
    type: u4
seq:
  - id: bits
    type: b1
    repeat: expr
    repeat-expr: num_bits
  - id: padding
    type: b1
    repeat: expr
    repeat-expr: (8 - num_bits % 8) % 8
    doc: Bits that fill the last byte; zero as the server writes them.
