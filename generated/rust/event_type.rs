// Mended by ports/rust/mend/mend.py from kaitai-struct-compiler 0.11's Rust output.
// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

#![allow(unused_imports)]
#![allow(non_snake_case)]
#![allow(non_camel_case_types)]
#![allow(irrefutable_let_patterns)]
#![allow(unused_comparisons)]

extern crate kaitai;
use kaitai::*;
use std::convert::{TryFrom, TryInto};
use std::cell::{Ref, Cell, RefCell};
use std::rc::{Rc, Weak};
use super::append_block_event::AppendBlockEvent;
use super::begin_load_query_event::BeginLoadQueryEvent;
use super::create_file_event::CreateFileEvent;
use super::delete_file_event::DeleteFileEvent;
use super::exec_load_event::ExecLoadEvent;
use super::execute_load_query_event::ExecuteLoadQueryEvent;
use super::format_description_event::FormatDescriptionEvent;
use super::gtid_log_event::GtidLogEvent;
use super::gtid_tagged_log_event::GtidTaggedLogEvent;
use super::heartbeat_log_event::HeartbeatLogEvent;
use super::heartbeat_log_event_v2::HeartbeatLogEventV2;
use super::ignorable_log_event::IgnorableLogEvent;
use super::incident_event::IncidentEvent;
use super::intvar_event::IntvarEvent;
use super::load_event::LoadEvent;
use super::previous_gtids_log_event::PreviousGtidsLogEvent;
use super::query_event::QueryEvent;
use super::rand_event::RandEvent;
use super::rotate_event::RotateEvent;
use super::rows_query_log_event::RowsQueryLogEvent;
use super::start_event_v3::StartEventV3;
use super::stop_event::StopEvent;
use super::table_map_event::TableMapEvent;
use super::transaction_context_event::TransactionContextEvent;
use super::transaction_payload_event::TransactionPayloadEvent;
use super::user_var_event::UserVarEvent;
use super::view_change_event::ViewChangeEvent;
use super::xa_prepare_log_event::XaPrepareLogEvent;
use super::xid_event::XidEvent;

/**
 * The type code in byte 4 of every event header. Codes 0 to 42 are MySQL's; 159 is Percona
 * Server's; 160 and up are MariaDB's. Member names are the server's constant names in lower case.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/binlog_event.h Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.h Source
 */

#[derive(Default, Debug, Clone)]
pub struct EventType {
    pub _root: SharedType<EventType>,
    pub _parent: SharedType<EventType>,
    pub _self: SharedType<Self>,
    _io: RefCell<BytesReader>,
}
impl KStruct for EventType {
    type Root = EventType;
    type Parent = EventType;

    fn read<S: KStream>(
        self_rc: &OptRc<Self>,
        _io: &S,
        _root: SharedType<Self::Root>,
        _parent: SharedType<Self::Parent>,
    ) -> KResult<()> {
        *self_rc._io.borrow_mut() = _io.clone();
        self_rc._root.set(_root.get());
        self_rc._parent.set(_parent.get());
        self_rc._self.set(Ok(self_rc.clone()));
        let _rrc = self_rc._root.get_value().borrow().upgrade();
        let _prc = self_rc._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        Ok(())
    }
}
impl EventType {
}
impl EventType {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum EventType_Code {

    /**
     * Never written; a placeholder code.
     */
    UnknownEvent,

    /**
     * First event of binlog v1 and v3 files (MySQL 3.23 to 4.1).
     */
    StartEventV3,

    /**
     * A statement, with the session state it ran under.
     */
    QueryEvent,

    /**
     * The server stopped; the file ends here.
     */
    StopEvent,

    /**
     * Name and position of the next binlog file.
     */
    RotateEvent,

    /**
     * LAST_INSERT_ID or INSERT_ID for the next statement.
     */
    IntvarEvent,

    /**
     * LOAD DATA INFILE of MySQL 3.23 (old format).
     */
    LoadEvent,

    /**
     * Never written by any released server.
     */
    SlaveEvent,

    /**
     * First block of a LOAD DATA file (MySQL 4.0).
     */
    CreateFileEvent,

    /**
     * A further block of a LOAD DATA file.
     */
    AppendBlockEvent,

    /**
     * Runs a LOAD DATA whose file was sent in blocks (MySQL 4.0).
     */
    ExecLoadEvent,

    /**
     * Drops a LOAD DATA file that will not be used.
     */
    DeleteFileEvent,

    /**
     * LOAD DATA INFILE with longer field separators (MySQL 4.0).
     */
    NewLoadEvent,

    /**
     * The two seeds of RAND() for the next statement.
     */
    RandEvent,

    /**
     * A user variable the next statement reads.
     */
    UserVarEvent,

    /**
     * Describes the file: version, header length, post-header lengths, checksum.
     */
    FormatDescriptionEvent,

