// Text by collation id: the server names a string column's character set only by a collation id
// (the table map's DEFAULT_CHARSET / COLUMN_CHARSET metadata). One table maps ids to charsets
// (charset_data.ts, generated from python/binlogspec/charsets.py); values decode by charset.
import { TextDecoder } from "node:util";
import * as zlib from "node:zlib";
import { CHARSET_COLLATIONS, EIGHT_BIT, MULTI_BYTE_DEFLATED } from "./charset_data";

export interface Collation {
  id: number;
  charset: string;
  mbmaxlen: number;
}

const BY_ID = new Map<number, Collation>();
for (const [charset, [mbmaxlen, ids]] of Object.entries(CHARSET_COLLATIONS)) {
  for (const id of ids) BY_ID.set(id, { id, charset, mbmaxlen });
}

/** The collation of an id (its charset and longest character), or undefined for an unknown id. */
export function collation(id: number): Collation | undefined {
  return BY_ID.get(id);
}

export const BINARY_COLLATION = 63;

// UTF-8 and UTF-16 by TextDecoder (fatal: bytes not valid in them are no text); the other
// multi-byte charsets by the server's own tables (charset_data.ts), walked character by
// character as the server reads them.
const DECODERS: Record<string, string> = {
  utf8mb3: "utf-8",
  utf8mb4: "utf-8",
  ucs2: "utf-16be",
  utf16: "utf-16be",
  utf16le: "utf-16le",
};

const decoders = new Map<string, TextDecoder>();

function decoderFor(charset: string): TextDecoder {
  let found = decoders.get(charset);
  if (found === undefined) {
    found = new TextDecoder(DECODERS[charset], { fatal: true, ignoreBOM: true });
    decoders.set(charset, found);
  }
  return found;
}

interface MultiByte {
  one: string;
  two: string;
  three?: string;
  four?: number[][];
  more: Record<string, string>;
}

let multiByte: Record<string, MultiByte> | null = null;

function tables(charset: string): MultiByte | undefined {
  if (multiByte === null) {
    multiByte = JSON.parse(zlib.inflateSync(Buffer.from(MULTI_BYTE_DEFLATED, "base64")).toString("utf8"));
  }
  return (multiByte as Record<string, MultiByte>)[charset];
}

/** How many bytes the character at `pos` takes (python/binlogspec/charsets.py's _sequence_length). */
function sequenceLength(charset: string, data: Uint8Array, pos: number): number {
  const lead = data[pos];
  if (lead < 0x80) return 1;
  if (charset === "sjis" || charset === "cp932") return (lead >= 0x81 && lead <= 0x9f) || (lead >= 0xe0 && lead <= 0xfc) ? 2 : 1;
  if (charset === "ujis" || charset === "eucjpms") return lead === 0x8f ? 3 : lead === 0x8e || (lead >= 0xa1 && lead <= 0xfe) ? 2 : 1;
  if (charset === "gb18030" && pos + 1 < data.length && data[pos + 1] >= 0x30 && data[pos + 1] <= 0x39) return 4;
  return lead >= 0x81 && lead <= 0xfe ? 2 : 1;
}

function fourByte(runs: number[][], index: number): number | null {
  let lo = 0, hi = runs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, cp, count] = runs[mid];
    if (index < first) hi = mid - 1;
    else if (index >= first + count) lo = mid + 1;
    else return cp + index - first;
  }
  return null;
}

function decodeMultiByte(charset: string, t: MultiByte, raw: Uint8Array): string | null {
  const out: string[] = [];
  let pos = 0;
  while (pos < raw.length) {
    const n = sequenceLength(charset, raw, pos);
    if (pos + n > raw.length) return null;
    let unit = 0xfffe;
    if (n === 1) unit = t.one.charCodeAt(raw[pos]);
    else if (n === 2) unit = t.two.charCodeAt((raw[pos] - 0x80) * 256 + raw[pos + 1]);
    else if (n === 3) {
      const a = raw[pos + 1] - 0xa1, b = raw[pos + 2] - 0xa1;
      if (t.three && a >= 0 && a < 94 && b >= 0 && b < 94) unit = t.three.charCodeAt(a * 94 + b);
    } else if (t.four) {
      const [b1, b2, b3, b4] = [raw[pos], raw[pos + 1] - 0x30, raw[pos + 2], raw[pos + 3] - 0x30];
      if (b1 >= 0x81 && b1 <= 0xfe && b3 >= 0x81 && b3 <= 0xfe && b4 >= 0 && b4 <= 9) {
        const cp = fourByte(t.four, (((b1 - 0x81) * 10 + b2) * 126 + (b3 - 0x81)) * 10 + b4);
        if (cp !== null) {
          out.push(String.fromCodePoint(cp));
          pos += n;
          continue;
        }
      }
    }
    if (unit === 0xfffe) {
      const more = t.more[Buffer.from(raw.subarray(pos, pos + n)).toString("hex")];
      if (more === undefined) return null;
      out.push(more);
    } else {
      out.push(String.fromCharCode(unit));
    }
    pos += n;
  }
  return out.join("");
}

function decodeEightBit(table: number[], raw: Uint8Array): string | null {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const code = table[raw[i]];
    if (code === 0xfffe) return null;
    out += String.fromCharCode(code);
  }
  return out;
}

function decodeUtf32(raw: Uint8Array): string | null {
  if (raw.length % 4) return null;
  let out = "";
  for (let i = 0; i < raw.length; i += 4) {
    const code = ((raw[i] << 24) >>> 0) + (raw[i + 1] << 16) + (raw[i + 2] << 8) + raw[i + 3];
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    out += String.fromCodePoint(code);
  }
  return out;
}

/**
 * A string value stored under a collation id, as text the way the server converts it to
 * Unicode; the bytes themselves (a Uint8Array) where the collation is `binary`, unknown, or the
 * bytes are not valid in its charset.
 */
export function decodeText(raw: Uint8Array, collationId: number): string | Uint8Array {
  const info = BY_ID.get(collationId);
  if (info === undefined || info.charset === "binary" || info.charset === "filename") return raw;
  const table = EIGHT_BIT[info.charset];
  if (table) return decodeEightBit(table, raw) ?? raw;
  if (info.charset === "utf32") return decodeUtf32(raw) ?? raw;
  if (DECODERS[info.charset]) {
    try {
      return decoderFor(info.charset).decode(raw);
    } catch {
      return raw;
    }
  }
  const t = tables(info.charset);
  if (t === undefined) return raw;
  return decodeMultiByte(info.charset, t, raw) ?? raw;
}
