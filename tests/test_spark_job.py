"""The binlog-to-Parquet job, in local mode and on a Spark standalone cluster it starts on
127.0.0.1 (master and worker from the scripts PySpark ships), with the same output."""

import io
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pyspark = pytest.importorskip("pyspark")

from pyspark.testing import assertDataFrameEqual  # noqa: E402

from binlogspec_spark import job  # noqa: E402
from binlogspec_spark.session import environment  # noqa: E402
from conftest import REPO  # noqa: E402

SPARK_HOME = Path(pyspark.__file__).resolve().parent
SAMPLE_FILES = job.sample_files()
SAMPLE_OPTIONS = {"schemaFile": str(job.SAMPLE_SCHEMA)}  # what the job takes by itself for the samples


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(predicate, what, timeout=90):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.5)
    raise AssertionError(f"timed out waiting for {what}")


def listening(port):
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture
def standalone(tmp_path):
    """A Spark standalone master and one worker on 127.0.0.1; yields the master URL."""
    environment()
    env = dict(os.environ, SPARK_HOME=str(SPARK_HOME), SPARK_LOCAL_IP="127.0.0.1",
               SPARK_WORKER_DIR=str(tmp_path / "work"), SPARK_LOG_DIR=str(tmp_path / "logs"))
    port = free_port()
    spark_class = str(SPARK_HOME / "bin" / "spark-class")
    logs = []
    procs = []
    try:
        for name, args in (("master", ["org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                                       "--port", str(port), "--webui-port", "0"]),
                           ("worker", ["org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                                       "--cores", "2", "--memory", "2g", "--webui-port", "0",
                                       f"spark://127.0.0.1:{port}"])):
            log = open(tmp_path / f"{name}.log", "wb")
            logs.append(log)
            procs.append(subprocess.Popen([spark_class, *args], env=env, stdout=log, stderr=subprocess.STDOUT))
            if name == "master":
                wait_for(lambda: listening(port), "the Spark master")
        wait_for(lambda: b"Successfully registered with master" in (tmp_path / "worker.log").read_bytes(),
                 "the Spark worker to register")
        yield f"spark://127.0.0.1:{port}", env
    finally:
        for proc in reversed(procs):
            proc.terminate()
        for proc in reversed(procs):
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for log in logs:
            log.close()


def comparable(summary):
    return {k: v for k, v in summary.items() if k not in ("output", "seconds")}


def test_job_local_and_on_a_standalone_cluster(spark, standalone, tmp_path):
    master, env = standalone
    out = io.StringIO()
    local = job.run(spark, SAMPLE_FILES, tmp_path / "local", show=2, stdout=out, options=SAMPLE_OPTIONS)
    assert local["files"] == len(SAMPLE_FILES) == 2 and local["events"] > 0 and local["row_changes"] > 0
    assert "row changes:" in out.getvalue() and "typed table" in out.getvalue()
    proc = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", "--master", master,
                           "--out", str(tmp_path / "cluster")], env=env, capture_output=True, text=True,
                          timeout=400)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "errors:" in proc.stdout and "output (Parquet):" in proc.stdout
    cluster = json.loads((tmp_path / "cluster" / "summary.json").read_text())
    assert comparable(cluster) == comparable(local)
    for part in ["changes"] + [f"tables/{t}" for t in local["typed_tables"]]:
        assertDataFrameEqual(spark.read.parquet(str(tmp_path / "cluster" / part)),
                             spark.read.parquet(str(tmp_path / "local" / part)))


def test_job_parquet_reads_back_in_pandas_with_the_library_values(spark, tmp_path):
    import pandas as pd

    from binlogspec.rows import row_changes

    summary = job.run(spark, SAMPLE_FILES, tmp_path, show=0, stdout=io.StringIO())
    assert summary["errors"] == []
    # shop.orders has a layout per sample (names in the FULL-metadata one only): the named one
    full = "/shop-full."
    tables = {t: pd.read_parquet(tmp_path / "tables" / t) for t in summary["typed_tables"] if t.startswith("shop.orders")}
    name, orders = next((t, df) for t, df in tables.items() if "total" in df.columns)
    orders = orders.sort_values(["pos", "row_index"])
    assert {c: str(orders[c].dtype) for c in ("pos", "qty", "placed", "timestamp")} == {
        "pos": "int64", "qty": "int32", "placed": "datetime64[us, UTC]", "timestamp": "datetime64[us, UTC]"}
    expected = [c for f in SAMPLE_FILES if full in f for c in row_changes(f) if (c.db, c.table) == ("shop", "orders")]
    assert len(orders) == len(expected) > 0
    assert set(orders["file"]) == {f for f in SAMPLE_FILES if full in f}
    assert list(orders["op"]) == [c.op for c in expected]
    image = [c.before if c.op == "delete" else c.after for c in expected]
    assert [int(x) for x in orders["id"]] == [v["id"] for v in image]
    assert list(orders["note"]) == [v["note"] for v in image]
    assert list(orders["total"]) == [v["total"] for v in image]
    assert [None if pd.isna(x) else x for x in orders["placed"]] == \
        [None if v["placed"] is None else pd.Timestamp(v["placed"]) for v in image]
    changes = pd.read_parquet(tmp_path / "changes")
    assert len(changes) == summary["row_changes"]


