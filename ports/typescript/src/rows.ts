// Row changes: rows events joined with their table maps and decoded to values, with the GTID
// in effect (python/binlogspec/walk.py).
/* eslint-disable @typescript-eslint/no-explicit-any */
import { BinlogError } from "./errors";
import { Column, columnsOf } from "./columns";
import { typeName, MysqlJson, KaitaiStream } from "./generated";
import { applyDiffs, copyDom, JsonDiff, toDom } from "./mysqljson";
import { Event, Reader, ROWS_EVENTS } from "./reader";
import { cellValue, JsonPartial, JsonValue, Value } from "./values";

/** An image: column name -> value, for the columns present (Object.keys order puts integer-like names first; `columns` has the table's order). */
export type Row = Record<string, Value>;

/** One row inserted, updated or deleted. */
export interface RowChange {
  /** The file's name (a path, or the name given to fromBytes). */
  file: string;
  /** The offset of the rows event (of the TRANSACTION_PAYLOAD_EVENT holding it, for MySQL's compressed transactions). */
  pos: number;
  /** The GTID in effect: MySQL "uuid:gno" ("uuid:tag:gno"), MariaDB "domain-server-seq"; null without one. */
  gtid: string | null;
  db: string;
  table: string;
  op: "insert" | "update" | "delete";
  /** The before image (updates, deletes): column name -> value of the columns present. */
  before: Row | null;
  /** The after image (inserts, updates). */
  after: Row | null;
  /** What the table map says of every column (names, types, signedness, charsets, labels). */
  columns: Column[];
}

const WRITE = new Set([20, 23, 30, 166, 169]);
const DELETE = new Set([22, 25, 32, 168, 171]);
const PARTIAL = 39;
const GTID_LOG = 33, ANONYMOUS_GTID = 34, GTID_TAGGED = 42, MARIADB_GTID = 162;

