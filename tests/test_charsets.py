"""Collation ids and string decoding (binlogspec.charsets), checked against a real MariaDB server:
its own collation list, and its own conversion of text to every charset and of every byte sequence
from every charset to Unicode."""

import pytest
from mariadb_server import MariaDB, available

from binlogspec.charsets import CHARSETS, COLLATIONS, collation, decode

MULTI_BYTE_LEGACY = ("big5", "cp932", "eucjpms", "euckr", "gb2312", "gbk", "sjis", "ujis")
TEXT_CHARSETS = sorted(cs for cs in CHARSETS if cs not in ("binary", "filename"))


def default_id(charset):
    """Some collation id of the charset (its lowest)."""
    return min(c.id for c in COLLATIONS.values() if c.charset == charset)


@pytest.fixture(scope="module")
def server():
    if not available():
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    db = MariaDB().start()
    try:
        db.sql("CREATE DATABASE cs;")
        # Every BMP code point but the surrogates, and some astral ranges, as one-character strings.
        db.sql(
            "CREATE TABLE pool (cp INT PRIMARY KEY, c VARCHAR(1) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin);"
            "INSERT INTO pool SELECT seq, CONVERT(CHAR(seq USING utf32) USING utf8mb4) FROM seq_0_to_65533"
            " WHERE seq NOT BETWEEN 55296 AND 57343;"
            "INSERT INTO pool SELECT seq, CONVERT(CHAR(seq USING utf32) USING utf8mb4) FROM seq_65536_to_65791;"
            "INSERT INTO pool SELECT seq, CONVERT(CHAR(seq USING utf32) USING utf8mb4) FROM seq_127744_to_128591;"
            "INSERT INTO pool SELECT seq, CONVERT(CHAR(seq USING utf32) USING utf8mb4) FROM seq_131072_to_131327;",
            database="cs",
        )
        yield db
    finally:
        db.stop()


def rows(db, sql):
    return [line.split("\t") for line in db.sql(sql, database="cs").splitlines()]


@pytest.fixture(scope="module")
def server_charsets(server):
    return {name: int(maxlen) for name, _, _, maxlen in rows(server, "SELECT * FROM information_schema.CHARACTER_SETS")}


# --- the table against the server's own lists ---------------------------------------------------

def test_every_server_collation_is_in_the_table(server):
    listed = rows(server, "SELECT ID, CHARACTER_SET_NAME, COLLATION_NAME FROM information_schema.COLLATIONS"
                          " WHERE ID IS NOT NULL")
    # MariaDB 10.10+ lists its UCA-14.0.0 collations once per charset here, with their full names.
    columns = server.sql("SHOW COLUMNS FROM information_schema.COLLATION_CHARACTER_SET_APPLICABILITY")
    if "FULL_COLLATION_NAME" in columns:
        listed += rows(server, "SELECT ID, CHARACTER_SET_NAME, FULL_COLLATION_NAME"
                               " FROM information_schema.COLLATION_CHARACTER_SET_APPLICABILITY")
    assert len(listed) > 300
    wrong = []
    for number, charset, name in listed:
        entry = collation(int(number))
        if entry is None or (entry.charset, entry.name) != (charset, name):
            wrong.append((number, charset, name, entry))
    assert wrong == []


def test_charset_maxlen_matches_the_server(server_charsets):
    assert {name: CHARSETS[name].mbmaxlen for name in server_charsets} == server_charsets


# --- decoding against the server's own conversion -------------------------------------------------

@pytest.mark.parametrize("charset", TEXT_CHARSETS)
def test_server_encoded_text_decodes_back(server, server_charsets, charset):
    """Every pool character the server can store in the charset (it converts back unchanged):
    the server's bytes for it decode to it, alone and as one text the server converted whole."""
    if charset not in server_charsets:
        pytest.skip(f"this server has no {charset}")
    number = default_id(charset)
    found = rows(server, f"SELECT cp, HEX(CONVERT(c USING {charset})) FROM pool"
                         f" WHERE HEX(CONVERT(CONVERT(c USING {charset}) USING utf8mb4)) = HEX(c) ORDER BY cp")
    assert len(found) >= 127
    wrong = [(cp, encoded, decode(bytes.fromhex(encoded), number, errors="bytes"))
             for cp, encoded in found if decode(bytes.fromhex(encoded), number, errors="bytes") != chr(int(cp))]
    assert wrong[:20] == []
    # A sample text: every 5th storable character (all of them for small charsets), converted at once.
    step = 1 if len(found) < 2000 else 5
    wanted = "".join(chr(int(cp)) for cp, _ in found[::step])
    (encoded,), = rows(server, "SET SESSION group_concat_max_len = 100000000;"
                               f"SELECT HEX(CONVERT(GROUP_CONCAT(c ORDER BY cp SEPARATOR '') USING {charset}))"
                               f" FROM pool WHERE cp IN ({','.join(cp for cp, _ in found[::step])})")
    assert decode(bytes.fromhex(encoded), number) == wanted


