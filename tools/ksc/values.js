// The value rules of formats/README.md ("Values beyond the specs") in JavaScript: a second,
// independent implementation of what python/binlogspec/values.py, json_text.py and jsonout.py do,
// so that the vectors' expected values are checked by two languages.
//
// Input: a column's facts (the vector's `column`: type_name, unsigned, charset, labels, precision,
// scale, fsp, max_length) and the canonical tree of the cell's `value` (or of a mysql_json
// document), as canonical.js dumps it. Output: the value in the vectors' JSON form. Integers
// that a double cannot hold come out as BigInt; floats as { float: number }.
"use strict";

const DIG2BYTES = [0, 1, 1, 2, 2, 3, 3, 4, 4, 4];

function bytesOf(hex) {
  return Uint8Array.from(Buffer.from(hex, "hex"));
}

function bigFrom(bytes, littleEndian) {
  let v = 0n;
  const n = bytes.length;
  for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(bytes[littleEndian ? n - 1 - i : i]);
  return v;
}

function num(x) {
  // a canonical-tree integer (a Num from canonical.js, or a number) as a BigInt
  if (typeof x === "bigint") return x;
  if (x && typeof x.text === "string") return BigInt(x.text);
  return BigInt(x);
}

function small(x) {
  return Number(num(x));
}

function toFloat(x) {
  // a canonical-tree float (a Num holding Python's repr, or a number) as a number
  return typeof x === "number" ? x : parseFloat(x.text);
}

function pad(n, width) {
  const s = String(n);
  return s.length >= width ? s : "0".repeat(width - s.length) + s;
}

function base64(bytes) {
  return Buffer.from(bytes).toString("base64");
}

// ---------------------------------------------------------------- DECIMAL

// decimal2bin's form: big-endian groups of nine digits in four bytes (leftovers in fewer),
// integer part first; the first bit flipped; every byte inverted for a negative number.
function decimalText(raw, precision, scale) {
  const data = Uint8Array.from(raw);
  const negative = (data[0] & 0x80) === 0;
  data[0] ^= 0x80;
  if (negative) for (let i = 0; i < data.length; i++) data[i] ^= 0xff;
  let pos = 0;
  const take = (ndigits, nbytes) => {
    const v = bigFrom(data.subarray(pos, pos + nbytes), false);
    pos += nbytes;
    return pad(v.toString(), ndigits);
  };
  const intg = precision - scale;
  let intText = "";
  if (intg % 9) intText += take(intg % 9, DIG2BYTES[intg % 9]);
  for (let i = 0; i < Math.floor(intg / 9); i++) intText += take(9, 4);
  intText = intText.replace(/^0+/, "") || "0";
  let frac = "";
  for (let i = 0; i < Math.floor(scale / 9); i++) frac += take(9, 4);
  if (scale % 9) frac += take(scale % 9, DIG2BYTES[scale % 9]);
  let text = intText + (scale ? "." + frac : "");
  // Python's Decimal prints "-0.00" for a negative zero read this way; the server never writes one
  return (negative ? "-" : "") + text;
}

// ---------------------------------------------------------------- dates and times

