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
 * The column bitmaps of TABLE_MAP and ROWS events: bit 0 of byte 0 is the first column, bit 7
 * of byte 0 the eighth, bit 0 of byte 1 the ninth. The last byte is padded with zero bits.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc Source
 * \sa https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/ Source
 */

#[derive(Default, Debug, Clone)]
pub struct ColumnBitmap {
    pub _root: SharedType<ColumnBitmap>,
    pub _parent: SharedType<ColumnBitmap>,
    pub _self: SharedType<Self>,
    num_bits: RefCell<u32>,
    bits: RefCell<Vec<bool>>,
    padding: RefCell<Vec<bool>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for ColumnBitmap {
    type Root = ColumnBitmap;
    type Parent = ColumnBitmap;

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
        *self_rc.bits.borrow_mut() = Vec::new();
        let l_bits = *self_rc.num_bits();
        for _i in 0..l_bits {
            self_rc.bits.borrow_mut().push(_io.read_bits_int_le(1)? != 0);
        }
        *self_rc.padding.borrow_mut() = Vec::new();
        let l_padding = modulo(((8 as i64) - (((*self_rc.num_bits() as u32) % (8 as u32)) as i64)) as i64, 8 as i64);
        for _i in 0..l_padding {
            self_rc.padding.borrow_mut().push(_io.read_bits_int_le(1)? != 0);
        }
        Ok(())
    }
}
impl ColumnBitmap {
    pub fn num_bits(&self) -> Ref<'_, u32> {
        self.num_bits.borrow()
    }
}
impl ColumnBitmap {
    pub fn set_params(&mut self, num_bits: u32) {
        *self.num_bits.borrow_mut() = num_bits;
    }
}
impl ColumnBitmap {
}

/**
 * One bit per column, column 0 first.
 */
impl ColumnBitmap {
    pub fn bits(&self) -> Ref<'_, Vec<bool>> {
        self.bits.borrow()
    }
}

/**
 * Bits that fill the last byte; zero as the server writes them.
 */
impl ColumnBitmap {
    pub fn padding(&self) -> Ref<'_, Vec<bool>> {
        self.padding.borrow()
    }
}
impl ColumnBitmap {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
