//! A runtime for the Rust code kaitai-struct-compiler 0.11 generates, written for binlogspec.
//!
//! The generated code names what it needs (`use kaitai::*`): the traits `KStruct` and
//! `KStream`, the stream `BytesReader`, the links `OptRc` (a possibly empty strong link) and
//! `SharedType` (a weak link to a root, parent or self), `KError`/`KResult`, the validation error
//! types and a few free functions on bytes (`bytes_to_str`, `bytes_terminate`, ...).
//!
//! Streams share their state between clones: a struct keeps a clone of the stream it was read
//! from (`_io`), and instances seek on it after the parse, as every other target's struct holds a
//! reference to the one stream object.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::fmt;
use std::ops::Deref;
use std::rc::{Rc, Weak};

// ---------------------------------------------------------------------------------------------
// errors

/// What a validation (`valid:` in a spec) found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValidationKind {
    NotEqual,
    LessThan,
    GreaterThan,
    NotAnyOf,
    NotInEnum,
    Expr,
}

/// A failed validation and the spec path (`/seq/3`) of the attribute.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ValidationFailedError {
    pub kind: ValidationKind,
    pub src_path: String,
}

/// The errors of a parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KError {
    /// A read past the end of its stream.
    Eof { requested: usize, available: usize },
    EmptyIterator,
    Encoding { desc: String },
    MissingRoot,
    MissingParent,
    ReadBitsTooLarge { requested: usize },
    UnexpectedContents { actual: Vec<u8> },
    UnknownVariant(i64),
    ValidationFailed(ValidationFailedError),
    /// A value that does not fit the type the generated code converts it to.
    CastError,
    UndecidedEndianness { src_path: String },
    IoError { desc: String },
    BytesDecodingError { msg: String },
    /// A terminator that is not in the stream (`read_bytes_term` with `eos_error`).
    NoTerminator { term: u8 },
}

impl fmt::Display for KError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KError::Eof { requested, available } => {
                write!(f, "end of stream: {} bytes requested, {} available", requested, available)
            }
            KError::ValidationFailed(v) => write!(f, "validation failed ({:?}) at {}", v.kind, v.src_path),
            KError::NoTerminator { term } => write!(f, "end of stream reached, but no terminator {} found", term),
            other => write!(f, "{:?}", other),
        }
    }
}

impl std::error::Error for KError {}

pub type KResult<T> = Result<T, KError>;

// ---------------------------------------------------------------------------------------------
// links between structs

/// A strong link that may be empty (an unread or absent substructure).
pub struct OptRc<T>(Option<Rc<T>>);

impl<T> OptRc<T> {
    pub fn new(rc: &Rc<T>) -> Self {
        OptRc(Some(rc.clone()))
    }
    pub fn from_rc(rc: Rc<T>) -> Self {
        OptRc(Some(rc))
    }
    pub fn is_none(&self) -> bool {
        self.0.is_none()
    }
    pub fn is_some(&self) -> bool {
        self.0.is_some()
    }
    pub fn get(&self) -> Option<&Rc<T>> {
        self.0.as_ref()
    }
    pub fn get_value(&self) -> &Option<Rc<T>> {
        &self.0
    }
    pub fn as_rc(&self) -> Option<Rc<T>> {
        self.0.clone()
    }
}

impl<T> From<T> for OptRc<T> {
    fn from(t: T) -> Self {
        OptRc(Some(Rc::new(t)))
    }
}

impl<T> From<Rc<T>> for OptRc<T> {
    fn from(rc: Rc<T>) -> Self {
        OptRc(Some(rc))
    }
}

impl<T> From<&OptRc<T>> for OptRc<T> {
    fn from(o: &OptRc<T>) -> Self {
        o.clone()
    }
}

impl<T> Default for OptRc<T> {
    fn default() -> Self {
        OptRc(None)
    }
}

impl<T> Clone for OptRc<T> {
    fn clone(&self) -> Self {
        OptRc(self.0.clone())
    }
}

