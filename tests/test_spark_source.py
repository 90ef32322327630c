"""The mysql_binlog data source gives exactly what the Python library gives."""

import shutil

import pytest

pytest.importorskip("pyspark")

from pyspark.testing import assertDataFrameEqual, assertSchemaEqual  # noqa: E402

import spark_expected as expect  # noqa: E402
from binlogspec_spark.datasource import EVENTS_SCHEMA, ROWS_SCHEMA  # noqa: E402
from conftest import CORPUS, corpus_binlogs  # noqa: E402

SAKILA = "mbcj__mysql-bin.sakila"  # the largest corpus file: the split test's
ROWS_FILES = ["rmc__json-opaque.binlog", "rmc__json.binlog.000001", "rmc__mariadb-bin.000001",
              "mbcj__mysql-bin.compressed", "binlogviz__minimal.binlog", "zalora__gtid-fixtures_mysql-bin.01",
              "wsql__binlog_transaction_with_GTID.000001", "mdbpoc__domain_id_0_mariadb-repl-bin.000005",
              "cdcrs__5.7_31_update_rows_v2_log.bin", "myflash__haha.000041"]


def load(spark, paths, **options):
    reader = spark.read.format("mysql_binlog").option("paths", __import__("json").dumps([str(p) for p in paths]))
    for key, value in options.items():
        reader = reader.option(key, str(value))
    return reader.load()


def test_events_mode_whole_corpus(spark, corpus):
    files = [p for p in corpus_binlogs() if p.name != SAKILA]
    df = load(spark, files, mode="events")
    assertSchemaEqual(df.schema, EVENTS_SCHEMA)
    assert df.rdd.getNumPartitions() == len(files)
    expected = [row for p in files for row in expect.events(p)]
    assertDataFrameEqual(df, spark.createDataFrame(expected, EVENTS_SCHEMA))


def test_rows_mode_corpus(spark, corpus):
    files = [CORPUS / name for name in ROWS_FILES if (CORPUS / name).exists()]
    df = load(spark, files)
    assertSchemaEqual(df.schema, ROWS_SCHEMA)
    assert df.rdd.getNumPartitions() == len(files)
    expected = [row for p in files for row in expect.changes(str(p))]
    assert any(r[-1] is None for r in expected)
    assertDataFrameEqual(df, spark.createDataFrame(expected, ROWS_SCHEMA))


def test_split_file_gives_the_same_events(spark, corpus):
    path = CORPUS / SAKILA
    df = load(spark, [path], mode="events", maxPartitionBytes=300_000)
    assert df.rdd.getNumPartitions() == 5
    assertDataFrameEqual(df, spark.createDataFrame(expect.events(path), EVENTS_SCHEMA))


def test_glob_folder_and_pyarrow_uri(spark, corpus, tmp_path):
    for name in ("rmc__json-opaque.binlog", "binlogviz__minimal.binlog"):
        shutil.copy(CORPUS / name, tmp_path / name)
    (tmp_path / "_SUCCESS").write_bytes(b"")
    by_glob = spark.read.format("mysql_binlog").load(str(tmp_path / "*.binlog"))
    by_folder = spark.read.format("mysql_binlog").load(str(tmp_path))
    # file:// goes through pyarrow's filesystem and ranged reads
    by_uri = spark.read.format("mysql_binlog").option("mode", "events").option("maxPartitionBytes", 600) \
        .load(f"file://{tmp_path}/*.binlog")
    assert by_glob.rdd.getNumPartitions() == by_folder.rdd.getNumPartitions() == 2
    assert by_uri.rdd.getNumPartitions() > 2
    assertDataFrameEqual(by_glob, by_folder)
    expected = [r for name in sorted(p.name for p in tmp_path.glob("*.binlog"))
                for r in expect.events(tmp_path / name)]
    expected = [(f"file://{r[0]}",) + r[1:-1] + (r[-1].replace(r[0], f"file://{r[0]}") if r[-1] else None,)
                for r in expected]
    assertDataFrameEqual(by_uri, spark.createDataFrame(expected, EVENTS_SCHEMA))


def test_tables_filter(spark, corpus):
    files = [CORPUS / "rmc__json.binlog.000001", CORPUS / "rmc__mariadb-bin.000001"]
    df = load(spark, files, tables="toddy_*.out*, nothing.here")
    expected = [r for p in files for r in expect.changes(str(p)) if r[8] == "toddy_test"]
    assert expected
    assertDataFrameEqual(df, spark.createDataFrame(expected, ROWS_SCHEMA))


def _damaged_folder(tmp_path):
    good = ["rmc__json-opaque.binlog", "binlogviz__minimal.binlog", "rmc__mariadb-bin.000001"]
    for name in good:
        shutil.copy(CORPUS / name, tmp_path / name)
    data = (CORPUS / "rmc__json.binlog.000001").read_bytes()
    cut = len(data) - 100  # inside the last events
    (tmp_path / "truncated.000001").write_bytes(data[:cut])
    return [tmp_path / n for n in sorted(good + ["truncated.000001"])]


