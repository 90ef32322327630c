// MySQL's binary JSON (a JSON column's value), read from the generated `mysql_json` parser's
// objects into a small DOM, printed as MySQL prints it, and changed by the diffs of a partial
// update (PARTIAL_UPDATE_ROWS_EVENT) as apply_json_diff() in MySQL's sql/json_diff.cc does.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** A JSON double (kept apart from integers, which are bigint in the DOM). */
export class JsonDouble {
  constructor(readonly value: number) {}
}
/** An opaque DECIMAL: MySQL's text for it. */
export class JsonDecimal {
  constructor(readonly text: string) {}
}
/** An opaque DATE, TIME, DATETIME or TIMESTAMP: MySQL's text for it. */
export class JsonTemporal {
  constructor(readonly fieldType: number, readonly text: string) {}
}
/** Any other opaque value: its field type code and bytes (MySQL prints them in base64). */
export class JsonOpaque {
  constructor(readonly fieldType: number, readonly data: Uint8Array) {}
}

/** A JSON value: objects as Maps (member order is MySQL's key order when printed). */
export type JsonDom =
  | null
  | boolean
  | bigint
  | string
  | JsonDouble
  | JsonDecimal
  | JsonTemporal
  | JsonOpaque
  | JsonDom[]
  | Map<string, JsonDom>;

const T = {
  smallObject: 0, largeObject: 1, smallArray: 2, largeArray: 3, literal: 4, int16: 5, uint16: 6, int32: 7,
  uint32: 8, int64: 9, uint64: 10, double: 11, string: 12, opaque: 15,
};
const NEWDECIMAL = 246, DATE = 10, TIME = 11, DATETIME = 12, TIMESTAMP = 7, VAR_STRING = 253;
const DIG2BYTES = [0, 1, 1, 2, 2, 3, 3, 4, 4, 4];

/** MySQL's JSON_DOCUMENT_MAX_DEPTH: objects and arrays nest at most this deep. */
export const MAX_JSON_DEPTH = 100;

/**
 * The DOM of a parsed `mysql_json` document (the generated MysqlJson object). A document that
 * nests deeper than MAX_JSON_DEPTH, or holds more values than bytes (entries that share values,
 * which would multiply), is an error.
 */
export function toDom(doc: any): JsonDom {
  const left = { n: doc.value._io.size as number };
  return valueOf(doc.valueType, doc.value.value, 0, left);
}

function valueOf(kind: number, body: any, level: number, left: { n: number }): JsonDom {
  const child = (e: any): JsonDom => {
    if (e.isInlined) return scalar(e.valueType, e.inlined.value);
    if (level + 1 > MAX_JSON_DEPTH) throw new Error(`JSON document nests deeper than ${MAX_JSON_DEPTH} levels`);
    if (--left.n < 0) throw new Error("JSON document holds more values than bytes: its entries share values");
    return valueOf(e.valueType, e.value.value, level + 1, left);
  };
  if (kind === T.smallObject || kind === T.largeObject) {
    const out = new Map<string, JsonDom>();
    body.keyEntries.forEach((k: any, i: number) => out.set(k.key, child(body.valueEntries[i])));
    return out;
  }
  if (kind === T.smallArray || kind === T.largeArray) return body.valueEntries.map(child);
  return scalar(kind, body);
}

function scalar(kind: number, body: any): JsonDom {
  switch (kind) {
    case T.literal:
      if (body.value === 0) return null;
      if (body.value === 1) return true;
      if (body.value === 2) return false;
      throw new Error(`unknown JSON literal ${body.value}`);
    case T.int16: case T.uint16: case T.int32: case T.uint32:
      return BigInt(body.valueLow);
    case T.int64:
      return (BigInt(body.valueHigh) << 32n) + BigInt(body.valueLow >>> 0);
    case T.uint64:
      return (BigInt(body.valueHigh >>> 0) << 32n) + BigInt(body.valueLow >>> 0);
    case T.double:
      return new JsonDouble(body.value);
    case T.string:
      return body.value;
    case T.opaque:
      return opaque(body);
    default:
      throw new Error(`unknown JSON value type ${kind}`);
  }
}

