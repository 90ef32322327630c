meta:
  id: user_var_event
  title: "USER_VAR_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  In statement-based logging, a user variable (@name) that the next QUERY_EVENT reads, with
  its value at that moment. A NULL value has no type, charset or value fields. Servers since
  MySQL 5.6 / MariaDB 10.0 append a flags byte that says whether an integer is unsigned.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1User__var__event.html
  - https://mariadb.com/kb/en/user_var_event/
seq:
  - id: len_name
    -orig-id: name_len
    type: u4
  - id: name
    size: len_name
    type: str
    encoding: UTF-8
    doc: The variable name, without the @.
  - id: is_null
    type: u1
    doc: 1 when the value is NULL.
  - id: value_type
    -orig-id: type
    type: u1
    enum: item_result
    if: is_null == 0
    doc: "The value's type: string, real, integer or decimal."
  - id: charset
    -orig-id: charset_number
    type: u4
    if: is_null == 0
    doc: Collation id of a string value (63, binary, for numbers).
  - id: len_value
    -orig-id: val_len
    type: u4
    if: is_null == 0
  - id: value
    -orig-id: val
    size: len_value
    type:
      switch-on: value_type
      cases:
        'item_result::string_result': string_value
        'item_result::real_result': real_value
        'item_result::int_result': int_value
        'item_result::decimal_result': decimal_value
        _: raw_value
    if: is_null == 0
    doc: The value, in its type's layout.
  - id: flags
    type: u1
    if: is_null == 0 and not _io.eof
    doc: "Bit 0x1 (UNSIGNED_F): an integer value is unsigned. Absent in events of older servers."
types:
  string_value:
    doc: "A string value: its bytes."
    seq:
      - id: text
        size-eos: true
        doc: The string, in the charset the event names.
  real_value:
    doc: A REAL value.
    seq:
      - id: value
        type: f8
        doc: The double.
  int_value:
    doc: |
      An integer value: eight little-endian bytes, read as a u4 and an s4 half. (A single s8
      read would do in most languages; the JavaScript runtime's is wrong for some negative
      numbers.)
    seq:
      - id: value_low
        type: u4
        doc: The low four bytes.
      - id: value_high
        type: s4
        doc: The high four bytes, signed.
    instances:
      value:
        value: (value_high * 4294967296 + value_low).as<s8>
        doc: The integer as signed; reinterpret as unsigned (add 2^64 when negative) when flags has UNSIGNED_F.
  decimal_value:
    doc: A DECIMAL as precision, scale, then the server's packed binary decimal.
    seq:
      - id: precision
        type: u1
        doc: Total number of digits.
      - id: scale
        type: u1
        doc: Digits after the decimal point.
      - id: digits
        size-eos: true
        doc: The decimal in MySQL's binary format (decimal2bin) for this precision and scale.
  raw_value:
    doc: A value of a type this spec does not know, kept raw.
    seq:
      - id: data
        size-eos: true
        doc: A value of a type this spec does not know, kept raw.
enums:
  item_result:
    0:
      id: string_result
      -orig-id: STRING_RESULT
    1:
      id: real_result
      -orig-id: REAL_RESULT
    2:
      id: int_result
      -orig-id: INT_RESULT
    3:
      id: row_result
      -orig-id: ROW_RESULT
      doc: Never written for a user variable.
    4:
      id: decimal_result
      -orig-id: DECIMAL_RESULT
