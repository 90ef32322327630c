"""Events and their context: a binlog's event type codes, the context a format description sets
for the events after it (:class:`Context`: header and checksum lengths, post-header lengths, the
type numbering of the few servers that numbered types otherwise), one decoded event
(:class:`Event`) and the checks of an event's own bytes (its common header, its CRC32). The reader
(:mod:`binlogspec.reader`) frames the file and decodes events into these; the decoding backends
are in :mod:`binlogspec.backends`.
"""

import re
import struct
import zlib
from typing import Any

from binlogspec import errors
from binlogspec.generated_enums import EVENT_TYPE, EVENT_TYPE_NAME
from binlogspec.limits import MAX_EVENT_SIZE
from binlogspec.statements import decode_statement

MAGIC = b"\xfe\x62\x69\x6e"
ENCRYPTED_MAGIC = b"\xfd\x62\x69\x6e"  # MySQL 8.0.14+ binlog_encryption=ON

T = EVENT_TYPE
FDE = T["format_description_event"]
START_V3 = T["start_event_v3"]
TABLE_MAP = T["table_map_event"]
QUERY = T["query_event"]
PAYLOAD = T["transaction_payload_event"]
QUERIES = frozenset((T["query_event"], T["query_compressed_event"]))
ENCRYPTION_STARTS = {T["start_encryption_event"], T["start_5_7_encryption_event"]}
ROWS_EVENTS = {
    T[name]
    for name in EVENT_TYPE
    if name.endswith(("rows_event", "rows_event_v1", "rows_compressed_event", "rows_compressed_event_v1"))
    and name not in ("rows_query_log_event", "annotate_rows_event")
}

CHECKSUM_OFF, CHECKSUM_CRC32 = 0, 1

LOG_EVENT_BINLOG_IN_USE_F = 0x1


def frames(size, min_size, room):
    """Whether an event that declares ``size`` bytes frames: the one rule of an event's bounds
    (``_fastrows.frame_at`` in C, for the runs and the walk by headers): no less than
    ``min_size`` (its header and checksum), no more than :data:`~binlogspec.limits.MAX_EVENT_SIZE`
    nor than ``room``, the bytes after its start (the file's, a payload's)."""
    return min_size <= size <= min(room, MAX_EVENT_SIZE)


def framing_fault(size, min_size, room):
    """Where :func:`frames` says no: the fault (the error class and its message), else None."""
    if size < min_size:
        return errors.LengthOutOfBounds, f"event size {size} is smaller than its header and checksum ({min_size} bytes)"
    if size > MAX_EVENT_SIZE:
        return errors.LengthOutOfBounds, f"event declares {size} bytes, more than the {MAX_EVENT_SIZE} any server writes"
    if size > room:
        return errors.Truncated, f"event declares {size} bytes but the file has only {room} left"
    return None
# Type codes a resynchronising reader takes for the start of an event (UNKNOWN_EVENT, 0, is not one).
_KNOWN_CODES = frozenset(code for code in EVENT_TYPE_NAME if code)


def event_crc32(data):
    """The CRC32 an event's last four bytes should hold. The server sets the in-use flag of a
    file's FDE after checksumming it (and clears it on a clean close), so for an FDE the flag is
    taken as clear, as the server's own check does."""
    if data[4] == FDE and data[17] & LOG_EVENT_BINLOG_IN_USE_F:
        head = bytes([data[17] & ~LOG_EVENT_BINLOG_IN_USE_F & 0xFF])
        crc = zlib.crc32(data[:17])
        crc = zlib.crc32(head, crc)
        return zlib.crc32(data[18:-4], crc) & 0xFFFFFFFF
    return zlib.crc32(memoryview(data)[:-4]) & 0xFFFFFFFF  # a view: the event is not copied


def _int(value):
    """An int from a field that may be a Kaitai enum, a construct enum string or a plain int."""
    if hasattr(value, "int"):
        return value.int
    return int(value)


def type_name(code):
    """MySQL's (or MariaDB's) constant name for an event type code, e.g. ``TABLE_MAP_EVENT``."""
    return EVENT_TYPE_NAME.get(code, f"TYPE_{code}")


