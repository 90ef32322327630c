#!/usr/bin/env bash
# binlogspec build: ./build.sh <command>
#   setup     create .venv (pinned Python packages), install the pinned kaitai-struct-compiler; the
#             Java Kaitai runtime (Maven, into build/java-lib; tools/conform/java/pom.xml) and the
#             Go one (go mod download, into build/gopath; tools/conform/go/go.mod) are fetched by
#             the commands that use them (conform, vectors, test), not by setup
#   generate  compile formats/kaitai/*.ksy into generated/ (python, c; and javascript, java, go,
#             rust for the packages in ports/) and the spec reference into docs/specs/ (deterministic)
#   check     recompile into a temporary folder; fail if generated/ or docs/specs/ differs or any
#             spec fails to compile for any of the targets we promise
#   docs      regenerate only the spec reference docs/specs/ from the .ksy files
#   js        compile the specs for JavaScript into build/js/javascript (not committed)
#   conform [--lang LANG] [FILE...]  parse binlogs (default: samples/) with the Python parsers and
#             those compiled for LANG (javascript, the default, java, go or rust) and compare every
#             event's canonical tree (formats/README.md)
#   vectors [--lang LANG]  check formats/vectors/*.json with LANG's parsers (JavaScript: and its
#             value rules)
#   rows --lang LANG FILE...  the row changes of FILE... as NDJSON (what `binlogspec rows` prints),
#             read by LANG's package (java, go, typescript, rust: ports/LANG): builds the package and
#             its sample program (ports/LANG/sample, which depends on the built artifact only)
#   test      setup, check, then the whole pytest suite (on two processes; BINLOGSPEC_TEST_WORKERS)
#   demo      setup, then decode the bundled sample binlogs
#   fuzz [S]  setup, run each fuzz target for S seconds (default 60; bench/fuzz, results appended to
#             bench/fuzz-results.txt, findings kept in tests/data/fuzz), then the damage test at
#             every offset of its files (tests/damage.py --full)
#   sanitize [TEST...]  setup, build the fast decoder with AddressSanitizer and
#             UndefinedBehaviorSanitizer into build/sanitize (a copy of python/, generated/ and
#             formats/), then run the fast path's tests against it (default: test_fast_path.py,
#             test_runs.py, test_sql_fast.py, test_fuzz_regressions.py, test_values_property.py)
set -euo pipefail
CALLER=$PWD  # where ./build.sh was run from: `rows` reads FILE... as named there
cd "$(dirname "$0")"
ROOT=$PWD
VENV=$ROOT/.venv
PY=$VENV/bin/python
KSC="node $ROOT/tools/ksc/ksc.js --root $ROOT/formats/kaitai"
# Languages every spec must compile for (kaitai-struct-compiler 0.11).
# BINLOGSPEC_CHECK_TARGETS narrows the list (the test of the check itself uses python only).
read -r -a TARGETS <<< "${BINLOGSPEC_CHECK_TARGETS:-python javascript java go rust cpp_stl csharp ruby php perl lua nim}"
export JAVA_HOME=${JAVA_HOME_17:-/usr/lib/jvm/java-17-openjdk-amd64}

say() { printf '==> %s\n' "$*" >&2; }

specs() { find formats/kaitai -name '*.ksy' | LC_ALL=C sort; }

need_apt() {
  # Debian packages the project needs: node/npm for the compiler, the MariaDB server for tests;
  # and the packages named as arguments (the conformance drivers': maven, golang-go)
  local missing=()
  for pkg in "$@"; do
    case "$pkg" in
      maven) command -v mvn >/dev/null || missing+=(maven) ;;
      golang-go) command -v go >/dev/null || missing+=(golang-go) ;;
    esac
  done
  command -v node >/dev/null || missing+=(nodejs)
  command -v npm >/dev/null || missing+=(npm)
  command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  command -v mariadb-binlog >/dev/null || missing+=(mariadb-client)
  # the encrypted-binlog tests encrypt a key file as the file_key_management plugin reads it
  command -v openssl >/dev/null || missing+=(openssl)
  # the fast row decoder is C generated from the specs (tools/fastbuild.py)
  command -v gcc >/dev/null || missing+=(gcc)
  # ISA-L: the fast decoder's CRC32s (loaded when there; zlib's otherwise)
  python3 -c 'import ctypes; ctypes.CDLL("libisal.so.2")' 2>/dev/null || missing+=(libisal2)
  # Spark's JVM, and the Java conformance driver (tests/test_lang_conformance.py): JDK 17
  [ -x "$JAVA_HOME/bin/javac" ] || missing+=(openjdk-17-jdk-headless)
  python3 -c 'import os,sysconfig,sys; sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))' \
    || missing+=(python3-dev)
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
      say "installing ${missing[*]} (apt)"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
      say "missing system packages: ${missing[*]} (install them, then re-run)"; return 1
    fi
  fi
}

