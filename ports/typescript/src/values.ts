// The value rules of formats/README.md ("Values beyond the specs"): a cell, as the generated
// parsers read it (column_cell's typed cell objects), and the column's facts (signedness,
// collation, ENUM/SET labels, precision, fsp) in, a JavaScript value out. What they are:
//
//   integers, BIT, YEAR          number (bigint beyond Number.MAX_SAFE_INTEGER)
//   FLOAT, DOUBLE                number (a FLOAT's float32 value, as a double)
//   DECIMAL                      string, exact digits and scale ("-0.50")
//   DATE                         string "YYYY-MM-DD"
//   DATETIME                     string "YYYY-MM-DDTHH:MM:SS[.ffffff]"
//   TIMESTAMP                    string "YYYY-MM-DDTHH:MM:SS[.ffffff]+00:00" (UTC)
//   TIME                         string "[-]HH:MM:SS[.ffffff]" (hours up to 838)
//   zero or invalid dates        string as the server prints them ("0000-00-00 00:00:00")
//   text                         string, decoded by the column's charset; Uint8Array when the
//                                charset is binary or not known, or the bytes are not valid in it
//   BINARY(n)                    Uint8Array, the trailing zero bytes the server strips put back
//   ENUM                         string label ("" for the invalid value 0); the index without labels
//   SET                          string[] of labels, sorted; the bit mask without labels
//   JSON                         JsonValue (its DOM and MySQL's text); a partial update without
//                                the before image: JsonPartial (the diffs)
//   GEOMETRY                     Geometry {srid, wkb, wkt}
//   VECTOR                       number[]
/* eslint-disable @typescript-eslint/no-explicit-any */
import { BINARY_COLLATION, decodeText } from "./charsets";
import { Column } from "./columns";
import { JsonDom, renderMysql, toDom } from "./mysqljson";

/** A JSON column's value: the document as a DOM, and MySQL's text for it. */
export class JsonValue {
  constructor(readonly dom: JsonDom) {}
  /** The document as MySQL prints it (SELECT json_col). */
  text(): string {
    return renderMysql(this.dom);
  }
}

/** One change of a partial JSON update (PARTIAL_UPDATE_ROWS_EVENT). */
export interface JsonDiffEntry {
  operation: "replace" | "insert" | "remove";
  path: string;
  /** The value written (null for remove). */
  value: JsonValue | null;
}

/** A JSON column's after-image value in a partial update whose before image lacks the column: the diffs. */
export class JsonPartial {
  constructor(readonly diffs: JsonDiffEntry[]) {}
}

/** A spatial value: the SRID and the WKB bytes as the server stores them. */
export class Geometry {
  constructor(readonly srid: number, readonly wkb: Uint8Array) {}
  /** The value as WKT text (a convenience; the WKB is the value); null where the WKB does not read. */
  get wkt(): string | null {
    try {
      return toWkt(this.wkb);
    } catch {
      return null;
    }
  }
}

export type Value =
  | null
  | number
  | bigint
  | string
  | Uint8Array
  | string[]
  | number[]
  | JsonValue
  | JsonPartial
  | Geometry;

const DIG2BYTES = [0, 1, 1, 2, 2, 3, 3, 4, 4, 4];

function pad(v: number | bigint | string, width: number): string {
  return String(v).padStart(width, "0");
}

/** An integer as a number where it is exact, else a bigint. */
export function intValue(v: bigint): number | bigint {
  return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(v) : v;
}

function bigFrom(bytes: Uint8Array, littleEndian: boolean): bigint {
  let v = 0n;
  const n = bytes.length;
  for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(bytes[littleEndian ? n - 1 - i : i]);
  return v;
}

