"""Readers for the expected outputs that sit beside corpus files and for mariadb-binlog's output:
what another tool says each event is, to hold binlogspec's walk to."""

import re
from pathlib import Path

AT = re.compile(r"^# at (\d+)\s*$")
LINE = re.compile(r"^#\d{6}\s+\d{1,2}:\d\d:\d\d server id (\d+)\s+end_log_pos (\d+)(?: CRC32 0x([0-9a-f]{8}))?\s*(.*)$")
HEXHEAD = re.compile(r"^#\s+([0-9a-f]+) ((?:[0-9a-f]{2} ){4})\s+([0-9a-f]{2})\s+((?:[0-9a-f]{2} ){4})\s+((?:[0-9a-f]{2} ?){4})")


def mysqlbinlog_events(text):
    """Events listed by mysqlbinlog/mariadb-binlog text output, in order: dicts with pos,
    server_id, end_log_pos, crc (or None), desc (the text after the header line) and, for -H
    dumps, type_code and size. Several '# at' lines in a row (annotate + table map) are paired with
    the event lines that follow them in order."""
    pending, events = [], []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = AT.match(line)
        if m:
            pending.append(int(m.group(1)))
            continue
        m = LINE.match(line)
        if m and pending:
            ev = {"pos": pending.pop(0), "server_id": int(m.group(1)), "end_log_pos": int(m.group(2)),
                  "crc": int(m.group(3), 16) if m.group(3) else None, "desc": m.group(4).strip()}
            for nxt in lines[i + 1:i + 4]:
                h = HEXHEAD.match(nxt)
                if h:
                    ev["type_code"] = int(h.group(3), 16)
                    ev["size"] = int.from_bytes(bytes.fromhex(h.group(5).replace(" ", "")), "little")
                    break
                if nxt.startswith("# \t") or nxt.startswith("#\t"):
                    ev["desc"] = nxt.lstrip("# \t")
                    break
            events.append(ev)
    return events


def read_text(path: Path):
    """An expected-output file's text; some were captured as UTF-16."""
    raw = path.read_bytes()
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff") or raw[1:2] == b"\0":
        return raw.decode("utf-16", "replace")
    return raw.decode("utf-8", "replace")


def expected_outputs(binlog: Path):
    """The mysqlbinlog-style expected outputs beside a corpus binlog."""
    out = []
    for suffix in (".expected-dump.txt", ".expected-mysqlbinlog.txt"):
        p = binlog.with_name(binlog.name + suffix)
        if p.exists():
            out.append(p)
    return out


def show_binlog_events(path: Path):
    """Rows of a SHOW BINLOG EVENTS capture (UTF-16): (pos, event_type, end_log_pos)."""
    text = read_text(path)
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) > 6 and cells[2].isdigit():
            rows.append((int(cells[2]), cells[3], int(cells[5])))
    return rows
