package values

// MySQL's binary JSON (formats/kaitai/mysql_json.ksy) printed as MySQL prints it, by the rules
// of formats/README.md ("JSON (MySQL)" and "JSON partial update").

import (
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// JSON type codes (mysql_json.ksy, enum json_type).
const (
	jsonSmallObject = 0x00
	jsonLargeObject = 0x01
	jsonSmallArray  = 0x02
	jsonLargeArray  = 0x03
	jsonLiteral     = 0x04
	jsonInt16       = 0x05
	jsonUint16      = 0x06
	jsonInt32       = 0x07
	jsonUint32      = 0x08
	jsonInt64       = 0x09
	jsonUint64      = 0x0a
	jsonDouble      = 0x0b
	jsonString      = 0x0c
	jsonOpaque      = 0x0f
)

// Column type codes an opaque JSON value may carry with a decoded layout.
const (
	typeTimestamp  = 7
	typeDate       = 10
	typeTime       = 11
	typeDatetime   = 12
	typeNewdecimal = 246
	typeVarString  = 253
)

var errShort = fmt.Errorf("values: JSON document ends early")

// errNotUTF8: a JSON string or key that is no UTF-8 (the spec reads them as UTF-8 text).
var errNotUTF8 = fmt.Errorf("values: a JSON string is not UTF-8")

// RenderJSON prints a binary JSON document (type byte, then the value) as MySQL prints it.
func RenderJSON(doc []byte) (string, error) {
	if len(doc) < 1 {
		return "", errShort
	}
	var sb strings.Builder
	if err := writeJSONValue(&sb, doc[0], doc[1:]); err != nil {
		return "", err
	}
	return sb.String(), nil
}

// varLen reads mysql_json's var_len: 7 bits per byte, least significant first, up to 5 bytes.
func varLen(b []byte) (uint64, int, error) {
	var v uint64
	for i := 0; i < 5 && i < len(b); i++ {
		v |= uint64(b[i]&0x7f) << (7 * i)
		if b[i]&0x80 == 0 {
			return v, i + 1, nil
		}
	}
	return 0, 0, errShort
}

// writeJSONValue prints the value of type t whose bytes start at b[0] (a container's offsets
// count from there).
func writeJSONValue(sb *strings.Builder, t byte, b []byte) error {
	switch t {
	case jsonSmallObject, jsonLargeObject, jsonSmallArray, jsonLargeArray:
		return writeContainer(sb, t, b)
	case jsonLiteral, jsonInt16, jsonUint16, jsonInt32, jsonUint32, jsonInt64, jsonUint64:
		return writeScalar(sb, t, b)
	case jsonDouble:
		if len(b) < 8 {
			return errShort
		}
		sb.WriteString(FormatJSONDouble(math.Float64frombits(binary.LittleEndian.Uint64(b))))
		return nil
	case jsonString:
		n, w, err := varLen(b)
		if err != nil || uint64(len(b)-w) < n {
			return errShort
		}
		if !utf8.Valid(b[w : w+int(n)]) {
			return errNotUTF8
		}
		writeJSONString(sb, b[w:w+int(n)])
		return nil
	case jsonOpaque:
		return writeOpaque(sb, b)
	}
	return fmt.Errorf("values: JSON type %#x", t)
}

// writeScalar prints a literal or an integer read at b[0] (in place or inlined in an entry).
func writeScalar(sb *strings.Builder, t byte, b []byte) error {
	width := map[byte]int{jsonLiteral: 1, jsonInt16: 2, jsonUint16: 2, jsonInt32: 4, jsonUint32: 4,
		jsonInt64: 8, jsonUint64: 8}[t]
	if len(b) < width {
		return errShort
	}
	u := leUint(b[:width])
	switch t {
	case jsonLiteral:
		lit := map[uint64]string{0: "null", 1: "true", 2: "false"}[u]
		if lit == "" {
			return fmt.Errorf("values: JSON literal %d", u)
		}
		sb.WriteString(lit)
	case jsonUint16, jsonUint32, jsonUint64:
		sb.WriteString(strconv.FormatUint(u, 10))
	default:
		bits := uint(8 * width)
		sb.WriteString(strconv.FormatInt(int64(u<<(64-bits))>>(64-bits), 10))
	}
	return nil
}

func writeContainer(sb *strings.Builder, t byte, b []byte) error {
	large := t == jsonLargeObject || t == jsonLargeArray
	object := t == jsonSmallObject || t == jsonLargeObject
	w := 2
	if large {
		w = 4
	}
	rd := func(at int) (int, error) {
		if at+w > len(b) {
			return 0, errShort
		}
		return int(leUint(b[at : at+w])), nil
	}
	count, err := rd(0)
	if err != nil {
		return err
	}
	size, err := rd(w)
	if err != nil {
		return err
	}
	if size > len(b) {
		return errShort
	}
	b = b[:size]
	pos := 2 * w
	type member struct {
		key  []byte
		text string
	}
	members := make([]member, count)
	if object {
		for i := range members {
			ofs, err := rd(pos)
			if err != nil {
				return err
			}
			if pos+w+2 > len(b) {
				return errShort
			}
			n := int(binary.LittleEndian.Uint16(b[pos+w:]))
			if ofs+n > len(b) {
				return errShort
			}
			members[i].key = b[ofs : ofs+n]
			if !utf8.Valid(members[i].key) {
				return errNotUTF8
			}
			pos += w + 2
		}
	}
	for i := range members {
		if pos+1+w > len(b) {
			return errShort
		}
		vt := b[pos]
		var vs strings.Builder
		inlined := vt == jsonLiteral || vt == jsonInt16 || vt == jsonUint16 ||
			(large && (vt == jsonInt32 || vt == jsonUint32))
		if inlined {
			err = writeScalar(&vs, vt, b[pos+1:pos+1+w])
		} else {
			var ofs int
			if ofs, err = rd(pos + 1); err == nil {
				if ofs > len(b) {
					return errShort
				}
				err = writeJSONValue(&vs, vt, b[ofs:])
			}
		}
		if err != nil {
			return err
		}
		members[i].text = vs.String()
		pos += 1 + w
	}
	if object {
		// MySQL's key order: shorter keys first, then bytewise (the order they are stored in)
		sort.SliceStable(members, func(i, j int) bool {
			a, c := members[i].key, members[j].key
			if len(a) != len(c) {
				return len(a) < len(c)
			}
			return string(a) < string(c)
		})
		sb.WriteByte('{')
	} else {
		sb.WriteByte('[')
	}
	for i, m := range members {
		if i > 0 {
			sb.WriteString(", ")
		}
		if object {
			writeJSONString(sb, m.key)
			sb.WriteString(": ")
		}
		sb.WriteString(m.text)
	}
	if object {
		sb.WriteByte('}')
	} else {
		sb.WriteByte(']')
	}
	return nil
}

// writeJSONString double-quotes s, escaping `"` and `\`, the five control characters that have
// a short escape, and other bytes below 0x20 as \u00xx; every other byte as is.
func writeJSONString(sb *strings.Builder, s []byte) {
	sb.WriteByte('"')
	for _, c := range s {
		switch c {
		case '"', '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case 0x08:
			sb.WriteString(`\b`)
		case 0x09:
			sb.WriteString(`\t`)
		case 0x0a:
			sb.WriteString(`\n`)
		case 0x0c:
			sb.WriteString(`\f`)
		case 0x0d:
			sb.WriteString(`\r`)
		default:
			if c < 0x20 {
				fmt.Fprintf(sb, `\u%04x`, c)
			} else {
				sb.WriteByte(c)
			}
		}
	}
	sb.WriteByte('"')
}

// FormatJSONDouble writes a double as MySQL's my_gcvt does with a 34-character field, then
// appends ".0" when the text has neither "." nor "e".
func FormatJSONDouble(x float64) string {
	sign, digits, decpt := shortestDigits(x)
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		digits = "0"
	}
	nd := len(digits)
	plain := plainDecimal(digits, decpt)
	var out string
	if len(sign)+len(plain) <= 34 && decpt >= -14 && (decpt <= 15 || decpt < nd) {
		out = sign + plain
	} else {
		out = sign + digits[:1]
		if nd > 1 {
			out += "." + digits[1:]
		}
		out += "e" + strconv.Itoa(decpt-1)
	}
	if !strings.ContainsAny(out, ".e") {
		out += ".0"
	}
	return out
}

