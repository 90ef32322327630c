"""Collation ids of MySQL (5.x, 8.0, 8.4, 9.x) and MariaDB (5.5 to 11.x), and decoding of string
values by collation id.

A binlog names a string column's character set only by a collation id (the table map's
``DEFAULT_CHARSET`` / ``COLUMN_CHARSET`` metadata, the query event's ``Q_CHARSET_CODE``).
:func:`collation` turns the id into a :class:`Collation`; :func:`decode` turns the column bytes into
``str`` the way the server itself would convert them to Unicode, or keeps them as ``bytes`` when the
collation is ``binary`` or not known.

The two servers share one id space. Ids that exist in both have the same charset in both; where the
two name one id differently the table keeps one name and lists the other in ``aliases``:

- ``utf8_*`` (MySQL up to 8.0.29, MariaDB up to 10.5) is ``utf8mb3_*`` now; the tables use ``utf8mb3``.
- MariaDB calls MySQL's ``<cs>_croatian_ci`` (ids 122, 149, 181, 213, 245) ``<cs>_croatian_mysql561_ci``
  and gives its own ``<cs>_croatian_ci`` ids 576 and up; the table uses MariaDB's names, so a name
  never stands for two ids.

Ids only MySQL has: 17 ``filename`` (internal), 76 ``utf8mb3_tolower_ci``, 248-250 ``gb18030``,
255-323 ``utf8mb4_*_0900_*`` (MariaDB 11.4.5 and later accept the 0900 names in this list that have
a MariaDB UCA-14.0.0 twin, under the same ids). Ids only MariaDB has: 576-738 (croatian, myanmar,
thai_520_w2), 1025-1270 (``nopad`` collations, id of the padded twin + 1024) and 2048-3327 (the
UCA-14.0.0 collations of MariaDB 10.10+, ``<cs>_uca1400_*``, laid out as ``2048 + 256*charset +
8*tailoring + variant``).

The byte-to-Unicode tables were checked against MariaDB 10.11's own conversion of every single byte
(8-bit charsets) and every one-, two- and three-byte sequence (multi-byte charsets); see
``tests/test_charsets.py``. MySQL's tables come from the same ``share/charsets`` and ``strings/ctype-*``
sources. ``gb18030`` is MySQL-only and could not be checked against a server here.
"""

import codecs
from collections import namedtuple
from typing import Optional

__all__ = ["CHARSETS", "COLLATIONS", "Charset", "Collation", "collation", "collation_id", "decode"]


class Collation(namedtuple("Collation", "id charset name codec is_binary mbmaxlen aliases")):
    """One collation id. ``codec`` is the Python codec :func:`decode` starts from (``None`` for
    ``binary``, ``filename`` and the 8-bit charsets Python has no codec for); ``is_binary`` is true
    only for the ``binary`` pseudo charset (``*_bin`` collations of real charsets are text);
    ``mbmaxlen`` is the charset's longest character in bytes (the server's ``MAXLEN``), which the
    binlog's ``CHAR(n)`` column metadata is counted in; ``aliases`` are other names the id has had."""

    __slots__ = ()


class Charset(namedtuple("Charset", "name mbmaxlen codec note")):
    """A character set: ``codec`` is the Python codec closest to the server's table, or ``None``."""

    __slots__ = ()


# ---------------------------------------------------------------------------------------------
# Character sets: name -> (mbmaxlen, Python codec or None, how the server's table differs).
# "exact" means every byte (sequence) the server maps decodes to the same character with the
# codec and every one it leaves undefined is undefined for the codec too.

