//! The value rules: a column cell the generated parser read, turned into the value
//! `binlogspec rows` gives (formats/README.md, "Values beyond the specs"), and that value as
//! JSON in `binlogspec rows`' rendering.

use base64::Engine;
use serde_json::Value as J;

use crate::charsets;
use crate::columns::{Column, Label};
use crate::json::{self, Json};
use crate::parsers::column_cell::*;
use crate::parsers::table_map_event::TableMapEvent_StringRealType;

pub const BINARY_COLLATION: u32 = 63;

/// A column's value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    /// TINY .. LONGLONG (signed or unsigned by the column), YEAR, BIT, and ENUM/SET without labels.
    Int(i128),
    /// FLOAT (its float32 value), DOUBLE.
    Float(f64),
    /// Text decoded by the column's charset, an ENUM label.
    Text(String),
    /// Binary values, and text whose charset is unknown or does not decode it.
    Bytes(Vec<u8>),
    /// DECIMAL: the exact digits (`"-0.50"`).
    Decimal(String),
    /// DATE `YYYY-MM-DD`; DATETIME `YYYY-MM-DDTHH:MM:SS[.ffffff]`; TIMESTAMP the same with
    /// `+00:00`; a date the calendar lacks (`0000-00-00`) as the server prints it.
    Temporal(String),
    /// TIME: `[-]HH:MM:SS[.ffffff]`, hours up to 838.
    Time(String),
    /// SET: the labels of its bits.
    Set(Vec<Label>),
    /// JSON: the document.
    Json(Json),
    /// A partial JSON update whose document is not in the row: its diffs.
    JsonDiffs(Vec<json::Diff>),
    /// GEOMETRY: SRID and WKB (WKT text with it in JSON).
    Geometry { srid: u32, wkb: Vec<u8> },
    /// VECTOR: its float32 values.
    Vector(Vec<f32>),
}

fn b64(data: &[u8]) -> String {
    format!("base64:{}", base64::engine::general_purpose::STANDARD.encode(data))
}

fn float_json(v: f64) -> J {
    if v.is_nan() {
        J::String("nan".into())
    } else if v.is_infinite() {
        J::String(if v > 0.0 { "inf".into() } else { "-inf".into() })
    } else {
        serde_json::Number::from_f64(v).map(J::Number).unwrap_or(J::Null)
    }
}

fn label_json(l: &Label) -> J {
    match l {
        Label::Text(s) => J::String(s.clone()),
        Label::Bytes(b) => J::String(b64(b)),
    }
}

impl Value {
    /// The value as `binlogspec rows` writes it in JSON.
    pub fn to_json(&self) -> J {
        match self {
            Value::Null => J::Null,
            Value::Int(i) => json::number_text(&i.to_string()),
            Value::Float(f) => float_json(*f),
            Value::Text(s) => J::String(s.clone()),
            Value::Bytes(b) => J::String(b64(b)),
            Value::Decimal(s) => J::String(s.clone()),
            Value::Temporal(s) | Value::Time(s) => J::String(s.clone()),
            Value::Set(labels) => {
                let mut texts: Vec<J> = labels.iter().map(label_json).collect();
                texts.sort_by(|a, b| a.as_str().unwrap_or("").cmp(b.as_str().unwrap_or("")));
                J::Array(texts)
            }
            Value::Json(doc) => doc.to_value(),
            Value::JsonDiffs(diffs) => J::Array(
                diffs
                    .iter()
                    .map(|d| {
                        let mut m = serde_json::Map::new();
                        m.insert("operation".into(), J::String(d.operation.clone()));
                        m.insert("path".into(), J::String(d.path.clone()));
                        m.insert("value".into(), d.value.as_ref().map(|v| v.to_value()).unwrap_or(J::Null));
                        J::Object(m)
                    })
                    .collect(),
            ),
            Value::Geometry { srid, wkb } => {
                let mut m = serde_json::Map::new();
                m.insert("srid".into(), J::from(*srid));
                m.insert("wkb".into(), J::String(b64(wkb)));
                m.insert("wkt".into(), crate::wkb::to_wkt(wkb).map(J::String).unwrap_or(J::Null));
                J::Object(m)
            }
            Value::Vector(vs) => J::Array(vs.iter().map(|v| float_json(*v as f64)).collect()),
        }
    }
}

/// An error of the value rules: a cell whose bytes are no value of its column's type.
#[derive(Debug, Clone)]
pub struct ValueError(pub String);

type R<T> = Result<T, ValueError>;

fn err<T>(text: impl Into<String>) -> R<T> {
    Err(ValueError(text.into()))
}

