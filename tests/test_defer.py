"""Bodies a walk of row changes does not read (``binlogspec.walk.UNREAD``: XID, ANNOTATE_ROWS,
ROWS_QUERY) are not parsed when their CRC32 holds (the reader's ``defer``): one parse less per
transaction. What such an event is checked for (framing, position, CRC32) is unchanged, its body
parses when read, and without a CRC32 that holds it is parsed as it is read, as before, since the
parse is then what finds damage."""

import pytest

from binlogspec import errors
from binlogspec.reader import KaitaiBackend, Reader, T
from binlogspec.rows import row_changes
from binlogspec.walk import UNREAD, steps

XID, ANNOTATE = T["xid_event"], T["annotate_rows_event"]


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
    assert seen and XID not in seen and ANNOTATE not in seen
    with Reader(small_trx) as reader:
        counts = {code: sum(1 for e in reader if e.type_code == code) for code in (XID, ANNOTATE)}
    assert counts[XID] >= 42 and counts[ANNOTATE] >= 42  # what the walk did not parse


def test_a_deferred_body_is_parsed_when_read(small_trx):
    with Reader(small_trx) as reader:
        plain = [(e.pos, e.tree) for e in reader if e.type_code in UNREAD]
    with Reader(small_trx, defer=UNREAD) as reader:
        events = [e for e in reader if e.type_code in UNREAD]
        assert events and all(e._deferred is not None for e in events)
        assert [(e.pos, e.tree) for e in events] == plain
        assert all(e._deferred is None and e.body is not None for e in events)
    assert {e.type_code for e in events} == {XID, ANNOTATE}


def test_a_deferred_body_that_does_not_parse(small_trx, monkeypatch):
    """An XID body the spec refuses: a walk of rows that does not read it gives every row; a
    reader that reads it raises the spec's typed error at the event, deferred or not."""
    want = _plain_changes(small_trx)
    parse = KaitaiBackend.parse

    def refusing(self, data, *args):
        if data[4] == XID:
            raise ValueError("not an XID body")
        return parse(self, data, *args)

    monkeypatch.setattr(KaitaiBackend, "parse", refusing)
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
    parse = KaitaiBackend.parse

    def refusing(self, data, *args):
        if data[4] == XID:
            raise ValueError("not an XID body")
        return parse(self, data, *args)

    monkeypatch.setattr(KaitaiBackend, "parse", refusing)
    with pytest.raises(errors.DecodeError) as info:
        list(row_changes(path))
    assert info.value.offset == xids[0].pos