_CHARSET_DATA = {
    "big5": (2, "big5", "7 two-byte codes the server maps to U+FFFD and F9D6-F9DC (ETEN) added"),
    "dec8": (1, None, "own table (DEC MCS); Python has no codec"),
    "cp850": (1, "cp850", "exact"),
    "hp8": (1, "hp_roman8", "exact"),
    "koi8r": (1, "koi8_r", "exact"),
    "latin1": (1, "cp1252", "the server's latin1 is cp1252 with 81 8D 8F 90 9D as the C1 controls"),
    "latin2": (1, "iso8859_2", "exact"),
    "swe7": (1, None, "own table (7-bit Swedish: @[\\]^`{|}~ are letters, 7F-FF undefined)"),
    "ascii": (1, "ascii", "exact"),
    "ujis": (3, "euc_jp", "A1C0 is U+005C (Python: U+FF3C); user-defined rows F5-FE map to U+E000-U+E757"),
    "sjis": (2, "shift_jis", "815F is U+005C (Python: U+FF3C)"),
    "cp1251": (1, "cp1251", "exact"),
    "hebrew": (1, "iso8859_8", "AF is U+203E OVERLINE (ISO 8859-8:1988; Python: U+00AF)"),
    "tis620": (1, "tis_620", "A0 DB-DE FC-FF map to U+FFFD (Python: undefined)"),
    "euckr": (2, "cp949", "the server's euckr includes the cp949 (UHC) extension; exact with cp949"),
    "koi8u": (1, "koi8_u", "95 is U+2022 BULLET (Python: U+2219)"),
    "gb2312": (2, "gb2312", "exact"),
    "greek": (1, "iso8859_7", "A1 A2 are U+02BD U+02BC, A4 A5 AA undefined (ISO 8859-7:1987)"),
    "cp1250": (1, "cp1250", "exact"),
    "gbk": (2, "gbk", "exact"),
    "cp1257": (1, "cp1257", "exact"),
    "latin5": (1, "iso8859_9", "exact"),
    "armscii8": (1, None, "own table; Python has no codec"),
    "utf8mb3": (3, "utf-8", "a four-byte sequence is not valid utf8mb3 but is decoded anyway"),
    "ucs2": (2, "utf-16-be", "big-endian; surrogate pairs (not valid UCS-2) are decoded anyway"),
    "cp866": (1, "cp866", "FC FD are U+207F U+00B2 (Python: U+2116 U+00A4)"),
    "keybcs2": (1, None, "own table (Kamenicky); Python has no codec"),
    "macce": (1, "mac_latin2", "exact"),
    "macroman": (1, "mac_roman", "exact"),
    "cp852": (1, "cp852", "exact"),
    "latin7": (1, "iso8859_13", "exact"),
    "utf8mb4": (4, "utf-8", "exact"),
    "cp1256": (1, "cp1256", "8A 8F 98 9A 9F AA C0 FF undefined (older cp1256; Python maps them)"),
    "utf16": (4, "utf-16-be", "exact"),
    "utf16le": (4, "utf-16-le", "exact"),
    "utf32": (4, "utf-32-be", "exact"),
    "binary": (1, None, "bytes"),
    "geostd8": (1, None, "own table (GEOSTD8 Georgian); Python has no codec"),
    "cp932": (2, "cp932", "lone 80 A0 FD FE FF are undefined (Python maps them)"),
    "eucjpms": (3, "euc_jp", "NEC and IBM extensions and user-defined rows added (eucJP-ms)"),
    "gb18030": (4, "gb18030", "A8BC and 8135F437 swapped to GB 18030-2005 (Python follows 2000); "
                              "not checked against a server"),
    "filename": (5, None, "internal encoding of table file names; kept as bytes"),
}

CHARSETS = {name: Charset(name, mb, codec, note) for name, (mb, codec, note) in _CHARSET_DATA.items()}


# ---------------------------------------------------------------------------------------------
# Collations. One line per charset: ``id:suffix`` where the name is ``<charset>_<suffix>``
# (``id:=name`` for a name without the charset prefix). The regular UCA families are built below.

