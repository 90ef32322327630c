"""Row values, property-based: random tables of every column type with random metadata and random
values, written as TABLE_MAP and WRITE_ROWS/UPDATE_ROWS v2 events by the construct specs, read
back through ``binlogspec.reader`` and ``binlogspec.rows.row_changes`` with both backends; the
decoded values must be the values the events were built from. DECIMAL columns are also read as
Arrow batches, whose decimal128 values the C decoder writes (``test_decimal_arrow_values``).

The value -> cell-field encoders below follow the server's storage formats (sql/field.cc,
mysys/my_time.cc, strings/decimal.cc, sql-common/json_binary.cc) independently of
``binlogspec.values``.
"""

import datetime
import decimal
import json
import struct
import zlib

from construct import Container, ListContainer
from hypothesis import HealthCheck, given, settings, strategies as st

from binlogspec import reader as binlog_reader
from binlogspec.formats.format_description_event import format_description_event
from binlogspec.formats.mysql_json import mysql_json
from binlogspec.formats.rows_event import rows_event
from binlogspec.formats.table_map_event import (
    column_names, packed_values, str_value_lists, table_map_event,
)
from binlogspec.rows import row_changes
from binlogspec.tree import diff
from binlogspec.values import Geometry, JsonText, ZeroDate

UTC = datetime.timezone.utc
LATIN1, UTF8MB4, BINARY = 8, 255, 63
CODEC = {LATIN1: "cp1252", UTF8MB4: "utf-8"}
TEXT = {LATIN1: "abcXYZ 09'\\\t\néüÀÿ€", UTF8MB4: "abc Z'\\\0é€\u2211\U0001F600"}
DIG2BYTES = (0, 1, 1, 2, 2, 3, 3, 4, 4, 4)
TIME2_OFS = 0x800000
TABLE_ID = 77
EMPTY_JSON = object()  # a JSON cell of length 0 (the server reads it as JSON null)
INTS = {"tiny": 1, "short": 2, "int24": 3, "long": 4, "longlong": 8}


# --- encoders: Python value -> cell fields --------------------------------------------------------

def fraction_units(micro, fsp):
    """The stored fraction: (fsp + 1) / 2 bytes counting 10^-(2 * bytes) seconds."""
    nbytes = (fsp + 1) // 2
    return micro // 10 ** (6 - 2 * nbytes) if nbytes else 0


def decimal_bytes(value, precision, scale):
    """strings/decimal.cc decimal2bin: digit groups of nine in 4 big-endian bytes, leftovers in
    fewer; every byte inverted for negative numbers, then the first bit flipped."""
    sign, digits, exponent = value.as_tuple()
    number = int("".join(map(str, digits)) or "0") * 10 ** (exponent + scale)
    text = str(number).rjust(precision, "0")
    intg = precision - scale
    int_text, frac_text = text[:intg], text[intg:]
    out = bytearray()
    lead = intg % 9
    if lead:
        out += int(int_text[:lead]).to_bytes(DIG2BYTES[lead], "big")
    for i in range(lead, intg, 9):
        out += int(int_text[i:i + 9]).to_bytes(4, "big")
    for i in range(0, scale - scale % 9, 9):
        out += int(frac_text[i:i + 9]).to_bytes(4, "big")
    if scale % 9:
        out += int(frac_text[scale - scale % 9:]).to_bytes(DIG2BYTES[scale % 9], "big")
    if sign and number:
        out = bytearray(b ^ 0xFF for b in out)
    out[0] ^= 0x80
    return bytes(out)


def var_len(n):
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def json_scalar(value):
    """(type code, bytes) of a scalar in MySQL's binary JSON."""
    if value is None or isinstance(value, bool):
        return 4, bytes([{None: 0, True: 1, False: 2}[value]])
    if isinstance(value, int):
        if -(1 << 15) <= value < 1 << 15:
            return 5, struct.pack("<h", value)
        if -(1 << 31) <= value < 1 << 31:
            return 7, struct.pack("<i", value)
        return 9, struct.pack("<q", value)
    if isinstance(value, float):
        return 11, struct.pack("<d", value)
    data = value.encode()
    return 12, var_len(len(data)) + data


