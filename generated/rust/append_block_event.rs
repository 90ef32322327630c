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
 * A further block of the data file of a LOAD DATA INFILE, appended to the file that the
 * CREATE_FILE_EVENT or BEGIN_LOAD_QUERY_EVENT with the same file id started.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Append__block__event.html Source
 * \sa https://mariadb.com/kb/en/append_block_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct AppendBlockEvent {
    pub _root: SharedType<AppendBlockEvent>,
    pub _parent: SharedType<AppendBlockEvent>,
    pub _self: SharedType<Self>,
    file_id: RefCell<u32>,
    block: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for AppendBlockEvent {
    type Root = AppendBlockEvent;
    type Parent = AppendBlockEvent;

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
        *self_rc.block.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl AppendBlockEvent {
}

/**
 * The id of the load file this block belongs to (as in its CREATE_FILE or BEGIN_LOAD_QUERY event).
 */
impl AppendBlockEvent {
    pub fn file_id(&self) -> Ref<'_, u32> {
        self.file_id.borrow()
    }
}

/**
 * Bytes of the data file.
 */
impl AppendBlockEvent {
    pub fn block(&self) -> Ref<'_, Vec<u8>> {
        self.block.borrow()
    }
}
impl AppendBlockEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
