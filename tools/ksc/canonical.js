// The canonical JSON form of a Kaitai parse tree (formats/README.md, "Canonical parse trees"),
// for objects of the JavaScript parsers that kaitai-struct-compiler makes from formats/kaitai.
//
// The JavaScript objects do not say everything the form needs (enum fields are bare numbers, a
// float that happens to be whole looks like an integer, field names are camelCase), so the
// dumper walks each object with the schema of its .ksy type: its params, seq fields and
// instances in spec order, each with its .ksy id, whether it is an enum (and which) or a float,
// and whether a param is a struct (context, left out). python/binlogspec/conformance.py is the
// Python side of the same form.
"use strict";
const fs = require("fs");
const path = require("path");
const yaml = require("js-yaml");

const FLOAT_TYPES = new Set(["f4", "f8", "f4le", "f4be", "f8le", "f8be"]);
const PRIMITIVE = /^(u[1248](le|be)?|s[1248](le|be)?|f[48](le|be)?|b\d+(le|be)?|bool|bytes|str|strz|int|float|any)(\[\])?$/;

// kaitai-struct-compiler's names for JavaScript: lowerCamelCase members, UpperCamelCase classes.
function lowerCamel(id) {
  const parts = id.split("_");
  return parts[0] + parts.slice(1).map((p) => (p ? p[0].toUpperCase() + p.slice(1) : "")).join("");
}
function upperCamel(id) {
  return id.split("_").map((p) => (p ? p[0].toUpperCase() + p.slice(1) : "")).join("");
}

function listSpecs(root) {
  const out = [];
  (function walk(dir) {
    for (const name of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".ksy")) out.push(full);
    }
  })(root);
  return out;
}

// Every type of every spec under `root`, and a way from a JavaScript object to its type.
class Schema {
  constructor(ksyRoot, jsDir) {
    this.jsDir = jsDir;
    this.specs = new Map(); // spec id -> root type node
    this.byCtor = new Map(); // JS constructor -> type node
    for (const file of listSpecs(ksyRoot)) {
      const ksy = yaml.load(fs.readFileSync(file, "utf8"));
      const node = this._node(ksy, ksy.meta.id, null, ksy.meta.id);
      this.specs.set(ksy.meta.id, node);
    }
    for (const node of this.specs.values()) this._fields(node);
  }

  _node(def, name, parent, spec) {
    const node = { def, name, parent, spec, types: new Map(), enums: new Map(), fields: null, ctor: null };
    for (const [ename, members] of Object.entries(def.enums || {})) {
      const byValue = new Map();
      for (const [value, member] of Object.entries(members)) {
        byValue.set(Number(value), typeof member === "object" ? member.id : member);
      }
      node.enums.set(ename, byValue);
    }
    for (const [tname, tdef] of Object.entries(def.types || {})) {
      node.types.set(tname, this._node(tdef, tname, node, spec));
    }
    return node;
  }

  // The enum that `ref` (e.g. "field_type::code", "json_diff_operation_type") names, seen
  // from `node`, following Kaitai's lookup: the nearest enclosing type first, then other specs.
  _enum(node, ref) {
    const parts = ref.split("::");
    const ename = parts.pop();
    for (let scope = node; scope; scope = scope.parent) {
      let target = scope;
      for (const p of parts) target = target && target.types.get(p);
      if (target && target.enums.has(ename)) return target.enums.get(ename);
    }
    if (parts.length) {
      let target = this.specs.get(parts[0]);
      for (const p of parts.slice(1)) target = target && target.types.get(p);
      if (target && target.enums.has(ename)) return target.enums.get(ename);
    }
    throw new Error(`enum ${ref} not found from ${node.spec}::${node.name}`);
  }

