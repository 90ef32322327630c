// binlogspec: read the row changes of a MySQL/MariaDB binary log with parsers generated from
// the binlogspec Kaitai Struct specs.
//
//   import { openBinlog, changeJson } from "binlogspec";
//   for (const change of openBinlog("binlog.000001")) console.log(change.op, change.table, change.after);
import { Reader } from "./reader";
import { RowChange, rowChanges } from "./rows";

export { BinlogError, ErrorKind } from "./errors";
export { Column } from "./columns";
export { RowChange, Row, jsonDiffsOf } from "./rows";
export { Value, JsonValue, JsonPartial, JsonDiffEntry, Geometry, cellValue, decimalFromBytes, toWkt, pyFloat } from "./values";
export { JsonDom, JsonDouble, JsonDecimal, JsonTemporal, JsonOpaque, renderMysql } from "./mysqljson";
export { changeJson, valueJson } from "./ndjson";
export { collation, decodeText } from "./charsets";
export { Reader, Event } from "./reader";
export { KaitaiStream, specClass, typeName } from "./generated";
export { columnsOf, fieldTypeName } from "./columns";
export { toDom } from "./mysqljson";

/** The row changes of a binlog file, in file order. A fault throws a BinlogError (FILE:OFFSET) after the changes before it. */
export function openBinlog(path: string): Generator<RowChange> {
  return rowChanges(new Reader(path));
}

/** The row changes of a binlog held in memory; `name` stands for the file in each change and error. */
export function fromBytes(buf: Uint8Array, name = "<bytes>"): Generator<RowChange> {
  return rowChanges(new Reader(buf, name));
}
