"""Acceptance of the row values milestone: every value ``row_changes`` decodes from a real MariaDB
10.11 binlog equals what ``mariadb-binlog -vv`` prints for it and what ``SELECT`` returns for the
same row.

The workload writes every column type MariaDB 10.11 has (integers signed and unsigned, DECIMAL,
FLOAT/DOUBLE, BIT, YEAR, DATE, TIME/DATETIME/TIMESTAMP(0..6), CHAR/VARCHAR/TEXT in utf8mb4 and
latin1, BINARY/VARBINARY, the BLOB and TEXT family, ENUM, SET, JSON, geometry, UUID, INET4,
INET6) with edge values, through inserts, updates and deletes under binlog_row_image FULL,
MINIMAL and NOBLOB, as compressed and as plain row events. After each step it snapshots every
table with ``SELECT`` and notes the binlog position, so each row image can be held to the table's
state just before (before images) or just after (after images) the step that wrote it. The
printing rules and comparisons live in ``values_oracle.py``.
"""

import bisect
import shutil

import pytest

from binlogspec.rows import row_changes
from values_oracle import (
    BINLOG_TYPE, column_infos, expected_type_text, matches_mariadb_binlog, matches_select, parse_mariadb_binlog,
    render_mariadb_binlog, run_mariadb_binlog, select_expression, value_from_select,
)

DB = "vals"
SESSION = ("SET NAMES utf8mb4; SET SESSION time_zone = '+00:00'; SET SESSION sql_mode = ''; "
           "SET SESSION binlog_row_image = '{image}';\n")
FSPS = range(7)
ALL_BYTES = "X'" + bytes(range(256)).hex() + "'"


def _geo(wkt, srid=None):
    return f"ST_GeomFromText('{wkt}'{', ' + str(srid) if srid is not None else ''})"


def _temporal_row(year, date, time, datetime_, timestamp):
    return [year, date] + [time] * 7 + [datetime_] * 7 + [timestamp] * 7


