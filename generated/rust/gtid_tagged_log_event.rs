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
 * The GTID event of MySQL 8.3+ for a transaction whose GTID has a tag (UUID:tag:number). Unlike
 * GTID_LOG_EVENT it is written with the MySQL serialization library: a message made of a format
 * version, the message size, the id of the last field a reader must understand, then fields,
 * each a field id followed by its value, with no type or length of its own. Field ids count
 * up from 0 in a fixed order (flags, UUID, GNO, tag, last_committed, sequence_number, immediate
 * commit timestamp, original commit timestamp, transaction length, immediate server version,
 * original server version, commit group ticket); ids 7, 10 and 11 are left out when the value
 * is the default (the original values equal the immediate ones; no ticket). Integers are the
 * library's variable-length integers: the count of trailing one bits of the first byte, plus
 * one, is the number of bytes; the value follows those bits, least significant first. Signed
 * fields (GNO, last_committed, sequence_number) are zigzag-coded, the sign in bit 0. The UUID
 * is a fixed array of 16 such integers, one per byte, and the tag a length-prefixed string.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/readme.md Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/variable_length_integers.h Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/serializer_default_impl.hpp Source
 */

#[derive(Default, Debug, Clone)]
pub struct GtidTaggedLogEvent {
    pub _root: SharedType<GtidTaggedLogEvent>,
    pub _parent: SharedType<GtidTaggedLogEvent>,
    pub _self: SharedType<Self>,
    format_version: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    len_message: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    last_non_ignorable_field_id: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    fields: RefCell<OptRc<GtidTaggedLogEvent_FieldList>>,
    unparsed: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    fields_raw: RefCell<Vec<u8>>,
    f_commit_group_ticket: Cell<bool>,
    commit_group_ticket: RefCell<u64>,
    f_gno: Cell<bool>,
    gno: RefCell<i64>,
    f_gtid_flags: Cell<bool>,
    gtid_flags: RefCell<u64>,
    f_has_commit_group_ticket: Cell<bool>,
    has_commit_group_ticket: RefCell<bool>,
    f_has_original_commit_timestamp: Cell<bool>,
    has_original_commit_timestamp: RefCell<bool>,
    f_has_original_server_version: Cell<bool>,
    has_original_server_version: RefCell<bool>,
    f_idx_commit_group_ticket: Cell<bool>,
    idx_commit_group_ticket: RefCell<i64>,
    f_idx_transaction_length: Cell<bool>,
    idx_transaction_length: RefCell<i8>,
    f_immediate_commit_timestamp: Cell<bool>,
    immediate_commit_timestamp: RefCell<u64>,
    f_immediate_server_version: Cell<bool>,
    immediate_server_version: RefCell<u64>,
    f_last_committed: Cell<bool>,
    last_committed: RefCell<i64>,
    f_original_commit_timestamp: Cell<bool>,
    original_commit_timestamp: RefCell<u64>,
    f_original_server_version: Cell<bool>,
    original_server_version: RefCell<u64>,
    f_sequence_number: Cell<bool>,
    sequence_number: RefCell<i64>,
    f_tag: Cell<bool>,
    tag: RefCell<String>,
    f_transaction_length: Cell<bool>,
    transaction_length: RefCell<u64>,
}
impl KStruct for GtidTaggedLogEvent {
    type Root = GtidTaggedLogEvent;
    type Parent = GtidTaggedLogEvent;

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
        let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.format_version.borrow_mut() = t;
        let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.len_message.borrow_mut() = t;
        let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.last_non_ignorable_field_id.borrow_mut() = t;
        *self_rc.fields_raw.borrow_mut() = _io.read_bytes(((((((*self_rc.len_message().value()? as u64) - (*self_rc.format_version().len_encoded()? as u64)) as i64) - (*self_rc.len_message().len_encoded()? as i64)) as i64) - (*self_rc.last_non_ignorable_field_id().len_encoded()? as i64)) as usize)?.into();
        let fields_raw = self_rc.fields_raw.borrow();
        let _t_fields_raw_io = BytesReader::from(fields_raw.clone());
        let t = Self::read_into::<BytesReader, GtidTaggedLogEvent_FieldList>(&_t_fields_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.fields.borrow_mut() = t;
        *self_rc.unparsed.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl GtidTaggedLogEvent {

    /**
     * Binlog group commit ticket.
     */
    pub fn commit_group_ticket(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_commit_group_ticket.get() {
            return Ok(self.commit_group_ticket.borrow());
        }
        self.f_commit_group_ticket.set(true);
        if *self.has_commit_group_ticket()? {
            *self.commit_group_ticket.borrow_mut() = (*self.fields().entries()[(*self.idx_commit_group_ticket()? as i64) as usize].uint_value().value()?) as u64;
        }
        Ok(self.commit_group_ticket.borrow())
    }

    /**
     * Transaction number within the UUID and tag.
     */
    pub fn gno(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_gno.get() {
            return Ok(self.gno.borrow());
        }
        self.f_gno.set(true);
        *self.gno.borrow_mut() = (*self.fields().entries()[2 as usize].sint_value().value_signed()?) as i64;
        Ok(self.gno.borrow())
    }

    /**
     * Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
     */
    pub fn gtid_flags(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_gtid_flags.get() {
            return Ok(self.gtid_flags.borrow());
        }
        self.f_gtid_flags.set(true);
        *self.gtid_flags.borrow_mut() = (*self.fields().entries()[0 as usize].uint_value().value()?) as u64;
        Ok(self.gtid_flags.borrow())
    }

    /**
     * Whether field 11 (commit group ticket) is present.
     */
    pub fn has_commit_group_ticket(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_commit_group_ticket.get() {
            return Ok(self.has_commit_group_ticket.borrow());
        }
        self.f_has_commit_group_ticket.set(true);
        *self.has_commit_group_ticket.borrow_mut() = (if self.fields().entries().k_len() > (*self.idx_commit_group_ticket()? as i64) { ((*self.fields().entries()[(*self.idx_commit_group_ticket()? as i64) as usize].field_id().value()? as u64) == (11 as u64)) } else { false }) as bool;
        Ok(self.has_commit_group_ticket.borrow())
    }

    /**
     * Whether field 7 (original commit timestamp) is present.
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
        *self.has_original_commit_timestamp.borrow_mut() = (if ((self.fields().entries().k_len() as i64) > (7 as i64)) { ((*self.fields().entries()[7 as usize].field_id().value()? as u64) == (7 as u64)) } else { false }) as bool;
        Ok(self.has_original_commit_timestamp.borrow())
    }

    /**
     * Whether field 10 (original server version) is present.
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
        *self.has_original_server_version.borrow_mut() = (if self.fields().entries().k_len() > (((*self.idx_transaction_length()? as i64) as i64) + (2 as i64)) { ((*self.fields().entries()[(((*self.idx_transaction_length()? as i64) as i64) + (2 as i64)) as usize].field_id().value()? as u64) == (10 as u64)) } else { false }) as bool;
        Ok(self.has_original_server_version.borrow())
    }

    /**
     * Index in fields.entries where field 11 (commit group ticket) is when present.
     */
    pub fn idx_commit_group_ticket(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_idx_commit_group_ticket.get() {
            return Ok(self.idx_commit_group_ticket.borrow());
        }
        self.f_idx_commit_group_ticket.set(true);
        *self.idx_commit_group_ticket.borrow_mut() = ((((*self.idx_transaction_length()? as i64) as i64) + (if *self.has_original_server_version()? { (3) as i64 } else { (2) as i64 } as i64))) as i64;
        Ok(self.idx_commit_group_ticket.borrow())
    }

    /**
     * Index in fields.entries of field 8 (transaction length).
     */
    pub fn idx_transaction_length(
        &self
    ) -> KResult<Ref<'_, i8>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_idx_transaction_length.get() {
            return Ok(self.idx_transaction_length.borrow());
        }
        self.f_idx_transaction_length.set(true);
        *self.idx_transaction_length.borrow_mut() = (if *self.has_original_commit_timestamp()? { (8) as i64 } else { (7) as i64 }) as i8;
        Ok(self.idx_transaction_length.borrow())
    }

