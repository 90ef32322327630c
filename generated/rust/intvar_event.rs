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
 * In statement-based logging, an integer session value that the next QUERY_EVENT needs to
 * run the same way on a replica: the LAST_INSERT_ID() result or the next AUTO_INCREMENT value.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Intvar__event.html Source
 * \sa https://mariadb.com/kb/en/intvar_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct IntvarEvent {
    pub _root: SharedType<IntvarEvent>,
    pub _parent: SharedType<IntvarEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    post_header: RefCell<Vec<u8>>,
    var_type: RefCell<IntvarEvent_IntvarType>,
    value: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for IntvarEvent {
    type Root = IntvarEvent;
    type Parent = IntvarEvent;

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
        if ((*self_rc.len_post_header() as u8) > (0 as u8)) {
            *self_rc.post_header.borrow_mut() = _io.read_bytes(*self_rc.len_post_header() as usize)?.into();
        }
        *self_rc.var_type.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        *self_rc.value.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl IntvarEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl IntvarEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl IntvarEvent {
}

/**
 * A post-header no released server writes, kept raw.
 */
impl IntvarEvent {
    pub fn post_header(&self) -> Ref<'_, Vec<u8>> {
        self.post_header.borrow()
    }
}

/**
 * Which variable the value is for: LAST_INSERT_ID or INSERT_ID.
 */
impl IntvarEvent {
    pub fn var_type(&self) -> Ref<'_, IntvarEvent_IntvarType> {
        self.var_type.borrow()
    }
}

/**
 * The value, unsigned.
 */
impl IntvarEvent {
    pub fn value(&self) -> Ref<'_, u64> {
        self.value.borrow()
    }
}
impl IntvarEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum IntvarEvent_IntvarType {

    /**
     * Never written.
     */
    InvalidInt,

    /**
     * Value LAST_INSERT_ID() returns in the next statement.
     */
    LastInsertId,

    /**
     * AUTO_INCREMENT value the next statement's first generated row takes.
     */
    InsertId,
    Unknown(i64),
}

impl TryFrom<i64> for IntvarEvent_IntvarType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<IntvarEvent_IntvarType> {
        match flag {
            0 => Ok(IntvarEvent_IntvarType::InvalidInt),
            1 => Ok(IntvarEvent_IntvarType::LastInsertId),
            2 => Ok(IntvarEvent_IntvarType::InsertId),
            _ => Ok(IntvarEvent_IntvarType::Unknown(flag)),
        }
    }
}

impl From<&IntvarEvent_IntvarType> for i64 {
    fn from(v: &IntvarEvent_IntvarType) -> Self {
        match *v {
            IntvarEvent_IntvarType::InvalidInt => 0,
            IntvarEvent_IntvarType::LastInsertId => 1,
            IntvarEvent_IntvarType::InsertId => 2,
            IntvarEvent_IntvarType::Unknown(v) => v
        }
    }
}

impl Default for IntvarEvent_IntvarType {
    fn default() -> Self { IntvarEvent_IntvarType::Unknown(0) }
}

