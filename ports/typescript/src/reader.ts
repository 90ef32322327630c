// Walking a binlog event by event: the state a reader carries between events, which no single
// event spec can know (the format description's header length, checksum and post-header
// lengths; the table maps that rows events refer to; the events inside a compressed
// TRANSACTION_PAYLOAD; where encryption begins), as python/binlogspec/reader.py carries it.
/* eslint-disable @typescript-eslint/no-explicit-any */
import * as fs from "node:fs";
import * as zlib from "node:zlib";
import { Decompress as ZstdDecompress } from "fzstd";
import { BinlogError, ErrorKind } from "./errors";
import { BinlogEvent, KaitaiStream, MAX_EVENT_SIZE, typeName } from "./generated";

export const FDE = 15, START_V3 = 1, QUERY = 2, XID = 16, TABLE_MAP = 19, PAYLOAD = 40, ROWS_QUERY = 29;
export const ANNOTATE_ROWS = 160, START_ENCRYPTION = 164, PERCONA_START_ENCRYPTION = 159;
const MAGIC = [0xfe, 0x62, 0x69, 0x6e];
const ENCRYPTED_MAGIC = [0xfd, 0x62, 0x69, 0x6e];
const MAX_PAYLOAD = 2 ** 32;
// event types whose bodies a walk of row changes never reads: not parsed when their CRC32 holds
const UNREAD = new Set([XID, ANNOTATE_ROWS, ROWS_QUERY]);
const V1_V3_POST_HEADER_LENS: Record<number, Uint8Array> = {
  1: Uint8Array.from([56, 11, 0, 0, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0]),
  3: Uint8Array.from([56, 11, 0, 8, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0]),
};
// every type code the generated enum names (a resynchronising reader's "known" codes)
const KNOWN_CODES = new Set<number>();
for (let c = 1; c < 256; c++) if (!typeName(c).startsWith("TYPE_")) KNOWN_CODES.add(c);

export const ROWS_EVENTS = new Set([20, 21, 22, 23, 24, 25, 30, 31, 32, 39, 166, 167, 168, 169, 170, 171]);

// MySQL 5.1/5.2 development builds that numbered event types 16-22 otherwise
const DROP_BUILDS = /^(5\.1\.[1-5]-a_drop5|5\.1\.4-a_drop6|5\.2\.[0-2]-a_drop6)/;
const DROP_TYPES: Record<number, number> = { 16: 19, 17: 20, 18: 21, 19: 22, 20: 16, 21: 17, 22: 18 };

export interface Context {
  binlogVersion: number;
  serverVersion: string;
  lenHeader: number;
  checksumAlg: number | null;
  postHeaderLens: Uint8Array;
  typeCodes: Uint8Array | null;
}

/** One event as the reader gives it. */
export interface Event {
  file: string;
  pos: number;
  nextPos: number;
  typeCode: number;
  data: Uint8Array;
  lenHeader: number;
  lenChecksum: number;
  /** The generated BinlogEvent object (null for a body left unparsed: XID, ANNOTATE_ROWS, ROWS_QUERY with a good CRC32). */
  parsed: any | null;
  /** For a rows event: its table's TABLE_MAP body (generated TableMapEvent), or null. */
  tableMap: any | null;
  /** Where inside a TRANSACTION_PAYLOAD's uncompressed bytes the event is (null: not inside one). */
  payloadOffset: number | null;
  serverVersion: string;
}

/** Where the bytes come from: a file read by offset, or bytes in memory. */
interface Source {
  size: number;
  read(pos: number, n: number): Uint8Array;
  close(): void;
}

function bytesSource(buf: Uint8Array): Source {
  return { size: buf.length, read: (pos, n) => buf.subarray(pos, Math.min(pos + n, buf.length)), close: () => {} };
}

function fileSource(path: string): Source {
  const fd = fs.openSync(path, "r");
  const size = fs.fstatSync(fd).size;
  // a window of the file, refilled as the walk goes on (events are read in order)
  let window = Buffer.alloc(0);
  let windowAt = 0;
  return {
    size,
    read(pos, n) {
      n = Math.max(0, Math.min(n, size - pos));
      if (n === 0) return new Uint8Array(0);
      if (pos >= windowAt && pos + n <= windowAt + window.length) return window.subarray(pos - windowAt, pos - windowAt + n);
      const want = Math.max(n, 1 << 20);
      const buf = Buffer.alloc(Math.min(want, size - pos));
      let got = 0;
      while (got < buf.length) {
        const r = fs.readSync(fd, buf, got, buf.length - got, pos + got);
        if (r <= 0) break;
        got += r;
      }
      window = buf.subarray(0, got);
      windowAt = pos;
      return window.subarray(0, Math.min(n, got));
    },
    close: () => fs.closeSync(fd),
  };
}

