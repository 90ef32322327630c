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
use super::mysql_json::MysqlJson;

/**
 * With binlog_row_value_options=PARTIAL_JSON, MySQL 8.0 logs an UPDATE that only changed parts
 * of a JSON document as a PARTIAL_UPDATE_ROWS_EVENT. In a row's after-image, a JSON column
 * whose partial bit is set carries, instead of the document, a list of changes to apply to the
 * before-image's document: each an operation, a JSON path, and (unless it removes) the new
 * value as a binary JSON document. This spec covers the bytes after the column's 4-byte length
 * (Json_diff_vector::write_binary writes that length first); the diffs fill them exactly.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.h Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJsonDiff {
    pub _root: SharedType<MysqlJsonDiff>,
    pub _parent: SharedType<MysqlJsonDiff>,
    pub _self: SharedType<Self>,
    diffs: RefCell<Vec<OptRc<MysqlJsonDiff_JsonDiff>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MysqlJsonDiff {
    type Root = MysqlJsonDiff;
    type Parent = MysqlJsonDiff;

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
        *self_rc.diffs.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, MysqlJsonDiff_JsonDiff>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.diffs.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl MysqlJsonDiff {
}

/**
 * The operations, in the order the server applied them.
 */
impl MysqlJsonDiff {
    pub fn diffs(&self) -> Ref<'_, Vec<OptRc<MysqlJsonDiff_JsonDiff>>> {
        self.diffs.borrow()
    }
}
impl MysqlJsonDiff {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum MysqlJsonDiff_JsonDiffOperation {

    /**
     * The value at the path is replaced, like JSON_REPLACE(col, path, value).
     */
    Replace,

    /**
     * A value is added at the path: a new member of an object (JSON_INSERT), or an array
     * element inserted before the given index (JSON_ARRAY_INSERT; an index past the end appends).
     */
    Insert,

    /**
     * The value at the path is removed, like JSON_REMOVE(col, path).
     */
    Remove,
    Unknown(i64),
}

impl TryFrom<i64> for MysqlJsonDiff_JsonDiffOperation {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<MysqlJsonDiff_JsonDiffOperation> {
        match flag {
            0 => Ok(MysqlJsonDiff_JsonDiffOperation::Replace),
            1 => Ok(MysqlJsonDiff_JsonDiffOperation::Insert),
            2 => Ok(MysqlJsonDiff_JsonDiffOperation::Remove),
            _ => Ok(MysqlJsonDiff_JsonDiffOperation::Unknown(flag)),
        }
    }
}

impl From<&MysqlJsonDiff_JsonDiffOperation> for i64 {
    fn from(v: &MysqlJsonDiff_JsonDiffOperation) -> Self {
        match *v {
            MysqlJsonDiff_JsonDiffOperation::Replace => 0,
            MysqlJsonDiff_JsonDiffOperation::Insert => 1,
            MysqlJsonDiff_JsonDiffOperation::Remove => 2,
            MysqlJsonDiff_JsonDiffOperation::Unknown(v) => v
        }
    }
}

impl Default for MysqlJsonDiff_JsonDiffOperation {
    fn default() -> Self { MysqlJsonDiff_JsonDiffOperation::Unknown(0) }
}


/**
 * One change (Json_diff::write_binary).
 */

#[derive(Default, Debug, Clone)]
pub struct MysqlJsonDiff_JsonDiff {
    pub _root: SharedType<MysqlJsonDiff>,
    pub _parent: SharedType<MysqlJsonDiff>,
    pub _self: SharedType<Self>,
    operation: RefCell<MysqlJsonDiff_JsonDiffOperation>,
    len_path: RefCell<OptRc<PackedInt>>,
    path: RefCell<String>,
    len_value: RefCell<OptRc<PackedInt>>,
    value: RefCell<OptRc<MysqlJson>>,
    _io: RefCell<BytesReader>,
    value_raw: RefCell<Vec<u8>>,
}
impl KStruct for MysqlJsonDiff_JsonDiff {
    type Root = MysqlJsonDiff;
    type Parent = MysqlJsonDiff;

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
        if *self_rc.operation() != MysqlJsonDiff_JsonDiffOperation::Remove {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.len_value.borrow_mut() = t;
        }
        if *self_rc.operation() != MysqlJsonDiff_JsonDiffOperation::Remove {
            *self_rc.value_raw.borrow_mut() = _io.read_bytes(*self_rc.len_value().value()? as usize)?.into();
            let value_raw = self_rc.value_raw.borrow();
            let _t_value_raw_io = BytesReader::from(value_raw.clone());
            let t = Self::read_into::<BytesReader, MysqlJson>(&_t_value_raw_io, None, None)?.into();
            *self_rc.value.borrow_mut() = t;
        }
        Ok(())
    }
}
impl MysqlJsonDiff_JsonDiff {
}

/**
 * Replace, insert or remove.
 */
impl MysqlJsonDiff_JsonDiff {
    pub fn operation(&self) -> Ref<'_, MysqlJsonDiff_JsonDiffOperation> {
        self.operation.borrow()
    }
}

/**
 * Length of the path text.
 */
impl MysqlJsonDiff_JsonDiff {
    pub fn len_path(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_path.borrow()
    }
}

/**
 * Where the change applies, as MySQL's path text (Json_path::to_string): "$", then
 * ".member" (the name double-quoted when it is not an ECMAScript identifier) and "[n]"
 * legs, e.g. $.a[2]."b c".
 */
impl MysqlJsonDiff_JsonDiff {
    pub fn path(&self) -> Ref<'_, String> {
        self.path.borrow()
    }
}

/**
 * Length of the new value's binary document.
 */
impl MysqlJsonDiff_JsonDiff {
    pub fn len_value(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_value.borrow()
    }
}

/**
 * The new value, a whole binary JSON document.
 */
impl MysqlJsonDiff_JsonDiff {
    pub fn value(&self) -> Ref<'_, OptRc<MysqlJson>> {
        self.value.borrow()
    }
}
impl MysqlJsonDiff_JsonDiff {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl MysqlJsonDiff_JsonDiff {
    pub fn value_raw(&self) -> Ref<'_, Vec<u8>> {
        self.value_raw.borrow()
    }
}
