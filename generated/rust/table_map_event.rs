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
use super::column_bitmap::ColumnBitmap;
use super::packed_int::PackedInt;
use super::field_type::FieldType_Code;

/**
 * Gives a table id to a table and describes its columns for the row events that follow it:
 * names of the database and table, one type code per column, the type-specific metadata of
 * each column (lengths, precisions, fractional-second digits), which columns may be NULL and,
 * since MySQL 8.0.1 and MariaDB 10.5, optional metadata entries (signedness, character sets,
 * column names, ENUM/SET strings, primary key, ...) as the server's binlog_row_metadata
 * setting asks for.
 * 
 * Events written before MySQL 5.1.15 stop after the column types; `len_metadata`,
 * `metadata` and `nullable_columns` are then absent.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/log_event.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc Source
 * \sa https://mariadb.com/kb/en/table_map_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    table_id_low: RefCell<u32>,
    table_id_high: RefCell<u16>,
    flags: RefCell<u16>,
    len_database_name: RefCell<u8>,
    database_name: RefCell<String>,
    database_name_terminator: RefCell<Vec<u8>>,
    len_table_name: RefCell<u8>,
    table_name: RefCell<String>,
    table_name_terminator: RefCell<Vec<u8>>,
    num_columns: RefCell<OptRc<PackedInt>>,
    column_types: RefCell<Vec<FieldType_Code>>,
    len_metadata: RefCell<OptRc<PackedInt>>,
    metadata: RefCell<OptRc<TableMapEvent_MetadataBlock>>,
    nullable_columns: RefCell<OptRc<ColumnBitmap>>,
    optional_metadata: RefCell<Vec<OptRc<TableMapEvent_OptionalMetadataField>>>,
    _io: RefCell<BytesReader>,
    metadata_raw: RefCell<Vec<u8>>,
    f_table_id: Cell<bool>,
    table_id: RefCell<i128>,
}
impl KStruct for TableMapEvent {
    type Root = TableMapEvent;
    type Parent = TableMapEvent;

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
        *self_rc.table_id_low.borrow_mut() = _io.read_u4le()?.into();
        if ((*self_rc.len_post_header() as u8) != (6 as u8)) {
            *self_rc.table_id_high.borrow_mut() = _io.read_u2le()?.into();
        }
        *self_rc.flags.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.len_database_name.borrow_mut() = _io.read_u1()?.into();
        *self_rc.database_name.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_database_name() as usize)?.into(), "UTF-8")?;
        *self_rc.database_name_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.database_name_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/5".to_string() }));
        }
        *self_rc.len_table_name.borrow_mut() = _io.read_u1()?.into();
        *self_rc.table_name.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_table_name() as usize)?.into(), "UTF-8")?;
        *self_rc.table_name_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.table_name_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/8".to_string() }));
        }
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.num_columns.borrow_mut() = t;
        *self_rc.column_types.borrow_mut() = Vec::new();
        let l_column_types = *self_rc.num_columns().value()?;
        for _i in 0..l_column_types {
            self_rc.column_types.borrow_mut().push((_io.read_u1()? as i64).try_into()?);
        }
        if !(_io.is_eof()) {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.len_metadata.borrow_mut() = t;
        }
        if !(_io.is_eof()) {
            *self_rc.metadata_raw.borrow_mut() = _io.read_bytes(*self_rc.len_metadata().value()? as usize)?.into();
            let metadata_raw = self_rc.metadata_raw.borrow();
            let _t_metadata_raw_io = BytesReader::from(metadata_raw.clone());
            let t = Self::read_into::<BytesReader, TableMapEvent_MetadataBlock>(&_t_metadata_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.metadata.borrow_mut() = t;
        }
        if !(_io.is_eof()) {
            let f = |t : &mut ColumnBitmap| Ok(t.set_params((*self_rc.num_columns().value()?).try_into().map_err(|_| KError::CastError)?));
            let t = Self::read_into_with_init::<_, ColumnBitmap>(&*_io, None, None, &f)?.into();
            *self_rc.nullable_columns.borrow_mut() = t;
        }
        *self_rc.optional_metadata.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, TableMapEvent_OptionalMetadataField>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.optional_metadata.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl TableMapEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl TableMapEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl TableMapEvent {

    /**
     * The table id that the row events refer to.
     */
    pub fn table_id(
        &self
    ) -> KResult<Ref<'_, i128>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_table_id.get() {
            return Ok(self.table_id.borrow());
        }
        self.f_table_id.set(true);
        *self.table_id.borrow_mut() = ((if (((*self.len_post_header() as i128) as u8) == (6 as u8)) { ((*self.table_id_low() as i128)) as i128 } else { ((((*self.table_id_low() as i128) as i128) + ((((*self.table_id_high() as i128) as i128) * (4294967296 as i128)) as i128))) as i128 } as i128)) as i128;
        Ok(self.table_id.borrow())
    }
}

/**
 * The table id's low 32 bits; all of it when the post-header is 6 bytes long.
 */
impl TableMapEvent {
    pub fn table_id_low(&self) -> Ref<'_, u32> {
        self.table_id_low.borrow()
    }
}

/**
 * The table id's high 16 bits (6-byte table ids, MySQL 5.1.4 and later). Read as a u4 and a
 * u2 rather than one 48-bit field, which the JavaScript runtime cannot read.
 */