cmd_setup() {
  need_apt
  if [ ! -x "$PY" ]; then
    say "creating .venv"
    python3 -m venv "$VENV"
  fi
  local stamp=$VENV/.binlogspec-setup
  if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ requirements-dev.txt -nt "$stamp" ]; then
    say "installing Python packages"
    "$PY" -m pip install -q --disable-pip-version-check -r requirements-dev.txt
    "$PY" -m pip install -q --disable-pip-version-check --no-deps -e .
    touch "$stamp"
  fi
  if [ ! -d tools/ksc/node_modules/kaitai-struct-compiler ] || [ tools/ksc/package-lock.json -nt tools/ksc/node_modules ]; then
    say "installing kaitai-struct-compiler (npm ci)"
    (cd tools/ksc && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  fi
  # the fast row decoder: generated/c/row_layouts.h + python/binlogspec/_fastrows.c (no-op when built)
  "$PY" tools/fastbuild.py >/dev/null
  # byte-compile the package as an installed wheel would be: every command starts without
  # compiling ~100 modules first (even where PYTHONDONTWRITEBYTECODE is set)
  "$PY" -m compileall -q python generated/python spark_udfs >/dev/null
  setup_delta
}

compile_into() {  # compile_into DIR: python output into DIR/python
  local out=$1
  # shellcheck disable=SC2046
  $KSC --out "$out" --target python $(specs)
}

cmd_generate() {
  [ -d tools/ksc/node_modules/kaitai-struct-compiler ] || cmd_setup
  local tmp; tmp=$(mktemp -d)
  compile_into "$tmp"
  rm -rf generated/python
  mkdir -p generated
  mv "$tmp/python" generated/python
  rm -rf "$tmp"
  say "generated/python: $(ls generated/python | wc -l) modules"
  PYTHONPATH="$ROOT/python" "$PY" tools/fastgen.py generated/c/row_layouts.h  # the fast decoder's C readers (binlogspec.fast)
  # the language packages' parsers (ports/LANG; tests/test_port_LANG.py holds each in sync)
  tmp=$(mktemp -d)
  # shellcheck disable=SC2046
  $KSC --out "$tmp" --target javascript $(specs)
  rm -rf generated/javascript && mv "$tmp/javascript" generated/javascript && rm -rf "$tmp"
  "$PY" ports/java/tools/generate.py   # generated/java: the Java output in io.binlogspec.formats, mended
  setup_go && ports/go/generate.sh      # generated/go: the Go output, mended by tools/conform/go/fixgen
  ports/rust/generate.sh                # generated/rust: the Rust output, mended by ports/rust/mend/mend.py
  # each package's collation table, from the one table (python/binlogspec/charsets.py)
  "$PY" ports/java/tools/gen_charsets.py
  PYTHONPATH="$ROOT/python" "$PY" ports/go/tools/gen_collations.py ports/go/values/collations.go
  PYTHONPATH="$ROOT/python" "$PY" ports/typescript/tools/gen_charsets.py > ports/typescript/src/charset_data.ts
  "$PY" ports/rust/mend/charset_tables.py > ports/rust/binlogspec/src/charset_tables.rs
  say "generated/: python, c, javascript, java, go, rust"
  cmd_docs
}

cmd_docs() {
  # The spec reference: one Markdown page per .ksy (tools/ksc/specdoc.js).
  [ -d tools/ksc/node_modules/js-yaml ] || cmd_setup
  node tools/ksc/specdoc.js --root formats/kaitai --out docs/specs
  say "docs/specs: $(ls docs/specs | wc -l) pages"
}

cmd_js() {
  [ -d tools/ksc/node_modules/kaitai-struct-compiler ] || cmd_setup
  rm -rf build/js
  # shellcheck disable=SC2046
  $KSC --out build/js --target javascript $(specs)
  say "build/js/javascript: $(ls build/js/javascript | wc -l) modules"
}

lang_arg() {  # lang_arg ARGS...: LANG from a leading --lang LANG (default javascript); sets REST
  LANG_=javascript
  REST=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --lang) LANG_=${2:?--lang needs a language}; shift 2 ;;
      --lang=*) LANG_=${1#--lang=}; shift ;;
      *) REST+=("$1"); shift ;;
    esac
  done
  case "$LANG_" in
    javascript|java|go|rust) ;;
    *) echo "unknown language $LANG_ (javascript, java, go, rust)" >&2; return 2 ;;
  esac
}