_COLLATION_LINES = """
armscii8  32:general_ci 64:bin 1056:general_nopad_ci 1088:nopad_bin
ascii     11:general_ci 65:bin 1035:general_nopad_ci 1089:nopad_bin
big5      1:chinese_ci 84:bin 1025:chinese_nopad_ci 1108:nopad_bin
binary    63:=binary
cp1250    26:general_ci 34:czech_cs 44:croatian_ci 66:bin 99:polish_ci 1050:general_nopad_ci 1090:nopad_bin
cp1251    14:bulgarian_ci 23:ukrainian_ci 50:bin 51:general_ci 52:general_cs 1074:nopad_bin 1075:general_nopad_ci
cp1256    57:general_ci 67:bin 1081:general_nopad_ci 1091:nopad_bin
cp1257    29:lithuanian_ci 58:bin 59:general_ci 1082:nopad_bin 1083:general_nopad_ci
cp850     4:general_ci 80:bin 1028:general_nopad_ci 1104:nopad_bin
cp852     40:general_ci 81:bin 1064:general_nopad_ci 1105:nopad_bin
cp866     36:general_ci 68:bin 1060:general_nopad_ci 1092:nopad_bin
cp932     95:japanese_ci 96:bin 1119:japanese_nopad_ci 1120:nopad_bin
dec8      3:swedish_ci 69:bin 1027:swedish_nopad_ci 1093:nopad_bin
eucjpms   97:japanese_ci 98:bin 1121:japanese_nopad_ci 1122:nopad_bin
euckr     19:korean_ci 85:bin 1043:korean_nopad_ci 1109:nopad_bin
filename  17:=filename
gb18030   248:chinese_ci 249:bin 250:unicode_520_ci
gb2312    24:chinese_ci 86:bin 1048:chinese_nopad_ci 1110:nopad_bin
gbk       28:chinese_ci 87:bin 1052:chinese_nopad_ci 1111:nopad_bin
geostd8   92:general_ci 93:bin 1116:general_nopad_ci 1117:nopad_bin
greek     25:general_ci 70:bin 1049:general_nopad_ci 1094:nopad_bin
hebrew    16:general_ci 71:bin 1040:general_nopad_ci 1095:nopad_bin
hp8       6:english_ci 72:bin 1030:english_nopad_ci 1096:nopad_bin
keybcs2   37:general_ci 73:bin 1061:general_nopad_ci 1097:nopad_bin
koi8r     7:general_ci 74:bin 1031:general_nopad_ci 1098:nopad_bin
koi8u     22:general_ci 75:bin 1046:general_nopad_ci 1099:nopad_bin
latin1    5:german1_ci 8:swedish_ci 15:danish_ci 31:german2_ci 47:bin 48:general_ci 49:general_cs 94:spanish_ci
          1032:swedish_nopad_ci 1071:nopad_bin
latin2    2:czech_cs 9:general_ci 21:hungarian_ci 27:croatian_ci 77:bin 1033:general_nopad_ci 1101:nopad_bin
latin5    30:turkish_ci 78:bin 1054:turkish_nopad_ci 1102:nopad_bin
latin7    20:estonian_cs 41:general_ci 42:general_cs 79:bin 1065:general_nopad_ci 1103:nopad_bin
macce     38:general_ci 43:bin 1062:general_nopad_ci 1067:nopad_bin
macroman  39:general_ci 53:bin 1063:general_nopad_ci 1077:nopad_bin
sjis      13:japanese_ci 88:bin 1037:japanese_nopad_ci 1112:nopad_bin
swe7      10:swedish_ci 82:bin 1034:swedish_nopad_ci 1106:nopad_bin
tis620    18:thai_ci 89:bin 1042:thai_nopad_ci 1113:nopad_bin
ucs2      35:general_ci 90:bin 159:general_mysql500_ci 640:croatian_ci 641:myanmar_ci 642:thai_520_w2
          1059:general_nopad_ci 1114:nopad_bin
ujis      12:japanese_ci 91:bin 1036:japanese_nopad_ci 1115:nopad_bin
utf16     54:general_ci 55:bin 672:croatian_ci 673:myanmar_ci 674:thai_520_w2 1078:general_nopad_ci 1079:nopad_bin
utf16le   56:general_ci 62:bin 1080:general_nopad_ci 1086:nopad_bin
utf32     60:general_ci 61:bin 736:croatian_ci 737:myanmar_ci 738:thai_520_w2 1084:general_nopad_ci 1085:nopad_bin
utf8mb3   33:general_ci 76:tolower_ci 83:bin 223:general_mysql500_ci 576:croatian_ci 577:myanmar_ci
          578:thai_520_w2 1057:general_nopad_ci 1107:nopad_bin
utf8mb4   45:general_ci 46:bin 608:croatian_ci 609:myanmar_ci 610:thai_520_w2 1069:general_nopad_ci 1070:nopad_bin
"""

# The UCA-4.0.0/5.2.0 family: 24 tailorings at consecutive ids from a per-charset base, in this
# order; MariaDB adds ``unicode_nopad_ci`` and ``unicode_520_nopad_ci`` 1024 above their twins.
_UCA_TAILORINGS = (
    "unicode", "icelandic", "latvian", "romanian", "slovenian", "polish", "estonian", "spanish",
    "swedish", "turkish", "czech", "danish", "lithuanian", "slovak", "spanish2", "roman", "persian",
    "esperanto", "hungarian", "sinhala", "german2", "croatian_mysql561", "unicode_520", "vietnamese",
)
_UCA_BASE = {"utf16": 101, "ucs2": 128, "utf32": 160, "utf8mb3": 192, "utf8mb4": 224}

