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
use super::table_map_event::TableMapEvent;
use super::column_bitmap::ColumnBitmap;
use super::packed_int::PackedInt;
use super::column_cell::ColumnCell;

/**
 * Rows that one statement inserted, updated or deleted in one table, with the column values
 * split into cells by the table's TABLE_MAP event.
 * 
 * After the post-header (table id, flags and, in v2 events, the extra row info) come the
 * column count, the bitmap of the columns present in the images and, for updates, a second
 * bitmap for the after images. Then rows until the end of the body: a write has one (after)
 * image per row, a delete one (before) image, an update a before and an after image. An image
 * is a NULL bitmap with one bit per present column, then one cell per present column that is
 * not NULL (see column_cell).
 * 
 * The after image of a PARTIAL_UPDATE_ROWS event (MySQL 8.0 with
 * binlog_row_value_options=PARTIAL_JSON) starts with value options and, when they say so, a
 * bitmap with one bit per JSON column of the table telling which are written as diffs.
 * 
 * MariaDB's compressed row events (binlog_row_compress / log_bin_compress) zlib-compress the
 * rows only: a header byte (0x80 plus the width of the length), the uncompressed length in
 * big-endian, then the zlib stream.
 * 
 * Kaitai has no way to count set bits, so the rank of each column among the present columns
 * (which NULL bit is its) is built once per event as a chain (`present_ranks`,
 * `present_after_ranks`, `json_ranks`): each entry takes the previous entry's running count as a
 * param. These chains take no bytes.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc Source
 * \sa https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent>,
    pub _self: SharedType<Self>,
    event_type_code: RefCell<u8>,
    len_post_header: RefCell<u8>,
    table_map: RefCell<OptRc<TableMapEvent>>,
    table_id_low: RefCell<u32>,
    table_id_high: RefCell<u16>,
    flags: RefCell<u16>,
    len_extra_row_info: RefCell<u16>,
    extra_row_info: RefCell<OptRc<RowsEvent_ExtraRowInfo>>,
    num_columns: RefCell<OptRc<PackedInt>>,
    columns_present: RefCell<OptRc<ColumnBitmap>>,
    columns_present_after: RefCell<OptRc<ColumnBitmap>>,
    present_ranks: RefCell<Vec<OptRc<RowsEvent_ColumnRank>>>,
    present_after_ranks: RefCell<Vec<OptRc<RowsEvent_ColumnRank>>>,
    json_ranks: RefCell<Vec<OptRc<RowsEvent_ColumnRank>>>,
    compression_header: RefCell<u8>,
    len_uncompressed: RefCell<Option<RowsEvent_LenUncompressed>>,
    row_data: RefCell<OptRc<RowsEvent_RowList>>,
    row_data_compressed: RefCell<OptRc<RowsEvent_RowList>>,
    _io: RefCell<BytesReader>,
    extra_row_info_raw: RefCell<Vec<u8>>,
    row_data_raw: RefCell<Vec<u8>>,
    row_data_compressed_raw: RefCell<Vec<u8>>,
    row_data_compressed_raw_raw: RefCell<Vec<u8>>,
    f_has_after_bitmap: Cell<bool>,
    has_after_bitmap: RefCell<bool>,
    f_is_compressed: Cell<bool>,
    is_compressed: RefCell<bool>,
    f_is_delete: Cell<bool>,
    is_delete: RefCell<bool>,
    f_is_partial_update: Cell<bool>,
    is_partial_update: RefCell<bool>,
    f_is_v0: Cell<bool>,
    is_v0: RefCell<bool>,
    f_is_write: Cell<bool>,
    is_write: RefCell<bool>,
    f_num_present: Cell<bool>,
    num_present: RefCell<i64>,
    f_num_present_after: Cell<bool>,
    num_present_after: RefCell<i64>,
    f_table_id: Cell<bool>,
    table_id: RefCell<i128>,
}
#[derive(Debug, Clone)]
pub enum RowsEvent_LenUncompressed {
    U1(u8),
    U2(u16),
    Bits(u64),
    U4(u32),
}
impl From<u8> for RowsEvent_LenUncompressed {
    fn from(v: u8) -> Self {
        Self::U1(v)
    }
}
impl From<&RowsEvent_LenUncompressed> for u8 {
    fn from(e: &RowsEvent_LenUncompressed) -> Self {
        if let RowsEvent_LenUncompressed::U1(v) = e {
            return *v
        }
        panic!("trying to convert from enum RowsEvent_LenUncompressed::U1 to u8, enum value {:?}", e)
    }
}
impl From<u16> for RowsEvent_LenUncompressed {
    fn from(v: u16) -> Self {
        Self::U2(v)
    }
}
impl From<&RowsEvent_LenUncompressed> for u16 {
    fn from(e: &RowsEvent_LenUncompressed) -> Self {
        if let RowsEvent_LenUncompressed::U2(v) = e {
            return *v
        }
        panic!("trying to convert from enum RowsEvent_LenUncompressed::U2 to u16, enum value {:?}", e)
    }
}
impl From<u64> for RowsEvent_LenUncompressed {
    fn from(v: u64) -> Self {
        Self::Bits(v)
    }
}
impl From<&RowsEvent_LenUncompressed> for u64 {
    fn from(e: &RowsEvent_LenUncompressed) -> Self {
        if let RowsEvent_LenUncompressed::Bits(v) = e {
            return *v
        }
        panic!("trying to convert from enum RowsEvent_LenUncompressed::Bits to u64, enum value {:?}", e)
    }
}
impl From<u32> for RowsEvent_LenUncompressed {
    fn from(v: u32) -> Self {
        Self::U4(v)
    }
}
impl From<&RowsEvent_LenUncompressed> for u32 {
    fn from(e: &RowsEvent_LenUncompressed) -> Self {
        if let RowsEvent_LenUncompressed::U4(v) = e {
            return *v
        }
        panic!("trying to convert from enum RowsEvent_LenUncompressed::U4 to u32, enum value {:?}", e)
    }
}
impl From<&RowsEvent_LenUncompressed> for usize {
    fn from(e: &RowsEvent_LenUncompressed) -> Self {
        match e {
            RowsEvent_LenUncompressed::U1(v) => *v as usize,
            RowsEvent_LenUncompressed::U2(v) => *v as usize,
            RowsEvent_LenUncompressed::Bits(v) => *v as usize,
            RowsEvent_LenUncompressed::U4(v) => *v as usize,
        }
    }
}

impl KStruct for RowsEvent {
    type Root = RowsEvent;
    type Parent = RowsEvent;

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
        if ((*self_rc.len_post_header() as u8) == (10 as u8)) {
            *self_rc.len_extra_row_info.borrow_mut() = _io.read_u2le()?.into();
        }
        if ((*self_rc.len_post_header() as u8) == (10 as u8)) {
            *self_rc.extra_row_info_raw.borrow_mut() = _io.read_bytes(((*self_rc.len_extra_row_info() as u16) - (2 as u16)) as usize)?.into();
            let extra_row_info_raw = self_rc.extra_row_info_raw.borrow();
            let _t_extra_row_info_raw_io = BytesReader::from(extra_row_info_raw.clone());
            let t = Self::read_into::<BytesReader, RowsEvent_ExtraRowInfo>(&_t_extra_row_info_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.extra_row_info.borrow_mut() = t;
        }
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.num_columns.borrow_mut() = t;
        let f = |t : &mut ColumnBitmap| Ok(t.set_params((*self_rc.num_columns().value()?).try_into().map_err(|_| KError::CastError)?));
        let t = Self::read_into_with_init::<_, ColumnBitmap>(&*_io, None, None, &f)?.into();
        *self_rc.columns_present.borrow_mut() = t;
        if *self_rc.has_after_bitmap()? {
            let f = |t : &mut ColumnBitmap| Ok(t.set_params((*self_rc.num_columns().value()?).try_into().map_err(|_| KError::CastError)?));
            let t = Self::read_into_with_init::<_, ColumnBitmap>(&*_io, None, None, &f)?.into();
            *self_rc.columns_present_after.borrow_mut() = t;
        }
        *self_rc.present_ranks.borrow_mut() = Vec::new();
        let l_present_ranks = *self_rc.num_columns().value()?;
        for _i in 0..l_present_ranks {
            let f = |t : &mut RowsEvent_ColumnRank| Ok(t.set_params(self_rc.columns_present().bits()[_i as usize], (if ((_i as i64) == (0 as i64)) { 0 } else { *self_rc.present_ranks()[((_i as i64) - (1 as i64)) as usize].rank_next()? }).try_into().map_err(|_| KError::CastError)?));
            let t = Self::read_into_with_init::<_, RowsEvent_ColumnRank>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            self_rc.present_ranks.borrow_mut().push(t);
        }
        if *self_rc.has_after_bitmap()? {
            *self_rc.present_after_ranks.borrow_mut() = Vec::new();
            let l_present_after_ranks = *self_rc.num_columns().value()?;
            for _i in 0..l_present_after_ranks {
                let f = |t : &mut RowsEvent_ColumnRank| Ok(t.set_params(self_rc.columns_present_after().bits()[_i as usize], (if ((_i as i64) == (0 as i64)) { 0 } else { *self_rc.present_after_ranks()[((_i as i64) - (1 as i64)) as usize].rank_next()? }).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<_, RowsEvent_ColumnRank>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                self_rc.present_after_ranks.borrow_mut().push(t);
            }
        }
        if  ((*self_rc.is_partial_update()?) && (!(_io.is_eof())))  {
            *self_rc.json_ranks.borrow_mut() = Vec::new();
            let l_json_ranks = *self_rc.num_columns().value()?;
            for _i in 0..l_json_ranks {
                let f = |t : &mut RowsEvent_ColumnRank| Ok(t.set_params(self_rc.table_map().column_types()[_i as usize] == FieldType_Code::Json, (if ((_i as i64) == (0 as i64)) { 0 } else { *self_rc.json_ranks()[((_i as i64) - (1 as i64)) as usize].rank_next()? }).try_into().map_err(|_| KError::CastError)?));
                let t = Self::read_into_with_init::<_, RowsEvent_ColumnRank>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
                self_rc.json_ranks.borrow_mut().push(t);
            }
        }
        if *self_rc.is_compressed()? {
            *self_rc.compression_header.borrow_mut() = _io.read_u1()?.into();
        }
        if *self_rc.is_compressed()? {
            match ((*self_rc.compression_header() as u8) & (7 as u8)) {
                1 => {
                    *self_rc.len_uncompressed.borrow_mut() = Some(_io.read_u1()?.into());
                }
                2 => {
                    *self_rc.len_uncompressed.borrow_mut() = Some(_io.read_u2be()?.into());
                }
                3 => {
                    *self_rc.len_uncompressed.borrow_mut() = Some(RowsEvent_LenUncompressed::Bits(_io.read_bits_int_be(24)?));
                }
                4 => {
                    *self_rc.len_uncompressed.borrow_mut() = Some(_io.read_u4be()?.into());
                }
                _ => {}
            }
        }
        if !(*self_rc.is_compressed()?) {
            *self_rc.row_data_raw.borrow_mut() = _io.read_bytes_full()?.into();
            let row_data_raw = self_rc.row_data_raw.borrow();
            let _t_row_data_raw_io = BytesReader::from(row_data_raw.clone());
            let t = Self::read_into::<BytesReader, RowsEvent_RowList>(&_t_row_data_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.row_data.borrow_mut() = t;
        }
        if *self_rc.is_compressed()? {
            *self_rc.row_data_compressed_raw_raw.borrow_mut() = _io.read_bytes_full()?.into();
            *self_rc.row_data_compressed_raw.borrow_mut() = process_zlib(&self_rc.row_data_compressed_raw_raw.borrow()).map_err(|msg| KError::BytesDecodingError { msg })?;
            let row_data_compressed_raw = self_rc.row_data_compressed_raw.borrow();
            let _t_row_data_compressed_raw_io = BytesReader::from(row_data_compressed_raw.clone());
            let t = Self::read_into::<BytesReader, RowsEvent_RowList>(&_t_row_data_compressed_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.row_data_compressed.borrow_mut() = t;
        }
        Ok(())
    }
}
impl RowsEvent {
    pub fn event_type_code(&self) -> Ref<'_, u8> {
        self.event_type_code.borrow()
    }
}
impl RowsEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl RowsEvent {
    pub fn table_map(&self) -> Ref<'_, OptRc<TableMapEvent>> {
        self.table_map.borrow()
    }
}
impl RowsEvent {
    pub fn set_params(&mut self, event_type_code: u8, len_post_header: u8, table_map: &OptRc<TableMapEvent>) {
        *self.event_type_code.borrow_mut() = event_type_code;
        *self.len_post_header.borrow_mut() = len_post_header;
        *self.table_map.borrow_mut() = table_map.clone();
    }
}
impl RowsEvent {

    /**
     * Updates since row format v1 have a second column bitmap; v0 updates use the first for both images.
     */
    pub fn has_after_bitmap(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_has_after_bitmap.get() {
            return Ok(self.has_after_bitmap.borrow());
        }
        self.f_has_after_bitmap.set(true);
        *self.has_after_bitmap.borrow_mut() = ( (((((*self.event_type_code() as i64) as u8) == (24 as u8))) || ((((*self.event_type_code() as i64) as u8) == (31 as u8))) || ((((*self.event_type_code() as i64) as u8) == (39 as u8))) || ((*self.event_type_code() as i64) == 167) || ((*self.event_type_code() as i64) == 170)) ) as bool;
        Ok(self.has_after_bitmap.borrow())
    }

    /**
     * Whether this is a MariaDB compressed row event.
     */
    pub fn is_compressed(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_compressed.get() {
            return Ok(self.is_compressed.borrow());
        }
        self.f_is_compressed.set(true);
        *self.is_compressed.borrow_mut() = ( (((*self.event_type_code() as i64) >= 166) && ((*self.event_type_code() as i64) <= 171)) ) as bool;
        Ok(self.is_compressed.borrow())
    }

    /**
     * Whether the rows were deleted (before images only).
     */
    pub fn is_delete(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_delete.get() {
            return Ok(self.is_delete.borrow());
        }
        self.f_is_delete.set(true);
        *self.is_delete.borrow_mut() = ( (((((*self.event_type_code() as i64) as u8) == (22 as u8))) || ((((*self.event_type_code() as i64) as u8) == (25 as u8))) || ((((*self.event_type_code() as i64) as u8) == (32 as u8))) || ((*self.event_type_code() as i64) == 168) || ((*self.event_type_code() as i64) == 171)) ) as bool;
        Ok(self.is_delete.borrow())
    }

    /**
     * Whether this is MySQL's PARTIAL_UPDATE_ROWS_EVENT.
     */
    pub fn is_partial_update(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_partial_update.get() {
            return Ok(self.is_partial_update.borrow());
        }
        self.f_is_partial_update.set(true);
        *self.is_partial_update.borrow_mut() = ((((*self.event_type_code() as i64) as u8) == (39 as u8))) as bool;
        Ok(self.is_partial_update.borrow())
    }

    /**
     * Row format v0 (MySQL 5.1 before 5.1.15).
     */
    pub fn is_v0(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_v0.get() {
            return Ok(self.is_v0.borrow());
        }
        self.f_is_v0.set(true);
        *self.is_v0.borrow_mut() = ( (((((*self.event_type_code() as i64) as u8) >= (20 as u8))) && ((((*self.event_type_code() as i64) as u8) <= (22 as u8)))) ) as bool;
        Ok(self.is_v0.borrow())
    }

    /**
     * Whether the rows were inserted (after images only).
     */
    pub fn is_write(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_write.get() {
            return Ok(self.is_write.borrow());
        }
        self.f_is_write.set(true);
        *self.is_write.borrow_mut() = ( (((((*self.event_type_code() as i64) as u8) == (20 as u8))) || ((((*self.event_type_code() as i64) as u8) == (23 as u8))) || ((((*self.event_type_code() as i64) as u8) == (30 as u8))) || ((*self.event_type_code() as i64) == 166) || ((*self.event_type_code() as i64) == 169)) ) as bool;
        Ok(self.is_write.borrow())
    }

    /**
     * Number of columns in the (before) images.
     */
    pub fn num_present(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_num_present.get() {
            return Ok(self.num_present.borrow());
        }
        self.f_num_present.set(true);
        *self.num_present.borrow_mut() = (if ((*self.num_columns().value()? as i64) == (0 as i64)) { (0) as i64 } else { (*self.present_ranks()[((*self.num_columns().value()? as i64) - (1 as i64)) as usize].rank_next()?) as i64 }) as i64;
        Ok(self.num_present.borrow())
    }

    /**
     * Number of columns in the after images.
     */
    pub fn num_present_after(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_num_present_after.get() {
            return Ok(self.num_present_after.borrow());
        }
        self.f_num_present_after.set(true);
        *self.num_present_after.borrow_mut() = (if *self.has_after_bitmap()? { (if ((*self.num_columns().value()? as i64) == (0 as i64)) { (0) as i64 } else { (*self.present_after_ranks()[((*self.num_columns().value()? as i64) - (1 as i64)) as usize].rank_next()?) as i64 }) as i64 } else { ((*self.num_present()? as i64)) as i64 }) as i64;
        Ok(self.num_present_after.borrow())
    }

    /**
     * The table id; 0xffffff with no rows marks a statement end that frees all table maps.
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
impl RowsEvent {
    pub fn table_id_low(&self) -> Ref<'_, u32> {
        self.table_id_low.borrow()
    }
}

/**
 * The table id's high 16 bits (6-byte table ids, MySQL 5.1.4 and later). Read as a u4 and a
 * u2 rather than one 48-bit field, which the JavaScript runtime cannot read.
 */
