"""GTID, transaction-control and encryption-start event specs: Kaitai and construct agree on real
bodies, construct rebuilds them byte for byte, and the decoded values match oracles nobody here
wrote (mysqlbinlog dumps and expected outputs beside the corpus files, ``mariadb-binlog`` run on
the MariaDB files and on a live server's binlog). Event types no corpus file has (tagged GTIDs,
Group Replication events, MariaDB's START_ENCRYPTION) are built with construct from documented
field values and must parse back to the same values with Kaitai."""

import importlib
import re
import struct
import uuid
from io import BytesIO

import pytest
from kaitaistruct import KaitaiStream

from binlogspec._kaitai import spec_class
from binlogspec.tree import diff, from_construct, from_kaitai

from conftest import CORPUS

T_FDE = 15
T_GTID, T_ANON_GTID, T_PREV_GTIDS = 33, 34, 35
T_XA_PREPARE, T_PAYLOAD = 38, 40
T_PERCONA_ENC = 159
T_ANNOTATE, T_CHECKPOINT, T_MARIA_GTID, T_GTID_LIST = 160, 161, 162, 163


# ---------------------------------------------------------------------------------------------
# helpers


def event_bodies(path, types):
    """(offset, type, server_id, body) of the events of the given types in a binlog file, found
    by a plain header walk; the body excludes the 19-byte header and, when the file's FDE says
    CRC32, the 4-byte checksum. Stops at an encryption-start event (the rest is ciphertext)."""
    data = path.read_bytes()
    assert data[:4] == b"\xfe\x62\x69\x6e"
    pos, crc, out = 4, False, []
    while pos + 19 <= len(data):
        _, code, server_id, size, _, _ = struct.unpack_from("<IBIIIH", data, pos)
        event = data[pos:pos + size]
        if code == T_FDE:
            crc = event[-5] == 1
        if code in types:
            out.append((pos, code, server_id, event[19:len(event) - (4 if crc else 0)]))
        if code in (T_PERCONA_ENC, 164):
            break
        pos += size
    return out


def construct_of(spec):
    return getattr(importlib.import_module(f"binlogspec.formats.{spec}"), spec)()


def parse_both(spec, body):
    """Both canonical trees of a body; asserts they agree and that construct rebuilds it."""
    k_tree = from_kaitai(spec_class(spec)(KaitaiStream(BytesIO(body))))
    c = construct_of(spec)
    parsed = c.parse(body)
    c_tree = from_construct(parsed)
    assert diff(k_tree, c_tree) is None, diff(k_tree, c_tree)
    assert c.build(parsed) == body
    return k_tree


def uuid_text(raw):
    return str(uuid.UUID(bytes=bytes(raw)))


def corpus_file(name):
    path = CORPUS / name
    if not path.is_file():
        pytest.skip(f"{name} is not in the corpus")
    return path


# ---------------------------------------------------------------------------------------------
# every real body: both backends agree, construct rebuilds the bytes