function uuidText(raw: Uint8Array): string {
  const h = Buffer.from(raw).toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The GTID an event announces, as the servers print it. */
function gtidOf(event: Event): string | null {
  const code = event.typeCode;
  const data = event.data;
  const at = event.lenHeader;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (code === MARIADB_GTID) {
    const seq = view.getBigUint64(at, true);
    const domain = view.getUint32(at + 8, true);
    const serverId = view.getUint32(5, true);
    return `${domain}-${serverId}-${seq}`;
  }
  if (code === GTID_LOG) {
    // read by the spec (which checks the body), the 64-bit gno from its bytes (exact)
    const body = event.parsed.body;
    void body.sid;
    return `${uuidText(data.subarray(at + 1, at + 17))}:${view.getBigInt64(at + 17, true)}`;
  }
  if (code === GTID_TAGGED) {
    const body = event.parsed.body;
    const entry = body.fields.entries.find((f: any) => f.uuidOctets !== undefined && f.uuidOctets !== null);
    const uuid = uuidText(Uint8Array.from(entry.uuidOctets.map((o: any) => Number(o.value))));
    const tag = body.tag;
    return tag ? `${uuid}:${tag}:${body.gno}` : `${uuid}:${body.gno}`;
  }
  return null;
}

function imageValues(columns: Column[], image: any): Row {
  const out: Row = {};
  image.cells.forEach((cell: any, i: number) => {
    const column = columns[i];
    if (!cell.isPresent) return;
    if (column === undefined) throw new Error(`cell ${i} has no column in the table map`);
    if (cell.isNull) out[column.name] = null;
    else if (cell.value !== undefined && cell.value !== null) out[column.name] = cellValue(column, cell.value);
    else if (cell.jsonDiff !== undefined && cell.jsonDiff !== null) out[column.name] = jsonDiffsOf(cell.jsonDiff);
    else throw new Error(`column ${column.name} (${column.typeName}) has no decodable value`);
  });
  return out;
}

const OPERATIONS = ["replace", "insert", "remove"] as const;

/** The diffs of a partial JSON update (column_cell's json_diff object). */
export function jsonDiffsOf(tree: any): JsonPartial {
  return new JsonPartial(tree.operations.operations.map((op: any) => {
    const operation = OPERATIONS[op.operation];
    if (operation === undefined) throw new Error(`unknown JSON diff operation ${op.operation}`);
    let value: JsonValue | null = null;
    if (op.value !== undefined && op.value !== null) {
      value = new JsonValue(toDom(new MysqlJson(new KaitaiStream(Uint8Array.from(op.value)))));
    }
    return { operation, path: op.path, value };
  }));
}

/** Diff lists in the after image become full documents where the before image holds the column's document. */
function applyPartialJson(before: Row | null, after: Row): void {
  for (const [name, value] of Object.entries(after)) {
    const old = before ? before[name] : undefined;
    if (value instanceof JsonPartial && old instanceof JsonValue) {
      const diffs: JsonDiff[] = value.diffs.map((d) => ({ operation: d.operation, path: d.path, value: d.value ? d.value.dom : undefined }));
      after[name] = new JsonValue(applyDiffs(copyDom(old.dom), diffs));
    }
  }
}

/** Every row change of a binlog, in file order; a fault throws a BinlogError after the changes before it. */
export function* rowChanges(reader: Reader): Generator<RowChange> {
  let gtid: string | null = null;
  const cache = new WeakMap<object, { db: string; table: string; columns: Column[] }>();
  try {
    for (const event of reader.events()) {
      const code = event.typeCode;
      if (!ROWS_EVENTS.has(code)) {
        if (code === GTID_LOG || code === GTID_TAGGED || code === MARIADB_GTID) gtid = wrap(event, () => gtidOf(event));
        else if (code === ANONYMOUS_GTID) gtid = null;
        continue;
      }
      yield* wrap(event, () => changesOf(event, gtid, cache, reader));
    }
  } finally {
    reader.close();
  }
}

function wrap<T>(event: Event, f: () => T): T {
  try {
    return f();
  } catch (exc: any) {
    if (exc instanceof BinlogError) {
      if (!exc.file) throw new BinlogError(exc.kind, exc.detail, event.file, event.pos, typeName(event.typeCode));
      throw exc;
    }
    throw new BinlogError("decode_error", `${exc?.name ?? "Error"}: ${exc?.message ?? exc}`, event.file, event.pos, typeName(event.typeCode));
  }
}

function changesOf(event: Event, gtid: string | null, cache: WeakMap<object, any>, reader: Reader): RowChange[] {
  const body = event.parsed.body;
  const data = body.rowData ?? body.rowDataCompressed;
  const rows: any[] = data ? data.rows : [];
  if (rows.length === 0) return [];
  const tm = event.tableMap;
  if (tm === null) {
    throw new BinlogError("layout_mismatch", `no TABLE_MAP event for table id ${body.tableId}`, event.file, event.pos, typeName(event.typeCode));
  }
  let table = cache.get(tm);
  if (table === undefined) {
    const flavor = event.serverVersion.toLowerCase().includes("mariadb") ? "mariadb" : "mysql";
    try {
      table = { db: tm.databaseName, table: tm.tableName, columns: columnsOf(tm, flavor) };
    } catch (exc: any) {
      throw new BinlogError("layout_mismatch", `its table map does not describe the columns: ${exc?.message ?? exc}`, event.file, event.pos, typeName(event.typeCode));
    }
    cache.set(tm, table);
  }
  void reader;
  const code = event.typeCode;
  const op = WRITE.has(code) ? "insert" : DELETE.has(code) ? "delete" : "update";
  const out: RowChange[] = [];
  rows.forEach((row: any, n: number) => {
    try {
      const before = row.beforeImage ? imageValues(table.columns, row.beforeImage) : null;
      const after = row.afterImage ? imageValues(table.columns, row.afterImage) : null;
      if (code === PARTIAL && after !== null) applyPartialJson(before, after);
      out.push({ file: event.file, pos: event.pos, gtid, db: table.db, table: table.table, op, before, after, columns: table.columns });
    } catch (exc: any) {
      if (exc instanceof BinlogError) {
        if (!exc.file) throw new BinlogError(exc.kind, exc.detail, event.file, event.pos, typeName(event.typeCode));
        throw exc;
      }
      throw new BinlogError("decode_error", `row ${n}: ${exc?.name ?? "Error"}: ${exc?.message ?? exc}`, event.file, event.pos, typeName(event.typeCode));
    }
  });
  return out;
}
