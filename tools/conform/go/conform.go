// The Go half of the conformance run (tests/test_lang_conformance.py, ./build.sh conform --lang
// go): parse conformance jobs, or test vectors, with the Go parsers that kaitai-struct-compiler
// makes from formats/kaitai (mended by fixgen, see fixgen/main.go) and print the canonical tree
// of each (formats/README.md, "Canonical parse trees"). What Conform.java does for Java.
//
//	conform jobs --schema SCHEMA.json --out-dir DIR JOB...
//	conform vectors --schema SCHEMA.json VECTORS.json...
//
// SCHEMA.json is tools/ksc/schema.js's description of the specs: each type's fields in spec order
// with their .ksy ids. The driver finds each field by reflection (params and seq fields are struct
// fields, instances are methods, both under the compiler's UpperCamelCase name), so it lists no
// field itself. A seq field or instance is in the tree when the parse assigned it (the Present_
// record fixgen adds): the compiler leaves the zero value in a field whose `if` was false, where
// the other languages leave null. A job line is {"i", "bytes", "len_header", "len_checksum",
// "post_header_lens", "fde_has_checksum_alg", "table_map"}; the output is one {"i", "tree"} or
// {"error", "i", "message"} line per event, in DIR/<job file name>. In vectors mode each output
// line is {"file", "name", "tree"} or {"file", "name", "error"} on stdout; the Python side
// compares them with the vectors' trees.
package main

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"

	"binlogspec/conform/parsers"

	"github.com/kaitai-io/kaitai_struct_go_runtime/kaitai"
)

// ---------------------------------------------------------------- schema

type field struct {
	ID    string `json:"id"`
	Kind  string `json:"kind"`
	Camel string `json:"camel"`
	Skip  bool   `json:"skip"`
	// a list: a repeated u1 is a []byte in Go as a byte array is, but a list of numbers in the tree
	Repeat bool
	Enum   *string
	enum   map[string]string
}

type typeInfo struct {
	Key    string   `json:"key"`
	Path   []string `json:"path"`
	Params []struct {
		ID string `json:"id"`
	} `json:"params"`
	Fields []*field `json:"fields"`
	ctor   reflect.Value
	ptr    reflect.Type // *T
}

type driver struct {
	byKey  map[string]*typeInfo
	byType map[reflect.Type]*typeInfo
}

func upperCamel(id string) string {
	var b strings.Builder
	for _, p := range strings.Split(id, "_") {
		if p != "" {
			b.WriteString(strings.ToUpper(p[:1]) + p[1:])
		}
	}
	return b.String()
}

func loadSchema(path string) (*driver, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var schema struct {
		Types []*typeInfo                  `json:"types"`
		Enums map[string]map[string]string `json:"enums"`
	}
	if err := json.Unmarshal(raw, &schema); err != nil {
		return nil, err
	}
	d := &driver{byKey: map[string]*typeInfo{}, byType: map[reflect.Type]*typeInfo{}}
	for _, t := range schema.Types {
		parts := make([]string, len(t.Path))
		for i, p := range t.Path {
			parts[i] = upperCamel(p)
		}
		name := strings.Join(parts, "_")
		ctor, ok := parsers.Constructors[name]
		if !ok {
			return nil, fmt.Errorf("no constructor New%s for %s", name, t.Key)
		}
		t.ctor = reflect.ValueOf(ctor)
		t.ptr = t.ctor.Type().Out(0)
		for _, f := range t.Fields {
			if f.Enum != nil {
				f.enum = schema.Enums[*f.Enum]
			}
			if f.Skip {
				continue
			}
			if f.Kind == "instance" {
				if _, ok := t.ptr.MethodByName(upperCamel(f.ID)); !ok {
					return nil, fmt.Errorf("no method %s() for %s.%s", upperCamel(f.ID), t.Key, f.ID)
				}
			} else if _, ok := t.ptr.Elem().FieldByName(upperCamel(f.ID)); !ok {
				return nil, fmt.Errorf("no field %s for %s.%s", upperCamel(f.ID), t.Key, f.ID)
			}
		}
		d.byKey[t.Key] = t
		d.byType[t.ptr] = t
	}
	return d, nil
}