fn k<T>(r: kaitai::KResult<T>) -> R<T> {
    r.map_err(|e| ValueError(e.to_string()))
}

const DIG2BYTES: [usize; 10] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 4];

/// DECIMAL(precision, scale) from the server's binary form, as exact text.
pub fn decimal_from_bytes(raw: &[u8], precision: u8, scale: u8) -> R<String> {
    if raw.is_empty() {
        return err("empty DECIMAL value");
    }
    let negative = raw[0] & 0x80 == 0;
    let mut data = raw.to_vec();
    data[0] ^= 0x80;
    if negative {
        for b in data.iter_mut() {
            *b ^= 0xFF;
        }
    }
    let (precision, scale) = (precision as usize, scale as usize);
    let intg = precision.saturating_sub(scale);
    let mut pos = 0usize;
    let mut take = |ndigits: usize, nbytes: usize| -> R<String> {
        if pos + nbytes > data.len() {
            return err("DECIMAL value shorter than its digits");
        }
        let mut v: u128 = 0;
        for b in &data[pos..pos + nbytes] {
            v = (v << 8) | *b as u128;
        }
        pos += nbytes;
        Ok(format!("{:0width$}", v, width = ndigits))
    };
    let mut digits = String::new();
    let lead = intg % 9;
    if lead > 0 {
        digits += &take(lead, DIG2BYTES[lead])?;
    }
    for _ in 0..intg / 9 {
        digits += &take(9, 4)?;
    }
    let trimmed = digits.trim_start_matches('0');
    let int_text = if trimmed.is_empty() { "0" } else { trimmed };
    let mut frac = String::new();
    for _ in 0..scale / 9 {
        frac += &take(9, 4)?;
    }
    let tail = scale % 9;
    if tail > 0 {
        frac += &take(tail, DIG2BYTES[tail])?;
    }
    let mut text = int_text.to_string();
    if scale > 0 {
        text.push('.');
        text += &frac;
    }
    Ok(if negative { format!("-{}", text) } else { text })
}

fn is_leap(y: i64) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 => {
            if is_leap(y) {
                29
            } else {
                28
            }
        }
        _ => 0,
    }
}

fn valid_date(y: i64, m: i64, d: i64) -> bool {
    (1..=9999).contains(&y) && (1..=12).contains(&m) && d >= 1 && d <= days_in_month(y, m)
}

fn date_text(y: i64, m: i64, d: i64) -> String {
    format!("{:04}-{:02}-{:02}", y, m, d)
}

#[allow(clippy::too_many_arguments)]
fn datetime_text(y: i64, mo: i64, d: i64, h: i64, mi: i64, s: i64, micro: i64, fsp: u8) -> String {
    if valid_date(y, mo, d) && h < 24 && mi < 60 && s < 60 {
        let mut t = format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}", y, mo, d, h, mi, s);
        if micro != 0 {
            t += &format!(".{:06}", micro);
        }
        return t;
    }
    let mut t = format!("{:04}-{:02}-{:02} {:02}:{:02}:{:02}", y, mo, d, h, mi, s);
    if fsp > 0 {
        t += ".";
        t += &format!("{:06}", micro)[..fsp.min(6) as usize];
    }
    t
}

fn micro(fraction: i64, fsp: u8) -> i64 {
    if fsp == 0 {
        return 0;
    }
    let nbytes = (fsp as u32 + 1) / 2;
    fraction * 10i64.pow(6 - 2 * nbytes)
}

/// Days since 1970-01-01 to (year, month, day).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719468;
    let era = if z >= 0 { z } else { z - 146096 } / 146097;
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn timestamp_text(seconds: i64, micro: i64, fsp: u8) -> String {
    if seconds == 0 && micro == 0 {
        let mut t = "0000-00-00 00:00:00".to_string();
        if fsp > 0 {
            t += ".";
            t += &"0".repeat(fsp as usize);
        }
        return t;
    }
    let days = seconds.div_euclid(86400);
    let rest = seconds.rem_euclid(86400);
    let (y, m, d) = civil_from_days(days);
    let mut t = format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}", y, m, d, rest / 3600, rest / 60 % 60, rest % 60);
    if micro != 0 {
        t += &format!(".{:06}", micro);
    }
    t + "+00:00"
}

/// `[-]HH:MM:SS[.ffffff]` of a signed number of microseconds.
pub fn time_text(total_micro: i128) -> String {
    let sign = if total_micro < 0 { "-" } else { "" };
    let m = total_micro.unsigned_abs();
    let (seconds, frac) = (m / 1_000_000, m % 1_000_000);
    let (hours, rest) = (seconds / 3600, seconds % 3600);
    let mut t = format!("{}{:02}:{:02}:{:02}", sign, hours, rest / 60, rest % 60);
    if frac != 0 {
        t += &format!(".{:06}", frac);
    }
    t
}

