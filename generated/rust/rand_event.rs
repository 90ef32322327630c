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
 * In statement-based logging, the state of the RAND() generator before the next QUERY_EVENT,
 * so that a replica computes the same random numbers.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rand__event.html Source
 * \sa https://mariadb.com/kb/en/rand_event/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct RandEvent {
    pub _root: SharedType<RandEvent>,
    pub _parent: SharedType<RandEvent>,
    pub _self: SharedType<Self>,
    len_post_header: RefCell<u8>,
    post_header: RefCell<Vec<u8>>,
    seed1: RefCell<u64>,
    seed2: RefCell<u64>,
    _io: RefCell<BytesReader>,
}
impl KStruct for RandEvent {
    type Root = RandEvent;
    type Parent = RandEvent;

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
        if ((*self_rc.len_post_header() as u8) > (0 as u8)) {
            *self_rc.post_header.borrow_mut() = _io.read_bytes(*self_rc.len_post_header() as usize)?.into();
        }
        *self_rc.seed1.borrow_mut() = _io.read_u8le()?.into();
        *self_rc.seed2.borrow_mut() = _io.read_u8le()?.into();
        Ok(())
    }
}
impl RandEvent {
    pub fn len_post_header(&self) -> Ref<'_, u8> {
        self.len_post_header.borrow()
    }
}
impl RandEvent {
    pub fn set_params(&mut self, len_post_header: u8) {
        *self.len_post_header.borrow_mut() = len_post_header;
    }
}
impl RandEvent {
}

/**
 * A post-header no released server writes, kept raw.
 */
impl RandEvent {
    pub fn post_header(&self) -> Ref<'_, Vec<u8>> {
        self.post_header.borrow()
    }
}

/**
 * First seed of the generator.
 */
impl RandEvent {
    pub fn seed1(&self) -> Ref<'_, u64> {
        self.seed1.borrow()
    }
}

/**
 * Second seed of the generator.
 */
impl RandEvent {
    pub fn seed2(&self) -> Ref<'_, u64> {
        self.seed2.borrow()
    }
}
impl RandEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