def test_permissive_keeps_good_files_and_the_rows_before_the_fault(spark, corpus, tmp_path):
    files = _damaged_folder(tmp_path)
    events = spark.read.format("mysql_binlog").option("mode", "events").load(str(tmp_path))
    expected = [r for p in files for r in expect.events(p)]
    corrupt = [r for r in expected if r[-1]]
    assert len(corrupt) == 1 and corrupt[0][0].endswith("truncated.000001")
    assertDataFrameEqual(events, spark.createDataFrame(expected, EVENTS_SCHEMA))
    rows = spark.read.format("mysql_binlog").load(str(tmp_path))
    assertDataFrameEqual(rows, spark.createDataFrame([r for p in files for r in expect.changes(str(p))],
                                                     ROWS_SCHEMA))
    bad = rows.where("_corrupt_record IS NOT NULL").collect()
    assert [(r.file, r.pos) for r in bad] == [(corrupt[0][0], corrupt[0][1])]


def test_permissive_reads_on_past_each_fault(spark, corpus, tmp_path):
    """Two flipped bits in two events of a file with checksums: the source resyncs as
    ``binlogspec events --permissive`` does, every event whose CRC32 holds comes back, and each
    quarantined span gives one ``_corrupt_record`` row."""
    import binlogspec

    data = bytearray((CORPUS / "canal__tsdb_mysql-bin.000003").read_bytes())
    with binlogspec.open(bytes(data)) as reader:
        positions = [(e.pos, e.size) for e in reader]
    for pos, size in (positions[30], positions[90]):
        data[pos + size // 2] ^= 0x10
    path = tmp_path / "flipped.000003"
    path.write_bytes(bytes(data))
    events = load(spark, [path], mode="events")
    expected = expect.events(path)
    assert sum(1 for r in expected if r[-1]) == 2 and len(expected) > len(positions) - 5
    assertDataFrameEqual(events, spark.createDataFrame(expected, EVENTS_SCHEMA))
    assert [r.pos for r in events.where("_corrupt_record IS NOT NULL").orderBy("pos").collect()] == \
        [positions[30][0], positions[90][0]]
    rows = load(spark, [path])
    assertDataFrameEqual(rows, spark.createDataFrame(expect.changes(str(path)), ROWS_SCHEMA))
    assert rows.where("_corrupt_record IS NOT NULL").count() == 2


def test_failfast_names_file_and_offset(spark, corpus, tmp_path):
    files = _damaged_folder(tmp_path)
    fault = [r for p in files for r in expect.events(p) if r[-1]][0]
    with pytest.raises(Exception) as info:
        spark.read.format("mysql_binlog").option("mode", "events").option("parseMode", "FAILFAST") \
            .load(str(tmp_path)).collect()
    assert f"{fault[0]}:{fault[1]}:" in str(info.value)
    # rows mode, the parse mode given as ``mode`` as Spark's file sources take it
    with pytest.raises(Exception) as info:
        spark.read.format("mysql_binlog").option("mode", "FAILFAST").load(str(tmp_path)).collect()
    assert f"{fault[0]}:{fault[1]}:" in str(info.value)


def test_checksum_verification_option(spark, corpus):
    path = CORPUS / "my8040__duplicate_xid_xa_prepare.000001"  # has a CRC32 mismatch
    strict = load(spark, [path], mode="events")
    lax = load(spark, [path], mode="events", verifyChecksums="false")
    assertDataFrameEqual(strict, spark.createDataFrame(expect.events(path), EVENTS_SCHEMA))
    assertDataFrameEqual(lax, spark.createDataFrame(expect.events(path, "flag"), EVENTS_SCHEMA))
    assert lax.where("checksum = 'mismatch'").count() >= 1


def test_mariadb_server_binlog_split_and_whole(spark, mariadb):
    mariadb.sql("""CREATE DATABASE sparksrc; USE sparksrc;
        CREATE TABLE t (id INT PRIMARY KEY, name VARCHAR(40), n BIGINT UNSIGNED);""")
    for batch in range(6):
        values = ",".join(f"({batch * 40 + i}, 'name {batch}-{i}', {2**64 - 1 - i})" for i in range(40))
        mariadb.sql(f"USE sparksrc; INSERT INTO t VALUES {values}; "
                    f"UPDATE t SET name = CONCAT(name, '!') WHERE id % 7 = {batch};"
                    f"DELETE FROM t WHERE id = {batch * 40 + 3};")
    path = mariadb.rotate()[-1]
    expected = spark.createDataFrame(expect.changes(path), ROWS_SCHEMA)
    assert expected.where("_corrupt_record IS NULL AND gtid IS NOT NULL").count() > 240
    whole = spark.read.format("mysql_binlog").load(path)
    split = spark.read.format("mysql_binlog").option("maxPartitionBytes", 4000).load(path)
    assert whole.rdd.getNumPartitions() == 1
    assert split.rdd.getNumPartitions() >= 4
    assertDataFrameEqual(whole, expected)
    assertDataFrameEqual(split, expected)
