"""TABLE_MAP and row events (table_map_event, rows_event, column_cell): both backends, byte-exact
rebuilds, cell splitting, held to the mysqlbinlog -vv outputs beside the corpus files and to a real
MariaDB server's compressed row events."""

import re
import zlib
from io import BytesIO
from pathlib import Path

import pytest
from kaitaistruct import KaitaiStream

from binlogspec._kaitai import spec_class
from binlogspec.formats.rows_event import rows_event
from binlogspec.formats.table_map_event import table_map_event
from binlogspec.reader import has_checksum_alg
from binlogspec.tree import diff, from_construct, from_kaitai
from conftest import CORPUS, corpus_binlogs
from oracle import read_text

DATA = Path(__file__).resolve().parent / "data"
TABLE_MAP = 19
ROWS = {20, 21, 22, 23, 24, 25, 30, 31, 32, 39, 166, 167, 168, 169, 170, 171}
ENCRYPTION_STARTS = {159, 164}
KAITAI_TM = spec_class("table_map_event")
KAITAI_ROWS = spec_class("rows_event")

# Row events that cannot be split from their table map, with the reason. MariaDB with
# mysql56_temporal_format=OFF writes TIMESTAMP(n) as type 7 (TIMESTAMP) with no metadata, though
# its values take 4 + (n + 1) / 2 bytes; neither the server nor mariadb-binlog can size them.
UNSPLITTABLE = {
    ("tiflow__mysql-bin.000001", 1819): "MariaDB hires TIMESTAMP without metadata",
    ("tiflow__mysql-bin.000001", 2418): "MariaDB hires TIMESTAMP without metadata",
    ("tiflow__mysql-bin.000001", 3267): "MariaDB hires TIMESTAMP without metadata",
    ("tiflow__mysql-bin.000001", 3569): "MariaDB hires TIMESTAMP without metadata",
}


# --- a small walk of our own: FDE context, checksums, TRANSACTION_PAYLOAD contents ---------------

def _packed(buf, i):
    first = buf[i]
    if first < 0xFB:
        return first, i + 1
    width = {0xFC: 2, 0xFD: 3, 0xFE: 8}[first]
    return int.from_bytes(buf[i + 1:i + 1 + width], "little"), i + 1 + width


def _payload_events(body, pos, post_header_lens):
    i, compression = 0, None
    while True:
        field, i = _packed(body, i)
        if field == 0:
            break
        length, i = _packed(body, i)
        if field == 2:
            compression = _packed(body[i:i + length], 0)[0]
        i += length
    payload = body[i:]
    if compression == 0:
        import zstandard

        payload = zstandard.ZstdDecompressor().decompressobj().decompress(payload)
    j = 0
    while j + 19 <= len(payload):
        code = payload[j + 4]
        size = int.from_bytes(payload[j + 9:j + 13], "little")
        yield pos, code, payload[j + 19:j + size], _post_header_len(post_header_lens, code)
        j += size


def _post_header_len(post_header_lens, code):
    return post_header_lens[code - 1] if 1 <= code <= len(post_header_lens) else 0


def walk(data):
    """(pos, type code, body, len_post_header) of each event after the FDE of a v4 binlog."""
    assert data[:4] == b"\xfe\x62\x69\x6e"
    pos, post_header_lens, len_checksum = 4, b"", 0
    while pos + 19 <= len(data):
        code = data[pos + 4]
        size = int.from_bytes(data[pos + 9:pos + 13], "little")
        if size < 19 or pos + size > len(data) or code in ENCRYPTION_STARTS:
            return
        event = data[pos:pos + size]
        if code == 15:
            body = event[19:]
            len_checksum = 0
            if has_checksum_alg(event[21:71].split(b"\0", 1)[0].decode("ascii", "replace")):
                len_checksum = 4 if body[-5] == 1 else 0
                body = body[:-5]
            post_header_lens = bytes(body[57:])
        elif code == 1:
            return
        else:
            body = event[19:size - len_checksum]
            yield pos, code, body, _post_header_len(post_header_lens, code)
            if code == 40:
                yield from _payload_events(body, pos, post_header_lens)
        pos += size


