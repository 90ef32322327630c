module binlogspec.dev/binlogspec

go 1.23.0

require (
	github.com/kaitai-io/kaitai_struct_go_runtime v0.11.0
	github.com/klauspost/compress v1.18.0
	golang.org/x/text v0.28.0
)