impl TableMapEvent {
    pub fn table_id_high(&self) -> Ref<'_, u16> {
        self.table_id_high.borrow()
    }
}

/**
 * TM_*_F flags (1 = bit lengths exact, 2 = referenced by a foreign key in another schema, 4 = generated invisible primary key).
 */
impl TableMapEvent {
    pub fn flags(&self) -> Ref<'_, u16> {
        self.flags.borrow()
    }
}
impl TableMapEvent {
    pub fn len_database_name(&self) -> Ref<'_, u8> {
        self.len_database_name.borrow()
    }
}

/**
 * The table's database.
 */
impl TableMapEvent {
    pub fn database_name(&self) -> Ref<'_, String> {
        self.database_name.borrow()
    }
}
impl TableMapEvent {
    pub fn database_name_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.database_name_terminator.borrow()
    }
}
impl TableMapEvent {
    pub fn len_table_name(&self) -> Ref<'_, u8> {
        self.len_table_name.borrow()
    }
}

/**
 * The table's name.
 */
impl TableMapEvent {
    pub fn table_name(&self) -> Ref<'_, String> {
        self.table_name.borrow()
    }
}
impl TableMapEvent {
    pub fn table_name_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.table_name_terminator.borrow()
    }
}

/**
 * The table's number of columns.
 */
impl TableMapEvent {
    pub fn num_columns(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.num_columns.borrow()
    }
}

/**
 * The type each column has in row images (CHAR, ENUM and SET are all STRING here; the metadata says which).
 */
impl TableMapEvent {
    pub fn column_types(&self) -> Ref<'_, Vec<FieldType_Code>> {
        self.column_types.borrow()
    }
}
impl TableMapEvent {
    pub fn len_metadata(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_metadata.borrow()
    }
}

/**
 * The per-column metadata.
 */
impl TableMapEvent {
    pub fn metadata(&self) -> Ref<'_, OptRc<TableMapEvent_MetadataBlock>> {
        self.metadata.borrow()
    }
}

/**
 * Bit i set when column i may hold NULL; (num_columns + 7) / 8 bytes.
 */
impl TableMapEvent {
    pub fn nullable_columns(&self) -> Ref<'_, OptRc<ColumnBitmap>> {
        self.nullable_columns.borrow()
    }
}

/**
 * Type-length-value entries up to the end of the body (binlog_row_metadata MINIMAL or FULL).
 */
impl TableMapEvent {
    pub fn optional_metadata(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_OptionalMetadataField>>> {
        self.optional_metadata.borrow()
    }
}
impl TableMapEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl TableMapEvent {
    pub fn metadata_raw(&self) -> Ref<'_, Vec<u8>> {
        self.metadata_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum TableMapEvent_OptionalMetadataType {
    Signedness,
    DefaultCharset,
    ColumnCharset,
    ColumnName,
    SetStrValue,
    EnumStrValue,
    GeometryType,
    SimplePrimaryKey,
    PrimaryKeyWithPrefix,
    EnumAndSetDefaultCharset,
    EnumAndSetColumnCharset,
    ColumnVisibility,
    VectorDimensionality,
    Unknown(i64),
}

impl TryFrom<i64> for TableMapEvent_OptionalMetadataType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<TableMapEvent_OptionalMetadataType> {
        match flag {
            1 => Ok(TableMapEvent_OptionalMetadataType::Signedness),
            2 => Ok(TableMapEvent_OptionalMetadataType::DefaultCharset),
            3 => Ok(TableMapEvent_OptionalMetadataType::ColumnCharset),
            4 => Ok(TableMapEvent_OptionalMetadataType::ColumnName),
            5 => Ok(TableMapEvent_OptionalMetadataType::SetStrValue),
            6 => Ok(TableMapEvent_OptionalMetadataType::EnumStrValue),
            7 => Ok(TableMapEvent_OptionalMetadataType::GeometryType),
            8 => Ok(TableMapEvent_OptionalMetadataType::SimplePrimaryKey),
            9 => Ok(TableMapEvent_OptionalMetadataType::PrimaryKeyWithPrefix),
            10 => Ok(TableMapEvent_OptionalMetadataType::EnumAndSetDefaultCharset),
            11 => Ok(TableMapEvent_OptionalMetadataType::EnumAndSetColumnCharset),
            12 => Ok(TableMapEvent_OptionalMetadataType::ColumnVisibility),
            13 => Ok(TableMapEvent_OptionalMetadataType::VectorDimensionality),
            _ => Ok(TableMapEvent_OptionalMetadataType::Unknown(flag)),
        }
    }
}

impl From<&TableMapEvent_OptionalMetadataType> for i64 {
    fn from(v: &TableMapEvent_OptionalMetadataType) -> Self {
        match *v {
            TableMapEvent_OptionalMetadataType::Signedness => 1,
            TableMapEvent_OptionalMetadataType::DefaultCharset => 2,
            TableMapEvent_OptionalMetadataType::ColumnCharset => 3,
            TableMapEvent_OptionalMetadataType::ColumnName => 4,
            TableMapEvent_OptionalMetadataType::SetStrValue => 5,
            TableMapEvent_OptionalMetadataType::EnumStrValue => 6,
            TableMapEvent_OptionalMetadataType::GeometryType => 7,
            TableMapEvent_OptionalMetadataType::SimplePrimaryKey => 8,
            TableMapEvent_OptionalMetadataType::PrimaryKeyWithPrefix => 9,
            TableMapEvent_OptionalMetadataType::EnumAndSetDefaultCharset => 10,
            TableMapEvent_OptionalMetadataType::EnumAndSetColumnCharset => 11,
            TableMapEvent_OptionalMetadataType::ColumnVisibility => 12,
            TableMapEvent_OptionalMetadataType::VectorDimensionality => 13,
            TableMapEvent_OptionalMetadataType::Unknown(v) => v
        }
    }
}

impl Default for TableMapEvent_OptionalMetadataType {
    fn default() -> Self { TableMapEvent_OptionalMetadataType::Unknown(0) }
}

#[derive(Debug, PartialEq, Clone, Copy)]
pub enum TableMapEvent_StringRealType {
    Enum,
    Set,
    String,
    Unknown(i64),
}

impl TryFrom<i64> for TableMapEvent_StringRealType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<TableMapEvent_StringRealType> {
        match flag {
            247 => Ok(TableMapEvent_StringRealType::Enum),
            248 => Ok(TableMapEvent_StringRealType::Set),
            254 => Ok(TableMapEvent_StringRealType::String),
            _ => Ok(TableMapEvent_StringRealType::Unknown(flag)),
        }
    }
}

