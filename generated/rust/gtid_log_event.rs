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
use super::packed_int::PackedInt;

/**
 * Opens a transaction and names it: a GTID (source UUID and transaction number) for
 * GTID_LOG_EVENT, or UUID and number all zero for ANONYMOUS_GTID_LOG_EVENT, which the server
 * writes when GTIDs are off. The body grew over the versions and every part after the GNO is
 * optional: MySQL 5.6 stops after the GNO; 5.7 adds the logical clock used by the parallel
 * applier (a type code, then last_committed and sequence_number); 8.0.1 adds commit
 * timestamps, 8.0.2 the transaction length, 8.0.14 the server versions and 8.0.33 the commit
 * group ticket. A reader takes each part while bytes remain. Two parts announce an optional
 * partner with their top bit: the 7-byte immediate commit timestamp (bit 55) is followed by the
 * original commit timestamp when the transaction came from another server, and the 4-byte
 * immediate server version (bit 31) likewise by the original server version.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h Source
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Gtid__event.html Source
 */

#[derive(Default, Debug, Clone)]
pub struct GtidLogEvent {
    pub _root: SharedType<GtidLogEvent>,
    pub _parent: SharedType<GtidLogEvent>,
    pub _self: SharedType<Self>,
    gtid_flags: RefCell<u8>,
    sid: RefCell<Vec<u8>>,
    gno: RefCell<i64>,
    lc_typecode: RefCell<u8>,
    unknown_clocks: RefCell<Vec<u8>>,
    last_committed: RefCell<i64>,
    sequence_number: RefCell<i64>,
    immediate_commit_timestamp_low: RefCell<u32>,
    immediate_commit_timestamp_high: RefCell<u64>,
    original_commit_timestamp_low: RefCell<u32>,
    original_commit_timestamp_high: RefCell<u64>,
    transaction_length: RefCell<OptRc<PackedInt>>,
    immediate_server_version_flagged: RefCell<u32>,
    original_server_version_field: RefCell<u32>,
    commit_group_ticket: RefCell<u64>,
    _io: RefCell<BytesReader>,
    f_has_commit_timestamps: Cell<bool>,
    has_commit_timestamps: RefCell<bool>,
    f_has_lc_typecode: Cell<bool>,
    has_lc_typecode: RefCell<bool>,
    f_has_logical_clocks: Cell<bool>,
    has_logical_clocks: RefCell<bool>,
    f_has_original_commit_timestamp: Cell<bool>,
    has_original_commit_timestamp: RefCell<bool>,
    f_has_original_server_version: Cell<bool>,
    has_original_server_version: RefCell<bool>,
    f_has_server_versions: Cell<bool>,
    has_server_versions: RefCell<bool>,
    f_has_transaction_length: Cell<bool>,
    has_transaction_length: RefCell<bool>,
    f_immediate_commit_timestamp: Cell<bool>,
    immediate_commit_timestamp: RefCell<i128>,
    f_immediate_server_version: Cell<bool>,
    immediate_server_version: RefCell<i64>,
    f_len_commit_timestamps: Cell<bool>,
    len_commit_timestamps: RefCell<i8>,
    f_original_commit_timestamp: Cell<bool>,
    original_commit_timestamp: RefCell<i128>,
    f_original_server_version: Cell<bool>,
    original_server_version: RefCell<i64>,
}
impl KStruct for GtidLogEvent {
    type Root = GtidLogEvent;
    type Parent = GtidLogEvent;

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
        *self_rc.gtid_flags.borrow_mut() = _io.read_u1()?.into();
        *self_rc.sid.borrow_mut() = _io.read_bytes(16 as usize)?.into();
        *self_rc.gno.borrow_mut() = _io.read_s8le()?.into();
        if !(_io.is_eof()) {
            *self_rc.lc_typecode.borrow_mut() = _io.read_u1()?.into();
        }
        if  ((*self_rc.has_lc_typecode()?) && (((*self_rc.lc_typecode() as u8) != (2 as u8))))  {
            *self_rc.unknown_clocks.borrow_mut() = _io.read_bytes_full()?.into();
        }
        if *self_rc.has_logical_clocks()? {
            *self_rc.last_committed.borrow_mut() = _io.read_s8le()?.into();
        }
        if *self_rc.has_logical_clocks()? {
            *self_rc.sequence_number.borrow_mut() = _io.read_s8le()?.into();
        }
        if *self_rc.has_commit_timestamps()? {
            *self_rc.immediate_commit_timestamp_low.borrow_mut() = _io.read_u4le()?.into();
        }
        if *self_rc.has_commit_timestamps()? {
            *self_rc.immediate_commit_timestamp_high.borrow_mut() = _io.read_bits_int_le(24)?;
        }
        _io.align_to_byte()?;
        if *self_rc.has_original_commit_timestamp()? {
            *self_rc.original_commit_timestamp_low.borrow_mut() = _io.read_u4le()?.into();
        }
        if *self_rc.has_original_commit_timestamp()? {
            *self_rc.original_commit_timestamp_high.borrow_mut() = _io.read_bits_int_le(24)?;
        }
        _io.align_to_byte()?;
        if *self_rc.has_transaction_length()? {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.transaction_length.borrow_mut() = t;
        }
        if *self_rc.has_server_versions()? {
            *self_rc.immediate_server_version_flagged.borrow_mut() = _io.read_u4le()?.into();
        }
        if *self_rc.has_original_server_version()? {
            *self_rc.original_server_version_field.borrow_mut() = _io.read_u4le()?.into();
        }
        if  ((*self_rc.has_server_versions()?) && (!(_io.is_eof())))  {
            *self_rc.commit_group_ticket.borrow_mut() = _io.read_u8le()?.into();
        }
        Ok(())
    }
}
impl GtidLogEvent {

