"""The ``binlogspec`` command line.

    binlogspec events FILE...                 one JSON object per event (NDJSON)
    binlogspec rows FILE...                   one JSON object per row change (NDJSON)
    binlogspec event --hex HEX                decode one lone v4 event
    binlogspec report FILE...                 what became of every byte (JSON, one line per file)

Errors go to stderr as ``FILE:OFFSET: message`` with exit status 2, after every event decoded
before the fault has been printed. With ``--permissive`` (events, rows) a damaged span is
reported the same way and skipped: reading goes on at the next event that holds, and the exit
status is 1 when anything was skipped (2 still for a file that cannot be opened).
"""

import argparse
import json
import io
import sys

from binlogspec import errors
from binlogspec.arguments import (charset_arg, fail, keys_of, note_skipped, note_unmatched_tables, schemas_of,
                                  selection_of, shared_parsers, tables_arg)
from binlogspec.backends import backend as get_backend
from binlogspec.events import event_crc32, has_checksum_alg, type_name
from binlogspec.reader import Reader
from binlogspec.tree import dumps

# Post-header lengths used for a lone event (``binlogspec event``), when no FDE is at hand:
# those of a MySQL 9.0 server for types 1..42, then a MariaDB 11 server's for 160..171.
_MYSQL_POST_HEADER_LENS = bytes.fromhex(
    "000d0008000000000400040000006300041a08000000000000020000000a0a0a2a2a001234000a280000")
_MARIADB_TAIL = bytes.fromhex("04" "13" "04" "00" "0d" "080808" "0a0a0a")  # types 161..171
DEFAULT_POST_HEADER_LENS = _MYSQL_POST_HEADER_LENS + bytes(160 - len(_MYSQL_POST_HEADER_LENS)) + _MARIADB_TAIL


def _line(obj):
    return dumps(obj).encode("utf-8", "surrogateescape") + b"\n"


def _print(obj, out):
    out.write(_line(obj))


class _Faults:
    """Prints the faults a permissive reader met, in order, as FILE:OFFSET on stderr."""

    def __init__(self, out):
        self.out = out
        self.count = 0
        self.unreadable = 0  # files a permissive reading could read nothing of (Report.unreadable)
        self._printed: tuple = (None, 0)  # the report caught up with last, and its errors printed

    def __call__(self, error):
        self.out.flush()
        print(str(error), file=sys.stderr)
        self.count += 1

    def catch_up(self, report):
        """Print the errors of ``report`` not printed yet (a report only grows)."""
        last, seen = self._printed
        if last is not report:
            seen = 0
        if len(report.errors) == seen:
            return
        for error in report.errors[seen:]:
            self(error)
        self._printed = (report, len(report.errors))

    def file_done(self, report):
        """A file read to its end: its last faults, and whether nothing of it could be read."""
        self.catch_up(report)
        self.unreadable += bool(report.errors) and report.unreadable


def _each_file(files, out, emit, faults=None, selection=None):
    """Run ``emit(path)`` for each file; a fault is reported as FILE:OFFSET on stderr (after what
    was printed before it) and makes the exit status 2, and the next file is still read. Faults a
    permissive reading skipped (counted by ``faults``) make it 1."""
    from binlogspec.selectors import Stop

    status = 0
    for index, path in enumerate(files):
        try:
            if selection is None:
                emit(path)
            else:
                emit(path, index)
        except Stop:
            break  # a stop position or time: nothing after it is read
        except errors.BinlogError as exc:
            out.flush()
            print(str(exc), file=sys.stderr)
            status = 2
        except BrokenPipeError:
            raise  # the reader of our output went away: not a fault of the file
        except OSError as exc:
            out.flush()
            print(f"{path}: {exc.strerror or exc}", file=sys.stderr)
            status = 2
    if faults is not None and faults.unreadable:
        status = 2  # a file nothing of which could be read, even permissively
    elif status == 0 and faults is not None and faults.count:
        status = 1
    return status


