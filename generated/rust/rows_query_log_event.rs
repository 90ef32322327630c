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
 * MySQL (5.6+) with binlog_rows_query_log_events=ON: the text of the statement whose row
 * events follow, for information only; a replica does not run it.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rows__query__event.html Source
 */

#[derive(Default, Debug, Clone)]
pub struct RowsQueryLogEvent {
    pub _root: SharedType<RowsQueryLogEvent>,
    pub _parent: SharedType<RowsQueryLogEvent>,
    pub _self: SharedType<Self>,
    len_query_low: RefCell<u8>,
    query: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RowsQueryLogEvent {
    type Root = RowsQueryLogEvent;
    type Parent = RowsQueryLogEvent;

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
        *self_rc.len_query_low.borrow_mut() = _io.read_u1()?.into();
        *self_rc.query.borrow_mut() = _io.read_bytes_full()?.into();
        Ok(())
    }
}
impl RowsQueryLogEvent {
}

/**
 * The statement's length modulo 256; readers ignore it and take the text to the end of the body.
 */
impl RowsQueryLogEvent {
    pub fn len_query_low(&self) -> Ref<'_, u8> {
        self.len_query_low.borrow()
    }
}

/**
 * The statement text, in the session's character set.
 */
impl RowsQueryLogEvent {
    pub fn query(&self) -> Ref<'_, Vec<u8>> {
        self.query.borrow()
    }
}
impl RowsQueryLogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
