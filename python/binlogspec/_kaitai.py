"""Access to the Kaitai-generated parsers in ``generated/python``.

kaitai-struct-compiler writes Python modules that import one another by their top-level
names (``import event_header``), so their folder goes on ``sys.path`` (at the end, so that
nothing of the user's is shadowed) before the first of them is imported.
"""

import importlib
import sys
from pathlib import Path

from kaitaistruct import KaitaiStream
from typing import Any


def _generated_dir():
    here = Path(__file__).resolve().parent
    for candidate in (here.parent.parent / "generated" / "python", here / "kaitai"):
        if (candidate / "binlog_event.py").is_file():
            return str(candidate)
    raise ImportError(f"the generated Kaitai parsers are missing (looked beside {here}); run ./build.sh generate")


GENERATED_DIR = _generated_dir()
if GENERATED_DIR not in sys.path:
    sys.path.append(GENERATED_DIR)


class GuardedStream(KaitaiStream):
    """A KaitaiStream that notices a ``repeat: eos`` loop whose items take no bytes (a rows event
    whose row images are empty, say): such a loop would never end. ``is_eof`` answering "not yet"
    again and again without the position moving stops it with a typed error."""

    STUCK = 64  # consecutive "not at the end" answers at one position

    def is_eof(self):
        eof = super().is_eof()
        if not eof:
            here = (self._io.tell(), self.bits_left)
            if here == getattr(self, "_last", None):
                self._stuck += 1
                if self._stuck >= self.STUCK:
                    from binlogspec.errors import LengthOutOfBounds

                    raise LengthOutOfBounds(f"a repeated field takes no bytes at offset {here[0]} of its "
                                            "substream: the list would never end")
            else:
                self._last, self._stuck = here, 0
        return eof


_guarded: set[Any] = set()


def _guard():
    """Generated parsers inflate ``process: zlib`` fields with ``zlib.decompress``, which takes a
    stream for whatever it inflates to, and cut substreams with ``KaitaiStream``: give every
    generated module loaded so far the bounded inflation of ``binlogspec.limits`` and
    :class:`GuardedStream` instead (the generated files stay as the compiler wrote them)."""
    import zlib

    from binlogspec.limits import BoundedZlib

    for name, mod in list(sys.modules.items()):
        if name in _guarded or not str(getattr(mod, "__file__", "")).startswith(GENERATED_DIR):
            continue
        if getattr(mod, "zlib", None) is zlib:
            mod.zlib = BoundedZlib
        if getattr(mod, "KaitaiStream", None) is KaitaiStream:
            mod.KaitaiStream = GuardedStream
        _guarded.add(name)


def module(spec_id):
    """The generated module of the spec whose ``meta/id`` is ``spec_id``."""
    mod = importlib.import_module(spec_id)
    if spec_id not in _guarded:
        _guard()
    return mod


def spec_class(spec_id):
    """The top-level class of a spec (``table_map_event`` gives ``TableMapEvent``)."""
    name = "".join(part.capitalize() for part in spec_id.split("_"))
    return getattr(module(spec_id), name)
