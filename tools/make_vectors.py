#!/usr/bin/env python3
"""Writes the test vectors in formats/vectors/ (see formats/README.md, "Test vectors").

    .venv/bin/python tools/make_vectors.py [--mariadb] [--binlog FILE]...

Every vector is one spec parse: the spec, its params, the bytes, and what any port must get from
them: the canonical parse tree and, for a row-image cell, the decoded value. The bytes come from
real binlogs wherever one holds the case: the shared corpus (../shared/corpus or
$BINLOGSPEC_CORPUS), tests/data/, samples/, --binlog files, and with --mariadb a binlog that a
throwaway MariaDB server (tests/mariadb_server.py) writes for a workload with every column type
it has. Event types and column types no real binlog here holds are built with the construct twins
from the values the spec tests use, and say so in their `source`.

Maintainer tool: it needs the corpus and, for --mariadb, the MariaDB server binaries; the vectors
it writes are committed, and tests/test_vectors.py checks them without it.
"""

import argparse
import json
import os
import shutil
import sys
import tempfile
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests"))

from binlogspec import conformance, jsonout, values  # noqa: E402
from binlogspec.generated_enums import EVENT_TYPE  # noqa: E402
from binlogspec.rows import columns_of, json_diffs  # noqa: E402
from binlogspec.tree import from_kaitai  # noqa: E402

OUT = REPO / "formats" / "vectors"
CORPUS = Path(os.environ.get("BINLOGSPEC_CORPUS", REPO.parent / "shared" / "corpus"))
TABLE_MAP_CODE = EVENT_TYPE["table_map_event"]


# ---------------------------------------------------------------- reading sources


class Source:
    """One binlog walked once: its job (bytes and params per event), the parsed events and the
    server flavour of its format description."""

    def __init__(self, path, label):
        import binlogspec

        self.label = label
        self.path = path
        self.job, _ = conformance.job_and_dump(path, dump=False)
        self.events = []
        self.flavor = "mysql"
        try:
            with binlogspec.open(path, checksum_errors="flag") as reader:
                for event in reader:
                    if event.type_name == "FORMAT_DESCRIPTION_EVENT":
                        version = event.tree.get("server_version", "")
                        self.flavor = "mariadb" if "mariadb" in version.lower() else "mysql"
                    self.events.append((event, self.flavor))
        except Exception:  # damaged corpus files: the events before the fault are used
            pass

    def where(self, i):
        entry = self.job[i]
        at = f"{entry['pos']}" + (f" (payload offset {entry['payload_offset']})" if entry["payload_offset"] is not None else "")
        return f"{self.label} at {at}"


def table_map_param(entry):
    """A TABLE_MAP event's job entry as a struct param: its body and the post-header length."""
    data = bytes.fromhex(entry["bytes"])
    body = data[entry["len_header"]:len(data) - entry["len_checksum"]]
    lens = bytes.fromhex(entry["post_header_lens"])
    return {"spec": "table_map_event",
            "params": {"len_post_header": lens[TABLE_MAP_CODE - 1] if len(lens) >= TABLE_MAP_CODE else 0},
            "bytes": body.hex()}


def event_params(source, i):
    entry = source.job[i]
    params = {k: entry[k] for k in ("len_header", "len_checksum", "post_header_lens", "fde_has_checksum_alg")}
    params["table_map"] = table_map_param(source.job[entry["table_map"]]) if entry["table_map"] is not None else None
    return params


# ---------------------------------------------------------------- parsing a vector (as the tests do)


def parse_vector(vector):
    """The generated Python parser's object for a vector (as tests/test_vectors.py parses it)."""
    return conformance.parse_vector(vector)


def value_json(value):
    """A decoded value in the vectors' form: binlogspec's JSON form (jsonout), except that a JSON
    column's value is MySQL's text of the document, the rule being the text."""
    if isinstance(value, values.JsonText):
        return str(value)
    if isinstance(value, list) and value and isinstance(value[0], dict) and "operation" in value[0]:
        return [{"operation": d["operation"], "path": d["path"],
                 "value": None if d["value"] is None else str(d["value"])} for d in value]
    return jsonout.to_jsonable(value)


