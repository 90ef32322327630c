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
 * The set of GTIDs written to all earlier binary log files of the server, at the start of
 * each file (MySQL 5.6 and later). It is MySQL's binary GTID-set encoding: a 64-bit word with
 * the number of source ids and, in its top byte, the encoding format; then per source id its
 * UUID, (MySQL 8.3+ tagged format only) its tag, and its transaction-number intervals, each a
 * half-open range [start, end). The tagged format, written once any GTID in the set has a tag,
 * moves the count up by one byte and repeats the format number in the low byte.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/gtid/tag.cpp Source
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Previous__gtids__event.html Source
 */

#[derive(Default, Debug, Clone)]
pub struct PreviousGtidsLogEvent {
    pub _root: SharedType<PreviousGtidsLogEvent>,
    pub _parent: SharedType<PreviousGtidsLogEvent>,
    pub _self: SharedType<Self>,
    num_sids_and_format_low: RefCell<u32>,
    num_sids_and_format_high: RefCell<u32>,
    sids: RefCell<Vec<OptRc<PreviousGtidsLogEvent_TsidIntervals>>>,
    _io: RefCell<BytesReader>,
    f_gtid_format: Cell<bool>,
    gtid_format: RefCell<PreviousGtidsLogEvent_GtidFormat>,
    f_is_tagged: Cell<bool>,
    is_tagged: RefCell<bool>,
    f_num_sids: Cell<bool>,
    num_sids: RefCell<i128>,
}
impl KStruct for PreviousGtidsLogEvent {
    type Root = PreviousGtidsLogEvent;
    type Parent = PreviousGtidsLogEvent;

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
        *self_rc.num_sids_and_format_low.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.num_sids_and_format_high.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.sids.borrow_mut() = Vec::new();
        let l_sids = *self_rc.num_sids()?;
        for _i in 0..l_sids {
            let f = |t : &mut PreviousGtidsLogEvent_TsidIntervals| Ok(t.set_params(*self_rc.is_tagged()?));
            let t = Self::read_into_with_init::<_, PreviousGtidsLogEvent_TsidIntervals>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            self_rc.sids.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl PreviousGtidsLogEvent {

    /**
     * The encoding format of the set.
     */
    pub fn gtid_format(
        &self
    ) -> KResult<Ref<'_, PreviousGtidsLogEvent_GtidFormat>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_gtid_format.get() {
            return Ok(self.gtid_format.borrow());
        }
        self.f_gtid_format.set(true);
        *self.gtid_format.borrow_mut() = ((((*self.num_sids_and_format_high() as i64) as u32) >> (24 as u32)) as i64).try_into()?;
        Ok(self.gtid_format.borrow())
    }

    /**
     * Whether every source id carries a tag field.
     */
    pub fn is_tagged(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_tagged.get() {
            return Ok(self.is_tagged.borrow());
        }
        self.f_is_tagged.set(true);
        *self.is_tagged.borrow_mut() = ((((((*self.num_sids_and_format_high() as i64) as u32) >> (24 as u32)) as i64) == (1 as i64))) as bool;
        Ok(self.is_tagged.borrow())
    }

    /**
     * Number of source ids in the set.
     */
    pub fn num_sids(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_num_sids.get() {
            return Ok(self.num_sids.borrow());
        }
        self.f_num_sids.set(true);
        *self.num_sids.borrow_mut() = ((if *self.is_tagged()? { ((((((*self.num_sids_and_format_low() as i128) as u32) >> (8 as u32)) as i128) + ((((((*self.num_sids_and_format_high() as i128) as i128) & (16777215 as i128)) as i128) * (16777216 as i128)) as i128))) as i128 } else { ((((*self.num_sids_and_format_low() as i128) as i128) + ((((((*self.num_sids_and_format_high() as i128) as i128) & (16777215 as i128)) as i128) * (4294967296 as i128)) as i128))) as i128 } as i128)) as i128;
        Ok(self.num_sids.borrow())
    }
}

