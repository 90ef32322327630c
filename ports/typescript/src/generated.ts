// The parsers kaitai-struct-compiler 0.11 made from formats/kaitai (--target javascript), shipped
// in the package as generated/*.js, and the Kaitai runtime they run on (npm kaitai-struct 0.11.0).
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-var-requires */

export const KaitaiStream: any = require("kaitai-struct/KaitaiStream");
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
