meta:
  id: field_type
  title: "Column type codes (enum_field_types)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The column type codes a TABLE_MAP event lists, one byte per column.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/include/field_types.h
  - https://github.com/MariaDB/server/blob/11.4/include/mysql_com.h
enums:
  code:
    0:
      id: decimal
      -orig-id: MYSQL_TYPE_DECIMAL
      doc: Pre-5.0 DECIMAL stored as ASCII digits.
    1:
      id: tiny
      -orig-id: MYSQL_TYPE_TINY
      doc: TINYINT, 1 byte.
    2:
      id: short
      -orig-id: MYSQL_TYPE_SHORT
      doc: SMALLINT, 2 bytes.
    3:
      id: long
      -orig-id: MYSQL_TYPE_LONG
      doc: INT, 4 bytes.
    4:
      id: float
      -orig-id: MYSQL_TYPE_FLOAT
      doc: FLOAT, 4-byte IEEE 754.
    5:
      id: double
      -orig-id: MYSQL_TYPE_DOUBLE
      doc: DOUBLE, 8-byte IEEE 754.
    6:
      id: "null"
      -orig-id: MYSQL_TYPE_NULL
      doc: Only NULL; takes no bytes.
    7:
      id: timestamp
      -orig-id: MYSQL_TYPE_TIMESTAMP
      doc: TIMESTAMP before 5.6, seconds since the epoch in 4 bytes.
    8:
      id: longlong
      -orig-id: MYSQL_TYPE_LONGLONG
      doc: BIGINT, 8 bytes.
    9:
      id: int24
      -orig-id: MYSQL_TYPE_INT24
      doc: MEDIUMINT, 3 bytes.
    10:
      id: date
      -orig-id: MYSQL_TYPE_DATE
      doc: DATE, 3 bytes packed day, month, year.
    11:
      id: time
      -orig-id: MYSQL_TYPE_TIME
      doc: TIME before 5.6, 3 bytes packed as HHMMSS decimal.
    12:
      id: datetime
      -orig-id: MYSQL_TYPE_DATETIME
      doc: DATETIME before 5.6, 8 bytes packed as YYYYMMDDHHMMSS decimal.
    13:
      id: year
      -orig-id: MYSQL_TYPE_YEAR
      doc: YEAR, 1 byte, offset from 1900.
    14:
      id: newdate
      -orig-id: MYSQL_TYPE_NEWDATE
      doc: Internal name of DATE; same layout.
    15:
      id: varchar
      -orig-id: MYSQL_TYPE_VARCHAR
      doc: VARCHAR and VARBINARY with a 1- or 2-byte length.
    16:
      id: bit
      -orig-id: MYSQL_TYPE_BIT
      doc: BIT(n), big-endian bytes.
    17:
      id: timestamp2
      -orig-id: MYSQL_TYPE_TIMESTAMP2
      doc: TIMESTAMP since 5.6, big-endian seconds and fraction.
    18:
      id: datetime2
      -orig-id: MYSQL_TYPE_DATETIME2
      doc: DATETIME since 5.6, packed big-endian bit fields and fraction.
    19:
      id: time2
      -orig-id: MYSQL_TYPE_TIME2
      doc: TIME since 5.6, packed big-endian bit fields and fraction.
    20:
      id: typed_array
      -orig-id: MYSQL_TYPE_TYPED_ARRAY
      doc: Multi-valued index element type; not written in row images.
    242:
      id: vector
      -orig-id: MYSQL_TYPE_VECTOR
      doc: VECTOR (MySQL 9), float32 elements behind a length.
    243:
      id: invalid
      -orig-id: MYSQL_TYPE_INVALID
      doc: Never written.
    244:
      id: bool
      -orig-id: MYSQL_TYPE_BOOL
      doc: Never written in row images.
    245:
      id: json
      -orig-id: MYSQL_TYPE_JSON
      doc: JSON in MySQL's binary format behind a length.
    246:
      id: newdecimal
      -orig-id: MYSQL_TYPE_NEWDECIMAL
      doc: DECIMAL(p, s) in the packed binary format.
    247:
      id: enum
      -orig-id: MYSQL_TYPE_ENUM
      doc: ENUM; in row images it is carried as STRING with the real type in metadata.
    248:
      id: set
      -orig-id: MYSQL_TYPE_SET
      doc: SET; in row images it is carried as STRING with the real type in metadata.
    249:
      id: tiny_blob
      -orig-id: MYSQL_TYPE_TINY_BLOB
      doc: Written as BLOB.
    250:
      id: medium_blob
      -orig-id: MYSQL_TYPE_MEDIUM_BLOB
      doc: Written as BLOB.
    251:
      id: long_blob
      -orig-id: MYSQL_TYPE_LONG_BLOB
      doc: Written as BLOB.
    252:
      id: blob
      -orig-id: MYSQL_TYPE_BLOB
      doc: BLOB and TEXT with a 1- to 4-byte length.
    253:
      id: var_string
      -orig-id: MYSQL_TYPE_VAR_STRING
      doc: Old VARCHAR; same layout as VARCHAR.
    254:
      id: string
      -orig-id: MYSQL_TYPE_STRING
      doc: CHAR, BINARY, ENUM and SET; metadata says which.
    255:
      id: geometry
      -orig-id: MYSQL_TYPE_GEOMETRY
      doc: "Spatial value: 4-byte SRID and WKB behind a length."
