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
 * MySQL 8.0.26+ keep-alive with a 64-bit position, sent instead of HEARTBEAT_LOG_EVENT to
 * replicas that ask for it. The body is a list of type-length-value fields, each type and
 * length a packed integer; a field of type 0 ends the list. Unknown field types are kept raw.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event__v2.html Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp Source
 */

#[derive(Default, Debug, Clone)]
pub struct HeartbeatLogEventV2 {
    pub _root: SharedType<HeartbeatLogEventV2>,
    pub _parent: SharedType<HeartbeatLogEventV2>,
    pub _self: SharedType<Self>,
    fields: RefCell<Vec<OptRc<HeartbeatLogEventV2_Field>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for HeartbeatLogEventV2 {
    type Root = HeartbeatLogEventV2;
    type Parent = HeartbeatLogEventV2;

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
        *self_rc.fields.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, HeartbeatLogEventV2_Field>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.fields.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl HeartbeatLogEventV2 {
}

/**
 * Type-length-value fields up to the end of the body.
 */
impl HeartbeatLogEventV2 {
    pub fn fields(&self) -> Ref<'_, Vec<OptRc<HeartbeatLogEventV2_Field>>> {
        self.fields.borrow()
    }
}
impl HeartbeatLogEventV2 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One field: its type, its length and its value; type 0 ends the list.
 */

#[derive(Default, Debug, Clone)]
pub struct HeartbeatLogEventV2_Field {
    pub _root: SharedType<HeartbeatLogEventV2>,
    pub _parent: SharedType<HeartbeatLogEventV2>,
    pub _self: SharedType<Self>,
    field_type: RefCell<OptRc<PackedInt>>,
    len_value: RefCell<OptRc<PackedInt>>,
    value: RefCell<Option<HeartbeatLogEventV2_Field_Value>>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum HeartbeatLogEventV2_Field_Value {
    HeartbeatLogEventV2_LogNameValue(OptRc<HeartbeatLogEventV2_LogNameValue>),
    HeartbeatLogEventV2_LogPositionValue(OptRc<HeartbeatLogEventV2_LogPositionValue>),
    HeartbeatLogEventV2_UnknownValue(OptRc<HeartbeatLogEventV2_UnknownValue>),
}
impl From<&HeartbeatLogEventV2_Field_Value> for OptRc<HeartbeatLogEventV2_LogNameValue> {
    fn from(v: &HeartbeatLogEventV2_Field_Value) -> Self {
        if let HeartbeatLogEventV2_Field_Value::HeartbeatLogEventV2_LogNameValue(x) = v {
            return x.clone();
        }
        panic!("expected HeartbeatLogEventV2_Field_Value::HeartbeatLogEventV2_LogNameValue, got {:?}", v)
    }
}
impl From<OptRc<HeartbeatLogEventV2_LogNameValue>> for HeartbeatLogEventV2_Field_Value {
    fn from(v: OptRc<HeartbeatLogEventV2_LogNameValue>) -> Self {
        Self::HeartbeatLogEventV2_LogNameValue(v)
    }
}
impl From<&HeartbeatLogEventV2_Field_Value> for OptRc<HeartbeatLogEventV2_LogPositionValue> {
    fn from(v: &HeartbeatLogEventV2_Field_Value) -> Self {
        if let HeartbeatLogEventV2_Field_Value::HeartbeatLogEventV2_LogPositionValue(x) = v {
            return x.clone();
        }
        panic!("expected HeartbeatLogEventV2_Field_Value::HeartbeatLogEventV2_LogPositionValue, got {:?}", v)
    }
}
impl From<OptRc<HeartbeatLogEventV2_LogPositionValue>> for HeartbeatLogEventV2_Field_Value {
    fn from(v: OptRc<HeartbeatLogEventV2_LogPositionValue>) -> Self {
        Self::HeartbeatLogEventV2_LogPositionValue(v)
    }
}
impl From<&HeartbeatLogEventV2_Field_Value> for OptRc<HeartbeatLogEventV2_UnknownValue> {
    fn from(v: &HeartbeatLogEventV2_Field_Value) -> Self {
        if let HeartbeatLogEventV2_Field_Value::HeartbeatLogEventV2_UnknownValue(x) = v {
            return x.clone();
        }
        panic!("expected HeartbeatLogEventV2_Field_Value::HeartbeatLogEventV2_UnknownValue, got {:?}", v)
    }
}
impl From<OptRc<HeartbeatLogEventV2_UnknownValue>> for HeartbeatLogEventV2_Field_Value {
    fn from(v: OptRc<HeartbeatLogEventV2_UnknownValue>) -> Self {
        Self::HeartbeatLogEventV2_UnknownValue(v)
    }
}
impl KStruct for HeartbeatLogEventV2_Field {
    type Root = HeartbeatLogEventV2;
    type Parent = HeartbeatLogEventV2;

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
        if ((*self_rc.field_type().value()? as i64) != (0 as i64)) {
            match *self_rc.field_type().value()? {
                1 => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, HeartbeatLogEventV2_LogNameValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                2 => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, HeartbeatLogEventV2_LogPositionValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                _ => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, HeartbeatLogEventV2_UnknownValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
            }
        }
        Ok(())
    }
}
impl HeartbeatLogEventV2_Field {
}

/**
 * Field type: 0 ends the list (OTW_HB_HEADER_END_MARK), 1 is the file name (OTW_HB_LOG_FILENAME_FIELD), 2 the position (OTW_HB_LOG_POSITION_FIELD).
 */
impl HeartbeatLogEventV2_Field {
    pub fn field_type(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.field_type.borrow()
    }
}
impl HeartbeatLogEventV2_Field {
    pub fn len_value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_value.borrow()
    }
}

