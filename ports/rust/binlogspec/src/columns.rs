//! The columns of a table: what a TABLE_MAP event says of each (name, type, signedness,
//! collation, ENUM/SET labels, precision, fsp, ...). Names come from the COLUMN_NAME metadata
//! (binlog_row_metadata=FULL), else `col_1`, `col_2`, ...

use std::collections::HashSet;

use kaitai::OptRc;

use crate::charsets;
use crate::parsers::field_type::FIELD_TYPE_IDS;
use crate::parsers::table_map_event::*;

/// What is known of one column of a table map.
#[derive(Debug, Clone, Default)]
pub struct Column {
    pub index: usize,
    pub name: String,
    /// The table map's type name in capitals (`LONG`, `VARCHAR`, `STRING`, ...).
    pub type_name: String,
    /// STRING columns: `STRING`, `ENUM` or `SET`.
    pub real_type_name: Option<String>,
    pub nullable: bool,
    pub unsigned: Option<bool>,
    pub collation_id: Option<u32>,
    pub enum_labels: Option<Vec<Label>>,
    pub set_labels: Option<Vec<Label>>,
    pub precision: Option<u8>,
    pub scale: Option<u8>,
    pub fsp: u8,
    pub max_length: Option<u32>,
    pub bits: Option<u32>,
    pub geometry_type: Option<u64>,
    pub dimensions: Option<u64>,
    pub visible: Option<bool>,
    pub in_primary_key: bool,
}

/// An ENUM or SET label: text, or bytes where its charset does not decode it.
#[derive(Debug, Clone, PartialEq)]
pub enum Label {
    Text(String),
    Bytes(Vec<u8>),
}

/// The capital name of a field type code (`TYPE_n` for an unknown one).
pub fn field_type_name(code: i64) -> String {
    match FIELD_TYPE_IDS.iter().find(|(c, _)| *c == code) {
        Some((_, id)) => id.to_ascii_uppercase(),
        None => format!("TYPE_{}", code),
    }
}