/// TIME2: the 3-byte integer part and the stored fraction, as the server combines them.
pub fn time2_value(int_part: i128, frac: i128, fsp: u8) -> String {
    let nbytes = (fsp as u32 + 1) / 2;
    let packed = (int_part << (8 * nbytes)) | frac;
    let offset: i128 = 1 << (24 + 8 * nbytes - 1);
    let value = packed - offset;
    let negative = value < 0;
    let value = value.abs();
    let (whole, fraction) = if nbytes > 0 { (value >> (8 * nbytes), value & ((1 << (8 * nbytes)) - 1)) } else { (value, 0) };
    let hour = (whole >> 12) & 0x3FF;
    let minute = (whole >> 6) & 0x3F;
    let second = whole & 0x3F;
    let micro = if nbytes > 0 { fraction * 10i128.pow(6 - 2 * nbytes) } else { 0 };
    let total = ((hour * 60 + minute) * 60 + second) * 1_000_000 + micro;
    time_text(if negative { -total } else { total })
}

fn text_value(column: &Column, raw: &[u8]) -> Value {
    match column.collation_id {
        None => Value::Bytes(raw.to_vec()),
        Some(id) => match charsets::decode(raw, id) {
            Some(text) => Value::Text(text),
            None => Value::Bytes(raw.to_vec()),
        },
    }
}

fn le_int(raw: &[u8]) -> u128 {
    raw.iter().rev().fold(0u128, |acc, b| (acc << 8) | *b as u128)
}

fn enum_value(column: &Column, index: u128) -> Value {
    match &column.enum_labels {
        None => Value::Int(index as i128),
        Some(labels) => {
            if index == 0 {
                Value::Text(String::new())
            } else if index as usize <= labels.len() {
                match &labels[index as usize - 1] {
                    Label::Text(s) => Value::Text(s.clone()),
                    Label::Bytes(b) => Value::Bytes(b.clone()),
                }
            } else {
                Value::Int(index as i128)
            }
        }
    }
}

fn set_value(column: &Column, mask: u128) -> Value {
    match &column.set_labels {
        None => Value::Int(mask as i128),
        Some(labels) => {
            let mut out: Vec<Label> = Vec::new();
            for (i, l) in labels.iter().enumerate() {
                if i < 128 && mask >> i & 1 == 1 && !out.contains(l) {
                    out.push(l.clone());
                }
            }
            Value::Set(out)
        }
    }
}

fn fixed_raw(v: &Option<ColumnCell_CellString_Value>) -> Vec<u8> {
    match v {
        Some(ColumnCell_CellString_Value::ColumnCell_CellFixed(f)) => f.raw().clone(),
        Some(ColumnCell_CellString_Value::ColumnCell_CellVar(f)) => f.raw().clone(),
        None => Vec::new(),
    }
}

