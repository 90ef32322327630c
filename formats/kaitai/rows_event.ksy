meta:
  id: rows_event
  title: "Row events: write/update/delete v0, v1, v2, partial update, MariaDB compressed (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/packed_int
    - /common/column_bitmap
    - /common/field_type
    - /table_map_event
    - /column_cell
  endian: le
doc: |
  Rows that one statement inserted, updated or deleted in one table, with the column values
  split into cells by the table's TABLE_MAP event.

  After the post-header (table id, flags and, in v2 events, the extra row info) come the
  column count, the bitmap of the columns present in the images and, for updates, a second
  bitmap for the after images. Then rows until the end of the body: a write has one (after)
  image per row, a delete one (before) image, an update a before and an after image. An image
  is a NULL bitmap with one bit per present column, then one cell per present column that is
  not NULL (see column_cell).

  The after image of a PARTIAL_UPDATE_ROWS event (MySQL 8.0 with
  binlog_row_value_options=PARTIAL_JSON) starts with value options and, when they say so, a
  bitmap with one bit per JSON column of the table telling which are written as diffs.

  MariaDB's compressed row events (binlog_row_compress / log_bin_compress) zlib-compress the
  rows only: a header byte (0x80 plus the width of the length), the uncompressed length in
  big-endian, then the zlib stream.

  Kaitai has no way to count set bits, so the rank of each column among the present columns
  (which NULL bit is its) is built once per event as a chain (`present_ranks`,
  `present_after_ranks`, `json_ranks`): each entry takes the previous entry's running count as a
  param. These chains take no bytes.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp
  - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc
  - https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/
params:
  - id: event_type_code
    type: u1
    doc: The event's type code (20-25, 30-32, 39, 166-171).
  - id: len_post_header
    type: u1
    doc: This event type's post-header length from the FDE (6 = 4-byte table id, 10 = v2 with extra row info).
  - id: table_map
    type: table_map_event
    doc: The TABLE_MAP event with this event's table id; needed only when the event has rows.
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
    doc: 1 = end of statement, 2 = no foreign key checks, 4 = no unique key checks, 8 = rows have all columns.
  - id: len_extra_row_info
    -orig-id: var_header_len
    type: u2
    if: len_post_header == 10
    doc: Length of the extra row info, these two bytes included.
  - id: extra_row_info
    -orig-id: m_extra_row_info
    size: len_extra_row_info - 2
    type: extra_row_info
    if: len_post_header == 10
    doc: The v2 post-header's extra row info (NDB data, partition ids).
  - id: num_columns
    -orig-id: m_width
    type: packed_int
    doc: The table's number of columns.
  - id: columns_present
    -orig-id: columns_before_image
    type: column_bitmap(num_columns.value)
    doc: The columns in the images (the before images of an update).
  - id: columns_present_after
    -orig-id: columns_after_image
    type: column_bitmap(num_columns.value)
    if: has_after_bitmap
    doc: The columns in the after images of an update.
  - id: present_ranks
    type: 'column_rank(columns_present.bits[_index], _index == 0 ? 0 : present_ranks[_index - 1].rank_next)'
    repeat: expr
    repeat-expr: num_columns.value
    doc: Per column, how many present columns come before it (takes no bytes).
  - id: present_after_ranks
    type: 'column_rank(columns_present_after.bits[_index], _index == 0 ? 0 : present_after_ranks[_index - 1].rank_next)'
    repeat: expr
    repeat-expr: num_columns.value
    if: has_after_bitmap
    doc: As present_ranks, for the after-image bitmap (takes no bytes).
  - id: json_ranks
    type: 'column_rank(table_map.column_types[_index] == field_type::code::json, _index == 0 ? 0 : json_ranks[_index - 1].rank_next)'
    repeat: expr
    repeat-expr: num_columns.value
    if: is_partial_update and not _io.eof
    doc: Per column, how many JSON columns come before it, for the partial-JSON bitmap (takes no bytes).
  - id: compression_header
    type: u1
    if: is_compressed
    doc: 0x80 plus the number of bytes of len_uncompressed.
  - id: len_uncompressed
    type:
      switch-on: compression_header & 0x07
      cases:
        1: u1
        2: u2be
        3: b24be
        4: u4be
    if: is_compressed
    doc: The row data's length before compression.
  - id: row_data
    -orig-id: m_rows_buf
    size-eos: true
    type: row_list
    if: not is_compressed
    doc: The rows.
  - id: row_data_compressed
    -orig-id: m_rows_buf
    size-eos: true
    process: zlib
    type: row_list
    if: is_compressed
    doc: The rows, zlib-compressed (MariaDB compressed row events).
instances:
  table_id:
    value: '(len_post_header == 6 ? table_id_low : table_id_low + table_id_high * 4294967296).as<s8>'
    doc: The table id; 0xffffff with no rows marks a statement end that frees all table maps.
  is_compressed:
    value: event_type_code >= 166 and event_type_code <= 171
    doc: Whether this is a MariaDB compressed row event.
  is_v0:
    value: event_type_code >= 20 and event_type_code <= 22
    doc: Row format v0 (MySQL 5.1 before 5.1.15).
  is_write:
    value: event_type_code == 20 or event_type_code == 23 or event_type_code == 30 or event_type_code == 166 or event_type_code == 169
    doc: Whether the rows were inserted (after images only).
  is_delete:
    value: event_type_code == 22 or event_type_code == 25 or event_type_code == 32 or event_type_code == 168 or event_type_code == 171
    doc: Whether the rows were deleted (before images only).
  has_after_bitmap:
    value: event_type_code == 24 or event_type_code == 31 or event_type_code == 39 or event_type_code == 167 or event_type_code == 170
    doc: Updates since row format v1 have a second column bitmap; v0 updates use the first for both images.
  is_partial_update:
    value: event_type_code == 39
    doc: Whether this is MySQL's PARTIAL_UPDATE_ROWS_EVENT.
  num_present:
    value: 'num_columns.value == 0 ? 0 : present_ranks[num_columns.value - 1].rank_next'
    doc: Number of columns in the (before) images.
  num_present_after:
    value: 'has_after_bitmap ? (num_columns.value == 0 ? 0 : present_after_ranks[num_columns.value - 1].rank_next) : num_present'
    doc: Number of columns in the after images.
