"""Stretches of the walk read in C: runs of rows events, and the events a filtered walk passes over.

The reader decodes one event at a time in Python, with all its checks. Most of a large binlog is
rows events of a few tables, one transaction after another, for which those checks are always the
same few; so where the reader's own rules are the plain ones, the fast decoder takes a run of
them in C (:meth:`Runs.run_rows`, through :func:`binlogspec.walk.run_on`), with no
:class:`~binlogspec.events.Event` per event, and the walk goes on after the last one it took. The
run reads the file beside the walk's buffered stream, with ``pread`` into a buffer of its own that
is kept from one run to the next, and a long run's next bytes are read ahead on a thread of their
own while the run takes these (``_fastrows.read_ahead``).

A walk that decodes only some event types (the reader's ``only``) passes over the others by their
headers alone; :meth:`Runs.skip_unread` frames a stretch of those in C
(``_fastrows.skip_events``) and stops before any event the walk reads or judges itself.

Both count what they took in the reader's report, so that it covers the file as if the walk had
read every event.
"""

import functools
import importlib
import os
from typing import Any, Optional

from binlogspec.binlogfile import BinlogFile
from binlogspec.carried import CarriedState
from binlogspec.decryption import Decryption
from binlogspec.events import TABLE_MAP
from binlogspec.limits import MAX_EVENT_SIZE
from binlogspec.positions import Positions


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


def _bitmap(codes):
    """A set of event type codes as 256 bits (32 bytes, least significant bit first)."""
    bits = bytearray(32)
    for code in codes:
        bits[code >> 3] |= 1 << (code & 7)
    return bytes(bits)