def json_value(value):
    """(type code, bytes) of any value; containers in the small form."""
    if isinstance(value, (list, dict)):
        return (0 if isinstance(value, dict) else 2), json_container(value)
    return json_scalar(value)


def json_container(value):
    """A small object or array: count, size, key entries, value entries, keys, values; offsets
    from the container's first byte; literals and 16-bit integers inlined."""
    if isinstance(value, dict):
        keys = sorted((k.encode() for k in value), key=lambda k: (len(k), k))
        items = [value[k.decode()] for k in keys]
    else:
        keys, items = [], list(value)
    n = len(items)
    header = 4 + 4 * len(keys) + 3 * n
    tail = bytearray()
    key_entries = bytearray()
    for key in keys:
        key_entries += struct.pack("<HH", header + len(tail), len(key))
        tail += key
    value_entries = bytearray()
    for item in items:
        code, data = json_value(item)
        if code in (4, 5, 6):
            value_entries += bytes([code]) + data.ljust(2, b"\0")
        else:
            value_entries += bytes([code]) + struct.pack("<H", header + len(tail))
            tail += data
    return struct.pack("<HH", n, header + len(tail)) + key_entries + value_entries + tail


def json_document(value):
    code, data = json_value(value)
    return bytes([code]) + data


# --- column kinds: metadata and (value strategy, cell fields, expected Python value) --------------

def _int_column(draw, kind):
    bits = 8 * INTS[kind]
    unsigned = draw(st.booleans())
    lo, hi = (0, (1 << bits) - 1) if unsigned else (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    values = st.one_of(st.sampled_from([lo, hi, 0, 1, -1 if not unsigned else 2]), st.integers(lo, hi))
    return {"type": kind, "unsigned": unsigned, "values": values,
            "cell": lambda v: {"value_unsigned": v & ((1 << bits) - 1)}, "expect": lambda v: v}


def _float32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def _temporal_parts():
    return st.tuples(st.integers(0, 23), st.integers(0, 59), st.integers(0, 59))


def _date_or_zero(y, m, d):
    try:
        return datetime.date(y, m, d)
    except ValueError:
        return ZeroDate(f"{y:04d}-{m:02d}-{d:02d}")


def _datetime_or_zero(y, mo, d, h, mi, s, micro, fsp):
    try:
        return datetime.datetime(y, mo, d, h, mi, s, micro)
    except ValueError:
        return ZeroDate(f"{y:04d}-{mo:02d}-{d:02d} {h:02d}:{mi:02d}:{s:02d}"
                        + ("." + f"{micro:06d}"[:fsp] if fsp else ""))


DATE_PARTS = st.one_of(
    st.dates(datetime.date(1000, 1, 1), datetime.date(9999, 12, 31)).map(lambda x: (x.year, x.month, x.day)),
    st.tuples(st.integers(0, 9999), st.integers(0, 12), st.integers(0, 31)),
    st.just((0, 0, 0)),
)


def _micro(fsp):
    return st.integers(0, 10 ** fsp - 1).map(lambda f: f * 10 ** (6 - fsp))


def _time_value(fsp):
    return st.tuples(st.booleans(), st.integers(0, 838), st.integers(0, 59), st.integers(0, 59), _micro(fsp))


def _timedelta(neg, h, m, s, micro):
    delta = datetime.timedelta(hours=h, minutes=m, seconds=s, microseconds=micro)
    return -delta if neg else delta


def _time2_cell(v, fsp):
    neg, h, m, s, micro = v
    nbytes = (fsp + 1) // 2
    magnitude = ((h << 12 | m << 6 | s) << (8 * nbytes)) | fraction_units(micro, fsp)
    packed = (TIME2_OFS << (8 * nbytes)) + (-magnitude if neg else magnitude)
    return {"int_part": packed >> (8 * nbytes), "fraction": packed & ((1 << (8 * nbytes)) - 1) if fsp else None}


def _text_values(collation, max_bytes):
    if collation == BINARY:
        return st.binary(max_size=max_bytes)
    codec = CODEC[collation]
    return st.text(TEXT[collation], max_size=max_bytes // 4).filter(lambda t: len(t.encode(codec)) <= max_bytes)


def _encode_text(v, collation):
    return v if collation == BINARY else v.encode(CODEC[collation])


JSON_SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(1 << 63), (1 << 63) - 1),
    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8),
)
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=5), inner, max_size=4)), max_leaves=8)