types:
  column_rank:
    doc: One link of the chain that counts set bits of a column bitmap (Kaitai has no popcount).
    params:
      - id: is_set
        type: bool
        doc: This column's bit.
      - id: rank
        type: u4
        doc: Set bits before this one.
    instances:
      rank_next:
        value: 'rank + (is_set ? 1 : 0)'
        doc: Set bits up to and including this one.
  extra_row_info:
    doc: "The extra row info of a v2 row event: typed entries up to its end."
    seq:
      - id: entries
        type: extra_row_info_entry
        repeat: eos
        doc: The entries.
  extra_row_info_entry:
    doc: "One entry of the extra row info: a type code and its data."
    seq:
      - id: type_code
        type: u1
        enum: extra_row_info_type
        doc: The entry's kind.
      - id: body
        type:
          switch-on: type_code
          cases:
            'extra_row_info_type::ndb': ndb_info
            'extra_row_info_type::partition': partition_info
            _: unknown_info
        doc: The entry's data.
  ndb_info:
    doc: NDB Cluster's per-statement data.
    seq:
      - id: len_info
        type: u1
        doc: Length of this entry after its type code, this byte and the format byte included.
      - id: format
        type: u1
        doc: 0 = NDB, 0x40 and 0x41 open, 0xff multi.
      - id: payload
        size: len_info - 2
        doc: The NDB data.
  partition_info:
    doc: The partition the rows are in (MySQL 8.0 with binlog_row_image partitioned tables); updates also name the source partition.
    seq:
      - id: partition_id
        type: u2
        doc: The partition the rows are in (the after images' partition for an update).
      - id: source_partition_id
        type: u2
        if: _parent._parent._parent.event_type_code == 31 or _parent._parent._parent.event_type_code == 39
        doc: For an update, the partition the before images are in.
  unknown_info:
    doc: An entry type this spec does not know; the server stops reading the extra row info there too.
    seq:
      - id: raw
        size-eos: true
  row_list:
    doc: The rows of the event, up to the end of its row data.
    seq:
      - id: rows
        type: row
        repeat: eos
        doc: The rows.
  row:
    doc: One row change.
    seq:
      - id: before_image
        type: row_image(false, false)
        if: not _parent._parent.is_write
        doc: The row as it was (updates and deletes).
      - id: after_image
        type: row_image(_parent._parent.has_after_bitmap, _parent._parent.is_partial_update)
        if: not _parent._parent.is_delete
        doc: The row as it became (writes and updates).
  row_image:
    doc: "One image of a row: a NULL bitmap over the image's columns, then one cell per column of the table."
    params:
      - id: uses_after_bitmap
        type: bool
        doc: The image's columns are those of columns_present_after.
      - id: has_value_options
        type: bool
        doc: The after image of a PARTIAL_UPDATE_ROWS event.
    seq:
      - id: value_options
        type: packed_int
        if: has_value_options
        doc: 1 (PARTIAL_JSON_UPDATES) when some JSON column of this image is a diff, else 0.
      - id: partial_json_columns
        -orig-id: partial_bits
        type: column_bitmap(_parent._parent._parent.json_ranks[_parent._parent._parent.num_columns.value - 1].rank_next)
        if: has_value_options and (value_options.value & 1) != 0
        doc: One bit per JSON column of the table, set when it is written as a diff.
      - id: null_bitmap
        -orig-id: null_bits
        type: 'column_bitmap(uses_after_bitmap ? _parent._parent._parent.num_present_after : _parent._parent._parent.num_present)'
        doc: |
          One bit per present column, set when it is NULL; unused bits of the last byte may be set.
          In v0 events (MySQL 5.1 before 5.1.15) these bytes are a copy of the source record's
          NULL bytes, whose bit positions depend on the storage engine and cannot be known from
          the event; the spec reads as many bytes and treats no cell as NULL.
      - id: cells
        type: |
          column_cell(
            _parent._parent._parent.table_map,
            _index,
            uses_after_bitmap ? _parent._parent._parent.columns_present_after.bits[_index] : _parent._parent._parent.columns_present.bits[_index],
            _parent._parent._parent.is_v0 ? false :
            uses_after_bitmap
              ? (_parent._parent._parent.columns_present_after.bits[_index] ? null_bitmap.bits[_parent._parent._parent.present_after_ranks[_index].rank] : false)
              : (_parent._parent._parent.columns_present.bits[_index] ? null_bitmap.bits[_parent._parent._parent.present_ranks[_index].rank] : false),
            has_value_options and (value_options.value & 1) != 0 and _parent._parent._parent.table_map.column_types[_index] == field_type::code::json
              ? partial_json_columns.bits[_parent._parent._parent.json_ranks[_index].rank]
              : false
          )
        repeat: expr
        repeat-expr: _parent._parent._parent.num_columns.value
        doc: One cell per column of the table; columns not in the image or NULL take no bytes.
enums:
  extra_row_info_type:
    0:
      id: ndb
      -orig-id: RW_V_EXTRAINFO_TAG
    1:
      id: partition
      -orig-id: RW_V_TAG_PARTITION_INFO
