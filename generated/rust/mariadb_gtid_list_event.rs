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
 * The binary log state at the start of a file: for each replication domain and server id, the
 * last GTID written in an earlier file. A server also sends it to a replica, with flags set,
 * when the replica connects by GTID.
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://mariadb.com/kb/en/gtid_list_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbGtidListEvent {
    pub _root: SharedType<MariadbGtidListEvent>,
    pub _parent: SharedType<MariadbGtidListEvent>,
    pub _self: SharedType<Self>,
    num_gtids_and_flags: RefCell<u32>,
    gtids: RefCell<Vec<OptRc<MariadbGtidListEvent_Gtid>>>,
    padding: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_list_flags: Cell<bool>,
    list_flags: RefCell<i64>,
    f_num_gtids: Cell<bool>,
    num_gtids: RefCell<i64>,
}
impl KStruct for MariadbGtidListEvent {
    type Root = MariadbGtidListEvent;
    type Parent = MariadbGtidListEvent;

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
        *self_rc.num_gtids_and_flags.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.gtids.borrow_mut() = Vec::new();
        let l_gtids = *self_rc.num_gtids()?;
        for _i in 0..l_gtids {
            let t = Self::read_into::<_, MariadbGtidListEvent_Gtid>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.gtids.borrow_mut().push(t);
        }
        *self_rc.padding.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl MariadbGtidListEvent {

    /**
     * Bit 0 (FLAG_UNTIL_REACHED) and bit 1 (FLAG_IGN_GTIDS), set only in events a server sends to replicas.
     */
    pub fn list_flags(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_list_flags.get() {
            return Ok(self.list_flags.borrow());
        }
        self.f_list_flags.set(true);
        *self.list_flags.borrow_mut() = ((((*self.num_gtids_and_flags() as i64) as u32) >> (28 as u32))) as i64;
        Ok(self.list_flags.borrow())
    }
    pub fn num_gtids(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_num_gtids.get() {
            return Ok(self.num_gtids.borrow());
        }
        self.f_num_gtids.set(true);
        *self.num_gtids.borrow_mut() = ((((*self.num_gtids_and_flags() as i64) as i64) & (268435455 as i64))) as i64;
        Ok(self.num_gtids.borrow())
    }
}

/**
 * Number of GTIDs in bits 0 to 27, flags in bits 28 to 31.
 */
impl MariadbGtidListEvent {
    pub fn num_gtids_and_flags(&self) -> Ref<'_, u32> {
        self.num_gtids_and_flags.borrow()
    }
}

/**
 * The last GTID of each replication domain and server.
 */
impl MariadbGtidListEvent {
    pub fn gtids(&self) -> Ref<'_, Vec<OptRc<MariadbGtidListEvent_Gtid>>> {
        self.gtids.borrow()
    }
}

/**
 * Bytes after the list; MariaDB writes two zero bytes after an empty list.
 */
impl MariadbGtidListEvent {
    pub fn padding(&self) -> Ref<'_, Vec<u8>> {
        self.padding.borrow()
    }
}
impl MariadbGtidListEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One GTID, printed domain_id-server_id-seq_no.
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbGtidListEvent_Gtid {
    pub _root: SharedType<MariadbGtidListEvent>,
    pub _parent: SharedType<MariadbGtidListEvent>,
    pub _self: SharedType<Self>,
    domain_id: RefCell<u32>,
    server_id: RefCell<u32>,
    seq_no: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MariadbGtidListEvent_Gtid {
    type Root = MariadbGtidListEvent;
    type Parent = MariadbGtidListEvent;

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
        *self_rc.domain_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.server_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.seq_no.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl MariadbGtidListEvent_Gtid {
}

/**
 * Replication domain.
 */
impl MariadbGtidListEvent_Gtid {
    pub fn domain_id(&self) -> Ref<'_, u32> {
        self.domain_id.borrow()
    }
}

/**
 * Server that wrote the transaction.
 */
impl MariadbGtidListEvent_Gtid {
    pub fn server_id(&self) -> Ref<'_, u32> {
        self.server_id.borrow()
    }
}

/**
 * Sequence number in the domain.
 */
impl MariadbGtidListEvent_Gtid {
    pub fn seq_no(&self) -> Ref<'_, u64> {
        self.seq_no.borrow()
    }
}
impl MariadbGtidListEvent_Gtid {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
