"""read_table: a source table with its own column names and Spark types, values as the library's."""

import datetime
import decimal

import pytest

pytest.importorskip("pyspark")

from pyspark.testing import assertDataFrameEqual, assertSchemaEqual  # noqa: E402

from binlogspec.rows import row_changes  # noqa: E402
from binlogspec.values import Geometry  # noqa: E402
from binlogspec_spark import LayoutChanged, layouts, read_table  # noqa: E402

SCHEMA = """op string, file string, pos bigint, row_index int, timestamp timestamp, gtid string, trx_pos bigint,
    id int, tiny int, big bigint, ubig decimal(20,0), uint bigint, price decimal(10,2), f float, d double,
    dt timestamp_ntz, ts timestamp, day date, tm interval day to second, y int, name string, bin binary,
    note string, e string, s array<string>, b bigint, j string, g binary"""
COLUMNS = ["id", "tiny", "big", "ubig", "uint", "price", "f", "d", "dt", "ts", "day", "tm", "y", "name", "bin",
           "note", "e", "s", "b", "j", "g"]


def spark_value(v, name=None):
    if name == "ubig" and v is not None:
        return decimal.Decimal(v)  # BIGINT UNSIGNED is DecimalType(20, 0)
    if isinstance(v, Geometry):
        return v.wkb
    if isinstance(v, frozenset):
        return sorted(v)
    if isinstance(v, datetime.datetime) and v.tzinfo:
        return v.replace(tzinfo=None)  # the session's time zone is UTC
    return v


def expected_rows(path, table):
    out = []
    for c in row_changes(path):
        if f"{c.db}.{c.table}" != table:
            continue
        image = c.before if c.op == "delete" else c.after
        values = tuple(spark_value(image.get(n), n) for n in COLUMNS)
        before = None if c.op == "insert" else tuple(spark_value(c.before.get(n), n) for n in COLUMNS)
        ts = datetime.datetime.fromtimestamp(c.timestamp, datetime.timezone.utc).replace(tzinfo=None)
        out.append((c.op, c.file, c.pos, c.row_index, ts, c.gtid) + (None,) + values + (before, None))
    return out


@pytest.fixture(scope="module")
def typed_binlog(mariadb):
    mariadb.sql("""CREATE DATABASE typed; USE typed; SET time_zone = '+00:00';
CREATE TABLE t (id INT PRIMARY KEY, tiny TINYINT UNSIGNED, big BIGINT, ubig BIGINT UNSIGNED, uint INT UNSIGNED,
 price DECIMAL(10,2), f FLOAT, d DOUBLE, dt DATETIME(6), ts TIMESTAMP(3) NULL, day DATE, tm TIME(6), y YEAR,
 name VARCHAR(20), bin VARBINARY(8), note TEXT, e ENUM('a','b'), s SET('x','y','z'), b BIT(5), j JSON,
 g GEOMETRY NULL);
INSERT INTO t VALUES (1, 255, -9223372036854775808, 18446744073709551615, 4294967295, -12345678.91, 1.5, -2.25,
 '2024-01-31 12:00:00.250000', '2024-01-31 12:00:00.500', '2024-02-29', '-838:59:59', 2024, 'héllo', X'00ff',
 'long text', 'b', 'x,z', b'10101', '{"k": [1, 2]}', ST_GeomFromText('POINT(1 2)'));
INSERT INTO t (id) VALUES (2);
UPDATE t SET name = 'bye', price = 0.5 WHERE id = 1;
DELETE FROM t WHERE id = 2;
CREATE TABLE grows (id INT PRIMARY KEY);
INSERT INTO grows VALUES (1);
ALTER TABLE grows ADD COLUMN label VARCHAR(10);
INSERT INTO grows VALUES (2, 'two');""")
    return mariadb.rotate()[-1]


def test_read_table_types_and_values(spark, typed_binlog):
    merged = read_table(spark, typed_binlog, "typed.t")
    assert {r._layout for r in merged.select("_layout").collect()} == {0}  # one layout: layout 0
    df = merged.drop("_layout")
    struct = spark.createDataFrame([], SCHEMA).schema
    before = spark.createDataFrame([], ", ".join(f"{f.name} {f.dataType.simpleString()}" for f in struct.fields
                                                 if f.name in COLUMNS)).schema
    expected_schema = spark.createDataFrame(
        [], f"{SCHEMA}, before struct<{before.simpleString()[7:-1]}>, _corrupt_record string").schema
    assertSchemaEqual(df.schema, expected_schema)
    rows = expected_rows(typed_binlog, "typed.t")
    assert [r[0] for r in rows] == ["insert", "insert", "update", "delete"]
    got = df.drop("trx_pos").collect()
    assert all(r for r in df.select("trx_pos").collect())
    assertDataFrameEqual(spark.createDataFrame(got, df.drop("trx_pos").schema),
                         spark.createDataFrame([r[:6] + r[7:] for r in rows], df.drop("trx_pos").schema))


