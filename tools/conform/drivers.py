"""Build and run the conformance drivers of other languages (issue 14): the specs compiled by
kaitai-struct-compiler for LANG, a small driver in LANG (tools/conform/LANG/) that parses
conformance jobs or test vectors with them and prints canonical trees, and the comparison with the
Python parse (binlogspec.conformance).

    python tools/conform/drivers.py conform --lang java|go|rust [--out build/LANG] BINLOG...
    python tools/conform/drivers.py vectors --lang java|go|rust [--out build/LANG] VECTORS.json...

``./build.sh conform --lang LANG`` and ``./build.sh vectors --lang LANG`` call this; the tests
(tests/test_lang_conformance.py) import it and build into temporary folders.

Each language's runtime comes from its registry, pinned, and is installed by ``./build.sh setup``
into build/ (Java: tools/conform/java/pom.xml, copied into build/java-lib with a Maven repository
in build/m2; Go: tools/conform/go/go.mod and go.sum, in the module cache build/gopath). The Go
output is mended before it is built (tools/conform/go/fixgen: the conversions the compiler leaves
out, and a record of which fields the parse assigned). A language that cannot take part says why
in UNAVAILABLE (formats/README.md has the errors in full).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
KSC = REPO / "tools" / "ksc"
SPECS = REPO / "formats" / "kaitai"
JAVA_LIB = REPO / "build" / "java-lib"
JAVA_RUNTIME = JAVA_LIB / "kaitai-struct-runtime-0.11.jar"

LANGS = ("java", "go", "rust")

# Languages whose generated code kaitai-struct-compiler 0.11 makes from these specs does not
# build; the reason is the skip reason of their tests (formats/README.md, "Conformance").
UNAVAILABLE: dict = {}


def java_home():
    """JDK 17 (Debian's, as build.sh sets JAVA_HOME), whatever other JDK JAVA_HOME may name."""
    return Path(os.environ.get("JAVA_HOME_17") or "/usr/lib/jvm/java-17-openjdk-amd64")


def spec_files(specs):
    return sorted(str(p) for p in Path(specs).rglob("*.ksy"))


def compile_specs(lang, specs, out, files=None):
    """kaitai-struct-compiler for ``lang``: ``out``/<lang>/ (all specs, or only ``files``)."""
    run = subprocess.run(["node", str(KSC / "ksc.js"), "--root", str(specs), "--out", str(out), "--target", lang,
                          *(files or spec_files(specs))], capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"kaitai-struct-compiler --target {lang} failed:\n{run.stdout}{run.stderr}")
    return Path(out) / lang


def write_schema(specs, path):
    """tools/ksc/schema.js's description of the specs, which the drivers read."""
    run = subprocess.run(["node", str(KSC / "schema.js"), "--ksy", str(specs)], capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"schema.js failed:\n{run.stderr}")
    Path(path).write_text(run.stdout)
    return Path(path)


class Driver:
    """A built driver: ``jobs(job_files, out_dir)`` and ``vectors(files)``."""

    def __init__(self, lang, command, schema, int32=False, int64=False):
        self.lang = lang
        # the generated code holds some integers in 32 bits (conformance.compare's int32), or
        # signed 64 bits where they may be unsigned (int64)
        self.int32 = int32
        self.int64 = int64
        self.command = command  # argv before the mode
        self.schema = schema
        self.text = {}  # the last jobs() run's output lines, by job file name

    def jobs_command(self):
        return [*self.command, "jobs", "--schema", str(self.schema)]

    def jobs(self, job_files, out_dir):
        """Parse job files in one process; {job file name: dump lines}."""
        out_dir = Path(out_dir)
        out_dir.mkdir(parents=True, exist_ok=True)
        run = subprocess.run([*self.jobs_command(), "--out-dir", str(out_dir), *map(str, job_files)],
                             capture_output=True, text=True)
        if run.returncode:
            raise RuntimeError(f"the {self.lang} driver failed:\n{run.stderr[-4000:]}")
        # the text of each line too: the canonical form is text (tests compare it with Python's)
        self.text = {Path(j).name: [line for line in (out_dir / Path(j).name).read_text(encoding="utf-8").splitlines()
                                    if line.strip()] for j in job_files}
        return {name: [json.loads(line) for line in lines] for name, lines in self.text.items()}

    def vectors(self, files):
        """Each vector's {"file", "name", "tree"|"error"}."""
        run = subprocess.run([*self.command, "vectors", "--schema", str(self.schema), *map(str, files)],
                             capture_output=True, text=True)
        if run.returncode:
            raise RuntimeError(f"the {self.lang} driver failed:\n{run.stderr[-4000:]}")
        return [json.loads(line) for line in run.stdout.splitlines() if line.strip()]


def generate(lang, specs, out, reuse=None, changed=None):
    """``out``/<lang>/: the specs compiled for ``lang``; with ``reuse`` (an earlier build's folder)
    its output is copied and only the ``changed`` specs are compiled again."""
    if reuse is not None:
        shutil.copytree(Path(reuse) / lang, out / lang, dirs_exist_ok=True)
        compile_specs(lang, specs, out, changed)
    else:
        if (out / lang).exists():
            shutil.rmtree(out / lang)
        compile_specs(lang, specs, out)


def build_java(out, specs=SPECS, reuse=None, changed=None):
    """The Java parsers of ``specs`` and the driver, compiled with javac into ``out``/classes.
    With ``reuse`` (an earlier build's folder) only the ``changed`` specs are compiled again."""
    out = Path(out)
    if not JAVA_RUNTIME.is_file():
        raise RuntimeError(f"{JAVA_RUNTIME} is missing: ./build.sh setup fetches the Java Kaitai runtime")
    javac = java_home() / "bin" / "javac"
    java = java_home() / "bin" / "java"
    generate(lang="java", specs=specs, out=out, reuse=reuse, changed=changed)
    classes = out / "classes"
    if classes.exists():
        shutil.rmtree(classes)
    classes.mkdir(parents=True)
    sources = sorted(str(p) for p in (out / "java").glob("*.java")) + [str(HERE / "java" / "Conform.java")]
    run = subprocess.run([str(javac), "-nowarn", "-encoding", "UTF-8", "-J-XX:TieredStopAtLevel=1",
                          "-d", str(classes), "-cp", str(JAVA_RUNTIME), *sources], capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"javac failed:\n{run.stdout}{run.stderr}")
    schema = write_schema(specs, out / "schema.json")
    cp = os.pathsep.join([str(JAVA_RUNTIME), str(classes)])
    return Driver("java", [str(java), "-XX:+UseSerialGC", "-Xss16m", "-cp", cp, "Conform"], schema, int32=True)


GO_DRIVER = HERE / "go"
GO_PATH = REPO / "build" / "gopath"


def go_env():
    """Go with nothing outside the project: the module cache (filled by ``./build.sh setup``, which
    runs ``go mod download`` in tools/conform/go) and the build cache under build/, no network,
    the installed toolchain."""
    return {**os.environ, "GOPATH": str(GO_PATH), "GOMODCACHE": str(GO_PATH / "pkg" / "mod"),
            "GOCACHE": str(REPO / "build" / "gocache"), "GOFLAGS": "-modcacherw -mod=readonly", "GOPROXY": "off",
            "GOTOOLCHAIN": "local", "GOWORK": "off", "CGO_ENABLED": "0"}


def _go(args, cwd, what):
    run = subprocess.run(["go", *args], cwd=cwd, env=go_env(), capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"{what} failed:\n{run.stdout}{run.stderr[-6000:]}")
    return run


def build_go(out, specs=SPECS, reuse=None, changed=None):
    """The Go parsers of ``specs``, mended by fixgen (tools/conform/go/fixgen: the conversions
    kaitai-struct-compiler 0.11 leaves out, presence of conditional fields), and the driver, built
    with ``go build`` in ``out``/mod. With ``reuse`` only the ``changed`` specs are compiled again
    (fixgen and go build see them all)."""
    out = Path(out)
    if not (GO_PATH / "pkg" / "mod" / "cache" / "download" / "github.com" / "kaitai-io").is_dir():
        raise RuntimeError(f"{GO_PATH} holds no Kaitai runtime: ./build.sh setup fetches the Go modules")
    generate(lang="go", specs=specs, out=out, reuse=reuse, changed=changed)
    mod = out / "mod"
    if mod.exists():
        shutil.rmtree(mod)
    shutil.copytree(GO_DRIVER, mod)
    shutil.copytree(out / "go", mod / "parsers")
    _go(["build", "-o", str(out / "fixgen"), "./fixgen"], mod, "go build (fixgen)")
    run = subprocess.run([str(out / "fixgen"), "parsers", "parsers"], cwd=mod, env=go_env(), capture_output=True,
                         text=True)
    if run.returncode:
        raise RuntimeError(f"fixgen failed:\n{run.stderr[-6000:]}")
    _go(["build", "-o", str(out / "conform"), "."], mod, "go build (the parsers and driver)")
    schema = write_schema(specs, out / "schema.json")
    return Driver("go", [str(out / "conform")], schema, int64=True)


RUST_DRIVER = HERE / "rust"
RUST_RUNTIME = REPO / "ports" / "rust" / "kaitai"


def cargo_env():
    """cargo with its registry cache and build folder under build/ (the driver's dependencies are
    pinned in tools/conform/rust/Cargo.lock)."""
    return {**os.environ, "CARGO_HOME": os.environ.get("CARGO_HOME", str(REPO / "build" / "cargo-home")),
            "CARGO_TARGET_DIR": str(REPO / "build" / "rust-conform-target")}


def build_rust(out, specs=SPECS, reuse=None, changed=None):
    """The Rust parsers of ``specs``, mended by ports/rust/mend/mend.py (the fixes that make
    kaitai-struct-compiler 0.11's Rust output build), given a record of the fields the parse
    assigned and a canonical-tree writer per type by tools/conform/rust/gen.py, and the driver,
    built with cargo (the runtime: ports/rust/kaitai) in ``out``/mod."""
    out = Path(out)
    if shutil.which("cargo") is None:
        raise RuntimeError("cargo is not on PATH")
    generate(lang="rust", specs=specs, out=out, reuse=reuse, changed=changed)
    mended = out / "mended"
    run = subprocess.run([sys.executable, str(REPO / "ports" / "rust" / "mend" / "mend.py"), str(out / "rust"),
                          str(mended)], capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"the Rust mender failed:\n{run.stderr[-6000:]}")
    schema = write_schema(specs, out / "schema.json")
    mod = out / "mod"
    if mod.exists():
        shutil.rmtree(mod)
    shutil.copytree(RUST_DRIVER, mod, ignore=shutil.ignore_patterns("target", "parsers", "dump.rs"))
    manifest = mod / "Cargo.toml"
    manifest.write_text(manifest.read_text().replace("KAITAI_RUNTIME", str(RUST_RUNTIME)))
    run = subprocess.run([sys.executable, str(RUST_DRIVER / "gen.py"), str(mended), str(schema), str(mod / "src")],
                         capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"tools/conform/rust/gen.py failed:\n{run.stdout}{run.stderr[-6000:]}")
    run = subprocess.run(["cargo", "build", "--release", "--locked", "-j", os.environ.get("BINLOGSPEC_CARGO_JOBS", "1")],
                         cwd=mod, env=cargo_env(), capture_output=True, text=True)
    if run.returncode:
        raise RuntimeError(f"cargo build (the Rust parsers and driver) failed:\n{run.stderr[-6000:]}")
    binary = out / "conform"
    shutil.copy(Path(cargo_env()["CARGO_TARGET_DIR"]) / "release" / "binlogspec-conform", binary)
    return Driver("rust", [str(binary)], schema)


BUILDERS = {"java": build_java, "go": build_go, "rust": build_rust}


def build(lang, out, specs=SPECS, **kw):
    if lang in UNAVAILABLE:
        raise RuntimeError(f"{lang}: {UNAVAILABLE[lang]}")
    if lang not in BUILDERS:
        raise RuntimeError(f"no driver for {lang}")
    return BUILDERS[lang](out, specs, **kw)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="tools/conform/drivers.py")
    parser.add_argument("command", choices=("conform", "vectors", "build"))
    parser.add_argument("--lang", required=True, choices=LANGS)
    parser.add_argument("--out", help="build folder (default build/LANG)")
    parser.add_argument("files", nargs="*")
    args = parser.parse_intermixed_args(argv)
    out = Path(args.out or REPO / "build" / args.lang)
    try:
        driver = build(args.lang, out)
    except RuntimeError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(f"==> {args.lang}: parsers and driver built in {out}", file=sys.stderr)
    if args.command == "build":
        return 0
    if args.command == "conform":
        sys.path.insert(0, str(REPO / "python"))
        from binlogspec import conformance

        return conformance.run(args.files, driver.jobs_command(), lossy_ints=False, int32=driver.int32,
                               int64=driver.int64, label=f"the {args.lang} driver")
    # vectors: the trees of formats/vectors/*.json, compared with their expected trees
    files = args.files or sorted(str(p) for p in (REPO / "formats" / "vectors").glob("*.json"))
    return check_vectors(driver, files)