def _decimal_column(precision, scale, unsigned):
    """A DECIMAL(precision, scale) column: its values (the largest, powers of ten, negatives drawn
    often) and their cells."""
    top = 10 ** precision - 1
    edges = [0, top, -top, 1, -1, 10 ** (precision - 1), -(10 ** (precision - 1))]
    numbers = st.one_of(st.sampled_from(edges), st.integers(-top, top))
    if unsigned:
        numbers = numbers.map(abs)
    return {"type": "newdecimal", "meta": {"precision": precision, "scale": scale}, "unsigned": unsigned,
            "values": numbers.map(lambda n: decimal.Decimal(n).scaleb(-scale, decimal.Context(prec=100))),
            "cell": lambda v: {"raw": decimal_bytes(v, precision, scale)}, "expect": lambda v: v}


@st.composite
def columns(draw):
    kind = draw(st.sampled_from([
        "tiny", "short", "int24", "long", "longlong", "float", "double", "year", "date", "newdate", "time",
        "datetime", "timestamp", "time2", "datetime2", "timestamp2", "newdecimal", "bit", "varchar",
        "var_string", "char", "enum", "set", "blob", "json", "geometry", "vector",
    ]))
    if kind in INTS:
        return _int_column(draw, kind)
    if kind == "float":
        return {"type": kind, "meta": {"pack_length": 4}, "unsigned": False,
                "values": st.floats(width=32, allow_nan=False),
                "cell": lambda v: {"value": v}, "expect": _float32}
    if kind == "double":
        return {"type": kind, "meta": {"pack_length": 8}, "unsigned": False,
                "values": st.floats(allow_nan=False), "cell": lambda v: {"value": v}, "expect": lambda v: v}
    if kind == "year":
        return {"type": kind, "values": st.one_of(st.just(0), st.integers(1901, 2155)),
                "cell": lambda v: {"years_since_1900": v - 1900 if v else 0}, "expect": lambda v: v}
    if kind in ("date", "newdate"):
        return {"type": kind, "values": DATE_PARTS,
                "cell": lambda v: {"year": v[0], "month": v[1], "day": v[2]}, "expect": lambda v: _date_or_zero(*v)}
    if kind == "time":
        return {"type": kind, "values": _time_value(0),
                "cell": lambda v: {"packed_unsigned": (-1 if v[0] else 1) * (v[1] * 10000 + v[2] * 100 + v[3])
                                   & 0xFFFFFF},
                "expect": lambda v: _timedelta(*v)}
    if kind == "datetime":
        return {"type": kind, "values": st.tuples(DATE_PARTS, _temporal_parts()),
                "cell": lambda v: {"packed": int("%04d%02d%02d%02d%02d%02d" % (*v[0], *v[1]))},
                "expect": lambda v: _datetime_or_zero(*v[0], *v[1], 0, 0)}
    if kind == "timestamp":
        return {"type": kind, "values": st.one_of(st.just(0), st.integers(1, (1 << 31) - 1)),
                "cell": lambda v: {"seconds": v},
                "expect": lambda v: datetime.datetime.fromtimestamp(v, UTC) if v else ZeroDate("0000-00-00 00:00:00")}
    fsp = draw(st.integers(0, 6))
    if kind == "time2":
        return {"type": kind, "meta": {"fsp": fsp}, "values": _time_value(fsp),
                "cell": lambda v: _time2_cell(v, fsp), "expect": lambda v: _timedelta(*v)}
    if kind == "datetime2":
        def cell(v):
            (y, mo, d), (h, mi, s), micro = v
            return {"is_nonnegative": True, "year_month": y * 13 + mo, "day": d, "hour": h, "minute": mi,
                    "second": s, "fraction": fraction_units(micro, fsp) if fsp else None}
        return {"type": kind, "meta": {"fsp": fsp}, "values": st.tuples(DATE_PARTS, _temporal_parts(), _micro(fsp)),
                "cell": cell, "expect": lambda v: _datetime_or_zero(*v[0], *v[1], v[2], fsp)}
    if kind == "timestamp2":
        def expect(v):
            if v == (0, 0):
                return ZeroDate("0000-00-00 00:00:00" + ("." + "0" * fsp if fsp else ""))
            return datetime.datetime.fromtimestamp(v[0], UTC).replace(microsecond=v[1])
        return {"type": kind, "meta": {"fsp": fsp},
                "values": st.tuples(st.one_of(st.just(0), st.integers(0, (1 << 31) - 1)), _micro(fsp)),
                "cell": lambda v: {"seconds": v[0], "fraction": fraction_units(v[1], fsp) if fsp else None},
                "expect": expect}
    if kind == "newdecimal":
        precision, scale = draw(st.one_of(st.just((65, 30)), st.integers(1, 65).flatmap(
            lambda p: st.tuples(st.just(p), st.integers(0, min(p, 30))))))
        return _decimal_column(precision, scale, draw(st.booleans()))
    if kind == "bit":
        nbits = draw(st.integers(1, 64))
        nbytes = (nbits + 7) // 8
        return {"type": kind, "meta": {"num_extra_bits": nbits % 8, "num_bytes": nbits // 8},
                "values": st.one_of(st.sampled_from([0, (1 << nbits) - 1]), st.integers(0, (1 << nbits) - 1)),
                "cell": lambda v: {"raw": v.to_bytes(nbytes, "big")}, "expect": lambda v: v}
    collation = draw(st.sampled_from([LATIN1, UTF8MB4, BINARY]))
    if kind in ("varchar", "var_string"):
        max_length = draw(st.one_of(st.integers(1, 255), st.integers(256, 1200)))
        return {"type": kind, "meta": {"max_length": max_length}, "collation": collation,
                "values": _text_values(collation, min(max_length, 300)),
                "cell": lambda v: _var_cell(_encode_text(v, collation)), "expect": lambda v: v}
    if kind == "char":
        max_length = draw(st.one_of(st.integers(1, 255), st.integers(256, 1020)))
        if collation == BINARY:
            return {"type": "string", "real_type": 0xFE, "max_length": max_length, "collation": collation,
                    "values": st.binary(max_size=min(max_length, 200)).map(lambda b: b.rstrip(b"\0")),
                    "cell": lambda v: {"value": _var_cell(v)}, "expect": lambda v: v.ljust(max_length, b"\0")}
        return {"type": "string", "real_type": 0xFE, "max_length": max_length, "collation": collation,
                "values": _text_values(collation, min(max_length, 200)),
                "cell": lambda v: {"value": _var_cell(_encode_text(v, collation))}, "expect": lambda v: v}
    if kind in ("enum", "set"):
        collation = LATIN1 if collation == BINARY else collation
        if kind == "enum":
            count = draw(st.one_of(st.integers(1, 8), st.integers(250, 300)))
            size = 1 if count < 256 else 2
        else:
            count = draw(st.integers(1, 64))
            size = (count + 7) // 8
            size = 8 if size > 4 else size
        labels = [f"{kind[0]}{i}" + ("é" if i % 3 == 0 else "") for i in range(1, count + 1)]
        if kind == "enum":
            values = st.integers(0, count)
            expect = lambda v: labels[v - 1] if v else ""  # noqa: E731
        else:
            values = st.integers(0, (1 << count) - 1)
            expect = lambda v: frozenset(lab for i, lab in enumerate(labels) if v >> i & 1)  # noqa: E731
        return {"type": "string", "real_type": 0xF7 if kind == "enum" else 0xF8, "max_length": size,
                "collation": collation, "labels": labels, "values": values,
                "cell": lambda v: {"value": {"raw": v.to_bytes(size, "little")}}, "expect": expect}
    if kind == "blob":
        pack_length = draw(st.integers(1, 4))
        return {"type": kind, "meta": {"pack_length": pack_length}, "collation": collation,
                "values": _text_values(collation, 255 if pack_length == 1 else 600),
                "cell": lambda v: _var_cell(_encode_text(v, collation)), "expect": lambda v: v}
    if kind == "json":
        def cell(v):
            if v is EMPTY_JSON:
                return {"len_value": 0, "document": None}
            doc = json_document(v)
            return {"len_value": len(doc), "document": mysql_json().parse(doc)}
        return {"type": kind, "meta": {"pack_length": 4}, "values": st.one_of(st.just(EMPTY_JSON), JSON_VALUES),
                "cell": cell, "expect": lambda v: JsonText("null") if v is EMPTY_JSON else v, "json": True}
    if kind == "geometry":
        pack_length = draw(st.integers(1, 4))
        return {"type": kind, "meta": {"pack_length": pack_length},
                "values": st.tuples(st.integers(0, (1 << 32) - 1), st.binary(max_size=60)),
                "cell": lambda v: {"len_value": 4 + len(v[1]), "srid": v[0], "wkb": v[1]},
                "expect": lambda v: Geometry(*v)}
    assert kind == "vector"
    return {"type": kind, "meta": {"pack_length": 4},
            "values": st.lists(st.floats(width=32, allow_nan=False), max_size=16),
            "cell": lambda v: {"len_value": 4 * len(v), "values": v}, "expect": list}


def containers(obj):
    """Plain dicts and lists as construct Containers (expressions use attribute access)."""
    if isinstance(obj, dict):
        return Container({k: containers(v) for k, v in obj.items()})
    if isinstance(obj, list):
        return ListContainer(containers(v) for v in obj)
    return obj


def _var_cell(data):
    return {"len_value": len(data), "raw": data}


# --- events -------------------------------------------------------------------------------------

CHARACTER = {"string", "varchar", "var_string", "blob"}
NUMERIC = {"tiny", "short", "int24", "long", "longlong", "newdecimal", "float", "double"}


def _metadata(col):
    if col["type"] == "string":
        size = col["max_length"]
        return {"byte0": col["real_type"] ^ ((size >> 8) << 4), "byte1": size & 0xFF}
    return col.get("meta")


def _optional(name, value, built):
    return {"field_type": name, "len_value": len(built), "value": value}


def _msb_bitmap(name, bits):
    bits = list(bits) + [False] * (-len(bits) % 8)
    return {"field_type": name, "len_value": len(bits) // 8, "value": {"bits": bits}}


def table_map_body(cols):
    opt = [_msb_bitmap("signedness", [c.get("unsigned", False) for c in cols if c["type"] in NUMERIC])]
    char = [c["collation"] for c in cols if c["type"] in CHARACTER and "labels" not in c]
    if char:
        value = {"values": char}
        opt.append(_optional("column_charset", value, packed_values.build(containers(value))))
    names = {"names": [{"len_name": len(f"c{i}"), "name": f"c{i}"} for i in range(len(cols))]}
    opt.append(_optional("column_name", names, column_names.build(containers(names))))
    for real, name in ((0xF8, "set_str_value"), (0xF7, "enum_str_value")):
        lists = [c for c in cols if c.get("real_type") == real]
        if lists:
            value = {"columns": [
                {"num_values": len(c["labels"]), "values": [
                    {"len_value": len(x.encode(CODEC[c["collation"]])), "value": x.encode(CODEC[c["collation"]])}
                    for x in c["labels"]]} for c in lists]}
            opt.append(_optional(name, value, str_value_lists.build(containers(value))))
    enumset = [c["collation"] for c in cols if "labels" in c]
    if enumset:
        value = {"values": enumset}
        opt.append(_optional("enum_and_set_column_charset", value, packed_values.build(containers(value))))
    meta_sizes = {"pack_length": 1, "max_length": 2, "fsp": 1, "precision": 2, "num_extra_bits": 2, "byte0": 2}
    metadata = [_metadata(c) for c in cols]
    len_metadata = sum(meta_sizes[next(iter(m))] for m in metadata if m)
    return table_map_event(8).build(containers({
        "table_id_low": TABLE_ID % 2**32, "table_id_high": TABLE_ID >> 32, "flags": 1,
        "len_database_name": 2, "database_name": "db", "len_table_name": 1, "table_name": "t",
        "num_columns": len(cols), "column_types": [c["type"] for c in cols],
        "len_metadata": len_metadata, "metadata": {"columns": [{"body": m} for m in metadata], "extra": None},
        "nullable_columns": {"bits": [True] * len(cols)}, "optional_metadata": opt,
    }))


def _image(cols, row):
    cells = []
    for col, value in zip(cols, row):
        cells.append({"value": None if value is None else col["cell"](value), "json_diff": None})
    return {"value_options": None, "partial_json_columns": None,
            "null_bitmap": {"bits": [v is None for v in row]}, "cells": cells}


def rows_body(code, table_map, cols, rows):
    all_present = {"bits": [True] * len(cols)}
    out = []
    for before, after in rows:
        out.append({"before_image": None if before is None else _image(cols, before), "after_image": _image(cols, after)})
    return rows_event(code, 10, table_map).build(containers({
        "table_id_low": TABLE_ID % 2**32, "table_id_high": TABLE_ID >> 32, "flags": 1, "len_extra_row_info": 2,
        "extra_row_info": {"entries": []}, "num_columns": len(cols), "columns_present": all_present,
        "columns_present_after": all_present if code == 31 else None, "compression_header": None,
        "len_uncompressed": None, "row_data": {"rows": out}, "row_data_compressed": None,
    }))


def binlog(events):
    """magic, an FDE (MySQL 8.0, CRC32), then the given (type code, body) events."""
    post_header_lens = bytearray(40)
    post_header_lens[15 - 1] = 57 + len(post_header_lens)
    post_header_lens[19 - 1] = 8
    post_header_lens[30 - 1] = post_header_lens[31 - 1] = post_header_lens[32 - 1] = 10
    fde = format_description_event(True).build({
        "binlog_version": 4, "server_version": "8.0.36", "create_timestamp": 0, "len_common_header": 19,
        "post_header_lens": bytes(post_header_lens), "checksum_alg": "crc32"})
    out = bytearray(b"\xfebin")
    for code, body in [(15, fde)] + events:
        size = 19 + len(body) + 4
        event = struct.pack("<IBIIIH", 1700000000, code, 1, size, len(out) + size, 0) + body
        out += event + struct.pack("<I", zlib.crc32(event))
    return bytes(out)


def _same(got, want, col):
    if col.get("json"):
        if isinstance(want, JsonText):
            return got == want
        return isinstance(got, JsonText) and json.loads(got) == want
    if isinstance(want, float):
        return type(got) is float and struct.pack("<d", got) == struct.pack("<d", want)
    if isinstance(want, list):
        return [struct.pack("<d", x) for x in got] == [struct.pack("<d", _float32(x)) for x in want]
    return type(got) is type(want) and got == want


@st.composite
def tables(draw):
    cols = draw(st.lists(columns(), min_size=1, max_size=8))
    def row():
        return [None if draw(st.integers(0, 5)) == 0 else draw(c["values"]) for c in cols]
    writes = [(None, row()) for _ in range(draw(st.integers(1, 3)))]
    updates = [(row(), row()) for _ in range(draw(st.integers(1, 2)))]
    return cols, writes, updates


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(tables())
def test_values_round_trip(table):
    cols, writes, updates = table
    tm_body = table_map_body(cols)
    tm = table_map_event(8).parse(tm_body)
    data = binlog([(19, tm_body), (30, rows_body(30, tm, cols, writes)), (31, rows_body(31, tm, cols, updates))])

    trees = {}
    for backend in ("kaitai", "construct"):
        with binlog_reader.open(data, backend=backend) as events:
            trees[backend] = [(e.type_code, e.checksum, e.tree) for e in events]
        assert [code for code, _, _ in trees[backend]] == [15, 19, 30, 31]
        assert [check for _, check, _ in trees[backend]] == ["ok"] * 4
    for (_, _, k), (_, _, c) in zip(trees["kaitai"], trees["construct"]):
        assert diff(k, c) is None, diff(k, c)

    expected = [("insert", None, after) for _, after in writes] + [("update", b, a) for b, a in updates]
    for backend in ("kaitai", "construct"):
        changes = list(row_changes(data, backend=backend))
        assert [(c.db, c.table, c.op) for c in changes] == [("db", "t", op) for op, _, _ in expected]
        for change, (op, before, after) in zip(changes, expected):
            for side, want_row in (("before", before), ("after", after)):
                got = getattr(change, side)
                if want_row is None:
                    assert got is None
                    continue
                assert list(got) == [f"c{i}" for i in range(len(cols))]
                for i, (col, value) in enumerate(zip(cols, want_row)):
                    want = None if value is None else col["expect"](value)
                    value_got = got[f"c{i}"]
                    if want is None:
                        assert value_got is None, (backend, col["type"], value_got)
                    else:
                        assert _same(value_got, want, col), (backend, col["type"], col.get("meta"), value,
                                                              value_got, want)


@st.composite
def decimal_tables(draw):
    """Tables of DECIMAL columns whose values fit Arrow's decimal128 (precision 38 or less, cells
    of 1 to 18 bytes, sums in 64 bits and past them)."""
    cols = []
    for _ in range(draw(st.integers(1, 6))):
        precision = draw(st.integers(1, 38))
        cols.append(_decimal_column(precision, draw(st.integers(0, min(precision, 30))), False))
    rows = [[None if draw(st.integers(0, 7)) == 0 else draw(c["values"]) for c in cols]
            for _ in range(draw(st.integers(1, 4)))]
    return cols, rows


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(decimal_tables())
def test_decimal_arrow_values(table):
    """The Arrow batches' DECIMAL values, decimal128 written by the C decoder, are the numbers the
    cells were built from. No row may go through Python instead (``arrow.python_rows``: what the C
    decoder refuses), which would give the right values however the C read them."""
    from unittest import mock

    from binlogspec import arrow, fast

    cols, rows = table
    tm_body = table_map_body(cols)
    tm = table_map_event(8).parse(tm_body)
    data = binlog([(19, tm_body), (30, rows_body(30, tm, cols, [(None, row) for row in rows]))])
    assert fast.available(), fast.disabled_reason()
    with mock.patch.object(arrow, "python_rows", side_effect=AssertionError("rows the C decoder refused")):
        got = [batch.to_pylist() for batch in arrow.record_batches(data, "db.t")]
    got = [row for batch in got for row in batch]
    assert len(got) == len(rows)
    for row_got, row in zip(got, rows):
        for i, value in enumerate(row):
            assert row_got[f"c{i}"] == value, (cols[i]["meta"], value, row_got[f"c{i}"])
            if value is not None:
                assert row_got[f"c{i}"].as_tuple().exponent == -cols[i]["meta"]["scale"]
