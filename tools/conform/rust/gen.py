#!/usr/bin/env python3
"""Make the Rust conformance driver's generated half from the mended parsers and the schema.

    python tools/conform/rust/gen.py MENDED_DIR SCHEMA.json OUT_SRC_DIR

MENDED_DIR is ports/rust/mend/mend.py's output (generated/rust, or a fresh compile). Writes
OUT_SRC_DIR/parsers/*.rs: the parsers with a record of which fields the parse assigned
(`_present`: the compiler leaves a default value in a field whose `if` was false, where the other
languages leave null, and the canonical tree leaves the field out), and OUT_SRC_DIR/dump.rs: a
function per type that writes its canonical tree (formats/README.md, "Canonical parse trees"):
its fields in the schema's order (tools/ksc/schema.js), each by the Rust type the compiler gave
it. Rust has no reflection, so what the Go and Java drivers find at run time is written out here.
"""
import json
import re
import sys
from pathlib import Path

INTS = {"u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64", "i128", "usize"}
FLOATS = {"f32", "f64"}


def camel(part):
    return "".join(p[:1].upper() + p[1:] for p in part.split("_") if p)


def rust_name(path):
    return "_".join(camel(p) for p in path)


STRUCT = re.compile(r"^pub struct (\w+) \{\n(.*?)^\}", re.M | re.S)
FIELD = re.compile(r"^    (?:pub )?(\w+): RefCell<(.*)>,$", re.M)
ENUM = re.compile(r"^pub enum (\w+) \{\n(.*?)^\}", re.M | re.S)


def add_presence(text):
    """Each struct records the fields the parse (or an instance) assigned."""
    text = re.sub(r"^(pub struct \w+ \{\n)", r"\1    pub _present: RefCell<std::collections::HashSet<&'static str>>,\n",
                  text, flags=re.M)
    text = re.sub(r"^( +)\*self_rc\.(\w+)\.borrow_mut\(\) = (.*);$",
                  lambda m: f"{m.group(0)}\n{m.group(1)}self_rc._present.borrow_mut().insert(\"{m.group(2)}\");",
                  text, flags=re.M)
    text = re.sub(r"^( +)\*self\.(\w+)\.borrow_mut\(\) = (.*);$",
                  lambda m: f"{m.group(0)}\n{m.group(1)}self._present.borrow_mut().insert(\"{m.group(2)}\");",
                  text, flags=re.M)
    return text


class Types:
    def __init__(self, texts):
        self.structs = {}  # name -> {field: type}
        self.enums = {}  # switch enums: name -> [(variant, inner type)]
        self.kaitai_enums = set()  # enums of spec `enums:` (TryFrom<i64>)
        self.methods = {}  # struct -> set of pub fn names
        self.result_methods = {}  # struct -> set of fns returning KResult
        for text in texts:
            for m in STRUCT.finditer(text):
                self.structs[m.group(1)] = dict(FIELD.findall(m.group(2)))
            for m in ENUM.finditer(text):
                variants = re.findall(r"^    (\w+)\((.*)\),$", m.group(2), re.M)
                if variants:
                    self.enums[m.group(1)] = variants
            self.kaitai_enums |= set(re.findall(r"^impl TryFrom<i64> for (\w+)", text, re.M))
            for block in re.split(r"(?m)^(?=impl )", text):
                head = re.match(r"impl (\w+) \{", block)
                if head:
                    names = set(re.findall(r"pub fn (\w+)\(", block))
                    self.methods.setdefault(head.group(1), set()).update(names)
                    res = set(re.findall(r"pub fn (\w+)\(\s*&self\s*\) -> KResult<", block))
                    self.result_methods.setdefault(head.group(1), set()).update(res)


def value_code(types, rtype, expr, field, depth=0):
    """Rust code (an expression of type Result<String, String>) for the canonical text of
    `expr` (a reference to a value of Rust type `rtype`)."""
    rtype = rtype.strip()
    enum_key = field.get("enum")
    v = f"v{depth}"
    if rtype in INTS:
        if enum_key is not None:
            return f"Ok::<String, String>(d.enum_text({json.dumps(enum_key)}, *{expr} as i64))"
        return f"Ok::<String, String>(({expr}).to_string())"
    if rtype in FLOATS:
        return f"Ok::<String, String>(float_text(*{expr} as f64))"
    if rtype == "bool":
        return f"Ok::<String, String>((if *{expr} {{ \"true\" }} else {{ \"false\" }}).to_string())"
    if rtype == "String":
        return f"Ok::<String, String>(json_string(&{expr}))"
    if rtype == "Vec<u8>" and not field.get("repeat"):
        return f"Ok::<String, String>(hex_text(&{expr}))"
    m = re.fullmatch(r"Vec<(.*)>", rtype)
    if m:
        inner = value_code(types, m.group(1), f"{v}", {**field, "repeat": False}, depth + 1)
        return (f"(|| -> Result<String, String> {{ let mut s = String::from(\"[\"); "
                f"for (i, {v}) in ({expr}).iter().enumerate() {{ if i > 0 {{ s.push(','); }} s += &({inner})?; }} "
                f"s.push(']'); Ok(s) }})()")
    m = re.fullmatch(r"OptRc<(\w+)>", rtype)
    if m:
        return f"dump_{m.group(1)}(&*{expr}, d)"
    m = re.fullmatch(r"Option<(\w+)>", rtype)
    if m:
        return f"dump_switch_{m.group(1)}({expr}.as_ref().unwrap(), d)"
    if rtype in types.kaitai_enums:
        if enum_key is not None:
            return f"Ok::<String, String>(d.enum_text({json.dumps(enum_key)}, i64::from(&*{expr})))"
        return f"Ok::<String, String>(i64::from(&*{expr}).to_string())"
    raise ValueError(f"no canonical form for a {rtype} ({field.get('id')})")


