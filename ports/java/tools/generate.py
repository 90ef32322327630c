#!/usr/bin/env python3
"""Compile formats/kaitai/*.ksy for Java into generated/java/io/binlogspec/formats (committed).

    python ports/java/tools/generate.py            # write generated/java
    python ports/java/tools/generate.py --check    # exit 1 if generated/java differs from a fresh compile

The pinned compiler's JavaScript build (tools/ksc/ksc.js) takes no --java-package: its Java
output has no package clause. The mends here, mechanical and counted (`--counts`):

- every class goes in the package io.binlogspec.formats (a line `package io.binlogspec.formats;`
  before the first import);
- text fields are decoded strictly: the compiler writes `new String(bytes, StandardCharsets.UTF_8)`
  (or `US_ASCII`), which puts U+FFFD for bytes that are not UTF-8 (ASCII) where the other targets
  (Python; JavaScript's TextDecoder with fatal set) fail the parse; here it is
  `StrictText.utf8(bytes)` (`StrictText.ascii`), ports/java/src/main/java/io/binlogspec/formats/
  StrictText.java, which throws;
- the bounds of python/binlogspec/limits.py and _kaitai.py (which the Python parsers get by
  having their module's names replaced): the substreams of `_raw_` fields are
  `new GuardedStream(...)` (GuardedStream.java, a ByteBufferKaitaiStream whose `repeat: eos`
  loops cannot go on without consuming bytes, and whose substreams are guarded too) where the
  compiler writes `new ByteBufferKaitaiStream(this._raw_...)`, and `KaitaiStream.processZlib`
  is `GuardedStream.processZlib` (inflation bounded by the longest event a server writes);
- integer division rounds down, as in the other targets (Python `//`): the compiler writes Java's
  `/`, which rounds toward zero (it writes `KaitaiStream.mod` for `%`, which rounds down), so
  `column_cell`'s DECIMAL size `(precision - scale) / 9 * 4 + ...` differs from Python's where
  damaged metadata gives a scale above the precision. Every `A / N` (N a literal) of the code
  becomes `Math.floorDiv(A, N)` (the same for non-negative A);
- an enum value's `.id()` in an expression: the Java output holds a value with no member of
  its enum as null (`byId` returns null), so `code().id()` throws NullPointerException where the
  other targets compare the number (`query_event`'s `is_known` on a status variable code no
  server version here has). It becomes `(code() == null ? Long.MAX_VALUE : code().id())`: a
  number above every member, so the comparisons with the members' ranges that use it are false,
  as they are for the unknown number itself."""

import re

import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
PACKAGE = "io.binlogspec.formats"
OUT = REPO / "generated" / "java" / Path(*PACKAGE.split("."))


def compile_specs():
    """{file name: mended source text} of a fresh compile."""
    specs = sorted(str(p) for p in (REPO / "formats" / "kaitai").rglob("*.ksy"))
    with tempfile.TemporaryDirectory() as tmp:
        run = subprocess.run(["node", str(REPO / "tools" / "ksc" / "ksc.js"), "--root", str(REPO / "formats" / "kaitai"),
                              "--out", tmp, "--target", "java", *specs], capture_output=True, text=True)
        if run.returncode:
            sys.exit(f"kaitai-struct-compiler failed:\n{run.stdout}{run.stderr}")
        return {p.name: mend(p.read_text(encoding="utf-8")) for p in sorted((Path(tmp) / "java").rglob("*.java"))}


COUNTS = {"package": 0, "strict_utf8": 0, "strict_ascii": 0, "guarded_stream": 0, "bounded_zlib": 0, "floor_div": 0,
          "enum_id": 0}
STRICT = {", StandardCharsets.UTF_8": ("utf8", "strict_utf8"), ", StandardCharsets.US_ASCII": ("ascii", "strict_ascii")}
ENUM_ID = re.compile(r"((?:[a-z][A-Za-z0-9]*\(\)\.)*[a-z][A-Za-z0-9]*\(\))\.id\(\)")


