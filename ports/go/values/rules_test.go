package values

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

// Cases the vectors do not hold, for rules formats/README.md states.

// An opaque value's base64 has a newline between each 76 characters and the rest, none at the
// end (MySQL's base64_encode): 57 bytes make exactly 76 characters and no newline.
func TestOpaqueBase64Lines(t *testing.T) {
	for _, c := range []struct{ n, newlines int }{{57, 0}, {58, 1}, {114, 1}, {115, 2}} {
		doc := []byte{jsonOpaque, 252, byte(c.n)}
		doc = append(doc, make([]byte, c.n)...)
		text, err := RenderJSON(doc)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Count(text, `\n`); got != c.newlines {
			t.Errorf("%d bytes: %d newlines, want %d: %s", c.n, got, c.newlines, text)
		}
		if strings.HasSuffix(text, `\n"`) {
			t.Errorf("%d bytes: a newline at the end: %s", c.n, text)
		}
	}
}

// Doubles: the README's examples, and plain notation down to decpt -14 with all 17 digits and a
// minus sign (34 characters, which still fit the field).
func TestJSONDoubles(t *testing.T) {
	for x, want := range map[float64]string{
		1: "1.0", 1e20: "1e20", 1e-7: "0.0000001", 1e14: "100000000000000.0", 1e15: "1e15",
		123456789.125: "123456789.125", 0.1: "0.1", -2.5: "-2.5",
		1.5e300: "1.5e300", 1e-20: "1e-20", 1.5e-15: "0.0000000000000015", 1.5e-16: "1.5e-16",
		-1.2345678901234568e-15: "-0.0000000000000012345678901234568",
		1234567890123456.8:      "1234567890123456.8",
		1.2345678901234568e16:   "1.2345678901234568e16",
	} {
		if got := FormatJSONDouble(x); got != want {
			t.Errorf("%v: %s, want %s", x, got, want)
		}
	}
}

// WKT: the README's examples.
func TestWKT(t *testing.T) {
	le := func(v ...any) []byte {
		var b []byte
		for _, x := range v {
			switch x := x.(type) {
			case int: // a type code or a count
				b = binary.LittleEndian.AppendUint32(b, uint32(x))
			case float64:
				b = binary.LittleEndian.AppendUint64(b, math.Float64bits(x))
			case []byte:
				b = append(b, x...)
			}
		}
		return b
	}
	geom := func(t int, v ...any) []byte { return append([]byte{1}, le(append([]any{t}, v...)...)...) }
	ring := []any{4, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 0.0, 0.0}
	for _, c := range []struct {
		wkb  []byte
		want string
	}{
		{geom(1, 1.0, 2.0), "POINT(1 2)"},
		{geom(1, 1e-05, 1.5e16), "POINT(1e-05 1.5e+16)"},
		{geom(1, 0.5, -3.0), "POINT(0.5 -3)"},
		{geom(2, 2, 1.0, 2.0, 3.0, 4.0), "LINESTRING(1 2,3 4)"},
		{geom(3, append([]any{1}, ring...)...), "POLYGON((0 0,0 1,1 1,0 0))"},
		{geom(4, 2, geom(1, 1.0, 2.0), geom(1, 3.0, 4.0)), "MULTIPOINT((1 2),(3 4))"},
		{geom(6, 1, geom(3, append([]any{1}, ring...)...)), "MULTIPOLYGON(((0 0,0 1,1 1,0 0)))"},
		{geom(7, 2, geom(1, 1.0, 2.0), geom(2, 2, 1.0, 2.0, 3.0, 4.0)), "GEOMETRYCOLLECTION(POINT(1 2),LINESTRING(1 2,3 4))"},
		{geom(4, 0), "MULTIPOINT()"},
	} {
		if got, ok := WKT(c.wkb); !ok || got != c.want {
			t.Errorf("%x: %q (%v), want %q", c.wkb, got, ok, c.want)
		}
	}
	if _, ok := WKT(geom(8)); ok {
		t.Error("type 8 is not an OGC type")
	}
}

// The README's rules for values a server does not write, which no vector holds.
func TestUnusualValues(t *testing.T) {
	time2 := func(h, m, s int) []byte {
		v := 0x800000 + h<<12 + m<<6 + s
		return []byte{byte(v >> 16), byte(v >> 8), byte(v)}
	}
	dt2 := func(y, mo, d, h, mi, s int) []byte {
		v := uint64(1)<<39 | uint64(y*13+mo)<<22 | uint64(d)<<17 | uint64(h)<<12 | uint64(mi)<<6 | uint64(s)
		return []byte{byte(v >> 32), byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}
	}
	check := func(what string, got any, err error, want string) {
		t.Helper()
		g, _ := canonical(got)
		if err != nil || g != want {
			t.Errorf("%s: %s (%v), want %s", what, g, err, want)
		}
	}
	var v any
	var err error
	v, err = Time([]byte{0x87, 0xd6, 0x12}) // 1234567
	check("TIME 1234567", v, err, `"123:46:07"`)
	v, err = Time2(time2(1, 63, 63), 0)
	check("TIME2 1:63:63", v, err, `"02:04:03"`)
	v, err = Datetime2(dt2(2024, 1, 1, 24, 0, 0), 0)
	check("DATETIME2 hour 24", v, err, `"2024-01-01 24:00:00"`)
	v, err = Datetime2(dt2(2000, 2, 29, 0, 0, 0), 0)
	check("DATETIME2 2000-02-29", v, err, `"2000-02-29T00:00:00"`)
	v, err = Datetime2(dt2(1900, 2, 29, 0, 0, 0), 0)
	check("DATETIME2 1900-02-29", v, err, `"1900-02-29 00:00:00"`)
	check("ENUM past the labels", Enum([]byte{4}, []string{"a", "b", "c"}), nil, `4`)
	check("SET bits past the labels", Set([]byte{0x0d}, []string{"a", "b", "c"}), nil, `["a","c"]`)
	v, err = Double([]byte{0, 0, 0, 0, 0, 0, 0xf0, 0xff})
	check("DOUBLE -inf", v, err, `"-inf"`)
	v, err = Double([]byte{0, 0, 0, 0, 0, 0, 0xf8, 0x7f})
	check("DOUBLE NaN", v, err, `"nan"`)
	check("UTF-8 surrogate", Text([]byte{0xed, 0xa0, 0x80}, "utf8mb4"), nil, `"base64:7aCA"`)
}
