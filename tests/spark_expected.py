"""What the Spark source, UDFs and typed tables must give, computed with the Python library
alone (binlogspec.open, binlogspec.rows.row_changes, binlogspec.jsonout)."""

import datetime
import json

import binlogspec
from binlogspec.jsonout import dumps, to_jsonable
from binlogspec.reader import ROWS_EVENTS, T
from binlogspec.rows import row_changes
from binlogspec.tree import to_json
from binlogspec.walk import rows_summary

UTC = datetime.timezone.utc
GTID_LIKE = {T["gtid_log_event"], T["gtid_tagged_log_event"], T["gtid_event"], T["anonymous_gtid_log_event"]}


def ts(seconds):
    return datetime.datetime.fromtimestamp(seconds, UTC).replace(tzinfo=None)  # session time zone is UTC


def body(event):
    """A body as the events mode gives it; a rows event's the summary, here from its decoded tree
    (the source takes it from the fast decoder, without decoding a cell)."""
    tree = rows_summary(event) if event.type_code in ROWS_EVENTS else event.tree
    return json.dumps(to_json(tree), ensure_ascii=False, separators=(",", ":"))


def events(path, checksum_errors="raise", on_error="resync", keys=None):
    """Rows of the events mode (PERMISSIVE) for one file: the events of a permissive reading,
    and each fault its report records as a corrupt row; ``on_error="raise"``: the events before
    the first fault, then that fault."""
    out, faults = [], []
    try:
        with binlogspec.open(path, checksum_errors=checksum_errors, on_error=on_error, keys=keys) as reader:
            for e in reader:
                out.append((str(path), e.pos, e.next_pos, e.payload_offset, e.type_name, e.type_code,
                            ts(e.header["timestamp"]), e.header["server_id"], e.size, e.header.get("log_pos"),
                            e.header.get("flags"), e.checksum, body(e), None))
            faults = reader.report.errors
    except binlogspec.BinlogError as exc:
        faults = [exc]
    for exc in faults:
        out.append((exc.file, exc.offset, None, None, exc.event_type, None, None, None, None, None, None, None,
                    None, str(exc)))
    return out


def text(value):
    j = to_jsonable(value)
    return j if isinstance(j, str) or j is None else json.dumps(j, ensure_ascii=False, separators=(",", ":"))


def image(values):
    return None if values is None else {k: text(v) for k, v in values.items()}


def trx_positions(path, keys=None):
    """pos of each rows event -> pos of its transaction's GTID event, or BEGIN without one."""
    out, trx, open_gtid = {}, None, False
    try:
        with binlogspec.open(path, on_error="resync", keys=keys) as reader:
            for e in reader:
                name = e.type_name
                if e.type_code in GTID_LIKE:
                    trx, open_gtid = e.pos, True
                elif name in ("QUERY_EVENT", "QUERY_COMPRESSED_EVENT"):
                    if e.tree.get("query") in (b"BEGIN", "BEGIN"):
                        if not open_gtid:
                            trx = e.pos
                    else:
                        open_gtid = False
                elif name in ("XID_EVENT", "XA_PREPARE_LOG_EVENT"):
                    open_gtid = False
                elif "ROWS_EVENT" in name or "ROWS_COMPRESSED" in name:
                    out[e.pos] = trx
    except binlogspec.BinlogError:
        pass
    return out


def changes(path, on_error="resync", **kw):
    """Rows of the rows mode (PERMISSIVE) for one file: the changes of a permissive reading, and
    each fault it reports as a corrupt row; ``on_error="raise"``: the changes before the first
    fault, then that fault."""
    out, faults = [], []
    trx = trx_positions(path, kw.get("keys"))
    try:
        for c in row_changes(path, on_error=on_error, on_fault=faults.append, **kw):
            out.append((c.file, c.pos, c.next_pos, c.row_index, ts(c.timestamp), c.server_id, c.gtid, trx[c.pos],
                        c.db, c.table, c.op, None if c.before is None else dumps(c.before),
                        None if c.after is None else dumps(c.after), image(c.before), image(c.after), None))
    except binlogspec.BinlogError as exc:
        faults.append(exc)
    for exc in faults:
        out.append((exc.file, exc.offset) + (None,) * 13 + (str(exc),))
    return out
