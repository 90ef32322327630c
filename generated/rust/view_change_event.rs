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
 * Group Replication marks a change of the group's membership (a view change) with this event
 * in the group_replication_applier relay log and the binary log. It carries the new view's id
 * and, for a joining member, the certification information it needs: a map from write-set
 * hash to the GTID set in which that row was last changed.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp Source
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1View__change__event.html Source
 */

#[derive(Default, Debug, Clone)]
pub struct ViewChangeEvent {
    pub _root: SharedType<ViewChangeEvent>,
    pub _parent: SharedType<ViewChangeEvent>,
    pub _self: SharedType<Self>,
    view_id: RefCell<String>,
    seq_number: RefCell<i64>,
    num_cert_info: RefCell<u32>,
    cert_info: RefCell<Vec<OptRc<ViewChangeEvent_CertInfoEntry>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ViewChangeEvent {
    type Root = ViewChangeEvent;
    type Parent = ViewChangeEvent;

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
        *self_rc.view_id.borrow_mut() = bytes_to_str(&bytes_terminate(&_io.read_bytes(40 as usize)?.into(), 0, false).into(), "ASCII")?;
        *self_rc.seq_number.borrow_mut() = _io.read_s8le()?.into();
        *self_rc.num_cert_info.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.cert_info.borrow_mut() = Vec::new();
        let l_cert_info = *self_rc.num_cert_info();
        for _i in 0..l_cert_info {
            let t = Self::read_into::<_, ViewChangeEvent_CertInfoEntry>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.cert_info.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl ViewChangeEvent {
}

/**
 * The view id (like 15883451581012337:5), padded with zero bytes to 40.
 */
impl ViewChangeEvent {
    pub fn view_id(&self) -> Ref<'_, String> {
        self.view_id.borrow()
    }
}

/**
 * The certifier's sequence number when the view changed.
 */
impl ViewChangeEvent {
    pub fn seq_number(&self) -> Ref<'_, i64> {
        self.seq_number.borrow()
    }
}
impl ViewChangeEvent {
    pub fn num_cert_info(&self) -> Ref<'_, u32> {
        self.num_cert_info.borrow()
    }
}

/**
 * The certification database entries.
 */
impl ViewChangeEvent {
    pub fn cert_info(&self) -> Ref<'_, Vec<OptRc<ViewChangeEvent_CertInfoEntry>>> {
        self.cert_info.borrow()
    }
}
impl ViewChangeEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One entry of the certification information.
 */

#[derive(Default, Debug, Clone)]
pub struct ViewChangeEvent_CertInfoEntry {
    pub _root: SharedType<ViewChangeEvent>,
    pub _parent: SharedType<ViewChangeEvent>,
    pub _self: SharedType<Self>,
    len_key: RefCell<u16>,
    key: RefCell<Vec<u8>>,
    len_value: RefCell<u32>,
    value: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ViewChangeEvent_CertInfoEntry {
    type Root = ViewChangeEvent;
    type Parent = ViewChangeEvent;

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
        *self_rc.len_key.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.key.borrow_mut() = _io.read_bytes(*self_rc.len_key() as usize)?.into();
        *self_rc.len_value.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.value.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
        Ok(())
    }
}
impl ViewChangeEvent_CertInfoEntry {
}
impl ViewChangeEvent_CertInfoEntry {
    pub fn len_key(&self) -> Ref<'_, u16> {
        self.len_key.borrow()
    }
}

/**
 * A write-set hash, as text.
 */
impl ViewChangeEvent_CertInfoEntry {
    pub fn key(&self) -> Ref<'_, Vec<u8>> {
        self.key.borrow()
    }
}
impl ViewChangeEvent_CertInfoEntry {
    pub fn len_value(&self) -> Ref<'_, u32> {
        self.len_value.borrow()
    }
}

/**
 * The GTID set of the last change to those rows, in the binary GTID-set encoding.
 */
impl ViewChangeEvent_CertInfoEntry {
    pub fn value(&self) -> Ref<'_, Vec<u8>> {
        self.value.borrow()
    }
}
impl ViewChangeEvent_CertInfoEntry {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
