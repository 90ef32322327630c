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
 * The first event of a binlog v1 (MySQL 3.23) or v3 (MySQL 4.0 and 4.1) file. It names the
 * format version and the server that wrote the file; unlike the v4 FORMAT_DESCRIPTION_EVENT it
 * says nothing about header or post-header lengths, which for these versions are fixed.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct StartEventV3 {
    pub _root: SharedType<StartEventV3>,
    pub _parent: SharedType<StartEventV3>,
    pub _self: SharedType<Self>,
    binlog_version: RefCell<u16>,
    server_version: RefCell<String>,
    create_timestamp: RefCell<u32>,
    _io: RefCell<BytesReader>,
}
impl KStruct for StartEventV3 {
    type Root = StartEventV3;
    type Parent = StartEventV3;

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
        *self_rc.binlog_version.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.server_version.borrow_mut() = bytes_to_str(&bytes_terminate(&_io.read_bytes(50 as usize)?.into(), 0, false).into(), "ASCII")?;
        *self_rc.create_timestamp.borrow_mut() = _io.read_u4le()?.into();
        Ok(())
    }
}
impl StartEventV3 {
}

/**
 * Binlog format version, 1 or 3.
 */
impl StartEventV3 {
    pub fn binlog_version(&self) -> Ref<'_, u16> {
        self.binlog_version.borrow()
    }
}

/**
 * Version string of the writing server, padded with zero bytes to 50 bytes.
 */
impl StartEventV3 {
    pub fn server_version(&self) -> Ref<'_, String> {
        self.server_version.borrow()
    }
}

/**
 * Seconds since the epoch when the file was created (0 when the server did not set it).
 */
impl StartEventV3 {
    pub fn create_timestamp(&self) -> Ref<'_, u32> {
        self.create_timestamp.borrow()
    }
}
impl StartEventV3 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