# name -> (column definitions, rows as SQL expressions, one per column, without the id)
TABLES = {
    "ints": (
        ["ti TINYINT", "tiu TINYINT UNSIGNED", "si SMALLINT", "siu SMALLINT UNSIGNED", "mi MEDIUMINT",
         "miu MEDIUMINT UNSIGNED", "i INT", "iu INT UNSIGNED", "bi BIGINT", "biu BIGINT UNSIGNED"],
        [
            ["-128", "0", "-32768", "0", "-8388608", "0", "-2147483648", "0", "-9223372036854775808", "0"],
            ["127", "255", "32767", "65535", "8388607", "16777215", "2147483647", "4294967295",
             "9223372036854775807", "18446744073709551615"],
            ["0"] * 10,
            ["-1", "128", "-1", "32768", "-1", "8388608", "-1", "2147483648", "-1", "9223372036854775808"],
            ["NULL"] * 10,
            ["1", "1", "-2", "2", "-3", "3", "-4", "4", "-5", "5"],
        ],
    ),
    "decimals": (
        ["d65_30 DECIMAL(65,30)", "d65_0 DECIMAL(65,0)", "d10_0 DECIMAL(10,0)", "d5_5 DECIMAL(5,5)",
         "d10_2 DECIMAL(10,2)", "d18_9 DECIMAL(18,9)", "d12_4u DECIMAL(12,4) UNSIGNED"],
        [
            ["9" * 35 + "." + "9" * 30, "9" * 65, "9999999999", "0.99999", "99999999.99", "999999999.999999999",
             "99999999.9999"],
            ["-" + "9" * 35 + "." + "9" * 30, "-" + "9" * 65, "-9999999999", "-0.99999", "-99999999.99",
             "-999999999.999999999", "0"],
            ["0", "0", "0", "0", "0", "0", "0"],
            ["-0.5", "-1", "-1", "-0.5", "-0.5", "-0.5", "0.5"],
            ["1." + "0" * 29 + "1", "1234567890" * 6 + "12345", "123", "0.00001", "-0.01", "0.000000001", "1.2"],
            ["-0.000000000000000000000000000001", "-1", "1", "-0.00001", "0.01", "-123456789.123456789",
             "12345678.0001"],
            ["NULL"] * 7,
        ],
    ),
    "floats": (
        ["f FLOAT", "d DOUBLE"],
        [
            ["0", "0"],
            ["-0e0", "-0e0"],  # the server stores +0: both oracles print 0
            ["1.5", "-3.25"],
            ["3.4028234e38", "1.7976931348623157e308"],
            ["-3.4028234e38", "-1.7976931348623157e308"],
            ["1.17549435e-38", "2.2250738585072014e-308"],
            ["1.4e-45", "5e-324"],
            ["0.1", "0.1"],
            ["123456789", "1e300"],
            ["-1e-30", "-1e-300"],
            ["16777217", "9007199254740993"],
            ["NULL", "NULL"],
        ],
    ),
    "bits": (
        ["b1 BIT(1)", "b7 BIT(7)", "b12 BIT(12)", "b64 BIT(64)"],
        [
            ["b'0'", "b'0'", "b'0'", "b'0'"],
            ["b'1'", "b'1111111'", "b'111111111111'", "b'" + "1" * 64 + "'"],
            ["1", "b'0000101'", "b'100000000001'", "b'1" + "0" * 62 + "1'"],
            ["NULL"] * 4,
            ["1", "64", "2048", "9223372036854775808"],
        ],
    ),
    "temporals": (
        ["y YEAR", "d DATE"] + [f"t{n} TIME({n})" for n in FSPS] + [f"dt{n} DATETIME({n})" for n in FSPS]
        + [f"ts{n} TIMESTAMP({n}) NULL DEFAULT NULL" for n in FSPS],
        [
            _temporal_row("0", "'0000-00-00'", "'00:00:00'", "'0000-00-00 00:00:00'", "'0000-00-00 00:00:00'"),
            _temporal_row("1901", "'1000-01-01'", "'-838:59:59'", "'1000-01-01 00:00:00'", "'1970-01-01 00:00:01'"),
            _temporal_row("2155", "'9999-12-31'", "'838:59:59'", "'9999-12-31 23:59:59.999999'",
                          "'2038-01-19 03:14:07.999999'"),
            _temporal_row("2024", "'2024-00-10'", "'-00:00:01.000001'", "'2024-02-00 12:00:00'",
                          "'2024-02-29 12:34:56.123456'"),
            _temporal_row("2000", "'0001-01-01'", "'-12:34:56.789012'", "'0001-01-01 00:00:00.000001'",
                          "'2001-09-09 01:46:40.5'"),
            _temporal_row("NULL", "NULL", "NULL", "NULL", "NULL"),
            _temporal_row("1999", "'2024-01-00'", "'12:00:00.5'", "'2024-00-00 00:00:00.5'",
                          "'1999-12-31 23:59:59.654321'"),
            _temporal_row("1970", "'1970-01-01'", "'-00:00:00.5'", "'1970-01-01 00:00:00'",
                          "'2024-06-30 23:59:59.1'"),
        ],
    ),
    "strings": (
        ["c_utf CHAR(10) CHARACTER SET utf8mb4", "vc_utf VARCHAR(100) CHARACTER SET utf8mb4",
         "c_big CHAR(255) CHARACTER SET utf8mb4", "c_lat CHAR(10) CHARACTER SET latin1",
         "vc_lat VARCHAR(300) CHARACTER SET latin1", "vc_lat_small VARCHAR(20) CHARACTER SET latin1",
         "bin8 BINARY(8)", "vbin VARBINARY(20)", "vbin_big VARBINARY(300)"],
        [
            ["'h\u00e9llo \U0001F600'", "'\U0001F389 emoji \u2211 \u00fc'", "'x\U0001F600'", "'\u00e9\u20ac'",
             "'caf\u00e9 \u20ac na\u00efve'", "'\u20ac'", "'ab'", "X'00FF00'", "X'00'"],
            ["''"] * 9,
            ["'quote''s \\\\ b'", "'tab\\there\\nnewline\\r\\0 end'", "REPEAT('\u00e4', 255)", "'a  '",
             "'trailing  '", "'x\\\\x0a'", "X'0001020300000000'", "X'FF000000'", "REPEAT(X'00', 300)"],
            ["NULL"] * 9,
            ["'\u00ff'", "'NULL'", "CONCAT('a', REPEAT('\U0001F600', 254))", "'\u00c0\u00ff\u0152'",
             "REPEAT('\u00e9', 300)", "'z'", "X'0000000000000000'", "X''", "X'41'"],
        ],
    ),
    "blobs": (
        ["n INT", "tb TINYBLOB", "b BLOB", "mb MEDIUMBLOB", "lb LONGBLOB", "tt TINYTEXT", "tx TEXT", "mt MEDIUMTEXT",
         "lt LONGTEXT", "lt_lat LONGTEXT CHARACTER SET latin1"],
        [
            ["1", "X'00'", "X'0102'", "X'FF'", "X''", "'tiny'", "'text \U0001F600'", "'medium'", "'long'",
             "'\u00e9\u20ac'"],
            ["2"] + ["''"] * 9,
            ["3", "REPEAT(X'AB', 255)", ALL_BYTES, "REPEAT('m', 70000)", "REPEAT(X'00FF', 40000)",
             "REPEAT('t', 255)", "REPEAT('\u00fc', 20000)", "REPEAT('\U0001F600', 20000)", "REPEAT('long ', 20000)",
             "REPEAT('\u20ac', 1000)"],
            ["NULL"] * 10,
        ],
    ),
    "enums": (
        ["e ENUM('a','b','c')", "e_lat ENUM('x','\u00e9','\u20ac') CHARACTER SET latin1",
         "e300 ENUM(" + ",".join(f"'v{i}'" for i in range(1, 301)) + ")", "s SET('a','b','c')",
         "s9 SET(" + ",".join(f"'s{i}'" for i in range(1, 10)) + ")",
         "s20 SET(" + ",".join(f"'t{i}'" for i in range(1, 21)) + ")",
         "s64 SET(" + ",".join(f"'m{i}'" for i in range(1, 65)) + ")",
         "s_lat SET('\u00e9','\u20ac','x') CHARACTER SET latin1"],
        [
            ["'a'", "'\u00e9'", "'v1'", "''", "'s1,s9'", "'t20'", "'m64'", "'\u20ac'"],
            ["'c'", "'\u20ac'", "'v300'", "'a,b,c'", "'" + ",".join(f"s{i}" for i in range(1, 10)) + "'",
             "'t1,t8,t9,t16,t17'", "'" + ",".join(f"m{i}" for i in range(1, 65)) + "'", "'\u00e9,\u20ac,x'"],
            ["'zzz'", "'x'", "'v256'", "'b'", "''", "'t10'", "'m1,m33,m64'", "''"],  # 'zzz' is stored as ''
            ["NULL"] * 8,
        ],
    ),
    "jsons": (
        ["j JSON"],
        [
            ["'{}'"],
            ["'{\"k\": \"\u00e9\U0001F600\", \"n\": [1, 2.5, null, true]}'"],
            ["'\"str\"'"],
            ["'null'"],
            ["NULL"],
            ["'[1, \"two\", {\"three\": 3}]'"],
            ["'{\"q\": \"a\\\\\"b\\\\\\\\c\"}'"],
        ],
    ),
    "geoms": (
        ["g GEOMETRY", "p POINT", "l LINESTRING", "pg POLYGON", "g_srid GEOMETRY"],
        [
            [_geo("POINT(1 2)"), _geo("POINT(-1.5 2.25)"), _geo("LINESTRING(0 0,1 1,2 0)"),
             _geo("POLYGON((0 0,4 0,4 4,0 4,0 0),(1 1,2 1,2 2,1 1))"), _geo("POINT(10 20)", 4326)],
            [_geo("MULTIPOINT(1 1,2 2)"), _geo("POINT(0 0)"), _geo("LINESTRING(-1 -1,1e300 1e-300)"),
             _geo("POLYGON((0 0,1 0,1 1,0 0))"), _geo("GEOMETRYCOLLECTION(POINT(1 1),LINESTRING(0 0,1 1))", 3857)],
            ["NULL"] * 5,
            [_geo("MULTIPOLYGON(((0 0,1 0,1 1,0 0)),((5 5,6 5,6 6,5 5)))"), _geo("POINT(3 4)", 4326),
             _geo("LINESTRING(1 2,3 4)"), _geo("POLYGON((0 0,2 0,2 2,0 0))"),
             _geo("MULTILINESTRING((0 0,1 1),(2 2,3 3))", 4326)],
        ],
    ),
    "mdbtypes": (
        ["u UUID", "i4 INET4", "i6 INET6"],
        [
            ["'123e4567-e89b-12d3-a456-426614174000'", "'1.2.3.4'", "'2001:db8::1'"],
            ["'00000000-0000-0000-0000-000000000000'", "'0.0.0.0'", "'::'"],
            ["'ffffffff-ffff-ffff-ffff-ffffffffffff'", "'255.255.255.255'",
             "'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'"],
            ["'6ccd780c-baba-1026-9564-5b8c656024db'", "'10.0.0.0'", "'::ffff:1.2.3.4'"],
            ["NULL", "NULL", "NULL"],
            ["'00000000-0000-0000-0000-000000000001'", "'0.0.0.1'", "'::1'"],
        ],
    ),
}


