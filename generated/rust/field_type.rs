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
 * The column type codes a TABLE_MAP event lists, one byte per column.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/include/field_types.h Source
 * \sa https://github.com/MariaDB/server/blob/11.4/include/mysql_com.h Source
 */

#[derive(Default, Debug, Clone)]
pub struct FieldType {
    pub _root: SharedType<FieldType>,
    pub _parent: SharedType<FieldType>,
    pub _self: SharedType<Self>,
    _io: RefCell<BytesReader>,
}
impl KStruct for FieldType {
    type Root = FieldType;
    type Parent = FieldType;

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
        Ok(())
    }
}
impl FieldType {
}
impl FieldType {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum FieldType_Code {

    /**
     * Pre-5.0 DECIMAL stored as ASCII digits.
     */
    Decimal,

    /**
     * TINYINT, 1 byte.
     */
    Tiny,

    /**
     * SMALLINT, 2 bytes.
     */
    Short,

    /**
     * INT, 4 bytes.
     */
    Long,

    /**
     * FLOAT, 4-byte IEEE 754.
     */
    Float,

    /**
     * DOUBLE, 8-byte IEEE 754.
     */
    Double,

    /**
     * Only NULL; takes no bytes.
     */
    Null,

    /**
     * TIMESTAMP before 5.6, seconds since the epoch in 4 bytes.
     */
    Timestamp,

    /**
     * BIGINT, 8 bytes.
     */
    Longlong,

    /**
     * MEDIUMINT, 3 bytes.
     */
    Int24,

    /**
     * DATE, 3 bytes packed day, month, year.
     */
    Date,

    /**
     * TIME before 5.6, 3 bytes packed as HHMMSS decimal.
     */
    Time,

    /**
     * DATETIME before 5.6, 8 bytes packed as YYYYMMDDHHMMSS decimal.
     */
    Datetime,

    /**
     * YEAR, 1 byte, offset from 1900.
     */
    Year,

    /**
     * Internal name of DATE; same layout.
     */
    Newdate,

    /**
     * VARCHAR and VARBINARY with a 1- or 2-byte length.
     */
    Varchar,

    /**
     * BIT(n), big-endian bytes.
     */
    Bit,

    /**
     * TIMESTAMP since 5.6, big-endian seconds and fraction.
     */
    Timestamp2,

    /**
     * DATETIME since 5.6, packed big-endian bit fields and fraction.
     */
    Datetime2,

    /**
     * TIME since 5.6, packed big-endian bit fields and fraction.
     */
    Time2,

    /**
     * Multi-valued index element type; not written in row images.
     */
    TypedArray,

    /**
     * VECTOR (MySQL 9), float32 elements behind a length.
     */
    Vector,

    /**
     * Never written.
     */
    Invalid,

    /**
     * Never written in row images.
     */
    Bool,

    /**
     * JSON in MySQL's binary format behind a length.
     */
    Json,

    /**
     * DECIMAL(p, s) in the packed binary format.
     */
    Newdecimal,

    /**
     * ENUM; in row images it is carried as STRING with the real type in metadata.
     */
    Enum,

    /**
     * SET; in row images it is carried as STRING with the real type in metadata.
     */
    Set,

    /**
     * Written as BLOB.
     */
    TinyBlob,

    /**
     * Written as BLOB.
     */
    MediumBlob,

    /**
     * Written as BLOB.
     */
    LongBlob,

    /**
     * BLOB and TEXT with a 1- to 4-byte length.
     */
    Blob,

    /**
     * Old VARCHAR; same layout as VARCHAR.
     */
    VarString,

    /**
     * CHAR, BINARY, ENUM and SET; metadata says which.
     */
    String,