# ---------------------------------------------------------------- event vectors


def event_vector(name, source, i):
    vector = {"name": name, "spec": "binlog_event", "source": source.where(i), "params": event_params(source, i),
              "bytes": source.job[i]["bytes"]}
    vector["expected"] = {"tree": conformance.canonical(parse_vector(vector))}
    return vector


# Event types that no real binlog here holds, built with the construct twins from the values of
# the spec tests (tests/test_spec_statement_events.py BUILT, tests/test_spec_gtid_events.py).
def built_bodies():
    import uuid

    from test_spec_gtid_events import tagged_body
    from test_spec_statement_events import BUILT, construct_spec

    built = {}
    for name, args, values_ in BUILT:
        key = {"load_event": "new_load_event" if args == (True,) else "load_event"}.get(name, name)
        if key in built or name in ("stop_event", "append_block_event", "rotate_event"):
            continue
        built[key] = construct_spec(name, *args).build(values_)
    built["gtid_tagged_log_event"] = tagged_body(uuid.UUID("3e11fa47-71ca-11e1-9e33-c80aa9429562").bytes, "domain_1",
                                                 42, 10, 11, 1718000000123456, 1718000000123456, 256, 90200, 90200, 0)
    from binlogspec.formats.mariadb_start_encryption_event import mariadb_start_encryption_event
    from binlogspec.formats.transaction_context_event import transaction_context_event
    from binlogspec.formats.view_change_event import view_change_event

    built["start_encryption_event"] = mariadb_start_encryption_event().build(
        dict(crypto_scheme=1, key_version=3, nonce=bytes(range(12))))
    built["transaction_context_event"] = transaction_context_event().build(dict(
        len_server_uuid=36, thread_id=42, gtid_specified=0, len_snapshot_version=48, num_write_set_items=2,
        num_read_set_items=0, server_uuid="8a94f357-aab4-11df-86ab-c80aa9429562",
        snapshot_version=(1).to_bytes(8, "little") + bytes(16) + (1).to_bytes(8, "little") + (1).to_bytes(8, "little")
        + (5).to_bytes(8, "little"),
        write_set=[dict(len_hash=12, hash=b"AAAAAAAAAAE="), dict(len_hash=12, hash=b"BBBBBBBBBBE=")], read_set=[]))
    built["view_change_event"] = view_change_event().build(dict(
        view_id="15883451581012337:5", seq_number=1234, num_cert_info=2,
        cert_info=[dict(len_key=12, key=b"AAAAAAAAAAE=", len_value=4, value=b"\x01\x02\x03\x04"),
                   dict(len_key=0, key=b"", len_value=0, value=b"")]))
    return built


def frame(code, body, params, timestamp=1700000000, server_id=1):
    """A whole v4 event (19-byte header, CRC32 when the params say so) around a body."""
    size = params["len_header"] + len(body) + params["len_checksum"]
    head = (timestamp.to_bytes(4, "little") + bytes([code]) + server_id.to_bytes(4, "little")
            + size.to_bytes(4, "little") + (1000 + size).to_bytes(4, "little") + (0).to_bytes(2, "little"))
    data = head + body
    if params["len_checksum"]:
        data += zlib.crc32(data).to_bytes(4, "little")
    return data


def built_event_vector(name, code, body, params, why):
    vector = {"name": name, "spec": "binlog_event", "source": why, "params": params,
              "bytes": frame(code, body, params).hex()}
    vector["expected"] = {"tree": conformance.canonical(parse_vector(vector))}
    return vector