REAL = [
    ("gtid_log_event", {T_GTID, T_ANON_GTID}, [
        "maxwell__binlog.000004", "myflash__haha.000041", "zalora__gtid-fixtures_mysql-bin.01",
        "cdcrs__5.7_33_35_gtid_prev_gtid_log.bin", "cdcrs__5.7_34_anonymous_gtid_log.bin",
        "rmc__mysql-enum-string-set.000001", "my8040__duplicate_xid_xa_prepare.000001",
        "wsql__binlog_transaction_with_GTID.000001", "wsql__binlog_transaction_with_anonymous_GTID.000001",
        "mbcj__mysql-bin.compressed", "canal__tsdb_mysql-bin.000003"]),
    ("previous_gtids_log_event", {T_PREV_GTIDS}, [
        "maxwell__binlog.000004", "zalora__gtid-fixtures_mysql-bin.01", "cdcrs__5.7_33_35_gtid_prev_gtid_log.bin",
        "rmc__mysql-enum-string-set.000001", "wsql__binlog_transaction_with_GTID.000001", "myflash__haha.000041"]),
    ("xa_prepare_log_event", {T_XA_PREPARE}, ["my8040__duplicate_xid_xa_prepare.000001"]),
    ("transaction_payload_event", {T_PAYLOAD}, ["mbcj__mysql-bin.compressed"]),
    ("percona_start_5_7_encryption_event", {T_PERCONA_ENC}, [
        "ps8027__ps_encrypted_master-bin.000002", "ps8027__ps_encrypted_slave-relay-bin.000002"]),
    ("mariadb_annotate_rows_event", {T_ANNOTATE}, ["rmc__mariadb-bin.000001"]),
    ("mariadb_binlog_checkpoint_event", {T_CHECKPOINT}, [
        "mdbpoc__domain_id_0_mariadb-repl-bin.000005", "rmc__mariadb-bin.000001", "tiflow__mysql-bin.000001",
        "zalora__mysql-bin.07"]),
    ("mariadb_gtid_event", {T_MARIA_GTID}, [
        "mdbpoc__domain_id_0_mariadb-repl-bin.000005", "rmc__mariadb-bin.000001", "tiflow__mysql-bin.000001",
        "zalora__mysql-bin.07"]),
    ("mariadb_gtid_list_event", {T_GTID_LIST}, [
        "mdbpoc__domain_id_0_mariadb-repl-bin.000005", "rmc__mariadb-bin.000001", "tiflow__mysql-bin.000001",
        "zalora__mysql-bin.07"]),
]


@pytest.mark.parametrize("spec,types,files", REAL, ids=[r[0] for r in REAL])
def test_real_bodies_agree_and_rebuild(spec, types, files, corpus):
    count = 0
    for name in files:
        for _, _, _, body in event_bodies(corpus_file(name), types):
            parse_both(spec, body)
            count += 1
    assert count > 0


# ---------------------------------------------------------------------------------------------
# MySQL GTIDs against mysqlbinlog dumps and expected outputs


def dump_gtids(dump_text):
    """(last_committed, sequence_number, GTID_NEXT value) per GTID event of a mysqlbinlog dump."""
    clocks = re.findall(r"(?:GTID|Anonymous_GTID)\tlast_committed=(\d+)\tsequence_number=(\d+)", dump_text)
    nexts = re.findall(r"SET @@SESSION.GTID_NEXT= '([^']+)'/\*!\*/;", dump_text)
    return [(int(a), int(b), n) for (a, b), n in zip(clocks, nexts)]


@pytest.mark.parametrize("name", ["cdcrs__5.7_33_35_gtid_prev_gtid_log.bin", "cdcrs__5.7_34_anonymous_gtid_log.bin"])
def test_gtid_matches_mysqlbinlog_dump(name, corpus):
    path = corpus_file(name)
    expected = dump_gtids((CORPUS / f"{name}.expected-dump.txt").read_text(encoding="utf-8"))
    got = []
    for _, code, _, body in event_bodies(path, {T_GTID, T_ANON_GTID}):
        tree = parse_both("gtid_log_event", body)
        gtid = "ANONYMOUS" if code == T_ANON_GTID else f"{uuid_text(tree['sid'])}:{tree['gno']}"
        if code == T_ANON_GTID:
            assert tree["gno"] == 0 and tree["sid"] == bytes(16)
        got.append((tree["last_committed"], tree["sequence_number"], gtid))
    assert got == expected and len(got) == 3


def test_previous_gtids_empty_as_dumped(corpus):
    dump = (CORPUS / "cdcrs__5.7_33_35_gtid_prev_gtid_log.bin.expected-dump.txt").read_text(encoding="utf-8")
    assert "Previous-GTIDs\n# [empty]" in dump
    [(_, _, _, body)] = event_bodies(corpus_file("cdcrs__5.7_33_35_gtid_prev_gtid_log.bin"), {T_PREV_GTIDS})
    tree = parse_both("previous_gtids_log_event", body)
    assert tree["num_sids"] == 0 and tree["sids"] == [] and tree["gtid_format"] == "untagged"


