#!/usr/bin/env node
// The test vectors of formats/vectors/*.json through the binlogspec package's own parsers and
// value rules (installed from its tarball, like rows.js). One JSON line per vector:
//   column_cell: {"file","name","value","columns_match"} - `value` as the vectors hold values (the
//     NDJSON rendering of `binlogspec rows`; a JSON column's document as MySQL's text), computed
//     from the column facts the vector gives; `columns_match`: whether columnsOf() reads the
//     same facts from the vector's TABLE_MAP
//   mysql_json: {"file","name","text"} - MySQL's text of the document
//   binlog_event: {"file","name","parsed": true}
// or {"file","name","error"}.
"use strict";
const fs = require("fs");
const path = require("path");
const bs = require("binlogspec");

function hex(s) {
  return Uint8Array.from(Buffer.from(s || "", "hex"));
}

function build(spec, params, bytes) {
  const Cls = bs.specClass(spec);
  const args = [];
  // each spec's params in its .ksy order (the generated constructor's order)
  const order = {
    column_cell: ["table_map", "index", "is_present", "is_null", "is_partial_json"],
    table_map_event: ["len_post_header"],
    binlog_event: ["len_header", "len_checksum", "post_header_lens", "fde_has_checksum_alg", "table_map"],
    rows_event: ["event_type_code", "len_post_header", "table_map"],
    mysql_json: [],
  }[spec];
  if (!order) throw new Error(`no params order for ${spec}`);
  for (const id of order) {
    let v = params[id];
    if (v === undefined) v = null;
    if (v !== null && typeof v === "object") v = build(v.spec, v.params, v.bytes);
    else if (id === "post_header_lens" && v !== null) v = hex(v);
    args.push(v);
  }
  return new Cls(new bs.KaitaiStream(hex(bytes)), null, null, ...args);
}

function columnOf(facts, index) {
  return {
    index, name: "c", typeCode: 0, typeName: facts.type_name, realTypeName: facts.real_type_name ?? null,
    nullable: true, unsigned: facts.unsigned ?? null, collationId: facts.collation_id ?? null,
    enumLabels: facts.enum_labels ?? null, setLabels: facts.set_labels ?? null, precision: facts.precision ?? null,
    scale: facts.scale ?? null, fsp: facts.fsp ?? 0, maxLength: facts.max_length ?? null, bits: facts.bits ?? null,
    geometryType: null, dimensions: null, visible: null, inPrimaryKey: false,
  };
}

const FACTS = { type_name: "typeName", real_type_name: "realTypeName", unsigned: "unsigned", collation_id: "collationId",
  enum_labels: "enumLabels", set_labels: "setLabels", precision: "precision", scale: "scale", fsp: "fsp",
  max_length: "maxLength", bits: "bits" };

function sameFacts(facts, column) {
  return Object.entries(FACTS).every(([k, ours]) => !(k in facts) || JSON.stringify(facts[k]) === JSON.stringify(column[ours]));
}

function valueText(v, column) {
  if (v instanceof bs.JsonValue) return JSON.stringify(v.text());
  if (v instanceof bs.JsonPartial) {
    return "[" + v.diffs.map((d) => JSON.stringify({ operation: d.operation, path: d.path, value: d.value ? d.value.text() : null })).join(",") + "]";
  }
  return bs.valueJson(v, column);
}

for (const file of process.argv.slice(2)) {
  for (const vector of JSON.parse(fs.readFileSync(file, "utf8"))) {
    const head = `"file":${JSON.stringify(path.basename(file))},"name":${JSON.stringify(vector.name)}`;
    try {
      if (vector.spec === "column_cell") {
        const cell = build(vector.spec, vector.params, vector.bytes);
        const column = columnOf(vector.column, vector.params.index);
        let value;
        if (!cell.isPresent) value = undefined;
        else if (cell.isNull) value = null;
        else if (cell.jsonDiff) value = bs.jsonDiffsOf(cell.jsonDiff);
        else value = bs.cellValue(column, cell.value);
        const tm = cell.tableMap ?? build(vector.params.table_map.spec, vector.params.table_map.params, vector.params.table_map.bytes);
        const read = bs.columnsOf(tm, vector.flavor === "mariadb" ? "mariadb" : "mysql")[vector.params.index];
        const columnsMatch = sameFacts(vector.column, read);
        process.stdout.write(`{${head},"value":${value === undefined ? "null" : valueText(value, column)},"columns_match":${columnsMatch}}\n`);
      } else if (vector.spec === "mysql_json") {
        const doc = build(vector.spec, vector.params, vector.bytes);
        process.stdout.write(`{${head},"text":${JSON.stringify(bs.renderMysql(bs.toDom(doc)))}}\n`);
      } else {
        build(vector.spec, vector.params, vector.bytes);
        process.stdout.write(`{${head},"parsed":true}\n`);
      }
    } catch (err) {
      process.stdout.write(`{${head},"error":${JSON.stringify(String(err && err.stack || err))}}\n`);
    }
  }
}
