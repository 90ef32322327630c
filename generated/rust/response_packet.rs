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
 * The payload of a server's answer to a command (protocol 4.1): OK (0x00), ERR (0xff) or the
 * end-of-data marker EOF (0xfe, under 9 bytes). A binlog dump ends with EOF when the client asked
 * not to block, and fails with ERR (a purged or missing file, a GTID the server no longer holds,
 * a missing privilege).
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_response_packets.html Source
 * \sa https://mariadb.com/kb/en/ok_packet/ Source
 * \sa https://mariadb.com/kb/en/err_packet/ Source
 * \sa https://mariadb.com/kb/en/eof_packet/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct ResponsePacket {
    pub _root: SharedType<ResponsePacket>,
    pub _parent: SharedType<ResponsePacket>,
    pub _self: SharedType<Self>,
    header: RefCell<ResponsePacket_ResponseType>,
    body: RefCell<Option<ResponsePacket_Body>>,
    _io: RefCell<BytesReader>,
}
#[derive(Debug, Clone)]
pub enum ResponsePacket_Body {
    ResponsePacket_EofBody(OptRc<ResponsePacket_EofBody>),
    ResponsePacket_ErrBody(OptRc<ResponsePacket_ErrBody>),
    ResponsePacket_OkBody(OptRc<ResponsePacket_OkBody>),
}
impl From<&ResponsePacket_Body> for OptRc<ResponsePacket_EofBody> {
    fn from(v: &ResponsePacket_Body) -> Self {
        if let ResponsePacket_Body::ResponsePacket_EofBody(x) = v {
            return x.clone();
        }
        panic!("expected ResponsePacket_Body::ResponsePacket_EofBody, got {:?}", v)
    }
}
impl From<OptRc<ResponsePacket_EofBody>> for ResponsePacket_Body {
    fn from(v: OptRc<ResponsePacket_EofBody>) -> Self {
        Self::ResponsePacket_EofBody(v)
    }
}
impl From<&ResponsePacket_Body> for OptRc<ResponsePacket_ErrBody> {
    fn from(v: &ResponsePacket_Body) -> Self {
        if let ResponsePacket_Body::ResponsePacket_ErrBody(x) = v {
            return x.clone();
        }
        panic!("expected ResponsePacket_Body::ResponsePacket_ErrBody, got {:?}", v)
    }
}
impl From<OptRc<ResponsePacket_ErrBody>> for ResponsePacket_Body {
    fn from(v: OptRc<ResponsePacket_ErrBody>) -> Self {
        Self::ResponsePacket_ErrBody(v)
    }
}
impl From<&ResponsePacket_Body> for OptRc<ResponsePacket_OkBody> {
    fn from(v: &ResponsePacket_Body) -> Self {
        if let ResponsePacket_Body::ResponsePacket_OkBody(x) = v {
            return x.clone();
        }
        panic!("expected ResponsePacket_Body::ResponsePacket_OkBody, got {:?}", v)
    }
}
impl From<OptRc<ResponsePacket_OkBody>> for ResponsePacket_Body {
    fn from(v: OptRc<ResponsePacket_OkBody>) -> Self {
        Self::ResponsePacket_OkBody(v)
    }
}
impl KStruct for ResponsePacket {
    type Root = ResponsePacket;
    type Parent = ResponsePacket;

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
        *self_rc.header.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        match *self_rc.header() {
            ResponsePacket_ResponseType::Eof => {
                let t = Self::read_into::<_, ResponsePacket_EofBody>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            ResponsePacket_ResponseType::Err => {
                let t = Self::read_into::<_, ResponsePacket_ErrBody>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            ResponsePacket_ResponseType::Ok => {
                let t = Self::read_into::<_, ResponsePacket_OkBody>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                *self_rc.body.borrow_mut() = Some(t);
            }
            _ => {}
        }
        Ok(())
    }
}
impl ResponsePacket {
}

/**
 * Which response this is.
 */
impl ResponsePacket {
    pub fn header(&self) -> Ref<'_, ResponsePacket_ResponseType> {
        self.header.borrow()
    }
}

/**
 * The response's fields by its header; any other first byte is not a generic response and leaves no body.
 */