    /**
     * Commit time on the immediate source, in microseconds since the epoch.
     */
    pub fn immediate_commit_timestamp(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_immediate_commit_timestamp.get() {
            return Ok(self.immediate_commit_timestamp.borrow());
        }
        self.f_immediate_commit_timestamp.set(true);
        *self.immediate_commit_timestamp.borrow_mut() = (*self.fields().entries()[6 as usize].uint_value().value()?) as u64;
        Ok(self.immediate_commit_timestamp.borrow())
    }

    /**
     * Version of the immediate source as major * 10000 + minor * 100 + patch.
     */
    pub fn immediate_server_version(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_immediate_server_version.get() {
            return Ok(self.immediate_server_version.borrow());
        }
        self.f_immediate_server_version.set(true);
        *self.immediate_server_version.borrow_mut() = (*self.fields().entries()[(((*self.idx_transaction_length()? as i64) as i64) + (1 as i64)) as usize].uint_value().value()?) as u64;
        Ok(self.immediate_server_version.borrow())
    }

    /**
     * The sequence_number of the transaction this one must wait for before it may be applied in parallel.
     */
    pub fn last_committed(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_last_committed.get() {
            return Ok(self.last_committed.borrow());
        }
        self.f_last_committed.set(true);
        *self.last_committed.borrow_mut() = (*self.fields().entries()[4 as usize].sint_value().value_signed()?) as i64;
        Ok(self.last_committed.borrow())
    }

