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
use super::event_header::EventHeader;

/**
 * A binary log file: the 4-byte magic, then events back to back until the end of the file.
 * Every event's header starts with the same 13 bytes in every binlog version (timestamp, type
 * code, server id, event size), so the file can be cut into events without knowing anything
 * else; that is what this spec does. Decoding an event's body needs the context its format
 * description event gives (header length, checksum algorithm, post-header lengths) and, for row
 * events, the TABLE_MAP event of their table: pass each frame's bytes (`header` + `rest`) to
 * `binlog_event` with that context, carried from event to event by the reader. A MySQL 8.0
 * file written with binlog_encryption=ON starts with `fd 62 69 6e` instead and does not match
 * this spec.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html Source
 * \sa https://mariadb.com/kb/en/replication-protocol/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct BinlogFile {
    pub _root: SharedType<BinlogFile>,
    pub _parent: SharedType<BinlogFile>,
    pub _self: SharedType<Self>,
    magic: RefCell<Vec<u8>>,
    events: RefCell<Vec<OptRc<BinlogFile_EventFrame>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for BinlogFile {
    type Root = BinlogFile;
    type Parent = BinlogFile;

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
        *self_rc.magic.borrow_mut() = _io.read_bytes(4 as usize)?.into();
        if !(*self_rc.magic() == vec![0xfeu8, 0x62u8, 0x69u8, 0x6eu8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.events.borrow_mut() = Vec::new();
        {
            let mut _i = 0;
            while !_io.is_eof() {
                let t = Self::read_into::<_, BinlogFile_EventFrame>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
                self_rc.events.borrow_mut().push(t);
                _i += 1;
            }
        }
        Ok(())
    }
}
impl BinlogFile {
}
impl BinlogFile {
    pub fn magic(&self) -> Ref<'_, Vec<u8>> {
        self.magic.borrow()
    }
}

/**
 * The events, back to back up to the end of the file.
 */
impl BinlogFile {
    pub fn events(&self) -> Ref<'_, Vec<OptRc<BinlogFile_EventFrame>>> {
        self.events.borrow()
    }
}
impl BinlogFile {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One event, cut out by its size; the body left undecoded.
 */

#[derive(Default, Debug, Clone)]
pub struct BinlogFile_EventFrame {
    pub _root: SharedType<BinlogFile>,
    pub _parent: SharedType<BinlogFile>,
    pub _self: SharedType<Self>,
    header: RefCell<OptRc<EventHeader>>,
    rest: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_len_event: Cell<bool>,
    len_event: RefCell<u32>,
}
impl KStruct for BinlogFile_EventFrame {
    type Root = BinlogFile;
    type Parent = BinlogFile;

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
        let f = |t : &mut EventHeader| Ok(t.set_params((13).try_into().map_err(|_| KError::CastError)?));
        let t = Self::read_into_with_init::<_, EventHeader>(&*_io, None, None, &f)?.into();
        *self_rc.header.borrow_mut() = t;
        *self_rc.rest.borrow_mut() = _io.read_bytes(((*self_rc.header().event_size() as u32) - (13 as u32)) as usize)?.into();
        Ok(())
    }
}
impl BinlogFile_EventFrame {

    /**
     * Size of the whole event, header and checksum included.
     */
    pub fn len_event(
        &self
    ) -> KResult<Ref<'_, u32>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_event.get() {
            return Ok(self.len_event.borrow());
        }
        self.f_len_event.set(true);
        *self.len_event.borrow_mut() = (*self.header().event_size()) as u32;
        Ok(self.len_event.borrow())
    }
}

/**
 * The part of the header that every binlog version shares.
 */
impl BinlogFile_EventFrame {
    pub fn header(&self) -> Ref<'_, OptRc<EventHeader>> {
        self.header.borrow()
    }
}

/**
 * The rest of the event: the remaining header fields (19-byte and longer headers),
 * the body and, when the format description says so, the CRC32.
 */
impl BinlogFile_EventFrame {
    pub fn rest(&self) -> Ref<'_, Vec<u8>> {
        self.rest.borrow()
    }
}
impl BinlogFile_EventFrame {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
