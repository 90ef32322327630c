"""Issue 43, the Spark half: ``binlogspec_spark.mirror`` keeps Delta tables equal to the source with
delta-spark's MERGE, interchangeably with ``binlogspec mirror``, and from the streaming source.

The workload is tests/test_mirror.py's (a real MariaDB server, four binlog files: key changes,
deletes and re-inserts of a key, one key changed several times in one transaction, NULLs, utf8mb4
text, DECIMAL, DATETIME(6), JSON, a composite key, ADD COLUMN midway, a widened type); the
server's ``SELECT`` after each file is the oracle. The Spark side runs in build/delta-venv
(PySpark 4.2.0 and delta-spark 4.4.0, requirements-delta.txt: no delta-spark release runs on the
main environment's PySpark 4.3.0), one session for the module, in tests/mirror_spark_run.py,
which reads every Delta table back with Spark:

- the Spark path after each file equals SELECT there; its positions are the command line's;
- a second run over the same files adds no table version;
- the command line's mirror, read with Spark at each point's version (``versionAsOf`` of
  :func:`binlogspec.mirror.version_at`), equals SELECT there;
- the two take turns over one folder (Spark, CLI, Spark, CLI): each run applies only the new
  files, the last adds nothing;
- a running streaming query's ``foreachBatch`` keeps a mirror equal as files arrive.
"""

import json
import os
import shutil
import subprocess

import pytest

from conftest import REPO
from test_mirror import DB, TABLES, per_file, workload  # noqa: F401 - the workload's fixtures

if os.environ.get("CI"):
    import deltalake  # noqa: F401 - a missing dependency fails in CI
else:
    deltalake = pytest.importorskip("deltalake")

from binlogspec import mirror as mirror_mod  # noqa: E402

DELTA_PY = REPO / "build" / "delta-venv" / "bin" / "python"
IVY = REPO / "build" / "delta-ivy"
COLUMNS = {"t": ["id", "name", "amount", "at", "doc", "note"], "pair": ["a", "b", "v"]}


DDL_DB = "mirror_spark_ddl"


@pytest.fixture(scope="module")
def ddl_files(mariadb, tmp_path_factory):
    """Two binlog files: a table created and given rows; then TRUNCATE and a row after it."""
    folder = tmp_path_factory.mktemp("mirror_spark_ddl")
    mariadb.sql(f"DROP DATABASE IF EXISTS {DDL_DB}; CREATE DATABASE {DDL_DB}")
    mariadb.rotate()
    copied = []
    for phase in (f"CREATE TABLE {DDL_DB}.a (id INT PRIMARY KEY, v VARCHAR(8)); INSERT INTO {DDL_DB}.a VALUES (1, 'one')",
                  f"TRUNCATE TABLE {DDL_DB}.a; INSERT INTO {DDL_DB}.a VALUES (2, 'two')"):
        mariadb.sql(phase)
        closed = mariadb.rotate()[-1]
        copied.append(str(folder / os.path.basename(closed)))
        shutil.copyfile(closed, copied[-1])
    return copied


@pytest.fixture(scope="module")
def spark_run(workload, per_file, ddl_files, tmp_path_factory):  # noqa: F811
    """Every Spark step in one subprocess of build/delta-venv's Python: what it read back."""
    if not DELTA_PY.exists() or not (IVY / "jars").is_dir():
        if os.environ.get("CI"):
            pytest.fail("build/delta-venv or build/delta-ivy is missing in CI (./build.sh setup makes them)")
        pytest.skip("build/delta-venv is missing (./build.sh setup makes it)")
    base = tmp_path_factory.mktemp("mirror_spark")
    cli_out, _ = per_file
    plan = {"files": workload["files"], "points": [{"file": p["file"], "pos": p["pos"]} for p in workload["points"]],
            "cli_out": cli_out, "base": str(base), "ivy": str(IVY), "db": DB, "columns": COLUMNS,
            "tables": f"{DB}.t,{DB}.pair", "ddl_files": ddl_files, "ddl_table": f"{DDL_DB}.a",
            "midway_cut": workload["midway"]["pos"] + 60}
    (base / "plan.json").write_text(json.dumps(plan))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYSPARK_", "SPARK_"))}
    env["JAVA_HOME"] = "/usr/lib/jvm/java-17-openjdk-amd64"
    done = subprocess.run([str(DELTA_PY), str(REPO / "tests" / "mirror_spark_run.py"), str(base / "plan.json"),
                           str(base / "result.json")], capture_output=True, text=True, env=env, cwd=REPO,
                          timeout=900)
    assert done.returncode == 0, done.stderr[done.stderr.find("Traceback"):][:3000] + done.stderr[-1500:]
    result = json.loads((base / "result.json").read_text())
    print("spark steps (s):", result["timings"], "session:", round(result["session_s"], 1))
    return result, base


def _expected(point, table):
    return sorted([list(row) for row in point[table]], key=lambda r: [(v is None, v) for v in r])


def _equal(snapshot, point, where):
    for table in TABLES:
        got = snapshot["tables"][table] if "tables" in snapshot else snapshot[table]
        assert got["rows"] == _expected(point, table), (where, table, got["columns"])


def test_runs_on_pyspark_4_2_with_delta(spark_run):
    result, _ = spark_run
    assert result["pyspark"] == "4.2.0"