// the enum map is read from "enum" (a key of "enums") by a custom unmarshal of the field
func (f *field) UnmarshalJSON(b []byte) error {
	var raw struct {
		ID     string      `json:"id"`
		Kind   string      `json:"kind"`
		Camel  string      `json:"camel"`
		Skip   bool        `json:"skip"`
		Repeat bool        `json:"repeat"`
		Enum   interface{} `json:"enum"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	f.ID, f.Kind, f.Camel, f.Skip, f.Repeat = raw.ID, raw.Kind, raw.Camel, raw.Skip, raw.Repeat
	if s, ok := raw.Enum.(string); ok {
		f.Enum = &s
	}
	return nil
}

// ---------------------------------------------------------------- parsing

type parseError struct{ name, msg string }

func (e parseError) Error() string { return e.msg }

// parse: the object of spec `key` parsed from data with the params (by .ksy id).
func (d *driver) parse(key string, data []byte, params map[string]interface{}) (obj reflect.Value, err error) {
	t := d.byKey[key]
	if t == nil {
		return reflect.Value{}, fmt.Errorf("unknown spec %s", key)
	}
	ft := t.ctor.Type()
	if ft.NumIn() != len(t.Params) {
		return reflect.Value{}, fmt.Errorf("New for %s takes %d params, the spec has %d", key, ft.NumIn(), len(t.Params))
	}
	args := make([]reflect.Value, ft.NumIn())
	for i, p := range t.Params {
		if args[i], err = convert(params[p.ID], ft.In(i)); err != nil {
			return reflect.Value{}, fmt.Errorf("param %s: %v", p.ID, err)
		}
	}
	obj = t.ctor.Call(args)[0]
	read := obj.MethodByName("Read")
	rt := read.Type()
	root := reflect.Zero(rt.In(2))
	if rt.In(2) == obj.Type() {
		root = obj
	}
	stream := kaitai.NewStream(bytes.NewReader(data))
	out := read.Call([]reflect.Value{reflect.ValueOf(stream), reflect.Zero(rt.In(1)), root})
	if e := out[0].Interface(); e != nil {
		return reflect.Value{}, e.(error)
	}
	return obj, nil
}

func convert(v interface{}, to reflect.Type) (reflect.Value, error) {
	if v == nil {
		return reflect.Zero(to), nil
	}
	out := reflect.New(to).Elem()
	switch x := v.(type) {
	case reflect.Value:
		if x.Kind() == reflect.Interface {
			x = x.Elem()
		}
		if !x.IsValid() {
			return reflect.Zero(to), nil
		}
		if !x.Type().AssignableTo(to) {
			return out, fmt.Errorf("a %s where a %s is wanted", x.Type(), to)
		}
		out.Set(x)
	case json.Number:
		switch to.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			n, err := strconv.ParseInt(x.String(), 10, 64)
			if err != nil {
				return out, err
			}
			out.SetInt(n)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			n, err := strconv.ParseUint(x.String(), 10, 64)
			if err != nil {
				return out, err
			}
			out.SetUint(n)
		case reflect.Float32, reflect.Float64:
			f, err := x.Float64()
			if err != nil {
				return out, err
			}
			out.SetFloat(f)
		default:
			return out, fmt.Errorf("a number where a %s is wanted", to)
		}
	case bool:
		out.SetBool(x)
	case string:
		if to.Kind() == reflect.Slice && to.Elem().Kind() == reflect.Uint8 {
			b, err := hex.DecodeString(x)
			if err != nil {
				return out, err
			}
			out.SetBytes(b)
		} else {
			out.SetString(x)
		}
	default:
		return out, fmt.Errorf("cannot pass a %T as a %s", v, to)
	}
	return out, nil
}

// ---------------------------------------------------------------- canonical text

func (d *driver) structText(obj reflect.Value, out *bytes.Buffer) error {
	t := d.byType[obj.Type()]
	if t == nil {
		return fmt.Errorf("object of unknown type %s", obj.Type())
	}
	elem := obj.Elem()
	present, _ := elem.FieldByName("Present_").Interface().(map[string]bool)
	fields := map[string]string{}
	for _, f := range t.Fields {
		if f.Skip {
			continue
		}
		var v reflect.Value
		switch f.Kind {
		case "param":
			v = elem.FieldByName(upperCamel(f.ID))
		case "seq":
			if !present[upperCamel(f.ID)] {
				continue
			}
			v = elem.FieldByName(upperCamel(f.ID))
		default:
			res := obj.MethodByName(upperCamel(f.ID)).Call(nil)
			if e := res[1].Interface(); e != nil {
				return e.(error)
			}
			// re-read: the call recorded its presence
			present, _ = elem.FieldByName("Present_").Interface().(map[string]bool)
			if !present[f.Camel] {
				continue
			}
			v = res[0]
		}
		if isNil(v) {
			continue
		}
		var b bytes.Buffer
		if err := d.value(v, f, &b); err != nil {
			return err
		}
		fields[f.ID] = b.String()
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out.WriteByte('{')
	for i, k := range keys {
		if i > 0 {
			out.WriteByte(',')
		}
		jsonString(k, out)
		out.WriteByte(':')
		out.WriteString(fields[k])
	}
	out.WriteByte('}')
	return nil
}

func isNil(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Interface, reflect.Ptr, reflect.Map:
		return v.IsNil()
	}
	return !v.IsValid()
}

func (d *driver) value(v reflect.Value, f *field, out *bytes.Buffer) error {
	switch v.Kind() {
	case reflect.Interface:
		if v.IsNil() {
			out.WriteString("null")
			return nil
		}
		return d.value(v.Elem(), f, out)
	case reflect.Ptr:
		if v.IsNil() {
			out.WriteString("null")
			return nil
		}
		return d.structText(v, out)
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 && !f.Repeat {
			out.WriteByte('"')
			out.WriteString(hex.EncodeToString(v.Bytes()))
			out.WriteByte('"')
			return nil
		}
		item := f
		if f.Repeat {
			// the list's items are not lists (a repeated byte array's items are byte arrays)
			copied := *f
			copied.Repeat = false
			item = &copied
		}
		out.WriteByte('[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				out.WriteByte(',')
			}
			if err := d.value(v.Index(i), item, out); err != nil {
				return err
			}
		}
		out.WriteByte(']')
	case reflect.Bool:
		if v.Bool() {
			out.WriteString("true")
		} else {
			out.WriteString("false")
		}
	case reflect.String:
		jsonString(v.String(), out)
	case reflect.Float32, reflect.Float64:
		floatText(v.Float(), out)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		var n string
		if v.CanInt() {
			n = strconv.FormatInt(v.Int(), 10)
		} else {
			n = strconv.FormatUint(v.Uint(), 10)
		}
		if name, ok := f.enum[n]; ok {
			jsonString(name, out)
		} else {
			out.WriteString(n)
		}
	default:
		return fmt.Errorf("cannot dump a %s (%s)", v.Type(), f.ID)
	}
	return nil
}

// floatText: Python's repr() of a double (the shortest digits that read back to it; fixed
// notation for decimal exponents -4..15, ".0" when whole, else d.ddde[+-]XX); JSON has no
// NaN or infinities, the canonical form writes them as strings.
func floatText(x float64, out *bytes.Buffer) {
	switch {
	case math.IsNaN(x):
		out.WriteString(`"NaN"`)
		return
	case math.IsInf(x, 1):
		out.WriteString(`"Infinity"`)
		return
	case math.IsInf(x, -1):
		out.WriteString(`"-Infinity"`)
		return
	case x == 0:
		if math.Signbit(x) {
			out.WriteString("-0.0")
		} else {
			out.WriteString("0.0")
		}
		return
	}
	if x < 0 {
		out.WriteByte('-')
		x = -x
	}
	sci := strconv.FormatFloat(x, 'e', -1, 64) // d.ddde±XX, shortest
	e := strings.IndexByte(sci, 'e')
	digits := strings.TrimRight(strings.Replace(sci[:e], ".", "", 1), "0")
	if digits == "" {
		digits = "0"
	}
	exp, _ := strconv.Atoi(sci[e+1:])
	switch {
	case exp >= -4 && exp < 16:
		switch {
		case exp >= len(digits)-1:
			out.WriteString(digits + strings.Repeat("0", exp-len(digits)+1) + ".0")
		case exp >= 0:
			out.WriteString(digits[:exp+1] + "." + digits[exp+1:])
		default:
			out.WriteString("0." + strings.Repeat("0", -exp-1) + digits)
		}
	default:
		out.WriteString(digits[:1])
		if len(digits) > 1 {
			out.WriteString("." + digits[1:])
		}
		sign := "+"
		if exp < 0 {
			sign, exp = "-", -exp
		}
		fmt.Fprintf(out, "e%s%02d", sign, exp)
	}
}

// jsonString: a JSON string as Python's json.dumps(ensure_ascii=False) writes it (bytes that are
// not UTF-8 become U+FFFD).
func jsonString(s string, out *bytes.Buffer) {
	out.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			out.WriteString(`\"`)
		case '\\':
			out.WriteString(`\\`)
		case '\n':
			out.WriteString(`\n`)
		case '\r':
			out.WriteString(`\r`)
		case '\t':
			out.WriteString(`\t`)
		case '\b':
			out.WriteString(`\b`)
		case '\f':
			out.WriteString(`\f`)
		default:
			if r < 0x20 {
				fmt.Fprintf(out, `\u%04x`, r)
			} else {
				out.WriteRune(r)
			}
		}
	}
	out.WriteByte('"')
}