impl<T> Deref for OptRc<T> {
    type Target = T;
    fn deref(&self) -> &T {
        match &self.0 {
            Some(rc) => rc,
            None => panic!("kaitai: a link to a structure that was not read (OptRc is empty)"),
        }
    }
}

impl<T: fmt::Debug> fmt::Debug for OptRc<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(rc) => rc.fmt(f),
            None => f.write_str("None"),
        }
    }
}

/// A weak link (root, parent, self), set once a struct is placed in its `Rc`.
pub struct SharedType<T>(RefCell<Weak<T>>);

impl<T> SharedType<T> {
    pub fn new(rc: Rc<T>) -> Self {
        SharedType(RefCell::new(Rc::downgrade(&rc)))
    }
    pub fn from_weak(w: Weak<T>) -> Self {
        SharedType(RefCell::new(w))
    }
    pub fn empty() -> Self {
        SharedType(RefCell::new(Weak::new()))
    }
    /// The linked struct, or an error (MissingRoot) when it is gone or was never set.
    pub fn get(&self) -> KResult<OptRc<T>> {
        match self.0.borrow().upgrade() {
            Some(rc) => Ok(OptRc::from_rc(rc)),
            None => Err(KError::MissingRoot),
        }
    }
    pub fn get_value(&self) -> &RefCell<Weak<T>> {
        &self.0
    }
    pub fn set(&self, value: KResult<OptRc<T>>) {
        *self.0.borrow_mut() = match value {
            Ok(OptRc(Some(rc))) => Rc::downgrade(&rc),
            _ => Weak::new(),
        };
    }
}

impl<T> Default for SharedType<T> {
    fn default() -> Self {
        SharedType::empty()
    }
}

impl<T> Clone for SharedType<T> {
    fn clone(&self) -> Self {
        SharedType(RefCell::new(self.0.borrow().clone()))
    }
}

impl<T> fmt::Debug for SharedType<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // a link only: printing the target would recurse through parents
        write!(f, "SharedType({})", if self.0.borrow().upgrade().is_some() { "set" } else { "empty" })
    }
}

/// The parent type of a struct that has none (`KStruct::Parent` of a top-level type).
#[derive(Default, Debug, Clone)]
pub struct KStructUnit;

impl KStruct for KStructUnit {
    type Root = KStructUnit;
    type Parent = KStructUnit;
    fn read<S: KStream>(
        _self_rc: &OptRc<Self>,
        _io: &S,
        _root: SharedType<Self::Root>,
        _parent: SharedType<Self::Parent>,
    ) -> KResult<()> {
        Ok(())
    }
}

fn link_to<L: 'static, T: 'static>(given: Option<SharedType<L>>, this: &Rc<T>) -> SharedType<L> {
    match given {
        Some(link) => link,
        None => {
            // a struct read on its own is its own root (and parent, when the types agree)
            let any: Rc<dyn Any> = this.clone();
            match any.downcast::<L>() {
                Ok(rc) => SharedType::new(rc),
                Err(_) => SharedType::empty(),
            }
        }
    }
}

/// A struct the compiler generated.
pub trait KStruct: Default + 'static {
    type Root: KStruct;
    type Parent: KStruct;

    /// Read the struct's fields from `_io` into the struct `self_rc` links to.
    fn read<S: KStream>(
        self_rc: &OptRc<Self>,
        _io: &S,
        _root: SharedType<Self::Root>,
        _parent: SharedType<Self::Parent>,
    ) -> KResult<()>;

    /// A new `T` read from `_io`; with no root (parent) given, `T` is its own.
    fn read_into<S: KStream, T: KStruct>(
        _io: &S,
        _root: Option<SharedType<T::Root>>,
        _parent: Option<SharedType<T::Parent>>,
    ) -> KResult<OptRc<T>> {
        Self::read_into_with_init::<S, T>(_io, _root, _parent, &|_t: &mut T| Ok(()))
    }

    /// As `read_into`, with `init` run on the new struct first (it sets the parameters).
    fn read_into_with_init<S: KStream, T: KStruct>(
        _io: &S,
        _root: Option<SharedType<T::Root>>,
        _parent: Option<SharedType<T::Parent>>,
        init: &dyn Fn(&mut T) -> KResult<()>,
    ) -> KResult<OptRc<T>> {
        let mut t = T::default();
        init(&mut t)?;
        let rc = Rc::new(t);
        let root = link_to::<T::Root, T>(_root, &rc);
        let parent = link_to::<T::Parent, T>(_parent, &rc);
        let opt = OptRc::from_rc(rc);
        T::read(&opt, _io, root, parent)?;
        Ok(opt)
    }
}

