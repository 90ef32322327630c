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
 * The payload of the first packet a server sends on a new connection: its version, the
 * connection id, the capabilities it offers, its character set and the scramble (nonce) the
 * client's authentication answer is computed from, with the name of the default authentication
 * method. MariaDB puts its own capability bits in the last four of the ten reserved bytes when
 * it clears the CLIENT_LONG_PASSWORD bit.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_v10.html Source
 * \sa https://mariadb.com/kb/en/connection/#initial-handshake-packet Source
 */

#[derive(Default, Debug, Clone)]
pub struct HandshakeV10 {
    pub _root: SharedType<HandshakeV10>,
    pub _parent: SharedType<HandshakeV10>,
    pub _self: SharedType<Self>,
    protocol_version: RefCell<u8>,
    server_version: RefCell<String>,
    connection_id: RefCell<u32>,
    auth_plugin_data_part_1: RefCell<Vec<u8>>,
    filler: RefCell<u8>,
    capability_flags_lower: RefCell<u16>,
    character_set: RefCell<u8>,
    status_flags: RefCell<u16>,
    capability_flags_upper: RefCell<u16>,
    len_auth_plugin_data: RefCell<u8>,
    reserved: RefCell<Vec<u8>>,
    mariadb_capabilities: RefCell<u32>,
    auth_plugin_data_part_2: RefCell<Vec<u8>>,
    auth_plugin_name: RefCell<String>,
    _io: RefCell<BytesReader>,
    f_capability_flags: Cell<bool>,
    capability_flags: RefCell<i64>,
}
impl KStruct for HandshakeV10 {
    type Root = HandshakeV10;
    type Parent = HandshakeV10;

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
        *self_rc.protocol_version.borrow_mut() = _io.read_u1()?.into();
        if !(((*self_rc.protocol_version() as u8) == (10 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.server_version.borrow_mut() = bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?;
        *self_rc.connection_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.auth_plugin_data_part_1.borrow_mut() = _io.read_bytes(8 as usize)?.into();
        *self_rc.filler.borrow_mut() = _io.read_u1()?.into();
        *self_rc.capability_flags_lower.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.character_set.borrow_mut() = _io.read_u1()?.into();
        *self_rc.status_flags.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.capability_flags_upper.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.len_auth_plugin_data.borrow_mut() = _io.read_u1()?.into();
        *self_rc.reserved.borrow_mut() = _io.read_bytes(6 as usize)?.into();
        *self_rc.mariadb_capabilities.borrow_mut() = _io.read_u4le()?.into();
        if ((((*self_rc.capability_flags_lower() as i64) & (32768 as i64)) as i64) != (0 as i64)) {
            *self_rc.auth_plugin_data_part_2.borrow_mut() = _io.read_bytes(if ((*self_rc.len_auth_plugin_data() as u8) > (21 as u8)) { ((*self_rc.len_auth_plugin_data() as u8) - (8 as u8)) } else { 13 } as usize)?.into();
        }
        if ((((*self_rc.capability_flags_upper() as u16) & (8 as u16)) as i64) != (0 as i64)) {
            *self_rc.auth_plugin_name.borrow_mut() = bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?;
        }
        Ok(())
    }
}
impl HandshakeV10 {

    /**
     * The 32 CLIENT_* capability bits.
     */
    pub fn capability_flags(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_capability_flags.get() {
            return Ok(self.capability_flags.borrow());
        }
        self.f_capability_flags.set(true);
        *self.capability_flags.borrow_mut() = ((((*self.capability_flags_lower() as i64) as i64) + ((((*self.capability_flags_upper() as i64) as i64) * (65536 as i64)) as i64))) as i64;
        Ok(self.capability_flags.borrow())
    }
}

/**
 * Always 10 since MySQL 3.21.
 */
impl HandshakeV10 {
    pub fn protocol_version(&self) -> Ref<'_, u8> {
        self.protocol_version.borrow()
    }
}

/**
 * The server's version text (MariaDB 10.x/11.x prefix it with "5.5.5-").
 */
impl HandshakeV10 {
    pub fn server_version(&self) -> Ref<'_, String> {
        self.server_version.borrow()
    }
}

/**
 * The id of the connection's thread on the server (CONNECTION_ID()).
 */
impl HandshakeV10 {
    pub fn connection_id(&self) -> Ref<'_, u32> {
        self.connection_id.borrow()
    }
}

/**
 * The first 8 bytes of the scramble.
 */
impl HandshakeV10 {
    pub fn auth_plugin_data_part_1(&self) -> Ref<'_, Vec<u8>> {
        self.auth_plugin_data_part_1.borrow()
    }
}

/**
 * A zero byte.
 */
impl HandshakeV10 {
    pub fn filler(&self) -> Ref<'_, u8> {
        self.filler.borrow()
    }
}

/**
 * CLIENT_* capability bits 0-15 the server offers.
 */
impl HandshakeV10 {
    pub fn capability_flags_lower(&self) -> Ref<'_, u16> {
        self.capability_flags_lower.borrow()
    }
}

/**
 * The server's default collation id.
 */
impl HandshakeV10 {
    pub fn character_set(&self) -> Ref<'_, u8> {
        self.character_set.borrow()
    }
}

/**
 * SERVER_STATUS_* bits.
 */
impl HandshakeV10 {
    pub fn status_flags(&self) -> Ref<'_, u16> {
        self.status_flags.borrow()
    }
}

/**
 * CLIENT_* capability bits 16-31.
 */
impl HandshakeV10 {
    pub fn capability_flags_upper(&self) -> Ref<'_, u16> {
        self.capability_flags_upper.borrow()
    }
}

/**
 * Length of the whole scramble plus its terminating zero (21), or 0 without CLIENT_PLUGIN_AUTH.
 */
impl HandshakeV10 {
    pub fn len_auth_plugin_data(&self) -> Ref<'_, u8> {
        self.len_auth_plugin_data.borrow()
    }
}

/**
 * Zero bytes.
 */
impl HandshakeV10 {
    pub fn reserved(&self) -> Ref<'_, Vec<u8>> {
        self.reserved.borrow()
    }
}

/**
 * MariaDB's extended capability bits (MARIADB_CLIENT_*); zero from MySQL.
 */
impl HandshakeV10 {
    pub fn mariadb_capabilities(&self) -> Ref<'_, u32> {
        self.mariadb_capabilities.borrow()
    }
}

/**
 * The rest of the scramble (12 bytes) and a terminating zero; with CLIENT_SECURE_CONNECTION.
 */
impl HandshakeV10 {
    pub fn auth_plugin_data_part_2(&self) -> Ref<'_, Vec<u8>> {
        self.auth_plugin_data_part_2.borrow()
    }
}

/**
 * The default authentication method (mysql_native_password, caching_sha2_password, ...); with CLIENT_PLUGIN_AUTH.
 */
impl HandshakeV10 {
    pub fn auth_plugin_name(&self) -> Ref<'_, String> {
        self.auth_plugin_name.borrow()
    }
}
impl HandshakeV10 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
