package values

// Text in a column's character set (formats/README.md, "text"): the collation id names the set
// (collations.go, generated from python/binlogspec/charsets.py, which covers every MySQL and
// MariaDB id, with the server's own tables of the 8-bit sets); bytes that do not decode strictly
// in it stay bytes. Multi-byte sets other than the Unicode ones are decoded by x/text.

import (
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// CharsetOf names the character set of a collation id ("utf8mb4", "latin1", "binary", ...);
// "" for an id no server has.
func CharsetOf(id int) string {
	if i, ok := collationCharset[id]; ok {
		return charsetNames[i]
	}
	return ""
}

// multiByte: multi-byte character sets decoded with x/text's decoders.
var multiByte = map[string]encoding.Encoding{
	"gbk": simplifiedchinese.GBK, "gb2312": simplifiedchinese.GBK, "gb18030": simplifiedchinese.GB18030,
	"big5": traditionalchinese.Big5, "sjis": japanese.ShiftJIS, "cp932": japanese.ShiftJIS,
	"ujis": japanese.EUCJP, "eucjpms": japanese.EUCJP, "euckr": korean.EUCKR,
}

func utf16Text(b []byte, bigEndian bool) (string, bool) {
	if len(b)%2 != 0 {
		return "", false
	}
	units := make([]uint16, len(b)/2)
	for i := range units {
		if bigEndian {
			units[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
		} else {
			units[i] = uint16(b[2*i+1])<<8 | uint16(b[2*i])
		}
	}
	for i := 0; i < len(units); i++ { // no lone surrogates (Python's strict codec)
		u := units[i]
		if u >= 0xd800 && u < 0xdc00 {
			if i+1 >= len(units) || units[i+1] < 0xdc00 || units[i+1] >= 0xe000 {
				return "", false
			}
			i++
		} else if u >= 0xdc00 && u < 0xe000 {
			return "", false
		}
	}
	return string(utf16.Decode(units)), true
}

// DecodeText decodes bytes in a character set; false when the set is binary or unknown, or the
// bytes do not decode.
func DecodeText(b []byte, charset string) (string, bool) {
	switch charset {
	case "utf8mb4", "utf8mb3":
		if !utf8.Valid(b) {
			return "", false
		}
		return string(b), true
	case "ucs2", "utf16":
		return utf16Text(b, true)
	case "utf16le":
		return utf16Text(b, false)
	case "utf32":
		if len(b)%4 != 0 {
			return "", false
		}
		rs := make([]rune, len(b)/4)
		for i := range rs {
			r := rune(uint32(b[4*i])<<24 | uint32(b[4*i+1])<<16 | uint32(b[4*i+2])<<8 | uint32(b[4*i+3]))
			if !utf8.ValidRune(r) {
				return "", false
			}
			rs[i] = r
		}
		return string(rs), true
	}
	if table, ok := eightBit[charset]; ok {
		rs := make([]rune, len(b))
		for i, c := range b {
			if table[c] < 0 {
				return "", false
			}
			rs[i] = rune(table[c])
		}
		return string(rs), true
	}
	if enc, ok := multiByte[charset]; ok {
		out, err := enc.NewDecoder().Bytes(b)
		if err != nil {
			return "", false
		}
		for _, r := range string(out) {
			if r == utf8.RuneError {
				return "", false
			}
		}
		return string(out), true
	}
	return "", false
}