/// The value of one present, non-NULL cell (its `value`), by its column.
pub fn cell_value(column: &Column, cell: &ColumnCell_Value) -> R<Value> {
    use ColumnCell_Value as C;
    let kind = column.type_name.as_str();
    Ok(match (kind, cell) {
        ("TINY" | "SHORT" | "INT24" | "LONG" | "LONGLONG", C::ColumnCell_CellInt(c)) => {
            if column.unsigned == Some(true) {
                Value::Int(c.value_unsigned() as u64 as i128)
            } else {
                Value::Int(*k(c.value_signed())? as i128)
            }
        }
        ("FLOAT", C::ColumnCell_CellFloat(c)) => Value::Float(*c.value() as f64),
        ("DOUBLE", C::ColumnCell_CellDouble(c)) => Value::Float(*c.value()),
        ("YEAR", C::ColumnCell_CellYear(c)) => Value::Int(*k(c.year())? as i128),
        ("DATE" | "NEWDATE", C::ColumnCell_CellDate(c)) => Value::Temporal(date_text(*c.year() as i64, *c.month() as i64, *c.day() as i64)),
        ("TIME", C::ColumnCell_CellTime(c)) => {
            let packed = *k(c.packed())? as i64;
            let negative = packed < 0;
            let p = packed.abs();
            let (hours, rest) = (p / 10000, p % 10000);
            let (minutes, seconds) = (rest / 100, rest % 100);
            let total = ((hours * 3600 + minutes * 60 + seconds) as i128) * 1_000_000;
            Value::Time(time_text(if negative { -total } else { total }))
        }
        ("DATETIME", C::ColumnCell_CellDatetime(c)) => {
            let p = *c.packed() as i64;
            let (date, time) = (p / 1_000_000, p % 1_000_000);
            Value::Temporal(datetime_text(date / 10000, date / 100 % 100, date % 100, time / 10000, time / 100 % 100, time % 100, 0, 0))
        }
        ("TIMESTAMP", C::ColumnCell_CellTimestamp(c)) => Value::Temporal(timestamp_text(*c.seconds() as i64, 0, 0)),
        ("TIMESTAMP2", C::ColumnCell_CellTimestamp2(c)) => {
            let frac = if c.fraction_enum().is_some() { c.fraction() as i64 } else { 0 };
            Value::Temporal(timestamp_text(*c.seconds() as i64, micro(frac, column.fsp), column.fsp))
        }
        ("DATETIME2", C::ColumnCell_CellDatetime2(c)) => {
            let frac = if c.fraction_enum().is_some() { c.fraction() as i64 } else { 0 };
            let us = micro(frac, column.fsp);
            let ym = *c.year_month() as i64;
            Value::Temporal(datetime_text(
                ym / 13,
                ym % 13,
                *c.day() as i64,
                *c.hour() as i64,
                *c.minute() as i64,
                *c.second() as i64,
                us,
                column.fsp,
            ))
        }
        ("TIME2", C::ColumnCell_CellTime2(c)) => {
            let frac = if c.fraction_enum().is_some() { c.fraction() as i128 } else { 0 };
            Value::Time(time2_value(*c.int_part() as i128, frac, column.fsp))
        }
        ("NEWDECIMAL", C::ColumnCell_CellDecimal(c)) => Value::Decimal(decimal_from_bytes(
            &c.raw(),
            column.precision.unwrap_or(0),
            column.scale.unwrap_or(0),
        )?),
        ("BIT", C::ColumnCell_CellFixed(c)) => Value::Int(c.raw().iter().fold(0u128, |a, b| (a << 8) | *b as u128) as i128),
        ("VARCHAR" | "VAR_STRING" | "BLOB" | "TINY_BLOB" | "MEDIUM_BLOB" | "LONG_BLOB", C::ColumnCell_CellVar(c)) => text_value(column, &c.raw()),
        ("STRING" | "ENUM" | "SET", C::ColumnCell_CellString(c)) => {
            let raw = fixed_raw(&c.value());
            let real = column.real_type_name.as_deref().unwrap_or(kind);
            let _ = *c.real_type() == TableMapEvent_StringRealType::String;
            if real == "ENUM" {
                enum_value(column, le_int(&raw))
            } else if real == "SET" {
                set_value(column, le_int(&raw))
            } else if column.collation_id == Some(BINARY_COLLATION) && column.max_length.unwrap_or(0) > 0 {
                let mut b = raw;
                let n = column.max_length.unwrap() as usize;
                if b.len() < n {
                    b.resize(n, 0);
                }
                Value::Bytes(b)
            } else {
                text_value(column, &raw)
            }
        }
        ("JSON", C::ColumnCell_CellJson(c)) => {
            let doc = c.document().clone();
            if doc.is_none() {
                Value::Json(Json::Null)
            } else {
                Value::Json(json::from_doc(&doc).map_err(|e| ValueError(e.0))?)
            }
        }
        ("GEOMETRY", C::ColumnCell_CellGeometry(c)) => Value::Geometry { srid: *c.srid(), wkb: c.wkb().clone() },
        ("VECTOR", C::ColumnCell_CellVector(c)) => Value::Vector(c.values().clone()),
        (other, _) => return err(format!("no value rule for column type {}", other)),
    })
}

/// The diffs of a partial JSON update cell.
pub fn json_diffs(diff: &ColumnCell_JsonDiff) -> R<Vec<json::Diff>> {
    let ops = diff.operations().clone();
    let mut out = Vec::new();
    for op in ops.operations().iter() {
        let operation = match *op.operation() {
            ColumnCell_JsonDiffOperationType::Replace => "replace".to_string(),
            ColumnCell_JsonDiffOperationType::Insert => "insert".to_string(),
            ColumnCell_JsonDiffOperationType::Remove => "remove".to_string(),
            ColumnCell_JsonDiffOperationType::Unknown(v) => v.to_string(),
        };
        let value = if operation == "remove" {
            None
        } else {
            Some(json::parse(&op.value()).map_err(|e| ValueError(e.0))?)
        };
        out.push(json::Diff { operation, path: op.path().clone(), value });
    }
    Ok(out)
}
