module binlogspec/ports/go

go 1.21