  _fields(node) {
    const def = node.def;
    const fields = [];
    const info = (f, kind, id) => {
      const type = typeof f.type === "string" ? f.type : null;
      const isStruct = kind === "param" && type !== null && !PRIMITIVE.test(type);
      let en = f.enum ? this._enum(node, f.enum) : null;
      let float = type !== null && FLOAT_TYPES.has(type);
      if (kind === "instance" && f.value !== undefined && !f.enum) {
        // A value instance has the type of its expression. The compiler knows it, the
        // JavaScript object does not: infer it for an expression that is a plain reference to
        // another field (`table_map.column_types[index]`), the only kind that yields an enum or
        // a float in these specs.
        const target = this._resolve(node, String(f.value).trim(), 0);
        if (target) { en = target.enum; float = target.float; }
      }
      // `type`: the .ksy type of the field, or of the field a value instance refers to (the
      // other languages' drivers need it to print u8 values as unsigned)
      let ktype = type;
      if (kind === "instance" && f.value !== undefined) {
        const target = f.enum ? null : this._resolve(node, String(f.value).trim(), 0);
        ktype = target && target.type ? target.type : null;
      }
      // a value cast to a type at its end (`(...).as<u8>`)
      const cast = f.value !== undefined ? (/\.as<([a-z0-9]+)>\s*$/.exec(String(f.value).trim()) || [])[1] || null : null;
      // `repeat`: a list (Go holds a repeated u1 and a byte array alike, as []byte)
      return { id, kind, js: lowerCamel(id), skip: isStruct, float, enum: en, enumRef: f.enum || null, type: ktype, cast,
        repeat: Boolean(f.repeat) };
    };
    for (const p of def.params || []) fields.push(info(p, "param", p.id));
    for (const s of def.seq || []) fields.push(info(s, "seq", s.id));
    for (const [id, inst] of Object.entries(def.instances || {})) fields.push(info(inst, "instance", id));
    node.fields = fields;
    for (const child of node.types.values()) this._fields(child);
  }

  // The user type node that a field's `type` names, seen from `node` (nested types first, then specs).
  _typeNode(node, type) {
    const name = type.replace(/\(.*\)$/, "");
    const parts = name.split("::");
    for (let scope = node; scope; scope = scope.parent) {
      let target = scope;
      for (const p of parts) target = target && target.types.get(p);
      if (target) return target;
    }
    let target = this.specs.get(parts[0]);
    for (const p of parts.slice(1)) target = target && target.types.get(p);
    return target || null;
  }

  // {enum, float} of a plain reference expression `a.b[i].c`, or null when it is anything else.
  _resolve(node, expr, depth) {
    if (depth > 8 || !/^[a-z_][a-z0-9_]*(\[[^\]]*\])?(\.[a-z_][a-z0-9_]*(\[[^\]]*\])?)*$/.test(expr)) return null;
    const segments = expr.split(".").map((s) => s.replace(/\[.*\]$/, ""));
    let scope = node;
    for (let i = 0; i < segments.length; i++) {
      const name = segments[i];
      const def = scope.def;
      const field = (def.params || []).find((f) => f.id === name) || (def.seq || []).find((f) => f.id === name) ||
        (def.instances || {})[name];
      if (!field) return null;
      const last = i === segments.length - 1;
      if (field.enum) return last ? { enum: this._enum(scope, field.enum), float: false } : null;
      if (field.value !== undefined) {
        if (!last) return null;
        return this._resolve(scope, String(field.value).trim(), depth + 1);
      }
      const type = typeof field.type === "string" ? field.type : null;
      if (last) return type ? { enum: null, float: FLOAT_TYPES.has(type), type } : null;
      if (!type || PRIMITIVE.test(type)) return null;
      scope = this._typeNode(scope, type);
      if (!scope) return null;
    }
    return null;
  }

  // Load the compiled JavaScript class of every type (jsDir holds <UpperCamel(spec)>.js files).
  load() {
    for (const [id, node] of this.specs) {
      const file = path.join(this.jsDir, upperCamel(id) + ".js");
      const mod = require(file);
      const ctor = mod[upperCamel(id)];
      if (typeof ctor !== "function") throw new Error(`${file} does not export ${upperCamel(id)}`);
      this._bind(node, ctor);
    }
    return this;
  }

  _bind(node, ctor) {
    node.ctor = ctor;
    this.byCtor.set(ctor, node);
    for (const [name, child] of node.types) {
      const sub = ctor[upperCamel(name)];
      if (typeof sub !== "function") throw new Error(`no class for ${node.spec}::${name}`);
      this._bind(child, sub);
    }
  }

  ctor(specId) {
    return this.specs.get(specId).ctor;
  }

  params(specId) {
    return this.specs.get(specId).def.params || [];
  }
}