function opaque(body: any): JsonDom {
  const code: number = body.fieldType;
  const data = body.data;
  if (code === NEWDECIMAL) return new JsonDecimal(decimalText(data.precision, data.scale, data.digits));
  if (code === DATE || code === TIME || code === DATETIME || code === TIMESTAMP) {
    return new JsonTemporal(code, temporalText(code, (BigInt(data.packedHigh) << 32n) + BigInt(data.packedLow >>> 0)));
  }
  const raw: Uint8Array = body._raw_data ?? data;
  if (code === VAR_STRING) return Buffer.from(raw).toString("utf8");
  return new JsonOpaque(code, Uint8Array.from(raw));
}

function pad(v: bigint | number | string, width: number): string {
  return String(v).padStart(width, "0");
}

/** MySQL's text for a binary DECIMAL in JSON (bin2decimal, then decimal2string unpadded). */
export function decimalText(precision: number, scale: number, digits: Uint8Array): string {
  const intg = precision - scale;
  const intg0 = Math.floor(intg / 9), intg0x = intg % 9, frac0 = Math.floor(scale / 9), frac0x = scale % 9;
  const size = intg0 * 4 + DIG2BYTES[intg0x] + frac0 * 4 + DIG2BYTES[frac0x];
  if (digits.length < size) throw new Error(`DECIMAL(${precision},${scale}) needs ${size} bytes, got ${digits.length}`);
  const raw = Uint8Array.from(digits.subarray(0, size));
  const negative = (raw[0] & 0x80) === 0;
  raw[0] ^= 0x80;
  if (negative) for (let i = 0; i < raw.length; i++) raw[i] ^= 0xff;
  let pos = 0;
  const take = (n: number): bigint => {
    let v = 0n;
    for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(raw[pos + i]);
    pos += n;
    return v;
  };
  let intPart = "";
  if (intg0x) intPart += take(DIG2BYTES[intg0x]).toString();
  for (let i = 0; i < intg0; i++) intPart += pad(take(4), 9);
  let fracPart = "";
  for (let i = 0; i < frac0; i++) fracPart += pad(take(4), 9);
  if (frac0x) fracPart += pad(take(DIG2BYTES[frac0x]), frac0x);
  intPart = intPart.replace(/^0+/, "") || "0";
  return (negative ? "-" : "") + intPart + (scale ? "." + fracPart : "");
}

/** my_TIME_to_str(.., 6) of a packed DATE, TIME, DATETIME or TIMESTAMP. */
export function temporalText(code: number, packed: bigint): string {
  const sign = packed < 0n ? "-" : "";
  const magnitude = packed < 0n ? -packed : packed;
  const micro = magnitude % (1n << 24n);
  const intpart = magnitude >> 24n;
  if (code === TIME) {
    return `${sign}${pad((intpart >> 12n) % 1024n, 2)}:${pad((intpart >> 6n) % 64n, 2)}:${pad(intpart % 64n, 2)}.${pad(micro, 6)}`;
  }
  const ymd = intpart >> 17n;
  const hms = intpart % (1n << 17n);
  const day = ymd % 32n;
  const year = (ymd >> 5n) / 13n, month = (ymd >> 5n) % 13n;
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (code === DATE) return date;
  return `${date} ${pad(hms >> 12n, 2)}:${pad((hms >> 6n) % 64n, 2)}:${pad(hms % 64n, 2)}.${pad(micro, 6)}`;
}

// ---------------------------------------------------------------- MySQL's text

/** MySQL's key order: shorter keys (in UTF-8 bytes) first, then byte by byte. */
export function keyOrder(a: string, b: string): number {
  const x = Buffer.from(a, "utf8"), y = Buffer.from(b, "utf8");
  return x.length !== y.length ? x.length - y.length : Buffer.compare(x, y);
}

function quote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (c === 8) out += "\\b";
    else if (c === 9) out += "\\t";
    else if (c === 10) out += "\\n";
    else if (c === 12) out += "\\f";
    else if (c === 13) out += "\\r";
    else if (c < 0x20) out += "\\u00" + pad(c.toString(16), 2);
    else out += ch;
  }
  return out + '"';
}