/** DECIMAL(precision, scale) from the server's binary form, as exact text. */
export function decimalFromBytes(raw: Uint8Array, precision: number, scale: number): string {
  if (!raw.length) throw new Error("empty DECIMAL value");
  const data = Uint8Array.from(raw);
  const negative = (data[0] & 0x80) === 0;
  data[0] ^= 0x80;
  if (negative) for (let i = 0; i < data.length; i++) data[i] ^= 0xff;
  let pos = 0;
  const take = (ndigits: number, nbytes: number): string => {
    if (pos + nbytes > data.length) throw new Error("DECIMAL value shorter than its precision");
    const v = bigFrom(data.subarray(pos, pos + nbytes), false);
    pos += nbytes;
    return pad(v, ndigits);
  };
  const intg = precision - scale;
  let intText = "";
  if (intg % 9) intText += take(intg % 9, DIG2BYTES[intg % 9]);
  for (let i = 0; i < Math.floor(intg / 9); i++) intText += take(9, 4);
  intText = intText.replace(/^0+/, "") || "0";
  let frac = "";
  for (let i = 0; i < Math.floor(scale / 9); i++) frac += take(9, 4);
  if (scale % 9) frac += take(scale % 9, DIG2BYTES[scale % 9]);
  return (negative ? "-" : "") + intText + (scale ? "." + frac : "");
}

