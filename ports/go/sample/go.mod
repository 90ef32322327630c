module binlogspec.dev/rows-sample

go 1.23.0

require binlogspec.dev/binlogspec v0.1.0