def _event_head(event, file_json):
    """The line of ``binlogspec events`` up to its body, as ``json.dumps(event.to_dict())`` writes
    it (keys in that order), built as text: one event is one f-string, not a tree to convert."""
    header = event.header
    return _head(file_json, event.pos, event.next_pos, event.type_name, event.type_code, header["timestamp"],
                 header["server_id"], event.size, header.get("log_pos"), header.get("flags"), event.checksum,
                 event.payload_offset)


def _head(file_json, pos, next_pos, type_name, type_code, timestamp, server_id, size, log_pos, flags, checksum,
          payload_offset=None):
    text = (f'{{"file":{file_json},"pos":{pos},"next_pos":{next_pos},"type":"{type_name}",'
            f'"type_code":{type_code},"timestamp":{timestamp},"server_id":{server_id},'
            f'"size":{size},"log_pos":{"null" if log_pos is None else log_pos},'
            f'"flags":{"null" if flags is None else flags},"checksum":"{checksum}"')
    if payload_offset is not None:
        text += f',"payload_offset":{payload_offset}'
    return text


def _events_line(file_json, checksum):
    """``binlogspec events``' line for the runs (walk.run_line): _head's, then the body."""
    def line(at, body):
        head = _head(file_json, at["pos"], at["next_pos"], at["type"], at["type_code"], at["timestamp"],
                     at["server_id"], at["size"], at["log_pos"], at["flags"], checksum)
        return f'{head},"body":{body}}}\n'
    return line


def cmd_events(args, out):
    from binlogspec.fast import FastBody, FastRows, exact_body_json
    from binlogspec.events import ROWS_EVENTS
    from binlogspec.rows import open_reader
    from binlogspec.walk import crossing_runs, rows_summary_json, summary_runs

    faults = _Faults(out)
    summary = args.rows_body == "summary"
    selection = selection_of(args)

    def emit(path, index=0):
        bodies = {}  # the JSON text of bodies met before (a table map repeated, say), by object
        tables = {}  # the rows events' tables read so far (walk.summary_runs)
        with open_reader(path, backend=args.backend, checksum_errors=args.checksum_errors,
                         on_error="resync" if args.permissive else "raise", fast=summary, lazy=False,
                         keys=keys_of(args)) as reader:
            file_json = dumps(reader.name)
            runs = summary and selection.empty  # the rows events after one read in C (walk.summary_run)
            line = None  # (each line's checksum field: the format's, once its description is read)
            for event in selection.events(reader, index):
                faults.catch_up(reader.report)
                if summary and event.type_code in ROWS_EVENTS:
                    body = rows_summary_json(event)
                elif isinstance(event.body, FastBody) and (text := exact_body_json(event.body)) is not None:
                    out.write(f'{_event_head(event, file_json)},"body":'.encode("utf-8", "surrogateescape") + text + b"}\n")
                    if runs:  # the statements and transactions after it (a binlog in statement format)
                        line = line or _events_line(file_json, "ok" if reader.context.len_checksum else "none")
                        for lines in crossing_runs(reader, tables, line):
                            out.write(lines)
                    continue
                else:
                    key = id(event.body)
                    found = bodies.get(key)
                    if found is None or found[0] is not event.body:
                        found = (event.body, dumps(event.tree))
                        if len(bodies) > 256:
                            bodies.clear()
                        bodies[key] = found
                    body = found[1]
                out.write(f'{_event_head(event, file_json)},"body":{body}}}\n'.encode("utf-8", "surrogateescape"))
                if runs and isinstance(event.body, FastRows) and event.body.table.layout is not None:
                    line = _events_line(file_json, "ok" if reader.context.len_checksum else "none")
                    for lines in summary_runs(reader, event, tables, line):
                        out.write(lines)
            faults.file_done(reader.report)

    return _each_file(args.files, out, emit, faults, selection)