def _names(table):
    return [d.split()[0] for d in TABLES[table][0]]


def _insert(table, first_id, rows):
    values = ",\n".join(f"({first_id + i}, {', '.join(row)})" for i, row in enumerate(rows))
    return f"INSERT INTO {table} (id, {', '.join(_names(table))}) VALUES\n{values};"


def _update(table, row_id, row, columns=None):
    names = _names(table)
    columns = range(len(names)) if columns is None else columns
    return f"UPDATE {table} SET {', '.join(f'{names[c]} = {row[c]}' for c in columns)} WHERE id = {row_id};"


def _for_tables(build):
    return "\n".join(build(t, TABLES[t][1], len(TABLES[t][1])) for t in TABLES)


# Each step: (binlog_row_image, compressed row events?, SQL). No row is touched twice in one step,
# so the snapshots before and after the step hold every image's row.
STEPS = [
    ("FULL", True, _for_tables(lambda t, rows, n: _insert(t, 1, rows))),
    ("FULL", True, _for_tables(lambda t, rows, n: _update(t, 1, rows[-1]) + "\n" + _update(t, 2, rows[0]))),
    ("FULL", False, _for_tables(lambda t, rows, n: "\n".join(
        [_insert(t, 101, rows), _update(t, 1, rows[1]), f"DELETE FROM {t} WHERE id = 3;"]))),
    ("MINIMAL", True, _for_tables(lambda t, rows, n: "\n".join(
        [_update(t, 100 + i, rows[i % n]) for i in range(2, n + 1)]
        + [_insert(t, 201, rows), f"INSERT INTO {t} (id) VALUES (299);", f"DELETE FROM {t} WHERE id = 101;"]))),
    ("NOBLOB", True, _for_tables(lambda t, rows, n: "\n".join(
        [_update(t, 200 + i, rows[(i + 1) % n]) for i in range(1, n + 1)]
        + [_update(t, 2, rows[1], [0]), _insert(t, 301, rows), f"DELETE FROM {t} WHERE id = 1;"]))),
    ("MINIMAL", False, _for_tables(lambda t, rows, n: "\n".join(
        [_update(t, 300 + i, rows[i % n]) for i in range(1, n + 1)]
        + [f"DELETE FROM {t} WHERE id IN (299, 4);"]))),
    ("FULL", True, _for_tables(lambda t, rows, n: f"DELETE FROM {t} WHERE id BETWEEN 101 AND 199;")),
    ("NOBLOB", False, _for_tables(lambda t, rows, n: f"DELETE FROM {t};")),
]

