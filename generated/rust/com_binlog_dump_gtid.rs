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
 * MySQL's dump request by GTID set: the server sends every transaction not in the set, from the
 * first file that holds one, after a fake ROTATE and the file's format description. The set is
 * the binary layout of a GTID set (source UUIDs, each with intervals of transaction numbers, the
 * end exclusive). MariaDB has no such command; its GTID start is COM_BINLOG_DUMP after
 * SET @slave_connect_state.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump_gtid.html Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct ComBinlogDumpGtid {
    pub _root: SharedType<ComBinlogDumpGtid>,
    pub _parent: SharedType<ComBinlogDumpGtid>,
    pub _self: SharedType<Self>,
    command: RefCell<u8>,
    flags: RefCell<u16>,
    server_id: RefCell<u32>,
    len_binlog_filename: RefCell<u32>,
    binlog_filename: RefCell<String>,
    binlog_pos: RefCell<u64>,
    len_gtid_set: RefCell<u32>,
    gtid_set: RefCell<OptRc<ComBinlogDumpGtid_GtidSet>>,
    _io: RefCell<BytesReader>,
    gtid_set_raw: RefCell<Vec<u8>>,
}
impl KStruct for ComBinlogDumpGtid {
    type Root = ComBinlogDumpGtid;
    type Parent = ComBinlogDumpGtid;

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
        if !(((*self_rc.command() as u8) == (30 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.flags.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.server_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.len_binlog_filename.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.binlog_filename.borrow_mut() = bytes_to_str(&_io.read_bytes(*self_rc.len_binlog_filename() as usize)?.into(), "UTF-8")?;
        *self_rc.binlog_pos.borrow_mut() = _io.read_u8le()?.into();
        if ((((*self_rc.flags() as u16) & (4 as u16)) as i64) != (0 as i64)) {
            *self_rc.len_gtid_set.borrow_mut() = _io.read_u4le()?.into();
        }
        if ((((*self_rc.flags() as u16) & (4 as u16)) as i64) != (0 as i64)) {
            *self_rc.gtid_set_raw.borrow_mut() = _io.read_bytes(*self_rc.len_gtid_set() as usize)?.into();
            let gtid_set_raw = self_rc.gtid_set_raw.borrow();
            let _t_gtid_set_raw_io = BytesReader::from(gtid_set_raw.clone());
            let t = Self::read_into::<BytesReader, ComBinlogDumpGtid_GtidSet>(&_t_gtid_set_raw_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            *self_rc.gtid_set.borrow_mut() = t;
        }
        Ok(())
    }
}
impl ComBinlogDumpGtid {
}

/**
 * COM_BINLOG_DUMP_GTID.
 */
impl ComBinlogDumpGtid {
    pub fn command(&self) -> Ref<'_, u8> {
        self.command.borrow()
    }
}

/**
 * BINLOG_DUMP_NON_BLOCK (0x01), BINLOG_THROUGH_POSITION (0x02), BINLOG_THROUGH_GTID (0x04).
 */
impl ComBinlogDumpGtid {
    pub fn flags(&self) -> Ref<'_, u16> {
        self.flags.borrow()
    }
}

/**
 * The replica's server id.
 */
impl ComBinlogDumpGtid {
    pub fn server_id(&self) -> Ref<'_, u32> {
        self.server_id.borrow()
    }
}
impl ComBinlogDumpGtid {
    pub fn len_binlog_filename(&self) -> Ref<'_, u32> {
        self.len_binlog_filename.borrow()
    }
}

/**
 * A file to start in, usually empty.
 */
impl ComBinlogDumpGtid {
    pub fn binlog_filename(&self) -> Ref<'_, String> {
        self.binlog_filename.borrow()
    }
}

/**
 * The position in that file, usually 4.
 */
impl ComBinlogDumpGtid {
    pub fn binlog_pos(&self) -> Ref<'_, u64> {
        self.binlog_pos.borrow()
    }
}
impl ComBinlogDumpGtid {
    pub fn len_gtid_set(&self) -> Ref<'_, u32> {
        self.len_gtid_set.borrow()
    }
}

/**
 * The transactions the client already has.
 */
impl ComBinlogDumpGtid {
    pub fn gtid_set(&self) -> Ref<'_, OptRc<ComBinlogDumpGtid_GtidSet>> {
        self.gtid_set.borrow()
    }
}
impl ComBinlogDumpGtid {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
impl ComBinlogDumpGtid {
    pub fn gtid_set_raw(&self) -> Ref<'_, Vec<u8>> {
        self.gtid_set_raw.borrow()
    }
}

