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
use super::load_event::LoadEvent_SqlExNew;

/**
 * MySQL 4.0's LOAD DATA INFILE: a NEW_LOAD_EVENT's fields, a file id, the name of the data
 * file with a zero terminator, and the first block of the file's contents. Later blocks come
 * in APPEND_BLOCK_EVENTs with the same file id; EXEC_LOAD_EVENT then runs the load.
 * \sa https://dev.mysql.com/doc/internals/en/create-file-event.html Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct CreateFileEvent {
    pub _root: SharedType<CreateFileEvent>,
    pub _parent: SharedType<CreateFileEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    thread_id: RefCell<u32>,
    exec_time: RefCell<u32>,
    skip_lines: RefCell<u32>,
    len_table_name: RefCell<u8>,
    len_db: RefCell<u8>,
    num_fields: RefCell<u32>,
    file_id: RefCell<u32>,
    post_header_extra: RefCell<Vec<u8>>,
    sql_ex: RefCell<OptRc<LoadEvent_SqlExNew>>,
    field_name_lens: RefCell<Vec<u8>>,
    field_names: RefCell<Vec<String>>,
    table_name: RefCell<String>,
    table_name_terminator: RefCell<Vec<u8>>,
    db: RefCell<String>,
    db_terminator: RefCell<Vec<u8>>,
    file_name: RefCell<String>,
    block: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for CreateFileEvent {
    type Root = CreateFileEvent;
    type Parent = CreateFileEvent;

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
        if ((*self_rc.len_post_header() as u8) >= (4 as u8)) {
            *self_rc.file_id.borrow_mut() = _io.read_u4le()?.into();
        }
        if ((*self_rc.len_post_header() as u8) > (4 as u8)) {
            *self_rc.post_header_extra.borrow_mut() = _io.read_bytes(((*self_rc.len_post_header() as u8) - (4 as u8)) as usize)?.into();
        }
        let t = Self::read_into::<_, LoadEvent_SqlExNew>(&*_io, None, None)?.into();
        *self_rc.sql_ex.borrow_mut() = t;
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
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/12".to_string() }));
        }
        *self_rc.db.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_db() as usize)?.into(), "UTF-8")?;
        *self_rc.db_terminator.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.db_terminator() == vec![0x0u8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/14".to_string() }));
        }
        *self_rc.file_name.borrow_mut() = bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?;
        *self_rc.block.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl CreateFileEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl CreateFileEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl CreateFileEvent {
}

/**
 * Id of the connection that ran LOAD DATA.
 */
impl CreateFileEvent {
    pub fn thread_id(&self) -> Ref<'_, u32> {
        self.thread_id.borrow()
    }
}

/**
 * Seconds the statement took.
 */
impl CreateFileEvent {
    pub fn exec_time(&self) -> Ref<'_, u32> {
        self.exec_time.borrow()
    }
}

/**
 * IGNORE n LINES: lines to skip at the start of the file.
 */
impl CreateFileEvent {
    pub fn skip_lines(&self) -> Ref<'_, u32> {
        self.skip_lines.borrow()
    }
}
impl CreateFileEvent {
    pub fn len_table_name(&self) -> Ref<'_, u8> {
        self.len_table_name.borrow()
    }
}
impl CreateFileEvent {
    pub fn len_db(&self) -> Ref<'_, u8> {
        self.len_db.borrow()
    }
}

/**
 * How many column names the statement lists.
 */
impl CreateFileEvent {
    pub fn num_fields(&self) -> Ref<'_, u32> {
        self.num_fields.borrow()
    }
}

/**
 * Id that the APPEND_BLOCK and EXEC_LOAD events of this load repeat.
 */
impl CreateFileEvent {
    pub fn file_id(&self) -> Ref<'_, u32> {
        self.file_id.borrow()
    }
}

/**
 * Post-header bytes beyond the file id, kept raw.
 */
impl CreateFileEvent {
    pub fn post_header_extra(&self) -> Ref<'_, Vec<u8>> {
        self.post_header_extra.borrow()
    }
}

/**
 * The field and line options of the statement.
 */
impl CreateFileEvent {
    pub fn sql_ex(&self) -> Ref<'_, OptRc<LoadEvent_SqlExNew>> {
        self.sql_ex.borrow()
    }
}

/**
 * Length of each column name.
 */
impl CreateFileEvent {
    pub fn field_name_lens(&self) -> Ref<'_, Vec<u8>> {
        self.field_name_lens.borrow()
    }
}

/**
 * The column names the statement loads into.
 */
impl CreateFileEvent {
    pub fn field_names(&self) -> Ref<'_, Vec<String>> {
        self.field_names.borrow()
    }
}

/**
 * The table loaded into.
 */
impl CreateFileEvent {
    pub fn table_name(&self) -> Ref<'_, String> {
        self.table_name.borrow()
    }
}
impl CreateFileEvent {
    pub fn table_name_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.table_name_terminator.borrow()
    }
}

/**
 * The default database of the statement.
 */
impl CreateFileEvent {
    pub fn db(&self) -> Ref<'_, String> {
        self.db.borrow()
    }
}
impl CreateFileEvent {
    pub fn db_terminator(&self) -> Ref<'_, Vec<u8>> {
        self.db_terminator.borrow()
    }
}

/**
 * The file name the statement named, as the client sent it.
 */
impl CreateFileEvent {
    pub fn file_name(&self) -> Ref<'_, String> {
        self.file_name.borrow()
    }
}

/**
 * The first block of the data file.
 */
impl CreateFileEvent {
    pub fn block(&self) -> Ref<'_, Vec<u8>> {
        self.block.borrow()
    }
}
impl CreateFileEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
