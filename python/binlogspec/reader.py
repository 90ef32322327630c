"""Walking a binlog file event by event.

The event layouts are the specs' (``formats/``); what this module adds is the walk: the file
framed event by event, each event checked (its length, its CRC32, its log_pos) and decoded with
the format in force, the format description event's header length, checksum algorithm and
post-header lengths (a later FDE, as in relay logs, takes over), and the events packed inside a
compressed TRANSACTION_PAYLOAD unpacked one at a time. Files are streamed: one event is in memory
at a time, whatever the file's size.

A :class:`Reader` opens its source and hands the rest of what a walk carries to a stage each,
in a module of its own that holds that stage's state: the file the stages share
(:mod:`binlogspec.binlogfile`), encryption (:mod:`binlogspec.decryption`), the log_pos rules
(:mod:`binlogspec.positions`), the table maps, BEGINs and schema carried from event to event
(:mod:`binlogspec.carried`), permissive reading's search for the next event
(:mod:`binlogspec.resync`) and the stretches read in C (:mod:`binlogspec.runs`). The walk's own
loop stays here and calls on each of them at most once an event.
"""

import io
import os
import re
from io import BytesIO
from typing import IO, Any, Iterable, Iterator, Optional

from binlogspec._typing import SchemaMap, Source

from binlogspec import errors
from binlogspec.backends import (  # noqa: F401 - the backends, here too for their users
    CONSTRUCT_RECURSION_LIMIT, ConstructBackend, KaitaiBackend, _recursion_room, backend)
from binlogspec.events import (  # noqa: F401 - events and their context, here too for their users
    ENCRYPTED_MAGIC, ENCRYPTION_STARTS, FDE, MAGIC, PAYLOAD, QUERIES, QUERY, ROWS_EVENTS, START_V3, TABLE_MAP,
    _KNOWN_CODES, CHECKSUM_CRC32, CHECKSUM_OFF, Context, Event, T, _drop_build_types, _header, _int,
    event_crc32, frames, framing_fault, has_checksum_alg, type_name)
from binlogspec.binlogfile import BinlogFile
from binlogspec.carried import CarriedState
from binlogspec.decryption import Decryption
from binlogspec.limits import MAX_EVENT_SIZE
from binlogspec.positions import Positions
from binlogspec.report import Report
from binlogspec.resync import Resync
from binlogspec.runs import Runs

# the buffer of a file the reader opens: after a run of rows events (Reader.run_rows) the walk
# reads on from elsewhere and refills it, so it is about one transaction's few events, not more
READ_BUFFER = 128 << 10
# the buffer of a walk that reads only some event types (``only``): it passes over the others and
# reads a few hundred bytes at each place it stops, so a large buffer would be filled for nothing
SKIM_BUFFER = 8 << 10

# The longest uncompressed transaction payload this reader will inflate (the server's own limit
# on a transaction is far below this; a larger claim is damage). The payload is inflated one inner
# event at a time, so memory stays within one event whatever the claim.
MAX_PAYLOAD = 1 << 32

# Post-header lengths of binlog v1 and v3 files, which have no FDE to say them (types 1..14;
# MySQL's Format_description_event constructor for those versions).
_V1_V3_POST_HEADER_LENS = {
    1: bytes([56, 11, 0, 0, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0]),
    3: bytes([56, 11, 0, 8, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0]),
}


def format_context(pos: int, data: bytes) -> "Context":
    """The :class:`Context` the FORMAT_DESCRIPTION_EVENT (or START_EVENT_V3) ``data`` at ``pos``
    sets, decoded as the reader decodes it (its checksum not held against it): the framing a walk
    by headers alone (Spark's planning) reads the events after it with. Bytes that are no format
    description raise the reader's typed error."""
    reader = Reader(b"", start=0)
    reader._prime(pos, bytes(data))
    if reader.context is None:
        raise errors.DecodeError(f"a {type_name(data[4])} sets no format", offset=pos, event_type=type_name(data[4]))
    return reader.context


