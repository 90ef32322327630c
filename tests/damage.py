"""Damage a binlog on purpose and hold the reader to what it must do about it.

The oracle is the file's own decode while intact. Each case is a copy of the file cut short at
one offset, or with one bit flipped, read in raise mode and in resync (permissive) mode:

- the events before the damaged one come out identical (position, type, canonical tree);
- in raise mode the walk then stops with a typed error naming the damaged event's offset
  (Truncated for a cut), or, where nothing covers the damaged byte (no CRC32) and the bytes still
  parse, the damaged event differs and everything after it is as intact (rows events after a
  damaged TABLE_MAP excepted: they are decoded by its damaged layout, and may differ or fail; in
  a file without checksums, the events after a damaged format description may fail where its
  damaged lengths mislead them, but their values may not change; and
  a damaged size field that neither a CRC32 nor a log_pos vouches for, in binlog v1/v3, is found
  wrong only where it leads);
- in resync mode the same holds for what comes before, every event yielded is one of the intact
  file's (at its position, the same unless it is the damaged one or depends on it), the report
  covers the file exactly with the fault's range starting at the damaged event, and where a
  CRC32 or a chain of headers vouches for what follows, every event after the damaged one is
  recovered;
- no other exception, no hang (each case has an alarm), no memory blow-up (the checking process
  runs under an address-space limit).

An encrypted file is read with the key file beside it (``FILE.keys``).

Run as a script in a child process (``python tests/damage.py FILE [--full]``); it prints a JSON
summary with the failures. ``tests/test_damage.py`` runs a sample of offsets per file;
``./build.sh fuzz`` runs every offset.
"""

import argparse
import json
import random
import resource
import signal
import sys
from pathlib import Path

from binlogspec import errors
from binlogspec.reader import FDE, ROWS_EVENTS, TABLE_MAP, Reader

START_ENCRYPTION = 164
KEYS = None  # the keys of the file being checked (an encrypted one): FILE.keys beside it
CASE_SECONDS = 20  # a bound for hangs, not a measure: a case takes milliseconds
MEMORY_LIMIT = 3 << 30


class Hang(Exception):
    pass


def _alarm(signum, frame):
    raise Hang()


class Ev:
    """What the checks compare of one event."""

    __slots__ = ("pos", "payload_offset", "type_code", "next_pos", "tree", "undecoded", "table_id")

    def __init__(self, event):
        self.pos = event.pos
        self.payload_offset = event.payload_offset
        self.type_code = event.type_code
        self.next_pos = event.next_pos
        self.undecoded = event.undecoded
        self.tree = event.tree
        self.table_id = self.tree.get("table_id") if isinstance(self.tree, dict) else None

    @property
    def key(self):
        return (self.pos, self.payload_offset)

    def same(self, other):
        return (self.key, self.type_code, self.next_pos, self.undecoded) == \
            (other.key, other.type_code, other.next_pos, other.undecoded) and self.tree == other.tree

    def __repr__(self):
        return f"<{self.type_code}@{self.pos}{'+' + str(self.payload_offset) if self.payload_offset is not None else ''}>"


def decode(data, mode, backend="kaitai", name="damaged"):
    """(events, error, report) of reading ``data`` in ``mode`` ("raise" or "resync")."""
    events, error = [], None
    reader = Reader(data, name=name, backend=backend, on_error=mode, keys=KEYS)
    try:
        for event in reader:
            events.append(Ev(event))
    except errors.BinlogError as exc:
        error = exc
    return events, error, reader.report


class Oracle:
    def __init__(self, data, backend):
        self.data = data
        self.backend = backend
        self.events, error, _ = decode(data, "raise", backend)
        if error is not None:
            raise ValueError(f"the intact file does not read cleanly: {error}")
        self.by_key = {e.key: e for e in self.events}
        self.top = [e for e in self.events if e.payload_offset is None]
        self.boundaries = [4] + [e.next_pos for e in self.top]
        self.checksums = bool(self.top) and self._has_checksums()
        self.size_of = {e.pos: e.next_pos - e.pos for e in self.top}

    def _has_checksums(self):
        with Reader(self.data, backend=self.backend, keys=KEYS) as reader:
            for _ in reader:
                break
            return reader.context is not None and reader.context.len_checksum == 4

    def start_of(self, offset):
        """The offset of the event holding byte ``offset`` (0 for the magic)."""
        if offset < 4:
            return 0
        start = 4
        for b in self.boundaries:
            if b <= offset:
                start = b
        return start

    def before(self, pos):
        return [e for e in self.events if e.pos < pos]


# What an event's tree repeats of the context it was decoded in (the spec's params).
PARAMS = ("len_header", "len_post_header", "len_checksum", "post_header_lens", "fde_has_checksum_alg",
          "event_type_code")


def _without_params(tree):
    return {k: v for k, v in tree.items() if k not in PARAMS} if isinstance(tree, dict) else tree


