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
 * The COMMIT of a transaction that changed a transactional (XA-capable) engine; it closes the
 * event group that BEGIN (or a GTID event) opened.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Xid__event.html Source
 * \sa https://mariadb.com/kb/en/xid_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct XidEvent {
    pub _root: SharedType<XidEvent>,
    pub _parent: SharedType<XidEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    post_header: RefCell<Vec<u8>>,
    xid: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for XidEvent {
    type Root = XidEvent;
    type Parent = XidEvent;

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
        *self_rc.xid.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl XidEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl XidEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl XidEvent {
}

/**
 * A post-header no released server writes, kept raw.
 */
impl XidEvent {
    pub fn post_header(&self) -> Ref<'_, Vec<u8>> {
        self.post_header.borrow()
    }
}

/**
 * Transaction id the engines used for two-phase commit; the server writes it in its own byte order (little-endian on every common platform).
 */
impl XidEvent {
    pub fn xid(&self) -> Ref<'_, u64> {
        self.xid.borrow()
    }
}
impl XidEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
