"""Old log formats and hand-edited files (issue 11): one synthetic file per rule, built from a real
corpus file by rewriting its events (bodies with the construct twins of the specs), then read
strictly and permissively with both backends.

Oracles: the unedited corpus file (every event and decoded value it gives must come back from the
edited one), the MySQL server sources' rules for what old servers wrote (log_event.cc of 4.0 and
5.1: the position a 4.0 transaction's events carry, the post-header lengths a format description
declares), and CRC32 recomputed with zlib (tests/synthetic.py builds the files)."""

import pytest

from binlogspec import errors
from binlogspec.formats.intvar_event import intvar_event
from binlogspec.formats.xid_event import xid_event
from binlogspec.reader import Reader
from synthetic import MAGIC, has_checksums, join, split, v3_transactions

FDE, QUERY, INTVAR, XID, START_V3 = 15, 2, 5, 16, 1


def read(data, **kw):
    reader = Reader(data, **kw)
    events = list(reader)
    return events, reader.report


def bodies(events):
    return [(e.type_code, {k: v for k, v in (e.to_dict().get("body") or {}).items()
                           if k not in ("len_post_header", "post_header")}) for e in events]


BACKENDS = ["kaitai", "construct"]


# ------------------------------------------------------------------ log_pos rules


@pytest.mark.parametrize("backend", BACKENDS)
def test_v3_transaction_events_carrying_their_begins_position(corpus, backend):
    """MySQL 4.0 (binlog v3) gave every event of a transaction the position of its BEGIN."""
    original = (corpus / "ps51__bug47142_master-bin.000001").read_bytes()
    edited = v3_transactions(original)
    assert edited != original and len(edited) == len(original)
    want, _ = read(original, backend=backend)
    got, report = read(edited, backend=backend)
    assert [(e.pos, e.type_code) for e in got] == [(e.pos, e.type_code) for e in want]
    assert bodies(got) == bodies(want)
    assert report.covers() and not report.errors
    assert any("log_pos" in n["message"] for n in report.notes)
    permissive, report = read(edited, backend=backend, on_error="resync")
    assert bodies(permissive) == bodies(want) and not report.quarantined


@pytest.mark.parametrize("backend", BACKENDS)
def test_v3_start_event_with_log_pos_one(corpus, backend):
    """MySQL 4.0.0 wrote log_pos 1 for its START_EVENT_V3."""
    original = (corpus / "ps51__bug47142_master-bin.000001").read_bytes()
    edited = join(split(original), checksums=False, positions="start", log_pos={0: 1})
    want, _ = read(original, backend=backend)
    got, report = read(edited, backend=backend)
    assert bodies(got) == bodies(want) and report.covers()


@pytest.mark.parametrize("backend", BACKENDS)
def test_pre_ga_query_log_pos_from_the_transactions_start(corpus, backend):
    """Some 5.1 pre-GA servers counted a QUERY event's log_pos from its transaction's start:
    no checksums, so the chain of headers after it vouches for its size."""
    original = (corpus / "wsql__ver_5_1_23.001").read_bytes()
    events = split(original)
    queries = [i for i, e in enumerate(events) if e[4] == QUERY and i > 1]
    edits = {i: 4 + sum(len(e) for e in events[:i - 1]) for i in queries[:3]}
    edited = join(events, checksums=False, log_pos=edits)
    want, _ = read(original, backend=backend)
    got, report = read(edited, backend=backend)
    assert bodies(got) == bodies(want)
    assert len([n for n in report.notes if "log_pos" in n["message"]]) == len(edits)


@pytest.mark.parametrize("backend", BACKENDS)
def test_checksum_holds_over_a_wrong_log_pos(corpus, backend):
    """An event whose CRC32 holds is read whatever its log_pos says (hand-edited files)."""
    original = (corpus / "mdbpoc__domain_id_0_mariadb-repl-bin.000005").read_bytes()
    events = split(original)
    assert has_checksums(events)
    middle = len(events) // 2
    edited = join(events, checksums=True, log_pos={middle: 12345, middle + 3: 7})
    want, _ = read(original, backend=backend)
    got, report = read(edited, backend=backend)
    assert bodies(got) == bodies(want)
    assert [n["pos"] for n in report.notes] == [got[middle].pos, got[middle + 3].pos]
    permissive, report = read(edited, backend=backend, on_error="resync")
    assert bodies(permissive) == bodies(want) and not report.quarantined