class Runs:
    """The runs of one reader's walk. The walk sets ``next_pos`` while it stands at a top-level
    event it yielded (where the events after it start: a run may begin there) and, when it goes
    on, takes what a run took meanwhile with :meth:`taken` (``ran`` not None).

    ``reader`` is read for its public state (``context``, ``backend``, ``table_maps``,
    ``report``), the other stages for theirs: a run starts only where nothing is encrypted
    (``decryption``), log_pos follows the plain rule (``positions``) and no table has unsized
    cells (``carried``). ``only``: the reader's event filter (see
    :class:`~binlogspec.reader.Reader`)."""

    RUN_CHUNK = 1 << 20
    RUN_READ_MIN = 64 << 10
    # room before a read ahead's bytes for the end of the window before it: the part of an event
    # the run stopped in (a rows event is at most a few kilobytes; a larger one is read again)
    AHEAD_MARGIN = 64 << 10

    def __init__(self, reader: Any, file: BinlogFile, decryption: Decryption, positions: Positions,
                 carried: CarriedState, only: Optional[frozenset]) -> None:
        self._reader = reader
        self._file = file
        self._decryption = decryption
        self._positions = positions
        self._carried = carried
        self._only = only
        self._only_bitmap = None if only is None else _bitmap(only)  # for skip_unread
        # where the events after the top-level event last yielded start (None: no run can start
        # here), and what a run took while the walk was suspended at that event
        self.next_pos: Optional[int] = None
        self.ran: Optional[tuple[int, int, int]] = None
        self._run_bytes = 0  # what the last run took
        self._run_stop: Optional[int] = None  # where the last run met an event it does not take
        self._run_buffer = bytearray()
        self._run_window = (0, 0)  # the file's bytes _run_buffer holds (_run_bytes_at)
        self._run_base = 0  # where in _run_buffer they start
        # the read ahead of the bytes after the window, under way (_run_bytes_at): (Ahead, its
        # offset, the buffer it reads into, the bytes it reads), and the buffer of the one before
        self._ahead: Optional[tuple] = None
        self._run_spare = bytearray()

    def taken(self) -> tuple[int, int, int]:
        """What the runs took while the walk stood at its last event: (from, to, events), which
        the walk counts as read and goes on after."""
        ran = self.ran
        assert ran is not None
        self.ran = None
        return ran

    def close(self) -> None:
        self._ahead = None  # (a read under way is waited for: it reads from the file)

    def run_rows(self, take: Any, across: bool = False, ahead: bool = True) -> int:
        """See :meth:`binlogspec.reader.Reader.run_rows`."""
        at = self.next_pos
        context = self._reader.context
        decryption, file = self._decryption, self._file
        if (at is None or at == self._run_stop or decryption.cipher is not None
                or decryption.encrypted_from is not None or self._only is not None or self._carried.unsized
                or context is None or context.len_header < 19 or context.type_codes is not None):
            return 0
        # log_pos as the walk holds it: each event's end, or (a reader starting inside a file, a
        # Spark split's) not known, when the walk checks nothing but notes a 0
        rule = self._positions.rule
        if rule == "end":
            check_log_pos = True
        elif rule is None and file.start is not None:
            check_log_pos = False
        else:
            return 0
        end = file.limit
        start, ran = (at, 0) if self.ran is None else self.ran[::2]  # a run goes on from the last one
        # a run mostly ends where a transaction does: read about what the last one took, not a
        # whole chunk whose most bytes the walk would read again
        total, want = 0, self.RUN_CHUNK if across else min(self.RUN_CHUNK, self._run_bytes + (self._run_bytes >> 2) + (16 << 10))
        need = 0
        here = file.fh.tell()
        # A file of our own with a descriptor is read beside the walk's buffer, which holds what
        # the walk reads next, into one buffer kept for the runs (fresh memory for each would
        # cost a page fault a page). Any other stream is read on from where the walk stands.
        fd = file.descriptor()
        done = False
        try:
            while at < end:
                asked = min(want, file.size - at)
                buf, short = self._run_bytes_at(fd, at, asked, need, ahead)
                consumed, count, need = take(buf, at, end - at, context.len_header, context.len_checksum,
                                             context.post_header_lens, check_log_pos)
                ended = short or at + len(buf) >= file.size
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
                file.fh.seek(here)
        if need < 0:  # it stopped before an event it does not take: no run starts there again
            self._run_stop = at
        if total:
            self._run_bytes = at - start
            self.ran = (start, at, ran + total)
            self.next_pos = at
        return total

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
        file = self._file
        if fd is None:
            if file.data is not None and file.encrypted_fh is None:  # (in place: no copy a run)
                return memoryview(file.data)[at:at + max(asked, need)], False
            buf = file.read_at(at, asked)
            return buf, len(buf) < asked
        start, stop = self._run_window
        if start <= at < stop and stop - at >= need:
            base = self._run_base - start
            return memoryview(self._run_buffer)[base + at:base + min(stop, at + max(asked, need))], False
        asked = min(max(asked, self.RUN_READ_MIN), file.size - at)
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
        if ahead and asked >= self.RUN_CHUNK and not short and stop < file.size:
            self._read_ahead(fd, stop, min(asked, file.size - stop))
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

    def skip_unread(self, pos: int) -> int:
        """Where the walk with ``only`` goes on after ``pos``: past the events after it that it
        would pass over too (counted in the report), framed in C by their headers alone
        (``_fastrows.skip_events``) where the file has a descriptor and nothing is encrypted. It
        stops before any event the walk reads or judges itself."""
        reader, file, decryption, only = self._reader, self._file, self._decryption, self._only
        assert only is not None, "a walk that reads every event passes over none"
        skip = _skip_events()
        fd = file.descriptor() if skip is not None else None
        if (fd is None or decryption.cipher is not None or decryption.encrypted_from is not None
                or reader.context.type_codes is not None):  # (C reads the type codes as written)
            return pos
        context = reader.context
        args: tuple = ()
        map_key = getattr(reader.backend, "map_key", None)
        if TABLE_MAP in only and not self._carried.follows_ddl and map_key is not None \
                and context.len_header >= 19:
            # a TABLE_MAP whose bytes are those of the map in force for its id changes nothing here
            maps = {}
            for table_id, body in reader.table_maps.items():
                key = map_key(body)
                if key is not None:
                    maps[table_id] = key
            args = (maps, context.len_header, context.len_checksum, context.table_id_width)
        end, count = skip(fd, pos, file.limit, file.size, self._only_bitmap,
                          context.len_header + context.len_checksum, *args)
        if count:
            reader.report.event(pos, end, count)
        return end
