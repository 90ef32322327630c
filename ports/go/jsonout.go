package binlogspec

// Row changes as the NDJSON lines `binlogspec rows` prints (python/binlogspec/jsonout.py): keys
// in the order file, pos, gtid, db, table, op, before, after; compact; text as is (no \u escapes
// beyond control characters); a MySQL JSON column's document embedded as JSON, its numbers with
// a fraction or exponent written as the shortest double (Python's repr), integers exact.

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"binlogspec.dev/binlogspec/values"
)

// MarshalJSON writes the change as `binlogspec rows` writes its line (without the newline).
func (c *RowChange) MarshalJSON() ([]byte, error) {
	var sb strings.Builder
	if err := c.writeJSON(&sb); err != nil {
		return nil, err
	}
	return []byte(sb.String()), nil
}

func (c *RowChange) writeJSON(sb *strings.Builder) error {
	sb.WriteString(`{"file":`)
	writeString(sb, c.File)
	sb.WriteString(`,"pos":`)
	sb.WriteString(strconv.FormatInt(c.Pos, 10))
	sb.WriteString(`,"gtid":`)
	if c.GTID == nil {
		sb.WriteString("null")
	} else {
		writeString(sb, *c.GTID)
	}
	sb.WriteString(`,"db":`)
	writeString(sb, c.DB)
	sb.WriteString(`,"table":`)
	writeString(sb, c.Table)
	sb.WriteString(`,"op":`)
	writeString(sb, c.Op)
	for _, part := range []struct {
		key string
		im  Image
	}{{"before", c.Before}, {"after", c.After}} {
		sb.WriteString(`,"` + part.key + `":`)
		if part.im == nil {
			sb.WriteString("null")
			continue
		}
		sb.WriteByte('{')
		for i, f := range part.im {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeString(sb, f.Name)
			sb.WriteByte(':')
			if err := writeValue(sb, f.Value); err != nil {
				return fmt.Errorf("column %s: %v", f.Name, err)
			}
		}
		sb.WriteByte('}')
	}
	sb.WriteByte('}')
	return nil
}

// writeString writes a JSON string as Python's json.dumps(ensure_ascii=False) does.
func writeString(sb *strings.Builder, s string) {
	sb.WriteByte('"')
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '"':
			sb.WriteString(`\"`)
		case r == '\\':
			sb.WriteString(`\\`)
		case r == '\n':
			sb.WriteString(`\n`)
		case r == '\r':
			sb.WriteString(`\r`)
		case r == '\t':
			sb.WriteString(`\t`)
		case r == '\b':
			sb.WriteString(`\b`)
		case r == '\f':
			sb.WriteString(`\f`)
		case r < 0x20:
			fmt.Fprintf(sb, `\u%04x`, r)
		default:
			sb.WriteString(s[i : i+n])
		}
		i += n
	}
	sb.WriteByte('"')
}

func writeValue(sb *strings.Builder, v any) error {
	switch x := v.(type) {
	case nil:
		sb.WriteString("null")
	case json.Number:
		sb.WriteString(string(x))
	case string:
		writeString(sb, x)
	case []string:
		sb.WriteByte('[')
		for i, s := range x {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeString(sb, s)
		}
		sb.WriteByte(']')
	case []any:
		sb.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				sb.WriteByte(',')
			}
			if err := writeValue(sb, e); err != nil {
				return err
			}
		}
		sb.WriteByte(']')
	case values.JSONText:
		dom, err := parseJSONText(string(x))
		if err != nil {
			return err
		}
		writeDOM(sb, dom)
	case []values.Diff:
		sb.WriteByte('[')
		for i, d := range x {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteString(`{"operation":`)
			writeString(sb, d.Operation)
			sb.WriteString(`,"path":`)
			writeString(sb, d.Path)
			sb.WriteString(`,"value":`)
			if d.Value == nil {
				sb.WriteString("null")
			} else if err := writeValue(sb, *d.Value); err != nil {
				return err
			}
			sb.WriteByte('}')
		}
		sb.WriteByte(']')
	case values.Geo:
		sb.WriteString(`{"srid":` + strconv.FormatUint(uint64(x.SRID), 10) + `,"wkb":`)
		writeString(sb, x.WKB)
		sb.WriteString(`,"wkt":`)
		if x.WKT == nil {
			sb.WriteString("null")
		} else {
			writeString(sb, *x.WKT)
		}
		sb.WriteByte('}')
	default:
		return fmt.Errorf("no JSON rendering for %T", v)
	}
	return nil
}

