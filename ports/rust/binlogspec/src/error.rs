//! Typed errors: each names the file and the byte offset of the event at fault.

use std::fmt;

/// What went wrong, as binlogspec's Python errors name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The file does not start with the binlog magic `fe 62 69 6e`.
    BadMagic,
    /// The file ends inside an event (or its header).
    Truncated,
    /// An event's CRC32 does not match its bytes.
    ChecksumMismatch,
    /// A length or position that cannot be right (an event size, a log_pos, a payload size).
    LengthOutOfBounds,
    /// Encrypted events this reader cannot decrypt.
    Encrypted,
    /// Something the reader does not support (a payload compression type).
    Unsupported,
    /// A rows event whose rows do not fit its table map, or that has none.
    LayoutMismatch,
    /// Bytes that do not match their spec.
    DecodeError,
    /// The file could not be read.
    Io,
}

impl ErrorKind {
    /// The kind's name, as `binlogspec`'s `error` field gives it.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::BadMagic => "bad_magic",
            ErrorKind::Truncated => "truncated",
            ErrorKind::ChecksumMismatch => "checksum_mismatch",
            ErrorKind::LengthOutOfBounds => "length_out_of_bounds",
            ErrorKind::Encrypted => "encrypted",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::LayoutMismatch => "layout_mismatch",
            ErrorKind::DecodeError => "decode_error",
            ErrorKind::Io => "io",
        }
    }
}

/// An error in a binlog: `FILE:OFFSET: EVENT_TYPE: message` as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BinlogError {
    pub kind: ErrorKind,
    pub file: String,
    /// The offset of the event at fault (of the TRANSACTION_PAYLOAD event for its inner events).
    pub offset: u64,
    /// The event type's name (`TABLE_MAP_EVENT`), when the fault is in an event.
    pub event_type: Option<String>,
    pub message: String,
}

impl BinlogError {
    pub fn new(kind: ErrorKind, file: &str, offset: u64, event_type: Option<String>, message: impl Into<String>) -> Self {
        BinlogError { kind, file: file.to_string(), offset, event_type, message: message.into() }
    }
}

impl fmt::Display for BinlogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.event_type {
            Some(t) => write!(f, "{}:{}: {}: {}", self.file, self.offset, t, self.message),
            None => write!(f, "{}:{}: {}", self.file, self.offset, self.message),
        }
    }
}

impl std::error::Error for BinlogError {}

pub type Result<T> = std::result::Result<T, BinlogError>;