    /**
     * Whether the commit timestamps are present (MySQL 8.0.1 and later).
     */
    pub fn has_commit_timestamps(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_commit_timestamps.get() {
            return Ok(self.has_commit_timestamps.borrow());
        }
        self.f_has_commit_timestamps.set(true);
        *self.has_commit_timestamps.borrow_mut() = ( ((*self.has_logical_clocks()?) && ((((_io.size() as i64) as i64) > (42 as i64)))) ) as bool;
        Ok(self.has_commit_timestamps.borrow())
    }

    /**
     * Whether the event goes on past the GNO (MySQL 5.7 and later).
     */
    pub fn has_lc_typecode(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_lc_typecode.get() {
            return Ok(self.has_lc_typecode.borrow());
        }
        self.f_has_lc_typecode.set(true);
        *self.has_lc_typecode.borrow_mut() = ((((_io.size() as i64) as i64) > (25 as i64))) as bool;
        Ok(self.has_lc_typecode.borrow())
    }

    /**
     * Whether last_committed and sequence_number are present.
     */
    pub fn has_logical_clocks(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_logical_clocks.get() {
            return Ok(self.has_logical_clocks.borrow());
        }
        self.f_has_logical_clocks.set(true);
        *self.has_logical_clocks.borrow_mut() = ( ((*self.has_lc_typecode()?) && ((((*self.lc_typecode() as i64) as u8) == (2 as u8)))) ) as bool;
        Ok(self.has_logical_clocks.borrow())
    }

    /**
     * Whether the transaction came from another server, so that an original commit timestamp follows.
     */
    pub fn has_original_commit_timestamp(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_original_commit_timestamp.get() {
            return Ok(self.has_original_commit_timestamp.borrow());
        }
        self.f_has_original_commit_timestamp.set(true);
        *self.has_original_commit_timestamp.borrow_mut() = ( ((*self.has_commit_timestamps()?) && ((((((*self.immediate_commit_timestamp_high() as i64) as i64) & (8388608 as i64)) as i64) != (0 as i64)))) ) as bool;
        Ok(self.has_original_commit_timestamp.borrow())
    }

    /**
     * Whether an original server version follows the immediate one.
     */
    pub fn has_original_server_version(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_original_server_version.get() {
            return Ok(self.has_original_server_version.borrow());
        }
        self.f_has_original_server_version.set(true);
        *self.has_original_server_version.borrow_mut() = ( ((*self.has_server_versions()?) && ((((((*self.immediate_server_version_flagged() as i64) as i64) & (2147483648 as i64)) as i64) != (0 as i64)))) ) as bool;
        Ok(self.has_original_server_version.borrow())
    }