    /**
     * Commit time on the originating server, in microseconds since the epoch.
     */
    pub fn original_commit_timestamp(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_original_commit_timestamp.get() {
            return Ok(self.original_commit_timestamp.borrow());
        }
        self.f_original_commit_timestamp.set(true);
        *self.original_commit_timestamp.borrow_mut() = (if *self.has_original_commit_timestamp()? { (*self.fields().entries()[7 as usize].uint_value().value()?) as i64 } else { ((*self.immediate_commit_timestamp()? as i64)) as i64 }) as u64;
        Ok(self.original_commit_timestamp.borrow())
    }

    /**
     * Version of the originating server.
     */
    pub fn original_server_version(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_original_server_version.get() {
            return Ok(self.original_server_version.borrow());
        }
        self.f_original_server_version.set(true);
        *self.original_server_version.borrow_mut() = (if *self.has_original_server_version()? { (*self.fields().entries()[(((*self.idx_transaction_length()? as i64) as i64) + (2 as i64)) as usize].uint_value().value()?) as i64 } else { ((*self.immediate_server_version()? as i64)) as i64 }) as u64;
        Ok(self.original_server_version.borrow())
    }

    /**
     * This transaction's logical timestamp in the binary log file.
     */
    pub fn sequence_number(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_sequence_number.get() {
            return Ok(self.sequence_number.borrow());
        }
        self.f_sequence_number.set(true);
        *self.sequence_number.borrow_mut() = (*self.fields().entries()[5 as usize].sint_value().value_signed()?) as i64;
        Ok(self.sequence_number.borrow())
    }

    /**
     * The GTID tag.
     */
    pub fn tag(
        &self
    ) -> KResult<Ref<'_, String>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_tag.get() {
            return Ok(self.tag.borrow());
        }
        self.f_tag.set(true);
        *self.tag.borrow_mut() = self.fields().entries()[3 as usize].tag().value().to_string();
        Ok(self.tag.borrow())
    }

    /**
     * Size in bytes of the whole transaction, this event included.
     */
    pub fn transaction_length(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_transaction_length.get() {
            return Ok(self.transaction_length.borrow());
        }
        self.f_transaction_length.set(true);
        *self.transaction_length.borrow_mut() = (*self.fields().entries()[(*self.idx_transaction_length()? as i64) as usize].uint_value().value()?) as u64;
        Ok(self.transaction_length.borrow())
    }
}

/**
 * Serialization format version, written where a nested message writes its field id; 1 so far.
 */
impl GtidTaggedLogEvent {
    pub fn format_version(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.format_version.borrow()
    }
}

/**
 * Size of the whole message in bytes, from format_version up to the end of the last field.
 */
impl GtidTaggedLogEvent {
    pub fn len_message(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.len_message.borrow()
    }
}

/**
 * One more than the highest field id a reader must know to decode the message; 0 when every field may be skipped.
 */
impl GtidTaggedLogEvent {
    pub fn last_non_ignorable_field_id(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.last_non_ignorable_field_id.borrow()
    }
}

