// The columns of a table, as its TABLE_MAP event says them: name, type, signedness, collation,
// ENUM/SET labels, precision and so on (python/binlogspec/columns.py). Column names come from
// the table map's COLUMN_NAME metadata (binlog_row_metadata=FULL), else col_1, col_2, ...
/* eslint-disable @typescript-eslint/no-explicit-any */
import { decodeText } from "./charsets";

// eslint-disable-next-line @typescript-eslint/no-var-requires
const FieldType: any = require("../generated/FieldType").FieldType;

/** What is known of one column of a table map. */
export interface Column {
  index: number;
  name: string;
  typeCode: number;
  /** The server's type name: LONGLONG, VARCHAR, STRING, NEWDECIMAL, JSON, ... */
  typeName: string;
  /** STRING columns: STRING, ENUM or SET (the real type in the metadata). */
  realTypeName: string | null;
  nullable: boolean;
  /** Numeric columns: from the SIGNEDNESS metadata (null: not said). */
  unsigned: boolean | null;
  /** Text, ENUM and SET columns: the collation id (null: not said; values stay bytes). */
  collationId: number | null;
  enumLabels: string[] | null;
  setLabels: string[] | null;
  precision: number | null;
  scale: number | null;
  fsp: number;
  maxLength: number | null;
  bits: number | null;
  geometryType: number | null;
  dimensions: number | null;
  visible: boolean | null;
  inPrimaryKey: boolean;
}

