"""Bodies a walk of row changes does not read (``binlogspec.walk.UNREAD``: XID, ANNOTATE_ROWS,
ROWS_QUERY, and QUERY but where the walk follows DDL) are not parsed when their CRC32 holds (the reader's ``defer``): one parse less per
transaction. What such an event is checked for (framing, position, CRC32) is unchanged, its body
parses when read, and without a CRC32 that holds it is parsed as it is read, as before, since the
parse is then what finds damage."""

import pytest

from binlogspec import errors
from binlogspec.reader import KaitaiBackend, Reader, T
from binlogspec.rows import row_changes
from binlogspec.walk import UNREAD, steps

XID, ANNOTATE = T["xid_event"], T["annotate_rows_event"]
QUERIES = {T["query_event"], T["query_compressed_event"]}


@pytest.fixture(scope="module")
def small_trx(mariadb):
    """A MariaDB binlog (CRC32) of small transactions: GTID, ANNOTATE_ROWS, TABLE_MAP, rows, XID."""
    mariadb.sql("DROP DATABASE IF EXISTS defer; CREATE DATABASE defer; USE defer;\n"
                "CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(20), at DATETIME(3));\n"
                + "\n".join(f"INSERT INTO t VALUES ({i}, 'n{i}', '2024-01-0{1 + i % 9} 10:00:00.{i:03d}');"
                            for i in range(1, 41))
                + "\nUPDATE t SET name = 'u' WHERE id < 5;\nDELETE FROM t WHERE id > 35;")
    return mariadb.rotate()[-1]


def _parsed_types(monkeypatch):
    seen = []
    parse = KaitaiBackend.parse

    def counting(self, data, *args):
        seen.append(data[4])
        return parse(self, data, *args)

    monkeypatch.setattr(KaitaiBackend, "parse", counting)
    return seen


def _refuse_xids(monkeypatch):
    """The spec's parse refuses every XID body from now on: the Kaitai parser's, and the
    generated C reader's (which leaves a body it refuses to the Kaitai parse's verdict)."""
    from binlogspec import fast

    parse, body_tree = KaitaiBackend.parse, fast._body_tree

    def refusing(self, data, *args):
        if data[4] == XID:
            raise ValueError("not an XID body")
        return parse(self, data, *args)

    monkeypatch.setattr(KaitaiBackend, "parse", refusing)
    monkeypatch.setattr(fast, "_body_tree", lambda data, *args: None if data[4] == XID else body_tree(data, *args))


def _plain_changes(path):
    """The row changes of a walk whose reader parses every body (no defer), spec-driven."""
    with Reader(path) as reader:
        return [c for step in steps(reader) for c in step.changes()]


@pytest.mark.parametrize("fast", [True, False])
def test_row_walks_do_not_parse_unread_bodies(small_trx, monkeypatch, fast):
    want = _plain_changes(small_trx)
    seen = _parsed_types(monkeypatch)
    got = list(row_changes(small_trx, fast=fast))
    assert got == want and len(got) == 40 + 4 + 5
    assert seen and XID not in seen and ANNOTATE not in seen and not QUERIES & set(seen)
    with Reader(small_trx) as reader:
        counts = {code: sum(1 for e in reader if e.type_code == code) for code in (XID, ANNOTATE, *QUERIES)}
    assert counts[XID] >= 42 and counts[ANNOTATE] >= 42  # what the walk did not parse
    assert sum(counts[code] for code in QUERIES) >= 3  # (the DDL)


def test_a_deferred_body_is_parsed_when_read(small_trx):
    with Reader(small_trx) as reader:
        plain = [(e.pos, e.tree) for e in reader if e.type_code in UNREAD]
    with Reader(small_trx, defer=UNREAD) as reader:
        events = [e for e in reader if e.type_code in UNREAD]
        assert events and all(e._deferred is not None for e in events)
        assert [(e.pos, e.tree) for e in events] == plain
        assert all(e._deferred is None and e.body is not None for e in events)
    assert {XID, ANNOTATE} <= {e.type_code for e in events} <= {XID, ANNOTATE} | QUERIES
    assert QUERIES & {e.type_code for e in events}


def test_a_deferred_body_that_does_not_parse(small_trx, monkeypatch):
    """An XID body the spec refuses: a walk of rows that does not read it gives every row; a
    reader that reads it raises the spec's typed error at the event, deferred or not."""
    want = _plain_changes(small_trx)
    _refuse_xids(monkeypatch)
    assert list(row_changes(small_trx, fast=True)) == want
    assert list(row_changes(small_trx, fast=False)) == want
    with pytest.raises(errors.DecodeError) as plain:
        list(Reader(small_trx))
    with Reader(small_trx, defer=UNREAD) as reader:
        first = next(e for e in reader if e.type_code == XID)
        with pytest.raises(errors.DecodeError) as deferred:
            first.body  # noqa: B018
    assert (deferred.value.file, deferred.value.offset) == (plain.value.file, plain.value.offset) == \
        (str(small_trx), first.pos)
    assert str(deferred.value) == str(plain.value)


def test_without_checksums_bodies_are_parsed_as_read(corpus, monkeypatch):
    """In a file without CRC32s the parse is the only check of a body: nothing is deferred, and a
    walk of rows stops at an XID body the spec refuses, as before."""
    path = corpus / "mbcj__mysql-bin.sakila"
    with Reader(path, defer=UNREAD) as reader:
        xids = [e for e in reader if e.type_code == XID]
    assert xids and all(e.checksum == "none" and e._deferred is None for e in xids)
    _refuse_xids(monkeypatch)
    with pytest.raises(errors.DecodeError) as info:
        list(row_changes(path))
    assert info.value.offset == xids[0].pos


# --- GTID bodies read by their generated C readers (fastgen.EVENT_BODIES) ------------------------