# MariaDB's UCA-14.0.0 family: 2048 + 256 * charset + 8 * tailoring + variant. The tailoring slots
# follow _UCA_TAILORINGS (slot 0 is the root, 21 and 22 unused) with croatian added as slot 24;
# the variant bits are 1 = case-sensitive, 2 = accent-sensitive, 4 = no-pad.
_UCA1400_CHARSETS = ("utf8mb3", "utf8mb4", "ucs2", "utf16", "utf32")
_UCA1400_TAILORINGS = _UCA_TAILORINGS[:21] + (None, None, "vietnamese", "croatian")

# MySQL 8.0's UCA-9.0.0 collations (utf8mb4 only): ai_ci at 255 + slot, as_cs 23 above, by locale.
_UCA0900_LOCALES = (
    "", "de_pb", "is", "lv", "ro", "sl", "pl", "et", "es", "sv", "tr", "cs", "da", "lt", "sk",
    "es_trad", "la", None, "eo", "hu", "hr", None, "vi",
)
_UCA0900_MORE = {
    303: "ja_0900_as_cs", 304: "ja_0900_as_cs_ks", 305: "0900_as_ci", 306: "ru_0900_ai_ci",
    307: "ru_0900_as_cs", 308: "zh_0900_as_cs", 309: "0900_bin", 310: "nb_0900_ai_ci",
    311: "nb_0900_as_cs", 312: "nn_0900_ai_ci", 313: "nn_0900_as_cs", 314: "sr_latn_0900_ai_ci",
    315: "sr_latn_0900_as_cs", 316: "bs_0900_ai_ci", 317: "bs_0900_as_cs", 318: "bg_0900_ai_ci",
    319: "bg_0900_as_cs", 320: "gl_0900_ai_ci", 321: "gl_0900_as_cs", 322: "mn_cyrl_0900_ai_ci",
    323: "mn_cyrl_0900_as_cs",
}


def _collation_names():
    """Yield (id, charset, name) for every known collation."""
    lines = []
    for line in _COLLATION_LINES.strip().splitlines():
        if line.startswith(" "):
            lines[-1] += line
        else:
            lines.append(line)
    for line in lines:
        charset, *items = line.split()
        for item in items:
            number, suffix = item.split(":")
            yield int(number), charset, suffix[1:] if suffix.startswith("=") else f"{charset}_{suffix}"
    for charset, base in _UCA_BASE.items():
        for slot, tailoring in enumerate(_UCA_TAILORINGS):
            yield base + slot, charset, f"{charset}_{tailoring}_ci"
        yield base + 1024, charset, f"{charset}_unicode_nopad_ci"
        yield base + 22 + 1024, charset, f"{charset}_unicode_520_nopad_ci"
    for index, charset in enumerate(_UCA1400_CHARSETS):
        for slot, tailoring in enumerate(_UCA1400_TAILORINGS):
            if tailoring is None:
                continue
            for variant in range(8):
                parts = ["uca1400"] + ([tailoring] if slot else []) + (["nopad"] if variant & 4 else [])
                parts += ["as" if variant & 2 else "ai", "cs" if variant & 1 else "ci"]
                yield 2048 + 256 * index + 8 * slot + variant, charset, f"{charset}_{'_'.join(parts)}"
    for slot, locale in enumerate(_UCA0900_LOCALES):
        if locale is not None:
            prefix = f"utf8mb4_{locale}_" if locale else "utf8mb4_"
            yield 255 + slot, "utf8mb4", f"{prefix}0900_ai_ci"
            yield 278 + slot, "utf8mb4", f"{prefix}0900_as_cs"
    for number, suffix in _UCA0900_MORE.items():
        yield number, "utf8mb4", f"utf8mb4_{suffix}"


def _aliases(charset, name):
    """Other names of the same id: MySQL's for MariaDB's renamed croatian, ``utf8_`` for ``utf8mb3_``."""
    names = []
    if name.endswith("_croatian_mysql561_ci"):
        names.append(name.replace("_croatian_mysql561_ci", "_croatian_ci"))
    if charset == "utf8mb3":
        names += ["utf8" + n[len("utf8mb3"):] for n in [name] + names]
    return tuple(names)


def _make(number, charset, name):
    info = CHARSETS[charset]
    return Collation(number, charset, name, info.codec, charset == "binary", info.mbmaxlen, _aliases(charset, name))


def _build_collations():
    table = {}
    for number, charset, name in _collation_names():
        if number in table:
            raise AssertionError(f"collation id {number} listed twice")
        table[number] = _make(number, charset, name)
    return dict(sorted(table.items()))


