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
 * The first event of every binlog v4 file (and of every relay log and every new master
 * connection): it tells a reader how to frame and decode everything after it. It repeats the
 * START_EVENT_V3 fields, then gives the common-header length and one post-header length per
 * event type the server knows. Servers that know binlog checksums (MySQL 5.6.1 and later,
 * MariaDB 5.3 and later) append a byte naming the checksum algorithm of the events that
 * follow; the 4 bytes after that byte (a CRC32, or room for one) are outside this body.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html Source
 * \sa https://mariadb.com/kb/en/format_description_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct FormatDescriptionEvent {
    pub _root: SharedType<FormatDescriptionEvent>,
    pub _parent: SharedType<FormatDescriptionEvent>,
    pub _self: SharedType<Self>,
    has_checksum_alg: RefCell<bool>,
    binlog_version: RefCell<u16>,
    server_version: RefCell<String>,
    create_timestamp: RefCell<u32>,
    len_common_header: RefCell<u8>,
    post_header_lens: RefCell<Vec<u8>>,
    checksum_alg: RefCell<FormatDescriptionEvent_ChecksumAlg>,
    _io: RefCell<BytesReader>,
}
impl KStruct for FormatDescriptionEvent {
    type Root = FormatDescriptionEvent;
    type Parent = FormatDescriptionEvent;

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
        *self_rc.len_common_header.borrow_mut() = _io.read_u1()?.into();
        *self_rc.post_header_lens.borrow_mut() = _io.read_bytes((((((_io.size() as i64) as i64) - (_io.pos() as i64)) as i64) - (if *self_rc.has_checksum_alg() { 1 } else { 0 } as i64)) as usize)?.into();
        if *self_rc.has_checksum_alg() {
            *self_rc.checksum_alg.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        }
        Ok(())
    }
}
impl FormatDescriptionEvent {
    pub fn has_checksum_alg(&self) -> Ref<'_, bool> {
        self.has_checksum_alg.borrow()
    }
}
impl FormatDescriptionEvent {
    pub fn set_params(&mut self, has_checksum_alg: bool) {
        *self.has_checksum_alg.borrow_mut() = has_checksum_alg;
    }
}
impl FormatDescriptionEvent {
}

/**
 * Binlog format version; 4 for every file that starts with this event.
 */
impl FormatDescriptionEvent {
    pub fn binlog_version(&self) -> Ref<'_, u16> {
        self.binlog_version.borrow()
    }
}

/**
 * Version string of the writing server, padded with zero bytes to 50 bytes.
 */
impl FormatDescriptionEvent {
    pub fn server_version(&self) -> Ref<'_, String> {
        self.server_version.borrow()
    }
}

/**
 * Seconds since the epoch when the file was created; 0 except in the first binlog after server start.
 */
impl FormatDescriptionEvent {
    pub fn create_timestamp(&self) -> Ref<'_, u32> {
        self.create_timestamp.borrow()
    }
}

/**
 * Length of the common header of every later event (19; more on some patched servers).
 */
impl FormatDescriptionEvent {
    pub fn len_common_header(&self) -> Ref<'_, u8> {
        self.len_common_header.borrow()
    }
}

/**
 * Post-header length of each event type: byte i is for type code i + 1. Its length is
 * the number of event types the writing server knows.
 */
impl FormatDescriptionEvent {
    pub fn post_header_lens(&self) -> Ref<'_, Vec<u8>> {
        self.post_header_lens.borrow()
    }
}

/**
 * Checksum algorithm of the events after this one (and the value this event's own trailer is computed with).
 */
impl FormatDescriptionEvent {
    pub fn checksum_alg(&self) -> Ref<'_, FormatDescriptionEvent_ChecksumAlg> {
        self.checksum_alg.borrow()
    }
}
impl FormatDescriptionEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum FormatDescriptionEvent_ChecksumAlg {

    /**
     * Events carry no checksum.
     */
    Off,

    /**
     * Every event ends in a 4-byte CRC32.
     */
    Crc32,

    /**
     * Not known (written by a server that predates checksums).
     */
    Undef,
    Unknown(i64),
}

impl TryFrom<i64> for FormatDescriptionEvent_ChecksumAlg {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<FormatDescriptionEvent_ChecksumAlg> {
        match flag {
            0 => Ok(FormatDescriptionEvent_ChecksumAlg::Off),
            1 => Ok(FormatDescriptionEvent_ChecksumAlg::Crc32),
            255 => Ok(FormatDescriptionEvent_ChecksumAlg::Undef),
            _ => Ok(FormatDescriptionEvent_ChecksumAlg::Unknown(flag)),
        }
    }
}

impl From<&FormatDescriptionEvent_ChecksumAlg> for i64 {
    fn from(v: &FormatDescriptionEvent_ChecksumAlg) -> Self {
        match *v {
            FormatDescriptionEvent_ChecksumAlg::Off => 0,
            FormatDescriptionEvent_ChecksumAlg::Crc32 => 1,
            FormatDescriptionEvent_ChecksumAlg::Undef => 255,
            FormatDescriptionEvent_ChecksumAlg::Unknown(v) => v
        }
    }
}

impl Default for FormatDescriptionEvent_ChecksumAlg {
    fn default() -> Self { FormatDescriptionEvent_ChecksumAlg::Unknown(0) }
}