class Reader:
    """Iterates the events of one binlog (file path, bytes or binary file object).

    ``checksum_errors``: ``"raise"`` (default) stops at an event whose CRC32 does not match with a
    :class:`~binlogspec.errors.ChecksumMismatch`; ``"flag"`` yields it with ``checksum ==
    "mismatch"`` and goes on. ``backend``: ``"kaitai"`` (default) or ``"construct"``.
    Events decoded before a fault are always yielded before its error is raised.

    Reading one stretch of a file (a Spark split, a lone event): ``start`` is the byte offset of
    an event boundary to begin at instead of the magic (which is then not checked), ``end`` an
    event boundary to stop before, and ``preamble`` a sequence of ``(pos, event_bytes)``: the
    FORMAT_DESCRIPTION_EVENT (or START_EVENT_V3) in effect at ``start``, then the TABLE_MAP events
    in effect there. They are decoded first, only to set :attr:`context` and the table maps (their
    checksums are not held against them: the reader that owns them reports those), and are not
    yielded.

    ``only``: a set of event type codes: only those events are read and decoded; the others are
    framed by their headers alone and passed over (a pass that wants the table maps, say).
    ``close_source``: close a file object given as ``source`` when the reader is closed (a path
    the reader opens is always closed with it).
    ``defer``: a set of event type codes whose bodies the caller does not read (a walk of row
    changes, the XID events): such an event is yielded with its checks done (framing, position,
    CRC32) and its body parsed when first read; one without a CRC32 that holds is parsed at once.

    ``on_error``: ``"raise"`` (default) stops at the first fault with its typed error;
    ``"resync"`` (permissive reading) records the error, looks for the next offset where a
    plausible event starts (a known type code, a length that fits, a log_pos that agrees with the
    file's positions, and a CRC32 that holds when the file has checksums, or else a chain of
    plausible headers) and goes on from there, so that only the damaged span is lost. In resync
    mode every event's body is decoded in full before it is yielded (a deferred one excepted:
    its CRC32 holds).

    :attr:`report` (a :class:`~binlogspec.report.Report`) accounts for every byte read so far:
    decoded event runs and quarantined ranges, each with its typed error, covering the file (or
    ``start``..``end``) exactly once the walk is over; in raise mode the range from the fault to
    the end is quarantined with the error that stopped the walk.
    """

    def __init__(self, source: Source, *, backend: str = "kaitai", checksum_errors: str = "raise",
                 name: Optional[str] = None, start: Optional[int] = None, end: Optional[int] = None,
                 preamble: Iterable[tuple[int, bytes]] = (), on_error: str = "raise",
                 only: Optional[Iterable[int]] = None, schema: Optional[SchemaMap] = None, keys: Any = None,
                 defer: Iterable[int] = (), close_source: bool = False) -> None:
        if checksum_errors not in ("raise", "flag"):
            raise ValueError("checksum_errors must be 'raise' or 'flag'")
        if on_error not in ("raise", "resync"):
            raise ValueError("on_error must be 'raise' or 'resync'")
        self.checksum_errors = checksum_errors
        self.on_error = on_error
        self._backend = globals()["backend"](backend)
        own = close_source  # a file object given is closed with the reader when asked
        fh: IO[bytes]
        data: Optional[bytes] = None  # an in-memory source's bytes, which runs read in place
        if isinstance(source, (bytes, bytearray, memoryview)):
            data = bytes(source)
            fh = BytesIO(data)
            self.name = name or "<bytes>"
            size = len(source)
        elif isinstance(source, (str, os.PathLike)):
            fh = io.open(source, "rb", buffering=READ_BUFFER if only is None else SKIM_BUFFER)
            own = True
            self.name = name or os.fspath(source)
            size = os.fstat(fh.fileno()).st_size
        else:
            fh = source
            self.name = name or str(getattr(source, "name", "<stream>"))
            here = source.tell()
            size = source.seek(0, 2)
            source.seek(here)
        # the stages of the walk share the file, each holding its own state (see their modules)
        file = self._file = BinlogFile(fh, self.name, size, start, end, data, own)
        self._error = file.error
        self.context: Optional[Context] = None
        self._preamble = list(preamble)
        self.report = Report(self.name, start or 0, file.limit)
        carried = self._carried = CarriedState(self, schema)
        self.table_maps = carried.table_maps  # table id -> its TABLE_MAP body
        self._unsized = carried.unsized  # table id -> why its rows cannot be sized (a map without metadata)
        # the stages' once-an-event methods are bound here, so that the walk calls them as it
        # would its own (_follow, _check_position), with no lookup through the stage
        self._follow = carried.follow
        # keys: a binlogspec.crypto.KeyFile decrypts what START_ENCRYPTION encrypts, a Keyring a
        # MySQL-encrypted file
        self._decryption = Decryption(self, file, keys)
        positions = self._positions = Positions(self, file)
        self._check_position = positions.check
        self._resync = Resync(self, file, positions).next_event
        # only: the event types to decode; the others are framed by their headers and passed
        # over unread (no checksum, no body, not yielded). A format description, a START_EVENT_V3,
        # a TRANSACTION_PAYLOAD (events inside) and where encryption starts are always decoded.
        self._only = None if only is None else frozenset(only) | {FDE, START_V3, PAYLOAD} | ENCRYPTION_STARTS
        if self._only is not None and carried.follows_ddl:
            self._only |= QUERIES  # the DDL that changes tables
        # defer: event types whose bodies the caller does not read; one whose CRC32 holds is
        # yielded with its body parsed when first read (a file without checksums, or a CRC32 that
        # fails, gets its body parsed as it is read: the parse is then what finds damage)
        self._defer = frozenset(defer) - {FDE, START_V3, TABLE_MAP, PAYLOAD} - ENCRYPTION_STARTS
        self._decoded: dict[int, Any] = {}  # id -> body: bodies decoded in full in resync mode
        self._runs = Runs(self, file, self._decryption, positions, carried, self._only)

    @property
    def size(self) -> int:
        """The file's size (a MySQL-encrypted file's: its plain stream's, once decrypted)."""
        return self._file.size

    @property
    def backend(self) -> Any:
        """The backend the events are decoded with (see :meth:`use_backend`)."""
        return self._backend

    def use_backend(self, backend: Any) -> None:
        """Decode the events read from now on with ``backend`` (an object with the registered
        backends' ``parse``/``tree``: :func:`binlogspec.fast.attach` puts the fast decoder in
        this way, before the reader is iterated)."""
        self._backend = backend

    def close(self) -> None:
        self._runs.close()
        self._file.close()

    def __enter__(self) -> "Reader":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __iter__(self) -> Iterator["Event"]:
        return self._walk()

    def _prime(self, pos, data):
        """Set up the context and table maps from an event of the preamble (see the class doc)."""
        if len(data) < 19 or int.from_bytes(data[9:13], "little") != len(data):
            raise self._error(errors.LengthOutOfBounds,
                              f"preamble event of {len(data)} bytes"
                              + (f" says it has {int.from_bytes(data[9:13], 'little')}" if len(data) >= 13
                                 else ", shorter than an event header"), pos)
        code = data[4]
        if code == FDE:
            alg = has_checksum_alg(data[21:71].split(b"\0", 1)[0].decode("ascii", "replace"))
            framing = 19, 4 if alg else 0, alg
        else:
            framing = self._frame(code, len(data), data[:13], pos)
        if len(data) < framing[0] + framing[1]:
            raise self._error(errors.LengthOutOfBounds,
                              f"preamble event of {len(data)} bytes is shorter than its header and checksum", pos, code)
        verdict, self.checksum_errors = self.checksum_errors, "flag"
        try:
            self._decode(data, pos, pos + len(data), *framing)
        finally:
            self.checksum_errors = verdict

    def _walk(self):
        start = self._file.start
        if start is not None:
            try:
                for pos, data in self._preamble:
                    self._prime(pos, bytes(data))
            except errors.BinlogError as exc:
                # without its context nothing here can be decoded
                self.report.quarantine(start, self.report.end, exc)
                if self.on_error == "raise":
                    raise
                return
            pos = start
        else:
            pos = self._magic()
        while pos is not None:
            pos = yield from self._events(pos)

    def _magic(self):
        """Check the magic; where to read the first event from (None: nothing to read)."""
        file, decryption = self._file, self._decryption
        file.fh.seek(0)
        magic = file.fh.read(4)
        if magic == ENCRYPTED_MAGIC and decryption.has_keyring:
            try:
                # from here on offsets are the plain stream's, as the server and mysqlbinlog give them
                key_id = decryption.open_mysql()
                self.report = Report(self.name, 0, file.size)
                if file.fh.read(4) != MAGIC:
                    raise decryption.wrong_key(key_id)
                self.report.magic()
                return 4
            except errors.BinlogError as exc:
                self.report.quarantine(0, self.report.end, exc)
                if self.on_error == "raise":
                    raise
                return None
        if magic == ENCRYPTED_MAGIC:
            error = self._error(errors.Encrypted, "file is encrypted (magic fd 62 69 6e, MySQL binlog_encryption); "
                                "it cannot be decoded without the keyring (--keyring)", 0)
        elif len(magic) < 4:
            error = self._error(errors.Truncated,
                                f"expected the 4-byte binlog magic fe 62 69 6e, found {len(magic)} bytes", 0)
        elif magic != MAGIC:
            error = self._error(errors.BadMagic, f"expected the binlog magic fe 62 69 6e, found {magic.hex(' ')}", 0)
        else:
            self.report.magic()
            return 4
        if self.on_error == "raise" or not isinstance(error, errors.BadMagic):
            # an encrypted file is ciphertext to its end; a file shorter than the magic has nothing more
            self.report.quarantine(0, self.report.end, error)
            if self.on_error == "raise":
                raise error
            return None
        # a damaged magic: look for events all the same
        self.report.quarantine(0, 4, error)
        after = self._resync(3)
        self.report.quarantine(4, after if after is not None else self.report.end, error)
        return after

    def _events(self, pos):
        """Yield the events from ``pos`` on. At a fault: in raise mode, quarantine the rest and
        raise; in resync mode, quarantine up to the next plausible event and return its offset
        (None when there is none, or when the walk is over)."""
        file, decryption, runs = self._file, self._decryption, self._runs
        fh, size_of_file, stop = file.fh, file.size, file.end
        fh.seek(pos)
        resync = self.on_error == "resync"
        try:
            while stop is None or pos < stop:
                cipher = decryption.cipher
                if decryption.encrypted_from is not None and cipher is None and pos < size_of_file:
                    raise decryption.cannot_decrypt(pos)
                first = fh.read(13)
                if not first:
                    return None
                if len(first) < 13:
                    raise self._error(errors.Truncated,
                                      f"expected an event header, found only {len(first)} bytes before the end of the file", pos)
                decrypted = None
                if cipher is not None:
                    decrypted = decryption.decrypt(first, pos)
                    first = decrypted[:13]
                code = first[4]
                if self.context is not None and self.context.type_codes is not None:
                    code = self.context.type_codes[code]
                size = int.from_bytes(first[9:13], "little")
                len_header, len_checksum, fde_alg = self._frame(code, size, first, pos)
                fault = framing_fault(size, len_header + len_checksum, size_of_file - pos)
                if fault is not None:
                    raise self._error(*fault, pos, code)
                if self._only is not None and code not in self._only and self.context is not None:
                    self.report.event(pos, pos + size)
                    pos = runs.skip_unread(pos + size)
                    fh.seek(pos)
                    continue
                data = decrypted if decrypted is not None else first + fh.read(size - 13)
                if len(data) < size:
                    raise self._error(errors.Truncated, f"event declares {size} bytes, read only {len(data)}", pos, code)
                event = self._decode(data, pos, pos + size, len_header, len_checksum, fde_alg, top=True)
                runs.next_pos = pos + size
                yield event
                runs.next_pos = None
                self.report.event(pos, pos + size)
                if event.undecoded is not None:
                    self.report.note(pos, event.undecoded)
                if event.type_code == PAYLOAD:
                    if resync:
                        try:
                            yield from self._payload_events(event)
                        except errors.BinlogError as exc:
                            # the payload event's own bytes decoded (its CRC32 held); what is lost is
                            # the rest of its inner events
                            self.report.note(pos, f"inner events from here on not decoded: {exc.message}",
                                             payload_offset=getattr(exc, "payload_offset", None), error=exc)
                    else:
                        try:
                            yield from self._payload_events(event)
                        except errors.BinlogError as exc:
                            self.report.note(pos, f"inner events from here on not decoded: {exc.message}", error=exc)
                            pos += size
                            raise
                elif event.type_code in ENCRYPTION_STARTS:
                    decryption.start(pos, event.type_code, event.body, event.next_pos)
                pos += size
                if runs.ran is not None:  # the events a run took while the walk stood at this one
                    start, pos, count = runs.taken()
                    self.report.event(start, pos, count)
                    fh.seek(pos)
            return None
        except errors.BinlogError as exc:
            end = self.report.end
            if not resync or isinstance(exc, errors.Encrypted) and not isinstance(exc, errors.DecryptionFailed):
                self.report.quarantine(pos, end, exc)
                if resync:
                    return None
                raise
            if decryption.cipher is None and decryption.keys is not None and decryption.encrypted_from is None:
                decryption.salvage_start(pos)
            if decryption.cipher is not None:
                after = decryption.resync(pos)
                self.report.quarantine(pos, after if after is not None else end, exc)
                return after
            after = self._resync(pos)
            self.report.quarantine(pos, after if after is not None else end, exc)
            return after

    def run_rows(self, take, across: bool = False, ahead: bool = True) -> int:
        """Let ``take`` read on, in C, from the end of the event this reader last yielded: the
        fast path's loop over a run of plain rows events (``_fastrows.Batch.append_run``, through
        :func:`binlogspec.walk.run_on`), with no :class:`Event` per event.

        ``take(buf, file_pos, room, len_header, len_checksum, post_header_lens, check_log_pos)``
        gets the file's bytes from ``file_pos`` on. It takes whole events from the start of
        ``buf`` while it can, each starting less than ``room`` bytes in, and returns ``(consumed,
        events, need)``: ``need`` is the bytes the next event wants when ``buf`` ended before it,
        -1 when it stopped before an event it does not take, 0 when it stopped at a limit of its
        own (called again, it goes on). The events it took count as read (in the report, and the
        walk goes on after them). The first one it did not take the walk reads as usual, with all
        its checks and verdicts.

        ``take`` may also take the events between one transaction's rows events and the next's
        (GTID, XID, the same table map; see :func:`binlogspec.walk._run`): they count as read
        too, after the same framing, position and CRC32 checks, and the walk's transaction state
        follows them.

        ``across``: ``take`` goes on across transactions, so the run may go on to the end of the
        file; its first read is a whole chunk (``Runs.RUN_CHUNK``).

        ``ahead``: a long run's next bytes are read ahead on a thread of their own
        (see :mod:`binlogspec.runs`); a ``take`` that decodes on two threads itself (the Arrow
        batches') says False: the read would take a core from its decoding.

        A run starts only where the reader's own rules are the plain ones: a top-level event was
        just yielded, nothing is encrypted, headers are v4, log_pos is known to be each event's
        end (or the reader starts inside the file), no event filter, no table with unsized cells.
        Returns the number of events taken (0: none)."""
        return self._runs.run_rows(take, across, ahead)

    def _frame(self, code, size, first, pos):
        """Header length, checksum length and (for an FDE) whether it has the algorithm byte,
        for the event whose first 13 bytes are ``first``."""
        if code == FDE:
            version = self._file.server_version_at(pos)
            alg = has_checksum_alg(version)
            return 19, 4 if alg else 0, alg
        if self.context is None:
            if code == START_V3:
                # v1 headers are 13 bytes, v3 ones 19; the START event (56 body bytes) tells which.
                return (13 if size == 13 + 56 else 19), 0, False
            raise self._error(errors.DecodeError,
                              f"expected a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3 first, found {type_name(code)}", pos, code)
        return self.context.len_header, self.context.len_checksum, False

    def _decode(self, data, pos, next_pos, len_header, len_checksum, fde_alg, payload_offset=None, top=False):
        code = data[4]
        checksum, checksum_value = "none", None
        if code == FDE and not len_checksum and len(data) >= 19 + 57 + 5 and data[-5] in (0, 1) \
                and event_crc32(data) == int.from_bytes(data[-4:], "little"):
            # The server version says no checksum, yet the event ends in an algorithm byte and a
            # CRC32 of its bytes: the version text is what is damaged.
            version = data[21:71].split(b"\0", 1)[0].decode("ascii", "replace")
            raise self._error(errors.DecodeError,
                              f"server version {version!r} predates binlog checksums, but the event ends in a "
                              "checksum-algorithm byte and a CRC32 that holds: the version text is damaged", pos, code)
        if len_checksum:
            checksum_value = int.from_bytes(data[-4:], "little")
            computed = event_crc32(data)
            if computed == checksum_value:
                checksum = "ok"
            else:
                checksum = "mismatch"
                if self.checksum_errors == "raise":
                    raise self._error(
                        errors.ChecksumMismatch,
                        f"CRC32 mismatch: the event says {checksum_value:08x}, its bytes give {computed:08x}",
                        pos, code, expected=checksum_value, found=computed)
        if self.context is not None and self.context.type_codes is not None and code != self.context.type_codes[code]:
            # a server that numbered event types otherwise: its events as those of today's numbering
            # (after the CRC32 of what it wrote is checked), as its own readers took them
            code = self.context.type_codes[code]
            data = bytes(data[:4]) + bytes([code]) + bytes(data[5:])
        if top and len_header >= 19:
            try:
                self._check_position(pos, len(data), int.from_bytes(data[13:17], "little"), code)
            except errors.LengthOutOfBounds as exc:
                # A log_pos is a claim about positions, not about the event's own bytes: servers
                # wrote other rules (MySQL 4.0 gave the events of a transaction its BEGIN's
                # position, some 5.1 pre-GA QUERY events counted from the transaction's start,
                # 4.0.0 wrote 1 for its START event) and hand-edited files move events. Where the
                # event's CRC32 holds, or (without checksums) a chain of plausible headers follows
                # its size, the disagreement is a note and the event is read.
                if checksum != "ok" and (self._positions.rule == "start"
                                         or not self._positions.chain_follows(pos + len(data))):
                    raise  # (v1/v3 positions have their own rules, in _check_position)
                self.report.note(pos, f"log_pos not followed: {exc.message}")
        header = _header(data, len_header)
        table_map = None
        if code in ROWS_EVENTS:
            table_map = self._table_map_for(data, len_header, pos, code)
        post_header_lens = self.context.post_header_lens if self.context is not None else b""
        if table_map is not None and self._unsized and self._unsized.get(_int(table_map.table_id)):
            return self._undecoded(data, pos, next_pos, len_header, len_checksum, checksum, checksum_value,
                                   payload_offset, self._unsized[_int(table_map.table_id)], table_map)
        params = {"len_header": len_header, "len_checksum": len_checksum, "post_header_lens": post_header_lens,
                  "fde_has_checksum_alg": fde_alg, "table_map": table_map}
        if checksum == "ok" and code in self._defer:
            # what the server wrote (its CRC32 holds), of a type the caller does not read: its
            # body is parsed if and when it is read
            event = Event(self.name, pos, next_pos, code, len(data), header, None, checksum, checksum_value,
                          self._backend, payload_offset, raw=data, params=params,
                          deferred=(self._parse_body, (data, pos, code, len_header, len_checksum, post_header_lens,
                                                       fde_alg, table_map)))
        else:
            event = self._parsed_event(data, pos, next_pos, code, header, params, checksum, checksum_value,
                                       payload_offset)
            if event.undecoded is not None:
                return event
        try:
            if code == FDE or code == START_V3:
                self._set_format(event, len_header)
            else:
                self._follow(event, len_header)  # (the state carried to the events after it)
        except errors.BinlogError:
            raise
        except Exception as exc:
            raise self._error(errors.DecodeError, f"body does not match its layout: {type(exc).__name__}: {exc}",
                              pos, code) from exc
        return event

    def _undecoded(self, data, pos, next_pos, len_header, len_checksum, checksum, checksum_value, payload_offset,
                   reason, table_map):
        params = {"len_header": len_header, "len_checksum": len_checksum,
                  "post_header_lens": self.context.post_header_lens if self.context else b"",
                  "fde_has_checksum_alg": False, "table_map": table_map}
        body = data[len_header:len(data) - len_checksum]
        event = Event(self.name, pos, next_pos, data[4], len(data), _header(data, len_header), body, checksum,
                      checksum_value, self._backend, payload_offset, raw=data, params=params, parsed=None)
        event.undecoded = f"row images do not fit the table map: {reason}"
        return event

    def _table_id(self, data, len_header, code):
        """A rows event's table id (4 bytes where its post-header is 6, MySQL 5.1 before 5.1.4)."""
        width = self.context.table_id_width_of(code) if self.context else 6
        return int.from_bytes(data[len_header:len_header + width], "little")

    def _table_map_for(self, data, len_header, pos, code):
        table_id = self._table_id(data, len_header, code)
        table_map = self.table_maps.get(table_id)
        if table_map is None and table_id != 0x00FFFFFF:
            # A rows event with no rows (the end-of-statement marker) needs no map; any other
            # rows event without one cannot be split into cells, which the spec will report.
            return None
        return table_map

    def _parsed_event(self, data, pos, next_pos, code, header, params, checksum, checksum_value, payload_offset):
        """The event with its body parsed by the backend (or kept raw, ``undecoded``, where the
        spec finds an intact rows event's images do not fit its table map)."""
        len_header, len_checksum, post_header_lens = params["len_header"], params["len_checksum"], params["post_header_lens"]
        fde_alg, table_map = params["fde_has_checksum_alg"], params["table_map"]
        try:
            parsed = self._backend.parse(data, len_header, len_checksum, post_header_lens, fde_alg, table_map)
            body = parsed.body
        except errors.BinlogError as exc:  # a bound (limits.py) the parse ran into
            if exc.file is None:
                exc.file, exc.offset, exc.event_type = self.name, pos, type_name(code)
            raise
        except Exception as exc:  # the spec's own verdict on malformed bytes
            if code in ROWS_EVENTS and checksum == "ok" or code in ROWS_EVENTS and not len_checksum:
                # The event is intact (its CRC32 holds, or the file has none) but its row images
                # do not fit its table map: a column whose size the map does not say (MariaDB's
                # pre-10.1 TIMESTAMP(n), say). Kept raw with the reason; row decoding refuses it.
                reason = f"{type(exc).__name__}: {exc}"
                if table_map is None:  # its TABLE_MAP was never read (or did not decode)
                    reason = f"no TABLE_MAP event for table id {self._table_id(data, len_header, code)}"
                return self._undecoded(data, pos, next_pos, len_header, len_checksum, checksum, checksum_value,
                                       payload_offset, reason, table_map)
            raise self._error(errors.DecodeError, f"body does not match its layout: {type(exc).__name__}: {exc}",
                              pos, code) from exc
        event = Event(self.name, pos, next_pos, code, len(data), header, body, checksum, checksum_value,
                      self._backend, payload_offset, raw=data, params=params, parsed=parsed)
        if self.on_error == "resync":
            # in resync mode a body is decoded in full before it counts (a backend whose bodies
            # were checked as they were parsed, such as the fast decoder's rows, says so)
            checked = getattr(self._backend, "checked", None)
            if (checked is None or not checked(body)) and self._decoded.get(id(body)) is not body:
                event.tree  # noqa: B018
                # a body object met again (the fast decoder parses a repeated table map once)
                # was decoded in full the first time
                if len(self._decoded) > 1024:
                    self._decoded.clear()
                self._decoded[id(body)] = body
        return event

    def _parse_body(self, data, pos, code, len_header, len_checksum, post_header_lens, fde_alg, table_map):
        """A deferred body's parse (see ``defer``), with the verdicts _decode gives."""
        try:
            return self._backend.parse(data, len_header, len_checksum, post_header_lens, fde_alg, table_map)
        except errors.BinlogError as exc:
            if exc.file is None:
                exc.file, exc.offset, exc.event_type = self.name, pos, type_name(code)
            raise
        except Exception as exc:
            raise self._error(errors.DecodeError, f"body does not match its layout: {type(exc).__name__}: {exc}",
                              pos, code) from exc

    def _set_format(self, event, len_header):
        """Set :attr:`context` from a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3."""
        code = event.type_code
        self._carried.forget_begins()  # (a new format description: another post-header length, say)
        body = event.body
        if code == FDE:
            alg = getattr(body, "checksum_alg", None)
            version = body.server_version if isinstance(body.server_version, str) else ""
            if _int(body.binlog_version) != 4 or not re.match(r"\d+\.\d+\.\d+", version):
                # no checksum vouches for an FDE whose version text is not a version (the text
                # decides whether it has one): this is some other event, or a damaged FDE
                raise self._error(errors.DecodeError,
                                  f"not a format description: binlog version {_int(body.binlog_version)}, "
                                  f"server version {version[:50]!r} (expected 4 and a version number)",
                                  event.pos, code)
            if _int(body.len_common_header) < 19:
                raise self._error(errors.DecodeError,
                                  f"the format description gives event headers of {_int(body.len_common_header)} bytes; "
                                  "v4 headers take at least 19", event.pos, code)
            post_header_lens, type_codes = bytes(body.post_header_lens), None
            try:
                renumbered = _drop_build_types(version, post_header_lens)
            except ValueError as exc:
                raise self._error(errors.DecodeError, str(exc), event.pos, code) from None
            if renumbered is not None:
                type_codes, post_header_lens = renumbered
            self.context = Context(
                binlog_version=_int(body.binlog_version),
                server_version=body.server_version,
                len_header=_int(body.len_common_header),
                checksum_alg=_int(alg) if alg is not None else None,
                post_header_lens=post_header_lens,
                type_codes=type_codes,
            )
            self._carried.forget_tables()
        else:
            version = _int(body.binlog_version)
            if (version == 1) != (len_header == 13):
                raise self._error(errors.DecodeError,
                                  f"START_EVENT_V3 says binlog version {version}, whose headers are "
                                  f"{13 if version == 1 else 19} bytes, but its own header is {len_header}",
                                  event.pos, code)
            self.context = Context(
                binlog_version=version,
                server_version=body.server_version,
                len_header=13 if version == 1 else 19,
                checksum_alg=None,
                post_header_lens=_V1_V3_POST_HEADER_LENS.get(version, _V1_V3_POST_HEADER_LENS[3]),
            )

    @property
    def begins(self) -> tuple:
        """The bodies of the last BEGIN QUERY events read under the format description in force
        (up to :data:`~binlogspec.limits.BEGINS` different ones, the latest last), each from its ninth byte on:
        after the thread id and the execution time, plain numbers that steer nothing in the
        spec. A QUERY event of the same bytes there parses as that one did, so a run crossing
        transactions goes on through it (see binlogspec.walk._run)."""
        return self._carried.begins

    @property
    def begins_json(self) -> tuple:
        """For each of :attr:`begins`, its event's body as ``binlogspec events`` writes it (the
        JSON text of its tree), cut where its thread id and its execution time stand: ``(before,
        between, after)`` as bytes, which a run's line of a BEGIN of the same bytes from the
        ninth on fills with that event's own two numbers; None where the text does not cut so."""
        return self._carried.begins_json

    @property
    def deferred(self) -> frozenset:
        """The event types whose bodies are parsed only when read (the ``defer`` given, less the
        types the reader itself reads)."""
        return self._defer

    @property
    def schema_follows_ddl(self) -> bool:
        """Whether the schema given follows the DDL read (a SchemaTracker), which then holds
        every table map to it."""
        return self._carried.follows_ddl

    @property
    def schema(self) -> Optional[SchemaMap]:
        """The schema mapping the reader was given (a SchemaTracker follows the DDL read)."""
        return self._carried.schema

    def _payload_events(self, outer):
        """The events inside a TRANSACTION_PAYLOAD_EVENT, inflated and decoded one at a time (so
        memory holds one inner event, whatever the payload claims)."""
        body = outer.body
        if getattr(body, "compression_type", None) is None or getattr(body, "payload", None) is None:
            raise self._error(errors.DecodeError, "payload event lacks its compression type or its payload field",
                              outer.pos, PAYLOAD)
        compression = _int(body.compression_type)
        payload = bytes(body.payload)
        claimed = _int(body.uncompressed_size) if getattr(body, "uncompressed_size", None) is not None else None
        import zstandard

        if compression == 0:
            if claimed is not None and claimed > MAX_PAYLOAD:
                raise self._error(errors.LengthOutOfBounds,
                                  f"payload claims {claimed} uncompressed bytes, more than the {MAX_PAYLOAD} allowed",
                                  outer.pos, PAYLOAD)
            stream = zstandard.ZstdDecompressor().stream_reader(BytesIO(payload))
        elif compression == 255:
            stream = BytesIO(payload)
            claimed = len(payload) if claimed is None else claimed
        else:
            raise self._error(errors.Unsupported, f"unknown payload compression type {compression}", outer.pos, PAYLOAD)

        def read(n):
            chunks, got = [], 0
            try:
                while got < n:
                    chunk = stream.read(n - got)
                    if not chunk:
                        break
                    chunks.append(chunk)
                    got += len(chunk)
            except zstandard.ZstdError as exc:
                raise self._error(errors.DecodeError, f"zstd payload does not decompress: {exc}",
                                  outer.pos, PAYLOAD) from exc
            return b"".join(chunks)

        offset = 0
        while True:
            head = read(19)
            if not head:
                break
            if len(head) < 19:
                raise self._error(errors.Truncated, f"payload ends inside an event header at payload offset {offset}",
                                  outer.pos, PAYLOAD)
            size = int.from_bytes(head[9:13], "little")
            room = claimed - offset if claimed is not None else MAX_EVENT_SIZE
            if not frames(size, 19, room):
                raise self._error(errors.LengthOutOfBounds,
                                  f"event at payload offset {offset} declares {size} bytes; {max(room, 0)} remain",
                                  outer.pos, PAYLOAD)
            data = head + read(size - 19)
            if len(data) < size:
                raise self._error(errors.LengthOutOfBounds,
                                  f"event at payload offset {offset} declares {size} bytes; the payload ends after {len(data)}",
                                  outer.pos, PAYLOAD)
            yield self._decode(data, outer.pos, outer.next_pos, 19, 0, False, payload_offset=offset)
            offset += size
        if claimed is not None and offset != claimed:
            raise self._error(errors.DecodeError, f"payload should decompress to {claimed} bytes, gave {offset}",
                              outer.pos, PAYLOAD)


def open(source: Source, *, backend: str = "kaitai", checksum_errors: str = "raise",  # noqa: A001 - mirrors io.open
         name: Optional[str] = None, on_error: str = "raise", keys: Any = None) -> "Reader":
    """A :class:`Reader` over a binlog: iterate it for :class:`Event` objects. ``keys``: a
    :class:`binlogspec.crypto.KeyFile` to decrypt a MariaDB binlog written with encryption.

    >>> with binlogspec.open("binlog.000001") as events:
    ...     for event in events:
    ...         print(event.pos, event.type_name)
    """
    return Reader(source, backend=backend, checksum_errors=checksum_errors, name=name, on_error=on_error, keys=keys)