def test_spark_path_after_each_file_equals_select(workload, spark_run):
    result, base = spark_run
    for n, (snap, point) in enumerate(zip(result["steps"]["per_file"], workload["points"])):
        _equal(snap, point, f"spark after file {n + 1}")
        assert snap["summary"]["reached"] == {"file": point["file"], "pos": point["pos"], "gtid": point["gtid"]}
        assert snap["summary"]["commits"] == 2
    # the positions, as the command line reads them (the commits' userMetadata, the app transaction)
    out = str(base / "spark")
    last = workload["points"][-1]
    status = {r["table"]: r for r in mirror_mod.status(out)}
    for table in TABLES:
        r = status[f"{DB}.{table}"]
        assert (r["file"], r["pos"], r["gtid"]) == (last["file"], last["pos"], last["gtid"])
        assert r["app_version"] == mirror_mod.position_version(last["file"], last["pos"])
    # time travel by GTID into the Spark path's tables, read by deltalake
    second = workload["points"][1]
    dt = mirror_mod.table_at(os.path.join(out, f"{DB}.t"), second["gtid"])
    rows = [[None if v is None else (v.strftime("%Y-%m-%d %H:%M:%S.%f") if hasattr(v, "strftime") else str(v))
             for v in r.values()] for r in mirror_mod.arrow_table(dt).select(COLUMNS["t"][:5]).to_pylist()]
    assert sorted(rows, key=lambda r: [(v is None, v) for v in r]) == _expected(second, "t")
    # the types: as the command line's
    schema = {f.name: str(f.type) for f in deltalake.DeltaTable(os.path.join(out, f"{DB}.t")).schema().fields}
    assert list(schema) == COLUMNS["t"]
    assert "decimal(12,3)" in schema["amount"] and "timestamp_ntz" in schema["at"]
    pair = {f.name: str(f.type) for f in deltalake.DeltaTable(os.path.join(out, f"{DB}.pair")).schema().fields}
    assert "long" in pair["v"]


def test_a_second_spark_run_adds_no_version(spark_run):
    result, _ = spark_run
    again, last = result["steps"]["again"], result["steps"]["per_file"][-1]
    assert again["summary"]["commits"] == 0
    assert again["versions"] == last["versions"]
    assert again["tables"] == last["tables"]


def test_the_command_lines_mirror_read_with_spark(workload, spark_run):
    result, _ = spark_run
    for n, (snap, point) in enumerate(zip(result["steps"]["cli_versions"], workload["points"])):
        _equal(snap, point, f"cli mirror at file {n + 1}, read by Spark")


def test_cli_and_spark_take_turns_over_one_folder(workload, spark_run):
    result, _ = spark_run
    turns = result["steps"]["mixed"]
    points = workload["points"]
    for snap, point, who in zip(turns, [points[1], points[2], points[3], points[3]], ["cli", "spark", "cli", "spark"]):
        _equal(snap, point, who)
    # each run applied only the files after the position the other reached; the last, nothing
    # the Spark run killed after its first table's commit: pair has file 3's position, t file 2's;
    # the next run commits t alone
    killed = turns[1]["killed"]
    assert killed is not None and killed["committed"] == ["pair"] and killed["error"] == f"{DB}.t: RuntimeError: killed"
    assert killed["status"] == {f"{DB}.pair": [points[2]["file"], points[2]["pos"]],
                                f"{DB}.t": [points[1]["file"], points[1]["pos"]]}
    assert turns[1]["summary"]["commits"] == 1 and turns[1]["summary"]["tables"][f"{DB}.pair"]["committed"] is False
    assert turns[1]["versions"]["pair"] == killed["versions"]["pair"]
    assert turns[2]["summary"]["commits"] == 2
    assert turns[2]["summary"]["files_passed_over"] == 1 and turns[2]["summary"]["rows"] > 0  # (before its own last run)
    assert turns[3]["summary"]["commits"] == 0 and turns[3]["versions"] == turns[2]["versions"]
    assert [v["committed"] for v in turns[3]["summary"]["tables"].values()] == [False, False]
    # a table with changes and no key: one line naming it, nothing written
    error = turns[4]
    assert error["error"] is not None and "\n" not in error["error"]
    assert f"{DB}.nokey: no primary key is known" in error["error"] and error["written"] == []
    # CREATE TABLE before the table's first rows: mirrored; a TRUNCATE after them: refused, one line
    ddl = turns[5]
    assert ddl["first"]["commits"] == 1 and ddl["versions"] == 0 and ddl["rows"] == [["1", "one"]]
    assert ddl["refused"] is not None and "\n" not in ddl["refused"]
    assert f"a statement that empties or replaces {DDL_DB}.a without row events" in ddl["refused"]


def test_foreach_batch_keeps_the_mirror_current(workload, spark_run):
    """Files 1 and 2 there when the query starts; file 3 arrives as the server writes it (cut inside
    the transaction after the midway insert: applied up to its start), then whole; then file 4."""
    result, _ = spark_run
    points, midway = workload["points"], workload["midway"]
    snaps = result["steps"]["stream"]
    _equal(snaps[0], points[1], "stream after file 2")
    _equal(snaps[1], midway, "stream inside file 3")
    for table in TABLES:
        assert snaps[1]["status"][f"{DB}.{table}"][:2] == [points[2]["file"], midway["pos"]]
    _equal(snaps[2], points[2], "stream after file 3")
    _equal(snaps[3], points[3], "stream after file 4")
    for table in TABLES:
        assert snaps[3]["status"][f"{DB}.{table}"] == [points[3]["file"], points[3]["pos"], points[3]["gtid"]]