impl ResponsePacket {
    pub fn body(&self) -> Ref<'_, Option<ResponsePacket_Body>> {
        self.body.borrow()
    }
}
impl ResponsePacket {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum ResponsePacket_ResponseType {
    Ok,
    Eof,
    Err,
    Unknown(i64),
}

impl TryFrom<i64> for ResponsePacket_ResponseType {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<ResponsePacket_ResponseType> {
        match flag {
            0 => Ok(ResponsePacket_ResponseType::Ok),
            254 => Ok(ResponsePacket_ResponseType::Eof),
            255 => Ok(ResponsePacket_ResponseType::Err),
            _ => Ok(ResponsePacket_ResponseType::Unknown(flag)),
        }
    }
}

impl From<&ResponsePacket_ResponseType> for i64 {
    fn from(v: &ResponsePacket_ResponseType) -> Self {
        match *v {
            ResponsePacket_ResponseType::Ok => 0,
            ResponsePacket_ResponseType::Eof => 254,
            ResponsePacket_ResponseType::Err => 255,
            ResponsePacket_ResponseType::Unknown(v) => v
        }
    }
}

impl Default for ResponsePacket_ResponseType {
    fn default() -> Self { ResponsePacket_ResponseType::Unknown(0) }
}


/**
 * The end of a result set or of a non-blocking binlog dump.
 */

#[derive(Default, Debug, Clone)]
pub struct ResponsePacket_EofBody {
    pub _root: SharedType<ResponsePacket>,
    pub _parent: SharedType<ResponsePacket>,
    pub _self: SharedType<Self>,
    warnings: RefCell<u16>,
    status_flags: RefCell<u16>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ResponsePacket_EofBody {
    type Root = ResponsePacket;
    type Parent = ResponsePacket;

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
        if !(_io.is_eof()) {
            *self_rc.warnings.borrow_mut() = _io.read_u2le()?.into();
        }
        if !(_io.is_eof()) {
            *self_rc.status_flags.borrow_mut() = _io.read_u2le()?.into();
        }
        Ok(())
    }
}
impl ResponsePacket_EofBody {
}

/**
 * Number of warnings.
 */
impl ResponsePacket_EofBody {
    pub fn warnings(&self) -> Ref<'_, u16> {
        self.warnings.borrow()
    }
}

/**
 * SERVER_STATUS_* bits.
 */
impl ResponsePacket_EofBody {
    pub fn status_flags(&self) -> Ref<'_, u16> {
        self.status_flags.borrow()
    }
}
impl ResponsePacket_EofBody {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * A failure, with the server's error number, SQLSTATE and message.
 */

#[derive(Default, Debug, Clone)]
pub struct ResponsePacket_ErrBody {
    pub _root: SharedType<ResponsePacket>,
    pub _parent: SharedType<ResponsePacket>,
    pub _self: SharedType<Self>,
    error_code: RefCell<u16>,
    sql_state_marker: RefCell<u8>,
    sql_state: RefCell<String>,
    error_message: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ResponsePacket_ErrBody {
    type Root = ResponsePacket;
    type Parent = ResponsePacket;

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
        *self_rc.error_code.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.sql_state_marker.borrow_mut() = _io.read_u1()?.into();
        if ((*self_rc.sql_state_marker() as u8) == (35 as u8)) {
            *self_rc.sql_state.borrow_mut() = bytes_to_str(&_io.read_bytes(5 as usize)?.into(), "ASCII")?;
        }
        *self_rc.error_message.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl ResponsePacket_ErrBody {
}

/**
 * The server's error number (ER_*), such as 1236 for a binlog the server cannot send.
 */
impl ResponsePacket_ErrBody {
    pub fn error_code(&self) -> Ref<'_, u16> {
        self.error_code.borrow()
    }
}

/**
 * '#' (0x23) when a SQLSTATE follows.
 */
impl ResponsePacket_ErrBody {
    pub fn sql_state_marker(&self) -> Ref<'_, u8> {
        self.sql_state_marker.borrow()
    }
}

/**
 * The five-character SQLSTATE.
 */
impl ResponsePacket_ErrBody {
    pub fn sql_state(&self) -> Ref<'_, String> {
        self.sql_state.borrow()
    }
}

/**
 * The message text.
 */
impl ResponsePacket_ErrBody {
    pub fn error_message(&self) -> Ref<'_, String> {
        self.error_message.borrow()
    }
}
impl ResponsePacket_ErrBody {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * Success, with what the command changed.
 */

#[derive(Default, Debug, Clone)]
pub struct ResponsePacket_OkBody {
    pub _root: SharedType<ResponsePacket>,
    pub _parent: SharedType<ResponsePacket>,
    pub _self: SharedType<Self>,
    affected_rows: RefCell<OptRc<PackedInt>>,
    last_insert_id: RefCell<OptRc<PackedInt>>,
    status_flags: RefCell<u16>,
    warnings: RefCell<u16>,
    info: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ResponsePacket_OkBody {
    type Root = ResponsePacket;
    type Parent = ResponsePacket;

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
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.affected_rows.borrow_mut() = t;
        let t = Self::read_into::<_, PackedInt>(&*_io, None, None)?.into();
        *self_rc.last_insert_id.borrow_mut() = t;
        *self_rc.status_flags.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.warnings.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.info.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl ResponsePacket_OkBody {
}

/**
 * Rows the statement changed.
 */
impl ResponsePacket_OkBody {
    pub fn affected_rows(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.affected_rows.borrow()
    }
}

/**
 * The AUTO_INCREMENT value the statement generated.
 */
impl ResponsePacket_OkBody {
    pub fn last_insert_id(&self) -> Ref<'_, OptRc<PackedInt>> {
        self.last_insert_id.borrow()
    }
}

/**
 * SERVER_STATUS_* bits.
 */
impl ResponsePacket_OkBody {
    pub fn status_flags(&self) -> Ref<'_, u16> {
        self.status_flags.borrow()
    }
}

/**
 * Number of warnings.
 */
impl ResponsePacket_OkBody {
    pub fn warnings(&self) -> Ref<'_, u16> {
        self.warnings.borrow()
    }
}

/**
 * Human-readable information (and session state changes with CLIENT_SESSION_TRACK), kept as text.
 */
impl ResponsePacket_OkBody {
    pub fn info(&self) -> Ref<'_, String> {
        self.info.borrow()
    }
}
impl ResponsePacket_OkBody {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