function u32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 0x1000000;
}

function u48(b: Uint8Array, at: number): number {
  return u32(b, at) + (b[at + 4] | (b[at + 5] << 8)) * 0x100000000;
}

function cString(raw: Uint8Array): string {
  const end = raw.indexOf(0);
  return Buffer.from(end < 0 ? raw : raw.subarray(0, end)).toString("latin1");
}

/** Whether an FDE written by this server version ends in the checksum-algorithm byte: MySQL from 5.6.1, MariaDB from 5.3.0. */
export function hasChecksumAlg(serverVersion: string): boolean {
  const text = serverVersion.startsWith("5.5.5-") ? serverVersion.slice(6) : serverVersion.split("-", 1)[0];
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!m) return false;
  const v = [parseInt(m[1], 10), parseInt(m[2], 10), parseInt(m[3], 10)];
  const min = serverVersion.toLowerCase().includes("mariadb") ? [5, 3, 0] : [5, 6, 1];
  for (let i = 0; i < 3; i++) if (v[i] !== min[i]) return v[i] > min[i];
  return true;
}

/** The CRC32 an event's last four bytes should hold (an FDE's in-use flag taken as clear). */
function eventCrc32(data: Uint8Array): number {
  if (data[4] === FDE && data[17] & 1) {
    let crc = zlib.crc32(data.subarray(0, 17));
    crc = zlib.crc32(Uint8Array.of(data[17] & ~1 & 0xff), crc);
    return zlib.crc32(data.subarray(18, data.length - 4), crc) >>> 0;
  }
  return zlib.crc32(data.subarray(0, data.length - 4)) >>> 0;
}

/**
 * Iterates the events of one binlog. Faults throw a BinlogError naming FILE:OFFSET, after every
 * event before them was given.
 */
export class Reader {
  readonly name: string;
  context: Context | null = null;
  readonly tableMaps = new Map<number, any>();
  private src: Source;
  private positions: "end" | "start" | false | null = null;
  private v3Starts = new Set<number>();
  private encryptedFrom: number | null = null;
  // a TABLE_MAP written again (once per transaction) with the same bytes under the same format
  // description: its parse and map of before, so that its table's columns are not read again
  private mapCache = new Map<string, { body: any; stored: any }>();
  private startedBy: number | null = null;

  constructor(source: string | Uint8Array, name?: string) {
    if (typeof source === "string") {
      this.src = fileSource(source);
      this.name = name ?? source;
    } else {
      this.src = bytesSource(source);
      this.name = name ?? "<bytes>";
    }
  }

  close(): void {
    this.src.close();
  }

  private error(kind: ErrorKind, message: string, offset: number, code?: number): BinlogError {
    return new BinlogError(kind, message, this.name, offset, code === undefined ? null : typeName(code));
  }

  /** The events in file order (those inside a TRANSACTION_PAYLOAD after it); a fault throws a BinlogError. */
  *events(): Generator<Event> {
    let at = 0;
    try {
      for (const event of this.walk()) {
        at = event.nextPos;
        yield event;
      }
    } catch (exc: any) {
      if (exc instanceof BinlogError) throw exc;
      throw this.error("decode_error", `${exc?.name ?? "Error"}: ${exc?.message ?? exc}`, at);
    }
  }

