"""The UDFs (pandas and Arrow, DataFrame API and SQL) give exactly what the library gives."""

import json

import pytest

pytest.importorskip("pyspark")

from pyspark.sql import functions as F  # noqa: E402
from pyspark.sql.types import StructType  # noqa: E402
from pyspark.testing import assertDataFrameEqual  # noqa: E402

import binlogspec  # noqa: E402
import spark_expected as expect  # noqa: E402
from binlogspec.reader import FDE, ROWS_EVENTS, TABLE_MAP  # noqa: E402
from binlogspec.tree import to_json  # noqa: E402
from binlogspec_spark import udfs  # noqa: E402
from conftest import CORPUS  # noqa: E402

FILES = ["rmc__json.binlog.000001", "rmc__mariadb-bin.000001", "binlogviz__minimal.binlog",
         "mbcj__mysql-bin.compressed", "wsql__binlog_transaction_with_GTID.000001"]


def files(corpus):
    return [str(CORPUS / n) for n in FILES]


def library_cut(path):
    """(pos, type, type_code, size, bytes) of the file's top-level events, by the library."""
    data = open(path, "rb").read()
    out = []
    with binlogspec.open(path) as reader:
        for e in reader:
            if e.payload_offset is None:
                out.append((e.pos, e.type_name, e.type_code, e.size, data[e.pos:e.next_pos], None))
    return out


def test_split_events_pandas_arrow_udtf_and_sql(spark, corpus):
    paths = files(corpus)
    content = spark.read.format("binaryFile").load(paths).select("path", "content")
    expected = spark.createDataFrame([(f"file:{p}",) + row for p in paths for row in library_cut(p)],
                                     StructType([content.schema["path"], *udfs.EVENT_STRUCT.fields]))
    for fn in (udfs.split_events, udfs.split_events_arrow):
        got = content.select("path", F.explode(fn("content")).alias("e")).select("path", "e.*")
        assertDataFrameEqual(got, expected)
    content.createOrReplaceTempView("binlog_files")
    for sql in ("SELECT path, e.* FROM binlog_files, LATERAL explode(binlog_split_events(content)) AS t(e)",
                "SELECT path, e.* FROM binlog_files, LATERAL explode(binlog_split_events_arrow(content)) AS t(e)",
                "SELECT path, e.* FROM binlog_files, LATERAL binlog_events(content) e"):
        assertDataFrameEqual(spark.sql(sql), expected)


def test_split_events_reports_a_truncated_file(spark, corpus):
    data = (CORPUS / FILES[0]).read_bytes()[:-10]
    cut = udfs.cut_events(data, "x")
    assert cut[-1]["event"] is None and cut[-1]["error"].startswith(f"x:{cut[-1]['pos']}: ")
    got = spark.createDataFrame([(data,)], "content binary").select(F.explode(udfs.split_events("content")).alias("e"))
    assert got.where("e.error IS NOT NULL").count() == 1


def lone(event):
    d = event.to_dict()
    for k in ("file", "pos", "next_pos", "payload_offset"):
        d.pop(k, None)
    return json.dumps(to_json(d), ensure_ascii=False, separators=(",", ":"))


def decoded_events(paths):
    """(event bytes, FDE bytes, expected JSON) for every top-level event."""
    out = []
    for p in paths:
        data = open(p, "rb").read()
        fde = None
        with binlogspec.open(p) as reader:
            for e in reader:
                if e.payload_offset is not None:
                    continue
                if e.type_code == FDE:
                    fde = data[e.pos:e.next_pos]
                if e.type_code not in ROWS_EVENTS:  # those need their table map: decode_rows
                    out.append((data[e.pos:e.next_pos], fde, lone(e)))
    return out


def test_decode_event_pandas_arrow_sql(spark, corpus):
    rows = decoded_events(files(corpus))
    df = spark.createDataFrame(rows, "event binary, fde binary, expected string")
    for fn in (udfs.decode_event, udfs.decode_event_arrow):
        assert df.where(fn("event", "fde") != F.col("expected")).count() == 0
    df.createOrReplaceTempView("binlog_event_bytes")
    for name in ("binlog_decode_event", "binlog_decode_event_arrow"):
        assert spark.sql(f"SELECT * FROM binlog_event_bytes WHERE {name}(event, fde) <> expected").count() == 0
    # a lone event with no FDE: the CLI's `binlogspec event` reading
    got = spark.sql("SELECT binlog_decode_lone_event(event, 'crc32') AS a, binlog_decode_event(event, NULL) AS b,"
                    " binlog_decode_lone_event_arrow(event, 'crc32') AS c FROM binlog_event_bytes"
                    " WHERE expected LIKE '%\"XID_EVENT\"%'").collect()
    assert got and all(r.a == r.b == r.c and json.loads(r.a)["type"] == "XID_EVENT" for r in got)


def rows_inputs(path):
    """(rows event bytes, its table map's bytes, FDE bytes, expected changes) per rows event."""
    data = open(path, "rb").read()
    changes = {}
    for row in expect.changes(path):
        assert row[-1] is None, row[-1]
        changes.setdefault(row[1], []).append((row[10], row[11], row[12], row[13], row[14]))
    out, fde, maps = [], None, {}
    with binlogspec.open(path) as reader:
        for e in reader:
            raw = data[e.pos:e.next_pos]
            if e.type_code == FDE:
                fde = raw
            elif e.type_code == TABLE_MAP:
                maps[e.tree["table_id"]] = raw
            elif e.type_code in ROWS_EVENTS and e.pos in changes:
                out.append((raw, maps[e.tree["table_id"]], fde, changes[e.pos]))
    return out


def test_decode_rows_pandas_arrow_sql(spark, mariadb):
    mariadb.sql("""CREATE DATABASE sparkudf; USE sparkudf;
        CREATE TABLE t (id INT PRIMARY KEY, price DECIMAL(8,2), note VARCHAR(20), day DATE, s SET('a','b'));
        INSERT INTO t VALUES (1, 1.50, 'one', '2024-01-31', 'a,b'), (2, -0.5, NULL, NULL, '');
        UPDATE t SET note = 'uno' WHERE id = 1; DELETE FROM t WHERE id = 2;""")
    path = mariadb.rotate()[-1]
    inputs = rows_inputs(path)
    assert len(inputs) == 3
    schema = f"rows_event binary, table_map binary, fde binary, expected {udfs.CHANGES_TYPE.simpleString()}"
    df = spark.createDataFrame([(r, t, f, [dict(zip(("op", "before_json", "after_json", "before", "after"), c))
                                           for c in exp]) for r, t, f, exp in inputs], schema)
    expected = df.select("expected")
    for fn in (udfs.decode_rows, udfs.decode_rows_arrow):
        assertDataFrameEqual(df.select(fn("rows_event", "table_map", "fde").alias("expected")), expected)
    df.createOrReplaceTempView("binlog_rows_bytes")
    for name in ("binlog_decode_rows", "binlog_decode_rows_arrow"):
        assertDataFrameEqual(spark.sql(f"SELECT {name}(rows_event, table_map, fde) AS expected FROM binlog_rows_bytes"),
                             expected)