SCHEMA = f"CREATE DATABASE {DB} CHARACTER SET utf8mb4;\nUSE {DB};\n" + "\n".join(
    f"CREATE TABLE {t} (id INT PRIMARY KEY, {', '.join(cols)}) ENGINE=InnoDB;" for t, (cols, _) in TABLES.items())


def _snapshot(mariadb, infos):
    """{table: {id: {column name: text}}} of every table, by select_expression()."""
    selects = "\n".join(
        f"SELECT '{t}', id, {', '.join(select_expression(c) for c in infos[t][1:])} FROM {t} ORDER BY id;"
        for t in TABLES)
    out = mariadb.sql(SESSION.format(image="FULL") + selects, database=DB)
    snap = {t: {} for t in TABLES}
    for line in out.splitlines():
        table, row_id, *texts = line.split("\t")
        snap[table][int(row_id)] = dict(zip((c.name for c in infos[table][1:]), texts))
    return snap


def _position(mariadb):
    file, pos = mariadb.sql("SHOW MASTER STATUS").split("\t")[:2]
    return file, int(pos)


@pytest.fixture(scope="module")
def workload(mariadb, tmp_path_factory):
    """Runs the workload; returns the binlog, the column facts, the end position of each step and
    the snapshot after each step (snapshot 0: before the first step)."""
    mariadb.rotate()
    mariadb.sql(f"DROP DATABASE IF EXISTS {DB};\n" + SCHEMA)
    infos = column_infos(mariadb.sql, DB)
    file, start = _position(mariadb)
    ends, snapshots = [start], [_snapshot(mariadb, infos)]
    try:
        for image, compressed, sql in STEPS:
            mariadb.sql(f"SET GLOBAL log_bin_compress = {'ON' if compressed else 'OFF'}")
            mariadb.sql(SESSION.format(image=image) + sql, database=DB)
            step_file, end = _position(mariadb)
            assert step_file == file, "the binlog rotated during the workload"
            ends.append(end)
            snapshots.append(_snapshot(mariadb, infos))
    finally:
        mariadb.sql("SET GLOBAL log_bin_compress = ON")
    closed = mariadb.rotate()
    assert closed[-1].endswith(file)
    path = tmp_path_factory.mktemp("values") / "binlog.values"
    shutil.copyfile(closed[-1], path)
    return {"path": path, "infos": infos, "ends": ends, "snapshots": snapshots}


