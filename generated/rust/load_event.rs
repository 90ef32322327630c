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
 * LOAD DATA INFILE as MySQL 3.23 (LOAD_EVENT) and 4.0 (NEW_LOAD_EVENT) logged it: the
 * statement's options and names, with the data file itself sent separately (in v3, by the
 * CREATE_FILE/APPEND_BLOCK events). The two types differ only in the field and line
 * separators: one byte each in LOAD_EVENT, a length-prefixed string each in NEW_LOAD_EVENT.
 * \sa https://dev.mysql.com/doc/internals/en/load-event.html Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct LoadEvent {
    pub _root: SharedType<LoadEvent>,
    pub _parent: SharedType<LoadEvent>,
    pub _self: SharedType<Self>,
    is_new_load: RefCell<bool>,
    thread_id: RefCell<u32>,
    exec_time: RefCell<u32>,
    skip_lines: RefCell<u32>,
    len_table_name: RefCell<u8>,
    len_db: RefCell<u8>,
    num_fields: RefCell<u32>,
    sql_ex: RefCell<Option<LoadEvent_SqlEx>>,
    field_name_lens: RefCell<Vec<u8>>,
    field_names: RefCell<Vec<String>>,
    table_name: RefCell<String>,
    table_name_terminator: RefCell<Vec<u8>>,
    db: RefCell<String>,
    db_terminator: RefCell<Vec<u8>>,
    file_name: RefCell<String>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum LoadEvent_SqlEx {
    LoadEvent_SqlExOld(OptRc<LoadEvent_SqlExOld>),
    LoadEvent_SqlExNew(OptRc<LoadEvent_SqlExNew>),
}
impl From<&LoadEvent_SqlEx> for OptRc<LoadEvent_SqlExOld> {
    fn from(v: &LoadEvent_SqlEx) -> Self {
        if let LoadEvent_SqlEx::LoadEvent_SqlExOld(x) = v {
            return x.clone();
        }
        panic!("expected LoadEvent_SqlEx::LoadEvent_SqlExOld, got {:?}", v)
    }
}
impl From<OptRc<LoadEvent_SqlExOld>> for LoadEvent_SqlEx {
    fn from(v: OptRc<LoadEvent_SqlExOld>) -> Self {
        Self::LoadEvent_SqlExOld(v)
    }
}
impl From<&LoadEvent_SqlEx> for OptRc<LoadEvent_SqlExNew> {
    fn from(v: &LoadEvent_SqlEx) -> Self {
        if let LoadEvent_SqlEx::LoadEvent_SqlExNew(x) = v {
            return x.clone();
        }
        panic!("expected LoadEvent_SqlEx::LoadEvent_SqlExNew, got {:?}", v)
    }
}
impl From<OptRc<LoadEvent_SqlExNew>> for LoadEvent_SqlEx {
    fn from(v: OptRc<LoadEvent_SqlExNew>) -> Self {
        Self::LoadEvent_SqlExNew(v)
    }
}
impl KStruct for LoadEvent {
    type Root = LoadEvent;
    type Parent = LoadEvent;

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
        *self_rc.thread_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.exec_time.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.skip_lines.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.len_table_name.borrow_mut() = _io.read_u1()?.into();
        *self_rc.len_db.borrow_mut() = _io.read_u1()?.into();
        *self_rc.num_fields.borrow_mut() = _io.read_u4le()?.into();
        {
            let on = self_rc.is_new_load();
            if *on == false {
                let t = Self::read_into::<_, LoadEvent_SqlExOld>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.sql_ex.borrow_mut() = Some(t);
            }
            else if *on == true {
                let t = Self::read_into::<_, LoadEvent_SqlExNew>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.sql_ex.borrow_mut() = Some(t);
            }
        }
        *self_rc.field_name_lens.borrow_mut() = Vec::new();
        let l_field_name_lens = *self_rc.num_fields();
        for _i in 0..l_field_name_lens {
            self_rc.field_name_lens.borrow_mut().push(_io.read_u1()?.into());
        }
        *self_rc.field_names.borrow_mut() = Vec::new();
        let l_field_names = *self_rc.num_fields();
        for _i in 0..l_field_names {
            self_rc.field_names.borrow_mut().push(bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?);
        }
        *self_rc.table_name.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_table_name() as usize)?.into(), "UTF-8")?;
        *self_rc.table_name_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.table_name_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/10".to_string() }));
        }
        *self_rc.db.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_db() as usize)?.into(), "UTF-8")?;
        *self_rc.db_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.db_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/12".to_string() }));
        }
        *self_rc.file_name.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl LoadEvent {
    pub fn is_new_load(&self) -> Ref<'_, bool> {
        self.is_new_load.borrow()
    }
}
impl LoadEvent {
    pub fn set_params(&mut self, is_new_load: bool) {
        *self.is_new_load.borrow_mut() = is_new_load;
    }
}
impl LoadEvent {
}