export function mysqlBase64(data: Uint8Array): string {
  const text = Buffer.from(data).toString("base64");
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += 76) lines.push(text.slice(i, i + 76));
  return lines.join("\n");
}

/** The shortest round-trip digits of |value| > 0 and the decimal point's position. */
function shortestDigits(value: number): [string, number] {
  const [mant, exp] = Math.abs(value).toExponential().split("e");
  const digits = mant.replace(".", "").replace(/0+$/, "") || "0";
  return [digits, parseInt(exp, 10) + 1];
}

/** A double as MySQL's JSON printing gives it: my_gcvt(MY_GCVT_ARG_DOUBLE, width 34), then ".0". */
export function formatDouble(value: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const width = 34 - (value < 0 ? 1 : 0);
  const [digits, decpt] = value === 0 ? ["0", 1] : shortestDigits(value);
  const length = digits.length;
  const expLen = 1 + (decpt >= 101 || decpt <= -99 ? 1 : 0) + (decpt >= 11 || decpt <= -9 ? 1 : 0);
  const fLen = decpt <= 0 ? length - decpt + 2 : decpt < length ? length + 1 : decpt;
  const haveSpace = fLen <= width;
  const forceE = decpt <= 0 && width <= 2 - decpt && width >= 3 + expLen;
  const useF = (haveSpace || (decpt <= width && (decpt >= -1 || (decpt === -2 && (length > 1 || !forceE))) && !forceE)) &&
    (!haveSpace || (decpt >= -15 + 1 && (decpt <= 15 || length > decpt)));
  const sign = negative ? "-" : "";
  let text: string;
  if (useF) {
    if (decpt <= 0) text = sign + "0." + "0".repeat(-decpt) + digits;
    else if (decpt < length) text = sign + digits.slice(0, decpt) + "." + digits.slice(decpt);
    else text = sign + digits + "0".repeat(decpt - length);
  } else {
    text = `${sign}${digits[0]}${length > 1 ? "." + digits.slice(1) : ""}e${decpt - 1}`;
  }
  if (!text.includes(".") && !text.includes("e")) text += ".0";
  return text;
}

/** MySQL's text for a JSON value (Json_wrapper::to_string, not pretty-printed). */
export function renderMysql(value: JsonDom): string {
  const out: string[] = [];
  render(value, out);
  return out.join("");
}

function render(value: JsonDom, out: string[]): void {
  if (value === null) out.push("null");
  else if (value === true) out.push("true");
  else if (value === false) out.push("false");
  else if (typeof value === "bigint") out.push(value.toString());
  else if (typeof value === "string") out.push(quote(value));
  else if (value instanceof JsonDouble) out.push(formatDouble(value.value));
  else if (value instanceof JsonDecimal) out.push(value.text);
  else if (value instanceof JsonTemporal) out.push('"' + value.text + '"');
  else if (value instanceof JsonOpaque) out.push(quote(`base64:type${value.fieldType}:${mysqlBase64(value.data)}`));
  else if (Array.isArray(value)) {
    out.push("[");
    value.forEach((item, i) => {
      if (i) out.push(", ");
      render(item, out);
    });
    out.push("]");
  } else {
    out.push("{");
    [...value.keys()].sort(keyOrder).forEach((key, i) => {
      if (i) out.push(", ");
      out.push(quote(key), ": ");
      render(value.get(key) as JsonDom, out);
    });
    out.push("}");
  }
}

// ---------------------------------------------------------------- partial updates

/** A diff does not apply to the document (MySQL's enum_json_diff_status::REJECTED). */
export class JsonDiffRejected extends Error {}

type Leg = ["member", string] | ["cell", number] | ["last", number];