def test_an_event_cut_out_by_hand(corpus):
    """A crash-recovery style edit: one event removed, the rest left as they were (each later
    log_pos now off by its size, each CRC32 intact): mysqlbinlog reads them, so do we, in raise
    and resync mode alike."""
    original = (corpus / "mdbpoc__domain_id_0_mariadb-repl-bin.000005").read_bytes()
    events = split(original)
    cut = len(events) // 3
    edited = MAGIC + b"".join(bytes(e) for i, e in enumerate(events) if i != cut)
    want, _ = read(original)
    expected = bodies(want)[:cut] + bodies(want)[cut + 1:]
    for mode in ("raise", "resync"):
        got, report = read(edited, on_error=mode)
        assert bodies(got) == expected
        assert report.covers() and not report.quarantined


def test_a_wrong_log_pos_and_a_broken_crc_is_still_a_fault(corpus):
    """The leniency rests on the CRC32: the same log_pos edit without recomputing it stops a strict
    read at that event with a typed error naming the offset."""
    original = (corpus / "mdbpoc__domain_id_0_mariadb-repl-bin.000005").read_bytes()
    events = split(original)
    middle = len(events) // 2
    pos = 4 + sum(len(e) for e in events[:middle])
    events[middle][13:17] = (12345).to_bytes(4, "little")
    edited = MAGIC + b"".join(bytes(e) for e in events)
    with pytest.raises(errors.BinlogError) as caught:
        read(edited)
    assert caught.value.offset == pos


# ------------------------------------------------------------------ post-header lengths


@pytest.mark.parametrize("backend", BACKENDS)
def test_bodies_start_after_the_post_header_the_fde_declares(corpus, backend):
    """A 5.2 development server declared a 6-byte XID post-header; an FDE may declare one for any
    type. Built with the construct twins: XID and INTVAR bodies behind 6 and 3 bytes of
    post-header, declared in the format description."""
    original = (corpus / "ybinlogp__mysql-bin.default-path").read_bytes()
    events = split(original)
    assert events[0][4] == FDE and not has_checksums(events)
    post_lens = 19 + 57  # offset of the post-header length table in the FDE event
    fde = events[0]
    assert fde[post_lens + XID - 1] == 0 and fde[post_lens + INTVAR - 1] == 0
    fde[post_lens + XID - 1] = 6
    fde[post_lens + INTVAR - 1] = 3
    edited_events = [fde]
    for event in events[1:]:
        body = bytes(event[19:])
        if event[4] == XID:
            xid = xid_event().parse(body)["xid"]
            body = xid_event(6).build({"post_header": b"\x01\x02\x03\x04\x05\x06", "xid": xid})
        elif event[4] == INTVAR:
            parsed = intvar_event().parse(body)
            body = intvar_event(3).build({"post_header": b"\x00\x00\x00", "var_type": parsed["var_type"],
                                          "value": parsed["value"]})
        edited_events.append(event[:19] + body)
    edited = join(edited_events, checksums=False)
    want, _ = read(original, backend=backend)
    got, report = read(edited, backend=backend)
    assert [e.type_code for e in got] == [e.type_code for e in want]
    assert bodies(got)[1:] == bodies(want)[1:]
    xids = [e.to_dict()["body"] for e in got if e.type_code == XID]
    assert xids and all(b["len_post_header"] == 6 and bytes(b["post_header"]) == bytes.fromhex("010203040506") for b in xids)
    assert sum(e.type_code == INTVAR for e in got) == 3


# ------------------------------------------------------------------ Aurora's type 100


@pytest.mark.parametrize("backend", BACKENDS)
def test_aurora_padding_event_is_named(corpus, backend):
    original = (corpus / "cdcrs__8.0_02_query_bigger_binlog.000733").read_bytes()
    events = split(original)
    assert has_checksums(events)
    padding = bytearray(events[1][:19]) + bytes(40) + bytes(4)
    padding[4] = 100
    edited = join(events[:2] + [padding] + events[2:], checksums=True)
    want, _ = read(original, backend=backend)
    got, report = read(edited, backend=backend)
    assert [e.type_name for e in got if e.type_code == 100] == ["AURORA_PADDING_EVENT"]
    assert bodies([e for e in got if e.type_code != 100]) == bodies(want)
    assert report.covers() and not report.errors


# ------------------------------------------------------------------ pre-GA table maps