function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function validDate(y: number, m: number, d: number): boolean {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

function dateText(y: number, m: number, d: number): string {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

function microOf(fraction: number, fsp: number): number {
  if (!fsp) return 0;
  return fraction * 10 ** (6 - 2 * Math.floor((fsp + 1) / 2));
}

function datetimeValue(y: number, mo: number, d: number, h: number, mi: number, s: number, us: number, fsp: number): string {
  if (validDate(y, mo, d) && h < 24 && mi < 60 && s < 60 && us < 1000000) {
    return `${dateText(y, mo, d)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${us ? "." + pad(us, 6) : ""}`;
  }
  let text = `${dateText(y, mo, d)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`;
  if (fsp) text += "." + pad(us, 6).slice(0, fsp);
  return text;
}

function timestampValue(seconds: number, us: number, fsp: number): string {
  if (seconds === 0 && us === 0) return "0000-00-00 00:00:00" + (fsp ? "." + "0".repeat(fsp) : "");
  if (us >= 1000000) throw new Error(`microsecond must be in 0..999999, not ${us}`);
  const t = new Date(seconds * 1000);
  return `${dateText(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())}T${pad(t.getUTCHours(), 2)}:` +
    `${pad(t.getUTCMinutes(), 2)}:${pad(t.getUTCSeconds(), 2)}${us ? "." + pad(us, 6) : ""}+00:00`;
}

function timeText(negative: boolean, totalMicro: bigint): string {
  const us = totalMicro % 1000000n;
  let secs = totalMicro / 1000000n;
  const h = secs / 3600n;
  secs %= 3600n;
  const text = `${pad(h, 2)}:${pad(secs / 60n, 2)}:${pad(secs % 60n, 2)}${us ? "." + pad(us, 6) : ""}`;
  return (negative && totalMicro !== 0n ? "-" : "") + text;
}

/** TIME2: integer part (3 bytes) and fraction, one big-endian number offset by its top bit. */
function time2Value(intPart: number, fraction: number, fsp: number): string {
  const nbytes = BigInt(Math.floor((fsp + 1) / 2));
  const packed = (BigInt(intPart) << (8n * nbytes)) | BigInt(fraction);
  const offset = 1n << (24n + 8n * nbytes - 1n);
  let value = packed - offset;
  const negative = value < 0n;
  if (negative) value = -value;
  const whole = nbytes ? value >> (8n * nbytes) : value;
  const frac = nbytes ? value & ((1n << (8n * nbytes)) - 1n) : 0n;
  const hour = (whole >> 12n) & 0x3ffn, minute = (whole >> 6n) & 0x3fn, second = whole & 0x3fn;
  const us = nbytes ? frac * 10n ** (6n - 2n * nbytes) : 0n;
  return timeText(negative, ((hour * 60n + minute) * 60n + second) * 1000000n + us);
}

function oldTimeValue(packed: number): string {
  const negative = packed < 0;
  const p = BigInt(Math.abs(packed));
  return timeText(negative, (((p / 10000n) * 60n + (p / 100n) % 100n) * 60n + (p % 100n)) * 1000000n);
}

function textValue(column: Column, raw: Uint8Array): string | Uint8Array {
  const bytes = Uint8Array.from(raw);
  if (column.collationId === null) return bytes;
  return decodeText(bytes, column.collationId);
}

/** The value of one present, non-NULL cell: `cell` is column_cell's `value` (the typed cell object). */
export function cellValue(column: Column, cell: any): Value {
  if (cell === undefined || cell === null) throw new Error(`column ${column.name} (${column.typeName}) has no value`);
  switch (column.typeName) {
    case "TINY": case "SHORT": case "INT24": case "LONG": case "LONGLONG": {
      const raw: Uint8Array = cell.raw;
      const unsigned = bigFrom(raw, true);
      if (column.unsigned) return intValue(unsigned);
      const bits = BigInt(8 * raw.length);
      return intValue(raw.length && unsigned >> (bits - 1n) ? unsigned - (1n << bits) : unsigned);
    }
    case "FLOAT": case "DOUBLE":
      if (cell.value === undefined) throw new Error(`${column.typeName} cell of ${cell.lenValue} bytes`);
      return cell.value;
    case "YEAR":
      return cell.year;
    case "DATE": case "NEWDATE":
      return dateText(cell.year, cell.month, cell.day);
    case "TIME":
      return oldTimeValue(cell.packed);
    case "DATETIME": {
      const p = bigFrom(cell.raw, true); // (not `packed`: the runtime's u8 is a double beyond 2**53)
      const date = p / 1000000n, time = p % 1000000n;
      return datetimeValue(Number(date / 10000n), Number((date / 100n) % 100n), Number(date % 100n),
        Number(time / 10000n), Number((time / 100n) % 100n), Number(time % 100n), 0, 0);
    }
    case "TIMESTAMP":
      return timestampValue(cell.seconds, 0, 0);
    case "TIMESTAMP2":
      return timestampValue(cell.seconds, microOf(cell.fraction ?? 0, column.fsp), column.fsp);
    case "DATETIME2": {
      const ym: number = cell.yearMonth;
      return datetimeValue(Math.floor(ym / 13), ym % 13, cell.day, cell.hour, cell.minute, cell.second,
        microOf(cell.fraction ?? 0, column.fsp), column.fsp);
    }
    case "TIME2":
      return time2Value(cell.intPart, cell.fraction ?? 0, column.fsp);
    case "NEWDECIMAL":
      return decimalFromBytes(cell.raw, column.precision ?? 0, column.scale ?? 0);
    case "BIT":
      return intValue(bigFrom(cell.raw, false));
    case "VARCHAR": case "VAR_STRING": case "BLOB": case "TINY_BLOB": case "MEDIUM_BLOB": case "LONG_BLOB":
      return textValue(column, cell.raw);
    case "STRING": case "ENUM": case "SET": {
      const inner = cell.value;
      if (inner === undefined || inner === null) throw new Error(`column ${column.name} has no value`);
      const real = column.realTypeName ?? column.typeName;
      const raw: Uint8Array = inner.raw;
      if (real === "ENUM") {
        const index = Number(bigFrom(raw, true));
        const labels = column.enumLabels;
        if (labels === null) return index;
        if (index === 0) return "";
        return index <= labels.length ? labels[index - 1] : index;
      }
      if (real === "SET") {
        const mask = bigFrom(raw, true);
        const labels = column.setLabels;
        if (labels === null) return intValue(mask);
        const chosen = [...new Set(labels.filter((_, i) => (mask >> BigInt(i)) & 1n))];
        return chosen.sort(codePointOrder);
      }
      if (column.collationId === BINARY_COLLATION && column.maxLength) {
        const padded = new Uint8Array(Math.max(column.maxLength, raw.length));
        padded.set(raw);
        return padded;
      }
      return textValue(column, raw);
    }
    case "JSON":
      return new JsonValue(cell.document ? toDom(cell.document) : null);
    case "GEOMETRY":
      return new Geometry(cell.srid, Uint8Array.from(cell.wkb));
    case "VECTOR":
      return Array.from(cell.values as number[]);
    default:
      throw new Error(`no value rule for column type ${column.typeName}`);
  }
}

/** Python's string order (by code point), which SET labels are sorted in. */
export function codePointOrder(a: string, b: string): number {
  const x = [...a], y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i].codePointAt(0) as number) - (y[i].codePointAt(0) as number);
    if (d) return d;
  }
  return x.length - y.length;
}

