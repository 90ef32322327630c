#!/usr/bin/env python3
"""Mend kaitai-struct-compiler 0.11's Rust output so it builds (and reads what the specs mean).

    python ports/rust/mend/mend.py RAW_DIR OUT_DIR

RAW_DIR is the compiler's --target rust output (one .rs a spec); OUT_DIR gets the mended files
and a mod.rs naming them. Each mend is a small textual rewrite, listed in MENDS with the reason;
a mend that no longer matches anything is an error, so a compiler change is noticed.
"""
import re
import sys
from pathlib import Path

# every mend, by the name it counts under: each must still match something
MENDS = (
    "imports", "single-type switch enums deref", "narrow casts widened to i64", "lengths as i64",
    "stream sizes as i64", "i32 widened to i64", "s4 reads widened to i64", "instance expressions typed",
    "b24 switch cases given the Bits variant", "switch values wrapped in Some",
    "? added to instances called through a switch", "enums made Copy", "enum name tables added",
    "unused root unwraps dropped", "variable shifts made wide", "64-bit values from two halves computed in i128",
)

HEADER = "// Mended by ports/rust/mend/mend.py from kaitai-struct-compiler 0.11's Rust output.\n"


TYPE_DEF = re.compile(r"^pub (?:struct|enum) (\w+)", re.M)


def defined_types(raw):
    """{type name: module} over all files."""
    where = {}
    for path in sorted(raw.glob("*.rs")):
        for name in TYPE_DEF.findall(path.read_text(encoding="utf-8")):
            where.setdefault(name, path.stem)
    return where


def count(counts, what, n=1):
    counts[what] = counts.get(what, 0) + n


def mend_imports(name, text, types, counts):
    """The compiler imports another spec's top-level struct but not its enums or nested types
    (FieldType_Code, EventType_Code, TableMapEvent_MetaString, ...): import every type used here
    and defined in another file."""
    own = set(TYPE_DEF.findall(text))
    imported = set(re.findall(r"^use super::\w+::(\w+);", text, re.M))
    used = set(re.findall(r"\b([A-Z]\w*)\b", text))
    need = sorted(t for t in used if t in types and types[t] != name and t not in own and t not in imported)
    if not need:
        return text
    count(counts, "imports", len(need))
    lines = "".join(f"use super::{types[t]}::{t};\n" for t in need)
    return text.replace("use std::rc::{Rc, Weak};\n", "use std::rc::{Rc, Weak};\n" + lines, 1)


SINGLE_ENUM = re.compile(r"^pub enum (\w+) \{\n    (\w+)\(OptRc<(\w+)>\),\n\}\n", re.M)


def mend_single_enums(name, text, counts):
    """A switch whose cases are all one type is still an enum, and the compiler calls the type's
    methods on it (extent()?.len_cell()): let the enum deref to the struct."""
    def add(m):
        count(counts, "single-type switch enums deref")
        enum, variant, target = m.groups()
        return m.group(0) + (f"impl std::ops::Deref for {enum} {{\n    type Target = {target};\n"
                             f"    fn deref(&self) -> &{target} {{\n        match self {{ {enum}::{variant}(x) => &**x }}\n"
                             f"    }}\n}}\n")
    return SINGLE_ENUM.sub(add, text)


def sub_count(counts, what, pattern, repl, text, flags=0):
    new, n = re.subn(pattern, repl, text, flags=flags)
    if n:
        count(counts, what, n)
    return new


def mend_integers(name, text, counts):
    """The compiler does expression arithmetic in the narrowest signed type of its operands (i8,
    i16, i32): 42 + len overflows an i8, bigint_high * 4294967296 an i32, and a comparison of a
    length (usize) with an i32 does not build. Kaitai's integers are at least 64 bits: compute in
    i64, lengths and sizes as i64."""
    text = sub_count(counts, "narrow casts widened to i64", r" as i(?:8|16|32)\)", " as i64)", text)
    text = sub_count(counts, "lengths as i64", r"\.len\(\)", ".k_len()", text)
    text = sub_count(counts, "stream sizes as i64", r"\b_io\.size\(\)", "(_io.size() as i64)", text)
    return text