// ---------------------------------------------------------------- jobs and vectors

func decode(line []byte, v interface{}) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	return dec.Decode(v)
}

// safely: f, with a panic of the generated code (an index out of range, a nil struct) as an error
func safely(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = parseError{"panic", fmt.Sprint(r)}
			if os.Getenv("CONFORM_TRACE") != "" {
				os.Stderr.Write(debug.Stack())
			}
		}
	}()
	return f()
}

func errorName(err error) string {
	var pe parseError
	if errors.As(err, &pe) {
		return pe.name
	}
	return strings.TrimPrefix(fmt.Sprintf("%T", err), "*")
}

func (d *driver) runJob(job string, out *bufio.Writer) error {
	raw, err := os.ReadFile(job)
	if err != nil {
		return err
	}
	parsed := map[string]reflect.Value{}
	for _, line := range bytes.Split(raw, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var entry map[string]interface{}
		if err := decode(line, &entry); err != nil {
			return err
		}
		i := entry["i"].(json.Number).String()
		params := map[string]interface{}{}
		for k, v := range entry {
			params[k] = v
		}
		params["table_map"] = nil
		if ref, ok := entry["table_map"].(json.Number); ok {
			if owner, ok := parsed[ref.String()]; ok {
				params["table_map"] = owner.Elem().FieldByName("Body")
			}
		}
		var tree bytes.Buffer
		err := safely(func() error {
			data, err := hex.DecodeString(entry["bytes"].(string))
			if err != nil {
				return err
			}
			obj, err := d.parse("binlog_event", data, params)
			if err != nil {
				return err
			}
			if err := d.structText(obj, &tree); err != nil {
				return err
			}
			parsed[i] = obj
			return nil
		})
		if err != nil {
			var b bytes.Buffer
			b.WriteString(`{"error":`)
			jsonString(errorName(err), &b)
			b.WriteString(`,"i":` + i + `,"message":`)
			jsonString(err.Error(), &b)
			b.WriteString("}\n")
			out.Write(b.Bytes())
			continue
		}
		out.WriteString(`{"i":` + i + `,"tree":`)
		out.Write(tree.Bytes())
		out.WriteString("}\n")
	}
	return nil
}

