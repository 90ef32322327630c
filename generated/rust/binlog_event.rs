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
use super::event_type::EventType_Code;
use super::event_header::EventHeader;
use super::percona_start_5_7_encryption_event::PerconaStart57EncryptionEvent;
use super::create_file_event::CreateFileEvent;
use super::user_var_event::UserVarEvent;
use super::append_block_event::AppendBlockEvent;
use super::mariadb_gtid_event::MariadbGtidEvent;
use super::transaction_context_event::TransactionContextEvent;
use super::gtid_tagged_log_event::GtidTaggedLogEvent;
use super::begin_load_query_event::BeginLoadQueryEvent;
use super::xa_prepare_log_event::XaPrepareLogEvent;
use super::format_description_event::FormatDescriptionEvent;
use super::load_event::LoadEvent;
use super::gtid_log_event::GtidLogEvent;
use super::rotate_event::RotateEvent;
use super::rows_query_log_event::RowsQueryLogEvent;
use super::stop_event::StopEvent;
use super::execute_load_query_event::ExecuteLoadQueryEvent;
use super::exec_load_event::ExecLoadEvent;
use super::mariadb_binlog_checkpoint_event::MariadbBinlogCheckpointEvent;
use super::ignorable_log_event::IgnorableLogEvent;
use super::mariadb_gtid_list_event::MariadbGtidListEvent;
use super::mariadb_start_encryption_event::MariadbStartEncryptionEvent;
use super::rows_event::RowsEvent;
use super::xid_event::XidEvent;
use super::heartbeat_log_event_v2::HeartbeatLogEventV2;
use super::heartbeat_log_event::HeartbeatLogEvent;
use super::query_event::QueryEvent;
use super::mariadb_annotate_rows_event::MariadbAnnotateRowsEvent;
use super::previous_gtids_log_event::PreviousGtidsLogEvent;
use super::delete_file_event::DeleteFileEvent;
use super::intvar_event::IntvarEvent;
use super::view_change_event::ViewChangeEvent;
use super::table_map_event::TableMapEvent;
use super::transaction_payload_event::TransactionPayloadEvent;
use super::start_event_v3::StartEventV3;
use super::rand_event::RandEvent;
use super::incident_event::IncidentEvent;

