"""WKB (as MySQL/MariaDB store spatial values after the SRID) to WKT text, a convenience view of
``values.Geometry``; the WKB bytes remain the value."""

import struct

_NAMES = {1: "POINT", 2: "LINESTRING", 3: "POLYGON", 4: "MULTIPOINT", 5: "MULTILINESTRING",
          6: "MULTIPOLYGON", 7: "GEOMETRYCOLLECTION"}
MAX_DEPTH = 64


def _num(x):
    text = repr(x)
    return text[:-2] if text.endswith(".0") else text


def to_wkt(wkb):
    text, end = _geometry(bytes(wkb), 0, 0)
    if end != len(wkb):
        raise ValueError(f"{len(wkb) - end} bytes after the geometry")
    return text


def _geometry(data, pos, depth):
    if depth > MAX_DEPTH:
        raise ValueError("geometry nested too deeply")
    order = "<" if data[pos] == 1 else ">"
    (kind,) = struct.unpack_from(order + "I", data, pos + 1)
    pos += 5
    name = _NAMES.get(kind)
    if name is None:
        raise ValueError(f"unknown WKB geometry type {kind}")

    def count():
        nonlocal pos
        (n,) = struct.unpack_from(order + "I", data, pos)
        pos += 4
        if n > (len(data) - pos):
            raise ValueError("WKB count past the end of the value")
        return n

    def point():
        nonlocal pos
        x, y = struct.unpack_from(order + "dd", data, pos)
        pos += 16
        return f"{_num(x)} {_num(y)}"

    def points():
        return "(" + ",".join(point() for _ in range(count())) + ")"

    if kind == 1:
        return f"POINT({point()})", pos
    if kind == 2:
        return f"LINESTRING{points()}", pos
    if kind == 3:
        return "POLYGON(" + ",".join(points() for _ in range(count())) + ")", pos
    parts = []
    for _ in range(count()):
        sub, pos = _geometry(data, pos, depth + 1)
        if kind in (4, 5, 6):
            sub = sub[sub.index("("):]
            if kind == 4:
                sub = sub[1:-1]
        parts.append(sub)
    inner = ",".join(f"({p})" if kind == 4 else p for p in parts)
    return f"{name}({inner})", pos
