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
 * In statement-based logging, a user variable (@name) that the next QUERY_EVENT reads, with
 * its value at that moment. A NULL value has no type, charset or value fields. Servers since
 * MySQL 5.6 / MariaDB 10.0 append a flags byte that says whether an integer is unsigned.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1User__var__event.html Source
 * \sa https://mariadb.com/kb/en/user_var_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct UserVarEvent {
    pub _root: SharedType<UserVarEvent>,
    pub _parent: SharedType<UserVarEvent>,
    pub _self: SharedType<Self>,
    len_name: RefCell<u32>,
    name: RefCell<String>,
    is_null: RefCell<u8>,
    value_type: RefCell<UserVarEvent_ItemResult>,
    charset: RefCell<u32>,
    len_value: RefCell<u32>,
    value: RefCell<Option<UserVarEvent_Value>>,
    flags: RefCell<u8>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum UserVarEvent_Value {
    UserVarEvent_IntValue(OptRc<UserVarEvent_IntValue>),
    UserVarEvent_RealValue(OptRc<UserVarEvent_RealValue>),
    UserVarEvent_RawValue(OptRc<UserVarEvent_RawValue>),
    UserVarEvent_DecimalValue(OptRc<UserVarEvent_DecimalValue>),
    UserVarEvent_StringValue(OptRc<UserVarEvent_StringValue>),
}
impl From<&UserVarEvent_Value> for OptRc<UserVarEvent_IntValue> {
    fn from(v: &UserVarEvent_Value) -> Self {
        if let UserVarEvent_Value::UserVarEvent_IntValue(x) = v {
            return x.clone();
        }
        panic!("expected UserVarEvent_Value::UserVarEvent_IntValue, got {:?}", v)
    }
}
impl From<OptRc<UserVarEvent_IntValue>> for UserVarEvent_Value {
    fn from(v: OptRc<UserVarEvent_IntValue>) -> Self {
        Self::UserVarEvent_IntValue(v)
    }
}
impl From<&UserVarEvent_Value> for OptRc<UserVarEvent_RealValue> {
    fn from(v: &UserVarEvent_Value) -> Self {
        if let UserVarEvent_Value::UserVarEvent_RealValue(x) = v {
            return x.clone();
        }
        panic!("expected UserVarEvent_Value::UserVarEvent_RealValue, got {:?}", v)
    }
}
impl From<OptRc<UserVarEvent_RealValue>> for UserVarEvent_Value {
    fn from(v: OptRc<UserVarEvent_RealValue>) -> Self {
        Self::UserVarEvent_RealValue(v)
    }
}
impl From<&UserVarEvent_Value> for OptRc<UserVarEvent_RawValue> {
    fn from(v: &UserVarEvent_Value) -> Self {
        if let UserVarEvent_Value::UserVarEvent_RawValue(x) = v {
            return x.clone();
        }
        panic!("expected UserVarEvent_Value::UserVarEvent_RawValue, got {:?}", v)
    }
}
impl From<OptRc<UserVarEvent_RawValue>> for UserVarEvent_Value {
    fn from(v: OptRc<UserVarEvent_RawValue>) -> Self {
        Self::UserVarEvent_RawValue(v)
    }
}
impl From<&UserVarEvent_Value> for OptRc<UserVarEvent_DecimalValue> {
    fn from(v: &UserVarEvent_Value) -> Self {
        if let UserVarEvent_Value::UserVarEvent_DecimalValue(x) = v {
            return x.clone();
        }
        panic!("expected UserVarEvent_Value::UserVarEvent_DecimalValue, got {:?}", v)
    }
}
impl From<OptRc<UserVarEvent_DecimalValue>> for UserVarEvent_Value {
    fn from(v: OptRc<UserVarEvent_DecimalValue>) -> Self {
        Self::UserVarEvent_DecimalValue(v)
    }
}
impl From<&UserVarEvent_Value> for OptRc<UserVarEvent_StringValue> {
    fn from(v: &UserVarEvent_Value) -> Self {
        if let UserVarEvent_Value::UserVarEvent_StringValue(x) = v {
            return x.clone();
        }
        panic!("expected UserVarEvent_Value::UserVarEvent_StringValue, got {:?}", v)
    }
}
impl From<OptRc<UserVarEvent_StringValue>> for UserVarEvent_Value {
    fn from(v: OptRc<UserVarEvent_StringValue>) -> Self {
        Self::UserVarEvent_StringValue(v)
    }
}
impl KStruct for UserVarEvent {
    type Root = UserVarEvent;
    type Parent = UserVarEvent;

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
        *self_rc.len_name.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.name.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_name() as usize)?.into(), "UTF-8")?;
        *self_rc.is_null.borrow_mut() = _io.read_u1()?.into();
        if ((*self_rc.is_null() as u8) == (0 as u8)) {
            *self_rc.value_type.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        }
        if ((*self_rc.is_null() as u8) == (0 as u8)) {
            *self_rc.charset.borrow_mut() = _io.read_u4le()?.into();
        }
        if ((*self_rc.is_null() as u8) == (0 as u8)) {
            *self_rc.len_value.borrow_mut() = _io.read_u4le()?.into();
        }
        if ((*self_rc.is_null() as u8) == (0 as u8)) {
            match *self_rc.value_type() {
                UserVarEvent_ItemResult::DecimalResult => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, UserVarEvent_DecimalValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                UserVarEvent_ItemResult::IntResult => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, UserVarEvent_IntValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                UserVarEvent_ItemResult::RealResult => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, UserVarEvent_RealValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                UserVarEvent_ItemResult::StringResult => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, UserVarEvent_StringValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                _ => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, UserVarEvent_RawValue>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
            }
        }
        if  ((((*self_rc.is_null() as u8) == (0 as u8))) && (!(_io.is_eof())))  {
            *self_rc.flags.borrow_mut() = _io.read_u1()?.into();
        }
        Ok(())
    }
}
impl UserVarEvent {
}
impl UserVarEvent {
    pub fn len_name(&self) -> Ref<'_, u32> {
        self.len_name.borrow()
    }
}

