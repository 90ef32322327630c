"""Issue 15: ``spark.readStream.format("mysql_binlog")``.

1. A real MariaDB server writes and rotates its binlogs while a streaming query with a checkpoint
   copies their row changes to Parquet; the query is stopped and started again from its
   checkpoint midway, while the writes go on. At the end its output equals the batch read of the
   same files: no row lost, none repeated.
2. ``trigger(availableNow=True)`` over a folder of corpus and test binlogs equals the batch read.
"""

import shutil
import threading
import time

import pytest

from conftest import CORPUS, REPO
from mariadb_server import MariaDB, available

COLUMNS = ["file", "pos", "row_index", "gtid", "db", "table", "op", "before_json", "after_json", "_corrupt_record"]


def _rows(df):
    return sorted(tuple(r) for r in df.select(*COLUMNS).collect())


def _stream(spark, source, out, checkpoint, **trigger):
    return (spark.readStream.format("mysql_binlog").load(source).writeStream.format("parquet")
            .option("checkpointLocation", str(checkpoint)).option("path", str(out)).trigger(**trigger).start())


def test_available_now_over_a_folder_equals_the_batch_read(spark, corpus, tmp_path):
    folder = tmp_path / "binlogs"
    folder.mkdir()
    # corpus files of several servers (one damaged: its fault is a _corrupt_record row in both), the
    # samples, a test binlog, and the kind of file a server's folder holds besides its binlogs
    names = ["canal__mysql-bin.000002", "mbcj__mysql-bin.sakila", "wsql__corrupt-relay-bin.000624"]
    for i, name in enumerate(names):
        shutil.copy(CORPUS / name, folder / f"a{i}-{name}")
    for path in sorted((REPO / "samples").glob("shop-*.0*")) + [REPO / "tests" / "data" / "mariadb_compressed_rows.000001"]:
        shutil.copy(path, folder / f"b-{path.name}")
    (folder / "mysql-bin.index").write_text("./a0\n")
    q = _stream(spark, str(folder), tmp_path / "out", tmp_path / "chk", availableNow=True)
    q.awaitTermination(300)
    assert q.exception() is None
    streamed = _rows(spark.read.parquet(str(tmp_path / "out")))
    batch = _rows(spark.read.format("mysql_binlog").load(str(folder)))
    assert len(batch) > 40000 and any(r[-1] for r in batch)
    assert streamed == batch
    # run again from the checkpoint: nothing new, nothing repeated
    q = _stream(spark, str(folder), tmp_path / "out", tmp_path / "chk", availableNow=True)
    q.awaitTermination(300)
    assert _rows(spark.read.parquet(str(tmp_path / "out"))) == batch


def test_options_a_stream_does_not_take_are_refused(tmp_path):
    from binlogspec_spark.datasource import Options
    from binlogspec_spark.stream import BinlogStreamReader

    for option in ({"startPosition": "100"}, {"stopDatetime": "2026-01-01 00:00:00"}, {"database": "shop"}):
        with pytest.raises(ValueError, match="not taken by the streaming source") as found:
            BinlogStreamReader(Options(dict(option, path=str(tmp_path))), None)
        assert "\n" not in str(found.value)