def test_zalora_gtids_match_expected_json(corpus):
    path = corpus_file("zalora__gtid-fixtures_mysql-bin.01")
    text = (CORPUS / "zalora__gtid-fixtures_mysql-bin.01.expected.json").read_text(encoding="utf-8")
    expected = set(re.findall(r'"GTID": "([^"]+)"', text))
    assert expected == {f"10440e47-3885-11eb-ac5b-0242ac110002:{n}" for n in (19, 20, 21, 22)}
    got = []
    for _, _, _, body in event_bodies(path, {T_GTID}):
        tree = parse_both("gtid_log_event", body)
        got.append(f"{uuid_text(tree['sid'])}:{tree['gno']}")
        # 5.7.32 writes the logical clocks and nothing after them
        assert tree["lc_typecode"] == 2 and "immediate_commit_timestamp" not in tree
    assert expected <= set(got)
    # the file's PREVIOUS_GTIDS holds what came before the first GTID of the file
    [(_, _, _, body)] = event_bodies(path, {T_PREV_GTIDS})
    prev = parse_both("previous_gtids_log_event", body)
    [sid] = prev["sids"]
    first = int(got[0].rsplit(":", 1)[1])
    assert uuid_text(sid["sid"]) == "10440e47-3885-11eb-ac5b-0242ac110002"
    assert [(i["start"], i["end"]) for i in sid["intervals"]] == [(1, first)]


def test_mysql8_gtid_timestamps_and_versions(corpus):
    # rust_mysql_common's test file was written by MySQL 8.0.28 (its FDE says so)
    bodies = event_bodies(corpus_file("rmc__mysql-enum-string-set.000001"), {T_GTID})
    seqs = []
    for _, _, _, body in bodies:
        tree = parse_both("gtid_log_event", body)
        assert tree["immediate_server_version"] == tree["original_server_version"] == 80028
        assert tree["immediate_commit_timestamp"] == tree["original_commit_timestamp"]
        # microseconds in March 2022
        assert 1646092800_000000 <= tree["immediate_commit_timestamp"] < 1648771200_000000
        assert tree["transaction_length"]["value"] > len(body)
        seqs.append(tree["sequence_number"])
    assert seqs == list(range(1, len(bodies) + 1))


# ---------------------------------------------------------------------------------------------
# XA, payload, Percona encryption


def test_xa_prepare_xids(corpus):
    path = corpus_file("my8040__duplicate_xid_xa_prepare.000001")
    statements = path.read_bytes()
    xids = []
    for _, _, _, body in event_bodies(path, {T_XA_PREPARE}):
        tree = parse_both("xa_prepare_log_event", body)
        xids.append((tree["one_phase"], tree["format_id"], tree["gtrid"], tree["bqual"]))
    # The XA START statements name 'x' then 'y'; the file (from MySQL's duplicate-XID test) was
    # edited so that the second XA_PREPARE repeats the first XID.
    for gtrid in (b"x", b"y"):
        assert f"XA START X'{gtrid.hex()}',X'',1".encode() in statements
    assert xids == [(0, 1, b"x", b""), (0, 1, b"x", b"")]


def test_transaction_payload_decompresses_to_its_events(corpus):
    zstandard = pytest.importorskip("zstandard")
    [(_, _, _, body)] = event_bodies(corpus_file("mbcj__mysql-bin.compressed"), {T_PAYLOAD})
    tree = parse_both("transaction_payload_event", body)
    assert tree["compression_type"] == "zstd"
    assert tree["payload_size"] == len(tree["payload"])
    assert tree["header_fields"][-1]["field_type"]["value"] == 0
    inner = zstandard.ZstdDecompressor().decompress(tree["payload"], max_output_size=tree["uncompressed_size"])
    assert len(inner) == tree["uncompressed_size"]
    # the inner events tile the decompressed bytes exactly, and a transaction ends in an XID
    pos, codes = 0, []
    while pos < len(inner):
        codes.append(inner[pos + 4])
        pos += struct.unpack_from("<I", inner, pos + 9)[0]
    assert pos == len(inner) and codes[-1] == 16


def test_percona_encryption_start(corpus):
    for name in ("ps8027__ps_encrypted_master-bin.000002", "ps8027__ps_encrypted_slave-relay-bin.000002"):
        [(_, _, _, body)] = event_bodies(corpus_file(name), {T_PERCONA_ENC})
        tree = parse_both("percona_start_5_7_encryption_event", body)
        assert len(body) == 17 and tree["crypto_scheme"] == 1 and tree["key_version"] >= 1
        assert len(tree["nonce"]) == 12


