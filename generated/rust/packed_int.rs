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
 * A variable-width unsigned integer as the server writes it with net_store_length():
 * a first byte below 251 is the value itself; 0xfc, 0xfd and 0xfe announce a 2-, 3- or
 * 8-byte little-endian value that follows. 0xff never starts a packed integer and is rejected.
 * \sa https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Binary__log__event.html Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/mysys/pack.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct PackedInt {
    pub _root: SharedType<PackedInt>,
    pub _parent: SharedType<PackedInt>,
    pub _self: SharedType<Self>,
    first: RefCell<u8>,
    value_u2: RefCell<u16>,
    value_u3: RefCell<u64>,
    value_u8: RefCell<u64>,
    _io: RefCell<BytesReader>,
    f_len_packed: Cell<bool>,
    len_packed: RefCell<i8>,
    f_value: Cell<bool>,
    value: RefCell<i64>,
}
impl KStruct for PackedInt {
    type Root = PackedInt;
    type Parent = PackedInt;

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
        *self_rc.first.borrow_mut() = _io.read_u1()?.into();
        if !(*self_rc.first() <= 254) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/seq/0".to_string() }));
        }
        if *self_rc.first() == 252 {
            *self_rc.value_u2.borrow_mut() = _io.read_u2le()?.into();
        }
        if *self_rc.first() == 253 {
            *self_rc.value_u3.borrow_mut() = _io.read_bits_int_le(24)?;
        }
        _io.align_to_byte()?;
        if *self_rc.first() == 254 {
            *self_rc.value_u8.borrow_mut() = _io.read_u8le()?.into();
        }
        Ok(())
    }
}
impl PackedInt {

    /**
     * How many bytes the packed integer took.
     */
    pub fn len_packed(
        &self
    ) -> KResult<Ref<'_, i8>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_len_packed.get() {
            return Ok(self.len_packed.borrow());
        }
        self.f_len_packed.set(true);
        *self.len_packed.borrow_mut() = (if (*self.first() as i64) <= 251 { (1) as i64 } else { (if (*self.first() as i64) == 252 { (3) as i64 } else { (if (*self.first() as i64) == 253 { (4) as i64 } else { (9) as i64 }) as i64 }) as i64 }) as i8;
        Ok(self.len_packed.borrow())
    }

    /**
     * The decoded unsigned value.
     */
    pub fn value(
        &self
    ) -> KResult<Ref<'_, i64>> {
        let _io = self._io.borrow();
        let _rrc = self._root.get_value().borrow().upgrade();
        let _prc = self._parent.get_value().borrow().upgrade();
        let _r = _rrc.as_ref();
        if self.f_value.get() {
            return Ok(self.value.borrow());
        }
        self.f_value.set(true);
        *self.value.borrow_mut() = (if (*self.first() as i64) <= 251 { ((*self.first() as i64)) as i64 } else { (if (*self.first() as i64) == 252 { ((*self.value_u2() as i64)) as i64 } else { (if (*self.first() as i64) == 253 { ((*self.value_u3() as i64)) as i64 } else { ((*self.value_u8() as i64)) as i64 }) as i64 }) as i64 }) as i64;
        Ok(self.value.borrow())
    }
}

/**
 * The whole value when below 0xfb; else a width marker. 0xfb (NULL in the client
 * protocol) is never written in a binlog and is read as the one-byte value 251.
 */
impl PackedInt {
    pub fn first(&self) -> Ref<'_, u8> {
        self.first.borrow()
    }
}

/**
 * The value when first is 0xfc.
 */
impl PackedInt {
    pub fn value_u2(&self) -> Ref<'_, u16> {
        self.value_u2.borrow()
    }
}

/**
 * The value when first is 0xfd.
 */
impl PackedInt {
    pub fn value_u3(&self) -> Ref<'_, u64> {
        self.value_u3.borrow()
    }
}

/**
 * The value when first is 0xfe.
 */
impl PackedInt {
    pub fn value_u8(&self) -> Ref<'_, u64> {
        self.value_u8.borrow()
    }
}
impl PackedInt {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