setup_java() {
  # the Java Kaitai runtime (tools/conform/java/pom.xml), pinned, into build/java-lib, with the
  # Maven repository in build/m2 (nothing depends on ~/.m2); Maven itself from Debian
  need_apt maven
  local jar=build/java-lib/kaitai-struct-runtime-0.11.jar
  if [ ! -f "$jar" ] || [ tools/conform/java/pom.xml -nt "$jar" ]; then
    say "fetching the Java Kaitai runtime (Maven)"
    rm -rf build/java-lib
    mkdir -p build
    # Maven's output only when it fails (quiet, it still prints colour resets)
    if ! mvn -q -B -Dstyle.color=never -f tools/conform/java/pom.xml -Dmaven.repo.local="$ROOT/build/m2" \
        dependency:copy-dependencies -DoutputDirectory="$ROOT/build/java-lib" >build/mvn-setup.log 2>&1; then
      cat build/mvn-setup.log >&2; return 1
    fi
    touch "$jar"
  fi
}

setup_delta() {
  # the Delta Spark path's own environment (binlogspec_spark.mirror with delta-spark): build/delta-venv,
  # PySpark 4.2.0 and delta-spark 4.4.0 pinned in requirements-delta.txt (no delta-spark release
  # runs on .venv's PySpark 4.3.0), with this project installed; Delta's jars fetched once into
  # build/delta-ivy (spark.jars.packages; tests/test_mirror_spark.py reads them from there)
  local dvenv=$ROOT/build/delta-venv stamp=$ROOT/build/delta-venv/.binlogspec-setup
  [ -x "$dvenv/bin/python" ] || python3 -m venv "$dvenv"
  if [ ! -f "$stamp" ] || [ requirements-delta.txt -nt "$stamp" ] || [ pyproject.toml -nt "$stamp" ] \
      || [ ! -f build/delta-ivy/jars/io.delta_delta-spark_2.13-4.4.0.jar ]; then
    say "installing the Delta Spark environment (build/delta-venv, Delta's jars into build/delta-ivy)"
    "$dvenv/bin/python" -m pip install -q --disable-pip-version-check -r requirements-delta.txt
    "$dvenv/bin/python" -m pip install -q --disable-pip-version-check --no-deps -e .
    "$dvenv/bin/python" -c 'import sys
from binlogspec_spark import delta_config, session
session(config={**delta_config(sys.argv[1]), "spark.driver.memory": "512m"}).stop()' "$ROOT/build/delta-ivy" \
      >build/delta-setup.log 2>&1 || { cat build/delta-setup.log >&2; return 1; }
    touch "$stamp"
  fi
}

setup_go() {
  # the Go Kaitai runtime (tools/conform/go/go.mod, pinned, hashes in go.sum) into build/gopath's
  # module cache (nothing depends on ~/go); tools/conform/drivers.py builds offline from it (Go
  # 1.23 or later, from Debian where missing)
  need_apt golang-go
  local stamp=build/gopath/.binlogspec-go-modules
  if [ ! -f "$stamp" ] || [ tools/conform/go/go.sum -nt "$stamp" ] || [ tools/conform/go/go.mod -nt "$stamp" ]; then
    say "fetching the Go Kaitai runtime (go mod download)"
    mkdir -p build/gopath
    (cd tools/conform/go && GOPATH="$ROOT/build/gopath" GOMODCACHE="$ROOT/build/gopath/pkg/mod" \
      GOFLAGS=-modcacherw GOTOOLCHAIN=local GOWORK=off go mod download)
    touch "$stamp"
  fi
}