/**
 * The message's fields, each with its id.
 */
impl GtidTaggedLogEvent {
    pub fn fields(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_FieldList>> {
        self.fields.borrow()
    }
}

/**
 * Bytes after the message; none in events MySQL writes.
 */
impl GtidTaggedLogEvent {
    pub fn unparsed(&self) -> Ref<'_, Vec<u8>> {
        self.unparsed.borrow()
    }
}
impl GtidTaggedLogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl GtidTaggedLogEvent {
    pub fn fields_raw(&self) -> Ref<'_, Vec<u8>> {
        self.fields_raw.borrow()
    }
}

/**
 * The fields of the serialized message, up to its end.
 */

#[derive(Default, Debug, Clone)]
pub struct GtidTaggedLogEvent_FieldList {
    pub _root: SharedType<GtidTaggedLogEvent>,
    pub _parent: SharedType<GtidTaggedLogEvent>,
    pub _self: SharedType<Self>,
    entries: RefCell<Vec<OptRc<GtidTaggedLogEvent_TaggedField>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for GtidTaggedLogEvent_FieldList {
    type Root = GtidTaggedLogEvent;
    type Parent = GtidTaggedLogEvent;

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
        *self_rc.entries.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, GtidTaggedLogEvent_TaggedField>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.entries.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl GtidTaggedLogEvent_FieldList {
}

/**
 * Fields in id order; a field with its default value may be left out.
 */
impl GtidTaggedLogEvent_FieldList {
    pub fn entries(&self) -> Ref<'_, Vec<OptRc<GtidTaggedLogEvent_TaggedField>>> {
        self.entries.borrow()
    }
}
impl GtidTaggedLogEvent_FieldList {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A string of the serialization library, its length a variable-length integer.
 */

#[derive(Default, Debug, Clone)]
pub struct GtidTaggedLogEvent_SerializedString {
    pub _root: SharedType<GtidTaggedLogEvent>,
    pub _parent: SharedType<GtidTaggedLogEvent_TaggedField>,
    pub _self: SharedType<Self>,
    len_value: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    value: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for GtidTaggedLogEvent_SerializedString {
    type Root = GtidTaggedLogEvent;
    type Parent = GtidTaggedLogEvent_TaggedField;

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
        let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.len_value.borrow_mut() = t;
        *self_rc.value.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_value().value()? as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl GtidTaggedLogEvent_SerializedString {
}
impl GtidTaggedLogEvent_SerializedString {
    pub fn len_value(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.len_value.borrow()
    }
}

/**
 * The string.
 */
impl GtidTaggedLogEvent_SerializedString {
    pub fn value(&self) -> Ref<'_, String> {
        self.value.borrow()
    }
}
impl GtidTaggedLogEvent_SerializedString {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One field: its id, then its value in the form the id implies. An id this spec does not
 * know takes the rest of the message, as its length cannot be told (newer fields are
 * appended after the known ones, so nothing known is lost).
 */

#[derive(Default, Debug, Clone)]
pub struct GtidTaggedLogEvent_TaggedField {
    pub _root: SharedType<GtidTaggedLogEvent>,
    pub _parent: SharedType<GtidTaggedLogEvent_FieldList>,
    pub _self: SharedType<Self>,
    field_id: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    uint_value: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    sint_value: RefCell<OptRc<GtidTaggedLogEvent_VarlenUint>>,
    uuid_octets: RefCell<Vec<OptRc<GtidTaggedLogEvent_VarlenUint>>>,
    tag: RefCell<OptRc<GtidTaggedLogEvent_SerializedString>>,
    unknown: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for GtidTaggedLogEvent_TaggedField {
    type Root = GtidTaggedLogEvent;
    type Parent = GtidTaggedLogEvent_FieldList;

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
        let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.field_id.borrow_mut() = t;
        if  ((((*self_rc.field_id().value()? as u64) == (0 as u64))) || ( ((((*self_rc.field_id().value()? as u64) >= (6 as u64))) && (((*self_rc.field_id().value()? as u64) <= (11 as u64)))) ))  {
            let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
            *self_rc.uint_value.borrow_mut() = t;
        }
        if  ((((*self_rc.field_id().value()? as u64) == (2 as u64))) || (((*self_rc.field_id().value()? as u64) == (4 as u64))) || (((*self_rc.field_id().value()? as u64) == (5 as u64))))  {
            let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
            *self_rc.sint_value.borrow_mut() = t;
        }
        if ((*self_rc.field_id().value()? as u64) == (1 as u64)) {
            *self_rc.uuid_octets.borrow_mut() = Vec::new();
            let l_uuid_octets = 16;
            for _i in 0..l_uuid_octets {
                let t = Self::read_into::<_, GtidTaggedLogEvent_VarlenUint>(&*_io, Some(self_rc._root.clone()), None)?.into();
                self_rc.uuid_octets.borrow_mut().push(t);
            }
        }
        if ((*self_rc.field_id().value()? as u64) == (3 as u64)) {
            let t = Self::read_into::<_, GtidTaggedLogEvent_SerializedString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.tag.borrow_mut() = t;
        }
        if ((*self_rc.field_id().value()? as u64) > (11 as u64)) {
            *self_rc.unknown.borrow_mut() = _io.read_bytes_full()?.into();
        }
        Ok(())
    }
}
impl GtidTaggedLogEvent_TaggedField {
}

/**
 * Which field this is (0 gtid_flags up to 11 commit_group_ticket).
 */
impl GtidTaggedLogEvent_TaggedField {
    pub fn field_id(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.field_id.borrow()
    }
}

/**
 * Unsigned fields (0 flags, 6 to 9 timestamps, length and version, 10 version, 11 ticket).
 */
impl GtidTaggedLogEvent_TaggedField {
    pub fn uint_value(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.uint_value.borrow()
    }
}

/**
 * Signed fields (2 GNO, 4 last_committed, 5 sequence_number); read value_signed.
 */
impl GtidTaggedLogEvent_TaggedField {
    pub fn sint_value(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_VarlenUint>> {
        self.sint_value.borrow()
    }
}

/**
 * Field 1, the source UUID, one variable-length integer per byte.
 */
impl GtidTaggedLogEvent_TaggedField {
    pub fn uuid_octets(&self) -> Ref<'_, Vec<OptRc<GtidTaggedLogEvent_VarlenUint>>> {
        self.uuid_octets.borrow()
    }
}

/**
 * Field 3, the GTID tag.
 */
impl GtidTaggedLogEvent_TaggedField {
    pub fn tag(&self) -> Ref<'_, OptRc<GtidTaggedLogEvent_SerializedString>> {
        self.tag.borrow()
    }
}

/**
 * The rest of the message after a field id this spec does not know, kept raw.
 */
impl GtidTaggedLogEvent_TaggedField {
    pub fn unknown(&self) -> Ref<'_, Vec<u8>> {
        self.unknown.borrow()
    }
}
impl GtidTaggedLogEvent_TaggedField {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A variable-length unsigned integer of the MySQL serialization library (1 to 9 bytes).
 * The number of trailing one bits of the first byte, plus one, is the length; the value
 * starts right after the first zero bit and goes on in the following bytes, little-endian.
 * A first byte of 0xff announces the full 64-bit value in the next 8 bytes.
 */

#[derive(Default, Debug, Clone)]
pub struct GtidTaggedLogEvent_VarlenUint {
    pub _root: SharedType<GtidTaggedLogEvent>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    first: RefCell<u8>,
    more_low: RefCell<Option<GtidTaggedLogEvent_VarlenUint_MoreLow>>,
    more_high: RefCell<Option<GtidTaggedLogEvent_VarlenUint_MoreHigh>>,
    _io: RefCell<BytesReader>,
    f_len_encoded: Cell<bool>,
    len_encoded: RefCell<i8>,
    f_value: Cell<bool>,
    value: RefCell<u64>,
    f_value_signed: Cell<bool>,
    value_signed: RefCell<i64>,
}
#[derive(Debug, Clone)]
pub enum GtidTaggedLogEvent_VarlenUint_MoreLow {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for GtidTaggedLogEvent_VarlenUint_MoreLow {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreLow> for u8 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreLow) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreLow::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreLow::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for GtidTaggedLogEvent_VarlenUint_MoreLow {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreLow> for u16 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreLow) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreLow::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreLow::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for GtidTaggedLogEvent_VarlenUint_MoreLow {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreLow> for u64 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreLow) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreLow::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreLow::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for GtidTaggedLogEvent_VarlenUint_MoreLow {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreLow> for u32 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreLow) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreLow::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreLow::U4 to u32, enum value {:?}", e)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreLow> for usize {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreLow) -> Self {
        match e {
            GtidTaggedLogEvent_VarlenUint_MoreLow::U1(v) => *v as usize,
            GtidTaggedLogEvent_VarlenUint_MoreLow::U2(v) => *v as usize,
            GtidTaggedLogEvent_VarlenUint_MoreLow::Bits(v) => *v as usize,
            GtidTaggedLogEvent_VarlenUint_MoreLow::U4(v) => *v as usize,
        }
    }
}

#[derive(Debug, Clone)]
pub enum GtidTaggedLogEvent_VarlenUint_MoreHigh {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for GtidTaggedLogEvent_VarlenUint_MoreHigh {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreHigh> for u8 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreHigh) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreHigh::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreHigh::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for GtidTaggedLogEvent_VarlenUint_MoreHigh {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreHigh> for u16 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreHigh) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreHigh::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreHigh::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for GtidTaggedLogEvent_VarlenUint_MoreHigh {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreHigh> for u64 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreHigh) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreHigh::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreHigh::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for GtidTaggedLogEvent_VarlenUint_MoreHigh {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreHigh> for u32 {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreHigh) -> Self {
        if let GtidTaggedLogEvent_VarlenUint_MoreHigh::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum GtidTaggedLogEvent_VarlenUint_MoreHigh::U4 to u32, enum value {:?}", e)
    }
}
impl From<&GtidTaggedLogEvent_VarlenUint_MoreHigh> for usize {
    fn from(e: &GtidTaggedLogEvent_VarlenUint_MoreHigh) -> Self {
        match e {
            GtidTaggedLogEvent_VarlenUint_MoreHigh::U1(v) => *v as usize,
            GtidTaggedLogEvent_VarlenUint_MoreHigh::U2(v) => *v as usize,
            GtidTaggedLogEvent_VarlenUint_MoreHigh::Bits(v) => *v as usize,
            GtidTaggedLogEvent_VarlenUint_MoreHigh::U4(v) => *v as usize,
        }
    }
}

impl KStruct for GtidTaggedLogEvent_VarlenUint {
    type Root = GtidTaggedLogEvent;
    type Parent = KStructUnit;

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
        *self_rc.first.borrow_mut() = _io.read_u1()?.into();
        if *self_rc.len_encoded()? > 1 {
            match *self_rc.len_encoded()? {
                2 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u1()?.into());
                }
                3 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u2le()?.into());
                }
                4 => {
                    *self_rc.more_low.borrow_mut() = Some(GtidTaggedLogEvent_VarlenUint_MoreLow::Bits(_io.read_bits_int_le(24)?));
                }
                5 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                6 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                7 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                8 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                9 => {
                    *self_rc.more_low.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                _ => {}
            }
        }
        if *self_rc.len_encoded()? > 5 {
            match *self_rc.len_encoded()? {
                6 => {
                    *self_rc.more_high.borrow_mut() = Some(_io.read_u1()?.into());
                }
                7 => {
                    *self_rc.more_high.borrow_mut() = Some(_io.read_u2le()?.into());
                }
                8 => {
                    *self_rc.more_high.borrow_mut() = Some(GtidTaggedLogEvent_VarlenUint_MoreHigh::Bits(_io.read_bits_int_le(24)?));
                }
                9 => {
                    *self_rc.more_high.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                _ => {}
            }
        }
        Ok(())
    }
}
impl GtidTaggedLogEvent_VarlenUint {

