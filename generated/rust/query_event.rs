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

/**
 * A statement as the source ran it (statement-based logging, DDL, BEGIN/COMMIT of
 * non-transactional work), with the session state it needs to run the same way elsewhere.
 * The post-header is 11 bytes in binlog v1/v3 and 13 in v4, which adds the length of the
 * status-variable block; bytes of a longer post-header are kept raw. Status variables are a
 * sequence of (code, value) pairs whose value layout depends on the code; servers write them
 * in increasing code order and stop reading at the first code they do not know, so an
 * unknown code here ends the decoding and the rest of the block is kept raw. Then come the
 * default database (zero-terminated) and the statement text, which in MariaDB's
 * QUERY_COMPRESSED_EVENT is zlib-compressed behind a small header.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Query__event.html Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/statement_events.cpp Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://mariadb.com/kb/en/query_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    is_compressed: RefCell<bool>,
    thread_id: RefCell<u32>,
    exec_time: RefCell<u32>,
    len_db: RefCell<u8>,
    error_code: RefCell<u16>,
    len_status_vars: RefCell<u16>,
    post_header_extra: RefCell<Vec<u8>>,
    status_vars: RefCell<OptRc<QueryEvent_StatusVars>>,
    db: RefCell<String>,
    db_terminator: RefCell<Vec<u8>>,
    query: RefCell<Vec<u8>>,
    compressed_query: RefCell<OptRc<QueryEvent_CompressedText>>,
    _io: RefCell<BytesReader>,
    status_vars_raw: RefCell<Vec<u8>>,
    compressed_query_raw: RefCell<Vec<u8>>,
}
impl KStruct for QueryEvent {
    type Root = QueryEvent;
    type Parent = QueryEvent;

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
        *self_rc.thread_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.exec_time.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.len_db.borrow_mut() = _io.read_u1()?.into();
        *self_rc.error_code.borrow_mut() = _io.read_u2le()?.into();
        if ((*self_rc.len_post_header() as u8) > (11 as u8)) {
            *self_rc.len_status_vars.borrow_mut() = _io.read_u2le()?.into();
        }
        if ((*self_rc.len_post_header() as u8) > (13 as u8)) {
            *self_rc.post_header_extra.borrow_mut() = _io.read_bytes(((*self_rc.len_post_header() as u8) - (13 as u8)) as usize)?.into();
        }
        if ((*self_rc.len_post_header() as u8) > (11 as u8)) {
            *self_rc.status_vars_raw.borrow_mut() = _io.read_bytes(*self_rc.len_status_vars() as usize)?.into();
            let status_vars_raw = self_rc.status_vars_raw.borrow();
            let _t_status_vars_raw_io = BytesReader::from(status_vars_raw.clone());
            let t = Self::read_into::<BytesReader, QueryEvent_StatusVars>(&_t_status_vars_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.status_vars.borrow_mut() = t;
        }
        *self_rc.db.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_db() as usize)?.into(), "UTF-8")?;
        *self_rc.db_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.db_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/8".to_string() }));
        }
        if !(*self_rc.is_compressed()) {
            *self_rc.query.borrow_mut() = _io.read_bytes_full()?.into();
        }
        if *self_rc.is_compressed() {
            *self_rc.compressed_query_raw.borrow_mut() = _io.read_bytes_full()?.into();
            let compressed_query_raw = self_rc.compressed_query_raw.borrow();
            let _t_compressed_query_raw_io = BytesReader::from(compressed_query_raw.clone());
            let t = Self::read_into::<BytesReader, QueryEvent_CompressedText>(&_t_compressed_query_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.compressed_query.borrow_mut() = t;
        }
        Ok(())
    }
}
impl QueryEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl QueryEvent {
    pub fn is_compressed(&self) -> Ref<'_, bool> {
        self.is_compressed.borrow()
    }
}
impl QueryEvent {
    pub fn set_params(&mut self, len_post_header: u8, is_compressed: bool) {
        *self.len_post_header.borrow_mut() = len_post_header;
        *self.is_compressed.borrow_mut() = is_compressed;
    }
}
impl QueryEvent {
}

/**
 * Id of the connection that ran the statement (pseudo_thread_id on a replica).
 */
impl QueryEvent {
    pub fn thread_id(&self) -> Ref<'_, u32> {
        self.thread_id.borrow()
    }
}

/**
 * Seconds the statement took on the source.
 */
impl QueryEvent {
    pub fn exec_time(&self) -> Ref<'_, u32> {
        self.exec_time.borrow()
    }
}
impl QueryEvent {
    pub fn len_db(&self) -> Ref<'_, u8> {
        self.len_db.borrow()
    }
}

/**
 * Error the statement ended with on the source (0 when it succeeded).
 */