// ---------------------------------------------------------------- WKB to WKT

/** Python's repr of a float (shortest digits; exponent form below 1e-4 and from 1e16). */
export function pyFloat(x: number): string {
  if (Number.isNaN(x)) return "nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  const [mant, exp] = Math.abs(x).toExponential().split("e");
  const digits = mant.replace(".", "");
  const e = parseInt(exp, 10);
  const decpt = e + 1;
  if (e < -4 || e >= 16) {
    const es = Math.abs(e) < 10 ? "0" + Math.abs(e) : String(Math.abs(e));
    return `${sign}${digits[0]}${digits.length > 1 ? "." + digits.slice(1) : ""}e${e < 0 ? "-" : "+"}${es}`;
  }
  if (decpt <= 0) return `${sign}0.${"0".repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${"0".repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

function wktNumber(x: number): string {
  const text = pyFloat(x);
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

const WKB_NAMES: Record<number, string> = {
  1: "POINT", 2: "LINESTRING", 3: "POLYGON", 4: "MULTIPOINT", 5: "MULTILINESTRING", 6: "MULTIPOLYGON",
  7: "GEOMETRYCOLLECTION",
};

/** WKB (as MySQL/MariaDB store it after the SRID) as WKT text. */
export function toWkt(wkb: Uint8Array): string {
  const view = new DataView(wkb.buffer, wkb.byteOffset, wkb.byteLength);
  function geometry(pos: number, depth: number): [string, number] {
    if (depth > 64) throw new Error("geometry nested too deeply");
    const le = view.getUint8(pos) === 1;
    const kind = view.getUint32(pos + 1, le);
    pos += 5;
    const name = WKB_NAMES[kind];
    if (!name) throw new Error(`unknown WKB geometry type ${kind}`);
    const count = (): number => {
      const n = view.getUint32(pos, le);
      pos += 4;
      if (n > wkb.length - pos) throw new Error("WKB count past the end of the value");
      return n;
    };
    const point = (): string => {
      const x = view.getFloat64(pos, le), y = view.getFloat64(pos + 8, le);
      pos += 16;
      return `${wktNumber(x)} ${wktNumber(y)}`;
    };
    const points = (): string => {
      const n = count();
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push(point());
      return "(" + out.join(",") + ")";
    };
    if (kind === 1) return [`POINT(${point()})`, pos];
    if (kind === 2) return [`LINESTRING${points()}`, pos];
    if (kind === 3) {
      const n = count();
      const out: string[] = [];
      for (let i = 0; i < n; i++) out.push(points());
      return ["POLYGON(" + out.join(",") + ")", pos];
    }
    const n = count();
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      let sub: string;
      [sub, pos] = geometry(pos, depth + 1);
      if (kind >= 4 && kind <= 6) {
        sub = sub.slice(sub.indexOf("("));
        if (kind === 4) sub = sub.slice(1, -1);
      }
      parts.push(kind === 4 ? `(${sub})` : sub);
    }
    return [`${name}(${parts.join(",")})`, pos];
  }
  const [text, end] = geometry(0, 0);
  if (end !== wkb.length) throw new Error(`${wkb.length - end} bytes after the geometry`);
  return text;
}
