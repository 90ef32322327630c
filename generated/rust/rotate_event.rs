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
 * The last event of a binlog file that was closed because a new one was opened (size limit,
 * FLUSH LOGS), naming the next file and the position to read it from. Replicas also receive
 * "fake" rotate events at the start of a dump. Binlog v1 had no post-header (no position).
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rotate__event.html Source
 * \sa https://mariadb.com/kb/en/rotate_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct RotateEvent {
    pub _root: SharedType<RotateEvent>,
    pub _parent: SharedType<RotateEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    position: RefCell<u64>,
    post_header_extra: RefCell<Vec<u8>>,
    next_log_name: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RotateEvent {
    type Root = RotateEvent;
    type Parent = RotateEvent;

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
        if ((*self_rc.len_post_header() as u8) >= (8 as u8)) {
            *self_rc.position.borrow_mut() = _io.read_u8le()?.into();
        }
        if ((*self_rc.len_post_header() as u8) > (8 as u8)) {
            *self_rc.post_header_extra.borrow_mut() = _io.read_bytes(((*self_rc.len_post_header() as u8) - (8 as u8)) as usize)?.into();
        }
        *self_rc.next_log_name.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl RotateEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl RotateEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl RotateEvent {
}

/**
 * Position in the next file of its first event to read (4 for a new file).
 */
impl RotateEvent {
    pub fn position(&self) -> Ref<'_, u64> {
        self.position.borrow()
    }
}

/**
 * Post-header bytes beyond the known position, kept raw.
 */
impl RotateEvent {
    pub fn post_header_extra(&self) -> Ref<'_, Vec<u8>> {
        self.post_header_extra.borrow()
    }
}

/**
 * File name (without directory) of the next binlog; not zero-terminated.
 */
impl RotateEvent {
    pub fn next_log_name(&self) -> Ref<'_, String> {
        self.next_log_name.borrow()
    }
}
impl RotateEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
