"""Acceptance (issue 5): every .ksy says what it is and where its layout comes from, and
documents every type and every field that its name alone does not explain.

The rules (formats/README.md, "Rules both spec languages follow"): meta with id (the file name),
title, license (the project's), ks-version 0.11 and endian le, in the house key order; a doc and
a doc-ref to the MySQL/MariaDB source or documentation the spec follows; a doc on every type,
param, seq field and instance, except the fields whose meaning the naming rules already give: a
`len_X`/`num_X` that sizes or counts a sibling `X`, the `raw` bytes of a value, and fixed
`contents`.
"""

import re
import tomllib

import pytest
import yaml

from binlogspec.tree import STRUCT_PARAMS
from conftest import REPO

SPECS = sorted((REPO / "formats" / "kaitai").rglob("*.ksy"))
META_ORDER = ["id", "title", "file-extension", "xref", "license", "ks-version", "imports", "endian", "bit-endian"]
DOC_HOSTS = ("https://github.com/mysql/mysql-server/", "https://dev.mysql.com/", "https://github.com/MariaDB/server/",
             "https://mariadb.com/kb/", "https://github.com/percona/")
PRIMITIVE = re.compile(r"^(u[1248]|s[1248]|f[48])(le|be)?$|^b\d+(le|be)?$|^(bool|bytes|str|strz)$")


def load(path):
    return yaml.safe_load(path.read_text())


def project_license():
    return tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["license"]["text"]


def types_of(spec):
    """(path, type definition) of the spec's root and every nested type."""
    out = [("", spec)]
    for name, sub in (spec.get("types") or {}).items():
        out += [(f"{name}{'::' + p if p else ''}", t) for p, t in types_of(sub)]
    return out


def is_obvious(fid, field, siblings):
    if "contents" in field or fid == "raw":
        return True
    for prefix in ("len_", "num_"):
        if fid.startswith(prefix):
            base = fid[len(prefix):]
            if {base, base + "s", base.rstrip("s")} & siblings:
                return True
    return False


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_meta(path):
    spec = load(path)
    meta = spec["meta"]
    assert meta["id"] == path.stem
    assert isinstance(meta["title"], str) and meta["title"].strip()
    assert meta["license"] == project_license()
    assert meta["ks-version"] == "0.11"
    assert meta["endian"] == "le"
    keys = list(meta)
    assert keys == sorted(keys, key=META_ORDER.index), f"meta keys out of the house order: {keys}"


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_doc_and_doc_ref_to_the_servers_sources(path):
    spec = load(path)
    assert isinstance(spec.get("doc"), str) and len(spec["doc"].split()) >= 8
    refs = spec.get("doc-ref")
    refs = [refs] if isinstance(refs, str) else refs
    assert refs, "no doc-ref"
    for ref in refs:
        assert ref.startswith(DOC_HOSTS), ref


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_every_type_and_non_obvious_field_has_a_doc(path):
    missing = []
    for tpath, t in types_of(load(path)):
        where = f"{path.stem}{'::' + tpath if tpath else ''}"
        if tpath and not t.get("doc"):
            missing.append(f"type {where}")
        siblings = {f["id"] for f in t.get("seq") or []} | set(t.get("instances") or {})
        for p in t.get("params") or []:
            if not p.get("doc"):
                missing.append(f"param {where}.{p['id']}")
        for f in t.get("seq") or []:
            if not f.get("doc") and not is_obvious(f["id"], f, siblings):
                missing.append(f"field {where}.{f['id']}")
        for name, inst in (t.get("instances") or {}).items():
            if not inst.get("doc") and not is_obvious(name, inst, siblings):
                missing.append(f"instance {where}.{name}")
    assert missing == []


@pytest.mark.parametrize("path", SPECS, ids=[p.name for p in SPECS])
def test_no_valid_expr(path):
    """kaitai-struct-compiler 0.11 cannot compile `valid: {expr: ...}` for Nim."""
    text = path.read_text()
    assert not re.search(r"^\s*expr:", text, re.M)


def test_struct_params_of_the_canonical_form_are_the_user_typed_params():
    """The canonical form leaves out params whose type is a user type (tree.STRUCT_PARAMS in Python,
    derived from the .ksy in tools/ksc/canonical.js): both must name the same params."""
    user_typed = set()
    for path in SPECS:
        for _, t in types_of(load(path)):
            for p in t.get("params") or []:
                if not PRIMITIVE.match(str(p.get("type", ""))):
                    user_typed.add(p["id"])
    assert user_typed == set(STRUCT_PARAMS)
