// rows-sample prints the row changes of binlogs as NDJSON, exactly as `binlogspec rows` does,
// using the binlogspec Go module as a user would (a dependency by its module path).
//
//	rows-sample FILE...
//
// Exit status: 0, or 2 when a file had a fault (printed as FILE:OFFSET on stderr after the rows
// before it; the next file is still read).
package main

import (
	"bufio"
	"fmt"
	"os"

	"binlogspec.dev/binlogspec"
)

func main() {
	out := bufio.NewWriterSize(os.Stdout, 1<<16)
	status := 0
	for _, path := range os.Args[1:] {
		f, err := binlogspec.Open(path)
		if err != nil {
			out.Flush()
			fmt.Fprintln(os.Stderr, err)
			status = 2
			continue
		}
		for change, err := range f.Rows() {
			if err != nil {
				out.Flush()
				fmt.Fprintln(os.Stderr, err)
				status = 2
				break
			}
			line, err := change.MarshalJSON()
			if err != nil {
				out.Flush()
				fmt.Fprintf(os.Stderr, "%s:%d: %v\n", change.File, change.Pos, err)
				status = 2
				break
			}
			out.Write(line)
			out.WriteByte('\n')
		}
	}
	out.Flush()
	os.Exit(status)
}