impl RowsEvent {
    pub fn table_id_high(&self) -> Ref<'_, u16> {
        self.table_id_high.borrow()
    }
}

/**
 * 1 = end of statement, 2 = no foreign key checks, 4 = no unique key checks, 8 = rows have all columns.
 */
impl RowsEvent {
    pub fn flags(&self) -> Ref<'_, u16> {
        self.flags.borrow()
    }
}

/**
 * Length of the extra row info, these two bytes included.
 */
impl RowsEvent {
    pub fn len_extra_row_info(&self) -> Ref<'_, u16> {
        self.len_extra_row_info.borrow()
    }
}

/**
 * The v2 post-header's extra row info (NDB data, partition ids).
 */
impl RowsEvent {
    pub fn extra_row_info(&self) -> Ref<'_, OptRc<RowsEvent_ExtraRowInfo>> {
        self.extra_row_info.borrow()
    }
}

/**
 * The table's number of columns.
 */
impl RowsEvent {
    pub fn num_columns(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.num_columns.borrow()
    }
}

/**
 * The columns in the images (the before images of an update).
 */
impl RowsEvent {
    pub fn columns_present(&self) -> Ref<'_, OptRc<ColumnBitmap>> {
        self.columns_present.borrow()
    }
}

/**
 * The columns in the after images of an update.
 */
