#!/usr/bin/env node
// Run the test vectors of formats/vectors/ with the JavaScript parsers compiled from formats/kaitai.
//
//   node vectors.js --ksy formats/kaitai --js build/js/javascript formats/vectors/*.json
//
// For every vector: parse its bytes with its spec and params (a struct param is itself a
// {spec, params, bytes} parsed first), dump the canonical tree, and apply the value rules of
// values.js (column cells: `value`; mysql_json documents: `text`). One JSON line per vector:
// {"file", "name", "tree", "value"?, "text"?} or {"file", "name", "error"}. Prints a summary on
// stderr; with --check, compares with each vector's `expected` itself and exits 1 on a difference
// (integers beyond 2**53 compared after rounding to a double, as JavaScript holds them).
"use strict";
const fs = require("fs");
const path = require("path");
const canonical = require("./canonical");
const values = require("./values");

function parseArgs(argv) {
  const opts = { ksy: null, js: null, check: false, files: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--ksy") opts.ksy = argv[++i];
    else if (a === "--js") opts.js = argv[++i];
    else if (a === "--check") opts.check = true;
    else opts.files.push(a);
  }
  if (!opts.ksy || !opts.js || opts.files.length === 0) {
    console.error("usage: vectors.js --ksy DIR --js DIR [--check] VECTORS.json...");
    process.exit(2);
  }
  return opts;
}

function build(schema, KaitaiStream, spec, params, hex) {
  const args = [];
  for (const p of schema.params(spec)) {
    let v = params[p.id];
    if (v === undefined) v = null;
    if (v !== null && typeof v === "object") v = build(schema, KaitaiStream, v.spec, v.params, v.bytes);
    else if (p.type === "bytes" && v !== null) v = canonical.hexToBytes(v);
    args.push(v);
  }
  const Ctor = schema.ctor(spec);
  return new Ctor(new KaitaiStream(canonical.hexToBytes(hex)), null, null, ...args);
}

// The value of a column cell (vector.column holds the column's facts), in the vectors' form.
function cellValue(vector, tree, schema, dumper, KaitaiStream) {
  if (!("value" in tree) && !("json_diff" in tree)) return null;
  if ("json_diff" in tree) {
    return tree.json_diff.operations.operations.map((op) => {
      let text = null;
      if (op.value !== undefined) {
        const doc = dumper.struct(build(schema, KaitaiStream, "mysql_json", {}, op.value));
        text = values.jsonText(doc);
      }
      return { operation: op.operation, path: op.path, value: text };
    });
  }
  return values.cellValue(vector.column, tree.value);
}

// JSON text in the canonical form: floats as Num (Python's repr), BigInts exact.
function toCanonical(v) {
  if (typeof v === "bigint") return new (canonical.Num)(v.toString());
  if (v instanceof canonical.Num) return v;
  if (Array.isArray(v)) return v.map(toCanonical);
  if (v !== null && typeof v === "object") {
    if ("float" in v && Object.keys(v).length === 1) {
      const f = v.float;
      return f instanceof canonical.Num ? f : new (canonical.Num)(canonical.floatText(f));
    }
    const out = {};
    for (const [k, x] of Object.entries(v)) out[k] = toCanonical(x);
    return out;
  }
  return v;
}

function equal(a, b) {
  // a: expected (plain JSON), b: ours (parsed back from our canonical text)
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => equal(x, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && equal(a[k], b[k]));
  }
  if (typeof a === "number" && typeof b === "number") return a === b || (Number.isNaN(a) && Number.isNaN(b));
  return a === b;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  canonical.useLocalRuntime();
  const KaitaiStream = require("kaitai-struct/KaitaiStream");
  const schema = new canonical.Schema(path.resolve(opts.ksy), path.resolve(opts.js)).load();
  const dumper = new canonical.Dumper(schema);
  let count = 0;
  let failed = 0;
  for (const file of opts.files) {
    const vectors = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const vector of vectors) {
      count++;
      const out = { file: path.basename(file), name: vector.name };
      try {
        const obj = build(schema, KaitaiStream, vector.spec, vector.params, vector.bytes);
        out.tree = dumper.struct(obj);
        if (vector.spec === "column_cell") out.value = toCanonical(cellValue(vector, out.tree, schema, dumper, KaitaiStream));
        if (vector.spec === "mysql_json") out.text = values.jsonText(out.tree);
      } catch (e) {
        out.error = `${e.name}: ${e.message}`;
      }
      const line = canonical.stringify(out);
      process.stdout.write(line + "\n");
      if (opts.check) {
        const ours = JSON.parse(line);
        const ok = !ours.error && equal(vector.expected.tree, ours.tree) &&
          (!("value" in vector.expected) || equal(vector.expected.value, ours.value)) &&
          (!("text" in vector.expected) || vector.expected.text === ours.text);
        if (!ok) {
          failed++;
          console.error(`FAIL ${out.file}: ${vector.name}${ours.error ? " (" + ours.error + ")" : ""}`);
        }
      }
    }
  }
  console.error(`${count} vectors${opts.check ? `, ${failed} failed` : ""}`);
  if (failed) process.exit(1);
}

main();
