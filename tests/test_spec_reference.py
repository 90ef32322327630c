"""Acceptance (issue 5): the documentation of the specs says what the specs do.

formats/README.md's event-type table names, for every type code binlog_event routes, the spec that
decodes it, and its column-type table the layout column_cell gives every column type; docs/specs/
is what tools/ksc/specdoc.js makes of the current specs (./build.sh check also fails when it is
not), with every field of every spec on its page."""

import re
import subprocess

import yaml

from conftest import REPO
from js_conformance import KSC_DIR, SPECS, node

README = (REPO / "formats" / "README.md").read_text()


def _ksy(name):
    return yaml.safe_load(next(SPECS.rglob(f"{name}.ksy")).read_text())


def _section(title):
    return README.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]


def _table_rows(text):
    return [[c.strip() for c in line.strip().strip("|").split("|")] for line in text.splitlines()
            if line.startswith("| ") and not line.startswith("|---")]


def test_event_type_table_matches_binlog_event():
    codes = {v["id"]: int(k) for k, v in _ksy("event_type")["enums"]["code"].items()}
    cases = next(f for f in _ksy("binlog_event")["seq"] if f["id"] == "body")["type"]["cases"]
    documented = {}
    for row in _table_rows(_section("Event types"))[1:]:
        spec = re.match(r"`(\w+)`", row[2]).group(1)
        for code in row[0].split(","):
            documented[int(code)] = spec
    routed = {codes[k.split("::")[-1]]: v.split("(")[0] for k, v in cases.items()}
    assert documented == routed


def test_column_type_table_matches_column_cell():
    codes = {v["id"]: int(k) for k, v in _ksy("field_type")["enums"]["code"].items()}
    cases = next(f for f in _ksy("column_cell")["seq"] if f["id"] == "value")["type"]["cases"]
    documented = {}
    for row in _table_rows(_section("Column types"))[1:]:
        layout = re.match(r"`(\w+)", row[3]).group(1)
        for code in row[0].split(","):
            documented[int(code)] = layout
    laid_out = {codes[k.split("::")[-1]]: v.strip("'").split("(")[0] for k, v in cases.items()}
    assert documented == laid_out


def test_spec_reference_is_generated_from_the_current_specs(tmp_path):
    run = subprocess.run([node(), str(KSC_DIR / "specdoc.js"), "--root", str(SPECS), "--out", str(tmp_path)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    committed = REPO / "docs" / "specs"
    fresh = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert fresh == {p.name: p.read_bytes() for p in committed.iterdir()}, "run ./build.sh docs"
    specs = sorted(SPECS.rglob("*.ksy"))
    assert set(fresh) == {f"{p.stem}.md" for p in specs} | {"README.md"}
    for path in specs:
        page = fresh[f"{path.stem}.md"].decode()
        spec = yaml.safe_load(path.read_text())
        todo = [("", spec)] + list((spec.get("types") or {}).items())
        for _, t in todo:
            for field in (t.get("seq") or []) + (t.get("params") or []):
                assert f"`{field['id']}`" in page, (path.stem, field["id"])
            for name in t.get("instances") or {}:
                assert f"`{name}`" in page, (path.stem, name)
        for ref in [spec["doc-ref"]] if isinstance(spec["doc-ref"], str) else spec["doc-ref"]:
            assert ref in page