  private *walk(): Generator<Event> {
    const src = this.src;
    const magic = src.read(0, 4);
    if (magic.length === 4 && ENCRYPTED_MAGIC.every((b, i) => magic[i] === b)) {
      throw this.error("encrypted", "file is encrypted (magic fd 62 69 6e, MySQL binlog_encryption); it cannot be decoded without the keyring (--keyring)", 0);
    }
    if (magic.length < 4) throw this.error("truncated", `expected the 4-byte binlog magic fe 62 69 6e, found ${magic.length} bytes`, 0);
    if (!MAGIC.every((b, i) => magic[i] === b)) {
      throw this.error("bad_magic", `expected the binlog magic fe 62 69 6e, found ${Buffer.from(magic).toString("hex").replace(/(..)(?=.)/g, "$1 ")}`, 0);
    }
    let pos = 4;
    for (;;) {
      if (this.encryptedFrom !== null && pos < src.size) throw this.cannotDecrypt(pos);
      const first = src.read(pos, 13);
      if (first.length === 0) return;
      if (first.length < 13) throw this.error("truncated", `expected an event header, found only ${first.length} bytes before the end of the file`, pos);
      let code = first[4];
      if (this.context?.typeCodes) code = this.context.typeCodes[code];
      const size = u32(first, 9);
      const [lenHeader, lenChecksum, fdeAlg] = this.frame(code, size, pos);
      if (size < lenHeader + lenChecksum) {
        throw this.error("length_out_of_bounds", `event size ${size} is smaller than its header and checksum (${lenHeader + lenChecksum} bytes)`, pos, code);
      }
      if (size > MAX_EVENT_SIZE) throw this.error("length_out_of_bounds", `event declares ${size} bytes, more than the ${MAX_EVENT_SIZE} any server writes`, pos, code);
      if (size > src.size - pos) throw this.error("truncated", `event declares ${size} bytes but the file has only ${src.size - pos} left`, pos, code);
      const data = Uint8Array.from(src.read(pos, size));
      const event = this.decode(data, pos, pos + size, lenHeader, lenChecksum, fdeAlg, null, true);
      yield event;
      if (event.typeCode === PAYLOAD) yield* this.payloadEvents(event);
      else if (event.typeCode === START_ENCRYPTION || event.typeCode === PERCONA_START_ENCRYPTION) {
        this.encryptedFrom = pos;
        this.startedBy = event.typeCode;
      }
      pos += size;
    }
  }

  /** A fault met while parsing the event at `pos`: a guard's typed error, located; else a layout error. */
  located(exc: any, pos: number, code: number): BinlogError {
    if (exc instanceof BinlogError) {
      if (!exc.file) return new BinlogError(exc.kind, exc.detail, this.name, pos, typeName(code));
      return exc;
    }
    return this.error("decode_error", `body does not match its layout: ${exc?.name ?? "Error"}: ${exc?.message ?? exc}`, pos, code);
  }

  private cannotDecrypt(pos: number): BinlogError {
    if (this.startedBy === PERCONA_START_ENCRYPTION) {
      return this.error("encrypted", `the events from here on are encrypted by Percona Server's binlog encryption (started by the event at ${this.encryptedFrom}), which binlogspec does not decrypt`, pos);
    }
    return this.error("encrypted", `the events from here on are encrypted (encryption started by the event at ${this.encryptedFrom}); they cannot be decoded without the key`, pos);
  }

  private frame(code: number, size: number, pos: number): [number, number, boolean] {
    if (code === FDE) {
      const alg = hasChecksumAlg(cString(this.src.read(pos + 21, 50)));
      return [19, alg ? 4 : 0, alg];
    }
    if (this.context === null) {
      if (code === START_V3) return [size === 13 + 56 ? 13 : 19, 0, false];
      throw this.error("decode_error", `expected a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3 first, found ${typeName(code)}`, pos, code);
    }
    return [this.context.lenHeader, this.context.checksumAlg === 1 ? 4 : 0, false];
  }