// ---------------------------------------------------------------- a JSON DOM

// jsonNumber keeps a number's text as MySQL printed it.
type jsonNumber string

// jsonObject keeps its members; MySQL prints them in its key order (see sortedKeys).
type jsonObject struct {
	keys   []string
	values map[string]any
}

func (o *jsonObject) set(k string, v any) {
	if _, ok := o.values[k]; !ok {
		o.keys = append(o.keys, k)
	}
	o.values[k] = v
}

func (o *jsonObject) remove(k string) {
	delete(o.values, k)
	for i, x := range o.keys {
		if x == k {
			o.keys = append(o.keys[:i:i], o.keys[i+1:]...)
			break
		}
	}
}

// sortedKeys: MySQL's key order, shorter keys first, then bytewise.
func (o *jsonObject) sortedKeys() []string {
	keys := append([]string{}, o.keys...)
	sort.SliceStable(keys, func(i, j int) bool {
		if len(keys[i]) != len(keys[j]) {
			return len(keys[i]) < len(keys[j])
		}
		return keys[i] < keys[j]
	})
	return keys
}

type jsonParser struct {
	s   string
	pos int
}

func parseJSONText(s string) (any, error) {
	p := &jsonParser{s: s}
	v, err := p.value()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.pos != len(p.s) {
		return nil, fmt.Errorf("JSON text: extra data at %d", p.pos)
	}
	return v, nil
}

func (p *jsonParser) space() {
	for p.pos < len(p.s) && strings.IndexByte(" \t\n\r", p.s[p.pos]) >= 0 {
		p.pos++
	}
}

func (p *jsonParser) fail(what string) error {
	return fmt.Errorf("JSON text: %s at %d", what, p.pos)
}

func (p *jsonParser) value() (any, error) {
	p.space()
	if p.pos >= len(p.s) {
		return nil, p.fail("a value expected")
	}
	switch c := p.s[p.pos]; {
	case c == '{':
		p.pos++
		o := &jsonObject{values: map[string]any{}}
		p.space()
		if p.pos < len(p.s) && p.s[p.pos] == '}' {
			p.pos++
			return o, nil
		}
		for {
			p.space()
			if p.pos >= len(p.s) || p.s[p.pos] != '"' {
				return nil, p.fail("a key expected")
			}
			k, err := p.str()
			if err != nil {
				return nil, err
			}
			p.space()
			if p.pos >= len(p.s) || p.s[p.pos] != ':' {
				return nil, p.fail("':' expected")
			}
			p.pos++
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			o.set(k, v)
			p.space()
			if p.pos < len(p.s) && p.s[p.pos] == ',' {
				p.pos++
				continue
			}
			if p.pos < len(p.s) && p.s[p.pos] == '}' {
				p.pos++
				return o, nil
			}
			return nil, p.fail("',' or '}' expected")
		}
	case c == '[':
		p.pos++
		out := []any{}
		p.space()
		if p.pos < len(p.s) && p.s[p.pos] == ']' {
			p.pos++
			return out, nil
		}
		for {
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			out = append(out, v)
			p.space()
			if p.pos < len(p.s) && p.s[p.pos] == ',' {
				p.pos++
				continue
			}
			if p.pos < len(p.s) && p.s[p.pos] == ']' {
				p.pos++
				return out, nil
			}
			return nil, p.fail("',' or ']' expected")
		}
	case c == '"':
		return p.str()
	case strings.HasPrefix(p.s[p.pos:], "true"):
		p.pos += 4
		return true, nil
	case strings.HasPrefix(p.s[p.pos:], "false"):
		p.pos += 5
		return false, nil
	case strings.HasPrefix(p.s[p.pos:], "null"):
		p.pos += 4
		return nil, nil
	case c == '-' || c >= '0' && c <= '9':
		start := p.pos
		p.pos++
		for p.pos < len(p.s) && strings.IndexByte("0123456789+-.eE", p.s[p.pos]) >= 0 {
			p.pos++
		}
		return jsonNumber(p.s[start:p.pos]), nil
	}
	return nil, p.fail("a value expected")
}

