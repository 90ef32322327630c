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
 * Opens an event group (a transaction, or a single DDL statement) in MariaDB 10.0+ and gives
 * it its GTID, printed domain_id-server_id-seq_no, the server id coming from the event header.
 * After the fixed 13 bytes come, each only when a flag asks for it: the group commit id, the
 * XA transaction id, and from MariaDB 10.5 an extra-flags byte with its own optional fields
 * (number of extra engines, the sequence number of the START ALTER that a COMMIT or ROLLBACK
 * ALTER finishes, from 11.5 the thread id). The server pads the body with zero bytes to at
 * least 19 bytes, so a zero extra-flags byte may be padding.
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.h Source
 * \sa https://github.com/MariaDB/server/blob/11.8/sql/log_event_server.cc Source
 * \sa https://mariadb.com/kb/en/gtid_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbGtidEvent {
    pub _root: SharedType<MariadbGtidEvent>,
    pub _parent: SharedType<MariadbGtidEvent>,
    pub _self: SharedType<Self>,
    seq_no: RefCell<u64>,
    domain_id: RefCell<u32>,
    flags2: RefCell<u8>,
    commit_id: RefCell<u64>,
    xid: RefCell<OptRc<MariadbGtidEvent_XaXid>>,
    flags_extra: RefCell<u8>,
    extra_engines: RefCell<u8>,
    sa_seq_no: RefCell<u64>,
    thread_id: RefCell<u32>,
    padding: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_has_flags_extra: Cell<bool>,
    has_flags_extra: RefCell<bool>,
    f_ofs_flags_extra: Cell<bool>,
    ofs_flags_extra: RefCell<i64>,
}
impl KStruct for MariadbGtidEvent {
    type Root = MariadbGtidEvent;
    type Parent = MariadbGtidEvent;

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
        *self_rc.seq_no.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.domain_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.flags2.borrow_mut() = _io.read_u1()?.into();
        if ((((*self_rc.flags2() as u8) & (2 as u8)) as i64) != (0 as i64)) {
            *self_rc.commit_id.borrow_mut() = _io.read_u8le()?.into();
        }
        if ((((*self_rc.flags2() as u8) & (192 as u8)) as i64) != (0 as i64)) {
            let t = Self::read_into::<_, MariadbGtidEvent_XaXid>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.xid.borrow_mut() = t;
        }
        if *self_rc.has_flags_extra()? {
            *self_rc.flags_extra.borrow_mut() = _io.read_u1()?.into();
        }
        if  ((*self_rc.has_flags_extra()?) && (((((*self_rc.flags_extra() as u8) & (1 as u8)) as i64) != (0 as i64))))  {
            *self_rc.extra_engines.borrow_mut() = _io.read_u1()?.into();
        }
        if  ((*self_rc.has_flags_extra()?) && (((((*self_rc.flags_extra() as u8) & (12 as u8)) as i64) != (0 as i64))))  {
            *self_rc.sa_seq_no.borrow_mut() = _io.read_u8le()?.into();
        }
        if  ((*self_rc.has_flags_extra()?) && (((((*self_rc.flags_extra() as u8) & (16 as u8)) as i64) != (0 as i64))))  {
            *self_rc.thread_id.borrow_mut() = _io.read_u4le()?.into();
        }
        *self_rc.padding.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl MariadbGtidEvent {

    /**
     * Whether the body goes on past the commit id and XA id.
     */
    pub fn has_flags_extra(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_flags_extra.get() {
            return Ok(self.has_flags_extra.borrow());
        }
        self.f_has_flags_extra.set(true);
        *self.has_flags_extra.borrow_mut() = ((_io.size() as i64) > (*self.ofs_flags_extra()? as i64)) as bool;
        Ok(self.has_flags_extra.borrow())
    }

    /**
     * Where the extra-flags byte starts when present.
     */
    pub fn ofs_flags_extra(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_ofs_flags_extra.get() {
            return Ok(self.ofs_flags_extra.borrow());
        }
        self.f_ofs_flags_extra.set(true);
        *self.ofs_flags_extra.borrow_mut() = (((((13 as i64) + (if (((((*self.flags2() as i64) as u8) & (2 as u8)) as i64) != (0 as i64)) { (8) as i64 } else { (0) as i64 } as i64)) as i64) + (if (((((*self.flags2() as i64) as u8) & (192 as u8)) as i64) != (0 as i64)) { (((((6 as u8) + (*self.xid().len_gtrid() as u8)) as i64) + (*self.xid().len_bqual() as i64))) as i64 } else { (0) as i64 } as i64))) as i64;
        Ok(self.ofs_flags_extra.borrow())
    }
}

/**
 * Sequence number of the GTID.
 */
impl MariadbGtidEvent {
    pub fn seq_no(&self) -> Ref<'_, u64> {
        self.seq_no.borrow()
    }
}

/**
 * Replication domain of the GTID.
 */
impl MariadbGtidEvent {
    pub fn domain_id(&self) -> Ref<'_, u32> {
        self.domain_id.borrow()
    }
}

