//! Text by collation id, as the server converts it to Unicode (binlogspec's charsets rules):
//! the charset a collation id names, then its bytes decoded; bytes the charset does not define
//! (or a charset without a decoding here) leave the value as bytes.

use crate::charset_tables::{CHARSETS, COLLATIONS, ONE_BYTE};

const UNDEFINED: u16 = 0xFFFE;

/// The charset name and mbmaxlen of a collation id, and whether it is `binary`.
pub fn collation(id: u32) -> Option<(&'static str, u8, bool)> {
    COLLATIONS
        .binary_search_by_key(&id, |c| c.0)
        .ok()
        .map(|i| {
            let c = COLLATIONS[i];
            (CHARSETS[c.1 as usize], c.2, c.3)
        })
}

/// The text of `data` stored under `collation_id`, or None where it stays bytes (binary, an
/// unknown id, a charset without a decoding here, a sequence the charset does not define).
pub fn decode(data: &[u8], collation_id: u32) -> Option<String> {
    let (charset, _, is_binary) = collation(collation_id)?;
    if is_binary {
        return None;
    }
    match charset {
        "utf8mb3" | "utf8mb4" => std::str::from_utf8(data).ok().map(str::to_string),
        "ucs2" | "utf16" => utf16(data, true),
        "utf16le" => utf16(data, false),
        "utf32" => utf32(data),
        _ => {
            let table = ONE_BYTE.iter().find(|(name, _)| *name == charset)?;
            let mut out = String::with_capacity(data.len());
            for &b in data {
                let ch = table.1[b as usize];
                if ch == UNDEFINED {
                    return None;
                }
                out.push(char::from_u32(ch as u32)?);
            }
            Some(out)
        }
    }
}

fn utf16(data: &[u8], big_endian: bool) -> Option<String> {
    if data.len() % 2 != 0 {
        return None;
    }
    let units = data.chunks(2).map(|c| if big_endian { u16::from_be_bytes([c[0], c[1]]) } else { u16::from_le_bytes([c[0], c[1]]) });
    char::decode_utf16(units).collect::<Result<String, _>>().ok()
}

fn utf32(data: &[u8]) -> Option<String> {
    if data.len() % 4 != 0 {
        return None;
    }
    data.chunks(4).map(|c| char::from_u32(u32::from_be_bytes([c[0], c[1], c[2], c[3]]))).collect()
}