/**
 * The variable name, without the @.
 */
impl UserVarEvent {
    pub fn name(&self) -> Ref<'_, String> {
        self.name.borrow()
    }
}

/**
 * 1 when the value is NULL.
 */
impl UserVarEvent {
    pub fn is_null(&self) -> Ref<'_, u8> {
        self.is_null.borrow()
    }
}

/**
 * The value's type: string, real, integer or decimal.
 */
impl UserVarEvent {
    pub fn value_type(&self) -> Ref<'_, UserVarEvent_ItemResult> {
        self.value_type.borrow()
    }
}

/**
 * Collation id of a string value (63, binary, for numbers).
 */
impl UserVarEvent {
    pub fn charset(&self) -> Ref<'_, u32> {
        self.charset.borrow()
    }
}
impl UserVarEvent {
    pub fn len_value(&self) -> Ref<'_, u32> {
        self.len_value.borrow()
    }
}

/**
 * The value, in its type's layout.
 */
impl UserVarEvent {
    pub fn value(&self) -> Ref<'_, Option<UserVarEvent_Value>> {
        self.value.borrow()
    }
}

/**
 * Bit 0x1 (UNSIGNED_F): an integer value is unsigned. Absent in events of older servers.
 */
impl UserVarEvent {
    pub fn flags(&self) -> Ref<'_, u8> {
        self.flags.borrow()
    }
}
impl UserVarEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl UserVarEvent {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum UserVarEvent_ItemResult {
    StringResult,
    RealResult,
    IntResult,

    /**
     * Never written for a user variable.
     */
    RowResult,
    DecimalResult,
    Unknown(i64),
}

impl TryFrom<i64> for UserVarEvent_ItemResult {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<UserVarEvent_ItemResult> {
        match flag {
            0 => Ok(UserVarEvent_ItemResult::StringResult),
            1 => Ok(UserVarEvent_ItemResult::RealResult),
            2 => Ok(UserVarEvent_ItemResult::IntResult),
            3 => Ok(UserVarEvent_ItemResult::RowResult),
            4 => Ok(UserVarEvent_ItemResult::DecimalResult),
            _ => Ok(UserVarEvent_ItemResult::Unknown(flag)),
        }
    }
}

impl From<&UserVarEvent_ItemResult> for i64 {
    fn from(v: &UserVarEvent_ItemResult) -> Self {
        match *v {
            UserVarEvent_ItemResult::StringResult => 0,
            UserVarEvent_ItemResult::RealResult => 1,
            UserVarEvent_ItemResult::IntResult => 2,
            UserVarEvent_ItemResult::RowResult => 3,
            UserVarEvent_ItemResult::DecimalResult => 4,
            UserVarEvent_ItemResult::Unknown(v) => v
        }
    }
}

impl Default for UserVarEvent_ItemResult {
    fn default() -> Self { UserVarEvent_ItemResult::Unknown(0) }
}


/**
 * A DECIMAL as precision, scale, then the server's packed binary decimal.
 */

#[derive(Default, Debug, Clone)]
pub struct UserVarEvent_DecimalValue {
    pub _root: SharedType<UserVarEvent>,
    pub _parent: SharedType<UserVarEvent>,
    pub _self: SharedType<Self>,
    precision: RefCell<u8>,
    scale: RefCell<u8>,
    digits: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for UserVarEvent_DecimalValue {
    type Root = UserVarEvent;
    type Parent = UserVarEvent;

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
        *self_rc.precision.borrow_mut() = _io.read_u1()?.into();
        *self_rc.scale.borrow_mut() = _io.read_u1()?.into();
        *self_rc.digits.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl UserVarEvent_DecimalValue {
}

/**
 * Total number of digits.
 */
impl UserVarEvent_DecimalValue {
    pub fn precision(&self) -> Ref<'_, u8> {
        self.precision.borrow()
    }
}

/**
 * Digits after the decimal point.
 */
impl UserVarEvent_DecimalValue {
    pub fn scale(&self) -> Ref<'_, u8> {
        self.scale.borrow()
    }
}

/**
 * The decimal in MySQL's binary format (decimal2bin) for this precision and scale.
 */
impl UserVarEvent_DecimalValue {
    pub fn digits(&self) -> Ref<'_, Vec<u8>> {
        self.digits.borrow()
    }
}
impl UserVarEvent_DecimalValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * An integer value: eight little-endian bytes, read as a u4 and an s4 half. (A single s8
 * read would do in most languages; the JavaScript runtime's is wrong for some negative
 * numbers.)
 */

