#!/usr/bin/env bash
# Regenerates generated/rust (the parsers of the binlogspec crate, which
# ports/rust/binlogspec/src/parsers links to): kaitai-struct-compiler 0.11 (tools/ksc) over
# formats/kaitai with --target rust, mended by ports/rust/mend/mend.py.
#   ports/rust/generate.sh [OUT]     (default OUT: generated/rust)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="${1:-$ROOT/generated/rust}"
mkdir -p "$ROOT/build"
work="$(mktemp -d "$ROOT/build/rust-generate.XXXXXX")"
trap 'rm -rf "$work"' EXIT
(cd "$ROOT" && node tools/ksc/ksc.js --root formats/kaitai --out "$work" --target rust \
  $(find formats/kaitai -name '*.ksy' | LC_ALL=C sort)) >&2
python3 "$ROOT/ports/rust/mend/mend.py" "$work/rust" "$OUT"