def cmd_parquet(args, out):
    """The Spark job's outputs (``changes/``, one typed table per table layout under ``tables/``,
    ``summary.json``) written in this process by pyarrow: each file decoded once, one after the
    other (:func:`binlogspec.parquet.run`, the Spark job's engine, without a Spark session)."""
    try:
        import pyarrow  # noqa: F401 - (the one-machine job: pyarrow alone writes; no Spark)

        from binlogspec import parquet
    except ImportError as exc:
        fail(f"binlogspec parquet needs pyarrow (pip install 'binlogspec[arrow]'): {exc}")
    options = {"parseMode": "FAILFAST" if args.failfast else "PERMISSIVE"}
    if args.tables_text:
        options["tables"] = args.tables_text
    options.update(parquet.selector_options(args))
    selection_of(args)  # a time that does not read: one line
    try:
        options.update(parquet.schema_options(args.schema, args.schema_file, args.follow_ddl))
    except OSError as exc:
        fail(f"binlogspec: {exc.filename}: {exc.strerror or exc}")
    except ValueError as exc:
        fail(f"binlogspec: {exc}")
    if args.checksum_errors == "flag":
        options["verifyChecksums"] = "false"
    if not args.files:
        return 0
    try:
        summary = parquet.run(args.files, args.out, options=options, stdout=sys.stdout,
                             progress=sys.stderr.isatty() and not args.quiet)
    except RuntimeError as exc:  # FAILFAST: the first fault
        out.flush()
        fail(str(exc).replace("mysql_binlog: ", "", 1))
    sys.stdout.flush()
    return 1 if summary["errors"] and not args.permissive_exit_zero else 0


def cmd_report(args, out):
    """The per-file account of a permissive reading: decoded event runs and quarantined ranges
    covering the file exactly, each range with its typed error."""
    faults = _Faults(out)

    def emit(path):
        with Reader(path, backend=args.backend, checksum_errors=args.checksum_errors, on_error="resync",
                    keys=keys_of(args)) as reader:
            for _ in reader:
                pass
            _print(reader.report.as_dict(), out)
            faults.file_done(reader.report)

    return _each_file(args.files, out, emit, faults)