INT_TYPES = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "usize"}
STRUCT = re.compile(r"^pub struct (\w+) \{\n(.*?)^\}", re.M | re.S)
FIELD = re.compile(r"^    (\w+): RefCell<(.*)>,$", re.M)


def field_types(text):
    """{struct: {field: type}} of one file."""
    return {m.group(1): dict(FIELD.findall(m.group(2))) for m in STRUCT.finditer(text)}


def enum_names(text):
    return set(re.findall(r"^impl TryFrom<i64> for (\w+)", text, re.M))


def wrap_branches(rhs):
    """``if C { A } else { B }`` -> ``if C { (A) as i64 } else { (B) as i64 }``, nested too."""
    out = []
    i = 0
    while i < len(rhs):
        if rhs.startswith("{ ", i):
            depth, j = 0, i
            while j < len(rhs):
                if rhs[j] == "{":
                    depth += 1
                elif rhs[j] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            body = rhs[i + 2:j - 1] if rhs[j - 1] == " " else rhs[i + 2:j]
            out.append("{ (" + wrap_branches(body) + ") as i64 }")
            i = j + 1
        else:
            out.append(rhs[i])
            i += 1
    return "".join(out)


INSTANCE_LINE = re.compile(r"^( +\*self\.(\w+)\.borrow_mut\(\) = )(.*);$", re.M)


def mend_instances(name, text, counts):
    """Value instances: an if/else whose branches have different integer types does not build;
    an integer instance is computed in i64 (each branch cast), an integer accessor in an
    expression is read as i64, and an enum instance computed from an integer is converted."""
    structs = field_types(text)
    enums = enum_names(text)
    ints = {f for fields in structs.values() for f, t in fields.items() if t.strip() in INT_TYPES}
    usize_fns = set(re.findall(r"pub fn (\w+)\(&self\) -> usize", text))
    wide = []
    blocks = re.split(r"(?m)^(?=impl )", text)
    out = []
    for block in blocks:
        head = re.match(r"impl (\w+) \{", block)
        fields = structs.get(head.group(1), {}) if head else {}
        def fix(m):
            lhs, field, rhs = m.groups()
            ftype = fields.get(field, "").strip()
            if "self." not in rhs:
                return m.group(0)
            new = re.sub(r"\*self\.(\w+)\(\)(\??)",
                         lambda a: f"(*self.{a.group(1)}(){a.group(2)} as i64)"
                         if (fields.get(a.group(1), "").strip() in INT_TYPES) else a.group(0), rhs)
            new = re.sub(r"(?<![*\w])self\.(\w+)\(\)(?![?.\w])",
                         lambda a: f"(self.{a.group(1)}() as i64)" if a.group(1) in usize_fns else a.group(0), new)
            if ftype in INT_TYPES and "{ " in new:
                new = wrap_branches(new)
            if ftype == "i64" and "4294967296" in new:
                # a 64-bit number put together from two 32-bit halves: in i128, so that an
                # unsigned one keeps its top bit (a JSON uint64 of 2**63 or more)
                new = re.sub(r"\bas i64\b", "as i128", new)
                new = re.sub(r"\(self\.(\w+)\(\) as i128\)", r"((self.\1() as i64) as i128)", new)
                wide.append((head.group(1), field))
                count(counts, "64-bit values from two halves computed in i128")
            elif ftype in enums and "try_into" not in new and "try_from" not in new:
                new = f"{ftype}::try_from(({wrap_branches(new)}) as i64)?"
            if new != rhs:
                count(counts, "instance expressions typed")
            return lhs + new + ";"
        out.append(INSTANCE_LINE.sub(fix, block) if head else block)
    text = "".join(out)
    for struct, field in wide:
        text = re.sub(rf"(^pub struct {struct} \{{\n(?:.*\n)*?    {field}: RefCell<)i64(>,)", r"\1i128\2", text, count=1, flags=re.M)
        blocks = re.split(r"(?m)^(?=impl )", text)
        for i, block in enumerate(blocks):
            if block.startswith(f"impl {struct} {{"):
                blocks[i] = block.replace(f"    pub fn {field}(\n        &self\n    ) -> KResult<Ref<'_, i64>>",
                                          f"    pub fn {field}(\n        &self\n    ) -> KResult<Ref<'_, i128>>")
        text = "".join(blocks)
    return text