def has_checksum_alg(server_version):
    """Whether an FDE written by this server version ends in the checksum-algorithm byte (and a
    checksum): MySQL from 5.6.1, MariaDB from 5.3.0."""
    text = server_version.split("-", 1)[0] if not server_version.startswith("5.5.5-") else server_version[6:]
    match = re.match(r"(\d+)\.(\d+)\.(\d+)", text)
    if not match:
        return False
    version = tuple(int(g) for g in match.groups())
    return version >= ((5, 3, 0) if "mariadb" in server_version.lower() else (5, 6, 1))


# MySQL 5.1 and 5.2 development builds whose server version is 5.1.1-5.1.5 "-a_drop5...", 5.1.4
# "-a_drop6..." or 5.2.0-5.2.2 "-a_drop6..." numbered event types 16-22 otherwise than every other
# server: what their type code 16 ... 22 is today (TABLE_MAP, the pre-GA rows events, XID, the two
# LOAD DATA query events), as the server's own Format_description_event constructor maps them;
# their format description gives 22 post-header lengths, in that numbering.
_DROP_BUILDS = re.compile(r"5\.1\.[1-5]-a_drop5|5\.1\.4-a_drop6|5\.2\.[0-2]-a_drop6")
_DROP_TYPES = dict(zip(range(16, 23), (19, 20, 21, 22, 16, 17, 18)))


def _drop_build_types(server_version, post_header_lens):
    """For a format description of such a build: (its type codes as those of today, as 256 bytes;
    its post-header lengths in today's numbering). None for any other."""
    if not _DROP_BUILDS.match(server_version or ""):
        return None
    if len(post_header_lens) != 22:
        raise ValueError(f"a format description of {server_version} (a 5.1/5.2 development build that numbered "
                         f"event types otherwise) gives {len(post_header_lens)} post-header lengths, not its 22")
    codes = bytes(_DROP_TYPES.get(code, code) for code in range(256))
    lens = bytearray(post_header_lens)
    for old, new in _DROP_TYPES.items():
        lens[new - 1] = post_header_lens[old - 1]
    return codes, bytes(lens)


class Context:
    """What the current format description says about the events after it. ``type_codes``: 256
    bytes mapping the type codes of its events to today's, for the few servers that numbered them
    otherwise (:func:`_drop_build_types`), else None."""

    __slots__ = ("binlog_version", "server_version", "len_header", "checksum_alg", "post_header_lens", "type_codes")

    def __init__(self, binlog_version, server_version, len_header, checksum_alg, post_header_lens, type_codes=None):
        self.binlog_version = binlog_version
        self.server_version = server_version
        self.len_header = len_header
        self.checksum_alg = checksum_alg
        self.post_header_lens = post_header_lens
        self.type_codes = type_codes

    @property
    def len_checksum(self):
        return 4 if self.checksum_alg == CHECKSUM_CRC32 else 0

    @property
    def table_id_width(self):
        """The bytes of a table id in TABLE_MAP events (:meth:`table_id_width_of`)."""
        return self.table_id_width_of(TABLE_MAP)

    def table_id_width_of(self, code):
        """The bytes of a table id in events of type ``code`` (TABLE_MAP, rows events): 4 where
        the format description gives the type a post-header of 6 bytes (MySQL 5.1 before 5.1.4),
        else 6."""
        post = self.post_header_lens
        return 4 if len(post) >= code and post[code - 1] == 6 else 6

    def type_code(self, written):
        """Today's type code of an event whose header says ``written``."""
        return self.type_codes[written] if self.type_codes is not None else written