func (d *driver) buildVector(spec string, params map[string]interface{}, data string) (reflect.Value, error) {
	args := map[string]interface{}{}
	for k, v := range params {
		if nested, ok := v.(map[string]interface{}); ok {
			np, _ := nested["params"].(map[string]interface{})
			obj, err := d.buildVector(nested["spec"].(string), np, nested["bytes"].(string))
			if err != nil {
				return reflect.Value{}, err
			}
			v = obj
		}
		args[k] = v
	}
	b, err := hex.DecodeString(data)
	if err != nil {
		return reflect.Value{}, err
	}
	return d.parse(spec, b, args)
}

func (d *driver) runVectors(file string, out *bufio.Writer) error {
	raw, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var vectors []map[string]interface{}
	if err := decode(raw, &vectors); err != nil {
		return err
	}
	for _, v := range vectors {
		var b bytes.Buffer
		b.WriteString(`{"file":`)
		jsonString(filepath.Base(file), &b)
		b.WriteString(`,"name":`)
		jsonString(v["name"].(string), &b)
		var tree bytes.Buffer
		err := safely(func() error {
			params, _ := v["params"].(map[string]interface{})
			obj, err := d.buildVector(v["spec"].(string), params, v["bytes"].(string))
			if err != nil {
				return err
			}
			return d.structText(obj, &tree)
		})
		if err != nil {
			b.WriteString(`,"error":`)
			jsonString(errorName(err)+": "+err.Error(), &b)
		} else {
			b.WriteString(`,"tree":`)
			b.Write(tree.Bytes())
		}
		b.WriteString("}\n")
		out.Write(b.Bytes())
	}
	return nil
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: conform jobs --schema SCHEMA --out-dir DIR JOB... | conform vectors --schema SCHEMA VECTORS.json...")
	os.Exit(2)
}

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	mode := os.Args[1]
	var schema, outDir string
	var files []string
	for i := 2; i < len(os.Args); i++ {
		switch os.Args[i] {
		case "--schema":
			i++
			schema = os.Args[i]
		case "--out-dir":
			i++
			outDir = os.Args[i]
		default:
			files = append(files, os.Args[i])
		}
	}
	if schema == "" || len(files) == 0 {
		usage()
	}
	d, err := loadSchema(schema)
	if err != nil {
		fmt.Fprintln(os.Stderr, "conform:", err)
		os.Exit(1)
	}
	switch mode {
	case "jobs":
		if outDir == "" {
			usage()
		}
		for _, job := range files {
			f, err := os.Create(filepath.Join(outDir, filepath.Base(job)))
			if err != nil {
				fmt.Fprintln(os.Stderr, "conform:", err)
				os.Exit(1)
			}
			w := bufio.NewWriter(f)
			if err := d.runJob(job, w); err != nil {
				fmt.Fprintln(os.Stderr, "conform:", job+":", err)
				os.Exit(1)
			}
			w.Flush()
			f.Close()
		}
	case "vectors":
		w := bufio.NewWriter(os.Stdout)
		for _, f := range files {
			if err := d.runVectors(f, w); err != nil {
				fmt.Fprintln(os.Stderr, "conform:", f+":", err)
				os.Exit(1)
			}
		}
		w.Flush()
	default:
		usage()
	}
}