impl QueryEvent {
    pub fn error_code(&self) -> Ref<'_, u16> {
        self.error_code.borrow()
    }
}
impl QueryEvent {
    pub fn len_status_vars(&self) -> Ref<'_, u16> {
        self.len_status_vars.borrow()
    }
}

/**
 * Post-header bytes beyond the 13 known ones, kept raw.
 */
impl QueryEvent {
    pub fn post_header_extra(&self) -> Ref<'_, Vec<u8>> {
        self.post_header_extra.borrow()
    }
}

/**
 * The session state the statement ran under (v4 events only).
 */
impl QueryEvent {
    pub fn status_vars(&self) -> Ref<'_, OptRc<QueryEvent_StatusVars>> {
        self.status_vars.borrow()
    }
}

/**
 * Default database of the session (empty when none was selected).
 */
impl QueryEvent {
    pub fn db(&self) -> Ref<'_, String> {
        self.db.borrow()
    }
}
impl QueryEvent {
    pub fn db_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.db_terminator.borrow()
    }
}

/**
 * The statement text, in the session's character set (see the charset status variable).
 */
impl QueryEvent {
    pub fn query(&self) -> Ref<'_, Vec<u8>> {
        self.query.borrow()
    }
}

/**
 * The statement text, compressed (QUERY_COMPRESSED_EVENT).
 */