impl RowsEvent {
    pub fn columns_present_after(&self) -> Ref<'_, OptRc<ColumnBitmap>> {
        self.columns_present_after.borrow()
    }
}

/**
 * Per column, how many present columns come before it (takes no bytes).
 */
impl RowsEvent {
    pub fn present_ranks(&self) -> Ref<'_, Vec<OptRc<RowsEvent_ColumnRank>>> {
        self.present_ranks.borrow()
    }
}

/**
 * As present_ranks, for the after-image bitmap (takes no bytes).
 */
impl RowsEvent {
    pub fn present_after_ranks(&self) -> Ref<'_, Vec<OptRc<RowsEvent_ColumnRank>>> {
        self.present_after_ranks.borrow()
    }
}

/**
 * Per column, how many JSON columns come before it, for the partial-JSON bitmap (takes no bytes).
 */
impl RowsEvent {
    pub fn json_ranks(&self) -> Ref<'_, Vec<OptRc<RowsEvent_ColumnRank>>> {
        self.json_ranks.borrow()
    }
}

/**
 * 0x80 plus the number of bytes of len_uncompressed.
 */
impl RowsEvent {
    pub fn compression_header(&self) -> Ref<'_, u8> {
        self.compression_header.borrow()
    }
}

/**
 * The row data's length before compression.
 */
