// The Go conformance driver (conform.go) and fixgen, built by tools/conform/drivers.py in a copy
// of this folder under build/ with the generated parsers in parsers/. The Kaitai runtime is the
// one kaitai-struct-compiler 0.11 writes code for, pinned (go.sum holds its hashes).
module binlogspec/conform

go 1.23.0

require github.com/kaitai-io/kaitai_struct_go_runtime v0.11.0

require golang.org/x/text v0.28.0 // indirect
