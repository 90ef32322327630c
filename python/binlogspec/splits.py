"""Reading files in splits: cutting files into splits, opening a split, walking it for events or
row changes, and rendering values for the JSON and map columns. Nothing here needs Spark: the
``binlogspec parquet`` one pass (:mod:`binlogspec.parquet`), the Spark data source, stream, UDFs
and job, and the tests share it.
"""

import copy
import datetime
import fnmatch
import json
from dataclasses import dataclass, field
from typing import Optional

from binlogspec.jsonout import to_jsonable
from binlogspec.events import FDE, MAGIC, ROWS_EVENTS, T, type_name
from binlogspec.reader import Reader
from binlogspec import errors, walk
from binlogspec.walk import gtid_of as _gtid_of
from binlogspec.selectors import STATEMENT_CONTEXT
from binlogspec.tree import dumps

from binlogspec.storage import open_binary

UTC = datetime.timezone.utc
GTIDS, ANONYMOUS_GTID, GTID_LIKE = walk.GTIDS, walk.ANONYMOUS_GTID, walk.GTID_LIKE
QUERIES, TRX_ENDS = walk.QUERIES, walk.TRX_ENDS
PAYLOAD = T["transaction_payload_event"]
DEFAULT_MAX_PARTITION_BYTES = 128 * 1024 * 1024


# --------------------------------------------------------------------------- transactions

TransactionTracker = walk.TransactionTracker
_statement_tail = walk.statement_tail


# --------------------------------------------------------------------------- splits

@dataclass
class Split:
    """A stretch ``[start, end)`` of one file, with what a reader needs to start there.

    ``start is None``: from the magic (the file's first split). ``preamble``: ``(pos, bytes)``
    of the FDE in effect at ``start`` and the latest TABLE_MAP per table id before it.
    ``gtid_event``: the latest GTID-type event before ``start`` (``(pos, bytes)``), which sets
    the ``gtid`` column as it would have had the file been read from the beginning.
    ``trx``: the :class:`TransactionTracker` state at ``start``. ``schema``: the table schemas
    at ``start`` when the read follows DDL (:func:`follow_schemas`)."""

    file: object  # a binlogspec.storage.FileRef
    index: int = 0
    start: Optional[int] = None
    end: Optional[int] = None
    preamble: list = field(default_factory=list)
    gtid_event: Optional[tuple] = None
    trx: tuple = (None, False)
    schema: object = None  # the binlogspec.ddl.SchemaTracker at start (follow_schemas), or None
    file_index: int = 0  # the file's place in the read (the selectors' first and last file)
    file_count: int = 1
    times: Optional[tuple] = None  # (first, latest) header time of its events, where its headers were walked
    last: Optional[int] = None  # the position of its last event, where its headers were walked


def split_at(walk, ref, index=0, end=None):
    """The :class:`Split` of ``ref`` from where the :class:`~binlogspec.headerwalk.HeaderWalk`
    ``walk`` stands to ``end``: the file's first split at its start, else one that starts there
    with the walk's format description, table maps, GTID event and transaction state."""
    if walk.pos == 4 or walk.fde is None:
        return Split(ref, index, None, end)
    return Split(ref, index, walk.pos, end, [walk.fde] + list(walk.maps.values()), walk.gtid_event,
                 walk.tracker.state())