/**
 * One event, decoded with the context that the file's format description event (FDE) gives
 * and that a reader carries from event to event: the common-header length, whether a CRC32
 * trails the event, the post-header length of each event type and, for row events, the
 * TABLE_MAP event of their table. The body is read as a substream of exactly
 * `event_size - len_header - len_checksum` bytes, so an event type this spec does not know,
 * or a newer version of a known one with more fields, keeps its bytes and never throws the
 * walk out of step.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html Source
 * \sa https://mariadb.com/kb/en/replication-protocol/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct BinlogEvent {
    pub _root: SharedType<BinlogEvent>,
    pub _parent: SharedType<BinlogEvent>,
    pub _self: SharedType<Self>,
    len_header: RefCell<u8>,
    len_checksum: RefCell<u8>,
    post_header_lens: RefCell<Vec<u8>>,
    fde_has_checksum_alg: RefCell<bool>,
    table_map: RefCell<OptRc<TableMapEvent>>,
    header: RefCell<OptRc<EventHeader>>,
    body: RefCell<Option<BinlogEvent_Body>>,
    checksum: RefCell<u32>,
    _io: RefCell<BytesReader>,
    body_raw: RefCell<Vec<u8>>,
    f_len_post_header: Cell<bool>,
    len_post_header: RefCell<u8>,
}
#[derive(Debug, Clone)]
pub enum BinlogEvent_Body {
    MariadbStartEncryptionEvent(OptRc<MariadbStartEncryptionEvent>),
    QueryEvent(OptRc<QueryEvent>),
    ExecLoadEvent(OptRc<ExecLoadEvent>),
    XidEvent(OptRc<XidEvent>),
    LoadEvent(OptRc<LoadEvent>),
    AppendBlockEvent(OptRc<AppendBlockEvent>),
    RowsEvent(OptRc<RowsEvent>),
    MariadbBinlogCheckpointEvent(OptRc<MariadbBinlogCheckpointEvent>),
    DeleteFileEvent(OptRc<DeleteFileEvent>),
    MariadbGtidListEvent(OptRc<MariadbGtidListEvent>),
    TableMapEvent(OptRc<TableMapEvent>),
    HeartbeatLogEvent(OptRc<HeartbeatLogEvent>),
    HeartbeatLogEventV2(OptRc<HeartbeatLogEventV2>),
    CreateFileEvent(OptRc<CreateFileEvent>),
    RotateEvent(OptRc<RotateEvent>),
    IntvarEvent(OptRc<IntvarEvent>),
    StartEventV3(OptRc<StartEventV3>),
    TransactionPayloadEvent(OptRc<TransactionPayloadEvent>),
    IncidentEvent(OptRc<IncidentEvent>),
    Bytes(Vec<u8>),
    XaPrepareLogEvent(OptRc<XaPrepareLogEvent>),
    StopEvent(OptRc<StopEvent>),
    PreviousGtidsLogEvent(OptRc<PreviousGtidsLogEvent>),
    RandEvent(OptRc<RandEvent>),
    ExecuteLoadQueryEvent(OptRc<ExecuteLoadQueryEvent>),
    MariadbGtidEvent(OptRc<MariadbGtidEvent>),
    GtidTaggedLogEvent(OptRc<GtidTaggedLogEvent>),
    RowsQueryLogEvent(OptRc<RowsQueryLogEvent>),
    FormatDescriptionEvent(OptRc<FormatDescriptionEvent>),
    TransactionContextEvent(OptRc<TransactionContextEvent>),
    ViewChangeEvent(OptRc<ViewChangeEvent>),
    PerconaStart57EncryptionEvent(OptRc<PerconaStart57EncryptionEvent>),
    IgnorableLogEvent(OptRc<IgnorableLogEvent>),
    GtidLogEvent(OptRc<GtidLogEvent>),
    MariadbAnnotateRowsEvent(OptRc<MariadbAnnotateRowsEvent>),
    UserVarEvent(OptRc<UserVarEvent>),
    BeginLoadQueryEvent(OptRc<BeginLoadQueryEvent>),
}
impl From<&BinlogEvent_Body> for OptRc<MariadbStartEncryptionEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::MariadbStartEncryptionEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::MariadbStartEncryptionEvent, got {:?}", v)
    }
}
impl From<OptRc<MariadbStartEncryptionEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<MariadbStartEncryptionEvent>) -> Self {
        Self::MariadbStartEncryptionEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<QueryEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::QueryEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::QueryEvent, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<QueryEvent>) -> Self {
        Self::QueryEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<ExecLoadEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::ExecLoadEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::ExecLoadEvent, got {:?}", v)
    }
}
impl From<OptRc<ExecLoadEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<ExecLoadEvent>) -> Self {
        Self::ExecLoadEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<XidEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::XidEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::XidEvent, got {:?}", v)
    }
}
impl From<OptRc<XidEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<XidEvent>) -> Self {
        Self::XidEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<LoadEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::LoadEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::LoadEvent, got {:?}", v)
    }
}
impl From<OptRc<LoadEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<LoadEvent>) -> Self {
        Self::LoadEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<AppendBlockEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::AppendBlockEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::AppendBlockEvent, got {:?}", v)
    }
}
impl From<OptRc<AppendBlockEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<AppendBlockEvent>) -> Self {
        Self::AppendBlockEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<RowsEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::RowsEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::RowsEvent, got {:?}", v)
    }
}
impl From<OptRc<RowsEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<RowsEvent>) -> Self {
        Self::RowsEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<MariadbBinlogCheckpointEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::MariadbBinlogCheckpointEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::MariadbBinlogCheckpointEvent, got {:?}", v)
    }
}
impl From<OptRc<MariadbBinlogCheckpointEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<MariadbBinlogCheckpointEvent>) -> Self {
        Self::MariadbBinlogCheckpointEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<DeleteFileEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::DeleteFileEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::DeleteFileEvent, got {:?}", v)
    }
}
impl From<OptRc<DeleteFileEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<DeleteFileEvent>) -> Self {
        Self::DeleteFileEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<MariadbGtidListEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::MariadbGtidListEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::MariadbGtidListEvent, got {:?}", v)
    }
}
impl From<OptRc<MariadbGtidListEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<MariadbGtidListEvent>) -> Self {
        Self::MariadbGtidListEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<TableMapEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::TableMapEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::TableMapEvent, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<TableMapEvent>) -> Self {
        Self::TableMapEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<HeartbeatLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::HeartbeatLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::HeartbeatLogEvent, got {:?}", v)
    }
}
impl From<OptRc<HeartbeatLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<HeartbeatLogEvent>) -> Self {
        Self::HeartbeatLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<HeartbeatLogEventV2> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::HeartbeatLogEventV2(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::HeartbeatLogEventV2, got {:?}", v)
    }
}
impl From<OptRc<HeartbeatLogEventV2>> for BinlogEvent_Body {
    fn from(v: OptRc<HeartbeatLogEventV2>) -> Self {
        Self::HeartbeatLogEventV2(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<CreateFileEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::CreateFileEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::CreateFileEvent, got {:?}", v)
    }
}
impl From<OptRc<CreateFileEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<CreateFileEvent>) -> Self {
        Self::CreateFileEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<RotateEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::RotateEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::RotateEvent, got {:?}", v)
    }
}
impl From<OptRc<RotateEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<RotateEvent>) -> Self {
        Self::RotateEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<IntvarEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::IntvarEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::IntvarEvent, got {:?}", v)
    }
}
impl From<OptRc<IntvarEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<IntvarEvent>) -> Self {
        Self::IntvarEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<StartEventV3> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::StartEventV3(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::StartEventV3, got {:?}", v)
    }
}
impl From<OptRc<StartEventV3>> for BinlogEvent_Body {
    fn from(v: OptRc<StartEventV3>) -> Self {
        Self::StartEventV3(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<TransactionPayloadEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::TransactionPayloadEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::TransactionPayloadEvent, got {:?}", v)
    }
}
impl From<OptRc<TransactionPayloadEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<TransactionPayloadEvent>) -> Self {
        Self::TransactionPayloadEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<IncidentEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::IncidentEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::IncidentEvent, got {:?}", v)
    }
}
impl From<OptRc<IncidentEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<IncidentEvent>) -> Self {
        Self::IncidentEvent(v)
    }
}
impl From<&BinlogEvent_Body> for Vec<u8> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::Bytes(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::Bytes, got {:?}", v)
    }
}
impl From<Vec<u8>> for BinlogEvent_Body {
    fn from(v: Vec<u8>) -> Self {
        Self::Bytes(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<XaPrepareLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::XaPrepareLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::XaPrepareLogEvent, got {:?}", v)
    }
}
impl From<OptRc<XaPrepareLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<XaPrepareLogEvent>) -> Self {
        Self::XaPrepareLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<StopEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::StopEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::StopEvent, got {:?}", v)
    }
}
impl From<OptRc<StopEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<StopEvent>) -> Self {
        Self::StopEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<PreviousGtidsLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::PreviousGtidsLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::PreviousGtidsLogEvent, got {:?}", v)
    }
}
impl From<OptRc<PreviousGtidsLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<PreviousGtidsLogEvent>) -> Self {
        Self::PreviousGtidsLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<RandEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::RandEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::RandEvent, got {:?}", v)
    }
}
impl From<OptRc<RandEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<RandEvent>) -> Self {
        Self::RandEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<ExecuteLoadQueryEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::ExecuteLoadQueryEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::ExecuteLoadQueryEvent, got {:?}", v)
    }
}
impl From<OptRc<ExecuteLoadQueryEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<ExecuteLoadQueryEvent>) -> Self {
        Self::ExecuteLoadQueryEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<MariadbGtidEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::MariadbGtidEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::MariadbGtidEvent, got {:?}", v)
    }
}
impl From<OptRc<MariadbGtidEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<MariadbGtidEvent>) -> Self {
        Self::MariadbGtidEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<GtidTaggedLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::GtidTaggedLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::GtidTaggedLogEvent, got {:?}", v)
    }
}
impl From<OptRc<GtidTaggedLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<GtidTaggedLogEvent>) -> Self {
        Self::GtidTaggedLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<RowsQueryLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::RowsQueryLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::RowsQueryLogEvent, got {:?}", v)
    }
}
impl From<OptRc<RowsQueryLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<RowsQueryLogEvent>) -> Self {
        Self::RowsQueryLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<FormatDescriptionEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::FormatDescriptionEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::FormatDescriptionEvent, got {:?}", v)
    }
}
impl From<OptRc<FormatDescriptionEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<FormatDescriptionEvent>) -> Self {
        Self::FormatDescriptionEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<TransactionContextEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::TransactionContextEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::TransactionContextEvent, got {:?}", v)
    }
}
impl From<OptRc<TransactionContextEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<TransactionContextEvent>) -> Self {
        Self::TransactionContextEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<ViewChangeEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::ViewChangeEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::ViewChangeEvent, got {:?}", v)
    }
}
impl From<OptRc<ViewChangeEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<ViewChangeEvent>) -> Self {
        Self::ViewChangeEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<PerconaStart57EncryptionEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::PerconaStart57EncryptionEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::PerconaStart57EncryptionEvent, got {:?}", v)
    }
}
impl From<OptRc<PerconaStart57EncryptionEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<PerconaStart57EncryptionEvent>) -> Self {
        Self::PerconaStart57EncryptionEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<IgnorableLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::IgnorableLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::IgnorableLogEvent, got {:?}", v)
    }
}
impl From<OptRc<IgnorableLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<IgnorableLogEvent>) -> Self {
        Self::IgnorableLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<GtidLogEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::GtidLogEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::GtidLogEvent, got {:?}", v)
    }
}
impl From<OptRc<GtidLogEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<GtidLogEvent>) -> Self {
        Self::GtidLogEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<MariadbAnnotateRowsEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::MariadbAnnotateRowsEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::MariadbAnnotateRowsEvent, got {:?}", v)
    }
}
impl From<OptRc<MariadbAnnotateRowsEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<MariadbAnnotateRowsEvent>) -> Self {
        Self::MariadbAnnotateRowsEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<UserVarEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::UserVarEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::UserVarEvent, got {:?}", v)
    }
}
impl From<OptRc<UserVarEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<UserVarEvent>) -> Self {
        Self::UserVarEvent(v)
    }
}
impl From<&BinlogEvent_Body> for OptRc<BeginLoadQueryEvent> {
    fn from(v: &BinlogEvent_Body) -> Self {
        if let BinlogEvent_Body::BeginLoadQueryEvent(x) = v {
            return x.clone();
        }
        panic!("expected BinlogEvent_Body::BeginLoadQueryEvent, got {:?}", v)
    }
}
impl From<OptRc<BeginLoadQueryEvent>> for BinlogEvent_Body {
    fn from(v: OptRc<BeginLoadQueryEvent>) -> Self {
        Self::BeginLoadQueryEvent(v)
    }
}
impl KStruct for BinlogEvent {
    type Root = BinlogEvent;
    type Parent = BinlogEvent;

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
        let f = |t : &mut EventHeader| Ok(t.set_params((*self_rc.len_header()).try_into().map_err(|_| KError::CastError)?));
        let t = Self::read_into_with_init::<_, EventHeader>(&*_io, None, None, &f)?.into();
        *self_rc.header.borrow_mut() = t;
        match *self_rc.header().event_type() {
            EventType_Code::AnnotateRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, MariadbAnnotateRowsEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::AnonymousGtidLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, GtidLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::AppendBlockEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, AppendBlockEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::BeginLoadQueryEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, BeginLoadQueryEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::BinlogCheckpointEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, MariadbBinlogCheckpointEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::CreateFileEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut CreateFileEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, CreateFileEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::DeleteFileEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, DeleteFileEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::DeleteRowsCompressedEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((171).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::DeleteRowsCompressedEventV1 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((168).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::DeleteRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((32).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::DeleteRowsEventV1 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((25).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::ExecLoadEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, ExecLoadEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::ExecuteLoadQueryEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut ExecuteLoadQueryEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, ExecuteLoadQueryEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::FormatDescriptionEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut FormatDescriptionEvent| Ok(t.set_params(*self_rc.fde_has_checksum_alg()));
                let t = Self::read_into_with_init::<BytesReader, FormatDescriptionEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::GtidEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, MariadbGtidEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::GtidListEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, MariadbGtidListEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::GtidLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, GtidLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::GtidTaggedLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, GtidTaggedLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::HeartbeatLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, HeartbeatLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::HeartbeatLogEventV2 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, HeartbeatLogEventV2>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::IgnorableLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, IgnorableLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::IncidentEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, IncidentEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::IntvarEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut IntvarEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, IntvarEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::LoadEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut LoadEvent| Ok(t.set_params(false));
                let t = Self::read_into_with_init::<BytesReader, LoadEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::NewLoadEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut LoadEvent| Ok(t.set_params(true));
                let t = Self::read_into_with_init::<BytesReader, LoadEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::PartialUpdateRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((39).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::PreGaDeleteRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((22).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::PreGaUpdateRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((21).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::PreGaWriteRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((20).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::PreviousGtidsLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, PreviousGtidsLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::QueryCompressedEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut QueryEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, true));
                let t = Self::read_into_with_init::<BytesReader, QueryEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::QueryEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut QueryEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, false));
                let t = Self::read_into_with_init::<BytesReader, QueryEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::RandEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RandEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, RandEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::RotateEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RotateEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, RotateEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::RowsQueryLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, RowsQueryLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::Start57EncryptionEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, PerconaStart57EncryptionEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::StartEncryptionEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, MariadbStartEncryptionEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::StartEventV3 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, StartEventV3>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::StopEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, StopEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::TableMapEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut TableMapEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, TableMapEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::TransactionContextEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, TransactionContextEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::TransactionPayloadEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, TransactionPayloadEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::UpdateRowsCompressedEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((170).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::UpdateRowsCompressedEventV1 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((167).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::UpdateRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((31).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::UpdateRowsEventV1 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((24).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::UserVarEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, UserVarEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::ViewChangeEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, ViewChangeEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::WriteRowsCompressedEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((169).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::WriteRowsCompressedEventV1 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((166).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::WriteRowsEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((30).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::WriteRowsEventV1 => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut RowsEvent| Ok(t.set_params((23).try_into().map_err(|_| KError::CastError)?, (*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?, &*self_rc.table_map()));
                let t = Self::read_into_with_init::<BytesReader, RowsEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::XaPrepareLogEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let t = Self::read_into::<BytesReader, XaPrepareLogEvent>(&_t_body_raw_io, None, None)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            EventType_Code::XidEvent => {
                *self_rc.body_raw.borrow_mut() = _io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into();
                let body_raw = self_rc.body_raw.borrow();
                let _t_body_raw_io = BytesReader::from(body_raw.clone());
                let f = |t : &mut XidEvent| Ok(t.set_params((*self_rc.len_post_header()?).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<BytesReader, XidEvent>(&_t_body_raw_io, None, None, &f)?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            _ => {
                *self_rc.body.borrow_mut() = Some(_io.read_bytes(((((*self_rc.header().event_size() as i64) - ((*self_rc.len_header() as u32) as i64)) as i64) - ((*self_rc.len_checksum() as u32) as i64)) as usize)?.into());
            }
        }
        if ((*self_rc.len_checksum() as u8) == (4 as u8)) {
            *self_rc.checksum.borrow_mut() = _io.read_u4le()?.into();
        }
        Ok(())
    }
}
impl BinlogEvent {
    pub fn len_header(&self) -> Ref<'_, u8> {
        self.len_header.borrow()
    }
}
impl BinlogEvent {
    pub fn len_checksum(&self) -> Ref<'_, u8> {
        self.len_checksum.borrow()
    }
}
impl BinlogEvent {
    pub fn post_header_lens(&self) -> Ref<'_, Vec<u8>> {
        self.post_header_lens.borrow()
    }
}
impl BinlogEvent {
    pub fn fde_has_checksum_alg(&self) -> Ref<'_, bool> {
        self.fde_has_checksum_alg.borrow()
    }
}
impl BinlogEvent {
    pub fn table_map(&self) -> Ref<'_, OptRc<TableMapEvent>> {
        self.table_map.borrow()
    }
}
impl BinlogEvent {
    pub fn set_params(&mut self, len_header: u8, len_checksum: u8, post_header_lens: &Vec<u8>, fde_has_checksum_alg: bool, table_map: &OptRc<TableMapEvent>) {
        *self.len_header.borrow_mut() = len_header;
        *self.len_checksum.borrow_mut() = len_checksum;
        *self.post_header_lens.borrow_mut() = post_header_lens.clone();
        *self.fde_has_checksum_alg.borrow_mut() = fde_has_checksum_alg;
        *self.table_map.borrow_mut() = table_map.clone();
    }
}
impl BinlogEvent {

    /**
     * This event type's post-header length, from the FDE's array (0 when the array has no entry for it).
     */
    pub fn len_post_header(
        &self
    ) -> KResult<Ref<'_, u8>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_post_header.get() {
            return Ok(self.len_post_header.borrow());
        }
        self.f_len_post_header.set(true);
        *self.len_post_header.borrow_mut() = (if  ((((i64::from(&*self.header().event_type()) as i64) >= (1 as i64))) && (i64::from(&*self.header().event_type()) <= self.post_header_lens().k_len()))  { (self.post_header_lens()[((i64::from(&*self.header().event_type()) as i64) - (1 as i64)) as usize]) as i64 } else { (0) as i64 }) as u8;
        Ok(self.len_post_header.borrow())
    }
}

/**
 * The common header, len_header bytes long.
 */
impl BinlogEvent {
    pub fn header(&self) -> Ref<'_, OptRc<EventHeader>> {
        self.header.borrow()
    }
}

/**
 * The event body (post-header and payload); raw bytes for a type not listed.
 */
impl BinlogEvent {
    pub fn body(&self) -> Ref<'_, Option<BinlogEvent_Body>> {
        self.body.borrow()
    }
}

/**
 * CRC32 (ISO-HDLC, as zlib computes it) of every byte of the event before this field.
 */
impl BinlogEvent {
    pub fn checksum(&self) -> Ref<'_, u32> {
        self.checksum.borrow()
    }
}
impl BinlogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl BinlogEvent {
    pub fn body_raw(&self) -> Ref<'_, Vec<u8>> {
        self.body_raw.borrow()
    }
}
