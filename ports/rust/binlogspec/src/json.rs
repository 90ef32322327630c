//! MySQL's binary JSON (the spec's `mysql_json`) as a document, and partial JSON updates
//! (`mysql_json_diff`) applied to one, as MySQL prints and applies them.

use kaitai::{BytesReader, KStruct, OptRc};

use crate::parsers::mysql_json::*;

/// A JSON document as MySQL holds it: objects keep their members in MySQL's key order when
/// printed; DECIMAL and temporal opaque values keep MySQL's text for them.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i128),
    Double(f64),
    Str(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
    /// A DECIMAL: MySQL's text for it (a bare number).
    Decimal(String),
    /// A DATE, TIME, DATETIME or TIMESTAMP: MySQL's text for it (printed quoted).
    Temporal(String),
    /// Any other opaque value: its field type code and bytes.
    Opaque(u8, Vec<u8>),
}

/// An error in a document or in a diff that does not apply to it.
#[derive(Debug, Clone)]
pub struct JsonError(pub String);

fn text_err<T>(what: impl Into<String>) -> Result<T, JsonError> {
    Err(JsonError(what.into()))
}

/// Parse a binary JSON document with the generated `mysql_json` parser.
pub fn parse(bytes: &[u8]) -> Result<Json, JsonError> {
    let io = BytesReader::from(bytes);
    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        MysqlJson::read_into::<BytesReader, MysqlJson>(&io, None, None)
    }));
    match run {
        Ok(Ok(doc)) => from_doc(&doc),
        Ok(Err(e)) => text_err(format!("{}", e)),
        Err(p) => text_err(crate::reader::panic_text(p)),
    }
}

/// The document of a parsed `mysql_json`.
pub fn from_doc(doc: &OptRc<MysqlJson>) -> Result<Json, JsonError> {
    let value = doc.value().clone();
    if value.is_none() {
        return text_err("a JSON document without a value");
    }
    json_value(&value)
}

fn json_value(node: &OptRc<MysqlJson_JsonValue>) -> Result<Json, JsonError> {
    use MysqlJson_JsonValue_Value as V;
    let value = node.value().clone();
    match value {
        Some(V::MysqlJson_JsonObject(o)) => object(&o),
        Some(V::MysqlJson_JsonArray(a)) => array(&a),
        Some(V::MysqlJson_JsonDouble(d)) => Ok(Json::Double(*d.value())),
        Some(V::MysqlJson_JsonInt(i)) => int(&i),
        Some(V::MysqlJson_JsonString(s)) => Ok(Json::Str(s.value().clone())),
        Some(V::MysqlJson_JsonLiteral(l)) => literal(&l),
        Some(V::MysqlJson_JsonOpaque(o)) => opaque(&o),
        None => text_err(format!("unknown JSON value type {:?}", *node.value_type())),
    }
}

fn int(i: &OptRc<MysqlJson_JsonInt>) -> Result<Json, JsonError> {
    let t = *i.value_type();
    // the halves as the generated reader holds them (their widths as the spec reads them)
    let low = i.value_low() as u64;
    let v: i128 = match t {
        MysqlJson_JsonType::Int16 => (low as u16) as i16 as i128,
        MysqlJson_JsonType::Uint16 => (low as u16) as i128,
        MysqlJson_JsonType::Int32 => (low as u32) as i32 as i128,
        MysqlJson_JsonType::Uint32 => (low as u32) as i128,
        MysqlJson_JsonType::Int64 => {
            let high = (i.value_high() as u64) as u32;
            ((((high as u64) << 32) | (low as u32 as u64)) as i64) as i128
        }
        MysqlJson_JsonType::Uint64 => {
            let high = (i.value_high() as u64) as u32;
            (((high as u64) << 32) | (low as u32 as u64)) as i128
        }
        other => return text_err(format!("not an integer type {:?}", other)),
    };
    Ok(Json::Int(v))
}

fn literal(l: &OptRc<MysqlJson_JsonLiteral>) -> Result<Json, JsonError> {
    match *l.value() {
        MysqlJson_Literal::Null => Ok(Json::Null),
        MysqlJson_Literal::True => Ok(Json::Bool(true)),
        MysqlJson_Literal::False => Ok(Json::Bool(false)),
        MysqlJson_Literal::Unknown(v) => text_err(format!("unknown JSON literal {}", v)),
    }
}

