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
 * Discard the LOAD DATA file with this file id without loading it (the statement failed on
 * the source).
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Delete__file__event.html Source
 * \sa https://mariadb.com/kb/en/delete_file_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct DeleteFileEvent {
    pub _root: SharedType<DeleteFileEvent>,
    pub _parent: SharedType<DeleteFileEvent>,
    pub _self: SharedType<Self>,
    file_id: RefCell<u32>,
    _io: RefCell<BytesReader>,
}
impl KStruct for DeleteFileEvent {
    type Root = DeleteFileEvent;
    type Parent = DeleteFileEvent;

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
        *self_rc.file_id.borrow_mut() = _io.read_u4le()?.into();
        Ok(())
    }
}
impl DeleteFileEvent {
}

/**
 * The id of the load file to discard.
 */
impl DeleteFileEvent {
    pub fn file_id(&self) -> Ref<'_, u32> {
        self.file_id.borrow()
    }
}
impl DeleteFileEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
