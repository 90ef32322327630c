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
use super::field_type::FieldType_Code;

/**
 * The binary form in which MySQL (5.7 and later) stores a JSON value, and in which a JSON
 * column's value travels in a row image after its 4-byte length. A document is one type byte
 * and the value of that type. Objects and arrays come in a small form (16-bit counts, sizes
 * and offsets; for values below 64 KiB) and a large form (32-bit). A container starts with its
 * element count and its size in bytes, then (objects only) one key entry per member, then one
 * value entry per element, then the key texts, then the values the entries point to. Every
 * offset in a container counts from the container's first byte (its element count), which is
 * why each value here is read from a substream that starts where the value starts. A value
 * entry holds small scalars itself (null/true/false and 16-bit integers; 32-bit integers too in
 * the large form) instead of an offset. Keys of an object are stored sorted by length and then
 * byte by byte, which is the order MySQL prints them in.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.h Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc Source
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/json__binary_8h.html Source
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson>,
    pub _self: SharedType<Self>,
    value_type: RefCell<MysqlJson_JsonType>,
    value: RefCell<OptRc<MysqlJson_JsonValue>>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
}
impl KStruct for MysqlJson {
    type Root = MysqlJson;
    type Parent = MysqlJson;

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
        *self_rc.value_type.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        *self_rc.value_raw.borrow_mut() = _io.read_bytes_full()?.into();
        let value_raw = self_rc.value_raw.borrow();
        let _t_value_raw_io = BytesReader::from(value_raw.clone());
        let f = |t : &mut MysqlJson_JsonValue| Ok(t.set_params(&*self_rc.value_type()));
        let t = Self::read_into_with_init::<BytesReader, MysqlJson_JsonValue>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
        *self_rc.value.borrow_mut() = t;
        Ok(())
    }
}
impl MysqlJson {
}

/**
 * Type of the document's top-level value.
 */
impl MysqlJson {
    pub fn value_type(&self) -> Ref<'_, MysqlJson_JsonType> {
        self.value_type.borrow()
    }
}

/**
 * The top-level value; offsets inside it count from its first byte.
 */
impl MysqlJson {
    pub fn value(&self) -> Ref<'_, OptRc<MysqlJson_JsonValue>> {
        self.value.borrow()
    }
}
impl MysqlJson {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl MysqlJson {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum MysqlJson_JsonType {
    SmallObject,
    LargeObject,
    SmallArray,
    LargeArray,
    Literal,
    Int16,
    Uint16,
    Int32,
    Uint32,
    Int64,
    Uint64,
    Double,
    String,
    Opaque,
    Unknown(i64),
}

impl TryFrom<i64> for MysqlJson_JsonType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<MysqlJson_JsonType> {
        match flag {
            0 => Ok(MysqlJson_JsonType::SmallObject),
            1 => Ok(MysqlJson_JsonType::LargeObject),
            2 => Ok(MysqlJson_JsonType::SmallArray),
            3 => Ok(MysqlJson_JsonType::LargeArray),
            4 => Ok(MysqlJson_JsonType::Literal),
            5 => Ok(MysqlJson_JsonType::Int16),
            6 => Ok(MysqlJson_JsonType::Uint16),
            7 => Ok(MysqlJson_JsonType::Int32),
            8 => Ok(MysqlJson_JsonType::Uint32),
            9 => Ok(MysqlJson_JsonType::Int64),
            10 => Ok(MysqlJson_JsonType::Uint64),
            11 => Ok(MysqlJson_JsonType::Double),
            12 => Ok(MysqlJson_JsonType::String),
            15 => Ok(MysqlJson_JsonType::Opaque),
            _ => Ok(MysqlJson_JsonType::Unknown(flag)),
        }
    }
}

impl From<&MysqlJson_JsonType> for i64 {
    fn from(v: &MysqlJson_JsonType) -> Self {
        match *v {
            MysqlJson_JsonType::SmallObject => 0,
            MysqlJson_JsonType::LargeObject => 1,
            MysqlJson_JsonType::SmallArray => 2,
            MysqlJson_JsonType::LargeArray => 3,
            MysqlJson_JsonType::Literal => 4,
            MysqlJson_JsonType::Int16 => 5,
            MysqlJson_JsonType::Uint16 => 6,
            MysqlJson_JsonType::Int32 => 7,
            MysqlJson_JsonType::Uint32 => 8,
            MysqlJson_JsonType::Int64 => 9,
            MysqlJson_JsonType::Uint64 => 10,
            MysqlJson_JsonType::Double => 11,
            MysqlJson_JsonType::String => 12,
            MysqlJson_JsonType::Opaque => 15,
            MysqlJson_JsonType::Unknown(v) => v
        }
    }
}

impl Default for MysqlJson_JsonType {
    fn default() -> Self { MysqlJson_JsonType::Unknown(0) }
}

#[derive(Debug, PartialEq, Clone, Copy)]
pub enum MysqlJson_Literal {
    Null,
    True,
    False,
    Unknown(i64),
}

impl TryFrom<i64> for MysqlJson_Literal {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<MysqlJson_Literal> {
        match flag {
            0 => Ok(MysqlJson_Literal::Null),
            1 => Ok(MysqlJson_Literal::True),
            2 => Ok(MysqlJson_Literal::False),
            _ => Ok(MysqlJson_Literal::Unknown(flag)),
        }
    }
}

impl From<&MysqlJson_Literal> for i64 {
    fn from(v: &MysqlJson_Literal) -> Self {
        match *v {
            MysqlJson_Literal::Null => 0,
            MysqlJson_Literal::True => 1,
            MysqlJson_Literal::False => 2,
            MysqlJson_Literal::Unknown(v) => v
        }
    }
}

impl Default for MysqlJson_Literal {
    fn default() -> Self { MysqlJson_Literal::Unknown(0) }
}


/**
 * A JSON array: element count, size, then one value entry per element.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonArray {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonValue>,
    pub _self: SharedType<Self>,
    is_large: RefCell<bool>,
    num_elements: RefCell<Option<MysqlJson_JsonArray_NumElements>>,
    len_array: RefCell<Option<MysqlJson_JsonArray_LenArray>>,
    value_entries: RefCell<Vec<OptRc<MysqlJson_ValueEntry>>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_JsonArray_NumElements {
    U2(u16),
    U4(u32),
}
impl From<u16> for MysqlJson_JsonArray_NumElements {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_JsonArray_NumElements> for u16 {
    fn from(e: &MysqlJson_JsonArray_NumElements) -> Self {
        if let MysqlJson_JsonArray_NumElements::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonArray_NumElements::U2 to u16, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_JsonArray_NumElements {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_JsonArray_NumElements> for u32 {
    fn from(e: &MysqlJson_JsonArray_NumElements) -> Self {
        if let MysqlJson_JsonArray_NumElements::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonArray_NumElements::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_JsonArray_NumElements> for usize {
    fn from(e: &MysqlJson_JsonArray_NumElements) -> Self {
        match e {
            MysqlJson_JsonArray_NumElements::U2(v) => *v as usize,
            MysqlJson_JsonArray_NumElements::U4(v) => *v as usize,
        }
    }
}

#[derive(Debug, Clone)]
pub enum MysqlJson_JsonArray_LenArray {
    U2(u16),
    U4(u32),
}
impl From<u16> for MysqlJson_JsonArray_LenArray {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_JsonArray_LenArray> for u16 {
    fn from(e: &MysqlJson_JsonArray_LenArray) -> Self {
        if let MysqlJson_JsonArray_LenArray::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonArray_LenArray::U2 to u16, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_JsonArray_LenArray {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_JsonArray_LenArray> for u32 {
    fn from(e: &MysqlJson_JsonArray_LenArray) -> Self {
        if let MysqlJson_JsonArray_LenArray::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonArray_LenArray::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_JsonArray_LenArray> for usize {
    fn from(e: &MysqlJson_JsonArray_LenArray) -> Self {
        match e {
            MysqlJson_JsonArray_LenArray::U2(v) => *v as usize,
            MysqlJson_JsonArray_LenArray::U4(v) => *v as usize,
        }
    }
}

impl KStruct for MysqlJson_JsonArray {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonValue;

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
        {
            let on = self_rc.is_large();
            if *on == false {
                *self_rc.num_elements.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            else if *on == true {
                *self_rc.num_elements.borrow_mut() = Some(_io.read_u4le()?.into());
            }
        }
        {
            let on = self_rc.is_large();
            if *on == false {
                *self_rc.len_array.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            else if *on == true {
                *self_rc.len_array.borrow_mut() = Some(_io.read_u4le()?.into());
            }
        }
        *self_rc.value_entries.borrow_mut() = Vec::new();
        let l_value_entries = self_rc.num_elements();
        for _i in 0..l_value_entries {
            let f = |t : &mut MysqlJson_ValueEntry| Ok(t.set_params(*self_rc.is_large()));
            let t = Self::read_into_with_init::<_, MysqlJson_ValueEntry>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
            self_rc.value_entries.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl MysqlJson_JsonArray {
    pub fn is_large(&self) -> Ref<'_, bool> {
        self.is_large.borrow()
    }
}
impl MysqlJson_JsonArray {
    pub fn set_params(&mut self, is_large: bool) {
        *self.is_large.borrow_mut() = is_large;
    }
}
impl MysqlJson_JsonArray {
}

/**
 * Number of elements.
 */
impl MysqlJson_JsonArray {
    pub fn num_elements(&self) -> usize {
        self.num_elements.borrow().as_ref().unwrap().into()
    }
    pub fn num_elements_enum(&self) -> Ref<'_, Option<MysqlJson_JsonArray_NumElements>> {
        self.num_elements.borrow()
    }
}