_FOUND: dict[int, Optional[Collation]] = {}  # ids looked up one by one while the table is not built


def _find(collation_id):
    """The collation of one id, found in the listing without building the whole table (a reader
    needs the few of its columns; the table is over 1,300 entries)."""
    try:
        return _FOUND[collation_id]
    except KeyError:
        pass
    found = next((_make(*item) for item in _collation_names() if item[0] == collation_id), None)
    _FOUND[collation_id] = found
    return found


COLLATIONS: dict[int, Collation]  # (declared only: _collations makes it, when first read)
_COLLATIONS: Optional[dict[int, Collation]] = None


def __getattr__(name):
    """``COLLATIONS`` (``{id: Collation}``), built when first read (a few milliseconds of every
    command's start otherwise), then a name of the module like any other."""
    if name == "COLLATIONS":
        return _collations()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _collations():
    global COLLATIONS, _COLLATIONS
    if _COLLATIONS is None:
        _COLLATIONS = COLLATIONS = _build_collations()
    return _COLLATIONS


def collation(collation_id):
    """The :class:`Collation` for an id, or ``None`` if the id is not known."""
    table = _COLLATIONS
    return table.get(collation_id) if table is not None else _find(collation_id)


def _by_name():
    names = {}
    for info in _collations().values():  # ids ascending: a charset's first collation is its default
        for name in (info.name,) + info.aliases:
            names.setdefault(name.lower(), info.id)
        names.setdefault(info.charset, info.id)
        if info.charset == "utf8mb3":
            names.setdefault("utf8", info.id)
    return names


_NAMES: dict[str, int] = {}


def collation_id(name):
    """The id of a collation (``utf8mb4_unicode_ci``) or of a charset's first collation
    (``utf8mb4``, ``latin1``; ``utf8`` is utf8mb3), as a schema's ``CHARACTER SET``/``COLLATE``
    name it; None for a name no server has. Values decode by charset, so any collation of the
    charset reads them alike."""
    if not _NAMES:
        _NAMES.update(_by_name())
    return _NAMES.get(name.strip().strip("`'\"").lower())


# ---------------------------------------------------------------------------------------------
# 8-bit charsets: a 256-entry decoding table each (U+FFFE marks a byte the server leaves undefined),
# made from a Python codec plus the server's differences, or written out where Python has none.

_UNDEFINED = "\ufffe"

_EIGHT_BIT_FIXES = {
    "latin1": {0x81: "\x81", 0x8D: "\x8d", 0x8F: "\x8f", 0x90: "\x90", 0x9D: "\x9d"},
    "cp1256": dict.fromkeys((0x8A, 0x8F, 0x98, 0x9A, 0x9F, 0xAA, 0xC0, 0xFF), _UNDEFINED),
    "cp866": {0xFC: "\u207f", 0xFD: "\u00b2"},
    "greek": {0xA1: "\u02bd", 0xA2: "\u02bc", 0xA4: _UNDEFINED, 0xA5: _UNDEFINED, 0xAA: _UNDEFINED},
    "hebrew": {0xAF: "\u203e"},
    "koi8u": {0x95: "\u2022"},
    "tis620": dict.fromkeys((0xA0, 0xDB, 0xDC, 0xDD, 0xDE, 0xFC, 0xFD, 0xFE, 0xFF), "\ufffd"),
}

_C1 = "".join(map(chr, range(0x80, 0xA0)))
_U = _UNDEFINED