def test_job_reads_on_past_faults(spark, corpus, tmp_path):
    """PERMISSIVE (the job's default): two flipped bits in a file with checksums cost the two
    damaged events only; the changes table holds what the source's rows mode gives, with one
    ``_corrupt_record`` row per fault, and the summary lists both."""
    import binlogspec
    import spark_expected as expect
    from binlogspec_spark.datasource import ROWS_SCHEMA

    data = bytearray((corpus / "canal__tsdb_mysql-bin.000003").read_bytes())
    with binlogspec.open(bytes(data)) as reader:
        positions = [(e.pos, e.size) for e in reader]
    for pos, size in (positions[30], positions[90]):
        data[pos + size // 2] ^= 0x10
    path = tmp_path / "in" / "flipped.000003"
    path.parent.mkdir()
    path.write_bytes(bytes(data))
    summary = job.run(spark, [str(path)], tmp_path / "out", show=0, stdout=io.StringIO())
    assert [e.split(":")[1] for e in summary["errors"]] == [str(positions[30][0]), str(positions[90][0])]
    expected = expect.changes(str(path))
    assert sum(1 for r in expected if r[-1]) == 2
    got = spark.read.parquet(str(tmp_path / "out" / "changes"))
    columns = [f.name for f in ROWS_SCHEMA.fields if f.name in got.columns]
    want = spark.createDataFrame(expected, ROWS_SCHEMA).select(*columns)
    assertDataFrameEqual(got.select(*columns), want)


def test_job_on_executors_that_have_only_the_wheel(spark, standalone, wheel_venv, tmp_path):
    """Issue 12: the executors' Python is a separate virtual environment holding the built wheel
    (and pandas and pyarrow, which the Spark extra needs; pyspark itself comes from the worker's
    Spark), with no source tree on any path: the job's output equals local mode's."""
    master, env = standalone
    env_dir, _, base = wheel_venv
    python = env_dir / "bin" / "python"
    pins = [line.split()[0] for line in (REPO / "requirements-dev.txt").read_text().splitlines()
            if line.startswith(("pandas==", "pyarrow=="))]
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", *pins],
                   check=True, capture_output=True)
    env = dict(env, PYSPARK_PYTHON=str(python))
    env.pop("PYTHONPATH", None)
    # where the executors import binlogspec from
    probe = subprocess.run([sys.executable, "-c", (
        "from binlogspec_spark import session; s = session(%r); "
        "print(s.sparkContext.parallelize([0], 1).map(lambda _: __import__('binlogspec').__file__).collect()[0]); "
        "s.stop()") % master], env=env, capture_output=True, text=True, timeout=300, cwd=base)
    assert probe.returncode == 0, probe.stderr[-3000:]
    executor_file = probe.stdout.strip().splitlines()[-1]
    assert executor_file.startswith(str(env_dir)) and str(REPO) not in executor_file, executor_file
    proc = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", "--master", master,
                           "--out", str(tmp_path / "cluster")], env=env, capture_output=True, text=True,
                          timeout=400, cwd=base)
    assert proc.returncode == 0, proc.stderr[-3000:]
    local = job.run(spark, SAMPLE_FILES, tmp_path / "local", show=0, stdout=io.StringIO(), options=SAMPLE_OPTIONS)
    cluster = json.loads((tmp_path / "cluster" / "summary.json").read_text())
    assert comparable(cluster) == comparable(local)
    for part in ["changes"] + [f"tables/{t}" for t in local["typed_tables"]]:
        assertDataFrameEqual(spark.read.parquet(str(tmp_path / "cluster" / part)),
                             spark.read.parquet(str(tmp_path / "local" / part)))


def test_demo_console_is_the_jobs_own(tmp_path):
    """`./build.sh demo`'s job: a progress bar over bytes and files, the summary, where the output
    went; Spark's WARN lines and stage bars are off (in a log file it names), --spark-logs brings
    them back."""
    proc = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", "--out", str(tmp_path / "out"),
                           "--show", "0"], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    console = proc.stdout + proc.stderr
    assert "WARN" not in console and "[Stage" not in console
    assert "decoding: 100%" in proc.stderr and f"files {len(SAMPLE_FILES)}/{len(SAMPLE_FILES)}" in proc.stderr
    assert f"output (Parquet): {tmp_path / 'out'}" in proc.stdout and "row changes:" in proc.stdout
    # the default-metadata sample is named through its dump: both samples fill the same typed tables
    assert "typed tables: shop.customers@0, shop.customers@1, shop.orders, shop.products" in proc.stdout
    log = proc.stderr.rsplit("Spark's own log (errors only; --spark-logs shows it all): ", 1)[1].strip()
    assert Path(log).is_file()
    loud = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", "--out", str(tmp_path / "loud"),
                           "--show", "0", "--spark-logs"], capture_output=True, text=True, timeout=300)
    assert loud.returncode == 0 and "WARN" in loud.stderr and "decoding:" not in loud.stderr