@pytest.fixture(scope="module")
def printed(workload):
    return parse_mariadb_binlog(run_mariadb_binlog(workload["path"]))


@pytest.fixture(scope="module", params=["kaitai", "construct"])
def changes(request, workload):
    return [c for c in row_changes(workload["path"], backend=request.param) if c.db == DB]


def _show(value, limit=120):
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + f"...({len(text)} chars)"


def test_workload_covers_every_event_kind_and_image(printed):
    kinds = {word for _, word in printed.rows_events}
    for op in ("Write", "Update", "Delete"):
        assert f"{op}_rows" in kinds and f"{op}_compressed_rows" in kinds, kinds
    rows = [r for r in printed.rows if r.db == DB]
    widths = {t: len(TABLES[t][0]) + 1 for t in TABLES}
    partial = [r for r in rows if r.before is not None and len(r.before) < widths[r.table]]
    assert any(len(r.before) == 1 for r in partial), "no MINIMAL before image"
    assert any(len(r.before) > 1 for r in partial), "no NOBLOB before image"
    assert {r.table for r in rows} == set(TABLES)


def test_oracles_agree(printed, workload):
    """The two oracles agree with each other, with no decoder involved: the value SELECT gives for
    each cell renders to what mariadb-binlog printed for it."""
    infos, ends, snapshots = workload["infos"], workload["ends"], workload["snapshots"]
    mismatches, compared = [], 0
    for row in (r for r in printed.rows if r.db == DB):
        step = bisect.bisect_right(ends, row.pos)
        assert 1 <= step < len(ends)
        cols = infos[row.table]
        row_id = int((row.before or row.after)[0].text)
        for side, snap in (("before", snapshots[step - 1]), ("after", snapshots[step])):
            for i, cell in (getattr(row, side) or {}).items():
                if i == 0:
                    continue
                compared += 1
                col = cols[i]
                text = snap[row.table][row_id][col.name]
                value = value_from_select(text, col)
                if not matches_select(value, text, col):
                    mismatches.append(f"{row.table}.{col.name}: SELECT text {text!r} does not round-trip")
                elif not matches_mariadb_binlog(value, cell, col):
                    mismatches.append(f"pos {row.pos} {row.table}.{col.name} ({col.column_type}) id {row_id} {side}: "
                                      f"SELECT {_show(text)} renders {_show(render_mariadb_binlog(value, col))}, "
                                      f"mariadb-binlog printed {_show(cell.text)}")
    assert compared > 1000
    assert not mismatches, f"{len(mismatches)} of {compared} values differ:\n" + "\n".join(mismatches[:60])


