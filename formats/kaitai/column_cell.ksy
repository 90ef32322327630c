meta:
  id: column_cell
  title: "One column of a row image in a row event"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
    - /common/field_type
    - /table_map_event
    - /mysql_json
  endian: le
doc: |
  The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event, decoded by the
  column's type. A column that is not in the image, or is NULL in it, takes none. Otherwise the
  column's type and its metadata in the table's TABLE_MAP event say how many bytes the value
  takes (`extent`): a fixed number for numbers and temporal types (computed from the metadata
  for FLOAT, DOUBLE, DECIMAL, BIT and the fractional-second types), or a 1- to 4-byte
  little-endian length and that many bytes for strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR.
  The value is then read from a substream of exactly those bytes, in a layout per type: integers
  (`cell_int`), floating point (`cell_float`, `cell_double`), the packed temporal types with
  their bit fields (`cell_date`, `cell_datetime2`, `cell_time2`, `cell_timestamp2` and the
  pre-5.6 `cell_time`, `cell_datetime`, `cell_timestamp`), YEAR, DECIMAL (`cell_decimal`),
  strings and BLOBs (`cell_var`), CHAR/ENUM/SET by the real type in the metadata
  (`cell_string`), BIT (`cell_fixed`), JSON as a binary JSON document (`cell_json`), GEOMETRY
  (`cell_geometry`) and VECTOR (`cell_vector`). Every layout also keeps the value's bytes as
  `raw` (without the length prefix).

  The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
  before image instead of a whole document; `json_diff` is read then.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
  - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event_client.cc
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
    size: extent.len_cell
    type:
      switch-on: column_type
      cases:
        'field_type::code::tiny': 'cell_int(1)'
        'field_type::code::short': 'cell_int(2)'
        'field_type::code::int24': 'cell_int(3)'
        'field_type::code::long': 'cell_int(4)'
        'field_type::code::longlong': 'cell_int(8)'
        'field_type::code::float': 'cell_float(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::double': 'cell_double(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::year': 'cell_year'
        'field_type::code::date': 'cell_date'
        'field_type::code::newdate': 'cell_date'
        'field_type::code::time': 'cell_time'
        'field_type::code::timestamp': 'cell_timestamp'
        'field_type::code::datetime': 'cell_datetime'
        'field_type::code::time2': 'cell_time2(table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp)'
        'field_type::code::timestamp2': 'cell_timestamp2(table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp)'
        'field_type::code::datetime2': 'cell_datetime2(table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp)'
        'field_type::code::newdecimal': 'cell_decimal(table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.precision, table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.scale)'
        'field_type::code::bit': 'cell_fixed(table_map.metadata.columns[index].body.as<table_map_event::meta_bit>.len_value)'
        'field_type::code::enum': 'cell_string(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length)'
        'field_type::code::set': 'cell_string(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length)'
        'field_type::code::varchar': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_max_length>.max_length < 256 ? 1 : 2)'
        'field_type::code::var_string': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_max_length>.max_length < 256 ? 1 : 2)'
        'field_type::code::string': 'cell_string(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length)'
        'field_type::code::tiny_blob': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::medium_blob': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::long_blob': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::blob': 'cell_var(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::geometry': 'cell_geometry(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::json': 'cell_json(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::vector': 'cell_vector(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
    if: is_present and not is_null and not is_partial_json and extent.len_cell > 0
    doc: The value, from a substream of its bytes; absent for a column this spec cannot size (old DECIMAL, NULL type).
  - id: json_diff
    type: json_diff
    if: is_present and not is_null and is_partial_json
    doc: The JSON column's partial update, when the after image writes it as a diff.
instances:
  column_type:
    value: table_map.column_types[index]
    doc: The column's type as the table map gives it.
  extent:
    pos: _io.pos
    type:
      switch-on: column_type
      cases:
        'field_type::code::tiny': 'cell_extent(1, 0)'
        'field_type::code::short': 'cell_extent(2, 0)'
        'field_type::code::int24': 'cell_extent(3, 0)'
        'field_type::code::long': 'cell_extent(4, 0)'
        'field_type::code::longlong': 'cell_extent(8, 0)'
        'field_type::code::float': 'cell_extent(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length, 0)'
        'field_type::code::double': 'cell_extent(table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length, 0)'
        'field_type::code::year': 'cell_extent(1, 0)'
        'field_type::code::date': 'cell_extent(3, 0)'
        'field_type::code::newdate': 'cell_extent(3, 0)'
        'field_type::code::time': 'cell_extent(3, 0)'
        'field_type::code::timestamp': 'cell_extent(4, 0)'
        'field_type::code::datetime': 'cell_extent(8, 0)'
        'field_type::code::time2': 'cell_extent(3 + (table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp + 1) / 2, 0)'
        'field_type::code::timestamp2': 'cell_extent(4 + (table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp + 1) / 2, 0)'
        'field_type::code::datetime2': 'cell_extent(5 + (table_map.metadata.columns[index].body.as<table_map_event::meta_fsp>.fsp + 1) / 2, 0)'
        'field_type::code::newdecimal': 'cell_extent(((table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.precision - table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.scale) / 9) * 4 + ((table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.precision - table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.scale) % 9 + 1) / 2 + (table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.scale / 9) * 4 + (table_map.metadata.columns[index].body.as<table_map_event::meta_decimal>.scale % 9 + 1) / 2, 0)'
        'field_type::code::bit': 'cell_extent(table_map.metadata.columns[index].body.as<table_map_event::meta_bit>.len_value, 0)'
        'field_type::code::enum': 'cell_extent(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type == table_map_event::string_real_type::string ? 0 : table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type == table_map_event::string_real_type::string ? (table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length < 256 ? 1 : 2) : 0)'
        'field_type::code::set': 'cell_extent(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type == table_map_event::string_real_type::string ? 0 : table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type == table_map_event::string_real_type::string ? (table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length < 256 ? 1 : 2) : 0)'
        'field_type::code::varchar': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_max_length>.max_length < 256 ? 1 : 2)'
        'field_type::code::var_string': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_max_length>.max_length < 256 ? 1 : 2)'
        'field_type::code::string': 'cell_extent(table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type == table_map_event::string_real_type::string ? 0 : table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length, table_map.metadata.columns[index].body.as<table_map_event::meta_string>.real_type == table_map_event::string_real_type::string ? (table_map.metadata.columns[index].body.as<table_map_event::meta_string>.max_length < 256 ? 1 : 2) : 0)'
        'field_type::code::tiny_blob': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::medium_blob': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::long_blob': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::blob': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::geometry': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::json': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        'field_type::code::vector': 'cell_extent(0, table_map.metadata.columns[index].body.as<table_map_event::meta_pack_length>.pack_length)'
        _: cell_extent(0, 0)
    if: is_present and not is_null and not is_partial_json
    doc: |
      How many bytes the value takes, looked up where the value starts (before it is read):
      fixed by the type and its metadata, or a length prefix and the length it gives. Empty for a
      type this spec cannot size.
types:
  cell_extent:
    doc: The size of one value in a row image, fixed (`len_fixed`) or prefixed by its length (`len_length` bytes).
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
    params:
      - id: len_fixed
        type: u4
        doc: The value's size for fixed-size types; 0 for length-prefixed ones.
      - id: len_length
        type: u1
        doc: How many bytes hold the value's length (1 to 4); 0 for fixed-size types.
    seq:
      - id: len_value
        type:
          switch-on: len_length
          cases:
            1: u1
            2: u2
            3: b24le
            4: u4
        if: len_length > 0
        doc: The value's length, read from its length prefix.
    instances:
      len_cell:
        value: 'len_length == 0 ? len_fixed : len_length + len_value'
        doc: All bytes the value takes in the image, its length prefix included.
  cell_fixed:
    doc: A value kept as its bytes (BIT, most significant byte first; ENUM and SET indexes, little-endian).
    params:
      - id: len_value
        type: u4
        doc: The value's size in bytes.
    seq:
      - id: raw
        size: len_value
  cell_int:
    doc: |
      TINYINT, SMALLINT, MEDIUMINT, INT and BIGINT: a little-endian integer of 1, 2, 3, 4 or 8
      bytes. The binlog does not say whether it is signed (the table map's optional SIGNEDNESS
      metadata does), so both readings are given.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    params:
      - id: len_value
        type: u1
        doc: "The integer's width: 1, 2, 3, 4 or 8 bytes."
    seq:
      - id: value_unsigned
        type:
          switch-on: len_value
          cases:
            1: u1
            2: u2
            3: b24le
            4: u4
            8: u8
        doc: The bits read as an unsigned number.
    instances:
      value_signed:
        value: |
          (len_value == 8 ? bigint_high * 4294967296 + bigint_low :
          value_unsigned < (len_value == 1 ? 0x80 : len_value == 2 ? 0x8000 : len_value == 3 ? 0x800000 : 0x80000000)
            ? value_unsigned
            : value_unsigned - (len_value == 1 ? 0x100 : len_value == 2 ? 0x10000 : len_value == 3 ? 0x1000000 : 0x100000000)).as<s8>
        doc: |
          The same bits read as a two's-complement number. Written with comparisons and
          constants rather than shifts, which the JavaScript target computes on 32 bits only;
          a BIGINT is put together from its two halves (the JavaScript runtime's signed 64-bit
          read, readS8le in kaitai-struct 0.11.0, is wrong for negative numbers whose low half
          is below 0x80000000).
      bigint_low:
        pos: 0
        type: u4
        if: len_value == 8
        doc: A BIGINT's low four bytes.
      bigint_high:
        pos: 4
        type: s4
        if: len_value == 8
        doc: A BIGINT's high four bytes, read as signed.
      raw:
        pos: 0
        size-eos: true
  cell_float:
    doc: FLOAT, an IEEE 754 single in little-endian order; `value` is absent if the table map gives an unusual size.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    params:
      - id: len_value
        type: u1
        doc: The table map's pack length (4).
    seq:
      - id: value
        type: f4
        if: len_value == 4
        doc: The FLOAT value.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_double:
    doc: DOUBLE, an IEEE 754 double in little-endian order; `value` is absent if the table map gives an unusual size.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    params:
      - id: len_value
        type: u1
        doc: The table map's pack length (8).
    seq:
      - id: value
        type: f8
        if: len_value == 8
        doc: The DOUBLE value.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_year:
    doc: YEAR, one byte counting years from 1900; 0 is the zero year 0000.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    seq:
      - id: years_since_1900
        type: u1
        doc: "The stored byte: years after 1900, or 0 for the year 0000."
    instances:
      year:
        value: 'years_since_1900 == 0 ? 0 : years_since_1900 + 1900'
        doc: "The year: 0 (0000) or 1901 to 2155."
      raw:
        pos: 0
        size-eos: true
  cell_date:
    doc: |
      DATE (NEWDATE in the server): three little-endian bytes packing the day in the low five
      bits, the month in the next four and the year in the top fifteen. Zero parts are kept
      (dates such as 2024-00-10 or 0000-00-00 are allowed by the server's SQL modes).
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    meta:
      bit-endian: le
    seq:
      - id: day
        type: b5
        doc: Day of the month, 0 to 31 (0 in a zero date).
      - id: month
        type: b4
        doc: Month, 0 to 12 (0 in a zero date).
      - id: year
        type: b15
        doc: Year, 0 to 9999.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_time:
    doc: |
      The TIME of servers before MySQL 5.6.4 (MariaDB with mysql56_temporal_format=OFF): a
      signed 3-byte little-endian number whose decimal digits read HHMMSS, negative for negative
      times.
    doc-ref: https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc
    seq:
      - id: packed_unsigned
        type: b24le
        doc: The three bytes read as an unsigned number.
    instances:
      packed:
        value: 'packed_unsigned >= 0x800000 ? packed_unsigned - 0x1000000 : packed_unsigned'
        doc: The stored number as a signed value.
      raw:
        pos: 0
        size-eos: true
  cell_datetime:
    doc: The DATETIME of servers before MySQL 5.6.4, an 8-byte little-endian number whose decimal digits read YYYYMMDDHHMMSS.
    doc-ref: https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc
    seq:
      - id: packed
        type: u8
        doc: The number whose decimal digits are YYYYMMDDHHMMSS.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_timestamp:
    doc: The TIMESTAMP of servers before MySQL 5.6.4, seconds since 1970-01-01 00:00:00 UTC (0 is the zero timestamp).
    doc-ref: https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc
    seq:
      - id: seconds
        type: u4
        doc: Seconds since the epoch.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_timestamp2:
    doc: |
      TIMESTAMP(fsp) since MySQL 5.6.4: the seconds since the epoch as a big-endian u4, then the
      fraction of a second in (fsp + 1) / 2 big-endian bytes, counting hundredths (1-2 digits),
      ten-thousandths (3-4) or microseconds (5-6).
    doc-ref:
      - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
      - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    params:
      - id: fsp
        type: u1
        doc: Fractional-second digits (0 to 6) from the table map.
    seq:
      - id: seconds
        type: u4be
        doc: Seconds since the epoch (0 with no fraction is the zero timestamp).
      - id: fraction
        type:
          switch-on: (fsp + 1) / 2
          cases:
            1: u1
            2: u2be
            3: b24be
        if: fsp > 0
        doc: The fraction of a second, in units of 10^-(2 * ((fsp + 1) / 2)) seconds.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_datetime2:
    doc: |
      DATETIME(fsp) since MySQL 5.6.4: five big-endian bytes of bit fields (a sign bit that is
      set for the non-negative values the server stores, then year * 13 + month, day, hour,
      minute and second), then the fraction as in TIMESTAMP(fsp).
    doc-ref:
      - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
      - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    meta:
      bit-endian: be
    params:
      - id: fsp
        type: u1
        doc: Fractional-second digits (0 to 6) from the table map.
    seq:
      - id: is_nonnegative
        type: b1
        doc: Sign bit; set for every value the server stores (DATETIME is never negative).
      - id: year_month
        type: b17
        doc: year * 13 + month.
      - id: day
        type: b5
        doc: Day of the month, 0 to 31.
      - id: hour
        type: b5
        doc: Hour, 0 to 23.
      - id: minute
        type: b6
        doc: Minute, 0 to 59.
      - id: second
        type: b6
        doc: Second, 0 to 59.
      - id: fraction
        type:
          switch-on: (fsp + 1) / 2
          cases:
            1: u1
            2: u2be
            3: b24be
        if: fsp > 0
        doc: The fraction of a second, as in TIMESTAMP(fsp).
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_time2:
    doc: |
      TIME(fsp) since MySQL 5.6.4: a big-endian number offset by 0x800000 (for the integer part)
      whose bits below the offset hold hours (10 bits), minutes (6) and seconds (6), then the
      fraction as in TIMESTAMP(fsp). A negative time is stored as the offset minus its
      magnitude over the integer part and the fraction taken together, so the two parts are
      combined before the sign is known; for a non-negative time they read directly.
    doc-ref:
      - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
      - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    params:
      - id: fsp
        type: u1
        doc: Fractional-second digits (0 to 6) from the table map.
    seq:
      - id: int_part
        type: b24be
        doc: Hours, minutes and seconds in bit fields, offset by 0x800000 (see the type's doc for negative values).
      - id: fraction
        type:
          switch-on: (fsp + 1) / 2
          cases:
            1: u1
            2: u2be
            3: b24be
        if: fsp > 0
        doc: The fraction of a second, as in TIMESTAMP(fsp); for a negative time, part of the offset number.
    instances:
      raw:
        pos: 0
        size-eos: true
  cell_decimal:
    doc: |
      DECIMAL(precision, scale) in the server's binary form: the integer digits and the
      fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc
    params:
      - id: precision
        type: u1
        doc: Total number of digits, from the table map.
      - id: scale
        type: u1
        doc: Digits after the decimal point, from the table map.
    seq:
      - id: raw
        size: len_value
    instances:
      num_int_digits:
        value: precision - scale
        doc: Digits before the decimal point.
      len_value:
        value: (num_int_digits / 9) * 4 + (num_int_digits % 9 + 1) / 2 + (scale / 9) * 4 + (scale % 9 + 1) / 2
        doc: "The value's size: 4 bytes per nine digits, (n + 1) / 2 bytes for the n digits left over, for the integer part and the fraction each."
  cell_string:
    doc: A STRING column, which is CHAR/BINARY, ENUM or SET by its real type.
    params:
      - id: real_type
        type: u1
        enum: table_map_event::string_real_type
        doc: "The column's real type from the table map: STRING (CHAR/BINARY), ENUM or SET."
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
        doc: "CHAR and BINARY: a length-prefixed value; ENUM and SET: the member index or bit set, max_length bytes little-endian."
  cell_var:
    doc: A length-prefixed value kept as its bytes (CHAR, VARCHAR, BINARY, VARBINARY, BLOB and TEXT).
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
        doc: The value's length in bytes.
      - id: raw
        size: len_value
  cell_json:
    doc: |
      MySQL's JSON: a length, then the document in MySQL's binary JSON form. A zero length (which
      the server reads as JSON null) has no document.
    doc-ref:
      - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
      - https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc
    params:
      - id: len_length
        type: u1
        doc: How many bytes hold the value's length (the table map's pack length, 4).
    seq:
      - id: len_value
        type:
          switch-on: len_length
          cases:
            1: u1
            2: u2
            3: b24le
            4: u4
        doc: The document's length in bytes.
      - id: document
        size: len_value
        type: mysql_json
        if: len_value > 0
        doc: The binary JSON document.
    instances:
      raw:
        pos: len_length
        size: len_value
  cell_geometry:
    doc: |
      GEOMETRY and its subtypes: a length, then the spatial reference id as a little-endian u4
      and the shape in well-known binary (WKB).
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    params:
      - id: len_length
        type: u1
        doc: How many bytes hold the value's length (the table map's pack length).
    seq:
      - id: len_value
        type:
          switch-on: len_length
          cases:
            1: u1
            2: u2
            3: b24le
            4: u4
        doc: Length of the SRID and the WKB together.
      - id: srid
        type: u4
        doc: Spatial reference system id (0 when the value has none).
      - id: wkb
        size: len_value - 4
        doc: The shape as well-known binary (byte order flag, type, coordinates).
    instances:
      raw:
        pos: len_length
        size: len_value
  cell_vector:
    doc: MySQL 9's VECTOR, a length and then that many bytes of little-endian IEEE 754 singles.
    doc-ref: https://github.com/mysql/mysql-server/blob/trunk/sql/field.cc
    params:
      - id: len_length
        type: u1
        doc: How many bytes hold the value's length (the table map's pack length).
    seq:
      - id: len_value
        type:
          switch-on: len_length
          cases:
            1: u1
            2: u2
            3: b24le
            4: u4
      - id: values
        type: f4
        repeat: expr
        repeat-expr: len_value / 4
        doc: The vector's components.
    instances:
      raw:
        pos: len_length
        size: len_value
  json_diff:
    doc: A partial update of a JSON document, as a list of operations on paths.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
    seq:
      - id: len_diff
        type: u4
        doc: Length of the operations that follow.
      - id: operations
        size: len_diff
        type: json_diff_operations
        doc: The diff's operations.
  json_diff_operations:
    doc: The operations of one partial JSON update, up to the end of the diff.
    seq:
      - id: operations
        type: json_diff_operation
        repeat: eos
        doc: Operations in the order the server applied them.
  json_diff_operation:
    doc: "One operation: what to do at which path, and the new value unless it removes."
    seq:
      - id: operation
        type: u1
        enum: json_diff_operation_type
        doc: Replace, insert or remove.
      - id: len_path
        type: packed_int
      - id: path
        size: len_path.value
        type: str
        encoding: UTF-8
        doc: The JSON path it applies to, as MySQL prints paths ($.a[2]...).
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