def test_layouts_read_on_the_driver_are_the_spark_jobs(spark, corpus, typed_binlog, monkeypatch):
    """The layouts pass over local files is read on the driver (DRIVER_LAYOUTS_BYTES); the
    layouts are those the same pass gives as a Spark job: every table of every corpus binlog
    (old formats, damaged files, split at 64 KB) and the server-written typed tables."""
    from conftest import corpus_binlogs

    from binlogspec_spark import typed

    read_here = typed._read_on_driver
    calls = []
    monkeypatch.setattr(typed, "_read_on_driver", lambda *args: calls.append(args) or read_here(*args))
    monkeypatch.setattr(typed, "_kept", type(typed._kept)())  # (none kept by an earlier test)
    cases = [([str(p) for p in corpus_binlogs()], "*", {"maxPartitionBytes": str(64 << 10)}),
             (typed_binlog, "typed.*", {})]
    for paths, table, options in cases:
        calls.clear()
        here = layouts(spark, paths, table, **options)
        assert len(calls) == 1
        files = 1 if isinstance(paths, str) else len(paths)
        for limit, below in (("DRIVER_LAYOUTS_BYTES", -1), ("DRIVER_LAYOUTS_FILES", files - 1)):
            with monkeypatch.context() as m:  # more than either: a Spark job
                m.setattr(typed, limit, below)
                assert layouts(spark, paths, table, **options) == here
        assert len(calls) == 1
        assert len({f["table"] for f in here}) > 1 and all(f["columns"] for f in here)


def test_layout_change_is_named_and_each_layout_reads(spark, typed_binlog):
    with pytest.raises(LayoutChanged) as info:
        read_table(spark, typed_binlog, "typed.grows", strict=True)
    found = layouts(spark, typed_binlog, "typed.grows")
    assert [[c["name"] for c in f["columns"]] for f in found] == [["id"], ["id", "label"]]
    assert f"{typed_binlog}:{found[1]['pos']}" in str(info.value)
    first = read_table(spark, typed_binlog, "typed.grows", layout=0)
    second = read_table(spark, typed_binlog, "typed.grows", layout=1)
    assert [(r.id,) for r in first.collect()] == [(1,)]
    assert [(r.id, r.label) for r in second.collect()] == [(2, "two")]
    merged = read_table(spark, typed_binlog, "typed.grows")
    assert [(r.id, r.label, r._layout) for r in merged.orderBy("pos").collect()] == [(1, None, 0), (2, "two", 1)]


def test_layouts_kept_while_the_file_is_unchanged(spark, typed_binlog, tmp_path, monkeypatch):
    """The driver's layouts of a file are read again only when the file changed (size, inode,
    ctime) or changed too lately to tell, or with options that make them depend on more."""
    import os
    import shutil
    import time

    from binlogspec_spark import typed

    path = str(tmp_path / "kept-bin.000001")
    shutil.copyfile(typed_binlog, path)
    read_here = typed._read_on_driver
    calls = []
    monkeypatch.setattr(typed, "_read_on_driver", lambda *args: calls.append(args) or read_here(*args))
    first = layouts(spark, path, "typed.*")
    assert len(calls) == 1 and layouts(spark, path, "typed.*") == first and len(calls) == 2  # just written
    monkeypatch.setattr(typed, "_now_ns", lambda: time.time_ns() + 10**10)  # settled from now on
    assert layouts(spark, path, "typed.*") == first and len(calls) == 3
    assert layouts(spark, path, "typed.*") == first and len(calls) == 3  # kept
    assert layouts(spark, [path], "typed.grows") == [f for f in first if f["table"] == "typed.grows"]
    assert len(calls) == 4  # other options: read
    assert layouts(spark, path, "typed.*", database="typed") == first and len(calls) == 5
    assert layouts(spark, path, "typed.*", database="typed") == first and len(calls) == 6  # selectors: not kept
    os.utime(path)  # (its ctime changes)
    assert layouts(spark, path, "typed.*") == first and len(calls) == 7
    grown = next(f for f in first if f["table"] == "typed.grows" and len(f["columns"]) == 2)
    os.truncate(path, grown["pos"])  # the ALTER TABLE's layout cut off
    assert layouts(spark, path, "typed.*") == [f for f in first if f is not grown] and len(calls) == 8
    assert layouts(spark, path, "typed.*") == [f for f in first if f is not grown] and len(calls) == 8
