meta:
  id: packed_int
  title: "MySQL packed (length-encoded) integer"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  A variable-width unsigned integer as the server writes it with net_store_length():
  a first byte below 251 is the value itself; 0xfc, 0xfd and 0xfe announce a 2-, 3- or
  8-byte little-endian value that follows. 0xff never starts a packed integer and is rejected.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Binary__log__event.html
  - https://github.com/mysql/mysql-server/blob/8.4/mysys/pack.cc
seq:
  - id: first
    type: u1
    valid:
      max: 0xfe
    doc: |
      The whole value when below 0xfb; else a width marker. 0xfb (NULL in the client
      protocol) is never written in a binlog and is read as the one-byte value 251.
  - id: value_u2
    type: u2
    if: first == 0xfc
    doc: The value when first is 0xfc.
  - id: value_u3
    type: b24le
    if: first == 0xfd
    doc: The value when first is 0xfd.
  - id: value_u8
    type: u8
    if: first == 0xfe
    doc: The value when first is 0xfe.
instances:
  value:
    value: |
      first <= 0xfb ? first :
      first == 0xfc ? value_u2 :
      first == 0xfd ? value_u3 :
      value_u8
    doc: The decoded unsigned value.
  len_packed:
    value: 'first <= 0xfb ? 1 : first == 0xfc ? 3 : first == 0xfd ? 4 : 9'
    doc: How many bytes the packed integer took.
