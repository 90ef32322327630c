"""Acceptance (issue 5): the test vectors in formats/vectors/ (events.json, columns.json,
json.json) cover every event type binlog_event routes and every column type a row image can
hold, and both languages reproduce them: the generated Python parser and binlogspec's value rules
(values.py, json_text.py, jsonout.py), and the JavaScript parser compiled from the same specs with
the JavaScript value rules of tools/ksc/values.js.

The vectors were written by tools/make_vectors.py from real binlogs (the corpus, tests/data, a
MariaDB server's), and built with the construct twins only where no real binlog holds the case
(their `source` says so)."""

import json
import subprocess

import pytest
import yaml

from binlogspec import conformance, json_text, values
from binlogspec.rows import columns_of, json_diffs
from binlogspec.tree import from_kaitai
from conftest import REPO
from js_conformance import KSC_DIR, SPECS, node

VECTORS = REPO / "formats" / "vectors"
FILES = ("events.json", "columns.json", "json.json")
INTEGER_TYPES = ("tiny", "short", "int24", "long", "longlong")
SIGNED_MAX = {"tiny": 127, "short": 32767, "int24": 8388607, "long": 2**31 - 1, "longlong": 2**63 - 1}


def load(name):
    return json.loads((VECTORS / name).read_text())


ALL = [(name, v) for name in FILES for v in load(name)]


def _ksy(name):
    return yaml.safe_load((SPECS / f"{name}.ksy").read_text())


def _value_json(value):
    """A decoded value in the vectors' form (formats/README.md, "Test vectors")."""
    from binlogspec.jsonout import to_jsonable

    if isinstance(value, values.JsonText):
        return str(value)
    if isinstance(value, list) and value and isinstance(value[0], dict) and "operation" in value[0]:
        return [{"operation": d["operation"], "path": d["path"], "value": None if d["value"] is None else str(d["value"])}
                for d in value]
    return to_jsonable(value)


def test_every_routed_event_type_has_a_vector():
    cases = next(f for f in _ksy("binlog_event")["seq"] if f["id"] == "body")["type"]["cases"]
    routed = {k.split("::")[-1] for k in cases}
    have = {v["expected"]["tree"]["header"]["event_type"] for v in load("events.json")}
    assert routed - have == set()


def test_every_column_type_has_a_vector_and_integers_both_signednesses():
    cases = next(f for f in _ksy("column_cell")["seq"] if f["id"] == "value")["type"]["cases"]
    layouts = {k.split("::")[-1] for k in cases}
    vectors = load("columns.json")
    have = {v["expected"]["tree"]["column_type"] for v in vectors}
    assert layouts - have == set()
    for kind in INTEGER_TYPES:
        found = [v["expected"]["value"] for v in vectors if v["column_type"] == kind]
        assert any(x < 0 for x in found), f"{kind}: no signed negative vector"
        assert any(x > SIGNED_MAX[kind] for x in found), f"{kind}: no unsigned vector beyond the signed range"
    # the CHAR/ENUM/SET real types of STRING, and a NULL cell
    assert {"string", "string (enum)", "string (set)"} <= {v["column_type"] for v in vectors}
    assert any(v["params"]["is_null"] for v in vectors)


def test_vectors_are_taken_from_real_binlogs_where_one_exists():
    built = [v for _, v in ALL if v["source"].startswith("built")]
    real = [v for _, v in ALL if not v["source"].startswith("built")]
    assert len(real) > 2 * len(built)
    for v in built:
        assert len(v["source"]) > 40, v["source"]  # says what was built and why
    for v in real:
        assert v["source"].startswith(("corpus ", "tests/data/", "MariaDB 10.11", "document of")), v["source"]


@pytest.mark.parametrize("file,vector", ALL, ids=[f"{f}:{v['name']}" for f, v in ALL])
def test_python_parser_gives_the_expected_tree(file, vector):
    obj = conformance.parse_vector(vector)
    assert conformance.canonical(obj) == vector["expected"]["tree"]


@pytest.mark.parametrize("vector", load("columns.json"), ids=[v["name"] for v in load("columns.json")])
def test_python_value_rules_give_the_expected_value(vector):
    cell = from_kaitai(conformance.parse_vector(vector))
    table_map = from_kaitai(conformance.parse_vector(vector["params"]["table_map"]))
    column = columns_of(table_map, vector["flavor"])[vector["params"]["index"]]
    # the column facts the vector gives a port are what the table map says
    for key, fact in vector["column"].items():
        if key != "charset":
            got = getattr(column, key)
            assert (list(got) if isinstance(got, tuple) else got) == fact, key
    if "json_diff" in cell:
        value = json_diffs(cell["json_diff"])
    elif "value" in cell:
        value = values.cell_value(column, cell["value"])
    else:
        value = None
    assert _value_json(value) == vector["expected"]["value"]


@pytest.mark.parametrize("vector", load("json.json"), ids=[v["name"] for v in load("json.json")])
def test_python_json_rules_give_the_expected_text(vector):
    assert json_text.render(from_kaitai(conformance.parse_vector(vector))) == vector["expected"]["text"]


@pytest.fixture(scope="module")
def javascript_results(js_parsers):
    run = subprocess.run([node(), str(KSC_DIR / "vectors.js"), "--ksy", str(SPECS), "--js", str(js_parsers),
                          *(str(VECTORS / f) for f in FILES)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    out = {}
    for line in run.stdout.splitlines():
        result = json.loads(line)
        out[(result["file"], result["name"])] = result
    return out


def test_javascript_parser_and_value_rules_give_the_expected_results(javascript_results):
    failures = []
    for file, vector in ALL:
        got = javascript_results[(file, vector["name"])]
        if "error" in got:
            failures.append(f"{file} {vector['name']}: {got['error']}")
            continue
        expected = vector["expected"]
        result = conformance.compare([{"i": 0, "tree": expected["tree"]}], [{"i": 0, "tree": got["tree"]}])
        failures += [f"{file} {vector['name']}: tree {d}" for d in result.differences]
        if "value" in expected and got.get("value") != expected["value"]:
            failures.append(f"{file} {vector['name']}: value {got.get('value')!r} vs {expected['value']!r}")
        if "text" in expected and got.get("text") != expected["text"]:
            failures.append(f"{file} {vector['name']}: text {got.get('text')!r} vs {expected['text']!r}")
    assert failures == [], "\n".join(failures[:30])
    assert len(javascript_results) == len(ALL)