    /**
     * Whether the server versions are present (MySQL 8.0.14 and later).
     */
    pub fn has_server_versions(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_server_versions.get() {
            return Ok(self.has_server_versions.borrow());
        }
        self.f_has_server_versions.set(true);
        *self.has_server_versions.borrow_mut() = ( ((*self.has_transaction_length()?) && ((_io.size() as i64) > ((((42 as i64) + ((*self.len_commit_timestamps()? as i64) as i64)) as i64) + (*self.transaction_length().len_packed()? as i64)))) ) as bool;
        Ok(self.has_server_versions.borrow())
    }

    /**
     * Whether the transaction length is present (MySQL 8.0.2 and later).
     */
    pub fn has_transaction_length(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_transaction_length.get() {
            return Ok(self.has_transaction_length.borrow());
        }
        self.f_has_transaction_length.set(true);
        *self.has_transaction_length.borrow_mut() = ( ((*self.has_commit_timestamps()?) && ((_io.size() as i64) > ((42 as i64) + ((*self.len_commit_timestamps()? as i64) as i64)))) ) as bool;
        Ok(self.has_transaction_length.borrow())
    }

    /**
     * Commit time on the immediate source, in microseconds since the epoch.
     */
    pub fn immediate_commit_timestamp(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_immediate_commit_timestamp.get() {
            return Ok(self.immediate_commit_timestamp.borrow());
        }
        self.f_immediate_commit_timestamp.set(true);
        if *self.has_commit_timestamps()? {
            *self.immediate_commit_timestamp.borrow_mut() = (((((*self.immediate_commit_timestamp_low() as i128) as i128) + ((((((*self.immediate_commit_timestamp_high() as i128) as i128) & (8388607 as i128)) as i128) * (4294967296 as i128)) as i128)) as i128)) as i128;
        }
        Ok(self.immediate_commit_timestamp.borrow())
    }

    /**
     * Version of the immediate source.
     */
    pub fn immediate_server_version(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_immediate_server_version.get() {
            return Ok(self.immediate_server_version.borrow());
        }
        self.f_immediate_server_version.set(true);
        if *self.has_server_versions()? {
            *self.immediate_server_version.borrow_mut() = ((((*self.immediate_server_version_flagged() as i64) as i64) & (2147483647 as i64))) as i64;
        }
        Ok(self.immediate_server_version.borrow())
    }

    /**
     * Bytes the commit timestamps take when present.
     */
    pub fn len_commit_timestamps(
        &self
    ) -> KResult<Ref<'_, i8>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_commit_timestamps.get() {
            return Ok(self.len_commit_timestamps.borrow());
        }
        self.f_len_commit_timestamps.set(true);
        *self.len_commit_timestamps.borrow_mut() = (if *self.has_original_commit_timestamp()? { (14) as i64 } else { (7) as i64 }) as i8;
        Ok(self.len_commit_timestamps.borrow())
    }

    /**
     * Commit time on the originating server; the immediate one when the event does not carry it.
     */
    pub fn original_commit_timestamp(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_original_commit_timestamp.get() {
            return Ok(self.original_commit_timestamp.borrow());
        }
        self.f_original_commit_timestamp.set(true);
        if *self.has_commit_timestamps()? {
            *self.original_commit_timestamp.borrow_mut() = ((if *self.has_original_commit_timestamp()? { ((((*self.original_commit_timestamp_low() as i128) as i128) + ((((*self.original_commit_timestamp_high() as i128) as i128) * (4294967296 as i128)) as i128))) as i128 } else { ((*self.immediate_commit_timestamp()? as i128)) as i128 } as i128)) as i128;
        }
        Ok(self.original_commit_timestamp.borrow())
    }

    /**
     * Version of the originating server; the immediate one when the event does not carry it.
     */
    pub fn original_server_version(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_original_server_version.get() {
            return Ok(self.original_server_version.borrow());
        }
        self.f_original_server_version.set(true);
        if *self.has_server_versions()? {
            *self.original_server_version.borrow_mut() = (if *self.has_original_server_version()? { ((*self.original_server_version_field() as i64)) as i64 } else { ((*self.immediate_server_version()? as i64)) as i64 }) as i64;
        }
        Ok(self.original_server_version.borrow())
    }
}