def test_columns_match_information_schema(changes, workload):
    infos, mismatches = workload["infos"], []
    seen = set()
    for change in changes:
        if change.table in seen:
            continue
        seen.add(change.table)
        cols = infos[change.table]
        assert len(change.columns) == len(cols), change.table
        for col, info in zip(change.columns, cols):
            expected = {
                "index": info.index, "name": info.name, "nullable": info.nullable,
                "type_name": BINLOG_TYPE[info.data_type],
            }
            if info.data_type in ("tinyint", "smallint", "mediumint", "int", "bigint", "decimal", "float", "double"):
                expected["unsigned"] = info.unsigned
            if info.data_type in ("enum", "set", "char", "binary") or info.data_type in ("uuid", "inet4", "inet6"):
                expected["real_type_name"] = info.data_type.upper() if info.data_type in ("enum", "set") else "STRING"
            if info.data_type == "decimal":
                expected.update(precision=info.precision, scale=info.scale)
            if info.data_type in ("time", "datetime", "timestamp"):
                expected["fsp"] = info.fsp
            if info.data_type == "enum":
                expected["enum_labels"] = info.labels
            if info.data_type == "set":
                expected["set_labels"] = info.labels
            if info.charset is not None:
                expected["collation_id"] = info.collation_id
            if info.data_type in ("char", "varchar", "binary", "varbinary"):
                expected["max_length"] = info.octet_length
            for key, want in expected.items():
                got = getattr(col, key)
                if key == "type_name" and want == "DATE":
                    ok = got in ("DATE", "NEWDATE")
                elif key in ("enum_labels", "set_labels"):
                    ok = got is not None and tuple(got) == want
                else:
                    ok = got == want
                if not ok:
                    mismatches.append(f"{change.table}.{info.name} ({info.column_type}): {key} {got!r} != {want!r}")
    assert seen == set(TABLES)
    assert not mismatches, f"{len(mismatches)} column facts differ:\n" + "\n".join(mismatches[:40])


def test_values_match_mariadb_binlog(changes, printed, workload):
    """Every decoded value renders to exactly the bytes mariadb-binlog -vv prints for it."""
    infos = workload["infos"]
    rows = [r for r in printed.rows if r.db == DB]
    assert [(c.table, c.op) for c in changes] == [(r.table, r.op) for r in rows]
    assert sorted({c.pos for c in changes}) == [pos for pos, _ in printed.rows_events]
    mismatches, compared = [], 0
    for n, (change, row) in enumerate(zip(changes, rows)):
        cols = infos[change.table]
        for side in ("before", "after"):
            image, shown = getattr(change, side), getattr(row, side)
            if (image is None) != (shown is None):
                mismatches.append(f"#{n} {change.table} {change.op}: {side} image presence differs")
                continue
            if image is None:
                continue
            names = {cols[i].name for i in shown}
            if set(image) != names:
                mismatches.append(f"#{n} {change.table} {change.op} {side}: columns {sorted(image)} != {sorted(names)}")
            for i, cell in shown.items():
                col = cols[i]
                if cell.type_text != expected_type_text(col) or cell.nullable != col.nullable:
                    mismatches.append(f"{change.table}.{col.name}: -vv says {cell.type_text} nullable={cell.nullable},"
                                      f" information_schema {expected_type_text(col)} nullable={col.nullable}")
                if col.name not in image:
                    continue
                compared += 1
                value = image[col.name]
                if not matches_mariadb_binlog(value, cell, col):
                    try:
                        rendered = render_mariadb_binlog(value, col)
                    except Exception as exc:  # noqa: BLE001 - shown in the failure message
                        rendered = f"<{type(exc).__name__}: {exc}>"
                    mismatches.append(f"#{n} pos {change.pos} {change.table}.{col.name} ({col.column_type}) {side}: "
                                      f"decoded {_show(value)} renders {_show(rendered)}, "
                                      f"mariadb-binlog printed {_show(cell.text)}")
    assert compared > 1000
    assert not mismatches, f"{len(mismatches)} of {compared} values differ:\n" + "\n".join(mismatches[:60])