def plan_splits(ref, max_bytes=DEFAULT_MAX_PARTITION_BYTES, cut_at=None):
    """Cut one file into splits of about ``max_bytes`` at event boundaries.

    A file no larger than ``max_bytes`` is one split, and is not opened here. A larger one is
    walked by its event headers alone (:class:`~binlogspec.headerwalk.HeaderWalk`: bodies
    skipped; FORMAT_DESCRIPTION, TABLE_MAP, GTID and the tail of QUERY events read to carry the
    state; the events that change only the transaction state, and table maps written again,
    passed over in C).
    Where the headers stop making sense (a truncated or damaged file) or encryption begins, no
    further cut is made: the last split runs to the end of the file, and its reader reports the
    fault at its offset, as reading the whole file would. ``cut_at``: a cut at the first event
    boundary from this offset on too (a start position), the file walked whatever its size.
    No cut falls between an INTVAR, RAND or USER_VAR event and the statement it goes with.
    Walked splits carry the first and the latest header time of their events (``times``) and
    their last event's position (``last``); the last split only if the walk reached the file's end.
    """
    if ref.size <= max_bytes and (cut_at is None or cut_at <= 4 or cut_at >= ref.size):
        return [Split(ref)]
    from binlogspec.headerwalk import HeaderWalk

    splits = []
    with open_binary(ref) as fh:
        if fh.read(4) != MAGIC:
            return [Split(ref)]
        current = Split(ref)
        walk = HeaderWalk()  # the state a split starting at walk.pos needs
        next_cut = max_bytes
        cut_pending = cut_at is not None
        context = False  # the event before was a statement's INTVAR/RAND/USER_VAR
        first = latest = last = None
        complete = False
        while True:
            pos = walk.pos
            if pos >= ref.size:
                complete = pos == ref.size
                break
            if (pos >= next_cut or (cut_pending and pos >= cut_at)) and walk.fde is not None and not context:
                if first is not None:  # (the split has an event)
                    current.end = pos
                    current.times, current.last = (first, latest), last
                    splits.append(current)
                    current = split_at(walk, ref, len(splits))
                    first = latest = None
                next_cut = pos + max_bytes
                cut_pending = cut_pending and pos < cut_at
            skipped = walk.skip(fh, ref.size, min(next_cut, cut_at) if cut_pending else next_cut)
            if skipped is not None:  # (the events that change only numbers, in C)
                _, early, late, last, _ = skipped
                first = early if first is None else first
                latest = late if latest is None else max(latest, late)
                context = False  # (it stops before a statement's context)
                continue
            code = walk.step(fh, ref.size)
            if code is None:  # no whole event here, or encryption began
                break
            stamp = walk.last_time
            first = stamp if first is None else first
            latest = stamp if latest is None else max(latest, stamp)
            context = code in STATEMENT_CONTEXT
            last = pos
    current.end = None
    if complete and first is not None:
        current.times, current.last = (first, latest), last
    splits.append(current)
    return splits


def first_header(ref):
    """``(timestamp, type_code, size)`` of a file's first event, or None (no binlog magic, too short)."""
    try:
        with open_binary(ref) as fh:
            head = fh.read(4 + 13)
    except OSError:
        return None
    if len(head) < 17 or head[:4] != MAGIC:
        return None
    return int.from_bytes(head[4:8], "little"), head[8], int.from_bytes(head[13:17], "little")


def plan_read(refs, max_bytes=DEFAULT_MAX_PARTITION_BYTES, selection=None):
    """The splits of a read of ``refs`` (in the read's order), each knowing its file's place in
    it (``file_index``, ``file_count``); with a start position (a
    :class:`binlogspec.selectors.Selection`), the first file is cut there too. The splits that
    show nothing are dropped after, by :func:`select_splits` (the driver's pass over the files'
    DDL, :func:`follow_schemas`, needs them all)."""
    refs = list(refs)
    splits = []
    for index, ref in enumerate(refs):
        cut = selection.start_position if selection is not None and index == 0 else None
        for split in plan_splits(ref, max_bytes, cut):
            split.file_index, split.file_count = index, len(refs)
            splits.append(split)
    return splits


def select_splits(splits, selection, *, keep_fde=False):
    """The splits of :func:`plan_read` that can show something under ``selection`` (a
    :class:`binlogspec.selectors.Selection`; None keeps them all), none decoded to know it:

    - in the first file, those whose events are all before the start position (it was cut there);
    - in the last file, those from the stop position on;
    - with a stop time, everything from the first split or file whose first event is at or
      after it, or after a (walked) split with an event at or after it: files are in time
      order, a file's first event, its format description, written after the events of the
      files before it;
    - with a start time, a split whose events' latest time (walked splits) is before it, or a
      file whose next file's first event is before it. ``keep_fde`` (events mode): a file's
      first split dropped so keeps its format description alone, which a start time shows
      whatever its time.

    Reads no more than each file's first event header (with a start or stop time)."""
    if selection is None or selection.empty or not splits:
        return list(splits)
    count = splits[0].file_count
    selection = selection.of(count)
    by_file = {}
    for split in splits:
        by_file.setdefault(split.file_index, []).append(split)
    heads = {}

    def head(index):
        if index not in heads:
            heads[index] = first_header(by_file[index][0].file) if selection.timed and index in by_file else None
        return heads[index]

    out = []
    for index in sorted(by_file):
        parts = by_file[index]
        for j, split in enumerate(parts):
            start = split.start if split.start is not None else 4
            first = split.times[0] if split.times else (head(index)[0] if j == 0 and head(index) else None)
            if selection.stops_at(index, start, first):
                return out  # reading stops at this split's first event: nothing from here on
            latest = split.times[1] if split.times else None
            if latest is None and j == len(parts) - 1 and selection.start_time is not None and head(index + 1):
                latest = head(index + 1)[0]  # an upper bound: the next file's first event comes after
            if not selection.passes_over(index, split.last, latest):
                out.append(split)
            elif keep_fde and split.start is None and head(index) and head(index)[1] == FDE \
                    and selection.in_range(index, 4):
                fde = copy.copy(split)
                fde.end = 4 + head(index)[2]
                out.append(fde)
            if split.times and selection.stop_time is not None and split.times[1] >= selection.stop_time:
                return out  # an event of this split stops the reading
    return out


