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
 * A whole transaction's events in one event, compressed, written by MySQL 8.0.20+ with
 * binlog_transaction_compression=ON. The body starts with a small header of typed fields,
 * each a packed-integer type code, a packed-integer length and a value of that many bytes
 * (itself a packed integer for the known types), in any order, closed by the type code 0
 * alone. Then come the payload bytes up to the end of the event: the inner events (common
 * headers included, without checksums) compressed as one zstd frame, or stored as they are
 * when the compression type is 255. The events are kept here as bytes; decompressing them
 * and walking the inner events is the reader's job (binlogspec.reader).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/compression/base.h Source
 */

#[derive(Default, Debug, Clone)]
pub struct TransactionPayloadEvent {
    pub _root: SharedType<TransactionPayloadEvent>,
    pub _parent: SharedType<TransactionPayloadEvent>,
    pub _self: SharedType<Self>,
    header_fields: RefCell<Vec<OptRc<TransactionPayloadEvent_HeaderField>>>,
    payload: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_compression_type: Cell<bool>,
    compression_type: RefCell<TransactionPayloadEvent_CompressionType>,
    f_idx_compression_type: Cell<bool>,
    idx_compression_type: RefCell<i64>,
    f_idx_payload_size: Cell<bool>,
    idx_payload_size: RefCell<i64>,
    f_idx_uncompressed_size: Cell<bool>,
    idx_uncompressed_size: RefCell<i64>,
    f_payload_size: Cell<bool>,
    payload_size: RefCell<i64>,
    f_uncompressed_size: Cell<bool>,
    uncompressed_size: RefCell<i64>,
}
impl KStruct for TransactionPayloadEvent {
    type Root = TransactionPayloadEvent;
    type Parent = TransactionPayloadEvent;

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
        *self_rc.header_fields.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while {
                let t = Self::read_into::<_, TransactionPayloadEvent_HeaderField>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.header_fields.borrow_mut().push(t);
                let _t_header_fields = self_rc.header_fields.borrow();
                let _tmpa = _t_header_fields.last().unwrap();
                _i += 1;
                let x = !(((*_tmpa.field_type().value()? as i64) == (0 as i64)));
                x
            } {}
        }
        *self_rc.payload.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl TransactionPayloadEvent {

    /**
     * How the payload is compressed.
     */
    pub fn compression_type(
        &self
    ) -> KResult<Ref<'_, TransactionPayloadEvent_CompressionType>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_compression_type.get() {
            return Ok(self.compression_type.borrow());
        }
        self.f_compression_type.set(true);
        if ((*self.idx_compression_type()? as i64) >= (0 as i64)) {
            *self.compression_type.borrow_mut() = (*self.header_fields()[(*self.idx_compression_type()? as i64) as usize].value().value()? as i64).try_into()?;
        }
        Ok(self.compression_type.borrow())
    }

    /**
     * Index of the compression-type field among the first four header fields, -1 when missing.
     */
    pub fn idx_compression_type(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_idx_compression_type.get() {
            return Ok(self.idx_compression_type.borrow());
        }
        self.f_idx_compression_type.set(true);
        *self.idx_compression_type.borrow_mut() = (if ((*self.header_fields()[0 as usize].field_type().value()? as i64) == (2 as i64)) { (0) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (1 as i64))) && (((*self.header_fields()[1 as usize].field_type().value()? as i64) == (2 as i64))))  { (1) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (2 as i64))) && (((*self.header_fields()[2 as usize].field_type().value()? as i64) == (2 as i64))))  { (2) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (3 as i64))) && (((*self.header_fields()[3 as usize].field_type().value()? as i64) == (2 as i64))))  { (3) as i64 } else { (-1) as i64 }) as i64 }) as i64 }) as i64 }) as i64;
        Ok(self.idx_compression_type.borrow())
    }

    /**
     * Index of the payload-size field among the first four header fields, -1 when missing.
     */
    pub fn idx_payload_size(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_idx_payload_size.get() {
            return Ok(self.idx_payload_size.borrow());
        }
        self.f_idx_payload_size.set(true);
        *self.idx_payload_size.borrow_mut() = (if ((*self.header_fields()[0 as usize].field_type().value()? as i64) == (1 as i64)) { (0) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (1 as i64))) && (((*self.header_fields()[1 as usize].field_type().value()? as i64) == (1 as i64))))  { (1) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (2 as i64))) && (((*self.header_fields()[2 as usize].field_type().value()? as i64) == (1 as i64))))  { (2) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (3 as i64))) && (((*self.header_fields()[3 as usize].field_type().value()? as i64) == (1 as i64))))  { (3) as i64 } else { (-1) as i64 }) as i64 }) as i64 }) as i64 }) as i64;
        Ok(self.idx_payload_size.borrow())
    }

    /**
     * Index of the uncompressed-size field among the first four header fields, -1 when missing.
     */
    pub fn idx_uncompressed_size(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_idx_uncompressed_size.get() {
            return Ok(self.idx_uncompressed_size.borrow());
        }
        self.f_idx_uncompressed_size.set(true);
        *self.idx_uncompressed_size.borrow_mut() = (if ((*self.header_fields()[0 as usize].field_type().value()? as i64) == (3 as i64)) { (0) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (1 as i64))) && (((*self.header_fields()[1 as usize].field_type().value()? as i64) == (3 as i64))))  { (1) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (2 as i64))) && (((*self.header_fields()[2 as usize].field_type().value()? as i64) == (3 as i64))))  { (2) as i64 } else { (if  ((((self.header_fields().k_len() as i64) > (3 as i64))) && (((*self.header_fields()[3 as usize].field_type().value()? as i64) == (3 as i64))))  { (3) as i64 } else { (-1) as i64 }) as i64 }) as i64 }) as i64 }) as i64;
        Ok(self.idx_uncompressed_size.borrow())
    }

    /**
     * Size of the payload in bytes as the header states it.
     */
    pub fn payload_size(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_payload_size.get() {
            return Ok(self.payload_size.borrow());
        }
        self.f_payload_size.set(true);
        if ((*self.idx_payload_size()? as i64) >= (0 as i64)) {
            *self.payload_size.borrow_mut() = (*self.header_fields()[(*self.idx_payload_size()? as i64) as usize].value().value()?) as i64;
        }
        Ok(self.payload_size.borrow())
    }

    /**
     * Size of the inner events once decompressed; written only when the payload is compressed.
     */
    pub fn uncompressed_size(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_uncompressed_size.get() {
            return Ok(self.uncompressed_size.borrow());
        }
        self.f_uncompressed_size.set(true);
        if ((*self.idx_uncompressed_size()? as i64) >= (0 as i64)) {
            *self.uncompressed_size.borrow_mut() = (*self.header_fields()[(*self.idx_uncompressed_size()? as i64) as usize].value().value()?) as i64;
        }
        Ok(self.uncompressed_size.borrow())
    }
}

