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
 * LOAD DATA INFILE since MySQL 5.0.3: the first block of the data file (laid out like an
 * APPEND_BLOCK_EVENT). More blocks may follow in APPEND_BLOCK_EVENTs; the
 * EXECUTE_LOAD_QUERY_EVENT with the same file id holds the statement.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Begin__load__query__event.html Source
 * \sa https://mariadb.com/kb/en/begin_load_query_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct BeginLoadQueryEvent {
    pub _root: SharedType<BeginLoadQueryEvent>,
    pub _parent: SharedType<BeginLoadQueryEvent>,
    pub _self: SharedType<Self>,
    file_id: RefCell<u32>,
    block: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for BeginLoadQueryEvent {
    type Root = BeginLoadQueryEvent;
    type Parent = BeginLoadQueryEvent;

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
impl BeginLoadQueryEvent {
}

/**
 * Id the server gives the file being loaded; the APPEND_BLOCK and EXECUTE_LOAD_QUERY events of the same load repeat it.
 */
impl BeginLoadQueryEvent {
    pub fn file_id(&self) -> Ref<'_, u32> {
        self.file_id.borrow()
    }
}

/**
 * Bytes of the data file.
 */
impl BeginLoadQueryEvent {
    pub fn block(&self) -> Ref<'_, Vec<u8>> {
        self.block.borrow()
    }
}
impl BeginLoadQueryEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
