meta:
  id: mysql_json
  title: "MySQL binary JSON document (the value of a JSON column)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/field_type
  endian: le
doc: |
  The binary form in which MySQL (5.7 and later) stores a JSON value, and in which a JSON
  column's value travels in a row image after its 4-byte length. A document is one type byte
  and the value of that type. Objects and arrays come in a small form (16-bit counts, sizes
  and offsets; for values below 64 KiB) and a large form (32-bit). A container starts with its
  element count and its size in bytes, then (objects only) one key entry per member, then one
  value entry per element, then the key texts, then the values the entries point to. Every
  offset in a container counts from the container's first byte (its element count), which is
  why each value here is read from a substream that starts where the value starts. A value
  entry holds small scalars itself (null/true/false and 16-bit integers; 32-bit integers too in
  the large form) instead of an offset. Keys of an object are stored sorted by length and then
  byte by byte, which is the order MySQL prints them in.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.h
  - https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/json__binary_8h.html
seq:
  - id: value_type
    -orig-id: type
    type: u1
    enum: json_type
    doc: Type of the document's top-level value.
  - id: value
    size-eos: true
    type: json_value(value_type)
    doc: The top-level value; offsets inside it count from its first byte.
types:
  json_value:
    doc: |
      One value of the given type, read from a substream that begins at the value's first
      byte (so that a container's offsets resolve against it).
    params:
      - id: value_type
        type: u1
        enum: json_type
        doc: The value's type, given by whoever points at it.
    seq:
      - id: value
        type:
          switch-on: value_type
          cases:
            json_type::small_object: json_object(false)
            json_type::large_object: json_object(true)
            json_type::small_array: json_array(false)
            json_type::large_array: json_array(true)
            json_type::literal: json_literal
            json_type::int16: json_int(value_type)
            json_type::uint16: json_int(value_type)
            json_type::int32: json_int(value_type)
            json_type::uint32: json_int(value_type)
            json_type::int64: json_int(value_type)
            json_type::uint64: json_int(value_type)
            json_type::double: json_double
            json_type::string: json_string
            json_type::opaque: json_opaque
        doc: The value in the layout of its type.
  json_object:
    doc: |
      A JSON object: element count, size, key entries, value entries; the keys and the
      non-inlined values follow, at the offsets the entries give.
    params:
      - id: is_large
        type: bool
        doc: True for JSONB_TYPE_LARGE_OBJECT (32-bit counts and offsets), false for the small form.
    seq:
      - id: num_elements
        -orig-id: element-count
        type:
          switch-on: is_large
          cases:
            true: u4
            false: u2
        doc: Number of members.
      - id: len_object
        -orig-id: size
        type:
          switch-on: is_large
          cases:
            true: u4
            false: u2
        doc: Size of the whole object in bytes, from its element count to the end of its last value.
      - id: key_entries
        type: key_entry(is_large)
        repeat: expr
        repeat-expr: num_elements
        doc: Where each key is and how long, in MySQL's key order.
      - id: value_entries
        type: value_entry(is_large)
        repeat: expr
        repeat-expr: num_elements
        doc: The value of member i is described by entry i; entries follow the key order.
  json_array:
    doc: "A JSON array: element count, size, then one value entry per element."
    params:
      - id: is_large
        type: bool
        doc: True for JSONB_TYPE_LARGE_ARRAY (32-bit counts and offsets), false for the small form.
    seq:
      - id: num_elements
        -orig-id: element-count
        type:
          switch-on: is_large
          cases:
            true: u4
            false: u2
        doc: Number of elements.
      - id: len_array
        -orig-id: size
        type:
          switch-on: is_large
          cases:
            true: u4
            false: u2
        doc: Size of the whole array in bytes, from its element count to the end of its last value.
      - id: value_entries
        type: value_entry(is_large)
        repeat: expr
        repeat-expr: num_elements
        doc: One entry per element, in order.
  key_entry:
    doc: Where one member's key text lies in the object, and how long it is.
    params:
      - id: is_large
        type: bool
        doc: Whether the container uses 4-byte offsets (large) or 2-byte ones.
    seq:
      - id: ofs_key
        -orig-id: key-offset
        type:
          switch-on: is_large
          cases:
            true: u4
            false: u2
        doc: Offset of the key text from the start of the object.
      - id: len_key
        -orig-id: key-length
        type: u2
        doc: Length of the key text in bytes (keys are limited to 64 KiB in both forms).
    instances:
      key:
        pos: ofs_key
        size: len_key
        type: str
        encoding: UTF-8
        doc: The member name, utf8mb4 text without a length prefix.
  value_entry:
    doc: |
      The type of one element and either its value (inlined) or the offset of its value from
      the start of the container.
    params:
      - id: is_large
        type: bool
        doc: Whether the container uses 4-byte offsets (large) or 2-byte ones.
    seq:
      - id: value_type
        -orig-id: type
        type: u1
        enum: json_type
        doc: The member's type.
      - id: inlined
        size: 'is_large ? 4 : 2'
        type: json_inlined(value_type)
        if: is_inlined
        doc: The value itself, in the slot where an offset would otherwise be.
      - id: ofs_value
        -orig-id: offset-or-inlined-value
        type:
          switch-on: is_large
          cases:
            true: u4
            false: u2
        if: not is_inlined
        doc: Offset of the value from the start of the container.
    instances:
      is_inlined:
        value: |
          value_type == json_type::literal or value_type == json_type::int16
          or value_type == json_type::uint16
          or (is_large and (value_type == json_type::int32 or value_type == json_type::uint32))
        doc: |
          Whether the value sits in the entry (inlined_type() in json_binary.cc): literals and
          16-bit integers always, 32-bit integers in the large form only.
      value:
        pos: ofs_value
        size-eos: true
        type: json_value(value_type)
        if: not is_inlined
        doc: The value the offset points to.
  json_inlined:
    doc: |
      A scalar held in a value entry's 2- or 4-byte slot. The server writes the value as a
      signed 16- or 32-bit integer (attempt_inline_value), so the bytes after a literal or a
      16-bit integer are its zero or sign extension.
    params:
      - id: value_type
        type: u1
        enum: json_type
        doc: The inlined value's type.
    seq:
      - id: value
        type:
          switch-on: value_type
          cases:
            json_type::literal: json_literal
            json_type::int16: json_int(value_type)
            json_type::uint16: json_int(value_type)
            json_type::int32: json_int(value_type)
            json_type::uint32: json_int(value_type)
        doc: The value, at the start of the entry's offset slot.
      - id: padding
        size-eos: true
        doc: The rest of the slot (zero or sign extension of the value).
  json_int:
    doc: A little-endian integer of the width and signedness its type names.
    params:
      - id: value_type
        type: u1
        enum: json_type
        doc: "Which integer type: width and signedness."
    seq:
      - id: value_low
        type:
          switch-on: value_type
          cases:
            json_type::int16: s2
            json_type::uint16: u2
            json_type::int32: s4
            json_type::uint32: u4
            json_type::int64: u4
            json_type::uint64: u4
        doc: The value of a 16- or 32-bit integer; the low four bytes of a 64-bit one.
      - id: value_high
        type:
          switch-on: value_type
          cases:
            json_type::int64: s4
            json_type::uint64: u4
        if: is_64_bit
        doc: |
          The high four bytes of a 64-bit integer (signed for int64). The halves are read apart
          because the JavaScript runtime's signed 64-bit read is wrong for some negative numbers.
    instances:
      is_64_bit:
        value: value_type == json_type::int64 or value_type == json_type::uint64
        doc: Whether the integer is a 64-bit one.
      value:
        value: 'is_64_bit ? value_high * 4294967296 + value_low : value_low'
        doc: The integer.
  json_double:
    doc: A double, stored as the 8-byte IEEE 754 value in little-endian order (float8store).
    seq:
      - id: value
        type: f8
        doc: The double.
  json_literal:
    doc: The JSON literals null, true and false.
    seq:
      - id: value
        type: u1
        enum: literal
        doc: null, true or false.
  json_string:
    doc: A string, utf8mb4, behind its variable-length byte count.
    seq:
      - id: len_value
        -orig-id: data-length
        type: var_len
      - id: value
        size: len_value.value
        type: str
        encoding: UTF-8
        doc: The string.
  json_opaque:
    doc: |
      A value of a MySQL type that JSON has no form for (custom-data): the column type code,
      a variable-length byte count, and the bytes. DECIMAL, DATE, TIME, DATETIME and TIMESTAMP
      values have the layouts below; anything else (BLOB, VARCHAR, BIT, YEAR, GEOMETRY...) is
      kept as the bytes MySQL prints in base64.
    seq:
      - id: field_type
        -orig-id: custom-type
        type: u1
        enum: field_type::code
        doc: The enum_field_types code of the value's MySQL type.
      - id: len_data
        -orig-id: data-length
        type: var_len
      - id: data
        size: len_data.value
        type:
          switch-on: field_type
          cases:
            field_type::code::newdecimal: opaque_decimal
            field_type::code::date: opaque_temporal
            field_type::code::time: opaque_temporal
            field_type::code::datetime: opaque_temporal
            field_type::code::timestamp: opaque_temporal
        doc: The value's bytes, decoded for DECIMAL and the temporal types.
  opaque_decimal:
    doc: |
      A DECIMAL (Json_decimal::get_binary): precision and scale, then the number in MySQL's
      binary DECIMAL format (decimal2bin: nine decimal digits per 4 big-endian bytes, shorter
      groups at the ends, sign in the inverted top bit, negative numbers complemented).
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc
    seq:
      - id: precision
        type: u1
        doc: Total number of decimal digits.
      - id: scale
        type: u1
        doc: Digits after the decimal point.
      - id: digits
        size-eos: true
        doc: The packed digits, (precision - scale) before the point and scale after.
  opaque_temporal:
    doc: |
      A DATE, TIME, DATETIME or TIMESTAMP as the server's packed 64-bit integer
      (TIME_to_longlong_packed). DATE, DATETIME and TIMESTAMP: bits 24 and up hold
      ((year * 13 + month) << 5 | day) << 17 | hour << 12 | minute << 6 | second, bits 0 to 23
      the microseconds (a DATE has zero time). TIME: bits 24 and up hold
      hour << 12 | minute << 6 | second, bits 0 to 23 the microseconds. A negative value is the
      negation of the packed magnitude.
    doc-ref: https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
    seq:
      - id: packed_low
        type: u4
        doc: The low four bytes of the packed 64-bit integer.
      - id: packed_high
        type: s4
        doc: The high four bytes, signed (read apart from the low ones for the JavaScript runtime's sake).
    instances:
      packed:
        value: (packed_high * 4294967296 + packed_low).as<s8>
        doc: The packed integer.
  var_len:
    doc: |
      A length of up to 32 bits, 7 bits per byte, least significant group first; a byte with
      its top bit set is followed by another (append_variable_length / read_variable_length).
    seq:
      - id: groups
        type: u1
        repeat: until
        repeat-until: (_ & 0x80) == 0
        doc: The bytes, seven value bits each, the last without its top bit.
    instances:
      value:
        value: |
          (groups[0] & 0x7f)
          + (groups.size > 1 ? (groups[1] & 0x7f) * 128 : 0)
          + (groups.size > 2 ? (groups[2] & 0x7f) * 16384 : 0)
          + (groups.size > 3 ? (groups[3] & 0x7f) * 2097152 : 0)
          + (groups.size > 4 ? (groups[4] & 0x7f) * 268435456 : 0)
        doc: |
          The decoded length. The groups are scaled by multiplying, not shifting: a shift by 28
          would overflow the 32-bit shifts of the JavaScript target.
enums:
  json_type:
    0x00:
      id: small_object
      -orig-id: JSONB_TYPE_SMALL_OBJECT
    0x01:
      id: large_object
      -orig-id: JSONB_TYPE_LARGE_OBJECT
    0x02:
      id: small_array
      -orig-id: JSONB_TYPE_SMALL_ARRAY
    0x03:
      id: large_array
      -orig-id: JSONB_TYPE_LARGE_ARRAY
    0x04:
      id: literal
      -orig-id: JSONB_TYPE_LITERAL
    0x05:
      id: int16
      -orig-id: JSONB_TYPE_INT16
    0x06:
      id: uint16
      -orig-id: JSONB_TYPE_UINT16
    0x07:
      id: int32
      -orig-id: JSONB_TYPE_INT32
    0x08:
      id: uint32
      -orig-id: JSONB_TYPE_UINT32
    0x09:
      id: int64
      -orig-id: JSONB_TYPE_INT64
    0x0a:
      id: uint64
      -orig-id: JSONB_TYPE_UINT64
    0x0b:
      id: double
      -orig-id: JSONB_TYPE_DOUBLE
    0x0c:
      id: string
      -orig-id: JSONB_TYPE_STRING
    0x0f:
      id: opaque
      -orig-id: JSONB_TYPE_OPAQUE
  literal:
    0x00:
      id: "null"
      -orig-id: JSONB_NULL_LITERAL
    0x01:
      id: "true"
      -orig-id: JSONB_TRUE_LITERAL
    0x02:
      id: "false"
      -orig-id: JSONB_FALSE_LITERAL
