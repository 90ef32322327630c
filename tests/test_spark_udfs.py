"""The UDFs (pandas and Arrow, DataFrame API and SQL) give exactly what the library gives."""

import json
import os
import re
import zlib
from pathlib import Path

import pytest

pytest.importorskip("pyspark")

from pyspark.sql import Row  # noqa: E402
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


# --------------------------------------------------------------------------- pairing rows events with their TABLE_MAP

REPO = Path(__file__).resolve().parent.parent
SAMPLES = [REPO / "samples" / "shop-full.000001", REPO / "samples" / "shop-default.000001"]
# faults (a damaged relay log, faults mid-file), a MySQL 8 TRANSACTION_PAYLOAD (zstd), MariaDB,
# JSON, XA, minimal metadata, many rows
PAIRING_CORPUS = ["wsql__corrupt-relay-bin.000624", "tiflow__mysql-bin.000001", "mbcj__mysql-bin.compressed",
                  "mdb118__bug11747416_32228_binlog.000001", "rmc__json.binlog.000001", "rmc__mariadb-bin.000001",
                  "my8040__duplicate_xid_xa_prepare.000001", "rmc__minimal_row_metadata.000001",
                  "myflash__haha.000041", "canal__tsdb_mysql-bin.000003"]
FORMS = {
    "table": "SELECT * FROM binlog_row_changes(TABLE({view}))",
    "table_query": "SELECT * FROM binlog_row_changes(TABLE(SELECT path, content FROM {view}))",
    "lateral_named": "SELECT c.* FROM {view}, LATERAL binlog_row_changes(content, path) c",
    # the Arrow UDTF: the walk's batches as they are (a TABLE only)
    "arrow_table": "SELECT * FROM binlog_row_changes_arrow(TABLE({view}))",
    "arrow_table_query": "SELECT * FROM binlog_row_changes_arrow(TABLE(SELECT content, path FROM {view}))",
    # a table of paths: each file read by the UDTF from its name (binaryFile reads no file)
    "paths": "SELECT * FROM binlog_row_changes(TABLE(SELECT path FROM {view}))",
    "arrow_paths": "SELECT * FROM binlog_row_changes_arrow(TABLE(SELECT path FROM {view}))",
}


def window_paired(path):
    """[rows event, table map, FDE] bytes of each top-level rows event of the file, paired as the
    docs/spark.md's window pairs them: the last TABLE_MAP before it (of whichever table) and the first
    FDE; None where there is none yet."""
    out, fde, table_map = [], None, None
    for e in udfs.cut_events(open(path, "rb").read()):
        if e["type_code"] == FDE and fde is None:
            fde = e["event"]
        elif e["type_code"] == TABLE_MAP:
            table_map = e["event"]
        elif e["type_code"] in ROWS_EVENTS:
            out.append([e["event"], table_map, fde])
    return out