impl RowsEvent {
    pub fn len_uncompressed(&self) -> usize {
        self.len_uncompressed.borrow().as_ref().unwrap().into()
    }
    pub fn len_uncompressed_enum(&self) -> Ref<'_, Option<RowsEvent_LenUncompressed>> {
        self.len_uncompressed.borrow()
    }
}

/**
 * The rows.
 */
impl RowsEvent {
    pub fn row_data(&self) -> Ref<'_, OptRc<RowsEvent_RowList>> {
        self.row_data.borrow()
    }
}

/**
 * The rows, zlib-compressed (MariaDB compressed row events).
 */
impl RowsEvent {
    pub fn row_data_compressed(&self) -> Ref<'_, OptRc<RowsEvent_RowList>> {
        self.row_data_compressed.borrow()
    }
}
impl RowsEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl RowsEvent {
    pub fn extra_row_info_raw(&self) -> Ref<'_, Vec<u8>> {
        self.extra_row_info_raw.borrow()
    }
}
impl RowsEvent {
    pub fn row_data_raw(&self) -> Ref<'_, Vec<u8>> {
        self.row_data_raw.borrow()
    }
}
impl RowsEvent {
    pub fn row_data_compressed_raw(&self) -> Ref<'_, Vec<u8>> {
        self.row_data_compressed_raw.borrow()
    }
}
impl RowsEvent {
    pub fn row_data_compressed_raw_raw(&self) -> Ref<'_, Vec<u8>> {
        self.row_data_compressed_raw_raw.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum RowsEvent_ExtraRowInfoType {
    Ndb,
    Partition,
    Unknown(i64),
}

impl TryFrom<i64> for RowsEvent_ExtraRowInfoType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<RowsEvent_ExtraRowInfoType> {
        match flag {
            0 => Ok(RowsEvent_ExtraRowInfoType::Ndb),
            1 => Ok(RowsEvent_ExtraRowInfoType::Partition),
            _ => Ok(RowsEvent_ExtraRowInfoType::Unknown(flag)),
        }
    }
}