fn entry(e: &OptRc<MysqlJson_ValueEntry>) -> Result<Json, JsonError> {
    let inlined = e.is_inlined().map(|v| *v).map_err(|k| JsonError(k.to_string()))?;
    if inlined {
        let inl = e.inlined().clone();
        return match inl.value().clone() {
            Some(MysqlJson_JsonInlined_Value::MysqlJson_JsonInt(i)) => int(&i),
            Some(MysqlJson_JsonInlined_Value::MysqlJson_JsonLiteral(l)) => literal(&l),
            None => text_err("an inlined JSON value of no type"),
        };
    }
    let v = e.value().map_err(|k| JsonError(k.to_string()))?.clone();
    json_value(&v)
}

fn object(o: &OptRc<MysqlJson_JsonObject>) -> Result<Json, JsonError> {
    let keys = o.key_entries().clone();
    let values = o.value_entries().clone();
    let mut out = Vec::with_capacity(keys.len());
    for (k, v) in keys.iter().zip(values.iter()) {
        let key = k.key().map_err(|e| JsonError(e.to_string()))?.clone();
        out.push((key, entry(v)?));
    }
    Ok(Json::Object(out))
}

fn array(a: &OptRc<MysqlJson_JsonArray>) -> Result<Json, JsonError> {
    let values = a.value_entries().clone();
    values.iter().map(entry).collect::<Result<Vec<_>, _>>().map(Json::Array)
}

const NEWDECIMAL: i64 = 246;
const DATE: i64 = 10;
const TIME: i64 = 11;
const DATETIME: i64 = 12;
const TIMESTAMP: i64 = 7;
const VAR_STRING: i64 = 253;

fn opaque(o: &OptRc<MysqlJson_JsonOpaque>) -> Result<Json, JsonError> {
    let code = i64::from(&*o.field_type());
    let data = o.data().clone();
    match data {
        Some(MysqlJson_JsonOpaque_Data::MysqlJson_OpaqueDecimal(d)) if code == NEWDECIMAL => {
            Ok(Json::Decimal(decimal_text(*d.precision() as usize, *d.scale() as usize, &d.digits())?))
        }
        Some(MysqlJson_JsonOpaque_Data::MysqlJson_OpaqueTemporal(t)) if [DATE, TIME, DATETIME, TIMESTAMP].contains(&code) => {
            let packed = *t.packed().map_err(|e| JsonError(e.to_string()))?;
            Ok(Json::Temporal(temporal_text(code, packed as i128)))
        }
        Some(MysqlJson_JsonOpaque_Data::Bytes(b)) => {
            if code == VAR_STRING {
                Ok(Json::Str(String::from_utf8_lossy(&b).into_owned()))
            } else {
                Ok(Json::Opaque(code as u8, b))
            }
        }
        _ => {
            let raw = o.data_raw().clone();
            if code == VAR_STRING {
                Ok(Json::Str(String::from_utf8_lossy(&raw).into_owned()))
            } else {
                Ok(Json::Opaque(code as u8, raw))
            }
        }
    }
}

const DIG2BYTES: [usize; 10] = [0, 1, 1, 2, 2, 3, 3, 4, 4, 4];

/// MySQL's text for a binary DECIMAL (bin2decimal, then decimal2string).
pub fn decimal_text(precision: usize, scale: usize, digits: &[u8]) -> Result<String, JsonError> {
    if scale > precision {
        return text_err(format!("DECIMAL({},{}) has its scale above its precision", precision, scale));
    }
    let intg = precision - scale;
    let (intg0, intg0x) = (intg / 9, intg % 9);
    let (frac0, frac0x) = (scale / 9, scale % 9);
    let size = intg0 * 4 + DIG2BYTES[intg0x] + frac0 * 4 + DIG2BYTES[frac0x];
    if digits.len() < size {
        return text_err(format!("DECIMAL({},{}) needs {} bytes, got {}", precision, scale, size, digits.len()));
    }
    if size == 0 {
        return text_err("an empty DECIMAL value");
    }
    let mut raw = digits[..size].to_vec();
    let negative = raw[0] & 0x80 == 0;
    raw[0] ^= 0x80;
    if negative {
        for b in raw.iter_mut() {
            *b ^= 0xFF;
        }
    }
    let mut pos = 0;
    let mut take = |n: usize| {
        let mut v: u64 = 0;
        for b in &raw[pos..pos + n] {
            v = (v << 8) | *b as u64;
        }
        pos += n;
        v
    };
    let mut int_part = String::new();
    if intg0x > 0 {
        int_part += &take(DIG2BYTES[intg0x]).to_string();
    }
    for _ in 0..intg0 {
        int_part += &format!("{:09}", take(4));
    }
    let mut frac_part = String::new();
    for _ in 0..frac0 {
        frac_part += &format!("{:09}", take(4));
    }
    if frac0x > 0 {
        frac_part += &format!("{:0width$}", take(DIG2BYTES[frac0x]), width = frac0x);
    }
    let trimmed = int_part.trim_start_matches('0');
    let mut text = if trimmed.is_empty() { "0".to_string() } else { trimmed.to_string() };
    if scale > 0 {
        text.push('.');
        text += &frac_part;
    }
    Ok(if negative { format!("-{}", text) } else { text })
}