# Bytes 80-FF of the charsets Python has no codec for (00-7F are ASCII, swe7 aside).
_EIGHT_BIT_UPPER = {
    "dec8": (
        _C1 + f"\xa0¡¢£{_U}¥{_U}§¤©ª«{_U}{_U}{_U}{_U}°±²³{_U}µ¶·{_U}¹º»¼½{_U}¿"
        f"ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏ{_U}ÑÒÓÔÕÖŒØÙÚÛÜŸ{_U}ß"
        f"àáâãäåæçèéêëìíîï{_U}ñòóôõöœøùúûüÿ{_U}{_U}"
    ),
    "armscii8": (
        _C1 + "\xa0\u2741§\u0589)(»«\u2014.\u055d,-\u055f\u2026\u055c\u055b\u055e"
        "ԱաԲբԳգԴդԵեԶզԷէԸըԹթԺժԻիԼլԽխԾծԿկՀհՁձՂղՃճՄմՅյՆնՇշՈոՉչՊպՋջՌռՍսՎվՏտՐրՑցՒւՓփՔքՕօՖֆ\u2019'"
    ),
    "keybcs2": (
        "ČüéďäĎŤčěĚĹÍľĺÄÁÉžŽôöÓůÚýÖÜŠĽÝŘťáíóúňŇŮÔšřŕŔ¼¡«»"
        "░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀"
        "αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\xa0"
    ),
    "geostd8": (
        f"€{_U}‚{_U}„…†‡{_U}‰{_U}‹{_U}{_U}{_U}{_U}{_U}‘’“”•–—{_U}{_U}{_U}›{_U}{_U}{_U}{_U}"
        "\xa0¡¢£¤¥¦§¨©ª«¬\xad®¯°±²³´µ¶·¸¹º»¼½¾¿"
        "აბგდევზჱთიკლმნჲოპჟრსტჳუფქღყშჩცძწჭხჴჯჰჵ"
        + _U * 23 + "№" + _U * 2
    ),
    "swe7": _U * 128,
}
_SWE7_LOW = {0x40: "É", 0x5B: "Ä", 0x5C: "Ö", 0x5D: "Å", 0x5E: "Ü", 0x60: "é", 0x7B: "ä", 0x7C: "ö",
             0x7D: "å", 0x7E: "ü", 0x7F: _UNDEFINED}


def _eight_bit_table(charset):
    if charset in _EIGHT_BIT_UPPER:
        table = list(map(chr, range(128))) + list(_EIGHT_BIT_UPPER[charset])
        if charset == "swe7":
            for byte, char in _SWE7_LOW.items():
                table[byte] = char
    else:
        table = list(bytes(range(256)).decode(CHARSETS[charset].codec, "replace"))
        for byte in range(256):  # bytes the codec leaves undefined stay undefined
            if table[byte] == "\ufffd":
                table[byte] = _UNDEFINED
        for byte, char in _EIGHT_BIT_FIXES[charset].items():
            table[byte] = char
    if len(table) != 256:
        raise AssertionError(f"{charset}: decoding table has {len(table)} entries")
    return "".join(table)


class _ByCharset(dict):
    """``{charset: make(charset)}`` for the charsets ``known`` names, each made when first used:
    the 8-bit tables import a Python codec each, and building the multi-byte ones took longer than
    importing the rest of binlogspec."""

    def __init__(self, known, make):
        super().__init__()
        self._known, self._make = frozenset(known), make

    def __contains__(self, charset):
        return charset in self._known

    def __missing__(self, charset):
        if charset not in self._known:
            raise KeyError(charset)
        made = self[charset] = self._make(charset)
        return made


_EIGHT_BIT_TABLES = _ByCharset([*_EIGHT_BIT_FIXES, *_EIGHT_BIT_UPPER], _eight_bit_table)


# ---------------------------------------------------------------------------------------------
# Multi-byte charsets whose server table differs from the Python codec: the differing sequences,
# ``HEX:CODEPOINT`` with ``+N`` for N consecutive trail bytes mapping to consecutive code points.
# A code point of FFFE marks a sequence the server leaves undefined.

