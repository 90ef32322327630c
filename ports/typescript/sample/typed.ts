// The same as rows.js, in TypeScript against the package's .d.ts (the tests type-check it with
// `tsc --noEmit --strict`): what a TypeScript user writes.
import { openBinlog, changeJson, BinlogError, RowChange, Value, JsonValue, Geometry } from "binlogspec";

function describe(value: Value): string {
  if (value instanceof JsonValue) return `JSON ${value.text()}`;
  if (value instanceof Geometry) return `GEOMETRY ${value.wkt ?? "?"} (SRID ${value.srid})`;
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  return String(value);
}

export function print(path: string): number {
  try {
    for (const change of openBinlog(path)) {
      const c: RowChange = change;
      console.log(changeJson(c));
      for (const [name, value] of Object.entries(c.after ?? {})) console.error(`${c.table}.${name} = ${describe(value)}`);
    }
    return 0;
  } catch (err) {
    if (!(err instanceof BinlogError)) throw err;
    console.error(`${err.file}:${err.offset}: ${err.kind}`);
    return 2;
  }
}