  private decode(data: Uint8Array, pos: number, nextPos: number, lenHeader: number, lenChecksum: number, fdeAlg: boolean,
    payloadOffset: number | null, top: boolean): Event {
    let code = data[4];
    let checksum = "none";
    if (code === FDE && !lenChecksum && data.length >= 19 + 57 + 5 && (data[data.length - 5] === 0 || data[data.length - 5] === 1) &&
      eventCrc32(data) === u32(data, data.length - 4)) {
      const version = cString(data.subarray(21, 71));
      throw this.error("decode_error", `server version '${version}' predates binlog checksums, but the event ends in a checksum-algorithm byte and a CRC32 that holds: the version text is damaged`, pos, code);
    }
    if (lenChecksum) {
      const expected = u32(data, data.length - 4);
      const computed = eventCrc32(data);
      if (computed !== expected) {
        throw this.error("checksum_mismatch", `CRC32 mismatch: the event says ${expected.toString(16).padStart(8, "0")}, its bytes give ${computed.toString(16).padStart(8, "0")}`, pos, code);
      }
      checksum = "ok";
    }
    const ctx = this.context;
    if (ctx?.typeCodes && code !== ctx.typeCodes[code]) {
      code = ctx.typeCodes[code];
      data = Uint8Array.from(data);
      data[4] = code;
    }
    if (top && lenHeader >= 19) {
      try {
        this.checkPosition(pos, data.length, u32(data, 13), code);
      } catch (exc) {
        if (!(exc instanceof BinlogError) || exc.kind !== "length_out_of_bounds") throw exc;
        if (checksum !== "ok" && (this.positions === "start" || !this.chainFollows(pos + data.length))) throw exc;
      }
    }
    let tableMap: any = null;
    if (ROWS_EVENTS.has(code)) {
      const width = ctx && ctx.postHeaderLens.length >= code && ctx.postHeaderLens[code - 1] === 6 ? 4 : 6;
      const tableId = width === 4 ? u32(data, lenHeader) : u48(data, lenHeader);
      tableMap = this.tableMaps.get(tableId) ?? null;
    }
    const postHeaderLens = ctx ? ctx.postHeaderLens : new Uint8Array(0);
    const event: Event = {
      file: this.name, pos, nextPos, typeCode: code, data, lenHeader, lenChecksum, parsed: null, tableMap,
      payloadOffset, serverVersion: ctx ? ctx.serverVersion : "",
    };
    if (checksum === "ok" && UNREAD.has(code)) return event;
    let mapKey: string | null = null;
    if (code === TABLE_MAP) {
      mapKey = Buffer.from(data.buffer, data.byteOffset + lenHeader, data.length - lenHeader - lenChecksum).toString("latin1");
      const known = this.mapCache.get(mapKey);
      if (known !== undefined) {
        event.parsed = { body: known.body };
        this.tableMaps.set(Number(known.stored.tableId), known.stored);
        return event;
      }
    }
    if (tableMap !== null && tableMap.__unsized) {
      throw this.error("layout_mismatch", `row images do not fit the table map: ${tableMap.__unsized}`, pos, code);
    }
    try {
      event.parsed = new BinlogEvent(new KaitaiStream(data), null, null, lenHeader, lenChecksum, postHeaderLens, fdeAlg, tableMap);
    } catch (exc: any) {
      throw this.located(exc, pos, code);
    }
    try {
      this.updateState(event, mapKey);
    } catch (exc: any) {
      if (exc instanceof BinlogError) throw exc;
      throw this.error("decode_error", `body does not match its layout: ${exc?.name ?? "Error"}: ${exc?.message ?? exc}`, pos, code);
    }
    return event;
  }

  private checkPosition(pos: number, size: number, logPos: number, code: number): void {
    if (pos === 4 && this.positions === null) {
      if (logPos === pos + size) this.positions = "end";
      else if (logPos === pos) this.positions = "start";
      else if (logPos === 1 && code === START_V3) this.positions = "start";
      else if (logPos !== 0) {
        throw this.error("length_out_of_bounds", `the file's first event is ${size} bytes long, so its log_pos should be ${pos + size}; it is ${logPos}`, pos, code);
      }
    } else if (logPos === 0) {
      this.positions = false;
    } else if (this.positions === "end" && logPos !== pos + size) {
      throw this.error("length_out_of_bounds", `event size ${size} puts its end at ${pos + size}, but its log_pos says ${logPos} (every event before it ended at its log_pos)`, pos, code);
    } else if (this.positions === "start" && logPos !== pos) {
      if (!this.v3Starts.has(logPos)) {
        throw this.error("length_out_of_bounds", `log_pos ${logPos} should be the event's own offset ${pos}, as for every event before it`, pos, code);
      }
    }
    if (this.positions === "start") {
      if (this.v3Starts.size < 1 << 16) this.v3Starts.add(pos);
      const after = pos + size;
      const head = this.src.read(after, 19);
      if (head.length === 19) {
        const following = u32(head, 13);
        const headSize = u32(head, 9);
        const fits = headSize >= 19 && headSize <= this.src.size - after;
        if (following !== after && !this.v3Starts.has(following) && !(following === 0 && fits) && !this.v3ChainHolds(after, head)) {
          throw this.error("length_out_of_bounds", `event size ${size} puts the next event at ${after}, but the header there has log_pos ${following}`, pos, code);
        }
      }
    }
  }

