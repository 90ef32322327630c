"""A per-file account of what a reader made of every byte.

A :class:`Report` cuts the stretch of the file a reader was asked to read (the whole file, or
``start``..``end``) into consecutive spans, each of one kind:

- ``magic``: the 4-byte binlog magic;
- ``events``: a run of consecutive events that decoded (``events`` says how many);
- ``quarantined``: bytes that could not be decoded, with the typed error that says why.

The spans follow each other without gap or overlap, so decoded events plus quarantined ranges
cover the stretch exactly (:meth:`Report.covers`). Problems that did not cost any bytes of the
file are listed as ``notes``: a rows event kept raw because its table map cannot size its cells,
or an event inside a TRANSACTION_PAYLOAD that did not decode (its bytes are part of the payload
event's span, which did decode).
"""

from dataclasses import dataclass, field


@dataclass
class Span:
    """``[start, end)`` of the file, of one kind (``magic``, ``events`` or ``quarantined``)."""

    start: int
    end: int
    kind: str
    events: int = 0
    error: object = None  # the BinlogError of a quarantined span

    def as_dict(self):
        out = {"start": self.start, "end": self.end, "kind": self.kind}
        if self.kind == "events":
            out["events"] = self.events
        if self.error is not None:
            out["error"] = self.error.as_dict()
        return out


@dataclass
class Report:
    """What became of each byte of ``file`` from ``start`` to ``end``."""

    file: str
    start: int
    end: int
    spans: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    errors: list = field(default_factory=list)  # every error met, in file order

    def magic(self):
        self.spans.append(Span(0, 4, "magic"))

    def event(self, start, end, count=1):
        """One decoded top-level event (or ``count`` of them, one after the other, from ``start`` to
        ``end``); joined to the run before it when they touch."""
        last = self.spans[-1] if self.spans else None
        if last is not None and last.kind == "events" and last.end == start:
            last.end = end
            last.events += count
        else:
            self.spans.append(Span(start, end, "events", events=count))

    def quarantine(self, start, end, error):
        if not self.errors or self.errors[-1] is not error:
            self.errors.append(error)
        if end > start:  # an empty file's error costs no bytes
            self.spans.append(Span(start, end, "quarantined", error=error))

    def note(self, pos, message, payload_offset=None, error=None):
        entry = {"pos": pos, "message": message}
        if payload_offset is not None:
            entry["payload_offset"] = payload_offset
        if error is not None:
            entry["error"] = error.as_dict()
            self.errors.append(error)
        self.notes.append(entry)

    @property
    def events(self):
        return sum(s.events for s in self.spans)

    @property
    def quarantined(self):
        return [(s.start, s.end, s.error) for s in self.spans if s.kind == "quarantined"]

    @property
    def bytes_quarantined(self):
        return sum(s.end - s.start for s in self.spans if s.kind == "quarantined")

    @property
    def unreadable(self):
        """Whether nothing of the stretch could be read: no event decoded, or its events from
        some point on are ciphertext that no key opened (an Encrypted error): what a permissive
        reading still exits 2 for."""
        from binlogspec.errors import Encrypted

        return self.events == 0 or any(isinstance(e, Encrypted) for e in self.errors)

    @property
    def clean(self):
        """True when nothing was quarantined and nothing noted."""
        return not self.notes and not self.errors

    def covers(self):
        """Whether the spans cover ``[start, end)`` exactly, in order, without gap or overlap."""
        at = self.start
        for span in self.spans:
            if span.start != at or span.end <= span.start:
                return False
            at = span.end
        return at == self.end

    def as_dict(self):
        return {
            "file": self.file,
            "start": self.start,
            "end": self.end,
            "events": self.events,
            "bytes_quarantined": self.bytes_quarantined,
            "covers": self.covers(),
            "spans": [s.as_dict() for s in self.spans],
            "notes": self.notes,
            "errors": [e.as_dict() for e in self.errors],
        }
