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
use super::heartbeat_log_event::HeartbeatLogEvent;
use super::heartbeat_log_event_v2::HeartbeatLogEventV2;
use super::event_header::EventHeader;

/**
 * The payload of each packet a server sends after COM_BINLOG_DUMP or COM_BINLOG_DUMP_GTID: an OK
 * byte and one event exactly as the server's binlog file holds it (header, body, CRC32 when the
 * client set @master_binlog_checksum), or an ERR or EOF packet (parse the whole payload with
 * response_packet). With semi-synchronous replication asked for (rpl_semi_sync_slave), a
 * two-byte header before the event says whether the server waits for an acknowledgement.
 * 
 * Some events are not in the file: a fake ROTATE first, naming the file the dump reads
 * (LOG_EVENT_ARTIFICIAL_F, log_pos 0, timestamp 0); the file's format description again when the
 * dump starts past it (log_pos 0); on MariaDB, a fake GTID_LIST after a GTID start; HEARTBEAT
 * events while the source is idle. `is_artificial` says which to leave out of a copy.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html Source
 * \sa https://mariadb.com/kb/en/com_binlog_dump/ Source
 * \sa https://github.com/MariaDB/server/blob/10.11/sql/sql_repl.cc Source
 * \sa https://mariadb.com/kb/en/semisynchronous-replication/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct BinlogStreamPacket {
    pub _root: SharedType<BinlogStreamPacket>,
    pub _parent: SharedType<BinlogStreamPacket>,
    pub _self: SharedType<Self>,
    semi_sync: RefCell<bool>,
    status: RefCell<BinlogStreamPacket_StreamStatus>,
    semi_sync_header: RefCell<OptRc<BinlogStreamPacket_SemiSyncHeader>>,
    event: RefCell<OptRc<BinlogStreamPacket_StreamEvent>>,
    rest: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for BinlogStreamPacket {
    type Root = BinlogStreamPacket;
    type Parent = BinlogStreamPacket;

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
        *self_rc.status.borrow_mut() = (_io.read_u1()? as i64).try_into()?;
        if  ((*self_rc.status() == BinlogStreamPacket_StreamStatus::Ok) && (*self_rc.semi_sync()))  {
            let t = Self::read_into::<_, BinlogStreamPacket_SemiSyncHeader>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.semi_sync_header.borrow_mut() = t;
        }
        if *self_rc.status() == BinlogStreamPacket_StreamStatus::Ok {
            let t = Self::read_into::<_, BinlogStreamPacket_StreamEvent>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.event.borrow_mut() = t;
        }
        if *self_rc.status() != BinlogStreamPacket_StreamStatus::Ok {
            *self_rc.rest.borrow_mut() = _io.read_bytes_full()?.into();
        }
        Ok(())
    }
}
impl BinlogStreamPacket {
    pub fn semi_sync(&self) -> Ref<'_, bool> {
        self.semi_sync.borrow()
    }
}
impl BinlogStreamPacket {
    pub fn set_params(&mut self, semi_sync: bool) {
        *self.semi_sync.borrow_mut() = semi_sync;
    }
}
impl BinlogStreamPacket {
}

/**
 * 0x00 before an event; 0xff (ERR) or 0xfe (EOF) end the dump.
 */
impl BinlogStreamPacket {
    pub fn status(&self) -> Ref<'_, BinlogStreamPacket_StreamStatus> {
        self.status.borrow()
    }
}

/**
 * The semi-sync marker and flag.
 */
impl BinlogStreamPacket {
    pub fn semi_sync_header(&self) -> Ref<'_, OptRc<BinlogStreamPacket_SemiSyncHeader>> {
        self.semi_sync_header.borrow()
    }
}

/**
 * The event, byte for byte.
 */
impl BinlogStreamPacket {
    pub fn event(&self) -> Ref<'_, OptRc<BinlogStreamPacket_StreamEvent>> {
        self.event.borrow()
    }
}

/**
 * The rest of an ERR or EOF packet.
 */