/** The legs of a MySQL JSON path as written in a diff (Json_path::to_string). */
export function parsePath(path: string): Leg[] {
  if (!path.startsWith("$")) throw new Error(`a JSON path starts with $: ${JSON.stringify(path)}`);
  const legs: Leg[] = [];
  let i = 1;
  const n = path.length;
  while (i < n) {
    const ch = path[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === ".") {
      i++;
      if (path[i] === '"') {
        // a quoted member name: a JSON string
        let j = i + 1;
        while (j < n && path[j] !== '"') j += path[j] === "\\" ? 2 : 1;
        legs.push(["member", JSON.parse(path.slice(i, j + 1))]);
        i = j + 1;
      } else {
        const m = /^[^.[\s]+/.exec(path.slice(i));
        if (!m) throw new Error(`no member name at ${i} in ${path}`);
        legs.push(["member", m[0]]);
        i += m[0].length;
      }
    } else if (ch === "[") {
      const m = /^\[\s*(?:(\d+)|last(?:\s*-\s*(\d+))?)\s*\]/.exec(path.slice(i));
      if (!m) throw new Error(`bad array leg at ${i} in ${path}`);
      if (m[1] !== undefined) legs.push(["cell", parseInt(m[1], 10)]);
      else legs.push(["last", parseInt(m[2] ?? "0", 10)]);
      i += m[0].length;
    } else {
      throw new Error(`unexpected ${ch} at ${i} in ${path}`);
    }
  }
  return legs;
}

function index(leg: Leg, size: number): number {
  return leg[0] === "cell" ? (leg[1] as number) : size - 1 - (leg[1] as number);
}

function isObject(v: JsonDom): v is Map<string, JsonDom> {
  return v instanceof Map;
}

function seek(dom: JsonDom, legs: Leg[], path: string): JsonDom {
  for (const leg of legs) {
    if (Array.isArray(dom) && leg[0] !== "member") {
      const pos = index(leg, dom.length);
      if (!(pos >= 0 && pos < dom.length)) throw new JsonDiffRejected(`${path}: no array element ${pos}`);
      dom = dom[pos];
    } else if (isObject(dom) && leg[0] === "member") {
      if (!dom.has(leg[1])) throw new JsonDiffRejected(`${path}: no member ${leg[1]}`);
      dom = dom.get(leg[1]) as JsonDom;
    } else {
      throw new JsonDiffRejected(`${path}: the path does not fit the document`);
    }
  }
  return dom;
}

export interface JsonDiff {
  operation: "replace" | "insert" | "remove";
  path: string;
  /** The new value (null for remove). */
  value: JsonDom | undefined;
}

/** Applies partial-update diffs to a DOM (changed in place where it can be); the new DOM. */
export function applyDiffs(dom: JsonDom, diffs: JsonDiff[]): JsonDom {
  for (const diff of diffs) {
    const { operation, path } = diff;
    const legs = parsePath(path);
    const value = diff.value === undefined ? null : diff.value;
    if (legs.length === 0) {
      if (operation === "remove") throw new JsonDiffRejected("$: the whole document cannot be removed");
      dom = value;
      continue;
    }
    const parent = seek(dom, legs.slice(0, -1), path);
    const last = legs[legs.length - 1];
    if (operation === "replace") {
      seek(parent, [last], path);
      if (isObject(parent)) parent.set(last[1] as string, value);
      else (parent as JsonDom[])[index(last, (parent as JsonDom[]).length)] = value;
    } else if (operation === "insert") {
      if (isObject(parent) && last[0] === "member") {
        if (parent.has(last[1])) throw new JsonDiffRejected(`${path}: member exists already`);
        parent.set(last[1], value);
      } else if (Array.isArray(parent) && last[0] !== "member") {
        const pos = Math.min(Math.max(index(last, parent.length), 0), parent.length);
        parent.splice(pos, 0, value);
      } else {
        throw new JsonDiffRejected(`${path}: the path does not fit the document`);
      }
    } else if (operation === "remove") {
      if (isObject(parent) && last[0] === "member" && parent.has(last[1])) parent.delete(last[1]);
      else if (Array.isArray(parent) && last[0] !== "member" && index(last, parent.length) >= 0 &&
        index(last, parent.length) < parent.length) parent.splice(index(last, parent.length), 1);
      else throw new JsonDiffRejected(`${path}: nothing to remove`);
    } else {
      throw new Error(`unknown JSON diff operation ${operation}`);
    }
  }
  return dom;
}

/** A deep copy of a DOM (a document is changed in place by applyDiffs). */
export function copyDom(v: JsonDom): JsonDom {
  if (Array.isArray(v)) return v.map(copyDom);
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, copyDom(x)]));
  return v;
}
