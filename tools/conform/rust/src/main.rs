//! The Rust half of the conformance run (tests/test_lang_conformance.py, ./build.sh conform
//! --lang rust): parse conformance jobs, or test vectors, with the Rust parsers that
//! kaitai-struct-compiler makes from formats/kaitai (mended by ports/rust/mend/mend.py, with the
//! record of assigned fields tools/conform/rust/gen.py adds) and print the canonical tree of each
//! (formats/README.md, "Canonical parse trees"). What conform.go does for Go.
//!
//!     conform jobs --schema SCHEMA.json --out-dir DIR JOB...
//!     conform vectors --schema SCHEMA.json VECTORS.json...
//!
//! A job line is {"i", "bytes", "len_header", "len_checksum", "post_header_lens",
//! "fde_has_checksum_alg", "table_map"}; the output is one {"i", "tree"} or {"error", "i",
//! "message"} line per event, in DIR/<job file name>. In vectors mode each output line is
//! {"file", "name", "tree"} or {"file", "name", "error"} on stdout.

mod dump;
#[allow(clippy::all, unused_parens, unused_variables, dead_code, unused_mut, non_snake_case, unused_imports)]
mod parsers;

use std::collections::HashMap;
use std::io::Write;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use kaitai::{BytesReader, KStruct, OptRc};
use serde_json::Value as J;

use parsers::binlog_event::{BinlogEvent, BinlogEvent_Body};
use parsers::column_cell::ColumnCell;
use parsers::mysql_json::MysqlJson;
use parsers::table_map_event::TableMapEvent;

/// The enums' names (the schema's `enums`: key -> code -> name).
pub struct Driver {
    enums: HashMap<String, HashMap<String, String>>,
}

impl Driver {
    pub fn enum_text(&self, key: &str, code: i64) -> String {
        match self.enums.get(key).and_then(|m| m.get(&code.to_string())) {
            Some(name) => json_string(name),
            None => code.to_string(),
        }
    }
}

/// A string as Python's json.dumps(ensure_ascii=False) writes it.
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

pub fn hex_text(b: &[u8]) -> String {
    let mut s = String::with_capacity(b.len() * 2 + 2);
    s.push('"');
    for x in b {
        s.push_str(&format!("{:02x}", x));
    }
    s.push('"');
    s
}

/// Python's repr() of a double.
pub fn float_text(x: f64) -> String {
    if x.is_nan() {
        return "\"NaN\"".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "\"Infinity\"".into() } else { "\"-Infinity\"".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let text = format!("{:e}", x);
    let (mantissa, exp) = text.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let sign = if mantissa.starts_with('-') { "-" } else { "" };
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    if (-4..16).contains(&exp) {
        let decpt = exp + 1;
        let n = digits.len() as i32;
        if decpt <= 0 {
            format!("{}0.{}{}", sign, "0".repeat((-decpt) as usize), digits)
        } else if decpt >= n {
            format!("{}{}{}.0", sign, digits, "0".repeat((decpt - n) as usize))
        } else {
            format!("{}{}.{}", sign, &digits[..decpt as usize], &digits[decpt as usize..])
        }
    } else {
        let m = if digits.len() > 1 { format!("{}.{}", &digits[..1], &digits[1..]) } else { digits };
        format!("{}{}e{}{:02}", sign, m, if exp < 0 { "-" } else { "+" }, exp.abs())
    }
}

/// {"k": v, ...} with sorted keys, values already JSON text.
pub fn object_text(mut fields: Vec<(&'static str, String)>) -> String {
    fields.sort_by(|a, b| a.0.cmp(b.0));
    let mut s = String::from("{");
    for (i, (k, v)) in fields.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push_str(&json_string(k));
        s.push(':');
        s.push_str(v);
    }
    s.push('}');
    s
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2).filter_map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()).collect()
}

fn guarded<T>(f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => Err(if let Some(s) = p.downcast_ref::<String>() {
            s.clone()
        } else if let Some(s) = p.downcast_ref::<&str>() {
            s.to_string()
        } else {
            "panic".into()
        }),
    }
}

fn binlog_event(bytes: &[u8], params: &J, table_map: OptRc<TableMapEvent>) -> Result<OptRc<BinlogEvent>, String> {
    let len_header = params["len_header"].as_u64().unwrap_or(19) as u8;
    let len_checksum = params["len_checksum"].as_u64().unwrap_or(0) as u8;
    let lens = unhex(params["post_header_lens"].as_str().unwrap_or(""));
    let alg = params["fde_has_checksum_alg"].as_bool().unwrap_or(false);
    let io = BytesReader::from(bytes.to_vec());
    BinlogEvent::read_into_with_init::<BytesReader, BinlogEvent>(&io, None, None, &|t: &mut BinlogEvent| {
        t.set_params(len_header, len_checksum, &lens, alg, &table_map);
        Ok(())
    })
    .map_err(|e| e.to_string())
}

fn table_map_of(v: &J) -> Result<OptRc<TableMapEvent>, String> {
    if v.is_null() {
        return Ok(OptRc::default());
    }
    let len = v["params"]["len_post_header"].as_u64().unwrap_or(8) as u8;
    let io = BytesReader::from(unhex(v["bytes"].as_str().unwrap_or("")));
    TableMapEvent::read_into_with_init::<BytesReader, TableMapEvent>(&io, None, None, &|t: &mut TableMapEvent| {
        t.set_params(len);
        Ok(())
    })
    .map_err(|e| e.to_string())
}

