meta:
  id: query_event
  title: "QUERY_EVENT and MariaDB QUERY_COMPRESSED_EVENT (body)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  A statement as the source ran it (statement-based logging, DDL, BEGIN/COMMIT of
  non-transactional work), with the session state it needs to run the same way elsewhere.
  The post-header is 11 bytes in binlog v1/v3 and 13 in v4, which adds the length of the
  status-variable block; bytes of a longer post-header are kept raw. Status variables are a
  sequence of (code, value) pairs whose value layout depends on the code; servers write them
  in increasing code order and stop reading at the first code they do not know, so an
  unknown code here ends the decoding and the rest of the block is kept raw. Then come the
  default database (zero-terminated) and the statement text, which in MariaDB's
  QUERY_COMPRESSED_EVENT is zlib-compressed behind a small header.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Query__event.html
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/statement_events.cpp
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
  - https://mariadb.com/kb/en/query_event/
params:
  - id: len_post_header
    type: u1
    doc: QUERY post-header length from the FDE (11 in binlog v1/v3, 13 in v4).
  - id: is_compressed
    type: bool
    doc: True for MariaDB's QUERY_COMPRESSED_EVENT, whose statement text is compressed.
seq:
  - id: thread_id
    -orig-id: slave_proxy_id
    type: u4
    doc: Id of the connection that ran the statement (pseudo_thread_id on a replica).
  - id: exec_time
    -orig-id: query_exec_time
    type: u4
    doc: Seconds the statement took on the source.
  - id: len_db
    -orig-id: db_len
    type: u1
  - id: error_code
    type: u2
    doc: Error the statement ended with on the source (0 when it succeeded).
  - id: len_status_vars
    -orig-id: status_vars_len
    type: u2
    if: len_post_header > 11
  - id: post_header_extra
    size: len_post_header - 13
    if: len_post_header > 13
    doc: Post-header bytes beyond the 13 known ones, kept raw.
  - id: status_vars
    size: len_status_vars
    type: status_vars
    if: len_post_header > 11
    doc: The session state the statement ran under (v4 events only).
  - id: db
    size: len_db
    type: str
    encoding: UTF-8
    doc: Default database of the session (empty when none was selected).
  - id: db_terminator
    contents: [0]
  - id: query
    size-eos: true
    if: not is_compressed
    doc: The statement text, in the session's character set (see the charset status variable).
  - id: compressed_query
    size-eos: true
    type: compressed_text
    if: is_compressed
    doc: The statement text, compressed (QUERY_COMPRESSED_EVENT).
