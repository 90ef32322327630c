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
use super::query_event::QueryEvent_StatusVars;

/**
 * The LOAD DATA statement (MySQL 5.0.3 and later) that loads the file sent by the
 * BEGIN_LOAD_QUERY and APPEND_BLOCK events with the same file id. It is a QUERY_EVENT whose
 * post-header has 13 more bytes: the file id, where the file name sits inside the statement
 * text (so that a replica can substitute its local copy), and the duplicate handling.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Execute__load__query__event.html Source
 * \sa https://mariadb.com/kb/en/execute_load_query_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct ExecuteLoadQueryEvent {
    pub _root: SharedType<ExecuteLoadQueryEvent>,
    pub _parent: SharedType<ExecuteLoadQueryEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    thread_id: RefCell<u32>,
    exec_time: RefCell<u32>,
    len_db: RefCell<u8>,
    error_code: RefCell<u16>,
    len_status_vars: RefCell<u16>,
    file_id: RefCell<u32>,
    ofs_file_name_start: RefCell<u32>,
    ofs_file_name_end: RefCell<u32>,
    dup_handling: RefCell<ExecuteLoadQueryEvent_DupHandling>,
    post_header_extra: RefCell<Vec<u8>>,
    status_vars: RefCell<OptRc<QueryEvent_StatusVars>>,
    db: RefCell<String>,
    db_terminator: RefCell<Vec<u8>>,
    query: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    status_vars_raw: RefCell<Vec<u8>>,
}
impl KStruct for ExecuteLoadQueryEvent {
    type Root = ExecuteLoadQueryEvent;
    type Parent = ExecuteLoadQueryEvent;

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
        *self_rc.len_status_vars.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.file_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.ofs_file_name_start.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.ofs_file_name_end.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.dup_handling.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        if ((*self_rc.len_post_header() as u8) > (26 as u8)) {
            *self_rc.post_header_extra.borrow_mut() = _io.read_bytes(((*self_rc.len_post_header() as u8) - (26 as u8)) as usize)?.into();
        }
        *self_rc.status_vars_raw.borrow_mut() = _io.read_bytes(*self_rc.len_status_vars() as usize)?.into();
        let status_vars_raw = self_rc.status_vars_raw.borrow();
        let _t_status_vars_raw_io = BytesReader::from(status_vars_raw.clone());
        let t = Self::read_into::<BytesReader, QueryEvent_StatusVars>(&_t_status_vars_raw_io, None, None)?.into();
        *self_rc.status_vars.borrow_mut() = t;
        *self_rc.db.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_db() as usize)?.into(), "UTF-8")?;
        *self_rc.db_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.db_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/12".to_string() }));
        }
        *self_rc.query.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl ExecuteLoadQueryEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl ExecuteLoadQueryEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl ExecuteLoadQueryEvent {
}

/**
 * Id of the connection that ran the statement.
 */
impl ExecuteLoadQueryEvent {
    pub fn thread_id(&self) -> Ref<'_, u32> {
        self.thread_id.borrow()
    }
}

/**
 * Seconds the statement took.
 */
impl ExecuteLoadQueryEvent {
    pub fn exec_time(&self) -> Ref<'_, u32> {
        self.exec_time.borrow()
    }
}
impl ExecuteLoadQueryEvent {
    pub fn len_db(&self) -> Ref<'_, u8> {
        self.len_db.borrow()
    }
}

/**
 * The error the statement ended with on the source (0 for none).
 */
impl ExecuteLoadQueryEvent {
    pub fn error_code(&self) -> Ref<'_, u16> {
        self.error_code.borrow()
    }
}
impl ExecuteLoadQueryEvent {
    pub fn len_status_vars(&self) -> Ref<'_, u16> {
        self.len_status_vars.borrow()
    }
}

/**
 * The id of the load file (as in BEGIN_LOAD_QUERY) whose contents the statement loads.
 */
impl ExecuteLoadQueryEvent {
    pub fn file_id(&self) -> Ref<'_, u32> {
        self.file_id.borrow()
    }
}

/**
 * Offset in the statement text where the file name starts.
 */
impl ExecuteLoadQueryEvent {
    pub fn ofs_file_name_start(&self) -> Ref<'_, u32> {
        self.ofs_file_name_start.borrow()
    }
}

/**
 * Offset in the statement text just past the file name.
 */
impl ExecuteLoadQueryEvent {
    pub fn ofs_file_name_end(&self) -> Ref<'_, u32> {
        self.ofs_file_name_end.borrow()
    }
}

/**
 * What the statement does with rows that duplicate a key: error, IGNORE or REPLACE.
 */
impl ExecuteLoadQueryEvent {
    pub fn dup_handling(&self) -> Ref<'_, ExecuteLoadQueryEvent_DupHandling> {
        self.dup_handling.borrow()
    }
}

/**
 * Post-header bytes beyond the 26 known ones, kept raw.
 */
impl ExecuteLoadQueryEvent {
    pub fn post_header_extra(&self) -> Ref<'_, Vec<u8>> {
        self.post_header_extra.borrow()
    }
}

/**
 * The session state, as in QUERY_EVENT.
 */
impl ExecuteLoadQueryEvent {
    pub fn status_vars(&self) -> Ref<'_, OptRc<QueryEvent_StatusVars>> {
        self.status_vars.borrow()
    }
}

/**
 * The default database of the statement.
 */
impl ExecuteLoadQueryEvent {
    pub fn db(&self) -> Ref<'_, String> {
        self.db.borrow()
    }
}
impl ExecuteLoadQueryEvent {
    pub fn db_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.db_terminator.borrow()
    }
}

/**
 * The LOAD DATA statement, in the session's character set.
 */
impl ExecuteLoadQueryEvent {
    pub fn query(&self) -> Ref<'_, Vec<u8>> {
        self.query.borrow()
    }
}
impl ExecuteLoadQueryEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl ExecuteLoadQueryEvent {
    pub fn status_vars_raw(&self) -> Ref<'_, Vec<u8>> {
        self.status_vars_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum ExecuteLoadQueryEvent_DupHandling {

    /**
     * A duplicate key is an error.
     */
    Error,

    /**
     * IGNORE duplicates.
     */
    Ignore,

    /**
     * REPLACE duplicates.
     */
    Replace,
    Unknown(i64),
}

impl TryFrom<i64> for ExecuteLoadQueryEvent_DupHandling {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<ExecuteLoadQueryEvent_DupHandling> {
        match flag {
            0 => Ok(ExecuteLoadQueryEvent_DupHandling::Error),
            1 => Ok(ExecuteLoadQueryEvent_DupHandling::Ignore),
            2 => Ok(ExecuteLoadQueryEvent_DupHandling::Replace),
            _ => Ok(ExecuteLoadQueryEvent_DupHandling::Unknown(flag)),
        }
    }
}

impl From<&ExecuteLoadQueryEvent_DupHandling> for i64 {
    fn from(v: &ExecuteLoadQueryEvent_DupHandling) -> Self {
        match *v {
            ExecuteLoadQueryEvent_DupHandling::Error => 0,
            ExecuteLoadQueryEvent_DupHandling::Ignore => 1,
            ExecuteLoadQueryEvent_DupHandling::Replace => 2,
            ExecuteLoadQueryEvent_DupHandling::Unknown(v) => v
        }
    }
}

impl Default for ExecuteLoadQueryEvent_DupHandling {
    fn default() -> Self { ExecuteLoadQueryEvent_DupHandling::Unknown(0) }
}