/**
 * Size of the whole array in bytes, from its element count to the end of its last value.
 */
impl MysqlJson_JsonArray {
    pub fn len_array(&self) -> usize {
        self.len_array.borrow().as_ref().unwrap().into()
    }
    pub fn len_array_enum(&self) -> Ref<'_, Option<MysqlJson_JsonArray_LenArray>> {
        self.len_array.borrow()
    }
}

/**
 * One entry per element, in order.
 */
impl MysqlJson_JsonArray {
    pub fn value_entries(&self) -> Ref<'_, Vec<OptRc<MysqlJson_ValueEntry>>> {
        self.value_entries.borrow()
    }
}
impl MysqlJson_JsonArray {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A double, stored as the 8-byte IEEE 754 value in little-endian order (float8store).
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonDouble {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonValue>,
    pub _self: SharedType<Self>,
    value: RefCell<f64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MysqlJson_JsonDouble {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonValue;

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
impl MysqlJson_JsonDouble {
}

/**
 * The double.
 */
impl MysqlJson_JsonDouble {
    pub fn value(&self) -> Ref<'_, f64> {
        self.value.borrow()
    }
}
impl MysqlJson_JsonDouble {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A scalar held in a value entry's 2- or 4-byte slot. The server writes the value as a
 * signed 16- or 32-bit integer (attempt_inline_value), so the bytes after a literal or a
 * 16-bit integer are its zero or sign extension.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonInlined {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_ValueEntry>,
    pub _self: SharedType<Self>,
    value_type: RefCell<MysqlJson_JsonType>,
    value: RefCell<Option<MysqlJson_JsonInlined_Value>>,
    padding: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_JsonInlined_Value {
    MysqlJson_JsonInt(OptRc<MysqlJson_JsonInt>),
    MysqlJson_JsonLiteral(OptRc<MysqlJson_JsonLiteral>),
}
impl From<&MysqlJson_JsonInlined_Value> for OptRc<MysqlJson_JsonInt> {
    fn from(v: &MysqlJson_JsonInlined_Value) -> Self {
        if let MysqlJson_JsonInlined_Value::MysqlJson_JsonInt(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonInlined_Value::MysqlJson_JsonInt, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonInt>> for MysqlJson_JsonInlined_Value {
    fn from(v: OptRc<MysqlJson_JsonInt>) -> Self {
        Self::MysqlJson_JsonInt(v)
    }
}
impl From<&MysqlJson_JsonInlined_Value> for OptRc<MysqlJson_JsonLiteral> {
    fn from(v: &MysqlJson_JsonInlined_Value) -> Self {
        if let MysqlJson_JsonInlined_Value::MysqlJson_JsonLiteral(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonInlined_Value::MysqlJson_JsonLiteral, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonLiteral>> for MysqlJson_JsonInlined_Value {
    fn from(v: OptRc<MysqlJson_JsonLiteral>) -> Self {
        Self::MysqlJson_JsonLiteral(v)
    }
}
impl KStruct for MysqlJson_JsonInlined {
    type Root = MysqlJson;
    type Parent = MysqlJson_ValueEntry;

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
        match *self_rc.value_type() {
            MysqlJson_JsonType::Int16 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Int32 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Literal => {
                let t = Self::read_into::<_, MysqlJson_JsonLiteral>(&*_io, Some(self_rc._root.clone()), None)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Uint16 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Uint32 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            _ => {}
        }
        *self_rc.padding.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl MysqlJson_JsonInlined {
    pub fn value_type(&self) -> Ref<'_, MysqlJson_JsonType> {
        self.value_type.borrow()
    }
}
impl MysqlJson_JsonInlined {
    pub fn set_params(&mut self, value_type: &MysqlJson_JsonType) {
        *self.value_type.borrow_mut() = value_type.clone();
    }
}
impl MysqlJson_JsonInlined {
}

/**
 * The value, at the start of the entry's offset slot.
 */
impl MysqlJson_JsonInlined {
    pub fn value(&self) -> Ref<'_, Option<MysqlJson_JsonInlined_Value>> {
        self.value.borrow()
    }
}

/**
 * The rest of the slot (zero or sign extension of the value).
 */
impl MysqlJson_JsonInlined {
    pub fn padding(&self) -> Ref<'_, Vec<u8>> {
        self.padding.borrow()
    }
}
impl MysqlJson_JsonInlined {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A little-endian integer of the width and signedness its type names.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonInt {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    value_type: RefCell<MysqlJson_JsonType>,
    value_low: RefCell<Option<MysqlJson_JsonInt_ValueLow>>,
    value_high: RefCell<Option<MysqlJson_JsonInt_ValueHigh>>,
    _io: RefCell<BytesReader>,
    f_is_64_bit: Cell<bool>,
    is_64_bit: RefCell<bool>,
    f_value: Cell<bool>,
    value: RefCell<i128>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_JsonInt_ValueLow {
    S2(i16),
    S4(i64),
    U4(u32),
    U2(u16),
}
impl From<i16> for MysqlJson_JsonInt_ValueLow {
    fn from(v: i16) -> Self {
        Self::S2(v)
    }
}
impl From<&MysqlJson_JsonInt_ValueLow> for i16 {
    fn from(e: &MysqlJson_JsonInt_ValueLow) -> Self {
        if let MysqlJson_JsonInt_ValueLow::S2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonInt_ValueLow::S2 to i16, enum value {:?}", e)
    }
}
impl From<i64> for MysqlJson_JsonInt_ValueLow {
    fn from(v: i64) -> Self {
        Self::S4(v)
    }
}
impl From<&MysqlJson_JsonInt_ValueLow> for i64 {
    fn from(e: &MysqlJson_JsonInt_ValueLow) -> Self {
        if let MysqlJson_JsonInt_ValueLow::S4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonInt_ValueLow::S4 to i64, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_JsonInt_ValueLow {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_JsonInt_ValueLow> for u32 {
    fn from(e: &MysqlJson_JsonInt_ValueLow) -> Self {
        if let MysqlJson_JsonInt_ValueLow::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonInt_ValueLow::U4 to u32, enum value {:?}", e)
    }
}
impl From<u16> for MysqlJson_JsonInt_ValueLow {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_JsonInt_ValueLow> for u16 {
    fn from(e: &MysqlJson_JsonInt_ValueLow) -> Self {
        if let MysqlJson_JsonInt_ValueLow::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonInt_ValueLow::U2 to u16, enum value {:?}", e)
    }
}
impl From<&MysqlJson_JsonInt_ValueLow> for usize {
    fn from(e: &MysqlJson_JsonInt_ValueLow) -> Self {
        match e {
            MysqlJson_JsonInt_ValueLow::S2(v) => *v as usize,
            MysqlJson_JsonInt_ValueLow::S4(v) => *v as usize,
            MysqlJson_JsonInt_ValueLow::U4(v) => *v as usize,
            MysqlJson_JsonInt_ValueLow::U2(v) => *v as usize,
        }
    }
}

#[derive(Debug, Clone)]
pub enum MysqlJson_JsonInt_ValueHigh {
    S4(i64),
    U4(u32),
}
impl From<i64> for MysqlJson_JsonInt_ValueHigh {
    fn from(v: i64) -> Self {
        Self::S4(v)
    }
}
impl From<&MysqlJson_JsonInt_ValueHigh> for i64 {
    fn from(e: &MysqlJson_JsonInt_ValueHigh) -> Self {
        if let MysqlJson_JsonInt_ValueHigh::S4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonInt_ValueHigh::S4 to i64, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_JsonInt_ValueHigh {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_JsonInt_ValueHigh> for u32 {
    fn from(e: &MysqlJson_JsonInt_ValueHigh) -> Self {
        if let MysqlJson_JsonInt_ValueHigh::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonInt_ValueHigh::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_JsonInt_ValueHigh> for usize {
    fn from(e: &MysqlJson_JsonInt_ValueHigh) -> Self {
        match e {
            MysqlJson_JsonInt_ValueHigh::S4(v) => *v as usize,
            MysqlJson_JsonInt_ValueHigh::U4(v) => *v as usize,
        }
    }
}

impl KStruct for MysqlJson_JsonInt {
    type Root = MysqlJson;
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
        match *self_rc.value_type() {
            MysqlJson_JsonType::Int16 => {
                *self_rc.value_low.borrow_mut() = Some(_io.read_s2le()?.into());
            }
            MysqlJson_JsonType::Int32 => {
                *self_rc.value_low.borrow_mut() = Some((_io.read_s4le()? as i64).into());
            }
            MysqlJson_JsonType::Int64 => {
                *self_rc.value_low.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            MysqlJson_JsonType::Uint16 => {
                *self_rc.value_low.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            MysqlJson_JsonType::Uint32 => {
                *self_rc.value_low.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            MysqlJson_JsonType::Uint64 => {
                *self_rc.value_low.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            _ => {}
        }
        if *self_rc.is_64_bit()? {
            match *self_rc.value_type() {
                MysqlJson_JsonType::Int64 => {
                    *self_rc.value_high.borrow_mut() = Some((_io.read_s4le()? as i64).into());
                }
                MysqlJson_JsonType::Uint64 => {
                    *self_rc.value_high.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                _ => {}
            }
        }
        Ok(())
    }
}
impl MysqlJson_JsonInt {
    pub fn value_type(&self) -> Ref<'_, MysqlJson_JsonType> {
        self.value_type.borrow()
    }
}
impl MysqlJson_JsonInt {
    pub fn set_params(&mut self, value_type: &MysqlJson_JsonType) {
        *self.value_type.borrow_mut() = value_type.clone();
    }
}
impl MysqlJson_JsonInt {

    /**
     * Whether the integer is a 64-bit one.
     */
    pub fn is_64_bit(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_64_bit.get() {
            return Ok(self.is_64_bit.borrow());
        }
        self.f_is_64_bit.set(true);
        *self.is_64_bit.borrow_mut() = ( ((*self.value_type() == MysqlJson_JsonType::Int64) || (*self.value_type() == MysqlJson_JsonType::Uint64)) ) as bool;
        Ok(self.is_64_bit.borrow())
    }

    /**
     * The integer.
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
        *self.value.borrow_mut() = (if *self.is_64_bit()? { (((((((self.value_high() as i64) as i128) as i128) * (4294967296 as i128)) as i128) + (((self.value_low() as i64) as i128) as i128))) as i128 } else { (((self.value_low() as i64) as i128)) as i128 }) as i128;
        Ok(self.value.borrow())
    }
}

/**
 * The value of a 16- or 32-bit integer; the low four bytes of a 64-bit one.
 */
impl MysqlJson_JsonInt {
    pub fn value_low(&self) -> usize {
        self.value_low.borrow().as_ref().unwrap().into()
    }
    pub fn value_low_enum(&self) -> Ref<'_, Option<MysqlJson_JsonInt_ValueLow>> {
        self.value_low.borrow()
    }
}

/**
 * The high four bytes of a 64-bit integer (signed for int64). The halves are read apart
 * because the JavaScript runtime's signed 64-bit read is wrong for some negative numbers.
 */
impl MysqlJson_JsonInt {
    pub fn value_high(&self) -> usize {
        self.value_high.borrow().as_ref().unwrap().into()
    }
    pub fn value_high_enum(&self) -> Ref<'_, Option<MysqlJson_JsonInt_ValueHigh>> {
        self.value_high.borrow()
    }
}
impl MysqlJson_JsonInt {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The JSON literals null, true and false.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonLiteral {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    value: RefCell<MysqlJson_Literal>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MysqlJson_JsonLiteral {
    type Root = MysqlJson;
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
        *self_rc.value.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        Ok(())
    }
}
impl MysqlJson_JsonLiteral {
}

/**
 * null, true or false.
 */
impl MysqlJson_JsonLiteral {
    pub fn value(&self) -> Ref<'_, MysqlJson_Literal> {
        self.value.borrow()
    }
}
impl MysqlJson_JsonLiteral {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A JSON object: element count, size, key entries, value entries; the keys and the
 * non-inlined values follow, at the offsets the entries give.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonObject {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonValue>,
    pub _self: SharedType<Self>,
    is_large: RefCell<bool>,
    num_elements: RefCell<Option<MysqlJson_JsonObject_NumElements>>,
    len_object: RefCell<Option<MysqlJson_JsonObject_LenObject>>,
    key_entries: RefCell<Vec<OptRc<MysqlJson_KeyEntry>>>,
    value_entries: RefCell<Vec<OptRc<MysqlJson_ValueEntry>>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_JsonObject_NumElements {
    U2(u16),
    U4(u32),
}
impl From<u16> for MysqlJson_JsonObject_NumElements {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_JsonObject_NumElements> for u16 {
    fn from(e: &MysqlJson_JsonObject_NumElements) -> Self {
        if let MysqlJson_JsonObject_NumElements::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonObject_NumElements::U2 to u16, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_JsonObject_NumElements {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_JsonObject_NumElements> for u32 {
    fn from(e: &MysqlJson_JsonObject_NumElements) -> Self {
        if let MysqlJson_JsonObject_NumElements::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonObject_NumElements::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_JsonObject_NumElements> for usize {
    fn from(e: &MysqlJson_JsonObject_NumElements) -> Self {
        match e {
            MysqlJson_JsonObject_NumElements::U2(v) => *v as usize,
            MysqlJson_JsonObject_NumElements::U4(v) => *v as usize,
        }
    }
}

#[derive(Debug, Clone)]
pub enum MysqlJson_JsonObject_LenObject {
    U2(u16),
    U4(u32),
}
impl From<u16> for MysqlJson_JsonObject_LenObject {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_JsonObject_LenObject> for u16 {
    fn from(e: &MysqlJson_JsonObject_LenObject) -> Self {
        if let MysqlJson_JsonObject_LenObject::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonObject_LenObject::U2 to u16, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_JsonObject_LenObject {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_JsonObject_LenObject> for u32 {
    fn from(e: &MysqlJson_JsonObject_LenObject) -> Self {
        if let MysqlJson_JsonObject_LenObject::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_JsonObject_LenObject::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_JsonObject_LenObject> for usize {
    fn from(e: &MysqlJson_JsonObject_LenObject) -> Self {
        match e {
            MysqlJson_JsonObject_LenObject::U2(v) => *v as usize,
            MysqlJson_JsonObject_LenObject::U4(v) => *v as usize,
        }
    }
}

impl KStruct for MysqlJson_JsonObject {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonValue;

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
        {
            let on = self_rc.is_large();
            if *on == false {
                *self_rc.num_elements.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            else if *on == true {
                *self_rc.num_elements.borrow_mut() = Some(_io.read_u4le()?.into());
            }
        }
        {
            let on = self_rc.is_large();
            if *on == false {
                *self_rc.len_object.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            else if *on == true {
                *self_rc.len_object.borrow_mut() = Some(_io.read_u4le()?.into());
            }
        }
        *self_rc.key_entries.borrow_mut() = Vec::new();
        let l_key_entries = self_rc.num_elements();
        for _i in 0..l_key_entries {
            let f = |t : &mut MysqlJson_KeyEntry| Ok(t.set_params(*self_rc.is_large()));
            let t = Self::read_into_with_init::<_, MysqlJson_KeyEntry>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            self_rc.key_entries.borrow_mut().push(t);
        }
        *self_rc.value_entries.borrow_mut() = Vec::new();
        let l_value_entries = self_rc.num_elements();
        for _i in 0..l_value_entries {
            let f = |t : &mut MysqlJson_ValueEntry| Ok(t.set_params(*self_rc.is_large()));
            let t = Self::read_into_with_init::<_, MysqlJson_ValueEntry>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
            self_rc.value_entries.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl MysqlJson_JsonObject {
    pub fn is_large(&self) -> Ref<'_, bool> {
        self.is_large.borrow()
    }
}
impl MysqlJson_JsonObject {
    pub fn set_params(&mut self, is_large: bool) {
        *self.is_large.borrow_mut() = is_large;
    }
}
impl MysqlJson_JsonObject {
}

/**
 * Number of members.
 */
impl MysqlJson_JsonObject {
    pub fn num_elements(&self) -> usize {
        self.num_elements.borrow().as_ref().unwrap().into()
    }
    pub fn num_elements_enum(&self) -> Ref<'_, Option<MysqlJson_JsonObject_NumElements>> {
        self.num_elements.borrow()
    }
}

/**
 * Size of the whole object in bytes, from its element count to the end of its last value.
 */
impl MysqlJson_JsonObject {
    pub fn len_object(&self) -> usize {
        self.len_object.borrow().as_ref().unwrap().into()
    }
    pub fn len_object_enum(&self) -> Ref<'_, Option<MysqlJson_JsonObject_LenObject>> {
        self.len_object.borrow()
    }
}

/**
 * Where each key is and how long, in MySQL's key order.
 */
impl MysqlJson_JsonObject {
    pub fn key_entries(&self) -> Ref<'_, Vec<OptRc<MysqlJson_KeyEntry>>> {
        self.key_entries.borrow()
    }
}

/**
 * The value of member i is described by entry i; entries follow the key order.
 */
impl MysqlJson_JsonObject {
    pub fn value_entries(&self) -> Ref<'_, Vec<OptRc<MysqlJson_ValueEntry>>> {
        self.value_entries.borrow()
    }
}
impl MysqlJson_JsonObject {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A value of a MySQL type that JSON has no form for (custom-data): the column type code,
 * a variable-length byte count, and the bytes. DECIMAL, DATE, TIME, DATETIME and TIMESTAMP
 * values have the layouts below; anything else (BLOB, VARCHAR, BIT, YEAR, GEOMETRY...) is
 * kept as the bytes MySQL prints in base64.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonOpaque {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonValue>,
    pub _self: SharedType<Self>,
    field_type: RefCell<FieldType_Code>,
    len_data: RefCell<OptRc<MysqlJson_VarLen>>,
    data: RefCell<Option<MysqlJson_JsonOpaque_Data>>,
    _io: RefCell<BytesReader>,
    data_raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_JsonOpaque_Data {
    MysqlJson_OpaqueTemporal(OptRc<MysqlJson_OpaqueTemporal>),
    MysqlJson_OpaqueDecimal(OptRc<MysqlJson_OpaqueDecimal>),
    Bytes(Vec<u8>),
}
impl From<&MysqlJson_JsonOpaque_Data> for OptRc<MysqlJson_OpaqueTemporal> {
    fn from(v: &MysqlJson_JsonOpaque_Data) -> Self {
        if let MysqlJson_JsonOpaque_Data::MysqlJson_OpaqueTemporal(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonOpaque_Data::MysqlJson_OpaqueTemporal, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_OpaqueTemporal>> for MysqlJson_JsonOpaque_Data {
    fn from(v: OptRc<MysqlJson_OpaqueTemporal>) -> Self {
        Self::MysqlJson_OpaqueTemporal(v)
    }
}
impl From<&MysqlJson_JsonOpaque_Data> for OptRc<MysqlJson_OpaqueDecimal> {
    fn from(v: &MysqlJson_JsonOpaque_Data) -> Self {
        if let MysqlJson_JsonOpaque_Data::MysqlJson_OpaqueDecimal(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonOpaque_Data::MysqlJson_OpaqueDecimal, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_OpaqueDecimal>> for MysqlJson_JsonOpaque_Data {
    fn from(v: OptRc<MysqlJson_OpaqueDecimal>) -> Self {
        Self::MysqlJson_OpaqueDecimal(v)
    }
}
impl From<&MysqlJson_JsonOpaque_Data> for Vec<u8> {
    fn from(v: &MysqlJson_JsonOpaque_Data) -> Self {
        if let MysqlJson_JsonOpaque_Data::Bytes(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonOpaque_Data::Bytes, got {:?}", v)
    }
}
impl From<Vec<u8>> for MysqlJson_JsonOpaque_Data {
    fn from(v: Vec<u8>) -> Self {
        Self::Bytes(v)
    }
}
impl KStruct for MysqlJson_JsonOpaque {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonValue;

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
        *self_rc.field_type.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        let t = Self::read_into::<_, MysqlJson_VarLen>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.len_data.borrow_mut() = t;
        match *self_rc.field_type() {
            FieldType_Code::Date => {
                *self_rc.data_raw.borrow_mut() = _io.read_bytes(*self_rc.len_data().value()? as usize)?.into();
                let data_raw = self_rc.data_raw.borrow();
                let _t_data_raw_io = BytesReader::from(data_raw.clone());
                let t = Self::read_into::<BytesReader, MysqlJson_OpaqueTemporal>(&_t_data_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.data.borrow_mut() = Some(t);
            }
            FieldType_Code::Datetime => {
                *self_rc.data_raw.borrow_mut() = _io.read_bytes(*self_rc.len_data().value()? as usize)?.into();
                let data_raw = self_rc.data_raw.borrow();
                let _t_data_raw_io = BytesReader::from(data_raw.clone());
                let t = Self::read_into::<BytesReader, MysqlJson_OpaqueTemporal>(&_t_data_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.data.borrow_mut() = Some(t);
            }
            FieldType_Code::Newdecimal => {
                *self_rc.data_raw.borrow_mut() = _io.read_bytes(*self_rc.len_data().value()? as usize)?.into();
                let data_raw = self_rc.data_raw.borrow();
                let _t_data_raw_io = BytesReader::from(data_raw.clone());
                let t = Self::read_into::<BytesReader, MysqlJson_OpaqueDecimal>(&_t_data_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.data.borrow_mut() = Some(t);
            }
            FieldType_Code::Time => {
                *self_rc.data_raw.borrow_mut() = _io.read_bytes(*self_rc.len_data().value()? as usize)?.into();
                let data_raw = self_rc.data_raw.borrow();
                let _t_data_raw_io = BytesReader::from(data_raw.clone());
                let t = Self::read_into::<BytesReader, MysqlJson_OpaqueTemporal>(&_t_data_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.data.borrow_mut() = Some(t);
            }
            FieldType_Code::Timestamp => {
                *self_rc.data_raw.borrow_mut() = _io.read_bytes(*self_rc.len_data().value()? as usize)?.into();
                let data_raw = self_rc.data_raw.borrow();
                let _t_data_raw_io = BytesReader::from(data_raw.clone());
                let t = Self::read_into::<BytesReader, MysqlJson_OpaqueTemporal>(&_t_data_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.data.borrow_mut() = Some(t);
            }
            _ => {
                *self_rc.data.borrow_mut() = Some(_io.read_bytes(*self_rc.len_data().value()? as usize)?.into());
            }
        }
        Ok(())
    }
}
impl MysqlJson_JsonOpaque {
}

/**
 * The enum_field_types code of the value's MySQL type.
 */
impl MysqlJson_JsonOpaque {
    pub fn field_type(&self) -> Ref<'_, FieldType_Code> {
        self.field_type.borrow()
    }
}
impl MysqlJson_JsonOpaque {
    pub fn len_data(&self) -> Ref<'_, OptRc<MysqlJson_VarLen>> {
        self.len_data.borrow()
    }
}

/**
 * The value's bytes, decoded for DECIMAL and the temporal types.
 */
impl MysqlJson_JsonOpaque {
    pub fn data(&self) -> Ref<'_, Option<MysqlJson_JsonOpaque_Data>> {
        self.data.borrow()
    }
}
impl MysqlJson_JsonOpaque {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl MysqlJson_JsonOpaque {
    pub fn data_raw(&self) -> Ref<'_, Vec<u8>> {
        self.data_raw.borrow()
    }
}

/**
 * A string, utf8mb4, behind its variable-length byte count.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonString {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonValue>,
    pub _self: SharedType<Self>,
    len_value: RefCell<OptRc<MysqlJson_VarLen>>,
    value: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MysqlJson_JsonString {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonValue;

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
        let t = Self::read_into::<_, MysqlJson_VarLen>(&*_io, Some(self_rc._root.clone()), None)?.into();
        *self_rc.len_value.borrow_mut() = t;
        *self_rc.value.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_value().value()? as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl MysqlJson_JsonString {
}
impl MysqlJson_JsonString {
    pub fn len_value(&self) -> Ref<'_, OptRc<MysqlJson_VarLen>> {
        self.len_value.borrow()
    }
}

/**
 * The string.
 */
impl MysqlJson_JsonString {
    pub fn value(&self) -> Ref<'_, String> {
        self.value.borrow()
    }
}
impl MysqlJson_JsonString {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One value of the given type, read from a substream that begins at the value's first
 * byte (so that a container's offsets resolve against it).
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_JsonValue {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    value_type: RefCell<MysqlJson_JsonType>,
    value: RefCell<Option<MysqlJson_JsonValue_Value>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_JsonValue_Value {
    MysqlJson_JsonObject(OptRc<MysqlJson_JsonObject>),
    MysqlJson_JsonDouble(OptRc<MysqlJson_JsonDouble>),
    MysqlJson_JsonInt(OptRc<MysqlJson_JsonInt>),
    MysqlJson_JsonOpaque(OptRc<MysqlJson_JsonOpaque>),
    MysqlJson_JsonArray(OptRc<MysqlJson_JsonArray>),
    MysqlJson_JsonString(OptRc<MysqlJson_JsonString>),
    MysqlJson_JsonLiteral(OptRc<MysqlJson_JsonLiteral>),
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonObject> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonObject(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonObject, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonObject>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonObject>) -> Self {
        Self::MysqlJson_JsonObject(v)
    }
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonDouble> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonDouble(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonDouble, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonDouble>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonDouble>) -> Self {
        Self::MysqlJson_JsonDouble(v)
    }
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonInt> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonInt(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonInt, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonInt>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonInt>) -> Self {
        Self::MysqlJson_JsonInt(v)
    }
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonOpaque> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonOpaque(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonOpaque, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonOpaque>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonOpaque>) -> Self {
        Self::MysqlJson_JsonOpaque(v)
    }
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonArray> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonArray(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonArray, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonArray>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonArray>) -> Self {
        Self::MysqlJson_JsonArray(v)
    }
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonString> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonString(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonString, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonString>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonString>) -> Self {
        Self::MysqlJson_JsonString(v)
    }
}
impl From<&MysqlJson_JsonValue_Value> for OptRc<MysqlJson_JsonLiteral> {
    fn from(v: &MysqlJson_JsonValue_Value) -> Self {
        if let MysqlJson_JsonValue_Value::MysqlJson_JsonLiteral(x) = v {
            return x.clone();
        }
        panic!("expected MysqlJson_JsonValue_Value::MysqlJson_JsonLiteral, got {:?}", v)
    }
}
impl From<OptRc<MysqlJson_JsonLiteral>> for MysqlJson_JsonValue_Value {
    fn from(v: OptRc<MysqlJson_JsonLiteral>) -> Self {
        Self::MysqlJson_JsonLiteral(v)
    }
}
impl KStruct for MysqlJson_JsonValue {
    type Root = MysqlJson;
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
        match *self_rc.value_type() {
            MysqlJson_JsonType::Double => {
                let t = Self::read_into::<_, MysqlJson_JsonDouble>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Int16 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Int32 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Int64 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::LargeArray => {
                let f = |t : &mut MysqlJson_JsonArray| Ok(t.set_params(true));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonArray>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::LargeObject => {
                let f = |t : &mut MysqlJson_JsonObject| Ok(t.set_params(true));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonObject>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Literal => {
                let t = Self::read_into::<_, MysqlJson_JsonLiteral>(&*_io, Some(self_rc._root.clone()), None)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Opaque => {
                let t = Self::read_into::<_, MysqlJson_JsonOpaque>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::SmallArray => {
                let f = |t : &mut MysqlJson_JsonArray| Ok(t.set_params(false));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonArray>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::SmallObject => {
                let f = |t : &mut MysqlJson_JsonObject| Ok(t.set_params(false));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonObject>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::String => {
                let t = Self::read_into::<_, MysqlJson_JsonString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Uint16 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Uint32 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            MysqlJson_JsonType::Uint64 => {
                let f = |t : &mut MysqlJson_JsonInt| Ok(t.set_params(&*self_rc.value_type()));
                let t = Self::read_into_with_init::<_, MysqlJson_JsonInt>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            _ => {}
        }
        Ok(())
    }
}
impl MysqlJson_JsonValue {
    pub fn value_type(&self) -> Ref<'_, MysqlJson_JsonType> {
        self.value_type.borrow()
    }
}
impl MysqlJson_JsonValue {
    pub fn set_params(&mut self, value_type: &MysqlJson_JsonType) {
        *self.value_type.borrow_mut() = value_type.clone();
    }
}
impl MysqlJson_JsonValue {
}

/**
 * The value in the layout of its type.
 */
impl MysqlJson_JsonValue {
    pub fn value(&self) -> Ref<'_, Option<MysqlJson_JsonValue_Value>> {
        self.value.borrow()
    }
}
impl MysqlJson_JsonValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * Where one member's key text lies in the object, and how long it is.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_KeyEntry {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonObject>,
    pub _self: SharedType<Self>,
    is_large: RefCell<bool>,
    ofs_key: RefCell<Option<MysqlJson_KeyEntry_OfsKey>>,
    len_key: RefCell<u16>,
    _io: RefCell<BytesReader>,
    f_key: Cell<bool>,
    key: RefCell<String>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_KeyEntry_OfsKey {
    U2(u16),
    U4(u32),
}
impl From<u16> for MysqlJson_KeyEntry_OfsKey {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_KeyEntry_OfsKey> for u16 {
    fn from(e: &MysqlJson_KeyEntry_OfsKey) -> Self {
        if let MysqlJson_KeyEntry_OfsKey::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_KeyEntry_OfsKey::U2 to u16, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_KeyEntry_OfsKey {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_KeyEntry_OfsKey> for u32 {
    fn from(e: &MysqlJson_KeyEntry_OfsKey) -> Self {
        if let MysqlJson_KeyEntry_OfsKey::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_KeyEntry_OfsKey::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_KeyEntry_OfsKey> for usize {
    fn from(e: &MysqlJson_KeyEntry_OfsKey) -> Self {
        match e {
            MysqlJson_KeyEntry_OfsKey::U2(v) => *v as usize,
            MysqlJson_KeyEntry_OfsKey::U4(v) => *v as usize,
        }
    }
}

impl KStruct for MysqlJson_KeyEntry {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonObject;

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
        {
            let on = self_rc.is_large();
            if *on == false {
                *self_rc.ofs_key.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            else if *on == true {
                *self_rc.ofs_key.borrow_mut() = Some(_io.read_u4le()?.into());
            }
        }
        *self_rc.len_key.borrow_mut() = _io.read_u2le()?.into();
        Ok(())
    }
}
impl MysqlJson_KeyEntry {
    pub fn is_large(&self) -> Ref<'_, bool> {
        self.is_large.borrow()
    }
}
impl MysqlJson_KeyEntry {
    pub fn set_params(&mut self, is_large: bool) {
        *self.is_large.borrow_mut() = is_large;
    }
}
impl MysqlJson_KeyEntry {

    /**
     * The member name, utf8mb4 text without a length prefix.
     */
    pub fn key(
        &self
    ) -> KResult<Ref<'_, String>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_key.get() {
            return Ok(self.key.borrow());
        }
        self.f_key.set(true);
        let _pos = _io.pos();
        _io.seek(self.ofs_key() as usize)?;
        *self.key.borrow_mut() = bytes_to_str(&_io.read_bytes((*self.len_key() as i64) as usize)?.into(), "UTF-8")?;
        _io.seek(_pos)?;
        Ok(self.key.borrow())
    }
}

/**
 * Offset of the key text from the start of the object.
 */
impl MysqlJson_KeyEntry {
    pub fn ofs_key(&self) -> usize {
        self.ofs_key.borrow().as_ref().unwrap().into()
    }
    pub fn ofs_key_enum(&self) -> Ref<'_, Option<MysqlJson_KeyEntry_OfsKey>> {
        self.ofs_key.borrow()
    }
}

/**
 * Length of the key text in bytes (keys are limited to 64 KiB in both forms).
 */
impl MysqlJson_KeyEntry {
    pub fn len_key(&self) -> Ref<'_, u16> {
        self.len_key.borrow()
    }
}
impl MysqlJson_KeyEntry {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A DECIMAL (Json_decimal::get_binary): precision and scale, then the number in MySQL's
 * binary DECIMAL format (decimal2bin: nine decimal digits per 4 big-endian bytes, shorter
 * groups at the ends, sign in the inverted top bit, negative numbers complemented).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_OpaqueDecimal {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonOpaque>,
    pub _self: SharedType<Self>,
    precision: RefCell<u8>,
    scale: RefCell<u8>,
    digits: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MysqlJson_OpaqueDecimal {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonOpaque;

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
impl MysqlJson_OpaqueDecimal {
}

/**
 * Total number of decimal digits.
 */
impl MysqlJson_OpaqueDecimal {
    pub fn precision(&self) -> Ref<'_, u8> {
        self.precision.borrow()
    }
}

/**
 * Digits after the decimal point.
 */
impl MysqlJson_OpaqueDecimal {
    pub fn scale(&self) -> Ref<'_, u8> {
        self.scale.borrow()
    }
}

/**
 * The packed digits, (precision - scale) before the point and scale after.
 */
impl MysqlJson_OpaqueDecimal {
    pub fn digits(&self) -> Ref<'_, Vec<u8>> {
        self.digits.borrow()
    }
}
impl MysqlJson_OpaqueDecimal {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A DATE, TIME, DATETIME or TIMESTAMP as the server's packed 64-bit integer
 * (TIME_to_longlong_packed). DATE, DATETIME and TIMESTAMP: bits 24 and up hold
 * ((year * 13 + month) << 5 | day) << 17 | hour << 12 | minute << 6 | second, bits 0 to 23
 * the microseconds (a DATE has zero time). TIME: bits 24 and up hold
 * hour << 12 | minute << 6 | second, bits 0 to 23 the microseconds. A negative value is the
 * negation of the packed magnitude.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_OpaqueTemporal {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<MysqlJson_JsonOpaque>,
    pub _self: SharedType<Self>,
    packed_low: RefCell<u32>,
    packed_high: RefCell<i64>,
    _io: RefCell<BytesReader>,
    f_packed: Cell<bool>,
    packed: RefCell<i128>,
}
impl KStruct for MysqlJson_OpaqueTemporal {
    type Root = MysqlJson;
    type Parent = MysqlJson_JsonOpaque;

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
        *self_rc.packed_low.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.packed_high.borrow_mut() = (_io.read_s4le()? as i64).into();
        Ok(())
    }
}
impl MysqlJson_OpaqueTemporal {

    /**
     * The packed integer.
     */
    pub fn packed(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_packed.get() {
            return Ok(self.packed.borrow());
        }
        self.f_packed.set(true);
        *self.packed.borrow_mut() = (((((((*self.packed_high() as i128) as i128) * (4294967296 as i128)) as i128) + ((*self.packed_low() as i128) as i128)) as i128)) as i128;
        Ok(self.packed.borrow())
    }
}

/**
 * The low four bytes of the packed 64-bit integer.
 */
impl MysqlJson_OpaqueTemporal {
    pub fn packed_low(&self) -> Ref<'_, u32> {
        self.packed_low.borrow()
    }
}

/**
 * The high four bytes, signed (read apart from the low ones for the JavaScript runtime's sake).
 */
impl MysqlJson_OpaqueTemporal {
    pub fn packed_high(&self) -> Ref<'_, i64> {
        self.packed_high.borrow()
    }
}
impl MysqlJson_OpaqueTemporal {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The type of one element and either its value (inlined) or the offset of its value from
 * the start of the container.
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_ValueEntry {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    is_large: RefCell<bool>,
    value_type: RefCell<MysqlJson_JsonType>,
    inlined: RefCell<OptRc<MysqlJson_JsonInlined>>,
    ofs_value: RefCell<Option<MysqlJson_ValueEntry_OfsValue>>,
    _io: RefCell<BytesReader>,
    inlined_raw: RefCell<Vec<u8>>,
    value_raw: RefCell<Vec<u8>>,
    f_is_inlined: Cell<bool>,
    is_inlined: RefCell<bool>,
    f_value: Cell<bool>,
    value: RefCell<OptRc<MysqlJson_JsonValue>>,
}
#[derive(Debug, Clone)]
pub enum MysqlJson_ValueEntry_OfsValue {
    U2(u16),
    U4(u32),
}
impl From<u16> for MysqlJson_ValueEntry_OfsValue {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&MysqlJson_ValueEntry_OfsValue> for u16 {
    fn from(e: &MysqlJson_ValueEntry_OfsValue) -> Self {
        if let MysqlJson_ValueEntry_OfsValue::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_ValueEntry_OfsValue::U2 to u16, enum value {:?}", e)
    }
}
impl From<u32> for MysqlJson_ValueEntry_OfsValue {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&MysqlJson_ValueEntry_OfsValue> for u32 {
    fn from(e: &MysqlJson_ValueEntry_OfsValue) -> Self {
        if let MysqlJson_ValueEntry_OfsValue::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum MysqlJson_ValueEntry_OfsValue::U4 to u32, enum value {:?}", e)
    }
}
impl From<&MysqlJson_ValueEntry_OfsValue> for usize {
    fn from(e: &MysqlJson_ValueEntry_OfsValue) -> Self {
        match e {
            MysqlJson_ValueEntry_OfsValue::U2(v) => *v as usize,
            MysqlJson_ValueEntry_OfsValue::U4(v) => *v as usize,
        }
    }
}

impl KStruct for MysqlJson_ValueEntry {
    type Root = MysqlJson;
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
        *self_rc.value_type.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        if *self_rc.is_inlined()? {
            *self_rc.inlined_raw.borrow_mut() = _io.read_bytes(if *self_rc.is_large() { 4 } else { 2 } as usize)?.into();
            let inlined_raw = self_rc.inlined_raw.borrow();
            let _t_inlined_raw_io = BytesReader::from(inlined_raw.clone());
            let f = |t : &mut MysqlJson_JsonInlined| Ok(t.set_params(&*self_rc.value_type()));
            let t = Self::read_into_with_init::<BytesReader, MysqlJson_JsonInlined>(&_t_inlined_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            *self_rc.inlined.borrow_mut() = t;
        }
        if !(*self_rc.is_inlined()?) {
            {
                let on = self_rc.is_large();
                if *on == false {
                    *self_rc.ofs_value.borrow_mut() = Some(_io.read_u2le()?.into());
                }
                else if *on == true {
                    *self_rc.ofs_value.borrow_mut() = Some(_io.read_u4le()?.into());
                }
            }
        }
        Ok(())
    }
}
impl MysqlJson_ValueEntry {
    pub fn is_large(&self) -> Ref<'_, bool> {
        self.is_large.borrow()
    }
}
impl MysqlJson_ValueEntry {
    pub fn set_params(&mut self, is_large: bool) {
        *self.is_large.borrow_mut() = is_large;
    }
}
impl MysqlJson_ValueEntry {

    /**
     * Whether the value sits in the entry (inlined_type() in json_binary.cc): literals and
     * 16-bit integers always, 32-bit integers in the large form only.
     */
    pub fn is_inlined(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_inlined.get() {
            return Ok(self.is_inlined.borrow());
        }
        self.f_is_inlined.set(true);
        *self.is_inlined.borrow_mut() = ( ((*self.value_type() == MysqlJson_JsonType::Literal) || (*self.value_type() == MysqlJson_JsonType::Int16) || (*self.value_type() == MysqlJson_JsonType::Uint16) || ( ((*self.is_large()) && ( ((*self.value_type() == MysqlJson_JsonType::Int32) || (*self.value_type() == MysqlJson_JsonType::Uint32)) )) )) ) as bool;
        Ok(self.is_inlined.borrow())
    }

    /**
     * The value the offset points to.
     */
    pub fn value(
        &self
    ) -> KResult<Ref<'_, OptRc<MysqlJson_JsonValue>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value.get() {
            return Ok(self.value.borrow());
        }
        if !(*self.is_inlined()?) {
            let _pos = _io.pos();
            _io.seek(self.ofs_value() as usize)?;
            *self.value_raw.borrow_mut() = _io.read_bytes_full()?.into();
            let value_raw = self.value_raw.borrow();
            let _t_value_raw_io = BytesReader::from(value_raw.clone());
            let f = |t : &mut MysqlJson_JsonValue| Ok(t.set_params(&*self.value_type()));
            let t = Self::read_into_with_init::<BytesReader, MysqlJson_JsonValue>(&_t_value_raw_io, Some(self._root.clone()), None, &f)?.into();
            *self.value.borrow_mut() = t;
            _io.seek(_pos)?;
        }
        Ok(self.value.borrow())
    }
}

/**
 * The member's type.
 */
impl MysqlJson_ValueEntry {
    pub fn value_type(&self) -> Ref<'_, MysqlJson_JsonType> {
        self.value_type.borrow()
    }
}

/**
 * The value itself, in the slot where an offset would otherwise be.
 */
impl MysqlJson_ValueEntry {
    pub fn inlined(&self) -> Ref<'_, OptRc<MysqlJson_JsonInlined>> {
        self.inlined.borrow()
    }
}

/**
 * Offset of the value from the start of the container.
 */
impl MysqlJson_ValueEntry {
    pub fn ofs_value(&self) -> usize {
        self.ofs_value.borrow().as_ref().unwrap().into()
    }
    pub fn ofs_value_enum(&self) -> Ref<'_, Option<MysqlJson_ValueEntry_OfsValue>> {
        self.ofs_value.borrow()
    }
}
impl MysqlJson_ValueEntry {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl MysqlJson_ValueEntry {
    pub fn inlined_raw(&self) -> Ref<'_, Vec<u8>> {
        self.inlined_raw.borrow()
    }
}
impl MysqlJson_ValueEntry {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}

/**
 * A length of up to 32 bits, 7 bits per byte, least significant group first; a byte with
 * its top bit set is followed by another (append_variable_length / read_variable_length).
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJson_VarLen {
    pub _root: SharedType<MysqlJson>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    groups: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_value: Cell<bool>,
    value: RefCell<i64>,
}
impl KStruct for MysqlJson_VarLen {
    type Root = MysqlJson;
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
        *self_rc.groups.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while {
                self_rc.groups.borrow_mut().push(_io.read_u1()?.into());
                let _t_groups = self_rc.groups.borrow();
                let _tmpa = *_t_groups.last().unwrap();
                _i += 1;
                let x = !(((((_tmpa as u8) & (128 as u8)) as i64) == (0 as i64)));
                x
            } {}
        }
        Ok(())
    }
}
impl MysqlJson_VarLen {

    /**
     * The decoded length. The groups are scaled by multiplying, not shifting: a shift by 28
     * would overflow the 32-bit shifts of the JavaScript target.
     */
    pub fn value(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value.get() {
            return Ok(self.value.borrow());
        }
        self.f_value.set(true);
        *self.value.borrow_mut() = (((((((((((self.groups()[0 as usize] as u8) & (127 as u8)) as i64) + (if ((self.groups().k_len() as i64) > (1 as i64)) { (((((self.groups()[1 as usize] as u8) & (127 as u8)) as i64) * (128 as i64))) as i64 } else { (0) as i64 } as i64)) as i64) + (if ((self.groups().k_len() as i64) > (2 as i64)) { (((((self.groups()[2 as usize] as u8) & (127 as u8)) as i64) * (16384 as i64))) as i64 } else { (0) as i64 } as i64)) as i64) + (if ((self.groups().k_len() as i64) > (3 as i64)) { (((((self.groups()[3 as usize] as u8) & (127 as u8)) as i64) * (2097152 as i64))) as i64 } else { (0) as i64 } as i64)) as i64) + (if ((self.groups().k_len() as i64) > (4 as i64)) { (((((self.groups()[4 as usize] as u8) & (127 as u8)) as i64) * (268435456 as i64))) as i64 } else { (0) as i64 } as i64))) as i64;
        Ok(self.value.borrow())
    }
}

/**
 * The bytes, seven value bits each, the last without its top bit.
 */
impl MysqlJson_VarLen {
    pub fn groups(&self) -> Ref<'_, Vec<u8>> {
        self.groups.borrow()
    }
}
impl MysqlJson_VarLen {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
