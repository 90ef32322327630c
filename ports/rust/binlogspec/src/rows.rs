//! Row changes: rows events joined with their table maps, their cells turned into values.
//!
//! ```no_run
//! use binlogspec::rows::RowChanges;
//! for change in RowChanges::open("binlog.000001").unwrap() {
//!     let change = change.unwrap(); // a BinlogError names FILE:OFFSET
//!     println!("{} {}.{} {:?}", change.op, change.db, change.table, change.after);
//! }
//! ```

use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use kaitai::OptRc;
use serde_json::{Map, Value as J};

use crate::columns::{columns_of, Column};
use crate::error::{BinlogError, ErrorKind, Result};
use crate::json::{self, Json};
use crate::parsers::binlog_event::BinlogEvent_Body;
use crate::parsers::rows_event::{RowsEvent, RowsEvent_RowImage};
use crate::parsers::table_map_event::TableMapEvent;
use crate::reader::{self, Event, Reader};
use crate::values::{self, Value};

/// One row inserted, updated or deleted.
#[derive(Debug, Clone)]
pub struct RowChange {
    pub file: Rc<str>,
    /// The rows event's offset (the TRANSACTION_PAYLOAD's, for events inside one).
    pub pos: u64,
    pub next_pos: u64,
    pub timestamp: u32,
    pub server_id: u32,
    /// The GTID in effect: MySQL `uuid:gno` (`uuid:tag:gno`), MariaDB `domain-server-seq`.
    pub gtid: Option<String>,
    pub db: String,
    pub table: String,
    /// `insert`, `update` or `delete`.
    pub op: &'static str,
    /// Column name and value of the before image (updates, deletes), in column order.
    pub before: Option<Vec<(String, Value)>>,
    pub after: Option<Vec<(String, Value)>>,
}

fn image_json(image: &Option<Vec<(String, Value)>>) -> J {
    match image {
        None => J::Null,
        Some(values) => {
            let mut m = Map::new();
            for (name, v) in values {
                m.insert(name.clone(), v.to_json());
            }
            J::Object(m)
        }
    }
}

impl RowChange {
    /// The change as the JSON object `binlogspec rows` prints.
    pub fn to_value(&self) -> J {
        let mut m = Map::new();
        m.insert("file".into(), J::String(self.file.to_string()));
        m.insert("pos".into(), J::from(self.pos));
        m.insert("gtid".into(), self.gtid.clone().map(J::String).unwrap_or(J::Null));
        m.insert("db".into(), J::String(self.db.clone()));
        m.insert("table".into(), J::String(self.table.clone()));
        m.insert("op".into(), J::String(self.op.to_string()));
        m.insert("before".into(), image_json(&self.before));
        m.insert("after".into(), image_json(&self.after));
        J::Object(m)
    }
    /// The change as one NDJSON line (no newline), as `binlogspec rows` prints it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_value()).unwrap_or_default()
    }
}

fn op_of(code: u8) -> &'static str {
    let id = reader::type_id(code).unwrap_or("");
    if id.contains("write_rows") {
        "insert"
    } else if id.contains("delete_rows") {
        "delete"
    } else {
        "update"
    }
}

fn uuid_text(raw: &[u8]) -> String {
    let h: String = raw.iter().map(|b| format!("{:02x}", b)).collect();
    if h.len() < 32 {
        return h;
    }
    format!("{}-{}-{}-{}-{}", &h[..8], &h[8..12], &h[12..16], &h[16..20], &h[20..])
}