def strict_utf8(text):
    """`new String(X, StandardCharsets.UTF_8)` -> `StrictText.utf8(X)` (X with balanced parentheses),
    and US_ASCII -> `StrictText.ascii(X)`."""
    out, i = [], 0
    while True:
        start = text.find("new String(", i)
        if start < 0:
            out.append(text[i:])
            return "".join(out)
        depth, j = 1, start + len("new String(")
        while depth:
            if text[j] == "(":
                depth += 1
            elif text[j] == ")":
                depth -= 1
            j += 1
        inner = text[start + len("new String("):j - 1]
        for suffix, (method, count) in STRICT.items():
            if inner.endswith(suffix):
                out.append(text[i:start] + f"StrictText.{method}(" + inner[:-len(suffix)] + ")")
                COUNTS[count] += 1
                break
        else:
            out.append(text[i:j])
        i = j


def guarded(text):
    """The `_raw_` substreams and zlib inflation of GuardedStream (the bounds of limits.py)."""
    for old, new, count in (("new ByteBufferKaitaiStream(this._raw_", "new GuardedStream(this._raw_", "guarded_stream"),
                            ("KaitaiStream.processZlib(", "GuardedStream.processZlib(", "bounded_zlib")):
        COUNTS[count] += text.count(old)
        text = text.replace(old, new)
    return text


DIV = re.compile(r" / (\d+)\b")
IDENT = re.compile(r"[A-Za-z0-9_]")


def _operand_start(line, end):
    """Where the postfix expression that ends just before ``end`` starts: a parenthesized group,
    a call, an identifier, with the `.` chains before them."""
    i = end
    while True:
        if line[i - 1] == ")":
            depth, i = 0, i - 1
            while True:
                if line[i] == ")":
                    depth += 1
                elif line[i] == "(":
                    depth -= 1
                    if depth == 0:
                        break
                i -= 1
        while i > 0 and IDENT.match(line[i - 1]):
            i -= 1
        if i > 0 and line[i - 1] == ".":
            i -= 1
            continue
        return i


def floor_div(text):
    """`A / N` -> `Math.floorDiv(A, N)` on code lines (N an integer literal)."""
    out = []
    for line in text.split("\n"):
        stripped = line.lstrip()
        if not stripped.startswith(("*", "/*", "//")):
            while True:
                m = DIV.search(line)
                if not m:
                    break
                start = _operand_start(line, m.start())
                line = line[:start] + f"Math.floorDiv({line[start:m.start()]}, {m.group(1)})" + line[m.end():]
                COUNTS["floor_div"] += 1
        out.append(line)
    return "\n".join(out)


def enum_ids(text):
    def repl(m):
        COUNTS["enum_id"] += 1
        return f"({m.group(1)} == null ? Long.MAX_VALUE : {m.group(1)}.id())"
    lines = []
    for line in text.split("\n"):
        lines.append(line if "byId.put" in line else ENUM_ID.sub(repl, line))
    return "\n".join(lines)


def mend(text):
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("import ") or line.startswith("public class "):
            lines.insert(i, f"package {PACKAGE};\n")
            COUNTS["package"] += 1
            return enum_ids(floor_div(guarded(strict_utf8("\n".join(lines)))))
    raise ValueError("no import or class line in the compiler's output")


def main(argv):
    fresh = compile_specs()
    if "--counts" in argv:
        print(json.dumps(COUNTS))
        return 0
    if "--check" in argv:
        have = {p.name: p.read_text(encoding="utf-8") for p in OUT.glob("*.java")} if OUT.is_dir() else {}
        differ = sorted(n for n in set(fresh) | set(have) if fresh.get(n) != have.get(n))
        if differ:
            print("generated/java differs from a fresh compile: " + ", ".join(differ), file=sys.stderr)
            return 1
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.java"):
        if old.name not in fresh:
            old.unlink()
    for name, text in fresh.items():
        (OUT / name).write_text(text, encoding="utf-8")
    print(f"{len(fresh)} files in {OUT.relative_to(REPO)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