def check_vectors(driver, files):
    """Compare each vector's tree from the driver with its expected tree (exact integers); print
    the failures; exit status 1 on any."""
    sys.path.insert(0, str(REPO / "python"))
    from binlogspec import conformance

    failures, truncated = vector_failures(driver, files, conformance)
    for line in failures:
        print(line, file=sys.stderr)
    total = sum(len(json.loads(Path(f).read_text())) for f in files)
    more = f"; integers equal modulo 2**{64 if driver.int64 else 32}: {truncated}" if truncated else ""
    print(f"{total} vectors, {len(failures)} failed ({driver.lang}){more}", file=sys.stderr)
    return 1 if failures else 0


def vector_failures(driver, files, conformance):
    expected = {}
    for f in files:
        for v in json.loads(Path(f).read_text()):
            expected[(Path(f).name, v["name"])] = v["expected"]["tree"]
    failures = []
    truncated = {}
    got = driver.vectors(files)
    if len(got) != len(expected):
        failures.append(f"{len(got)} vectors dumped of {len(expected)}")
    for line in got:
        key = (line["file"], line["name"])
        if "error" in line:
            failures.append(f"FAIL {key[0]}: {key[1]}: {line['error']}")
            continue
        result = conformance.compare([{"i": 0, "tree": expected[key]}], [{"i": 0, "tree": line["tree"]}],
                                     lossy_ints=False, int32=driver.int32, int64=driver.int64,
                                     label=f"{key[0]}: {key[1]}")
        failures += [f"FAIL {d}" for d in result.differences]
        for field, n in result.truncated.items():
            truncated[field] = truncated.get(field, 0) + n
    return failures, truncated


if __name__ == "__main__":
    sys.exit(main())
