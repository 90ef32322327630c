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
use super::table_map_event::TableMapEvent_MetaBit;
use super::table_map_event::TableMapEvent_MetaDecimal;
use super::table_map_event::TableMapEvent_MetaFsp;
use super::table_map_event::TableMapEvent_MetaMaxLength;
use super::table_map_event::TableMapEvent_MetaPackLength;
use super::table_map_event::TableMapEvent_MetaString;
use super::table_map_event::TableMapEvent;
use super::packed_int::PackedInt;
use super::table_map_event::TableMapEvent_StringRealType;
use super::mysql_json::MysqlJson;

/**
 * The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event, decoded by the
 * column's type. A column that is not in the image, or is NULL in it, takes none. Otherwise the
 * column's type and its metadata in the table's TABLE_MAP event say how many bytes the value
 * takes (`extent`): a fixed number for numbers and temporal types (computed from the metadata
 * for FLOAT, DOUBLE, DECIMAL, BIT and the fractional-second types), or a 1- to 4-byte
 * little-endian length and that many bytes for strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR.
 * The value is then read from a substream of exactly those bytes, in a layout per type: integers
 * (`cell_int`), floating point (`cell_float`, `cell_double`), the packed temporal types with
 * their bit fields (`cell_date`, `cell_datetime2`, `cell_time2`, `cell_timestamp2` and the
 * pre-5.6 `cell_time`, `cell_datetime`, `cell_timestamp`), YEAR, DECIMAL (`cell_decimal`),
 * strings and BLOBs (`cell_var`), CHAR/ENUM/SET by the real type in the metadata
 * (`cell_string`), BIT (`cell_fixed`), JSON as a binary JSON document (`cell_json`), GEOMETRY
 * (`cell_geometry`) and VECTOR (`cell_vector`). Every layout also keeps the value's bytes as
 * `raw` (without the length prefix).
 * 
 * The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
 * before image instead of a whole document; `json_diff` is read then.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event_client.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    table_map: RefCell<OptRc<TableMapEvent>>,
    index: RefCell<u32>,
    is_present: RefCell<bool>,
    is_null: RefCell<bool>,
    is_partial_json: RefCell<bool>,
    value: RefCell<Option<ColumnCell_Value>>,
    json_diff: RefCell<OptRc<ColumnCell_JsonDiff>>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
    f_column_type: Cell<bool>,
    column_type: RefCell<FieldType_Code>,
    f_extent: Cell<bool>,
    extent: RefCell<Option<ColumnCell_Extent>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_Value {
    ColumnCell_CellTime2(OptRc<ColumnCell_CellTime2>),
    ColumnCell_CellDate(OptRc<ColumnCell_CellDate>),
    ColumnCell_CellInt(OptRc<ColumnCell_CellInt>),
    ColumnCell_CellTimestamp(OptRc<ColumnCell_CellTimestamp>),
    ColumnCell_CellYear(OptRc<ColumnCell_CellYear>),
    ColumnCell_CellFloat(OptRc<ColumnCell_CellFloat>),
    ColumnCell_CellDatetime2(OptRc<ColumnCell_CellDatetime2>),
    ColumnCell_CellGeometry(OptRc<ColumnCell_CellGeometry>),
    ColumnCell_CellDecimal(OptRc<ColumnCell_CellDecimal>),
    ColumnCell_CellVar(OptRc<ColumnCell_CellVar>),
    Bytes(Vec<u8>),
    ColumnCell_CellString(OptRc<ColumnCell_CellString>),
    ColumnCell_CellVector(OptRc<ColumnCell_CellVector>),
    ColumnCell_CellTime(OptRc<ColumnCell_CellTime>),
    ColumnCell_CellTimestamp2(OptRc<ColumnCell_CellTimestamp2>),
    ColumnCell_CellJson(OptRc<ColumnCell_CellJson>),
    ColumnCell_CellDatetime(OptRc<ColumnCell_CellDatetime>),
    ColumnCell_CellDouble(OptRc<ColumnCell_CellDouble>),
    ColumnCell_CellFixed(OptRc<ColumnCell_CellFixed>),
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellTime2> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellTime2(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellTime2, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellTime2>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellTime2>) -> Self {
        Self::ColumnCell_CellTime2(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellDate> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellDate(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellDate, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellDate>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellDate>) -> Self {
        Self::ColumnCell_CellDate(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellInt> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellInt(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellInt, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellInt>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellInt>) -> Self {
        Self::ColumnCell_CellInt(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellTimestamp> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellTimestamp(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellTimestamp, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellTimestamp>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellTimestamp>) -> Self {
        Self::ColumnCell_CellTimestamp(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellYear> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellYear(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellYear, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellYear>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellYear>) -> Self {
        Self::ColumnCell_CellYear(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellFloat> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellFloat(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellFloat, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellFloat>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellFloat>) -> Self {
        Self::ColumnCell_CellFloat(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellDatetime2> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellDatetime2(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellDatetime2, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellDatetime2>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellDatetime2>) -> Self {
        Self::ColumnCell_CellDatetime2(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellGeometry> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellGeometry(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellGeometry, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellGeometry>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellGeometry>) -> Self {
        Self::ColumnCell_CellGeometry(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellDecimal> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellDecimal(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellDecimal, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellDecimal>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellDecimal>) -> Self {
        Self::ColumnCell_CellDecimal(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellVar> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellVar(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellVar, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellVar>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellVar>) -> Self {
        Self::ColumnCell_CellVar(v)
    }
}
impl From<&ColumnCell_Value> for Vec<u8> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::Bytes(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::Bytes, got {:?}", v)
    }
}
impl From<Vec<u8>> for ColumnCell_Value {
    fn from(v: Vec<u8>) -> Self {
        Self::Bytes(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellString> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellString(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellString, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellString>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellString>) -> Self {
        Self::ColumnCell_CellString(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellVector> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellVector(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellVector, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellVector>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellVector>) -> Self {
        Self::ColumnCell_CellVector(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellTime> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellTime(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellTime, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellTime>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellTime>) -> Self {
        Self::ColumnCell_CellTime(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellTimestamp2> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellTimestamp2(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellTimestamp2, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellTimestamp2>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellTimestamp2>) -> Self {
        Self::ColumnCell_CellTimestamp2(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellJson> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellJson(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellJson, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellJson>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellJson>) -> Self {
        Self::ColumnCell_CellJson(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellDatetime> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellDatetime(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellDatetime, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellDatetime>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellDatetime>) -> Self {
        Self::ColumnCell_CellDatetime(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellDouble> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellDouble(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellDouble, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellDouble>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellDouble>) -> Self {
        Self::ColumnCell_CellDouble(v)
    }
}
impl From<&ColumnCell_Value> for OptRc<ColumnCell_CellFixed> {
    fn from(v: &ColumnCell_Value) -> Self {
        if let ColumnCell_Value::ColumnCell_CellFixed(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Value::ColumnCell_CellFixed, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellFixed>> for ColumnCell_Value {
    fn from(v: OptRc<ColumnCell_CellFixed>) -> Self {
        Self::ColumnCell_CellFixed(v)
    }
}
#[derive(Debug, Clone)]
pub enum ColumnCell_Extent {
    ColumnCell_CellExtent(OptRc<ColumnCell_CellExtent>),
}
impl std::ops::Deref for ColumnCell_Extent {
    type Target = ColumnCell_CellExtent;
    fn deref(&self) -> &ColumnCell_CellExtent {
        match self { ColumnCell_Extent::ColumnCell_CellExtent(x) => &**x }
    }
}
impl From<&ColumnCell_Extent> for OptRc<ColumnCell_CellExtent> {
    fn from(v: &ColumnCell_Extent) -> Self {
        if let ColumnCell_Extent::ColumnCell_CellExtent(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_Extent::ColumnCell_CellExtent, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellExtent>> for ColumnCell_Extent {
    fn from(v: OptRc<ColumnCell_CellExtent>) -> Self {
        Self::ColumnCell_CellExtent(v)
    }
}
impl KStruct for ColumnCell {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        if  ((*self_rc.is_present()) && (!(*self_rc.is_null())) && (!(*self_rc.is_partial_json())) && (((*self_rc.extent()?.as_ref().unwrap().len_cell()? as i64) > (0 as i64))))  {
            match *self_rc.column_type()? {
                FieldType_Code::Bit => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellFixed| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaBit>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).len_value()?).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellFixed>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Blob => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVar>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Date => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, ColumnCell_CellDate>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Datetime => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, ColumnCell_CellDatetime>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Datetime2 => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellDatetime2| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaFsp>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).fsp()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellDatetime2>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Double => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellDouble| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellDouble>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Enum => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellString| Ok(t.set_params(&*Into::<OptRc<TableMapEvent_MetaString>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).real_type()?, (*Into::<OptRc<TableMapEvent_MetaString>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).max_length()?).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellString>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Float => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellFloat| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellFloat>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Geometry => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellGeometry| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellGeometry>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Int24 => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellInt| Ok(t.set_params((3).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellInt>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Json => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellJson| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellJson>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Long => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellInt| Ok(t.set_params((4).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellInt>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::LongBlob => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVar>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Longlong => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellInt| Ok(t.set_params((8).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellInt>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::MediumBlob => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVar>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Newdate => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, ColumnCell_CellDate>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Newdecimal => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellDecimal| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).precision()).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).scale()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellDecimal>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Set => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellString| Ok(t.set_params(&*Into::<OptRc<TableMapEvent_MetaString>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).real_type()?, (*Into::<OptRc<TableMapEvent_MetaString>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).max_length()?).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellString>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Short => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellInt| Ok(t.set_params((2).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellInt>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::String => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellString| Ok(t.set_params(&*Into::<OptRc<TableMapEvent_MetaString>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).real_type()?, (*Into::<OptRc<TableMapEvent_MetaString>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).max_length()?).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellString>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Time => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, ColumnCell_CellTime>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Time2 => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellTime2| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaFsp>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).fsp()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellTime2>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Timestamp => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, ColumnCell_CellTimestamp>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Timestamp2 => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellTimestamp2| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaFsp>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).fsp()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellTimestamp2>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Tiny => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellInt| Ok(t.set_params((1).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellInt>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::TinyBlob => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVar>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::VarString => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((if ((*Into::<OptRc<TableMapEvent_MetaMaxLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).max_length() as i64) < (256 as i64)) { 1 } else { 2 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVar>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Varchar => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((if ((*Into::<OptRc<TableMapEvent_MetaMaxLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).max_length() as i64) < (256 as i64)) { 1 } else { 2 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVar>(&_t_value_raw_io, Some(self_rc._root.clone()), None, &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Vector => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let f = |t : &mut ColumnCell_CellVector| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self_rc.table_map().metadata().columns()[*self_rc.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<BytesReader, ColumnCell_CellVector>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                FieldType_Code::Year => {
                    *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into();
                    let value_raw = self_rc.value_raw.borrow();
                    let _t_value_raw_io = BytesReader::from(value_raw.clone());
                    let t = Self::read_into::<BytesReader, ColumnCell_CellYear>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                    *self_rc.value.borrow_mut() = Some(t);
                }
                _ => {
                    *self_rc.value.borrow_mut() = Some(_io.read_bytes(*self_rc.extent()?.as_ref().unwrap().len_cell()? as usize)?.into());
                }
            }
        }
        if  ((*self_rc.is_present()) && (!(*self_rc.is_null())) && (*self_rc.is_partial_json()))  {
            let t = Self::read_into::<_, ColumnCell_JsonDiff>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.json_diff.borrow_mut() = t;
        }
        Ok(())
    }
}
impl ColumnCell {
    pub fn table_map(&self) -> Ref<'_, OptRc<TableMapEvent>> {
        self.table_map.borrow()
    }
}
impl ColumnCell {
    pub fn index(&self) -> Ref<'_, u32> {
        self.index.borrow()
    }
}
impl ColumnCell {
    pub fn is_present(&self) -> Ref<'_, bool> {
        self.is_present.borrow()
    }
}
impl ColumnCell {
    pub fn is_null(&self) -> Ref<'_, bool> {
        self.is_null.borrow()
    }
}
impl ColumnCell {
    pub fn is_partial_json(&self) -> Ref<'_, bool> {
        self.is_partial_json.borrow()
    }
}
impl ColumnCell {
    pub fn set_params(&mut self, table_map: &OptRc<TableMapEvent>, index: u32, is_present: bool, is_null: bool, is_partial_json: bool) {
        *self.table_map.borrow_mut() = table_map.clone();
        *self.index.borrow_mut() = index;
        *self.is_present.borrow_mut() = is_present;
        *self.is_null.borrow_mut() = is_null;
        *self.is_partial_json.borrow_mut() = is_partial_json;
    }
}
impl ColumnCell {

    /**
     * The column's type as the table map gives it.
     */
    pub fn column_type(
        &self
    ) -> KResult<Ref<'_, FieldType_Code>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_column_type.get() {
            return Ok(self.column_type.borrow());
        }
        self.f_column_type.set(true);
        *self.column_type.borrow_mut() = self.table_map().column_types()[(*self.index() as i64) as usize];
        Ok(self.column_type.borrow())
    }

    /**
     * How many bytes the value takes, looked up where the value starts (before it is read):
     * fixed by the type and its metadata, or a length prefix and the length it gives. Empty for a
     * type this spec cannot size.
     */
    pub fn extent(
        &self
    ) -> KResult<Ref<'_, Option<ColumnCell_Extent>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_extent.get() {
            return Ok(self.extent.borrow());
        }
        self.f_extent.set(true);
        if  ((*self.is_present()) && (!(*self.is_null())) && (!(*self.is_partial_json())))  {
            let _pos = _io.pos();
            _io.seek(_io.pos() as usize)?;
            match *self.column_type()? {
                FieldType_Code::Bit => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaBit>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).len_value()?).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Blob => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Date => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((3).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Datetime => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((8).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Datetime2 => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((((5 as i64) + (((((*Into::<OptRc<TableMapEvent_MetaFsp>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).fsp() as u8) + (1 as u8)) as i64) / (2 as i64)) as i64))).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Double => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Enum => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).real_type()? == TableMapEvent_StringRealType::String { 0 } else { *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length()? }).try_into().map_err(|_| KError::CastError)?, (if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).real_type()? == TableMapEvent_StringRealType::String { if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length()? < 256 { 1 } else { 2 } } else { 0 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Float => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Geometry => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Int24 => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((3).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Json => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Long => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((4).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::LongBlob => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Longlong => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((8).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::MediumBlob => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Newdate => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((3).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Newdecimal => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((((((((((((((*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).precision() as u8) - (*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).scale() as u8)) as i64) / (9 as i64)) as i64) * (4 as i64)) as i64) + (((((modulo(((*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).precision() as u8) - (*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).scale() as u8)) as i64, 9 as i64) as i64) + (1 as i64)) as i64) / (2 as i64)) as i64)) as i64) + (((((*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).scale() as u8) / (9 as u8)) as i64) * (4 as i64)) as i64)) as i64) + (((((((*Into::<OptRc<TableMapEvent_MetaDecimal>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).scale() as u8) % (9 as u8)) as i64) + (1 as i64)) as i64) / (2 as i64)) as i64))).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Set => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).real_type()? == TableMapEvent_StringRealType::String { 0 } else { *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length()? }).try_into().map_err(|_| KError::CastError)?, (if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).real_type()? == TableMapEvent_StringRealType::String { if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length()? < 256 { 1 } else { 2 } } else { 0 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Short => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((2).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::String => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).real_type()? == TableMapEvent_StringRealType::String { 0 } else { *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length()? }).try_into().map_err(|_| KError::CastError)?, (if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).real_type()? == TableMapEvent_StringRealType::String { if *Into::<OptRc<TableMapEvent_MetaString>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length()? < 256 { 1 } else { 2 } } else { 0 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Time => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((3).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Time2 => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((((3 as i64) + (((((*Into::<OptRc<TableMapEvent_MetaFsp>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).fsp() as u8) + (1 as u8)) as i64) / (2 as i64)) as i64))).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Timestamp => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((4).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Timestamp2 => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((((4 as i64) + (((((*Into::<OptRc<TableMapEvent_MetaFsp>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).fsp() as u8) + (1 as u8)) as i64) / (2 as i64)) as i64))).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Tiny => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((1).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::TinyBlob => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::VarString => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (if ((*Into::<OptRc<TableMapEvent_MetaMaxLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length() as i64) < (256 as i64)) { 1 } else { 2 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Varchar => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (if ((*Into::<OptRc<TableMapEvent_MetaMaxLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).max_length() as i64) < (256 as i64)) { 1 } else { 2 }).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Vector => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (*Into::<OptRc<TableMapEvent_MetaPackLength>>::into(&*self.table_map().metadata().columns()[*self.index() as usize].body().as_ref().unwrap()).pack_length()).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                FieldType_Code::Year => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((1).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
                _ => {
                    let f = |t : &mut ColumnCell_CellExtent| Ok(t.set_params((0).try_into().map_err(|_| KError::CastError)?, (0).try_into().map_err(|_| KError::CastError)?));
                    let t = Self::read_into_with_init::<_, ColumnCell_CellExtent>(&*_io, Some(self._root.clone()), Some(self._self.clone()), &f)?.into();
                    *self.extent.borrow_mut() = Some(t);
                }
            }
            _io.seek(_pos)?;
        }
        Ok(self.extent.borrow())
    }
}

/**
 * The value, from a substream of its bytes; absent for a column this spec cannot size (old DECIMAL, NULL type).
 */
impl ColumnCell {
    pub fn value(&self) -> Ref<'_, Option<ColumnCell_Value>> {
        self.value.borrow()
    }
}

/**
 * The JSON column's partial update, when the after image writes it as a diff.
 */
impl ColumnCell {
    pub fn json_diff(&self) -> Ref<'_, OptRc<ColumnCell_JsonDiff>> {
        self.json_diff.borrow()
    }
}
impl ColumnCell {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl ColumnCell {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum ColumnCell_JsonDiffOperationType {
    Replace,
    Insert,
    Remove,
    Unknown(i64),
}

impl TryFrom<i64> for ColumnCell_JsonDiffOperationType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<ColumnCell_JsonDiffOperationType> {
        match flag {
            0 => Ok(ColumnCell_JsonDiffOperationType::Replace),
            1 => Ok(ColumnCell_JsonDiffOperationType::Insert),
            2 => Ok(ColumnCell_JsonDiffOperationType::Remove),
            _ => Ok(ColumnCell_JsonDiffOperationType::Unknown(flag)),
        }
    }
}

impl From<&ColumnCell_JsonDiffOperationType> for i64 {
    fn from(v: &ColumnCell_JsonDiffOperationType) -> Self {
        match *v {
            ColumnCell_JsonDiffOperationType::Replace => 0,
            ColumnCell_JsonDiffOperationType::Insert => 1,
            ColumnCell_JsonDiffOperationType::Remove => 2,
            ColumnCell_JsonDiffOperationType::Unknown(v) => v
        }
    }
}

impl Default for ColumnCell_JsonDiffOperationType {
    fn default() -> Self { ColumnCell_JsonDiffOperationType::Unknown(0) }
}


/**
 * DATE (NEWDATE in the server): three little-endian bytes packing the day in the low five
 * bits, the month in the next four and the year in the top fifteen. Zero parts are kept
 * (dates such as 2024-00-10 or 0000-00-00 are allowed by the server's SQL modes).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellDate {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    day: RefCell<u64>,
    month: RefCell<u64>,
    year: RefCell<u64>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_CellDate {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.day.borrow_mut() = _io.read_bits_int_le(5)?;
        *self_rc.month.borrow_mut() = _io.read_bits_int_le(4)?;
        *self_rc.year.borrow_mut() = _io.read_bits_int_le(15)?;
        Ok(())
    }
}
impl ColumnCell_CellDate {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * Day of the month, 0 to 31 (0 in a zero date).
 */
impl ColumnCell_CellDate {
    pub fn day(&self) -> Ref<'_, u64> {
        self.day.borrow()
    }
}