/// my_TIME_to_str(.., 6) of a packed DATE, TIME, DATETIME or TIMESTAMP.
pub fn temporal_text(code: i64, packed: i128) -> String {
    let sign = if packed < 0 { "-" } else { "" };
    let magnitude = packed.unsigned_abs();
    let micro = magnitude % (1 << 24);
    let intpart = magnitude >> 24;
    if code == TIME {
        let hms = intpart;
        let hour = (hms >> 12) % (1 << 10);
        let minute = (hms >> 6) % (1 << 6);
        let second = hms % (1 << 6);
        return format!("{}{:02}:{:02}:{:02}.{:06}", sign, hour, minute, second, micro);
    }
    let ymd = intpart >> 17;
    let hms = intpart % (1 << 17);
    let day = ymd % (1 << 5);
    let ym = ymd >> 5;
    let (year, month) = (ym / 13, ym % 13);
    if code == DATE {
        return format!("{:04}-{:02}-{:02}", year, month, day);
    }
    let (hour, minute, second) = (hms >> 12, (hms >> 6) % (1 << 6), hms % (1 << 6));
    format!("{:04}-{:02}-{:02} {:02}:{:02}:{:02}.{:06}", year, month, day, hour, minute, second, micro)
}

fn key_order(a: &str, b: &str) -> std::cmp::Ordering {
    (a.len(), a.as_bytes()).cmp(&(b.len(), b.as_bytes()))
}

/// MySQL's base64_encode: a newline after every 76 characters.
fn mysql_base64(data: &[u8]) -> String {
    use base64::Engine;
    let text = base64::engine::general_purpose::STANDARD.encode(data);
    let chunks: Vec<&str> = text.as_bytes().chunks(76).map(|c| std::str::from_utf8(c).unwrap()).collect();
    chunks.join("\n")
}

impl Json {
    /// The document as the JSON value `binlogspec rows` embeds (MySQL's text read back as JSON):
    /// DECIMAL a number with its digits, temporal values and other opaque values strings.
    pub fn to_value(&self) -> serde_json::Value {
        use serde_json::Value as V;
        match self {
            Json::Null => V::Null,
            Json::Bool(b) => V::Bool(*b),
            Json::Int(i) => number_text(&i.to_string()),
            Json::Double(d) => serde_json::Number::from_f64(*d).map(V::Number).unwrap_or(V::Null),
            Json::Str(s) => V::String(s.clone()),
            Json::Array(items) => V::Array(items.iter().map(Json::to_value).collect()),
            Json::Object(members) => {
                let mut sorted: Vec<&(String, Json)> = members.iter().collect();
                sorted.sort_by(|a, b| key_order(&a.0, &b.0));
                let mut map = serde_json::Map::new();
                for (k, v) in sorted {
                    map.insert(k.clone(), v.to_value());
                }
                V::Object(map)
            }
            Json::Decimal(text) => number_text(text),
            Json::Temporal(text) => V::String(text.clone()),
            Json::Opaque(code, data) => V::String(format!("base64:type{}:{}", code, mysql_base64(data))),
        }
    }
}

/// A JSON number of exactly this text (serde_json's arbitrary precision).
pub fn number_text(text: &str) -> serde_json::Value {
    serde_json::from_str::<serde_json::Number>(text).map(serde_json::Value::Number).unwrap_or(serde_json::Value::Null)
}

// ------------------------------------------------------------------------- partial updates

#[derive(Debug, Clone, PartialEq)]
enum Leg {
    Member(String),
    Cell(usize),
    Last(usize),
}

