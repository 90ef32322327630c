//! binlogspec: MySQL/MariaDB binary logs read with parsers generated from the Kaitai Struct
//! specs (formats/kaitai), and their row changes with the values `binlogspec rows` gives.
//!
//! ```no_run
//! for change in binlogspec::rows::RowChanges::open("binlog.000001").unwrap() {
//!     let change = change.unwrap();
//!     println!("{}", change.to_json());
//! }
//! ```

#[allow(clippy::all, unused_parens, unused_variables, dead_code, unused_mut, non_snake_case)]
/// The parsers kaitai-struct-compiler generates from the specs, mended (generated/rust,
/// which src/parsers links to).
pub mod parsers;

pub mod error;
pub mod reader;

pub use error::{BinlogError, ErrorKind};
pub use reader::{Event, Reader};
pub mod charset_tables;
pub mod charsets;
pub mod columns;
pub mod json;
pub mod rows;
pub mod values;
pub mod wkb;

pub use rows::{RowChange, RowChanges};
pub use values::Value;

/// The Kaitai runtime the parsers are read with (BytesReader, KStruct, ...).
pub use kaitai;