    /**
     * How many bytes the integer takes.
     */
    pub fn len_encoded(
        &self
    ) -> KResult<Ref<'_, i8>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_encoded.get() {
            return Ok(self.len_encoded.borrow());
        }
        self.f_len_encoded.set(true);
        *self.len_encoded.borrow_mut() = (if (((((*self.first() as i64) as u8) & (1 as u8)) as i64) == (0 as i64)) { (1) as i64 } else { (if (((((*self.first() as i64) as u8) & (2 as u8)) as i64) == (0 as i64)) { (2) as i64 } else { (if (((((*self.first() as i64) as u8) & (4 as u8)) as i64) == (0 as i64)) { (3) as i64 } else { (if (((((*self.first() as i64) as u8) & (8 as u8)) as i64) == (0 as i64)) { (4) as i64 } else { (if (((((*self.first() as i64) as u8) & (16 as u8)) as i64) == (0 as i64)) { (5) as i64 } else { (if (((((*self.first() as i64) as u8) & (32 as u8)) as i64) == (0 as i64)) { (6) as i64 } else { (if (((((*self.first() as i64) as u8) & (64 as u8)) as i64) == (0 as i64)) { (7) as i64 } else { (if (((((*self.first() as i64) as u8) & (128 as u8)) as i64) == (0 as i64)) { (8) as i64 } else { (9) as i64 }) as i64 }) as i64 }) as i64 }) as i64 }) as i64 }) as i64 }) as i64 }) as i8;
        Ok(self.len_encoded.borrow())
    }

    /**
     * The integer, read as unsigned. (`.as<u8>`: a 64-bit integer in every language; Java's would otherwise be an int.)
     */
    pub fn value(
        &self
    ) -> KResult<Ref<'_, u64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value.get() {
            return Ok(self.value.borrow());
        }
        self.f_value.set(true);
        *self.value.borrow_mut() = ((if (*self.len_encoded()? as i64) == 1 { ((((*self.first() as i64) as u8) >> (1 as u8))) as i64 } else { (if (*self.len_encoded()? as i64) == 9 { ((((self.more_low() as i64) as i64) + ((((self.more_high() as i64) as i64) * (4294967296 as i64)) as i64))) as i64 } else { ((((((*self.first() as i64) as u64).checked_shr((*self.len_encoded()? as i64) as u32).unwrap_or(0)) as i64) + ((((((self.more_low() as i64) as i64) + (if (*self.len_encoded()? as i64) > 5 { ((((self.more_high() as i64) as i64) * (4294967296 as i64))) as i64 } else { (0) as i64 } as i64)) as i64) * (((1 as i64) << (((8 as i64) - ((*self.len_encoded()? as i64) as i64)) as i64)) as i64)) as i64))) as i64 }) as i64 } as u64)) as u64;
        Ok(self.value.borrow())
    }

    /**
     * The integer, read as a zigzag-coded signed one.
     */
    pub fn value_signed(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value_signed.get() {
            return Ok(self.value_signed.borrow());
        }
        self.f_value_signed.set(true);
        *self.value_signed.borrow_mut() = ((if (((((*self.value()? as i64) as u64) % (2 as u64)) as i64) == (0 as i64)) { ((((*self.value()? as i64) as u64) / (2 as u64))) as i64 } else { (((-((((((*self.value()? as i64) as u64) - (1 as u64)) as i64) / (2 as i64))) as i64) - (1 as i64))) as i64 } as i64)) as i64;
        Ok(self.value_signed.borrow())
    }
}