  private chainFollows(at: number, links = 3): boolean {
    const limit = this.src.size;
    const lenHeader = this.context ? this.context.lenHeader : 19;
    const lenChecksum = this.context && this.context.checksumAlg === 1 ? 4 : 0;
    for (let i = 0; i < links; i++) {
      if (at === limit) return true;
      const head = this.src.read(at, 13);
      if (head.length < 13 || !KNOWN_CODES.has(head[4])) return false;
      const size = u32(head, 9);
      if (size < lenHeader + lenChecksum || size > limit - at || size > MAX_EVENT_SIZE) return false;
      at += size;
    }
    return true;
  }

  private v3ChainHolds(at: number, head: Uint8Array): boolean {
    const nxt = at + u32(head, 9);
    if (nxt === this.src.size) return true;
    const further = at < nxt && nxt < this.src.size ? this.src.read(nxt, 19) : new Uint8Array(0);
    if (further.length < 19) return false;
    const logPos = u32(further, 13);
    return logPos === nxt || logPos === at || this.v3Starts.has(logPos);
  }

  private updateState(event: Event, mapKey: string | null): void {
    const code = event.typeCode;
    if (code !== FDE && code !== START_V3 && code !== TABLE_MAP) return;
    const body = event.parsed.body;
    if (code === FDE) {
      const version: string = typeof body.serverVersion === "string" ? body.serverVersion : "";
      if (body.binlogVersion !== 4 || !/^\d+\.\d+\.\d+/.test(version)) {
        throw this.error("decode_error", `not a format description: binlog version ${body.binlogVersion}, server version '${version.slice(0, 50)}' (expected 4 and a version number)`, event.pos, code);
      }
      if (body.lenCommonHeader < 19) {
        throw this.error("decode_error", `the format description gives event headers of ${body.lenCommonHeader} bytes; v4 headers take at least 19`, event.pos, code);
      }
      let postHeaderLens: Uint8Array = Uint8Array.from(body.postHeaderLens);
      let typeCodes: Uint8Array | null = null;
      if (DROP_BUILDS.test(version)) {
        if (postHeaderLens.length !== 22) {
          throw this.error("decode_error", `a format description of ${version} (a 5.1/5.2 development build that numbered event types otherwise) gives ${postHeaderLens.length} post-header lengths, not its 22`, event.pos, code);
        }
        typeCodes = new Uint8Array(256);
        for (let c = 0; c < 256; c++) typeCodes[c] = DROP_TYPES[c] ?? c;
        const lens = Uint8Array.from(postHeaderLens);
        for (const [old, now] of Object.entries(DROP_TYPES)) lens[now - 1] = postHeaderLens[Number(old) - 1];
        postHeaderLens = lens;
      }
      this.context = {
        binlogVersion: body.binlogVersion, serverVersion: version, lenHeader: body.lenCommonHeader,
        checksumAlg: body.checksumAlg ?? null, postHeaderLens, typeCodes,
      };
      this.tableMaps.clear();
      this.mapCache.clear();
    } else if (code === START_V3) {
      const version: number = body.binlogVersion;
      if ((version === 1) !== (event.lenHeader === 13)) {
        throw this.error("decode_error", `START_EVENT_V3 says binlog version ${version}, whose headers are ${version === 1 ? 13 : 19} bytes, but its own header is ${event.lenHeader}`, event.pos, code);
      }
      this.context = {
        binlogVersion: version, serverVersion: typeof body.serverVersion === "string" ? body.serverVersion : "",
        lenHeader: version === 1 ? 13 : 19, checksumAlg: null,
        postHeaderLens: V1_V3_POST_HEADER_LENS[version] ?? V1_V3_POST_HEADER_LENS[3], typeCodes: null,
      };
      this.mapCache.clear();
    } else {
      const stored = body.lenMetadata === undefined && body.columnTypes && body.columnTypes.length
        ? this.withMetadata(event, body) : body;
      this.tableMaps.set(Number(stored.tableId), stored);
      if (mapKey !== null) {
        if (this.mapCache.size >= 1024) this.mapCache.clear();
        this.mapCache.set(mapKey, { body, stored });
      }
    }
  }