/**
 * FL_STANDALONE 0x01 (no COMMIT ends the group), FL_GROUP_COMMIT_ID 0x02,
 * FL_TRANSACTIONAL 0x04, FL_ALLOW_PARALLEL 0x08, FL_WAITED 0x10, FL_DDL 0x20,
 * FL_PREPARED_XA 0x40, FL_COMPLETED_XA 0x80.
 */
impl MariadbGtidEvent {
    pub fn flags2(&self) -> Ref<'_, u8> {
        self.flags2.borrow()
    }
}

/**
 * Id shared by the groups committed together on the source (FL_GROUP_COMMIT_ID).
 */
impl MariadbGtidEvent {
    pub fn commit_id(&self) -> Ref<'_, u64> {
        self.commit_id.borrow()
    }
}

/**
 * The XA transaction id (FL_PREPARED_XA or FL_COMPLETED_XA).
 */
impl MariadbGtidEvent {
    pub fn xid(&self) -> Ref<'_, OptRc<MariadbGtidEvent_XaXid>> {
        self.xid.borrow()
    }
}

/**
 * FL_EXTRA_MULTI_ENGINE_E1 0x01, FL_START_ALTER_E1 0x02, FL_COMMIT_ALTER_E1 0x04,
 * FL_ROLLBACK_ALTER_E1 0x08, FL_EXTRA_THREAD_ID 0x10 (11.5+); 0 when the byte is padding.
 */
impl MariadbGtidEvent {
    pub fn flags_extra(&self) -> Ref<'_, u8> {
        self.flags_extra.borrow()
    }
}

/**
 * Number of engines the transaction used beyond the first.
 */
impl MariadbGtidEvent {
    pub fn extra_engines(&self) -> Ref<'_, u8> {
        self.extra_engines.borrow()
    }
}

/**
 * Sequence number of the START ALTER GTID this COMMIT or ROLLBACK ALTER completes.
 */
impl MariadbGtidEvent {
    pub fn sa_seq_no(&self) -> Ref<'_, u64> {
        self.sa_seq_no.borrow()
    }
}

/**
 * Id of the session that ran the group (MariaDB 11.5+).
 */
impl MariadbGtidEvent {
    pub fn thread_id(&self) -> Ref<'_, u32> {
        self.thread_id.borrow()
    }
}

/**
 * Zero bytes up to the minimal 19-byte body, or fields of a newer server.
 */
impl MariadbGtidEvent {
    pub fn padding(&self) -> Ref<'_, Vec<u8>> {
        self.padding.borrow()
    }
}
impl MariadbGtidEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * An XA transaction id in MariaDB's short form (1-byte lengths).
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbGtidEvent_XaXid {
    pub _root: SharedType<MariadbGtidEvent>,
    pub _parent: SharedType<MariadbGtidEvent>,
    pub _self: SharedType<Self>,
    format_id: RefCell<i64>,
    len_gtrid: RefCell<u8>,
    len_bqual: RefCell<u8>,
    gtrid: RefCell<Vec<u8>>,
    bqual: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MariadbGtidEvent_XaXid {
    type Root = MariadbGtidEvent;
    type Parent = MariadbGtidEvent;

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
        *self_rc.format_id.borrow_mut() = (_io.read_s4le()? as i64).into();
        *self_rc.len_gtrid.borrow_mut() = _io.read_u1()?.into();
        if !(((*self_rc.len_gtrid() as u8) <= (64 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/types/xa_xid/seq/1".to_string() }));
        }
        *self_rc.len_bqual.borrow_mut() = _io.read_u1()?.into();
        if !(((*self_rc.len_bqual() as u8) <= (64 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/types/xa_xid/seq/2".to_string() }));
        }
        *self_rc.gtrid.borrow_mut() = _io.read_bytes(*self_rc.len_gtrid() as usize)?.into();
        *self_rc.bqual.borrow_mut() = _io.read_bytes(*self_rc.len_bqual() as usize)?.into();
        Ok(())
    }
}
impl MariadbGtidEvent_XaXid {
}

/**
 * The XID's format id (-1 for a null XID).
 */
impl MariadbGtidEvent_XaXid {
    pub fn format_id(&self) -> Ref<'_, i64> {
        self.format_id.borrow()
    }
}
impl MariadbGtidEvent_XaXid {
    pub fn len_gtrid(&self) -> Ref<'_, u8> {
        self.len_gtrid.borrow()
    }
}
impl MariadbGtidEvent_XaXid {
    pub fn len_bqual(&self) -> Ref<'_, u8> {
        self.len_bqual.borrow()
    }
}

/**
 * The global transaction id.
 */
impl MariadbGtidEvent_XaXid {
    pub fn gtrid(&self) -> Ref<'_, Vec<u8>> {
        self.gtrid.borrow()
    }
}

/**
 * The branch qualifier.
 */
impl MariadbGtidEvent_XaXid {
    pub fn bqual(&self) -> Ref<'_, Vec<u8>> {
        self.bqual.borrow()
    }
}
impl MariadbGtidEvent_XaXid {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