/**
 * The header fields, the last one the end mark.
 */
impl TransactionPayloadEvent {
    pub fn header_fields(&self) -> Ref<'_, Vec<OptRc<TransactionPayloadEvent_HeaderField>>> {
        self.header_fields.borrow()
    }
}

/**
 * The compressed (or stored) inner events.
 */
impl TransactionPayloadEvent {
    pub fn payload(&self) -> Ref<'_, Vec<u8>> {
        self.payload.borrow()
    }
}
impl TransactionPayloadEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum TransactionPayloadEvent_CompressionType {
    Zstd,
    None,
    Unknown(i64),
}

impl TryFrom<i64> for TransactionPayloadEvent_CompressionType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<TransactionPayloadEvent_CompressionType> {
        match flag {
            0 => Ok(TransactionPayloadEvent_CompressionType::Zstd),
            255 => Ok(TransactionPayloadEvent_CompressionType::None),
            _ => Ok(TransactionPayloadEvent_CompressionType::Unknown(flag)),
        }
    }
}

impl From<&TransactionPayloadEvent_CompressionType> for i64 {
    fn from(v: &TransactionPayloadEvent_CompressionType) -> Self {
        match *v {
            TransactionPayloadEvent_CompressionType::Zstd => 0,
            TransactionPayloadEvent_CompressionType::None => 255,
            TransactionPayloadEvent_CompressionType::Unknown(v) => v
        }
    }
}

impl Default for TransactionPayloadEvent_CompressionType {
    fn default() -> Self { TransactionPayloadEvent_CompressionType::Unknown(0) }
}


/**
 * One typed header field, or the end mark (type code 0, nothing after it).
 */

#[derive(Default, Debug, Clone)]
pub struct TransactionPayloadEvent_HeaderField {
    pub _root: SharedType<TransactionPayloadEvent>,
    pub _parent: SharedType<TransactionPayloadEvent>,
    pub _self: SharedType<Self>,
    field_type: RefCell<OptRc<PackedInt>>,
    len_value: RefCell<OptRc<PackedInt>>,
    value: RefCell<OptRc<PackedInt>>,
    unknown_value: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
}
impl KStruct for TransactionPayloadEvent_HeaderField {
    type Root = TransactionPayloadEvent;
    type Parent = TransactionPayloadEvent;

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
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.field_type.borrow_mut() = t;
        if ((*self_rc.field_type().value()? as i64) != (0 as i64)) {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.len_value.borrow_mut() = t;
        }
        if  ((((*self_rc.field_type().value()? as i64) >= (1 as i64))) && (((*self_rc.field_type().value()? as i64) <= (3 as i64))))  {
            *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
            let value_raw = self_rc.value_raw.borrow();
            let _t_value_raw_io = BytesReader::from(value_raw.clone());
            let t = Self::read_into::<BytesReader, PackedInt>(&_t_value_raw_io, None, None)?.into();
            *self_rc.value.borrow_mut() = t;
        }
        if ((*self_rc.field_type().value()? as i64) > (3 as i64)) {
            *self_rc.unknown_value.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
        }
        Ok(())
    }
}
impl TransactionPayloadEvent_HeaderField {
}

/**
 * 0 end mark, 1 payload size, 2 compression type, 3 uncompressed size.
 */
impl TransactionPayloadEvent_HeaderField {
    pub fn field_type(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.field_type.borrow()
    }
}
impl TransactionPayloadEvent_HeaderField {
    pub fn len_value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_value.borrow()
    }
}

/**
 * The field's value (payload size, compression type or uncompressed size).
 */
impl TransactionPayloadEvent_HeaderField {
    pub fn value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.value.borrow()
    }
}

/**
 * The value of a field type this spec does not know, skipped as the server does.
 */
impl TransactionPayloadEvent_HeaderField {
    pub fn unknown_value(&self) -> Ref<'_, Vec<u8>> {
        self.unknown_value.borrow()
    }
}
impl TransactionPayloadEvent_HeaderField {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl TransactionPayloadEvent_HeaderField {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}
