#!/usr/bin/env python3
"""Compile formats/kaitai/*.ksy for Java into generated/java/io/binlogspec/formats (committed).

    python ports/java/tools/generate.py            # write generated/java
    python ports/java/tools/generate.py --check    # exit 1 if generated/java differs from a fresh compile

The pinned compiler's JavaScript build (tools/ksc/ksc.js) takes no --java-package: its Java
output has no package clause. The one mend here puts every class in the package
io.binlogspec.formats (a line `package io.binlogspec.formats;` before the first import); nothing
else of the output is changed."""

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


def mend(text):
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("import ") or line.startswith("public class "):
            lines.insert(i, f"package {PACKAGE};\n")
            return "\n".join(lines)
    raise ValueError("no import or class line in the compiler's output")


def main(argv):
    fresh = compile_specs()
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