// ---------------------------------------------------------------------------------------------
// streams

/// The stream operations the generated code calls.
pub trait KStream {
    /// A handle on the same stream (bytes and position), as a struct keeps it in `_io`.
    fn clone(&self) -> BytesReader;
    fn size(&self) -> usize;
    fn pos(&self) -> usize;
    fn seek(&self, pos: usize) -> KResult<()>;
    fn is_eof(&self) -> bool;
    fn read_bytes(&self, n: usize) -> KResult<Vec<u8>>;
    fn read_bytes_full(&self) -> KResult<Vec<u8>>;
    fn read_bytes_term(&self, term: u8, include: bool, consume: bool, eos_error: bool) -> KResult<Vec<u8>>;
    fn align_to_byte(&self) -> KResult<()>;
    fn read_bits_int_be(&self, n: usize) -> KResult<u64>;
    fn read_bits_int_le(&self, n: usize) -> KResult<u64>;

    fn read_u1(&self) -> KResult<u8>;
    fn read_s1(&self) -> KResult<i8> {
        Ok(self.read_u1()? as i8)
    }
    fn read_u2le(&self) -> KResult<u16>;
    fn read_u4le(&self) -> KResult<u32>;
    fn read_u8le(&self) -> KResult<u64>;
    fn read_u2be(&self) -> KResult<u16>;
    fn read_u4be(&self) -> KResult<u32>;
    fn read_u8be(&self) -> KResult<u64>;
    fn read_s2le(&self) -> KResult<i16> {
        Ok(self.read_u2le()? as i16)
    }
    fn read_s4le(&self) -> KResult<i32> {
        Ok(self.read_u4le()? as i32)
    }
    fn read_s8le(&self) -> KResult<i64> {
        Ok(self.read_u8le()? as i64)
    }
    fn read_s2be(&self) -> KResult<i16> {
        Ok(self.read_u2be()? as i16)
    }
    fn read_s4be(&self) -> KResult<i32> {
        Ok(self.read_u4be()? as i32)
    }
    fn read_s8be(&self) -> KResult<i64> {
        Ok(self.read_u8be()? as i64)
    }
    fn read_f4le(&self) -> KResult<f32> {
        Ok(f32::from_bits(self.read_u4le()?))
    }
    fn read_f8le(&self) -> KResult<f64> {
        Ok(f64::from_bits(self.read_u8le()?))
    }
    fn read_f4be(&self) -> KResult<f32> {
        Ok(f32::from_bits(self.read_u4be()?))
    }
    fn read_f8be(&self) -> KResult<f64> {
        Ok(f64::from_bits(self.read_u8be()?))
    }
}

#[derive(Default, Debug)]
struct ReaderState {
    pos: Cell<usize>,
    // bits left over from the last bit-sized read, and how many
    bits: Cell<u64>,
    bits_left: Cell<usize>,
}

/// A stream over bytes in memory. Clones share the bytes and the position.
#[derive(Clone, Default)]
pub struct BytesReader {
    buf: Rc<[u8]>,
    state: Rc<ReaderState>,
}

impl fmt::Debug for BytesReader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BytesReader(pos {} of {})", self.state.pos.get(), self.buf.len())
    }
}

impl From<Vec<u8>> for BytesReader {
    fn from(v: Vec<u8>) -> Self {
        BytesReader { buf: Rc::from(v), state: Rc::default() }
    }
}

impl From<&[u8]> for BytesReader {
    fn from(v: &[u8]) -> Self {
        BytesReader { buf: Rc::from(v), state: Rc::default() }
    }
}