_MB_FIXES = {
    "big5": "A15A:FFFD A1C3:FFFD A1C5:FFFD A1FE:FFFD A240:FFFD A2CC:FFFD A2CE:FFFD F9D6:7881 F9D7:92B9 "
            "F9D8:88CF F9D9:58BB F9DA:6052 F9DB:7CA7 F9DC:5AFA",
    "sjis": "815F:005C",
    "ujis": "A1C0:005C",
    "cp932": "80:FFFE A0:FFFE FD:FFFE FE:FFFE FF:FFFE",
    "gb18030": "A8BC:1E3F 8135F437:E7C7",
    "eucjpms": (
        "A1C1:FF5E A1C2:2225 A1DD:FF0D A1F1:FFE0+2 A2CC:FFE2 ADA1:2460+20 ADB5:2160+10 ADC0:3349 "
        "ADC1:3314 ADC2:3322 ADC3:334D ADC4:3318 ADC5:3327 ADC6:3303 ADC7:3336 ADC8:3351 ADC9:3357 "
        "ADCA:330D ADCB:3326 ADCC:3323 ADCD:332B ADCE:334A ADCF:333B ADD0:339C+3 ADD3:338E+2 ADD5:33C4 "
        "ADD6:33A1 ADDF:337B ADE0:301D ADE1:301F ADE2:2116 ADE3:33CD ADE4:2121 ADE5:32A4+5 ADEA:3231+2 "
        "ADEC:3239 ADED:337E ADEE:337D ADEF:337C ADF0:2252 ADF1:2261 ADF2:222B ADF3:222E ADF4:2211 "
        "ADF5:221A ADF6:22A5 ADF7:2220 ADF8:221F ADF9:22BF ADFA:2235 ADFB:2229+2 8FA2B7:FF5E "
        "8FA2C3:FFE4 8FF3F3:2170+10 8FF3FD:2160+2 8FF4A1:2162+8 8FF4A9:FF07 8FF4AA:FF02 8FF4AB:3231 "
        "8FF4AC:2116 8FF4AD:2121 8FF4AE:70BB 8FF4AF:4EFC 8FF4B0:50F4 8FF4B1:51EC 8FF4B2:5307 "
        "8FF4B3:5324 8FF4B4:FA0E 8FF4B5:548A 8FF4B6:5759 8FF4B7:FA0F+2 8FF4B9:589E 8FF4BA:5BEC "
        "8FF4BB:5CF5 8FF4BC:5D53 8FF4BD:FA11 8FF4BE:5FB7 8FF4BF:6085 8FF4C0:6120 8FF4C1:654E "
        "8FF4C2:663B 8FF4C3:6665 8FF4C4:FA12 8FF4C5:F929 8FF4C6:6801 8FF4C7:FA13+2 8FF4C9:6A6B "
        "8FF4CA:6AE2 8FF4CB:6DF8 8FF4CC:6DF2 8FF4CD:7028 8FF4CE:FA15+2 8FF4D0:7501 8FF4D1:7682 "
        "8FF4D2:769E 8FF4D3:FA17 8FF4D4:7930 8FF4D5:FA18+4 8FF4D9:7AE7 8FF4DA:FA1C+2 8FF4DC:7DA0 "
        "8FF4DD:7DD6 8FF4DE:FA1E 8FF4DF:8362 8FF4E0:FA1F 8FF4E1:85B0 8FF4E2:FA20+2 8FF4E4:8807 "
        "8FF4E5:FA22 8FF4E6:8B7F 8FF4E7:8CF4 8FF4E8:8D76 8FF4E9:FA23+3 8FF4EC:90DE 8FF4ED:FA26 "
        "8FF4EE:9115 8FF4EF:FA27+2 8FF4F1:9592 8FF4F2:F9DC 8FF4F3:FA29 8FF4F4:973B 8FF4F5:974D "
        "8FF4F6:9751 8FF4F7:FA2A+3 8FF4FA:999E 8FF4FB:9AD9 8FF4FC:9B72 8FF4FD:FA2D 8FF4FE:9ED1"
    ),
}


def _sequence_length(charset, data, pos):
    """How many bytes the character starting at ``data[pos]`` takes in a multi-byte charset."""
    lead = data[pos]
    if lead < 0x80:
        return 1
    if charset in ("sjis", "cp932"):
        return 2 if 0x81 <= lead <= 0x9F or 0xE0 <= lead <= 0xFC else 1
    if charset in ("ujis", "eucjpms"):
        return 3 if lead == 0x8F else 2 if lead == 0x8E or 0xA1 <= lead <= 0xFE else 1
    if charset == "gb18030" and pos + 1 < len(data) and 0x30 <= data[pos + 1] <= 0x39:
        return 4
    return 2 if 0x81 <= lead <= 0xFE else 1


def _mb_fixes(charset):
    """(sequences Python decodes differently, sequences Python cannot decode) as byte -> str dicts."""
    codec = CHARSETS[charset].codec
    fixes = {}
    for item in _MB_FIXES[charset].split():
        sequence, _, target = item.partition(":")
        target, _, count = target.partition("+")
        raw, code = bytes.fromhex(sequence), int(target, 16)
        for step in range(int(count or 1)):
            fixes[raw[:-1] + bytes([raw[-1] + step])] = chr(code + step)
    if charset in ("ujis", "eucjpms"):
        # User-defined rows 85-94 (lead F5-FE) of JIS X 0208 and of JIS X 0212 (after 8F) are the
        # private use area: U+E000 onwards, then U+E3AC onwards.
        for row in range(10):
            for cell in range(94):
                offset = row * 94 + cell
                fixes[bytes([0xF5 + row, 0xA1 + cell])] = chr(0xE000 + offset)
                fixes[bytes([0x8F, 0xF5 + row, 0xA1 + cell])] = chr(0xE3AC + offset)
    differs, missing = {}, {}
    for sequence, char in fixes.items():
        try:
            sequence.decode(codec)
        except UnicodeDecodeError:
            missing[sequence] = char
        else:
            differs[sequence] = char
    return differs, missing