fn parse_path(path: &str) -> Result<Vec<Leg>, JsonError> {
    let b = path.as_bytes();
    if b.first() != Some(&b'$') {
        return text_err(format!("a JSON path starts with $: {:?}", path));
    }
    let mut legs = Vec::new();
    let mut i = 1;
    while i < b.len() {
        let ch = b[i];
        if ch.is_ascii_whitespace() {
            i += 1;
        } else if ch == b'.' {
            i += 1;
            if i < b.len() && b[i] == b'"' {
                // a JSON string
                let mut de = serde_json::Deserializer::from_str(&path[i..]).into_iter::<String>();
                match de.next() {
                    Some(Ok(name)) => {
                        i += de.byte_offset();
                        legs.push(Leg::Member(name));
                    }
                    _ => return text_err(format!("bad quoted member at {} in {:?}", i, path)),
                }
            } else {
                let start = i;
                while i < b.len() && b[i] != b'.' && b[i] != b'[' && !b[i].is_ascii_whitespace() {
                    i += 1;
                }
                if i == start {
                    return text_err(format!("no member name at {} in {:?}", i, path));
                }
                legs.push(Leg::Member(path[start..i].to_string()));
            }
        } else if ch == b'[' {
            let close = match path[i..].find(']') {
                Some(c) => i + c,
                None => return text_err(format!("bad array leg at {} in {:?}", i, path)),
            };
            let inner = path[i + 1..close].trim();
            if let Ok(n) = inner.parse::<usize>() {
                legs.push(Leg::Cell(n));
            } else if let Some(rest) = inner.strip_prefix("last") {
                let rest = rest.trim();
                if rest.is_empty() {
                    legs.push(Leg::Last(0));
                } else if let Some(n) = rest.strip_prefix('-') {
                    match n.trim().parse::<usize>() {
                        Ok(n) => legs.push(Leg::Last(n)),
                        Err(_) => return text_err(format!("bad array leg at {} in {:?}", i, path)),
                    }
                } else {
                    return text_err(format!("bad array leg at {} in {:?}", i, path));
                }
            } else {
                return text_err(format!("bad array leg at {} in {:?}", i, path));
            }
            i = close + 1;
        } else {
            return text_err(format!("unexpected {:?} at {} in {:?}", ch as char, i, path));
        }
    }
    Ok(legs)
}

fn index_of(leg: &Leg, size: usize) -> i64 {
    match leg {
        Leg::Cell(n) => *n as i64,
        Leg::Last(n) => size as i64 - 1 - *n as i64,
        Leg::Member(_) => -1,
    }
}

fn seek<'a>(mut dom: &'a mut Json, legs: &[Leg], path: &str) -> Result<&'a mut Json, JsonError> {
    for leg in legs {
        dom = match (dom, leg) {
            (Json::Array(items), l) if !matches!(l, Leg::Member(_)) => {
                let pos = index_of(l, items.len());
                if pos < 0 || pos as usize >= items.len() {
                    return text_err(format!("{}: no array element {}", path, pos));
                }
                &mut items[pos as usize]
            }
            (Json::Object(members), Leg::Member(name)) => match members.iter_mut().find(|(k, _)| k == name) {
                Some((_, v)) => v,
                None => return text_err(format!("{}: no member {:?}", path, name)),
            },
            _ => return text_err(format!("{}: the path does not fit the document", path)),
        };
    }
    Ok(dom)
}

/// One diff of a partial JSON update: operation (`replace`, `insert`, `remove`), path, and the
/// new value (None for remove).
#[derive(Debug, Clone, PartialEq)]
pub struct Diff {
    pub operation: String,
    pub path: String,
    pub value: Option<Json>,
}

/// Apply partial-update diffs to a document, as MySQL's apply_json_diff does.
pub fn apply_diffs(mut dom: Json, diffs: &[Diff]) -> Result<Json, JsonError> {
    for diff in diffs {
        let legs = parse_path(&diff.path)?;
        let path = &diff.path;
        let value = diff.value.clone();
        if legs.is_empty() {
            if diff.operation == "remove" {
                return text_err("$: the whole document cannot be removed");
            }
            dom = value.unwrap_or(Json::Null);
            continue;
        }
        let (last, init) = legs.split_last().unwrap();
        let parent = seek(&mut dom, init, path)?;
        match diff.operation.as_str() {
            "replace" => {
                let target = seek(parent, std::slice::from_ref(last), path)?;
                *target = value.unwrap_or(Json::Null);
            }
            "insert" => match (parent, last) {
                (Json::Object(members), Leg::Member(name)) => {
                    if members.iter().any(|(k, _)| k == name) {
                        return text_err(format!("{}: member exists already", path));
                    }
                    members.push((name.clone(), value.unwrap_or(Json::Null)));
                }
                (Json::Array(items), l) if !matches!(l, Leg::Member(_)) => {
                    let pos = index_of(l, items.len()).max(0).min(items.len() as i64) as usize;
                    items.insert(pos, value.unwrap_or(Json::Null));
                }
                _ => return text_err(format!("{}: the path does not fit the document", path)),
            },
            "remove" => match (parent, last) {
                (Json::Object(members), Leg::Member(name)) if members.iter().any(|(k, _)| k == name) => {
                    members.retain(|(k, _)| k != name);
                }
                (Json::Array(items), l) if !matches!(l, Leg::Member(_)) => {
                    let pos = index_of(l, items.len());
                    if pos < 0 || pos as usize >= items.len() {
                        return text_err(format!("{}: nothing to remove", path));
                    }
                    items.remove(pos as usize);
                }
                _ => return text_err(format!("{}: nothing to remove", path)),
            },
            other => return text_err(format!("unknown JSON diff operation {:?}", other)),
        }
    }
    Ok(dom)
}