def test_values_match_select(changes, workload):
    """Every decoded value equals the row's value as SELECT returned it: before images against the
    snapshot taken before their step, after images against the one taken after it."""
    infos, ends, snapshots = workload["infos"], workload["ends"], workload["snapshots"]
    mismatches, compared = [], 0
    for n, change in enumerate(changes):
        step = bisect.bisect_right(ends, change.pos)
        assert 1 <= step < len(ends), f"row change at {change.pos} is outside the workload"
        row_id = (change.before or change.after)["id"]
        cols = {c.name: c for c in infos[change.table]}
        for side, snap in (("before", snapshots[step - 1]), ("after", snapshots[step])):
            image = getattr(change, side)
            if image is None:
                continue
            row = snap[change.table].get(row_id)
            if row is None:
                mismatches.append(f"#{n} {change.table} id {row_id}: no {side} row in the snapshot of step {step}")
                continue
            for name, value in image.items():
                if name == "id":
                    continue
                compared += 1
                col = cols[name]
                if not matches_select(value, row[name], col):
                    mismatches.append(f"#{n} pos {change.pos} {change.table}.{name} ({col.column_type}) {side}: "
                                      f"decoded {_show(value)}, "
                                      f"SELECT {select_expression(col)} gave {_show(row[name])}")
    assert compared > 1000
    assert not mismatches, f"{len(mismatches)} of {compared} values differ:\n" + "\n".join(mismatches[:60])


def test_fast_renderings_equal_the_spec_path(workload, monkeypatch):
    """Every rendering of the fast decoder equals the spec-driven path's on this workload (every
    column type, FULL/MINIMAL/NOBLOB images, compressed and plain events): the Python values
    (types and reprs included), the NDJSON lines of ``binlogspec rows`` and each table's Arrow
    batches."""
    from binlogspec import fast

    if not fast.available():
        pytest.skip(f"the fast decoder is not available: {fast.disabled_reason()}")
    from test_fast_path import _assert_arrow_equal, _assert_json_same, _assert_program_same, _assert_same, _collect, _tables_of

    path = workload["path"]
    fast_result = _collect(path)
    assert fast_result[1] is None
    _assert_same(fast_result, _collect(path, fast=False), "values workload")
    _assert_json_same(path)
    steps = set()
    for table in _tables_of(fast_result[0]):
        _assert_arrow_equal(path, fast_result[0], table)
        steps.update(_assert_program_same(path, table, monkeypatch))
    assert len(steps - {0}) >= 15, f"the batches' programs took few steps of their own: {sorted(steps)}"


# TIME, DATETIME and TIMESTAMP as servers before MySQL 5.6.4 wrote them (types 11, 12 and 7), which
# MariaDB still writes with mysql56_temporal_format=OFF (without fractions: with them its own
# formats carry no metadata, see test_spec_rows.UNSPLITTABLE). The fast decoder has C rules for them.
OLD_TEMPORALS = ["t TIME", "dt DATETIME", "ts TIMESTAMP NULL DEFAULT NULL"]
OLD_ROWS = [
    ("'00:00:00'", "'0000-00-00 00:00:00'", "'0000-00-00 00:00:00'"),
    ("'-838:59:59'", "'1000-01-01 00:00:00'", "'1970-01-01 00:00:01'"),
    ("'838:59:59'", "'9999-12-31 23:59:59'", "'2038-01-19 03:14:07'"),
    ("'-00:00:01'", "'2024-02-00 12:00:00'", "'2024-02-29 12:34:56'"),
    ("'-12:34:56'", "'2024-00-00 00:00:00'", "'2001-09-09 01:46:40'"),
    ("'100:00:00'", "'0001-01-01 00:00:01'", "'1999-12-31 23:59:59'"),
    ("NULL", "NULL", "NULL"),
]