types:
  status_vars:
    doc: The status-variable block; decoding stops at the first code this spec does not know.
    seq:
      - id: vars
        type: status_var
        repeat: eos
        doc: Code-value pairs up to the end of the block.
  status_var:
    doc: "One status variable: its code, then a value in the layout the code gives."
    seq:
      - id: code
        type: u1
        enum: status_var_code
        doc: Which variable.
      - id: value
        type:
          switch-on: code
          cases:
            'status_var_code::flags2': value_u4
            'status_var_code::sql_mode': value_u8
            'status_var_code::catalog': catalog_with_terminator
            'status_var_code::auto_increment': auto_increment
            'status_var_code::charset': charset
            'status_var_code::time_zone': short_string
            'status_var_code::catalog_nz': short_string
            'status_var_code::lc_time_names': value_u2
            'status_var_code::charset_database': value_u2
            'status_var_code::table_map_for_update': value_u8
            'status_var_code::master_data_written': value_u4
            'status_var_code::invoker': invoker
            'status_var_code::updated_db_names': updated_db_names
            'status_var_code::microseconds': value_u3
            'status_var_code::commit_ts': value_u8
            'status_var_code::explicit_defaults_for_timestamp': value_u1
            'status_var_code::ddl_logged_with_xid': value_u8
            'status_var_code::default_collation_for_utf8mb4': value_u2
            'status_var_code::sql_require_primary_key': value_u1
            'status_var_code::default_table_encryption': value_u1
            'status_var_code::hrnow': value_u3
            'status_var_code::xid': value_u8
            'status_var_code::gtid_flags3': gtid_flags3
        doc: The value; absent when the code is unknown.
      - id: unparsed
        size-eos: true
        if: not is_known
        doc: For an unknown code, every byte after it to the end of the block, kept raw.
    instances:
      is_known:
        value: |
          code.to_i <= 14 or (code.to_i >= 16 and code.to_i <= 20)
          or (code.to_i >= 128 and code.to_i <= 130)
        doc: Whether this spec knows the layout of the code's value.
  value_u1:
    doc: A one-byte status variable value.
    seq:
      - id: value
        type: u1
        doc: The value.
  value_u2:
    doc: A two-byte status variable value.
    seq:
      - id: value
        type: u2
        doc: The value.
  value_u3:
    doc: A three-byte status variable value.
    seq:
      - id: value
        type: b24le
        doc: The value.
  value_u4:
    doc: A four-byte status variable value.
    seq:
      - id: value
        type: u4
        doc: The value.
  value_u8:
    doc: An eight-byte status variable value.
    seq:
      - id: value
        type: u8
        doc: The value.
  short_string:
    doc: A string behind a 1-byte length, with no terminator.
    seq:
      - id: len_value
        type: u1
      - id: value
        size: len_value
        type: str
        encoding: UTF-8
        doc: The string.
  catalog_with_terminator:
    doc: The old (MySQL 5.0.0 to 5.0.3) catalog form, which also stores the zero terminator.
    seq:
      - id: len_value
        type: u1
      - id: value
        size: len_value
        type: str
        encoding: UTF-8
        doc: The catalog name (always "std").
      - id: terminator
        contents: [0]
  auto_increment:
    doc: "Q_AUTO_INCREMENT: the session's auto_increment_increment and auto_increment_offset."
    seq:
      - id: increment
        -orig-id: auto_increment_increment
        type: u2
        doc: auto_increment_increment.
      - id: offset
        -orig-id: auto_increment_offset
        type: u2
        doc: auto_increment_offset.
  charset:
    doc: Collation ids (see INFORMATION_SCHEMA.COLLATIONS) of the session.
    seq:
      - id: character_set_client
        type: u2
        doc: Collation id of the session's character_set_client.
      - id: collation_connection
        type: u2
        doc: Collation id of collation_connection.
      - id: collation_server
        type: u2
        doc: Collation id of collation_server.
  invoker:
    doc: The definer a stored routine, view or trigger statement runs as.
    seq:
      - id: len_user
        type: u1
      - id: user
        size: len_user
        type: str
        encoding: UTF-8
        doc: The invoker's user name.
      - id: len_host
        type: u1
      - id: host
        size: len_host
        type: str
        encoding: UTF-8
        doc: The invoker's host.
  updated_db_names:
    doc: |
      The databases the statement changes, for the multi-threaded applier. A count above
      16 (the source writes 254) means "too many to list" and no names follow.
    seq:
      - id: num_dbs
        -orig-id: mts_accessed_dbs
        type: u1
        doc: How many databases the statement changed; above 16 (OVER_MAX_DBS_IN_EVENT_MTS, 254) no names follow.
      - id: db_names
        -orig-id: mts_accessed_db_names
        type: strz
        encoding: UTF-8
        repeat: expr
        repeat-expr: num_dbs
        if: num_dbs <= 16
        doc: The databases the statement changed.
    instances:
      is_over_max:
        value: num_dbs > 16
        doc: True when the list was too long to write (OVER_MAX_DBS_IN_EVENT_MTS).
  gtid_flags3:
    doc: MariaDB's extra GTID flags of a two-phase ALTER TABLE, and the sequence number of its START ALTER.
    seq:
      - id: flags
        -orig-id: gtid_flags_extra
        type: u1
        doc: MariaDB's extra GTID flags.
      - id: start_alter_seq_no
        -orig-id: sa_seq_no
        type: u8
        if: (flags & 0x0c) != 0
        doc: Present for COMMIT ALTER (flag 0x04) and ROLLBACK ALTER (flag 0x08).
  compressed_text:
    doc: |
      MariaDB's compressed-record layout: one header byte (bit 7 set, bits 4-6 the algorithm,
      0 = zlib; bits 0-2 the width of the length that follows), the uncompressed length in
      1 to 4 big-endian bytes, then a zlib stream.
    seq:
      - id: header
        type: u1
        valid:
          min: 0x80
          max: 0x9f
        doc: 0x80 plus the number of bytes of len_uncompressed.
      - id: len_uncompressed
        type:
          switch-on: header & 0x07
          cases:
            1: u1
            2: u2be
            3: b24be
            4: u4be
        doc: The statement's length before compression.
      - id: text
        size-eos: true
        process: zlib
        doc: The statement text, uncompressed.