/**
 * Id of the connection that ran LOAD DATA.
 */
impl LoadEvent {
    pub fn thread_id(&self) -> Ref<'_, u32> {
        self.thread_id.borrow()
    }
}

/**
 * Seconds the statement took on the source.
 */
impl LoadEvent {
    pub fn exec_time(&self) -> Ref<'_, u32> {
        self.exec_time.borrow()
    }
}

/**
 * The IGNORE n LINES count.
 */
impl LoadEvent {
    pub fn skip_lines(&self) -> Ref<'_, u32> {
        self.skip_lines.borrow()
    }
}
impl LoadEvent {
    pub fn len_table_name(&self) -> Ref<'_, u8> {
        self.len_table_name.borrow()
    }
}
impl LoadEvent {
    pub fn len_db(&self) -> Ref<'_, u8> {
        self.len_db.borrow()
    }
}

/**
 * Number of column names listed (0 when the statement named none).
 */
impl LoadEvent {
    pub fn num_fields(&self) -> Ref<'_, u32> {
        self.num_fields.borrow()
    }
}

/**
 * The FIELDS and LINES options.
 */
impl LoadEvent {
    pub fn sql_ex(&self) -> Ref<'_, Option<LoadEvent_SqlEx>> {
        self.sql_ex.borrow()
    }
}

/**
 * Length of each column name.
 */
impl LoadEvent {
    pub fn field_name_lens(&self) -> Ref<'_, Vec<u8>> {
        self.field_name_lens.borrow()
    }
}

/**
 * The column names the statement loads into.
 */
impl LoadEvent {
    pub fn field_names(&self) -> Ref<'_, Vec<String>> {
        self.field_names.borrow()
    }
}

/**
 * The table loaded into.
 */
impl LoadEvent {
    pub fn table_name(&self) -> Ref<'_, String> {
        self.table_name.borrow()
    }
}
impl LoadEvent {
    pub fn table_name_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.table_name_terminator.borrow()
    }
}

/**
 * The default database of the statement.
 */
impl LoadEvent {
    pub fn db(&self) -> Ref<'_, String> {
        self.db.borrow()
    }
}
impl LoadEvent {
    pub fn db_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.db_terminator.borrow()
    }
}

/**
 * Name of the data file as the statement gave it; not zero-terminated.
 */
impl LoadEvent {
    pub fn file_name(&self) -> Ref<'_, String> {
        self.file_name.borrow()
    }
}
impl LoadEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A string of up to 255 bytes behind a one-byte length.
 */

#[derive(Default, Debug, Clone)]
pub struct LoadEvent_ShortBytes {
    pub _root: SharedType<LoadEvent>,
    pub _parent: SharedType<LoadEvent_SqlExNew>,
    pub _self: SharedType<Self>,
    len_value: RefCell<u8>,
    value: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for LoadEvent_ShortBytes {
    type Root = LoadEvent;
    type Parent = LoadEvent_SqlExNew;

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
        *self_rc.len_value.borrow_mut() = _io.read_u1()?.into();
        *self_rc.value.borrow_mut() = _io.read_bytes(*self_rc.len_value() as usize)?.into();
        Ok(())
    }
}
impl LoadEvent_ShortBytes {
}
impl LoadEvent_ShortBytes {
    pub fn len_value(&self) -> Ref<'_, u8> {
        self.len_value.borrow()
    }
}

/**
 * The bytes.
 */
impl LoadEvent_ShortBytes {
    pub fn value(&self) -> Ref<'_, Vec<u8>> {
        self.value.borrow()
    }
}
impl LoadEvent_ShortBytes {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The options with length-prefixed separators (NEW_LOAD_EVENT and CREATE_FILE_EVENT).
 */

#[derive(Default, Debug, Clone)]
pub struct LoadEvent_SqlExNew {
    pub _root: SharedType<LoadEvent>,
    pub _parent: SharedType<LoadEvent>,
    pub _self: SharedType<Self>,
    field_term: RefCell<OptRc<LoadEvent_ShortBytes>>,
    enclosed: RefCell<OptRc<LoadEvent_ShortBytes>>,
    line_term: RefCell<OptRc<LoadEvent_ShortBytes>>,
    line_start: RefCell<OptRc<LoadEvent_ShortBytes>>,
    escaped: RefCell<OptRc<LoadEvent_ShortBytes>>,
    opt_flags: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for LoadEvent_SqlExNew {
    type Root = LoadEvent;
    type Parent = LoadEvent;

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
        let t = Self::read_into::<_, LoadEvent_ShortBytes>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.field_term.borrow_mut() = t;
        let t = Self::read_into::<_, LoadEvent_ShortBytes>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.enclosed.borrow_mut() = t;
        let t = Self::read_into::<_, LoadEvent_ShortBytes>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.line_term.borrow_mut() = t;
        let t = Self::read_into::<_, LoadEvent_ShortBytes>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.line_start.borrow_mut() = t;
        let t = Self::read_into::<_, LoadEvent_ShortBytes>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
        *self_rc.escaped.borrow_mut() = t;
        *self_rc.opt_flags.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl LoadEvent_SqlExNew {
}

/**
 * FIELDS TERMINATED BY.
 */
impl LoadEvent_SqlExNew {
    pub fn field_term(&self) -> Ref<'_, OptRc<LoadEvent_ShortBytes>> {
        self.field_term.borrow()
    }
}

/**
 * FIELDS ENCLOSED BY.
 */
impl LoadEvent_SqlExNew {
    pub fn enclosed(&self) -> Ref<'_, OptRc<LoadEvent_ShortBytes>> {
        self.enclosed.borrow()
    }
}

/**
 * LINES TERMINATED BY.
 */
impl LoadEvent_SqlExNew {
    pub fn line_term(&self) -> Ref<'_, OptRc<LoadEvent_ShortBytes>> {
        self.line_term.borrow()
    }
}

