#!/usr/bin/env bash
# binlogspec build: ./build.sh <command>
#   setup     create .venv (pinned Python packages) and install the pinned kaitai-struct-compiler
#   generate  compile formats/kaitai/*.ksy into generated/ (deterministic)
#   check     recompile into a temporary folder; fail if generated/ differs or any spec fails to
#             compile for any of the targets we promise
#   test      setup, check, then the whole pytest suite
#   demo      setup, then decode the bundled sample binlogs
set -euo pipefail
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
  # Debian packages the project needs: node/npm for the compiler, the MariaDB server for tests.
  local missing=()
  command -v node >/dev/null || missing+=(nodejs)
  command -v npm >/dev/null || missing+=(npm)
  command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  command -v mariadb-binlog >/dev/null || missing+=(mariadb-client)
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
}

cmd_check() {
  [ -d tools/ksc/node_modules/kaitai-struct-compiler ] || cmd_setup
  local tmp; tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  say "compiling every spec for: ${TARGETS[*]}"
  local args=() t
  for t in "${TARGETS[@]}"; do args+=(--target "$t"); done
  # shellcheck disable=SC2046
  if ! $KSC --out "$tmp/all" "${args[@]}" $(specs); then
    echo "check: a spec does not compile (see above)" >&2; return 1
  fi
  if ! diff -r -q "$tmp/all/python" generated/python >"$tmp/diff" 2>&1; then
    cat "$tmp/diff" >&2
    echo "check: generated/python is out of date with formats/kaitai; run ./build.sh generate and commit the result" >&2
    return 1
  fi
  say "check: specs compile for ${#TARGETS[@]} targets; generated/ is in sync"
}

cmd_test() {
  cmd_setup
  cmd_check
  say "running the test suite"
  "$PY" -m pytest "$@"
}

cmd_demo() {
  # The Spark job on the bundled samples (local mode): Parquet out, a summary, a few rows of each
  # output. The plain decoder demo without Spark: .venv/bin/python -m binlogspec.demo
  cmd_setup
  say "running the Spark job on the bundled sample binlogs (python -m binlogspec_spark.job)"
  "$PY" -m binlogspec_spark.job "$@"
}

case "${1:-}" in
  setup) shift; cmd_setup "$@" ;;
  generate) shift; cmd_generate "$@" ;;
  check) shift; cmd_check "$@" ;;
  test) shift; cmd_test "$@" ;;
  demo) shift; cmd_demo "$@" ;;
  *) echo "usage: $0 {setup|generate|check|test|demo} [args]" >&2; exit 2 ;;
esac
