#!/usr/bin/env node
// The spec reference in docs/specs/: one Markdown page per .ksy (its doc and sources, params,
// fields, instances, types and enums, in spec order) and an index, generated from the YAML so it
// never drifts from the specs. Deterministic: the same specs give the same bytes.
//
//   node specdoc.js --root formats/kaitai --out docs/specs
//
// build.sh runs it from `generate` (./build.sh docs alone) and `check` fails when docs/ differs.
"use strict";
const fs = require("fs");
const path = require("path");
const yaml = require("js-yaml");
const { listSpecs } = require("./canonical");

function parseArgs(argv) {
  const opts = { root: null, out: null };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--root") opts.root = argv[++i];
    else if (argv[i] === "--out") opts.out = argv[++i];
  }
  if (!opts.root || !opts.out) {
    console.error("usage: specdoc.js --root formats/kaitai --out docs/specs");
    process.exit(2);
  }
  return opts;
}

// One table cell: no pipes or line breaks of its own.
function cell(text) {
  if (text === undefined || text === null || text === "") return "";
  return String(text).trim().replace(/\s*\n\s*/g, " ").replace(/\|/g, "\\|");
}

function code(text) {
  if (text === undefined || text === null || text === "") return "";
  const s = String(text).trim().replace(/\s*\n\s*/g, " ");
  return "`" + s.replace(/`/g, "'") + "`";
}

function para(text) {
  return String(text || "").trim();
}

function typeText(field) {
  const t = field.type;
  let out;
  if (t === undefined) {
    if (field.contents !== undefined) {
      const bytes = Array.isArray(field.contents) ? field.contents : [field.contents];
      out = "contents " + code(bytes.map((b) => (typeof b === "number" ? b.toString(16).padStart(2, "0") : JSON.stringify(b))).join(" "));
    } else if (field.value !== undefined) {
      out = "value";
    } else {
      out = "bytes";
    }
  } else if (typeof t === "object") {
    const cases = Object.entries(t.cases || {}).map(([k, v]) => `${code(k)} → ${code(v)}`);
    out = `switch on ${code(t["switch-on"])}: ${cases.join("; ")}`;
  } else {
    out = code(t);
  }
  if (field.encoding) out += ` (${field.encoding})`;
  if (field.enum) out += ` enum ${code(field.enum)}`;
  if (field.process) out += ` process ${code(field.process)}`;
  return out;
}

function sizeText(field) {
  if (field.size !== undefined) return code(field.size);
  if (field["size-eos"]) return "to the end";
  if (field.terminator !== undefined) return `up to byte ${field.terminator}`;
  return "";
}

function repeatText(field) {
  if (!field.repeat) return "";
  if (field.repeat === "eos") return "repeat to the end";
  if (field.repeat === "expr") return `repeat ${code(field["repeat-expr"])} times`;
  return `repeat until ${code(field["repeat-until"])}`;
}

function docText(field) {
  let doc = cell(field.doc);
  if (field["-orig-id"]) doc = `(server: ${code(field["-orig-id"])}) ${doc}`.trim();
  return doc;
}

function refs(docRef) {
  if (!docRef) return [];
  return (Array.isArray(docRef) ? docRef : [docRef]).map((r) => (/^https?:/.test(r) ? `<${r}>` : r));
}

function typeSection(lines, def, title, level) {
  const h = "#".repeat(level);
  const sh = "#".repeat(title ? level + 1 : level);
  if (title) lines.push(`${h} ${title}`, "");
  if (def.doc && title) lines.push(para(def.doc), "");
  const typeRefs = refs(def["doc-ref"]);
  if (title && typeRefs.length) lines.push("Sources: " + typeRefs.join(", "), "");
  if ((def.params || []).length) {
    lines.push(`${sh} Params`, "", "| id | type | doc |", "|---|---|---|");
    for (const p of def.params) lines.push(`| ${code(p.id)} | ${typeText(p)} | ${docText(p)} |`);
    lines.push("");
  }
  if ((def.seq || []).length) {
    lines.push(`${sh} Fields`, "", "| # | id | type | size | repeat | if | doc |", "|---|---|---|---|---|---|---|");
    def.seq.forEach((f, i) => {
      lines.push(`| ${i} | ${code(f.id)} | ${typeText(f)} | ${sizeText(f)} | ${repeatText(f)} | ${code(f.if)} | ${docText(f)} |`);
    });
    lines.push("");
  }
  const inst = Object.entries(def.instances || {});
  if (inst.length) {
    lines.push(`${sh} Instances`, "", "| id | value or position | type | if | doc |", "|---|---|---|---|---|");
    for (const [id, f] of inst) {
      const where = f.value !== undefined ? code(f.value) : `at ${code(f.pos)}${f.io ? " of " + code(f.io) : ""}, ${sizeText(f) || "sized by its type"}`;
      lines.push(`| ${code(id)} | ${where} | ${f.value !== undefined ? (f.enum ? `enum ${code(f.enum)}` : "") : typeText(f)} | ${code(f.if)} | ${docText(f)} |`);
    }
    lines.push("");
  }
  for (const [name, members] of Object.entries(def.enums || {})) {
    lines.push(`${sh} Enum \`${name}\``, "", "| value | id | server name | doc |", "|---|---|---|---|");
    for (const [value, m] of Object.entries(members)) {
      const member = typeof m === "object" ? m : { id: m };
      lines.push(`| ${value} | ${code(member.id)} | ${code(member["-orig-id"])} | ${cell(member.doc)} |`);
    }
    lines.push("");
  }
  for (const [name, sub] of Object.entries(def.types || {})) {
    typeSection(lines, sub, `Type \`${name}\``, title ? level + 1 : level);
  }
}

function page(file, spec, root) {
  const meta = spec.meta;
  const rel = path.relative(root, file).split(path.sep).join("/");
  const lines = [];
  lines.push(`# \`${meta.id}\`: ${meta.title}`, "");
  lines.push(`<!-- Generated by tools/ksc/specdoc.js from formats/kaitai/${rel}; edit the spec, then run ./build.sh docs. -->`, "");
  lines.push(`Spec: [\`formats/kaitai/${rel}\`](../../formats/kaitai/${rel}) · license ${meta.license} · ks-version ${meta["ks-version"]} · endian ${meta.endian || "none"}`, "");
  if ((meta.imports || []).length) {
    lines.push("Imports: " + meta.imports.map((i) => {
      const id = i.replace(/^\//, "").split("/").pop();
      return `[\`${id}\`](${id}.md)`;
    }).join(", "), "");
  }
  lines.push(para(spec.doc), "");
  const r = refs(spec["doc-ref"]);
  if (r.length) {
    lines.push("Follows:", "");
    for (const x of r) lines.push(`- ${x}`);
    lines.push("");
  }
  typeSection(lines, spec, null, 2);
  return lines.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd() + "\n";
}

function index(specs, root) {
  const lines = ["# Spec reference", "",
    "<!-- Generated by tools/ksc/specdoc.js from formats/kaitai; edit the specs, then run ./build.sh docs. -->", "",
    "One page per Kaitai Struct spec of `formats/kaitai/`, generated from the `.ksy` files: what the spec",
    "covers and the server sources it follows, then its params, fields, instances, types and enums in",
    "spec order. How the specs fit together, the context a reader passes and the rules for values the",
    "specs leave to the reader are in [`formats/README.md`](../../formats/README.md).", "",
    "| spec | title | types |", "|---|---|---|"];
  for (const [file, spec] of specs) {
    const id = spec.meta.id;
    const types = Object.keys(spec.types || {}).length;
    lines.push(`| [\`${id}\`](${id}.md) | ${cell(spec.meta.title)} | ${types} |`);
  }
  return lines.join("\n") + "\n";
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const root = path.resolve(opts.root);
  const specs = listSpecs(root).map((f) => [f, yaml.load(fs.readFileSync(f, "utf8"))]);
  specs.sort((a, b) => (a[1].meta.id < b[1].meta.id ? -1 : a[1].meta.id > b[1].meta.id ? 1 : 0));
  fs.mkdirSync(opts.out, { recursive: true });
  const wanted = new Set(["README.md"]);
  for (const [file, spec] of specs) {
    wanted.add(spec.meta.id + ".md");
    fs.writeFileSync(path.join(opts.out, spec.meta.id + ".md"), page(file, spec, root));
  }
  fs.writeFileSync(path.join(opts.out, "README.md"), index(specs, root));
  for (const name of fs.readdirSync(opts.out)) {
    if (name.endsWith(".md") && !wanted.has(name)) fs.unlinkSync(path.join(opts.out, name));
  }
}

main();