def test_job_as_a_tool_on_a_server_folder(spark, corpus, tmp_path):
    """Issue 13: a folder as a server leaves it (binlogs, their .index, a README): the binlogs are
    read, the rest passed over with a note, no corrupt row anywhere; a damaged binlog makes the
    exit status 1 (0 with --permissive-exit-zero); a missing path and a FAILFAST fault are one
    line and exit 2."""
    import shutil

    folder = tmp_path / "binlogs"
    folder.mkdir()
    for name in ("binlogviz__minimal.binlog", "rmc__json.binlog.000001"):
        shutil.copy(corpus / name, folder / name)
    (folder / "mysql-bin.index").write_text("./binlogviz__minimal.binlog\n./rmc__json.binlog.000001\n")
    (folder / "README").write_text("binlogs of the test server\n")
    run = [sys.executable, "-m", "binlogspec_spark.job", str(folder), "--show", "0"]
    proc = subprocess.run(run + ["--out", str(tmp_path / "out")], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert summary["files"] == 2 and summary["errors"] == []
    assert sorted(Path(x["file"]).name for x in summary["skipped"]) == ["README", "mysql-bin.index"]
    assert "skipped:" in proc.stdout
    changes = spark.read.parquet(str(tmp_path / "out" / "changes"))
    assert changes.where("_corrupt_record IS NOT NULL OR op IS NULL").count() == 0
    source = spark.read.format("mysql_binlog").load(str(folder))
    assert source.where("_corrupt_record IS NOT NULL").count() == 0 and source.count() == changes.count()
    # a damaged binlog: its faults are rows, and the exit status says so
    data = (corpus / "rmc__json.binlog.000001").read_bytes()
    (folder / "rmc__json.binlog.000001").write_bytes(data[:-100])
    damaged = subprocess.run(run + ["--out", str(tmp_path / "out2")], capture_output=True, text=True, timeout=300)
    assert damaged.returncode == 1, damaged.stderr[-3000:]
    for table in json.loads((tmp_path / "out2" / "summary.json").read_text())["typed_tables"]:
        typed = spark.read.parquet(str(tmp_path / "out2" / "tables" / table))
        assert typed.where("op IS NULL").count() == 0
    lenient = subprocess.run(run + ["--out", str(tmp_path / "out3"), "--permissive-exit-zero"], capture_output=True,
                             text=True, timeout=300)
    assert lenient.returncode == 0
    failfast = subprocess.run(run + ["--out", str(tmp_path / "out4"), "--parse-mode", "FAILFAST"],
                              capture_output=True, text=True, timeout=300)
    lines = [line for line in failfast.stderr.splitlines() if line.startswith("binlogspec-spark:")]
    assert failfast.returncode == 2 and len(lines) == 1 and "rmc__json.binlog.000001:" in lines[0]
    assert "Traceback" not in failfast.stderr
    missing = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", str(tmp_path / "nothing")],
                             capture_output=True, text=True, timeout=60)
    assert missing.returncode == 2 and missing.stderr.strip() == \
        f"binlogspec-spark: {tmp_path / 'nothing'}: no such file (or the pattern matches nothing)"


def test_one_split_in_local_mode_is_decoded_in_the_driver(spark, corpus, tmp_path, monkeypatch):
    """A lone split gains nothing from a task of its own: in local mode the job decodes it in the
    driver, and its outputs are the CLI's (``binlogspec parquet``, the same code in one process)."""
    import pyarrow.parquet as pq

    from binlogspec.rows import row_changes

    path = str(corpus / "mbcj__mysql-bin.sakila")

    def no_tasks(*args, **kwargs):
        raise AssertionError("a Spark task for a lone split")

    monkeypatch.setattr(spark.sparkContext, "parallelize", no_tasks)
    summary = job.run(spark, [path], tmp_path / "job", stdout=io.StringIO())
    monkeypatch.undo()
    changes = list(row_changes(path))
    assert summary["row_changes"] == len(changes) > 40000 and summary["errors"] == []
    assert len(summary["typed_tables"]) == len({(c.db, c.table) for c in changes}) >= 10
    assert pq.read_table(tmp_path / "job" / "changes").num_rows == len(changes)
    cli = subprocess.run([sys.executable, "-m", "binlogspec.cli", "parquet", "--out", str(tmp_path / "cli"), path],
                         capture_output=True, text=True)
    assert cli.returncode == 0, cli.stderr[-2000:]
    for part in ["changes"] + [f"tables/{t}" for t in summary["typed_tables"]]:
        assert pq.read_table(tmp_path / "job" / part).sort_by([("pos", "ascending"), ("row_index", "ascending")]) \
            .equals(pq.read_table(tmp_path / "cli" / part).sort_by([("pos", "ascending"), ("row_index", "ascending")])), part
