// Typed errors: each names the file and the byte offset of the event (or byte) at fault.
// String(error) is "FILE:OFFSET: [EVENT_TYPE:] message", as binlogspec's Python errors print.

export type ErrorKind =
  | "bad_magic"
  | "truncated"
  | "checksum_mismatch"
  | "length_out_of_bounds"
  | "encrypted"
  | "unsupported"
  | "layout_mismatch"
  | "decode_error";

export class BinlogError extends Error {
  readonly kind: ErrorKind;
  /** The file's name (a path, or the name given to fromBytes). */
  file: string;
  /** The byte offset of the event (or byte) at fault. */
  offset: number;
  /** The event type at fault (e.g. "WRITE_ROWS_EVENT"), when known. */
  eventType: string | null;
  readonly detail: string;

  constructor(kind: ErrorKind, detail: string, file: string, offset: number, eventType: string | null = null) {
    super(`${file}:${offset}:${eventType ? ` ${eventType}:` : ""} ${detail}`);
    this.name = "BinlogError";
    this.kind = kind;
    this.detail = detail;
    this.file = file;
    this.offset = offset;
    this.eventType = eventType;
  }

  toString(): string {
    return this.message;
  }
}
