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
use super::event_type::EventType_Code;

/**
 * The header every event starts with. Binlog v1 (MySQL 3.23) writes 13 bytes and stops after
 * event_size; v3 and v4 write 19 bytes. Some patched servers (Google's MySQL 5.1) announce a
 * longer header (23, 27 or 31 bytes) in the format description event; the bytes past the 19th
 * are kept as `extra_headers`.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Log__event__header.html Source
 * \sa https://mariadb.com/kb/en/2-binlog-event-header/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct EventHeader {
    pub _root: SharedType<EventHeader>,
    pub _parent: SharedType<EventHeader>,
    pub _self: SharedType<Self>,
    len_header: RefCell<u8>,
    timestamp: RefCell<u32>,
    event_type: RefCell<EventType_Code>,
    server_id: RefCell<u32>,
    event_size: RefCell<u32>,
    log_pos: RefCell<u32>,
    flags: RefCell<u16>,
    extra_headers: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for EventHeader {
    type Root = EventHeader;
    type Parent = EventHeader;

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
        *self_rc.timestamp.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.event_type.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        *self_rc.server_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.event_size.borrow_mut() = _io.read_u4le()?.into();
        if ((*self_rc.len_header() as u8) >= (19 as u8)) {
            *self_rc.log_pos.borrow_mut() = _io.read_u4le()?.into();
        }
        if ((*self_rc.len_header() as u8) >= (19 as u8)) {
            *self_rc.flags.borrow_mut() = _io.read_u2le()?.into();
        }
        if ((*self_rc.len_header() as u8) > (19 as u8)) {
            *self_rc.extra_headers.borrow_mut() = _io.read_bytes(((*self_rc.len_header() as u8) - (19 as u8)) as usize)?.into();
        }
        Ok(())
    }
}
impl EventHeader {
    pub fn len_header(&self) -> Ref<'_, u8> {
        self.len_header.borrow()
    }
}
impl EventHeader {
    pub fn set_params(&mut self, len_header: u8) {
        *self.len_header.borrow_mut() = len_header;
    }
}
impl EventHeader {
}

/**
 * Seconds since the epoch when the statement started on the source.
 */
impl EventHeader {
    pub fn timestamp(&self) -> Ref<'_, u32> {
        self.timestamp.borrow()
    }
}

/**
 * Which event this is; the body's layout follows from it.
 */
impl EventHeader {
    pub fn event_type(&self) -> Ref<'_, EventType_Code> {
        self.event_type.borrow()
    }
}

/**
 * Server that first wrote the event.
 */
impl EventHeader {
    pub fn server_id(&self) -> Ref<'_, u32> {
        self.server_id.borrow()
    }
}

/**
 * Size of the whole event, header and checksum included.
 */
impl EventHeader {
    pub fn event_size(&self) -> Ref<'_, u32> {
        self.event_size.borrow()
    }
}

/**
 * Offset of the next event in the file written by the source (0 for some relay-log and artificial events).
 */
impl EventHeader {
    pub fn log_pos(&self) -> Ref<'_, u32> {
        self.log_pos.borrow()
    }
}

/**
 * LOG_EVENT_*_F flags, such as LOG_EVENT_BINLOG_IN_USE_F on the format description event.
 */
impl EventHeader {
    pub fn flags(&self) -> Ref<'_, u16> {
        self.flags.borrow()
    }
}

/**
 * Header bytes beyond the 19 known ones, kept raw.
 */
impl EventHeader {
    pub fn extra_headers(&self) -> Ref<'_, Vec<u8>> {
        self.extra_headers.borrow()
    }
}
impl EventHeader {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
