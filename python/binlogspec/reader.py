"""Walking a binlog file event by event.

The event layouts are the specs' (``formats/``); what this module adds is the state a reader
carries between events, which no single event spec can know: the format description event's
header length, checksum algorithm and post-header lengths (a later FDE, as in relay logs, takes
over), the table maps that row events refer to, the events packed inside a compressed
TRANSACTION_PAYLOAD, and where encryption begins. Files are streamed: one event is in memory at a
time, whatever the file's size.
"""

import functools
import importlib
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
    _KNOWN_CODES, CHECKSUM_CRC32, CHECKSUM_OFF, Context, Event, T, _drop_build_types, _header, event_crc32,
    frames, framing_fault, has_checksum_alg, type_name)
from binlogspec.limits import BEGINS, MAX_EVENT_SIZE
from binlogspec.report import Report
from binlogspec.tree import from_kaitai

# the buffer of a file the reader opens: after a run of rows events (Reader.run_rows) the walk
# reads on from elsewhere and refills it, so it is about one transaction's few events, not more
READ_BUFFER = 128 << 10
# the buffer of a walk that reads only some event types (``only``): it passes over the others and
# reads a few hundred bytes at each place it stops, so a large buffer would be filled for nothing
SKIM_BUFFER = 8 << 10



def _bitmap(codes):
    """A set of event type codes as 256 bits (32 bytes, least significant bit first)."""
    bits = bytearray(32)
    for code in codes:
        bits[code >> 3] |= 1 << (code & 7)
    return bytes(bits)


@functools.lru_cache(maxsize=None)
def _fast_function(name):
    """The fast decoder module's function ``name`` (``skip_events``, ``read_ahead``) when the
    module is built and has it, else None."""
    try:  # (by name: the C extension has no stub, and binlogspec.fast imports it for the types)
        module = importlib.import_module("binlogspec._fastrows")
    except ImportError:
        return None
    return getattr(module, name, None)


def _skip_events():
    """``_fastrows.skip_events``, or None (tests and the fuzz targets turn it off here)."""
    return _fast_function("skip_events")


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


def _int(value):
    """An int from a field that may be a Kaitai enum, a construct enum string or a plain int."""
    if hasattr(value, "int"):
        return value.int
    return int(value)


def _plain_holds(plain, pos, len_checksum):
    """Whether decrypted bytes are the event at ``pos``: its CRC32 holds, or, without checksums, a
    known type code and a log_pos that is 0 or its end."""
    if len_checksum:
        return event_crc32(plain) == int.from_bytes(plain[-4:], "little")
    return plain[4] in _KNOWN_CODES and int.from_bytes(plain[13:17], "little") in (0, pos + len(plain))


