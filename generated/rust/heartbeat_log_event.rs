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
 * Keep-alive that a source sends to a replica while it has no events to send; it is never
 * written to a binlog, only seen in the replication stream (and so in tools that record it).
 * The header's log_pos is the source's current position; the body names its current file.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event.html Source
 * \sa https://mariadb.com/kb/en/heartbeat_log_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct HeartbeatLogEvent {
    pub _root: SharedType<HeartbeatLogEvent>,
    pub _parent: SharedType<HeartbeatLogEvent>,
    pub _self: SharedType<Self>,
    log_name: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for HeartbeatLogEvent {
    type Root = HeartbeatLogEvent;
    type Parent = HeartbeatLogEvent;

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
        *self_rc.log_name.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl HeartbeatLogEvent {
}

/**
 * Name of the binlog file the source is at; not zero-terminated.
 */
impl HeartbeatLogEvent {
    pub fn log_name(&self) -> Ref<'_, String> {
        self.log_name.borrow()
    }
}
impl HeartbeatLogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