def cmd_event(args, out):
    try:
        data = bytes.fromhex(args.hex.replace(" ", "").replace(":", ""))
    except ValueError as exc:
        print(f"<hex>: not hexadecimal: {exc}", file=sys.stderr)
        return 2
    backend = get_backend(args.backend)
    len_checksum = 4 if args.checksum == "crc32" else 0
    if len(data) < 19 + len_checksum:
        print(f"<hex>:0: expected at least {19 + len_checksum} bytes for a v4 event, found {len(data)}", file=sys.stderr)
        return 2
    size = int.from_bytes(data[9:13], "little")
    if size != len(data):
        print(f"<hex>:0: the header says {size} bytes, {len(data)} were given", file=sys.stderr)
        return 2
    code = data[4]
    checksum = "none"
    if len_checksum:
        checksum = "ok" if event_crc32(data) == int.from_bytes(data[-4:], "little") else "mismatch"
    fde_alg = False
    if code == 15:
        fde_alg = has_checksum_alg(data[21:71].split(b"\0", 1)[0].decode("ascii", "replace"))
    table_map = None
    if args.table_map:
        try:
            tm = bytes.fromhex(args.table_map)
            table_map = backend.parse(tm, 19, len_checksum, DEFAULT_POST_HEADER_LENS, False, None).body
        except Exception as exc:
            print(f"<table-map>:0: not a TABLE_MAP event: {type(exc).__name__}: {exc}", file=sys.stderr)
            return 2
    try:
        body = backend.parse(data, 19, len_checksum, DEFAULT_POST_HEADER_LENS, fde_alg, table_map).body
        tree = backend.tree(body)
    except errors.BinlogError as exc:
        print(f"<hex>:0: {type_name(code)}: {exc.message}", file=sys.stderr)
        return 2
    except Exception as exc:
        print(f"<hex>:0: {type_name(code)}: body does not match its layout: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 2
    _print({
        "type": type_name(code),
        "type_code": code,
        "timestamp": int.from_bytes(data[0:4], "little"),
        "server_id": int.from_bytes(data[5:9], "little"),
        "size": size,
        "log_pos": int.from_bytes(data[13:17], "little"),
        "flags": int.from_bytes(data[17:19], "little"),
        "checksum": checksum,
        "body": tree,
    }, out)
    return 2 if checksum == "mismatch" else 0


def cmd_tables(args, out):
    """Per table (``table``: ``db.table``, and ``db`` and ``name`` apart, in order of first
    appearance): its layouts, each with the file
    and position of the first TABLE_MAP event with it and its columns (name, MySQL type, and
    ``charset: "unknown"`` for text whose charset neither the table map nor a schema says), and
    its row changes by operation. One JSON object per table, after all the files are read."""
    from binlogspec.rows import _each_step

    schema = schemas_of(args, out)
    faults = _Faults(out)
    found = {}  # (db, table) -> {"layouts": {columns json: first place}, "changes": {op: n}}

    def count(step):
        body = step.fast
        return body.num_rows if body is not None else len(step.changes())

    def emit(path):
        for step, n in _each_step(path, count, backend=args.backend, schema=schema,
                                  checksum_errors=args.checksum_errors, tables=args.tables, on_error="raise",
                                  on_fault=faults, fast=True, keys=keys_of(args), on_report=faults.file_done):
            entry = found.setdefault((step.db, step.table), {"layouts": {}, "changes": {"insert": 0, "update": 0, "delete": 0}})
            columns = tuple(_column_info(c) for c in step.columns)
            key = json.dumps(columns)
            if key not in entry["layouts"]:
                entry["layouts"][key] = {"file": step.event.file, "pos": step.event.pos, "columns": list(columns)}
            entry["changes"][step.op] += n

    status = _each_file(args.files, out, emit, faults)
    note_unmatched_tables(args, out)
    for (db, table), entry in found.items():
        _print({"table": f"{db}.{table}", "db": db, "name": table, "layouts": list(entry["layouts"].values()), "changes": entry["changes"]}, out)
    return status


def _column_info(column):
    from binlogspec.rules import TEXT

    info = {"name": column.name, "type": column.real_type_name or column.type_name}
    if column.unsigned:
        info["unsigned"] = True
    if column.type_name in TEXT and (column.real_type_name or column.type_name) not in ("ENUM", "SET"):
        if column.collation_id is None:
            info["charset"] = "unknown"
        else:
            from binlogspec import charsets

            known = charsets.COLLATIONS.get(column.collation_id)
            info["charset"] = known.charset if known is not None else f"collation {column.collation_id}"
    return info


def cmd_rows(args, out):
    from binlogspec.jsonout import change_prefix
    from binlogspec.rows import _each_step
    from binlogspec.walk import json_run

    schema = schemas_of(args, out)

    faults = _Faults(out)

    def render(step):  # NDJSON lines, written by the fast decoder where it took the event
        event = step.event
        return step.json(change_prefix(event.file, event.pos, step.gtid, step.db, step.table, step.op))

    selection = selection_of(args)
    tables = selection.table_filter(args.tables)

    def emit(path, index=0):
        # without selectors every event is the walk's, and the rows events after one are
        # written in C (walk.json_run)
        until_stop = None if selection.empty else (lambda events: selection.until_stop(events, index))
        for step, text in _each_step(path, render, backend=args.backend, schema=schema,
                                     checksum_errors=args.checksum_errors, tables=tables,
                                     on_error="resync" if args.permissive else "raise", on_fault=faults, fast=True,
                                     on_report=faults.file_done,
                                     events=until_stop, keys=keys_of(args), run=json_run):
            if selection.shows(step.event, index):
                out.write(text)

    status = _each_file(args.files, out, emit, faults, selection)
    note_unmatched_tables(args, out)
    return status


def _command_of(argv):
    """The command ``argv`` names: its first word, or the one after ``--backend NAME``, if that is
    a command; else None (any other option before it, ``--help`` say, is the whole parser's)."""
    words = list(argv)
    if words[:1] == ["--backend"]:
        words = words[2:]
    elif words[:1] and words[0].startswith("--backend="):
        words = words[1:]
    return words[0] if words[:1] and words[0] in COMMANDS else None


COMMANDS = ("events", "rows", "tables", "parquet", "report", "event", "sql", "mirror", "pull")


def build_parser(only=None):
    """The command line's parser; with ``only``, a command's name, the parser of that command alone
    (what a run of it needs: argparse's parsers take a few milliseconds each to build)."""
    parser = argparse.ArgumentParser(prog="binlogspec", description="Decode MySQL/MariaDB binary logs.")
    parser.add_argument("--backend", choices=["kaitai", "construct"], default="kaitai",
                        help="which generated parser does the work (default: kaitai)")
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="print the version and whether the fast row decoder is on, and exit")
    shared = {}  # the shared options' parsers, built when a command needs them

    def parents(*which):
        if not shared:
            shared.update(zip(("files", "selectors", "schemas"), shared_parsers()))
        return [shared[name] for name in which]

    # (the usage of an error names every command, however many were built)
    named = {"metavar": "{" + ",".join(COMMANDS) + "}"} if only else {}
    sub = parser.add_subparsers(dest="command", required=True, **named)
    if only in (None, "events"):
        p = sub.add_parser("events", parents=parents("files", "selectors"),
                           help="print every event of the files as NDJSON")
        p.add_argument("--permissive", action="store_true",
                       help="report a damaged span on stderr and go on at the next event that holds (exit status 1)")
        p.add_argument("--rows-body", choices=["summary", "full"], default="summary",
                       help="a rows event's body: its post-header, table and row count (summary, the default; "
                            "the values are what `binlogspec rows` prints) or every cell (full)")
        p.set_defaults(func=cmd_events)
    if only in (None, "rows"):
        p = sub.add_parser("rows", parents=parents("files", "selectors", "schemas"),
                           help="print every row change of the files as NDJSON")
        p.add_argument("--tables", type=tables_arg, metavar="PATTERNS",
                       help="only these tables: comma-separated db.table globs (shop.*,*.audit_?)")
        p.add_argument("--default-charset", type=charset_arg, metavar="CHARSET",
                       help="read text columns whose charset neither the table map nor a schema gives in this "
                            "charset (utf8mb4, latin1, ...; without it their values are bytes)")
        p.add_argument("--permissive", action="store_true",
                       help="report a damaged span or an undecodable rows event on stderr and go on (exit status 1)")
        p.set_defaults(func=cmd_rows)
    if only in (None, "tables"):
        p = sub.add_parser("tables", parents=parents("files", "schemas"),
                           help="each table of the files: its layouts (first position, columns, types) and row "
                                "changes by op")
        p.add_argument("--tables", type=tables_arg, metavar="PATTERNS", help="only these tables (db.table globs)")
        p.add_argument("--default-charset", type=charset_arg, metavar="CHARSET",
                       help="text columns of unknown charset are in this charset")
        p.set_defaults(func=cmd_tables)
    if only in (None, "parquet"):
        p = sub.add_parser("parquet", parents=parents("files", "selectors", "schemas"),
                           help="write the row changes and a typed Parquet table per table layout, as the Spark job "
                                "does, in this process (no Spark)")
        p.add_argument("--out", default="binlogspec-out", metavar="DIR",
                       help="the output folder (default: binlogspec-out; its changes/ and tables/ are overwritten)")
        p.add_argument("--tables", dest="tables_text", metavar="PATTERNS",
                       help="only these tables: comma-separated db.table globs")
        p.add_argument("--failfast", action="store_true",
                       help="stop at the first fault (exit status 2) instead of reading on past it")
        p.add_argument("--permissive-exit-zero", action="store_true",
                       help="exit 0 even when a file had faults (they are rows of the changes table either way)")
        p.add_argument("--quiet", action="store_true", help="no progress bar")
        p.set_defaults(func=cmd_parquet)
    if only in (None, "report"):
        p = sub.add_parser("report", parents=parents("files"),
                           help="read the files permissively; print what became of every byte as JSON")
        p.set_defaults(func=cmd_report)
    if only in (None, "event"):
        p = sub.add_parser("event", help="decode one lone v4 event given as hex")
        p.add_argument("--backend", choices=["kaitai", "construct"], default=argparse.SUPPRESS,
                       help="which generated parser does the work (default: kaitai)")
        p.add_argument("--hex", required=True, help="the event's bytes, header to checksum, as hex")
        p.add_argument("--checksum", choices=["crc32", "none"], default="crc32",
                       help="whether the event ends in a CRC32 (default crc32)")
        p.add_argument("--table-map", metavar="HEX", help="for a rows event: its TABLE_MAP event as hex")
        p.set_defaults(func=cmd_event)
    if only in (None, "sql"):
        from binlogspec.sql import add_parser as add_sql

        add_sql(sub, parents)  # (binlogspec.sql: redo and flashback SQL)
    if only in (None, "mirror"):
        from binlogspec.mirror import add_parser as add_mirror

        add_mirror(sub, parents("selectors", "schemas"))  # (binlogspec.mirror: Delta tables equal to the source)
    if only in (None, "pull"):
        from binlogspec.pull import add_parser as add_pull

        add_pull(sub)  # (binlogspec.pull: a live server's binlog files, copied and kept up to date)
    return parser