def open_split(split, *, backend="kaitai", checksum_errors="raise", only=None, on_error="raise", keys=None,
               schema=None, defer=()):
    """A :class:`binlogspec.Reader` over one split, and the gtid in effect at its start;
    ``only``: the event types to decode, ``on_error``: ``"resync"`` to read on past faults,
    ``keys``: a :class:`binlogspec.crypto.KeyFile` for encrypted binlogs (see the reader);
    ``schema``: table schemas, where the split carries none of its own (``split.schema``, a
    tracker that follows the DDL from the split's start, comes first); ``defer``: the event types
    whose bodies the caller does not read (:data:`binlogspec.walk.UNREAD` for a walk of rows)."""
    fh = open_binary(split.file, skim=only is not None)
    reader = Reader(fh, backend=backend, checksum_errors=checksum_errors, name=split.file.name,
                    start=split.start, end=split.end, preamble=split.preamble, only=only, on_error=on_error,
                    keys=keys, schema=copy.deepcopy(split.schema) if split.schema is not None else schema, defer=defer,
                    close_source=True)
    gtid = None
    if split.gtid_event is not None and split.gtid_event[1][4] != ANONYMOUS_GTID:
        pos, data = split.gtid_event
        with Reader(data, backend=backend, checksum_errors="flag", name=split.file.name, start=0,
                    preamble=split.preamble[:1]) as lone:
            gtid = _gtid_of(next(iter(lone)))
    return reader, gtid


def follow_schemas(splits, seed, *, backend="kaitai", keys=None):
    """Give each split (of files in binlog order, each file's splits in order) the table schemas
    in effect at its start: ``seed`` (a :class:`binlogspec.ddl.SchemaTracker`, from a schema
    dump, or a streaming query's at its offset) run through the DDL of every QUERY event before
    it, from each file's first split's start (the file's beginning, or a stream's offset) to its
    last split's end. Reads QUERY events only (the rest are passed over by their headers), on the
    driver; a file that does not read to its end leaves its later splits the schemas it got to
    (their own reading reports the fault). Returns the tracker's notes (``(FILE:POS, message)``
    for DDL not understood) and the tracker at the end of the last split."""
    from binlogspec.events import QUERIES

    tracker = copy.deepcopy(seed)
    by_file = {}
    for split in splits:
        by_file.setdefault(id(split.file), (split.file, []))[1].append(split)
    for ref, parts in by_file.values():
        parts[0].schema = copy.deepcopy(tracker)
        pending = list(parts[1:])
        first, last = parts[0], parts[-1]
        try:
            with Reader(open_binary(ref, skim=True), backend=backend, checksum_errors="flag", name=ref.name, only=QUERIES,
                        on_error="resync", keys=keys, start=first.start, end=last.end,
                        preamble=first.preamble if first.start is not None else (), close_source=True) as reader:
                for event in reader:
                    while pending and event.pos >= pending[0].start:
                        pending.pop(0).schema = copy.deepcopy(tracker)
                    if event.type_code in QUERIES and event.payload_offset is None:
                        tracker.follow(event, reader.context.len_header if reader.context is not None else 19)
        except (errors.BinlogError, OSError):
            pass
        for split in pending:
            split.schema = copy.deepcopy(tracker)
    return list(tracker.notes), tracker


# --------------------------------------------------------------------------- rendering

def json_text(value):
    """The JSON text of a value, as ``binlogspec rows`` writes it."""
    return json.dumps(to_jsonable(value), ensure_ascii=False, separators=(",", ":"))


def cell_text(value):
    """A value as the text in the ``before``/``after`` maps: what its JSON rendering
    (:mod:`binlogspec.jsonout`) is, unquoted when that is a string (text, ENUM labels, DECIMAL
    digits ``-0.50``, ISO dates and times, ``base64:...`` bytes, a zero date's server text), and
    as JSON text otherwise (numbers, SET lists, MySQL JSON documents, geometry objects);
    SQL NULL for NULL."""
    if value is None:
        return None
    rendered = to_jsonable(value)
    if isinstance(rendered, str):
        return rendered
    return json.dumps(rendered, ensure_ascii=False, separators=(",", ":"))


def image_map(image):
    return None if image is None else {k: cell_text(v) for k, v in image.items()}


def image_json(image):
    return None if image is None else json_text(image)


