meta:
  id: column_cell
  title: "One column of a row image in a row event"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
    - /common/field_type
    - /table_map_event
  endian: le
doc: |
  The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event. A column that
  is not in the image, or is NULL in it, takes none. Otherwise its layout follows from the
  column's type and metadata in the table's TABLE_MAP event: a fixed number of bytes for
  numbers and temporal types (computed from the metadata for FLOAT, DOUBLE, DECIMAL, BIT and
  the fractional-second types), a 1- to 4-byte little-endian length and that many bytes for
  strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR. A STRING column is CHAR, ENUM or SET by the
  real type in its metadata (`cell_string`). The value is kept as raw bytes in a small type per
  layout (`cell_fixed`, `cell_var`, `cell_decimal`), where decoded values can be added as
  instances.

  The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
  before image instead of a whole document; `json_diff` is read then.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc
params:
  - id: table_map
    type: table_map_event
    doc: The TABLE_MAP event of the row event's table.
  - id: index
    type: u4
    doc: The column's position in the table (0-based).
  - id: is_present
    type: bool
    doc: The column is in this image (its bit is set in the event's column bitmap).
  - id: is_null
    type: bool
    doc: The column is in the image and NULL (its bit is set in the image's NULL bitmap).
  - id: is_partial_json
    type: bool
    doc: The column is a JSON column written as a diff (PARTIAL_UPDATE_ROWS after image).
seq:
  - id: value
    type:
      switch-on: column_type
      cases:
        'field_type::field_type::tiny': cell_fixed(1)
        'field_type::field_type::short': cell_fixed(2)
        'field_type::field_type::int24': cell_fixed(3)
        'field_type::field_type::long': cell_fixed(4)
        'field_type::field_type::longlong': cell_fixed(8)
        'field_type::field_type::float': cell_fixed(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::double': cell_fixed(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::year': cell_fixed(1)
        'field_type::field_type::date': cell_fixed(3)
        'field_type::field_type::newdate': cell_fixed(3)
        'field_type::field_type::time': cell_fixed(3)
        'field_type::field_type::timestamp': cell_fixed(4)
        'field_type::field_type::datetime': cell_fixed(8)
        'field_type::field_type::time2': cell_fixed(3 + (table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp + 1) / 2)
        'field_type::field_type::timestamp2': cell_fixed(4 + (table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp + 1) / 2)
        'field_type::field_type::datetime2': cell_fixed(5 + (table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp + 1) / 2)
        'field_type::field_type::newdecimal': cell_decimal(table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.precision, table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.scale)
        'field_type::field_type::bit': cell_fixed(table_map.metadata.columns[index].body.as<table_map_event::meta_bit>.len_value)
        'field_type::field_type::enum': cell_string(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length)
        'field_type::field_type::set': cell_string(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length)
        'field_type::field_type::varchar': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_max_length>.max_length < 256 ? 1 : 2)'
        'field_type::field_type::var_string': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_max_length>.max_length < 256 ? 1 : 2)'
        'field_type::field_type::string': cell_string(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length)
        'field_type::field_type::tiny_blob': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::medium_blob': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::long_blob': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::blob': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::geometry': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::json': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
        'field_type::field_type::vector': cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)
    if: is_present and not is_null and not is_partial_json
    doc: The value's bytes; absent for a column this spec cannot size (old DECIMAL, NULL type).
  - id: json_diff
    type: json_diff
    if: is_present and not is_null and is_partial_json
instances:
  column_type:
    value: table_map.column_types[index]
    doc: The column's type as the table map gives it.
types:
  cell_fixed:
    params:
      - id: len_value
        type: u4
    seq:
      - id: raw
        size: len_value
  cell_string:
    doc: A STRING column, which is CHAR/BINARY, ENUM or SET by its real type.
    params:
      - id: real_type
        type: u1
        enum: table_map_event::string_real_type
      - id: max_length
        type: u2
        doc: CHAR's largest value in bytes; ENUM's and SET's value size.
    seq:
      - id: value
        type:
          switch-on: real_type
          cases:
            'table_map_event::string_real_type::string': 'cell_var(max_length < 256 ? 1 : 2)'
            'table_map_event::string_real_type::enum': cell_fixed(max_length)
            'table_map_event::string_real_type::set': cell_fixed(max_length)
  cell_var:
    params:
      - id: len_length
        type: u1
        doc: How many bytes hold the value's length (1 to 4).
    seq:
      - id: len_value
        type:
          switch-on: len_length
          cases:
            1: u1
            2: u2
            3: b24le
            4: u4
      - id: raw
        size: len_value
  cell_decimal:
    doc: |
      DECIMAL(precision, scale) in the server's binary form: the integer digits and the
      fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
    params:
      - id: precision
        type: u1
      - id: scale
        type: u1
    seq:
      - id: raw
        size: len_value
    instances:
      num_int_digits:
        value: precision - scale
      len_value:
        value: (num_int_digits / 9) * 4 + (num_int_digits % 9 + 1) / 2 + (scale / 9) * 4 + (scale % 9 + 1) / 2
  json_diff:
    doc: A partial update of a JSON document, as a list of operations on paths.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
    seq:
      - id: len_diff
        type: u4
      - id: operations
        size: len_diff
        type: json_diff_operations
  json_diff_operations:
    seq:
      - id: operations
        type: json_diff_operation
        repeat: eos
  json_diff_operation:
    seq:
      - id: operation
        type: u1
        enum: json_diff_operation_type
      - id: len_path
        type: packed_int
      - id: path
        size: len_path.value
        type: str
        encoding: UTF-8
      - id: len_value
        type: packed_int
        if: operation != json_diff_operation_type::remove
      - id: value
        size: len_value.value
        if: operation != json_diff_operation_type::remove
        doc: The new value in MySQL's binary JSON format.
enums:
  json_diff_operation_type:
    0:
      id: replace
      -orig-id: REPLACE
    1:
      id: insert
      -orig-id: INSERT
    2:
      id: remove
      -orig-id: REMOVE