def event_vectors(sources):
    routed = routed_event_types()
    found = {}  # type name -> (source, i, size)
    for source in sources:
        for i, entry in enumerate(source.job):
            name = source.events[i][0].type_name.lower() if i < len(source.events) else None
            if name is None or source.events[i][0].parsed is None:
                continue
            size = len(entry["bytes"]) // 2
            best = found.get(name)
            # the smallest one, among events whose flavour we have not taken yet
            if best is None or size < best[2]:
                found[name] = (source, i, size)
    vectors = []
    for name in routed:
        if name in found:
            source, i, _ = found[name]
            vectors.append(event_vector(name.upper(), source, i))
    # a few variants worth a vector of their own
    extra = {"format_description_event": {"mariadb", "mysql"}, "query_event": {"mariadb", "mysql"}}
    for name, flavors in extra.items():
        for flavor in sorted(flavors):
            for source in sources:
                hit = next((i for i, (e, f) in enumerate(source.events)
                            if e.type_name.lower() == name and f == flavor and e.parsed is not None), None)
                if hit is not None:
                    if (found[name][0], found[name][1]) != (source, hit):
                        vectors.append(event_vector(f"{name.upper()} ({flavor})", source, hit))
                    break
    # the rest: built
    mysql8 = next(s for s in sources if s.label.startswith("corpus rmc__json.binlog"))
    mariadb = next(s for s in sources if s.flavor == "mariadb" and s.label.startswith("tests/data/mariadb_compressed"))
    old = next(s for s in sources if s.label.startswith("corpus wsql__ver_5_1_23"))
    context = {"mysql": event_params(mysql8, 1), "mariadb": event_params(mariadb, 1), "old": event_params(old, 1)}
    for c in context.values():
        c["table_map"] = None
    bodies = built_bodies()
    old_types = {"load_event", "new_load_event", "create_file_event", "exec_load_event", "delete_file_event"}
    mariadb_types = {"start_encryption_event"}
    for name in routed:
        if name in found or name not in bodies:
            continue
        flavor = "old" if name in old_types else "mariadb" if name in mariadb_types else "mysql"
        why = (f"built with formats/construct (no real binlog here has one), in the context of the FDE of "
               f"{ {'old': old, 'mysql': mysql8, 'mariadb': mariadb}[flavor].label}")
        vectors.append(built_event_vector(name.upper(), EVENT_TYPE[name], bodies[name], dict(context[flavor]), why))
    vectors += derived_rows_vectors(sources, found, routed)
    return vectors


def derived_rows_vectors(sources, found, routed):
    """Row event types no real binlog here holds, made from one that is there by changing what the
    two formats differ in (said in `source`)."""
    vectors = []
    # PRE_GA (v0) update and delete: the PRE_GA write of the corpus with its type code changed.
    # A delete has the same image layout as a write; an update pairs the images (2 rows -> 1).
    if "pre_ga_write_rows_event" in found:
        source, i, _ = found["pre_ga_write_rows_event"]
        params = event_params(source, i)
        data = bytes.fromhex(source.job[i]["bytes"])
        body = data[params["len_header"]:len(data) - params["len_checksum"]]
        if "pre_ga_delete_rows_event" not in found:
            code = EVENT_TYPE["pre_ga_delete_rows_event"]
            vectors.append(built_event_vector(
                "PRE_GA_DELETE_ROWS_EVENT", code, body, params,
                f"{source.where(i)} (a PRE_GA_WRITE_ROWS_EVENT) with its type code changed to {code}"))
        # an update: v0 updates pair a before and an after image under the one column bitmap, so
        # the write's row image twice is an update that leaves the row as it was
        if "pre_ga_update_rows_event" not in found:
            code = EVENT_TYPE["pre_ga_update_rows_event"]
            rows = bytes(source.events[i][0].body._raw_row_data)
            vectors.append(built_event_vector(
                "PRE_GA_UPDATE_ROWS_EVENT", code, body + rows, params,
                f"{source.where(i)} (a PRE_GA_WRITE_ROWS_EVENT) with its type code changed to {code} and its row "
                f"image appended again, as the after image"))
    # MariaDB's v2 compressed row events: a v1 compressed one with the v2 post-header (an empty
    # extra row info, len_post_header 10).
    for v1, v2 in (("write_rows_compressed_event_v1", "write_rows_compressed_event"),
                   ("update_rows_compressed_event_v1", "update_rows_compressed_event"),
                   ("delete_rows_compressed_event_v1", "delete_rows_compressed_event")):
        if v2 in found or v1 not in found:
            continue
        source, i, _ = found[v1]
        params = event_params(source, i)
        data = bytes.fromhex(source.job[i]["bytes"])
        body = data[params["len_header"]:len(data) - params["len_checksum"]]
        lens = bytearray.fromhex(params["post_header_lens"])
        code = EVENT_TYPE[v2]
        lens += bytes(max(0, code - len(lens)))
        lens[code - 1] = 10
        params["post_header_lens"] = lens.hex()
        body = body[:8] + (2).to_bytes(2, "little") + body[8:]
        vectors.append(built_event_vector(
            v2.upper(), code, body, params,
            f"{source.where(i)} (a {v1.upper()}) as a v2 event: type code {code}, an empty extra row info, "
            f"and post_header_lens[{code - 1}] set to 10"))
    return vectors