/**
 * LINES STARTING BY.
 */
impl LoadEvent_SqlExNew {
    pub fn line_start(&self) -> Ref<'_, OptRc<LoadEvent_ShortBytes>> {
        self.line_start.borrow()
    }
}

/**
 * FIELDS ESCAPED BY.
 */
impl LoadEvent_SqlExNew {
    pub fn escaped(&self) -> Ref<'_, OptRc<LoadEvent_ShortBytes>> {
        self.escaped.borrow()
    }
}

/**
 * Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE.
 */
impl LoadEvent_SqlExNew {
    pub fn opt_flags(&self) -> Ref<'_, u8> {
        self.opt_flags.borrow()
    }
}
impl LoadEvent_SqlExNew {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The options with one-byte separators (LOAD_EVENT); a separator the statement left empty is flagged in empty_flags.
 */

#[derive(Default, Debug, Clone)]
pub struct LoadEvent_SqlExOld {
    pub _root: SharedType<LoadEvent>,
    pub _parent: SharedType<LoadEvent>,
    pub _self: SharedType<Self>,
    field_term: RefCell<Vec<u8>>,
    enclosed: RefCell<Vec<u8>>,
    line_term: RefCell<Vec<u8>>,
    line_start: RefCell<Vec<u8>>,
    escaped: RefCell<Vec<u8>>,
    opt_flags: RefCell<u8>,
    empty_flags: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for LoadEvent_SqlExOld {
    type Root = LoadEvent;
    type Parent = LoadEvent;

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
        *self_rc.field_term.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        *self_rc.enclosed.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        *self_rc.line_term.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        *self_rc.line_start.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        *self_rc.escaped.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        *self_rc.opt_flags.borrow_mut() = _io.read_u1()?.into();
        *self_rc.empty_flags.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl LoadEvent_SqlExOld {
}

/**
 * FIELDS TERMINATED BY, one byte.
 */
impl LoadEvent_SqlExOld {
    pub fn field_term(&self) -> Ref<'_, Vec<u8>> {
        self.field_term.borrow()
    }
}

/**
 * FIELDS ENCLOSED BY, one byte.
 */
impl LoadEvent_SqlExOld {
    pub fn enclosed(&self) -> Ref<'_, Vec<u8>> {
        self.enclosed.borrow()
    }
}

/**
 * LINES TERMINATED BY, one byte.
 */
impl LoadEvent_SqlExOld {
    pub fn line_term(&self) -> Ref<'_, Vec<u8>> {
        self.line_term.borrow()
    }
}

/**
 * LINES STARTING BY, one byte.
 */
impl LoadEvent_SqlExOld {
    pub fn line_start(&self) -> Ref<'_, Vec<u8>> {
        self.line_start.borrow()
    }
}

/**
 * FIELDS ESCAPED BY, one byte.
 */
impl LoadEvent_SqlExOld {
    pub fn escaped(&self) -> Ref<'_, Vec<u8>> {
        self.escaped.borrow()
    }
}

/**
 * Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE.
 */
impl LoadEvent_SqlExOld {
    pub fn opt_flags(&self) -> Ref<'_, u8> {
        self.opt_flags.borrow()
    }
}

/**
 * Bits set for empty separators: 0x1 field_term, 0x2 enclosed, 0x4 line_term, 0x8 line_start, 0x10 escaped.
 */
impl LoadEvent_SqlExOld {
    pub fn empty_flags(&self) -> Ref<'_, u8> {
        self.empty_flags.borrow()
    }
}
impl LoadEvent_SqlExOld {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
