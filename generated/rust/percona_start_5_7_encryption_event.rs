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
 * Percona Server 5.7 (with encrypt_binlog=ON) writes this event right after the format
 * description; every event after it is encrypted with the key version named here and a
 * per-event IV derived from the nonce and the event's file offset, so they cannot be read
 * without the keyring. Percona Server 8.0 still reads the event (type 159) from 5.7 files.
 * The layout is MariaDB's START_ENCRYPTION_EVENT, from which Percona took the feature.
 * \sa https://github.com/percona/percona-server/blob/5.7/sql/log_event.h Source
 * \sa https://github.com/percona/percona-server/blob/5.7/sql/log_event.cc Source
 * \sa https://github.com/percona/percona-server/blob/8.0/libs/mysql/binlog/event/binlog_event.h Source
 */

#[derive(Default, Debug, Clone)]
pub struct PerconaStart57EncryptionEvent {
    pub _root: SharedType<PerconaStart57EncryptionEvent>,
    pub _parent: SharedType<PerconaStart57EncryptionEvent>,
    pub _self: SharedType<Self>,
    crypto_scheme: RefCell<u8>,
    key_version: RefCell<u32>,
    nonce: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for PerconaStart57EncryptionEvent {
    type Root = PerconaStart57EncryptionEvent;
    type Parent = PerconaStart57EncryptionEvent;

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
        *self_rc.crypto_scheme.borrow_mut() = _io.read_u1()?.into();
        *self_rc.key_version.borrow_mut() = _io.read_u4le()?.into();
        *self_rc.nonce.borrow_mut() = _io.read_bytes(12 as usize)?.into();
        Ok(())
    }
}
impl PerconaStart57EncryptionEvent {
}

/**
 * Encryption scheme; 1 (AES in CBC mode with the key of key_version).
 */
impl PerconaStart57EncryptionEvent {
    pub fn crypto_scheme(&self) -> Ref<'_, u8> {
        self.crypto_scheme.borrow()
    }
}

/**
 * Version of the keyring's binlog key used for the events that follow.
 */
impl PerconaStart57EncryptionEvent {
    pub fn key_version(&self) -> Ref<'_, u32> {
        self.key_version.borrow()
    }
}

/**
 * Random nonce, the fixed part of every event's IV.
 */
impl PerconaStart57EncryptionEvent {
    pub fn nonce(&self) -> Ref<'_, Vec<u8>> {
        self.nonce.borrow()
    }
}
impl PerconaStart57EncryptionEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
