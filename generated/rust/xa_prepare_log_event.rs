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
 * Ends the event group of an XA transaction that was prepared (XA PREPARE) or committed in one
 * phase (XA COMMIT ... ONE PHASE), in the place of the XID event of an ordinary transaction. It
 * carries the XA transaction id: format id, global transaction id and branch qualifier. MySQL
 * 5.7.7+ and MariaDB 10.5+ write the same layout. The post-header is empty.
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp Source
 * \sa https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h Source
 * \sa https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc Source
 */

#[derive(Default, Debug, Clone)]
pub struct XaPrepareLogEvent {
    pub _root: SharedType<XaPrepareLogEvent>,
    pub _parent: SharedType<XaPrepareLogEvent>,
    pub _self: SharedType<Self>,
    one_phase: RefCell<u8>,
    format_id: RefCell<i64>,
    len_gtrid: RefCell<u32>,
    len_bqual: RefCell<u32>,
    gtrid: RefCell<Vec<u8>>,
    bqual: RefCell<Vec<u8>>,
    _io: RefCell<BytesReader>,
}
impl KStruct for XaPrepareLogEvent {
    type Root = XaPrepareLogEvent;
    type Parent = XaPrepareLogEvent;

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
        *self_rc.one_phase.borrow_mut() = _io.read_u1()?.into();
        *self_rc.format_id.borrow_mut() = (_io.read_s4le()? as i64).into();
        *self_rc.len_gtrid.borrow_mut() = _io.read_u4le()?.into();
        if !(((*self_rc.len_gtrid() as u32) <= (64 as u32))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/seq/2".to_string() }));
        }
        *self_rc.len_bqual.borrow_mut() = _io.read_u4le()?.into();
        if !(((*self_rc.len_bqual() as u32) <= (64 as u32))) {
            return Err(KError::ValidationFailed(ValidationFailedError { kind: ValidationKind::GreaterThan, src_path: "/seq/3".to_string() }));
        }
        *self_rc.gtrid.borrow_mut() = _io.read_bytes(*self_rc.len_gtrid() as usize)?.into();
        *self_rc.bqual.borrow_mut() = _io.read_bytes(*self_rc.len_bqual() as usize)?.into();
        Ok(())
    }
}
impl XaPrepareLogEvent {
}

/**
 * 1 for XA COMMIT ... ONE PHASE, 0 for XA PREPARE.
 */
impl XaPrepareLogEvent {
    pub fn one_phase(&self) -> Ref<'_, u8> {
        self.one_phase.borrow()
    }
}

/**
 * The XID format id (-1 means a null XID, 0 the OSI CCR format; MySQL's default is 1).
 */
impl XaPrepareLogEvent {
    pub fn format_id(&self) -> Ref<'_, i64> {
        self.format_id.borrow()
    }
}

/**
 * Length of the global transaction id, 1 to 64.
 */
impl XaPrepareLogEvent {
    pub fn len_gtrid(&self) -> Ref<'_, u32> {
        self.len_gtrid.borrow()
    }
}

/**
 * Length of the branch qualifier, 0 to 64.
 */
impl XaPrepareLogEvent {
    pub fn len_bqual(&self) -> Ref<'_, u32> {
        self.len_bqual.borrow()
    }
}

/**
 * The global transaction id, bytes as the client gave them.
 */
impl XaPrepareLogEvent {
    pub fn gtrid(&self) -> Ref<'_, Vec<u8>> {
        self.gtrid.borrow()
    }
}

/**
 * The branch qualifier, bytes as the client gave them.
 */
impl XaPrepareLogEvent {
    pub fn bqual(&self) -> Ref<'_, Vec<u8>> {
        self.bqual.borrow()
    }
}
impl XaPrepareLogEvent {
    pub fn _io(&self) -> Ref<'_, BytesReader> {
        self._io.borrow()
    }
}