def routed_event_types():
    import yaml

    ev = yaml.safe_load((REPO / "formats" / "kaitai" / "binlog_event.ksy").read_text())
    cases = next(f for f in ev["seq"] if f["id"] == "body")["type"]["cases"]
    return [k.split("::")[-1] for k in cases]


# ---------------------------------------------------------------- column vectors


def cells_of(source):
    """(event index, column, cell object, cell tree, table map entry) of every cell of every rows event."""
    for i, (event, flavor) in enumerate(source.events):
        if event.parsed is None or "rows" not in event.type_name.lower() or "query" in event.type_name.lower():
            continue
        entry = source.job[i]
        if entry["table_map"] is None:
            continue
        tm_obj = source.events[entry["table_map"]][0].body
        columns = columns_of(from_kaitai(tm_obj), flavor)
        body = event.body
        data = getattr(body, "row_data_compressed", None) or getattr(body, "row_data", None)
        if data is None:
            continue
        for row in data.rows:
            for image in (getattr(row, "before_image", None), getattr(row, "after_image", None)):
                if image is None:
                    continue
                for cell in image.cells:
                    yield i, columns[cell.index], cell, entry


def cell_bytes(cell):
    if getattr(cell, "value", None) is not None:
        return bytes(cell._raw_value)
    if getattr(cell, "json_diff", None) is not None:
        ops = bytes(cell.json_diff._raw_operations)
        return len(ops).to_bytes(4, "little") + ops
    return b""


def column_key(column, cell):
    kind = cell.column_type.name if hasattr(cell.column_type, "name") else f"type_{cell.column_type}"
    if kind == "string" and column.real_type_name in ("ENUM", "SET"):
        return f"string ({column.real_type_name.lower()})"
    return kind


# Wanted cases: (label, column type key, test on (column, value, cell)). The first cell that
# passes is taken; every column type also gets one plain case.
def _neg(c, v, cell):
    return isinstance(v, int) and v < 0


def _big_unsigned(c, v, cell):
    return c.unsigned and isinstance(v, int) and v >= 128