/**
 * The first byte: its trailing one bits give the length, the bits above them the value's low bits.
 */
impl GtidTaggedLogEvent_VarlenUint {
    pub fn first(&self) -> Ref<'_, u8> {
        self.first.borrow()
    }
}

/**
 * The bytes after the first, little-endian: all of them for lengths 2 to 5, the first
 * four for longer ones. (Read in parts of at most 32 bits, as the JavaScript runtime
 * requires.)
 */
impl GtidTaggedLogEvent_VarlenUint {
    pub fn more_low(&self) -> usize {
        self.more_low.borrow().as_ref().unwrap().into()
    }
    pub fn more_low_enum(&self) -> Ref<'_, Option<GtidTaggedLogEvent_VarlenUint_MoreLow>> {
        self.more_low.borrow()
    }
}

/**
 * The bytes after those of more_low, little-endian (lengths 6 to 9).
 */
impl GtidTaggedLogEvent_VarlenUint {
    pub fn more_high(&self) -> usize {
        self.more_high.borrow().as_ref().unwrap().into()
    }
    pub fn more_high_enum(&self) -> Ref<'_, Option<GtidTaggedLogEvent_VarlenUint_MoreHigh>> {
        self.more_high.borrow()
    }
}
impl GtidTaggedLogEvent_VarlenUint {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
