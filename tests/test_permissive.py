"""Permissive (resync) reading, the per-file report, the command line's --permissive and report,
and the hard bounds on what input may claim (issue 7).

Oracles: the corpus manifest's account of each damaged file (tests/test_corpus_walk.DAMAGED: the
typed error and its offset), an independent walk of the event size fields, the CRC32 of each
event, and the raise-mode (or checksum-flagging) decode of the same bytes."""

import json
import struct
import subprocess
import sys
import zlib

import pytest

import binlogspec
from binlogspec import errors, json_text, limits
from binlogspec.reader import Reader, event_crc32
from conftest import REPO
from test_corpus_walk import DAMAGED

BIN = [sys.executable, "-m", "binlogspec.cli"]


def header_walk(data):
    """(pos, size) of each event by the size fields alone, from the magic to the first size that
    does not fit (the way the corpus manifest counts)."""
    pos, out = 4, []
    while pos + 19 <= len(data):
        size = int.from_bytes(data[pos + 9:pos + 13], "little")
        if size < 19 or pos + size > len(data):
            break
        out.append((pos, size))
        pos += size
    return out


def read(source, **kw):
    events = []
    reader = Reader(source, **kw)
    error = None
    try:
        for event in reader:
            events.append(event)
    except errors.BinlogError as exc:
        error = exc
    return events, error, reader.report


def same(a, b):
    return (a.pos, a.payload_offset, a.type_code, a.next_pos) == (b.pos, b.payload_offset, b.type_code, b.next_pos) \
        and a.tree == b.tree


@pytest.mark.parametrize("backend", ["kaitai", "construct"])
@pytest.mark.parametrize("name", sorted(DAMAGED), ids=sorted(DAMAGED))
def test_damaged_corpus_file_permissively(corpus, name, backend):
    path = corpus / name
    data = path.read_bytes()
    cls, offset = DAMAGED[name]
    strict, error, strict_report = read(path, backend=backend)
    assert isinstance(error, cls) and error.offset == offset
    assert strict_report.covers() and strict_report.quarantined[-1][:2] == (offset, len(data))

    events, error, report = read(path, backend=backend, on_error="resync")
    assert error is None
    # what came before the fault is what raise mode gave
    head = [e for e in events if e.pos < offset]
    assert len(head) == len(strict) and all(same(a, b) for a, b in zip(head, strict))
    # the report covers the file; its first fault is the manifest's
    assert report.covers()
    start, _, first = report.quarantined[0]
    assert (start, type(first), first.offset, first.file) == (offset, cls, offset, str(path))
    # recovered: every later event the size fields lead to, when its CRC32 holds (or the file has
    # none) and the file is not encrypted from the fault on
    checksums = any(e.checksum != "none" for e in strict)
    expected = []
    if cls is not errors.Encrypted:
        for pos, size in header_walk(data):
            if pos > offset and (not checksums or
                                 event_crc32(data[pos:pos + size]) == int.from_bytes(data[pos + size - 4:pos + size], "little")):
                expected.append((pos, data[pos + 4]))
    after = [(e.pos, e.type_code) for e in events if e.pos > offset and e.payload_offset is None]
    assert after == expected
    if checksums:
        # ... and each is what a walk that flags (instead of stopping at) CRC mismatches gives
        flagged = {(e.pos, e.payload_offset): e for e in read(path, backend=backend, checksum_errors="flag")[0]}
        for event in events:
            if event.pos > offset:
                assert same(event, flagged[(event.pos, event.payload_offset)])


def test_report_of_a_clean_file(corpus):
    path = corpus / "binlogviz__minimal.binlog"
    with binlogspec.open(path, on_error="resync") as reader:
        n = sum(1 for _ in reader)
    report = reader.report
    assert report.covers() and report.clean
    assert [s.kind for s in report.spans] == ["magic", "events"]
    assert report.spans[1].events == n == 25 and report.spans[1].end == path.stat().st_size
    # raise mode keeps the same account
    with binlogspec.open(path) as reader:
        list(reader)
    assert reader.report.as_dict() == report.as_dict()


def flip(data, offset, bit=0):
    out = bytearray(data)
    out[offset] ^= 1 << bit
    return bytes(out)