@pytest.mark.parametrize("charset", [cs for cs in TEXT_CHARSETS if CHARSETS[cs].mbmaxlen == 1]
                         + list(MULTI_BYTE_LEGACY))
def test_every_byte_sequence_decodes_as_the_server_converts_it(server, server_charsets, charset):
    """Every single byte, and for the multi-byte legacy charsets every two-byte sequence with a high
    lead byte (and every 8F-led three-byte one for the EUC-JP pair): where the server makes one
    character of it, so does decode(); where the server has no character, decode() fails."""
    if charset not in server_charsets:
        pytest.skip(f"this server has no {charset}")
    number = default_id(charset)
    sources = ["SELECT UNHEX(LPAD(HEX(seq), 2, '0')) b FROM seq_0_to_255"]
    if charset in MULTI_BYTE_LEGACY:
        sources.append("SELECT UNHEX(CONCAT(LPAD(HEX(a.seq), 2, '0'), LPAD(HEX(t.seq), 2, '0')))"
                       " FROM seq_128_to_255 a, seq_0_to_255 t")
    if charset in ("ujis", "eucjpms"):
        sources.append("SELECT UNHEX(CONCAT('8F', HEX(a.seq), HEX(t.seq))) FROM seq_161_to_254 a, seq_161_to_254 t")
    converted = rows(server, f"SELECT HEX(b), HEX(CONVERT(CONVERT(b USING {charset}) USING utf8mb4))"
                             f" FROM ({' UNION ALL '.join(sources)}) s")
    mapped = wrong = 0
    failures = []
    for source, target in converted:
        raw, text = bytes.fromhex(source), bytes.fromhex(target).decode("utf-8")
        got = decode(raw, number, errors="bytes")
        if len(text) != 1:
            continue  # the server read more than one character (or fewer): no single answer to check
        if text != "?" or raw == b"?":
            mapped += 1
            ok = got == text
        else:
            ok = isinstance(got, bytes) or len(got) != 1
        if not ok:
            wrong += 1
            failures.append((source, text, got))
    assert mapped >= 94
    assert failures[:20] == [] and wrong == 0


# --- MySQL ids, binary and unknown ids, error handling (no server needed) ------------------------

@pytest.mark.parametrize("number, charset, name", [
    (8, "latin1", "latin1_swedish_ci"),
    (33, "utf8mb3", "utf8mb3_general_ci"),
    (45, "utf8mb4", "utf8mb4_general_ci"),
    (46, "utf8mb4", "utf8mb4_bin"),
    (63, "binary", "binary"),
    (76, "utf8mb3", "utf8mb3_tolower_ci"),
    (83, "utf8mb3", "utf8mb3_bin"),
    (224, "utf8mb4", "utf8mb4_unicode_ci"),
    (246, "utf8mb4", "utf8mb4_unicode_520_ci"),
    (247, "utf8mb4", "utf8mb4_vietnamese_ci"),
    (248, "gb18030", "gb18030_chinese_ci"),
    (249, "gb18030", "gb18030_bin"),
    (250, "gb18030", "gb18030_unicode_520_ci"),
    (255, "utf8mb4", "utf8mb4_0900_ai_ci"),
    (256, "utf8mb4", "utf8mb4_de_pb_0900_ai_ci"),
    (271, "utf8mb4", "utf8mb4_la_0900_ai_ci"),
    (277, "utf8mb4", "utf8mb4_vi_0900_ai_ci"),
    (278, "utf8mb4", "utf8mb4_0900_as_cs"),
    (294, "utf8mb4", "utf8mb4_la_0900_as_cs"),
    (300, "utf8mb4", "utf8mb4_vi_0900_as_cs"),
    (303, "utf8mb4", "utf8mb4_ja_0900_as_cs"),
    (304, "utf8mb4", "utf8mb4_ja_0900_as_cs_ks"),
    (305, "utf8mb4", "utf8mb4_0900_as_ci"),
    (308, "utf8mb4", "utf8mb4_zh_0900_as_cs"),
    (309, "utf8mb4", "utf8mb4_0900_bin"),
    (314, "utf8mb4", "utf8mb4_sr_latn_0900_ai_ci"),
    (323, "utf8mb4", "utf8mb4_mn_cyrl_0900_as_cs"),
])
def test_mysql_ids(number, charset, name):
    entry = collation(number)
    assert (entry.id, entry.charset, entry.name) == (number, charset, name)
    assert entry.is_binary == (charset == "binary")


def test_mysql_names_kept_as_aliases():
    assert "utf8_general_ci" in collation(33).aliases
    assert collation(245).name == "utf8mb4_croatian_mysql561_ci"
    assert "utf8mb4_croatian_ci" in collation(245).aliases
    assert collation(608).name == "utf8mb4_croatian_ci"


def test_mysql_0900_family_is_complete():
    ids = sorted(c.id for c in COLLATIONS.values() if "_0900_" in c.name)
    assert ids == [i for i in range(255, 324) if i not in (272, 276, 295, 299, 301, 302)]