impl From<&RowsEvent_ExtraRowInfoType> for i64 {
    fn from(v: &RowsEvent_ExtraRowInfoType) -> Self {
        match *v {
            RowsEvent_ExtraRowInfoType::Ndb => 0,
            RowsEvent_ExtraRowInfoType::Partition => 1,
            RowsEvent_ExtraRowInfoType::Unknown(v) => v
        }
    }
}

impl Default for RowsEvent_ExtraRowInfoType {
    fn default() -> Self { RowsEvent_ExtraRowInfoType::Unknown(0) }
}


/**
 * One link of the chain that counts set bits of a column bitmap (Kaitai has no popcount).
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_ColumnRank {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent>,
    pub _self: SharedType<Self>,
    is_set: RefCell<bool>,
    rank: RefCell<u32>,
    _io: RefCell<BytesReader>,
    f_rank_next: Cell<bool>,
    rank_next: RefCell<i64>,
}
impl KStruct for RowsEvent_ColumnRank {
    type Root = RowsEvent;
    type Parent = RowsEvent;

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
impl RowsEvent_ColumnRank {
    pub fn is_set(&self) -> Ref<'_, bool> {
        self.is_set.borrow()
    }
}
impl RowsEvent_ColumnRank {
    pub fn rank(&self) -> Ref<'_, u32> {
        self.rank.borrow()
    }
}
impl RowsEvent_ColumnRank {
    pub fn set_params(&mut self, is_set: bool, rank: u32) {
        *self.is_set.borrow_mut() = is_set;
        *self.rank.borrow_mut() = rank;
    }
}
impl RowsEvent_ColumnRank {

    /**
     * Set bits up to and including this one.
     */
    pub fn rank_next(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_rank_next.get() {
            return Ok(self.rank_next.borrow());
        }
        self.f_rank_next.set(true);
        *self.rank_next.borrow_mut() = ((((*self.rank() as i64) as u32) + (if *self.is_set() { (1) as i64 } else { (0) as i64 } as u32))) as i64;
        Ok(self.rank_next.borrow())
    }
}
impl RowsEvent_ColumnRank {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The extra row info of a v2 row event: typed entries up to its end.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_ExtraRowInfo {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent>,
    pub _self: SharedType<Self>,
    entries: RefCell<Vec<OptRc<RowsEvent_ExtraRowInfoEntry>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_ExtraRowInfo {
    type Root = RowsEvent;
    type Parent = RowsEvent;

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
                let t = Self::read_into::<_, RowsEvent_ExtraRowInfoEntry>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.entries.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl RowsEvent_ExtraRowInfo {
}

/**
 * The entries.
 */
impl RowsEvent_ExtraRowInfo {
    pub fn entries(&self) -> Ref<'_, Vec<OptRc<RowsEvent_ExtraRowInfoEntry>>> {
        self.entries.borrow()
    }
}
impl RowsEvent_ExtraRowInfo {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One entry of the extra row info: a type code and its data.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_ExtraRowInfoEntry {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent_ExtraRowInfo>,
    pub _self: SharedType<Self>,
    type_code: RefCell<RowsEvent_ExtraRowInfoType>,
    body: RefCell<Option<RowsEvent_ExtraRowInfoEntry_Body>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum RowsEvent_ExtraRowInfoEntry_Body {
    RowsEvent_NdbInfo(OptRc<RowsEvent_NdbInfo>),
    RowsEvent_PartitionInfo(OptRc<RowsEvent_PartitionInfo>),
    RowsEvent_UnknownInfo(OptRc<RowsEvent_UnknownInfo>),
}
impl From<&RowsEvent_ExtraRowInfoEntry_Body> for OptRc<RowsEvent_NdbInfo> {
    fn from(v: &RowsEvent_ExtraRowInfoEntry_Body) -> Self {
        if let RowsEvent_ExtraRowInfoEntry_Body::RowsEvent_NdbInfo(x) = v {
            return x.clone();
        }
        panic!("expected RowsEvent_ExtraRowInfoEntry_Body::RowsEvent_NdbInfo, got {:?}", v)
    }
}
impl From<OptRc<RowsEvent_NdbInfo>> for RowsEvent_ExtraRowInfoEntry_Body {
    fn from(v: OptRc<RowsEvent_NdbInfo>) -> Self {
        Self::RowsEvent_NdbInfo(v)
    }
}
impl From<&RowsEvent_ExtraRowInfoEntry_Body> for OptRc<RowsEvent_PartitionInfo> {
    fn from(v: &RowsEvent_ExtraRowInfoEntry_Body) -> Self {
        if let RowsEvent_ExtraRowInfoEntry_Body::RowsEvent_PartitionInfo(x) = v {
            return x.clone();
        }
        panic!("expected RowsEvent_ExtraRowInfoEntry_Body::RowsEvent_PartitionInfo, got {:?}", v)
    }
}
impl From<OptRc<RowsEvent_PartitionInfo>> for RowsEvent_ExtraRowInfoEntry_Body {
    fn from(v: OptRc<RowsEvent_PartitionInfo>) -> Self {
        Self::RowsEvent_PartitionInfo(v)
    }
}
impl From<&RowsEvent_ExtraRowInfoEntry_Body> for OptRc<RowsEvent_UnknownInfo> {
    fn from(v: &RowsEvent_ExtraRowInfoEntry_Body) -> Self {
        if let RowsEvent_ExtraRowInfoEntry_Body::RowsEvent_UnknownInfo(x) = v {
            return x.clone();
        }
        panic!("expected RowsEvent_ExtraRowInfoEntry_Body::RowsEvent_UnknownInfo, got {:?}", v)
    }
}
impl From<OptRc<RowsEvent_UnknownInfo>> for RowsEvent_ExtraRowInfoEntry_Body {
    fn from(v: OptRc<RowsEvent_UnknownInfo>) -> Self {
        Self::RowsEvent_UnknownInfo(v)
    }
}
impl KStruct for RowsEvent_ExtraRowInfoEntry {
    type Root = RowsEvent;
    type Parent = RowsEvent_ExtraRowInfo;

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
        *self_rc.type_code.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        match *self_rc.type_code() {
            RowsEvent_ExtraRowInfoType::Ndb => {
                let t = Self::read_into::<_, RowsEvent_NdbInfo>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            RowsEvent_ExtraRowInfoType::Partition => {
                let t = Self::read_into::<_, RowsEvent_PartitionInfo>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            _ => {
                let t = Self::read_into::<_, RowsEvent_UnknownInfo>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
        }
        Ok(())
    }
}
impl RowsEvent_ExtraRowInfoEntry {
}

/**
 * The entry's kind.
 */
impl RowsEvent_ExtraRowInfoEntry {
    pub fn type_code(&self) -> Ref<'_, RowsEvent_ExtraRowInfoType> {
        self.type_code.borrow()
    }
}

/**
 * The entry's data.
 */
impl RowsEvent_ExtraRowInfoEntry {
    pub fn body(&self) -> Ref<'_, Option<RowsEvent_ExtraRowInfoEntry_Body>> {
        self.body.borrow()
    }
}
impl RowsEvent_ExtraRowInfoEntry {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * NDB Cluster's per-statement data.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_NdbInfo {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent_ExtraRowInfoEntry>,
    pub _self: SharedType<Self>,
    len_info: RefCell<u8>,
    format: RefCell<u8>,
    payload: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_NdbInfo {
    type Root = RowsEvent;
    type Parent = RowsEvent_ExtraRowInfoEntry;

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
        *self_rc.len_info.borrow_mut() = _io.read_u1()?.into();
        *self_rc.format.borrow_mut() = _io.read_u1()?.into();
        *self_rc.payload.borrow_mut() = _io.read_bytes(((*self_rc.len_info() as u8) - (2 as u8)) as usize)?.into();
        Ok(())
    }
}
impl RowsEvent_NdbInfo {
}

/**
 * Length of this entry after its type code, this byte and the format byte included.
 */
impl RowsEvent_NdbInfo {
    pub fn len_info(&self) -> Ref<'_, u8> {
        self.len_info.borrow()
    }
}

/**
 * 0 = NDB, 0x40 and 0x41 open, 0xff multi.
 */
impl RowsEvent_NdbInfo {
    pub fn format(&self) -> Ref<'_, u8> {
        self.format.borrow()
    }
}

/**
 * The NDB data.
 */
impl RowsEvent_NdbInfo {
    pub fn payload(&self) -> Ref<'_, Vec<u8>> {
        self.payload.borrow()
    }
}
impl RowsEvent_NdbInfo {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The partition the rows are in (MySQL 8.0 with binlog_row_image partitioned tables); updates also name the source partition.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_PartitionInfo {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent_ExtraRowInfoEntry>,
    pub _self: SharedType<Self>,
    partition_id: RefCell<u16>,
    source_partition_id: RefCell<u16>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_PartitionInfo {
    type Root = RowsEvent;
    type Parent = RowsEvent_ExtraRowInfoEntry;

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
        *self_rc.partition_id.borrow_mut() = _io.read_u2le()?.into();
        if  ((((*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().event_type_code() as u8) == (31 as u8))) || (((*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().event_type_code() as u8) == (39 as u8))))  {
            *self_rc.source_partition_id.borrow_mut() = _io.read_u2le()?.into();
        }
        Ok(())
    }
}
impl RowsEvent_PartitionInfo {
}

/**
 * The partition the rows are in (the after images' partition for an update).
 */
impl RowsEvent_PartitionInfo {
    pub fn partition_id(&self) -> Ref<'_, u16> {
        self.partition_id.borrow()
    }
}

/**
 * For an update, the partition the before images are in.
 */
impl RowsEvent_PartitionInfo {
    pub fn source_partition_id(&self) -> Ref<'_, u16> {
        self.source_partition_id.borrow()
    }
}
impl RowsEvent_PartitionInfo {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One row change.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_Row {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent_RowList>,
    pub _self: SharedType<Self>,
    before_image: RefCell<OptRc<RowsEvent_RowImage>>,
    after_image: RefCell<OptRc<RowsEvent_RowImage>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_Row {
    type Root = RowsEvent;
    type Parent = RowsEvent_RowList;

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
        if !(*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().is_write()?) {
            let f = |t : &mut RowsEvent_RowImage| Ok(t.set_params(false, false));
            let t = Self::read_into_with_init::<_, RowsEvent_RowImage>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            *self_rc.before_image.borrow_mut() = t;
        }
        if !(*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().is_delete()?) {
            let f = |t : &mut RowsEvent_RowImage| Ok(t.set_params(*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().has_after_bitmap()?, *_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().is_partial_update()?));
            let t = Self::read_into_with_init::<_, RowsEvent_RowImage>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            *self_rc.after_image.borrow_mut() = t;
        }
        Ok(())
    }
}
impl RowsEvent_Row {
}

/**
 * The row as it was (updates and deletes).
 */
impl RowsEvent_Row {
    pub fn before_image(&self) -> Ref<'_, OptRc<RowsEvent_RowImage>> {
        self.before_image.borrow()
    }
}