def test_resync_skips_only_the_damaged_event(corpus):
    data = (corpus / "binlogviz__minimal.binlog").read_bytes()
    walk = header_walk(data)
    pos, size = walk[10]
    damaged = flip(data, pos + size // 2)
    intact = read(data)[0]
    events, error, report = read(damaged, on_error="resync")
    assert error is None and report.covers()
    assert [(s, e) for s, e, _ in report.quarantined] == [(pos, pos + size)]
    assert isinstance(report.errors[0], errors.ChecksumMismatch) and report.errors[0].offset == pos
    rest = [e for e in intact if e.pos != pos]
    assert len(events) == len(rest) and all(same(a, b) for a, b in zip(events, rest))


def test_resync_after_a_damaged_size_field(corpus):
    """A size field that sends the walk astray: the scan finds the next event whose CRC32 holds."""
    data = (corpus / "binlogviz__minimal.binlog").read_bytes()
    pos, size = header_walk(data)[7]
    damaged = flip(data, pos + 10, 3)  # event size + 2048
    events, error, report = read(damaged, on_error="resync")
    assert report.covers() and [(s, e) for s, e, _ in report.quarantined] == [(pos, pos + size)]
    assert [e.pos for e in events if e.pos > pos][0] == pos + size


def test_resync_without_checksums(corpus):
    """No CRC32: a chain of plausible headers vouches for the place to go on from."""
    data = (corpus / "canal__mysql-bin.000002").read_bytes()
    walk = header_walk(data)
    pos, size = walk[1]  # the QUERY event
    damaged = data[:pos + 9] + b"\xff\xff\x00\x00" + data[pos + 13:]  # a size past the end
    events, error, report = read(damaged, on_error="resync")
    assert report.covers()
    assert [(s, e) for s, e, _ in report.quarantined] == [(pos, pos + size)]
    assert [e.pos for e in events] == [p for p, _ in walk if p != pos]


def test_bad_magic_resyncs_at_the_first_event(corpus):
    data = (corpus / "binlogviz__minimal.binlog").read_bytes()
    events, error, report = read(b"XXXX" + data[4:], on_error="resync")
    assert isinstance(report.errors[0], errors.BadMagic) and report.quarantined[0][:2] == (0, 4)
    assert len(events) == 25 and report.covers()
    _, error, _ = read(b"XXXX" + data[4:])
    assert isinstance(error, errors.BadMagic) and error.offset == 0


def test_mysql_encrypted_magic():
    data = b"\xfd\x62\x69\x6e" + bytes(range(256)) * 4
    _, error, _ = read(data)
    assert isinstance(error, errors.Encrypted) and error.offset == 0 and "keyring" in error.message
    events, error, report = read(data, on_error="resync")
    assert events == [] and error is None
    assert report.covers() and [(s, e, type(x)) for s, e, x in report.quarantined] == [(0, len(data), errors.Encrypted)]


def test_empty_and_tiny_files():
    for data in (b"", b"\xfe\x62", b"\xfe\x62\x69\x6e", b"\xfe\x62\x69\x6e\x00\x01"):
        for mode in ("raise", "resync"):
            events, error, report = read(data, on_error=mode)
            assert events == [] and report.covers()
            if len(data) in (0, 2, 6):
                kind = error if mode == "raise" else report.errors[0]
                assert isinstance(kind, errors.Truncated) and kind.offset == (0 if len(data) < 4 else 4)


# ---------------------------------------------------------------------------- command line

def run(*args):
    return subprocess.run(BIN + [str(a) for a in args], capture_output=True, text=True, cwd=REPO)


def test_cli_permissive_events(corpus):
    path = corpus / "my8040__duplicate_xid_xa_prepare.000001"
    strict = run("events", path)
    assert strict.returncode == 2 and strict.stderr.startswith(f"{path}:884: ")
    loose = run("events", "--permissive", path)
    assert loose.returncode == 1
    assert loose.stderr.splitlines() == [strict.stderr.strip()]
    printed = [json.loads(line) for line in loose.stdout.splitlines()]
    assert [e["pos"] for e in printed if e["pos"] < 884] == [e["pos"] for e in map(json.loads, strict.stdout.splitlines())]
    assert [e["pos"] for e in printed if e["pos"] > 884] == [p for p, _ in header_walk(path.read_bytes()) if p > 884]
    clean = run("events", "--permissive", corpus / "binlogviz__minimal.binlog")
    assert clean.returncode == 0 and clean.stderr == ""


def test_cli_report(corpus):
    damaged = corpus / "wsql__corrupt-relay-bin.000624"
    out = run("report", damaged, corpus / "binlogviz__minimal.binlog")
    assert out.returncode == 1
    first, second = (json.loads(line) for line in out.stdout.splitlines())
    assert first["covers"] and first["end"] == damaged.stat().st_size
    quarantined = [s for s in first["spans"] if s["kind"] == "quarantined"]
    assert [(s["start"], s["error"]["error"]) for s in quarantined] == [(91204, "decode_error")]
    assert first["events"] == 873  # the manifest's 874 events, less the damaged one
    assert second["covers"] and second["bytes_quarantined"] == 0 and second["events"] == 25
    assert out.stderr.startswith(f"{damaged}:91204: ")
    assert run("report", corpus / "binlogviz__minimal.binlog").returncode == 0


def test_cli_permissive_rows(corpus, tmp_path):
    data = (corpus / "binlogviz__minimal.binlog").read_bytes()
    walk = header_walk(data)
    rows_events = [(p, s) for p, s in walk if data[p + 4] in (30, 31, 32)]
    pos, size = rows_events[0]
    path = tmp_path / "damaged.binlog"
    path.write_bytes(flip(data, pos + size - 6))
    intact = run("rows", corpus / "binlogviz__minimal.binlog")
    strict = run("rows", path)
    loose = run("rows", "--permissive", path)
    assert intact.returncode == 0 and strict.returncode == 2 and loose.returncode == 1
    assert loose.stderr.startswith(f"{path}:{pos}: ") and "CRC32 mismatch" in loose.stderr
    want = [r for r in map(json.loads, intact.stdout.splitlines()) if r["pos"] != pos]
    got = list(map(json.loads, loose.stdout.splitlines()))
    assert [{**r, "file": None} for r in got] == [{**r, "file": None} for r in want]


# ---------------------------------------------------------------------------- bounds

def test_event_longer_than_any_server_writes(corpus):
    data = (corpus / "binlogviz__minimal.binlog").read_bytes()
    pos, _ = header_walk(data)[1]
    damaged = data[:pos + 9] + struct.pack("<I", limits.MAX_EVENT_SIZE + 1) + data[pos + 13:]
    _, error, _ = read(damaged)
    assert isinstance(error, errors.LengthOutOfBounds) and error.offset == pos


def test_inflation_is_bounded():
    bomb = zlib.compress(bytes(1 << 20), 9)
    assert len(bomb) < 2048
    with pytest.raises(errors.LengthOutOfBounds):
        limits.inflate(bomb, limit=1 << 16)
    assert limits.inflate(bomb, limit=1 << 20) == bytes(1 << 20)
    with pytest.raises(zlib.error):
        limits.inflate(bomb[:-8])


def test_generated_parsers_are_given_the_bounds():
    from binlogspec._kaitai import GuardedStream, module
    from binlogspec.formats import query_event, rows_event
    from binlogspec.reader import backend

    backend("kaitai")
    for name in ("query_event", "rows_event"):
        assert module(name).zlib is limits.BoundedZlib
        assert module(name).KaitaiStream is GuardedStream
    from construct import GreedyBytes

    from binlogspec.formats.common import zlib_compressed

    assert zlib_compressed(GreedyBytes).lib is limits.BoundedZlib
    for mod in (query_event, rows_event):
        source = open(mod.__file__).read()
        assert "zlib_compressed(" in source and 'Compressed(' not in source.replace("zlib_compressed(", "")


def test_claimed_counts_do_not_allocate(corpus):
    """A TABLE_MAP whose packed column count claims 2^64 - 1 columns: a typed error, at once."""
    data = (corpus / "binlogviz__minimal.binlog").read_bytes()
    walk = header_walk(data)
    pos, size = next((p, s) for p, s in walk if data[p + 4] == 19)
    event = bytearray(data[pos:pos + size])
    db_len = event[19 + 8]
    table_len = event[19 + 8 + 1 + db_len + 1]
    count_at = 19 + 8 + 1 + db_len + 1 + 1 + table_len + 1
    event[count_at:count_at + 1] = b"\xfe" + b"\xff" * 8
    event[9:13] = struct.pack("<I", len(event))
    event[-4:] = struct.pack("<I", event_crc32(bytes(event)))
    fde_pos, fde_size = walk[0]
    for backend in ("kaitai", "construct"):
        with Reader(bytes(event), backend=backend, start=0, preamble=[(0, data[fde_pos:fde_pos + fde_size])]) as r:
            with pytest.raises(errors.DecodeError) as caught:
                list(r)
        assert caught.value.offset == 0 and caught.value.event_type == "TABLE_MAP_EVENT"


def _nested_array(depth):
    """A binary JSON document of ``depth`` nested one-element arrays around ``true``."""
    doc = struct.pack("<HH", 1, 7) + bytes([0x04]) + struct.pack("<H", 1)
    for _ in range(depth - 1):
        doc = struct.pack("<HH", 1, 7 + len(doc)) + bytes([0x02]) + struct.pack("<H", 7) + doc
    return bytes([0x02]) + doc


def _shared_values(levels):
    """Arrays of two entries that both point at the same next array: 2^levels paths."""
    doc = struct.pack("<HH", 1, 7) + bytes([0x04]) + struct.pack("<H", 1)
    for _ in range(levels):
        doc = struct.pack("<HH", 2, 10 + len(doc)) + bytes([0x02]) + struct.pack("<H", 10) + bytes([0x02]) \
            + struct.pack("<H", 10) + doc
    return bytes([0x02]) + doc


def _render_construct(doc):
    from binlogspec.formats.mysql_json import mysql_json
    from binlogspec.reader import CONSTRUCT_RECURSION_LIMIT, _recursion_room

    with _recursion_room(CONSTRUCT_RECURSION_LIMIT):
        return json_text.render(mysql_json().parse(doc))


@pytest.mark.parametrize("render", [json_text.render, _render_construct], ids=["kaitai", "construct"])
def test_json_depth_is_bounded(render):
    assert render(_nested_array(100)) == "[" * 100 + "true" + "]" * 100
    with pytest.raises(errors.DecodeError, match="deeper than 100"):
        render(_nested_array(150))
    with pytest.raises(errors.DecodeError, match="more values than bytes"):
        render(_shared_values(40))
    assert render(_shared_values(1)) == "[[true], [true]]"
