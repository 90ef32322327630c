"""One canonical form for a parse tree from either backend.

Both the Kaitai objects and the construct Containers become plain Python data: dicts of field
name to value, in field order, seq fields and params first, then instances; lists stay lists;
enums become their member name (or the bare code when the code is not in the enum); bytes stay
bytes; fields whose ``if`` was false are left out. Struct-valued params (the table map given to a
rows event) are context, not content, and are left out too. Comparing two such trees is how the
tests hold the two backends to the same answer.
"""

import enum
import json

from kaitaistruct import KaitaiStruct
from typing import Any

from binlogspec.errors import DecodeError
from binlogspec.limits import MAX_JSON_DEPTH

# Params that carry a whole parsed struct as context for decoding; not part of the event.
STRUCT_PARAMS = frozenset({"table_map"})


def from_kaitai(obj):
    """Canonical tree of a Kaitai-generated object (or of any value inside one).

    The values of a MySQL JSON document are reached through offsets and parsed by Kaitai only when
    first read, which is here; so here is where a damaged document is stopped: past MySQL's depth
    limit (100 levels), or once it has given more values than it has bytes (entries that share or
    loop back to a value), with a :class:`~binlogspec.errors.DecodeError`."""
    return _from_kaitai(obj, None)


def _from_kaitai(obj, doc):
    # doc: (level, [values left]) of the JSON document being walked, or None outside one
    if isinstance(obj, KaitaiStruct):
        cls = type(obj)
        if cls.__qualname__ == "MysqlJson.JsonValue":
            doc = _enter_json_value(obj, doc)
        out = {}
        for name, value in vars(obj).items():
            if name.startswith("_") or name in STRUCT_PARAMS or value is None:
                continue
            out[name] = _from_kaitai(value, doc)
        for name in _kaitai_instances(cls):
            value = getattr(obj, name)
            if value is not None:
                out[name] = _from_kaitai(value, doc)
        return out
    if isinstance(obj, list):
        out = []
        for value in obj:
            out.append(_from_kaitai(value, doc))
        return out
    if isinstance(obj, enum.Enum):
        return obj.name
    return obj


def _enter_json_value(value, doc):
    if doc is None:
        return 0, [value._io.size()]
    level, left = doc[0] + 1, doc[1]
    if level > MAX_JSON_DEPTH:
        raise DecodeError(f"JSON document nests deeper than {MAX_JSON_DEPTH} levels")
    left[0] -= 1
    if left[0] < 0:
        raise DecodeError("JSON document holds more values than bytes: its entries share values")
    return level, left


_INSTANCES: dict[Any, Any] = {}


def _kaitai_instances(cls):
    names = _INSTANCES.get(cls)
    if names is None:
        names = [n for n, v in vars(cls).items() if isinstance(v, property) and not n.startswith("_")]
        _INSTANCES[cls] = names
    return names


def from_construct(obj):
    """Canonical tree of a construct parse result."""
    # construct is imported by the backend that made obj; not at binlogspec's import (it takes
    # longer to import than a small binlog takes to read)
    from construct import Container, ListContainer

    return _from_construct(obj, Container, ListContainer)


def _from_construct(obj, Container, ListContainer):  # noqa: N803 - the classes, passed down
    if isinstance(obj, Container):
        return {
            k: _from_construct(v, Container, ListContainer)
            for k, v in obj.items()
            if not k.startswith("_") and k not in STRUCT_PARAMS and v is not None
        }
    if isinstance(obj, (ListContainer, list)):
        return [_from_construct(v, Container, ListContainer) for v in obj]
    if isinstance(obj, str) and type(obj) is not str:  # construct's EnumIntegerString
        return str(obj)
    if isinstance(obj, int) and type(obj) not in (int, bool):  # construct's EnumInteger
        return int(obj)
    return obj


def _hex(value):
    if isinstance(value, (bytes, bytearray)):
        return bytes(value).hex()
    raise TypeError(f"{type(value).__name__} is not in a tree")


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), default=_hex)


def dumps(tree):
    """A tree as compact JSON text, bytes as lowercase hex strings: ``json.dumps(to_json(tree),
    ensure_ascii=False, separators=(",", ":"))``, without the converted copy of the tree (the
    encoder is asked about the bytes it meets)."""
    return _ENCODER.encode(tree)


def to_json(tree):
    """A tree made JSON-ready: bytes as lowercase hex strings."""
    if isinstance(tree, dict):
        return {k: to_json(v) for k, v in tree.items()}
    if isinstance(tree, list):
        return [to_json(v) for v in tree]
    if isinstance(tree, (bytes, bytearray)):
        return bytes(tree).hex()
    return tree


def diff(a, b, path="$"):
    """The first place where two canonical trees differ, as a readable string, or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path}.{key}: only in {'second' if key not in a else 'first'}"
            found = diff(a[key], b[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items vs {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            found = diff(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    if a != b or type(a) is not type(b) and not (isinstance(a, int) and isinstance(b, int)):
        return f"{path}: {a!r} vs {b!r}"
    return None