/**
 * Month, 0 to 12 (0 in a zero date).
 */
impl ColumnCell_CellDate {
    pub fn month(&self) -> Ref<'_, u64> {
        self.month.borrow()
    }
}

/**
 * Year, 0 to 9999.
 */
impl ColumnCell_CellDate {
    pub fn year(&self) -> Ref<'_, u64> {
        self.year.borrow()
    }
}
impl ColumnCell_CellDate {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The DATETIME of servers before MySQL 5.6.4, an 8-byte little-endian number whose decimal digits read YYYYMMDDHHMMSS.
 * \sa https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellDatetime {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    packed: RefCell<u64>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_CellDatetime {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.packed.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl ColumnCell_CellDatetime {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * The number whose decimal digits are YYYYMMDDHHMMSS.
 */
impl ColumnCell_CellDatetime {
    pub fn packed(&self) -> Ref<'_, u64> {
        self.packed.borrow()
    }
}
impl ColumnCell_CellDatetime {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * DATETIME(fsp) since MySQL 5.6.4: five big-endian bytes of bit fields (a sign bit that is
 * set for the non-negative values the server stores, then year * 13 + month, day, hour,
 * minute and second), then the fraction as in TIMESTAMP(fsp).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellDatetime2 {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    fsp: RefCell<u8>,
    is_nonnegative: RefCell<bool>,
    year_month: RefCell<u64>,
    day: RefCell<u64>,
    hour: RefCell<u64>,
    minute: RefCell<u64>,
    second: RefCell<u64>,
    fraction: RefCell<Option<ColumnCell_CellDatetime2_Fraction>>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellDatetime2_Fraction {
    U1(u8),
    U2(u16),
    Bits(u64),
}
impl From<u8> for ColumnCell_CellDatetime2_Fraction {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellDatetime2_Fraction> for u8 {
    fn from(e: &ColumnCell_CellDatetime2_Fraction) -> Self {
        if let ColumnCell_CellDatetime2_Fraction::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellDatetime2_Fraction::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellDatetime2_Fraction {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellDatetime2_Fraction> for u16 {
    fn from(e: &ColumnCell_CellDatetime2_Fraction) -> Self {
        if let ColumnCell_CellDatetime2_Fraction::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellDatetime2_Fraction::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellDatetime2_Fraction {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellDatetime2_Fraction> for u64 {
    fn from(e: &ColumnCell_CellDatetime2_Fraction) -> Self {
        if let ColumnCell_CellDatetime2_Fraction::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellDatetime2_Fraction::Bits to u64, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellDatetime2_Fraction> for usize {
    fn from(e: &ColumnCell_CellDatetime2_Fraction) -> Self {
        match e {
            ColumnCell_CellDatetime2_Fraction::U1(v) => *v as usize,
            ColumnCell_CellDatetime2_Fraction::U2(v) => *v as usize,
            ColumnCell_CellDatetime2_Fraction::Bits(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellDatetime2 {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.is_nonnegative.borrow_mut() = _io.read_bits_int_be(1)? != 0;
        *self_rc.year_month.borrow_mut() = _io.read_bits_int_be(17)?;
        *self_rc.day.borrow_mut() = _io.read_bits_int_be(5)?;
        *self_rc.hour.borrow_mut() = _io.read_bits_int_be(5)?;
        *self_rc.minute.borrow_mut() = _io.read_bits_int_be(6)?;
        *self_rc.second.borrow_mut() = _io.read_bits_int_be(6)?;
        _io.align_to_byte()?;
        if ((*self_rc.fsp() as u8) > (0 as u8)) {
            match ((((*self_rc.fsp() as u8) + (1 as u8)) as i64) / (2 as i64)) {
                1 => {
                    *self_rc.fraction.borrow_mut() = Some(_io.read_u1()?.into());
                }
                2 => {
                    *self_rc.fraction.borrow_mut() = Some(_io.read_u2be()?.into());
                }
                3 => {
                    *self_rc.fraction.borrow_mut() = Some(ColumnCell_CellDatetime2_Fraction::Bits(_io.read_bits_int_be(24)?));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
impl ColumnCell_CellDatetime2 {
    pub fn fsp(&self) -> Ref<'_, u8> {
        self.fsp.borrow()
    }
}
impl ColumnCell_CellDatetime2 {
    pub fn set_params(&mut self, fsp: u8) {
        *self.fsp.borrow_mut() = fsp;
    }
}
impl ColumnCell_CellDatetime2 {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * Sign bit; set for every value the server stores (DATETIME is never negative).
 */
impl ColumnCell_CellDatetime2 {
    pub fn is_nonnegative(&self) -> Ref<'_, bool> {
        self.is_nonnegative.borrow()
    }
}

/**
 * year * 13 + month.
 */
impl ColumnCell_CellDatetime2 {
    pub fn year_month(&self) -> Ref<'_, u64> {
        self.year_month.borrow()
    }
}

/**
 * Day of the month, 0 to 31.
 */
impl ColumnCell_CellDatetime2 {
    pub fn day(&self) -> Ref<'_, u64> {
        self.day.borrow()
    }
}

/**
 * Hour, 0 to 23.
 */
impl ColumnCell_CellDatetime2 {
    pub fn hour(&self) -> Ref<'_, u64> {
        self.hour.borrow()
    }
}

/**
 * Minute, 0 to 59.
 */
impl ColumnCell_CellDatetime2 {
    pub fn minute(&self) -> Ref<'_, u64> {
        self.minute.borrow()
    }
}

/**
 * Second, 0 to 59.
 */
impl ColumnCell_CellDatetime2 {
    pub fn second(&self) -> Ref<'_, u64> {
        self.second.borrow()
    }
}

/**
 * The fraction of a second, as in TIMESTAMP(fsp).
 */
impl ColumnCell_CellDatetime2 {
    pub fn fraction(&self) -> usize {
        self.fraction.borrow().as_ref().unwrap().into()
    }
    pub fn fraction_enum(&self) -> Ref<'_, Option<ColumnCell_CellDatetime2_Fraction>> {
        self.fraction.borrow()
    }
}
impl ColumnCell_CellDatetime2 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * DECIMAL(precision, scale) in the server's binary form: the integer digits and the
 * fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellDecimal {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    precision: RefCell<u8>,
    scale: RefCell<u8>,
    raw: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_len_value: Cell<bool>,
    len_value: RefCell<i64>,
    f_num_int_digits: Cell<bool>,
    num_int_digits: RefCell<i64>,
}
impl KStruct for ColumnCell_CellDecimal {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.raw.borrow_mut() = _io.read_bytes(*self_rc.len_value()? as usize)?.into();
        Ok(())
    }
}
impl ColumnCell_CellDecimal {
    pub fn precision(&self) -> Ref<'_, u8> {
        self.precision.borrow()
    }
}
impl ColumnCell_CellDecimal {
    pub fn scale(&self) -> Ref<'_, u8> {
        self.scale.borrow()
    }
}
impl ColumnCell_CellDecimal {
    pub fn set_params(&mut self, precision: u8, scale: u8) {
        *self.precision.borrow_mut() = precision;
        *self.scale.borrow_mut() = scale;
    }
}
impl ColumnCell_CellDecimal {

    /**
     * The value's size: 4 bytes per nine digits, (n + 1) / 2 bytes for the n digits left over, for the integer part and the fraction each.
     */
    pub fn len_value(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_value.get() {
            return Ok(self.len_value.borrow());
        }
        self.f_len_value.set(true);
        *self.len_value.borrow_mut() = ((((((((((((*self.num_int_digits()? as i64) as i64) / (9 as i64)) as i64) * (4 as i64)) as i64) + (((((modulo((*self.num_int_digits()? as i64) as i64, 9 as i64) as i64) + (1 as i64)) as i64) / (2 as i64)) as i64)) as i64) + ((((((*self.scale() as i64) as u8) / (9 as u8)) as i64) * (4 as i64)) as i64)) as i64) + ((((((((*self.scale() as i64) as u8) % (9 as u8)) as i64) + (1 as i64)) as i64) / (2 as i64)) as i64))) as i64;
        Ok(self.len_value.borrow())
    }

    /**
     * Digits before the decimal point.
     */
    pub fn num_int_digits(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_num_int_digits.get() {
            return Ok(self.num_int_digits.borrow());
        }
        self.f_num_int_digits.set(true);
        *self.num_int_digits.borrow_mut() = ((((*self.precision() as i64) as u8) - ((*self.scale() as i64) as u8))) as i64;
        Ok(self.num_int_digits.borrow())
    }
}
impl ColumnCell_CellDecimal {
    pub fn raw(&self) -> Ref<'_, Vec<u8>> {
        self.raw.borrow()
    }
}
impl ColumnCell_CellDecimal {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * DOUBLE, an IEEE 754 double in little-endian order; `value` is absent if the table map gives an unusual size.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellDouble {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u8>,
    value: RefCell<f64>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_CellDouble {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        if ((*self_rc.len_value() as u8) == (8 as u8)) {
            *self_rc.value.borrow_mut() = _io.read_f8le()?.into();
        }
        Ok(())
    }
}
impl ColumnCell_CellDouble {
    pub fn len_value(&self) -> Ref<'_, u8> {
        self.len_value.borrow()
    }
}
impl ColumnCell_CellDouble {
    pub fn set_params(&mut self, len_value: u8) {
        *self.len_value.borrow_mut() = len_value;
    }
}
impl ColumnCell_CellDouble {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * The DOUBLE value.
 */
impl ColumnCell_CellDouble {
    pub fn value(&self) -> Ref<'_, f64> {
        self.value.borrow()
    }
}
impl ColumnCell_CellDouble {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The size of one value in a row image, fixed (`len_fixed`) or prefixed by its length (`len_length` bytes).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellExtent {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_fixed: RefCell<u32>,
    len_length: RefCell<u8>,
    len_value: RefCell<Option<ColumnCell_CellExtent_LenValue>>,
    _io: RefCell<BytesReader>,
    f_len_cell: Cell<bool>,
    len_cell: RefCell<i64>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellExtent_LenValue {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for ColumnCell_CellExtent_LenValue {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellExtent_LenValue> for u8 {
    fn from(e: &ColumnCell_CellExtent_LenValue) -> Self {
        if let ColumnCell_CellExtent_LenValue::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellExtent_LenValue::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellExtent_LenValue {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellExtent_LenValue> for u16 {
    fn from(e: &ColumnCell_CellExtent_LenValue) -> Self {
        if let ColumnCell_CellExtent_LenValue::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellExtent_LenValue::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellExtent_LenValue {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellExtent_LenValue> for u64 {
    fn from(e: &ColumnCell_CellExtent_LenValue) -> Self {
        if let ColumnCell_CellExtent_LenValue::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellExtent_LenValue::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for ColumnCell_CellExtent_LenValue {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&ColumnCell_CellExtent_LenValue> for u32 {
    fn from(e: &ColumnCell_CellExtent_LenValue) -> Self {
        if let ColumnCell_CellExtent_LenValue::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellExtent_LenValue::U4 to u32, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellExtent_LenValue> for usize {
    fn from(e: &ColumnCell_CellExtent_LenValue) -> Self {
        match e {
            ColumnCell_CellExtent_LenValue::U1(v) => *v as usize,
            ColumnCell_CellExtent_LenValue::U2(v) => *v as usize,
            ColumnCell_CellExtent_LenValue::Bits(v) => *v as usize,
            ColumnCell_CellExtent_LenValue::U4(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellExtent {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        if ((*self_rc.len_length() as u8) > (0 as u8)) {
            match *self_rc.len_length() {
                1 => {
                    *self_rc.len_value.borrow_mut() = Some(_io.read_u1()?.into());
                }
                2 => {
                    *self_rc.len_value.borrow_mut() = Some(_io.read_u2le()?.into());
                }
                3 => {
                    *self_rc.len_value.borrow_mut() = Some(ColumnCell_CellExtent_LenValue::Bits(_io.read_bits_int_le(24)?));
                }
                4 => {
                    *self_rc.len_value.borrow_mut() = Some(_io.read_u4le()?.into());
                }
                _ => {}
            }
        }
        Ok(())
    }
}
impl ColumnCell_CellExtent {
    pub fn len_fixed(&self) -> Ref<'_, u32> {
        self.len_fixed.borrow()
    }
}
impl ColumnCell_CellExtent {
    pub fn len_length(&self) -> Ref<'_, u8> {
        self.len_length.borrow()
    }
}
impl ColumnCell_CellExtent {
    pub fn set_params(&mut self, len_fixed: u32, len_length: u8) {
        *self.len_fixed.borrow_mut() = len_fixed;
        *self.len_length.borrow_mut() = len_length;
    }
}
impl ColumnCell_CellExtent {

    /**
     * All bytes the value takes in the image, its length prefix included.
     */
    pub fn len_cell(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_cell.get() {
            return Ok(self.len_cell.borrow());
        }
        self.f_len_cell.set(true);
        *self.len_cell.borrow_mut() = (if (((*self.len_length() as i64) as u8) == (0 as u8)) { ((*self.len_fixed() as i64)) as i64 } else { ((((*self.len_length() as i64) as i64) + ((self.len_value() as i64) as i64))) as i64 }) as i64;
        Ok(self.len_cell.borrow())
    }
}

/**
 * The value's length, read from its length prefix.
 */
impl ColumnCell_CellExtent {
    pub fn len_value(&self) -> usize {
        self.len_value.borrow().as_ref().unwrap().into()
    }
    pub fn len_value_enum(&self) -> Ref<'_, Option<ColumnCell_CellExtent_LenValue>> {
        self.len_value.borrow()
    }
}
impl ColumnCell_CellExtent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A value kept as its bytes (BIT, most significant byte first; ENUM and SET indexes, little-endian).
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellFixed {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u32>,
    raw: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ColumnCell_CellFixed {
    type Root = ColumnCell;
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
        *self_rc.raw.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
        Ok(())
    }
}
impl ColumnCell_CellFixed {
    pub fn len_value(&self) -> Ref<'_, u32> {
        self.len_value.borrow()
    }
}
impl ColumnCell_CellFixed {
    pub fn set_params(&mut self, len_value: u32) {
        *self.len_value.borrow_mut() = len_value;
    }
}
impl ColumnCell_CellFixed {
}
impl ColumnCell_CellFixed {
    pub fn raw(&self) -> Ref<'_, Vec<u8>> {
        self.raw.borrow()
    }
}
impl ColumnCell_CellFixed {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * FLOAT, an IEEE 754 single in little-endian order; `value` is absent if the table map gives an unusual size.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellFloat {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u8>,
    value: RefCell<f32>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_CellFloat {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        if ((*self_rc.len_value() as u8) == (4 as u8)) {
            *self_rc.value.borrow_mut() = _io.read_f4le()?.into();
        }
        Ok(())
    }
}
impl ColumnCell_CellFloat {
    pub fn len_value(&self) -> Ref<'_, u8> {
        self.len_value.borrow()
    }
}
impl ColumnCell_CellFloat {
    pub fn set_params(&mut self, len_value: u8) {
        *self.len_value.borrow_mut() = len_value;
    }
}
impl ColumnCell_CellFloat {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * The FLOAT value.
 */
impl ColumnCell_CellFloat {
    pub fn value(&self) -> Ref<'_, f32> {
        self.value.borrow()
    }
}
impl ColumnCell_CellFloat {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * GEOMETRY and its subtypes: a length, then the spatial reference id as a little-endian u4
 * and the shape in well-known binary (WKB).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellGeometry {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_length: RefCell<u8>,
    len_value: RefCell<Option<ColumnCell_CellGeometry_LenValue>>,
    srid: RefCell<u32>,
    wkb: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellGeometry_LenValue {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for ColumnCell_CellGeometry_LenValue {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellGeometry_LenValue> for u8 {
    fn from(e: &ColumnCell_CellGeometry_LenValue) -> Self {
        if let ColumnCell_CellGeometry_LenValue::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellGeometry_LenValue::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellGeometry_LenValue {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellGeometry_LenValue> for u16 {
    fn from(e: &ColumnCell_CellGeometry_LenValue) -> Self {
        if let ColumnCell_CellGeometry_LenValue::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellGeometry_LenValue::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellGeometry_LenValue {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellGeometry_LenValue> for u64 {
    fn from(e: &ColumnCell_CellGeometry_LenValue) -> Self {
        if let ColumnCell_CellGeometry_LenValue::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellGeometry_LenValue::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for ColumnCell_CellGeometry_LenValue {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&ColumnCell_CellGeometry_LenValue> for u32 {
    fn from(e: &ColumnCell_CellGeometry_LenValue) -> Self {
        if let ColumnCell_CellGeometry_LenValue::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellGeometry_LenValue::U4 to u32, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellGeometry_LenValue> for usize {
    fn from(e: &ColumnCell_CellGeometry_LenValue) -> Self {
        match e {
            ColumnCell_CellGeometry_LenValue::U1(v) => *v as usize,
            ColumnCell_CellGeometry_LenValue::U2(v) => *v as usize,
            ColumnCell_CellGeometry_LenValue::Bits(v) => *v as usize,
            ColumnCell_CellGeometry_LenValue::U4(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellGeometry {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        match *self_rc.len_length() {
            1 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u1()?.into());
            }
            2 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            3 => {
                *self_rc.len_value.borrow_mut() = Some(ColumnCell_CellGeometry_LenValue::Bits(_io.read_bits_int_le(24)?));
            }
            4 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            _ => {}
        }
        *self_rc.srid.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.wkb.borrow_mut() = _io.read_bytes(((self_rc.len_value() as i64) - (4 as i64)) as usize)?.into();
        Ok(())
    }
}
impl ColumnCell_CellGeometry {
    pub fn len_length(&self) -> Ref<'_, u8> {
        self.len_length.borrow()
    }
}
impl ColumnCell_CellGeometry {
    pub fn set_params(&mut self, len_length: u8) {
        *self.len_length.borrow_mut() = len_length;
    }
}
impl ColumnCell_CellGeometry {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(*self.len_length() as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes((self.len_value() as i64) as usize)?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * Length of the SRID and the WKB together.
 */
impl ColumnCell_CellGeometry {
    pub fn len_value(&self) -> usize {
        self.len_value.borrow().as_ref().unwrap().into()
    }
    pub fn len_value_enum(&self) -> Ref<'_, Option<ColumnCell_CellGeometry_LenValue>> {
        self.len_value.borrow()
    }
}

/**
 * Spatial reference system id (0 when the value has none).
 */
impl ColumnCell_CellGeometry {
    pub fn srid(&self) -> Ref<'_, u32> {
        self.srid.borrow()
    }
}

/**
 * The shape as well-known binary (byte order flag, type, coordinates).
 */
impl ColumnCell_CellGeometry {
    pub fn wkb(&self) -> Ref<'_, Vec<u8>> {
        self.wkb.borrow()
    }
}
impl ColumnCell_CellGeometry {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * TINYINT, SMALLINT, MEDIUMINT, INT and BIGINT: a little-endian integer of 1, 2, 3, 4 or 8
 * bytes. The binlog does not say whether it is signed (the table map's optional SIGNEDNESS
 * metadata does), so both readings are given.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellInt {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u8>,
    value_unsigned: RefCell<Option<ColumnCell_CellInt_ValueUnsigned>>,
    _io: RefCell<BytesReader>,
    f_bigint_high: Cell<bool>,
    bigint_high: RefCell<i64>,
    f_bigint_low: Cell<bool>,
    bigint_low: RefCell<u32>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
    f_value_signed: Cell<bool>,
    value_signed: RefCell<i128>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellInt_ValueUnsigned {
    Bits(u64),
    U8(u64),
    U4(u32),
    U1(u8),
    U2(u16),
}
impl From<u64> for ColumnCell_CellInt_ValueUnsigned {
    fn from(v: u64) -> Self {
        Self::U8(v)
    }
}
impl From<&ColumnCell_CellInt_ValueUnsigned> for u64 {
    fn from(e: &ColumnCell_CellInt_ValueUnsigned) -> Self {
        if let ColumnCell_CellInt_ValueUnsigned::U8(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellInt_ValueUnsigned::U8 to u64, enum value {:?}", e)
    }
}
impl From<u32> for ColumnCell_CellInt_ValueUnsigned {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&ColumnCell_CellInt_ValueUnsigned> for u32 {
    fn from(e: &ColumnCell_CellInt_ValueUnsigned) -> Self {
        if let ColumnCell_CellInt_ValueUnsigned::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellInt_ValueUnsigned::U4 to u32, enum value {:?}", e)
    }
}
impl From<u8> for ColumnCell_CellInt_ValueUnsigned {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellInt_ValueUnsigned> for u8 {
    fn from(e: &ColumnCell_CellInt_ValueUnsigned) -> Self {
        if let ColumnCell_CellInt_ValueUnsigned::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellInt_ValueUnsigned::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellInt_ValueUnsigned {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellInt_ValueUnsigned> for u16 {
    fn from(e: &ColumnCell_CellInt_ValueUnsigned) -> Self {
        if let ColumnCell_CellInt_ValueUnsigned::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellInt_ValueUnsigned::U2 to u16, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellInt_ValueUnsigned> for usize {
    fn from(e: &ColumnCell_CellInt_ValueUnsigned) -> Self {
        match e {
            ColumnCell_CellInt_ValueUnsigned::U8(v) => *v as usize,
            ColumnCell_CellInt_ValueUnsigned::U4(v) => *v as usize,
            ColumnCell_CellInt_ValueUnsigned::U1(v) => *v as usize,
            ColumnCell_CellInt_ValueUnsigned::U2(v) => *v as usize,
            ColumnCell_CellInt_ValueUnsigned::Bits(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellInt {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        match *self_rc.len_value() {
            1 => {
                *self_rc.value_unsigned.borrow_mut() = Some(_io.read_u1()?.into());
            }
            2 => {
                *self_rc.value_unsigned.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            3 => {
                *self_rc.value_unsigned.borrow_mut() = Some(ColumnCell_CellInt_ValueUnsigned::Bits(_io.read_bits_int_le(24)?));
            }
            4 => {
                *self_rc.value_unsigned.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            8 => {
                *self_rc.value_unsigned.borrow_mut() = Some(_io.read_u8le()?.into());
            }
            _ => {}
        }
        Ok(())
    }
}
impl ColumnCell_CellInt {
    pub fn len_value(&self) -> Ref<'_, u8> {
        self.len_value.borrow()
    }
}
impl ColumnCell_CellInt {
    pub fn set_params(&mut self, len_value: u8) {
        *self.len_value.borrow_mut() = len_value;
    }
}
impl ColumnCell_CellInt {

    /**
     * A BIGINT's high four bytes, read as signed.
     */
    pub fn bigint_high(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_bigint_high.get() {
            return Ok(self.bigint_high.borrow());
        }
        self.f_bigint_high.set(true);
        if ((*self.len_value() as u8) == (8 as u8)) {
            let _pos = _io.pos();
            _io.seek(4 as usize)?;
            *self.bigint_high.borrow_mut() = (_io.read_s4le()? as i64).into();
            _io.seek(_pos)?;
        }
        Ok(self.bigint_high.borrow())
    }

    /**
     * A BIGINT's low four bytes.
     */
    pub fn bigint_low(
        &self
    ) -> KResult<Ref<'_, u32>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_bigint_low.get() {
            return Ok(self.bigint_low.borrow());
        }
        self.f_bigint_low.set(true);
        if ((*self.len_value() as u8) == (8 as u8)) {
            let _pos = _io.pos();
            _io.seek(0 as usize)?;
            *self.bigint_low.borrow_mut() = _io.read_u4le()?.into();
            _io.seek(_pos)?;
        }
        Ok(self.bigint_low.borrow())
    }
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }

    /**
     * The same bits read as a two's-complement number. Written with comparisons and
     * constants rather than shifts, which the JavaScript target computes on 32 bits only;
     * a BIGINT is put together from its two halves (the JavaScript runtime's signed 64-bit
     * read, readS8le in kaitai-struct 0.11.0, is wrong for negative numbers whose low half
     * is below 0x80000000).
     */
    pub fn value_signed(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value_signed.get() {
            return Ok(self.value_signed.borrow());
        }
        self.f_value_signed.set(true);
        *self.value_signed.borrow_mut() = ((if (((*self.len_value() as i128) as u8) == (8 as u8)) { ((((((*self.bigint_high()? as i128) as i128) * (4294967296 as i128)) as i128) + ((*self.bigint_low()? as i128) as i128))) as i128 } else { (if ((self.value_unsigned() as i64) as i128) < if (((*self.len_value() as i128) as u8) == (1 as u8)) { (128) as i128 } else { (if (((*self.len_value() as i128) as u8) == (2 as u8)) { (32768) as i128 } else { (if (((*self.len_value() as i128) as u8) == (3 as u8)) { (8388608) as i128 } else { (2147483648) as i128 }) as i128 }) as i128 } { (((self.value_unsigned() as i64) as i128)) as i128 } else { (((((self.value_unsigned() as i64) as i128) as i128) - (if (((*self.len_value() as i128) as u8) == (1 as u8)) { (256) as i128 } else { (if (((*self.len_value() as i128) as u8) == (2 as u8)) { (65536) as i128 } else { (if (((*self.len_value() as i128) as u8) == (3 as u8)) { (16777216) as i128 } else { (4294967296) as i128 }) as i128 }) as i128 } as i128))) as i128 }) as i128 } as i128)) as i128;
        Ok(self.value_signed.borrow())
    }
}

/**
 * The bits read as an unsigned number.
 */
impl ColumnCell_CellInt {
    pub fn value_unsigned(&self) -> usize {
        self.value_unsigned.borrow().as_ref().unwrap().into()
    }
    pub fn value_unsigned_enum(&self) -> Ref<'_, Option<ColumnCell_CellInt_ValueUnsigned>> {
        self.value_unsigned.borrow()
    }
}
impl ColumnCell_CellInt {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * MySQL's JSON: a length, then the document in MySQL's binary JSON form. A zero length (which
 * the server reads as JSON null) has no document.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellJson {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_length: RefCell<u8>,
    len_value: RefCell<Option<ColumnCell_CellJson_LenValue>>,
    document: RefCell<OptRc<MysqlJson>>,
    _io: RefCell<BytesReader>,
    document_raw: RefCell<Vec<u8>>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellJson_LenValue {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for ColumnCell_CellJson_LenValue {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellJson_LenValue> for u8 {
    fn from(e: &ColumnCell_CellJson_LenValue) -> Self {
        if let ColumnCell_CellJson_LenValue::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellJson_LenValue::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellJson_LenValue {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellJson_LenValue> for u16 {
    fn from(e: &ColumnCell_CellJson_LenValue) -> Self {
        if let ColumnCell_CellJson_LenValue::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellJson_LenValue::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellJson_LenValue {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellJson_LenValue> for u64 {
    fn from(e: &ColumnCell_CellJson_LenValue) -> Self {
        if let ColumnCell_CellJson_LenValue::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellJson_LenValue::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for ColumnCell_CellJson_LenValue {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&ColumnCell_CellJson_LenValue> for u32 {
    fn from(e: &ColumnCell_CellJson_LenValue) -> Self {
        if let ColumnCell_CellJson_LenValue::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellJson_LenValue::U4 to u32, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellJson_LenValue> for usize {
    fn from(e: &ColumnCell_CellJson_LenValue) -> Self {
        match e {
            ColumnCell_CellJson_LenValue::U1(v) => *v as usize,
            ColumnCell_CellJson_LenValue::U2(v) => *v as usize,
            ColumnCell_CellJson_LenValue::Bits(v) => *v as usize,
            ColumnCell_CellJson_LenValue::U4(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellJson {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        match *self_rc.len_length() {
            1 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u1()?.into());
            }
            2 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            3 => {
                *self_rc.len_value.borrow_mut() = Some(ColumnCell_CellJson_LenValue::Bits(_io.read_bits_int_le(24)?));
            }
            4 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            _ => {}
        }
        if ((self_rc.len_value() as i64) > (0 as i64)) {
            *self_rc.document_raw.borrow_mut() = _io.read_bytes(self_rc.len_value() as usize)?.into();
            let document_raw = self_rc.document_raw.borrow();
            let _t_document_raw_io = BytesReader::from(document_raw.clone());
            let t = Self::read_into::<BytesReader, MysqlJson>(&_t_document_raw_io, None, None)?.into();
            *self_rc.document.borrow_mut() = t;
        }
        Ok(())
    }
}
impl ColumnCell_CellJson {
    pub fn len_length(&self) -> Ref<'_, u8> {
        self.len_length.borrow()
    }
}
impl ColumnCell_CellJson {
    pub fn set_params(&mut self, len_length: u8) {
        *self.len_length.borrow_mut() = len_length;
    }
}
impl ColumnCell_CellJson {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(*self.len_length() as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes((self.len_value() as i64) as usize)?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * The document's length in bytes.
 */
impl ColumnCell_CellJson {
    pub fn len_value(&self) -> usize {
        self.len_value.borrow().as_ref().unwrap().into()
    }
    pub fn len_value_enum(&self) -> Ref<'_, Option<ColumnCell_CellJson_LenValue>> {
        self.len_value.borrow()
    }
}

/**
 * The binary JSON document.
 */
impl ColumnCell_CellJson {
    pub fn document(&self) -> Ref<'_, OptRc<MysqlJson>> {
        self.document.borrow()
    }
}
impl ColumnCell_CellJson {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl ColumnCell_CellJson {
    pub fn document_raw(&self) -> Ref<'_, Vec<u8>> {
        self.document_raw.borrow()
    }
}

/**
 * A STRING column, which is CHAR/BINARY, ENUM or SET by its real type.
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellString {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    real_type: RefCell<TableMapEvent_StringRealType>,
    max_length: RefCell<u16>,
    value: RefCell<Option<ColumnCell_CellString_Value>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellString_Value {
    ColumnCell_CellFixed(OptRc<ColumnCell_CellFixed>),
    ColumnCell_CellVar(OptRc<ColumnCell_CellVar>),
}
impl From<&ColumnCell_CellString_Value> for OptRc<ColumnCell_CellFixed> {
    fn from(v: &ColumnCell_CellString_Value) -> Self {
        if let ColumnCell_CellString_Value::ColumnCell_CellFixed(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_CellString_Value::ColumnCell_CellFixed, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellFixed>> for ColumnCell_CellString_Value {
    fn from(v: OptRc<ColumnCell_CellFixed>) -> Self {
        Self::ColumnCell_CellFixed(v)
    }
}
impl From<&ColumnCell_CellString_Value> for OptRc<ColumnCell_CellVar> {
    fn from(v: &ColumnCell_CellString_Value) -> Self {
        if let ColumnCell_CellString_Value::ColumnCell_CellVar(x) = v {
            return x.clone();
        }
        panic!("expected ColumnCell_CellString_Value::ColumnCell_CellVar, got {:?}", v)
    }
}
impl From<OptRc<ColumnCell_CellVar>> for ColumnCell_CellString_Value {
    fn from(v: OptRc<ColumnCell_CellVar>) -> Self {
        Self::ColumnCell_CellVar(v)
    }
}
impl KStruct for ColumnCell_CellString {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        match *self_rc.real_type() {
            TableMapEvent_StringRealType::Enum => {
                let f = |t : &mut ColumnCell_CellFixed| Ok(t.set_params((*self_rc.max_length()).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<_, ColumnCell_CellFixed>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_StringRealType::Set => {
                let f = |t : &mut ColumnCell_CellFixed| Ok(t.set_params((*self_rc.max_length()).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<_, ColumnCell_CellFixed>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_StringRealType::String => {
                let f = |t : &mut ColumnCell_CellVar| Ok(t.set_params((if ((*self_rc.max_length() as i64) < (256 as i64)) { 1 } else { 2 }).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<_, ColumnCell_CellVar>(&*_io, Some(self_rc._root.clone()), None, &f)?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            _ => {}
        }
        Ok(())
    }
}
impl ColumnCell_CellString {
    pub fn real_type(&self) -> Ref<'_, TableMapEvent_StringRealType> {
        self.real_type.borrow()
    }
}
impl ColumnCell_CellString {
    pub fn max_length(&self) -> Ref<'_, u16> {
        self.max_length.borrow()
    }
}
impl ColumnCell_CellString {
    pub fn set_params(&mut self, real_type: &TableMapEvent_StringRealType, max_length: u16) {
        *self.real_type.borrow_mut() = real_type.clone();
        *self.max_length.borrow_mut() = max_length;
    }
}
impl ColumnCell_CellString {
}

/**
 * CHAR and BINARY: a length-prefixed value; ENUM and SET: the member index or bit set, max_length bytes little-endian.
 */
impl ColumnCell_CellString {
    pub fn value(&self) -> Ref<'_, Option<ColumnCell_CellString_Value>> {
        self.value.borrow()
    }
}
impl ColumnCell_CellString {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The TIME of servers before MySQL 5.6.4 (MariaDB with mysql56_temporal_format=OFF): a
 * signed 3-byte little-endian number whose decimal digits read HHMMSS, negative for negative
 * times.
 * \sa https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellTime {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    packed_unsigned: RefCell<u64>,
    _io: RefCell<BytesReader>,
    f_packed: Cell<bool>,
    packed: RefCell<i64>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_CellTime {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.packed_unsigned.borrow_mut() = _io.read_bits_int_le(24)?;
        Ok(())
    }
}
impl ColumnCell_CellTime {

    /**
     * The stored number as a signed value.
     */
    pub fn packed(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_packed.get() {
            return Ok(self.packed.borrow());
        }
        self.f_packed.set(true);
        *self.packed.borrow_mut() = (if (((*self.packed_unsigned() as i64) as i64) >= (8388608 as i64)) { ((((*self.packed_unsigned() as i64) as i64) - (16777216 as i64))) as i64 } else { ((*self.packed_unsigned() as i64)) as i64 }) as i64;
        Ok(self.packed.borrow())
    }
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * The three bytes read as an unsigned number.
 */
impl ColumnCell_CellTime {
    pub fn packed_unsigned(&self) -> Ref<'_, u64> {
        self.packed_unsigned.borrow()
    }
}
impl ColumnCell_CellTime {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * TIME(fsp) since MySQL 5.6.4: a big-endian number offset by 0x800000 (for the integer part)
 * whose bits below the offset hold hours (10 bits), minutes (6) and seconds (6), then the
 * fraction as in TIMESTAMP(fsp). A negative time is stored as the offset minus its
 * magnitude over the integer part and the fraction taken together, so the two parts are
 * combined before the sign is known; for a non-negative time they read directly.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellTime2 {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    fsp: RefCell<u8>,
    int_part: RefCell<u64>,
    fraction: RefCell<Option<ColumnCell_CellTime2_Fraction>>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellTime2_Fraction {
    U1(u8),
    U2(u16),
    Bits(u64),
}
impl From<u8> for ColumnCell_CellTime2_Fraction {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellTime2_Fraction> for u8 {
    fn from(e: &ColumnCell_CellTime2_Fraction) -> Self {
        if let ColumnCell_CellTime2_Fraction::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellTime2_Fraction::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellTime2_Fraction {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellTime2_Fraction> for u16 {
    fn from(e: &ColumnCell_CellTime2_Fraction) -> Self {
        if let ColumnCell_CellTime2_Fraction::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellTime2_Fraction::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellTime2_Fraction {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellTime2_Fraction> for u64 {
    fn from(e: &ColumnCell_CellTime2_Fraction) -> Self {
        if let ColumnCell_CellTime2_Fraction::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellTime2_Fraction::Bits to u64, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellTime2_Fraction> for usize {
    fn from(e: &ColumnCell_CellTime2_Fraction) -> Self {
        match e {
            ColumnCell_CellTime2_Fraction::U1(v) => *v as usize,
            ColumnCell_CellTime2_Fraction::U2(v) => *v as usize,
            ColumnCell_CellTime2_Fraction::Bits(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellTime2 {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.int_part.borrow_mut() = _io.read_bits_int_be(24)?;
        _io.align_to_byte()?;
        if ((*self_rc.fsp() as u8) > (0 as u8)) {
            match ((((*self_rc.fsp() as u8) + (1 as u8)) as i64) / (2 as i64)) {
                1 => {
                    *self_rc.fraction.borrow_mut() = Some(_io.read_u1()?.into());
                }
                2 => {
                    *self_rc.fraction.borrow_mut() = Some(_io.read_u2be()?.into());
                }
                3 => {
                    *self_rc.fraction.borrow_mut() = Some(ColumnCell_CellTime2_Fraction::Bits(_io.read_bits_int_be(24)?));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
impl ColumnCell_CellTime2 {
    pub fn fsp(&self) -> Ref<'_, u8> {
        self.fsp.borrow()
    }
}
impl ColumnCell_CellTime2 {
    pub fn set_params(&mut self, fsp: u8) {
        *self.fsp.borrow_mut() = fsp;
    }
}
impl ColumnCell_CellTime2 {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * Hours, minutes and seconds in bit fields, offset by 0x800000 (see the type's doc for negative values).
 */
impl ColumnCell_CellTime2 {
    pub fn int_part(&self) -> Ref<'_, u64> {
        self.int_part.borrow()
    }
}

/**
 * The fraction of a second, as in TIMESTAMP(fsp); for a negative time, part of the offset number.
 */
impl ColumnCell_CellTime2 {
    pub fn fraction(&self) -> usize {
        self.fraction.borrow().as_ref().unwrap().into()
    }
    pub fn fraction_enum(&self) -> Ref<'_, Option<ColumnCell_CellTime2_Fraction>> {
        self.fraction.borrow()
    }
}
impl ColumnCell_CellTime2 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The TIMESTAMP of servers before MySQL 5.6.4, seconds since 1970-01-01 00:00:00 UTC (0 is the zero timestamp).
 * \sa https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellTimestamp {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    seconds: RefCell<u32>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_CellTimestamp {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.seconds.borrow_mut() = _io.read_u4le()?.into();
        Ok(())
    }
}
impl ColumnCell_CellTimestamp {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * Seconds since the epoch.
 */
impl ColumnCell_CellTimestamp {
    pub fn seconds(&self) -> Ref<'_, u32> {
        self.seconds.borrow()
    }
}
impl ColumnCell_CellTimestamp {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * TIMESTAMP(fsp) since MySQL 5.6.4: the seconds since the epoch as a big-endian u4, then the
 * fraction of a second in (fsp + 1) / 2 big-endian bytes, counting hundredths (1-2 digits),
 * ten-thousandths (3-4) or microseconds (5-6).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellTimestamp2 {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    fsp: RefCell<u8>,
    seconds: RefCell<u32>,
    fraction: RefCell<Option<ColumnCell_CellTimestamp2_Fraction>>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellTimestamp2_Fraction {
    U1(u8),
    U2(u16),
    Bits(u64),
}
impl From<u8> for ColumnCell_CellTimestamp2_Fraction {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellTimestamp2_Fraction> for u8 {
    fn from(e: &ColumnCell_CellTimestamp2_Fraction) -> Self {
        if let ColumnCell_CellTimestamp2_Fraction::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellTimestamp2_Fraction::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellTimestamp2_Fraction {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellTimestamp2_Fraction> for u16 {
    fn from(e: &ColumnCell_CellTimestamp2_Fraction) -> Self {
        if let ColumnCell_CellTimestamp2_Fraction::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellTimestamp2_Fraction::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellTimestamp2_Fraction {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellTimestamp2_Fraction> for u64 {
    fn from(e: &ColumnCell_CellTimestamp2_Fraction) -> Self {
        if let ColumnCell_CellTimestamp2_Fraction::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellTimestamp2_Fraction::Bits to u64, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellTimestamp2_Fraction> for usize {
    fn from(e: &ColumnCell_CellTimestamp2_Fraction) -> Self {
        match e {
            ColumnCell_CellTimestamp2_Fraction::U1(v) => *v as usize,
            ColumnCell_CellTimestamp2_Fraction::U2(v) => *v as usize,
            ColumnCell_CellTimestamp2_Fraction::Bits(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellTimestamp2 {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.seconds.borrow_mut() = _io.read_u4be()?.into();
        if ((*self_rc.fsp() as u8) > (0 as u8)) {
            match ((((*self_rc.fsp() as u8) + (1 as u8)) as i64) / (2 as i64)) {
                1 => {
                    *self_rc.fraction.borrow_mut() = Some(_io.read_u1()?.into());
                }
                2 => {
                    *self_rc.fraction.borrow_mut() = Some(_io.read_u2be()?.into());
                }
                3 => {
                    *self_rc.fraction.borrow_mut() = Some(ColumnCell_CellTimestamp2_Fraction::Bits(_io.read_bits_int_be(24)?));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
impl ColumnCell_CellTimestamp2 {
    pub fn fsp(&self) -> Ref<'_, u8> {
        self.fsp.borrow()
    }
}
impl ColumnCell_CellTimestamp2 {
    pub fn set_params(&mut self, fsp: u8) {
        *self.fsp.borrow_mut() = fsp;
    }
}
impl ColumnCell_CellTimestamp2 {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}

/**
 * Seconds since the epoch (0 with no fraction is the zero timestamp).
 */
impl ColumnCell_CellTimestamp2 {
    pub fn seconds(&self) -> Ref<'_, u32> {
        self.seconds.borrow()
    }
}

/**
 * The fraction of a second, in units of 10^-(2 * ((fsp + 1) / 2)) seconds.
 */
impl ColumnCell_CellTimestamp2 {
    pub fn fraction(&self) -> usize {
        self.fraction.borrow().as_ref().unwrap().into()
    }
    pub fn fraction_enum(&self) -> Ref<'_, Option<ColumnCell_CellTimestamp2_Fraction>> {
        self.fraction.borrow()
    }
}
impl ColumnCell_CellTimestamp2 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A length-prefixed value kept as its bytes (CHAR, VARCHAR, BINARY, VARBINARY, BLOB and TEXT).
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellVar {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<KStructUnit>,
    pub _self: SharedType<Self>,
    len_length: RefCell<u8>,
    len_value: RefCell<Option<ColumnCell_CellVar_LenValue>>,
    raw: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellVar_LenValue {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for ColumnCell_CellVar_LenValue {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellVar_LenValue> for u8 {
    fn from(e: &ColumnCell_CellVar_LenValue) -> Self {
        if let ColumnCell_CellVar_LenValue::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVar_LenValue::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellVar_LenValue {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellVar_LenValue> for u16 {
    fn from(e: &ColumnCell_CellVar_LenValue) -> Self {
        if let ColumnCell_CellVar_LenValue::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVar_LenValue::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellVar_LenValue {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellVar_LenValue> for u64 {
    fn from(e: &ColumnCell_CellVar_LenValue) -> Self {
        if let ColumnCell_CellVar_LenValue::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVar_LenValue::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for ColumnCell_CellVar_LenValue {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&ColumnCell_CellVar_LenValue> for u32 {
    fn from(e: &ColumnCell_CellVar_LenValue) -> Self {
        if let ColumnCell_CellVar_LenValue::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVar_LenValue::U4 to u32, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellVar_LenValue> for usize {
    fn from(e: &ColumnCell_CellVar_LenValue) -> Self {
        match e {
            ColumnCell_CellVar_LenValue::U1(v) => *v as usize,
            ColumnCell_CellVar_LenValue::U2(v) => *v as usize,
            ColumnCell_CellVar_LenValue::Bits(v) => *v as usize,
            ColumnCell_CellVar_LenValue::U4(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellVar {
    type Root = ColumnCell;
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
        match *self_rc.len_length() {
            1 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u1()?.into());
            }
            2 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            3 => {
                *self_rc.len_value.borrow_mut() = Some(ColumnCell_CellVar_LenValue::Bits(_io.read_bits_int_le(24)?));
            }
            4 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            _ => {}
        }
        *self_rc.raw.borrow_mut() = _io.read_bytes(self_rc.len_value() as usize)?.into();
        Ok(())
    }
}
impl ColumnCell_CellVar {
    pub fn len_length(&self) -> Ref<'_, u8> {
        self.len_length.borrow()
    }
}
impl ColumnCell_CellVar {
    pub fn set_params(&mut self, len_length: u8) {
        *self.len_length.borrow_mut() = len_length;
    }
}
impl ColumnCell_CellVar {
}

/**
 * The value's length in bytes.
 */
impl ColumnCell_CellVar {
    pub fn len_value(&self) -> usize {
        self.len_value.borrow().as_ref().unwrap().into()
    }
    pub fn len_value_enum(&self) -> Ref<'_, Option<ColumnCell_CellVar_LenValue>> {
        self.len_value.borrow()
    }
}
impl ColumnCell_CellVar {
    pub fn raw(&self) -> Ref<'_, Vec<u8>> {
        self.raw.borrow()
    }
}
impl ColumnCell_CellVar {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * MySQL 9's VECTOR, a length and then that many bytes of little-endian IEEE 754 singles.
 * \sa https://github.com/mysql/mysql-server/blob/trunk/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellVector {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_length: RefCell<u8>,
    len_value: RefCell<Option<ColumnCell_CellVector_LenValue>>,
    values: RefCell<Vec<f32>>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum ColumnCell_CellVector_LenValue {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for ColumnCell_CellVector_LenValue {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&ColumnCell_CellVector_LenValue> for u8 {
    fn from(e: &ColumnCell_CellVector_LenValue) -> Self {
        if let ColumnCell_CellVector_LenValue::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVector_LenValue::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for ColumnCell_CellVector_LenValue {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&ColumnCell_CellVector_LenValue> for u16 {
    fn from(e: &ColumnCell_CellVector_LenValue) -> Self {
        if let ColumnCell_CellVector_LenValue::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVector_LenValue::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for ColumnCell_CellVector_LenValue {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&ColumnCell_CellVector_LenValue> for u64 {
    fn from(e: &ColumnCell_CellVector_LenValue) -> Self {
        if let ColumnCell_CellVector_LenValue::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVector_LenValue::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for ColumnCell_CellVector_LenValue {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&ColumnCell_CellVector_LenValue> for u32 {
    fn from(e: &ColumnCell_CellVector_LenValue) -> Self {
        if let ColumnCell_CellVector_LenValue::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum ColumnCell_CellVector_LenValue::U4 to u32, enum value {:?}", e)
    }
}
impl From<&ColumnCell_CellVector_LenValue> for usize {
    fn from(e: &ColumnCell_CellVector_LenValue) -> Self {
        match e {
            ColumnCell_CellVector_LenValue::U1(v) => *v as usize,
            ColumnCell_CellVector_LenValue::U2(v) => *v as usize,
            ColumnCell_CellVector_LenValue::Bits(v) => *v as usize,
            ColumnCell_CellVector_LenValue::U4(v) => *v as usize,
        }
    }
}

impl KStruct for ColumnCell_CellVector {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        match *self_rc.len_length() {
            1 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u1()?.into());
            }
            2 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u2le()?.into());
            }
            3 => {
                *self_rc.len_value.borrow_mut() = Some(ColumnCell_CellVector_LenValue::Bits(_io.read_bits_int_le(24)?));
            }
            4 => {
                *self_rc.len_value.borrow_mut() = Some(_io.read_u4le()?.into());
            }
            _ => {}
        }
        *self_rc.values.borrow_mut() = Vec::new();
        let l_values = ((self_rc.len_value() as i64) / (4 as i64));
        for _i in 0..l_values {
            self_rc.values.borrow_mut().push(_io.read_f4le()?.into());
        }
        Ok(())
    }
}
impl ColumnCell_CellVector {
    pub fn len_length(&self) -> Ref<'_, u8> {
        self.len_length.borrow()
    }
}
impl ColumnCell_CellVector {
    pub fn set_params(&mut self, len_length: u8) {
        *self.len_length.borrow_mut() = len_length;
    }
}
impl ColumnCell_CellVector {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(*self.len_length() as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes((self.len_value() as i64) as usize)?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }
}
impl ColumnCell_CellVector {
    pub fn len_value(&self) -> usize {
        self.len_value.borrow().as_ref().unwrap().into()
    }
    pub fn len_value_enum(&self) -> Ref<'_, Option<ColumnCell_CellVector_LenValue>> {
        self.len_value.borrow()
    }
}

/**
 * The vector's components.
 */
impl ColumnCell_CellVector {
    pub fn values(&self) -> Ref<'_, Vec<f32>> {
        self.values.borrow()
    }
}
impl ColumnCell_CellVector {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * YEAR, one byte counting years from 1900; 0 is the zero year 0000.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_CellYear {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    years_since_1900: RefCell<u8>,
    _io: RefCell<BytesReader>,
    f_raw: Cell<bool>,
    raw: RefCell<Vec<u8>>,
    f_year: Cell<bool>,
    year: RefCell<i64>,
}
impl KStruct for ColumnCell_CellYear {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.years_since_1900.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl ColumnCell_CellYear {
    pub fn raw(
        &self
    ) -> KResult<Ref<'_, Vec<u8>>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_raw.get() {
            return Ok(self.raw.borrow());
        }
        self.f_raw.set(true);
        let _pos = _io.pos();
        _io.seek(0 as usize)?;
        *self.raw.borrow_mut() = _io.read_bytes_full()?.into();
        _io.seek(_pos)?;
        Ok(self.raw.borrow())
    }

    /**
     * The year: 0 (0000) or 1901 to 2155.
     */
    pub fn year(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_year.get() {
            return Ok(self.year.borrow());
        }
        self.f_year.set(true);
        *self.year.borrow_mut() = (if (((*self.years_since_1900() as i64) as u8) == (0 as u8)) { (0) as i64 } else { ((((*self.years_since_1900() as i64) as i64) + (1900 as i64))) as i64 }) as i64;
        Ok(self.year.borrow())
    }
}

/**
 * The stored byte: years after 1900, or 0 for the year 0000.
 */
impl ColumnCell_CellYear {
    pub fn years_since_1900(&self) -> Ref<'_, u8> {
        self.years_since_1900.borrow()
    }
}
impl ColumnCell_CellYear {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A partial update of a JSON document, as a list of operations on paths.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_JsonDiff {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell>,
    pub _self: SharedType<Self>,
    len_diff: RefCell<u32>,
    operations: RefCell<OptRc<ColumnCell_JsonDiffOperations>>,
    _io: RefCell<BytesReader>,
    operations_raw: RefCell<Vec<u8>>,
}
impl KStruct for ColumnCell_JsonDiff {
    type Root = ColumnCell;
    type Parent = ColumnCell;

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
        *self_rc.len_diff.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.operations_raw.borrow_mut() = _io.read_bytes(*self_rc.len_diff() as usize)?.into();
        let operations_raw = self_rc.operations_raw.borrow();
        let _t_operations_raw_io = BytesReader::from(operations_raw.clone());
        let t = Self::read_into::<BytesReader, ColumnCell_JsonDiffOperations>(&_t_operations_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.operations.borrow_mut() = t;
        Ok(())
    }
}
impl ColumnCell_JsonDiff {
}

/**
 * Length of the operations that follow.
 */
impl ColumnCell_JsonDiff {
    pub fn len_diff(&self) -> Ref<'_, u32> {
        self.len_diff.borrow()
    }
}

/**
 * The diff's operations.
 */
impl ColumnCell_JsonDiff {
    pub fn operations(&self) -> Ref<'_, OptRc<ColumnCell_JsonDiffOperations>> {
        self.operations.borrow()
    }
}
impl ColumnCell_JsonDiff {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl ColumnCell_JsonDiff {
    pub fn operations_raw(&self) -> Ref<'_, Vec<u8>> {
        self.operations_raw.borrow()
    }
}

/**
 * One operation: what to do at which path, and the new value unless it removes.
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_JsonDiffOperation {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell_JsonDiffOperations>,
    pub _self: SharedType<Self>,
    operation: RefCell<ColumnCell_JsonDiffOperationType>,
    len_path: RefCell<OptRc<PackedInt>>,
    path: RefCell<String>,
    len_value: RefCell<OptRc<PackedInt>>,
    value: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ColumnCell_JsonDiffOperation {
    type Root = ColumnCell;
    type Parent = ColumnCell_JsonDiffOperations;

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
        *self_rc.operation.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.len_path.borrow_mut() = t;
        *self_rc.path.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_path().value()? as usize)?.into(), "UTF-8")?;
        if *self_rc.operation() != ColumnCell_JsonDiffOperationType::Remove {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.len_value.borrow_mut() = t;
        }
        if *self_rc.operation() != ColumnCell_JsonDiffOperationType::Remove {
            *self_rc.value.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
        }
        Ok(())
    }
}
impl ColumnCell_JsonDiffOperation {
}

/**
 * Replace, insert or remove.
 */
impl ColumnCell_JsonDiffOperation {
    pub fn operation(&self) -> Ref<'_, ColumnCell_JsonDiffOperationType> {
        self.operation.borrow()
    }
}
impl ColumnCell_JsonDiffOperation {
    pub fn len_path(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_path.borrow()
    }
}

/**
 * The JSON path it applies to, as MySQL prints paths ($.a[2]...).
 */
impl ColumnCell_JsonDiffOperation {
    pub fn path(&self) -> Ref<'_, String> {
        self.path.borrow()
    }
}
impl ColumnCell_JsonDiffOperation {
    pub fn len_value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_value.borrow()
    }
}

/**
 * The new value in MySQL's binary JSON format.
 */
impl ColumnCell_JsonDiffOperation {
    pub fn value(&self) -> Ref<'_, Vec<u8>> {
        self.value.borrow()
    }
}
impl ColumnCell_JsonDiffOperation {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The operations of one partial JSON update, up to the end of the diff.
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnCell_JsonDiffOperations {
    pub _root: SharedType<ColumnCell>,
    pub _parent: SharedType<ColumnCell_JsonDiff>,
    pub _self: SharedType<Self>,
    operations: RefCell<Vec<OptRc<ColumnCell_JsonDiffOperation>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ColumnCell_JsonDiffOperations {
    type Root = ColumnCell;
    type Parent = ColumnCell_JsonDiff;

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
        *self_rc.operations.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, ColumnCell_JsonDiffOperation>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.operations.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl ColumnCell_JsonDiffOperations {
}

/**
 * Operations in the order the server applied them.
 */
impl ColumnCell_JsonDiffOperations {
    pub fn operations(&self) -> Ref<'_, Vec<OptRc<ColumnCell_JsonDiffOperation>>> {
        self.operations.borrow()
    }
}
impl ColumnCell_JsonDiffOperations {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
