meta:
  id: event_type
  title: "Binlog event type codes (MySQL Log_event_type and MariaDB additions)"
  license: GPL-2.0-or-later
  ks-version: "0.11"
  endian: le
doc: |
  The type code in byte 4 of every event header. Codes 0 to 42 are MySQL's; 159 is Percona
  Server's; 160 and up are MariaDB's. Member names are the server's constant names in lower case.
doc-ref:
  - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/binlog_event.h
  - https://github.com/MariaDB/server/blob/11.4/sql/log_event.h
enums:
  code:
    0:
      id: unknown_event
      -orig-id: UNKNOWN_EVENT
      doc: Never written; a placeholder code.
    1:
      id: start_event_v3
      -orig-id: START_EVENT_V3
      doc: First event of binlog v1 and v3 files (MySQL 3.23 to 4.1).
    2:
      id: query_event
      -orig-id: QUERY_EVENT
      doc: A statement, with the session state it ran under.
    3:
      id: stop_event
      -orig-id: STOP_EVENT
      doc: The server stopped; the file ends here.
    4:
      id: rotate_event
      -orig-id: ROTATE_EVENT
      doc: Name and position of the next binlog file.
    5:
      id: intvar_event
      -orig-id: INTVAR_EVENT
      doc: LAST_INSERT_ID or INSERT_ID for the next statement.
    6:
      id: load_event
      -orig-id: LOAD_EVENT
      doc: LOAD DATA INFILE of MySQL 3.23 (old format).
    7:
      id: slave_event
      -orig-id: SLAVE_EVENT
      doc: Never written by any released server.
    8:
      id: create_file_event
      -orig-id: CREATE_FILE_EVENT
      doc: First block of a LOAD DATA file (MySQL 4.0).
    9:
      id: append_block_event
      -orig-id: APPEND_BLOCK_EVENT
      doc: A further block of a LOAD DATA file.
    10:
      id: exec_load_event
      -orig-id: EXEC_LOAD_EVENT
      doc: Runs a LOAD DATA whose file was sent in blocks (MySQL 4.0).
    11:
      id: delete_file_event
      -orig-id: DELETE_FILE_EVENT
      doc: Drops a LOAD DATA file that will not be used.
    12:
      id: new_load_event
      -orig-id: NEW_LOAD_EVENT
      doc: LOAD DATA INFILE with longer field separators (MySQL 4.0).
    13:
      id: rand_event
      -orig-id: RAND_EVENT
      doc: The two seeds of RAND() for the next statement.
    14:
      id: user_var_event
      -orig-id: USER_VAR_EVENT
      doc: A user variable the next statement reads.
    15:
      id: format_description_event
      -orig-id: FORMAT_DESCRIPTION_EVENT
      doc: "Describes the file: version, header length, post-header lengths, checksum."
    16:
      id: xid_event
      -orig-id: XID_EVENT
      doc: Commit of a transaction of a transactional engine.
    17:
      id: begin_load_query_event
      -orig-id: BEGIN_LOAD_QUERY_EVENT
      doc: First block of a LOAD DATA file (MySQL 5.0 and later).
    18:
      id: execute_load_query_event
      -orig-id: EXECUTE_LOAD_QUERY_EVENT
      doc: The LOAD DATA statement that uses the blocks sent before.
    19:
      id: table_map_event
      -orig-id: TABLE_MAP_EVENT
      doc: Maps a table id to a table and its column layout for the row events after it.
    20:
      id: pre_ga_write_rows_event
      -orig-id: PRE_GA_WRITE_ROWS_EVENT
      doc: Rows inserted, row format v0 (MySQL 5.1 before 5.1.15).
    21:
      id: pre_ga_update_rows_event
      -orig-id: PRE_GA_UPDATE_ROWS_EVENT
      doc: Rows updated, row format v0.
    22:
      id: pre_ga_delete_rows_event
      -orig-id: PRE_GA_DELETE_ROWS_EVENT
      doc: Rows deleted, row format v0.
    23:
      id: write_rows_event_v1
      -orig-id: WRITE_ROWS_EVENT_V1
      doc: Rows inserted, row format v1.
    24:
      id: update_rows_event_v1
      -orig-id: UPDATE_ROWS_EVENT_V1
      doc: Rows updated, row format v1.
    25:
      id: delete_rows_event_v1
      -orig-id: DELETE_ROWS_EVENT_V1
      doc: Rows deleted, row format v1.
    26:
      id: incident_event
      -orig-id: INCIDENT_EVENT
      doc: Something happened on the source that replicas must know about.
    27:
      id: heartbeat_log_event
      -orig-id: HEARTBEAT_LOG_EVENT
      doc: Keep-alive sent by a source to its replicas; seen in relay logs only.
    28:
      id: ignorable_log_event
      -orig-id: IGNORABLE_LOG_EVENT
      doc: An event a reader that does not know it may skip.
    29:
      id: rows_query_log_event
      -orig-id: ROWS_QUERY_LOG_EVENT
      doc: The statement text behind the row events that follow (MySQL).
    30:
      id: write_rows_event
      -orig-id: WRITE_ROWS_EVENT
      doc: Rows inserted, row format v2.
    31:
      id: update_rows_event
      -orig-id: UPDATE_ROWS_EVENT
      doc: Rows updated, row format v2.
    32:
      id: delete_rows_event
      -orig-id: DELETE_ROWS_EVENT
      doc: Rows deleted, row format v2.
    33:
      id: gtid_log_event
      -orig-id: GTID_LOG_EVENT
      doc: Global transaction id of the next transaction (MySQL).
    34:
      id: anonymous_gtid_log_event
      -orig-id: ANONYMOUS_GTID_LOG_EVENT
      doc: Start of a transaction that has no GTID (MySQL).
    35:
      id: previous_gtids_log_event
      -orig-id: PREVIOUS_GTIDS_LOG_EVENT
      doc: GTID sets of all earlier binlog files (MySQL).
    36:
      id: transaction_context_event
      -orig-id: TRANSACTION_CONTEXT_EVENT
      doc: Certification data of Group Replication.
    37:
      id: view_change_event
      -orig-id: VIEW_CHANGE_EVENT
      doc: Group Replication membership change.
    38:
      id: xa_prepare_log_event
      -orig-id: XA_PREPARE_LOG_EVENT
      doc: XA PREPARE of an XA transaction (MySQL).
    39:
      id: partial_update_rows_event
      -orig-id: PARTIAL_UPDATE_ROWS_EVENT
      doc: Rows updated with partial JSON updates (MySQL 8.0).
    40:
      id: transaction_payload_event
      -orig-id: TRANSACTION_PAYLOAD_EVENT
      doc: A whole transaction's events, compressed (MySQL 8.0.20+).
    41:
      id: heartbeat_log_event_v2
      -orig-id: HEARTBEAT_LOG_EVENT_V2
      doc: Keep-alive v2 with a 64-bit position (MySQL 8.0.26+).
    42:
      id: gtid_tagged_log_event
      -orig-id: GTID_TAGGED_LOG_EVENT
      doc: GTID with a tag (MySQL 8.4+).
    100:
      id: aurora_padding_event
      -orig-id: AURORA_PADDING_EVENT
      doc: "Amazon Aurora MySQL: filler its servers write between events; the body carries no data (kept raw)."
    159:
      id: start_5_7_encryption_event
      -orig-id: START_5_7_ENCRYPTION_EVENT
      doc: "Percona Server: the events after this one are encrypted."
    160:
      id: annotate_rows_event
      -orig-id: ANNOTATE_ROWS_EVENT
      doc: The statement text behind the row events that follow (MariaDB).
    161:
      id: binlog_checkpoint_event
      -orig-id: BINLOG_CHECKPOINT_EVENT
      doc: Oldest binlog file still needed for crash recovery (MariaDB).
    162:
      id: gtid_event
      -orig-id: GTID_EVENT
      doc: Global transaction id of the next event group (MariaDB).
    163:
      id: gtid_list_event
      -orig-id: GTID_LIST_EVENT
      doc: Last GTID of every replication domain so far (MariaDB).
    164:
      id: start_encryption_event
      -orig-id: START_ENCRYPTION_EVENT
      doc: The events after this one are encrypted (MariaDB).
    165:
      id: query_compressed_event
      -orig-id: QUERY_COMPRESSED_EVENT
      doc: A query event whose statement is zlib-compressed (MariaDB).
    166:
      id: write_rows_compressed_event_v1
      -orig-id: WRITE_ROWS_COMPRESSED_EVENT_V1
      doc: Compressed v1 rows inserted (MariaDB).
    167:
      id: update_rows_compressed_event_v1
      -orig-id: UPDATE_ROWS_COMPRESSED_EVENT_V1
      doc: Compressed v1 rows updated (MariaDB).
    168:
      id: delete_rows_compressed_event_v1
      -orig-id: DELETE_ROWS_COMPRESSED_EVENT_V1
      doc: Compressed v1 rows deleted (MariaDB).
    169:
      id: write_rows_compressed_event
      -orig-id: WRITE_ROWS_COMPRESSED_EVENT
      doc: Compressed v2 rows inserted (MariaDB).
    170:
      id: update_rows_compressed_event
      -orig-id: UPDATE_ROWS_COMPRESSED_EVENT
      doc: Compressed v2 rows updated (MariaDB).
    171:
      id: delete_rows_compressed_event
      -orig-id: DELETE_ROWS_COMPRESSED_EVENT
      doc: Compressed v2 rows deleted (MariaDB).
