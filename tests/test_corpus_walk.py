"""Every corpus file walked to its end, checked against what other tools say about it.

Oracles: the corpus manifest's per-file event counts (an independent header walk), the
mysqlbinlog outputs beside some files (position, end_log_pos, CRC32, type code and size of each
event), and SHOW BINLOG EVENTS captures (position, type, end_log_pos)."""

import re
from collections import Counter

import pytest

import binlogspec
from binlogspec import errors
from conftest import CORPUS, corpus_binlogs
from oracle import expected_outputs, mysqlbinlog_events, read_text, show_binlog_events

# Damaged on purpose (the manifest says how): the typed error and the offset it must name, and
# how many events precede the fault.
DAMAGED = {
    "mdb118__bug11747416_32228_binlog.000001": (errors.Truncated, 316),
    "my8040__duplicate_xid_xa_prepare.000001": (errors.ChecksumMismatch, 884),
    "myflash__binlog_output_base.flashback": (errors.ChecksumMismatch, 120),
    "ps8027__ps_encrypted_master-bin.000002": (errors.Encrypted, 164),
    "ps8027__ps_encrypted_slave-relay-bin.000002": (errors.Encrypted, 164),
    # Bug#31793 relay log: a QUERY event claims 16949 bytes of status variables, 139 remain
    "wsql__corrupt-relay-bin.000624": (errors.DecodeError, 91204),
}

# Intact rows events whose row images cannot be cut into cells from their table map alone: MariaDB
# 10.0 with mysql56_temporal_format=OFF writes TIMESTAMP(n) as type 7 without metadata, though its
# values take 4 + (n + 1) / 2 bytes. The walk keeps them raw, with the reason.
UNDECODED = {"tiflow__mysql-bin.000001": [1819, 2418, 3267, 3569]}

# The manifest's names for event types, to ours.
MANIFEST_NAMES = {
    "FORMAT_DESCRIPTION": "FORMAT_DESCRIPTION_EVENT", "START_V3": "START_EVENT_V3", "QUERY": "QUERY_EVENT",
    "STOP": "STOP_EVENT", "ROTATE": "ROTATE_EVENT", "INTVAR": "INTVAR_EVENT", "RAND": "RAND_EVENT",
    "USER_VAR": "USER_VAR_EVENT", "XID": "XID_EVENT", "BEGIN_LOAD_QUERY": "BEGIN_LOAD_QUERY_EVENT",
    "APPEND_BLOCK": "APPEND_BLOCK_EVENT", "EXECUTE_LOAD_QUERY": "EXECUTE_LOAD_QUERY_EVENT",
    "TABLE_MAP": "TABLE_MAP_EVENT", "PRE_GA_WRITE_ROWS": "PRE_GA_WRITE_ROWS_EVENT",
    "WRITE_ROWS_V1": "WRITE_ROWS_EVENT_V1", "UPDATE_ROWS_V1": "UPDATE_ROWS_EVENT_V1",
    "DELETE_ROWS_V1": "DELETE_ROWS_EVENT_V1", "WRITE_ROWS_V2": "WRITE_ROWS_EVENT",
    "UPDATE_ROWS_V2": "UPDATE_ROWS_EVENT", "DELETE_ROWS_V2": "DELETE_ROWS_EVENT",
    "PARTIAL_UPDATE_ROWS": "PARTIAL_UPDATE_ROWS_EVENT", "GTID": "GTID_LOG_EVENT",
    "ANONYMOUS_GTID": "ANONYMOUS_GTID_LOG_EVENT", "PREVIOUS_GTIDS": "PREVIOUS_GTIDS_LOG_EVENT",
    "XA_PREPARE": "XA_PREPARE_LOG_EVENT", "TRANSACTION_PAYLOAD": "TRANSACTION_PAYLOAD_EVENT",
    "ROWS_QUERY": "ROWS_QUERY_LOG_EVENT", "MDB_GTID_LIST": "GTID_LIST_EVENT",
    "MDB_BINLOG_CHECKPOINT": "BINLOG_CHECKPOINT_EVENT", "MDB_GTID": "GTID_EVENT",
    "MDB_ANNOTATE_ROWS": "ANNOTATE_ROWS_EVENT", "PS57_START_ENCRYPTION": "START_5_7_ENCRYPTION_EVENT",
}

# SHOW BINLOG EVENTS names, to ours.
SHOW_NAMES = {
    "Format_desc": "FORMAT_DESCRIPTION_EVENT", "Previous_gtids": "PREVIOUS_GTIDS_LOG_EVENT",
    "Anonymous_Gtid": "ANONYMOUS_GTID_LOG_EVENT", "Gtid": "GTID_LOG_EVENT", "Query": "QUERY_EVENT",
    "Table_map": "TABLE_MAP_EVENT", "Write_rows": "WRITE_ROWS_EVENT", "Update_rows": "UPDATE_ROWS_EVENT",
    "Delete_rows": "DELETE_ROWS_EVENT", "Xid": "XID_EVENT", "Rotate": "ROTATE_EVENT", "Stop": "STOP_EVENT",
    "Rows_query": "ROWS_QUERY_LOG_EVENT", "Transaction_payload": "TRANSACTION_PAYLOAD_EVENT",
}


