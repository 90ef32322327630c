#!/usr/bin/env node
// The schema of formats/kaitai as JSON for the conformance drivers of other languages
// (tools/conform/*): every type of every spec with its fields in the canonical form's terms
// (formats/README.md, "Canonical parse trees"), so that a driver can dump any parse object by
// reflection instead of a hand-written list of fields.
//
//   node schema.js --ksy formats/kaitai > build/conform-schema.json
//
// {"types": [{"key": "rows_event::column_rank", "path": ["rows_event", "column_rank"],
//             "params": [{"id", "type"}],
//             "fields": [{"id", "kind" (param|seq|instance), "camel" (lowerCamelCase id),
//                         "skip" (a user-type param: context, not content), "float",
//                         "enum" (a key of "enums", or null), "u8" (an unsigned 64-bit value),
//                         "repeat" (a list)}]}],
//  "enums": {"<key>": {"<value>": "<member id>"}}}
// The field facts are canonical.js's (the JavaScript dumper's), so every driver reads the specs
// the same way.
"use strict";
const canonical = require("./canonical");
const path = require("path");

const U8 = /^u8(le|be)?$/;

function main() {
  const argv = process.argv.slice(2);
  const i = argv.indexOf("--ksy");
  if (i < 0 || !argv[i + 1]) {
    console.error("usage: schema.js --ksy DIR");
    process.exit(2);
  }
  const schema = new canonical.Schema(path.resolve(argv[i + 1]), null);
  const enumKeys = new Map();
  const enums = {};
  const enumKey = (byValue) => {
    if (!byValue) return null;
    if (!enumKeys.has(byValue)) {
      const key = String(enumKeys.size);
      enumKeys.set(byValue, key);
      const members = {};
      for (const [value, name] of byValue) members[String(value)] = name;
      enums[key] = members;
    }
    return enumKeys.get(byValue);
  };
  const types = [];
  const walk = (node, trail) => {
    const names = [...trail, node.name];
    types.push({
      key: names.join("::"),
      path: names,
      params: (node.def.params || []).map((p) => ({ id: p.id, type: typeof p.type === "string" ? p.type : null })),
      fields: node.fields.map((f) => ({
        id: f.id, kind: f.kind, camel: f.js, skip: f.skip, float: f.float, enum: enumKey(f.enum), cast: f.cast,
        repeat: f.repeat,
        u8: (typeof f.type === "string" && U8.test(f.type)) || f.cast === "u8",
      })),
    });
    for (const child of node.types.values()) walk(child, names);
  };
  for (const node of schema.specs.values()) walk(node, []);
  process.stdout.write(JSON.stringify({ types, enums }) + "\n");
}

main();