def test_table_is_consistent():
    assert all(number == entry.id for number, entry in COLLATIONS.items())
    names = [entry.name for entry in COLLATIONS.values()]
    assert len(names) == len(set(names))
    assert all(entry.name.startswith(entry.charset) for entry in COLLATIONS.values())
    uca1400 = [c for c in COLLATIONS.values() if "_uca1400_" in c.name]
    assert len(uca1400) == 5 * 23 * 8 and min(c.id for c in uca1400) == 2048
    assert collation(2304).name == "utf8mb4_uca1400_ai_ci"
    assert collation(2309).name == "utf8mb4_uca1400_nopad_ai_cs"


def test_a_collation_found_alone_is_the_tables():
    """Before the table is built, ``collation`` and ``decode`` find an id's entry in the listing
    alone (charsets._find): the table's entry, for every id, and None for ids it does not have."""
    from binlogspec import charsets

    for number in list(COLLATIONS) + [0, 100, 254, 272, 1024, 2047, 4000, 65535, -1]:
        charsets._FOUND.pop(number, None)
        assert charsets._find(number) == COLLATIONS.get(number), number
        assert charsets._find(number) is charsets._FOUND[number]


@pytest.mark.parametrize("number", [63, 0, 100, 254, 272, 1024, 2047, 4000, 65535, 17])
def test_binary_and_unknown_ids_give_bytes(number):
    data = b"\x00\xffA\x81\xc3"
    assert decode(data, number) == data
    assert type(decode(bytearray(data), number)) is bytes


def test_unknown_id_has_no_collation():
    assert collation(0) is None and collation(100) is None and collation(5000) is None
    assert collation(63).is_binary and not collation(47).is_binary  # latin1_bin is text


def test_utf_family():
    text = "A\u00e9\u20ac\U0001f600"
    assert decode(text.encode("utf-8"), 255) == text
    assert decode(text.encode("utf-8"), 45) == text
    assert decode(text.encode("utf-16-be"), 54) == text
    assert decode(text.encode("utf-16-le"), 56) == text
    assert decode(text.encode("utf-32-be"), 60) == text
    assert decode("A\u00e9\u20ac".encode("utf-16-be"), 35) == "A\u00e9\u20ac"
    assert decode("\u00e9".encode("utf-8"), 33) == "\u00e9"


def test_latin1_is_cp1252_with_c1_holes_filled():
    data = bytes([0x80, 0x81, 0x8D, 0x8F, 0x90, 0x9D, 0x9F, 0xE9])
    assert decode(data, 8) == "\u20ac\x81\x8d\x8f\x90\x9d\u0178\u00e9"


def test_tables_without_python_codec():
    assert decode(b"[\\]@`{|}~", 10) == "ÄÖÅÉéäöåü"  # swe7
    assert decode(b"\xc0\xc7", 92) == "აჱ"  # geostd8
    assert decode(b"\xb2\xb3", 32) == "Աա"  # armscii8
    assert decode(b"\x80\xe1", 37) == "Čß"  # keybcs2
    assert decode(b"\xd7\xdd", 3) == "ŒŸ"  # dec8


def test_errors_modes():
    undefined = b"ok\x81"  # 0x81 is undefined in cp1250
    with pytest.raises(UnicodeDecodeError):
        decode(undefined, 26)
    assert decode(undefined, 26, errors="bytes") == undefined
    assert decode(undefined, 26, errors="replace") == "ok\ufffd"
    with pytest.raises(UnicodeDecodeError):
        decode(b"\xa4", 1)  # big5 lead byte cut off
    assert decode(b"\xa4", 1, errors="replace") == "\ufffd"
    with pytest.raises(UnicodeDecodeError):
        decode(b"\x80", 95)  # a lone 0x80 is not cp932 for the server
    assert decode(b"\x80", 95, errors="replace") == "\ufffd"


def test_multi_byte_fixes_and_alignment():
    assert decode(b"\xf9\xd6", 1) == "\u7881"  # big5 ETEN extension
    assert decode(b"\xa4\xa1\x5a", 1) == b"\xa4\xa1".decode("big5") + "Z"  # A15A seen misaligned only
    assert decode(b"\xa1\x5a", 1) == "\ufffd"  # the server's own U+FFFD entry
    assert decode(b"\x81\x5f", 13) == "\\"  # sjis
    assert decode(b"\x81\x5f", 95) == "\uff3c"  # cp932
    assert decode(b"\xf5\xa1\x8f\xfe\xfe", 12) == "\ue000\ue757"  # ujis user-defined rows
    assert decode(b"\xad\xa1\x8f\xf3\xf3", 97) == "\u2460\u2170"  # eucjpms NEC / IBM extensions
    assert decode(b"\xa8\xbc\x81\x35\xf4\x37", 248) == "\u1e3f\ue7c7"  # gb18030-2005
