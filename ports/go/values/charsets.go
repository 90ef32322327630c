package values

// Text in a column's character set (formats/README.md, "text"): the collation id names the set
// (collations.go, generated from python/binlogspec/charsets.py, which covers every MySQL and
// MariaDB id); bytes that do not decode strictly in it stay bytes.

import (
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
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

// cp1252High: latin1 (Windows-1252) bytes 0x80 to 0x9f; 0x81, 0x8d, 0x8f, 0x90, 0x9d are the C1
// controls of the same value.
var cp1252High = [32]rune{
	0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021,
	0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f,
	0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014,
	0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
}

// singleByte: 8-bit character sets whose server table x/text's charmap holds exactly.
var singleByte = map[string]*charmap.Charmap{
	"cp850": charmap.CodePage850, "koi8r": charmap.KOI8R, "latin2": charmap.ISO8859_2,
	"cp1251": charmap.Windows1251, "cp1250": charmap.Windows1250, "cp1257": charmap.Windows1257,
	"latin5": charmap.ISO8859_9, "macroman": charmap.Macintosh, "latin7": charmap.ISO8859_13,
	"cp852": charmap.CodePage852,
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
	case "latin1":
		rs := make([]rune, len(b))
		for i, c := range b {
			if c >= 0x80 && c < 0xa0 {
				rs[i] = cp1252High[c-0x80]
			} else {
				rs[i] = rune(c)
			}
		}
		return string(rs), true
	case "ascii":
		for _, c := range b {
			if c >= 0x80 {
				return "", false
			}
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
	if cm, ok := singleByte[charset]; ok {
		rs := make([]rune, len(b))
		for i, c := range b {
			r := cm.DecodeByte(c)
			if r == utf8.RuneError {
				return "", false
			}
			rs[i] = r
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
