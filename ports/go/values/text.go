package values

// Text, BINARY, FLOAT/DOUBLE, VECTOR and GEOMETRY values (formats/README.md, "The rules").

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Base64Value writes bytes as a value: "base64:<standard base64>".
func Base64Value(b []byte) string { return "base64:" + base64.StdEncoding.EncodeToString(b) }

// Text: a CHAR, VARCHAR, TEXT/BLOB or VAR_STRING value's raw bytes, decoded in the column's
// character set, else bytes.
func Text(raw []byte, charset string) string {
	if s, ok := DecodeText(raw, charset); ok {
		return s
	}
	return Base64Value(raw)
}

// pyFloat writes a double as the shortest decimal that reads back to it, in Python's repr
// notation (1.0, -0.0, 0.0001, 1e-05, 1.5e+16), as a JSON number.
func pyFloat(x float64) json.Number {
	switch { // as Python writes them (a WKT coordinate; no JSON number has these)
	case math.IsNaN(x):
		return "nan"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	sign, digits, decpt := shortestDigits(x)
	nd, exp := len(digits), decpt-1
	if decpt > 16 || decpt < -3 {
		m := digits[:1]
		if nd > 1 {
			m += "." + digits[1:]
		}
		es := "+"
		if exp < 0 {
			es, exp = "-", -exp
		}
		return json.Number(fmt.Sprintf("%s%se%s%02d", sign, m, es, exp))
	}
	s := plainDecimal(digits, decpt)
	if decpt >= nd {
		s += ".0"
	}
	return json.Number(sign + s)
}

// shortestDigits: the shortest decimal that reads back to x, as its sign ("" or "-"), its
// digits and where the decimal point falls in them (x = 0.digits * 10**decpt).
func shortestDigits(x float64) (sign, digits string, decpt int) {
	e := strconv.FormatFloat(x, 'e', -1, 64) // [-]d[.ddd]e±xx
	if strings.HasPrefix(e, "-") {
		sign, e = "-", e[1:]
	}
	mant, expText, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expText)
	return sign, strings.Replace(mant, ".", "", 1), exp + 1
}

// plainDecimal writes digits with the decimal point at decpt, without an exponent (no ".0"
// is added to a whole number).
func plainDecimal(digits string, decpt int) string {
	switch {
	case decpt <= 0:
		return "0." + strings.Repeat("0", -decpt) + digits
	case decpt < len(digits):
		return digits[:decpt] + "." + digits[decpt:]
	default:
		return digits + strings.Repeat("0", decpt-len(digits))
	}
}

// floatValue: a double as a JSON number, or NaN and the infinities (no JSON number) as the
// strings "nan", "inf", "-inf".
func floatValue(x float64) any {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return string(pyFloat(x))
	}
	return pyFloat(x)
}

// Double: DOUBLE's 8 little-endian bytes.
func Double(raw []byte) (any, error) {
	if err := need(raw, 8, "DOUBLE"); err != nil {
		return nil, err
	}
	return floatValue(math.Float64frombits(binary.LittleEndian.Uint64(raw))), nil
}

// WKT writes well-known binary as well-known text, coordinates as the shortest round-trip
// decimals without a trailing ".0"; false when it is not one of the seven OGC types or ends early.
func WKT(wkb []byte) (string, bool) {
	r := &wkbReader{b: wkb}
	s := r.geometry(0)
	if r.err || r.pos != len(wkb) {
		return "", false
	}
	return s, true
}

type wkbReader struct {
	b     []byte
	pos   int
	order binary.ByteOrder
	err   bool
}

func (r *wkbReader) u32() uint32 {
	if r.err || r.pos+4 > len(r.b) {
		r.err = true
		return 0
	}
	v := r.order.Uint32(r.b[r.pos:])
	r.pos += 4
	return v
}

func (r *wkbReader) coord() string {
	if r.err || r.pos+8 > len(r.b) {
		r.err = true
		return ""
	}
	s := string(pyFloat(math.Float64frombits(r.order.Uint64(r.b[r.pos:]))))
	r.pos += 8
	return strings.TrimSuffix(s, ".0")
}

func (r *wkbReader) point() string { x := r.coord(); return x + " " + r.coord() }

func (r *wkbReader) points() string {
	n := r.u32()
	var parts []string
	for i := uint32(0); i < n && !r.err; i++ {
		parts = append(parts, r.point())
	}
	return "(" + strings.Join(parts, ",") + ")"
}

func (r *wkbReader) rings() string {
	n := r.u32()
	var parts []string
	for i := uint32(0); i < n && !r.err; i++ {
		parts = append(parts, r.points())
	}
	return "(" + strings.Join(parts, ",") + ")"
}

var wkbNames = map[uint32]string{1: "POINT", 2: "LINESTRING", 3: "POLYGON", 4: "MULTIPOINT",
	5: "MULTILINESTRING", 6: "MULTIPOLYGON", 7: "GEOMETRYCOLLECTION"}

// geometry reads one WKB geometry (byte order, type, body); want is the type a multi-geometry
// requires of its members (0 for any).
func (r *wkbReader) geometry(want uint32) string {
	if r.pos >= len(r.b) {
		r.err = true
		return ""
	}
	switch r.b[r.pos] {
	case 0:
		r.order = binary.BigEndian
	case 1:
		r.order = binary.LittleEndian
	default:
		r.err = true
		return ""
	}
	r.pos++
	t := r.u32()
	name, ok := wkbNames[t]
	if !ok || (want != 0 && t != want) {
		r.err = true
		return ""
	}
	var body string
	switch t {
	case 1:
		body = "(" + r.point() + ")"
	case 2:
		body = r.points()
	case 3:
		body = r.rings()
	default:
		member := map[uint32]uint32{4: 1, 5: 2, 6: 3, 7: 0}[t]
		n := r.u32()
		var parts []string
		for i := uint32(0); i < n && !r.err; i++ {
			g := r.geometry(member)
			if t != 7 {
				g = strings.TrimPrefix(g, wkbNames[member]) // MULTIPOINT((1 2),(3 4)) keeps the parentheses
			}
			parts = append(parts, g)
		}
		body = "(" + strings.Join(parts, ",") + ")"
	}
	return name + body
}