def damaged(triples):
    """``triples`` with faults among them, each where a stretch would read on past it: a rows
    event with a byte changed, a table map whose size is wrong, a rows event cut short, a table
    map given as the rows event, NULL inputs, a table map of another table id, one that does not
    parse, and table maps whose timestamp or log_pos changed (their CRC32 left stale, and made
    again); then the rest as they were."""
    out = [list(t) for t in triples]
    assert len(out) >= 14
    flipped = bytearray(out[2][0])
    flipped[len(flipped) // 2] ^= 0x5A
    out[2][0] = bytes(flipped)
    resized = bytearray(out[3][1])
    resized[9:13] = (len(resized) + 1).to_bytes(4, "little")
    out[3][1] = bytes(resized)
    out[4][0] = out[4][0][:-3]
    out[5][0] = out[5][1]
    out[6][0], out[7][1], out[8][2] = None, None, None
    other = bytearray(out[9][1])
    other[19] ^= 0x01  # the table id's low byte (after a v4 header)
    out[9][1] = out[10][1] = bytes(other)
    out[11][1] = out[11][1][:19] + b"\xff" * (len(out[11][1]) - 19)
    stale = bytearray(out[12][1])
    stale[0] ^= 0x01  # the timestamp
    out[12][1] = bytes(stale)
    redone = bytearray(out[13][1])
    redone[13:17] = (int.from_bytes(redone[13:17], "little") + 4096).to_bytes(4, "little")  # log_pos
    if zlib.crc32(out[13][1][:-4]) == int.from_bytes(out[13][1][-4:], "little"):
        redone[-4:] = zlib.crc32(redone[:-4]).to_bytes(4, "little")
    out[13][1] = bytes(redone)
    return out


# many rows events (sakila: 47,273 changes of 16 tables), a file without checksums, GTIDs
STRETCH_CORPUS = ["mbcj__mysql-bin.sakila", "mbcj__mysql-bin.checksum-none", "zalora__gtid-fixtures_mysql-bin.01"]


def test_decode_rows_in_stretches_is_each_event_alone(corpus):
    """The batched decode (rows events of one table map and FDE read as one stretch by the rows
    mode's fast path) gives each event what decoding it alone gives, faults included."""
    import pyarrow as pa

    change_lists = udfs._arrow(udfs.CHANGES_TYPE)
    checked = 0
    for name in dict.fromkeys(FILES + PAIRING_CORPUS + STRETCH_CORPUS):  # each file once
        triples = window_paired(CORPUS / name)
        variants = [triples] + ([damaged(triples)] if len(triples) >= 14 else [])
        for variant in variants:
            rows, maps, fdes = (list(c) for c in zip(*variant)) if variant else ([], [], [])
            expected = pa.array([udfs.rows_changes(r, t, f) for r, t, f in variant], type=change_lists)
            got = udfs.changes_array(rows, maps, fdes)
            assert got.type == change_lists
            for i, (g, e) in enumerate(zip(got.to_pylist(), expected.to_pylist())):
                assert g == e, f"{name}: rows event {i}"
            assert len(got) == len(expected)
            checked += sum(len(x or ()) for x in expected.to_pylist())
    assert checked > 40000


def comparable(row, names=None):
    """A collected row as a sortable tuple: maps as sorted pairs; ``names``: {from: to} for the
    ``file`` column and the file names in ``_corrupt_record``."""
    out = []
    for key, value in row.asDict().items():
        if isinstance(value, dict):
            value = tuple(sorted(value.items()))
        elif isinstance(value, str) and names and key in ("file", "_corrupt_record"):
            for old, new in names.items():
                value = value.replace(old, new)
        out.append((key, value))
    return tuple(out)


def sorted_rows(rows, names=None):
    return sorted((comparable(r, names) for r in rows), key=repr)


def source_rows(spark, paths):
    return sorted_rows(spark.read.format("mysql_binlog").load([str(p) for p in paths]).collect())


def readme_sql(name):
    """The SQL of the docs/spark.md block after ``<!-- sql-example: NAME -->``, as written."""
    text = (REPO / "docs" / "spark.md").read_text()
    found = re.search(rf"<!-- sql-example: {re.escape(name)} -->\n```sql\n(.*?)```", text, re.S)
    assert found, f"docs/spark.md has no sql-example {name}"
    return found.group(1)


def uri_names(spark, view):
    """binaryFile's path (a file: URI) -> the local path the data source names the file by."""
    return {r.path: r.path[len("file:"):] for r in spark.sql(f"SELECT path FROM {view}").collect()}


def test_row_changes_udtf_is_the_rows_mode(spark, corpus, tmp_path):
    damaged = tmp_path / "shop-full-truncated.000001"
    damaged.write_bytes(SAMPLES[0].read_bytes()[:3000])  # ends inside a rows event
    paths = SAMPLES + [corpus / n for n in PAIRING_CORPUS] + [damaged]
    expected = source_rows(spark, paths)
    assert any(dict(r)["_corrupt_record"] for r in expected) and len(expected) > 250
    spark.read.format("binaryFile").load([str(p) for p in paths]).createOrReplaceTempView("pairing_files")
    names = uri_names(spark, "pairing_files")
    for form, sql in FORMS.items():
        assert sorted_rows(spark.sql(sql.format(view="pairing_files")).collect(), names) == expected, form
    # without a name: file is <bytes>, in _corrupt_record too
    got = spark.sql("SELECT path, c.* FROM pairing_files, LATERAL binlog_row_changes(content) c").collect()
    assert {r.file for r in got} == {"<bytes>"}
    renamed = [Row(**{k: (v.replace("<bytes>", r.path) if k in ("file", "_corrupt_record") and v else v)
                      for k, v in r.asDict().items() if k != "path"}) for r in got]
    assert sorted_rows(renamed, names) == expected
    # the plain function, as the UDTF calls it
    arrow = [r for b in udfs.file_changes(damaged.read_bytes(), str(damaged)) for r in b.to_pylist()]
    for r in arrow:  # as Spark gives them: session time zone UTC, maps as dicts
        r.update(timestamp=r["timestamp"] and r["timestamp"].replace(tzinfo=None), before=r["before"] and dict(r["before"]),
                 after=r["after"] and dict(r["after"]))
    assert sorted_rows([Row(**r) for r in arrow]) == source_rows(spark, [damaged])


def test_udtfs_pass_over_what_the_source_passes_over(spark, tmp_path):
    """Issue 41, item 6: a folder as a server leaves it (binlogs, their .index, a README), read by
    binaryFile: binlog_row_changes gives the source's rows of the folder (which passes the others
    over with a note), no _corrupt_record row for the index; binlog_events no row for it either."""
    import shutil

    folder = tmp_path / "server"
    folder.mkdir()
    for path in SAMPLES:
        shutil.copy(path, folder / path.name)
    (folder / "mysql-bin.index").write_text("".join(f"./{p.name}\n" for p in SAMPLES))
    (folder / "README").write_text("binlogs of the shop\n")
    rows = spark.read.format("mysql_binlog").load(str(folder)).collect()
    assert rows and not any(r["_corrupt_record"] for r in rows)
    expected = sorted_rows(rows)
    spark.read.format("binaryFile").load(str(folder)).createOrReplaceTempView("server_files")
    names = uri_names(spark, "server_files")
    got = spark.sql("SELECT c.* FROM server_files, LATERAL binlog_row_changes(content, path) c").collect()
    assert sorted_rows(got, names) == expected
    got = spark.sql("SELECT * FROM binlog_row_changes_arrow(TABLE(server_files))").collect()
    assert sorted_rows(got, names) == expected
    got = spark.sql("SELECT * FROM binlog_row_changes_arrow(TABLE(SELECT path FROM server_files))").collect()
    assert sorted_rows(got, names) == expected
    # a path that names no file: one fault row naming it, as the source's PERMISSIVE read of a split
    missing = str(folder / "gone.000009")
    got = spark.sql(f"SELECT * FROM binlog_row_changes_arrow(TABLE(SELECT 'file:{missing}' AS path))").collect()
    assert [(r.file, r._corrupt_record) for r in got] == [(f"file:{missing}", f"file:{missing}: No such file or directory")]
    events = spark.sql("SELECT e.* FROM server_files, LATERAL binlog_events(content, path) e").collect()
    assert {Path(e.file).name for e in events} == {p.name for p in SAMPLES} and not any(e.error for e in events)


def test_binlog_events_table_argument(spark, corpus):
    paths = files(corpus)
    spark.read.format("binaryFile").load(paths).select("path", "content").createOrReplaceTempView("events_files")
    expected = spark.sql("SELECT path AS file, e.* FROM events_files, LATERAL binlog_events(content) e")
    assert expected.count() == sum(len(library_cut(p)) for p in paths)
    for sql in ("SELECT * FROM binlog_events(TABLE(events_files))",
                "SELECT * FROM binlog_events(TABLE(SELECT content, path AS file FROM events_files))",
                "SELECT e.* FROM events_files, LATERAL binlog_events(content, path) e"):
        assertDataFrameEqual(spark.sql(sql), expected)
    no_name = spark.sql("SELECT * FROM binlog_events(TABLE(SELECT content FROM events_files))")
    assert no_name.columns == [f.name for f in udfs.EVENT_STRUCT.fields]
    assertDataFrameEqual(no_name, expected.drop("file"))
    # a table of paths: the files read from their names
    assertDataFrameEqual(spark.sql("SELECT * FROM binlog_events(TABLE(SELECT path FROM events_files))"), expected)
    for sql, message in (("SELECT * FROM binlog_row_changes(TABLE(SELECT 7 AS n FROM events_files))", "file's bytes"),
                         ("SELECT * FROM binlog_row_changes_arrow(TABLE(SELECT 7 AS n, path AS p FROM events_files))",
                          "or its path"),
                         ("SELECT e.* FROM events_files, LATERAL binlog_events(content, path, path) e",
                          "at most a name")):
        with pytest.raises(Exception, match=message):
            spark.sql(sql).collect()


def window_pairing_is_the_rows_mode(spark, paths):
    """The window SQL of docs/spark.md over the view ``files`` (of ``paths``) gives the rows mode's rows."""
    source = spark.read.format("mysql_binlog").load([str(p) for p in paths])
    assert source.where("_corrupt_record IS NOT NULL").count() == 0
    window = spark.sql(readme_sql("pair-window"))
    assertDataFrameEqual(window.selectExpr("substr(file, 6) AS file", *window.columns[1:]),
                         source.select(*window.columns))
    return source


# rows events whose latest TABLE_MAP is another table's (a statement over several tables)
SEVERAL_TABLES = ["wsql__update-full-row.binlog", "wsql__write-partial-row.binlog", "ps5722__master-bin.000008"]


def test_readme_sql_pairs_rows_events_with_their_table_maps(spark, corpus):
    # every sql-example block of docs/spark.md is run below
    assert re.findall(r"<!-- sql-example: (\S+) -->", (REPO / "docs" / "spark.md").read_text()) == [
        "pair-window", "row-changes-table", "row-changes-lateral", "row-changes-paths"]
    several = [corpus / n for n in SEVERAL_TABLES]
    spark.read.format("binaryFile").load([str(p) for p in several]).createOrReplaceTempView("files")
    window_pairing_is_the_rows_mode(spark, several)
    spark.read.format("binaryFile").load(str(REPO / "samples" / "*.0*")).createOrReplaceTempView("files")
    names = uri_names(spark, "files")
    assert sorted(names.values()) == sorted(str(p) for p in SAMPLES)
    source = window_pairing_is_the_rows_mode(spark, SAMPLES)
    expected = sorted_rows(source.collect())
    for name in ("row-changes-table", "row-changes-lateral", "row-changes-paths"):
        got = spark.sql(readme_sql(name)).collect()
        assert sorted_rows(got, names) == expected, name
        assert [(r.file, r.pos, r.row_index) for r in got] == sorted((r.file, r.pos, r.row_index) for r in got)


def test_session_sizes_a_local_jvm_for_real_binlogs(spark, monkeypatch, tmp_path):
    """Issue 40: Spark's default 1 GiB heap fails on binaryFile over real binlogs (four 100 MB
    files through a UDTF overflowed it); session() gives a local master a quarter of the
    machine's memory (1 to 8 GiB), unless the user sized it."""
    from binlogspec_spark.session import driver_memory

    total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    wanted = min(8 << 30, max(1 << 30, total // 4))
    assert spark.conf.get("spark.driver.memory") == driver_memory() == f"{wanted >> 20}m"
    heap = spark.sparkContext._jvm.java.lang.Runtime.getRuntime().maxMemory()
    assert heap > 0.8 * wanted  # (the JVM keeps a little of -Xmx for itself)
    monkeypatch.setenv("SPARK_DRIVER_MEMORY", "2g")
    assert driver_memory() is None
    monkeypatch.delenv("SPARK_DRIVER_MEMORY")
    monkeypatch.setenv("PYSPARK_SUBMIT_ARGS", "--driver-memory 3g pyspark-shell")
    assert driver_memory() is None
    monkeypatch.delenv("PYSPARK_SUBMIT_ARGS")
    (tmp_path / "spark-defaults.conf").write_text("spark.driver.memory 5g\n")
    monkeypatch.setenv("SPARK_CONF_DIR", str(tmp_path))
    assert driver_memory() is None


def test_binlog_files_stops_at_what_binary_file_cannot_hold(spark, tmp_path):
    """Issue 40: binaryFile of a 1 GiB binlog ran the JVM out of memory and took the session
    down. session() sets binaryFile's own limit from the heap (Spark then refuses a larger file
    with its name, and the session goes on), and binlog_files, the UDFs' way to read binlogs,
    stops before Spark with one line that says what to use instead."""
    from binlogspec_spark import binlog_files
    from binlogspec_spark.session import binary_file_limit, driver_memory

    limit = int(spark.conf.get("spark.sql.sources.binaryFile.maxLength"))
    assert limit == binary_file_limit(driver_memory()) > 50_000_000
    files = binlog_files(spark, str(REPO / "samples"))  # (its README and schema dump passed over)
    assert sorted(Path(r.path).name for r in files.select("path").collect()) == sorted(p.name for p in SAMPLES)
    files.createOrReplaceTempView("sized_files")
    names = uri_names(spark, "sized_files")
    got = spark.sql("SELECT * FROM binlog_row_changes_arrow(TABLE(sized_files))").collect()
    assert sorted_rows(got, names) == source_rows(spark, SAMPLES)
    big = tmp_path / "big.000001"
    with open(big, "wb") as fh:  # (sparse: no disk taken)
        fh.write(binlogspec.reader.MAGIC)
        fh.truncate(limit + 1)
    with pytest.raises(ValueError) as caught:
        binlog_files(spark, str(big))
    message = str(caught.value)
    assert len(message.splitlines()) == 1 and f"{limit + 1:,} bytes" in message and "mysql_binlog" in message
    assert "content=False" in message
    # paths only: no limit (Spark reads no file), each file read by the UDTF
    paths = binlog_files(spark, [str(p) for p in SAMPLES] + [str(big)], content=False)
    assert paths.columns == ["path", "modificationTime", "length"] and paths.count() == len(SAMPLES) + 1
    paths.where(~paths.path.endswith("big.000001")).createOrReplaceTempView("path_files")
    got = spark.sql("SELECT * FROM binlog_row_changes_arrow(TABLE(path_files))").collect()
    assert sorted_rows(got, names) == source_rows(spark, SAMPLES)
    with pytest.raises(Exception, match="exceeds the max length"):
        spark.read.format("binaryFile").load(str(big)).selectExpr("length(content)").collect()
    assert spark.range(3).count() == 3