WANTED = [
    ("TINY signed -128", "tiny", lambda c, v, x: v == -128),
    ("TINY unsigned 255", "tiny", lambda c, v, x: c.unsigned and v == 255),
    ("SHORT signed -32768", "short", lambda c, v, x: v == -32768),
    ("SHORT unsigned 65535", "short", lambda c, v, x: c.unsigned and v == 65535),
    ("INT24 signed -8388608", "int24", lambda c, v, x: v == -8388608),
    ("INT24 unsigned 16777215", "int24", lambda c, v, x: c.unsigned and v == 16777215),
    ("LONG signed -2147483648", "long", lambda c, v, x: v == -2147483648),
    ("LONG unsigned 4294967295", "long", lambda c, v, x: c.unsigned and v == 4294967295),
    ("LONGLONG signed -9223372036854775808", "longlong", lambda c, v, x: v == -9223372036854775808),
    ("LONGLONG signed -1", "longlong", lambda c, v, x: v == -1),
    ("LONGLONG unsigned 18446744073709551615", "longlong", lambda c, v, x: c.unsigned and v == 2**64 - 1),
    ("NEWDECIMAL(65,30) negative", "newdecimal", lambda c, v, x: c.precision == 65 and c.scale == 30 and v < 0),
    ("NEWDECIMAL(10,2) -0.50", "newdecimal", lambda c, v, x: c.scale == 2 and str(v) == "-0.50"),
    ("NEWDECIMAL(18,9) 0.000000001", "newdecimal",
     lambda c, v, x: c.precision == 18 and c.scale == 9 and format(v, "f") == "0.000000001"),
    ("NEWDECIMAL(65,30) -1e-30", "newdecimal",
     lambda c, v, x: c.scale == 30 and format(v, "f") == "-0.000000000000000000000000000001"),
    ("NEWDECIMAL(5,5) fraction only", "newdecimal", lambda c, v, x: c.precision == 5 and c.scale == 5 and v != 0),
    ("FLOAT", "float", lambda c, v, x: v == 1.5),
    ("DOUBLE", "double", lambda c, v, x: v == -3.25),
    ("BIT(12)", "bit", lambda c, v, x: c.bits is not None and v == 2048),
    ("BIT(64)", "bit", lambda c, v, x: v == 2**64 - 1),
    ("YEAR", "year", lambda c, v, x: v == 2155),
    ("YEAR 0000", "year", lambda c, v, x: v == 0),
    ("DATE", "date", lambda c, v, x: str(v) == "9999-12-31"),
    ("DATE zero month", "date", lambda c, v, x: isinstance(v, values.ZeroDate) and str(v) == "2024-00-10"),
    ("TIME2(0) -838:59:59", "time2", lambda c, v, x: c.fsp == 0 and jsonout.to_jsonable(v) == "-838:59:59"),
    ("TIME2(6) negative with fraction", "time2", lambda c, v, x: c.fsp == 6 and jsonout.to_jsonable(v) == "-12:34:56.789012"),
    ("TIME2(1) -00:00:00.5", "time2", lambda c, v, x: c.fsp == 1 and jsonout.to_jsonable(v) == "-00:00:00.500000"),
    ("TIME2(3) positive", "time2", lambda c, v, x: c.fsp == 3 and jsonout.to_jsonable(v) == "12:00:00.500000"),
    ("DATETIME2(6)", "datetime2", lambda c, v, x: c.fsp == 6 and jsonout.to_jsonable(v) == "9999-12-31T23:59:59.999999"),
    ("DATETIME2(0)", "datetime2", lambda c, v, x: c.fsp == 0 and jsonout.to_jsonable(v) == "1000-01-01T00:00:00"),
    ("DATETIME2(5) zero date", "datetime2", lambda c, v, x: c.fsp == 5 and isinstance(v, values.ZeroDate)),
    ("TIMESTAMP2(6)", "timestamp2", lambda c, v, x: c.fsp == 6 and jsonout.to_jsonable(v) == "2024-02-29T12:34:56.123456+00:00"),
    ("TIMESTAMP2(1)", "timestamp2", lambda c, v, x: c.fsp == 1 and jsonout.to_jsonable(v) == "2001-09-09T01:46:40.500000+00:00"),
    ("TIMESTAMP2(0) zero", "timestamp2", lambda c, v, x: c.fsp == 0 and isinstance(v, values.ZeroDate)),
    ("TIME (pre-5.6)", "time", lambda c, v, x: True),
    ("DATETIME (pre-5.6)", "datetime", lambda c, v, x: True),
    ("TIMESTAMP (pre-5.6)", "timestamp", lambda c, v, x: True),
    ("STRING CHAR utf8mb4", "string", lambda c, v, x: isinstance(v, str) and any(ord(ch) > 0xFFFF for ch in v)),
    ("STRING CHAR latin1", "string", lambda c, v, x: c.collation_id == 8 and isinstance(v, str) and "\u20ac" in v),
    ("STRING BINARY(8) zero padding restored", "string", lambda c, v, x: isinstance(v, bytes) and len(v) == 8 and v.endswith(b"\0")),
    ("STRING (ENUM) label", "string (enum)", lambda c, v, x: v == "v300"),
    ("STRING (ENUM) latin1 label", "string (enum)", lambda c, v, x: v == "\u20ac"),
    ("STRING (SET) 64 members", "string (set)", lambda c, v, x: isinstance(v, frozenset) and len(v) == 64),
    ("STRING (SET) empty", "string (set)", lambda c, v, x: v == frozenset()),
    ("VARCHAR utf8mb4", "varchar", lambda c, v, x: isinstance(v, str) and "\U0001F389" in v),
    ("VARCHAR latin1 two-byte length", "varchar", lambda c, v, x: c.max_length and c.max_length > 255 and isinstance(v, str) and len(v) > 255),
    ("VARBINARY", "varchar", lambda c, v, x: v == b"\xff\x00\x00\x00"),
    ("BLOB bytes", "blob", lambda c, v, x: v == bytes(range(256))),
    ("BLOB TEXT utf8mb4", "blob", lambda c, v, x: v == "text \U0001F600"),
    ("BLOB LONGTEXT latin1", "blob", lambda c, v, x: v == "\u00e9\u20ac"),
    ("JSON object", "json", lambda c, v, x: isinstance(v, str) and '"name"' in v),
    ("JSON opaque value", "json", lambda c, v, x: isinstance(v, str) and "base64:type" in v),
    ("JSON opaque TIME", "json", lambda c, v, x: isinstance(v, str) and "87:31:46.654321" in v),
    ("JSON opaque DECIMAL", "json", lambda c, v, x: isinstance(v, str) and "9.00" in v),
    ("JSON partial update diff", "json", lambda c, v, x: isinstance(v, list)),
    ("GEOMETRY point", "geometry", lambda c, v, x: isinstance(v, values.Geometry) and v.srid == 0 and len(v.wkb) == 21),
    ("GEOMETRY with SRID", "geometry", lambda c, v, x: isinstance(v, values.Geometry) and v.srid == 4326),
]


