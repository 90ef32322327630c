//! The test vectors (formats/vectors/*.json) through the binlogspec crate's own value rules:
//! every column vector's cell is read by the generated column_cell parser (with its table map
//! read by table_map_event) and turned into its value by `binlogspec::values`; every JSON
//! document vector is read by mysql_json and printed by `binlogspec::json::render`. Each result
//! is compared with the vector's expected value (text).
//!
//!     vectors FILE.json...   prints one line per vector ("PASS"/"FAIL <file>: <name>: ...")
//!     and a summary line "PORT-RUST-VECTORS <file> <passed> <failed> <skipped>" per file;
//!     exit status 1 when any failed.

use binlogspec::columns::{Column, Label};
use binlogspec::json;
use binlogspec::kaitai::{BytesReader, KStruct, OptRc};
use binlogspec::parsers::column_cell::ColumnCell;
use binlogspec::parsers::table_map_event::TableMapEvent;
use binlogspec::values::{self, Value};
use serde_json::Value as J;

fn hex(text: &str) -> Vec<u8> {
    (0..text.len() / 2).map(|i| u8::from_str_radix(&text[2 * i..2 * i + 2], 16).unwrap()).collect()
}

fn column_of(c: &J) -> Column {
    let s = |k: &str| c.get(k).and_then(J::as_str).map(str::to_string);
    let n = |k: &str| c.get(k).and_then(J::as_u64);
    let labels = |k: &str| {
        c.get(k).and_then(J::as_array).map(|a| a.iter().map(|v| Label::Text(v.as_str().unwrap_or("").to_string())).collect())
    };
    Column {
        name: "c".into(),
        type_name: s("type_name").unwrap_or_default(),
        real_type_name: s("real_type_name"),
        unsigned: c.get("unsigned").and_then(J::as_bool),
        collation_id: n("collation_id").map(|v| v as u32),
        enum_labels: labels("enum_labels"),
        set_labels: labels("set_labels"),
        precision: n("precision").map(|v| v as u8),
        scale: n("scale").map(|v| v as u8),
        fsp: n("fsp").unwrap_or(0) as u8,
        max_length: n("max_length").map(|v| v as u32),
        bits: n("bits").map(|v| v as u32),
        nullable: true,
        ..Default::default()
    }
}

fn table_map(p: &J) -> Result<OptRc<TableMapEvent>, String> {
    let len = p["params"]["len_post_header"].as_u64().unwrap_or(8) as u8;
    let io = BytesReader::from(hex(p["bytes"].as_str().unwrap_or("")));
    TableMapEvent::read_into_with_init::<BytesReader, TableMapEvent>(&io, None, None, &|t: &mut TableMapEvent| {
        t.set_params(len);
        Ok(())
    })
    .map_err(|e| e.to_string())
}

/// A value in the vectors' form: as `binlogspec rows` writes it, but JSON documents as MySQL's
/// text (and diffs with their values as text).
fn vector_form(v: &Value) -> J {
    match v {
        Value::Json(doc) => J::String(json::render(doc)),
        Value::JsonDiffs(diffs) => J::Array(
            diffs
                .iter()
                .map(|d| {
                    let mut m = serde_json::Map::new();
                    m.insert("operation".into(), J::String(d.operation.clone()));
                    m.insert("path".into(), J::String(d.path.clone()));
                    m.insert("value".into(), d.value.as_ref().map(|x| J::String(json::render(x))).unwrap_or(J::Null));
                    J::Object(m)
                })
                .collect(),
        ),
        other => other.to_json(),
    }
}

/// JSON equality with numbers compared by value (integers exactly).
fn same(a: &J, b: &J) -> bool {
    match (a, b) {
        (J::Number(x), J::Number(y)) => {
            let (xs, ys) = (x.to_string(), y.to_string());
            if xs == ys {
                return true;
            }
            match (xs.parse::<i128>(), ys.parse::<i128>()) {
                (Ok(p), Ok(q)) => p == q,
                _ => xs.parse::<f64>().ok() == ys.parse::<f64>().ok(),
            }
        }
        (J::Array(x), J::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(p, q)| same(p, q)),
        (J::Object(x), J::Object(y)) => x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).map(|w| same(v, w)).unwrap_or(false)),
        _ => a == b,
    }
}

fn column_vector(v: &J) -> Result<J, String> {
    let params = &v["params"];
    let tm = table_map(&params["table_map"])?;
    let index = params["index"].as_u64().unwrap_or(0) as u32;
    let flag = |k: &str| params[k].as_bool().unwrap_or(false);
    let (present, null, partial) = (flag("is_present"), flag("is_null"), flag("is_partial_json"));
    let io = BytesReader::from(hex(v["bytes"].as_str().unwrap_or("")));
    let cell = ColumnCell::read_into_with_init::<BytesReader, ColumnCell>(&io, None, None, &|t: &mut ColumnCell| {
        t.set_params(&tm, index, present, null, partial);
        Ok(())
    })
    .map_err(|e| e.to_string())?;
    let column = column_of(&v["column"]);
    let value = if *cell.is_null() {
        Value::Null
    } else if let Some(c) = cell.value().clone() {
        values::cell_value(&column, &c).map_err(|e| e.0)?
    } else if cell.json_diff().is_some() {
        Value::JsonDiffs(values::json_diffs(&cell.json_diff()).map_err(|e| e.0)?)
    } else {
        return Err("the cell has no value".into());
    };
    Ok(vector_form(&value))
}

fn json_vector(v: &J) -> Result<J, String> {
    let doc = json::parse(&hex(v["bytes"].as_str().unwrap_or(""))).map_err(|e| e.0)?;
    Ok(J::String(json::render(&doc)))
}

fn main() {
    let mut failed_any = false;
    for file in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&file).expect("a vector file");
        let vectors: Vec<J> = serde_json::from_str(&text).expect("a JSON list of vectors");
        let (mut passed, mut failed, mut skipped) = (0, 0, 0);
        let short = std::path::Path::new(&file).file_name().unwrap().to_string_lossy().to_string();
        for v in &vectors {
            let name = v["name"].as_str().unwrap_or("");
            let (got, expected) = match v["spec"].as_str() {
                Some("column_cell") => (column_vector(v), v["expected"]["value"].clone()),
                Some("mysql_json") => (json_vector(v), v["expected"]["text"].clone()),
                _ => {
                    skipped += 1; // an event vector: a tree, no value rule
                    continue;
                }
            };
            match got {
                Ok(g) if same(&g, &expected) => {
                    passed += 1;
                    println!("PASS {}: {}", short, name);
                }
                Ok(g) => {
                    failed += 1;
                    println!("FAIL {}: {}: got {} expected {}", short, name, g, expected);
                }
                Err(e) => {
                    failed += 1;
                    println!("FAIL {}: {}: {}", short, name, e);
                }
            }
        }
        println!("PORT-RUST-VECTORS {} {} {} {}", short, passed, failed, skipped);
        failed_any |= failed > 0;
    }
    std::process::exit(if failed_any { 1 } else { 0 });
}
