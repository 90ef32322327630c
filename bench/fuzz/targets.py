"""Fuzz targets: the file reader, the single-event decoder and the row decoder.

Each target takes one input (bytes) and either returns normally or raises: a typed
``binlogspec.BinlogError`` counts as a correct answer (the input is bad and was called so); any
other exception, a broken report, a hang or a memory blow-up is a finding. The same functions
drive atheris (``bench/fuzz/run.py``) and the regression tests over the inputs kept in
``tests/data/fuzz/`` (``tests/test_fuzz_regressions.py``).

The first byte of an input is a set of switches (backend, raise or resync, checksum verdict,
framing); the rest is the binlog bytes. Repairing the framing rewrites each event's size, log_pos
and CRC32 so that mutations reach the body decoders instead of all stopping at the checksum.
"""

import os
import struct

import binlogspec
from binlogspec import errors
from binlogspec.reader import MAGIC, TABLE_MAP, Reader, event_crc32, has_checksum_alg
from binlogspec.rows import row_changes

BACKENDS = ("kaitai", "construct")

def switches(data):
    """(flags byte, rest) of an input."""
    return (data[0], data[1:]) if data else (0, b"")


def options(flags):
    """bit 0: construct instead of Kaitai; bit 1: resync instead of raise; bit 2: flag checksum
    mismatches instead of raising; bit 3: for the file reader, repair the framing, for the event
    and row decoders, leave it as it is; bit 4: also compare the C paths with their Python twins
    (the file reader: the framing of events a walk passes over; the row decoder: Arrow batches),
    which costs more per input, so only some inputs do."""
    return {
        "backend": BACKENDS[flags & 1],
        "on_error": "resync" if flags & 2 else "raise",
        "checksum_errors": "flag" if flags & 4 else "raise",
        "repair": bool(flags & 8),
        "compare": bool(flags & 16),
    }


def chunks(data, count):
    """``count`` length-prefixed (u16) pieces of ``data`` and the rest."""
    out = []
    for _ in range(count):
        n = int.from_bytes(data[:2], "little")
        out.append(data[2:2 + n])
        data = data[2 + n:]
    return out, data


def pack(*pieces):
    """The inverse of :func:`chunks` for the pieces but the last."""
    out = b""
    for piece in pieces[:-1]:
        out += struct.pack("<H", len(piece)) + piece
    return out + pieces[-1]


def has_checksum(fde):
    """Whether the events after this FORMAT_DESCRIPTION_EVENT carry a CRC32, by its server version."""
    return has_checksum_alg(fde[21:71].split(b"\0", 1)[0].decode("ascii", "replace"))


def frame(event, pos, checksum):
    """``event`` with its size and log_pos rewritten for offset ``pos`` and, when the context
    has checksums, a CRC32 that holds."""
    if len(event) < 19 + (4 if checksum else 0):
        return event
    event = bytearray(event)
    event[9:13] = struct.pack("<I", len(event))
    event[13:17] = struct.pack("<I", pos + len(event))
    if checksum:
        event[-4:] = struct.pack("<I", event_crc32(bytes(event)))
    return bytes(event)


def repair_file(data):
    """A file whose events (cut by their size fields) get sizes, log_pos and CRC32 that agree,
    CRC32s where the last format description says so."""
    if len(data) < 4:
        return data
    out = bytearray(data[:4])
    pos, checksum = 4, False
    while pos + 19 <= len(data):
        size = int.from_bytes(data[pos + 9:pos + 13], "little")
        if size < 19 or pos + size > len(data):
            break
        event = data[pos:pos + size]
        if event[4] == 15 and size >= 71:
            checksum = has_checksum(event)
        out += frame(event, pos, checksum)
        pos += size
    out += data[pos:]
    return bytes(out)


def _walk(reader):
    """Every event of a reader with its body decoded in full; checks the report."""
    try:
        for event in reader:
            event.tree  # noqa: B018
    finally:
        if reader.on_error == "resync":
            _check_report(reader)


def _check_report(reader):
    report = reader.report
    if not report.covers():
        raise AssertionError(f"report does not cover [{report.start}, {report.end}): {report.as_dict()}")


def file_target(data):
    """The file reader: the input (after the switches byte) is a binlog file. With ``compare``,
    also read from a file on disk by a walk of TABLE_MAP events only, whose passed-over events the
    C framing (``_fastrows.skip_events``) frames: it must agree with the same walk framed in
    Python; and cut into splits by Spark's planning, whose walk by headers passes events over in
    C too: the same splits as its walk in Python."""
    flags, rest = switches(data)
    opt = options(flags)
    if opt["repair"]:
        rest = repair_file(rest)
    reader = Reader(rest, backend=opt["backend"], on_error=opt["on_error"], checksum_errors=opt["checksum_errors"])
    try:
        _walk(reader)
    except errors.BinlogError:
        if opt["on_error"] == "resync":
            raise AssertionError("a resyncing reader raised") from None
    if opt["compare"]:
        _skims_agree(rest, opt)


