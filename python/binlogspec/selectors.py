"""mysqlbinlog's selectors: which events of a run over several files are shown.

With the meaning ``mysqlbinlog`` (and ``mariadb-binlog``) gives them:

- ``start_position``: in the first file, events from this byte offset on;
- ``stop_position``: in the last file, reading stops at the first event at or after this offset;
- ``start_datetime``: events whose header timestamp is at or after this time (and the format
  description event, whatever its time; the INTVAR/RAND/USER_VAR events of a statement go with it);
- ``stop_datetime``: reading (of every file) stops at the first event at or after this time;
- ``databases``: rows events (and their TABLE_MAP events) of these databases only, and QUERY
  events whose default database is one of them (:func:`database_of`).

Times are ``YYYY-MM-DD HH:MM:SS`` in the local time zone (``TZ``), as mysqlbinlog reads them, or
seconds since the epoch. Events before a start are still read (the format description and the
table maps before them are needed), only not shown.

A reader of one stretch of a file (a Spark split) applies the same rules to the events it reads,
with the file's index in the run; :meth:`Selection.stops_at` and :meth:`Selection.passes_over`
say, from positions and header times alone, which stretches need not be decoded at all.
"""

import copy
import datetime
import time

from binlogspec.events import FDE, T

STATEMENT_CONTEXT = {T["intvar_event"], T["rand_event"], T["user_var_event"]}

__all__ = ["Selection", "TablePatterns", "parse_datetime"]


def table_predicate(tables):
    """``tables`` (None, a set of ``"db.table"``, a predicate, or a text of comma-separated
    ``db.table`` globs as ``--tables`` takes them: ``"*"``, ``"shop.*,crm.customers"``) as a
    predicate on ``"db.table"``, or None for every table. (A text is no set of names: taken for
    one, ``"shop.orders"`` would be a set of letters and keep no table, silently.)"""
    if tables is None or callable(tables):
        return tables
    if isinstance(tables, str):
        return TablePatterns(tables)
    return set(tables).__contains__


class TablePatterns:
    """``--tables``/``tables``: comma-separated ``db.table`` globs (``*``, ``?``), as a predicate
    on ``"db.table"`` that keeps the names it is asked about (``seen``) and the patterns that
    matched one (``matched``): a pattern that matched no table of the files (a typo) is worth
    saying (:meth:`unmatched_note`)."""

    def __init__(self, patterns):
        if isinstance(patterns, str):
            patterns = [p.strip() for p in patterns.split(",") if p.strip()]
        self.patterns = list(patterns)
        self.seen, self.matched = set(), set()

    def __call__(self, name):
        import fnmatch

        self.seen.add(name)
        hit = False
        for pattern in self.patterns:
            if fnmatch.fnmatchcase(name, pattern):
                self.matched.add(pattern)
                hit = True
        return hit

    def __reduce__(self):  # (what a Spark task gets: the patterns; what it saw stays its own)
        return TablePatterns, (self.patterns,)

    def __eq__(self, other):
        return isinstance(other, TablePatterns) and other.patterns == self.patterns

    __hash__ = None  # type: ignore[assignment]  # (equal by patterns, not hashable: what it saw changes)

    def __repr__(self):
        return f"TablePatterns({','.join(self.patterns)!r})"

    def unmatched_note(self, seen=None, matched=None):
        """One line per pattern that matched no table (of ``seen``/``matched`` when given, the
        names and patterns of several readers' predicates), with the tables the files hold; ""
        when every pattern matched."""
        seen = self.seen if seen is None else set(seen)
        matched = self.matched if matched is None else set(matched)
        held = ", ".join(sorted(seen)) or "none"
        return "".join(f"--tables {pattern}: matched no table (the files hold: {held})\n"
                       for pattern in self.patterns if pattern not in matched)


def parse_datetime(text):
    """Seconds since the epoch of a ``--start-datetime``/``--stop-datetime`` value."""
    if isinstance(text, (int, float)):
        return int(text)
    text = text.strip()
    if text.isdigit():
        return int(text)
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            parsed = datetime.datetime.strptime(text, fmt)
        except ValueError:
            continue
        return int(time.mktime(parsed.timetuple()))
    raise ValueError(f"not a date and time (YYYY-MM-DD HH:MM:SS): {text!r}")


class Stop(Exception):
    """Reading stops here: a stop position or a stop time was reached."""


