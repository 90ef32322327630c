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
 * The payload a replica sends to register itself before a dump, so that SHOW SLAVE HOSTS (SHOW
 * REPLICAS) lists it: its server id, the host, account and port it reports and two fields the
 * servers ignore. An archiver may send it or not; the dump does not depend on it.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_register_replica.html Source
 * \sa https://mariadb.com/kb/en/com_register_slave/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct ComRegisterSlave {
    pub _root: SharedType<ComRegisterSlave>,
    pub _parent: SharedType<ComRegisterSlave>,
    pub _self: SharedType<Self>,
    command: RefCell<u8>,
    server_id: RefCell<u32>,
    len_hostname: RefCell<u8>,
    hostname: RefCell<String>,
    len_user: RefCell<u8>,
    user: RefCell<String>,
    len_password: RefCell<u8>,
    password: RefCell<String>,
    port: RefCell<u16>,
    replication_rank: RefCell<u32>,
    master_id: RefCell<u32>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ComRegisterSlave {
    type Root = ComRegisterSlave;
    type Parent = ComRegisterSlave;

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
        if !(((*self_rc.command() as u8) == (21 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.server_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.len_hostname.borrow_mut() = _io.read_u1()?.into();
        *self_rc.hostname.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_hostname() as usize)?.into(), "UTF-8")?;
        *self_rc.len_user.borrow_mut() = _io.read_u1()?.into();
        *self_rc.user.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_user() as usize)?.into(), "UTF-8")?;
        *self_rc.len_password.borrow_mut() = _io.read_u1()?.into();
        *self_rc.password.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_password() as usize)?.into(), "UTF-8")?;
        *self_rc.port.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.replication_rank.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.master_id.borrow_mut() = _io.read_u4le()?.into();
        Ok(())
    }
}
impl ComRegisterSlave {
}

/**
 * COM_REGISTER_SLAVE.
 */
impl ComRegisterSlave {
    pub fn command(&self) -> Ref<'_, u8> {
        self.command.borrow()
    }
}

/**
 * The replica's server id, unique among the source's replicas.
 */
impl ComRegisterSlave {
    pub fn server_id(&self) -> Ref<'_, u32> {
        self.server_id.borrow()
    }
}
impl ComRegisterSlave {
    pub fn len_hostname(&self) -> Ref<'_, u8> {
        self.len_hostname.borrow()
    }
}

/**
 * The host the replica reports (report_host), often empty.
 */
impl ComRegisterSlave {
    pub fn hostname(&self) -> Ref<'_, String> {
        self.hostname.borrow()
    }
}
impl ComRegisterSlave {
    pub fn len_user(&self) -> Ref<'_, u8> {
        self.len_user.borrow()
    }
}

/**
 * The account the replica reports (report_user), often empty.
 */
impl ComRegisterSlave {
    pub fn user(&self) -> Ref<'_, String> {
        self.user.borrow()
    }
}
impl ComRegisterSlave {
    pub fn len_password(&self) -> Ref<'_, u8> {
        self.len_password.borrow()
    }
}

/**
 * The password the replica reports (report_password), often empty.
 */
impl ComRegisterSlave {
    pub fn password(&self) -> Ref<'_, String> {
        self.password.borrow()
    }
}

/**
 * The port the replica reports (report_port).
 */
impl ComRegisterSlave {
    pub fn port(&self) -> Ref<'_, u16> {
        self.port.borrow()
    }
}

/**
 * Ignored by the servers; zero.
 */
impl ComRegisterSlave {
    pub fn replication_rank(&self) -> Ref<'_, u32> {
        self.replication_rank.borrow()
    }
}

/**
 * Ignored by the servers; zero.
 */
impl ComRegisterSlave {
    pub fn master_id(&self) -> Ref<'_, u32> {
        self.master_id.borrow()
    }
}
impl ComRegisterSlave {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