// ------------------------------------------------------------------------- MySQL's text

/// MySQL's text for a document (Json_wrapper::to_string), as `SELECT json_col` prints it.
pub fn render(doc: &Json) -> String {
    let mut out = String::new();
    render_into(doc, &mut out);
    out
}

fn render_into(doc: &Json, out: &mut String) {
    match doc {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Int(i) => out.push_str(&i.to_string()),
        Json::Double(d) => out.push_str(&format_double(*d)),
        Json::Str(s) => quote(s, out),
        Json::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                render_into(item, out);
            }
            out.push(']');
        }
        Json::Object(members) => {
            let mut sorted: Vec<&(String, Json)> = members.iter().collect();
            sorted.sort_by(|a, b| key_order(&a.0, &b.0));
            out.push('{');
            for (i, (k, v)) in sorted.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                quote(k, out);
                out.push_str(": ");
                render_into(v, out);
            }
            out.push('}');
        }
        Json::Decimal(text) => out.push_str(text),
        Json::Temporal(text) => {
            out.push('"');
            out.push_str(text);
            out.push('"');
        }
        Json::Opaque(code, data) => quote(&format!("base64:type{}:{}", code, mysql_base64(data)), out),
    }
}

fn quote(text: &str, out: &mut String) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u00{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// The shortest digits that read back to |value| (> 0) and the decimal point's position.
fn shortest_digits(value: f64) -> (String, i32) {
    let text = format!("{:e}", value.abs()); // d.ddddde±x, shortest round trip
    let (mantissa, exp) = text.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0".to_string() } else { digits.to_string() };
    (digits, exp + 1)
}

/// A double as MySQL's JSON printing gives it (my_gcvt, widest field), `.0` added to an integer.
pub fn format_double(value: f64) -> String {
    let negative = value < 0.0 || (value == 0.0 && value.is_sign_negative());
    let width: i32 = 34 - if value < 0.0 { 1 } else { 0 };
    let (digits, decpt) = if value == 0.0 { ("0".to_string(), 1) } else { shortest_digits(value) };
    let length = digits.len() as i32;
    let exp_len = 1 + (decpt >= 101 || decpt <= -99) as i32 + (decpt >= 11 || decpt <= -9) as i32;
    let f_len = if decpt <= 0 { length - decpt + 2 } else if decpt < length { length + 1 } else { decpt };
    let have_space = f_len <= width;
    let force_e = decpt <= 0 && width <= 2 - decpt && width >= 3 + exp_len;
    let use_f = (have_space || (decpt <= width && (decpt >= -1 || (decpt == -2 && (length > 1 || !force_e))) && !force_e))
        && (!have_space || (decpt >= -15 + 1 && (decpt <= 15 || length > decpt)));
    let sign = if negative { "-" } else { "" };
    let text = if use_f {
        if decpt <= 0 {
            format!("{}0.{}{}", sign, "0".repeat((-decpt) as usize), digits)
        } else if decpt < length {
            format!("{}{}.{}", sign, &digits[..decpt as usize], &digits[decpt as usize..])
        } else {
            format!("{}{}{}", sign, digits, "0".repeat((decpt - length) as usize))
        }
    } else {
        let mantissa = if length > 1 { format!("{}.{}", &digits[..1], &digits[1..]) } else { digits.clone() };
        format!("{}{}e{}", sign, mantissa, decpt - 1)
    };
    if !text.contains('.') && !text.contains('e') {
        text + ".0"
    } else {
        text
    }
}
