"""MySQL binary JSON (mysql_json.ksy) and partial JSON updates (mysql_json_diff.ksy): both backends
agree on every document of the corpus, construct rebuilds the bytes, and ``binlogspec.json_text``
prints what MySQL prints.

The cells are taken from the row events by a small walk written here (19-byte headers, CRC32
trailer, TABLE_MAP column types and metadata, ROWS v2 images), so that these tests do not depend
on the row-event specs. Oracles nobody here wrote:

- rmc__json.binlog.000001 (MySQL 8.0.22) logs a table whose generated columns the server computes
  from the JSON column: ``name VARCHAR(100) AS (json_col->>'$.name')`` and
  ``age INT AS (json_col->'$.age')``. Every row image carries the server's own values of them, so
  each document (and each document rebuilt from a partial update) must agree with them.
- rmc__json-opaque.binlog (MySQL 9.0.1) starts with JSON_OBJECT('a', b'01010101'), which MySQL
  prints as {"a": "base64:type15:VQ=="} (TiDB's MySQL-compatibility notes quote that output).
- The formatting rules (separators, escapes, doubles, dates, decimals, base64) are MySQL's
  Json_wrapper::to_string, double_quote, my_gcvt, my_TIME_to_str, decimal2string and
  base64_encode; the expected strings below apply those rules by hand.
"""

import json
import struct
import zlib

import pytest

from binlogspec._kaitai import spec_class
from binlogspec.formats.mysql_json import mysql_json
from binlogspec.formats.mysql_json_diff import mysql_json_diff
from binlogspec.json_text import (
    Decimal, JsonDiffRejected, Opaque, Temporal, apply_diffs, apply_diffs_to_dom, decimal_text,
    format_double, mysql_base64, parse_path, quote, render, render_dom, temporal_text, to_dom,
)
from binlogspec.tree import diff, from_construct, from_kaitai

JSON_FILE = "rmc__json.binlog.000001"
OPAQUE_FILE = "rmc__json-opaque.binlog"

MYSQL_TYPE_JSON, MYSQL_TYPE_LONG, MYSQL_TYPE_VARCHAR = 245, 3, 15
WRITE_ROWS, UPDATE_ROWS, PARTIAL_UPDATE_ROWS, TABLE_MAP = 30, 31, 39, 19


# ---------------------------------------------------------------- a minimal row walk


def _packed(data, i):
    first = data[i]
    width = {0xFC: 2, 0xFD: 3, 0xFE: 8}.get(first)
    if width is None:
        return first, i + 1
    return int.from_bytes(data[i + 1:i + 1 + width], "little"), i + 1 + width


def _events(path):
    data = path.read_bytes()
    pos = 4
    while pos + 19 <= len(data):
        _, type_code, _, size, _, _ = struct.unpack_from("<IBIIIH", data, pos)
        event = data[pos:pos + size]
        checked = bytearray(event[:-4])
        if type_code == 15:  # the FDE's checksum is taken with LOG_EVENT_BINLOG_IN_USE_F clear
            checked[17] &= ~0x01
        assert zlib.crc32(checked) == int.from_bytes(event[-4:], "little"), f"CRC at {pos}"
        yield pos, type_code, event[19:-4]
        pos += size


def _table_map(body):
    i = 8
    i += 1 + body[i] + 1  # database name, NUL
    i += 1 + body[i] + 1  # table name, NUL
    count, i = _packed(body, i)
    types = list(body[i:i + count])
    i += count
    _, i = _packed(body, i)
    metas = []
    for column_type in types:
        width = {MYSQL_TYPE_JSON: 1, MYSQL_TYPE_VARCHAR: 2}.get(column_type, 0)
        metas.append(int.from_bytes(body[i:i + width], "little"))
        i += width
    return types, metas


