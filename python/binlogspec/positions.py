"""The log_pos rules: what an event's header says about where events are.

Every v3 and v4 event header carries a log_pos, and a file's servers wrote it by one rule: in a
binlog v4 it is the offset of the next event (the event's end), in binlog v1 and v3 the event's own
offset. A relay log carries the master's positions instead, and an artificial event (a relay log's
ROTATE, a master's format description) writes 0. Which rule holds is learnt from the file's first
event (:class:`Positions`, ``rule``); from then on an event's size and its log_pos disagreeing means
one of them is damaged, and the walk stops there (or, reading permissively, looks for the next
event).

Servers bent the rule in places, and the checks here know where: MySQL 4.0 gave the events of a
transaction its BEGIN's position, 4.0.0 wrote 1 in its START_EVENT_V3, and a v1/v3 log_pos vouches
for where an event starts but not for its size, which the next event's header does. A disagreement
that a chain of plausible headers after the event outweighs (:meth:`Positions.chain_follows`) is a
note, not a fault: the reader decides which (its event CRC32 holding decides too).
"""

from typing import Any, Optional, Union

from binlogspec import errors
from binlogspec.binlogfile import BinlogFile
from binlogspec.events import _KNOWN_CODES, START_V3, frames


class Positions:
    """How one file's log_pos fields relate to event offsets, and the checks that hold each
    event to it. ``rule``: "end" (v4: the next event's offset), "start" (v1/v3: the event's own
    offset), None while unknown (before the first event, or in a reader starting inside the file)
    and False when the positions are not this file's (a relay log, an artificial event).
    ``starts``: the offsets of the events read in a v1/v3 file, which a 4.0 transaction's events
    may name. ``reader`` is read for its :attr:`~binlogspec.reader.Reader.context` and its
    :attr:`~binlogspec.reader.Reader.report` (the notes a bent rule leaves)."""

    def __init__(self, reader: Any, file: BinlogFile) -> None:
        self._reader = reader
        self._file = file
        self._start = file.start
        self.rule: Union[str, bool, None] = None
        self.starts: set[int] = set()

    def reached(self, pos: int) -> None:
        """The walk reached an event at ``pos`` that it could not read (a v1/v3 file's 4.0 BEGIN
        may be that one all the same: its events may name it)."""
        if self.rule == "start":
            self.starts.add(pos)

    def check(self, pos: int, size: int, log_pos: int, code: int) -> None:
        """Hold an event's size to its log_pos where this file's positions are known to be its
        own (a binlog, not a relay log): the two disagreeing means one of them is damaged."""
        if self._start is None and pos == 4 and self.rule is None:
            # the file's first event, written by the server that wrote the file
            if log_pos == pos + size:
                self.rule = "end"
            elif log_pos == pos:
                self.rule = "start"
            elif log_pos == 1 and code == START_V3:
                self.rule = "start"
                self._reader.report.note(pos, "log_pos 1 in the START_EVENT_V3 (as MySQL 4.0.0 wrote it)")
            elif log_pos != 0:
                raise self._file.error(errors.LengthOutOfBounds,
                                       f"the file's first event is {size} bytes long, so its log_pos should be {pos + size}; "
                                       f"it is {log_pos}", pos, code)
        elif log_pos == 0:
            # artificial events (a relay log's ROTATE, a master's FDE): positions are not this file's
            self.rule = False
        elif self.rule == "end" and log_pos != pos + size:
            raise self._file.error(errors.LengthOutOfBounds,
                                   f"event size {size} puts its end at {pos + size}, but its log_pos says {log_pos} "
                                   "(every event before it ended at its log_pos)", pos, code)
        elif self.rule == "start" and log_pos != pos:
            if log_pos not in self.starts:
                raise self._file.error(errors.LengthOutOfBounds,
                                       f"log_pos {log_pos} should be the event's own offset {pos}, as for every "
                                       "event before it", pos, code)
            # MySQL 4.0 gave the events of a transaction the position of its BEGIN
            self._reader.report.note(pos, f"log_pos {log_pos} is the offset of an earlier event (a MySQL 4.0 "
                                          "transaction's events carry its BEGIN's position)")
        if self.rule == "start":
            file = self._file
            if len(self.starts) < 1 << 16:
                self.starts.add(pos)
            # binlog v1/v3: log_pos vouches for where an event starts, not for its size; the next
            # event's log_pos does (where a whole header follows), or names an earlier event
            # (4.0 transactions, above)
            after = pos + size
            head = file.peek(after, 19)
            if len(head) == 19:
                following = int.from_bytes(head[13:17], "little")
                # (0: an artificial event, whose size must then fit)
                fits = 19 <= int.from_bytes(head[9:13], "little") <= file.size - after
                if following != after and following not in self.starts and not (following == 0 and fits) \
                        and not self._v3_chain_holds(after, head):
                    raise file.error(errors.LengthOutOfBounds,
                                     f"event size {size} puts the next event at {after}, but the header there has "
                                     f"log_pos {following}", pos, code)

    def chain_follows(self, at: int, links: int = 3) -> bool:
        """Whether, from ``at``, ``links`` headers in a row are plausible by their sizes alone (a
        known type code, a size that covers a header and fits before the end), or fewer reach the
        end exactly: the sizes before ``at`` are then believed whatever the log_pos fields say."""
        file, context = self._file, self._reader.context
        limit = file.limit
        len_header = context.len_header if context is not None else 19
        len_checksum = context.len_checksum if context is not None else 0
        for _ in range(links):
            if at == limit:
                return True
            head = file.peek(at, 13)
            if len(head) < 13 or head[4] not in _KNOWN_CODES:
                return False
            size = int.from_bytes(head[9:13], "little")
            if not frames(size, len_header + len_checksum, limit - at):
                return False
            at += size
        return True

    def _v3_chain_holds(self, at: int, head: bytes) -> bool:
        """Whether the event at ``at`` (header ``head``) leads, by its size, to the end of the
        file or to a header whose log_pos is its own offset: then a wrong log_pos at ``at`` is
        that event's own damage, not a sign that the size before it is wrong."""
        file = self._file
        nxt = at + int.from_bytes(head[9:13], "little")
        if nxt == file.size:
            return True
        further = file.peek(nxt, 19) if at < nxt < file.size else b""
        if len(further) < 19:
            return False
        log_pos = int.from_bytes(further[13:17], "little")
        # its own offset, or (a 4.0 transaction's event) the offset of its BEGIN: ``at`` or earlier
        return log_pos in (nxt, at) or log_pos in self.starts

    def expected(self, q: int, size: int) -> Optional[int]:
        """The log_pos the rule expects of an event of ``size`` bytes at ``q`` (None: no rule)."""
        return q + size if self.rule == "end" else q if self.rule == "start" else None