/**
 * Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
 */
impl GtidLogEvent {
    pub fn gtid_flags(&self) -> Ref<'_, u8> {
        self.gtid_flags.borrow()
    }
}

/**
 * UUID of the server the transaction originated on, in the 16-byte binary form; all zero when anonymous.
 */
impl GtidLogEvent {
    pub fn sid(&self) -> Ref<'_, Vec<u8>> {
        self.sid.borrow()
    }
}

/**
 * Transaction number on that server (1 and up); 0 when anonymous.
 */
impl GtidLogEvent {
    pub fn gno(&self) -> Ref<'_, i64> {
        self.gno.borrow()
    }
}

/**
 * Kind of logical clock that follows; 2 (LOGICAL_TIMESTAMP_TYPECODE) since MySQL 5.7.5. Absent in MySQL 5.6.
 */
impl GtidLogEvent {
    pub fn lc_typecode(&self) -> Ref<'_, u8> {
        self.lc_typecode.borrow()
    }
}

/**
 * The rest of an event whose clock type code is not 2 (MySQL 5.7.4 and earlier); the server ignores it.
 */
impl GtidLogEvent {
    pub fn unknown_clocks(&self) -> Ref<'_, Vec<u8>> {
        self.unknown_clocks.borrow()
    }
}

/**
 * The sequence_number of the transaction this one must wait for before it may be applied in parallel.
 */
impl GtidLogEvent {
    pub fn last_committed(&self) -> Ref<'_, i64> {
        self.last_committed.borrow()
    }
}

/**
 * This transaction's logical timestamp in the binary log file, counted from 1 per file.
 */
impl GtidLogEvent {
    pub fn sequence_number(&self) -> Ref<'_, i64> {
        self.sequence_number.borrow()
    }
}

/**
 * Bits 0 to 31 of the 7-byte immediate commit timestamp field. The field is read in two
 * parts (u4, then b24le) because the JavaScript runtime cannot read a 56-bit field.
 */
impl GtidLogEvent {
    pub fn immediate_commit_timestamp_low(&self) -> Ref<'_, u32> {
        self.immediate_commit_timestamp_low.borrow()
    }
}

/**
 * Bits 32 to 55 of the immediate commit timestamp field: its bits 0 to 22 are the
 * timestamp's bits 32 to 54, its bit 23 (bit 55 of the field) is set when an original
 * commit timestamp follows.
 */
impl GtidLogEvent {
    pub fn immediate_commit_timestamp_high(&self) -> Ref<'_, u64> {
        self.immediate_commit_timestamp_high.borrow()
    }
}

/**
 * Bits 0 to 31 of the 7-byte original commit timestamp.
 */
impl GtidLogEvent {
    pub fn original_commit_timestamp_low(&self) -> Ref<'_, u32> {
        self.original_commit_timestamp_low.borrow()
    }
}

/**
 * Bits 32 to 55 of the original commit timestamp.
 */
impl GtidLogEvent {
    pub fn original_commit_timestamp_high(&self) -> Ref<'_, u64> {
        self.original_commit_timestamp_high.borrow()
    }
}

/**
 * Size in bytes of the whole transaction, this event included.
 */
impl GtidLogEvent {
    pub fn transaction_length(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.transaction_length.borrow()
    }
}

/**
 * Version of the immediate source as major * 10000 + minor * 100 + patch (80028 for
 * 8.0.28) in bits 0 to 30; bit 31 set when an original server version follows.
 */
impl GtidLogEvent {
    pub fn immediate_server_version_flagged(&self) -> Ref<'_, u32> {
        self.immediate_server_version_flagged.borrow()
    }
}

/**
 * Version of the originating server, in the same form.
 */
impl GtidLogEvent {
    pub fn original_server_version_field(&self) -> Ref<'_, u32> {
        self.original_server_version_field.borrow()
    }
}

/**
 * Binlog group commit ticket (MySQL 8.0.33+), written only when the transaction has one.
 */
impl GtidLogEvent {
    pub fn commit_group_ticket(&self) -> Ref<'_, u64> {
        self.commit_group_ticket.borrow()
    }
}
impl GtidLogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