/**
 * The field's value, by its type.
 */
impl HeartbeatLogEventV2_Field {
    pub fn value(&self) -> Ref<'_, Option<HeartbeatLogEventV2_Field_Value>> {
        self.value.borrow()
    }
}
impl HeartbeatLogEventV2_Field {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl HeartbeatLogEventV2_Field {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}

/**
 * Field 1: the name of the binary log file the source is at.
 */

#[derive(Default, Debug, Clone)]
pub struct HeartbeatLogEventV2_LogNameValue {
    pub _root: SharedType<HeartbeatLogEventV2>,
    pub _parent: SharedType<HeartbeatLogEventV2_Field>,
    pub _self: SharedType<Self>,
    log_name: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for HeartbeatLogEventV2_LogNameValue {
    type Root = HeartbeatLogEventV2;
    type Parent = HeartbeatLogEventV2_Field;

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
        *self_rc.log_name.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl HeartbeatLogEventV2_LogNameValue {
}

/**
 * Name of the binlog file the source is at.
 */
impl HeartbeatLogEventV2_LogNameValue {
    pub fn log_name(&self) -> Ref<'_, String> {
        self.log_name.borrow()
    }
}
impl HeartbeatLogEventV2_LogNameValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * Field 2: the position in that file.
 */

#[derive(Default, Debug, Clone)]
pub struct HeartbeatLogEventV2_LogPositionValue {
    pub _root: SharedType<HeartbeatLogEventV2>,
    pub _parent: SharedType<HeartbeatLogEventV2_Field>,
    pub _self: SharedType<Self>,
    log_position: RefCell<OptRc<PackedInt>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for HeartbeatLogEventV2_LogPositionValue {
    type Root = HeartbeatLogEventV2;
    type Parent = HeartbeatLogEventV2_Field;

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
        *self_rc.log_position.borrow_mut() = t;
        Ok(())
    }
}
impl HeartbeatLogEventV2_LogPositionValue {
}

/**
 * The source's position in that file.
 */
impl HeartbeatLogEventV2_LogPositionValue {
    pub fn log_position(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.log_position.borrow()
    }
}
impl HeartbeatLogEventV2_LogPositionValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A field type this spec does not know, kept raw.
 */

#[derive(Default, Debug, Clone)]
pub struct HeartbeatLogEventV2_UnknownValue {
    pub _root: SharedType<HeartbeatLogEventV2>,
    pub _parent: SharedType<HeartbeatLogEventV2_Field>,
    pub _self: SharedType<Self>,
    data: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for HeartbeatLogEventV2_UnknownValue {
    type Root = HeartbeatLogEventV2;
    type Parent = HeartbeatLogEventV2_Field;

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
        *self_rc.data.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl HeartbeatLogEventV2_UnknownValue {
}

/**
 * Value of a field type this spec does not know, kept raw.
 */
impl HeartbeatLogEventV2_UnknownValue {
    pub fn data(&self) -> Ref<'_, Vec<u8>> {
        self.data.borrow()
    }
}
impl HeartbeatLogEventV2_UnknownValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
