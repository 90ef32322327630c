module binlogspec.dev/mkproxy

go 1.23.0

require golang.org/x/mod v0.24.0
