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
use super::packed_int::PackedInt;

/**
 * The payload of the client's answer to the initial handshake: the capabilities it takes, the
 * largest packet it accepts, its character set, then the account name, the authentication answer
 * computed from the server's scramble (its length as a packed integer or as one byte, by
 * capability), the default database, the authentication method the answer is for and the
 * connection attributes. A client that asks for TLS first sends the fixed part alone (the SSL
 * request), starts TLS, and then sends the whole packet.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_response.html Source
 * \sa https://mariadb.com/kb/en/connection/#handshake-response-packet Source
 */

#[derive(Default, Debug, Clone)]
pub struct HandshakeResponse41 {
    pub _root: SharedType<HandshakeResponse41>,
    pub _parent: SharedType<HandshakeResponse41>,
    pub _self: SharedType<Self>,
    client_flag: RefCell<u32>,
    max_packet_size: RefCell<u32>,
    character_set: RefCell<u8>,
    filler: RefCell<Vec<u8>>,
    mariadb_capabilities: RefCell<u32>,
    credentials: RefCell<OptRc<HandshakeResponse41_Credentials>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for HandshakeResponse41 {
    type Root = HandshakeResponse41;
    type Parent = HandshakeResponse41;

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
        *self_rc.client_flag.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.max_packet_size.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.character_set.borrow_mut() = _io.read_u1()?.into();
        *self_rc.filler.borrow_mut() = _io.read_bytes(19 as usize)?.into();
        *self_rc.mariadb_capabilities.borrow_mut() = _io.read_u4le()?.into();
        if !(_io.is_eof()) {
            let f = |t : &mut HandshakeResponse41_Credentials| Ok(t.set_params((*self_rc.client_flag()).try_into().map_err(|_| KError::CastError)?));
            let t = Self::read_into_with_init::<_, HandshakeResponse41_Credentials>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()), &f)?.into();
            *self_rc.credentials.borrow_mut() = t;
        }
        Ok(())
    }
}
impl HandshakeResponse41 {
}

/**
 * The CLIENT_* capability bits the client takes.
 */
impl HandshakeResponse41 {
    pub fn client_flag(&self) -> Ref<'_, u32> {
        self.client_flag.borrow()
    }
}

/**
 * The largest packet the client accepts.
 */
impl HandshakeResponse41 {
    pub fn max_packet_size(&self) -> Ref<'_, u32> {
        self.max_packet_size.borrow()
    }
}

/**
 * The connection's collation id.
 */
impl HandshakeResponse41 {
    pub fn character_set(&self) -> Ref<'_, u8> {
        self.character_set.borrow()
    }
}

/**
 * Zero bytes.
 */
impl HandshakeResponse41 {
    pub fn filler(&self) -> Ref<'_, Vec<u8>> {
        self.filler.borrow()
    }
}

/**
 * MariaDB's extended capability bits the client takes; zero for MySQL.
 */
impl HandshakeResponse41 {
    pub fn mariadb_capabilities(&self) -> Ref<'_, u32> {
        self.mariadb_capabilities.borrow()
    }
}

/**
 * The account and its answer; absent in the SSL request.
 */