def _skim(path, opt, skip):
    """(events: offset and type; the report; the error) of a walk with only TABLE_MAP events."""
    import binlogspec.runs as runs_module

    saved = runs_module._skip_events
    if not skip:
        runs_module._skip_events = lambda: None
    try:
        seen, error = [], None
        with Reader(path, only={TABLE_MAP}, on_error=opt["on_error"], checksum_errors=opt["checksum_errors"]) as reader:
            try:
                for event in reader:
                    seen.append((event.pos, event.type_code))
            except errors.BinlogError as exc:
                error = (type(exc).__name__, exc.offset, str(exc))
            return seen, reader.report.as_dict(), error
    finally:
        runs_module._skip_events = saved


def _skims_agree(data, opt):
    import tempfile

    with tempfile.NamedTemporaryFile(suffix=".binlog") as fh:
        fh.write(data)
        fh.flush()
        in_c, in_python = _skim(fh.name, opt, True), _skim(fh.name, opt, False)
        if in_c != in_python:
            raise AssertionError(f"the C framing of passed-over events differs: {in_c!r} != {in_python!r}")
        planned_c, planned_python = _plan(fh.name, True), _plan(fh.name, False)
    if planned_c != planned_python:
        raise AssertionError(f"the planning in C differs: {planned_c!r} != {planned_python!r}")


def _plan(path, skip, max_bytes=300):
    """The splits Spark's planning cuts the file into, its walk by headers in C or in Python."""
    from binlogspec import headerwalk
    from binlogspec.splits import plan_splits
    from binlogspec.storage import expand

    saved = headerwalk.HeaderWalk.skip
    if not skip:
        headerwalk.HeaderWalk.skip = lambda *args: None
    try:
        return [(s.start, s.end, s.preamble, s.gtid_event, s.trx, s.times, s.last)
                for s in plan_splits(expand([path])[0], max_bytes)]
    finally:
        headerwalk.HeaderWalk.skip = saved


def event_target(data):
    """The single-event decoder: the input is a FORMAT_DESCRIPTION_EVENT (length-prefixed) and one
    event, decoded in its context the way the Spark UDFs decode a lone event."""
    flags, rest = switches(data)
    opt = options(flags)
    (fde,), event = chunks(rest, 1)
    if not opt["repair"]:
        fde = frame(fde, 0, len(fde) >= 71 and has_checksum(fde))
        event = frame(event, 0, len(fde) >= 71 and has_checksum(fde))
    with Reader(event, backend=opt["backend"], checksum_errors=opt["checksum_errors"], on_error=opt["on_error"],
                start=0, preamble=[(0, fde)]) as reader:
        try:
            _walk(reader)
        except errors.BinlogError:
            if opt["on_error"] == "resync":
                raise AssertionError("a resyncing reader raised") from None


def rows_target(data):
    """The row decoder: the input is a FORMAT_DESCRIPTION_EVENT, a TABLE_MAP event (both
    length-prefixed) and a rows event, put in a file (framing repaired) and read by
    ``row_changes``."""
    flags, rest = switches(data)
    opt = options(flags)
    (fde, table_map), rows = chunks(rest, 2)
    file = bytearray(MAGIC)
    checksum = False
    for event in (fde, table_map, rows):
        if event is fde and len(fde) >= 71:
            checksum = has_checksum(fde)
        file += event if opt["repair"] else frame(event, len(file), checksum)
    faults = []
    try:
        for change in row_changes(bytes(file), backend=opt["backend"], on_error=opt["on_error"],
                                  checksum_errors=opt["checksum_errors"], on_fault=faults.append):
            change.to_dict()
    except errors.BinlogError:
        if opt["on_error"] == "resync":
            raise AssertionError("a resyncing row decoder raised") from None
    if not all(isinstance(f, errors.BinlogError) for f in faults):
        raise AssertionError(f"a fault that is not a typed error: {faults!r}")
    if opt["compare"] and opt["backend"] == "kaitai":
        _arrow_agrees(bytes(file), opt)


def _batches(data, table, use_fast, checksum_errors):
    """(every row of the table's Arrow batches, the error type or None)."""
    from binlogspec.arrow import record_batches

    rows = []
    try:
        for batch in record_batches(data, table, checksum_errors=checksum_errors, use_fast=use_fast):
            rows.extend(batch.to_pylist())
    except errors.BinlogError as exc:
        return rows, type(exc).__name__
    return rows, None


