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
// a partial JSON update as JSON_DIFF and a NULL cell as NULL.
func ruleType(v columnVector) string {
	if v.Params.IsNull {
		return "NULL"
	}
	if v.Column.TypeName == "JSON" && v.Params.IsPartialJSON {
		return "JSON_DIFF"
	}
	switch t := v.Column.TypeName; t {
	case "TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "BIT", "YEAR", "DATE", "NEWDATE",
		"TIME", "TIME2", "DATETIME", "DATETIME2", "TIMESTAMP", "TIMESTAMP2", "ENUM", "SET", "JSON":
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
	"ENUM": 3, "SET": 3, "NULL": 1, "JSON": 4, "JSON_DIFF": 1,
}

// minJSONDocuments: how many documents formats/vectors/json.json holds today.
const minJSONDocuments = 31

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
	got, err := Decode(v.Column, raw, v.Params.IsNull, v.Params.IsPartialJSON)
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
	fmt.Printf("PORT-GO-TAMPER columns detected %d\n", n)
}

type jsonVector struct {
	Name     string          `json:"name"`
	Spec     string          `json:"spec"`
	Bytes    string          `json:"bytes"`
	Expected json.RawMessage `json:"expected"`
}

func loadJSONVectors(t *testing.T) []jsonVector {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(vectorsDir, "json.json"))
	if err != nil {
		t.Fatal(err)
	}
	var vs []jsonVector
	if err := json.Unmarshal(data, &vs); err != nil {
		t.Fatal(err)
	}
	return vs
}

// checkJSONVector prints the vector's binary JSON document and compares with expected.text.
func checkJSONVector(v jsonVector) error {
	if v.Spec != "mysql_json" {
		return fmt.Errorf("spec %q, not mysql_json", v.Spec)
	}
	doc, err := hex.DecodeString(v.Bytes)
	if err != nil {
		return fmt.Errorf("bytes: %v", err)
	}
	var exp struct {
		Text *string `json:"text"`
	}
	if err := json.Unmarshal(v.Expected, &exp); err != nil || exp.Text == nil {
		return fmt.Errorf("expected.text missing (%v)", err)
	}
	got, err := JSONText(doc)
	if err != nil {
		return err
	}
	if got != *exp.Text {
		return fmt.Errorf("text %q, expected %q", got, *exp.Text)
	}
	return nil
}

func TestJSONVectors(t *testing.T) {
	passed := 0
	for _, v := range loadJSONVectors(t) {
		if err := checkJSONVector(v); err != nil {
			t.Errorf("%s: %v", v.Name, err)
			continue
		}
		passed++
	}
	if passed < minJSONDocuments {
		t.Errorf("%d JSON documents passed, at least %d expected", passed, minJSONDocuments)
	}
	printCounts("json", map[string]int{"JSON_DOCUMENT": passed})
}

// TestTamperedJSONVectors: a changed expected text (one character more) is reported.
func TestTamperedJSONVectors(t *testing.T) {
	n := 0
	for _, v := range loadJSONVectors(t) {
		var exp map[string]any
		if err := json.Unmarshal(v.Expected, &exp); err != nil {
			t.Fatal(err)
		}
		text, _ := exp["text"].(string)
		exp["text"] = text + " "
		v.Expected, _ = json.Marshal(exp)
		if err := checkJSONVector(v); err == nil {
			t.Errorf("%s: a tampered expected text was not reported", v.Name)
		}
		n++
	}
	if n < minJSONDocuments {
		t.Errorf("only %d tampered JSON vectors tried", n)
	}
	fmt.Printf("PORT-GO-TAMPER json detected %d\n", n)
}