cmd_conform() {
  lang_arg "$@"
  local files=("${REST[@]}")
  if [ ${#files[@]} -eq 0 ]; then
    mapfile -t files < <(find samples -type f ! -name '*.md' ! -name '*.sql' | LC_ALL=C sort)
  fi
  if [ "$LANG_" = javascript ]; then
    cmd_js
    "$PY" -m binlogspec.conformance run --conform-js tools/ksc/conform.js --ksy formats/kaitai \
      --js build/js/javascript "${files[@]}"
  else
    [ "$LANG_" != java ] || setup_java
    [ "$LANG_" != go ] || setup_go
    # compiles the specs for LANG into build/LANG, builds the driver (tools/conform/LANG), compares
    "$PY" tools/conform/drivers.py conform --lang "$LANG_" "${files[@]}"
  fi
}

cmd_vectors() {
  lang_arg "$@"
  if [ "$LANG_" = javascript ]; then
    cmd_js
    node tools/ksc/vectors.js --check --ksy formats/kaitai --js build/js/javascript formats/vectors/*.json >/dev/null
  else
    [ "$LANG_" != java ] || setup_java
    [ "$LANG_" != go ] || setup_go
    "$PY" tools/conform/drivers.py vectors --lang "$LANG_" "${REST[@]}"
  fi
}

cmd_check() {
  [ -d tools/ksc/node_modules/kaitai-struct-compiler ] || cmd_setup
  local tmp; tmp=$(mktemp -d)
  # the RETURN trap would outlive this function (and fire, with tmp unset, on later returns)
  trap 'rm -rf "$tmp"; trap - RETURN' RETURN
  say "compiling every spec for: ${TARGETS[*]}"
  local args=() t
  for t in "${TARGETS[@]}"; do args+=(--target "$t"); done
  # shellcheck disable=SC2046
  if ! $KSC --out "$tmp/all" "${args[@]}" $(specs); then
    echo "check: a spec does not compile (see above)" >&2; return 1
  fi
  if ! diff -r -q -x __pycache__ "$tmp/all/python" generated/python >"$tmp/diff" 2>&1; then
    cat "$tmp/diff" >&2
    echo "check: generated/python is out of date with formats/kaitai; run ./build.sh generate and commit the result" >&2
    return 1
  fi
  node tools/ksc/specdoc.js --root formats/kaitai --out "$tmp/docs"
  if ! diff -r -q "$tmp/docs" docs/specs >"$tmp/diff" 2>&1; then
    cat "$tmp/diff" >&2
    echo "check: docs/specs is out of date with formats/kaitai; run ./build.sh generate and commit the result" >&2
    return 1
  fi
  # this tree's generator (PYTHONPATH), not whichever tree the venv's editable install points at
  PYTHONPATH="$ROOT/python" "$PY" tools/fastgen.py "$tmp/row_layouts.h" >/dev/null
  if ! cmp -s "$tmp/row_layouts.h" generated/c/row_layouts.h; then
    echo "check: generated/c/row_layouts.h is out of date with formats/kaitai; run ./build.sh generate and commit the result" >&2
    return 1
  fi
  say "check: specs compile for ${#TARGETS[@]} targets; generated/ and docs/specs/ are in sync"
}

cmd_test() {
  cmd_setup
  setup_java  # (the conformance tests' runtimes: only the commands that use them fetch them)
  setup_go
  cmd_check
  # On BINLOGSPEC_TEST_WORKERS processes (default 2; 0 runs in this one), a test file's tests
  # together on one of them, so its module fixtures (a server's binlog, compiled parsers) are made once;
  # the files in the order collected (tests/conftest.py puts the slowest first), not by test count.
  local workers=${BINLOGSPEC_TEST_WORKERS:-2}
  say "running the test suite ($workers processes)"
  if [ "$workers" = 0 ]; then
    "$PY" -m pytest "$@"
  else
    "$PY" -m pytest -n "$workers" --dist loadfile --no-loadscope-reorder "$@"
  fi
}

cmd_demo() {
  # The Spark job on the bundled samples (local mode): Parquet out, a summary, a few rows of each
  # output. The plain decoder demo without Spark: .venv/bin/python -m binlogspec.demo
  cmd_setup
  say "running the Spark job on the bundled sample binlogs (python -m binlogspec_spark.job)"
  "$PY" -m binlogspec_spark.job "$@"
}

cmd_fuzz() {
  cmd_setup
  local seconds=${1:-60} status=0
  local corpus=${BINLOGSPEC_CORPUS:-$ROOT/../shared/corpus}
  say "fuzzing each target for ${seconds}s (bench/fuzz/run.py)"
  "$PY" bench/fuzz/run.py --seconds "$seconds" --workdir "$ROOT/bench/fuzz-work" || status=1
  say "damage test at every offset (tests/damage.py --full)"
  mkdir -p bench/fuzz-work
  # an encrypted file (read with the .keys beside it) and an old-format one (tests/synthetic.py)
  local files=(tests/data/mariadb_compressed_rows.000001 tests/data/mariadb_encrypted.000001) name
  if [ -f "$corpus/ps51__bug47142_master-bin.000001" ]; then
    "$PY" tests/synthetic.py v3-transactions "$corpus/ps51__bug47142_master-bin.000001" bench/fuzz-work/v3-transactions.000001
    files+=(bench/fuzz-work/v3-transactions.000001)
  fi
  for name in canal__mysql-bin.000002 mdb118__mariadb-5.5-binlog.000001 ps51__bug47142_master-bin.000001 \
      binlogviz__minimal.binlog cdcrs__8.0_31_update_rows_v2_binlog.000001 rmc__json.binlog.000001 \
      mbcj__mysql-bin.compressed; do
    [ -f "$corpus/$name" ] && files+=("$corpus/$name")
  done
  mkdir -p bench/fuzz-work
  "$PY" tests/damage.py --full "${files[@]}" >bench/fuzz-work/damage-full.ndjson || status=1
  "$PY" -c 'import json,sys; [print(r["file"], r["cuts"], "cuts", r["flips"], "flips", len(r["failures"]), "failures") for r in map(json.loads, open(sys.argv[1]))]' bench/fuzz-work/damage-full.ndjson
  return $status
}

cmd_sanitize() {
  # Memory errors and undefined behaviour in the C decoder, on the inputs the tests give it
  # (corpus files, server-written binlogs, damaged and fuzzed bytes). The copy keeps the checked
  # build out of .venv's package; the sanitizers' runtime is preloaded into the interpreter and
  # into what the tests start (the MariaDB server runs under it). Not part of `test`: the tests
  # take about twice as long. Spark's tests are not in the default list: the runtime would be
  # preloaded into the JVM too.
  cmd_setup
  local dir=$ROOT/build/sanitize
  rm -rf "$dir"
  mkdir -p "$dir"
  cp -r python generated formats "$dir/"  # (formats/: tests run the generator, which reads the specs)
  mkdir -p "$dir/tools" && cp tools/fastgen.py tools/fastbuild.py "$dir/tools/"
  say "building the fast decoder with ASan and UBSan into $dir"
  (cd "$dir" && CC="gcc -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined" \
    PYTHONPATH="$dir/python" "$PY" tools/fastbuild.py --force)
  local tests=("$@")
  [ ${#tests[@]} -gt 0 ] || tests=(tests/test_fast_path.py tests/test_runs.py tests/test_sql_fast.py tests/test_fuzz_regressions.py
                                   tests/test_values_property.py)
  say "running ${tests[*]} against it"
  # Left out, as they check the tree rather than the decoder (./build.sh test runs them): the
  # header-in-sync test (it runs the copy's generator) and the fast path's use count (another
  # process's).
  LD_PRELOAD="$(gcc -print-file-name=libasan.so)" ASAN_OPTIONS=detect_leaks=0 PYTHONPATH="$dir/python" \
    "$PY" -m pytest -q -p no:cacheprovider -k "not generated_header_is_in_sync and not corpus_fast_path_is_used" \
    "${tests[@]}"
}

cmd_rows() {
  local lang="" files=()
  while [ $# -gt 0 ]; do
    case "$1" in
      --lang) lang=${2:?--lang needs a language}; shift 2 ;;
      --lang=*) lang=${1#--lang=}; shift ;;
      *) files+=("$1"); shift ;;
    esac
  done
  case "$lang" in
    java|go|typescript|rust) ;;
    "") echo "rows: --lang java|go|typescript|rust is required" >&2; return 2 ;;
    *) echo "rows: unknown language $lang (java, go, typescript, rust)" >&2; return 2 ;;
  esac
  [ ${#files[@]} -gt 0 ] || { echo "rows: no binlog files given" >&2; return 2; }
  [ -x "ports/$lang/rows" ] || { echo "rows: ports/$lang/rows is missing" >&2; return 2; }
  # from the caller's folder: the rows' "file" is each path as named, as in binlogspec rows
  local script=$ROOT/ports/$lang/rows
  cd "$CALLER"
  exec "$script" "${files[@]}"
}

case "${1:-}" in
  setup) shift; cmd_setup "$@" ;;
  generate) shift; cmd_generate "$@" ;;
  docs) shift; cmd_docs "$@" ;;
  js) shift; cmd_js "$@" ;;
  conform) shift; cmd_conform "$@" ;;
  vectors) shift; cmd_vectors "$@" ;;
  check) shift; cmd_check "$@" ;;
  test) shift; cmd_test "$@" ;;
  demo) shift; cmd_demo "$@" ;;
  fuzz) shift; cmd_fuzz "$@" ;;
  sanitize) shift; cmd_sanitize "$@" ;;
  rows) shift; cmd_rows "$@" ;;
  *) echo "usage: $0 {setup|generate|check|docs|js|conform|vectors|rows|test|demo|fuzz|sanitize} [args]" >&2; exit 2 ;;
esac