def pre_ga_file(corpus, column_type, images):
    """wsql__bug32407.001 (a 5.1.15 pre-GA server: TABLE_MAP events without column metadata, two
    PRE_GA_WRITE_ROWS of one INT column) with its column retyped and its two row images replaced
    (the INT's four bytes after the null bitmap)."""
    events = split((corpus / "wsql__bug32407.001").read_bytes())
    maps = [e for e in events if e[4] == 19]
    rows = [e for e in events if e[4] == 20]
    assert len(maps) == len(rows) == 2
    for event in maps:
        event[-1] = column_type
    for event, image in zip(rows, images):
        event[-4:] = image
    return join(events, checksums=False)


def changes(data, backend="kaitai", **kw):
    from binlogspec.rows import row_changes

    return [(c.op, c.after) for c in row_changes(data, backend=backend, **kw)]


@pytest.mark.parametrize("backend", BACKENDS)
def test_pre_ga_char_without_metadata(corpus, backend):
    """A CHAR column of a table map without metadata: read with a one-byte length as mysqlbinlog
    reads absent metadata, exactly by the definition when a schema gives it; the fast decoder and
    the spec-driven path agree."""
    data = pre_ga_file(corpus, 0xFE, [b"\x05hello", b"\x02hi"])
    bare = changes(data, backend)
    assert bare == [("insert", {"col_1": b"hello"}), ("insert", {"col_1": b"hi"})]
    schema = {"test.t1": "CREATE TABLE t1 (a char(50)) DEFAULT CHARSET=latin1"}
    named = changes(data, backend, schema=schema)
    assert named == [("insert", {"a": "hello"}), ("insert", {"a": "hi"})]
    assert changes(data, backend, schema=schema, fast=False) == named
    reader = Reader(data, backend=backend)
    list(reader)
    assert [n["pos"] for n in reader.report.notes if "no column metadata" in n["message"]] == [203, 278]


@pytest.mark.parametrize("backend", BACKENDS)
def test_pre_ga_blob_needs_the_schema(corpus, backend):
    """A BLOB's length width is not in a table map without metadata and has no mysqlbinlog
    reading: without a schema its rows events are kept raw and row decoding says why; with the
    column's definition they decode."""
    data = pre_ga_file(corpus, 252, [b"\x05\x00hello", b"\x00\x00"])
    with pytest.raises(errors.BinlogError) as caught:
        changes(data, backend)
    assert caught.value.offset == 242 and "metadata" in str(caught.value)
    schema = {"test.t1": "CREATE TABLE t1 (b text CHARACTER SET latin1)"}
    assert changes(data, backend, schema=schema) == [("insert", {"b": "hello"}), ("insert", {"b": ""})]
    assert changes(data, backend, schema=schema, fast=False) == changes(data, backend, schema=schema)


# ------------------------------------------------------------------ against mariadb-binlog


def _listed_by_mariadb_binlog(path):
    import subprocess

    from mariadb_server import BINLOG_TOOL
    from oracle import mysqlbinlog_events

    out = subprocess.run([BINLOG_TOOL, "--no-defaults", "-H", "--base64-output=DECODE-ROWS", str(path)],
                         capture_output=True, timeout=120)
    return mysqlbinlog_events(out.stdout.decode("utf-8", "replace"))


def test_strict_walk_lists_what_mariadb_binlog_lists(corpus):
    """Acceptance 1 of issue 11: every event mariadb-binlog lists in a corpus file (position and
    type code from its hex dump), the strict walk lists too, up to the first event whose CRC32
    fails (where binlogspec stops with a typed error unless told to flag it)."""
    from conftest import corpus_binlogs

    compared = 0
    for path in corpus_binlogs():
        listed = [(e["pos"], e.get("type_code")) for e in _listed_by_mariadb_binlog(path)]
        if not listed:
            continue
        reader = Reader(path, checksum_errors="flag")
        walked, stop = [], None
        try:
            for event in reader:
                walked.append((event.pos, event.type_code))
                if event.checksum == "mismatch" and stop is None:
                    stop = event.pos
        except errors.BinlogError as exc:
            stop = exc.offset if stop is None else stop
        if stop is not None:
            listed = [x for x in listed if x[0] < stop]
        ours = dict(walked)
        missing = [x for x in listed if x[0] not in ours or x[1] is not None and ours[x[0]] != x[1]]
        assert not missing, f"{path.name}: mariadb-binlog lists {missing[:5]} that the walk does not"
        compared += len(listed)
    assert compared > 3000


# ------------------------------------------------------------------ renumbered event types

# what a type code of today was in the 5.1/5.2 development builds (the inverse of the server's
# Format_description_event permutation: old 16-22 are today's 19, 20, 21, 22, 16, 17, 18)
_OLD_CODE = {19: 16, 20: 17, 21: 18, 22: 19, 16: 20, 17: 21, 18: 22}


