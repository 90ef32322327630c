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
 * Names the oldest binary log file that crash recovery still needs: the storage engines have
 * made every transaction in older files durable. Written at the start of each file and again
 * whenever that oldest file changes.
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://mariadb.com/kb/en/binlog_checkpoint_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbBinlogCheckpointEvent {
    pub _root: SharedType<MariadbBinlogCheckpointEvent>,
    pub _parent: SharedType<MariadbBinlogCheckpointEvent>,
    pub _self: SharedType<Self>,
    len_binlog_file_name: RefCell<u32>,
    binlog_file_name: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MariadbBinlogCheckpointEvent {
    type Root = MariadbBinlogCheckpointEvent;
    type Parent = MariadbBinlogCheckpointEvent;

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
        *self_rc.len_binlog_file_name.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.binlog_file_name.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_binlog_file_name() as usize)?.into(), "UTF-8")?;
        Ok(())
    }
}
impl MariadbBinlogCheckpointEvent {
}
impl MariadbBinlogCheckpointEvent {
    pub fn len_binlog_file_name(&self) -> Ref<'_, u32> {
        self.len_binlog_file_name.borrow()
    }
}

/**
 * File name without directory, like mysql-bin.000015.
 */
impl MariadbBinlogCheckpointEvent {
    pub fn binlog_file_name(&self) -> Ref<'_, String> {
        self.binlog_file_name.borrow()
    }
}
impl MariadbBinlogCheckpointEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
