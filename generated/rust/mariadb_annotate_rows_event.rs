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
 * The statement that produced the row events after it, written when binlog_annotate_row_events
 * is on (the default since MariaDB 10.2.4). Unlike MySQL's ROWS_QUERY_LOG_EVENT it has no
 * length byte: the text fills the body.
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://mariadb.com/kb/en/annotate_rows_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbAnnotateRowsEvent {
    pub _root: SharedType<MariadbAnnotateRowsEvent>,
    pub _parent: SharedType<MariadbAnnotateRowsEvent>,
    pub _self: SharedType<Self>,
    statement: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MariadbAnnotateRowsEvent {
    type Root = MariadbAnnotateRowsEvent;
    type Parent = MariadbAnnotateRowsEvent;

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
        *self_rc.statement.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl MariadbAnnotateRowsEvent {
}

/**
 * The statement text in the session's character set, kept as bytes.
 */
impl MariadbAnnotateRowsEvent {
    pub fn statement(&self) -> Ref<'_, Vec<u8>> {
        self.statement.borrow()
    }
}
impl MariadbAnnotateRowsEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