def _dependent(oracle, damaged_pos, event):
    """Whether ``event`` may differ because the event at ``damaged_pos`` did: rows events after a
    damaged TABLE_MAP (their cells are cut by its layout, so they may differ or fail), and, in a
    file without checksums, every event after a damaged FORMAT_DESCRIPTION_EVENT (it gives their
    header and post-header lengths: they may fail, or repeat the damaged value in their params,
    but their decoded values must not change)."""
    damaged = oracle.by_key.get((damaged_pos, None))
    if damaged is None or event.pos <= damaged_pos:
        return False
    if damaged.type_code == TABLE_MAP and event.type_code in ROWS_EVENTS:
        return True
    return damaged.type_code == FDE and not oracle.checksums and "format"


def _differs(oracle, damaged_pos, event):
    """Whether ``event`` (read from the damaged copy) differs from the intact one in a way its
    dependence on the damaged event does not allow."""
    intact = oracle.by_key[event.key]
    kind = _dependent(oracle, damaged_pos, event)
    if event.pos == damaged_pos or kind is True:
        return False
    if kind == "format":
        return (event.key, event.type_code, event.next_pos, event.undecoded) != \
            (intact.key, intact.type_code, intact.next_pos, intact.undecoded) \
            or _without_params(event.tree) != _without_params(intact.tree)
    return not event.same(intact)


def _misled_by_size(oracle, data, offset, p, error):
    """A damaged size field that nothing vouches for (no CRC32; binlog v1/v3, whose log_pos is
    where an event starts) is found wrong only where it leads: at the offset it gives."""
    if oracle.checksums or not p + 9 <= offset < p + 13:
        return False
    return error.offset == p + int.from_bytes(data[p + 9:p + 13], "little")


def check_cut(oracle, n):
    """Problems with the file cut short at ``n`` bytes (empty list when all is well)."""
    data = oracle.data[:n]
    problems = []
    expected = [e for e in oracle.events if e.next_pos <= n] if n >= 4 else []
    clean = n in oracle.boundaries or n == 4
    start = 0 if n < 4 else max(b for b in oracle.boundaries + [4] if b <= n)
    for mode in ("raise", "resync"):
        events, error, report = decode(data, mode, oracle.backend)
        if len(events) != len(expected) or not all(a.same(b) for a, b in zip(events, expected)):
            problems.append(f"{mode}: events {events[:3]}... differ from the intact ones before the cut")
        if mode == "raise":
            if clean and error is not None:
                problems.append(f"raise: a clean cut gave {error!r}")
            if not clean and (not isinstance(error, errors.Truncated) or error.offset != start):
                problems.append(f"raise: expected Truncated at {start}, got {error!r}")
        else:
            if error is not None:
                problems.append(f"resync: raised {error!r}")
            if not report.covers():
                problems.append(f"resync: report does not cover the file: {report.as_dict()}")
            q = report.quarantined
            if clean and q:
                problems.append(f"resync: a clean cut quarantined {q}")
            if n == 0:  # nothing to quarantine: the error alone says why
                if [type(e) for e in report.errors] != [errors.Truncated]:
                    problems.append(f"resync: an empty file gave {report.errors}")
            elif not clean and (len(q) != 1 or q[0][0] != start or q[0][1] != n
                              or not isinstance(q[0][2], errors.Truncated)):
                problems.append(f"resync: expected [{start}, {n}) quarantined as truncated, got {q}")
    return problems


