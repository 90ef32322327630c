"""Permissive reading's search for the next event after damage.

A reader with ``on_error="resync"`` that meets a fault (a length that does not fit, a CRC32 that
fails, a body that does not parse) quarantines the damaged bytes and reads on from the next offset
where an event plausibly starts, so that only the damaged span is lost. Nothing in a binlog marks
where events start, so :class:`Resync` tries each offset after the fault in turn and takes the
first whose bytes read as an event's: a known type code, a size that covers a header and checksum
and fits before the end, a log_pos that agrees with the file's positions (:mod:`binlogspec.positions`)
and, where the file has checksums, a CRC32 that holds; without checksums, a chain of plausible
headers after it (two when the log_pos agreed, three when it could not be checked) or one that
ends exactly at the end of the file. A format description found this way sets the framing of the
events after it for the chain. Without a format description only a new one (or a START_EVENT_V3)
can be decoded, so only those are looked for.

An encrypted stretch is searched by decrypting each candidate instead
(:meth:`binlogspec.decryption.Decryption.resync`).
"""

import re
from typing import Any, Optional

from binlogspec.binlogfile import BinlogFile
from binlogspec.events import _KNOWN_CODES, FDE, START_V3, event_crc32, frames, has_checksum_alg
from binlogspec.positions import Positions


class Resync:
    """The search for the next plausible event in one reader's file. ``reader`` is read for its
    :attr:`~binlogspec.reader.Reader.context` alone: the framing of the events a candidate is
    held to, when no candidate format description says another."""

    def __init__(self, reader: Any, file: BinlogFile, positions: Positions) -> None:
        self._reader = reader
        self._file = file
        self._positions = positions

    def next_event(self, bad: int) -> Optional[int]:
        """The offset of the first plausible event after ``bad`` (the start of the event at
        fault), or None (see the module doc)."""
        file = self._file
        limit = file.limit
        self._positions.reached(bad)
        window_start, window = None, b""
        q = bad + 1
        while q + 13 <= limit:
            if window_start is None or q + 19 > window_start + len(window):
                window_start, window = q, file.read_at(q, min(1 << 16, limit - q))
            i = q - window_start
            if window[i + 4] in _KNOWN_CODES and self._acceptable(q, window[i:i + 19], limit):
                return q
            q += 1
        return None

    def _candidate(self, q, head, limit, framing=None):
        """(size, len_checksum, log_pos agreed, framing of the events after it) when ``head``
        (the bytes at ``q``) is a plausible event header, else None. ``framing``: (header length,
        checksum length) of the events here, when a candidate FDE before them says it."""
        file, context, positions = self._file, self._reader.context, self._positions
        code = head[4]
        size = int.from_bytes(head[9:13], "little")
        after = framing
        if code == FDE:
            alg = has_checksum_alg(file.server_version_at(q))
            len_header, len_checksum = 19, 4 if alg else 0
            after = (file.peek(q + 19 + 56, 1) or b"\0")[0], len_checksum
        elif framing is not None:
            len_header, len_checksum = framing
        elif context is None:
            if code != START_V3:
                return None
            len_header, len_checksum = (13 if size == 13 + 56 else 19), 0
            after = len_header, 0
        else:
            len_header, len_checksum = context.len_header, context.len_checksum
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
            expected = positions.expected(q, size)
            if expected is not None:
                if log_pos not in (0, expected) and not len_checksum \
                        and not (positions.rule == "start" and log_pos in positions.starts and log_pos < q):
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
        body = self._file.peek(q + len_header, 52)
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
            data = self._file.read_at(q, size)
            return len(data) == size and event_crc32(data) == int.from_bytes(data[-4:], "little")
        links, at = 1, q + size
        while links < (2 if agreed else 3):
            if at == limit:
                return True
            head = self._file.read_at(at, 19)
            if len(head) < 13 or head[4] not in _KNOWN_CODES:
                return False
            found = self._candidate(at, head, limit, framing)
            if found is None:
                return False
            links, at, framing = links + 1, at + found[0], found[3]
        return True