impl QueryEvent {
    pub fn compressed_query(&self) -> Ref<'_, OptRc<QueryEvent_CompressedText>> {
        self.compressed_query.borrow()
    }
}
impl QueryEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl QueryEvent {
    pub fn status_vars_raw(&self) -> Ref<'_, Vec<u8>> {
        self.status_vars_raw.borrow()
    }
}
impl QueryEvent {
    pub fn compressed_query_raw(&self) -> Ref<'_, Vec<u8>> {
        self.compressed_query_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum QueryEvent_StatusVarCode {

    /**
     * 4 bytes: session option bits (autocommit off, foreign_key_checks off, unique_checks off, sql_auto_is_null).
     */
    Flags2,

    /**
     * 8 bytes: the session sql_mode bits.
     */
    SqlMode,

    /**
     * Catalog name behind a 1-byte length, plus a zero byte (MySQL 5.0.0 to 5.0.3).
     */
    Catalog,

    /**
     * 2 + 2 bytes: auto_increment_increment and auto_increment_offset.
     */
    AutoIncrement,

    /**
     * 3 x 2 bytes: character_set_client, collation_connection, collation_server.
     */
    Charset,

    /**
     * Session time_zone name behind a 1-byte length.
     */
    TimeZone,

    /**
     * Catalog name behind a 1-byte length, no terminator (MySQL 5.0.4 and later).
     */
    CatalogNz,

    /**
     * 2 bytes: number of the lc_time_names locale.
     */
    LcTimeNames,

    /**
     * 2 bytes: collation id of the default database.
     */
    CharsetDatabase,

    /**
     * 8 bytes: bitmap of the tables a multi-table UPDATE changes.
     */
    TableMapForUpdate,

    /**
     * 4 bytes: original event size, in relay logs of events from pre-5.0 sources.
     */
    MasterDataWritten,

    /**
     * User and host, each behind a 1-byte length.
     */
    Invoker,

    /**
     * Count, then that many zero-terminated database names (MySQL).
     */
    UpdatedDbNames,

    /**
     * 3 bytes: microseconds of the statement's start time (MySQL).
     */
    Microseconds,

    /**
     * 8 bytes: commit sequence number, written only by MySQL 5.7 milestone builds.
     */
    CommitTs,

    /**
     * Reserved by MySQL and never written by a release; its layout is unknown, so it ends decoding.
     */
    CommitTs2,

    /**
     * 1 byte: the session explicit_defaults_for_timestamp.
     */
    ExplicitDefaultsForTimestamp,

    /**
     * 8 bytes: XID of an atomic DDL statement (MySQL 8.0).
     */
    DdlLoggedWithXid,

    /**
     * 2 bytes: the session default_collation_for_utf8mb4 (MySQL 8.0).
     */
    DefaultCollationForUtf8mb4,

    /**
     * 1 byte: the session sql_require_primary_key (MySQL 8.0).
     */
    SqlRequirePrimaryKey,

    /**
     * 1 byte: the session default_table_encryption (MySQL 8.0).
     */
    DefaultTableEncryption,

    /**
     * 3 bytes: microseconds of the statement's start time (MariaDB).
     */
    Hrnow,

    /**
     * 8 bytes: XID of a DDL statement (MariaDB).
     */
    Xid,

    /**
     * 1 byte of flags, then 8 bytes of sequence number for COMMIT/ROLLBACK ALTER (MariaDB 10.8+).
     */
    GtidFlags3,

    /**
     * The session character_set_collations map (MariaDB 11.2+); its layout is not decoded here, so it ends decoding.
     */
    CharacterSetCollations,
    Unknown(i64),
}

impl TryFrom<i64> for QueryEvent_StatusVarCode {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<QueryEvent_StatusVarCode> {
        match flag {
            0 => Ok(QueryEvent_StatusVarCode::Flags2),
            1 => Ok(QueryEvent_StatusVarCode::SqlMode),
            2 => Ok(QueryEvent_StatusVarCode::Catalog),
            3 => Ok(QueryEvent_StatusVarCode::AutoIncrement),
            4 => Ok(QueryEvent_StatusVarCode::Charset),
            5 => Ok(QueryEvent_StatusVarCode::TimeZone),
            6 => Ok(QueryEvent_StatusVarCode::CatalogNz),
            7 => Ok(QueryEvent_StatusVarCode::LcTimeNames),
            8 => Ok(QueryEvent_StatusVarCode::CharsetDatabase),
            9 => Ok(QueryEvent_StatusVarCode::TableMapForUpdate),
            10 => Ok(QueryEvent_StatusVarCode::MasterDataWritten),
            11 => Ok(QueryEvent_StatusVarCode::Invoker),
            12 => Ok(QueryEvent_StatusVarCode::UpdatedDbNames),
            13 => Ok(QueryEvent_StatusVarCode::Microseconds),
            14 => Ok(QueryEvent_StatusVarCode::CommitTs),
            15 => Ok(QueryEvent_StatusVarCode::CommitTs2),
            16 => Ok(QueryEvent_StatusVarCode::ExplicitDefaultsForTimestamp),
            17 => Ok(QueryEvent_StatusVarCode::DdlLoggedWithXid),
            18 => Ok(QueryEvent_StatusVarCode::DefaultCollationForUtf8mb4),
            19 => Ok(QueryEvent_StatusVarCode::SqlRequirePrimaryKey),
            20 => Ok(QueryEvent_StatusVarCode::DefaultTableEncryption),
            128 => Ok(QueryEvent_StatusVarCode::Hrnow),
            129 => Ok(QueryEvent_StatusVarCode::Xid),
            130 => Ok(QueryEvent_StatusVarCode::GtidFlags3),
            131 => Ok(QueryEvent_StatusVarCode::CharacterSetCollations),
            _ => Ok(QueryEvent_StatusVarCode::Unknown(flag)),
        }
    }
}

impl From<&QueryEvent_StatusVarCode> for i64 {
    fn from(v: &QueryEvent_StatusVarCode) -> Self {
        match *v {
            QueryEvent_StatusVarCode::Flags2 => 0,
            QueryEvent_StatusVarCode::SqlMode => 1,
            QueryEvent_StatusVarCode::Catalog => 2,
            QueryEvent_StatusVarCode::AutoIncrement => 3,
            QueryEvent_StatusVarCode::Charset => 4,
            QueryEvent_StatusVarCode::TimeZone => 5,
            QueryEvent_StatusVarCode::CatalogNz => 6,
            QueryEvent_StatusVarCode::LcTimeNames => 7,
            QueryEvent_StatusVarCode::CharsetDatabase => 8,
            QueryEvent_StatusVarCode::TableMapForUpdate => 9,
            QueryEvent_StatusVarCode::MasterDataWritten => 10,
            QueryEvent_StatusVarCode::Invoker => 11,
            QueryEvent_StatusVarCode::UpdatedDbNames => 12,
            QueryEvent_StatusVarCode::Microseconds => 13,
            QueryEvent_StatusVarCode::CommitTs => 14,
            QueryEvent_StatusVarCode::CommitTs2 => 15,
            QueryEvent_StatusVarCode::ExplicitDefaultsForTimestamp => 16,
            QueryEvent_StatusVarCode::DdlLoggedWithXid => 17,
            QueryEvent_StatusVarCode::DefaultCollationForUtf8mb4 => 18,
            QueryEvent_StatusVarCode::SqlRequirePrimaryKey => 19,
            QueryEvent_StatusVarCode::DefaultTableEncryption => 20,
            QueryEvent_StatusVarCode::Hrnow => 128,
            QueryEvent_StatusVarCode::Xid => 129,
            QueryEvent_StatusVarCode::GtidFlags3 => 130,
            QueryEvent_StatusVarCode::CharacterSetCollations => 131,
            QueryEvent_StatusVarCode::Unknown(v) => v
        }
    }
}

impl Default for QueryEvent_StatusVarCode {
    fn default() -> Self { QueryEvent_StatusVarCode::Unknown(0) }
}


/**
 * Q_AUTO_INCREMENT: the session's auto_increment_increment and auto_increment_offset.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_AutoIncrement {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    increment: RefCell<u16>,
    offset: RefCell<u16>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_AutoIncrement {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.increment.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.offset.borrow_mut() = _io.read_u2le()?.into();
        Ok(())
    }
}
impl QueryEvent_AutoIncrement {
}

/**
 * auto_increment_increment.
 */
impl QueryEvent_AutoIncrement {
    pub fn increment(&self) -> Ref<'_, u16> {
        self.increment.borrow()
    }
}