fn run_job(d: &Driver, lines: &[J]) -> Vec<String> {
    let mut maps: HashMap<u64, OptRc<TableMapEvent>> = HashMap::new();
    let mut out = Vec::new();
    for entry in lines {
        let i = entry["i"].as_u64().unwrap_or(0);
        let tm = entry["table_map"].as_u64().and_then(|n| maps.get(&n).cloned()).unwrap_or_default();
        let bytes = unhex(entry["bytes"].as_str().unwrap_or(""));
        let result = guarded(|| {
            let ev = binlog_event(&bytes, entry, tm.clone())?;
            let tree = dump::dump_BinlogEvent(&ev, d)?;
            Ok((ev, tree))
        });
        match result {
            Ok((ev, tree)) => {
                if let Some(BinlogEvent_Body::TableMapEvent(t)) = ev.body().clone() {
                    maps.insert(i, t);
                }
                out.push(format!("{{\"i\":{},\"tree\":{}}}", i, tree));
            }
            Err(msg) => out.push(format!(
                "{{\"error\":{},\"i\":{},\"message\":{}}}",
                json_string("KError"),
                i,
                json_string(&msg)
            )),
        }
    }
    out
}

fn vector_tree(d: &Driver, v: &J) -> Result<String, String> {
    let params = &v["params"];
    let bytes = unhex(v["bytes"].as_str().unwrap_or(""));
    match v["spec"].as_str().unwrap_or("") {
        "binlog_event" => {
            let tm = table_map_of(&params["table_map"])?;
            let ev = binlog_event(&bytes, params, tm)?;
            dump::dump_BinlogEvent(&ev, d)
        }
        "column_cell" => {
            let tm = table_map_of(&params["table_map"])?;
            let flag = |k: &str| params[k].as_bool().unwrap_or(false);
            let (index, present, null, partial) =
                (params["index"].as_u64().unwrap_or(0) as u32, flag("is_present"), flag("is_null"), flag("is_partial_json"));
            let io = BytesReader::from(bytes);
            let cell = ColumnCell::read_into_with_init::<BytesReader, ColumnCell>(&io, None, None, &|t: &mut ColumnCell| {
                t.set_params(&tm, index, present, null, partial);
                Ok(())
            })
            .map_err(|e| e.to_string())?;
            dump::dump_ColumnCell(&cell, d)
        }
        "mysql_json" => {
            let io = BytesReader::from(bytes);
            let doc = MysqlJson::read_into::<BytesReader, MysqlJson>(&io, None, None).map_err(|e| e.to_string())?;
            dump::dump_MysqlJson(&doc, d)
        }
        other => Err(format!("no vector spec {}", other)),
    }
}

fn main() {
    std::panic::set_hook(Box::new(|_| {}));
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = || {
        eprintln!("usage: conform jobs --schema SCHEMA --out-dir DIR JOB... | conform vectors --schema SCHEMA VECTORS.json...");
        std::process::exit(2);
    };
    if args.is_empty() {
        usage();
    }
    let mode = args[0].clone();
    let (mut schema, mut out_dir, mut files) = (None, None, Vec::new());
    let mut i = 1;
    while i < args.len() {
        match args[i].as_str() {
            "--schema" => {
                schema = args.get(i + 1).cloned();
                i += 1;
            }
            "--out-dir" => {
                out_dir = args.get(i + 1).cloned();
                i += 1;
            }
            f => files.push(f.to_string()),
        }
        i += 1;
    }
    let schema: J = serde_json::from_str(&std::fs::read_to_string(schema.unwrap_or_else(|| {
        usage();
        unreachable!()
    }))
    .expect("the schema"))
    .expect("the schema's JSON");
    let mut enums = HashMap::new();
    if let Some(map) = schema["enums"].as_object() {
        for (k, v) in map {
            let names: HashMap<String, String> =
                v.as_object().map(|m| m.iter().map(|(c, n)| (c.clone(), n.as_str().unwrap_or("").to_string())).collect()).unwrap_or_default();
            enums.insert(k.clone(), names);
        }
    }
    let d = Driver { enums };
    match mode.as_str() {
        "jobs" => {
            let dir = out_dir.unwrap_or_else(|| {
                usage();
                unreachable!()
            });
            for job in &files {
                let text = std::fs::read_to_string(job).expect("a job file");
                let lines: Vec<J> = text.lines().filter(|l| !l.trim().is_empty()).map(|l| serde_json::from_str(l).expect("a job line")).collect();
                let out = run_job(&d, &lines);
                let name = Path::new(job).file_name().unwrap();
                let mut f = std::fs::File::create(Path::new(&dir).join(name)).expect("the dump file");
                for line in out {
                    writeln!(f, "{}", line).unwrap();
                }
            }
        }
        "vectors" => {
            let stdout = std::io::stdout();
            let mut w = stdout.lock();
            for file in &files {
                let text = std::fs::read_to_string(file).expect("a vector file");
                let vectors: Vec<J> = serde_json::from_str(&text).expect("a vector list");
                let short = Path::new(file).file_name().unwrap().to_string_lossy().to_string();
                for v in &vectors {
                    let name = v["name"].as_str().unwrap_or("");
                    match guarded(|| vector_tree(&d, v)) {
                        Ok(tree) => writeln!(w, "{{\"file\":{},\"name\":{},\"tree\":{}}}", json_string(&short), json_string(name), tree).unwrap(),
                        Err(e) => writeln!(w, "{{\"error\":{},\"file\":{},\"name\":{}}}", json_string(&e), json_string(&short), json_string(name)).unwrap(),
                    }
                }
            }
        }
        _ => usage(),
    }
}