# ---------------------------------------------------------------------------------------------
# MariaDB against mariadb-binlog and the expected outputs


def mariadb_binlog_view(text):
    """What mariadb-binlog says of GTIDs, GTID lists, checkpoints and annotations, in order."""
    out = []
    for line in text.splitlines():
        if m := re.search(r"\tGTID (\d+-\d+-\d+)", line):
            out.append(("gtid", m.group(1)))
        elif m := re.search(r"\tGtid list \[([^\]]*)\]", line):
            out.append(("list", m.group(1)))
        elif m := re.search(r"\tBinlog checkpoint (\S+)", line):
            out.append(("checkpoint", m.group(1)))
        elif line.startswith("#Q> "):
            out.append(("annotate", line[4:]))
    return out


def our_mariadb_view(path):
    out = []
    for _, code, server_id, body in event_bodies(path, {T_MARIA_GTID, T_GTID_LIST, T_CHECKPOINT, T_ANNOTATE}):
        if code == T_MARIA_GTID:
            tree = parse_both("mariadb_gtid_event", body)
            out.append(("gtid", f"{tree['domain_id']}-{server_id}-{tree['seq_no']}"))
        elif code == T_GTID_LIST:
            tree = parse_both("mariadb_gtid_list_event", body)
            assert tree["num_gtids"] == len(tree["gtids"]) and tree["list_flags"] == 0
            out.append(("list", ",".join(f"{g['domain_id']}-{g['server_id']}-{g['seq_no']}" for g in tree["gtids"])))
        elif code == T_CHECKPOINT:
            out.append(("checkpoint", parse_both("mariadb_binlog_checkpoint_event", body)["binlog_file_name"]))
        else:
            out.append(("annotate", parse_both("mariadb_annotate_rows_event", body)["statement"].decode()))
    return out


def test_zalora_mariadb_matches_expected_mysqlbinlog(corpus):
    expected = mariadb_binlog_view((CORPUS / "zalora__mysql-bin.07.expected-mysqlbinlog.txt").read_text(encoding="utf-8"))
    assert ("list", "0-3704-2814") in expected and ("checkpoint", "mysql-bin.000015") in expected
    assert our_mariadb_view(corpus_file("zalora__mysql-bin.07")) == expected


def test_mdbpoc_matches_its_readme(corpus):
    view = our_mariadb_view(corpus_file("mdbpoc__domain_id_0_mariadb-repl-bin.000005"))
    readme = (CORPUS / "mdbpoc__README.expected-metadata.md").read_text(encoding="utf-8")
    section = readme.split("binlogs/domain_id_0/mariadb-repl-bin.000005")[1]
    prev, first, last = (re.search(rf"{k}: (\S+)", section).group(1) for k in ("PreviousGTIDs", "FirstGTID", "LastGTID"))
    gtids = [v for k, v in view if k == "gtid"]
    assert ("list", prev) in view and gtids[0] == first and gtids[-1] == last
    assert len(gtids) == int(last.rsplit("-", 1)[1]) - int(prev.rsplit("-", 1)[1])


def test_mariadb_11_gtid_carries_thread_id(corpus):
    # MariaDB 11.8.5 sets FL_EXTRA_THREAD_ID and writes a 4-byte thread id, then one pad byte
    for _, _, _, body in event_bodies(corpus_file("mdbpoc__domain_id_0_mariadb-repl-bin.000005"), {T_MARIA_GTID}):
        tree = parse_both("mariadb_gtid_event", body)
        assert tree["flags_extra"] == 0x10 and tree["thread_id"] > 0 and tree["padding"] == b"\x00"


@pytest.mark.parametrize("name", ["rmc__mariadb-bin.000001", "zalora__mysql-bin.07",
                                  "mdbpoc__domain_id_0_mariadb-repl-bin.000005"])