impl From<Rc<[u8]>> for BytesReader {
    fn from(buf: Rc<[u8]>) -> Self {
        BytesReader { buf, state: Rc::default() }
    }
}

impl BytesReader {
    /// A stream over a file's bytes.
    pub fn open<P: AsRef<std::path::Path>>(path: P) -> KResult<Self> {
        std::fs::read(path).map(BytesReader::from).map_err(|e| KError::IoError { desc: e.to_string() })
    }
    /// All the stream's bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.buf
    }
    fn take(&self, n: usize) -> KResult<&[u8]> {
        let pos = self.state.pos.get();
        let available = self.buf.len().saturating_sub(pos);
        if n > available {
            return Err(KError::Eof { requested: n, available });
        }
        self.state.pos.set(pos + n);
        Ok(&self.buf[pos..pos + n])
    }
    fn take_array<const N: usize>(&self) -> KResult<[u8; N]> {
        let mut a = [0u8; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }
    fn reset_bits(&self) {
        self.state.bits.set(0);
        self.state.bits_left.set(0);
    }
}

impl KStream for BytesReader {
    fn clone(&self) -> BytesReader {
        BytesReader { buf: self.buf.clone(), state: self.state.clone() }
    }
    fn size(&self) -> usize {
        self.buf.len()
    }
    fn pos(&self) -> usize {
        self.state.pos.get()
    }
    fn seek(&self, pos: usize) -> KResult<()> {
        if pos > self.buf.len() {
            return Err(KError::Eof { requested: pos, available: self.buf.len() });
        }
        self.reset_bits();
        self.state.pos.set(pos);
        Ok(())
    }
    fn is_eof(&self) -> bool {
        self.state.bits_left.get() == 0 && self.state.pos.get() >= self.buf.len()
    }
    fn read_bytes(&self, n: usize) -> KResult<Vec<u8>> {
        self.reset_bits();
        Ok(self.take(n)?.to_vec())
    }
    fn read_bytes_full(&self) -> KResult<Vec<u8>> {
        self.reset_bits();
        let n = self.buf.len().saturating_sub(self.state.pos.get());
        Ok(self.take(n)?.to_vec())
    }
    fn read_bytes_term(&self, term: u8, include: bool, consume: bool, eos_error: bool) -> KResult<Vec<u8>> {
        self.reset_bits();
        let pos = self.state.pos.get().min(self.buf.len());
        let rest = &self.buf[pos..];
        match rest.iter().position(|&b| b == term) {
            Some(i) => {
                let out = if include { rest[..=i].to_vec() } else { rest[..i].to_vec() };
                self.state.pos.set(pos + i + if consume { 1 } else { 0 });
                Ok(out)
            }
            None => {
                if eos_error {
                    return Err(KError::NoTerminator { term });
                }
                self.state.pos.set(self.buf.len());
                Ok(rest.to_vec())
            }
        }
    }
    fn align_to_byte(&self) -> KResult<()> {
        self.reset_bits();
        Ok(())
    }
    fn read_bits_int_be(&self, n: usize) -> KResult<u64> {
        if n > 64 {
            return Err(KError::ReadBitsTooLarge { requested: n });
        }
        // bits_left low bits of `bits` are unread, most significant first
        let mut have = self.state.bits_left.get();
        let mut bits = self.state.bits.get() as u128;
        while have < n {
            let b = self.take(1)?[0];
            bits = (bits << 8) | b as u128;
            have += 8;
        }
        let shift = have - n;
        let mask: u128 = if n == 0 { 0 } else { (1u128 << n) - 1 };
        let out = ((bits >> shift) & mask) as u64;
        let keep = shift;
        self.state.bits.set((bits & ((1u128 << keep) - 1)) as u64);
        self.state.bits_left.set(keep);
        Ok(out)
    }
    fn read_bits_int_le(&self, n: usize) -> KResult<u64> {
        if n > 64 {
            return Err(KError::ReadBitsTooLarge { requested: n });
        }
        // bits_left low bits of `bits` are unread, least significant first
        let mut have = self.state.bits_left.get();
        let mut bits = self.state.bits.get() as u128;
        while have < n {
            let b = self.take(1)?[0];
            bits |= (b as u128) << have;
            have += 8;
        }
        let mask: u128 = if n == 0 { 0 } else { (1u128 << n) - 1 };
        let out = (bits & mask) as u64;
        self.state.bits.set((bits >> n) as u64);
        self.state.bits_left.set(have - n);
        Ok(out)
    }
    fn read_u1(&self) -> KResult<u8> {
        self.reset_bits();
        Ok(self.take(1)?[0])
    }
    fn read_u2le(&self) -> KResult<u16> {
        self.reset_bits();
        Ok(u16::from_le_bytes(self.take_array()?))
    }
    fn read_u4le(&self) -> KResult<u32> {
        self.reset_bits();
        Ok(u32::from_le_bytes(self.take_array()?))
    }
    fn read_u8le(&self) -> KResult<u64> {
        self.reset_bits();
        Ok(u64::from_le_bytes(self.take_array()?))
    }
    fn read_u2be(&self) -> KResult<u16> {
        self.reset_bits();
        Ok(u16::from_be_bytes(self.take_array()?))
    }
    fn read_u4be(&self) -> KResult<u32> {
        self.reset_bits();
        Ok(u32::from_be_bytes(self.take_array()?))
    }
    fn read_u8be(&self) -> KResult<u64> {
        self.reset_bits();
        Ok(u64::from_be_bytes(self.take_array()?))
    }
}

