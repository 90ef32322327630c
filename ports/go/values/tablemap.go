package values

// What a TABLE_MAP event says of a column (formats/kaitai/table_map_event.ksy, and
// formats/README.md, "What the table map says of a column").

import "fmt"

// typeNames: the column type codes (common/field_type.ksy), named as the vectors name them.
var typeNames = map[byte]string{
	0: "DECIMAL", 1: "TINY", 2: "SHORT", 3: "LONG", 4: "FLOAT", 5: "DOUBLE", 6: "NULL",
	7: "TIMESTAMP", 8: "LONGLONG", 9: "INT24", 10: "DATE", 11: "TIME", 12: "DATETIME", 13: "YEAR",
	14: "NEWDATE", 15: "VARCHAR", 16: "BIT", 17: "TIMESTAMP2", 18: "DATETIME2", 19: "TIME2",
	20: "TYPED_ARRAY", 242: "VECTOR", 243: "INVALID", 244: "BOOL", 245: "JSON", 246: "NEWDECIMAL",
	247: "ENUM", 248: "SET", 249: "TINY_BLOB", 250: "MEDIUM_BLOB", 251: "LONG_BLOB", 252: "BLOB",
	253: "VAR_STRING", 254: "STRING", 255: "GEOMETRY",
}

// realTypeNames: a STRING column's real type (meta_string).
var realTypeNames = map[byte]string{0xf7: "ENUM", 0xf8: "SET", 0xfe: "STRING"}

// TableColumn is one column of a TABLE_MAP event: its type code, the metadata a cell's size
// depends on, and the facts of its value rule.
type TableColumn struct {
	Type       byte
	PackLength int // meta_pack_length: a length prefix's width (BLOB, JSON, GEOMETRY, VECTOR) or a float's size
	Column
	labels [][]byte
}

// TableMap is what this port reads of a TABLE_MAP event body.
type TableMap struct {
	Columns []TableColumn
}

type reader struct {
	b   []byte
	pos int
	err error
}

func (r *reader) take(n int) []byte {
	if r.err != nil {
		return nil
	}
	if n < 0 || r.pos+n > len(r.b) {
		r.err = errShort
		return nil
	}
	out := r.b[r.pos : r.pos+n]
	r.pos += n
	return out
}

func (r *reader) u(n int) uint64 { return leUint(r.take(n)) }

func (r *reader) packed() uint64 {
	if r.err != nil {
		return 0
	}
	v, w, err := packedInt(r.b[r.pos:])
	if err != nil {
		r.err = err
		return 0
	}
	r.pos += w
	return v
}

func (r *reader) eof() bool { return r.err != nil || r.pos >= len(r.b) }

// isNumeric: the columns that take a bit of SIGNEDNESS.
func isNumeric(t byte) bool {
	switch typeNames[t] {
	case "TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "FLOAT", "DOUBLE":
		return true
	}
	return false
}

