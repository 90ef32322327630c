meta:
  id: table_map_event
  title: "TABLE_MAP_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
    - /common/column_bitmap
    - /common/field_type
  endian: le
doc: |
  Gives a table id to a table and describes its columns for the row events that follow it:
  names of the database and table, one type code per column, the type-specific metadata of
  each column (lengths, precisions, fractional-second digits), which columns may be NULL and,
  since MySQL 8.0.1 and MariaDB 10.5, optional metadata entries (signedness, character sets,
  column names, ENUM/SET strings, primary key, ...) as the server's binlog_row_metadata
  setting asks for.

  Events written before MySQL 5.1.15 stop after the column types; `len_metadata`,
  `metadata` and `nullable_columns` are then absent.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/sql/log_event.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc
  - https://mariadb.com/kb/en/table_map_event/
params:
  - id: len_post_header
    type: u1
    doc: TABLE_MAP_EVENT's post-header length from the FDE; 6 means a 4-byte table id (MySQL 5.1 before 5.1.4).
seq:
  - id: table_id_low
    -orig-id: m_table_id
    type: u4
    doc: The table id's low 32 bits; all of it when the post-header is 6 bytes long.
  - id: table_id_high
    -orig-id: m_table_id
    type: u2
    if: len_post_header != 6
    doc: |
      The table id's high 16 bits (6-byte table ids, MySQL 5.1.4 and later). Read as a u4 and a
      u2 rather than one 48-bit field, which the JavaScript runtime cannot read.
  - id: flags
    -orig-id: m_flags
    type: u2
    doc: TM_*_F flags (1 = bit lengths exact, 2 = referenced by a foreign key in another schema, 4 = generated invisible primary key).
  - id: len_database_name
    -orig-id: m_dblen
    type: u1
  - id: database_name
    -orig-id: m_dbnam
    size: len_database_name
    type: str
    encoding: UTF-8
    doc: The table's database.
  - id: database_name_terminator
    contents: [0]
  - id: len_table_name
    -orig-id: m_tbllen
    type: u1
  - id: table_name
    -orig-id: m_tblnam
    size: len_table_name
    type: str
    encoding: UTF-8
    doc: The table's name.
  - id: table_name_terminator
    contents: [0]
  - id: num_columns
    -orig-id: m_colcnt
    type: packed_int
    doc: The table's number of columns.
  - id: column_types
    -orig-id: m_coltype
    type: u1
    enum: field_type::code
    repeat: expr
    repeat-expr: num_columns.value
    doc: The type each column has in row images (CHAR, ENUM and SET are all STRING here; the metadata says which).
  - id: len_metadata
    -orig-id: m_field_metadata_size
    type: packed_int
    if: not _io.eof
  - id: metadata
    -orig-id: m_field_metadata
    size: len_metadata.value
    type: metadata_block
    if: not _io.eof
    doc: The per-column metadata.
  - id: nullable_columns
    -orig-id: m_null_bits
    type: column_bitmap(num_columns.value)
    if: not _io.eof
    doc: Bit i set when column i may hold NULL; (num_columns + 7) / 8 bytes.
  - id: optional_metadata
    -orig-id: m_optional_metadata
    type: optional_metadata_field
    repeat: eos
    doc: Type-length-value entries up to the end of the body (binlog_row_metadata MINIMAL or FULL).
instances:
  table_id:
    value: '(len_post_header == 6 ? table_id_low : table_id_low + table_id_high * 4294967296).as<s8>'
    doc: The table id that the row events refer to.
