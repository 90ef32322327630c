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
 * Group Replication's certification data for a transaction: which server and thread ran it,
 * the GTID set it was executed against, and the hashes of the rows it wrote (its write set).
 * The event travels in the group's messages and appears in relay logs of the group
 * replication channels, not in a server's own binary log. All lengths come in a fixed
 * 18-byte block before the variable parts.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp Source
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Transaction__context__event.html Source
 */

#[derive(Default, Debug, Clone)]
pub struct TransactionContextEvent {
    pub _root: SharedType<TransactionContextEvent>,
    pub _parent: SharedType<TransactionContextEvent>,
    pub _self: SharedType<Self>,
    len_server_uuid: RefCell<u8>,
    thread_id: RefCell<u32>,
    gtid_specified: RefCell<u8>,
    len_snapshot_version: RefCell<u32>,
    num_write_set_items: RefCell<u32>,
    num_read_set_items: RefCell<u32>,
    server_uuid: RefCell<String>,
    snapshot_version: RefCell<Vec<u8>>,
    write_set: RefCell<Vec<OptRc<TransactionContextEvent_SetItem>>>,
    read_set: RefCell<Vec<OptRc<TransactionContextEvent_SetItem>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TransactionContextEvent {
    type Root = TransactionContextEvent;
    type Parent = TransactionContextEvent;

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
        *self_rc.len_server_uuid.borrow_mut() = _io.read_u1()?.into();
        *self_rc.thread_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.gtid_specified.borrow_mut() = _io.read_u1()?.into();
        *self_rc.len_snapshot_version.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.num_write_set_items.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.num_read_set_items.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.server_uuid.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_server_uuid() as usize)?.into(), "ASCII")?;
        *self_rc.snapshot_version.borrow_mut() = _io.read_bytes(*self_rc.len_snapshot_version() as usize)?.into();
        *self_rc.write_set.borrow_mut() = Vec::new();
        let l_write_set = *self_rc.num_write_set_items();
        for _i in 0..l_write_set {
            let t = Self::read_into::<_, TransactionContextEvent_SetItem>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.write_set.borrow_mut().push(t);
        }
        *self_rc.read_set.borrow_mut() = Vec::new();
        let l_read_set = *self_rc.num_read_set_items();
        for _i in 0..l_read_set {
            let t = Self::read_into::<_, TransactionContextEvent_SetItem>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.read_set.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl TransactionContextEvent {
}
impl TransactionContextEvent {
    pub fn len_server_uuid(&self) -> Ref<'_, u8> {
        self.len_server_uuid.borrow()
    }
}

/**
 * Id of the session that ran the transaction.
 */
impl TransactionContextEvent {
    pub fn thread_id(&self) -> Ref<'_, u32> {
        self.thread_id.borrow()
    }
}

/**
 * 1 when the session set GTID_NEXT to a GTID of its own.
 */
impl TransactionContextEvent {
    pub fn gtid_specified(&self) -> Ref<'_, u8> {
        self.gtid_specified.borrow()
    }
}
impl TransactionContextEvent {
    pub fn len_snapshot_version(&self) -> Ref<'_, u32> {
        self.len_snapshot_version.borrow()
    }
}

/**
 * How many write-set hashes follow.
 */
impl TransactionContextEvent {
    pub fn num_write_set_items(&self) -> Ref<'_, u32> {
        self.num_write_set_items.borrow()
    }
}

/**
 * Always 0 as the server writes it; the read set is not collected.
 */
impl TransactionContextEvent {
    pub fn num_read_set_items(&self) -> Ref<'_, u32> {
        self.num_read_set_items.borrow()
    }
}

/**
 * UUID of the server that ran the transaction, in its 36-character text form.
 */
impl TransactionContextEvent {
    pub fn server_uuid(&self) -> Ref<'_, String> {
        self.server_uuid.borrow()
    }
}

/**
 * The GTID set the transaction ran against, in the binary GTID-set encoding of PREVIOUS_GTIDS_LOG_EVENT.
 */
impl TransactionContextEvent {
    pub fn snapshot_version(&self) -> Ref<'_, Vec<u8>> {
        self.snapshot_version.borrow()
    }
}

/**
 * Hashes of the primary and unique keys of the rows the transaction changed.
 */
impl TransactionContextEvent {
    pub fn write_set(&self) -> Ref<'_, Vec<OptRc<TransactionContextEvent_SetItem>>> {
        self.write_set.borrow()
    }
}

/**
 * The read set's hashes.
 */
impl TransactionContextEvent {
    pub fn read_set(&self) -> Ref<'_, Vec<OptRc<TransactionContextEvent_SetItem>>> {
        self.read_set.borrow()
    }
}
impl TransactionContextEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One hash, behind a 2-byte length.
 */

#[derive(Default, Debug, Clone)]
pub struct TransactionContextEvent_SetItem {
    pub _root: SharedType<TransactionContextEvent>,
    pub _parent: SharedType<TransactionContextEvent>,
    pub _self: SharedType<Self>,
    len_hash: RefCell<u16>,
    hash: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TransactionContextEvent_SetItem {
    type Root = TransactionContextEvent;
    type Parent = TransactionContextEvent;

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
        *self_rc.len_hash.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.hash.borrow_mut() = _io.read_bytes(*self_rc.len_hash() as usize)?.into();
        Ok(())
    }
}
impl TransactionContextEvent_SetItem {
}
impl TransactionContextEvent_SetItem {
    pub fn len_hash(&self) -> Ref<'_, u16> {
        self.len_hash.borrow()
    }
}

/**
 * The hash as text written by the server (base64 of the 8-byte hash in MySQL 8).
 */
impl TransactionContextEvent_SetItem {
    pub fn hash(&self) -> Ref<'_, Vec<u8>> {
        self.hash.borrow()
    }
}
impl TransactionContextEvent_SetItem {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