_MB_TABLES = _ByCharset(_MB_FIXES, _mb_fixes)


def _undefined(charset, data, start, end, errors):
    """Apply the ``errors`` handler to an undefined sequence; returns (replacement, next position)."""
    error = UnicodeDecodeError(charset, data, start, end, "undefined in the server's character set")
    replacement, position = codecs.lookup_error(errors)(error)
    return replacement, position


def _decode_mb_run(charset, data, errors):
    """Decode with the Python codec, filling in the sequences only the server defines."""
    codec = CHARSETS[charset].codec
    missing = _MB_TABLES[charset][1]
    out, pos = [], 0
    while True:
        try:
            out.append(data[pos:].decode(codec))
            return "".join(out)
        except UnicodeDecodeError as exc:
            start = pos + exc.start
            out.append(data[pos:start].decode(codec))
            length = _sequence_length(charset, data, start)
            sequence = data[start:start + length]
            char = missing.get(sequence)
            if char is not None and char != _UNDEFINED:
                out.append(char)
                pos = start + length
            else:
                replacement, pos = _undefined(charset, data, start, min(start + length, len(data)), errors)
                out.append(replacement)


def _decode_mb(charset, data, errors):
    differs = _MB_TABLES[charset][0]
    if not any(sequence in data for sequence in differs):
        return _decode_mb_run(charset, data, errors)
    # Some byte string Python decodes differently occurs (maybe misaligned): walk the characters.
    out, run_start, pos = [], 0, 0
    while pos < len(data):
        length = _sequence_length(charset, data, pos)
        char = differs.get(data[pos:pos + length])
        if char is None:
            pos += length
            continue
        out.append(_decode_mb_run(charset, data[run_start:pos], errors))
        if char == _UNDEFINED:
            replacement, after = _undefined(charset, data, pos, pos + length, errors)
            out.append(replacement)
            pos = after
        else:
            out.append(char)
            pos += length
        run_start = pos
    out.append(_decode_mb_run(charset, data[run_start:], errors))
    return "".join(out)


def _decode_text(charset, data, errors):
    if charset in _EIGHT_BIT_TABLES:
        return codecs.charmap_decode(data, errors, _EIGHT_BIT_TABLES[charset])[0]
    if charset in _MB_TABLES:
        return _decode_mb(charset, data, errors)
    return data.decode(CHARSETS[charset].codec, errors)


def decoding(collation_id):
    """How :func:`decode` takes text of ``collation_id``: ``"bytes"`` (kept as they are: the
    ``binary`` charset, an id not in the table, a charset with no decoding such as ``filename``),
    ``"utf-8"`` (Python's strict UTF-8 decoder: utf8mb3 and utf8mb4), or the charset's name (its
    own table or codec)."""
    table = _COLLATIONS  # (no call a value once the table is built)
    info = table.get(collation_id) if table is not None else _find(collation_id)
    if info is None or info.is_binary:
        return "bytes"
    charset = info.charset
    if charset in _EIGHT_BIT_TABLES or charset in _MB_TABLES:
        return charset
    codec = CHARSETS[charset].codec
    return "bytes" if codec is None else "utf-8" if codec == "utf-8" else charset


def decode(data, collation_id, errors="strict"):
    """Decode a string value stored under ``collation_id`` the way the server converts it to Unicode.

    Returns ``bytes`` unchanged for the ``binary`` charset, for ids not in the table and for charsets
    with no decoding (``filename``): :func:`decoding`. ``errors`` is a Python codec error handler
    name (``strict`` raises :class:`UnicodeDecodeError` on a byte sequence the server's charset does
    not define, ``replace``, ``backslashreplace``, ``surrogateescape``...), or ``bytes`` to get the
    raw bytes back instead of an error.
    """
    data = bytes(data)
    how = decoding(collation_id)
    if how == "bytes":
        return data
    charset = "utf8mb4" if how == "utf-8" else how  # (the charsets whose codec is Python's UTF-8: one decoding)
    if errors == "bytes":
        try:
            return _decode_text(charset, data, "strict")
        except UnicodeDecodeError:
            return data
    return _decode_text(charset, data, errors)
