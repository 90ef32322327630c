#!/bin/bash
# Regenerates generated/go (the Go package binlogspec.dev/binlogspec/parsers, which ports/go/parsers
# links to): kaitai-struct-compiler 0.11 (tools/ksc) over formats/kaitai, mended by
# tools/conform/go/fixgen (formats/README.md, "Conformance in other languages").
#   ports/go/generate.sh [OUT]     (default OUT: generated/go)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="${1:-$ROOT/generated/go}"
export GOPATH="$ROOT/build/gopath" GOMODCACHE="$ROOT/build/gopath/pkg/mod" GOCACHE="$ROOT/build/gocache" \
  GOFLAGS=-modcacherw GOTOOLCHAIN=local GOWORK=off CGO_ENABLED=0
mkdir -p "$ROOT/build/go-pkg"
work="$(mktemp -d "$ROOT/build/go-pkg/generate.XXXXXX")"
trap 'rm -rf "$work"' EXIT
(cd "$ROOT" && node tools/ksc/ksc.js --root formats/kaitai --out "$work/ksc" --target go \
  $(find formats/kaitai -name '*.ksy' | LC_ALL=C sort)) >&2
cp "$ROOT/tools/conform/go/go.mod" "$ROOT/tools/conform/go/go.sum" "$work/"
cp -r "$ROOT/tools/conform/go/fixgen" "$work/fixgen"
cp -r "$work/ksc/go" "$work/parsers"
(cd "$work" && go build -o fixgen.bin ./fixgen && ./fixgen.bin parsers parsers) >&2
rm -rf "$OUT" && mkdir -p "$OUT"
cp "$work"/parsers/*.go "$OUT/"