types:
  metadata_block:
    doc: The per-column metadata, one entry per column in column order, each as long as its type needs.
    seq:
      - id: columns
        type: column_metadata(_parent.column_types[_index])
        repeat: expr
        repeat-expr: _parent.num_columns.value
        doc: One entry per column, sized by its type.
      - id: extra
        size-eos: true
        if: not _io.eof
        doc: Bytes after the last column's metadata (none from known servers), kept raw.
  column_metadata:
    doc: One column's metadata, in the layout its type has (none for most fixed-size types).
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
    params:
      - id: column_type
        type: u1
        enum: field_type::code
        doc: The column's type code.
    seq:
      - id: body
        type:
          switch-on: column_type
          cases:
            'field_type::code::float': meta_pack_length
            'field_type::code::double': meta_pack_length
            'field_type::code::tiny_blob': meta_pack_length
            'field_type::code::medium_blob': meta_pack_length
            'field_type::code::long_blob': meta_pack_length
            'field_type::code::blob': meta_pack_length
            'field_type::code::geometry': meta_pack_length
            'field_type::code::json': meta_pack_length
            'field_type::code::vector': meta_pack_length
            'field_type::code::varchar': meta_max_length
            'field_type::code::var_string': meta_max_length
            'field_type::code::string': meta_string
            'field_type::code::enum': meta_string
            'field_type::code::set': meta_string
            'field_type::code::bit': meta_bit
            'field_type::code::newdecimal': meta_decimal
            'field_type::code::time2': meta_fsp
            'field_type::code::datetime2': meta_fsp
            'field_type::code::timestamp2': meta_fsp
        doc: Absent for types without metadata (the integers, YEAR, DATE, old TIME/DATETIME/TIMESTAMP, NULL).
  meta_pack_length:
    doc: "FLOAT, DOUBLE, BLOB/TEXT, GEOMETRY, JSON and VECTOR: one byte."
    seq:
      - id: pack_length
        type: u1
        doc: FLOAT/DOUBLE the value's size (4 or 8); BLOB, TEXT, GEOMETRY, JSON, VECTOR how many bytes hold a value's length (1 to 4).
  meta_max_length:
    doc: "VARCHAR and VARBINARY: the largest value's size in bytes, little-endian."
    seq:
      - id: max_length
        type: u2
        doc: Largest value in bytes; values are prefixed by 1 length byte below 256, else 2.
  meta_string:
    doc: |
      CHAR, BINARY, ENUM and SET. The first byte is the real type; for CHAR longer than 255
      bytes, bits 4 and 5 of it carry bits 8 and 9 of the length, inverted (MySQL Bug#37426),
      so a real type without both of those bits set is a packed CHAR.
    seq:
      - id: byte0
        type: u1
        doc: The real type, with bits 8 and 9 of a long CHAR's length folded in (see the type's doc).
      - id: byte1
        type: u1
        doc: The low byte of the length.
    instances:
      is_packed:
        value: (byte0 & 0x30) != 0x30
        doc: Whether byte0 carries length bits (a CHAR longer than 255 bytes).
      real_type:
        value: 'is_packed ? byte0 | 0x30 : byte0'
        enum: string_real_type
        doc: STRING, ENUM or SET.
      max_length:
        value: 'is_packed ? byte1 | (((byte0 & 0x30) ^ 0x30) << 4) : byte1'
        doc: For STRING the largest value in bytes; for ENUM and SET the value's size in bytes.
  meta_bit:
    doc: "BIT(n): n % 8 and n / 8."
    seq:
      - id: num_extra_bits
        type: u1
        doc: Column width in bits, modulo 8.
      - id: num_bytes
        type: u1
        doc: Column width in bits, divided by 8.
    instances:
      len_value:
        value: 'num_bytes + (num_extra_bits > 0 ? 1 : 0)'
        doc: Bytes a value takes.
  meta_decimal:
    doc: DECIMAL(precision, scale).
    seq:
      - id: precision
        type: u1
        doc: Total number of digits.
      - id: scale
        type: u1
        doc: Digits after the decimal point.
  meta_fsp:
    doc: "TIME2, DATETIME2 and TIMESTAMP2: the fractional-second digits."
    seq:
      - id: fsp
        type: u1
        doc: Fractional-second digits (0 to 6).
  optional_metadata_field:
    doc: "One optional metadata entry: its kind, its length and its value."
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.h
    seq:
      - id: field_type
        -orig-id: type
        type: u1
        enum: optional_metadata_type
        doc: The entry's kind.
      - id: len_value
        type: packed_int
      - id: value
        size: len_value.value
        type:
          switch-on: field_type
          cases:
            'optional_metadata_type::signedness': msb_bitmap
            'optional_metadata_type::default_charset': default_charset
            'optional_metadata_type::column_charset': packed_values
            'optional_metadata_type::column_name': column_names
            'optional_metadata_type::set_str_value': str_value_lists
            'optional_metadata_type::enum_str_value': str_value_lists
            'optional_metadata_type::geometry_type': packed_values
            'optional_metadata_type::simple_primary_key': packed_values
            'optional_metadata_type::primary_key_with_prefix': key_parts
            'optional_metadata_type::enum_and_set_default_charset': default_charset
            'optional_metadata_type::enum_and_set_column_charset': packed_values
            'optional_metadata_type::column_visibility': msb_bitmap
            'optional_metadata_type::vector_dimensionality': packed_values
        doc: Raw bytes for a type this spec does not know.
  msb_bitmap:
    doc: |
      One bit per column of a kind, most significant bit of each byte first: SIGNEDNESS (set =
      UNSIGNED, one bit per numeric column) and COLUMN_VISIBILITY (set = visible, one bit per
      column). The last byte is padded with zero bits.
    meta:
      bit-endian: be
    seq:
      - id: bits
        type: b1
        repeat: expr
        repeat-expr: _io.size * 8
        doc: One bit per column of the group the entry covers, most significant bit first.
  default_charset:
    doc: DEFAULT_CHARSET and ENUM_AND_SET_DEFAULT_CHARSET, the collation most (ENUM/SET) string columns use, then the exceptions.
    seq:
      - id: default_collation
        type: packed_int
        doc: The collation most columns of the group use.
      - id: column_collations
        type: column_collation
        repeat: eos
        doc: The columns whose collation differs, with theirs.
  column_collation:
    doc: A column (its index in the group) and its collation.
    seq:
      - id: column_index
        type: packed_int
        doc: Index among the string (or ENUM/SET) columns, not among all columns.
      - id: collation
        type: packed_int
        doc: The column's collation id.
  packed_values:
    doc: |
      A list of packed integers: collation ids (COLUMN_CHARSET, ENUM_AND_SET_COLUMN_CHARSET),
      geometry types (GEOMETRY_TYPE), column indexes (SIMPLE_PRIMARY_KEY) or dimensions
      (VECTOR_DIMENSIONALITY), one per column it concerns.
    seq:
      - id: values
        type: packed_int
        repeat: eos
        doc: One number per column of the group.
  column_names:
    doc: "COLUMN_NAME: every column's name, in order."
    seq:
      - id: names
        type: column_name
        repeat: eos
        doc: The names.
  column_name:
    doc: A column name behind its packed length.
    seq:
      - id: len_name
        type: packed_int
      - id: name
        size: len_name.value
        type: str
        encoding: UTF-8
        doc: The name.
  str_value_lists:
    doc: SET_STR_VALUE and ENUM_STR_VALUE, the member strings of each SET (ENUM) column, in the column's character set.
    seq:
      - id: columns
        type: str_value_list
        repeat: eos
        doc: One list per ENUM (or SET) column, in column order.
  str_value_list:
    doc: The member names of one ENUM or SET column.
    seq:
      - id: num_values
        type: packed_int
      - id: values
        type: str_value
        repeat: expr
        repeat-expr: num_values.value
        doc: The names, in definition order.
  str_value:
    doc: One member name, in the column's charset.
    seq:
      - id: len_value
        type: packed_int
      - id: value
        size: len_value.value
        doc: The name's bytes.
  key_parts:
    doc: PRIMARY_KEY_WITH_PREFIX, the primary key's columns with their prefix lengths (0 for a whole column).
    seq:
      - id: parts
        type: key_part
        repeat: eos
        doc: The primary key's columns, in key order.
  key_part:
    doc: One column of the primary key and the length of the prefix indexed.
    seq:
      - id: column_index
        type: packed_int
        doc: The column's index.
      - id: prefix_length
        type: packed_int
        doc: Characters of the column in the key; 0 for the whole column.