_DECODED = {}


def decode_path(path, construct=True):
    """decode_file of a file, once per test session."""
    key = (str(path), construct)
    if key not in _DECODED:
        _DECODED[key] = decode_file(Path(path).read_bytes(), construct)
    return _DECODED[key]


def decode_file(data, construct=True):
    """Every TABLE_MAP and row event of a file decoded by both backends: a list of
    (pos, code, body, len_post_header, kaitai object, construct container, construct spec), or
    (..., exception) for events that do not decode."""
    kaitai_maps, construct_maps, out = {}, {}, []
    for pos, code, body, lph in walk(data):
        if code == TABLE_MAP:
            spec = table_map_event(lph)
            k, c = KAITAI_TM(lph, KaitaiStream(BytesIO(body))), spec.parse(body)
            kaitai_maps[k.table_id] = k
            construct_maps[c.table_id] = c
        elif code in ROWS:
            table_id = int.from_bytes(body[:4 if lph == 6 else 6], "little")
            spec = rows_event(code, lph, construct_maps.get(table_id))
            try:
                k = KAITAI_ROWS(code, lph, kaitai_maps.get(table_id), KaitaiStream(BytesIO(body)))
                c = spec.parse(body) if construct else None
            except Exception as exc:  # noqa: BLE001 - reported by the caller
                out.append((pos, code, body, lph, exc, None, None))
                continue
        else:
            continue
        out.append((pos, code, body, lph, k, c, spec))
    return out


def row_list(tree):
    return tree.get("row_data") or tree.get("row_data_compressed") or {"rows": []}


def images(tree):
    """The row images of a rows event tree, in file order."""
    for row in row_list(tree)["rows"]:
        for name in ("before_image", "after_image"):
            if name in row:
                yield row[name]


def cell_bytes(cell):
    """All bytes a present, non-NULL cell took in its image."""
    if "json_diff" in cell:
        return 4 + cell["json_diff"]["len_diff"]
    value = cell["value"]
    if "real_type" in value:  # cell_string wraps the layout it chose
        value = value["value"]
    return len(value["raw"]) + value.get("len_length", 0)


def image_length(image):
    n = len(image["null_bitmap"]["bits"]) + len(image["null_bitmap"]["padding"])
    total = n // 8
    if "value_options" in image:
        total += image["value_options"]["len_packed"]
    if "partial_json_columns" in image:
        bm = image["partial_json_columns"]
        total += (len(bm["bits"]) + len(bm["padding"])) // 8
    return total + sum(cell_bytes(c) for c in image["cells"] if c["is_present"] and not c["is_null"])


# --- 1. the worked 68-byte TABLE_MAP example ----------------------------------------------------

SEED_EVENT = bytes.fromhex(  # the seed's xxd dump, 16-bit groups as printed
    "3210 3568 1301 0000 0044 0000 00b0 0200 0000 005f 0000 0000 0001 000c 7072 6573"
    "656e 7461 7469 6f6e 0006 7065 7273 6f6e 0002 030f 0258 0202 0101 0002 03fc ff00"
    "fba8 d0d8".replace(" ", ""))


def test_seed_table_map():
    assert len(SEED_EVENT) == 68
    assert zlib.crc32(SEED_EVENT[:-4]) == int.from_bytes(SEED_EVENT[-4:], "little")
    body = SEED_EVENT[19:-4]
    k = KAITAI_TM(8, KaitaiStream(BytesIO(body)))
    spec = table_map_event(8)
    c = spec.parse(body)
    tree = from_kaitai(k)
    assert diff(tree, from_construct(c)) is None
    assert spec.build(c) == body
    assert tree["table_id"] == 95 and tree["flags"] == 1
    assert (tree["database_name"], tree["table_name"]) == ("presentation", "person")
    assert tree["column_types"] == ["long", "varchar"]
    assert tree["metadata"]["columns"][1]["body"] == {"max_length": 600}
    assert "body" not in tree["metadata"]["columns"][0]
    assert tree["nullable_columns"]["bits"] == [False, True]
    opt = tree["optional_metadata"]
    assert [f["field_type"] for f in opt] == ["signedness", "default_charset"]
    assert opt[0]["value"]["bits"] == [False] * 8
    assert opt[1]["value"]["default_collation"]["value"] == 255
    assert opt[1]["value"]["column_collations"] == []


