package values

// What a TABLE_MAP event says of its columns (formats/README.md, "What the table map says of a
// column"), read from the generated parse of the event (parsers.TableMapEvent).

import (
	"fmt"

	"binlogspec.dev/binlogspec/parsers"
)

// typeNames: the column type codes (common/field_type.ksy), named as the vectors name them.
var typeNames = map[int]string{
	0: "DECIMAL", 1: "TINY", 2: "SHORT", 3: "LONG", 4: "FLOAT", 5: "DOUBLE", 6: "NULL",
	7: "TIMESTAMP", 8: "LONGLONG", 9: "INT24", 10: "DATE", 11: "TIME", 12: "DATETIME", 13: "YEAR",
	14: "NEWDATE", 15: "VARCHAR", 16: "BIT", 17: "TIMESTAMP2", 18: "DATETIME2", 19: "TIME2",
	20: "TYPED_ARRAY", 242: "VECTOR", 243: "INVALID", 244: "BOOL", 245: "JSON", 246: "NEWDECIMAL",
	247: "ENUM", 248: "SET", 249: "TINY_BLOB", 250: "MEDIUM_BLOB", 251: "LONG_BLOB", 252: "BLOB",
	253: "VAR_STRING", 254: "STRING", 255: "GEOMETRY",
}

// realTypeNames: a STRING column's real type (meta_string).
var realTypeNames = map[int]string{0xf7: "ENUM", 0xf8: "SET", 0xfe: "STRING"}

func typeName(code int, names map[int]string) string {
	if n, ok := names[code]; ok {
		return n
	}
	return fmt.Sprintf("TYPE_%d", code)
}

// TableColumn is one column of a table map: its name (COLUMN_NAME metadata, else col_N), its
// type code and the facts of its value rule.
type TableColumn struct {
	Name string
	Type int
	Column
}

var numericTypes = map[string]bool{"TINY": true, "SHORT": true, "INT24": true, "LONG": true, "LONGLONG": true,
	"NEWDECIMAL": true, "FLOAT": true, "DOUBLE": true}
var characterTypes = map[string]bool{"STRING": true, "VAR_STRING": true, "VARCHAR": true, "BLOB": true}

func packed(p *parsers.PackedInt) int {
	if p == nil {
		return 0
	}
	v, _ := p.Value()
	return v
}

func packedList(v interface{}) []int {
	pv, ok := v.(*parsers.TableMapEvent_PackedValues)
	if !ok || pv == nil {
		return nil
	}
	out := make([]int, len(pv.Values))
	for i, p := range pv.Values {
		out[i] = packed(p)
	}
	return out
}

// collations: the collation of each column of a group (character columns, or ENUM/SET columns),
// from the per-column entry or else the default one; -1 where neither says.
func collations(def, perColumn interface{}, count int) []int {
	out := make([]int, count)
	for i := range out {
		out[i] = -1
	}
	if perColumn != nil {
		for i, c := range packedList(perColumn) {
			if i < count {
				out[i] = c
			}
		}
		return out
	}
	if d, ok := def.(*parsers.TableMapEvent_DefaultCharset); ok && d != nil {
		for i := range out {
			out[i] = packed(d.DefaultCollation)
		}
		for _, cc := range d.ColumnCollations {
			if i := packed(cc.ColumnIndex); i < count {
				out[i] = packed(cc.Collation)
			}
		}
	}
	return out
}

func strLists(v interface{}) [][][]byte {
	lists, ok := v.(*parsers.TableMapEvent_StrValueLists)
	if !ok || lists == nil {
		return nil
	}
	out := make([][][]byte, len(lists.Columns))
	for i, col := range lists.Columns {
		out[i] = [][]byte{}
		for _, s := range col.Values {
			out[i] = append(out[i], s.Value)
		}
	}
	return out
}