/**
 * The row as it became (writes and updates).
 */
impl RowsEvent_Row {
    pub fn after_image(&self) -> Ref<'_, OptRc<RowsEvent_RowImage>> {
        self.after_image.borrow()
    }
}
impl RowsEvent_Row {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One image of a row: a NULL bitmap over the image's columns, then one cell per column of the table.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_RowImage {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent_Row>,
    pub _self: SharedType<Self>,
    uses_after_bitmap: RefCell<bool>,
    has_value_options: RefCell<bool>,
    value_options: RefCell<OptRc<PackedInt>>,
    partial_json_columns: RefCell<OptRc<ColumnBitmap>>,
    null_bitmap: RefCell<OptRc<ColumnBitmap>>,
    cells: RefCell<Vec<OptRc<ColumnCell>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_RowImage {
    type Root = RowsEvent;
    type Parent = RowsEvent_Row;

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
        if *self_rc.has_value_options() {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.value_options.borrow_mut() = t;
        }
        if  ((*self_rc.has_value_options()) && (((((*self_rc.value_options().value()? as i64) & (1 as i64)) as i64) != (0 as i64))))  {
            let f = |t : &mut ColumnBitmap| Ok(t.set_params((*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().json_ranks()[((*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().num_columns().value()? as i64) - (1 as i64)) as usize].rank_next()?).try_into().map_err(|_| KError::CastError)?));
            let t = Self::read_into_with_init::<_, ColumnBitmap>(&*_io, None, None, &f)?.into();
            *self_rc.partial_json_columns.borrow_mut() = t;
        }
        let f = |t : &mut ColumnBitmap| Ok(t.set_params((if *self_rc.uses_after_bitmap() { *_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().num_present_after()? } else { *_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().num_present()? }).try_into().map_err(|_| KError::CastError)?));
        let t = Self::read_into_with_init::<_, ColumnBitmap>(&*_io, None, None, &f)?.into();
        *self_rc.null_bitmap.borrow_mut() = t;
        *self_rc.cells.borrow_mut() = Vec::new();
        let l_cells = *_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().num_columns().value()?;
        for _i in 0..l_cells {
            let f = |t : &mut ColumnCell| Ok(t.set_params(&*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().table_map(), (_i).try_into().map_err(|_| KError::CastError)?, if *self_rc.uses_after_bitmap() { _prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().columns_present_after().bits()[_i as usize] } else { _prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().columns_present().bits()[_i as usize] }, if *_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().is_v0()? { false } else { if *self_rc.uses_after_bitmap() { if _prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().columns_present_after().bits()[_i as usize] { self_rc.null_bitmap().bits()[*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().present_after_ranks()[_i as usize].rank() as usize] } else { false } } else { if _prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().columns_present().bits()[_i as usize] { self_rc.null_bitmap().bits()[*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().present_ranks()[_i as usize].rank() as usize] } else { false } } }, if  ((*self_rc.has_value_options()) && (((((*self_rc.value_options().value()? as i64) & (1 as i64)) as i64) != (0 as i64))) && (_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().table_map().column_types()[_i as usize] == FieldType_Code::Json))  { self_rc.partial_json_columns().bits()[*_prc.as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap()._parent.get_value().borrow().upgrade().as_ref().unwrap().json_ranks()[_i as usize].rank() as usize] } else { false }));
            let t = Self::read_into_with_init::<_, ColumnCell>(&*_io, None, None, &f)?.into();
            self_rc.cells.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl RowsEvent_RowImage {
    pub fn uses_after_bitmap(&self) -> Ref<'_, bool> {
        self.uses_after_bitmap.borrow()
    }
}
impl RowsEvent_RowImage {
    pub fn has_value_options(&self) -> Ref<'_, bool> {
        self.has_value_options.borrow()
    }
}
impl RowsEvent_RowImage {
    pub fn set_params(&mut self, uses_after_bitmap: bool, has_value_options: bool) {
        *self.uses_after_bitmap.borrow_mut() = uses_after_bitmap;
        *self.has_value_options.borrow_mut() = has_value_options;
    }
}
impl RowsEvent_RowImage {
}

/**
 * 1 (PARTIAL_JSON_UPDATES) when some JSON column of this image is a diff, else 0.
 */
impl RowsEvent_RowImage {
    pub fn value_options(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.value_options.borrow()
    }
}

/**
 * One bit per JSON column of the table, set when it is written as a diff.
 */
impl RowsEvent_RowImage {
    pub fn partial_json_columns(&self) -> Ref<'_, OptRc<ColumnBitmap>> {
        self.partial_json_columns.borrow()
    }
}