    /**
     * Spatial value: 4-byte SRID and WKB behind a length.
     */
    Geometry,
    Unknown(i64),
}

impl TryFrom<i64> for FieldType_Code {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<FieldType_Code> {
        match flag {
            0 => Ok(FieldType_Code::Decimal),
            1 => Ok(FieldType_Code::Tiny),
            2 => Ok(FieldType_Code::Short),
            3 => Ok(FieldType_Code::Long),
            4 => Ok(FieldType_Code::Float),
            5 => Ok(FieldType_Code::Double),
            6 => Ok(FieldType_Code::Null),
            7 => Ok(FieldType_Code::Timestamp),
            8 => Ok(FieldType_Code::Longlong),
            9 => Ok(FieldType_Code::Int24),
            10 => Ok(FieldType_Code::Date),
            11 => Ok(FieldType_Code::Time),
            12 => Ok(FieldType_Code::Datetime),
            13 => Ok(FieldType_Code::Year),
            14 => Ok(FieldType_Code::Newdate),
            15 => Ok(FieldType_Code::Varchar),
            16 => Ok(FieldType_Code::Bit),
            17 => Ok(FieldType_Code::Timestamp2),
            18 => Ok(FieldType_Code::Datetime2),
            19 => Ok(FieldType_Code::Time2),
            20 => Ok(FieldType_Code::TypedArray),
            242 => Ok(FieldType_Code::Vector),
            243 => Ok(FieldType_Code::Invalid),
            244 => Ok(FieldType_Code::Bool),
            245 => Ok(FieldType_Code::Json),
            246 => Ok(FieldType_Code::Newdecimal),
            247 => Ok(FieldType_Code::Enum),
            248 => Ok(FieldType_Code::Set),
            249 => Ok(FieldType_Code::TinyBlob),
            250 => Ok(FieldType_Code::MediumBlob),
            251 => Ok(FieldType_Code::LongBlob),
            252 => Ok(FieldType_Code::Blob),
            253 => Ok(FieldType_Code::VarString),
            254 => Ok(FieldType_Code::String),
            255 => Ok(FieldType_Code::Geometry),
            _ => Ok(FieldType_Code::Unknown(flag)),
        }
    }
}

impl From<&FieldType_Code> for i64 {
    fn from(v: &FieldType_Code) -> Self {
        match *v {
            FieldType_Code::Decimal => 0,
            FieldType_Code::Tiny => 1,
            FieldType_Code::Short => 2,
            FieldType_Code::Long => 3,
            FieldType_Code::Float => 4,
            FieldType_Code::Double => 5,
            FieldType_Code::Null => 6,
            FieldType_Code::Timestamp => 7,
            FieldType_Code::Longlong => 8,
            FieldType_Code::Int24 => 9,
            FieldType_Code::Date => 10,
            FieldType_Code::Time => 11,
            FieldType_Code::Datetime => 12,
            FieldType_Code::Year => 13,
            FieldType_Code::Newdate => 14,
            FieldType_Code::Varchar => 15,
            FieldType_Code::Bit => 16,
            FieldType_Code::Timestamp2 => 17,
            FieldType_Code::Datetime2 => 18,
            FieldType_Code::Time2 => 19,
            FieldType_Code::TypedArray => 20,
            FieldType_Code::Vector => 242,
            FieldType_Code::Invalid => 243,
            FieldType_Code::Bool => 244,
            FieldType_Code::Json => 245,
            FieldType_Code::Newdecimal => 246,
            FieldType_Code::Enum => 247,
            FieldType_Code::Set => 248,
            FieldType_Code::TinyBlob => 249,
            FieldType_Code::MediumBlob => 250,
            FieldType_Code::LongBlob => 251,
            FieldType_Code::Blob => 252,
            FieldType_Code::VarString => 253,
            FieldType_Code::String => 254,
            FieldType_Code::Geometry => 255,
            FieldType_Code::Unknown(v) => v
        }
    }
}

impl Default for FieldType_Code {
    fn default() -> Self { FieldType_Code::Unknown(0) }
}


/// (code, id) of every member of the spec's enum, as the spec names them (added by the mender).
pub const FIELD_TYPE_IDS: &[(i64, &str)] = &[
    (0, "decimal"),
    (1, "tiny"),
    (2, "short"),
    (3, "long"),
    (4, "float"),
    (5, "double"),
    (7, "timestamp"),
    (8, "longlong"),
    (9, "int24"),
    (10, "date"),
    (11, "time"),
    (12, "datetime"),
    (13, "year"),
    (14, "newdate"),
    (15, "varchar"),
    (16, "bit"),
    (17, "timestamp2"),
    (18, "datetime2"),
    (19, "time2"),
    (20, "typed_array"),
    (242, "vector"),
    (243, "invalid"),
    (244, "bool"),
    (245, "json"),
    (246, "newdecimal"),
    (247, "enum"),
    (248, "set"),
    (249, "tiny_blob"),
    (250, "medium_blob"),
    (251, "long_blob"),
    (252, "blob"),
    (253, "var_string"),
    (254, "string"),
    (255, "geometry"),
];