// ParseTableMap reads a TABLE_MAP event body (the bytes after the common header, before the
// checksum). mariadb says the server is MariaDB, whose GEOMETRY columns take a collation.
func ParseTableMap(body []byte, lenPostHeader int, mariadb bool) (*TableMap, error) {
	r := &reader{b: body}
	r.take(4)
	if lenPostHeader != 6 {
		r.take(2)
	}
	r.take(2)               // flags
	r.take(int(r.u(1)) + 1) // database name and its terminating zero
	r.take(int(r.u(1)) + 1) // table name and its terminating zero
	n := int(r.packed())
	if r.err != nil {
		return nil, r.err
	}
	tm := &TableMap{Columns: make([]TableColumn, n)}
	for i, t := range r.take(n) {
		c := &tm.Columns[i]
		c.Type = t
		c.TypeName = typeNames[t]
		if c.TypeName == "" {
			c.TypeName = fmt.Sprint(t)
		}
	}
	if r.eof() {
		return tm, r.err
	}
	meta := &reader{b: r.take(int(r.packed()))}
	for i := range tm.Columns {
		c := &tm.Columns[i]
		switch c.TypeName {
		case "FLOAT", "DOUBLE", "TINY_BLOB", "MEDIUM_BLOB", "LONG_BLOB", "BLOB", "GEOMETRY", "JSON", "VECTOR":
			c.PackLength = int(meta.u(1))
		case "VARCHAR", "VAR_STRING":
			c.MaxLength = int(meta.u(2))
		case "STRING", "ENUM", "SET":
			b := meta.take(2)
			if b == nil {
				break
			}
			real, maxLen := b[0], int(b[1])
			if b[0]&0x30 != 0x30 { // a CHAR longer than 255 bytes: length bits 8, 9 inverted in the real type
				real = b[0] | 0x30
				maxLen |= int((b[0]&0x30)^0x30) << 4
			}
			c.MaxLength = maxLen
			if c.TypeName == "STRING" {
				c.RealTypeName = realTypeNames[real]
				if c.RealTypeName == "" {
					c.RealTypeName = fmt.Sprint(real)
				}
			}
		case "BIT":
			extra, bytes := int(meta.u(1)), int(meta.u(1))
			c.Bits = bytes*8 + extra
		case "NEWDECIMAL":
			c.Precision, c.Scale = int(meta.u(1)), int(meta.u(1))
		case "TIME2", "DATETIME2", "TIMESTAMP2":
			c.Fsp = int(meta.u(1))
		}
	}
	if meta.err != nil {
		return nil, fmt.Errorf("values: table map metadata: %v", meta.err)
	}
	r.take((n + 7) / 8) // nullable columns
	// the columns each optional metadata kind counts, in column order
	var numeric, character, enumSet, enums, sets []*TableColumn
	for i := range tm.Columns {
		c := &tm.Columns[i]
		kind := c.TypeName
		if kind == "STRING" {
			kind = c.RealTypeName
		}
		switch {
		case isNumeric(c.Type):
			numeric = append(numeric, c)
		case kind == "STRING", kind == "VARCHAR", kind == "VAR_STRING", kind == "BLOB",
			kind == "GEOMETRY" && mariadb:
			character = append(character, c)
		}
		switch kind {
		case "ENUM":
			enumSet, enums = append(enumSet, c), append(enums, c)
		case "SET":
			enumSet, sets = append(enumSet, c), append(sets, c)
		}
	}
	var charsetOf, enumSetCharsetOf []int // collation per character (ENUM/SET) column; -1 unknown
	for !r.eof() {
		kind := r.u(1)
		value := &reader{b: r.take(int(r.packed()))}
		if r.err != nil {
			return nil, fmt.Errorf("values: table map optional metadata: %v", r.err)
		}
		switch kind {
		case 1: // SIGNEDNESS: msb_bitmap over the numeric columns
			for i, c := range numeric {
				if i/8 < len(value.b) {
					c.Unsigned = value.b[i/8]>>(7-uint(i%8))&1 == 1
				}
			}
		case 2, 10: // DEFAULT_CHARSET, ENUM_AND_SET_DEFAULT_CHARSET
			cols := len(character)
			if kind == 10 {
				cols = len(enumSet)
			}
			out := make([]int, cols)
			def := int(value.packed())
			for i := range out {
				out[i] = def
			}
			for !value.eof() {
				idx, coll := int(value.packed()), int(value.packed())
				if idx < cols {
					out[idx] = coll
				}
			}
			if kind == 2 && charsetOf == nil {
				charsetOf = out
			} else if kind == 10 && enumSetCharsetOf == nil {
				enumSetCharsetOf = out
			}
		case 3, 11: // COLUMN_CHARSET, ENUM_AND_SET_COLUMN_CHARSET: one per column, preferred
			var out []int
			for !value.eof() {
				out = append(out, int(value.packed()))
			}
			if kind == 3 {
				charsetOf = out
			} else {
				enumSetCharsetOf = out
			}
		case 5, 6: // SET_STR_VALUE, ENUM_STR_VALUE: one list per SET (ENUM) column
			cols := sets
			if kind == 6 {
				cols = enums
			}
			for _, c := range cols {
				if value.eof() {
					break
				}
				k := int(value.packed())
				c.labels = [][]byte{}
				for j := 0; j < k; j++ {
					c.labels = append(c.labels, value.take(int(value.packed())))
				}
			}
		}
		if value.err != nil {
			return nil, fmt.Errorf("values: table map optional metadata %d: %v", kind, value.err)
		}
	}
	setCollation := func(cols []*TableColumn, colls []int) {
		for i, c := range cols {
			if i < len(colls) {
				id := colls[i]
				c.CollationID = &id
				c.Charset = CharsetOf(id)
			}
		}
	}
	setCollation(character, charsetOf)
	setCollation(enumSet, enumSetCharsetOf)
	for _, c := range append(append([]*TableColumn{}, enums...), sets...) {
		if c.labels == nil {
			continue
		}
		names := make([]string, len(c.labels))
		for j, l := range c.labels {
			s, ok := DecodeText(l, c.Charset)
			if !ok {
				s = string(l)
			}
			names[j] = s
		}
		if c.TypeName == "SET" || c.RealTypeName == "SET" {
			c.SetLabels = names
		} else {
			c.EnumLabels = names
		}
	}
	return tm, nil
}
