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
 * The payload a replica sends back when an event of the dump came behind a semi-sync header
 * whose flag asks for an acknowledgement (binlog_stream_packet's semi_sync_header; the source
 * asks on the event that ends a transaction): the marker, the position just after that event in
 * the source's file, and the file's name. The source tells its client the transaction committed
 * once a replica has acknowledged it, or once rpl_semi_sync_master_timeout has passed without an
 * acknowledgement (it then goes on asynchronously). The packet starts a new exchange (sequence
 * number 0) on the dump's connection, carries no CRC32, and is not answered; one sent for an
 * event whose flag asked for none ends the connection.
 * \sa https://mariadb.com/kb/en/semisynchronous-replication/ Source
 * \sa https://github.com/MariaDB/server/blob/10.11/sql/semisync_slave.cc Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/plugin/semisync/semisync_replica.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct SemiSyncAck {
    pub _root: SharedType<SemiSyncAck>,
    pub _parent: SharedType<SemiSyncAck>,
    pub _self: SharedType<Self>,
    magic: RefCell<Vec<u8>>,
    binlog_pos: RefCell<u64>,
    binlog_filename: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for SemiSyncAck {
    type Root = SemiSyncAck;
    type Parent = SemiSyncAck;

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
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.binlog_pos.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.binlog_filename.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl SemiSyncAck {
}

/**
 * The semi-sync marker.
 */
impl SemiSyncAck {
    pub fn magic(&self) -> Ref<'_, Vec<u8>> {
        self.magic.borrow()
    }
}

/**
 * The position in the source's file just after the acknowledged event (that event's log_pos).
 */
impl SemiSyncAck {
    pub fn binlog_pos(&self) -> Ref<'_, u64> {
        self.binlog_pos.borrow()
    }
}

/**
 * The source's file the acknowledged event is in.
 */
impl SemiSyncAck {
    pub fn binlog_filename(&self) -> Ref<'_, String> {
        self.binlog_filename.borrow()
    }
}
impl SemiSyncAck {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