/**
 * One bit per present column, set when it is NULL; unused bits of the last byte may be set.
 * In v0 events (MySQL 5.1 before 5.1.15) these bytes are a copy of the source record's
 * NULL bytes, whose bit positions depend on the storage engine and cannot be known from
 * the event; the spec reads as many bytes and treats no cell as NULL.
 */
impl RowsEvent_RowImage {
    pub fn null_bitmap(&self) -> Ref<'_, OptRc<ColumnBitmap>> {
        self.null_bitmap.borrow()
    }
}

/**
 * One cell per column of the table; columns not in the image or NULL take no bytes.
 */
impl RowsEvent_RowImage {
    pub fn cells(&self) -> Ref<'_, Vec<OptRc<ColumnCell>>> {
        self.cells.borrow()
    }
}
impl RowsEvent_RowImage {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The rows of the event, up to the end of its row data.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_RowList {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent>,
    pub _self: SharedType<Self>,
    rows: RefCell<Vec<OptRc<RowsEvent_Row>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_RowList {
    type Root = RowsEvent;
    type Parent = RowsEvent;

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
        *self_rc.rows.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, RowsEvent_Row>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.rows.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl RowsEvent_RowList {
}

/**
 * The rows.
 */
impl RowsEvent_RowList {
    pub fn rows(&self) -> Ref<'_, Vec<OptRc<RowsEvent_Row>>> {
        self.rows.borrow()
    }
}
impl RowsEvent_RowList {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * An entry type this spec does not know; the server stops reading the extra row info there too.
 */

#[derive(Default, Debug, Clone)]
pub struct RowsEvent_UnknownInfo {
    pub _root: SharedType<RowsEvent>,
    pub _parent: SharedType<RowsEvent_ExtraRowInfoEntry>,
    pub _self: SharedType<Self>,
    raw: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsEvent_UnknownInfo {
    type Root = RowsEvent;
    type Parent = RowsEvent_ExtraRowInfoEntry;

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
        *self_rc.raw.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl RowsEvent_UnknownInfo {
}
impl RowsEvent_UnknownInfo {
    pub fn raw(&self) -> Ref<'_, Vec<u8>> {
        self.raw.borrow()
    }
}
impl RowsEvent_UnknownInfo {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