def body_json(event, rows_body="summary"):
    """An event's body as JSON text; a rows event's, by default, its post-header, table and row
    count (:func:`binlogspec.walk.rows_summary`, as ``binlogspec events`` shows it), ``full``
    every cell."""
    if rows_body == "summary" and event.type_code in ROWS_EVENTS:
        return walk.rows_summary_json(event)
    return dumps(event.tree)


def epoch_us(seconds):
    return None if seconds is None else seconds * 1_000_000


# --------------------------------------------------------------------------- walking

def table_matcher(patterns):
    """A predicate on ``"db.table"`` for comma-separated ``db.table`` globs (``*``, ``?``): a
    :class:`binlogspec.selectors.TablePatterns`, which keeps what it matched; ``None`` or empty
    keeps everything."""
    from binlogspec.selectors import table_predicate

    return table_predicate(patterns) if patterns else None


def walk_changes(reader, *, gtid=None, tracker=None, keep=None, schema=None):
    """Row changes of a reader's events, exactly as :func:`binlogspec.rows.row_changes` makes
    them (the library's walk, :func:`binlogspec.walk.steps`), each with the position of its
    transaction: yields ``(trx_pos, RowChange)``.

    ``keep``: a predicate on ``"db.table"``; ``schema`` as for ``row_changes``."""
    for step in walk.steps(reader, schema=schema, tables=keep, gtid=gtid, tracker=tracker):
        for change in step.changes():
            yield step.trx_pos, change


def corrupt_record(exc):
    """The ``_corrupt_record`` text of a fault: ``FILE:OFFSET: message``."""
    return str(exc)


def event_row(event, rows_body="summary"):
    """One row of the ``events`` mode (see the data source's schema)."""
    header = event.header
    return {
        "file": event.file, "pos": event.pos, "next_pos": event.next_pos, "payload_offset": event.payload_offset,
        "type": event.type_name, "type_code": event.type_code, "timestamp": epoch_us(header["timestamp"]),
        "server_id": header["server_id"], "size": event.size, "log_pos": header.get("log_pos"),
        "flags": header.get("flags"), "checksum": event.checksum, "body_json": body_json(event, rows_body),
        "_corrupt_record": None,
    }


def change_row(trx_pos, change):
    """One row of the ``rows`` mode (see the data source's schema)."""
    return {
        "file": change.file, "pos": change.pos, "next_pos": change.next_pos, "row_index": change.row_index,
        "timestamp": epoch_us(change.timestamp), "server_id": change.server_id, "gtid": change.gtid,
        "trx_pos": trx_pos, "db": change.db, "table": change.table, "op": change.op,
        "before_json": image_json(change.before), "after_json": image_json(change.after),
        "before": _map_items(image_map(change.before)), "after": _map_items(image_map(change.after)),
        "_corrupt_record": None,
    }


def _map_items(mapping):
    return None if mapping is None else list(mapping.items())


def fault_row(exc, file, event_type_column=None):
    """The row a PERMISSIVE read gives for a fault: where, and why (other columns null)."""
    row = {"file": getattr(exc, "file", None) or file, "pos": getattr(exc, "offset", None),
           "_corrupt_record": corrupt_record(exc)}
    if event_type_column and getattr(exc, "event_type", None):
        row[event_type_column] = exc.event_type
    return row


def unopened_row(name, exc):
    """The row a PERMISSIVE read gives for a file that does not open (an ``OSError``)."""
    return {"file": name, "_corrupt_record": f"{name}: {exc.strerror or exc}"}


def lone_event_type(data):
    return type_name(data[4]) if len(data) > 4 else None


class NewFaults:
    """The faults a reader's report recorded since the last call, each given once (a report only
    grows); a reader of None has none. The source's rows (:func:`with_faults`) and the job's one
    pass (:mod:`binlogspec.parquet`) turn them into fault rows."""

    def __init__(self, reader):
        self.reader, self.told = reader, 0

    def __call__(self):
        if self.reader is None:
            return []
        found = self.reader.report.errors[self.told:]
        self.told += len(found)
        return found

    def pending(self):
        return self.reader is not None and len(self.reader.report.errors) > self.told

    def told_of(self, exc):
        return self.reader is not None and exc in self.reader.report.errors[:self.told]


def skipper(reader, permissive=True):
    """What the walk does with a rows event whose rows do not decode: in PERMISSIVE mode,
    record the fault (it gives its row) and go on; else raise (None). (With one, the fast decoder
    walks a rows event's cells once, when they are decoded: ``lazy="always"``.)"""
    if not permissive:
        return None
    return lambda exc: reader.report.note(exc.offset, f"row changes not decoded: {exc.message}", error=exc)


def fastpath_usable(backend):
    """Whether the fast decoder (binlogspec.fast, built by ./build.sh setup) reads for this source."""
    from binlogspec import fast

    return backend == "kaitai" and fast.available()
