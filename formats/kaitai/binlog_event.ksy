meta:
  id: binlog_event
  title: "One binlog event: header, body by type, checksum"
  file-extension: bin
  license: GPL-2.0-or-later
  ks-version: "0.11"
  imports:
    - /common/event_header
    - /start_event_v3
    - /query_event
    - /stop_event
    - /rotate_event
    - /intvar_event
    - /load_event
    - /create_file_event
    - /append_block_event
    - /exec_load_event
    - /delete_file_event
    - /rand_event
    - /user_var_event
    - /format_description_event
    - /xid_event
    - /begin_load_query_event
    - /execute_load_query_event
    - /table_map_event
    - /rows_event
    - /incident_event
    - /heartbeat_log_event
    - /ignorable_log_event
    - /rows_query_log_event
    - /gtid_log_event
    - /previous_gtids_log_event
    - /transaction_context_event
    - /view_change_event
    - /xa_prepare_log_event
    - /transaction_payload_event
    - /heartbeat_log_event_v2
    - /gtid_tagged_log_event
    - /percona_start_5_7_encryption_event
    - /mariadb_annotate_rows_event
    - /mariadb_binlog_checkpoint_event
    - /mariadb_gtid_event
    - /mariadb_gtid_list_event
    - /mariadb_start_encryption_event
  endian: le
doc: |
  One event, decoded with the context that the file's format description event (FDE) gives
  and that a reader carries from event to event: the common-header length, whether a CRC32
  trails the event, the post-header length of each event type and, for row events, the
  TABLE_MAP event of their table. The body is read as a substream of exactly
  `event_size - len_header - len_checksum` bytes, so an event type this spec does not know,
  or a newer version of a known one with more fields, keeps its bytes and never throws the
  walk out of step.
doc-ref:
  - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html
  - https://mariadb.com/kb/en/replication-protocol/
params:
  - id: len_header
    type: u1
    doc: Common-header length (19 in v3/v4 files, 13 in v1, more with some patched servers).
  - id: len_checksum
    type: u1
    doc: 4 when a CRC32 follows the body, else 0.
  - id: post_header_lens
    type: bytes
    doc: The FDE's post-header length array (entry i is for type code i + 1); empty while reading the FDE itself.
  - id: fde_has_checksum_alg
    type: bool
    doc: For a FORMAT_DESCRIPTION_EVENT, whether its server version (MySQL 5.6.1+, MariaDB 5.3+) writes the checksum-algorithm byte.
  - id: table_map
    type: table_map_event
    doc: For row events, the TABLE_MAP event of the table the event names; unused for other types.
seq:
  - id: header
    type: event_header(len_header)
    doc: The common header, len_header bytes long.
  - id: body
    size: header.event_size - len_header.as<u4> - len_checksum.as<u4>
    type:
      switch-on: header.event_type
      cases:
        'event_type::code::start_event_v3': start_event_v3
        'event_type::code::query_event': query_event(len_post_header, false)
        'event_type::code::query_compressed_event': query_event(len_post_header, true)
        'event_type::code::stop_event': stop_event
        'event_type::code::rotate_event': rotate_event(len_post_header)
        'event_type::code::intvar_event': intvar_event(len_post_header)
        'event_type::code::load_event': load_event(false)
        'event_type::code::new_load_event': load_event(true)
        'event_type::code::create_file_event': create_file_event(len_post_header)
        'event_type::code::append_block_event': append_block_event
        'event_type::code::exec_load_event': exec_load_event
        'event_type::code::delete_file_event': delete_file_event
        'event_type::code::rand_event': rand_event(len_post_header)
        'event_type::code::user_var_event': user_var_event
        'event_type::code::format_description_event': format_description_event(fde_has_checksum_alg)
        'event_type::code::xid_event': xid_event(len_post_header)
        'event_type::code::begin_load_query_event': begin_load_query_event
        'event_type::code::execute_load_query_event': execute_load_query_event(len_post_header)
        'event_type::code::table_map_event': table_map_event(len_post_header)
        'event_type::code::pre_ga_write_rows_event': rows_event(20, len_post_header, table_map)
        'event_type::code::pre_ga_update_rows_event': rows_event(21, len_post_header, table_map)
        'event_type::code::pre_ga_delete_rows_event': rows_event(22, len_post_header, table_map)
        'event_type::code::write_rows_event_v1': rows_event(23, len_post_header, table_map)
        'event_type::code::update_rows_event_v1': rows_event(24, len_post_header, table_map)
        'event_type::code::delete_rows_event_v1': rows_event(25, len_post_header, table_map)
        'event_type::code::write_rows_event': rows_event(30, len_post_header, table_map)
        'event_type::code::update_rows_event': rows_event(31, len_post_header, table_map)
        'event_type::code::delete_rows_event': rows_event(32, len_post_header, table_map)
        'event_type::code::partial_update_rows_event': rows_event(39, len_post_header, table_map)
        'event_type::code::write_rows_compressed_event_v1': rows_event(166, len_post_header, table_map)
        'event_type::code::update_rows_compressed_event_v1': rows_event(167, len_post_header, table_map)
        'event_type::code::delete_rows_compressed_event_v1': rows_event(168, len_post_header, table_map)
        'event_type::code::write_rows_compressed_event': rows_event(169, len_post_header, table_map)
        'event_type::code::update_rows_compressed_event': rows_event(170, len_post_header, table_map)
        'event_type::code::delete_rows_compressed_event': rows_event(171, len_post_header, table_map)
        'event_type::code::incident_event': incident_event
        'event_type::code::heartbeat_log_event': heartbeat_log_event
        'event_type::code::ignorable_log_event': ignorable_log_event
        'event_type::code::rows_query_log_event': rows_query_log_event
        'event_type::code::gtid_log_event': gtid_log_event
        'event_type::code::anonymous_gtid_log_event': gtid_log_event
        'event_type::code::previous_gtids_log_event': previous_gtids_log_event
        'event_type::code::transaction_context_event': transaction_context_event
        'event_type::code::view_change_event': view_change_event
        'event_type::code::xa_prepare_log_event': xa_prepare_log_event
        'event_type::code::transaction_payload_event': transaction_payload_event
        'event_type::code::heartbeat_log_event_v2': heartbeat_log_event_v2
        'event_type::code::gtid_tagged_log_event': gtid_tagged_log_event
        'event_type::code::start_5_7_encryption_event': percona_start_5_7_encryption_event
        'event_type::code::annotate_rows_event': mariadb_annotate_rows_event
        'event_type::code::binlog_checkpoint_event': mariadb_binlog_checkpoint_event
        'event_type::code::gtid_event': mariadb_gtid_event
        'event_type::code::gtid_list_event': mariadb_gtid_list_event
        'event_type::code::start_encryption_event': mariadb_start_encryption_event
    doc: The event body (post-header and payload); raw bytes for a type not listed.
  - id: checksum
    type: u4
    if: len_checksum == 4
    doc: CRC32 (ISO-HDLC, as zlib computes it) of every byte of the event before this field.
instances:
  len_post_header:
    value: 'header.event_type.to_i >= 1 and header.event_type.to_i <= post_header_lens.length ? post_header_lens[header.event_type.to_i - 1] : 0'
    doc: This event type's post-header length, from the FDE's array (0 when the array has no entry for it).