def mend_options(name, text, counts):
    """A switch field is Option<Enum>: the compiler assigns a user type's OptRc (``= t;``) or
    bytes without Some, and a b24 (read_bits_int) case without its enum variant Bits."""
    structs = field_types(text)
    enum_defs = set(re.findall(r"^pub enum (\w+)", text, re.M))
    need_bits = set()
    blocks = re.split(r"(?m)^(?=impl )", text)
    out = []
    for block in blocks:
        head = re.match(r"impl KStruct for (\w+) \{", block)
        if not head:
            out.append(block)
            continue
        fields = structs.get(head.group(1), {})
        def fix(m):
            lhs, field, rhs = m.groups()
            ftype = fields.get(field, "").strip()
            opt = re.fullmatch(r"Option<(\w+)>", ftype)
            if not opt:
                return m.group(0)
            enum = opt.group(1)
            bits = re.fullmatch(r"Some\((_io\.read_bits_int_[lb]e\(\d+\)\?)\)", rhs)
            if bits and enum in enum_defs:
                need_bits.add(enum)
                count(counts, "b24 switch cases given the Bits variant")
                return f"{lhs}Some({enum}::Bits({bits.group(1)}));"
            if rhs.startswith("Some(") or rhs == "None":
                return m.group(0)
            count(counts, "switch values wrapped in Some")
            if rhs == "t" or rhs.endswith(".into()"):
                return f"{lhs}Some({rhs});"
            return f"{lhs}Some(({rhs}).into());"
        out.append(re.sub(r"^( +\*self_rc\.(\w+)\.borrow_mut\(\) = )(.*);$", fix, block, flags=re.M))
    text = "".join(out)
    for enum in sorted(need_bits):
        if not re.search(rf"^pub enum {enum} \{{[^}}]*\bBits\(", text, re.M):
            text = re.sub(rf"^(pub enum {enum} \{{\n)", r"\1    Bits(u64),\n", text, flags=re.M)
    return text


def mend_foreign_instances(name, text, results, counts):
    """An instance of another type reached through a switch (Into::<OptRc<T>>::into(..).m())
    is called without the ? its KResult needs."""
    out = []
    i = 0
    pat = re.compile(r"Into::<OptRc<(\w+)>>::into\(")
    while True:
        m = pat.search(text, i)
        if not m:
            out.append(text[i:])
            break
        depth, j = 1, m.end()
        while depth:
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        out.append(text[i:j])
        call = re.match(r"\.(\w+)\(\)(\??)", text[j:])
        if call and not call.group(2) and (m.group(1), call.group(1)) in results:
            out.append(f".{call.group(1)}()?")
            count(counts, "? added to instances called through a switch")
            j += call.end()
        i = j
    return "".join(out)


def result_methods(raw):
    """{(type, method)} of methods that return KResult (instances)."""
    found = set()
    for path in raw.glob("*.rs"):
        text = path.read_text(encoding="utf-8")
        for block in re.split(r"(?m)^(?=impl )", text):
            head = re.match(r"impl (\w+) \{", block)
            if head:
                for meth in re.findall(r"pub fn (\w+)\(\n?\s*&self\n?\s*\) -> KResult<", block):
                    found.add((head.group(1), meth))
    return found