/**
 * auto_increment_offset.
 */
impl QueryEvent_AutoIncrement {
    pub fn offset(&self) -> Ref<'_, u16> {
        self.offset.borrow()
    }
}
impl QueryEvent_AutoIncrement {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The old (MySQL 5.0.0 to 5.0.3) catalog form, which also stores the zero terminator.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_CatalogWithTerminator {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u8>,
    value: RefCell<String>,
    terminator: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_CatalogWithTerminator {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.len_value.borrow_mut() = _io.read_u1()?.into();
        *self_rc.value.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_value() as usize)?.into(), "UTF-8")?;
        *self_rc.terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/types/catalog_with_terminator/seq/2".to_string() }));
        }
        Ok(())
    }
}
impl QueryEvent_CatalogWithTerminator {
}
impl QueryEvent_CatalogWithTerminator {
    pub fn len_value(&self) -> Ref<'_, u8> {
        self.len_value.borrow()
    }
}

/**
 * The catalog name (always "std").
 */
impl QueryEvent_CatalogWithTerminator {
    pub fn value(&self) -> Ref<'_, String> {
        self.value.borrow()
    }
}
impl QueryEvent_CatalogWithTerminator {
    pub fn terminator(&self) -> Ref<'_, Vec<u8>> {
        self.terminator.borrow()
    }
}
impl QueryEvent_CatalogWithTerminator {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * Collation ids (see INFORMATION_SCHEMA.COLLATIONS) of the session.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_Charset {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    character_set_client: RefCell<u16>,
    collation_connection: RefCell<u16>,
    collation_server: RefCell<u16>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_Charset {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.character_set_client.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.collation_connection.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.collation_server.borrow_mut() = _io.read_u2le()?.into();
        Ok(())
    }
}
impl QueryEvent_Charset {
}

/**
 * Collation id of the session's character_set_client.
 */
impl QueryEvent_Charset {
    pub fn character_set_client(&self) -> Ref<'_, u16> {
        self.character_set_client.borrow()
    }
}

/**
 * Collation id of collation_connection.
 */
impl QueryEvent_Charset {
    pub fn collation_connection(&self) -> Ref<'_, u16> {
        self.collation_connection.borrow()
    }
}

/**
 * Collation id of collation_server.
 */
