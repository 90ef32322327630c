"""Synthetic binlogs built from real ones by rewriting their events (issue 11): the helpers the
old-format tests use, and a command that writes such a file for the damage run
(``python tests/synthetic.py v3-transactions SOURCE OUT``)."""

import sys
import zlib
from pathlib import Path

MAGIC = b"\xfebin"
FDE, START_V3 = 15, 1


def split(data):
    """The events of a file by their size fields: a list of bytearrays."""
    pos, out = 4, []
    while pos + 19 <= len(data):
        size = int.from_bytes(data[pos + 9:pos + 13], "little")
        out.append(bytearray(data[pos:pos + size]))
        pos += size
    assert pos == len(data)
    return out


def has_checksums(events):
    fde = events[0]
    if fde[4] != FDE:
        return False
    return fde[-5] == 1  # checksum algorithm byte before the FDE's own CRC32 (1: CRC32)


def crc(event):
    event[-4:] = zlib.crc32(bytes(event[:-4])).to_bytes(4, "little")


def join(events, *, checksums, positions="end", log_pos=None):
    """The file of these events, each header's size and log_pos made to agree with where it now
    stands (``positions``: "end" v4, "start" v1/v3); ``log_pos``: {index: value} written as is
    afterwards (the edits under test); the CRC32 of each event so changed recomputed last (a
    format description's is left alone: servers compute it with the in-use flag set)."""
    pos, out = 4, [MAGIC]
    for i, before in enumerate(events):
        event = bytearray(before)
        event[9:13] = len(event).to_bytes(4, "little")
        value = pos + len(event) if positions == "end" else pos
        if log_pos and i in log_pos:
            value = log_pos[i]
        event[13:17] = value.to_bytes(4, "little")
        if checksums and event != before:
            crc(event)
        out.append(bytes(event))
        pos += len(event)
    return b"".join(out)


def renamed_tables(data, names):
    """A v4 file with its TABLE_MAP events' database and table names replaced: ``names`` maps an
    old table name (bytes) to the new ``(db, table)`` (bytes, any of them, up to 255 each); sizes,
    log_pos and CRC32s made to agree, so only the names are hostile."""
    events = split(data)
    checksums = has_checksums(events)
    out = []
    for event in events:
        if event[4] == 19:  # TABLE_MAP_EVENT: a 6-byte table id and 2 flag bytes, then the names
            at = 19 + 8
            len_db = event[at]
            at_table = at + 1 + len_db + 1
            len_table = event[at_table]
            db, table = names[bytes(event[at_table + 1:at_table + 1 + len_table])]
            event = bytearray(event[:at] + bytes([len(db)]) + db + b"\0" + bytes([len(table)]) + table + b"\0"
                              + event[at_table + 1 + len_table + 1:])
            if checksums:
                crc(event)  # join recomputes it only where the size or log_pos moved
        out.append(event)
    return join(out, checksums=checksums)


def v3_transactions(data):
    """A binlog v3 file (MySQL 4.x) rewritten as MySQL 4.0 wrote transactions: the events after
    the first one after START_EVENT_V3 carry that event's (the BEGIN's) position, as 4.0 gave
    every event of a transaction the position of its BEGIN."""
    events = split(data)
    assert events[0][4] == START_V3 and len(events) >= 4
    begin = 4 + len(events[0])
    return join(events, checksums=False, positions="start", log_pos={2: begin, 3: begin})


if __name__ == "__main__":
    kind, source, out = sys.argv[1:4]
    assert kind == "v3-transactions", kind
    Path(out).write_bytes(v3_transactions(Path(source).read_bytes()))