class _Version(argparse.Action):
    """``--version``: the version, and whether the fast row decoder is on (and why not)."""

    def __call__(self, parser, namespace, values, option_string=None):
        from binlogspec import __version__, fast

        state = "on" if fast.available() else f"off: {fast.disabled_reason()}"
        print(f"binlogspec {__version__} (fast row decoder {state})")
        parser.exit()


def main(argv=None):
    if argv is None:
        argv = sys.argv[1:]
    args = build_parser(_command_of(argv)).parse_args(argv)
    if getattr(args, "files", None):
        from binlogspec.files import binlog_files

        args.files = binlog_files(args.files, note=note_skipped)
        keys_of(args)  # a key file that does not read fails before any file is
    out = sys.stdout.buffer
    if isinstance(out, io.FileIO):
        # unbuffered (python -u, PYTHONUNBUFFERED): a write per event would be a system call per
        # event. Buffered here over the same descriptor, which stays open for sys.stdout; the
        # lines still come out in order, and before any fault on stderr (_Faults flushes first).
        out = io.BufferedWriter(io.FileIO(out.fileno(), "wb", closefd=False), 1 << 16)
    try:
        status = args.func(args, out)
        out.flush()
        return status
    except BrokenPipeError:
        # the reader went away (`binlogspec events FILE | head`): stop quietly; stdout is pointed
        # at /dev/null so that the interpreter's own flush at exit does not complain again
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def run():
    """The ``binlogspec`` command: :func:`main`, in a process that ends right after it. Its
    objects are then frozen (``gc.freeze``): the interpreter's last collection, as it exits, would
    otherwise go through every object the imports and the command made (some 6% of the
    instructions of ``binlogspec events`` on a 5 MB binlog), all to be freed at exit anyway."""
    status = main()
    import gc

    gc.freeze()
    return status


if __name__ == "__main__":
    sys.exit(run())