function daysIn(year, month) {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function validDate(y, m, d) {
  return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
}

function dateText(y, m, d) {
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

function microText(micro) {
  return micro ? "." + pad(micro, 6) : "";
}

function micro(fraction, fsp) {
  if (!fsp) return 0;
  const nbytes = Math.floor((fsp + 1) / 2);
  return fraction * 10 ** (6 - 2 * nbytes);
}

function datetimeValue(y, mo, d, h, mi, s, us, fsp) {
  if (validDate(y, mo, d) && h < 24 && mi < 60 && s < 60) {
    return `${dateText(y, mo, d)}T${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}${microText(us)}`;
  }
  let text = `${dateText(y, mo, d)} ${pad(h, 2)}:${pad(mi, 2)}:${pad(s, 2)}`;
  if (fsp) text += "." + pad(us, 6).slice(0, fsp);
  return text;
}

function timestampValue(seconds, us, fsp) {
  if (seconds === 0 && us === 0) return "0000-00-00 00:00:00" + (fsp ? "." + "0".repeat(fsp) : "");
  const t = new Date(seconds * 1000);
  return `${dateText(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate())}T${pad(t.getUTCHours(), 2)}:` +
    `${pad(t.getUTCMinutes(), 2)}:${pad(t.getUTCSeconds(), 2)}${microText(us)}+00:00`;
}

function timeText(negative, totalMicro) {
  const us = totalMicro % 1000000n;
  let secs = totalMicro / 1000000n;
  const h = secs / 3600n;
  secs %= 3600n;
  const m = secs / 60n;
  const s = secs % 60n;
  const text = `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}${us ? "." + pad(us, 6) : ""}`;
  return (negative && totalMicro !== 0n ? "-" : "") + text;
}

// TIME2: integer part (3 bytes) and fraction ((fsp+1)/2 bytes) form one big-endian number offset
// by 1 << (8 * len - 1); below the offset it is negative, its magnitude read as the same fields.
function time2Value(intPart, fraction, fsp) {
  const nbytes = BigInt(Math.floor((fsp + 1) / 2));
  const packed = (BigInt(intPart) << (8n * nbytes)) | BigInt(fraction);
  const offset = 1n << (24n + 8n * nbytes - 1n);
  let value = packed - offset;
  const negative = value < 0n;
  if (negative) value = -value;
  const whole = nbytes ? value >> (8n * nbytes) : value;
  const frac = nbytes ? value & ((1n << (8n * nbytes)) - 1n) : 0n;
  const hour = (whole >> 12n) & 0x3ffn;
  const minute = (whole >> 6n) & 0x3fn;
  const second = whole & 0x3fn;
  const us = nbytes ? frac * 10n ** (6n - 2n * nbytes) : 0n;
  return timeText(negative, ((hour * 60n + minute) * 60n + second) * 1000000n + us);
}

function oldTimeValue(packed) {
  const negative = packed < 0;
  const p = BigInt(Math.abs(packed));
  const hours = p / 10000n;
  const minutes = (p / 100n) % 100n;
  const seconds = p % 100n;
  return timeText(negative, ((hours * 60n + minutes) * 60n + seconds) * 1000000n);
}

// ---------------------------------------------------------------- text

// MySQL's latin1 is Windows-1252, with the five bytes cp1252 leaves undefined read as the C1
// controls of the same value (0x81, 0x8d, 0x8f, 0x90, 0x9d). Written out: Node's TextDecoder
// reads "windows-1252" as ISO-8859-1 in some builds.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeLatin1(raw) {
  let out = "";
  for (const b of raw) out += String.fromCodePoint(b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : b);
  return out;
}

function decodeText(column, raw) {
  const charset = column.charset;
  if (column.collation_id === undefined || column.collation_id === null || charset === "binary") {
    return { bytes: raw };
  }
  if (charset === "latin1") return decodeLatin1(raw);
  if (charset === "ascii") return raw.every((b) => b < 0x80) ? String.fromCharCode(...raw) : { bytes: raw };
  if (!["utf8mb4", "utf8mb3", "utf8"].includes(charset)) return { unsupported: `charset ${charset}` };
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(raw);
  } catch (e) {
    return { bytes: raw };
  }
}

// ---------------------------------------------------------------- MySQL JSON

const FIELD_TYPE_CODE = {
  decimal: 0, tiny: 1, short: 2, long: 3, float: 4, double: 5, null: 6, timestamp: 7, longlong: 8, int24: 9,
  date: 10, time: 11, datetime: 12, year: 13, newdate: 14, varchar: 15, bit: 16, timestamp2: 17, datetime2: 18,
  time2: 19, typed_array: 20, vector: 242, invalid: 243, bool: 244, json: 245, newdecimal: 246, enum: 247,
  set: 248, tiny_blob: 249, medium_blob: 250, long_blob: 251, blob: 252, var_string: 253, string: 254,
  geometry: 255,
};

