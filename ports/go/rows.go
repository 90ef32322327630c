// Package binlogspec reads the row changes of MySQL and MariaDB binary logs with the parsers
// kaitai-struct-compiler generates from binlogspec's specs (package parsers) and binlogspec's
// value rules (package values), giving the values `binlogspec rows` gives.
//
//	r, err := binlogspec.Open("binlog.000001")
//	for change, err := range r.Rows() {
//		if err != nil { ... }          // a *binlogspec.Error naming FILE:OFFSET
//		fmt.Println(change.Op, change.DB, change.Table, change.Before, change.After)
//	}
package binlogspec

import (
	"encoding/hex"
	"fmt"
	"iter"
	"os"
	"strconv"
	"strings"

	"binlogspec.dev/binlogspec/parsers"
	"binlogspec.dev/binlogspec/values"
)

// Field is one column's value in a row image: the column's name and its value (see
// values.CellValue for the Go types; JSON columns are values.JSONText, a partial JSON update
// without a before image []values.Diff).
type Field struct {
	Name  string
	Value any
}

// Image is a row image: the present columns in table order. A column not in the image (a
// MINIMAL image) is left out; a NULL is a Field whose Value is nil.
type Image []Field

// Get is the value of the named column and whether the image holds it.
func (im Image) Get(name string) (any, bool) {
	for _, f := range im {
		if f.Name == name {
			return f.Value, true
		}
	}
	return nil, false
}

// RowChange is one row inserted, updated or deleted: the file, the offset of its rows event
// (of the TRANSACTION_PAYLOAD_EVENT that holds it), the GTID in effect (nil: none), the table,
// the operation ("insert", "update", "delete"), and the row images (nil where the operation has
// none).
type RowChange struct {
	File   string
	Pos    int64
	GTID   *string
	DB     string
	Table  string
	Op     string
	Before Image
	After  Image
}

// File is a binlog to read: Open a path or take bytes (FromBytes).
type File struct {
	name string
	data []byte
}

// Open reads the binlog at path (into memory).
func Open(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return &File{name: path, data: data}, nil
}

// FromBytes is a binlog held in memory; name is what its row changes and errors call it.
func FromBytes(name string, data []byte) *File {
	return &File{name: name, data: data}
}

// Rows iterates the file's row changes in file order. At a fault the iteration gives the changes
// before it, then (nil, *Error) and stops; a rows event gives all its rows or none.
func (f *File) Rows() iter.Seq2[*RowChange, error] {
	return func(yield func(*RowChange, error) bool) {
		stopped := false
		err := f.walkRows(func(c *RowChange) bool {
			if !yield(c, nil) {
				stopped = true
				return false
			}
			return true
		})
		if err != nil && !stopped {
			yield(nil, err)
		}
	}
}

var errStop = fmt.Errorf("stopped")

var writeCodes = map[int]bool{20: true, 23: true, 30: true, 166: true, 169: true}
var deleteCodes = map[int]bool{22: true, 25: true, 32: true, 168: true, 171: true}

func opOf(code int) string {
	switch {
	case writeCodes[code]:
		return "insert"
	case deleteCodes[code]:
		return "delete"
	}
	return "update"
}