def test_mariadb_files_match_mariadb_binlog(name, corpus):
    mariadb_server = pytest.importorskip("mariadb_server")
    if not mariadb_server.BINLOG_TOOL:
        pytest.skip("mariadb-binlog is not installed")
    path = corpus_file(name)
    expected = mariadb_binlog_view(mariadb_server.mariadb_binlog(str(path), "--base64-output=DECODE-ROWS", "-vv"))
    assert our_mariadb_view(path) == expected and expected


def test_mariadb_live_xa_and_gtids(mariadb, tmp_path):
    """A live server's XA transaction: the GTID event carries the XID (FL_PREPARED_XA), the
    XA_PREPARE_LOG_EVENT names it, and everything agrees with mariadb-binlog."""
    import mariadb_server

    mariadb.sql(
        "CREATE DATABASE IF NOT EXISTS gtid_spec; USE gtid_spec;"
        "CREATE TABLE t (a INT PRIMARY KEY, b VARCHAR(20)) ENGINE=InnoDB;"
        "XA START 'gtrid_one','bq1',7; INSERT INTO t VALUES (1, 'one'); XA END 'gtrid_one','bq1',7;"
        "XA PREPARE 'gtrid_one','bq1',7; XA COMMIT 'gtrid_one','bq1',7;"
        "XA START 'solo'; INSERT INTO t VALUES (2, 'two'); XA END 'solo'; XA COMMIT 'solo' ONE PHASE;"
        "INSERT INTO t VALUES (3, 'three');"
    )
    path = mariadb.rotate()[-1]
    from pathlib import Path

    path = Path(path)
    xa_gtids, prepares = [], []
    for _, code, _, body in event_bodies(path, {T_MARIA_GTID, T_XA_PREPARE}):
        if code == T_MARIA_GTID:
            tree = parse_both("mariadb_gtid_event", body)
            if "xid" in tree:
                xa_gtids.append((tree["flags2"] & 0xC0, tree["xid"]["format_id"], tree["xid"]["gtrid"], tree["xid"]["bqual"]))
        else:
            tree = parse_both("xa_prepare_log_event", body)
            prepares.append((tree["one_phase"], tree["format_id"], tree["gtrid"], tree["bqual"]))
    assert (0x40, 7, b"gtrid_one", b"bq1") in xa_gtids  # the prepared part
    assert (0x80, 7, b"gtrid_one", b"bq1") in xa_gtids  # XA COMMIT of it
    assert (0, 7, b"gtrid_one", b"bq1") in prepares
    # MariaDB logs XA COMMIT ... ONE PHASE as an ordinary transaction, with no XID anywhere
    assert len(prepares) == 1 and all(x[2] != b"solo" for x in xa_gtids)
    expected = mariadb_binlog_view(mariadb_server.mariadb_binlog(str(path), "--base64-output=DECODE-ROWS", "-vv"))
    assert our_mariadb_view(path) == expected


# ---------------------------------------------------------------------------------------------
# built samples for layouts without a corpus file


def build_and_check(spec, value):
    """Build with construct, then parse with both; returns (bytes, Kaitai tree)."""
    body = construct_of(spec).build(value)
    return body, parse_both(spec, body)


def test_gtid_with_original_timestamp_version_and_ticket():
    sid = uuid.UUID("3e11fa47-71ca-11e1-9e33-c80aa9429562").bytes
    value = dict(
        gtid_flags=0, sid=sid, gno=77, lc_typecode=2, unknown_clocks=None, last_committed=5, sequence_number=6,
        immediate_commit_timestamp_low=1_700_000_000_000_002 & 0xFFFFFFFF,
        immediate_commit_timestamp_high=(1 << 23) | (1_700_000_000_000_002 >> 32),
        original_commit_timestamp_low=1_700_000_000_000_001 & 0xFFFFFFFF,
        original_commit_timestamp_high=1_700_000_000_000_001 >> 32,
        transaction_length=300, immediate_server_version_flagged=(1 << 31) | 80400, original_server_version_field=80036,
        commit_group_ticket=9,
    )
    body, tree = build_and_check("gtid_log_event", value)
    assert len(body) == 42 + 14 + 3 + 8 + 8
    assert tree["immediate_commit_timestamp"] == 1_700_000_000_000_002
    assert tree["original_commit_timestamp"] == 1_700_000_000_000_001
    assert (tree["immediate_server_version"], tree["original_server_version"]) == (80400, 80036)
    assert tree["transaction_length"]["value"] == 300 and tree["commit_group_ticket"] == 9