    /**
     * Commit of a transaction of a transactional engine.
     */
    XidEvent,

    /**
     * First block of a LOAD DATA file (MySQL 5.0 and later).
     */
    BeginLoadQueryEvent,

    /**
     * The LOAD DATA statement that uses the blocks sent before.
     */
    ExecuteLoadQueryEvent,

    /**
     * Maps a table id to a table and its column layout for the row events after it.
     */
    TableMapEvent,

    /**
     * Rows inserted, row format v0 (MySQL 5.1 before 5.1.15).
     */
    PreGaWriteRowsEvent,

    /**
     * Rows updated, row format v0.
     */
    PreGaUpdateRowsEvent,

    /**
     * Rows deleted, row format v0.
     */
    PreGaDeleteRowsEvent,

    /**
     * Rows inserted, row format v1.
     */
    WriteRowsEventV1,

    /**
     * Rows updated, row format v1.
     */
    UpdateRowsEventV1,

    /**
     * Rows deleted, row format v1.
     */
    DeleteRowsEventV1,

    /**
     * Something happened on the source that replicas must know about.
     */
    IncidentEvent,

    /**
     * Keep-alive sent by a source to its replicas; seen in relay logs only.
     */
    HeartbeatLogEvent,

    /**
     * An event a reader that does not know it may skip.
     */
    IgnorableLogEvent,

    /**
     * The statement text behind the row events that follow (MySQL).
     */
    RowsQueryLogEvent,

    /**
     * Rows inserted, row format v2.
     */
    WriteRowsEvent,

    /**
     * Rows updated, row format v2.
     */
    UpdateRowsEvent,

    /**
     * Rows deleted, row format v2.
     */
    DeleteRowsEvent,

    /**
     * Global transaction id of the next transaction (MySQL).
     */
    GtidLogEvent,

    /**
     * Start of a transaction that has no GTID (MySQL).
     */
    AnonymousGtidLogEvent,

    /**
     * GTID sets of all earlier binlog files (MySQL).
     */
    PreviousGtidsLogEvent,

    /**
     * Certification data of Group Replication.
     */
    TransactionContextEvent,

    /**
     * Group Replication membership change.
     */
    ViewChangeEvent,

    /**
     * XA PREPARE of an XA transaction (MySQL).
     */
    XaPrepareLogEvent,

    /**
     * Rows updated with partial JSON updates (MySQL 8.0).
     */
    PartialUpdateRowsEvent,

    /**
     * A whole transaction's events, compressed (MySQL 8.0.20+).
     */
    TransactionPayloadEvent,

    /**
     * Keep-alive v2 with a 64-bit position (MySQL 8.0.26+).
     */
    HeartbeatLogEventV2,

    /**
     * GTID with a tag (MySQL 8.4+).
     */
    GtidTaggedLogEvent,

    /**
     * Amazon Aurora MySQL: filler its servers write between events; the body carries no data (kept raw).
     */
    AuroraPaddingEvent,

    /**
     * Percona Server: the events after this one are encrypted.
     */
    Start57EncryptionEvent,

    /**
     * The statement text behind the row events that follow (MariaDB).
     */
    AnnotateRowsEvent,

    /**
     * Oldest binlog file still needed for crash recovery (MariaDB).
     */
    BinlogCheckpointEvent,

    /**
     * Global transaction id of the next event group (MariaDB).
     */
    GtidEvent,

    /**
     * Last GTID of every replication domain so far (MariaDB).
     */
    GtidListEvent,

    /**
     * The events after this one are encrypted (MariaDB).
     */
    StartEncryptionEvent,

    /**
     * A query event whose statement is zlib-compressed (MariaDB).
     */
    QueryCompressedEvent,

    /**
     * Compressed v1 rows inserted (MariaDB).
     */
    WriteRowsCompressedEventV1,

    /**
     * Compressed v1 rows updated (MariaDB).
     */
    UpdateRowsCompressedEventV1,

    /**
     * Compressed v1 rows deleted (MariaDB).
     */
    DeleteRowsCompressedEventV1,

    /**
     * Compressed v2 rows inserted (MariaDB).
     */
    WriteRowsCompressedEvent,

    /**
     * Compressed v2 rows updated (MariaDB).
     */
    UpdateRowsCompressedEvent,

