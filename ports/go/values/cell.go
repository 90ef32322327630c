package values

// The value of a cell from its generated parse (parsers.ColumnCell): the spec has split the row
// image and laid out each cell by its column's type; the rules here turn the cell's fields (or,
// where the rule reads digit groups or bit fields, its value bytes `raw`) into the value.

import (
	"encoding/json"
	"fmt"
	"strconv"

	"binlogspec.dev/binlogspec/parsers"
)

// JSONText is a MySQL JSON column's document as the text MySQL prints for it (`SELECT`,
// `mysqlbinlog -vv`); `binlogspec rows` embeds the document itself (see WriteJSON).
type JSONText string

// Diff is one operation of a partial JSON update: Operation "replace", "insert" or "remove",
// the JSON path, and the new value's text (nil for remove).
type Diff struct {
	Operation string    `json:"operation"`
	Path      string    `json:"path"`
	Value     *JSONText `json:"value"`
}

// Geo is a GEOMETRY value: the SRID, the WKB (as "base64:...") and its WKT (nil when the WKB is
// not one of the seven OGC types).
type Geo struct {
	SRID uint32  `json:"srid"`
	WKB  string  `json:"wkb"`
	WKT  *string `json:"wkt"`
}

var diffNames = map[parsers.ColumnCell_JsonDiffOperationType]string{
	parsers.ColumnCell_JsonDiffOperationType__Replace: "replace",
	parsers.ColumnCell_JsonDiffOperationType__Insert:  "insert",
	parsers.ColumnCell_JsonDiffOperationType__Remove:  "remove",
}

// CellValue is the value of a present cell of the column: nil for NULL; json.Number for
// integers, floats, BIT, YEAR and ENUM/SET without labels; string for DECIMAL, temporal and text
// values ("base64:..." for bytes); []string for a SET; JSONText for JSON; []Diff for a partial
// JSON update; Geo for GEOMETRY; []any of json.Number for VECTOR.
func CellValue(col *TableColumn, cell *parsers.ColumnCell) (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("values: %v", r)
		}
	}()
	if cell.IsNull || !cell.IsPresent {
		return nil, nil
	}
	if cell.IsPartialJson {
		if cell.JsonDiff == nil || cell.JsonDiff.Operations == nil {
			return nil, fmt.Errorf("values: a partial JSON cell without its diff")
		}
		out := []Diff{}
		for _, op := range cell.JsonDiff.Operations.Operations {
			name, ok := diffNames[op.Operation]
			if !ok {
				return nil, fmt.Errorf("values: JSON diff operation %d", op.Operation)
			}
			d := Diff{Operation: name, Path: op.Path}
			if name != "remove" {
				text, err := RenderJSON(op.Value)
				if err != nil {
					return nil, err
				}
				t := JSONText(text)
				d.Value = &t
			}
			out = append(out, d)
		}
		return out, nil
	}
	return value(col, cell.Value)
}

func raw(r interface{ Raw() ([]byte, error) }) []byte {
	b, err := r.Raw()
	if err != nil {
		panic(err)
	}
	return b
}