def _walked(data, table, checksum_errors):
    """``_batches`` of the C decoder with its events walked row by row (no event decoded by
    column), or None when the C decoder is not built."""
    from binlogspec import fast

    if fast._fastrows is None:
        return None
    was, _ = fast._fastrows.columnar(False)
    try:
        return _batches(data, table, True, checksum_errors)
    finally:
        fast._fastrows.columnar(was)


def _arrow_agrees(data, opt):
    """The Arrow batches the C decoder writes (a batch's program) hold the rows and fault of the
    batches made from the spec-driven path's values, and are the same with the events decoded by
    column or walked row by row."""
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        return
    tables = set()
    with Reader(data, checksum_errors="flag", on_error="resync") as reader:
        for event in reader:
            if event.type_code == TABLE_MAP:
                body = event.body
                tables.add(f"{body.database_name}.{body.table_name}")
    for table in sorted(tables)[:4]:
        fast, spec = _batches(data, table, True, opt["checksum_errors"]), _batches(data, table, False, opt["checksum_errors"])
        if fast != spec:
            raise AssertionError(f"{table}: the C batches differ from the spec path's: {fast!r} != {spec!r}")
        walked = _walked(data, table, opt["checksum_errors"])
        if walked is not None and walked != fast:
            raise AssertionError(f"{table}: the C batches by column differ from the row walk's: {fast!r} != {walked!r}")


TARGETS = {"file": file_target, "event": event_target, "rows": rows_target}


def _events_of(data):
    """(pos, bytes) of the events of a well-formed file, by its size fields."""
    pos, out = 4, []
    while pos + 19 <= len(data):
        size = int.from_bytes(data[pos + 9:pos + 13], "little")
        if size < 19 or pos + size > len(data):
            break
        out.append((pos, data[pos:pos + size]))
        pos += size
    return out


def seeds(paths, max_file=16384):
    """Seed inputs for each target from real binlog files: whole files (up to ``max_file``
    bytes) for the file reader, their events for the event decoder, (table map, rows event)
    pairs for the row decoder, each with the format description in effect; some with the
    ``compare`` switch (bit 4) on."""
    out = {"file": [], "event": [], "rows": []}
    for path in paths:
        data = open(path, "rb").read()
        if not data.startswith(MAGIC):
            continue
        try:
            with binlogspec.open(data, checksum_errors="flag") as reader:
                events = [e for e in reader if e.payload_offset is None]
        except errors.BinlogError:
            continue
        if len(data) <= max_file:
            # (18: resync, and compare the C framing of passed-over events with Python's)
            out["file"] += [bytes([0]) + data, bytes([3]) + data, bytes([18]) + data]
        fde, table_maps = None, {}
        for event in events:
            raw = event.raw
            if event.type_name in ("FORMAT_DESCRIPTION_EVENT", "START_EVENT_V3"):
                fde = raw
                continue
            if fde is None:
                continue
            out["event"].append(bytes([0]) + pack(fde, raw))
            if event.type_name == "TABLE_MAP_EVENT":
                table_maps[event.tree.get("table_id")] = raw
            elif event.params and event.params.get("table_map") is not None and event.undecoded is None:
                tm = table_maps.get(event.tree.get("table_id"))
                if tm is not None:
                    # every other one with bit 4: its Arrow batches compared with the spec path's
                    out["rows"].append(bytes([16 * (len(out["rows"]) % 2)]) + pack(fde, tm, raw))
    return out


def replay(paths, seconds=30, memory=3 << 30):
    """Run each kept input through its target (the folder name) under an alarm and an
    address-space limit; {path: None or the failure}."""
    import resource
    import signal
    import traceback

    class Hang(Exception):
        pass

    def alarm(signum, frame):
        raise Hang()

    # (under AddressSanitizer, ./build.sh sanitize, no limit: its shadow memory is terabytes of
    # address space reserved at start)
    if "libasan" not in os.environ.get("LD_PRELOAD", ""):
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    signal.signal(signal.SIGALRM, alarm)
    out = {}
    for path in paths:
        target = TARGETS[os.path.basename(os.path.dirname(path))]
        data = open(path, "rb").read()
        signal.alarm(seconds)
        try:
            target(data)
            out[path] = None
        except Hang:
            out[path] = f"no answer within {seconds}s"
        except BaseException as exc:  # noqa: B036 - a MemoryError is a finding too
            out[path] = "".join(traceback.format_exception_only(type(exc), exc)).strip()[-2000:]
        finally:
            signal.alarm(0)
    return out


if __name__ == "__main__":
    import json
    import sys

    print(json.dumps(replay(sys.argv[1:])))
