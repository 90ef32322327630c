"""Compile the fast row decoder (``binlogspec._fastrows``) with the machine's C compiler.

    python tools/fastbuild.py [--force]

``./build.sh setup`` runs this. It compiles ``python/binlogspec/_fastrows.c`` with the header
generated from the specs (``generated/c/row_layouts.h``, see ``tools/fastgen.py``) into
``python/binlogspec/_fastrows<ext suffix>``, with the include paths and flags of the Python it runs
under; nothing is done when the extension is newer than both sources. Without a C compiler or
the Python headers it says so and fails: the package still works, on the spec-driven path.
"""

import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "python" / "binlogspec"
SOURCE = HERE / "_fastrows.c"
HEADER = ROOT / "generated" / "c" / "row_layouts.h"
INCLUDED = [HERE / "_fastsql.c"]  # sources _fastrows.c #includes (the SQL writer)


def target():
    return HERE / ("_fastrows" + sysconfig.get_config_var("EXT_SUFFIX"))


def build(force=False, quiet=False):
    out = target()
    if not force and out.exists() and out.stat().st_mtime >= max(p.stat().st_mtime for p in [SOURCE, HEADER, *INCLUDED]):
        return out
    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").exists():
        raise SystemExit(f"fastbuild: no Python.h in {include} (install the Python headers, e.g. python3-dev)")
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    if not shutil.which(cc[0]):
        cc = ["gcc"] if shutil.which("gcc") else ["cc"]
    if not shutil.which(cc[0]):
        raise SystemExit("fastbuild: no C compiler (install gcc)")
    tmp = out.with_suffix(".tmp.so")
    cmd = cc + ["-O2", "-fPIC", "-shared", "-std=gnu11", "-Wall", "-Wno-unused-function",
                "-fno-strict-aliasing", f"-I{include}", f"-I{HEADER.parent}", str(SOURCE), "-o", str(tmp)]
    if not quiet:
        print("fastbuild:", " ".join(cmd), file=sys.stderr)
    subprocess.run(cmd, check=True)
    os.replace(tmp, out)
    return out


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    print(build(force="--force" in argv))


if __name__ == "__main__":
    main()