impl From<&TableMapEvent_StringRealType> for i64 {
    fn from(v: &TableMapEvent_StringRealType) -> Self {
        match *v {
            TableMapEvent_StringRealType::Enum => 247,
            TableMapEvent_StringRealType::Set => 248,
            TableMapEvent_StringRealType::String => 254,
            TableMapEvent_StringRealType::Unknown(v) => v
        }
    }
}

impl Default for TableMapEvent_StringRealType {
    fn default() -> Self { TableMapEvent_StringRealType::Unknown(0) }
}


/**
 * A column (its index in the group) and its collation.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_ColumnCollation {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_DefaultCharset>,
    pub _self: SharedType<Self>,
    column_index: RefCell<OptRc<PackedInt>>,
    collation: RefCell<OptRc<PackedInt>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_ColumnCollation {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_DefaultCharset;

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
        *self_rc.column_index.borrow_mut() = t;
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.collation.borrow_mut() = t;
        Ok(())
    }
}
impl TableMapEvent_ColumnCollation {
}

/**
 * Index among the string (or ENUM/SET) columns, not among all columns.
 */
impl TableMapEvent_ColumnCollation {
    pub fn column_index(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.column_index.borrow()
    }
}

/**
 * The column's collation id.
 */
impl TableMapEvent_ColumnCollation {
    pub fn collation(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.collation.borrow()
    }
}
impl TableMapEvent_ColumnCollation {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One column's metadata, in the layout its type has (none for most fixed-size types).
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_ColumnMetadata {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_MetadataBlock>,
    pub _self: SharedType<Self>,
    column_type: RefCell<FieldType_Code>,
    body: RefCell<Option<TableMapEvent_ColumnMetadata_Body>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum TableMapEvent_ColumnMetadata_Body {
    TableMapEvent_MetaString(OptRc<TableMapEvent_MetaString>),
    TableMapEvent_MetaPackLength(OptRc<TableMapEvent_MetaPackLength>),
    TableMapEvent_MetaMaxLength(OptRc<TableMapEvent_MetaMaxLength>),
    TableMapEvent_MetaDecimal(OptRc<TableMapEvent_MetaDecimal>),
    TableMapEvent_MetaFsp(OptRc<TableMapEvent_MetaFsp>),
    TableMapEvent_MetaBit(OptRc<TableMapEvent_MetaBit>),
}
impl From<&TableMapEvent_ColumnMetadata_Body> for OptRc<TableMapEvent_MetaString> {
    fn from(v: &TableMapEvent_ColumnMetadata_Body) -> Self {
        if let TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaString(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaString, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MetaString>> for TableMapEvent_ColumnMetadata_Body {
    fn from(v: OptRc<TableMapEvent_MetaString>) -> Self {
        Self::TableMapEvent_MetaString(v)
    }
}
impl From<&TableMapEvent_ColumnMetadata_Body> for OptRc<TableMapEvent_MetaPackLength> {
    fn from(v: &TableMapEvent_ColumnMetadata_Body) -> Self {
        if let TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaPackLength(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaPackLength, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MetaPackLength>> for TableMapEvent_ColumnMetadata_Body {
    fn from(v: OptRc<TableMapEvent_MetaPackLength>) -> Self {
        Self::TableMapEvent_MetaPackLength(v)
    }
}
impl From<&TableMapEvent_ColumnMetadata_Body> for OptRc<TableMapEvent_MetaMaxLength> {
    fn from(v: &TableMapEvent_ColumnMetadata_Body) -> Self {
        if let TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaMaxLength(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaMaxLength, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MetaMaxLength>> for TableMapEvent_ColumnMetadata_Body {
    fn from(v: OptRc<TableMapEvent_MetaMaxLength>) -> Self {
        Self::TableMapEvent_MetaMaxLength(v)
    }
}
impl From<&TableMapEvent_ColumnMetadata_Body> for OptRc<TableMapEvent_MetaDecimal> {
    fn from(v: &TableMapEvent_ColumnMetadata_Body) -> Self {
        if let TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaDecimal(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaDecimal, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MetaDecimal>> for TableMapEvent_ColumnMetadata_Body {
    fn from(v: OptRc<TableMapEvent_MetaDecimal>) -> Self {
        Self::TableMapEvent_MetaDecimal(v)
    }
}
impl From<&TableMapEvent_ColumnMetadata_Body> for OptRc<TableMapEvent_MetaFsp> {
    fn from(v: &TableMapEvent_ColumnMetadata_Body) -> Self {
        if let TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaFsp(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaFsp, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MetaFsp>> for TableMapEvent_ColumnMetadata_Body {
    fn from(v: OptRc<TableMapEvent_MetaFsp>) -> Self {
        Self::TableMapEvent_MetaFsp(v)
    }
}
impl From<&TableMapEvent_ColumnMetadata_Body> for OptRc<TableMapEvent_MetaBit> {
    fn from(v: &TableMapEvent_ColumnMetadata_Body) -> Self {
        if let TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaBit(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_ColumnMetadata_Body::TableMapEvent_MetaBit, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MetaBit>> for TableMapEvent_ColumnMetadata_Body {
    fn from(v: OptRc<TableMapEvent_MetaBit>) -> Self {
        Self::TableMapEvent_MetaBit(v)
    }
}
impl KStruct for TableMapEvent_ColumnMetadata {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_MetadataBlock;

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
        match *self_rc.column_type() {
            FieldType_Code::Bit => {
                let t = Self::read_into::<_, TableMapEvent_MetaBit>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Blob => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Datetime2 => {
                let t = Self::read_into::<_, TableMapEvent_MetaFsp>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Double => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Enum => {
                let t = Self::read_into::<_, TableMapEvent_MetaString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Float => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Geometry => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Json => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::LongBlob => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::MediumBlob => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Newdecimal => {
                let t = Self::read_into::<_, TableMapEvent_MetaDecimal>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Set => {
                let t = Self::read_into::<_, TableMapEvent_MetaString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::String => {
                let t = Self::read_into::<_, TableMapEvent_MetaString>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Time2 => {
                let t = Self::read_into::<_, TableMapEvent_MetaFsp>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Timestamp2 => {
                let t = Self::read_into::<_, TableMapEvent_MetaFsp>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::TinyBlob => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::VarString => {
                let t = Self::read_into::<_, TableMapEvent_MetaMaxLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Varchar => {
                let t = Self::read_into::<_, TableMapEvent_MetaMaxLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            FieldType_Code::Vector => {
                let t = Self::read_into::<_, TableMapEvent_MetaPackLength>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            _ => {}
        }
        Ok(())
    }
}
impl TableMapEvent_ColumnMetadata {
    pub fn column_type(&self) -> Ref<'_, FieldType_Code> {
        self.column_type.borrow()
    }
}
impl TableMapEvent_ColumnMetadata {
    pub fn set_params(&mut self, column_type: &FieldType_Code) {
        *self.column_type.borrow_mut() = column_type.clone();
    }
}
impl TableMapEvent_ColumnMetadata {
}

/**
 * Absent for types without metadata (the integers, YEAR, DATE, old TIME/DATETIME/TIMESTAMP, NULL).
 */
impl TableMapEvent_ColumnMetadata {
    pub fn body(&self) -> Ref<'_, Option<TableMapEvent_ColumnMetadata_Body>> {
        self.body.borrow()
    }
}
impl TableMapEvent_ColumnMetadata {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A column name behind its packed length.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_ColumnName {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnNames>,
    pub _self: SharedType<Self>,
    len_name: RefCell<OptRc<PackedInt>>,
    name: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_ColumnName {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnNames;

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
        *self_rc.len_name.borrow_mut() = t;
        *self_rc.name.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_name().value()? as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl TableMapEvent_ColumnName {
}
impl TableMapEvent_ColumnName {
    pub fn len_name(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_name.borrow()
    }
}

/**
 * The name.
 */
impl TableMapEvent_ColumnName {
    pub fn name(&self) -> Ref<'_, String> {
        self.name.borrow()
    }
}
impl TableMapEvent_ColumnName {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * COLUMN_NAME: every column's name, in order.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_ColumnNames {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_OptionalMetadataField>,
    pub _self: SharedType<Self>,
    names: RefCell<Vec<OptRc<TableMapEvent_ColumnName>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_ColumnNames {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_OptionalMetadataField;

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
        *self_rc.names.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, TableMapEvent_ColumnName>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.names.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl TableMapEvent_ColumnNames {
}

/**
 * The names.
 */
impl TableMapEvent_ColumnNames {
    pub fn names(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_ColumnName>>> {
        self.names.borrow()
    }
}
impl TableMapEvent_ColumnNames {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * DEFAULT_CHARSET and ENUM_AND_SET_DEFAULT_CHARSET, the collation most (ENUM/SET) string columns use, then the exceptions.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_DefaultCharset {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_OptionalMetadataField>,
    pub _self: SharedType<Self>,
    default_collation: RefCell<OptRc<PackedInt>>,
    column_collations: RefCell<Vec<OptRc<TableMapEvent_ColumnCollation>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_DefaultCharset {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_OptionalMetadataField;

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
        *self_rc.default_collation.borrow_mut() = t;
        *self_rc.column_collations.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, TableMapEvent_ColumnCollation>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.column_collations.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl TableMapEvent_DefaultCharset {
}

/**
 * The collation most columns of the group use.
 */
impl TableMapEvent_DefaultCharset {
    pub fn default_collation(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.default_collation.borrow()
    }
}

/**
 * The columns whose collation differs, with theirs.
 */
impl TableMapEvent_DefaultCharset {
    pub fn column_collations(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_ColumnCollation>>> {
        self.column_collations.borrow()
    }
}
impl TableMapEvent_DefaultCharset {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One column of the primary key and the length of the prefix indexed.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_KeyPart {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_KeyParts>,
    pub _self: SharedType<Self>,
    column_index: RefCell<OptRc<PackedInt>>,
    prefix_length: RefCell<OptRc<PackedInt>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_KeyPart {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_KeyParts;

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
        *self_rc.column_index.borrow_mut() = t;
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.prefix_length.borrow_mut() = t;
        Ok(())
    }
}
impl TableMapEvent_KeyPart {
}

/**
 * The column's index.
 */
impl TableMapEvent_KeyPart {
    pub fn column_index(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.column_index.borrow()
    }
}

/**
 * Characters of the column in the key; 0 for the whole column.
 */
impl TableMapEvent_KeyPart {
    pub fn prefix_length(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.prefix_length.borrow()
    }
}
impl TableMapEvent_KeyPart {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * PRIMARY_KEY_WITH_PREFIX, the primary key's columns with their prefix lengths (0 for a whole column).
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_KeyParts {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_OptionalMetadataField>,
    pub _self: SharedType<Self>,
    parts: RefCell<Vec<OptRc<TableMapEvent_KeyPart>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_KeyParts {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_OptionalMetadataField;

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
        *self_rc.parts.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, TableMapEvent_KeyPart>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.parts.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl TableMapEvent_KeyParts {
}

/**
 * The primary key's columns, in key order.
 */
impl TableMapEvent_KeyParts {
    pub fn parts(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_KeyPart>>> {
        self.parts.borrow()
    }
}
impl TableMapEvent_KeyParts {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * BIT(n): n % 8 and n / 8.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetaBit {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnMetadata>,
    pub _self: SharedType<Self>,
    num_extra_bits: RefCell<u8>,
    num_bytes: RefCell<u8>,
    _io: RefCell<BytesReader>,
    f_len_value: Cell<bool>,
    len_value: RefCell<i64>,
}
impl KStruct for TableMapEvent_MetaBit {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnMetadata;

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
        *self_rc.num_extra_bits.borrow_mut() = _io.read_u1()?.into();
        *self_rc.num_bytes.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl TableMapEvent_MetaBit {

    /**
     * Bytes a value takes.
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
        *self.len_value.borrow_mut() = ((((*self.num_bytes() as i64) as u8) + (if (((*self.num_extra_bits() as i64) as u8) > (0 as u8)) { (1) as i64 } else { (0) as i64 } as u8))) as i64;
        Ok(self.len_value.borrow())
    }
}

/**
 * Column width in bits, modulo 8.
 */
impl TableMapEvent_MetaBit {
    pub fn num_extra_bits(&self) -> Ref<'_, u8> {
        self.num_extra_bits.borrow()
    }
}

/**
 * Column width in bits, divided by 8.
 */
impl TableMapEvent_MetaBit {
    pub fn num_bytes(&self) -> Ref<'_, u8> {
        self.num_bytes.borrow()
    }
}
impl TableMapEvent_MetaBit {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * DECIMAL(precision, scale).
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetaDecimal {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnMetadata>,
    pub _self: SharedType<Self>,
    precision: RefCell<u8>,
    scale: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_MetaDecimal {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnMetadata;

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
        Ok(())
    }
}
impl TableMapEvent_MetaDecimal {
}

/**
 * Total number of digits.
 */
impl TableMapEvent_MetaDecimal {
    pub fn precision(&self) -> Ref<'_, u8> {
        self.precision.borrow()
    }
}

/**
 * Digits after the decimal point.
 */
impl TableMapEvent_MetaDecimal {
    pub fn scale(&self) -> Ref<'_, u8> {
        self.scale.borrow()
    }
}
impl TableMapEvent_MetaDecimal {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * TIME2, DATETIME2 and TIMESTAMP2: the fractional-second digits.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetaFsp {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnMetadata>,
    pub _self: SharedType<Self>,
    fsp: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_MetaFsp {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnMetadata;

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
        *self_rc.fsp.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl TableMapEvent_MetaFsp {
}

/**
 * Fractional-second digits (0 to 6).
 */
impl TableMapEvent_MetaFsp {
    pub fn fsp(&self) -> Ref<'_, u8> {
        self.fsp.borrow()
    }
}
impl TableMapEvent_MetaFsp {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * VARCHAR and VARBINARY: the largest value's size in bytes, little-endian.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetaMaxLength {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnMetadata>,
    pub _self: SharedType<Self>,
    max_length: RefCell<u16>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_MetaMaxLength {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnMetadata;

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
        *self_rc.max_length.borrow_mut() = _io.read_u2le()?.into();
        Ok(())
    }
}
impl TableMapEvent_MetaMaxLength {
}

/**
 * Largest value in bytes; values are prefixed by 1 length byte below 256, else 2.
 */
impl TableMapEvent_MetaMaxLength {
    pub fn max_length(&self) -> Ref<'_, u16> {
        self.max_length.borrow()
    }
}
impl TableMapEvent_MetaMaxLength {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * FLOAT, DOUBLE, BLOB/TEXT, GEOMETRY, JSON and VECTOR: one byte.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetaPackLength {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnMetadata>,
    pub _self: SharedType<Self>,
    pack_length: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_MetaPackLength {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnMetadata;

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
        *self_rc.pack_length.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl TableMapEvent_MetaPackLength {
}

/**
 * FLOAT/DOUBLE the value's size (4 or 8); BLOB, TEXT, GEOMETRY, JSON, VECTOR how many bytes hold a value's length (1 to 4).
 */
impl TableMapEvent_MetaPackLength {
    pub fn pack_length(&self) -> Ref<'_, u8> {
        self.pack_length.borrow()
    }
}
impl TableMapEvent_MetaPackLength {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * CHAR, BINARY, ENUM and SET. The first byte is the real type; for CHAR longer than 255
 * bytes, bits 4 and 5 of it carry bits 8 and 9 of the length, inverted (MySQL Bug#37426),
 * so a real type without both of those bits set is a packed CHAR.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetaString {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_ColumnMetadata>,
    pub _self: SharedType<Self>,
    byte0: RefCell<u8>,
    byte1: RefCell<u8>,
    _io: RefCell<BytesReader>,
    f_is_packed: Cell<bool>,
    is_packed: RefCell<bool>,
    f_max_length: Cell<bool>,
    max_length: RefCell<i64>,
    f_real_type: Cell<bool>,
    real_type: RefCell<TableMapEvent_StringRealType>,
}
impl KStruct for TableMapEvent_MetaString {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_ColumnMetadata;

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
        *self_rc.byte0.borrow_mut() = _io.read_u1()?.into();
        *self_rc.byte1.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl TableMapEvent_MetaString {

    /**
     * Whether byte0 carries length bits (a CHAR longer than 255 bytes).
     */
    pub fn is_packed(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_packed.get() {
            return Ok(self.is_packed.borrow());
        }
        self.f_is_packed.set(true);
        *self.is_packed.borrow_mut() = ((((((*self.byte0() as i64) as u8) & (48 as u8)) as i64) != (48 as i64))) as bool;
        Ok(self.is_packed.borrow())
    }

    /**
     * For STRING the largest value in bytes; for ENUM and SET the value's size in bytes.
     */
    pub fn max_length(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_max_length.get() {
            return Ok(self.max_length.borrow());
        }
        self.f_max_length.set(true);
        *self.max_length.borrow_mut() = (if *self.is_packed()? { ((((*self.byte1() as i64) as i64) | ((((((((*self.byte0() as i64) as u8) & (48 as u8)) as i64) ^ (48 as i64)) as i64) << (4 as i64)) as i64))) as i64 } else { ((*self.byte1() as i64)) as i64 }) as i64;
        Ok(self.max_length.borrow())
    }

    /**
     * STRING, ENUM or SET.
     */
    pub fn real_type(
        &self
    ) -> KResult<Ref<'_, TableMapEvent_StringRealType>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_real_type.get() {
            return Ok(self.real_type.borrow());
        }
        self.f_real_type.set(true);
        *self.real_type.borrow_mut() = TableMapEvent_StringRealType::try_from((if *self.is_packed()? { ((((*self.byte0() as i64) as u8) | (48 as u8))) as i64 } else { ((*self.byte0() as i64)) as i64 }) as i64)?;
        Ok(self.real_type.borrow())
    }
}

/**
 * The real type, with bits 8 and 9 of a long CHAR's length folded in (see the type's doc).
 */
impl TableMapEvent_MetaString {
    pub fn byte0(&self) -> Ref<'_, u8> {
        self.byte0.borrow()
    }
}

/**
 * The low byte of the length.
 */
impl TableMapEvent_MetaString {
    pub fn byte1(&self) -> Ref<'_, u8> {
        self.byte1.borrow()
    }
}
impl TableMapEvent_MetaString {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The per-column metadata, one entry per column in column order, each as long as its type needs.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MetadataBlock {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent>,
    pub _self: SharedType<Self>,
    columns: RefCell<Vec<OptRc<TableMapEvent_ColumnMetadata>>>,
    extra: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_MetadataBlock {
    type Root = TableMapEvent;
    type Parent = TableMapEvent;

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
        *self_rc.columns.borrow_mut() = Vec::new();
        let l_columns = *_prc.as_ref().unwrap().num_columns().value()?;
        for _i in 0..l_columns {
            let f = |t : &mut TableMapEvent_ColumnMetadata| Ok(t.set_params(&_prc.as_ref().unwrap().column_types()[_i as usize]));
            let t = Self::read_into_with_init::<_, TableMapEvent_ColumnMetadata>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            self_rc.columns.borrow_mut().push(t);
        }
        if !(_io.is_eof()) {
            *self_rc.extra.borrow_mut() = _io.read_bytes_full()?.into();
        }
        Ok(())
    }
}
impl TableMapEvent_MetadataBlock {
}

/**
 * One entry per column, sized by its type.
 */
impl TableMapEvent_MetadataBlock {
    pub fn columns(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_ColumnMetadata>>> {
        self.columns.borrow()
    }
}

/**
 * Bytes after the last column's metadata (none from known servers), kept raw.
 */
impl TableMapEvent_MetadataBlock {
    pub fn extra(&self) -> Ref<'_, Vec<u8>> {
        self.extra.borrow()
    }
}
impl TableMapEvent_MetadataBlock {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One bit per column of a kind, most significant bit of each byte first: SIGNEDNESS (set =
 * UNSIGNED, one bit per numeric column) and COLUMN_VISIBILITY (set = visible, one bit per
 * column). The last byte is padded with zero bits.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_MsbBitmap {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_OptionalMetadataField>,
    pub _self: SharedType<Self>,
    bits: RefCell<Vec<bool>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_MsbBitmap {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_OptionalMetadataField;

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
        *self_rc.bits.borrow_mut() = Vec::new();
        let l_bits = (((_io.size() as i64) as i64) * (8 as i64));
        for _i in 0..l_bits {
            self_rc.bits.borrow_mut().push(_io.read_bits_int_be(1)? != 0);
        }
        Ok(())
    }
}
impl TableMapEvent_MsbBitmap {
}

/**
 * One bit per column of the group the entry covers, most significant bit first.
 */
impl TableMapEvent_MsbBitmap {
    pub fn bits(&self) -> Ref<'_, Vec<bool>> {
        self.bits.borrow()
    }
}
impl TableMapEvent_MsbBitmap {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One optional metadata entry: its kind, its length and its value.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.h Source
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_OptionalMetadataField {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent>,
    pub _self: SharedType<Self>,
    field_type: RefCell<TableMapEvent_OptionalMetadataType>,
    len_value: RefCell<OptRc<PackedInt>>,
    value: RefCell<Option<TableMapEvent_OptionalMetadataField_Value>>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
}
#[derive(Debug, Clone)]
pub enum TableMapEvent_OptionalMetadataField_Value {
    TableMapEvent_MsbBitmap(OptRc<TableMapEvent_MsbBitmap>),
    TableMapEvent_ColumnNames(OptRc<TableMapEvent_ColumnNames>),
    TableMapEvent_DefaultCharset(OptRc<TableMapEvent_DefaultCharset>),
    TableMapEvent_PackedValues(OptRc<TableMapEvent_PackedValues>),
    TableMapEvent_KeyParts(OptRc<TableMapEvent_KeyParts>),
    Bytes(Vec<u8>),
    TableMapEvent_StrValueLists(OptRc<TableMapEvent_StrValueLists>),
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for OptRc<TableMapEvent_MsbBitmap> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::TableMapEvent_MsbBitmap(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::TableMapEvent_MsbBitmap, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_MsbBitmap>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: OptRc<TableMapEvent_MsbBitmap>) -> Self {
        Self::TableMapEvent_MsbBitmap(v)
    }
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for OptRc<TableMapEvent_ColumnNames> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::TableMapEvent_ColumnNames(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::TableMapEvent_ColumnNames, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_ColumnNames>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: OptRc<TableMapEvent_ColumnNames>) -> Self {
        Self::TableMapEvent_ColumnNames(v)
    }
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for OptRc<TableMapEvent_DefaultCharset> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::TableMapEvent_DefaultCharset(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::TableMapEvent_DefaultCharset, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_DefaultCharset>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: OptRc<TableMapEvent_DefaultCharset>) -> Self {
        Self::TableMapEvent_DefaultCharset(v)
    }
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for OptRc<TableMapEvent_PackedValues> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::TableMapEvent_PackedValues(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::TableMapEvent_PackedValues, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_PackedValues>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: OptRc<TableMapEvent_PackedValues>) -> Self {
        Self::TableMapEvent_PackedValues(v)
    }
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for OptRc<TableMapEvent_KeyParts> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::TableMapEvent_KeyParts(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::TableMapEvent_KeyParts, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_KeyParts>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: OptRc<TableMapEvent_KeyParts>) -> Self {
        Self::TableMapEvent_KeyParts(v)
    }
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for Vec<u8> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::Bytes(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::Bytes, got {:?}", v)
    }
}
impl From<Vec<u8>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: Vec<u8>) -> Self {
        Self::Bytes(v)
    }
}
impl From<&TableMapEvent_OptionalMetadataField_Value> for OptRc<TableMapEvent_StrValueLists> {
    fn from(v: &TableMapEvent_OptionalMetadataField_Value) -> Self {
        if let TableMapEvent_OptionalMetadataField_Value::TableMapEvent_StrValueLists(x) = v {
            return x.clone();
        }
        panic!("expected TableMapEvent_OptionalMetadataField_Value::TableMapEvent_StrValueLists, got {:?}", v)
    }
}
impl From<OptRc<TableMapEvent_StrValueLists>> for TableMapEvent_OptionalMetadataField_Value {
    fn from(v: OptRc<TableMapEvent_StrValueLists>) -> Self {
        Self::TableMapEvent_StrValueLists(v)
    }
}
impl KStruct for TableMapEvent_OptionalMetadataField {
    type Root = TableMapEvent;
    type Parent = TableMapEvent;

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
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.len_value.borrow_mut() = t;
        match *self_rc.field_type() {
            TableMapEvent_OptionalMetadataType::ColumnCharset => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_PackedValues>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::ColumnName => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_ColumnNames>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::ColumnVisibility => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_MsbBitmap>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::DefaultCharset => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_DefaultCharset>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::EnumAndSetColumnCharset => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_PackedValues>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::EnumAndSetDefaultCharset => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_DefaultCharset>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::EnumStrValue => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_StrValueLists>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::GeometryType => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_PackedValues>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::PrimaryKeyWithPrefix => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_KeyParts>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::SetStrValue => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_StrValueLists>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::Signedness => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_MsbBitmap>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::SimplePrimaryKey => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_PackedValues>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            TableMapEvent_OptionalMetadataType::VectorDimensionality => {
                *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
                let value_raw = self_rc.value_raw.borrow();
                let _t_value_raw_io = BytesReader::from(value_raw.clone());
                let t = Self::read_into::<BytesReader, TableMapEvent_PackedValues>(&_t_value_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.value.borrow_mut() = Some(t);
            }
            _ => {
                *self_rc.value.borrow_mut() = Some(_io.read_bytes(*self_rc.len_value().value()? as usize)?.into());
            }
        }
        Ok(())
    }
}
impl TableMapEvent_OptionalMetadataField {
}

/**
 * The entry's kind.
 */
impl TableMapEvent_OptionalMetadataField {
    pub fn field_type(&self) -> Ref<'_, TableMapEvent_OptionalMetadataType> {
        self.field_type.borrow()
    }
}
impl TableMapEvent_OptionalMetadataField {
    pub fn len_value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_value.borrow()
    }
}

/**
 * Raw bytes for a type this spec does not know.
 */
impl TableMapEvent_OptionalMetadataField {
    pub fn value(&self) -> Ref<'_, Option<TableMapEvent_OptionalMetadataField_Value>> {
        self.value.borrow()
    }
}
impl TableMapEvent_OptionalMetadataField {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl TableMapEvent_OptionalMetadataField {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}

/**
 * A list of packed integers: collation ids (COLUMN_CHARSET, ENUM_AND_SET_COLUMN_CHARSET),
 * geometry types (GEOMETRY_TYPE), column indexes (SIMPLE_PRIMARY_KEY) or dimensions
 * (VECTOR_DIMENSIONALITY), one per column it concerns.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_PackedValues {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_OptionalMetadataField>,
    pub _self: SharedType<Self>,
    values: RefCell<Vec<OptRc<PackedInt>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_PackedValues {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_OptionalMetadataField;

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
        *self_rc.values.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
                self_rc.values.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl TableMapEvent_PackedValues {
}

/**
 * One number per column of the group.
 */
impl TableMapEvent_PackedValues {
    pub fn values(&self) -> Ref<'_, Vec<OptRc<PackedInt>>> {
        self.values.borrow()
    }
}
impl TableMapEvent_PackedValues {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One member name, in the column's charset.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_StrValue {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_StrValueList>,
    pub _self: SharedType<Self>,
    len_value: RefCell<OptRc<PackedInt>>,
    value: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_StrValue {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_StrValueList;

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
        *self_rc.len_value.borrow_mut() = t;
        *self_rc.value.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
        Ok(())
    }
}
impl TableMapEvent_StrValue {
}
impl TableMapEvent_StrValue {
    pub fn len_value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_value.borrow()
    }
}

/**
 * The name's bytes.
 */
impl TableMapEvent_StrValue {
    pub fn value(&self) -> Ref<'_, Vec<u8>> {
        self.value.borrow()
    }
}
impl TableMapEvent_StrValue {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The member names of one ENUM or SET column.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_StrValueList {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_StrValueLists>,
    pub _self: SharedType<Self>,
    num_values: RefCell<OptRc<PackedInt>>,
    values: RefCell<Vec<OptRc<TableMapEvent_StrValue>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_StrValueList {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_StrValueLists;

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
        *self_rc.num_values.borrow_mut() = t;
        *self_rc.values.borrow_mut() = Vec::new();
        let l_values = *self_rc.num_values().value()?;
        for _i in 0..l_values {
            let t = Self::read_into::<_, TableMapEvent_StrValue>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.values.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl TableMapEvent_StrValueList {
}
impl TableMapEvent_StrValueList {
    pub fn num_values(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.num_values.borrow()
    }
}

/**
 * The names, in definition order.
 */
impl TableMapEvent_StrValueList {
    pub fn values(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_StrValue>>> {
        self.values.borrow()
    }
}
impl TableMapEvent_StrValueList {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * SET_STR_VALUE and ENUM_STR_VALUE, the member strings of each SET (ENUM) column, in the column's character set.
 */

#[derive(Default, Debug, Clone)]
pub struct TableMapEvent_StrValueLists {
    pub _root: SharedType<TableMapEvent>,
    pub _parent: SharedType<TableMapEvent_OptionalMetadataField>,
    pub _self: SharedType<Self>,
    columns: RefCell<Vec<OptRc<TableMapEvent_StrValueList>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for TableMapEvent_StrValueLists {
    type Root = TableMapEvent;
    type Parent = TableMapEvent_OptionalMetadataField;

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
        *self_rc.columns.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, TableMapEvent_StrValueList>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.columns.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl TableMapEvent_StrValueLists {
}

/**
 * One list per ENUM (or SET) column, in column order.
 */
impl TableMapEvent_StrValueLists {
    pub fn columns(&self) -> Ref<'_, Vec<OptRc<TableMapEvent_StrValueList>>> {
        self.columns.borrow()
    }
}
impl TableMapEvent_StrValueLists {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
