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
 * The payload that asks the server to send its binlog from a file and position. The server then
 * answers with a stream of packets, each an OK byte and one event (binlog_stream_packet), until
 * an error, or the end of the last file when the non-blocking flag is set (an EOF packet), or
 * forever. An empty file name with position 4 starts at MariaDB's GTID position given by
 * @slave_connect_state. The position is 4 bytes: a file past 4 GiB is read from its start.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump.html Source
 * \sa https://mariadb.com/kb/en/com_binlog_dump/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct ComBinlogDump {
    pub _root: SharedType<ComBinlogDump>,
    pub _parent: SharedType<ComBinlogDump>,
    pub _self: SharedType<Self>,
    command: RefCell<u8>,
    binlog_pos: RefCell<u32>,
    flags: RefCell<u16>,
    server_id: RefCell<u32>,
    binlog_filename: RefCell<String>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ComBinlogDump {
    type Root = ComBinlogDump;
    type Parent = ComBinlogDump;

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
        if !(((*self_rc.command() as u8) == (18 as u8))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::NotEqual, src_path: "/seq/0".to_string() }));
        }
        *self_rc.binlog_pos.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.flags.borrow_mut() = _io.read_u2le()?.into();
        *self_rc.server_id.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.binlog_filename.borrow_mut() = bytes_to_str(&_io.read_bytes_full()?.into(), "UTF-8")?;
        Ok(())
    }
}
impl ComBinlogDump {
}

/**
 * COM_BINLOG_DUMP.
 */
impl ComBinlogDump {
    pub fn command(&self) -> Ref<'_, u8> {
        self.command.borrow()
    }
}

/**
 * Offset in the file of the first event to send (4 for a file's first event).
 */
impl ComBinlogDump {
    pub fn binlog_pos(&self) -> Ref<'_, u32> {
        self.binlog_pos.borrow()
    }
}

/**
 * BINLOG_DUMP_NON_BLOCK (0x01): end with EOF at the end of the last file instead of waiting;
 * BINLOG_SEND_ANNOTATE_ROWS_EVENT (0x02, MariaDB): send ANNOTATE_ROWS events too (without it
 * the server leaves them out and the copy is not the file).
 */
impl ComBinlogDump {
    pub fn flags(&self) -> Ref<'_, u16> {
        self.flags.borrow()
    }
}

/**
 * The replica's server id; a second connection with the same id ends the first.
 */
impl ComBinlogDump {
    pub fn server_id(&self) -> Ref<'_, u32> {
        self.server_id.borrow()
    }
}

/**
 * The file to start in (no directory), or empty.
 */
impl ComBinlogDump {
    pub fn binlog_filename(&self) -> Ref<'_, String> {
        self.binlog_filename.borrow()
    }
}
impl ComBinlogDump {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