// Numbers are kept as their final text so that integers beyond 2**53 and floats print exactly
// as the canonical form says.
class Num {
  constructor(text) { this.text = text; }
}

function intText(v) {
  return Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
}

// Python's repr() of a double: shortest round-trip digits, fixed notation for decimal exponents
// -4..15 (with ".0" when whole), else d.ddde[+-]XX.
function floatText(x) {
  if (Number.isNaN(x)) return null;
  if (x === Infinity) return null;
  if (x === -Infinity) return null;
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  let s = String(x);
  let sign = "";
  if (s[0] === "-") { sign = "-"; s = s.slice(1); }
  let [mant, exp] = s.split("e");
  let e10 = exp ? parseInt(exp, 10) : 0;
  const point = mant.indexOf(".");
  let digits = mant.replace(".", "");
  let intLen = point < 0 ? mant.length : point;
  const lead = digits.match(/^0*/)[0].length;
  digits = digits.slice(lead);
  intLen -= lead;
  digits = digits.replace(/0+$/, "");
  const e = intLen - 1 + e10; // value = d.ddd x 10^e
  let out;
  if (e >= -4 && e < 16) {
    if (e >= digits.length - 1) out = digits + "0".repeat(e - digits.length + 1) + ".0";
    else if (e >= 0) out = digits.slice(0, e + 1) + "." + digits.slice(e + 1);
    else out = "0." + "0".repeat(-e - 1) + digits;
  } else {
    out = digits[0] + (digits.length > 1 ? "." + digits.slice(1) : "") + "e" + (e < 0 ? "-" : "+") +
      String(Math.abs(e)).padStart(2, "0");
  }
  return sign + out;
}

function floatValue(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  return new Num(floatText(x));
}

function hex(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
  return s;
}

class Dumper {
  constructor(schema) { this.schema = schema; }

  struct(obj) {
    const node = this.schema.byCtor.get(obj.constructor);
    if (!node) throw new Error(`object of unknown class ${obj.constructor && obj.constructor.name}`);
    const out = {};
    for (const f of node.fields) {
      if (f.skip) continue;
      const v = this.value(obj[f.js], f);
      if (v !== undefined) out[f.id] = v;
    }
    return out;
  }

  value(v, f) {
    if (v === undefined || v === null) return undefined;
    if (Array.isArray(v)) return v.map((x) => this.value(x, f));
    if (v instanceof Uint8Array) return hex(v);
    switch (typeof v) {
      case "boolean":
      case "string":
        return v;
      case "number":
        if (f.enum) {
          const name = f.enum.get(v);
          return name !== undefined ? name : new Num(intText(v));
        }
        if (f.float || !Number.isInteger(v)) return floatValue(v);
        return new Num(intText(v));
      case "bigint":
        return new Num(v.toString());
      case "object":
        return this.struct(v);
      default:
        throw new Error(`cannot dump a ${typeof v}`);
    }
  }
}

// JSON text with sorted keys and no spaces, as Python's json.dumps(sort_keys=True,
// separators=(",", ":"), ensure_ascii=False) writes it.
function stringify(v) {
  if (v instanceof Num) return v.text;
  if (Array.isArray(v)) return "[" + v.map(stringify).join(",") + "]";
  if (v !== null && typeof v === "object") {
    const keys = Object.keys(v).sort();
    return "{" + keys.map((k) => JSON.stringify(k) + ":" + stringify(v[k])).join(",") + "}";
  }
  return JSON.stringify(v);
}

// Make the generated modules' require('kaitai-struct/KaitaiStream') find this folder's runtime.
function useLocalRuntime() {
  const Module = require("module");
  const here = path.join(__dirname, "node_modules");
  const paths = (process.env.NODE_PATH || "").split(path.delimiter).filter(Boolean);
  if (!paths.includes(here)) {
    process.env.NODE_PATH = [here, ...paths].join(path.delimiter);
    Module._initPaths();
  }
}

// Turn a vector's or job's JSON param into what the JavaScript class takes.
function hexToBytes(text) {
  return Uint8Array.from(Buffer.from(text, "hex"));
}

module.exports = { Schema, Dumper, Num, stringify, floatText, useLocalRuntime, hexToBytes, lowerCamel, upperCamel, listSpecs };