def _select_text(value_json):
    """A value of ``binlogspec rows`` as the client prints it under time_zone +00:00."""
    if value_json is None:
        return "NULL"
    return value_json.replace("T", " ").removesuffix("+00:00")


def test_old_temporal_formats(mariadb):
    """Pre-5.6.4 TIME, DATETIME and TIMESTAMP columns: the fast decoder takes them with its own C
    rules (not the Python rule per value), its Python values, NDJSON and Arrow batches equal the
    spec-driven path's, and each value's JSON text is what SELECT printed for the row."""
    import json

    from binlogspec import fast

    if not fast.available():
        pytest.skip(f"the fast decoder is not available: {fast.disabled_reason()}")
    from test_fast_path import _assert_arrow_equal, _assert_json_same, _assert_same, _collect, _json

    db = "vals_old"
    mariadb.rotate()
    try:
        mariadb.sql("SET GLOBAL mysql56_temporal_format = OFF")
        mariadb.sql(f"DROP DATABASE IF EXISTS {db}; CREATE DATABASE {db};\n"
                    f"CREATE TABLE {db}.old (id INT PRIMARY KEY, {', '.join(OLD_TEMPORALS)}) ENGINE=InnoDB;")
    finally:
        mariadb.sql("SET GLOBAL mysql56_temporal_format = ON")
    session = SESSION.format(image="FULL")
    values = ",\n".join(f"({i}, {', '.join(row)})" for i, row in enumerate(OLD_ROWS, 1))
    mariadb.sql(session + f"INSERT INTO old VALUES {values};\n"
                "UPDATE old SET t = '-01:02:03', dt = '2020-05-06 07:08:09' WHERE id = 2;\n"
                "DELETE FROM old WHERE id = 3;", database=db)
    selected = {}
    for line in mariadb.sql(session + "SELECT id, t, dt, ts FROM old ORDER BY id", database=db).splitlines():
        row_id, *texts = line.split("\t")
        selected[int(row_id)] = texts
    path = mariadb.rotate()[-1]

    fast_result = _collect(path)
    assert fast_result[1] is None
    changes = [c for c in fast_result[0] if c.db == db]
    assert [c.type_name for c in changes[0].columns[1:]] == ["TIME", "DATETIME", "TIMESTAMP"]
    _assert_same(fast_result, _collect(path, fast=False), "old temporals")
    _assert_json_same(path)
    _assert_arrow_equal(path, fast_result[0], f"{db}.old")

    from binlogspec.rows import open_reader
    from binlogspec.walk import steps

    with open_reader(path, fast=True) as reader:
        layouts = [step.fast.table for step in steps(reader, tables={f"{db}.old"}) if step.fast is not None]
    assert layouts and all(list(t.rules[1:]) == ["TIME", "DATETIME", "TIMESTAMP"] for t in layouts)
    assert all(t.arrow_kinds is not None for t in layouts)  # the Arrow batches are written in C

    # the Spark typed table: batches written in C equal those converted from the Python values
    from binlogspec.outputs import TypedTable
    from binlogspec_spark.datasource import layout_json

    def typed_rows(use_fast):
        with open_reader(path, fast=use_fast) as reader:
            table, out = None, []
            for step in steps(reader, tables={f"{db}.old"}):
                assert (step.fast is not None) == use_fast
                table = table or TypedTable(layout_json(step.columns))
                out += table.add(step)
            out += table.finish()
        return [r for b in out for r in b.to_pylist()]

    typed = typed_rows(True)
    assert len(typed) == len(OLD_ROWS) + 2 and typed == typed_rows(False)

    # each row's last after image is its state at the end: what SELECT printed for it
    final = {}
    for line in _json(path, True)[0].splitlines():
        change = json.loads(line)
        if change["db"] == db and change["after"] is not None:
            final[change["after"]["id"]] = [_select_text(change["after"][n]) for n in ("t", "dt", "ts")]
    assert selected and final.keys() >= selected.keys()
    for row_id, texts in selected.items():
        assert final[row_id] == texts, f"row {row_id}: binlogspec rows {final[row_id]}, SELECT {texts}"
