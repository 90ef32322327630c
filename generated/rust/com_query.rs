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
 * The payload of a text statement sent to the server. A binlog client sends its settings this
 * way before the dump: SET @master_binlog_checksum (the checksum it can check, which makes the
 * server send events with their CRC32), SET @mariadb_slave_capability (which events of MariaDB
 * it understands: 4 is MARIA_SLAVE_CAPABILITY_GTID) and, for MariaDB's GTID start,
 * SET @slave_connect_state to the GTID position to start after.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_query.html Source
 * \sa https://mariadb.com/kb/en/com_query/ Source
 * \sa https://mariadb.com/kb/en/gtid/#using-current_pos-vs-slave_pos Source
 */

#[derive(Default, Debug, Clone)]
pub struct ComQuery {
    pub _root: SharedType<ComQuery>,
    pub _parent: SharedType<ComQuery>,
    pub _self: SharedType<Self>,
    command: RefCell<u8>,
    query: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ComQuery {
    type Root = ComQuery;
    type Parent = ComQuery;

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
        *self_rc.command.borrow_mut() = _io.read_u1()?.into();
        if !(((*self_rc.command() as u8) == (3 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.query.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl ComQuery {
}

/**
 * COM_QUERY.
 */
impl ComQuery {
    pub fn command(&self) -> Ref<'_, u8> {
        self.command.borrow()
    }
}

/**
 * The statement text.
 */
impl ComQuery {
    pub fn query(&self) -> Ref<'_, String> {
        self.query.borrow()
    }
}
impl ComQuery {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