function quote(text) {
  let out = '"';
  for (const ch of text) {
    const c = ch.codePointAt(0);
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

function mysqlBase64(bytes) {
  const text = base64(bytes);
  const lines = [];
  for (let i = 0; i < text.length; i += 76) lines.push(text.slice(i, i + 76));
  return lines.join("\n");
}

// my_gcvt(MY_GCVT_ARG_DOUBLE, width 34): shortest round-trip digits, plain notation while the
// field allows it and the decimal exponent is within -14..15, else d.ddde[-]x.
function formatDouble(value) {
  const negative = value < 0 || Object.is(value, -0);
  const width = 34 - (value < 0 ? 1 : 0);
  let digits;
  let decpt;
  if (value === 0) {
    digits = "0";
    decpt = 1;
  } else {
    const [mant, exp] = Math.abs(value).toExponential().split("e");
    digits = mant.replace(".", "").replace(/0+$/, "") || "0";
    decpt = parseInt(exp, 10) + 1;
  }
  const length = digits.length;
  const expLen = 1 + (decpt >= 101 || decpt <= -99 ? 1 : 0) + (decpt >= 11 || decpt <= -9 ? 1 : 0);
  let fLen;
  if (decpt <= 0) fLen = length - decpt + 2;
  else if (decpt < length) fLen = length + 1;
  else fLen = decpt;
  const haveSpace = fLen <= width;
  const forceE = decpt <= 0 && width <= 2 - decpt && width >= 3 + expLen;
  const useF = (haveSpace || (decpt <= width && (decpt >= -1 || (decpt === -2 && (length > 1 || !forceE))) && !forceE)) &&
    (!haveSpace || (decpt >= -15 + 1 && (decpt <= 15 || length > decpt)));
  const sign = negative ? "-" : "";
  let text;
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

function temporalText(code, packedLow, packedHigh) {
  let packed = (BigInt(packedHigh) << 32n) + BigInt(packedLow);
  const sign = packed < 0n ? "-" : "";
  if (packed < 0n) packed = -packed;
  const us = packed % (1n << 24n);
  const intpart = packed >> 24n;
  if (code === FIELD_TYPE_CODE.time) {
    const h = (intpart >> 12n) % 1024n;
    const m = (intpart >> 6n) % 64n;
    const s = intpart % 64n;
    return `${sign}${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}.${pad(us, 6)}`;
  }
  const ymd = intpart >> 17n;
  const hms = intpart % (1n << 17n);
  const day = ymd % 32n;
  const ym = ymd >> 5n;
  const year = ym / 13n;
  const month = ym % 13n;
  const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (code === FIELD_TYPE_CODE.date) return date;
  return `${date} ${pad(hms >> 12n, 2)}:${pad((hms >> 6n) % 64n, 2)}:${pad(hms % 64n, 2)}.${pad(us, 6)}`;
}

function keyOrder(a, b) {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  if (x.length !== y.length) return x.length - y.length;
  return Buffer.compare(x, y);
}

function jsonScalar(kind, body) {
  switch (kind) {
    case "literal":
      return { null: "null", true: "true", false: "false" }[body.value];
    case "int16": case "uint16": case "int32": case "uint32":
      return num(body.value_low).toString();
    case "int64": case "uint64":
      return ((num(body.value_high) << 32n) + num(body.value_low)).toString();
    case "double":
      return formatDouble(toFloat(body.value));
    case "string":
      return quote(body.value);
    case "opaque": {
      const code = typeof body.field_type === "string" ? FIELD_TYPE_CODE[body.field_type] : small(body.field_type);
      const data = body.data;
      if (code === FIELD_TYPE_CODE.newdecimal) {
        const p = small(data.precision);
        const s = small(data.scale);
        return decimalJsonText(p, s, bytesOf(data.digits));
      }
      if ([FIELD_TYPE_CODE.date, FIELD_TYPE_CODE.time, FIELD_TYPE_CODE.datetime, FIELD_TYPE_CODE.timestamp].includes(code)) {
        return '"' + temporalText(code, num(data.packed_low), num(data.packed_high)) + '"';
      }
      if (code === FIELD_TYPE_CODE.var_string) return quote(Buffer.from(bytesOf(data)).toString("utf8"));
      return quote(`base64:type${code}:${mysqlBase64(bytesOf(data))}`);
    }
    default:
      throw new Error(`unknown JSON value type ${kind}`);
  }
}

function decimalJsonText(precision, scale, digits) {
  const intg = precision - scale;
  const size = Math.floor(intg / 9) * 4 + DIG2BYTES[intg % 9] + Math.floor(scale / 9) * 4 + DIG2BYTES[scale % 9];
  return decimalText(digits.subarray(0, size), precision, scale);
}

function jsonValue(node) {
  const kind = node.value_type;
  const body = node.value;
  if (kind === "small_object" || kind === "large_object") {
    const members = body.key_entries.map((k, i) => [k.key, jsonEntry(body.value_entries[i])]);
    members.sort((a, b) => keyOrder(a[0], b[0]));
    return "{" + members.map(([k, v]) => quote(k) + ": " + v).join(", ") + "}";
  }
  if (kind === "small_array" || kind === "large_array") {
    return "[" + body.value_entries.map(jsonEntry).join(", ") + "]";
  }
  return jsonScalar(kind, body);
}

function jsonEntry(entry) {
  if (entry.is_inlined) return jsonScalar(entry.value_type, entry.inlined.value);
  return jsonValue(entry.value);
}

// MySQL's text of a mysql_json document tree
function jsonText(documentTree) {
  return jsonValue(documentTree.value);
}

// ---------------------------------------------------------------- geometry

function wktNumber(x) {
  const { floatText } = require("./canonical");
  const text = floatText(x);
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

function wkt(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names = { 1: "POINT", 2: "LINESTRING", 3: "POLYGON", 4: "MULTIPOINT", 5: "MULTILINESTRING",
    6: "MULTIPOLYGON", 7: "GEOMETRYCOLLECTION" };
  function geometry(pos, depth) {
    if (depth > 64) throw new Error("geometry nested too deeply");
    const le = view.getUint8(pos) === 1;
    const kind = view.getUint32(pos + 1, le);
    pos += 5;
    const name = names[kind];
    if (!name) throw new Error(`unknown WKB geometry type ${kind}`);
    const count = () => { const n = view.getUint32(pos, le); pos += 4; return n; };
    const point = () => { const x = view.getFloat64(pos, le); const y = view.getFloat64(pos + 8, le); pos += 16; return `${wktNumber(x)} ${wktNumber(y)}`; };
    const points = () => { const n = count(); const out = []; for (let i = 0; i < n; i++) out.push(point()); return "(" + out.join(",") + ")"; };
    if (kind === 1) return [`POINT(${point()})`, pos];
    if (kind === 2) return [`LINESTRING${points()}`, pos];
    if (kind === 3) { const n = count(); const out = []; for (let i = 0; i < n; i++) out.push(points()); return ["POLYGON(" + out.join(",") + ")", pos]; }
    const n = count();
    const parts = [];
    for (let i = 0; i < n; i++) {
      let sub;
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
  if (end !== bytes.length) throw new Error("bytes after the geometry");
  return text;
}

// ---------------------------------------------------------------- a cell

function textOrBytes(decoded) {
  if (typeof decoded === "string") return decoded;
  if (decoded.bytes) return "base64:" + base64(decoded.bytes);
  return decoded; // { unsupported }
}

function cellValue(column, cell) {
  const kind = column.type_name;
  switch (kind) {
    case "TINY": case "SHORT": case "INT24": case "LONG": case "LONGLONG": {
      const raw = bytesOf(cell.raw);
      const unsigned = bigFrom(raw, true);
      if (column.unsigned) return unsigned;
      const bits = BigInt(8 * raw.length);
      return unsigned >> (bits - 1n) ? unsigned - (1n << bits) : unsigned;
    }
    case "FLOAT": case "DOUBLE":
      return { float: cell.value };
    case "YEAR":
      return small(cell.year);
    case "DATE": case "NEWDATE": {
      const [y, m, d] = [small(cell.year), small(cell.month), small(cell.day)];
      return dateText(y, m, d);
    }
    case "TIME":
      return oldTimeValue(small(cell.packed));
    case "DATETIME": {
      const p = num(cell.packed);
      const date = p / 1000000n;
      const time = p % 1000000n;
      return datetimeValue(Number(date / 10000n), Number((date / 100n) % 100n), Number(date % 100n),
        Number(time / 10000n), Number((time / 100n) % 100n), Number(time % 100n), 0, 0);
    }
    case "TIMESTAMP":
      return timestampValue(small(cell.seconds), 0, 0);
    case "TIMESTAMP2":
      return timestampValue(small(cell.seconds), micro(small(cell.fraction || 0), column.fsp), column.fsp);
    case "DATETIME2": {
      const ym = small(cell.year_month);
      return datetimeValue(Math.floor(ym / 13), ym % 13, small(cell.day), small(cell.hour), small(cell.minute),
        small(cell.second), micro(small(cell.fraction || 0), column.fsp), column.fsp);
    }
    case "TIME2":
      return time2Value(small(cell.int_part), small(cell.fraction || 0), column.fsp);
    case "NEWDECIMAL":
      return decimalText(bytesOf(cell.raw), column.precision, column.scale);
    case "BIT":
      return bigFrom(bytesOf(cell.raw), false);
    case "VARCHAR": case "VAR_STRING": case "BLOB": case "TINY_BLOB": case "MEDIUM_BLOB": case "LONG_BLOB":
      return textOrBytes(decodeText(column, bytesOf(cell.raw)));
    case "STRING": case "ENUM": case "SET": {
      const inner = cell.value;
      const real = column.real_type_name || kind;
      const raw = bytesOf(inner.raw);
      if (real === "ENUM") {
        const index = Number(bigFrom(raw, true));
        if (!column.enum_labels) return index;
        if (index === 0) return "";
        return index <= column.enum_labels.length ? column.enum_labels[index - 1] : index;
      }
      if (real === "SET") {
        const mask = bigFrom(raw, true);
        if (!column.set_labels) return mask;
        return column.set_labels.filter((_, i) => (mask >> BigInt(i)) & 1n).sort();
      }
      if (column.collation_id === 63 && column.max_length) {
        const padded = new Uint8Array(Math.max(column.max_length, raw.length));
        padded.set(raw);
        return "base64:" + base64(padded);
      }
      return textOrBytes(decodeText(column, raw));
    }
    case "JSON":
      return cell.document ? jsonText(cell.document) : "null";
    case "GEOMETRY": {
      const wkb = bytesOf(cell.wkb);
      let text = null;
      try { text = wkt(wkb); } catch (e) { text = null; }
      return { srid: small(cell.srid), wkb: "base64:" + base64(wkb), wkt: text };
    }
    case "VECTOR":
      return cell.values.map((v) => ({ float: v }));
    default:
      return { unsupported: `column type ${kind}` };
  }
}

module.exports = { cellValue, jsonText, formatDouble, decimalText, time2Value, wkt };