class Event:
    """One decoded event: where it is, its header, its body and the checksum verdict.

    ``body`` is the backend's own object (a Kaitai object or a construct Container); ``tree`` is
    the canonical form that is the same for both backends. Events unpacked from a
    TRANSACTION_PAYLOAD_EVENT have ``pos``/``next_pos`` of that event and ``payload_offset`` set
    to their offset inside the uncompressed payload.
    """

    __slots__ = (
        "file", "pos", "next_pos", "type_code", "size", "header", "_body", "checksum",
        "checksum_value", "payload_offset", "raw", "params", "_parsed", "undecoded", "_backend", "_tree",
        "_deferred",
    )

    def __init__(self, file, pos, next_pos, type_code, size, header, body, checksum, checksum_value,
                 backend, payload_offset=None, raw=None, params=None, parsed=None, deferred=None):
        self.file = file
        self.pos = pos
        self.next_pos = next_pos
        self.type_code = type_code
        self.size = size
        self.header = header
        self._body = body
        self.checksum = checksum
        self.checksum_value = checksum_value
        self.payload_offset = payload_offset
        self.raw = raw  # the event's bytes, header to checksum
        self.params = params  # the context it was decoded with (binlog_event's params)
        self._parsed = parsed  # the backend's object for the whole event
        # why the body is kept raw: a rows event whose cells its table map cannot size
        self.undecoded = None
        self._backend = backend
        self._tree = None
        # a body not parsed yet (``body`` None): (a parse, its arguments), called when the body is
        # first read; the parse returns the backend's object for the whole event
        self._deferred = deferred

    @property
    def backend(self) -> Any:
        """The backend that decoded the event (its ``tree`` turns a decoded object into the
        canonical tree)."""
        return self._backend

    @property
    def body(self) -> Any:
        """The backend's object for the body (parsed now if the reader deferred it: see the
        Reader's ``defer``; a body that does not parse raises its DecodeError here)."""
        if self._deferred is not None:
            self._undefer()
        return self._body

    @property
    def parsed(self) -> Any:
        """The backend's object for the whole event."""
        if self._deferred is not None:
            self._undefer()
        return self._parsed

    def _undefer(self):
        parse, args = self._deferred
        self._parsed = parse(*args)
        self._body = self._parsed.body
        self._deferred = None

    @property
    def type_name(self) -> str:
        return type_name(self.type_code)

    @property
    def timestamp(self) -> int:
        return self.header["timestamp"]

    @property
    def server_id(self) -> int:
        return self.header["server_id"]

    @property
    def tree(self) -> Any:
        """The body as a canonical tree (dicts, lists, ints, str, bytes), backend-independent; a
        statement's text decoded with the event's charset (:mod:`binlogspec.statements`)."""
        if self._tree is None:
            if self.undecoded is not None:
                self._tree = {"undecoded": self.undecoded, "raw": self.body}
            else:
                # Kaitai parses some parts (values reached through an offset, such as the members of
                # a JSON document) only when they are first read, which is here.
                try:
                    self._tree = decode_statement(self.type_code, self._backend.tree(self.body))
                except errors.BinlogError as exc:
                    if exc.file is None:
                        exc.file, exc.offset, exc.event_type = self.file, self.pos, self.type_name
                    raise
                except Exception as exc:
                    inner = f" (at payload offset {self.payload_offset})" if self.payload_offset is not None else ""
                    raise errors.DecodeError(f"body does not match its layout{inner}: {type(exc).__name__}: {exc}",
                                             file=self.file, offset=self.pos, event_type=self.type_name) from exc
        return self._tree

    def to_dict(self, body: bool = True) -> dict[str, Any]:
        """The event as ``binlogspec events`` prints it (bytes still as bytes); ``body=False``
        leaves the body out."""
        out = {
            "file": self.file,
            "pos": self.pos,
            "next_pos": self.next_pos,
            "type": self.type_name,
            "type_code": self.type_code,
            "timestamp": self.header["timestamp"],
            "server_id": self.header["server_id"],
            "size": self.size,
            "log_pos": self.header.get("log_pos"),
            "flags": self.header.get("flags"),
            "checksum": self.checksum,
        }
        if self.payload_offset is not None:
            out["payload_offset"] = self.payload_offset
        if body:
            out["body"] = self.tree
        return out

    def __repr__(self):
        return f"<Event {self.type_name} at {self.file}:{self.pos}>"


_V4_HEADER = struct.Struct("<IBIIIH")  # timestamp, event_type, server_id, event_size, log_pos, flags
_V1_HEADER = struct.Struct("<IBII")


def _header(data, len_header):
    if len_header >= 19:
        timestamp, event_type, server_id, event_size, log_pos, flags = _V4_HEADER.unpack_from(data)
        return {"timestamp": timestamp, "event_type": event_type, "server_id": server_id, "event_size": event_size,
                "log_pos": log_pos, "flags": flags}
    timestamp, event_type, server_id, event_size = _V1_HEADER.unpack_from(data)
    return {"timestamp": timestamp, "event_type": event_type, "server_id": server_id, "event_size": event_size}