func uuidText(b []byte) string {
	h := hex.EncodeToString(b)
	if len(h) != 32 {
		return h
	}
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// gtidOf is the GTID an event announces, as the servers print it: MySQL uuid:gno
// (uuid:tag:gno when tagged), MariaDB domain-server-seq.
func gtidOf(ev *Event) *string {
	if ev.Parsed == nil {
		return nil
	}
	var s string
	switch b := ev.Parsed.Body.(type) {
	case *parsers.MariadbGtidEvent:
		s = fmt.Sprintf("%d-%d-%d", b.DomainId, ev.ServerID, b.SeqNo)
	case *parsers.GtidLogEvent:
		s = uuidText(b.Sid) + ":" + strconv.FormatInt(b.Gno, 10)
	case *parsers.GtidTaggedLogEvent:
		var octets []byte
		if b.Fields != nil {
			for _, f := range b.Fields.Entries {
				if f.Present_["UuidOctets"] {
					for _, o := range f.UuidOctets {
						v, _ := o.Value()
						octets = append(octets, byte(v))
					}
					break
				}
			}
		}
		gno, _ := b.Gno()
		tag, _ := b.Tag()
		if tag != "" {
			s = uuidText(octets) + ":" + tag + ":" + strconv.FormatInt(gno, 10)
		} else {
			s = uuidText(octets) + ":" + strconv.FormatInt(gno, 10)
		}
	default:
		return nil
	}
	return &s
}

type tableInfo struct {
	tm      *parsers.TableMapEvent
	columns []values.TableColumn
}

func (f *File) walkRows(emit func(*RowChange) bool) error {
	r := newReader(f.name, f.data)
	var gtid *string
	var cached *tableInfo
	err := r.walk(func(ev *Event) error {
		switch ev.Code {
		case codeGTID, codeGTIDTagged, codeMariaGTID:
			gtid = gtidOf(ev)
			return nil
		case codeAnonymousGTID:
			gtid = nil
			return nil
		}
		if !rowsEvents[ev.Code] {
			return nil
		}
		layout := func(msg string) error { return r.fault(KindLayoutMismatch, msg, ev.Pos, ev.Code) }
		if ev.Undecoded != "" {
			return layout(ev.Undecoded)
		}
		body, ok := ev.Parsed.Body.(*parsers.RowsEvent)
		if !ok {
			return nil
		}
		list := body.RowData
		if !body.Present_["RowData"] {
			list = body.RowDataCompressed
			if !body.Present_["RowDataCompressed"] {
				return nil
			}
		}
		if ev.TableMap == nil {
			id, _ := body.TableId()
			return layout(fmt.Sprintf("no TABLE_MAP event for table id %d", id))
		}
		if cached == nil || cached.tm != ev.TableMap {
			mariadb := r.ctx != nil && strings.Contains(strings.ToLower(r.ctx.serverVersion), "mariadb")
			cols, err := columnsOf(ev.TableMap, mariadb)
			if err != nil {
				return layout(fmt.Sprintf("its table map does not describe the columns: %v", err))
			}
			cached = &tableInfo{tm: ev.TableMap, columns: cols}
		}
		var changes []*RowChange
		partial := ev.Code == 39
		for n, row := range list.Rows {
			c := &RowChange{File: f.name, Pos: ev.Pos, GTID: gtid, DB: ev.TableMap.DatabaseName,
				Table: ev.TableMap.TableName, Op: opOf(ev.Code)}
			var err error
			if row.Present_["BeforeImage"] {
				if c.Before, err = image(cached.columns, row.BeforeImage); err != nil {
					return r.fault(KindDecodeError, fmt.Sprintf("row %d: %v", n, err), ev.Pos, ev.Code)
				}
			}
			if row.Present_["AfterImage"] {
				if c.After, err = image(cached.columns, row.AfterImage); err != nil {
					return r.fault(KindDecodeError, fmt.Sprintf("row %d: %v", n, err), ev.Pos, ev.Code)
				}
				if partial {
					if err := applyPartialJSON(c.Before, c.After); err != nil {
						return r.fault(KindDecodeError, fmt.Sprintf("row %d: %v", n, err), ev.Pos, ev.Code)
					}
				}
			}
			changes = append(changes, c)
		}
		for _, c := range changes {
			if !emit(c) {
				return errStop
			}
		}
		return nil
	})
	if err == errStop {
		return nil
	}
	return err
}

func columnsOf(tm *parsers.TableMapEvent, mariadb bool) (cols []values.TableColumn, err error) {
	defer func() {
		if p := recover(); p != nil {
			cols, err = nil, fmt.Errorf("%v", p)
		}
	}()
	return values.Columns(tm, mariadb)
}

func image(columns []values.TableColumn, im *parsers.RowsEvent_RowImage) (Image, error) {
	out := Image{}
	for i, cell := range im.Cells {
		if i >= len(columns) {
			break
		}
		if !cell.IsPresent {
			continue
		}
		v, err := values.CellValue(&columns[i], cell)
		if err != nil {
			return nil, err
		}
		out = append(out, Field{Name: columns[i].Name, Value: v})
	}
	return out, nil
}

// applyPartialJSON: diff lists in the after image become whole documents where the before image
// holds the column's document (binlog_row_image=FULL); otherwise they stay diff lists.
func applyPartialJSON(before, after Image) error {
	for i, f := range after {
		diffs, ok := f.Value.([]values.Diff)
		if !ok {
			continue
		}
		doc, ok := before.Get(f.Name)
		text, isText := doc.(values.JSONText)
		if !ok || !isText {
			continue
		}
		applied, err := ApplyDiffs(string(text), diffs)
		if err != nil {
			return err
		}
		after[i].Value = values.JSONText(applied)
	}
	return nil
}
