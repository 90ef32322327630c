#!/usr/bin/env node
// Parse conformance jobs with the JavaScript parsers compiled from formats/kaitai and print the
// canonical tree of every event (the JavaScript half of tests/test_js_conformance.py).
//
//   node conform.js --ksy formats/kaitai --js build/js/javascript [--out-dir DIR] JOB.ndjson...
//
// A job (python -m binlogspec.conformance job FILE) has one JSON line per event: its bytes and
// the params binlog_event takes, with `table_map` naming the earlier TABLE_MAP event (by `i`)
// whose parsed body is passed as the table_map param. Each output line is {"i", "tree"} or, when
// the spec rejects the bytes, {"i", "error"}. With one job and no --out-dir the dump goes to
// stdout; otherwise each job's dump is written to DIR/<job file name>.
"use strict";
const fs = require("fs");
const path = require("path");
const canonical = require("./canonical");

function parseArgs(argv) {
  const opts = { ksy: null, js: null, outDir: null, jobs: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--ksy") opts.ksy = argv[++i];
    else if (a === "--js") opts.js = argv[++i];
    else if (a === "--out-dir") opts.outDir = argv[++i];
    else opts.jobs.push(a);
  }
  if (!opts.ksy || !opts.js || opts.jobs.length === 0 || (opts.jobs.length > 1 && !opts.outDir)) {
    console.error("usage: conform.js --ksy DIR --js DIR [--out-dir DIR] JOB...");
    process.exit(2);
  }
  return opts;
}

function runJob(lines, schema, dumper, KaitaiStream) {
  const BinlogEvent = schema.ctor("binlog_event");
  const parsed = new Map();
  const out = [];
  for (const entry of lines) {
    let tableMap = null;
    if (entry.table_map !== null && entry.table_map !== undefined) {
      const owner = parsed.get(entry.table_map);
      tableMap = owner ? owner.body : null;
    }
    try {
      const obj = new BinlogEvent(
        new KaitaiStream(canonical.hexToBytes(entry.bytes)), null, null,
        entry.len_header, entry.len_checksum, canonical.hexToBytes(entry.post_header_lens),
        entry.fde_has_checksum_alg, tableMap);
      const tree = dumper.struct(obj);
      parsed.set(entry.i, obj);
      out.push(canonical.stringify({ i: entry.i, tree }));
    } catch (e) {
      out.push(canonical.stringify({ i: entry.i, error: (e && (e.name || e.constructor.name)) || "Error", message: String(e && e.message) }));
    }
  }
  return out;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  canonical.useLocalRuntime();
  const KaitaiStream = require("kaitai-struct/KaitaiStream");
  const schema = new canonical.Schema(path.resolve(opts.ksy), path.resolve(opts.js)).load();
  const dumper = new canonical.Dumper(schema);
  for (const job of opts.jobs) {
    const lines = fs.readFileSync(job, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
    const text = runJob(lines, schema, dumper, KaitaiStream).map((l) => l + "\n").join("");
    if (opts.outDir) fs.writeFileSync(path.join(opts.outDir, path.basename(job)), text);
    else process.stdout.write(text);
  }
}

main();