def is_absent(rtype, expr):
    """Rust code: whether the value stands for null (an empty link, an empty switch)."""
    rtype = rtype.strip()
    if rtype.startswith("OptRc<"):
        return f"{expr}.is_none()"
    if rtype.startswith("Option<"):
        return f"{expr}.is_none()"
    return "false"


def generate(mended, schema, out_src):
    out_src = Path(out_src)
    parsers = out_src / "parsers"
    parsers.mkdir(parents=True, exist_ok=True)
    texts = []
    for path in sorted(Path(mended).glob("*.rs")):
        text = path.read_text(encoding="utf-8")
        texts.append(text)
        (parsers / path.name).write_text(add_presence(text) if path.name != "mod.rs" else text, encoding="utf-8")
    types = Types(texts)
    schema = json.loads(Path(schema).read_text())
    lines = ["// Generated by tools/conform/rust/gen.py; do not edit.\n",
             "#![allow(unused_variables, unused_mut, unused_parens, non_snake_case, clippy::all)]\n",
             "use crate::{float_text, hex_text, json_string, Driver};\nuse kaitai::OptRc;\n"]
    uses = []
    for text in texts:
        for name in re.findall(r"^pub (?:struct|enum) (\w+)", text, re.M):
            uses.append(name)
    # every type by its module
    for path in sorted(Path(mended).glob("*.rs")):
        if path.stem == "mod":
            continue
        names = re.findall(r"^pub (?:struct|enum) (\w+)", path.read_text(encoding="utf-8"), re.M)
        if names:
            lines.append(f"#[allow(unused_imports)]\nuse crate::parsers::{path.stem}::{{{', '.join(names)}}};\n")
    for t in schema["types"]:
        name = rust_name(t["path"])
        fields = types.structs.get(name)
        if fields is None:
            raise SystemExit(f"no struct {name} for {t['key']}")
        methods = types.methods.get(name, set())
        results = types.result_methods.get(name, set())
        body = [f"pub fn dump_{name}(o: &OptRc<{name}>, d: &Driver) -> Result<String, String> {{\n",
                "    if o.is_none() { return Ok(\"null\".to_string()); }\n",
                "    let mut f: Vec<(&'static str, String)> = Vec::new();\n"]
        for fld in t["fields"]:
            if fld.get("skip"):
                continue
            fid = fld["id"]
            rtype = fields.get(fid)
            if rtype is None:
                raise SystemExit(f"{name} has no field {fid}")
            if fid in results:
                get = f"o.{fid}().map_err(|e| format!(\"{fid}: {{}}\", e))?"
            elif f"{fid}_enum" in methods:
                get = f"o.{fid}_enum()"
            else:
                get = f"o.{fid}()"
            present = "true" if fld["kind"] == "param" else f"o._present.borrow().contains(\"{fid}\")"
            body.append(f"    {{ let x = {get}; if {present} && !({is_absent(rtype, 'x')}) {{ "
                        f"f.push((\"{fid}\", {value_code(types, rtype, 'x', fld)}?)); }} }}\n")
        body.append("    Ok(crate::object_text(f))\n}\n\n")
        lines += body
    for enum, variants in sorted(types.enums.items()):
        if enum in types.kaitai_enums:
            continue
        arms = []
        for variant, inner in variants:
            code = value_code(types, inner, "x", {"id": variant})
            arms.append(f"        {enum}::{variant}(x) => {code},\n")
        lines.append(f"pub fn dump_switch_{enum}(e: &{enum}, d: &Driver) -> Result<String, String> {{\n"
                     f"    match e {{\n{''.join(arms)}    }}\n}}\n\n")
    (out_src / "dump.rs").write_text("".join(lines), encoding="utf-8")


if __name__ == "__main__":
    generate(*sys.argv[1:4])