/// The GTID a GTID event announces, as the servers print it.
pub fn gtid_of(event: &Event) -> Option<String> {
    match event.body()? {
        BinlogEvent_Body::GtidLogEvent(g) => Some(format!("{}:{}", uuid_text(&g.sid()), *g.gno())),
        BinlogEvent_Body::MariadbGtidEvent(g) => Some(format!("{}-{}-{}", *g.domain_id(), event.server_id, *g.seq_no())),
        BinlogEvent_Body::GtidTaggedLogEvent(g) => {
            let fields = g.fields().clone();
            let entry = fields.entries().iter().find(|f| !f.uuid_octets().is_empty()).cloned()?;
            let octets: Vec<u8> = entry.uuid_octets().iter().map(|o| o.value().map(|v| *v as u8).unwrap_or(0)).collect();
            let uuid = uuid_text(&octets);
            let gno = g.gno().map(|v| *v).ok()?;
            let tag = g.tag().map(|t| t.clone()).unwrap_or_default();
            Some(if tag.is_empty() { format!("{}:{}", uuid, gno) } else { format!("{}:{}:{}", uuid, tag, gno) })
        }
        _ => None,
    }
}

struct Table {
    map: OptRc<TableMapEvent>,
    db: String,
    table: String,
    columns: Rc<Vec<Column>>,
}

/// The row changes of one binlog, in file order. A fault ends the iteration with its typed
/// error (after the changes before it).
pub struct RowChanges {
    reader: Reader,
    gtid: Option<String>,
    tables: HashMap<usize, Table>,
    queue: VecDeque<RowChange>,
    done: bool,
    /// The collation of text columns whose charset the table map does not say (None: bytes).
    pub default_collation: Option<u32>,
}

impl RowChanges {
    pub fn new(reader: Reader) -> Self {
        RowChanges { reader, gtid: None, tables: HashMap::new(), queue: VecDeque::new(), done: false, default_collation: None }
    }

    /// The row changes of a binlog file.
    pub fn open(path: &str) -> Result<Self> {
        Ok(RowChanges::new(Reader::open(path)?))
    }

    /// The row changes of a binlog's bytes; `name` is what the changes and errors call it.
    pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Self {
        RowChanges::new(Reader::new(name, bytes))
    }

    fn fault(&self, event: &Event, kind: ErrorKind, message: String) -> BinlogError {
        BinlogError::new(kind, &event.file, event.pos, Some(event.type_name()), message)
    }

    fn table_of(&mut self, event: &Event, tm: &OptRc<TableMapEvent>) -> (String, String, Rc<Vec<Column>>) {
        let key = Rc::as_ptr(tm.get().unwrap()) as usize;
        if let Some(t) = self.tables.get(&key) {
            if Rc::ptr_eq(t.map.get().unwrap(), tm.get().unwrap()) {
                return (t.db.clone(), t.table.clone(), t.columns.clone());
            }
        }
        let flavor = self.reader.context.as_ref().map(|c| c.flavor()).unwrap_or("mysql");
        let columns = Rc::new(columns_of(tm, flavor, self.default_collation));
        let (db, table) = (tm.database_name().clone(), tm.table_name().clone());
        if self.tables.len() > 1024 {
            self.tables.clear();
        }
        self.tables.insert(key, Table { map: tm.clone(), db: db.clone(), table: table.clone(), columns: columns.clone() });
        let _ = event;
        (db, table, columns)
    }

