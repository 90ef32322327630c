"""What a reader needs to start at an event boundary inside a file, carried by walking the file's
event headers alone: the format description, the latest TABLE_MAP per table id, the latest GTID
event, and the transaction state (:class:`binlogspec.walk.TransactionTracker`). Bodies are read
only for FORMAT_DESCRIPTION, START_EVENT_V3, TABLE_MAP and GTID events, and the tail of QUERY
events (to tell a BEGIN); the rest are skipped by their sizes.

:class:`HeaderWalk` is that state at one position; :func:`binlogspec.splits.split_at` makes the
:class:`~binlogspec.splits.Split` that starts there, and :meth:`HeaderWalk.to_json` /
:meth:`HeaderWalk.from_json` carry it in a streaming query's offsets.
"""

import functools

from binlogspec import errors
from binlogspec.events import ENCRYPTION_STARTS, FDE, MAGIC, START_V3, TABLE_MAP, T, frames
from binlogspec.reader import format_context
from binlogspec.runs import _skip_events
from binlogspec.walk import GTID_LIKE, QUERIES, TRX_ENDS, TransactionTracker

ROTATE, STOP = T["rotate_event"], T["stop_event"]
# skip_events' classes of type codes (SKIP_PASS ... SKIP_END in _fastrows.c)
SKIP_PASS, SKIP_STOP, SKIP_MAP, SKIP_GTID, SKIP_QUERY, SKIP_END = range(6)


@functools.lru_cache(maxsize=None)
def _classes():
    """What :meth:`HeaderWalk.skip` does with each type code: pass over (the events whose state
    the walk does not keep), move the transaction state (GTID events, QUERY events, transaction
    ends), pass over a table map written again, or stop (the rest :meth:`HeaderWalk.step` walks:
    format descriptions, encryption, a statement's context, ...)."""
    from binlogspec.selectors import STATEMENT_CONTEXT

    stop = {FDE, START_V3, ROTATE, STOP, *ENCRYPTION_STARTS, *STATEMENT_CONTEXT}
    return bytes(SKIP_STOP if code in stop else SKIP_MAP if code == TABLE_MAP else SKIP_GTID if code in GTID_LIKE
                 else SKIP_QUERY if code in QUERIES else SKIP_END if code in TRX_ENDS else SKIP_PASS
                 for code in range(256))


def _event_at(fh, pos):
    """The bytes of the event at ``pos`` (framed before)."""
    fh.seek(pos + 9)
    size = int.from_bytes(fh.read(4), "little")
    fh.seek(pos)
    return fh.read(size)