  /**
   * A table map written without column metadata (servers before MySQL 5.1.15), as the table map a
   * later server writes for it, where every column has a reading without the table's schema (as
   * mysqlbinlog reads absent metadata: FLOAT 4, DOUBLE 8, CHAR and VARCHAR with a one-byte
   * length); otherwise the map marked so that its rows events are a typed error.
   */
  private withMetadata(event: Event, body: any): any {
    const ASSUMED: Record<number, number[]> = { 4: [4], 5: [8], 254: [0xfe, 0], 15: [0, 0], 253: [0, 0] };
    const NONE = new Set([0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const metadata: number[] = [];
    const missing: number[] = [];
    body.columnTypes.forEach((t: number, i: number) => {
      if (NONE.has(t)) return;
      const meta = ASSUMED[t];
      if (meta === undefined) missing.push(i + 1);
      else metadata.push(...meta);
    });
    if (missing.length) {
      body.__unsized = `the table map of ${body.databaseName}.${body.tableName} has no column metadata (a server before 5.1.15) and columns ${missing.join(", ")} need their definitions: give the table's schema`;
      return body;
    }
    const data = event.data;
    const keep = data.subarray(0, data.length - event.lenChecksum);
    const packed = metadata.length < 251 ? [metadata.length] : [0xfc, metadata.length & 0xff, metadata.length >> 8];
    const image = new Uint8Array(keep.length + packed.length + metadata.length + Math.ceil(body.columnTypes.length / 8) + event.lenChecksum);
    image.set(keep, 0);
    image.set(packed, keep.length);
    image.set(metadata, keep.length + packed.length);
    image.fill(0xff, keep.length + packed.length + metadata.length, image.length - event.lenChecksum);
    new DataView(image.buffer).setUint32(9, image.length, true);
    const postHeaderLens = this.context ? this.context.postHeaderLens : new Uint8Array(0);
    return new BinlogEvent(new KaitaiStream(image), null, null, event.lenHeader, event.lenChecksum, postHeaderLens, false, null).body;
  }

  private *payloadEvents(outer: Event): Generator<Event> {
    const body = outer.parsed.body;
    if (body.compressionType === undefined || body.payload === undefined) {
      throw this.error("decode_error", "payload event lacks its compression type or its payload field", outer.pos, PAYLOAD);
    }
    const compression = Number(body.compressionType);
    let claimed: number | null = body.uncompressedSize === undefined ? null : Number(body.uncompressedSize);
    let inner: Uint8Array;
    let broken: BinlogError | null = null; // a zstd stream that fails: the events inflated before the fault come first
    if (compression === 0) {
      if (claimed !== null && claimed > MAX_PAYLOAD) {
        throw this.error("length_out_of_bounds", `payload claims ${claimed} uncompressed bytes, more than the ${MAX_PAYLOAD} allowed`, outer.pos, PAYLOAD);
      }
      const chunks: Uint8Array[] = [];
      try {
        const stream = new ZstdDecompress((chunk: Uint8Array) => { chunks.push(chunk); });
        stream.push(Uint8Array.from(body.payload), true);
      } catch (exc: any) {
        broken = this.error("decode_error", `zstd payload does not decompress: ${exc?.message ?? exc}`, outer.pos, PAYLOAD);
      }
      inner = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    } else if (compression === 255) {
      inner = Uint8Array.from(body.payload);
      if (claimed === null) claimed = inner.length;
    } else {
      throw this.error("unsupported", `unknown payload compression type ${compression}`, outer.pos, PAYLOAD);
    }
    let offset = 0;
    for (;;) {
      if (offset >= inner.length) {
        if (broken) throw broken;
        break;
      }
      if (inner.length - offset < 19) {
        if (broken) throw broken;
        throw this.error("truncated", `payload ends inside an event header at payload offset ${offset}`, outer.pos, PAYLOAD);
      }
      const size = u32(inner, offset + 9);
      const room = claimed !== null ? claimed - offset : MAX_EVENT_SIZE;
      if (size < 19 || size > Math.min(room, MAX_EVENT_SIZE)) {
        throw this.error("length_out_of_bounds", `event at payload offset ${offset} declares ${size} bytes; ${Math.max(room, 0)} remain`, outer.pos, PAYLOAD);
      }
      if (inner.length - offset < size) {
        if (broken) throw broken;
        throw this.error("length_out_of_bounds", `event at payload offset ${offset} declares ${size} bytes; the payload ends after ${inner.length - offset}`, outer.pos, PAYLOAD);
      }
      yield this.decode(inner.slice(offset, offset + size), outer.pos, outer.nextPos, 19, 0, false, offset, false);
      offset += size;
    }
    if (claimed !== null && offset !== claimed) {
      throw this.error("decode_error", `payload should decompress to ${claimed} bytes, gave ${offset}`, outer.pos, PAYLOAD);
    }
  }
}