def test_gtid_of_mysql_5_7_4_keeps_unknown_clock_bytes():
    body = bytes([1]) + bytes(16) + (3).to_bytes(8, "little") + bytes([1]) + bytes(8)
    tree = parse_both("gtid_log_event", body)
    assert tree["lc_typecode"] == 1 and tree["unknown_clocks"] == bytes(8) and "last_committed" not in tree


def tagged_body(sid, tag, gno, last_committed, sequence_number, ict, oct_, trx_len, isv, osv, ticket=0):
    """A GTID_TAGGED_LOG_EVENT body as MySQL's serializer lays it out (control_events.h field
    order, serialization/readme.md message format), from construct's varlen_uint."""
    from binlogspec.formats.gtid_tagged_log_event import varlen_uint, zigzag

    def v(x):
        return varlen_uint.build(x)

    fields = v(0) + v(1) + v(1) + b"".join(v(b) for b in sid) + v(2) + v(zigzag(gno))
    fields += v(3) + v(len(tag)) + tag.encode() + v(4) + v(zigzag(last_committed)) + v(5) + v(zigzag(sequence_number))
    fields += v(6) + v(ict) + (v(7) + v(oct_) if oct_ != ict else b"") + v(8) + v(trx_len) + v(9) + v(isv)
    fields += (v(10) + v(osv) if osv != isv else b"") + (v(11) + v(ticket) if ticket else b"")
    head = v(1) + v(0)  # format version 1; every field ignorable
    size = len(head) + len(fields) + 1
    while len(head) + len(v(size)) + len(fields) != size:
        size = len(head) + len(v(size)) + len(fields)
    return v(1) + v(size) + v(0) + fields


@pytest.mark.parametrize("args", [
    (uuid.UUID("3e11fa47-71ca-11e1-9e33-c80aa9429562").bytes, "domain_1", 42, 10, 11,
     1718000000123456, 1718000000123456, 256, 90200, 90200, 0),
    (bytes([0xAB] * 16), "backup", 123456789, 7, 8, 2000, 1000, 70000, 90200, 80400, 5),
    (bytes(range(16)), "t", (1 << 62) + 3, 0, 1, 1 << 60, 1 << 60, 1 << 40, 80400, 80400, 1 << 63),
])
def test_gtid_tagged_built_sample(args):
    body = tagged_body(*args)
    tree = parse_both("gtid_tagged_log_event", body)
    sid, tag, gno, lc, sn, ict, oct_, trx_len, isv, osv, ticket = args
    assert bytes(o["value"] for o in tree["fields"]["entries"][1]["uuid_octets"]) == sid
    assert tree["format_version"]["value"] == 1 and tree["len_message"]["value"] == len(body)
    assert (tree["tag"], tree["gno"], tree["last_committed"], tree["sequence_number"]) == (tag, gno, lc, sn)
    assert (tree["immediate_commit_timestamp"], tree["original_commit_timestamp"]) == (ict, oct_)
    assert (tree["transaction_length"], tree["immediate_server_version"], tree["original_server_version"]) == (trx_len, isv, osv)
    assert tree.get("commit_group_ticket") == (ticket or None) and tree["unparsed"] == b""


def test_varlen_uint_known_encodings():
    from binlogspec.formats.gtid_tagged_log_event import varlen_uint

    # readme.md: 65535 is three bytes, two trailing ones then a zero in the first byte
    assert varlen_uint.build(65535) == bytes([0b11111011, 0b11111111, 0b00000111])
    for value in (0, 1, 127, 128, 16383, 16384, (1 << 56) - 1, 1 << 56, (1 << 64) - 1):
        encoded = varlen_uint.build(value)
        assert varlen_uint.parse(encoded)["value"] == value
        k = spec_class("gtid_tagged_log_event").VarlenUint(KaitaiStream(BytesIO(encoded)))
        assert k.value == value and k.len_encoded == len(encoded)