impl HandshakeResponse41 {
    pub fn credentials(&self) -> Ref<'_, OptRc<HandshakeResponse41_Credentials>> {
        self.credentials.borrow()
    }
}
impl HandshakeResponse41 {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The part of the response after the fixed fields.
 */

#[derive(Default, Debug, Clone)]
pub struct HandshakeResponse41_Credentials {
    pub _root: SharedType<HandshakeResponse41>,
    pub _parent: SharedType<HandshakeResponse41>,
    pub _self: SharedType<Self>,
    client_flag: RefCell<u32>,
    username: RefCell<String>,
    len_auth_response_packed: RefCell<OptRc<PackedInt>>,
    len_auth_response_byte: RefCell<u8>,
    auth_response: RefCell<Vec<u8>>,
    database: RefCell<String>,
    client_plugin_name: RefCell<String>,
    len_connect_attrs: RefCell<OptRc<PackedInt>>,
    connect_attrs: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_len_auth_response: Cell<bool>,
    len_auth_response: RefCell<i64>,
}
impl KStruct for HandshakeResponse41_Credentials {
    type Root = HandshakeResponse41;
    type Parent = HandshakeResponse41;

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
        *self_rc.username.borrow_mut() = bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?;
        if ((((*self_rc.client_flag() as i64) & (2097152 as i64)) as i64) != (0 as i64)) {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.len_auth_response_packed.borrow_mut() = t;
        }
        if ((((*self_rc.client_flag() as i64) & (2097152 as i64)) as i64) == (0 as i64)) {
            *self_rc.len_auth_response_byte.borrow_mut() = _io.read_u1()?.into();
        }
        *self_rc.auth_response.borrow_mut() = _io.read_bytes(*self_rc.len_auth_response()? as usize)?.into();
        if ((((*self_rc.client_flag() as u32) & (8 as u32)) as i64) != (0 as i64)) {
            *self_rc.database.borrow_mut() = bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?;
        }
        if ((((*self_rc.client_flag() as i64) & (524288 as i64)) as i64) != (0 as i64)) {
            *self_rc.client_plugin_name.borrow_mut() = bytes_to_str(&_io.read_bytes_term(0, false, true, true)?.into(), "UTF-8")?;
        }
        if ((((*self_rc.client_flag() as i64) & (1048576 as i64)) as i64) != (0 as i64)) {
            let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
            *self_rc.len_connect_attrs.borrow_mut() = t;
        }
        if ((((*self_rc.client_flag() as i64) & (1048576 as i64)) as i64) != (0 as i64)) {
            *self_rc.connect_attrs.borrow_mut() = _io.read_bytes(*self_rc.len_connect_attrs().value()? as usize)?.into();
        }
        Ok(())
    }
}
impl HandshakeResponse41_Credentials {
    pub fn client_flag(&self) -> Ref<'_, u32> {
        self.client_flag.borrow()
    }
}
impl HandshakeResponse41_Credentials {
    pub fn set_params(&mut self, client_flag: u32) {
        *self.client_flag.borrow_mut() = client_flag;
    }
}
impl HandshakeResponse41_Credentials {

    /**
     * Length of the answer, however it was given.
     */
    pub fn len_auth_response(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_auth_response.get() {
            return Ok(self.len_auth_response.borrow());
        }
        self.f_len_auth_response.set(true);
        *self.len_auth_response.borrow_mut() = (if (((((*self.client_flag() as i64) as i64) & (2097152 as i64)) as i64) != (0 as i64)) { (*self.len_auth_response_packed().value()?) as i64 } else { ((*self.len_auth_response_byte() as i64)) as i64 }) as i64;
        Ok(self.len_auth_response.borrow())
    }
}

/**
 * The account's user name.
 */
impl HandshakeResponse41_Credentials {
    pub fn username(&self) -> Ref<'_, String> {
        self.username.borrow()
    }
}

/**
 * Length of the answer as a packed integer (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA).
 */
impl HandshakeResponse41_Credentials {
    pub fn len_auth_response_packed(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_auth_response_packed.borrow()
    }
}

/**
 * Length of the answer as one byte.
 */
impl HandshakeResponse41_Credentials {
    pub fn len_auth_response_byte(&self) -> Ref<'_, u8> {
        self.len_auth_response_byte.borrow()
    }
}

/**
 * The authentication answer (a scrambled password hash, or the first step of a multi-step method).
 */
impl HandshakeResponse41_Credentials {
    pub fn auth_response(&self) -> Ref<'_, Vec<u8>> {
        self.auth_response.borrow()
    }
}

/**
 * The default database (CLIENT_CONNECT_WITH_DB).
 */
impl HandshakeResponse41_Credentials {
    pub fn database(&self) -> Ref<'_, String> {
        self.database.borrow()
    }
}

/**
 * The authentication method the answer is for (CLIENT_PLUGIN_AUTH).
 */
impl HandshakeResponse41_Credentials {
    pub fn client_plugin_name(&self) -> Ref<'_, String> {
        self.client_plugin_name.borrow()
    }
}

/**
 * Length of the connection attributes (CLIENT_CONNECT_ATTRS).
 */
impl HandshakeResponse41_Credentials {
    pub fn len_connect_attrs(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.len_connect_attrs.borrow()
    }
}

/**
 * Key/value pairs, each a packed-length string (client name, version, pid, ...), kept raw.
 */
impl HandshakeResponse41_Credentials {
    pub fn connect_attrs(&self) -> Ref<'_, Vec<u8>> {
        self.connect_attrs.borrow()
    }
}
impl HandshakeResponse41_Credentials {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