/**
 * Bytes 0 to 3 of the 8-byte word that holds the number of source ids and the encoding
 * format. The word is read as two u4 halves and taken apart with 32-bit operations only,
 * which every target (JavaScript included) computes exactly.
 */
impl PreviousGtidsLogEvent {
    pub fn num_sids_and_format_low(&self) -> Ref<'_, u32> {
        self.num_sids_and_format_low.borrow()
    }
}

/**
 * Bytes 4 to 7 of the word; its top byte is the encoding format (0 untagged, 1 tagged).
 */
impl PreviousGtidsLogEvent {
    pub fn num_sids_and_format_high(&self) -> Ref<'_, u32> {
        self.num_sids_and_format_high.borrow()
    }
}

/**
 * One entry per source id, in the server's sorted order.
 */
impl PreviousGtidsLogEvent {
    pub fn sids(&self) -> Ref<'_, Vec<OptRc<PreviousGtidsLogEvent_TsidIntervals>>> {
        self.sids.borrow()
    }
}
impl PreviousGtidsLogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum PreviousGtidsLogEvent_GtidFormat {
    Untagged,
    Tagged,
    Unknown(i64),
}

impl TryFrom<i64> for PreviousGtidsLogEvent_GtidFormat {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<PreviousGtidsLogEvent_GtidFormat> {
        match flag {
            0 => Ok(PreviousGtidsLogEvent_GtidFormat::Untagged),
            1 => Ok(PreviousGtidsLogEvent_GtidFormat::Tagged),
            _ => Ok(PreviousGtidsLogEvent_GtidFormat::Unknown(flag)),
        }
    }
}

impl From<&PreviousGtidsLogEvent_GtidFormat> for i64 {
    fn from(v: &PreviousGtidsLogEvent_GtidFormat) -> Self {
        match *v {
            PreviousGtidsLogEvent_GtidFormat::Untagged => 0,
            PreviousGtidsLogEvent_GtidFormat::Tagged => 1,
            PreviousGtidsLogEvent_GtidFormat::Unknown(v) => v
        }
    }
}

impl Default for PreviousGtidsLogEvent_GtidFormat {
    fn default() -> Self { PreviousGtidsLogEvent_GtidFormat::Unknown(0) }
}


/**
 * The transaction numbers start to end - 1.
 */

#[derive(Default, Debug, Clone)]
pub struct PreviousGtidsLogEvent_Interval {
    pub _root: SharedType<PreviousGtidsLogEvent>,
    pub _parent: SharedType<PreviousGtidsLogEvent_TsidIntervals>,
    pub _self: SharedType<Self>,
    start: RefCell<i64>,
    end: RefCell<i64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for PreviousGtidsLogEvent_Interval {
    type Root = PreviousGtidsLogEvent;
    type Parent = PreviousGtidsLogEvent_TsidIntervals;

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
        *self_rc.start.borrow_mut() = _io.read_s8le()?.into();
        *self_rc.end.borrow_mut() = _io.read_s8le()?.into();
        Ok(())
    }
}
impl PreviousGtidsLogEvent_Interval {
}

/**
 * First transaction number of the range.
 */
impl PreviousGtidsLogEvent_Interval {
    pub fn start(&self) -> Ref<'_, i64> {
        self.start.borrow()
    }
}

/**
 * One past the last transaction number of the range.
 */