// Columns reads the columns of a parsed TABLE_MAP event. mariadb: the server family that wrote
// it (MariaDB's GEOMETRY columns take a collation, MySQL's do not).
func Columns(tm *parsers.TableMapEvent, mariadb bool) ([]TableColumn, error) {
	cols := make([]TableColumn, len(tm.ColumnTypes))
	var metas []*parsers.TableMapEvent_ColumnMetadata
	if tm.Metadata != nil {
		metas = tm.Metadata.Columns
	}
	opt := map[parsers.TableMapEvent_OptionalMetadataType]interface{}{}
	for _, f := range tm.OptionalMetadata {
		if _, seen := opt[f.FieldType]; !seen {
			opt[f.FieldType] = f.Value
		}
	}
	var numeric, character, enumSet, enums, sets []*TableColumn
	for i, t := range tm.ColumnTypes {
		c := &cols[i]
		c.Type = int(t)
		c.TypeName = typeName(int(t), typeNames)
		var body interface{}
		if i < len(metas) && metas[i] != nil {
			body = metas[i].Body
		}
		switch m := body.(type) {
		case *parsers.TableMapEvent_MetaString:
			rt, err := m.RealType()
			if err != nil {
				return nil, err
			}
			ml, err := m.MaxLength()
			if err != nil {
				return nil, err
			}
			c.MaxLength = ml
			if c.TypeName == "STRING" {
				c.RealTypeName = typeName(int(rt), realTypeNames)
			}
		case *parsers.TableMapEvent_MetaMaxLength:
			c.MaxLength = int(m.MaxLength)
		case *parsers.TableMapEvent_MetaBit:
			c.Bits = int(m.NumBytes)*8 + int(m.NumExtraBits)
		case *parsers.TableMapEvent_MetaDecimal:
			c.Precision, c.Scale = int(m.Precision), int(m.Scale)
		case *parsers.TableMapEvent_MetaFsp:
			c.Fsp = int(m.Fsp)
		}
		kind := c.TypeName
		if kind == "STRING" && c.RealTypeName != "" {
			kind = c.RealTypeName
		}
		if numericTypes[c.TypeName] {
			numeric = append(numeric, c)
		}
		if (characterTypes[c.TypeName] || c.TypeName == "GEOMETRY" && mariadb) && kind != "ENUM" && kind != "SET" {
			character = append(character, c)
		}
		switch kind {
		case "ENUM":
			enumSet, enums = append(enumSet, c), append(enums, c)
		case "SET":
			enumSet, sets = append(enumSet, c), append(sets, c)
		}
	}
	if sb, ok := opt[parsers.TableMapEvent_OptionalMetadataType__Signedness].(*parsers.TableMapEvent_MsbBitmap); ok && sb != nil {
		for i, c := range numeric {
			if i < len(sb.Bits) {
				c.Unsigned = sb.Bits[i]
			}
		}
	}
	setCollations := func(group []*TableColumn, colls []int) {
		for i, c := range group {
			if colls[i] >= 0 {
				id := colls[i]
				c.CollationID = &id
				c.Charset = CharsetOf(id)
			}
		}
	}
	setCollations(character, collations(opt[parsers.TableMapEvent_OptionalMetadataType__DefaultCharset],
		opt[parsers.TableMapEvent_OptionalMetadataType__ColumnCharset], len(character)))
	setCollations(enumSet, collations(opt[parsers.TableMapEvent_OptionalMetadataType__EnumAndSetDefaultCharset],
		opt[parsers.TableMapEvent_OptionalMetadataType__EnumAndSetColumnCharset], len(enumSet)))
	labels := func(group []*TableColumn, lists [][][]byte, set bool) {
		for i, c := range group {
			if i >= len(lists) {
				break
			}
			names := make([]string, len(lists[i]))
			for j, l := range lists[i] {
				s, ok := DecodeText(l, c.Charset)
				if !ok {
					s = string(l)
				}
				names[j] = s
			}
			if set {
				c.SetLabels = names
			} else {
				c.EnumLabels = names
			}
		}
	}
	labels(enums, strLists(opt[parsers.TableMapEvent_OptionalMetadataType__EnumStrValue]), false)
	labels(sets, strLists(opt[parsers.TableMapEvent_OptionalMetadataType__SetStrValue]), true)
	if names, ok := opt[parsers.TableMapEvent_OptionalMetadataType__ColumnName].(*parsers.TableMapEvent_ColumnNames); ok && names != nil {
		for i, n := range names.Names {
			if i < len(cols) {
				cols[i].Name = n.Name
			}
		}
	}
	for i := range cols {
		if cols[i].Name == "" {
			cols[i].Name = fmt.Sprintf("col_%d", i+1)
		}
	}
	return cols, nil
}