def mend_shifts(name, text, counts):
    """A shift by a field's value is done in the compiler's u8: `first >> len_encoded` with
    len_encoded 8 shifts by 0 in release builds (Rust masks the amount). Shift in u64, an amount
    past the width giving 0, as Kaitai's integers do."""
    return sub_count(counts, "variable shifts made wide",
                     r"\(\(\((\*self\.\w+\(\)\??) as i64\) as u8\) >> \(\((\*self\.\w+\(\)\??) as i64\) as u8\)\)",
                     r"(((\1 as i64) as u64).checked_shr((\2 as i64) as u32).unwrap_or(0))", text)


def mend_enum_copy(name, text, counts):
    """Kaitai enums are integers: let them be Copy (the compiler moves them out of vectors)."""
    return sub_count(counts, "enums made Copy", r"#\[derive\(Debug, PartialEq, Clone\)\]\npub enum",
                     "#[derive(Debug, PartialEq, Clone, Copy)]\npub enum", text)


SPECS = Path(__file__).resolve().parents[3] / "formats" / "kaitai"


def enum_ids(spec):
    """(code, id) of the one enum of a common spec (event_type, field_type)."""
    text = (SPECS / "common" / f"{spec}.ksy").read_text(encoding="utf-8")
    return [(int(code), ident) for code, ident in re.findall(r"^    (\d+):\n      id: (\w+)", text, re.M)]


def mend_enum_names(name, text, counts):
    """Rust enums lose the spec's names of the codes (the server's constant names, in lower
    case), which error messages and values need: give the two common enums a table of them."""
    if name not in ("event_type", "field_type"):
        return text
    ids = enum_ids(name)
    count(counts, "enum name tables added")
    const = name.upper() + "_IDS"
    rows = "".join(f"    ({code}, \"{ident}\"),\n" for code, ident in ids)
    return text + (f"\n/// (code, id) of every member of the spec's enum, as the spec names them (added by the mender).\n"
                   f"pub const {const}: &[(i64, &str)] = &[\n{rows}];\n")


def mend_text(name, text, types, results, counts):
    text = mend_imports(name, text, types, counts)
    text = mend_single_enums(name, text, counts)
    text = mend_integers(name, text, counts)
    text = sub_count(counts, "i32 widened to i64", r"\bi32\b", "i64", text)
    text = sub_count(counts, "s4 reads widened to i64", r"(_io\.read_s4[lb]e\(\)\?)", r"(\1 as i64)", text)
    text = mend_instances(name, text, counts)
    text = mend_options(name, text, counts)
    text = mend_shifts(name, text, counts)
    text = mend_foreign_instances(name, text, results, counts)
    text = mend_enum_copy(name, text, counts)
    text = mend_enum_names(name, text, counts)
    # every read() unwraps its root though none uses it: a type of another spec read on its
    # own (QueryEvent_StatusVars inside EXECUTE_LOAD_QUERY) has no root of its Root type
    text = sub_count(counts, "unused root unwraps dropped", r"let _r = _rrc\.as_ref\(\)\.unwrap\(\);",
                     "let _r = _rrc.as_ref();", text)
    return HEADER + text


def main(argv):
    raw, out = Path(argv[0]), Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.rs"):
        old.unlink()
    counts = {}
    types = defined_types(raw)
    results = result_methods(raw)
    mods = []
    for path in sorted(raw.glob("*.rs")):
        text = mend_text(path.stem, path.read_text(encoding="utf-8"), types, results, counts)
        (out / path.name).write_text(text, encoding="utf-8")
        mods.append(path.stem)
    for what, n in sorted(counts.items()):
        print(f"mend: {what}: {n}", file=sys.stderr)
    unused = [what for what in MENDS if not counts.get(what)]
    if unused:
        print(f"mend: these mends matched nothing (a compiler change?): {', '.join(unused)}", file=sys.stderr)
        return 1
    (out / "mod.rs").write_text(HEADER + "".join(f"pub mod {m};\n" for m in mods), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