// ---------------------------------------------------------------------------------------------
// functions on bytes the generated code calls

/// Text from bytes in a spec's encoding (UTF-8, ASCII; ISO-8859-1 as Latin-1).
pub fn bytes_to_str(bytes: &Vec<u8>, encoding: &str) -> KResult<String> {
    match encoding.to_ascii_uppercase().replace('_', "-").as_str() {
        "UTF-8" | "UTF8" => String::from_utf8(bytes.clone()).map_err(|e| KError::BytesDecodingError { msg: e.to_string() }),
        "ASCII" | "US-ASCII" => {
            if let Some(b) = bytes.iter().find(|b| **b >= 0x80) {
                return Err(KError::BytesDecodingError { msg: format!("byte 0x{:02x} is not ASCII", b) });
            }
            Ok(bytes.iter().map(|&b| b as char).collect())
        }
        "ISO-8859-1" | "LATIN1" | "LATIN-1" => Ok(bytes.iter().map(|&b| b as char).collect()),
        other => Err(KError::Encoding { desc: format!("unsupported encoding {}", other) }),
    }
}

/// The bytes before the first `term` (with it when `include`).
pub fn bytes_terminate(bytes: &Vec<u8>, term: u8, include: bool) -> Vec<u8> {
    match bytes.iter().position(|&b| b == term) {
        Some(i) => bytes[..if include { i + 1 } else { i }].to_vec(),
        None => bytes.clone(),
    }
}

/// The bytes without the trailing `pad` bytes.
pub fn bytes_strip_right(bytes: &Vec<u8>, pad: u8) -> Vec<u8> {
    let mut end = bytes.len();
    while end > 0 && bytes[end - 1] == pad {
        end -= 1;
    }
    bytes[..end].to_vec()
}

/// Kaitai's `%`: the result has the sign of the divisor (Python's modulo).
pub fn modulo(a: i64, b: i64) -> i64 {
    a.rem_euclid(b)
}

/// The length of a sequence as Kaitai's integer (the mended generated code compares lengths
/// with 64-bit expressions).
pub trait KLen {
    fn k_len(&self) -> i64;
}

impl<T> KLen for Vec<T> {
    fn k_len(&self) -> i64 {
        self.len() as i64
    }
}

impl KLen for String {
    fn k_len(&self) -> i64 {
        self.len() as i64
    }
}

/// `process: zlib`: the bytes inflated (a zlib stream); the message of a failure.
pub fn process_zlib(bytes: &[u8]) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let mut out = Vec::new();
    flate2::read::ZlibDecoder::new(bytes).read_to_end(&mut out).map_err(|e| format!("zlib: {}", e))?;
    Ok(out)
}