func value(col *TableColumn, cell interface{}) (any, error) {
	switch c := cell.(type) {
	case *parsers.ColumnCell_CellInt:
		if col.Unsigned {
			return json.Number(strconv.FormatUint(c.ValueUnsigned, 10)), nil
		}
		s, err := c.ValueSigned()
		if err != nil {
			return nil, err
		}
		return json.Number(strconv.FormatInt(s, 10)), nil
	case *parsers.ColumnCell_CellFloat:
		return floatValue(float64(c.Value)), nil
	case *parsers.ColumnCell_CellDouble:
		return floatValue(c.Value), nil
	case *parsers.ColumnCell_CellDecimal:
		return Decimal(c.Raw, int(c.Precision), int(c.Scale))
	case *parsers.ColumnCell_CellYear:
		y, err := c.Year()
		if err != nil {
			return nil, err
		}
		return json.Number(strconv.Itoa(y)), nil
	case *parsers.ColumnCell_CellDate:
		return fmt.Sprintf("%04d-%02d-%02d", c.Year, c.Month, c.Day), nil
	case *parsers.ColumnCell_CellTime:
		return Time(raw(c))
	case *parsers.ColumnCell_CellTime2:
		return Time2(raw(c), int(c.Fsp))
	case *parsers.ColumnCell_CellDatetime:
		return Datetime(raw(c))
	case *parsers.ColumnCell_CellDatetime2:
		var micros uint64
		if n := fracBytes(int(c.Fsp)); n > 0 {
			micros = fracMicros(uint64(c.Fraction), n)
		}
		return dateTime(int(c.YearMonth/13), int(c.YearMonth%13), int(c.Day), int(c.Hour), int(c.Minute),
			int(c.Second), micros, int(c.Fsp)), nil
	case *parsers.ColumnCell_CellTimestamp:
		return timestamp(uint64(c.Seconds), 0, 0), nil
	case *parsers.ColumnCell_CellTimestamp2:
		var micros uint64
		if n := fracBytes(int(c.Fsp)); n > 0 {
			micros = fracMicros(c.Fraction, n)
		}
		return timestamp(uint64(c.Seconds), micros, int(c.Fsp)), nil
	case *parsers.ColumnCell_CellString:
		return stringValue(col, c.Value)
	case *parsers.ColumnCell_CellFixed:
		return fixedValue(col, col.TypeName, c.Raw)
	case *parsers.ColumnCell_CellVar:
		return Text(c.Raw, col.Charset), nil
	case *parsers.ColumnCell_CellJson:
		doc := raw(c)
		if len(doc) == 0 {
			return JSONText("null"), nil // the server reads an empty JSON value as JSON null
		}
		text, err := RenderJSON(doc)
		return JSONText(text), err
	case *parsers.ColumnCell_CellGeometry:
		g := Geo{SRID: c.Srid, WKB: Base64Value(c.Wkb)}
		if s, ok := WKT(c.Wkb); ok {
			g.WKT = &s
		}
		return g, nil
	case *parsers.ColumnCell_CellVector:
		out := []any{}
		for _, f := range c.Values {
			out = append(out, floatValue(float64(f)))
		}
		return out, nil
	case nil:
		return nil, fmt.Errorf("values: column %s (%s) has no decodable value", col.Name, col.TypeName)
	}
	return nil, fmt.Errorf("values: no rule for a %T cell of column %s (%s)", cell, col.Name, col.TypeName)
}

// fixedValue: a cell_fixed is BIT, ENUM or SET.
func fixedValue(col *TableColumn, kind string, b []byte) (any, error) {
	switch kind {
	case "BIT":
		return BitValue(b), nil
	case "ENUM":
		return Enum(b, col.EnumLabels), nil
	case "SET":
		return Set(b, col.SetLabels), nil
	}
	return nil, fmt.Errorf("values: a fixed-size cell in a %s column", kind)
}

// stringValue: a STRING column's cell by its real type: ENUM and SET (cell_fixed), CHAR and
// BINARY (cell_var; BINARY(n) padded back to n with the zero bytes the server strips).
func stringValue(col *TableColumn, cell interface{}) (any, error) {
	kind := col.RealTypeName
	if col.TypeName != "STRING" {
		kind = col.TypeName // ENUM and SET as their own column types
	}
	switch c := cell.(type) {
	case *parsers.ColumnCell_CellFixed:
		return fixedValue(col, kind, c.Raw)
	case *parsers.ColumnCell_CellVar:
		b := c.Raw
		if col.Charset == "binary" && col.RealTypeName == "STRING" && len(b) < col.MaxLength {
			b = append(append([]byte{}, b...), make([]byte, col.MaxLength-len(b))...)
		}
		return Text(b, col.Charset), nil
	}
	return nil, fmt.Errorf("values: a %T in a STRING column", cell)
}