enums:
  string_real_type:
    0xf7:
      id: enum
      -orig-id: MYSQL_TYPE_ENUM
    0xf8:
      id: set
      -orig-id: MYSQL_TYPE_SET
    0xfe:
      id: string
      -orig-id: MYSQL_TYPE_STRING
  optional_metadata_type:
    1:
      id: signedness
      -orig-id: SIGNEDNESS
    2:
      id: default_charset
      -orig-id: DEFAULT_CHARSET
    3:
      id: column_charset
      -orig-id: COLUMN_CHARSET
    4:
      id: column_name
      -orig-id: COLUMN_NAME
    5:
      id: set_str_value
      -orig-id: SET_STR_VALUE
    6:
      id: enum_str_value
      -orig-id: ENUM_STR_VALUE
    7:
      id: geometry_type
      -orig-id: GEOMETRY_TYPE
    8:
      id: simple_primary_key
      -orig-id: SIMPLE_PRIMARY_KEY
    9:
      id: primary_key_with_prefix
      -orig-id: PRIMARY_KEY_WITH_PREFIX
    10:
      id: enum_and_set_default_charset
      -orig-id: ENUM_AND_SET_DEFAULT_CHARSET
    11:
      id: enum_and_set_column_charset
      -orig-id: ENUM_AND_SET_COLUMN_CHARSET
    12:
      id: column_visibility
      -orig-id: COLUMN_VISIBILITY
    13:
      id: vector_dimensionality
      -orig-id: VECTOR_DIMENSIONALITY