def check_flip(oracle, offset, bit):
    """Problems with bit ``bit`` of byte ``offset`` flipped."""
    data = bytearray(oracle.data)
    data[offset] ^= 1 << bit
    data = bytes(data)
    p = oracle.start_of(offset)
    before = oracle.before(p)
    problems = []
    intact_keys = [e.key for e in oracle.events]
    for mode in ("raise", "resync"):
        events, error, report = decode(data, mode, oracle.backend)
        head = events[:len(before)]
        if len(head) != len(before) or not all(a.same(b) for a, b in zip(head, before)):
            problems.append(f"{mode}: events before the damaged one at {p} differ: {events[:len(before) + 1]}")
            continue
        rest = events[len(before):]
        # every event after the damage is one of the intact file's, at its place
        spurious = [e for e in rest if e.key not in oracle.by_key]
        if spurious:
            problems.append(f"{mode}: events that the intact file does not have: {spurious[:3]}")
            continue
        keys = [e.key for e in rest]
        if keys != sorted(keys, key=intact_keys.index):
            problems.append(f"{mode}: events out of order: {keys[:5]}")
        for e in rest:
            if _differs(oracle, p, e):
                problems.append(f"{mode}: {e} differs from the intact event though the damage is at {p}")
                break
        if mode == "raise":
            if error is not None:
                dependent_error = any(k[0] == error.offset and _dependent(oracle, p, oracle.by_key[k])
                                      for k in oracle.by_key)
                if error.offset != p and not dependent_error and not _misled_by_size(oracle, data, offset, p, error):
                    problems.append(f"raise: error at {error.offset}, the damage is in the event at {p}: {error!r}")
                # the walk stopped at the error: nothing after it
                if any(e.pos > error.offset for e in rest):
                    problems.append("raise: events after the error")
        else:
            if error is not None:
                problems.append(f"resync: raised {error!r}")
            if not report.covers():
                problems.append(f"resync: report does not cover the file: {report.as_dict()}")
            q = report.quarantined
            first = q[0][0] if q else None
            if q and first != p and not ((first, None) in oracle.by_key
                                         and _dependent(oracle, p, oracle.by_key[(first, None)])) \
                    and not _misled_by_size(oracle, data, offset, p, q[0][2]):
                problems.append(f"resync: first quarantined range {q[0][:2]} does not start at the damaged event {p}")
            # nothing decodable after the damage is lost: every later event is back (only a
            # damaged format description leaves nothing to decode the rest with)
            fde_damaged = p == 4 or (p, None) in oracle.by_key and oracle.by_key[(p, None)].type_code == 15
            # (nor does damage to the nonce of a START_ENCRYPTION_EVENT: it is in every later IV)
            nonce_damaged = (p, None) in oracle.by_key and oracle.by_key[(p, None)].type_code == START_ENCRYPTION \
                and KEYS is not None and p + 19 + 5 <= offset < p + 19 + 17
            if q and not fde_damaged and not nonce_damaged and p in oracle.size_of:
                after = p + oracle.size_of[p]
                missing = [e for e in oracle.top if e.pos >= after and (e.pos, None) not in {x.key for x in rest}]
                if missing:
                    problems.append(f"resync: events after the damaged one at {p} were lost: {missing[:3]} "
                                    f"(quarantined {[(a, b) for a, b, _ in q]})")
    return problems


def run_case(fn, *args):
    signal.alarm(CASE_SECONDS)
    try:
        return fn(*args)
    except Hang:
        return [f"no answer within {CASE_SECONDS}s"]
    except Exception as exc:  # anything but a typed error escaping the reader is a failure
        return [f"{type(exc).__name__}: {exc}"]
    finally:
        signal.alarm(0)


def plan(oracle, full, seed, samples=40, all_bits=False):
    """The cases to run: every offset when ``full``, else every event boundary (and its
    neighbours and header fields) plus ``samples`` random offsets of each kind."""
    size = len(oracle.data)
    if full:
        cuts = list(range(size))
        flips = [(i, b) for i in range(size) for b in (range(8) if all_bits else [i % 8])]
        return cuts, flips
    rng = random.Random(seed)
    cuts = set()
    for b in oracle.boundaries:
        cuts.update(x for x in (b - 1, b, b + 1) if 0 <= x < size)
    cuts.update(rng.sample(range(size), min(samples, size)))
    flips = set()
    for e in oracle.top:
        for field in (4, 9, 13):  # type code, size, log_pos
            if e.pos + field < size:
                flips.add((e.pos + field, rng.randrange(8)))
    flips.update((i, rng.randrange(8)) for i in rng.sample(range(size), min(2 * samples, size)))
    return sorted(cuts), sorted(flips)


def check_file(path, full=False, backend="kaitai", samples=40, all_bits=False):
    global KEYS
    sidecar = Path(f"{path}.keys")
    if sidecar.exists():
        from binlogspec.crypto import KeyFile

        KEYS = KeyFile.read(sidecar)
    else:
        KEYS = None
    data = Path(path).read_bytes()
    oracle = Oracle(data, backend)
    cuts, flips = plan(oracle, full, Path(path).name, samples, all_bits)
    failures = []
    for n in cuts:
        for problem in run_case(check_cut, oracle, n):
            failures.append({"case": f"cut at {n}", "problem": problem})
    for offset, bit in flips:
        for problem in run_case(check_flip, oracle, offset, bit):
            failures.append({"case": f"flip bit {bit} of byte {offset}", "problem": problem})
    return {"file": str(path), "backend": backend, "cuts": len(cuts), "flips": len(flips),
            "checksums": oracle.checksums, "events": len(oracle.events), "failures": failures}


def main(argv=None):
    parser = argparse.ArgumentParser(description="damage tests for binlog files")
    parser.add_argument("files", nargs="+")
    parser.add_argument("--full", action="store_true", help="every offset, not a sample")
    parser.add_argument("--all-bits", action="store_true", help="with --full: all eight bits of every byte")
    parser.add_argument("--backend", default="kaitai", choices=["kaitai", "construct"])
    parser.add_argument("--samples", type=int, default=40)
    args = parser.parse_args(argv)
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    signal.signal(signal.SIGALRM, _alarm)
    status = 0
    for path in args.files:
        result = check_file(path, args.full, args.backend, args.samples, args.all_bits)
        print(json.dumps(result), flush=True)
        status |= bool(result["failures"])
    return status


if __name__ == "__main__":
    sys.exit(main())