def test_stream_follows_ddl_across_a_restart(spark, tmp_path):
    """Issue 41, item 4 and acceptance 4: archives of a server at its default row metadata
    (NO_LOG: no column names in the table maps), a one-database dump taken before the workload:
    a stream with ``schemaFile`` names the columns and follows an ALTER TABLE in its first batch;
    restarted from its checkpoint, it reads the rows after the ALTER with the schemas in effect
    there (its offset carries them: the dump alone would give the columns before it), and a
    CREATE TABLE with a JSON column. It equals the batch read, and no
    value is col_N or base64."""
    import json
    import subprocess

    if not available():
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    server = MariaDB(["--binlog-row-metadata=NO_LOG"]).start()
    folder, dump = tmp_path / "binlogs", tmp_path / "shop.sql"
    folder.mkdir()

    def archive():  # the closed binlogs, copied as a backup job copies them
        for path in server.rotate():
            shutil.copy(path, folder / path.rsplit("/", 1)[1])

    try:
        server.sql("CREATE DATABASE shop; CREATE TABLE shop.c (id INT PRIMARY KEY, name VARCHAR(20) CHARACTER SET "
                   "utf8mb4, note TEXT CHARACTER SET utf8mb4) DEFAULT CHARSET=utf8mb4")
        from mariadb_server import find_binary

        out = subprocess.run([find_binary("mariadb-dump", "mysqldump"), "--no-defaults", "-uroot",
                              f"--socket={server.socket}", "--no-data", "--skip-comments", "shop"],
                             capture_output=True, text=True, check=True)
        dump.write_text(out.stdout)
        server.sql("INSERT INTO shop.c VALUES (1, 'Zoë', 'première'), (2, '陈', NULL); "
                   "ALTER TABLE shop.c ADD COLUMN n INT AFTER name; INSERT INTO shop.c VALUES (3, 'Åsa', 7, 'x')",
                   database="shop")
        archive()
        checkpoint, output = tmp_path / "chk", tmp_path / "out"

        def run_stream():
            q = (spark.readStream.format("mysql_binlog").option("schemaFile", str(dump)).load(str(folder))
                 .writeStream.format("parquet").option("checkpointLocation", str(checkpoint))
                 .option("path", str(output)).trigger(availableNow=True).start())
            q.awaitTermination()
            assert q.exception() is None

        run_stream()
        server.sql("UPDATE shop.c SET n = 1 WHERE id = 1; CREATE TABLE shop.d (id INT PRIMARY KEY, prefs JSON); "
                   "INSERT INTO shop.d VALUES (1, '{\"lang\": \"pl\"}')", database="shop")
        archive()
        run_stream()  # from the checkpoint: its offset holds the schemas after the ALTER, not the dump's
    finally:
        server.stop()
    streamed = _rows(spark.read.parquet(str(output)))
    batch = _rows(spark.read.format("mysql_binlog").option("schemaFile", str(dump)).load(str(folder)))
    assert streamed == batch and len(batch) == 5
    images = [json.loads(r[8]) for r in batch]
    assert all(set(i) in ({"id", "name", "note"}, {"id", "name", "n", "note"}, {"id", "prefs"}) for i in images)
    assert {"id": 3, "name": "Åsa", "n": 7, "note": "x"} in images and {"id": 1, "prefs": '{"lang": "pl"}'} in images
    assert not any(str(v).startswith("base64:") for i in images for v in i.values())


@pytest.fixture
def live_server():
    if not available():
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    server = MariaDB().start()
    yield server
    server.stop()


def test_a_live_server_stream_stopped_and_restarted_loses_and_repeats_nothing(spark, live_server, tmp_path):
    server = live_server
    server.sql("CREATE DATABASE live; CREATE TABLE live.t (id INT PRIMARY KEY, v VARCHAR(40), n INT)")
    source = f"{server.datadir}/binlog.0*"
    written = {"changes": 0}
    stop = threading.Event()

    def workload():
        i = 0
        while not stop.is_set() and i < 120:
            i += 1
            statements = [f"INSERT INTO live.t VALUES ({3 * i}, 'row {i}', {i}), ({3 * i + 1}, 'row {i}b', NULL)"]
            if i % 3 == 0:
                statements.append(f"UPDATE live.t SET n = {i} WHERE id = {3 * i - 3}")
                statements.append(f"DELETE FROM live.t WHERE id = {3 * i - 2}")
            server.sql("BEGIN; " + "; ".join(statements) + "; COMMIT;")
            written["changes"] += 2 + (2 if i % 3 == 0 else 0)
            if i % 25 == 0:
                server.sql("FLUSH BINARY LOGS")
            time.sleep(0.02)

    writer = threading.Thread(target=workload)
    writer.start()
    try:
        q = _stream(spark, source, tmp_path / "out", tmp_path / "chk", processingTime="1 second")
        time.sleep(6)
        q.stop()  # midway, with the server still writing
        assert q.exception() is None
        time.sleep(2)
        q = _stream(spark, source, tmp_path / "out", tmp_path / "chk", processingTime="1 second")
        writer.join(timeout=300)
        server.rotate()  # the last file closed, as the server leaves it at a restart
        q.processAllAvailable()
        q.stop()
        assert q.exception() is None
    finally:
        stop.set()
        writer.join(timeout=60)
    streamed = _rows(spark.read.parquet(str(tmp_path / "out")))
    batch = _rows(spark.read.format("mysql_binlog").load(source))
    live = [r for r in batch if r[4] == "live"]
    assert len(live) == written["changes"] and len(server.binlogs()) >= 5
    assert len({r[:3] for r in streamed}) == len(streamed)  # no row change twice
    assert streamed == batch