enums:
  status_var_code:
    0:
      id: flags2
      -orig-id: Q_FLAGS2_CODE
      doc: "4 bytes: session option bits (autocommit off, foreign_key_checks off, unique_checks off, sql_auto_is_null)."
    1:
      id: sql_mode
      -orig-id: Q_SQL_MODE_CODE
      doc: "8 bytes: the session sql_mode bits."
    2:
      id: catalog
      -orig-id: Q_CATALOG_CODE
      doc: "Catalog name behind a 1-byte length, plus a zero byte (MySQL 5.0.0 to 5.0.3)."
    3:
      id: auto_increment
      -orig-id: Q_AUTO_INCREMENT
      doc: "2 + 2 bytes: auto_increment_increment and auto_increment_offset."
    4:
      id: charset
      -orig-id: Q_CHARSET_CODE
      doc: "3 x 2 bytes: character_set_client, collation_connection, collation_server."
    5:
      id: time_zone
      -orig-id: Q_TIME_ZONE_CODE
      doc: Session time_zone name behind a 1-byte length.
    6:
      id: catalog_nz
      -orig-id: Q_CATALOG_NZ_CODE
      doc: Catalog name behind a 1-byte length, no terminator (MySQL 5.0.4 and later).
    7:
      id: lc_time_names
      -orig-id: Q_LC_TIME_NAMES_CODE
      doc: "2 bytes: number of the lc_time_names locale."
    8:
      id: charset_database
      -orig-id: Q_CHARSET_DATABASE_CODE
      doc: "2 bytes: collation id of the default database."
    9:
      id: table_map_for_update
      -orig-id: Q_TABLE_MAP_FOR_UPDATE_CODE
      doc: "8 bytes: bitmap of the tables a multi-table UPDATE changes."
    10:
      id: master_data_written
      -orig-id: Q_MASTER_DATA_WRITTEN_CODE
      doc: "4 bytes: original event size, in relay logs of events from pre-5.0 sources."
    11:
      id: invoker
      -orig-id: Q_INVOKER
      doc: User and host, each behind a 1-byte length.
    12:
      id: updated_db_names
      -orig-id: Q_UPDATED_DB_NAMES
      doc: Count, then that many zero-terminated database names (MySQL).
    13:
      id: microseconds
      -orig-id: Q_MICROSECONDS
      doc: "3 bytes: microseconds of the statement's start time (MySQL)."
    14:
      id: commit_ts
      -orig-id: Q_COMMIT_TS
      doc: "8 bytes: commit sequence number, written only by MySQL 5.7 milestone builds."
    15:
      id: commit_ts2
      -orig-id: Q_COMMIT_TS2
      doc: Reserved by MySQL and never written by a release; its layout is unknown, so it ends decoding.
    16:
      id: explicit_defaults_for_timestamp
      -orig-id: Q_EXPLICIT_DEFAULTS_FOR_TIMESTAMP
      doc: "1 byte: the session explicit_defaults_for_timestamp."
    17:
      id: ddl_logged_with_xid
      -orig-id: Q_DDL_LOGGED_WITH_XID
      doc: "8 bytes: XID of an atomic DDL statement (MySQL 8.0)."
    18:
      id: default_collation_for_utf8mb4
      -orig-id: Q_DEFAULT_COLLATION_FOR_UTF8MB4
      doc: "2 bytes: the session default_collation_for_utf8mb4 (MySQL 8.0)."
    19:
      id: sql_require_primary_key
      -orig-id: Q_SQL_REQUIRE_PRIMARY_KEY
      doc: "1 byte: the session sql_require_primary_key (MySQL 8.0)."
    20:
      id: default_table_encryption
      -orig-id: Q_DEFAULT_TABLE_ENCRYPTION
      doc: "1 byte: the session default_table_encryption (MySQL 8.0)."
    128:
      id: hrnow
      -orig-id: Q_HRNOW
      doc: "3 bytes: microseconds of the statement's start time (MariaDB)."
    129:
      id: xid
      -orig-id: Q_XID
      doc: "8 bytes: XID of a DDL statement (MariaDB)."
    130:
      id: gtid_flags3
      -orig-id: Q_GTID_FLAGS3
      doc: "1 byte of flags, then 8 bytes of sequence number for COMMIT/ROLLBACK ALTER (MariaDB 10.8+)."
    131:
      id: character_set_collations
      -orig-id: Q_CHARACTER_SET_COLLATIONS
      doc: The session character_set_collations map (MariaDB 11.2+); its layout is not decoded here, so it ends decoding.