impl QueryEvent_Charset {
    pub fn collation_server(&self) -> Ref<'_, u16> {
        self.collation_server.borrow()
    }
}
impl QueryEvent_Charset {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * MariaDB's compressed-record layout: one header byte (bit 7 set, bits 4-6 the algorithm,
 * 0 = zlib; bits 0-2 the width of the length that follows), the uncompressed length in
 * 1 to 4 big-endian bytes, then a zlib stream.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_CompressedText {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent>,
    pub _self: SharedType<Self>,
    header: RefCell<u8>,
    len_uncompressed: RefCell<Option<QueryEvent_CompressedText_LenUncompressed>>,
    text: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    text_raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum QueryEvent_CompressedText_LenUncompressed {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for QueryEvent_CompressedText_LenUncompressed {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&QueryEvent_CompressedText_LenUncompressed> for u8 {
    fn from(e: &QueryEvent_CompressedText_LenUncompressed) -> Self {
        if let QueryEvent_CompressedText_LenUncompressed::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum QueryEvent_CompressedText_LenUncompressed::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for QueryEvent_CompressedText_LenUncompressed {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&QueryEvent_CompressedText_LenUncompressed> for u16 {
    fn from(e: &QueryEvent_CompressedText_LenUncompressed) -> Self {
        if let QueryEvent_CompressedText_LenUncompressed::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum QueryEvent_CompressedText_LenUncompressed::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for QueryEvent_CompressedText_LenUncompressed {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&QueryEvent_CompressedText_LenUncompressed> for u64 {
    fn from(e: &QueryEvent_CompressedText_LenUncompressed) -> Self {
        if let QueryEvent_CompressedText_LenUncompressed::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum QueryEvent_CompressedText_LenUncompressed::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for QueryEvent_CompressedText_LenUncompressed {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&QueryEvent_CompressedText_LenUncompressed> for u32 {
    fn from(e: &QueryEvent_CompressedText_LenUncompressed) -> Self {
        if let QueryEvent_CompressedText_LenUncompressed::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum QueryEvent_CompressedText_LenUncompressed::U4 to u32, enum value {:?}", e)
    }
}
impl From<&QueryEvent_CompressedText_LenUncompressed> for usize {
    fn from(e: &QueryEvent_CompressedText_LenUncompressed) -> Self {
        match e {
            QueryEvent_CompressedText_LenUncompressed::U1(v) => *v as usize,
            QueryEvent_CompressedText_LenUncompressed::U2(v) => *v as usize,
            QueryEvent_CompressedText_LenUncompressed::Bits(v) => *v as usize,
            QueryEvent_CompressedText_LenUncompressed::U4(v) => *v as usize,
        }
    }
}

impl KStruct for QueryEvent_CompressedText {
    type Root = QueryEvent;
    type Parent = QueryEvent;

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
        *self_rc.header.borrow_mut() = _io.read_u1()?.into();
        if !(*self_rc.header() >= 128) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::LessThan, src_path: "/types/compressed_text/seq/0".to_string() }));
        }
        if !(*self_rc.header() <= 159) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/types/compressed_text/seq/0".to_string() }));
        }
        match ((*self_rc.header() as u8) & (7 as u8)) {
            1 => {
                *self_rc.len_uncompressed.borrow_mut() = Some(_io.read_u1()?.into());
            }
            2 => {
                *self_rc.len_uncompressed.borrow_mut() = Some(_io.read_u2be()?.into());
            }
            3 => {
                *self_rc.len_uncompressed.borrow_mut() = Some(QueryEvent_CompressedText_LenUncompressed::Bits(_io.read_bits_int_be(24)?));
            }
            4 => {
                *self_rc.len_uncompressed.borrow_mut() = Some(_io.read_u4be()?.into());
            }
            _ => {}
        }
        *self_rc.text_raw.borrow_mut() = _io.read_bytes_full()?.into();
        *self_rc.text.borrow_mut() = process_zlib(&self_rc.text_raw.borrow()).map_err(|msg| KError::BytesDecodingError { msg })?;
        Ok(())
    }
}
impl QueryEvent_CompressedText {
}

/**
 * 0x80 plus the number of bytes of len_uncompressed.
 */
impl QueryEvent_CompressedText {
    pub fn header(&self) -> Ref<'_, u8> {
        self.header.borrow()
    }
}

/**
 * The statement's length before compression.
 */
impl QueryEvent_CompressedText {
    pub fn len_uncompressed(&self) -> usize {
        self.len_uncompressed.borrow().as_ref().unwrap().into()
    }
    pub fn len_uncompressed_enum(&self) -> Ref<'_, Option<QueryEvent_CompressedText_LenUncompressed>> {
        self.len_uncompressed.borrow()
    }
}

/**
 * The statement text, uncompressed.
 */
impl QueryEvent_CompressedText {
    pub fn text(&self) -> Ref<'_, Vec<u8>> {
        self.text.borrow()
    }
}
impl QueryEvent_CompressedText {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl QueryEvent_CompressedText {
    pub fn text_raw(&self) -> Ref<'_, Vec<u8>> {
        self.text_raw.borrow()
    }
}

/**
 * MariaDB's extra GTID flags of a two-phase ALTER TABLE, and the sequence number of its START ALTER.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_GtidFlags3 {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    flags: RefCell<u8>,
    start_alter_seq_no: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_GtidFlags3 {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.flags.borrow_mut() = _io.read_u1()?.into();
        if ((((*self_rc.flags() as u8) & (12 as u8)) as i64) != (0 as i64)) {
            *self_rc.start_alter_seq_no.borrow_mut() = _io.read_u8le()?.into();
        }
        Ok(())
    }
}
impl QueryEvent_GtidFlags3 {
}

/**
 * MariaDB's extra GTID flags.
 */
impl QueryEvent_GtidFlags3 {
    pub fn flags(&self) -> Ref<'_, u8> {
        self.flags.borrow()
    }
}

/**
 * Present for COMMIT ALTER (flag 0x04) and ROLLBACK ALTER (flag 0x08).
 */
impl QueryEvent_GtidFlags3 {
    pub fn start_alter_seq_no(&self) -> Ref<'_, u64> {
        self.start_alter_seq_no.borrow()
    }
}
impl QueryEvent_GtidFlags3 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The definer a stored routine, view or trigger statement runs as.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_Invoker {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    len_user: RefCell<u8>,
    user: RefCell<String>,
    len_host: RefCell<u8>,
    host: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_Invoker {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.len_user.borrow_mut() = _io.read_u1()?.into();
        *self_rc.user.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_user() as usize)?.into(), "UTF-8")?;
        *self_rc.len_host.borrow_mut() = _io.read_u1()?.into();
        *self_rc.host.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_host() as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl QueryEvent_Invoker {
}
impl QueryEvent_Invoker {
    pub fn len_user(&self) -> Ref<'_, u8> {
        self.len_user.borrow()
    }
}

/**
 * The invoker's user name.
 */
