//! binlogspec: MySQL/MariaDB binary logs read with parsers generated from the Kaitai Struct specs.

#[allow(clippy::all, unused_parens, unused_variables, dead_code, unused_mut, non_snake_case)]
#[path = "../../../../generated/rust/mod.rs"]
pub mod parsers;