def test_previous_gtids_tagged_format():
    sid = uuid.UUID("aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa").bytes
    value = dict(
        num_sids_and_format_low=(2 << 8) | 1, num_sids_and_format_high=1 << 24,
        sids=[
            dict(sid=sid, tag=None, num_intervals=1, intervals=[dict(start=1, end=10)]),
            dict(sid=sid, tag=dict(len_value_encoded=6, value="tag"), num_intervals=2,
                 intervals=[dict(start=3, end=7), dict(start=9, end=12)]),
        ],
    )
    # the untagged source id of a tagged-format set still carries an (empty) tag field
    value["sids"][0]["tag"] = dict(len_value_encoded=0, value="")
    body, tree = build_and_check("previous_gtids_log_event", value)
    assert tree["gtid_format"] == "tagged" and tree["num_sids"] == 2
    assert [s["tag"]["value"] for s in tree["sids"]] == ["", "tag"]
    assert len(body) == 8 + (16 + 1 + 8 + 16) + (16 + 4 + 8 + 32)


def test_transaction_context_built_sample():
    value = dict(
        len_server_uuid=36, thread_id=42, gtid_specified=0, len_snapshot_version=8 + 16 + 8 + 16,
        num_write_set_items=2, num_read_set_items=0, server_uuid="8a94f357-aab4-11df-86ab-c80aa9429562",
        snapshot_version=(1).to_bytes(8, "little") + bytes(16) + (1).to_bytes(8, "little") + (1).to_bytes(8, "little") + (5).to_bytes(8, "little"),
        write_set=[dict(len_hash=12, hash=b"AAAAAAAAAAE="[:12]), dict(len_hash=12, hash=b"BBBBBBBBBBE=")],
        read_set=[],
    )
    body, tree = build_and_check("transaction_context_event", value)
    assert len(body) == 18 + 36 + 48 + 2 * (2 + 12)
    assert tree["server_uuid"] == value["server_uuid"] and [w["hash"] for w in tree["write_set"]][1] == b"BBBBBBBBBBE="
    # the snapshot version is a GTID set in PREVIOUS_GTIDS' encoding
    assert parse_both("previous_gtids_log_event", tree["snapshot_version"])["sids"][0]["intervals"] == [dict(start=1, end=5)]


def test_view_change_built_sample():
    value = dict(
        view_id="15883451581012337:5", seq_number=1234, num_cert_info=2,
        cert_info=[dict(len_key=12, key=b"AAAAAAAAAAE=", len_value=4, value=b"\x01\x02\x03\x04"),
                   dict(len_key=0, key=b"", len_value=0, value=b"")],
    )
    body, tree = build_and_check("view_change_event", value)
    assert body[:40] == b"15883451581012337:5".ljust(40, b"\0") and len(body) == 52 + (2 + 12 + 4 + 4) + (2 + 4)
    assert tree["view_id"] == "15883451581012337:5" and tree["seq_number"] == 1234


def test_mariadb_start_encryption_built_sample():
    value = dict(crypto_scheme=1, key_version=3, nonce=bytes(range(12)))
    body, tree = build_and_check("mariadb_start_encryption_event", value)
    assert body == b"\x01\x03\x00\x00\x00" + bytes(range(12)) and tree == value


def test_mariadb_gtid_extra_fields_built_sample():
    # COMMIT ALTER of a two-engine group with a commit id: every optional part present
    value = dict(seq_no=500, domain_id=2, flags2=0x02 | 0x20, commit_id=77, xid=None, flags_extra=0x01 | 0x04 | 0x10,
                 extra_engines=1, sa_seq_no=499, thread_id=12345, padding=b"")
    body, tree = build_and_check("mariadb_gtid_event", value)
    assert len(body) == 13 + 8 + 1 + 1 + 8 + 4
    assert (tree["extra_engines"], tree["sa_seq_no"], tree["thread_id"]) == (1, 499, 12345)
    # the plain 19-byte form: the byte after flags2 is padding read as extra flags 0
    tree = parse_both("mariadb_gtid_event", (9).to_bytes(8, "little") + bytes(4) + b"\x01" + bytes(6))
    assert tree["flags_extra"] == 0 and tree["padding"] == bytes(5) and "thread_id" not in tree

