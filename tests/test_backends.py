"""Acceptance: for every event of every corpus file, the Kaitai and construct backends give the
same tree, and construct rebuilds exactly the bytes it parsed."""

import pytest

import binlogspec
from binlogspec import errors
from binlogspec.formats.binlog_event import binlog_event
from binlogspec.tree import diff, from_construct
from conftest import corpus_binlogs


def events_of(path, backend):
    out = []
    try:
        with binlogspec.open(path, backend=backend, checksum_errors="flag") as reader:
            for event in reader:
                out.append(event)
    except errors.BinlogError as exc:
        return out, exc
    return out, None


def construct_params(event):
    params = dict(event.params)
    return params


@pytest.mark.parametrize("path", corpus_binlogs(), ids=lambda p: p.name)
def test_kaitai_and_construct_agree(corpus, path):
    kaitai, k_err = events_of(path, "kaitai")
    construct, c_err = events_of(path, "construct")
    assert type(k_err) is type(c_err)
    if k_err is not None:
        assert (k_err.offset, k_err.kind) == (c_err.offset, c_err.kind)
    assert len(kaitai) == len(construct)
    for a, b in zip(kaitai, construct):
        assert (a.pos, a.payload_offset, a.type_code) == (b.pos, b.payload_offset, b.type_code)
        found = diff(a.tree, b.tree)
        assert found is None, f"{path.name} event at {a.pos} ({a.type_name}): {found}"


@pytest.mark.parametrize("path", corpus_binlogs(), ids=lambda p: p.name)
def test_construct_rebuilds_the_bytes(corpus, path):
    events, _ = events_of(path, "construct")
    assert events
    for event in events:
        if event.undecoded is not None:
            continue  # kept raw: nothing was parsed to rebuild from
        rebuilt = binlog_event.build(event.parsed, **construct_params(event))
        assert rebuilt == event.raw, f"{path.name} event at {event.pos} ({event.type_name}) rebuilds differently"
        # and the rebuilt bytes parse back to the same tree
        again = binlog_event.parse(rebuilt, **construct_params(event))
        assert diff(from_construct(again.body), event.tree) is None