#[derive(Default, Debug, Clone)]
pub struct UserVarEvent_IntValue {
    pub _root: SharedType<UserVarEvent>,
    pub _parent: SharedType<UserVarEvent>,
    pub _self: SharedType<Self>,
    value_low: RefCell<u32>,
    value_high: RefCell<i64>,
    _io: RefCell<BytesReader>,
    f_value: Cell<bool>,
    value: RefCell<i128>,
}
impl KStruct for UserVarEvent_IntValue {
    type Root = UserVarEvent;
    type Parent = UserVarEvent;

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
        *self_rc.value_low.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.value_high.borrow_mut() = (_io.read_s4le()? as i64).into();
        Ok(())
    }
}
impl UserVarEvent_IntValue {

    /**
     * The integer as signed; reinterpret as unsigned (add 2^64 when negative) when flags has UNSIGNED_F.
     */
    pub fn value(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value.get() {
            return Ok(self.value.borrow());
        }
        self.f_value.set(true);
        *self.value.borrow_mut() = (((((((*self.value_high() as i128) as i128) * (4294967296 as i128)) as i128) + ((*self.value_low() as i128) as i128)) as i128)) as i128;
        Ok(self.value.borrow())
    }
}

/**
 * The low four bytes.
 */
impl UserVarEvent_IntValue {
    pub fn value_low(&self) -> Ref<'_, u32> {
        self.value_low.borrow()
    }
}

/**
 * The high four bytes, signed.
 */
impl UserVarEvent_IntValue {
    pub fn value_high(&self) -> Ref<'_, i64> {
        self.value_high.borrow()
    }
}
impl UserVarEvent_IntValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A value of a type this spec does not know, kept raw.
 */

#[derive(Default, Debug, Clone)]
pub struct UserVarEvent_RawValue {
    pub _root: SharedType<UserVarEvent>,
    pub _parent: SharedType<UserVarEvent>,
    pub _self: SharedType<Self>,
    data: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for UserVarEvent_RawValue {
    type Root = UserVarEvent;
    type Parent = UserVarEvent;

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
impl UserVarEvent_RawValue {
}

/**
 * A value of a type this spec does not know, kept raw.
 */
impl UserVarEvent_RawValue {
    pub fn data(&self) -> Ref<'_, Vec<u8>> {
        self.data.borrow()
    }
}
impl UserVarEvent_RawValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A REAL value.
 */

#[derive(Default, Debug, Clone)]
pub struct UserVarEvent_RealValue {
    pub _root: SharedType<UserVarEvent>,
    pub _parent: SharedType<UserVarEvent>,
    pub _self: SharedType<Self>,
    value: RefCell<f64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for UserVarEvent_RealValue {
    type Root = UserVarEvent;
    type Parent = UserVarEvent;

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
        *self_rc.value.borrow_mut() = _io.read_f8le()?.into();
        Ok(())
    }
}
impl UserVarEvent_RealValue {
}

/**
 * The double.
 */
impl UserVarEvent_RealValue {
    pub fn value(&self) -> Ref<'_, f64> {
        self.value.borrow()
    }
}
impl UserVarEvent_RealValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A string value: its bytes.
 */

#[derive(Default, Debug, Clone)]
pub struct UserVarEvent_StringValue {
    pub _root: SharedType<UserVarEvent>,
    pub _parent: SharedType<UserVarEvent>,
    pub _self: SharedType<Self>,
    text: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for UserVarEvent_StringValue {
    type Root = UserVarEvent;
    type Parent = UserVarEvent;

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
        *self_rc.text.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl UserVarEvent_StringValue {
}

/**
 * The string, in the charset the event names.
 */
impl UserVarEvent_StringValue {
    pub fn text(&self) -> Ref<'_, Vec<u8>> {
        self.text.borrow()
    }
}
impl UserVarEvent_StringValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
