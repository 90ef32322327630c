"""Issue 14 (port half): the Go port of the value rules in ports/go, written from formats/README.md
and the .ksy specs alone, passes every column vector (reading the column's facts from the vector's
TABLE_MAP event and requiring those the vector states) and every JSON document vector.

`go test -v` in ports/go prints one `PORT-GO-COUNTS <file> {type: passed}` line per vector file;
the counts must equal what the vector files hold, so a vector the port skips or a vector file
that shrinks shows here. Skipped only when `go` is not on PATH."""

import json
import os
import re
import shutil
import subprocess
from collections import Counter

import pytest

from conftest import REPO

PORT = REPO / "ports" / "go"
VECTORS = REPO / "formats" / "vectors"



def rule_type(vector):
    """The port's name for the rule a column vector exercises (as ports/go/values/vectors_test.go):
    the column's type, a STRING column's real type, JSON_DIFF for a partial JSON update, NULL for
    a NULL cell."""
    column, params = vector["column"], vector["params"]
    if params["is_null"]:
        return "NULL"
    if column["type_name"] == "JSON" and params["is_partial_json"]:
        return "JSON_DIFF"
    if column["type_name"] == "STRING":
        return column["real_type_name"]
    return column["type_name"]


def expected_counts():
    columns = json.loads((VECTORS / "columns.json").read_text())
    counts = Counter(map(rule_type, columns))
    return {
        "columns": dict(counts),
        "json": {"JSON_DOCUMENT": len(json.loads((VECTORS / "json.json").read_text()))},
    }


@pytest.fixture(scope="module")
def go_test():
    go = shutil.which("go")
    if go is None:
        pytest.skip("go is not on PATH")
    env = dict(os.environ, GOFLAGS="-mod=mod", GOTOOLCHAIN="local")
    return subprocess.run([go, "test", "-count=1", "-v", "./..."], cwd=PORT, env=env,
                          capture_output=True, text=True, timeout=600)


def test_go_port_passes_every_vector(go_test):
    assert go_test.returncode == 0, go_test.stdout[-4000:] + go_test.stderr[-4000:]
    got = {m[1]: json.loads(m[2]) for m in re.finditer(r"^PORT-GO-COUNTS (\w+) (\{.*\})$",
                                                          go_test.stdout, re.M)}
    expected = expected_counts()
    assert got == expected
    # every rule the issue asks for has vectors (a file change cannot leave one untested)
    assert set(expected["columns"]) >= {
        "TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "BIT", "YEAR", "DATE",
        "NEWDATE", "TIME", "TIME2", "DATETIME", "DATETIME2", "TIMESTAMP", "TIMESTAMP2", "ENUM",
        "SET", "JSON", "JSON_DIFF", "NULL", "STRING", "VARCHAR", "BLOB", "FLOAT", "DOUBLE",
    }
    assert sum(expected["columns"].values()) >= 66 and expected["json"]["JSON_DOCUMENT"] >= 31


def test_go_port_catches_tampered_values(go_test):
    assert go_test.returncode == 0, go_test.stdout[-4000:] + go_test.stderr[-4000:]
    tampered = dict(re.findall(r"^PORT-GO-TAMPER (\w+) detected (\d+)$", go_test.stdout, re.M))
    assert int(tampered["columns"]) >= 3 * sum(expected_counts()["columns"].values())
    assert int(tampered["facts"]) >= 2 * sum(expected_counts()["columns"].values())
    assert int(tampered["json"]) == expected_counts()["json"]["JSON_DOCUMENT"]
    for name in ("TestTamperedColumnVectors", "TestTamperedJSONVectors", "TestColumnVectors",
                 "TestJSONVectors", "TestOpaqueBase64Lines", "TestJSONDoubles", "TestWKT", "TestUnusualValues"):
        assert f"--- PASS: {name} " in go_test.stdout