class HeaderWalk:
    """The state at ``pos`` (4: the first event, read from the magic) of one file."""

    def __init__(self, pos=4, fde=None, maps=None, gtid_event=None, trx=(None, False)):
        self.pos = pos
        self.fde = fde  # (pos, bytes) of the format description (or START_EVENT_V3) in effect
        self.maps = dict(maps or {})  # table id bytes -> (pos, bytes) of its latest TABLE_MAP
        self.gtid_event = gtid_event  # (pos, bytes) of the latest GTID-type event
        self.tracker = TransactionTracker(*trx)
        self.last_code = None  # the type of the last event walked
        self.last_time = None  # its header time
        self._framing()

    def _framing(self):
        """Header length, checksum length, table id width and type numbering: the reader's
        :class:`~binlogspec.events.Context` of the format description (None before one, and where
        it does not decode: the walk stops there and the reader reports it)."""
        self.len_header, self.len_checksum, self.map_id_width = 19, 0, 6
        self.context = None
        if self.fde is None:
            return
        try:
            self.context = context = format_context(*self.fde)
        except errors.BinlogError:
            return
        self.len_header, self.len_checksum = context.len_header, context.len_checksum
        self.map_id_width = context.table_id_width

    def skip(self, fh, size, limit):
        """Walk in C (``_fastrows.skip_events``) the events from ``pos`` before ``limit`` (the
        event there may end past it) that change only what the walk keeps in numbers: the
        transaction state (GTID events, QUERY events, transaction ends), the latest GTID event,
        and the table maps written again with the bytes in force; it stops before any other
        (a format description, a new table map, a statement's INTVAR/RAND/USER_VAR, a fault),
        which :meth:`step` walks. Returns ``(count, first_time, latest_time, last_pos, outside)``
        of the events passed over (``outside``: the end of the last one after which no
        transaction was open, or None), or None where it cannot (no fast decoder, a file without a
        descriptor, no format description yet, a build that numbered types otherwise, after
        encryption began)."""
        context = self.context
        skip = _skip_events()
        if (skip is None or context is None or context.type_codes is not None or self.last_code in ENCRYPTION_STARTS
                or self.pos >= limit):
            return None
        try:
            fd = fh.fileno()
        except (AttributeError, OSError, ValueError):
            return None
        len_header, len_checksum = self.len_header, self.len_checksum
        maps = {int.from_bytes(key, "little"): data[len_header:len(data) - len_checksum]
                for key, (_, data) in self.maps.items()}
        trx = (-1 if self.tracker.trx_pos is None else self.tracker.trx_pos, self.tracker.pending, self.tracker.open)
        (pos, count, last_pos, last_code, first_time, last_time, latest_time, trx, gtid_pos, maps_at, outside) = skip(
            fd, self.pos, limit, size, _classes(), len_header + len_checksum, maps,
            len_header, len_checksum, self.map_id_width, trx)
        if not count:
            return None
        if gtid_pos >= 0:
            self.gtid_event = (gtid_pos, _event_at(fh, gtid_pos))
        for table_id, at in maps_at.items():  # (the latest of a table map written again: its position shows)
            self.maps[table_id.to_bytes(self.map_id_width, "little")] = (at, _event_at(fh, at))
        self.tracker.trx_pos = None if trx[0] < 0 else trx[0]
        self.tracker.pending, self.tracker.open = trx[1], trx[2]
        self.pos, self.last_code, self.last_time = pos, last_code, last_time
        return count, first_time, latest_time, last_pos, (None if outside < 0 else outside)

    def step(self, fh, size):
        """Walk the event at ``pos`` of a file of ``size`` bytes (``fh`` open on it) when it is
        all there: update the state, return its type code. None when the bytes there are no
        whole event (the file ends, or is still being written, or is damaged there), or when
        encryption starts (headers after it cannot be read)."""
        pos = self.pos
        if pos == 4 and self.fde is None:
            fh.seek(0)
            if fh.read(4) != MAGIC:
                return None
        if self.last_code in ENCRYPTION_STARTS:
            return None
        fh.seek(pos)
        head = fh.read(13)
        if len(head) < 13:
            return None
        code = head[4] if self.context is None else self.context.type_code(head[4])
        length = int.from_bytes(head[9:13], "little")
        if not frames(length, self.len_header + self.len_checksum, size - pos):
            return None  # (the reader's bounds: it reports what is wrong there)
        tail = b""
        if code in (FDE, START_V3, TABLE_MAP) or code in GTID_LIKE:
            data = head + fh.read(length - 13)
            if len(data) < length:
                return None
            if code == FDE:
                self.fde = (pos, data)
                self.maps.clear()
                self._framing()
            elif code == START_V3:
                if self.fde is None:
                    self.fde = (pos, data)
                    self._framing()
            if code in (FDE, START_V3) and self.context is None:
                return None  # (a format the reader does not take: no cut after it)
            if code == TABLE_MAP:
                self.maps[data[self.len_header:self.len_header + self.map_id_width]] = (pos, data)
            elif code in GTID_LIKE:
                self.gtid_event = (pos, data)
        elif code in QUERIES:
            end = pos + length - self.len_checksum
            fh.seek(max(pos, end - 6))
            tail = fh.read(end - max(pos, end - 6))
        self.tracker.see(code, pos, tail)
        self.last_time = int.from_bytes(head[0:4], "little")
        self.pos = pos + length
        self.last_code = code
        return code

    @property
    def in_transaction(self):
        """Whether the walk stands inside a transaction (a cut here would split it)."""
        return self.tracker.open

    def to_json(self):
        def event(found):
            return None if found is None else [found[0], found[1].hex()]

        return {"pos": self.pos, "fde": event(self.fde), "maps": [event(m) for m in self.maps.values()],
                "gtid": event(self.gtid_event), "trx": list(self.tracker.state()), "last": self.last_code,
                "open": self.tracker.open}

    @classmethod
    def from_json(cls, d):
        def event(found):
            return None if found is None else (found[0], bytes.fromhex(found[1]))

        walk = cls(d["pos"], event(d["fde"]), None, event(d["gtid"]), tuple(d["trx"]))
        for m in d["maps"]:
            pos, data = event(m)
            walk.maps[data[walk.len_header:walk.len_header + walk.map_id_width]] = (pos, data)
        walk.last_code = d.get("last")
        walk.tracker.open = d.get("open", False)
        return walk