def column_facts(column):
    """What the table map says of a column, as the value rules use it (formats/README.md)."""
    from binlogspec import charsets

    facts = {}
    for name in ("type_name", "real_type_name", "unsigned", "collation_id", "enum_labels", "set_labels",
                 "precision", "scale", "fsp", "max_length", "bits"):
        value = getattr(column, name)
        if value is not None:
            facts[name] = list(value) if isinstance(value, tuple) else value
    if column.collation_id is not None:
        found = charsets.collation(column.collation_id)
        facts["charset"] = found.charset if found is not None else None
    return facts


def column_vector(label, source, i, column, cell, entry, value):
    vector = {
        "name": label, "spec": "column_cell", "column_type": column_key(column, cell), "flavor": source.events[i][1],
        "source": f"{source.where(i)}, column {column.index}", "column": column_facts(column),
        "params": {"table_map": table_map_param(source.job[entry["table_map"]]), "index": int(cell.index),
                   "is_present": bool(cell.is_present), "is_null": bool(cell.is_null),
                   "is_partial_json": bool(cell.is_partial_json)},
        "bytes": cell_bytes(cell).hex(),
    }
    obj = parse_vector(vector)
    tree = conformance.canonical(obj)
    assert tree == conformance.canonical(cell), f"{label}: standalone parse differs from the in-event cell"
    vector["expected"] = {"tree": tree, "value": value_json(value)}
    return vector


def decoded(column, cell):
    tree = from_kaitai(cell)
    if not cell.is_present:
        return None, False
    if cell.is_null:
        return None, True
    if "json_diff" in tree:
        return json_diffs(tree["json_diff"]), True
    if "value" not in tree:
        return None, False
    return values.cell_value(column, tree["value"]), True