def _drop_build_copy(data, version):
    """A pre-GA 5.1 binlog (22 event types, PRE_GA rows events) rewritten as a development build
    named ``version`` wrote it: its server version in the format description, the format
    description's post-header lengths and every event's type code in that build's numbering."""
    events = split(data)
    fde = events[0]
    assert fde[4] == FDE and len(fde) == 19 + 57 + 22
    fde[21:71] = version.encode().ljust(50, b"\0")
    lens = fde[19 + 57:19 + 57 + 22]
    old = bytearray(lens)
    for today, was in _OLD_CODE.items():
        old[was - 1] = lens[today - 1]
    fde[19 + 57:19 + 57 + 22] = old
    for event in events[1:]:
        event[4] = _OLD_CODE.get(event[4], event[4])
    return join(events, checksums=False)


@pytest.mark.parametrize("version", ["5.1.2-a_drop5p16", "5.1.5-a_drop5p20", "5.1.4-a_drop6p1", "5.2.1-a_drop6p10"])
@pytest.mark.parametrize("backend", BACKENDS)
def test_development_builds_that_numbered_event_types_otherwise(corpus, backend, version):
    """Issue 41, item 8: MySQL 5.1/5.2 development builds (``-a_drop5p...``, ``-a_drop6p...``)
    numbered event types 16-22 otherwise (TABLE_MAP was 16, the rows events 17-19, XID 20, ...)
    and gave their format description's post-header lengths in that order: read as the server's
    own Format_description_event reads them, such a copy of a pre-GA binlog gives its events, rows
    and values back, under today's type codes."""
    from binlogspec.rows import row_changes

    data = (corpus / "wsql__bug32407.001").read_bytes()
    copy = _drop_build_copy(data, version)
    assert copy != data
    original, report = read(data, backend=backend)
    renumbered, renumbered_report = read(copy, backend=backend)
    assert [e.type_code for e in renumbered] == [e.type_code for e in original]
    assert 19 in {e.type_code for e in original} and 20 in {e.type_code for e in original}
    assert bodies(renumbered)[1:] == bodies(original)[1:]
    assert renumbered[0].tree["server_version"] == version and not renumbered_report.errors
    values = [(c.db, c.table, c.op, c.before, c.after) for c in row_changes(data, fast=backend == "kaitai")]
    assert values and values == [(c.db, c.table, c.op, c.before, c.after)
                                 for c in row_changes(copy, fast=backend == "kaitai")]


def test_development_builds_split_as_they_read(corpus, tmp_path):
    """Spark's planning and the UDFs' cutting frame such a build's events with the reader's own
    format context (its numbering included): a split after the first carries the TABLE_MAP events
    in force there, so the splits give the rows the whole file gives, and the cut events carry
    today's type codes."""
    from binlogspec.rows import row_changes
    from binlogspec.splits import open_split, plan_splits, walk_changes
    from binlogspec.storage import expand
    from binlogspec_spark.udfs import cut_events

    copy = _drop_build_copy((corpus / "wsql__bug32407.001").read_bytes(), "5.1.2-a_drop5p16")
    path = tmp_path / "drop.000001"
    path.write_bytes(copy)
    whole = [(c.db, c.table, c.op, c.before, c.after) for c in row_changes(copy)]
    splits = plan_splits(expand([str(path)])[0], max_bytes=300)
    assert len(splits) > 1 and any(split.preamble[1:] for split in splits)  # (table maps carried)
    got = []
    for split in splits:
        reader, _ = open_split(split)
        with reader:
            got += [(c.db, c.table, c.op, c.before, c.after) for _, c in walk_changes(reader)]
    assert whole and got == whole
    with Reader(copy) as reader:
        assert [(c["pos"], c["type_code"]) for c in cut_events(copy)] == [(e.pos, e.type_code) for e in reader]


def test_a_build_of_another_version_keeps_its_numbering(corpus):
    """Only those builds' versions renumber: the same copy under a version the server's rule does
    not name (5.1.6) is read in today's numbering, its old TABLE_MAP code (16) an XID's."""
    copy = _drop_build_copy((corpus / "wsql__bug32407.001").read_bytes(), "5.1.6-a_drop5p1")
    events, _ = read(copy, checksum_errors="flag", on_error="resync")
    assert 19 not in {e.type_code for e in events} and 16 in {e.type_code for e in events}