class Selection:
    """The selectors of one run over ``count`` files (see the module documentation)."""

    def __init__(self, count=1, *, start_position=None, stop_position=None, start_datetime=None,
                 stop_datetime=None, databases=None):
        self.count = count
        self.start_position, self.stop_position = start_position, stop_position
        self.start_time = parse_datetime(start_datetime) if start_datetime is not None else None
        self.stop_time = parse_datetime(stop_datetime) if stop_datetime is not None else None
        self.databases = set(databases) if databases else None

    def of(self, count):
        """The same selectors over a run of ``count`` files."""
        other = copy.copy(self)
        other.count = count
        return other

    @property
    def timed(self):
        return self.start_time is not None or self.stop_time is not None

    @property
    def empty(self):
        return (self.start_position is None and self.stop_position is None and self.start_time is None
                and self.stop_time is None and self.databases is None)

    def stops(self, event, index):
        """Whether reading ends at this event of file ``index`` (0-based): a stop time, or in the
        last file a stop position, reached."""
        return self.stops_at(index, event.pos, event.timestamp)

    def stops_at(self, index, pos, timestamp=None):
        """Whether reading ends at an event at ``pos`` of file ``index`` with header time
        ``timestamp`` (None: not known; the stop time is then left out)."""
        if self.stop_time is not None and timestamp is not None and timestamp >= self.stop_time:
            return True
        return index == self.count - 1 and self.stop_position is not None and pos >= self.stop_position

    def passes_over(self, index, last=None, latest=None):
        """Whether no event of a stretch of file ``index`` is shown, a format description aside,
        from what is known of it without decoding it: ``last`` the position of its last event,
        ``latest`` the latest header time of its events (None: not known). It is wholly before
        the start position (first file), or wholly before the start time (which still shows a
        format description)."""
        if index == 0 and self.start_position is not None and last is not None and last < self.start_position:
            return True
        return self.start_time is not None and latest is not None and latest < self.start_time

    def in_range(self, index, pos):
        """The position rule alone: whether ``pos`` of file ``index`` is at or after a start position."""
        return not (index == 0 and self.start_position is not None and pos < self.start_position)

    def _in_range(self, event, index):
        return self.in_range(index, event.pos)

    def _in_time(self, event):
        # a start time leaves the format description in (mysqlbinlog shows it whatever its time)
        return self.start_time is None or event.timestamp >= self.start_time or event.type_code == FDE

    def shows(self, event, index):
        """Whether an event (read before any stop) is shown. An event unpacked from a transaction
        payload counts with the payload's position."""
        return self._in_range(event, index) and self._in_time(event)

    def counts(self, event, index):
        """Whether an event (read before any stop) is in the selected range: shown, and a format
        description only within the times too (what a count of the selected events counts,
        whichever files a planner passed over)."""
        return self._in_range(event, index) and (self.start_time is None or event.timestamp >= self.start_time)

    def until_stop(self, events, index):
        """The events of file ``index`` up to a stop (raising :class:`Stop` there)."""
        for event in events:
            if self.stops(event, index):
                raise Stop()
            yield event

    def events(self, events, index):
        """The events of file ``index`` that are shown, up to a stop (raising :class:`Stop`). The
        INTVAR, RAND and USER_VAR events before a statement are its context: a start time shows
        them with it or not at all, as mysqlbinlog prints them (a delayed one's older time, say).
        Without selectors, ``events`` itself."""
        if self.empty:
            return iter(events)
        return self._shown(events, index)

    def _shown(self, events, index):
        context = []
        walk = self.until_stop(events, index)
        while True:
            try:
                event = next(walk)
            except StopIteration:
                break
            except Stop:
                yield from (e for e in context if self.shows(e, index))  # a context with no statement after it
                raise
            if event.type_code in STATEMENT_CONTEXT:
                context.append(event)
                continue
            if self._in_time(event):
                yield from (e for e in context if self._in_range(e, index))
                if self._in_range(event, index):
                    yield event
            context.clear()
        yield from (e for e in context if self.shows(e, index))

    def keeps_database(self, db):
        return self.databases is None or db in self.databases

    def keeps_table(self, name):
        """Whether the row changes of ``"db.table"`` are kept (``databases``)."""
        return self.databases is None or name.split(".", 1)[0] in self.databases

    def table_filter(self, tables=None):
        """``tables`` (as :func:`table_predicate` takes it) narrowed to the kept databases."""
        tables = table_predicate(tables)
        if self.databases is None:
            return tables
        return lambda name: self.keeps_table(name) and (tables is None or tables(name))

    def steps(self, events, index):
        """The events of file ``index`` up to a stop, ending there (no :class:`Stop`): for a walk
        that reads every event and shows those :meth:`shows` keeps (a Spark split's)."""
        try:
            yield from self.until_stop(events, index)
        except Stop:
            return

    def shown(self, events, index):
        """:meth:`events`, ending at a stop (no :class:`Stop`)."""
        try:
            yield from self.events(events, index)
        except Stop:
            return
