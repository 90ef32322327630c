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
 * One packet of the client/server protocol as it crosses the connection: a 3-byte payload
 * length, a sequence number that each side increments per packet of a command, and the payload.
 * A payload of 0xffffff bytes or more is split; a packet of exactly 0xffffff bytes says another
 * one follows, and the payloads joined in order make the logical packet (a binlog event larger
 * than 16 MiB arrives so).
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_packets.html Source
 * \sa https://mariadb.com/kb/en/0-packet/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct Packet {
    pub _root: SharedType<Packet>,
    pub _parent: SharedType<Packet>,
    pub _self: SharedType<Self>,
    len_payload: RefCell<u64>,
    sequence_id: RefCell<u8>,
    payload: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
    f_is_continued: Cell<bool>,
    is_continued: RefCell<bool>,
}
impl KStruct for Packet {
    type Root = Packet;
    type Parent = Packet;

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
        *self_rc.len_payload.borrow_mut() = _io.read_bits_int_le(24)?;
        _io.align_to_byte()?;
        *self_rc.sequence_id.borrow_mut() = _io.read_u1()?.into();
        *self_rc.payload.borrow_mut() = _io.read_bytes(*self_rc.len_payload() as usize)?.into();
        Ok(())
    }
}
impl Packet {

    /**
     * A full-size packet whose payload goes on in the next packet.
     */
    pub fn is_continued(
        &self
    ) -> KResult<Ref<'_, bool>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_is_continued.get() {
            return Ok(self.is_continued.borrow());
        }
        self.f_is_continued.set(true);
        *self.is_continued.borrow_mut() = ((((*self.len_payload() as i64) as i64) == (16777215 as i64))) as bool;
        Ok(self.is_continued.borrow())
    }
}
impl Packet {
    pub fn len_payload(&self) -> Ref<'_, u64> {
        self.len_payload.borrow()
    }
}

/**
 * Per-command packet number, wrapping at 256; a dump's replies keep counting from 1.
 */
impl Packet {
    pub fn sequence_id(&self) -> Ref<'_, u8> {
        self.sequence_id.borrow()
    }
}

/**
 * The payload (a command, a response, an event), or a part of it when the packet is full-size.
 */
impl Packet {
    pub fn payload(&self) -> Ref<'_, Vec<u8>> {
        self.payload.borrow()
    }
}
impl Packet {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