    fn rows_of(&mut self, event: &Event) -> Result<()> {
        if let Some(reason) = &event.undecoded {
            return Err(self.fault(event, ErrorKind::LayoutMismatch, reason.clone()));
        }
        let body: OptRc<RowsEvent> = match event.body() {
            Some(BinlogEvent_Body::RowsEvent(r)) => r,
            _ => return Ok(()),
        };
        let compressed = *body.is_compressed().map_err(|e| self.fault(event, ErrorKind::DecodeError, e.to_string()))?;
        let list = if compressed { body.row_data_compressed().clone() } else { body.row_data().clone() };
        if list.is_none() {
            return Ok(());
        }
        let rows = list.rows().clone();
        let tm = event.table_map.clone();
        if tm.is_none() {
            if rows.is_empty() {
                return Ok(());
            }
            let id = body.table_id().map(|v| *v).unwrap_or(0);
            return Err(self.fault(event, ErrorKind::LayoutMismatch, format!("no TABLE_MAP event for table id {}", id)));
        }
        let (db, table, columns) = self.table_of(event, &tm);
        let op = op_of(event.type_code);
        let partial = reader::type_id(event.type_code) == Some("partial_update_rows_event");
        let mut out = Vec::with_capacity(rows.len());
        for (n, row) in rows.iter().enumerate() {
            let result = (|| -> std::result::Result<_, String> {
                let before_image = row.before_image().clone();
                let after_image = row.after_image().clone();
                let before = if before_image.is_some() { Some(image_values(&columns, &before_image)?) } else { None };
                let mut after = if after_image.is_some() { Some(image_values(&columns, &after_image)?) } else { None };
                if partial {
                    if let Some(a) = after.as_mut() {
                        apply_partial_json(&before, a)?;
                    }
                }
                Ok((before, after))
            })();
            match result {
                Ok((before, after)) => out.push(RowChange {
                    file: event.file.clone(),
                    pos: event.pos,
                    next_pos: event.next_pos,
                    timestamp: event.timestamp,
                    server_id: event.server_id,
                    gtid: self.gtid.clone(),
                    db: db.clone(),
                    table: table.clone(),
                    op,
                    before,
                    after,
                }),
                Err(text) => return Err(self.fault(event, ErrorKind::DecodeError, format!("row {}: {}", n, text))),
            }
        }
        self.queue.extend(out);
        Ok(())
    }
}

/// name -> value of the present columns of one row image.
fn image_values(columns: &[Column], image: &OptRc<RowsEvent_RowImage>) -> std::result::Result<Vec<(String, Value)>, String> {
    let mut out = Vec::new();
    let cells = image.cells().clone();
    for (column, cell) in columns.iter().zip(cells.iter()) {
        if !*cell.is_present() {
            continue;
        }
        let value = if *cell.is_null() {
            Value::Null
        } else if let Some(v) = cell.value().clone() {
            values::cell_value(column, &v).map_err(|e| e.0)?
        } else if cell.json_diff().is_some() {
            Value::JsonDiffs(values::json_diffs(&cell.json_diff()).map_err(|e| e.0)?)
        } else {
            return Err(format!("column {} ({}) has no decodable value", column.name, column.type_name));
        };
        out.push((column.name.clone(), value));
    }
    Ok(out)
}

/// Diff lists in the after image become whole documents where the before image holds the
/// column's document (binlog_row_image=FULL).
fn apply_partial_json(before: &Option<Vec<(String, Value)>>, after: &mut [(String, Value)]) -> std::result::Result<(), String> {
    for (name, value) in after.iter_mut() {
        if let Value::JsonDiffs(diffs) = value {
            let doc = before.as_ref().and_then(|b| b.iter().rev().find(|(n, _)| n == name)).map(|(_, v)| v.clone());
            if let Some(Value::Json(doc)) = doc {
                let applied: Json = json::apply_diffs(doc, diffs).map_err(|e| format!("JsonDiffRejected: {}", e.0))?;
                *value = Value::Json(applied);
            }
        }
    }
    Ok(())
}

impl Iterator for RowChanges {
    type Item = Result<RowChange>;
    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(c) = self.queue.pop_front() {
                return Some(Ok(c));
            }
            if self.done {
                return None;
            }
            let event = match self.reader.next_event() {
                None => {
                    self.done = true;
                    return None;
                }
                Some(Err(e)) => {
                    self.done = true;
                    return Some(Err(e));
                }
                Some(Ok(e)) => e,
            };
            let code = event.type_code;
            if reader::is_rows_event(code) {
                if let Err(e) = self.rows_of(&event) {
                    self.done = true;
                    return Some(Err(e));
                }
            } else if code == reader::GTID_LOG || code == reader::GTID_TAGGED || code == reader::MARIADB_GTID {
                self.gtid = gtid_of(&event);
            } else if code == reader::ANONYMOUS_GTID {
                self.gtid = None;
            }
        }
    }
}