func (p *jsonParser) str() (string, error) {
	p.pos++ // the opening quote
	var sb strings.Builder
	for p.pos < len(p.s) {
		c := p.s[p.pos]
		switch {
		case c == '"':
			p.pos++
			return sb.String(), nil
		case c == '\\':
			if p.pos+1 >= len(p.s) {
				return "", p.fail("an escape expected")
			}
			e := p.s[p.pos+1]
			p.pos += 2
			switch e {
			case 'b':
				sb.WriteByte('\b')
			case 'f':
				sb.WriteByte('\f')
			case 'n':
				sb.WriteByte('\n')
			case 'r':
				sb.WriteByte('\r')
			case 't':
				sb.WriteByte('\t')
			case 'u':
				r, err := p.hex4()
				if err != nil {
					return "", err
				}
				if utf16.IsSurrogate(r) && strings.HasPrefix(p.s[p.pos:], `\u`) {
					p.pos += 2
					r2, err := p.hex4()
					if err != nil {
						return "", err
					}
					r = utf16.DecodeRune(r, r2)
				}
				sb.WriteRune(r)
			default:
				sb.WriteByte(e)
			}
		default:
			sb.WriteByte(c)
			p.pos++
		}
	}
	return "", p.fail("unterminated string")
}

func (p *jsonParser) hex4() (rune, error) {
	if p.pos+4 > len(p.s) {
		return 0, p.fail("four hex digits expected")
	}
	n, err := strconv.ParseUint(p.s[p.pos:p.pos+4], 16, 32)
	if err != nil {
		return 0, p.fail("four hex digits expected")
	}
	p.pos += 4
	return rune(n), nil
}

// writeDOM writes a DOM as Python's json.dumps writes what json.loads made of MySQL's text:
// members in MySQL's key order, integers exact, other numbers as the shortest double.
func writeDOM(sb *strings.Builder, v any) {
	switch x := v.(type) {
	case nil:
		sb.WriteString("null")
	case bool:
		if x {
			sb.WriteString("true")
		} else {
			sb.WriteString("false")
		}
	case string:
		writeString(sb, x)
	case jsonNumber:
		sb.WriteString(pythonNumber(string(x)))
	case []any:
		sb.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeDOM(sb, e)
		}
		sb.WriteByte(']')
	case *jsonObject:
		sb.WriteByte('{')
		for i, k := range x.sortedKeys() {
			if i > 0 {
				sb.WriteByte(',')
			}
			writeString(sb, k)
			sb.WriteByte(':')
			writeDOM(sb, x.values[k])
		}
		sb.WriteByte('}')
	}
}