// writeOpaque prints an opaque value: field type, var_len length, data.
func writeOpaque(sb *strings.Builder, b []byte) error {
	if len(b) < 1 {
		return errShort
	}
	ft := b[0]
	n, w, err := varLen(b[1:])
	if err != nil || uint64(len(b)-1-w) < n {
		return errShort
	}
	data := b[1+w : 1+w+int(n)]
	switch ft {
	case typeNewdecimal:
		if len(data) < 2 {
			return errShort
		}
		s, err := Decimal(data[2:], int(data[0]), int(data[1]))
		if err != nil {
			return err
		}
		sb.WriteString(s)
		return nil
	case typeDate, typeTime, typeDatetime, typeTimestamp:
		if len(data) < 8 {
			return errShort
		}
		packed := int64(binary.LittleEndian.Uint64(data))
		sign := ""
		if packed < 0 {
			sign, packed = "-", -packed
		}
		micros, hms := packed&0xffffff, packed>>24
		second, minute := hms&0x3f, (hms>>6)&0x3f
		if ft == typeTime {
			hour := hms >> 12
			fmt.Fprintf(sb, `"%s%02d:%02d:%02d.%06d"`, sign, hour, minute, second, micros)
			return nil
		}
		hour := (hms >> 12) & 0x1f
		ymd := hms >> 17
		day, ym := ymd&0x1f, ymd>>5
		if ft == typeDate {
			fmt.Fprintf(sb, `"%04d-%02d-%02d"`, ym/13, ym%13, day)
			return nil
		}
		fmt.Fprintf(sb, `"%04d-%02d-%02d %02d:%02d:%02d.%06d"`, ym/13, ym%13, day, hour, minute, second, micros)
		return nil
	case typeVarString:
		writeJSONString(sb, data)
		return nil
	}
	enc := base64.StdEncoding.EncodeToString(data)
	var lines []string
	for len(enc) > 76 {
		lines, enc = append(lines, enc[:76]), enc[76:]
	}
	lines = append(lines, enc)
	// the newline is inside the JSON string, so it is written \n
	writeJSONString(sb, []byte("base64:type"+strconv.Itoa(int(ft))+":"+strings.Join(lines, "\n")))
	return nil
}
