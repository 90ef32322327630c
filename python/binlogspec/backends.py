"""The decoding backends: the parsers kaitai-struct-compiler generates from ``formats/kaitai``
(:class:`KaitaiBackend`, the default) and the construct definitions of ``formats/construct``
(:class:`ConstructBackend`). Each parses one event's bytes with the context the reader carries and
turns its object into the canonical tree (:mod:`binlogspec.tree`); the fast decoder
(:mod:`binlogspec.fast`) is a third, put in by :meth:`binlogspec.reader.Reader.use_backend`.
"""

import contextlib
import sys
from io import BytesIO
from typing import Any

from binlogspec.tree import from_construct, from_kaitai


class KaitaiBackend:
    """Decodes events with the parsers kaitai-struct-compiler generated from ``formats/kaitai``."""

    name = "kaitai"

    def __init__(self):
        from binlogspec._kaitai import GuardedStream, spec_class

        self._stream = GuardedStream
        self._event = spec_class("binlog_event")

    def parse(self, data, len_header, len_checksum, post_header_lens, fde_has_alg, table_map):
        return self._event(
            len_header, len_checksum, post_header_lens, fde_has_alg, table_map, self._stream(BytesIO(data))
        )

    tree = staticmethod(from_kaitai)


CONSTRUCT_RECURSION_LIMIT = 4000


@contextlib.contextmanager
def _recursion_room(limit):
    """Python's recursion limit raised to ``limit`` (if lower) for the time of a parse."""
    before = sys.getrecursionlimit()
    if before >= limit:
        yield
        return
    sys.setrecursionlimit(limit)
    try:
        yield
    finally:
        sys.setrecursionlimit(before)


class ConstructBackend:
    """Decodes events with the construct definitions in ``formats/construct``."""

    name = "construct"

    def __init__(self):
        from binlogspec.formats.binlog_event import binlog_event

        self._event = binlog_event

    def parse(self, data, len_header, len_checksum, post_header_lens, fde_has_alg, table_map):
        # construct takes some 25 Python frames per level of a JSON document; MySQL nests them up
        # to 100 levels (the specs stop anything deeper), so the stack is let grow for the parse
        with _recursion_room(CONSTRUCT_RECURSION_LIMIT):
            return self._event.parse(
                data,
                len_header=len_header,
                len_checksum=len_checksum,
                post_header_lens=post_header_lens,
                fde_has_checksum_alg=fde_has_alg,
                table_map=table_map,
            )

    tree = staticmethod(from_construct)


_BACKENDS = {"kaitai": KaitaiBackend, "construct": ConstructBackend}
_backend_cache: dict[str, Any] = {}


def backend(name):
    """The decoding backend called ``name`` (``kaitai`` or ``construct``), created once."""
    if name not in _backend_cache:
        try:
            _backend_cache[name] = _BACKENDS[name]()
        except KeyError:
            raise ValueError(f"unknown backend {name!r}; expected one of {sorted(_BACKENDS)}") from None
    return _backend_cache[name]