/**
 * A GTID set in its binary form.
 */

#[derive(Default, Debug, Clone)]
pub struct ComBinlogDumpGtid_GtidSet {
    pub _root: SharedType<ComBinlogDumpGtid>,
    pub _parent: SharedType<ComBinlogDumpGtid>,
    pub _self: SharedType<Self>,
    num_sids: RefCell<u64>,
    sids: RefCell<Vec<OptRc<ComBinlogDumpGtid_SidIntervals>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ComBinlogDumpGtid_GtidSet {
    type Root = ComBinlogDumpGtid;
    type Parent = ComBinlogDumpGtid;

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
        *self_rc.num_sids.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.sids.borrow_mut() = Vec::new();
        let l_sids = *self_rc.num_sids();
        for _i in 0..l_sids {
            let t = Self::read_into::<_, ComBinlogDumpGtid_SidIntervals>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.sids.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl ComBinlogDumpGtid_GtidSet {
}
impl ComBinlogDumpGtid_GtidSet {
    pub fn num_sids(&self) -> Ref<'_, u64> {
        self.num_sids.borrow()
    }
}

/**
 * One source UUID with its intervals.
 */
impl ComBinlogDumpGtid_GtidSet {
    pub fn sids(&self) -> Ref<'_, Vec<OptRc<ComBinlogDumpGtid_SidIntervals>>> {
        self.sids.borrow()
    }
}
impl ComBinlogDumpGtid_GtidSet {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * Transaction numbers start to end - 1.
 */

#[derive(Default, Debug, Clone)]
pub struct ComBinlogDumpGtid_Interval {
    pub _root: SharedType<ComBinlogDumpGtid>,
    pub _parent: SharedType<ComBinlogDumpGtid_SidIntervals>,
    pub _self: SharedType<Self>,
    start: RefCell<u64>,
    end: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ComBinlogDumpGtid_Interval {
    type Root = ComBinlogDumpGtid;
    type Parent = ComBinlogDumpGtid_SidIntervals;

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
        *self_rc.start.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.end.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl ComBinlogDumpGtid_Interval {
}

/**
 * The first transaction number held.
 */
impl ComBinlogDumpGtid_Interval {
    pub fn start(&self) -> Ref<'_, u64> {
        self.start.borrow()
    }
}

/**
 * One past the last transaction number held.
 */
impl ComBinlogDumpGtid_Interval {
    pub fn end(&self) -> Ref<'_, u64> {
        self.end.borrow()
    }
}
impl ComBinlogDumpGtid_Interval {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}

/**
 * The intervals of one source UUID.
 */

#[derive(Default, Debug, Clone)]
pub struct ComBinlogDumpGtid_SidIntervals {
    pub _root: SharedType<ComBinlogDumpGtid>,
    pub _parent: SharedType<ComBinlogDumpGtid_GtidSet>,
    pub _self: SharedType<Self>,
    sid: RefCell<Vec<u8>>,
    num_intervals: RefCell<u64>,
    intervals: RefCell<Vec<OptRc<ComBinlogDumpGtid_Interval>>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ComBinlogDumpGtid_SidIntervals {
    type Root = ComBinlogDumpGtid;
    type Parent = ComBinlogDumpGtid_GtidSet;

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
        *self_rc.sid.borrow_mut() = _io.read_bytes(16 as usize)?.into();
        *self_rc.num_intervals.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.intervals.borrow_mut() = Vec::new();
        let l_intervals = *self_rc.num_intervals();
        for _i in 0..l_intervals {
            let t = Self::read_into::<_, ComBinlogDumpGtid_Interval>(&*_io, Some(self_rc._root.clone()), Some(self_rc._self.clone()))?.into();
            self_rc.intervals.borrow_mut().push(t);
        }
        Ok(())
    }
}
impl ComBinlogDumpGtid_SidIntervals {
}

/**
 * The source's UUID, 16 bytes.
 */
impl ComBinlogDumpGtid_SidIntervals {
    pub fn sid(&self) -> Ref<'_, Vec<u8>> {
        self.sid.borrow()
    }
}
impl ComBinlogDumpGtid_SidIntervals {
    pub fn num_intervals(&self) -> Ref<'_, u64> {
        self.num_intervals.borrow()
    }
}

/**
 * Transaction numbers held, in order.
 */
impl ComBinlogDumpGtid_SidIntervals {
    pub fn intervals(&self) -> Ref<'_, Vec<OptRc<ComBinlogDumpGtid_Interval>>> {
        self.intervals.borrow()
    }
}
impl ComBinlogDumpGtid_SidIntervals {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