const NUMERIC: &[&str] = &["TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "FLOAT", "DOUBLE"];
const CHARACTER: &[&str] = &["STRING", "VAR_STRING", "VARCHAR", "BLOB"];

fn packed_values(v: &OptRc<TableMapEvent_PackedValues>) -> Vec<u64> {
    v.values().iter().filter_map(|p| p.value().ok().map(|x| *x as u64)).collect()
}

/// The optional metadata fields of a table map, the first of each type.
#[derive(Default)]
struct Optional {
    signedness: Option<Vec<bool>>,
    default_charset: Option<OptRc<TableMapEvent_DefaultCharset>>,
    column_charset: Option<Vec<u64>>,
    column_name: Option<Vec<String>>,
    set_str_value: Option<Vec<Vec<Vec<u8>>>>,
    enum_str_value: Option<Vec<Vec<Vec<u8>>>>,
    geometry_type: Option<Vec<u64>>,
    simple_primary_key: Option<Vec<u64>>,
    primary_key_with_prefix: Option<Vec<u64>>,
    enum_and_set_default_charset: Option<OptRc<TableMapEvent_DefaultCharset>>,
    enum_and_set_column_charset: Option<Vec<u64>>,
    column_visibility: Option<Vec<bool>>,
    vector_dimensionality: Option<Vec<u64>>,
}

fn optional_of(tm: &TableMapEvent) -> Optional {
    use TableMapEvent_OptionalMetadataField_Value as V;
    use TableMapEvent_OptionalMetadataType as T;
    let mut o = Optional::default();
    let mut seen = HashSet::new();
    for field in tm.optional_metadata().iter() {
        let kind = *field.field_type();
        let code = i64::from(&kind);
        if !seen.insert(code) {
            continue;
        }
        let value = field.value().clone();
        let bitmap = |v: &Option<V>| match v {
            Some(V::TableMapEvent_MsbBitmap(b)) => Some(b.bits().clone()),
            _ => None,
        };
        let packed = |v: &Option<V>| match v {
            Some(V::TableMapEvent_PackedValues(p)) => Some(packed_values(p)),
            _ => None,
        };
        let charset = |v: &Option<V>| match v {
            Some(V::TableMapEvent_DefaultCharset(d)) => Some(d.clone()),
            _ => None,
        };
        let lists = |v: &Option<V>| match v {
            Some(V::TableMapEvent_StrValueLists(l)) => Some(
                l.columns().iter().map(|c| c.values().iter().map(|s| s.value().clone()).collect()).collect(),
            ),
            _ => None,
        };
        match kind {
            T::Signedness => o.signedness = bitmap(&value),
            T::DefaultCharset => o.default_charset = charset(&value),
            T::ColumnCharset => o.column_charset = packed(&value),
            T::ColumnName => {
                o.column_name = match &value {
                    Some(V::TableMapEvent_ColumnNames(n)) => Some(n.names().iter().map(|x| x.name().clone()).collect()),
                    _ => None,
                }
            }
            T::SetStrValue => o.set_str_value = lists(&value),
            T::EnumStrValue => o.enum_str_value = lists(&value),
            T::GeometryType => o.geometry_type = packed(&value),
            T::SimplePrimaryKey => o.simple_primary_key = packed(&value),
            T::PrimaryKeyWithPrefix => {
                o.primary_key_with_prefix = match &value {
                    Some(V::TableMapEvent_KeyParts(k)) => Some(
                        k.parts().iter().filter_map(|p| p.column_index().value().ok().map(|x| *x as u64)).collect(),
                    ),
                    _ => None,
                }
            }
            T::EnumAndSetDefaultCharset => o.enum_and_set_default_charset = charset(&value),
            T::EnumAndSetColumnCharset => o.enum_and_set_column_charset = packed(&value),
            T::ColumnVisibility => o.column_visibility = bitmap(&value),
            T::VectorDimensionality => o.vector_dimensionality = packed(&value),
            T::Unknown(_) => {}
        }
    }
    o
}

fn charset_list(default: &Option<OptRc<TableMapEvent_DefaultCharset>>, per_column: &Option<Vec<u64>>, count: usize) -> Vec<Option<u32>> {
    if let Some(found) = per_column {
        let mut out: Vec<Option<u32>> = found.iter().map(|v| Some(*v as u32)).collect();
        while out.len() < count {
            out.push(None);
        }
        return out;
    }
    if let Some(d) = default {
        let dc = d.default_collation().value().map(|v| *v as u32).ok();
        let mut out = vec![dc; count];
        for item in d.column_collations().iter() {
            let i = item.column_index().value().map(|v| *v as usize).unwrap_or(usize::MAX);
            if i < count {
                out[i] = item.collation().value().map(|v| *v as u32).ok();
            }
        }
        return out;
    }
    vec![None; count]
}

fn label(raw: &[u8], collation_id: Option<u32>) -> Label {
    if let Some(id) = collation_id {
        if let Some(text) = charsets::decode(raw, id) {
            return Label::Text(text);
        }
    }
    match std::str::from_utf8(raw) {
        Ok(s) => Label::Text(s.to_string()),
        Err(_) => Label::Bytes(raw.to_vec()),
    }
}

/// Per-column metadata of the map's metadata block.
#[derive(Default, Clone)]
struct Meta {
    real_type: Option<String>,
    max_length: Option<u32>,
    precision: Option<u8>,
    scale: Option<u8>,
    fsp: Option<u8>,
    bits: Option<u32>,
}

fn metas_of(tm: &TableMapEvent, count: usize) -> Vec<Meta> {
    use TableMapEvent_ColumnMetadata_Body as B;
    let mut out = Vec::new();
    let metadata = tm.metadata().clone();
    if metadata.is_some() {
        for c in metadata.columns().iter() {
            let mut m = Meta::default();
            match &*c.body() {
                Some(B::TableMapEvent_MetaString(s)) => {
                    if let Ok(r) = s.real_type() {
                        m.real_type = Some(field_type_name(i64::from(&*r)));
                    }
                    if let Ok(l) = s.max_length() {
                        m.max_length = Some(*l as u32);
                    }
                }
                Some(B::TableMapEvent_MetaMaxLength(s)) => m.max_length = Some(*s.max_length() as u32),
                Some(B::TableMapEvent_MetaDecimal(d)) => {
                    m.precision = Some(*d.precision());
                    m.scale = Some(*d.scale());
                }
                Some(B::TableMapEvent_MetaFsp(f)) => m.fsp = Some(*f.fsp()),
                Some(B::TableMapEvent_MetaBit(b)) => m.bits = Some(*b.num_bytes() as u32 * 8 + *b.num_extra_bits() as u32),
                _ => {}
            }
            out.push(m);
        }
    }
    while out.len() < count {
        out.push(Meta::default());
    }
    out
}

/// The columns of a table map, with everything its metadata says. `default_collation`: the
/// collation of text columns whose charset the map does not say (None: their values are bytes).
pub fn columns_of(tm: &TableMapEvent, flavor: &str, default_collation: Option<u32>) -> Vec<Column> {
    let types: Vec<String> = tm.column_types().iter().map(|t| field_type_name(i64::from(t))).collect();
    let metas = metas_of(tm, types.len());
    let nullable: Vec<bool> = {
        let n = tm.nullable_columns().clone();
        if n.is_some() { n.bits().clone() } else { vec![true; types.len()] }
    };
    let opt = optional_of(tm);
    let real: Vec<String> = types
        .iter()
        .zip(&metas)
        .map(|(t, m)| if t == "STRING" { m.real_type.clone().unwrap_or_else(|| t.clone()) } else { t.clone() })
        .collect();
    let is_character = |t: &str| CHARACTER.contains(&t) || (flavor == "mariadb" && t == "GEOMETRY");
    let is_char: Vec<bool> = types.iter().zip(&real).map(|(t, r)| is_character(t) && r != "ENUM" && r != "SET").collect();
    let is_enumset: Vec<bool> = real.iter().map(|r| r == "ENUM" || r == "SET").collect();
    let char_coll = charset_list(&opt.default_charset, &opt.column_charset, is_char.iter().filter(|x| **x).count());
    let enum_coll = charset_list(
        &opt.enum_and_set_default_charset,
        &opt.enum_and_set_column_charset,
        is_enumset.iter().filter(|x| **x).count(),
    );
    let names = opt.column_name.clone().unwrap_or_default();
    let set_lists = opt.set_str_value.clone().unwrap_or_default();
    let enum_lists = opt.enum_str_value.clone().unwrap_or_default();
    let geo = opt.geometry_type.clone().unwrap_or_default();
    let dims = opt.vector_dimensionality.clone().unwrap_or_default();
    let mut pk: HashSet<u64> = opt.simple_primary_key.clone().unwrap_or_default().into_iter().collect();
    pk.extend(opt.primary_key_with_prefix.clone().unwrap_or_default());

    let (mut n_num, mut n_char, mut n_es, mut n_set, mut n_enum, mut n_geo, mut n_vec) = (0, 0, 0, 0, 0, 0, 0);
    let mut out = Vec::new();
    for (i, t) in types.iter().enumerate() {
        let r = &real[i];
        let m = &metas[i];
        let mut c = Column { index: i, type_name: t.clone(), ..Default::default() };
        if NUMERIC.contains(&t.as_str()) {
            if let Some(bits) = &opt.signedness {
                if n_num < bits.len() {
                    c.unsigned = Some(bits[n_num]);
                }
            }
            n_num += 1;
        }
        if is_char[i] {
            c.collation_id = char_coll[n_char];
            n_char += 1;
        }
        if is_enumset[i] {
            c.collation_id = enum_coll[n_es];
            n_es += 1;
        }
        if r == "SET" {
            c.set_labels = set_lists.get(n_set).map(|l| l.iter().map(|v| label(v, c.collation_id)).collect());
            n_set += 1;
        }
        if r == "ENUM" {
            c.enum_labels = enum_lists.get(n_enum).map(|l| l.iter().map(|v| label(v, c.collation_id)).collect());
            n_enum += 1;
        }
        if t == "GEOMETRY" {
            c.geometry_type = geo.get(n_geo).copied();
            n_geo += 1;
        }
        if t == "VECTOR" {
            c.dimensions = dims.get(n_vec).copied();
            n_vec += 1;
        }
        if t == "NEWDECIMAL" {
            c.precision = m.precision;
            c.scale = m.scale;
        }
        if t == "TIME2" || t == "DATETIME2" || t == "TIMESTAMP2" {
            c.fsp = m.fsp.unwrap_or(0);
        }
        if t == "BIT" {
            c.bits = Some(m.bits.unwrap_or(0));
        }
        c.max_length = m.max_length;
        if let Some(v) = &opt.column_visibility {
            if i < v.len() {
                c.visible = Some(v[i]);
            }
        }
        if (is_char[i] || is_enumset[i]) && c.collation_id.is_none() {
            c.collation_id = default_collation;
        }
        c.name = names.get(i).cloned().unwrap_or_else(|| format!("col_{}", i + 1));
        c.real_type_name = if t == "STRING" { Some(r.clone()) } else { None };
        c.nullable = nullable.get(i).copied().unwrap_or(true);
        c.in_primary_key = pk.contains(&(i as u64));
        out.push(c);
    }
    out
}