def _packed_int(n):
    """A length-encoded integer (the binlog's packed_int) for values below 2**24."""
    if n < 251:
        return bytes([n])
    return (b"\xfc" + n.to_bytes(2, "little")) if n < 1 << 16 else (b"\xfd" + n.to_bytes(3, "little"))


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
        self._own = close_source  # a file object given is closed with the reader when asked
        self._fh: IO[bytes]
        self.name: str
        self._bytes: Optional[bytes] = None  # an in-memory source's bytes, which runs read in place
        if isinstance(source, (bytes, bytearray, memoryview)):
            self._bytes = bytes(source)
            self._fh = BytesIO(self._bytes)
            self.name = name or "<bytes>"
            self.size = len(source)
        elif isinstance(source, (str, os.PathLike)):
            self._fh = io.open(source, "rb", buffering=READ_BUFFER if only is None else SKIM_BUFFER)
            self._own = True
            self.name = name or os.fspath(source)
            self.size = os.fstat(self._fh.fileno()).st_size
        else:
            self._fh = source
            self.name = name or str(getattr(source, "name", "<stream>"))
            here = source.tell()
            self.size = source.seek(0, 2)
            source.seek(here)
        self.context = None
        self.table_maps: dict[int, Any] = {}  # table id -> its TABLE_MAP body
        self._schema = schema  # {"db.table": definition}: for table maps written without metadata
        # a binlogspec.ddl.SchemaTracker follows the DDL of QUERY events as they are read
        self._tracker = schema if getattr(schema, "follows_ddl", False) else None
        # see begins: {body from the ninth byte: [its event, its text once made (False: none)]}
        self._begins: dict[bytes, list] = {}
        self._unsized: dict[int, str] = {}  # table id -> why its rows cannot be sized (a table map without metadata)
        self._keys = keys  # a binlogspec.crypto.KeyFile: decrypt what START_ENCRYPTION encrypts
        self._started_by = None  # the type of the event that started encryption
        self._encrypted_from = None  # where encryption started
        self._encrypted_fh = None  # a MySQL-encrypted file, under the decrypted stream self._fh reads
        self._event_cipher = None  # its binlogspec.crypto.EventCipher, when the key is at hand
        self._start, self._end, self._preamble = start, end, list(preamble)
        self.report = Report(self.name, start or 0, end if end is not None else self.size)
        # only: the event types to decode; the others are framed by their headers and passed
        # over unread (no checksum, no body, not yielded). A format description, a START_EVENT_V3,
        # a TRANSACTION_PAYLOAD (events inside) and where encryption starts are always decoded.
        self._only = None if only is None else frozenset(only) | {FDE, START_V3, PAYLOAD} | ENCRYPTION_STARTS
        if self._only is not None and self._tracker is not None:
            self._only |= QUERIES  # the DDL that changes tables
        self._only_bitmap = None if self._only is None else _bitmap(self._only)  # for _skip_unread
        # defer: event types whose bodies the caller does not read; one whose CRC32 holds is
        # yielded with its body parsed when first read (a file without checksums, or a CRC32 that
        # fails, gets its body parsed as it is read: the parse is then what finds damage)
        self._defer = frozenset(defer) - {FDE, START_V3, TABLE_MAP, PAYLOAD} - ENCRYPTION_STARTS
        # How this file's log_pos fields relate to event offsets: "end" (v4: the next event's
        # offset), "start" (v1/v3: the event's own offset), or None when unknown or mixed (relay
        # logs carry the master's positions). Set from the file's first event.
        self._positions = None
        self._v3_starts: set[int] = set()  # offsets of the events read, in a binlog v1/v3 file
        self._decoded: dict[int, Any] = {}  # id -> body: bodies decoded in full in resync mode
        # run_rows: where the events after the top-level event last yielded start (None: no run
        # can start here), and what a run took while the walk was suspended at that event
        self._run_from: Optional[int] = None
        self._ran: Optional[tuple[int, int, int]] = None
        self._run_bytes = 0  # what the last run took
        self._run_stop: Optional[int] = None  # where the last run met an event it does not take
        self._run_buffer = bytearray()
        self._run_window = (0, 0)  # the file's bytes _run_buffer holds (_run_bytes_at)
        self._run_base = 0  # where in _run_buffer they start
        # the read ahead of the bytes after the window, under way (_run_bytes_at): (Ahead, its
        # offset, the buffer it reads into, the bytes it reads), and the buffer of the one before
        self._ahead: Optional[tuple] = None
        self._run_spare = bytearray()

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
        self._ahead = None  # (a read under way is waited for: it reads from the file)
        if self._own:
            self._fh.close()
            if self._encrypted_fh is not None:
                self._encrypted_fh.close()

    def __enter__(self) -> "Reader":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __iter__(self) -> Iterator["Event"]:
        return self._walk()

    def _error(self, cls, message, offset, event_type=None, **kw):
        return cls(message, file=self.name, offset=offset,
                   event_type=type_name(event_type) if event_type is not None else None, **kw)

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
        if self._start is not None:
            try:
                for pos, data in self._preamble:
                    self._prime(pos, bytes(data))
            except errors.BinlogError as exc:
                # without its context nothing here can be decoded
                self.report.quarantine(self._start, self.report.end, exc)
                if self.on_error == "raise":
                    raise
                return
            pos = self._start
        else:
            pos = self._magic()
        while pos is not None:
            pos = yield from self._events(pos)

    def _magic(self):
        """Check the magic; where to read the first event from (None: nothing to read)."""
        self._fh.seek(0)
        magic = self._fh.read(4)
        if magic == ENCRYPTED_MAGIC and hasattr(self._keys, "named"):
            try:
                return self._open_mysql_encrypted()
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
        fh = self._fh
        fh.seek(pos)
        resync = self.on_error == "resync"
        try:
            while self._end is None or pos < self._end:
                cipher = self._event_cipher
                if self._encrypted_from is not None and cipher is None and pos < self.size:
                    raise self._cannot_decrypt(self._encrypted_from, pos)
                first = fh.read(13)
                if not first:
                    return None
                if len(first) < 13:
                    raise self._error(errors.Truncated,
                                      f"expected an event header, found only {len(first)} bytes before the end of the file", pos)
                decrypted = None
                if cipher is not None:
                    decrypted = self._decrypt(cipher, first, pos)
                    first = decrypted[:13]
                code = first[4]
                if self.context is not None and self.context.type_codes is not None:
                    code = self.context.type_codes[code]
                size = int.from_bytes(first[9:13], "little")
                len_header, len_checksum, fde_alg = self._frame(code, size, first, pos)
                fault = framing_fault(size, len_header + len_checksum, self.size - pos)
                if fault is not None:
                    raise self._error(*fault, pos, code)
                if self._only is not None and code not in self._only and self.context is not None:
                    self.report.event(pos, pos + size)
                    pos = self._skip_unread(pos + size)
                    fh.seek(pos)
                    continue
                data = decrypted if decrypted is not None else first + fh.read(size - 13)
                if len(data) < size:
                    raise self._error(errors.Truncated, f"event declares {size} bytes, read only {len(data)}", pos, code)
                event = self._decode(data, pos, pos + size, len_header, len_checksum, fde_alg, top=True)
                self._run_from = pos + size
                yield event
                self._run_from = None
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
                    self._encrypted_from = pos
                    self._event_cipher = self._cipher(event.type_code, event.body, event.next_pos)
                pos += size
                if self._ran is not None:  # the events a run took while the walk stood at this one
                    start, pos, count = self._ran
                    self._ran = None
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
            if self._event_cipher is None and self._keys is not None and self._encrypted_from is None:
                self._salvage_start(pos)
            if self._event_cipher is not None:
                after = self._resync_encrypted(pos)
                self.report.quarantine(pos, after if after is not None else end, exc)
                return after
            after = self._resync(pos)
            self.report.quarantine(pos, after if after is not None else end, exc)
            return after

    # ------------------------------------------------------------------ encryption

    def _open_mysql_encrypted(self):
        """Read on in the plain stream of a MySQL encrypted binlog (see binlogspec.crypto): its
        header names the keyring key that decrypts the file password. From here on offsets are
        the plain stream's, as the server and mysqlbinlog give them."""
        from binlogspec import crypto

        self._fh.seek(0)
        key_id, password, iv = crypto.mysql_header(self._fh.read(crypto.MYSQL_HEADER_SIZE), self.name)
        master = self._keys.named(key_id, self.name, 0)
        key, stream_iv = crypto.mysql_stream_keys(master, password, iv)
        size = self.size - crypto.MYSQL_HEADER_SIZE
        self._encrypted_fh = self._fh
        self._fh = io.BufferedReader(crypto.DecryptedStream(self._encrypted_fh, key, stream_iv, size), 1 << 20)
        self.size = size
        self.report = Report(self.name, 0, size)
        if self._fh.read(4) != MAGIC:
            raise self._error(errors.DecryptionFailed,
                              f"keyring key {key_id!r} of {self._keys.name} does not decrypt the file: its plain "
                              "content does not start with the binlog magic (a wrong key?)", 0)
        self.report.magic()
        return 4

    def _cannot_decrypt(self, encrypted_from, pos):
        if self._started_by == T["start_5_7_encryption_event"]:  # (no key file helps: say so)
            return self._error(errors.Encrypted,
                               f"the events from here on are encrypted by Percona Server's binlog encryption "
                               f"(started by the event at {encrypted_from}), which binlogspec does not decrypt", pos)
        if self._keys is None:
            return self._error(errors.Encrypted,
                               f"the events from here on are encrypted (encryption started by the event at "
                               f"{encrypted_from}); they cannot be decoded without the key (--key-file)", pos)
        return self._error(errors.Encrypted,
                           f"the events from here on are encrypted in a way binlogspec does not decrypt (encryption "
                           f"started by the event at {encrypted_from}: {type_name(self._started_by)})", pos)

    def _cipher(self, code, body, after):
        """The :class:`~binlogspec.crypto.EventCipher` of a START_ENCRYPTION_EVENT (MariaDB)
        whose body is ``body``, if keys were given; a key id the keys lack is a typed error at the
        first encrypted event (``after``)."""
        self._started_by = code
        if self._keys is None or not hasattr(self._keys, "key") or code != T["start_encryption_event"]:
            return None
        from binlogspec import crypto

        scheme, version = _int(body.crypto_scheme), _int(body.key_version)
        if scheme != 1:
            raise self._error(errors.Unsupported, f"encryption scheme {scheme} (MariaDB writes 1)", after)
        key = self._keys.key(crypto.SYSTEM_DATA_KEY_ID, version, self.name, after)
        return crypto.EventCipher(key, bytes(body.nonce))

    def _salvage_start(self, pos):
        """In resync mode, a START_ENCRYPTION_EVENT at ``pos`` that failed (its CRC32, say) may
        still hold a good nonce: the events after it decrypting with their CRC32 holding is the
        proof (see :meth:`_resync_encrypted`). Sets the cipher if it can be had from its bytes."""
        from types import SimpleNamespace

        if self.context is None or self.context.binlog_version != 4:
            return
        # its type code or its length may be what is damaged: it is taken to be one if the event
        # after it, where a START_ENCRYPTION_EVENT's length puts it, decrypts with its key
        len_header, len_checksum = self.context.len_header, self.context.len_checksum
        size = len_header + 17 + len_checksum
        body = self._peek(pos + len_header, 17)
        if len(body) < 17:
            return
        fields = SimpleNamespace(crypto_scheme=1, key_version=int.from_bytes(body[1:5], "little"),
                                 nonce=body[5:17])  # MariaDB's one scheme, whatever the byte says
        try:
            cipher = self._cipher(T["start_encryption_event"], fields, pos + size)
        except errors.BinlogError:
            return
        if cipher is None:
            return
        after = pos + size
        head = self._peek(after, 13)
        length = int.from_bytes(head[9:13], "little") if len(head) == 13 else 0
        limit = self._end if self._end is not None else self.size
        if frames(length, 19 + len_checksum, limit - after):
            plain = cipher.decrypt(self._peek(after, length), after,
                                   lambda found: _plain_holds(found, after, len_checksum))
            if plain is not None:
                self._event_cipher, self._encrypted_from = cipher, pos

    def _resync_encrypted(self, bad, cipher=None):
        """The first offset after ``bad`` where an encrypted event starts: a clear length that
        fits, and plain bytes whose CRC32 holds (without checksums: a known type code, a log_pos
        that agrees, and a chain of plausible headers after it), or None."""
        cipher = cipher or self._event_cipher
        limit = self._end if self._end is not None else self.size
        len_checksum = self.context.len_checksum if self.context is not None else 0
        for q in range(bad + 1, limit - 18):
            head = self._peek(q, 13)
            size = int.from_bytes(head[9:13], "little")
            if not frames(size, 19 + len_checksum, limit - q):
                continue
            plain = cipher.decrypt(self._peek(q, size), q, lambda found: _plain_holds(found, q, len_checksum))
            if plain is not None and _plain_holds(plain, q, len_checksum):
                return q
        return None

    def _decrypt(self, cipher, first, pos):
        """The plain bytes of the encrypted event at ``pos`` (its first 13 bytes read): framed by
        its clear length, decrypted, and held to its CRC32 (without checksums, to a plausible
        header) the first time, which also tells the cipher mode."""
        size = int.from_bytes(first[9:13], "little")
        len_checksum = self.context.len_checksum if self.context is not None else 0
        if not frames(size, 19 + len_checksum, MAX_EVENT_SIZE):
            raise self._error(errors.LengthOutOfBounds, f"encrypted event declares {size} bytes", pos)
        if size > self.size - pos:
            raise self._error(errors.Truncated,
                              f"encrypted event declares {size} bytes but the file has only {self.size - pos} left", pos)
        raw = first + self._fh.read(size - 13)

        plain = cipher.decrypt(raw, pos, lambda plain: _plain_holds(plain, pos, len_checksum))
        if plain is None:
            raise self._error(errors.DecryptionFailed,
                              f"key id 1 of {self._keys.name} does not decrypt the first encrypted event (in AES-CBC "
                              f"or AES-CTR its bytes " + ("fail their CRC32" if len_checksum else "do not read as an event")
                              + "): a wrong key?", pos)
        return plain

    # ------------------------------------------------------------------ runs of rows events

    RUN_CHUNK = 1 << 20

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
        file; its first read is a whole RUN_CHUNK.

        ``ahead``: a long run's next bytes are read ahead on a thread of their own
        (:meth:`_run_bytes_at`); a ``take`` that decodes on two threads itself (the Arrow
        batches') says False: the read would take a core from its decoding.

        A run starts only where the reader's own rules are the plain ones: a top-level event was
        just yielded, nothing is encrypted, headers are v4, log_pos is known to be each event's
        end (or the reader starts inside the file), no event filter, no table with unsized cells.
        Returns the number of events taken (0: none)."""
        at = self._run_from
        context = self.context
        if (at is None or at == self._run_stop or self._event_cipher is not None or self._encrypted_from is not None
                or self._only is not None or self._unsized or context is None or context.len_header < 19
                or context.type_codes is not None):
            return 0
        # log_pos as the walk holds it: each event's end, or (a reader starting inside a file, a
        # Spark split's) not known, when the walk checks nothing but notes a 0
        if self._positions == "end":
            check_log_pos = True
        elif self._positions is None and self._start is not None:
            check_log_pos = False
        else:
            return 0
        end = self._end if self._end is not None else self.size
        start, ran = (at, 0) if self._ran is None else self._ran[::2]  # a run goes on from the last one
        # a run mostly ends where a transaction does: read about what the last one took, not a
        # whole chunk whose most bytes the walk would read again
        total, want = 0, self.RUN_CHUNK if across else min(self.RUN_CHUNK, self._run_bytes + (self._run_bytes >> 2) + (16 << 10))
        need = 0
        here = self._fh.tell()
        # A file of our own with a descriptor is read beside the walk's buffer, which holds what
        # the walk reads next, into one buffer kept for the runs (fresh memory for each would
        # cost a page fault a page). Any other stream is read on from where the walk stands.
        fd = self._run_fd()
        done = False
        try:
            while at < end:
                asked = min(want, self.size - at)
                buf, short = self._run_bytes_at(fd, at, asked, need, ahead)
                consumed, count, need = take(buf, at, end - at, context.len_header, context.len_checksum,
                                             context.post_header_lens, check_log_pos)
                ended = short or at + len(buf) >= self.size
                at += consumed
                total += count
                if need <= 0 or ended:
                    break  # an event it does not take, the caller's limit, or the end of the file
                if consumed == 0 and (need <= len(buf) or need > MAX_EVENT_SIZE):
                    break
                want = min(max(self.RUN_CHUNK, need), max(need, 2 * asked))  # a longer run, or a larger event
            done = True
        finally:
            if fd is None and not (done and total):  # (after a run the walk goes to its end itself)
                self._fh.seek(here)
        if need < 0:  # it stopped before an event it does not take: no run starts there again
            self._run_stop = at
        if total:
            self._run_bytes = at - self._run_from if self._ran is None else at - self._ran[0]
            self._ran = (start, at, ran + total)
            self._run_from = at
        return total

    RUN_READ_MIN = 64 << 10
    # room before a read ahead's bytes for the end of the window before it: the part of an event
    # the run stopped in (a rows event is at most a few kilobytes; a larger one is read again)
    AHEAD_MARGIN = 64 << 10

    def _run_bytes_at(self, fd, at, asked, need, ahead=True):
        """The file's bytes from ``at`` for a run: about ``asked`` of them, and at least ``need``
        (the event the last take stopped in) or to the end of the file. A file with a descriptor
        is read into the runs' own buffer, at least RUN_READ_MIN at a time, which is kept with
        where it came from (``_run_window``): a run goes on from the bytes read before it (one
        stopped at its caller's limit, a few events' changes; the next transaction's run), not
        from a fresh read of which it takes a few kilobytes. Any other stream is read on from
        where the walk stands. Returns the bytes, and whether a read gave fewer than it asked
        for before the end of the file (a file cut short since it was opened).

        A long run's next bytes are read ahead (``_fastrows.read_ahead``, with ``ahead``) into
        a second buffer, on a thread of their own, while the run takes these: the next read
        finds them there, after the end of the window before them, copied in front."""
        if fd is None:
            if self._bytes is not None and self._encrypted_fh is None:  # (in place: no copy a run)
                return memoryview(self._bytes)[at:at + max(asked, need)], False
            buf = self._read_at(at, asked)
            return buf, len(buf) < asked
        start, stop = self._run_window
        if start <= at < stop and stop - at >= need:
            base = self._run_base - start
            return memoryview(self._run_buffer)[base + at:base + min(stop, at + max(asked, need))], False
        asked = min(max(asked, self.RUN_READ_MIN), self.size - at)
        got = self._ahead_taken(at, need) if self._ahead is not None else None
        if got is not None:
            short = got[1]
        else:
            if len(self._run_buffer) < asked:
                self._run_buffer = bytearray(max(asked, 2 * len(self._run_buffer)))
            got = os.preadv(fd, [memoryview(self._run_buffer)[:asked]], at)
            self._run_window, self._run_base = (at, at + got), 0
            short = got < asked
        start, stop = self._run_window
        if ahead and asked >= self.RUN_CHUNK and not short and stop < self.size:
            self._read_ahead(fd, stop, min(asked, self.size - stop))
        # all of the bytes read (a read ahead's, with the end of the window before them in front:
        # more than asked for, which a later call would otherwise take alone)
        return memoryview(self._run_buffer)[self._run_base + at - start:self._run_base + stop - start], short

    def _read_ahead(self, fd, offset, length):
        """The file's ``length`` bytes from ``offset`` read ahead into the spare buffer, after
        AHEAD_MARGIN bytes of room; none when the fast decoder's module is not built or another
        read ahead is under way."""
        read_ahead = _fast_function("read_ahead")
        if read_ahead is None:
            return
        size = self.AHEAD_MARGIN + length
        if len(self._run_spare) < size:
            self._run_spare = bytearray(max(size, 2 * len(self._run_spare)))
        pending = read_ahead(fd, memoryview(self._run_spare)[self.AHEAD_MARGIN:size], offset)
        if pending is not None:
            self._ahead = (pending, offset, self._run_spare, length)

    def _ahead_taken(self, at, need):
        """The read ahead made the runs' buffer, when it holds the bytes from ``at`` on, or they
        go on from the window's end and the window holds those from ``at`` to there: (bytes read,
        whether fewer than asked), with the window from ``at`` or before; else None (the bytes
        are read again). The read is waited for either way."""
        pending, offset, spare, length = self._ahead
        self._ahead = None
        got = pending.wait()
        start, stop = self._run_window
        tail = offset - at
        if offset == stop and start <= at and 0 <= tail <= self.AHEAD_MARGIN and tail + got >= need:
            base = self.AHEAD_MARGIN - tail
            old = self._run_buffer
            spare[base:self.AHEAD_MARGIN] = memoryview(old)[self._run_base + at - start:self._run_base + offset - start]
            self._run_window, self._run_base = (at, offset + got), base
        elif offset <= at < offset + got and at + need <= offset + got:
            old = self._run_buffer
            self._run_window, self._run_base = (offset, offset + got), self.AHEAD_MARGIN
        else:
            return None
        self._run_buffer, self._run_spare = spare, old
        return got, got < length

    def _skip_unread(self, pos):
        """Where the walk with ``only`` goes on after ``pos``: past the events after it that it
        would pass over too (counted in the report), framed in C by their headers alone
        (``_fastrows.skip_events``) where the file has a descriptor and nothing is encrypted. It
        stops before any event the walk reads or judges itself."""
        skip = _skip_events()
        fd = self._run_fd() if skip is not None else None
        if (fd is None or self._event_cipher is not None or self._encrypted_from is not None
                or self.context.type_codes is not None):  # (C reads the type codes as written)
            return pos
        context = self.context
        limit = self._end if self._end is not None else self.size
        args = ()
        map_key = getattr(self._backend, "map_key", None)
        if TABLE_MAP in self._only and self._tracker is None and map_key is not None and context.len_header >= 19:
            # a TABLE_MAP whose bytes are those of the map in force for its id changes nothing here
            maps = {}
            for table_id, body in self.table_maps.items():
                key = map_key(body)
                if key is not None:
                    maps[table_id] = key
            args = (maps, context.len_header, context.len_checksum, context.table_id_width)
        end, count = skip(fd, pos, limit, self.size, self._only_bitmap, context.len_header + context.len_checksum, *args)
        if count:
            self.report.event(pos, end, count)
        return end

    def _run_fd(self):
        """The descriptor runs read with ``pread``, or None (a stream without one, a decrypted one)."""
        if not self._own or self._encrypted_fh is not None:
            return None
        try:
            return self._fh.fileno()
        except (OSError, ValueError, AttributeError):  # (io.UnsupportedOperation is both)
            return None

    # ------------------------------------------------------------------ resynchronisation

    def _read_at(self, offset, n):
        self._fh.seek(offset)
        return self._fh.read(n)

    def _peek(self, offset, n):
        """``n`` bytes at ``offset``, leaving the file where it was."""
        here = self._fh.tell()
        try:
            return self._read_at(offset, n)
        finally:
            self._fh.seek(here)

    def _resync(self, bad):
        """The offset of the first plausible event after ``bad`` (the start of the event at
        fault), or None. Plausible: a known type code; a size that covers header and checksum and
        fits before the end; a log_pos that agrees with the file's positions (when they are the
        file's own); and then a CRC32 that holds when the file has checksums, or else a chain of
        plausible headers (two when the log_pos agreed, three when it could not be checked) or one
        that ends exactly at the end. Without a format description only a new
        FORMAT_DESCRIPTION_EVENT (or START_EVENT_V3) can be decoded, so only those are looked for."""
        limit = self._end if self._end is not None else self.size
        if self._positions == "start":
            self._v3_starts.add(bad)  # the walk reached an event here (a 4.0 BEGIN's events may name it)
        window_start, window = None, b""
        q = bad + 1
        while q + 13 <= limit:
            if window_start is None or q + 19 > window_start + len(window):
                window_start, window = q, self._read_at(q, min(1 << 16, limit - q))
            i = q - window_start
            if window[i + 4] in _KNOWN_CODES and self._acceptable(q, window[i:i + 19], limit):
                return q
            q += 1
        return None

    def _candidate(self, q, head, limit, framing=None):
        """(size, len_checksum, log_pos agreed, framing of the events after it) when ``head``
        (the bytes at ``q``) is a plausible event header, else None. ``framing``: (header length,
        checksum length) of the events here, when a candidate FDE before them says it."""
        code = head[4]
        size = int.from_bytes(head[9:13], "little")
        after = framing
        if code == FDE:
            alg = has_checksum_alg(self._peek_server_version(q))
            len_header, len_checksum = 19, 4 if alg else 0
            after = (self._peek(q + 19 + 56, 1) or b"\0")[0], len_checksum
        elif framing is not None:
            len_header, len_checksum = framing
        elif self.context is None:
            if code != START_V3:
                return None
            len_header, len_checksum = (13 if size == 13 + 56 else 19), 0
            after = len_header, 0
        else:
            len_header, len_checksum = self.context.len_header, self.context.len_checksum
        if len_header < 13:
            return None
        if not frames(size, len_header + len_checksum, limit - q):
            return None
        if code in (FDE, START_V3) and not self._describes_format(q, code, size, len_header):
            return None
        agreed = False
        if len_header >= 19:
            if len(head) < 19:
                return None
            log_pos = int.from_bytes(head[13:17], "little")
            expected = q + size if self._positions == "end" else q if self._positions == "start" else None
            if expected is not None:
                if log_pos not in (0, expected) and not len_checksum \
                        and not (self._positions == "start" and log_pos in self._v3_starts and log_pos < q):
                    # with a checksum, the CRC32 judges (see _acceptable); in v3, a 4.0
                    # transaction's events carry its BEGIN's offset
                    return None
                agreed = log_pos == expected
        return size, len_checksum, agreed, after

    def _describes_format(self, q, code, size, len_header):
        """Whether the candidate FDE or START_EVENT_V3 at ``q`` reads as one: binlog version 4
        (1 or 3 for START, whose size is fixed) and a version number for the server version."""
        if code == START_V3 and size != len_header + 56:
            return False
        body = self._peek(q + len_header, 52)
        if len(body) < 52:
            return False
        version = int.from_bytes(body[:2], "little")
        if version != 4 if code == FDE else version not in (1, 3):
            return False
        return re.match(rb"\d+\.\d+\.\d+", body[2:]) is not None

    def _acceptable(self, q, head, limit):
        found = self._candidate(q, head, limit)
        if found is None:
            return False
        size, len_checksum, agreed, framing = found
        if len_checksum:
            data = self._read_at(q, size)
            return len(data) == size and event_crc32(data) == int.from_bytes(data[-4:], "little")
        links, at = 1, q + size
        while links < (2 if agreed else 3):
            if at == limit:
                return True
            head = self._read_at(at, 19)
            if len(head) < 13 or head[4] not in _KNOWN_CODES:
                return False
            found = self._candidate(at, head, limit, framing)
            if found is None:
                return False
            links, at, framing = links + 1, at + found[0], found[3]
        return True

    def _frame(self, code, size, first, pos):
        """Header length, checksum length and (for an FDE) whether it has the algorithm byte,
        for the event whose first 13 bytes are ``first``."""
        if code == FDE:
            version = self._peek_server_version(pos)
            alg = has_checksum_alg(version)
            return 19, 4 if alg else 0, alg
        if self.context is None:
            if code == START_V3:
                # v1 headers are 13 bytes, v3 ones 19; the START event (56 body bytes) tells which.
                return (13 if size == 13 + 56 else 19), 0, False
            raise self._error(errors.DecodeError,
                              f"expected a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3 first, found {type_name(code)}", pos, code)
        return self.context.len_header, self.context.len_checksum, False

    def _peek_server_version(self, pos):
        here = self._fh.tell()
        self._fh.seek(pos + 19 + 2)
        raw = self._fh.read(50)
        self._fh.seek(here)
        return raw.split(b"\0", 1)[0].decode("ascii", "replace")

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
                if checksum != "ok" and (self._positions == "start" or not self._chain_follows(pos + len(data))):
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
            self._update_state(event, len_header)
        except errors.BinlogError:
            raise
        except Exception as exc:
            raise self._error(errors.DecodeError, f"body does not match its layout: {type(exc).__name__}: {exc}",
                              pos, code) from exc
        return event

    def _check_position(self, pos, size, log_pos, code):
        """Hold an event's size to its log_pos where this file's positions are known to be its
        own (a binlog, not a relay log): the two disagreeing means one of them is damaged."""
        if self._start is None and pos == 4 and self._positions is None:
            # the file's first event, written by the server that wrote the file
            if log_pos == pos + size:
                self._positions = "end"
            elif log_pos == pos:
                self._positions = "start"
            elif log_pos == 1 and code == START_V3:
                self._positions = "start"
                self.report.note(pos, "log_pos 1 in the START_EVENT_V3 (as MySQL 4.0.0 wrote it)")
            elif log_pos != 0:
                raise self._error(errors.LengthOutOfBounds,
                                  f"the file's first event is {size} bytes long, so its log_pos should be {pos + size}; "
                                  f"it is {log_pos}", pos, code)
        elif log_pos == 0:
            # artificial events (a relay log's ROTATE, a master's FDE): positions are not this file's
            self._positions = False
        elif self._positions == "end" and log_pos != pos + size:
            raise self._error(errors.LengthOutOfBounds,
                              f"event size {size} puts its end at {pos + size}, but its log_pos says {log_pos} "
                              "(every event before it ended at its log_pos)", pos, code)
        elif self._positions == "start" and log_pos != pos:
            if log_pos not in self._v3_starts:
                raise self._error(errors.LengthOutOfBounds,
                                  f"log_pos {log_pos} should be the event's own offset {pos}, as for every event "
                                  "before it", pos, code)
            # MySQL 4.0 gave the events of a transaction the position of its BEGIN
            self.report.note(pos, f"log_pos {log_pos} is the offset of an earlier event (a MySQL 4.0 transaction's "
                                  "events carry its BEGIN's position)")
        if self._positions == "start":
            if len(self._v3_starts) < 1 << 16:
                self._v3_starts.add(pos)
            # binlog v1/v3: log_pos vouches for where an event starts, not for its size; the next
            # event's log_pos does (where a whole header follows), or names an earlier event
            # (4.0 transactions, above)
            after = pos + size
            head = self._peek(after, 19)
            if len(head) == 19:
                following = int.from_bytes(head[13:17], "little")
                # (0: an artificial event, whose size must then fit)
                fits = 19 <= int.from_bytes(head[9:13], "little") <= self.size - after
                if following != after and following not in self._v3_starts and not (following == 0 and fits) \
                        and not self._v3_chain_holds(after, head):
                    raise self._error(errors.LengthOutOfBounds,
                                      f"event size {size} puts the next event at {after}, but the header there has "
                                      f"log_pos {following}", pos, code)

    def _chain_follows(self, at, links=3):
        """Whether, from ``at``, ``links`` headers in a row are plausible by their sizes alone (a
        known type code, a size that covers a header and fits before the end), or fewer reach the
        end exactly: the sizes before ``at`` are then believed whatever the log_pos fields say."""
        limit = self._end if self._end is not None else self.size
        len_header = self.context.len_header if self.context is not None else 19
        len_checksum = self.context.len_checksum if self.context is not None else 0
        for _ in range(links):
            if at == limit:
                return True
            head = self._peek(at, 13)
            if len(head) < 13 or head[4] not in _KNOWN_CODES:
                return False
            size = int.from_bytes(head[9:13], "little")
            if not frames(size, len_header + len_checksum, limit - at):
                return False
            at += size
        return True

    def _v3_chain_holds(self, at, head):
        """Whether the event at ``at`` (header ``head``) leads, by its size, to the end of the
        file or to a header whose log_pos is its own offset: then a wrong log_pos at ``at`` is
        that event's own damage, not a sign that the size before it is wrong."""
        nxt = at + int.from_bytes(head[9:13], "little")
        if nxt == self.size:
            return True
        further = self._peek(nxt, 19) if at < nxt < self.size else b""
        if len(further) < 19:
            return False
        log_pos = int.from_bytes(further[13:17], "little")
        # its own offset, or (a 4.0 transaction's event) the offset of its BEGIN: ``at`` or earlier
        return log_pos in (nxt, at) or log_pos in self._v3_starts

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

    def _update_state(self, event, len_header):
        code = event.type_code
        if code not in (FDE, START_V3, TABLE_MAP):
            if code == QUERY:
                raw = event.raw
                end = len(raw) - event.params["len_checksum"]
                if raw[end - 6:end] == b"\0BEGIN":
                    key = bytes(raw[len_header + 8:end])
                    begins = self._begins
                    begins[key] = begins.pop(key, None) or [event, None]  # (the latest last)
                    if len(begins) > BEGINS:
                        del begins[next(iter(begins))]
            if code in QUERIES and self._tracker is not None:
                self._follow_ddl(event, len_header)
            return
        if code != TABLE_MAP:
            self._begins.clear()  # (a new format description: another post-header length, say)
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
            self.table_maps.clear()
            self._unsized.clear()
        elif code == START_V3:
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
        elif code == TABLE_MAP:
            self._unsized.pop(_int(body.table_id), None)
            if getattr(body, "len_metadata", None) is None and getattr(body, "column_types", None):
                body = self._with_metadata(event, body, len_header)
            self.table_maps[_int(body.table_id)] = body
            if self._tracker is not None:
                self._check_table_map(event, body, len_header)

    def _follow_ddl(self, event, len_header):
        """Give the schema tracker (:mod:`binlogspec.ddl`) the DDL of a QUERY event."""
        message = self._tracker.follow(event, len_header)
        if message:
            self.report.note(event.pos, message)

    @property
    def begins(self) -> tuple:
        """The bodies of the last BEGIN QUERY events read under the format description in force
        (up to :data:`BEGINS` different ones, the latest last), each from its ninth byte on:
        after the thread id and the execution time, plain numbers that steer nothing in the
        spec. A QUERY event of the same bytes there parses as that one did, so a run crossing
        transactions goes on through it (see binlogspec.walk._run)."""
        return tuple(self._begins)

    @property
    def begins_json(self) -> tuple:
        """For each of :attr:`begins`, its event's body as ``binlogspec events`` writes it (the
        JSON text of its tree), cut where its thread id and its execution time stand: ``(before,
        between, after)`` as bytes, which a run's line of a BEGIN of the same bytes from the
        ninth on fills with that event's own two numbers; None where the text does not cut so."""
        from binlogspec.tree import dumps

        out = []
        for found in self._begins.values():
            if found[1] is None:
                tree = found[0].tree
                text = dumps(tree)
                numbers = f'"thread_id":{tree.get("thread_id")},"exec_time":{tree.get("exec_time")},'
                found[1] = False
                if text.count(numbers) == 1:
                    before, after = text.split(numbers)
                    found[1] = tuple(part.encode("utf-8", "surrogateescape") for part in
                                     (before + '"thread_id":', ',"exec_time":', "," + after))
            out.append(found[1] or None)
        return tuple(out)

    @property
    def deferred(self) -> frozenset:
        """The event types whose bodies are parsed only when read (the ``defer`` given, less the
        types the reader itself reads)."""
        return self._defer

    @property
    def schema_follows_ddl(self) -> bool:
        """Whether the schema given follows the DDL read (a SchemaTracker), which then holds
        every table map to it."""
        return self._tracker is not None

    @property
    def schema(self) -> Optional[SchemaMap]:
        """The schema mapping the reader was given (a SchemaTracker follows the DDL read)."""
        return self._schema

    def _check_table_map(self, event, body, len_header):
        """Hold a table map to the tracked schema of its table (see SchemaTracker.check)."""
        from binlogspec.columns import _name, _optional

        name = f"{body.database_name}.{body.table_name}"
        if not self._tracker.tracks(name):
            return  # no schema to hold it to
        raw = event.raw
        len_checksum = self.context.len_checksum if self.context is not None else 0
        key = bytes(raw[len_header:len(raw) - len_checksum])

        def describe():
            tm = from_kaitai(body)
            names = [n["name"] for n in (_optional(tm).get("column_name") or {}).get("names", [])]
            return [_name(t) for t in tm["column_types"]], names

        message = self._tracker.check(name, key, describe, f"{self.name}:{event.pos}")
        if message:
            self.report.note(event.pos, message)

    def _with_metadata(self, event, body, len_header):
        """A table map written without column metadata (servers before MySQL 5.1.15), as the
        table map a later server writes for it: the metadata the schema's column definitions
        imply (see :func:`binlogspec.columns.implied_metadata`), every column nullable, parsed
        by the same spec. Without a reading for every column the map stays as it is, and rows
        events of the table are kept raw with the reason."""
        from binlogspec.columns import implied_metadata

        name = f"{body.database_name}.{body.table_name}"
        types = [_int(t) for t in body.column_types]
        schema = self._schema.get(name) if self._schema else None
        metadata, assumed, missing = implied_metadata(types, schema)
        if metadata is None:
            reason = (f"the table map of {name} has no column metadata (a server before 5.1.15) and columns "
                      f"{', '.join(str(i + 1) for i in missing)} need their definitions: give the table's schema")
            self.report.note(event.pos, reason)
            self._unsized[_int(body.table_id)] = reason
            return body
        if assumed:
            self.report.note(event.pos, f"table map of {name} has no column metadata (a server before 5.1.15); "
                                        f"columns {', '.join(str(i + 1) for i in assumed)} read with the lengths "
                                        "mysqlbinlog assumes (a schema gives them exactly)")
        data = event.raw
        len_checksum = self.context.len_checksum if self.context is not None else 0
        image = bytes(data[:len(data) - len_checksum]) + _packed_int(len(metadata)) + metadata \
            + b"\xff" * ((len(types) + 7) // 8) + bytes(len_checksum)
        image = image[:9] + len(image).to_bytes(4, "little") + image[13:]
        post_header_lens = self.context.post_header_lens if self.context is not None else b""
        return self._backend.parse(image, len_header, len_checksum, post_header_lens, False, None).body

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