GTIDS = {T["gtid_event"], T["gtid_log_event"], T["anonymous_gtid_log_event"]}


def _gtid_events(path, **kw):
    from binlogspec import fast

    with fast.reader(path, **kw) as reader:
        return [e for e in reader if e.type_code in GTIDS]


def _typed(tree):
    """A tree with each value's type beside it (True and 1 are equal, and so are dicts whatever
    their order), nested dicts with their keys in order."""
    if isinstance(tree, dict):
        return [(key, _typed(value)) for key, value in tree.items()]
    if isinstance(tree, list):
        return [_typed(value) for value in tree]
    return type(tree).__name__, tree


def test_gtid_bodies_read_in_c_agree_with_the_spec(small_trx, corpus):
    """Every GTID body of the corpus and of a MariaDB binlog: the generated reader's fields equal
    the Kaitai tree's (enum names aside); where the generator says its tree is the Kaitai tree
    (the event's tree then comes from C), it is, keys, order and types; and the walk's GTIDs
    equal the spec path's."""
    from binlogspec import fast
    from binlogspec.tree import from_kaitai
    from test_fast_path import CORPUS_FILES, _norm_kaitai

    exact = fast._state["exact_trees"]
    assert {33, 162} <= exact, exact  # GTID_LOG_EVENT (MySQL), GTID_EVENT (MariaDB)

    if not fast.available():
        pytest.skip(f"the fast decoder is not available: {fast.disabled_reason()}")
    checked = 0
    for path in [small_trx] + [p for p in CORPUS_FILES]:
        try:
            events = _gtid_events(path, on_error="resync", checksum_errors="flag")
        except errors.BinlogError:
            continue
        for event in events:
            if not isinstance(event.body, fast.FastBody):
                continue
            tree = from_kaitai(event.body.kaitai())  # the Kaitai parse, from the same bytes
            for key, value in event.body.fields.items():
                assert key in tree, f"{path}:{event.pos}: {key} only in the C tree"
                if not isinstance(value, dict):
                    assert _norm_kaitai(tree[key], value) == value, f"{path}:{event.pos}: {key}"
            if event.type_code in exact:
                given = event.tree
                assert list(given) == list(tree) and _typed(given) == _typed(tree), f"{path}:{event.pos}"
            checked += 1
    assert checked >= 100
    assert [c.gtid for c in row_changes(small_trx)] == [c.gtid for c in row_changes(small_trx, fast=False)]


def test_a_gtid_body_the_c_reader_refuses_gets_the_specs_verdict(small_trx, tmp_path):
    """A MariaDB GTID whose XA id claims more than 64 bytes (the spec's bound): the generated
    reader refuses it, the Kaitai parse gives the verdict, at the same place on both paths."""
    import zlib

    data = bytearray(open(small_trx, "rb").read())
    first = _gtid_events(small_trx)[0]
    pos, size = first.pos, first.size
    body = pos + 19
    data[body + 12] |= 0x40          # flags2: FL_PREPARED_XA, so an XA id follows
    data[body + 13:body + 17] = (1).to_bytes(4, "little")
    data[body + 17] = 65            # len_gtrid over the bound
    data[body + 18] = 0
    data[pos + size - 4:pos + size] = zlib.crc32(bytes(data[pos:pos + size - 4])).to_bytes(4, "little")
    path = tmp_path / "xa.binlog"
    path.write_bytes(bytes(data))
    faults = []
    for fast in (True, False):
        with pytest.raises(errors.BinlogError) as info:
            list(row_changes(path, fast=fast))
        faults.append((type(info.value), info.value.offset, str(info.value)))
    assert faults[0] == faults[1] and faults[0][1] == pos



def test_trees_of_bodies_read_in_c_are_the_specs(small_trx, corpus, monkeypatch, capsysbinary):
    """Every body a generated reader reads whose tree the generator says is the Kaitai tree
    (fastgen.CompiledType.tree_exact: the GTID events, ANNOTATE_ROWS, ROWS_QUERY), in the corpus
    and a MariaDB binlog: the backend's tree of it (from C) is the Kaitai parse's of the same
    bytes, keys in order and values of the same types; and ``binlogspec events`` prints the same
    lines as with the trees taken from Kaitai."""
    from binlogspec import cli, fast
    from binlogspec.tree import from_kaitai
    from test_fast_path import CORPUS_FILES

    if not fast.available():
        pytest.skip(f"the fast decoder is not available: {fast.disabled_reason()}")
    exact = fast._state["exact_trees"]
    assert {T["annotate_rows_event"], T["rows_query_log_event"]} <= exact, exact
    seen = {}
    for path in [small_trx] + list(CORPUS_FILES):
        try:
            with fast.reader(path, on_error="resync", checksum_errors="flag") as reader:
                for event in reader:
                    if event.type_code in exact and isinstance(event.body, fast.FastBody):
                        given = reader.backend.tree(event.body)  # (event.tree then decodes statements)
                        assert _typed(given) == _typed(from_kaitai(event.body.kaitai())), f"{path}:{event.pos}"
                        seen[event.type_code] = seen.get(event.type_code, 0) + 1
        except errors.BinlogError:
            continue
    assert all(seen.get(code, 0) > 0 for code in exact) and sum(seen.values()) > 300, seen
    for path in [small_trx, corpus / "canal__tsdb_mysql-bin.000003"]:
        outs = []
        for trees in (exact, set()):
            capsysbinary.readouterr()
            with monkeypatch.context() as m:
                m.setitem(fast._state, "exact_trees", trees)
                assert cli.main(["events", str(path)]) == 0
            outs.append(capsysbinary.readouterr().out)
        assert outs[0] == outs[1] and outs[0].count(b"\n") > 100, path
