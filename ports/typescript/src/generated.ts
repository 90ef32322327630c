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