const NUMERIC = new Set(["TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "FLOAT", "DOUBLE"]);
const CHARACTER = new Set(["STRING", "VAR_STRING", "VARCHAR", "BLOB"]);
const OPT = {
  signedness: 1, defaultCharset: 2, columnCharset: 3, columnName: 4, setStrValue: 5, enumStrValue: 6, geometryType: 7,
  simplePrimaryKey: 8, primaryKeyWithPrefix: 9, enumAndSetDefaultCharset: 10, enumAndSetColumnCharset: 11,
  columnVisibility: 12, vectorDimensionality: 13,
};
const REAL_TYPES: Record<number, string> = { 0xf7: "ENUM", 0xf8: "SET", 0xfe: "STRING" };

/** The server's name of a column type code (LONGLONG, VARCHAR, ...), TYPE_n for an unknown one. */
export function fieldTypeName(code: number): string {
  const name = FieldType.Code[code];
  return typeof name === "string" ? name : `TYPE_${code}`;
}

function packed(tree: any): number[] {
  return tree && tree.values ? tree.values.map((v: any) => Number(v.value)) : [];
}

function charsetList(defaultTree: any, perColumnTree: any, count: number): (number | null)[] {
  if (perColumnTree !== undefined && perColumnTree !== null) {
    const found: (number | null)[] = packed(perColumnTree);
    while (found.length < count) found.push(null);
    return found;
  }
  if (defaultTree !== undefined && defaultTree !== null) {
    const result: (number | null)[] = new Array(count).fill(Number(defaultTree.defaultCollation.value));
    for (const item of defaultTree.columnCollations ?? []) {
      const i = Number(item.columnIndex.value);
      if (i < count) result[i] = Number(item.collation.value);
    }
    return result;
  }
  return new Array(count).fill(null);
}

function label(raw: Uint8Array, collationId: number | null): string {
  if (collationId !== null) {
    const decoded = decodeText(raw, collationId);
    if (typeof decoded === "string") return decoded;
  }
  return Buffer.from(raw).toString("utf8");
}

/** The columns of a table map (the generated TableMapEvent object); `flavor`: whose server wrote it. */
export function columnsOf(tm: any, flavor: "mysql" | "mariadb"): Column[] {
  const codes: number[] = tm.columnTypes.map(Number);
  const types = codes.map(fieldTypeName);
  const metas: any[] = (tm.metadata?.columns ?? []).map((c: any) => c.body ?? null);
  const nullable: boolean[] | null = tm.nullableColumns ? tm.nullableColumns.bits : null;
  const opt = new Map<number, any>();
  for (const entry of tm.optionalMetadata ?? []) {
    if (!opt.has(entry.fieldType)) opt.set(entry.fieldType, entry.value ?? null);
  }
  const real = types.map((t, i) => {
    const m = metas[i];
    if (t === "STRING" && m && m.realType !== undefined) return REAL_TYPES[m.realType] ?? `TYPE_${m.realType}`;
    return t;
  });
  const character = new Set(CHARACTER);
  if (flavor === "mariadb") character.add("GEOMETRY");
  const isChar = types.map((t, i) => character.has(t) && real[i] !== "ENUM" && real[i] !== "SET");
  const isEnumSet = real.map((r) => r === "ENUM" || r === "SET");
  const signedBits: boolean[] | null = opt.get(OPT.signedness)?.bits ?? null;
  const charColl = charsetList(opt.get(OPT.defaultCharset), opt.get(OPT.columnCharset), isChar.filter(Boolean).length);
  const enumColl = charsetList(opt.get(OPT.enumAndSetDefaultCharset), opt.get(OPT.enumAndSetColumnCharset),
    isEnumSet.filter(Boolean).length);
  const names: string[] = (opt.get(OPT.columnName)?.names ?? []).map((n: any) => n.name);
  const rawLists = (key: number): Uint8Array[][] =>
    (opt.get(key)?.columns ?? []).map((col: any) => col.values.map((v: any) => v.value as Uint8Array));
  const setLists = rawLists(OPT.setStrValue);
  const enumLists = rawLists(OPT.enumStrValue);
  const geoTypes = packed(opt.get(OPT.geometryType));
  const dims = packed(opt.get(OPT.vectorDimensionality));
  const visBits: boolean[] | null = opt.get(OPT.columnVisibility)?.bits ?? null;
  const pk = new Set(packed(opt.get(OPT.simplePrimaryKey)));
  for (const p of opt.get(OPT.primaryKeyWithPrefix)?.parts ?? []) pk.add(Number(p.columnIndex.value));

  const out: Column[] = [];
  let nNum = 0, nChar = 0, nEs = 0, nSet = 0, nEnum = 0, nGeo = 0, nVec = 0;
  types.forEach((t, i) => {
    const r = real[i];
    const m = metas[i] ?? {};
    const c: Column = {
      index: i, name: "", typeCode: codes[i], typeName: t, realTypeName: t === "STRING" ? r : null,
      nullable: nullable && i < nullable.length ? Boolean(nullable[i]) : true, unsigned: null, collationId: null,
      enumLabels: null, setLabels: null, precision: null, scale: null, fsp: 0, maxLength: null, bits: null,
      geometryType: null, dimensions: null, visible: null, inPrimaryKey: pk.has(i),
    };
    if (NUMERIC.has(t)) {
      if (signedBits !== null && nNum < signedBits.length) c.unsigned = Boolean(signedBits[nNum]);
      nNum++;
    }
    if (isChar[i]) c.collationId = charColl[nChar++];
    if (isEnumSet[i]) c.collationId = enumColl[nEs++];
    if (r === "SET") {
      c.setLabels = nSet < setLists.length ? setLists[nSet].map((v) => label(v, c.collationId)) : null;
      nSet++;
    }
    if (r === "ENUM") {
      c.enumLabels = nEnum < enumLists.length ? enumLists[nEnum].map((v) => label(v, c.collationId)) : null;
      nEnum++;
    }
    if (t === "GEOMETRY") c.geometryType = nGeo < geoTypes.length ? geoTypes[nGeo++] : (nGeo++, null);
    if (t === "VECTOR") c.dimensions = nVec < dims.length ? dims[nVec++] : (nVec++, null);
    if (t === "NEWDECIMAL") {
      c.precision = m.precision ?? null;
      c.scale = m.scale ?? null;
    }
    if (t === "TIME2" || t === "DATETIME2" || t === "TIMESTAMP2") c.fsp = m.fsp ?? 0;
    if (t === "BIT") c.bits = (m.numBytes ?? 0) * 8 + (m.numExtraBits ?? 0);
    if (m.maxLength !== undefined) c.maxLength = m.maxLength;
    if (visBits !== null && i < visBits.length) c.visible = Boolean(visBits[i]);
    c.name = (i < names.length ? names[i] : "") || `col_${i + 1}`;
    out.push(c);
  });
  return out;
}