    /**
     * Compressed v2 rows deleted (MariaDB).
     */
    DeleteRowsCompressedEvent,
    Unknown(i64),
}

impl TryFrom<i64> for EventType_Code {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<EventType_Code> {
        match flag {
            0 => Ok(EventType_Code::UnknownEvent),
            1 => Ok(EventType_Code::StartEventV3),
            2 => Ok(EventType_Code::QueryEvent),
            3 => Ok(EventType_Code::StopEvent),
            4 => Ok(EventType_Code::RotateEvent),
            5 => Ok(EventType_Code::IntvarEvent),
            6 => Ok(EventType_Code::LoadEvent),
            7 => Ok(EventType_Code::SlaveEvent),
            8 => Ok(EventType_Code::CreateFileEvent),
            9 => Ok(EventType_Code::AppendBlockEvent),
            10 => Ok(EventType_Code::ExecLoadEvent),
            11 => Ok(EventType_Code::DeleteFileEvent),
            12 => Ok(EventType_Code::NewLoadEvent),
            13 => Ok(EventType_Code::RandEvent),
            14 => Ok(EventType_Code::UserVarEvent),
            15 => Ok(EventType_Code::FormatDescriptionEvent),
            16 => Ok(EventType_Code::XidEvent),
            17 => Ok(EventType_Code::BeginLoadQueryEvent),
            18 => Ok(EventType_Code::ExecuteLoadQueryEvent),
            19 => Ok(EventType_Code::TableMapEvent),
            20 => Ok(EventType_Code::PreGaWriteRowsEvent),
            21 => Ok(EventType_Code::PreGaUpdateRowsEvent),
            22 => Ok(EventType_Code::PreGaDeleteRowsEvent),
            23 => Ok(EventType_Code::WriteRowsEventV1),
            24 => Ok(EventType_Code::UpdateRowsEventV1),
            25 => Ok(EventType_Code::DeleteRowsEventV1),
            26 => Ok(EventType_Code::IncidentEvent),
            27 => Ok(EventType_Code::HeartbeatLogEvent),
            28 => Ok(EventType_Code::IgnorableLogEvent),
            29 => Ok(EventType_Code::RowsQueryLogEvent),
            30 => Ok(EventType_Code::WriteRowsEvent),
            31 => Ok(EventType_Code::UpdateRowsEvent),
            32 => Ok(EventType_Code::DeleteRowsEvent),
            33 => Ok(EventType_Code::GtidLogEvent),
            34 => Ok(EventType_Code::AnonymousGtidLogEvent),
            35 => Ok(EventType_Code::PreviousGtidsLogEvent),
            36 => Ok(EventType_Code::TransactionContextEvent),
            37 => Ok(EventType_Code::ViewChangeEvent),
            38 => Ok(EventType_Code::XaPrepareLogEvent),
            39 => Ok(EventType_Code::PartialUpdateRowsEvent),
            40 => Ok(EventType_Code::TransactionPayloadEvent),
            41 => Ok(EventType_Code::HeartbeatLogEventV2),
            42 => Ok(EventType_Code::GtidTaggedLogEvent),
            100 => Ok(EventType_Code::AuroraPaddingEvent),
            159 => Ok(EventType_Code::Start57EncryptionEvent),
            160 => Ok(EventType_Code::AnnotateRowsEvent),
            161 => Ok(EventType_Code::BinlogCheckpointEvent),
            162 => Ok(EventType_Code::GtidEvent),
            163 => Ok(EventType_Code::GtidListEvent),
            164 => Ok(EventType_Code::StartEncryptionEvent),
            165 => Ok(EventType_Code::QueryCompressedEvent),
            166 => Ok(EventType_Code::WriteRowsCompressedEventV1),
            167 => Ok(EventType_Code::UpdateRowsCompressedEventV1),
            168 => Ok(EventType_Code::DeleteRowsCompressedEventV1),
            169 => Ok(EventType_Code::WriteRowsCompressedEvent),
            170 => Ok(EventType_Code::UpdateRowsCompressedEvent),
            171 => Ok(EventType_Code::DeleteRowsCompressedEvent),
            _ => Ok(EventType_Code::Unknown(flag)),
        }
    }
}

impl From<&EventType_Code> for i64 {
    fn from(v: &EventType_Code) -> Self {
        match *v {
            EventType_Code::UnknownEvent => 0,
            EventType_Code::StartEventV3 => 1,
            EventType_Code::QueryEvent => 2,
            EventType_Code::StopEvent => 3,
            EventType_Code::RotateEvent => 4,
            EventType_Code::IntvarEvent => 5,
            EventType_Code::LoadEvent => 6,
            EventType_Code::SlaveEvent => 7,
            EventType_Code::CreateFileEvent => 8,
            EventType_Code::AppendBlockEvent => 9,
            EventType_Code::ExecLoadEvent => 10,
            EventType_Code::DeleteFileEvent => 11,
            EventType_Code::NewLoadEvent => 12,
            EventType_Code::RandEvent => 13,
            EventType_Code::UserVarEvent => 14,
            EventType_Code::FormatDescriptionEvent => 15,
            EventType_Code::XidEvent => 16,
            EventType_Code::BeginLoadQueryEvent => 17,
            EventType_Code::ExecuteLoadQueryEvent => 18,
            EventType_Code::TableMapEvent => 19,
            EventType_Code::PreGaWriteRowsEvent => 20,
            EventType_Code::PreGaUpdateRowsEvent => 21,
            EventType_Code::PreGaDeleteRowsEvent => 22,
            EventType_Code::WriteRowsEventV1 => 23,
            EventType_Code::UpdateRowsEventV1 => 24,
            EventType_Code::DeleteRowsEventV1 => 25,
            EventType_Code::IncidentEvent => 26,
            EventType_Code::HeartbeatLogEvent => 27,
            EventType_Code::IgnorableLogEvent => 28,
            EventType_Code::RowsQueryLogEvent => 29,
            EventType_Code::WriteRowsEvent => 30,
            EventType_Code::UpdateRowsEvent => 31,
            EventType_Code::DeleteRowsEvent => 32,
            EventType_Code::GtidLogEvent => 33,
            EventType_Code::AnonymousGtidLogEvent => 34,
            EventType_Code::PreviousGtidsLogEvent => 35,
            EventType_Code::TransactionContextEvent => 36,
            EventType_Code::ViewChangeEvent => 37,
            EventType_Code::XaPrepareLogEvent => 38,
            EventType_Code::PartialUpdateRowsEvent => 39,
            EventType_Code::TransactionPayloadEvent => 40,
            EventType_Code::HeartbeatLogEventV2 => 41,
            EventType_Code::GtidTaggedLogEvent => 42,
            EventType_Code::AuroraPaddingEvent => 100,
            EventType_Code::Start57EncryptionEvent => 159,
            EventType_Code::AnnotateRowsEvent => 160,
            EventType_Code::BinlogCheckpointEvent => 161,
            EventType_Code::GtidEvent => 162,
            EventType_Code::GtidListEvent => 163,
            EventType_Code::StartEncryptionEvent => 164,
            EventType_Code::QueryCompressedEvent => 165,
            EventType_Code::WriteRowsCompressedEventV1 => 166,
            EventType_Code::UpdateRowsCompressedEventV1 => 167,
            EventType_Code::DeleteRowsCompressedEventV1 => 168,
            EventType_Code::WriteRowsCompressedEvent => 169,
            EventType_Code::UpdateRowsCompressedEvent => 170,
            EventType_Code::DeleteRowsCompressedEvent => 171,
            EventType_Code::Unknown(v) => v
        }
    }
}

impl Default for EventType_Code {
    fn default() -> Self { EventType_Code::Unknown(0) }
}


/// (code, id) of every member of the spec's enum, as the spec names them (added by the mender).
pub const EVENT_TYPE_IDS: &[(i64, &str)] = &[
    (0, "unknown_event"),
    (1, "start_event_v3"),
    (2, "query_event"),
    (3, "stop_event"),
    (4, "rotate_event"),
    (5, "intvar_event"),
    (6, "load_event"),
    (7, "slave_event"),
    (8, "create_file_event"),
    (9, "append_block_event"),
    (10, "exec_load_event"),
    (11, "delete_file_event"),
    (12, "new_load_event"),
    (13, "rand_event"),
    (14, "user_var_event"),
    (15, "format_description_event"),
    (16, "xid_event"),
    (17, "begin_load_query_event"),
    (18, "execute_load_query_event"),
    (19, "table_map_event"),
    (20, "pre_ga_write_rows_event"),
    (21, "pre_ga_update_rows_event"),
    (22, "pre_ga_delete_rows_event"),
    (23, "write_rows_event_v1"),
    (24, "update_rows_event_v1"),
    (25, "delete_rows_event_v1"),
    (26, "incident_event"),
    (27, "heartbeat_log_event"),
    (28, "ignorable_log_event"),
    (29, "rows_query_log_event"),
    (30, "write_rows_event"),
    (31, "update_rows_event"),
    (32, "delete_rows_event"),
    (33, "gtid_log_event"),
    (34, "anonymous_gtid_log_event"),
    (35, "previous_gtids_log_event"),
    (36, "transaction_context_event"),
    (37, "view_change_event"),
    (38, "xa_prepare_log_event"),
    (39, "partial_update_rows_event"),
    (40, "transaction_payload_event"),
    (41, "heartbeat_log_event_v2"),
    (42, "gtid_tagged_log_event"),
    (100, "aurora_padding_event"),
    (159, "start_5_7_encryption_event"),
    (160, "annotate_rows_event"),
    (161, "binlog_checkpoint_event"),
    (162, "gtid_event"),
    (163, "gtid_list_event"),
    (164, "start_encryption_event"),
    (165, "query_compressed_event"),
    (166, "write_rows_compressed_event_v1"),
    (167, "update_rows_compressed_event_v1"),
    (168, "delete_rows_compressed_event_v1"),
    (169, "write_rows_compressed_event"),
    (170, "update_rows_compressed_event"),
    (171, "delete_rows_compressed_event"),
];