def manifest_counts():
    """name -> Counter of event types, from the manifest's header-walk table."""
    text = (CORPUS / "MANIFEST.md").read_text()
    section = text.split("## Event-type counts per file", 1)[1]
    counts = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 4 or not re.match(r"^\d+$", cells[2]):
            continue
        counter = Counter()
        for item in cells[3].split(","):
            if ":" in item:
                name, n = item.strip().rsplit(":", 1)
                counter[name.strip()] += int(n)
        counts[cells[0]] = (counter, cells[4] if len(cells) > 4 else "")
    return counts


def walk(path, **kw):
    """All events of a file and the error that stopped the walk (or None)."""
    events = []
    try:
        with binlogspec.open(path, **kw) as reader:
            for event in reader:
                events.append(event)
                event.tree  # noqa: B018 - decoding the whole body is part of the walk
    except errors.BinlogError as exc:
        return events, exc
    return events, None


FILES = corpus_binlogs()
IDS = [p.name for p in FILES]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_walk_to_the_end(corpus, path):
    events, error = walk(path)
    if path.name in DAMAGED:
        cls, offset = DAMAGED[path.name]
        assert isinstance(error, cls), f"expected {cls.__name__}, got {error!r}"
        assert error.offset == offset
        assert error.file == str(path)
        assert str(error).startswith(f"{path}:{offset}:")
        # Everything before the fault was decoded, and ends exactly where the fault is.
        assert events and events[-1].next_pos == offset or events[-1].payload_offset is not None
        return
    assert error is None, f"{error}"
    assert [e.pos for e in events if e.undecoded is not None] == UNDECODED.get(path.name, [])
    top = [e for e in events if e.payload_offset is None]
    assert top[0].pos == 4
    for a, b in zip(top, top[1:]):
        assert b.pos == a.next_pos
    assert top[-1].next_pos == path.stat().st_size
    assert all(e.checksum in ("ok", "none") for e in events)


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_counts_agree_with_manifest(corpus, path):
    counts = manifest_counts()
    if path.name not in counts:
        pytest.skip("no manifest entry (held-out file)")
    expected, anomalies = counts[path.name]
    if path.name in DAMAGED and DAMAGED[path.name][0] is errors.DecodeError:
        pytest.skip("the walk stops at the damaged event; the manifest's header walk counts past it")
    events, _ = walk(path, checksum_errors="flag")
    top = Counter(e.type_name for e in events if e.payload_offset is None)
    inner = Counter(e.type_name for e in events if e.payload_offset is not None)
    want = Counter()
    for name, n in expected.items():
        if name == "ENCRYPTED_EVENT":
            continue  # not decodable: the walk stops with Encrypted at the first of them
        want[MANIFEST_NAMES.get(name, name)] += n
    if "truncated" in anomalies:
        # the manifest counts the event cut off by the end of the file; the walk cannot decode it
        assert sum(want.values()) - sum(top.values()) == 1
        return
    assert top == want


def _oracle_files():
    out = []
    for path in FILES:
        for expected in expected_outputs(path):
            if mysqlbinlog_events(read_text(expected)):
                out.append((path, expected))
    return out


@pytest.mark.parametrize("path,expected", _oracle_files(), ids=lambda v: getattr(v, "name", str(v))[-48:])
def test_events_agree_with_mysqlbinlog(corpus, path, expected):
    listed = mysqlbinlog_events(read_text(expected))
    events, _ = walk(path)
    by_pos = {e.pos: e for e in events if e.payload_offset is None}
    for item in listed:
        event = by_pos.get(item["pos"])
        assert event is not None, f"mysqlbinlog lists an event at {item['pos']}"
        assert event.header.get("log_pos", event.next_pos) == item["end_log_pos"]
        assert event.server_id == item["server_id"]
        if item["crc"] is not None:
            assert event.checksum == "ok" and event.checksum_value == item["crc"]
        if "type_code" in item:
            assert event.type_code == item["type_code"]
            assert event.size == item["size"]


def _show_files():
    return [(p, p.with_name(p.name + ".expected-show.txt")) for p in FILES
            if p.with_name(p.name + ".expected-show.txt").exists()]


@pytest.mark.parametrize("path,show", _show_files(), ids=lambda v: getattr(v, "name", str(v))[-48:])
def test_events_agree_with_show_binlog_events(corpus, path, show):
    # a capture may have been taken after the file grew (a later ROTATE); compare what the file holds
    rows = [r for r in show_binlog_events(show) if r[0] < path.stat().st_size]
    events, error = walk(path)
    assert error is None
    top = [e for e in events if e.payload_offset is None]
    assert [(e.pos, e.header["log_pos"]) for e in top] == [(r[0], r[2]) for r in rows]
    for event, row in zip(top, rows):
        if row[1] in SHOW_NAMES:
            assert event.type_name == SHOW_NAMES[row[1]]