impl PreviousGtidsLogEvent_Interval {
    pub fn end(&self) -> Ref<'_, i64> {
        self.end.borrow()
    }
}
impl PreviousGtidsLogEvent_Interval {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A string as the MySQL serialization library writes it: its length as a variable-length
 * integer (for the up to 32 characters of a tag a single byte, the length times two), then
 * the characters.
 */

#[derive(Default, Debug, Clone)]
pub struct PreviousGtidsLogEvent_SerializedString {
    pub _root: SharedType<PreviousGtidsLogEvent>,
    pub _parent: SharedType<PreviousGtidsLogEvent_TsidIntervals>,
    pub _self: SharedType<Self>,
    len_value_encoded: RefCell<u8>,
    value: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for PreviousGtidsLogEvent_SerializedString {
    type Root = PreviousGtidsLogEvent;
    type Parent = PreviousGtidsLogEvent_TsidIntervals;

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
        *self_rc.len_value_encoded.borrow_mut() = _io.read_u1()?.into();
        if !(((*self_rc.len_value_encoded() as u8) <= (126 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/types/serialized_string/seq/0".to_string() }));
        }
        *self_rc.value.borrow_mut() = bytes_to_str(&_io.read_bytes(((*self_rc.len_value_encoded() as u8) >> (1 as u8)) as usize)?.into(), "ASCII")?;
        Ok(())
    }
}
impl PreviousGtidsLogEvent_SerializedString {
}

/**
 * The length shifted left by one (bit 0 clear marks a one-byte variable-length integer).
 */
impl PreviousGtidsLogEvent_SerializedString {
    pub fn len_value_encoded(&self) -> Ref<'_, u8> {
        self.len_value_encoded.borrow()
    }
}

/**
 * The tag.
 */
impl PreviousGtidsLogEvent_SerializedString {
    pub fn value(&self) -> Ref<'_, String> {
        self.value.borrow()
    }
}
impl PreviousGtidsLogEvent_SerializedString {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One source id (UUID and, in the tagged format, a tag) and its transaction-number intervals.
 */

#[derive(Default, Debug, Clone)]
pub struct PreviousGtidsLogEvent_TsidIntervals {
    pub _root: SharedType<PreviousGtidsLogEvent>,
    pub _parent: SharedType<PreviousGtidsLogEvent>,
    pub _self: SharedType<Self>,
    is_tagged: RefCell<bool>,
    sid: RefCell<Vec<u8>>,
    tag: RefCell<OptRc<PreviousGtidsLogEvent_SerializedString>>,
    num_intervals: RefCell<u64>,
    intervals: RefCell<Vec<OptRc<PreviousGtidsLogEvent_Interval>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for PreviousGtidsLogEvent_TsidIntervals {
    type Root = PreviousGtidsLogEvent;
    type Parent = PreviousGtidsLogEvent;

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
        *self_rc.sid.borrow_mut() = _io.read_bytes(16 as usize)?.into();
        if *self_rc.is_tagged() {
            let t = Self::read_into::<_, PreviousGtidsLogEvent_SerializedString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.tag.borrow_mut() = t;
        }
        *self_rc.num_intervals.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.intervals.borrow_mut() = Vec::new();
        let l_intervals = *self_rc.num_intervals();
        for _i in 0..l_intervals {
            let t = Self::read_into::<_, PreviousGtidsLogEvent_Interval>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.intervals.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn is_tagged(&self) -> Ref<'_, bool> {
        self.is_tagged.borrow()
    }
}
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn set_params(&mut self, is_tagged: bool) {
        *self.is_tagged.borrow_mut() = is_tagged;
    }
}
impl PreviousGtidsLogEvent_TsidIntervals {
}

/**
 * The source UUID in binary form.
 */
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn sid(&self) -> Ref<'_, Vec<u8>> {
        self.sid.borrow()
    }
}

/**
 * The GTID tag; empty for the untagged GTIDs of a tagged-format set.
 */
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn tag(&self) -> Ref<'_, OptRc<PreviousGtidsLogEvent_SerializedString>> {
        self.tag.borrow()
    }
}
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn num_intervals(&self) -> Ref<'_, u64> {
        self.num_intervals.borrow()
    }
}

/**
 * The transaction-number ranges of this source id, in ascending order.
 */
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn intervals(&self) -> Ref<'_, Vec<OptRc<PreviousGtidsLogEvent_Interval>>> {
        self.intervals.borrow()
    }
}
impl PreviousGtidsLogEvent_TsidIntervals {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