def column_vectors(sources):
    got = {}
    plain = {}
    null_case = None
    for source in sources:
        for i, column, cell, entry in cells_of(source):
            try:
                value, ok = decoded(column, cell)
            except Exception:
                continue
            if not ok:
                continue
            key = column_key(column, cell)
            if cell.is_null:
                if null_case is None:
                    null_case = (source, i, column, cell, entry, None)
                continue
            plain.setdefault(key, (source, i, column, cell, entry, value))
            for label, want_key, test in WANTED:
                if label in got or want_key != key:
                    continue
                try:
                    hit = test(column, value, cell)
                except Exception:
                    hit = False
                if hit:
                    got[label] = (source, i, column, cell, entry, value)
    vectors = []
    for label, key, _ in WANTED:
        if label in got:
            vectors.append(column_vector(label, *got[label]))
    for key, hit in sorted(plain.items()):
        if not any(v["column_type"] == key for v in vectors):
            vectors.append(column_vector(key.upper(), *hit))
    if null_case:
        vectors.append(column_vector("NULL cell (takes no bytes)", *null_case))
    return vectors


# Column types no real binlog here has in a row image: a one-column table map and cell built with
# construct (the layouts of tests/test_values_property.py).
def built_column_vectors(have):
    from construct import Container, ListContainer

    from test_values_property import table_map_body

    def containers(obj):
        if isinstance(obj, dict):
            return Container({k: containers(v) for k, v in obj.items()})
        if isinstance(obj, list):
            return ListContainer(containers(v) for v in obj)
        return obj

    cases = [
        ("NEWDATE", "newdate", {"type": "newdate"}, bytes([(2024 << 9 | 1 << 5 | 31) & 0xFF,
                                                         (2024 << 9 | 1 << 5 | 31) >> 8 & 0xFF,
                                                         (2024 << 9 | 1 << 5 | 31) >> 16])),
        ("VECTOR", "vector", {"type": "vector", "meta": {"pack_length": 4}},
         (12).to_bytes(4, "little") + b"".join(__import__("struct").pack("<f", x) for x in (1.5, -2.0, 0.25))),
        ("VAR_STRING", "var_string", {"type": "var_string", "meta": {"max_length": 40}, "collation": 45},
         bytes([len("h\u00e9l".encode())]) + "h\u00e9l".encode()),
        ("TINY_BLOB", "tiny_blob", {"type": "tiny_blob", "meta": {"pack_length": 1}, "collation": 63}, bytes([2, 0xAB, 0xCD])),
        ("MEDIUM_BLOB", "medium_blob", {"type": "medium_blob", "meta": {"pack_length": 3}, "collation": 63},
         (3).to_bytes(3, "little") + b"abc"),
        ("TIME (pre-5.6) -838:59:59", "time", {"type": "time"}, (-8385959 & 0xFFFFFF).to_bytes(3, "little")),
        ("ENUM (as its own column type)", "enum",
         {"type": "enum", "meta": {"byte0": 0xF7, "byte1": 1}, "real_type": 0xF7, "collation": 255,
          "labels": ["red", "green", "blue"]}, bytes([2])),
        ("SET (as its own column type)", "set",
         {"type": "set", "meta": {"byte0": 0xF8, "byte1": 1}, "real_type": 0xF8, "collation": 255,
          "labels": ["a", "b", "c"]}, bytes([0b101])),
        ("LONG_BLOB", "long_blob", {"type": "long_blob", "meta": {"pack_length": 4}, "collation": 63},
         (1).to_bytes(4, "little") + b"\x00"),
    ]
    vectors = []
    for label, key, col, cell in cases:
        if key in have:
            continue
        body = table_map_body([col])
        vector = {"name": label, "spec": "column_cell", "column_type": key, "flavor": "mysql",
                  "source": "built: a one-column TABLE_MAP body built with formats/construct (no real binlog here has "
                            "this column type in a row image) and the cell's bytes by its layout",
                  "params": {"table_map": {"spec": "table_map_event", "params": {"len_post_header": 8}, "bytes": body.hex()},
                             "index": 0, "is_present": True, "is_null": False, "is_partial_json": False},
                  "bytes": cell.hex()}
        obj = parse_vector(vector)
        tm = parse_vector({"spec": "table_map_event", "params": {"len_post_header": 8}, "bytes": body.hex()})
        column = columns_of(from_kaitai(tm), "mysql")[0]
        vector["column"] = column_facts(column)
        vector["expected"] = {"tree": conformance.canonical(obj),
                              "value": value_json(values.cell_value(column, from_kaitai(obj)["value"]))}
        vectors.append(vector)
    return vectors