impl QueryEvent_Invoker {
    pub fn user(&self) -> Ref<'_, String> {
        self.user.borrow()
    }
}
impl QueryEvent_Invoker {
    pub fn len_host(&self) -> Ref<'_, u8> {
        self.len_host.borrow()
    }
}

/**
 * The invoker's host.
 */
impl QueryEvent_Invoker {
    pub fn host(&self) -> Ref<'_, String> {
        self.host.borrow()
    }
}
impl QueryEvent_Invoker {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A string behind a 1-byte length, with no terminator.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_ShortString {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u8>,
    value: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_ShortString {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.len_value.borrow_mut() = _io.read_u1()?.into();
        *self_rc.value.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_value() as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl QueryEvent_ShortString {
}
impl QueryEvent_ShortString {
    pub fn len_value(&self) -> Ref<'_, u8> {
        self.len_value.borrow()
    }
}

/**
 * The string.
 */
impl QueryEvent_ShortString {
    pub fn value(&self) -> Ref<'_, String> {
        self.value.borrow()
    }
}
impl QueryEvent_ShortString {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One status variable: its code, then a value in the layout the code gives.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_StatusVar {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVars>,
    pub _self: SharedType<Self>,
    code: RefCell<QueryEvent_StatusVarCode>,
    value: RefCell<Option<QueryEvent_StatusVar_Value>>,
    unparsed: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_is_known: Cell<bool>,
    is_known: RefCell<bool>,
}
#[derive(Debug, Clone)]
pub enum QueryEvent_StatusVar_Value {
    QueryEvent_AutoIncrement(OptRc<QueryEvent_AutoIncrement>),
    QueryEvent_ValueU4(OptRc<QueryEvent_ValueU4>),
    QueryEvent_ValueU8(OptRc<QueryEvent_ValueU8>),
    QueryEvent_Charset(OptRc<QueryEvent_Charset>),
    QueryEvent_Invoker(OptRc<QueryEvent_Invoker>),
    QueryEvent_UpdatedDbNames(OptRc<QueryEvent_UpdatedDbNames>),
    QueryEvent_ShortString(OptRc<QueryEvent_ShortString>),
    QueryEvent_CatalogWithTerminator(OptRc<QueryEvent_CatalogWithTerminator>),
    QueryEvent_GtidFlags3(OptRc<QueryEvent_GtidFlags3>),
    QueryEvent_ValueU3(OptRc<QueryEvent_ValueU3>),
    QueryEvent_ValueU1(OptRc<QueryEvent_ValueU1>),
    QueryEvent_ValueU2(OptRc<QueryEvent_ValueU2>),
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_AutoIncrement> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_AutoIncrement(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_AutoIncrement, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_AutoIncrement>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_AutoIncrement>) -> Self {
        Self::QueryEvent_AutoIncrement(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_ValueU4> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_ValueU4(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_ValueU4, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_ValueU4>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_ValueU4>) -> Self {
        Self::QueryEvent_ValueU4(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_ValueU8> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_ValueU8(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_ValueU8, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_ValueU8>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_ValueU8>) -> Self {
        Self::QueryEvent_ValueU8(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_Charset> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_Charset(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_Charset, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_Charset>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_Charset>) -> Self {
        Self::QueryEvent_Charset(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_Invoker> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_Invoker(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_Invoker, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_Invoker>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_Invoker>) -> Self {
        Self::QueryEvent_Invoker(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_UpdatedDbNames> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_UpdatedDbNames(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_UpdatedDbNames, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_UpdatedDbNames>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_UpdatedDbNames>) -> Self {
        Self::QueryEvent_UpdatedDbNames(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_ShortString> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_ShortString(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_ShortString, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_ShortString>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_ShortString>) -> Self {
        Self::QueryEvent_ShortString(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_CatalogWithTerminator> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_CatalogWithTerminator(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_CatalogWithTerminator, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_CatalogWithTerminator>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_CatalogWithTerminator>) -> Self {
        Self::QueryEvent_CatalogWithTerminator(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_GtidFlags3> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_GtidFlags3(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_GtidFlags3, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_GtidFlags3>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_GtidFlags3>) -> Self {
        Self::QueryEvent_GtidFlags3(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_ValueU3> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_ValueU3(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_ValueU3, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_ValueU3>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_ValueU3>) -> Self {
        Self::QueryEvent_ValueU3(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_ValueU1> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_ValueU1(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_ValueU1, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_ValueU1>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_ValueU1>) -> Self {
        Self::QueryEvent_ValueU1(v)
    }
}
impl From<&QueryEvent_StatusVar_Value> for OptRc<QueryEvent_ValueU2> {
    fn from(v: &QueryEvent_StatusVar_Value) -> Self {
        if let QueryEvent_StatusVar_Value::QueryEvent_ValueU2(x) = v {
            return x.clone();
        }
        panic!("expected QueryEvent_StatusVar_Value::QueryEvent_ValueU2, got {:?}", v)
    }
}
impl From<OptRc<QueryEvent_ValueU2>> for QueryEvent_StatusVar_Value {
    fn from(v: OptRc<QueryEvent_ValueU2>) -> Self {
        Self::QueryEvent_ValueU2(v)
    }
}
impl KStruct for QueryEvent_StatusVar {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVars;

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
        *self_rc.code.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        match *self_rc.code() {
            QueryEvent_StatusVarCode::AutoIncrement => {
                let t = Self::read_into::<_, QueryEvent_AutoIncrement>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Catalog => {
                let t = Self::read_into::<_, QueryEvent_CatalogWithTerminator>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::CatalogNz => {
                let t = Self::read_into::<_, QueryEvent_ShortString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Charset => {
                let t = Self::read_into::<_, QueryEvent_Charset>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::CharsetDatabase => {
                let t = Self::read_into::<_, QueryEvent_ValueU2>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::CommitTs => {
                let t = Self::read_into::<_, QueryEvent_ValueU8>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::DdlLoggedWithXid => {
                let t = Self::read_into::<_, QueryEvent_ValueU8>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::DefaultCollationForUtf8mb4 => {
                let t = Self::read_into::<_, QueryEvent_ValueU2>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::DefaultTableEncryption => {
                let t = Self::read_into::<_, QueryEvent_ValueU1>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::ExplicitDefaultsForTimestamp => {
                let t = Self::read_into::<_, QueryEvent_ValueU1>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Flags2 => {
                let t = Self::read_into::<_, QueryEvent_ValueU4>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::GtidFlags3 => {
                let t = Self::read_into::<_, QueryEvent_GtidFlags3>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Hrnow => {
                let t = Self::read_into::<_, QueryEvent_ValueU3>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Invoker => {
                let t = Self::read_into::<_, QueryEvent_Invoker>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::LcTimeNames => {
                let t = Self::read_into::<_, QueryEvent_ValueU2>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::MasterDataWritten => {
                let t = Self::read_into::<_, QueryEvent_ValueU4>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Microseconds => {
                let t = Self::read_into::<_, QueryEvent_ValueU3>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::SqlMode => {
                let t = Self::read_into::<_, QueryEvent_ValueU8>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::SqlRequirePrimaryKey => {
                let t = Self::read_into::<_, QueryEvent_ValueU1>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::TableMapForUpdate => {
                let t = Self::read_into::<_, QueryEvent_ValueU8>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::TimeZone => {
                let t = Self::read_into::<_, QueryEvent_ShortString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::UpdatedDbNames => {
                let t = Self::read_into::<_, QueryEvent_UpdatedDbNames>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            QueryEvent_StatusVarCode::Xid => {
                let t = Self::read_into::<_, QueryEvent_ValueU8>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            _ => {}
        }
        if !(*self_rc.is_known()?) {
            *self_rc.unparsed.borrow_mut() = _io.read_bytes_full()?.into();
        }
        Ok(())
    }
}
impl QueryEvent_StatusVar {

    /**
     * Whether this spec knows the layout of the code's value.
     */
    pub fn is_known(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_known.get() {
            return Ok(self.is_known.borrow());
        }
        self.f_is_known.set(true);
        *self.is_known.borrow_mut() = ( ((((i64::from(&*self.code()) as i64) <= (14 as i64))) || ( ((((i64::from(&*self.code()) as i64) >= (16 as i64))) && (((i64::from(&*self.code()) as i64) <= (20 as i64)))) ) || ( ((((i64::from(&*self.code()) as i64) >= (128 as i64))) && (((i64::from(&*self.code()) as i64) <= (130 as i64)))) )) ) as bool;
        Ok(self.is_known.borrow())
    }
}

/**
 * Which variable.
 */
impl QueryEvent_StatusVar {
    pub fn code(&self) -> Ref<'_, QueryEvent_StatusVarCode> {
        self.code.borrow()
    }
}

/**
 * The value; absent when the code is unknown.
 */
impl QueryEvent_StatusVar {
    pub fn value(&self) -> Ref<'_, Option<QueryEvent_StatusVar_Value>> {
        self.value.borrow()
    }
}

/**
 * For an unknown code, every byte after it to the end of the block, kept raw.
 */
impl QueryEvent_StatusVar {
    pub fn unparsed(&self) -> Ref<'_, Vec<u8>> {
        self.unparsed.borrow()
    }
}
impl QueryEvent_StatusVar {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The status-variable block; decoding stops at the first code this spec does not know.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_StatusVars {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent>,
    pub _self: SharedType<Self>,
    vars: RefCell<Vec<OptRc<QueryEvent_StatusVar>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_StatusVars {
    type Root = QueryEvent;
    type Parent = QueryEvent;

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
        *self_rc.vars.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, QueryEvent_StatusVar>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.vars.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl QueryEvent_StatusVars {
}

/**
 * Code-value pairs up to the end of the block.
 */
impl QueryEvent_StatusVars {
    pub fn vars(&self) -> Ref<'_, Vec<OptRc<QueryEvent_StatusVar>>> {
        self.vars.borrow()
    }
}
impl QueryEvent_StatusVars {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The databases the statement changes, for the multi-threaded applier. A count above
 * 16 (the source writes 254) means "too many to list" and no names follow.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_UpdatedDbNames {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    num_dbs: RefCell<u8>,
    db_names: RefCell<Vec<String>>,
    _io: RefCell<BytesReader>,
    f_is_over_max: Cell<bool>,
    is_over_max: RefCell<bool>,
}
impl KStruct for QueryEvent_UpdatedDbNames {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.num_dbs.borrow_mut() = _io.read_u1()?.into();
        if ((*self_rc.num_dbs() as u8) <= (16 as u8)) {
            *self_rc.db_names.borrow_mut() = Vec::new();
            let l_db_names = *self_rc.num_dbs();
            for _i in 0..l_db_names {
                self_rc.db_names.borrow_mut().push(bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?);
            }
        }
        Ok(())
    }
}
impl QueryEvent_UpdatedDbNames {

    /**
     * True when the list was too long to write (OVER_MAX_DBS_IN_EVENT_MTS).
     */
    pub fn is_over_max(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_over_max.get() {
            return Ok(self.is_over_max.borrow());
        }
        self.f_is_over_max.set(true);
        *self.is_over_max.borrow_mut() = ((((*self.num_dbs() as i64) as u8) > (16 as u8))) as bool;
        Ok(self.is_over_max.borrow())
    }
}

/**
 * How many databases the statement changed; above 16 (OVER_MAX_DBS_IN_EVENT_MTS, 254) no names follow.
 */
impl QueryEvent_UpdatedDbNames {
    pub fn num_dbs(&self) -> Ref<'_, u8> {
        self.num_dbs.borrow()
    }
}

/**
 * The databases the statement changed.
 */
impl QueryEvent_UpdatedDbNames {
    pub fn db_names(&self) -> Ref<'_, Vec<String>> {
        self.db_names.borrow()
    }
}
impl QueryEvent_UpdatedDbNames {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A one-byte status variable value.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_ValueU1 {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    value: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_ValueU1 {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.value.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl QueryEvent_ValueU1 {
}

/**
 * The value.
 */
impl QueryEvent_ValueU1 {
    pub fn value(&self) -> Ref<'_, u8> {
        self.value.borrow()
    }
}
impl QueryEvent_ValueU1 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A two-byte status variable value.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_ValueU2 {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    value: RefCell<u16>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_ValueU2 {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.value.borrow_mut() = _io.read_u2le()?.into();
        Ok(())
    }
}
impl QueryEvent_ValueU2 {
}

/**
 * The value.
 */
impl QueryEvent_ValueU2 {
    pub fn value(&self) -> Ref<'_, u16> {
        self.value.borrow()
    }
}
impl QueryEvent_ValueU2 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A three-byte status variable value.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_ValueU3 {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    value: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_ValueU3 {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.value.borrow_mut() = _io.read_bits_int_le(24)?;
        Ok(())
    }
}
impl QueryEvent_ValueU3 {
}

/**
 * The value.
 */
impl QueryEvent_ValueU3 {
    pub fn value(&self) -> Ref<'_, u64> {
        self.value.borrow()
    }
}
impl QueryEvent_ValueU3 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A four-byte status variable value.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_ValueU4 {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    value: RefCell<u32>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_ValueU4 {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.value.borrow_mut() = _io.read_u4le()?.into();
        Ok(())
    }
}
impl QueryEvent_ValueU4 {
}

/**
 * The value.
 */
impl QueryEvent_ValueU4 {
    pub fn value(&self) -> Ref<'_, u32> {
        self.value.borrow()
    }
}
impl QueryEvent_ValueU4 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * An eight-byte status variable value.
 */

#[derive(Default, Debug, Clone)]
pub struct QueryEvent_ValueU8 {
    pub _root: SharedType<QueryEvent>,
    pub _parent: SharedType<QueryEvent_StatusVar>,
    pub _self: SharedType<Self>,
    value: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for QueryEvent_ValueU8 {
    type Root = QueryEvent;
    type Parent = QueryEvent_StatusVar;

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
        *self_rc.value.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl QueryEvent_ValueU8 {
}

/**
 * The value.
 */
impl QueryEvent_ValueU8 {
    pub fn value(&self) -> Ref<'_, u64> {
        self.value.borrow()
    }
}
impl QueryEvent_ValueU8 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
