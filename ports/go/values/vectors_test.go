package values

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"binlogspec.dev/binlogspec/parsers"
	"github.com/kaitai-io/kaitai_struct_go_runtime/kaitai"
)

// vectorsDir is formats/vectors of this repository, from ports/go/values.
var vectorsDir = filepath.Join("..", "..", "..", "formats", "vectors")

type columnVector struct {
	Name   string `json:"name"`
	Spec   string `json:"spec"`
	Flavor string `json:"flavor"`
	Params struct {
		TableMap struct {
			Spec   string `json:"spec"`
			Params struct {
				LenPostHeader int `json:"len_post_header"`
			} `json:"params"`
			Bytes string `json:"bytes"`
		} `json:"table_map"`
		Index         int  `json:"index"`
		IsPresent     bool `json:"is_present"`
		IsNull        bool `json:"is_null"`
		IsPartialJSON bool `json:"is_partial_json"`
	} `json:"params"`
	Bytes    string          `json:"bytes"`
	Column   Column          `json:"column"` // the table-map facts the vector states
	Expected json.RawMessage `json:"expected"`

	columnJSON json.RawMessage // the same facts as the vector writes them
}

// ruleType names the value rule a column vector exercises: the column's type, with a STRING
// column counted by its real type (STRING for CHAR/BINARY, ENUM, SET), a partial JSON update as
// JSON_DIFF and a NULL cell as NULL.
func ruleType(v columnVector) string {
	switch {
	case v.Params.IsNull:
		return "NULL"
	case v.Column.TypeName == "JSON" && v.Params.IsPartialJSON:
		return "JSON_DIFF"
	case v.Column.TypeName == "STRING":
		return v.Column.RealTypeName
	}
	return v.Column.TypeName
}

// minCounts: how many vectors of each type formats/vectors/columns.json holds today. The test
// fails when fewer are checked, so a change to the vector file cannot make it pass vacuously.
var minCounts = map[string]int{
	"TINY": 2, "SHORT": 2, "INT24": 2, "LONG": 2, "LONGLONG": 3, "FLOAT": 1, "DOUBLE": 1,
	"NEWDECIMAL": 5, "BIT": 2, "YEAR": 2, "DATE": 2, "NEWDATE": 1,
	"TIME": 1, "TIME2": 4, "DATETIME": 1, "DATETIME2": 3, "TIMESTAMP": 1, "TIMESTAMP2": 3,
	"ENUM": 3, "SET": 3, "NULL": 1, "JSON": 4, "JSON_DIFF": 1,
	"STRING": 3, "VARCHAR": 3, "VAR_STRING": 1, "BLOB": 3, "TINY_BLOB": 1, "MEDIUM_BLOB": 1,
	"LONG_BLOB": 1, "GEOMETRY": 2, "VECTOR": 1,
}

// minColumnVectors: the vectors in columns.json today; every one must pass.
const minColumnVectors = 66

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

// tableColumn parses the vector's TABLE_MAP event with the generated parser and returns it with
// the column the cell belongs to.
func tableColumn(v columnVector) (*parsers.TableMapEvent, TableColumn, error) {
	tmv := v.Params.TableMap
	if tmv.Spec != "table_map_event" {
		return nil, TableColumn{}, fmt.Errorf("table_map spec %q", tmv.Spec)
	}
	body, err := hex.DecodeString(tmv.Bytes)
	if err != nil {
		return nil, TableColumn{}, err
	}
	tm := parsers.NewTableMapEvent(uint8(tmv.Params.LenPostHeader))
	if err := tm.Read(kaitai.NewStream(bytes.NewReader(body)), nil, tm); err != nil {
		return nil, TableColumn{}, err
	}
	cols, err := Columns(tm, v.Flavor == "mariadb")
	if err != nil {
		return nil, TableColumn{}, err
	}
	if v.Params.Index >= len(cols) {
		return nil, TableColumn{}, fmt.Errorf("column %d of a %d-column table", v.Params.Index, len(cols))
	}
	return tm, cols[v.Params.Index], nil
}

