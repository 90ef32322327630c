package binlogspec_test

import (
	"fmt"
	"log"

	"binlogspec.dev/binlogspec"
)

func Example() {
	f, err := binlogspec.Open("../../samples/shop-full.000001")
	if err != nil {
		log.Fatal(err)
	}
	n := 0
	for change, err := range f.Rows() {
		if err != nil {
			log.Fatal(err) // a *binlogspec.Error naming FILE:OFFSET
		}
		if n++; n == 1 {
			id, _ := change.After.Get("id")
			fmt.Println(change.Op, change.DB, change.Table, *change.GTID, id)
		}
	}
	fmt.Println(n, "row changes")
	// Output:
	// insert shop customers 0-1-6 1
	// 18 row changes
}

func ExampleFromBytes() {
	f := binlogspec.FromBytes("damaged", []byte("\xfe\x62\x69\x6e\x00"))
	for _, err := range f.Rows() {
		e := err.(*binlogspec.Error)
		fmt.Println(e.Kind, e.File, e.Offset)
	}
	// Output:
	// truncated damaged 4
}
