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
 * MySQL 4.0's LOAD DATA INFILE: run the load whose file the CREATE_FILE_EVENT (and
 * APPEND_BLOCK_EVENTs) with this file id sent.
 * \sa https://dev.mysql.com/doc/internals/en/exec-load-event.html Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ExecLoadEvent {
    pub _root: SharedType<ExecLoadEvent>,
    pub _parent: SharedType<ExecLoadEvent>,
    pub _self: SharedType<Self>,
    file_id: RefCell<u32>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ExecLoadEvent {
    type Root = ExecLoadEvent;
    type Parent = ExecLoadEvent;

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
impl ExecLoadEvent {
}

/**
 * The id of the load file to load.
 */
impl ExecLoadEvent {
    pub fn file_id(&self) -> Ref<'_, u32> {
        self.file_id.borrow()
    }
}
impl ExecLoadEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
