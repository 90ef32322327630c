// Package values gives a row-image cell its value, following the value rules of formats/README.md
// ("Values beyond the specs") over the generated parses of the cell and of its TABLE_MAP event
// (package parsers: column_cell.ksy, table_map_event.ksy).
//
// Columns reads what a parsed TABLE_MAP event says of each column (names, types, signedness,
// collations, ENUM/SET labels, precision, fsp); CellValue takes a parsed cell and its column and
// returns the value in the form `binlogspec rows` writes: json.Number for numbers (all digits),
// string, []string for a SET with labels, JSONText for a JSON document, []Diff for a partial JSON
// update, Geo for GEOMETRY, []any for VECTOR, or nil for NULL. RenderJSON prints a binary JSON
// document as MySQL does; the per-type functions (Decimal, Time, Time2, Datetime, ...) take the
// value bytes where a rule reads digit groups or packed fields.
package values

import (
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Column holds the facts of a column's value rule, from its table map (the vectors' "column"
// object names them the same way).
type Column struct {
	TypeName     string   `json:"type_name"`
	RealTypeName string   `json:"real_type_name"`
	Unsigned     bool     `json:"unsigned"`
	CollationID  *int     `json:"collation_id"`
	Charset      string   `json:"charset"`
	EnumLabels   []string `json:"enum_labels"`
	SetLabels    []string `json:"set_labels"`
	Precision    int      `json:"precision"`
	Scale        int      `json:"scale"`
	Fsp          int      `json:"fsp"`
	MaxLength    int      `json:"max_length"`
	Bits         int      `json:"bits"`
}

// leUint reads up to 8 bytes little-endian.
func leUint(b []byte) uint64 {
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// beUint reads up to 8 bytes big-endian.
func beUint(b []byte) uint64 {
	var v uint64
	for _, c := range b {
		v = v<<8 | uint64(c)
	}
	return v
}

func need(raw []byte, n int, what string) error {
	if len(raw) != n {
		return fmt.Errorf("values: %s takes %d bytes, got %d", what, n, len(raw))
	}
	return nil
}

// fracBytes is n = (fsp + 1) / 2, the fraction's byte count of the fsp types.
func fracBytes(fsp int) int { return (fsp + 1) / 2 }

// fracMicros is fraction * 10^(6 - 2n): the fraction of a second in microseconds.
func fracMicros(fraction uint64, n int) uint64 {
	for i := 0; i < 6-2*n; i++ {
		fraction *= 10
	}
	return fraction
}

// Decimal: DECIMAL(precision, scale) from its binary form, written "[-]int[.frac]" with exactly
// scale fraction digits.
func Decimal(raw []byte, precision, scale int) (string, error) {
	intDigits := precision - scale
	groupLen := func(n int) int { return (n/9)*4 + (n%9+1)/2 }
	size := groupLen(intDigits) + groupLen(scale)
	if err := need(raw, size, fmt.Sprintf("DECIMAL(%d,%d)", precision, scale)); err != nil {
		return "", err
	}
	b := append([]byte(nil), raw...)
	negative := b[0]&0x80 == 0
	b[0] ^= 0x80
	if negative {
		for i := range b {
			b[i] = ^b[i]
		}
	}
	pos := 0
	group := func(digits int) string {
		nb := (digits + 1) / 2
		if digits == 9 {
			nb = 4
		}
		v := beUint(b[pos : pos+nb])
		pos += nb
		s := strconv.FormatUint(v, 10)
		if len(s) < digits {
			s = strings.Repeat("0", digits-len(s)) + s
		}
		return s
	}
	var ip strings.Builder
	if lead := intDigits % 9; lead > 0 {
		ip.WriteString(group(lead))
	}
	for i := 0; i < intDigits/9; i++ {
		ip.WriteString(group(9))
	}
	var fp strings.Builder
	for i := 0; i < scale/9; i++ {
		fp.WriteString(group(9))
	}
	if trail := scale % 9; trail > 0 {
		fp.WriteString(group(trail))
	}
	is := strings.TrimLeft(ip.String(), "0")
	if is == "" {
		is = "0"
	}
	out := is
	if scale > 0 {
		out += "." + fp.String()
	}
	if negative {
		out = "-" + out
	}
	return out, nil
}

// BitValue: BIT(n)'s cell_fixed.raw as a big-endian unsigned number.
func BitValue(raw []byte) json.Number {
	return json.Number(new(big.Int).SetBytes(raw).String())
}

// Time: the old TIME, a signed 3-byte number whose decimal digits read HHMMSS.
func Time(raw []byte) (string, error) {
	if err := need(raw, 3, "TIME"); err != nil {
		return "", err
	}
	v := int64(leUint(raw))
	if v >= 0x800000 {
		v -= 0x1000000
	}
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	return sign + clock(v/10000, v/100%100, v%100), nil
}

// clock writes a time of hours, minutes and seconds as "HH:MM:SS" (hours at least two digits)
// after adding them up, so that a minute or second field above 59 carries into the next.
func clock(hour, minute, second int64) string {
	total := hour*3600 + minute*60 + second
	return fmt.Sprintf("%02d:%02d:%02d", total/3600, total/60%60, total%60)
}

// Time2: TIME(fsp) since MySQL 5.6.4.
func Time2(raw []byte, fsp int) (string, error) {
	n := fracBytes(fsp)
	if err := need(raw, 3+n, fmt.Sprintf("TIME2(%d)", fsp)); err != nil {
		return "", err
	}
	// int_part * 256^n + fraction is the cell's 3 + n bytes read big-endian
	v := int64(beUint(raw)) - int64(1)<<(24+8*n-1)
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	ip := v >> (8 * n)
	micros := fracMicros(uint64(v&(int64(1)<<(8*n)-1)), n)
	hour, minute, second := (ip>>12)&0x3ff, (ip>>6)&0x3f, ip&0x3f
	s := sign + clock(hour, minute, second)
	if micros != 0 {
		s += fmt.Sprintf(".%06d", micros)
	}
	return s, nil
}

// validDateTime: a date the calendar has (no zero year, month or day, no day past the month's
// end) and a time of day (hour to 23, minute and second to 59).
func validDateTime(year, month, day, hour, minute, second int) bool {
	if year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59 {
		return false
	}
	return day <= time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// dateTime writes a date-time of DATETIME/DATETIME2: ISO style when the date is valid, else as
// the server prints it with fsp fraction digits.
func dateTime(year, month, day, hour, minute, second int, micros uint64, fsp int) string {
	if validDateTime(year, month, day, hour, minute, second) {
		s := fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute, second)
		if micros != 0 {
			s += fmt.Sprintf(".%06d", micros)
		}
		return s
	}
	s := fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d", year, month, day, hour, minute, second)
	if fsp > 0 {
		s += "." + fmt.Sprintf("%06d", micros)[:fsp]
	}
	return s
}

// Datetime: the old DATETIME, an 8-byte little-endian number whose digits read YYYYMMDDHHMMSS.
func Datetime(raw []byte) (string, error) {
	if err := need(raw, 8, "DATETIME"); err != nil {
		return "", err
	}
	v := leUint(raw)
	date, tod := v/1000000, v%1000000
	return dateTime(int(date/10000), int(date/100%100), int(date%100),
		int(tod/10000), int(tod/100%100), int(tod%100), 0, 0), nil
}

// Datetime2: DATETIME(fsp) since MySQL 5.6.4: 40 big-endian bits (sign, year*13+month 17, day 5,
// hour 5, minute 6, second 6), then the fraction.
func Datetime2(raw []byte, fsp int) (string, error) {
	n := fracBytes(fsp)
	if err := need(raw, 5+n, fmt.Sprintf("DATETIME2(%d)", fsp)); err != nil {
		return "", err
	}
	v := beUint(raw[:5])
	second, minute, hour := v&0x3f, (v>>6)&0x3f, (v>>12)&0x1f
	day, yearMonth := (v>>17)&0x1f, (v>>22)&0x1ffff
	var micros uint64
	if n > 0 {
		micros = fracMicros(beUint(raw[5:]), n)
	}
	return dateTime(int(yearMonth/13), int(yearMonth%13), int(day), int(hour), int(minute), int(second), micros, fsp), nil
}

// timestamp writes seconds since the epoch and microseconds: the zero timestamp, or the UTC
// date-time ISO style with "+00:00".
func timestamp(seconds, micros uint64, fsp int) string {
	if seconds == 0 && micros == 0 {
		s := "0000-00-00 00:00:00"
		if fsp > 0 {
			s += "." + strings.Repeat("0", fsp)
		}
		return s
	}
	t := time.Unix(int64(seconds), 0).UTC()
	s := t.Format("2006-01-02T15:04:05")
	if micros != 0 {
		s += fmt.Sprintf(".%06d", micros)
	}
	return s + "+00:00"
}

// Enum: raw little-endian is the 1-based member index, 0 the empty string; without labels the
// index.
func Enum(raw []byte, labels []string) any {
	i := leUint(raw)
	if labels == nil {
		return json.Number(strconv.FormatUint(i, 10))
	}
	if i == 0 {
		return ""
	}
	if i <= uint64(len(labels)) {
		return labels[i-1]
	}
	// an index past the labels: the README does not say; keep the number.
	return json.Number(strconv.FormatUint(i, 10))
}

// Set: raw little-endian is a bit set over the members (bit 0 the first); the labels of the set
// bits sorted by code point, or without labels the number.
func Set(raw []byte, labels []string) any {
	bits := leUint(raw)
	if labels == nil {
		return json.Number(strconv.FormatUint(bits, 10))
	}
	out := []string{}
	for i, l := range labels {
		if i < 64 && bits>>uint(i)&1 == 1 {
			out = append(out, l)
		}
	}
	sort.Strings(out) // bytewise on UTF-8 is code-point order
	return out
}
