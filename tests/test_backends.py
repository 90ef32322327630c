"""Acceptance: for every event of every corpus file, the Kaitai and construct backends give the
same tree, and construct rebuilds exactly the bytes it parsed."""

import pytest

import binlogspec
from binlogspec import errors
from binlogspec.formats.binlog_event import binlog_event
from binlogspec.statements import decode_statement
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


@pytest.mark.parametrize("path", corpus_binlogs(), ids=lambda p: p.name)
def test_backends_agree_and_construct_rebuilds(corpus, path):
    kaitai, k_err = events_of(path, "kaitai")
    construct, c_err = events_of(path, "construct")
    assert type(k_err) is type(c_err)
    if k_err is not None:
        assert (k_err.offset, k_err.kind) == (c_err.offset, c_err.kind)
    assert len(kaitai) == len(construct) > 0
    for a, b in zip(kaitai, construct):
        where = f"{path.name} event at {a.pos} ({a.type_name})"
        assert (a.pos, a.payload_offset, a.type_code) == (b.pos, b.payload_offset, b.type_code)
        if a.undecoded is not None or b.undecoded is not None:
            # both keep it raw (each backend words its reason its own way); nothing to rebuild
            assert a.undecoded is not None and b.undecoded is not None and a.body == b.body
            continue
        found = diff(a.tree, b.tree)
        assert found is None, f"{where}: {found}"
        rebuilt = binlog_event.build(b.parsed, **b.params)
        assert rebuilt == b.raw, f"{where} rebuilds differently"
        # and the rebuilt bytes parse back to the same tree
        again = binlog_event.parse(rebuilt, **b.params)
        assert diff(decode_statement(b.type_code, from_construct(again.body)), b.tree) is None, where


_LAZY_CHECK = """
import sys, threading
import zlib
from binlogspec import _kaitai
from binlogspec.limits import BoundedZlib

_kaitai.spec_class("binlog_event")
import rows_event
lazy = [name for name, mod in sys.modules.items() if type(mod).__name__ == "_LazyModule"]
assert "rows_event" in lazy and len(lazy) > 20, lazy  # imported by binlog_event, not run
runs = []
loader = rows_event.__spec__.loader
run = loader.run
loader.run = lambda module: (runs.append(1), run(module))
start, seen = threading.Barrier(8), []

def read():
    start.wait()
    seen.append(rows_event.RowsEvent)

threads = [threading.Thread(target=read) for _ in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
assert runs == [1] and len(seen) == 8 and len({id(c) for c in seen}) == 1, (runs, seen)
assert type(rows_event).__name__ == "module"
assert rows_event.KaitaiStream is _kaitai.GuardedStream and rows_event.zlib is BoundedZlib
assert not hasattr(rows_event, "no_such_name")
"""


def test_kaitai_modules_run_lazily_once_and_guarded():
    """The generated modules binlog_event imports are made, not run; the first name read runs a
    module's code once, whichever of eight threads reading at once gets there first, the others
    waiting for it; a module that has run has the guards (GuardedStream, bounded zlib)."""
    import subprocess
    import sys

    subprocess.run([sys.executable, "-c", _LAZY_CHECK], check=True)
