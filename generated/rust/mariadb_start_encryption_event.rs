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
 * MariaDB 10.1.7+ with encrypt_binlog=ON writes this event right after the format description
 * of every binary log file; every event after it is encrypted (AES, with the key version named
 * here and an IV made of the nonce and the event's offset), so only a reader with the key can
 * go on. Replicas never see it: the server decrypts before sending.
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.h Source
 * \sa https://mariadb.com/kb/en/start_encryption_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct MariadbStartEncryptionEvent {
    pub _root: SharedType<MariadbStartEncryptionEvent>,
    pub _parent: SharedType<MariadbStartEncryptionEvent>,
    pub _self: SharedType<Self>,
    crypto_scheme: RefCell<u8>,
    key_version: RefCell<u32>,
    nonce: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for MariadbStartEncryptionEvent {
    type Root = MariadbStartEncryptionEvent;
    type Parent = MariadbStartEncryptionEvent;

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
impl MariadbStartEncryptionEvent {
}

/**
 * Encryption scheme; 1 is the only one defined.
 */
impl MariadbStartEncryptionEvent {
    pub fn crypto_scheme(&self) -> Ref<'_, u8> {
        self.crypto_scheme.borrow()
    }
}

/**
 * Version of the encryption key (of key id 1 by default) used for the events that follow.
 */
impl MariadbStartEncryptionEvent {
    pub fn key_version(&self) -> Ref<'_, u32> {
        self.key_version.borrow()
    }
}

/**
 * Random nonce, the fixed part of every event's IV.
 */
impl MariadbStartEncryptionEvent {
    pub fn nonce(&self) -> Ref<'_, Vec<u8>> {
        self.nonce.borrow()
    }
}
impl MariadbStartEncryptionEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