def _cell(column_type, meta, body, i):
    if column_type == MYSQL_TYPE_LONG:
        return int.from_bytes(body[i:i + 4], "little", signed=True), i + 4
    if column_type == MYSQL_TYPE_VARCHAR:
        width = 1 if meta < 256 else 2
        length = int.from_bytes(body[i:i + width], "little")
        return body[i + width:i + width + length].decode(), i + width + length
    if column_type == MYSQL_TYPE_JSON:
        length = int.from_bytes(body[i:i + meta], "little")
        return bytes(body[i + meta:i + meta + length]), i + meta + length
    raise AssertionError(f"column type {column_type} not expected in these files")


def _rows(type_code, body, table):
    types, metas = table
    i = 8
    i += int.from_bytes(body[i:i + 2], "little")  # extra row info, its length included
    count, i = _packed(body, i)
    nbytes = (count + 7) // 8
    before_cols = body[i:i + nbytes]
    i += nbytes
    after_cols = before_cols
    if type_code in (UPDATE_ROWS, PARTIAL_UPDATE_ROWS):
        after_cols = body[i:i + nbytes]
        i += nbytes

    def image(bitmap, i, partial):
        present = [c for c in range(count) if bitmap[c >> 3] >> (c & 7) & 1]
        partial_bits = None
        if partial:  # after-image of PARTIAL_UPDATE_ROWS: value_options, then partial bits
            options, i = _packed(body, i)
            if options & 1:
                njson = sum(1 for c in present if types[c] == MYSQL_TYPE_JSON)
                partial_bits = body[i:i + (njson + 7) // 8]
                i += (njson + 7) // 8
        nulls = body[i:i + (len(present) + 7) // 8]
        i += (len(present) + 7) // 8
        values, json_index = {}, 0
        for k, column in enumerate(present):
            is_partial = False
            if types[column] == MYSQL_TYPE_JSON:
                if partial_bits is not None:
                    is_partial = bool(partial_bits[json_index >> 3] >> (json_index & 7) & 1)
                json_index += 1
            if nulls[k >> 3] >> (k & 7) & 1:
                values[column] = None
                continue
            value, i = _cell(types[column], metas[column], body, i)
            values[column] = ("diffs", value) if is_partial else value
        return values, i

    out = []
    while i < len(body):
        if type_code == WRITE_ROWS:
            after, i = image(before_cols, i, False)
            out.append((None, after))
        else:
            before, i = image(before_cols, i, False)
            after, i = image(after_cols, i, type_code == PARTIAL_UPDATE_ROWS)
            out.append((before, after))
    return out


def row_images(path):
    """(event position, event type, before image, after image) for every row of the file."""
    tables = {}
    out = []
    for pos, type_code, body in _events(path):
        if type_code == TABLE_MAP:
            tables[int.from_bytes(body[:6], "little")] = _table_map(body)
        elif type_code in (WRITE_ROWS, UPDATE_ROWS, PARTIAL_UPDATE_ROWS):
            table = tables[int.from_bytes(body[:6], "little")]
            for before, after in _rows(type_code, body, table):
                out.append((pos, type_code, before, after))
    return out


def json_cells(path):
    """Every whole JSON document (bytes after the 4-byte length) in the file's row images."""
    cells = []
    for pos, _, before, after in row_images(path):
        for image in (before, after):
            for value in (image or {}).values():
                if isinstance(value, bytes):
                    cells.append((pos, value))
    return cells


def diff_cells(path):
    cells = []
    for pos, _, _, after in row_images(path):
        for value in (after or {}).values():
            if isinstance(value, tuple) and value[0] == "diffs":
                cells.append((pos, value[1]))
    return cells


@pytest.fixture(scope="module")
def json_file(corpus):
    return corpus / JSON_FILE


@pytest.fixture(scope="module")
def opaque_file(corpus):
    return corpus / OPAQUE_FILE


def _kaitai(spec, data):
    return from_kaitai(spec_class(spec).from_bytes(data))


# ---------------------------------------------------------------- both backends, round trip


def _check_backends(spec, construct_spec, data):
    kaitai = _kaitai(spec, data)
    parsed = construct_spec.parse(data)
    found = diff(kaitai, from_construct(parsed))
    assert found is None, found
    assert construct_spec.build(parsed) == data
    return kaitai


@pytest.mark.parametrize("name", [JSON_FILE, OPAQUE_FILE])
def test_documents_parse_alike_and_rebuild(corpus, name):
    cells = json_cells(corpus / name)
    assert len(cells) == {JSON_FILE: 18, OPAQUE_FILE: 8}[name]
    for pos, data in cells:
        tree = _check_backends("mysql_json", mysql_json(), data)
        assert render(tree) == render(data) == render(mysql_json().parse(data)), f"event at {pos}"


def test_diffs_parse_alike_and_rebuild(json_file):
    cells = diff_cells(json_file)
    assert len(cells) == 6
    for _, data in cells:
        tree = _check_backends("mysql_json_diff", mysql_json_diff(), data)
        assert [d["operation"] for d in tree["diffs"]] == ["replace"]
        assert [d["path"] for d in tree["diffs"]] == ["$.age"]


# ---------------------------------------------------------------- rendering against the server


def test_json_file_documents_match_generated_columns(json_file):
    """name = json_col->>'$.name' and age = json_col->'$.age', as the server computed them."""
    seen = 0
    for _, _, before, after in row_images(json_file):
        for image in (before, after):
            if not image or not isinstance(image.get(1), bytes):
                continue
            text = render(image[1])
            dom = json.loads(text)
            assert dom["name"] == image[2]
            assert dom["age"] == image[3]
            assert text == f'{{"age": {image[3]}, "data": "{dom["data"]}", "name": "{image[2]}"}}'
            seen += 1
    assert seen == 18


def test_json_file_first_documents(json_file):
    texts = [render(data) for _, data in json_cells(json_file)[:3]]
    assert texts == [
        '{"age": 24, "data": "xxxxxxxxxx", "name": "Joe"}',
        '{"age": 32, "data": "yyyyyyyyyy", "name": "Sue"}',
        '{"age": 40, "data": "zzzzzzzzzz", "name": "Pete"}',
    ]


def test_partial_updates_match_generated_columns(json_file):
    """Each partial update applied to the row's last full document gives the document whose
    $.age and $.name the server logged in the same after-image."""
    last = {}
    checked = 0
    for _, type_code, before, after in row_images(json_file):
        if type_code == PARTIAL_UPDATE_ROWS:
            row_id = before[0]
            kind, diffs = after[1]
            result = apply_diffs(last[row_id], diffs)
            dom = json.loads(result)
            assert (dom["age"], dom["name"]) == (after[3], after[2])
            old = json.loads(render(last[row_id]))
            assert result == f'{{"age": {after[3]}, "data": "{old["data"]}", "name": "{after[2]}"}}'
            # every way of giving the diffs and the document gives the same text
            assert apply_diffs(render(last[row_id]), _kaitai("mysql_json_diff", diffs)) == result
            assert apply_diffs(to_dom(last[row_id]), mysql_json_diff().parse(diffs)) == result
            checked += 1
        elif after and isinstance(after.get(1), bytes):
            last[after[0]] = after[1]
    assert checked == 6


def test_opaque_file(opaque_file):
    texts = [render(data) for _, data in json_cells(opaque_file)]
    assert texts == [
        '{"a": "base64:type15:VQ=="}',  # JSON_OBJECT('a', b'01010101')
        '{"b": "2012-03-18"}',
        '{"c": "2012-03-18 11:30:45.000000"}',
        '{"c": "87:31:46.654321"}',
        '{"d": 123.456}',
        '{"e": 9.00}',
        '{"e": [0, 1, true, false]}',
        '{"e": null}',
    ]


def test_opaque_file_types(opaque_file):
    cells = [d for _, d in json_cells(opaque_file)]
    kinds = [_kaitai("mysql_json", d)["value"]["value"]["value_entries"][0] for d in cells]
    assert [k["value"]["value"].get("field_type") for k in kinds[:6]] == [
        "varchar", "date", "datetime", "time", "newdecimal", "newdecimal"]
    assert kinds[4]["value"]["value"]["data"] == {"precision": 6, "scale": 3, "digits": b"\x80\x7b\x01\xc8"}


# ---------------------------------------------------------------- hand-built documents


def _varlen(n):
    out = bytearray()
    while True:
        out.append((n & 0x7F) | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


def _encode(value, large):
    """(type, bytes) of a value in MySQL's layout (serialize_json_value), for test documents."""
    if isinstance(value, dict) or isinstance(value, list):
        is_obj = isinstance(value, dict)
        items = sorted(value.items(), key=lambda kv: (len(kv[0].encode()), kv[0].encode())) if is_obj else \
            list(enumerate(value))
        w = 4 if large else 2
        n = len(items)
        header = 2 * w + n * ((w + 2) if is_obj else 0) + n * (1 + w)
        keys = b"".join(k.encode() for k, _ in items) if is_obj else b""
        key_entries, ofs = b"", header
        if is_obj:
            for k, _ in items:
                key_entries += ofs.to_bytes(w, "little") + len(k.encode()).to_bytes(2, "little")
                ofs += len(k.encode())
        tail, entries = b"", b""
        for _, v in items:
            t, inline = _inline(v, large)
            if inline is not None:
                entries += bytes([t]) + inline
                continue
            t, body = _encode(v, False)
            entries += bytes([t]) + (header + len(keys) + len(tail)).to_bytes(w, "little")
            tail += body
        total = header + len(keys) + len(tail)
        body = n.to_bytes(w, "little") + total.to_bytes(w, "little") + key_entries + entries + keys + tail
        return (0 if is_obj else 2) + (1 if large else 0), body
    if value is None or isinstance(value, bool):
        return 4, bytes([{None: 0, True: 1, False: 2}[value]])
    if isinstance(value, int):
        for t, fmt in ((5, "<h"), (6, "<H"), (7, "<i"), (8, "<I"), (9, "<q"), (10, "<Q")):
            try:
                return t, struct.pack(fmt, value)
            except struct.error:
                continue
    if isinstance(value, float):
        return 11, struct.pack("<d", value)
    if isinstance(value, str):
        return 12, _varlen(len(value.encode())) + value.encode()
    if isinstance(value, Opaque):
        return 15, bytes([value.field_type]) + _varlen(len(value.data)) + value.data
    raise TypeError(value)


def _inline(value, large):
    w = 4 if large else 2
    if value is None or isinstance(value, bool):
        return 4, {None: 0, True: 1, False: 2}[value].to_bytes(w, "little")
    if isinstance(value, int) and not isinstance(value, bool):
        if -32768 <= value <= 32767:
            return 5, value.to_bytes(w, "little", signed=True)
        if 0 <= value <= 65535:
            return 6, value.to_bytes(w, "little")
        if large and -2**31 <= value < 2**31:
            return 7, value.to_bytes(4, "little", signed=True)
        if large and 0 <= value < 2**32:
            return 8, value.to_bytes(4, "little")
    return None, None


def document(value, large=False):
    t, body = _encode(value, large)
    return bytes([t]) + body


HAND_BUILT = [
    ({"b": -5, "a": [1, 70000, -70000, 2**40, 2**64 - 1, -2**63], "ccc": {"x": None, "y": True, "z": False}},
     '{"a": [1, 70000, -70000, 1099511627776, 18446744073709551615, -9223372036854775808], '
     '"b": -5, "ccc": {"x": null, "y": true, "z": false}}'),
    ([1.0, 0.1, -2.5, 1e20, 1e-7, 123456789.125, 1e15, 1e14, -0.0],
     "[1.0, 0.1, -2.5, 1e20, 0.0000001, 123456789.125, 1e15, 100000000000000.0, -0.0]"),
    ({"quote\"back\\slash": "tab\tnl\ncr\rbs\bff\fnul\x00us\x1f del\x7f é ☃ 😀 /"},
     '{"quote\\"back\\\\slash": "tab\\tnl\\ncr\\rbs\\bff\\fnul\\u0000us\\u001f del\x7f é ☃ 😀 /"}'),
    ([], "[]"),
    ({}, "{}"),
    ("x" * 200, '"' + "x" * 200 + '"'),
    (True, "true"),
    (-12, "-12"),
    ({"longer key": 1, "k": 2, "kk": 3, "B": 4, "a": 5}, '{"B": 4, "a": 5, "k": 2, "kk": 3, "longer key": 1}'),
    ([Opaque(252, bytes(range(60)))],
     '["base64:type252:' + "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4"
     + '\\nOTo7\"]'),
]


@pytest.mark.parametrize("large", [False, True], ids=["small", "large"])
@pytest.mark.parametrize("value,expected", HAND_BUILT, ids=[str(i) for i in range(len(HAND_BUILT))])
def test_hand_built_documents(value, expected, large):
    data = document(value, large)
    tree = _check_backends("mysql_json", mysql_json(), data)
    assert render(tree) == expected
    assert render(mysql_json().parse(data)) == expected


def test_large_container_inlines_32_bit_integers():
    data = document([70000, -5], large=True)
    entries = _kaitai("mysql_json", data)["value"]["value"]["value_entries"]
    assert [(e["value_type"], e["is_inlined"]) for e in entries] == [("int32", True), ("int16", True)]
    assert entries[1]["inlined"] == {"value_type": "int16",
                                     "value": {"value_type": "int16", "value_low": -5, "is_64_bit": False,
                                               "value": -5},
                                     "padding": b"\xff\xff"}
    small = _kaitai("mysql_json", document([70000], large=False))["value"]["value"]["value_entries"][0]
    assert (small["value_type"], small["is_inlined"], small["ofs_value"]) == ("int32", False, 7)


# ---------------------------------------------------------------- the rules one by one


@pytest.mark.parametrize("value,text", [
    (0.0, "0.0"), (-0.0, "-0.0"), (1.0, "1.0"), (-1.0, "-1.0"), (100.0, "100.0"), (0.5, "0.5"),
    (3.14159, "3.14159"), (1e15, "1e15"), (1e14, "100000000000000.0"),
    (123456789012345.0, "123456789012345.0"), (1234567890123456.0, "1.234567890123456e15"),
    (1234567890123456.7, "1234567890123456.8"), (1e-15, "0.000000000000001"), (1e-16, "1e-16"),
    (1.5e-7, "0.00000015"), (2.5e-300, "2.5e-300"), (1.7976931348623157e308, "1.7976931348623157e308"),
    (5e-324, "5e-324"), (0.1 + 0.2, "0.30000000000000004"), (-1e100, "-1e100"), (1e22, "1e22"),
])
def test_double_format(value, text):
    assert format_double(value) == text


def test_quote():
    assert quote('a"b\\c') == '"a\\"b\\\\c"'
    assert quote("\x01\x1f\x7f/") == '"\\u0001\\u001f\x7f/"'
    assert quote("") == '""'


def test_base64_wraps_every_76_characters():
    assert mysql_base64(b"") == ""
    assert mysql_base64(b"U") == "VQ=="
    text = mysql_base64(bytes(200))
    assert [len(line) for line in text.split("\n")] == [76, 76, 76, 40]
    assert render_dom(Opaque(15, b"")) == '"base64:type15:"'


@pytest.mark.parametrize("precision,scale,digits,text", [
    (6, 3, bytes.fromhex("807b01c8"), "123.456"),
    (6, 3, bytes.fromhex("7f84fe37"), "-123.456"),
    (11, 2, bytes.fromhex("8000000900"), "9.00"),
    (4, 4, bytes.fromhex("9388"), "0.5000"),
    (5, 0, bytes.fromhex("800000"), "0"),
    (20, 0, bytes.fromhex("800000000000000001"), "1"),
    (19, 10, bytes.fromhex("800000010000000001"), "1.0000000001"),
])
def test_decimal_text(precision, scale, digits, text):
    assert decimal_text(precision, scale, digits) == text


def _packed_datetime(y, mo, d, h, mi, s, us):
    return ((((y * 13 + mo) << 5 | d) << 17 | h << 12 | mi << 6 | s) << 24) + us


def test_temporal_text():
    assert temporal_text(10, _packed_datetime(2015, 1, 15, 0, 0, 0, 0)) == "2015-01-15"
    assert temporal_text(12, _packed_datetime(2015, 1, 15, 23, 24, 25, 5)) == "2015-01-15 23:24:25.000005"
    assert temporal_text(7, _packed_datetime(1970, 1, 2, 0, 0, 1, 0)) == "1970-01-02 00:00:01.000000"
    assert temporal_text(11, (838 << 12 | 59 << 6 | 59) << 24) == "838:59:59.000000"
    assert temporal_text(11, -((1 << 12 | 2 << 6 | 3) << 24 | 7)) == "-01:02:03.000007"
    assert render_dom([Temporal(11, "01:02:03.000000"), Decimal("-1.50")]) == '["01:02:03.000000", -1.50]'


def test_parse_path():
    assert parse_path("$") == []
    assert parse_path('$.a[2]."b c".d[last]') == [
        ("member", "a"), ("cell", 2), ("member", "b c"), ("member", "d"), ("last", 0)]
    assert parse_path("$[last-1]") == [("last", 1)]


def _diff(operation, path, value=None):
    out = {"operation": operation, "path": path}
    if value is not None:
        out["value"] = _kaitai("mysql_json", document(value))
    return out


def test_apply_diffs_operations():
    before = document({"a": [1, 2, 3], "b": {"c": "x"}})
    diffs = [
        _diff("replace", "$.a[1]", 20),
        _diff("insert", "$.a[0]", 0),
        _diff("insert", "$.a[10]", 99),
        _diff("remove", "$.b.c"),
        _diff("insert", '$.b."new key"', [True]),
        _diff("insert", "$.aa", None) | {"value": _kaitai("mysql_json", document(None))},
        _diff("remove", "$.a[last]"),
    ]
    assert apply_diffs(before, diffs) == '{"a": [0, 1, 20, 3], "b": {"new key": [true]}, "aa": null}'


def test_apply_diffs_rejects():
    with pytest.raises(JsonDiffRejected):
        apply_diffs_to_dom({"a": 1}, [_diff("replace", "$.b", 2)])
    with pytest.raises(JsonDiffRejected):
        apply_diffs_to_dom({"a": 1}, [_diff("insert", "$.a", 2)])
    with pytest.raises(JsonDiffRejected):
        apply_diffs_to_dom([1], [_diff("remove", "$[1]")])


def test_apply_diffs_to_text_keeps_number_text():
    diffs = [_diff("replace", "$.n", 2)]
    assert apply_diffs('{"d": 9.00, "e": 1e20, "n": 1, "f": 100000000000000.0}', diffs) == \
        '{"d": 9.00, "e": 1e20, "f": 100000000000000.0, "n": 2}'


# ---------------------------------------------------------------- properties

from hypothesis import given, settings, strategies as st  # noqa: E402

_scalars = st.none() | st.booleans() | st.integers(-2**63, 2**64 - 1) | st.text(max_size=20)
_keys = st.text(max_size=8)
_docs = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(_keys, inner, max_size=5),
    max_leaves=25,
)


def _mysql_ordered(value):
    if isinstance(value, dict):
        return {k: _mysql_ordered(value[k])
                for k in sorted(value, key=lambda k: (len(k.encode()), k.encode()))}
    if isinstance(value, list):
        return [_mysql_ordered(v) for v in value]
    return value


@settings(max_examples=150, deadline=None)
@given(_docs, st.booleans())
def test_property_backends_agree_and_text_is_json(value, large):
    """Any document: both backends agree, construct rebuilds it, and the text is the JSON that
    Python writes with MySQL's separators and key order (Python escapes exactly the characters
    MySQL's double_quote escapes, the same way)."""
    data = document(value, large)
    tree = _check_backends("mysql_json", mysql_json(), data)
    expected = json.dumps(_mysql_ordered(value), ensure_ascii=False, separators=(", ", ": "))
    assert render(tree) == expected


@settings(max_examples=200, deadline=None)
@given(st.floats(allow_nan=False, allow_infinity=False))
def test_property_doubles_read_back(value):
    text = render(document([value]))
    assert json.loads(text)[0] == value
    assert "." in text or "e" in text
