// Text by collation id: the server names a string column's character set only by a collation id
// (the table map's DEFAULT_CHARSET / COLUMN_CHARSET metadata). One table maps ids to charsets
// (charset_data.ts, generated from python/binlogspec/charsets.py); values decode by charset.
import { TextDecoder } from "node:util";
import { CHARSET_COLLATIONS, EIGHT_BIT } from "./charset_data";

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

// WHATWG encodings (TextDecoder) for the multi-byte charsets. Their tables follow the same
// standards as the server's, but for a few sequences (see python/binlogspec/charsets.py's notes);
// those few may decode differently here.
const DECODERS: Record<string, string> = {
  utf8mb3: "utf-8",
  utf8mb4: "utf-8",
  ucs2: "utf-16be",
  utf16: "utf-16be",
  utf16le: "utf-16le",
  big5: "big5",
  sjis: "shift_jis",
  cp932: "shift_jis",
  ujis: "euc-jp",
  eucjpms: "euc-jp",
  euckr: "euc-kr",
  gb2312: "gbk",
  gbk: "gbk",
  gb18030: "gb18030",
};

const decoders = new Map<string, TextDecoder | null>();

function decoderFor(charset: string): TextDecoder | null {
  let found = decoders.get(charset);
  if (found === undefined) {
    const label = DECODERS[charset];
    try {
      found = label ? new TextDecoder(label, { fatal: true, ignoreBOM: true }) : null;
    } catch {
      found = null; // a Node build without that encoding (small ICU)
    }
    decoders.set(charset, found);
  }
  return found;
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
  const decoder = decoderFor(info.charset);
  if (decoder === null) return raw;
  try {
    return decoder.decode(raw);
  } catch {
    return raw;
  }
}
