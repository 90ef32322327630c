// The parsers kaitai-struct-compiler 0.11 made from formats/kaitai (--target javascript), shipped
// in the package as generated/*.js, and the Kaitai runtime they run on (npm kaitai-struct 0.11.0).
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-var-requires */

import { TextDecoder } from "node:util";
import * as zlib from "node:zlib";
import { BinlogError } from "./errors";

/** The longest event accepted, also for an event inflated from a compressed one (limits.py). */
export const MAX_EVENT_SIZE = 2 ** 30 + 2 ** 16;

export const KaitaiStream: any = require("kaitai-struct/KaitaiStream");

// The specs' strings (encoding UTF-8 or ASCII) are read strictly, as the Python runtime reads
// them: bytes that are not valid in the encoding are an error of the event's layout, not text
// with U+FFFD (the npm runtime's TextDecoder) or Latin-1 (its ASCII). Done once, on the runtime
// this package loads.
if (!KaitaiStream.__binlogspecStrict) {
  const loose = KaitaiStream.bytesToStr;
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  KaitaiStream.bytesToStr = function (arr: Uint8Array, encoding?: string): string {
    const name = (encoding ?? "ascii").toLowerCase();
    if (name === "utf-8" || name === "utf8") return utf8.decode(arr);
    if (name === "ascii") {
      const bad = arr.findIndex((b) => b >= 0x80);
      if (bad >= 0) throw new Error(`'ascii' codec can't decode byte 0x${arr[bad].toString(16)} in position ${bad}`);
    }
    return loose.call(this, arr, encoding);
  };
  // A `repeat: eos` loop whose items take no bytes would never end: "not at the end" answered
  // again and again at one position stops it with a typed error (the Python reader's guard).
  const isEof = KaitaiStream.prototype.isEof;
  KaitaiStream.prototype.isEof = function (): boolean {
    const eof = isEof.call(this);
    if (!eof) {
      if (this.__lastPos === this.pos && this.__lastBits === this.bitsLeft) {
        if (++this.__stuck >= 64) {
          throw new BinlogError("length_out_of_bounds", `a repeated field takes no bytes at offset ${this.pos} of its substream: the list would never end`, "", 0);
        }
      } else {
        this.__lastPos = this.pos;
        this.__lastBits = this.bitsLeft;
        this.__stuck = 0;
      }
    }
    return eof;
  };
  // `process: zlib` inflates at most MAX_EVENT_SIZE bytes, whatever the stream holds
  KaitaiStream.processZlib = function (buf: Uint8Array): Uint8Array {
    let out: Buffer;
    try {
      out = zlib.inflateSync(buf, { maxOutputLength: MAX_EVENT_SIZE });
    } catch (exc: any) {
      if (exc?.code === "ERR_BUFFER_TOO_LARGE") {
        throw new BinlogError("length_out_of_bounds", `zlib stream inflates to more than ${MAX_EVENT_SIZE} bytes`, "", 0);
      }
      throw exc;
    }
    return new Uint8Array(out.buffer, out.byteOffset, out.length);
  };
  KaitaiStream.__binlogspecStrict = true;
}
export const BinlogEvent: any = require("../generated/BinlogEvent").BinlogEvent;
export const MysqlJson: any = require("../generated/MysqlJson").MysqlJson;
const EventType: any = require("../generated/EventType").EventType;

/** MySQL's (or MariaDB's) constant name of an event type code, e.g. TABLE_MAP_EVENT. */
export function typeName(code: number): string {
  const name = EventType.Code[code];
  return typeof name === "string" ? name : `TYPE_${code}`;
}

/**
 * The generated parser class of a spec by its .ksy id ("column_cell", "table_map_event",
 * "mysql_json", ...): construct it as `new (specClass(id))(new KaitaiStream(bytes), null, null, ...params)`.
 */
export function specClass(id: string): any {
  const name = id.split("_").map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join("");
  return require(`../generated/${name}`)[name];
}
