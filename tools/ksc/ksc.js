#!/usr/bin/env node
// Drives the pinned kaitai-struct-compiler (JS build) over formats/kaitai.
//
//   node ksc.js --root formats/kaitai --out DIR --target python [--target java ...] [--check-only] FILE.ksy...
//
// Imports are resolved against --root (absolute imports such as /common/packed_int) or against the
// importing file's folder (relative imports). Output files are written under DIR/<target>/ exactly as
// the compiler returns them; with --check-only nothing is written and only failures are reported.
"use strict";
const fs = require("fs");
const path = require("path");
const yaml = require("js-yaml");
const compiler = require("kaitai-struct-compiler");

function parseArgs(argv) {
  const opts = { targets: [], files: [], root: null, out: null, checkOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--root") opts.root = argv[++i];
    else if (a === "--out") opts.out = argv[++i];
    else if (a === "--target") opts.targets.push(argv[++i]);
    else if (a === "--check-only") opts.checkOnly = true;
    else if (a === "--version") { console.log(compiler.version); process.exit(0); }
    else opts.files.push(a);
  }
  if (!opts.root || opts.targets.length === 0 || opts.files.length === 0 || (!opts.out && !opts.checkOnly)) {
    console.error("usage: ksc.js --root DIR (--out DIR | --check-only) --target LANG... FILE.ksy...");
    process.exit(2);
  }
  return opts;
}

function loadYaml(file) {
  return yaml.load(fs.readFileSync(file, "utf8"), { filename: file });
}

function importerFor(root, specFile) {
  return {
    importYaml(name, mode) {
      const base = mode === "abs" ? root : path.dirname(specFile);
      const file = path.join(base, name.replace(/^\//, "") + ".ksy");
      try {
        return Promise.resolve(loadYaml(file));
      } catch (e) {
        return Promise.reject(new Error(`cannot import ${name} (${mode}) from ${specFile}: ${e.message}`));
      }
    },
  };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  let failures = 0;
  for (const file of opts.files) {
    let ksy;
    try {
      ksy = loadYaml(file);
    } catch (e) {
      failures++;
      console.error(`${file}: YAML: ${e.reason || e.message} (line ${e.mark ? e.mark.line + 1 : "?"})`);
      continue;
    }
    for (const target of opts.targets) {
      try {
        const out = await compiler.compile(target, ksy, importerFor(opts.root, file), false);
        if (opts.checkOnly) continue;
        for (const [name, source] of Object.entries(out)) {
          const dest = path.join(opts.out, target, name);
          fs.mkdirSync(path.dirname(dest), { recursive: true });
          fs.writeFileSync(dest, source);
        }
      } catch (e) {
        failures++;
        const msg = (e && (e.message || (e.toString && e.toString()))) || String(e);
        console.error(`${file} [${target}]: ${msg}`);
      }
    }
  }
  if (failures) {
    console.error(`${failures} compilation(s) failed`);
    process.exit(1);
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