impl BinlogStreamPacket {
    pub fn rest(&self) -> Ref<'_, Vec<u8>> {
        self.rest.borrow()
    }
}
impl BinlogStreamPacket {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
#[derive(Debug, PartialEq, Clone, Copy)]
pub enum BinlogStreamPacket_StreamStatus {
    Ok,
    Eof,
    Err,
    Unknown(i64),
}

impl TryFrom<i64> for BinlogStreamPacket_StreamStatus {
    type Error = KError;
    fn try_from(flag: i64) -> KResult<BinlogStreamPacket_StreamStatus> {
        match flag {
            0 => Ok(BinlogStreamPacket_StreamStatus::Ok),
            254 => Ok(BinlogStreamPacket_StreamStatus::Eof),
            255 => Ok(BinlogStreamPacket_StreamStatus::Err),
            _ => Ok(BinlogStreamPacket_StreamStatus::Unknown(flag)),
        }
    }
}

impl From<&BinlogStreamPacket_StreamStatus> for i64 {
    fn from(v: &BinlogStreamPacket_StreamStatus) -> Self {
        match *v {
            BinlogStreamPacket_StreamStatus::Ok => 0,
            BinlogStreamPacket_StreamStatus::Eof => 254,
            BinlogStreamPacket_StreamStatus::Err => 255,
            BinlogStreamPacket_StreamStatus::Unknown(v) => v
        }
    }
}

impl Default for BinlogStreamPacket_StreamStatus {
    fn default() -> Self { BinlogStreamPacket_StreamStatus::Unknown(0) }
}


/**
 * The header semi-synchronous replication puts before an event.
 */

#[derive(Default, Debug, Clone)]
pub struct BinlogStreamPacket_SemiSyncHeader {
    pub _root: SharedType<BinlogStreamPacket>,
    pub _parent: SharedType<BinlogStreamPacket>,
    pub _self: SharedType<Self>,
    magic: RefCell<Vec<u8>>,
    flags: RefCell<u8>,
    _io: RefCell<BytesReader>,
}
impl KStruct for BinlogStreamPacket_SemiSyncHeader {
    type Root = BinlogStreamPacket;
    type Parent = BinlogStreamPacket;

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
        *self_rc.magic.borrow_mut() = _io.read_bytes(1 as usize)?.into();
        if !(*self_rc.magic() == vec![0xefu8]) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/types/semi_sync_header/seq/0".to_string() }));
        }
        *self_rc.flags.borrow_mut() = _io.read_u1()?.into();
        Ok(())
    }
}
impl BinlogStreamPacket_SemiSyncHeader {
}
impl BinlogStreamPacket_SemiSyncHeader {
    pub fn magic(&self) -> Ref<'_, Vec<u8>> {
        self.magic.borrow()
    }
}

/**
 * 0x01 when the source waits for the replica to acknowledge this event.
 */
impl BinlogStreamPacket_SemiSyncHeader {
    pub fn flags(&self) -> Ref<'_, u8> {
        self.flags.borrow()
    }
}
impl BinlogStreamPacket_SemiSyncHeader {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * One binlog event as sent.
 */

#[derive(Default, Debug, Clone)]
pub struct BinlogStreamPacket_StreamEvent {
    pub _root: SharedType<BinlogStreamPacket>,
    pub _parent: SharedType<BinlogStreamPacket>,
    pub _self: SharedType<Self>,
    header: RefCell<OptRc<EventHeader>>,
    data: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_is_artificial: Cell<bool>,
    is_artificial: RefCell<bool>,
}
impl KStruct for BinlogStreamPacket_StreamEvent {
    type Root = BinlogStreamPacket;
    type Parent = BinlogStreamPacket;

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
        let f = |t : &mut EventHeader| Ok(t.set_params((19).try_into().map_err(|_| KError::CastError)?));
        let t = Self::read_into_with_init::<_, EventHeader>(&*_io, None, None, &f)?.into();
        *self_rc.header.borrow_mut() = t;
        *self_rc.data.borrow_mut() = _io.read_bytes(((*self_rc.header().event_size() as u32) - (19 as u32)) as usize)?.into();
        Ok(())
    }
}
impl BinlogStreamPacket_StreamEvent {

    /**
     * Made up for the dump, not in the file: LOG_EVENT_ARTIFICIAL_F (0x20) on the fake
     * ROTATE and MariaDB's fake GTID_LIST, log_pos 0 on a format description sent again,
     * and heartbeats.
     */
    pub fn is_artificial(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_artificial.get() {
            return Ok(self.is_artificial.borrow());
        }
        self.f_is_artificial.set(true);
        *self.is_artificial.borrow_mut() = ( ((((((*self.header().flags() as u16) & (32 as u16)) as i64) != (0 as i64))) || (((*self.header().log_pos() as u32) == (0 as u32))) || (*self.header().event_type() == EventType_Code::HeartbeatLogEvent) || (*self.header().event_type() == EventType_Code::HeartbeatLogEventV2)) ) as bool;
        Ok(self.is_artificial.borrow())
    }
}

/**
 * The common header (v4).
 */
impl BinlogStreamPacket_StreamEvent {
    pub fn header(&self) -> Ref<'_, OptRc<EventHeader>> {
        self.header.borrow()
    }
}

/**
 * The body and the checksum, as in the file.
 */
impl BinlogStreamPacket_StreamEvent {
    pub fn data(&self) -> Ref<'_, Vec<u8>> {
        self.data.borrow()
    }
}
impl BinlogStreamPacket_StreamEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
