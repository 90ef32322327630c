// A row change as the NDJSON line `binlogspec rows` prints for it: the same keys in the same
// order, the same JSON for every value (Python's json.dumps(ensure_ascii=False) of the rendering
// python/binlogspec/jsonout.py documents: floats in Python's repr, integers exact, bytes as
// "base64:...", SET as a sorted list, JSON columns embedded as JSON, GEOMETRY as {srid, wkb, wkt}).
import { Column } from "./columns";
import { JsonDecimal, JsonDom, JsonDouble, JsonOpaque, JsonTemporal, keyOrder, mysqlBase64 } from "./mysqljson";
import { RowChange } from "./rows";
import { Geometry, JsonPartial, JsonValue, pyFloat, Value } from "./values";

const str = (s: string): string => JSON.stringify(s);

function floatJson(x: number): string {
  const text = pyFloat(x);
  return Number.isFinite(x) ? text : str(text); // NaN and the infinities: their text, as Python's str()
}

function base64(bytes: Uint8Array): string {
  return str("base64:" + Buffer.from(bytes).toString("base64"));
}

/** A JSON document as Python's json.loads of MySQL's text for it, dumped again. */
function domJson(v: JsonDom): string {
  if (v === null) return "null";
  if (v === true) return "true";
  if (v === false) return "false";
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "string") return str(v);
  if (v instanceof JsonDouble) return floatJson(v.value);
  if (v instanceof JsonDecimal) {
    // MySQL prints an opaque DECIMAL as a bare number: an integer without a point, else a float
    return /[.eE]/.test(v.text) ? floatJson(Number(v.text)) : BigInt(v.text).toString();
  }
  if (v instanceof JsonTemporal) return str(v.text);
  if (v instanceof JsonOpaque) return str(`base64:type${v.fieldType}:${mysqlBase64(v.data)}`);
  if (Array.isArray(v)) return "[" + v.map(domJson).join(",") + "]";
  return "{" + [...v.keys()].sort(keyOrder).map((k) => str(k) + ":" + domJson(v.get(k) as JsonDom)).join(",") + "}";
}

/** A value as JSON text; `column` says whether a number is a float column's. */
export function valueJson(v: Value, column?: Column): string {
  if (v === null || v === undefined) return "null";
  if (typeof v === "bigint") return v.toString();
  if (typeof v === "number") {
    const t = column?.typeName;
    return t === "FLOAT" || t === "DOUBLE" || t === "VECTOR" ? floatJson(v) : String(v);
  }
  if (typeof v === "string") return str(v);
  if (v instanceof Uint8Array) return base64(v);
  if (v instanceof JsonValue) return domJson(v.dom);
  if (v instanceof JsonPartial) {
    return "[" + v.diffs.map((d) => `{"operation":${str(d.operation)},"path":${str(d.path)},"value":${d.value ? domJson(d.value.dom) : "null"}}`).join(",") + "]";
  }
  if (v instanceof Geometry) {
    const wkt = v.wkt;
    return `{"srid":${v.srid},"wkb":${base64(v.wkb)},"wkt":${wkt === null ? "null" : str(wkt)}}`;
  }
  if (Array.isArray(v)) return "[" + (v as (string | number)[]).map((x) => valueJson(x, column)).join(",") + "]";
  throw new TypeError(`no JSON rendering for ${String(v)}`);
}

// each table's columns once: [name, its JSON key text, the column], names repeated left out
const keysOf = new WeakMap<Column[], [string, string, Column][]>();

function keys(columns: Column[]): [string, string, Column][] {
  let found = keysOf.get(columns);
  if (found === undefined) {
    const seen = new Set<string>();
    found = [];
    for (const column of columns) {
      if (seen.has(column.name)) continue;
      seen.add(column.name);
      found.push([column.name, str(column.name) + ":", column]);
    }
    keysOf.set(columns, found);
  }
  return found;
}

function rowJson(row: Record<string, Value> | null, columns: Column[]): string {
  if (row === null) return "null";
  // in column order, as Python's dict keeps them (a JavaScript object puts integer-like keys first)
  let out = "";
  for (const [name, key, column] of keys(columns)) {
    if (!Object.prototype.hasOwnProperty.call(row, name)) continue;
    out += (out ? "," : "{") + key + valueJson(row[name], column);
  }
  return out ? out + "}" : "{}";
}

// the start of the lines of one rows event's changes (the same for each of its rows)
let lastHead: [string, number, string | null, string, string, string, string] | null = null;

function head(change: RowChange): string {
  const h = lastHead;
  if (h !== null && h[0] === change.file && h[1] === change.pos && h[2] === change.gtid && h[3] === change.db &&
    h[4] === change.table && h[5] === change.op) return h[6];
  const text = `{"file":${str(change.file)},"pos":${change.pos},"gtid":${change.gtid === null ? "null" : str(change.gtid)},` +
    `"db":${str(change.db)},"table":${str(change.table)},"op":${str(change.op)},`;
  lastHead = [change.file, change.pos, change.gtid, change.db, change.table, change.op, text];
  return text;
}

/** The NDJSON line (without its newline) `binlogspec rows` prints for a row change. */
export function changeJson(change: RowChange): string {
  return head(change) + `"before":${rowJson(change.before, change.columns)},"after":${rowJson(change.after, change.columns)}}`;
}