// pythonNumber: an integer's digits (as Python's int), else the number as a double in Python's
// repr notation (1.5, 1e+20, inf for one out of range).
func pythonNumber(text string) string {
	if !strings.ContainsAny(text, ".eE") {
		if n, ok := new(big.Int).SetString(text, 10); ok {
			return n.String()
		}
		return text
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil && !math.IsInf(f, 0) {
		return text
	}
	if math.IsInf(f, 1) {
		return "Infinity"
	}
	if math.IsInf(f, -1) {
		return "-Infinity"
	}
	return reprFloat(f)
}

// reprFloat: Python's repr of a double (shortest round-trip digits; exponent form below 1e-4 and
// from 1e16).
func reprFloat(f float64) string {
	if f == 0 {
		if math.Signbit(f) {
			return "-0.0"
		}
		return "0.0"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX
	mant, expText, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(expText)
	sign := ""
	if mant[0] == '-' {
		sign, mant = "-", mant[1:]
	}
	digits := strings.Replace(mant, ".", "", 1)
	if exp < -4 || exp >= 16 {
		m := digits[:1]
		if len(digits) > 1 {
			m += "." + digits[1:]
		}
		es := "+"
		if exp < 0 {
			es, exp = "-", -exp
		}
		return fmt.Sprintf("%s%se%s%02d", sign, m, es, exp)
	}
	decpt := exp + 1
	switch {
	case decpt <= 0:
		return sign + "0." + strings.Repeat("0", -decpt) + digits
	case decpt >= len(digits):
		return sign + digits + strings.Repeat("0", decpt-len(digits)) + ".0"
	}
	return sign + digits[:decpt] + "." + digits[decpt:]
}

// ---------------------------------------------------------------- partial JSON updates

type pathLeg struct {
	member string
	kind   byte // 'm' member, 'c' cell, 'l' last-n
	n      int
}

func parsePath(path string) ([]pathLeg, error) {
	if !strings.HasPrefix(path, "$") {
		return nil, fmt.Errorf("a JSON path starts with $: %q", path)
	}
	var legs []pathLeg
	i, n := 1, len(path)
	for i < n {
		ch := path[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			i++
		case ch == '.':
			i++
			if i < n && path[i] == '"' {
				p := &jsonParser{s: path, pos: i}
				name, err := p.str()
				if err != nil {
					return nil, err
				}
				legs = append(legs, pathLeg{member: name, kind: 'm'})
				i = p.pos
			} else {
				j := i
				for j < n && !strings.ContainsRune(".[ \t\n\r", rune(path[j])) {
					j++
				}
				if j == i {
					return nil, fmt.Errorf("no member name at %d in %q", i, path)
				}
				legs = append(legs, pathLeg{member: path[i:j], kind: 'm'})
				i = j
			}
		case ch == '[':
			j := strings.IndexByte(path[i:], ']')
			if j < 0 {
				return nil, fmt.Errorf("bad array leg at %d in %q", i, path)
			}
			inner := strings.TrimSpace(path[i+1 : i+j])
			if k, err := strconv.Atoi(inner); err == nil && k >= 0 && !strings.ContainsAny(inner, "+-") {
				legs = append(legs, pathLeg{kind: 'c', n: k})
			} else if strings.HasPrefix(inner, "last") {
				rest := strings.TrimSpace(inner[4:])
				k := 0
				if rest != "" {
					if !strings.HasPrefix(rest, "-") {
						return nil, fmt.Errorf("bad array leg at %d in %q", i, path)
					}
					k, err = strconv.Atoi(strings.TrimSpace(rest[1:]))
					if err != nil || k < 0 {
						return nil, fmt.Errorf("bad array leg at %d in %q", i, path)
					}
				}
				legs = append(legs, pathLeg{kind: 'l', n: k})
			} else {
				return nil, fmt.Errorf("bad array leg at %d in %q", i, path)
			}
			i += j + 1
		default:
			return nil, fmt.Errorf("unexpected %q at %d in %q", ch, i, path)
		}
	}
	return legs, nil
}

func legIndex(l pathLeg, size int) int {
	if l.kind == 'c' {
		return l.n
	}
	return size - 1 - l.n
}

func seek(dom any, legs []pathLeg, path string) (any, error) {
	for _, l := range legs {
		switch x := dom.(type) {
		case []any:
			if l.kind == 'm' {
				return nil, fmt.Errorf("%s: the path does not fit the document", path)
			}
			i := legIndex(l, len(x))
			if i < 0 || i >= len(x) {
				return nil, fmt.Errorf("%s: no array element %d", path, i)
			}
			dom = x[i]
		case *jsonObject:
			if l.kind != 'm' {
				return nil, fmt.Errorf("%s: the path does not fit the document", path)
			}
			v, ok := x.values[l.member]
			if !ok {
				return nil, fmt.Errorf("%s: no member %q", path, l.member)
			}
			dom = v
		default:
			return nil, fmt.Errorf("%s: the path does not fit the document", path)
		}
	}
	return dom, nil
}

// ApplyDiffs applies a partial update's diffs to the before image's document (MySQL's JSON
// text) as the server does (apply_json_diff in sql/json_diff.cc), and returns the new document.
func ApplyDiffs(doc string, diffs []values.Diff) (string, error) {
	dom, err := parseJSONText(doc)
	if err != nil {
		return "", err
	}
	for _, d := range diffs {
		legs, err := parsePath(d.Path)
		if err != nil {
			return "", err
		}
		var value any
		if d.Operation != "remove" {
			if d.Value == nil {
				return "", fmt.Errorf("%s: a %s without a value", d.Path, d.Operation)
			}
			if value, err = parseJSONText(string(*d.Value)); err != nil {
				return "", err
			}
		}
		if len(legs) == 0 {
			if d.Operation == "remove" {
				return "", fmt.Errorf("$: the whole document cannot be removed")
			}
			dom = value
			continue
		}
		parent, err := seek(dom, legs[:len(legs)-1], d.Path)
		if err != nil {
			return "", err
		}
		last := legs[len(legs)-1]
		replaceIn := func(arr []any) {
			// arrays are shared with their parent by reference only through the slice header:
			// set the element in place
			arr[legIndex(last, len(arr))] = value
		}
		switch d.Operation {
		case "replace":
			if _, err := seek(parent, []pathLeg{last}, d.Path); err != nil {
				return "", err
			}
			switch x := parent.(type) {
			case *jsonObject:
				x.set(last.member, value)
			case []any:
				replaceIn(x)
			}
		case "insert":
			switch x := parent.(type) {
			case *jsonObject:
				if last.kind != 'm' {
					return "", fmt.Errorf("%s: the path does not fit the document", d.Path)
				}
				if _, ok := x.values[last.member]; ok {
					return "", fmt.Errorf("%s: member exists already", d.Path)
				}
				x.set(last.member, value)
			case []any:
				if last.kind == 'm' {
					return "", fmt.Errorf("%s: the path does not fit the document", d.Path)
				}
				pos := legIndex(last, len(x))
				if pos < 0 {
					pos = 0
				}
				if pos > len(x) {
					pos = len(x)
				}
				grown := append(append(append([]any{}, x[:pos]...), value), x[pos:]...)
				if dom, err = replaceNode(dom, legs[:len(legs)-1], grown); err != nil {
					return "", err
				}
			default:
				return "", fmt.Errorf("%s: the path does not fit the document", d.Path)
			}
		case "remove":
			switch x := parent.(type) {
			case *jsonObject:
				if _, ok := x.values[last.member]; last.kind != 'm' || !ok {
					return "", fmt.Errorf("%s: nothing to remove", d.Path)
				}
				x.remove(last.member)
			case []any:
				i := legIndex(last, len(x))
				if last.kind == 'm' || i < 0 || i >= len(x) {
					return "", fmt.Errorf("%s: nothing to remove", d.Path)
				}
				shrunk := append(append([]any{}, x[:i]...), x[i+1:]...)
				if dom, err = replaceNode(dom, legs[:len(legs)-1], shrunk); err != nil {
					return "", err
				}
			default:
				return "", fmt.Errorf("%s: nothing to remove", d.Path)
			}
		default:
			return "", fmt.Errorf("unknown JSON diff operation %q", d.Operation)
		}
	}
	var sb strings.Builder
	writeMySQL(&sb, dom)
	return sb.String(), nil
}

// replaceNode puts node where legs lead in dom (a grown or shrunk array has a new slice).
func replaceNode(dom any, legs []pathLeg, node any) (any, error) {
	if len(legs) == 0 {
		return node, nil
	}
	parent, err := seek(dom, legs[:len(legs)-1], "")
	if err != nil {
		return nil, err
	}
	last := legs[len(legs)-1]
	switch x := parent.(type) {
	case *jsonObject:
		x.values[last.member] = node
	case []any:
		x[legIndex(last, len(x))] = node
	}
	return dom, nil
}

// writeMySQL writes a DOM as MySQL prints it (the text values.RenderJSON gives).
func writeMySQL(sb *strings.Builder, v any) {
	switch x := v.(type) {
	case nil:
		sb.WriteString("null")
	case bool:
		if x {
			sb.WriteString("true")
		} else {
			sb.WriteString("false")
		}
	case string:
		sb.WriteByte('"')
		for i := 0; i < len(x); i++ {
			c := x[i]
			switch c {
			case '"':
				sb.WriteString(`\"`)
			case '\\':
				sb.WriteString(`\\`)
			case '\b':
				sb.WriteString(`\b`)
			case '\t':
				sb.WriteString(`\t`)
			case '\n':
				sb.WriteString(`\n`)
			case '\f':
				sb.WriteString(`\f`)
			case '\r':
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
	case jsonNumber:
		sb.WriteString(string(x))
	case []any:
		sb.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeMySQL(sb, e)
		}
		sb.WriteByte(']')
	case *jsonObject:
		sb.WriteByte('{')
		for i, k := range x.sortedKeys() {
			if i > 0 {
				sb.WriteString(", ")
			}
			writeMySQL(sb, k)
			sb.WriteString(": ")
			writeMySQL(sb, x.values[k])
		}
		sb.WriteByte('}')
	}
}