# --- 2. every TABLE_MAP and row event of the corpus ---------------------------------------------

def _corpus_ids():
    return [p.name for p in corpus_binlogs()]


@pytest.mark.parametrize("name", _corpus_ids())
def test_corpus_events(corpus, name):
    # Kaitai vs construct and construct's rebuild of these events are checked for every event of
    # every file by test_backends.py; this test adds what is particular to row events.
    decoded = decode_path(corpus / name, construct=name != "mbcj__mysql-bin.sakila")
    for pos, code, body, lph, k, c, spec in decoded:
        where = f"{name}:{pos} type {code}"
        if isinstance(k, Exception):
            assert (name, pos) in UNSPLITTABLE, f"{where}: {type(k).__name__}: {k}"
            continue
        assert (name, pos) not in UNSPLITTABLE, f"{where} decodes now; drop it from UNSPLITTABLE"
        tree = from_kaitai(k)
        if c is not None:
            assert diff(tree, from_construct(c)) is None, f"{where}: {diff(tree, from_construct(c))}"
            assert spec.build(c) == body, f"{where}: construct rebuild differs"
        if code in ROWS:
            rows = row_list(tree)["rows"]
            if rows:
                assert tree["num_columns"]["value"] == k.table_map.num_columns.value, where
            # The images account for every byte after the bitmaps (compressed: of the inflated data).
            raw = k._raw_row_data_compressed if k.is_compressed else k._raw_row_data
            assert sum(image_length(i) for i in images(tree)) == len(raw), where


def test_corpus_covers_the_row_formats(corpus):
    codes = set()
    partial = False
    for path in corpus_binlogs():
        for pos, code, body, lph, k, c, spec in decode_path(path):
            if isinstance(k, Exception):
                continue
            codes.add(code)
            if code == 39:
                partial = partial or any(
                    "json_diff" in cell for i in images(from_kaitai(k)) for cell in i["cells"])
    assert {19, 20, 23, 24, 25, 30, 31, 32, 39} <= codes
    assert partial, "no partial JSON diff decoded"


# --- 3. rows and cells against mysqlbinlog -vv ----------------------------------------------------

VERBOSE_LINE = re.compile(r"^###\s+@(\d+)=(.*?)(?: /\* (\S+).*\*/)?$")


def dump_images(text):
    """The row images mysqlbinlog -vv printed, in order: lists of (column index, value text, type)."""
    out = []
    for line in text.splitlines():
        if line.startswith("### SET") or line.startswith("### WHERE"):
            out.append([])
            continue
        m = VERBOSE_LINE.match(line)
        if m and out:
            out[-1].append((int(m.group(1)) - 1, m.group(2), m.group(3)))
    return out


INT_TYPES = {"tiny", "short", "int24", "long", "longlong"}


def _dumps():
    """The cdcrs mysqlbinlog -vv dumps that print row images."""
    if not CORPUS.is_dir():
        return []
    return sorted(p.name for p in CORPUS.glob("cdcrs__*.expected-dump.txt") if dump_images(read_text(p)))


