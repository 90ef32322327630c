package values

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// vectorsDir is formats/vectors of this repository, from ports/go/values.
var vectorsDir = filepath.Join("..", "..", "..", "formats", "vectors")

type columnVector struct {
	Name   string `json:"name"`
	Spec   string `json:"spec"`
	Params struct {
		IsNull        bool `json:"is_null"`
		IsPartialJSON bool `json:"is_partial_json"`
	} `json:"params"`
	Bytes    string          `json:"bytes"`
	Column   Column          `json:"column"`
	Expected json.RawMessage `json:"expected"`
}

// ruleType names the value rule a column vector exercises here ("" when this port has none for
// it): the column's type, with a STRING column of real type ENUM or SET counted as ENUM or SET,
// and a NULL cell as NULL.
func ruleType(v columnVector) string {
	if v.Params.IsNull {
		return "NULL"
	}
	switch t := v.Column.TypeName; t {
	case "TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "BIT", "YEAR", "DATE", "NEWDATE",
		"TIME", "TIME2", "DATETIME", "DATETIME2", "TIMESTAMP", "TIMESTAMP2", "ENUM", "SET":
		return t
	case "STRING":
		if r := v.Column.RealTypeName; r == "ENUM" || r == "SET" {
			return r
		}
	}
	return ""
}

// minCounts: how many vectors of each type formats/vectors/columns.json holds today. The test
// fails when fewer are checked, so a change to the vector file cannot make it pass vacuously.
var minCounts = map[string]int{
	"TINY": 2, "SHORT": 2, "INT24": 2, "LONG": 2, "LONGLONG": 3,
	"NEWDECIMAL": 5, "BIT": 2, "YEAR": 2, "DATE": 2, "NEWDATE": 1,
	"TIME": 1, "TIME2": 4, "DATETIME": 1, "DATETIME2": 3, "TIMESTAMP": 1, "TIMESTAMP2": 3,
	"ENUM": 3, "SET": 3, "NULL": 1,
}

// canonical writes a JSON value the same way whichever side it comes from: object keys sorted,
// numbers with their digits as written, no HTML escaping.
func canonical(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return string(bytes.TrimRight(buf.Bytes(), "\n")), nil
}

// decodeJSON reads JSON keeping numbers as json.Number (all digits).
func decodeJSON(data []byte, into any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	return d.Decode(into)
}

// checkColumnVector decodes the vector's cell and compares its value with expected.value.
func checkColumnVector(v columnVector) error {
	raw, err := hex.DecodeString(v.Bytes)
	if err != nil {
		return fmt.Errorf("bytes: %v", err)
	}
	got, err := Decode(v.Column, raw, v.Params.IsNull)
	if err != nil {
		return err
	}
	var exp struct {
		Value any `json:"value"`
	}
	if err := decodeJSON(v.Expected, &exp); err != nil {
		return fmt.Errorf("expected: %v", err)
	}
	g, err := canonical(got)
	if err != nil {
		return err
	}
	e, err := canonical(exp.Value)
	if err != nil {
		return err
	}
	if g != e {
		return fmt.Errorf("value %s, expected %s", g, e)
	}
	return nil
}

func loadColumnVectors(t *testing.T) []columnVector {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(vectorsDir, "columns.json"))
	if err != nil {
		t.Fatal(err)
	}
	var vs []columnVector
	if err := json.Unmarshal(data, &vs); err != nil {
		t.Fatal(err)
	}
	return vs
}

// printCounts writes one line the pytest wrapper (tests/test_port_go.py) reads.
func printCounts(kind string, counts map[string]int) {
	line, _ := json.Marshal(counts) // map keys come out sorted
	fmt.Printf("PORT-GO-COUNTS %s %s\n", kind, line)
}

func TestColumnVectors(t *testing.T) {
	vs := loadColumnVectors(t)
	passed := map[string]int{}
	var notCovered []string
	for _, v := range vs {
		rt := ruleType(v)
		if rt == "" {
			notCovered = append(notCovered, v.Column.TypeName)
			continue
		}
		if err := checkColumnVector(v); err != nil {
			t.Errorf("%s (%s): %v", v.Name, rt, err)
			continue
		}
		passed[rt]++
	}
	for typ, n := range minCounts {
		if passed[typ] < n {
			t.Errorf("%s: %d vectors passed, at least %d expected", typ, passed[typ], n)
		}
	}
	t.Logf("not covered by this port (%d vectors): %v", len(notCovered), notCovered)
	printCounts("columns", passed)
}

// TestTamperedColumnVectors: a wrong expected value is reported, for every vector the port
// checks (so the comparison cannot pass whatever it is given).
func TestTamperedColumnVectors(t *testing.T) {
	n := 0
	for _, v := range loadColumnVectors(t) {
		if ruleType(v) == "" {
			continue
		}
		var exp map[string]json.RawMessage
		if err := decodeJSON(v.Expected, &exp); err != nil {
			t.Fatal(err)
		}
		original := string(exp["value"])
		for _, wrong := range []string{`"tampered"`, `12345`, `null`, `["x"]`} {
			if original == wrong {
				continue
			}
			exp["value"] = json.RawMessage(wrong)
			v.Expected, _ = json.Marshal(exp)
			if err := checkColumnVector(v); err == nil {
				t.Errorf("%s: expected value %s was not reported as a mismatch", v.Name, wrong)
			}
			n++
		}
	}
	if n < 40 {
		t.Errorf("only %d tampered vectors tried", n)
	}
	fmt.Printf("PORT-GO-TAMPER detected %d\n", n)
}
