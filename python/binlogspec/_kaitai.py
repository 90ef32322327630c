"""Access to the Kaitai-generated parsers in ``generated/python``.

kaitai-struct-compiler writes Python modules that import one another by their top-level
names (``import event_header``). A finder of this module's, at the end of ``sys.meta_path`` (so
that nothing of the user's is shadowed), finds them in their folder. Each loads lazily: importing
one makes its module, which runs its code the first time one of its names is read. A walk reads
a few event types of the forty that ``binlog_event`` imports, so most never run. When one runs,
it gets the guards of :func:`_guard`.
"""

import _thread
import importlib
import importlib.machinery
import os
import sys
import types
from typing import Any

from kaitaistruct import KaitaiStream


def _generated_dir():
    here = os.path.dirname(os.path.abspath(__file__))
    for candidate in (os.path.join(os.path.dirname(os.path.dirname(here)), "generated", "python"),
                      os.path.join(here, "kaitai")):
        if os.path.isfile(os.path.join(candidate, "binlog_event.py")):
            return candidate
    raise ImportError(f"the generated Kaitai parsers are missing (looked beside {here}); run ./build.sh generate")


GENERATED_DIR = _generated_dir()
_NAMES = frozenset(n[:-3] for n in os.listdir(GENERATED_DIR) if n.endswith(".py") and n != "__init__.py")
_loading = _thread.RLock()  # a module's code runs once, in whichever thread reads it first


class _LazyModule(types.ModuleType):
    """A generated module whose code has not run yet: the first name read that it lacks runs it.
    Another thread reading one meanwhile waits for the code to have run; the module's own code
    (or a module it runs, which reads back into it) finds what is defined so far, as in a module
    being imported."""

    def __getattr__(self, name):
        loader = self.__spec__.loader
        with _loading:
            if not loader.ran and not loader.running:
                loader.running = True
                try:
                    loader.run(self)
                finally:
                    loader.running = False
                loader.ran = True
                self.__class__ = types.ModuleType  # (names are read as in any module from now on)
        return types.ModuleType.__getattribute__(self, name)


class _Loader:  # (the loader protocol; importlib.abc would cost its import, a tenth of the CLI's)
    def __init__(self, path):
        self.path = path
        self.ran = self.running = False

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        module.__class__ = _LazyModule

    def run(self, module):
        loader = importlib.machinery.SourceFileLoader(module.__name__, self.path)
        exec(loader.get_code(module.__name__), module.__dict__)
        _guard(module)


class _Finder:  # (the meta path finder protocol)
    def find_spec(self, fullname, path=None, target=None):
        if path is not None or fullname not in _NAMES:
            return None
        file = os.path.join(GENERATED_DIR, fullname + ".py")
        spec = importlib.machinery.ModuleSpec(fullname, _Loader(file), origin=file)
        spec.has_location = True  # (__file__ is the file)
        return spec


if not any(isinstance(f, _Finder) for f in sys.meta_path):
    sys.meta_path.append(_Finder())


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


def _guard(mod):
    """Generated parsers inflate ``process: zlib`` fields with ``zlib.decompress``, which takes a
    stream for whatever it inflates to, and cut substreams with ``KaitaiStream``: a generated
    module gets the bounded inflation of ``binlogspec.limits`` and :class:`GuardedStream` instead,
    before any of its code is called (the generated files stay as the compiler wrote them)."""
    import zlib

    from binlogspec.limits import BoundedZlib

    if mod.__dict__.get("zlib") is zlib:
        mod.zlib = BoundedZlib
    if mod.__dict__.get("KaitaiStream") is KaitaiStream:
        mod.KaitaiStream = GuardedStream


def module(spec_id: str) -> Any:
    """The generated module of the spec whose ``meta/id`` is ``spec_id``."""
    return importlib.import_module(spec_id)


def spec_class(spec_id):
    """The top-level class of a spec (``table_map_event`` gives ``TableMapEvent``)."""
    name = "".join(part.capitalize() for part in spec_id.split("_"))
    return getattr(module(spec_id), name)