# ---------------------------------------------------------------- JSON documents


def json_vectors(sources):
    """MySQL binary JSON documents and the text MySQL prints for them: every distinct document of
    the corpus' JSON columns, then the hand-built documents of tests/test_json.py, whose texts were
    written out from MySQL's printing rules (json_text.py)."""
    from test_json import HAND_BUILT, document

    vectors, seen = [], set()
    for source in sources:
        for i, column, cell, entry in cells_of(source):
            if getattr(cell, "value", None) is None or column.type_name != "JSON":
                continue
            doc = getattr(cell.value, "document", None)
            if doc is None:
                continue
            data = bytes(cell.value._raw_document)
            if data in seen:
                continue
            seen.add(data)
            vectors.append(json_vector(f"document of {source.where(i)}, column {column.index}", data))
    for n, (value, text) in enumerate(HAND_BUILT):
        for large in (False, True):
            data = document(value, large)
            vector = json_vector(f"built ({'large' if large else 'small'} containers): tests/test_json.py "
                                 f"HAND_BUILT[{n}], text written out by hand from MySQL's rules", data)
            assert vector["expected"]["text"] == text
            if data not in seen:
                seen.add(data)
                vectors.append(vector)
    for n, v in enumerate(vectors):
        v["name"] = f"JSON document {n + 1}"
    return vectors


def json_vector(source, data):
    from binlogspec import json_text

    vector = {"name": "", "spec": "mysql_json", "source": source, "params": {}, "bytes": data.hex()}
    obj = parse_vector(vector)
    vector["expected"] = {"tree": conformance.canonical(obj), "text": json_text.render(from_kaitai(obj))}
    return vector


# ---------------------------------------------------------------- main


def mariadb_binlog(workdir):
    import mariadb_server
    from js_conformance import every_type_workload

    server = mariadb_server.MariaDB(["--log-bin-compress=ON", "--log-bin-compress-min-len=10"]).start()
    try:
        server.rotate()
        server.sql(every_type_workload("vectors"))
        server.sql("SET GLOBAL log_bin_compress = ON")
        closed = server.rotate()
        path = Path(workdir) / "mariadb-10.11-every-type.binlog"
        shutil.copyfile(closed[-1], path)
        return path
    finally:
        server.stop()


def write(name, vectors):
    OUT.mkdir(parents=True, exist_ok=True)
    text = json.dumps(vectors, indent=1, ensure_ascii=False, sort_keys=False) + "\n"
    (OUT / name).write_text(text)
    print(f"{OUT / name}: {len(vectors)} vectors", file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mariadb", action="store_true", help="also start a MariaDB server for an every-type binlog")
    parser.add_argument("--binlog", action="append", default=[], help="another binlog to take vectors from")
    args = parser.parse_args(argv)
    paths = []
    with tempfile.TemporaryDirectory() as tmp:
        if args.mariadb:
            paths.append(("MariaDB 10.11 every-type workload (tests/js_conformance.every_type_workload)",
                          mariadb_binlog(tmp)))
        paths += [(f"{p}", Path(p)) for p in args.binlog]
        paths += [(f"tests/data/{p.name}", p) for p in sorted((REPO / "tests" / "data").iterdir())
                  if p.is_file() and not p.name.endswith((".txt", ".json", ".md"))]
        from conftest import corpus_binlogs

        paths += [(f"corpus {p.name}", p) for p in corpus_binlogs()]
        sources = [Source(p, label) for label, p in paths]
        events = event_vectors(sources)
        columns = column_vectors(sources)
        columns += built_column_vectors({v["column_type"] for v in columns})
    write("events.json", events)
    write("columns.json", columns)
    write("json.json", json_vectors(sources))


if __name__ == "__main__":
    main()