// checkFacts compares what this port reads of the column from the table map with every fact the
// vector states of it.
func checkFacts(v columnVector, col TableColumn) error {
	data, err := json.Marshal(col.Column)
	if err != nil {
		return err
	}
	var mine, stated map[string]any
	if err := decodeJSON(data, &mine); err != nil {
		return err
	}
	if err := decodeJSON(v.columnJSON, &stated); err != nil {
		return err
	}
	for k, want := range stated {
		w, _ := canonical(want)
		g, _ := canonical(mine[k])
		if w != g {
			return fmt.Errorf("column fact %s: the table map gives %s, the vector says %s", k, g, w)
		}
	}
	return nil
}

// checkColumnVector reads the column from the vector's table map, requires the facts the vector
// states, decodes the cell and compares its value with expected.value.
func checkColumnVector(v columnVector) error {
	raw, err := hex.DecodeString(v.Bytes)
	if err != nil {
		return fmt.Errorf("bytes: %v", err)
	}
	tm, col, err := tableColumn(v)
	if err != nil {
		return fmt.Errorf("table map: %v", err)
	}
	if err := checkFacts(v, col); err != nil {
		return err
	}
	cell := parsers.NewColumnCell(tm, uint32(v.Params.Index), v.Params.IsPresent, v.Params.IsNull, v.Params.IsPartialJSON)
	if err := cell.Read(kaitai.NewStream(bytes.NewReader(raw)), nil, cell); err != nil {
		return fmt.Errorf("column_cell: %v", err)
	}
	got, err := CellValue(&col, cell)
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
	var facts []struct {
		Column json.RawMessage `json:"column"`
	}
	if err := json.Unmarshal(data, &vs); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &facts); err != nil {
		t.Fatal(err)
	}
	for i := range vs {
		vs[i].columnJSON = facts[i].Column
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
	total := 0
	for _, v := range vs {
		rt := ruleType(v)
		if err := checkColumnVector(v); err != nil {
			t.Errorf("%s (%s): %v", v.Name, rt, err)
			continue
		}
		passed[rt]++
		total++
	}
	for typ, n := range minCounts {
		if passed[typ] < n {
			t.Errorf("%s: %d vectors passed, at least %d expected", typ, passed[typ], n)
		}
	}
	if total != len(vs) || total < minColumnVectors {
		t.Errorf("%d of %d column vectors passed, at least %d expected", total, len(vs), minColumnVectors)
	}
	printCounts("columns", passed)
}

// TestTamperedColumnVectors: a wrong expected value is reported, for every vector the port
// checks (so the comparison cannot pass whatever it is given).
func TestTamperedColumnVectors(t *testing.T) {
	n := 0
	for _, v := range loadColumnVectors(t) {
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
	// a wrong column fact (one the table map must give) is reported too
	facts := 0
	for _, v := range loadColumnVectors(t) {
		var stated map[string]json.RawMessage
		if err := json.Unmarshal(v.columnJSON, &stated); err != nil {
			t.Fatal(err)
		}
		for k := range stated {
			wrong := map[string]json.RawMessage{}
			for k2, x := range stated {
				wrong[k2] = x
			}
			wrong[k] = json.RawMessage(`"tampered"`)
			v.columnJSON, _ = json.Marshal(wrong)
			if err := checkColumnVector(v); err == nil {
				t.Errorf("%s: column fact %s tampered was not reported", v.Name, k)
			}
			facts++
		}
	}
	if n < 3*minColumnVectors || facts < 2*minColumnVectors {
		t.Errorf("only %d tampered values and %d tampered facts tried", n, facts)
	}
	fmt.Printf("PORT-GO-TAMPER facts detected %d\n", facts)
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
	got, err := RenderJSON(doc)
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