@pytest.mark.parametrize("dump", _dumps())
def test_cells_match_mysqlbinlog(corpus, dump):
    expected = dump_images(read_text(corpus / dump))
    binlog = corpus / dump.replace(".expected-dump.txt", "")
    ours = []
    for pos, code, body, lph, k, c, spec in decode_path(binlog):
        if code in ROWS:
            ours.extend((k.table_map, image) for image in images(from_kaitai(k)))
    assert len(ours) == len(expected), f"{len(ours)} row images, mysqlbinlog printed {len(expected)}"
    checked = 0
    for (table_map, image), printed in zip(ours, expected):
        present = [cell for cell in image["cells"] if cell["is_present"]]
        assert [cell["index"] for cell in present] == [i for i, _, _ in printed]
        for cell, (_, text, _) in zip(present, printed):
            assert cell["is_null"] == (text == "NULL"), (cell, text)
            if cell["is_null"]:
                continue
            value = cell["value"]
            if cell["column_type"] in INT_TYPES:
                number = int.from_bytes(value["raw"], "little", signed=True)
                shown = re.match(r"^(-?\d+)(?: \((\d+)\))?$", text)
                assert shown and number in {int(g) for g in shown.groups() if g}, (text, value)
                checked += 1
            elif cell["column_type"] in ("varchar", "var_string") and text.startswith("'") and "\\" not in text:
                assert value["raw"] == text[1:-1].encode("utf-8"), (text, value)
                checked += 1
    assert checked > 0


# --- 4. MariaDB compressed row events -------------------------------------------------------------

def _check_mariadb_file(data):
    decoded = decode_file(data)
    compressed = 0
    for pos, code, body, lph, k, c, spec in decoded:
        assert not isinstance(k, Exception), f"{pos}: {k}"
        tree = from_kaitai(k)
        assert diff(tree, from_construct(c)) is None
        assert spec.build(c) == body
        if code in ROWS and k.is_compressed:
            compressed += 1
            assert len(k._raw_row_data_compressed) == k.len_uncompressed
            assert sum(image_length(i) for i in images(tree)) == k.len_uncompressed
    return decoded, compressed


def test_mariadb_compressed_golden():
    """Events MariaDB 10.11.19 wrote with log_bin_compress=ON and binlog_row_metadata=FULL (kept in tests/data)."""
    decoded, compressed = _check_mariadb_file((DATA / "mariadb_compressed_rows.000001").read_bytes())
    assert compressed == 3
    codes = [code for _, code, *_ in decoded if code in ROWS]
    assert codes == [166, 23, 167, 167, 25]
    first = from_kaitai(next(k for _, code, _, _, k, *_ in decoded if code == 166))
    cells = row_list(first)["rows"][0]["after_image"]["cells"]
    by_name = {cell["index"]: cell for cell in cells}
    assert by_name[11]["value"]["real_type"] == "string" and by_name[11]["value"]["max_length"] == 400
    assert by_name[11]["value"]["value"]["raw"] == b"hello"
    assert by_name[9]["value"]["real_type"] == "enum" and by_name[9]["value"]["value"]["raw"] == b"\x02"
    assert by_name[16]["value"]["len_length"] == 3 and by_name[16]["value"]["raw"] == b"B" * 70000
    assert by_name[7]["value"]["len_value"] == 10  # DECIMAL(20,6)
    assert by_name[8]["value"]["raw"] == bytes([0x15, 0x55])  # BIT(13) b'1010101010101'


def test_mariadb_compressed_live(mariadb):
    db = "rows_spec"
    mariadb.sql(f"""
CREATE DATABASE {db}; USE {db};
CREATE TABLE t (id INT PRIMARY KEY, a VARCHAR(400), b TEXT, c CHAR(200) CHARACTER SET utf8mb4,
  d DECIMAL(30,10), e ENUM('x','y'), s SET('p','q','r'), ts DATETIME(4), n INT NULL);
INSERT INTO t VALUES (1, REPEAT('a', 300), REPEAT('b', 1000), 'cc', 123.456, 'y', 'p,r', '2020-01-01 00:00:00.5', NULL),
                     (2, 'x', NULL, REPEAT('z', 150), -1, 'x', '', '2021-02-03 04:05:06.0001', 5);
UPDATE t SET a = REPEAT('u', 50), n = n + 1;
DELETE FROM t;
""")
    files = mariadb.rotate()
    compressed = 0
    for path in files:
        compressed += _check_mariadb_file(Path(path).read_bytes())[1]
    assert compressed >= 3
