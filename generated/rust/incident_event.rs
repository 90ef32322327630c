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
 * Tells replicas that something happened on the source that may leave them out of step (for
 * example, changes that could not be logged); a replica stops when it reads one.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Incident__event.html Source
 * \sa https://mariadb.com/kb/en/incident_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct IncidentEvent {
    pub _root: SharedType<IncidentEvent>,
    pub _parent: SharedType<IncidentEvent>,
    pub _self: SharedType<Self>,
    incident: RefCell<IncidentEvent_IncidentType>,
    len_message: RefCell<u8>,
    message: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for IncidentEvent {
    type Root = IncidentEvent;
    type Parent = IncidentEvent;

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
        *self_rc.incident.borrow_mut() = (_io.read_u2le()? as i64).try_into()?;
        *self_rc.len_message.borrow_mut() = _io.read_u1()?.into();
        *self_rc.message.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_message() as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl IncidentEvent {
}

/**
 * What happened: the kind of incident.
 */
impl IncidentEvent {
    pub fn incident(&self) -> Ref<'_, IncidentEvent_IncidentType> {
        self.incident.borrow()
    }
}
impl IncidentEvent {
    pub fn len_message(&self) -> Ref<'_, u8> {
        self.len_message.borrow()
    }
}

/**
 * Human-readable explanation (may be empty).
 */
impl IncidentEvent {
    pub fn message(&self) -> Ref<'_, String> {
        self.message.borrow()
    }
}
impl IncidentEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum IncidentEvent_IncidentType {

    /**
     * No incident; not a valid event.
     */
    None,

    /**
     * Events may be missing from the binlog; the replica must be resynchronised.
     */
    LostEvents,
    Unknown(i64),
}

impl TryFrom<i64> for IncidentEvent_IncidentType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<IncidentEvent_IncidentType> {
        match flag {
            0 => Ok(IncidentEvent_IncidentType::None),
            1 => Ok(IncidentEvent_IncidentType::LostEvents),
            _ => Ok(IncidentEvent_IncidentType::Unknown(flag)),
        }
    }
}

impl From<&IncidentEvent_IncidentType> for i64 {
    fn from(v: &IncidentEvent_IncidentType) -> Self {
        match *v {
            IncidentEvent_IncidentType::None => 0,
            IncidentEvent_IncidentType::LostEvents => 1,
            IncidentEvent_IncidentType::Unknown(v) => v
        }
    }
}

impl Default for IncidentEvent_IncidentType {
    fn default() -> Self { IncidentEvent_IncidentType::Unknown(0) }
}

