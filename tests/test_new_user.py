"""Issue 41, acceptance 1: what a new user does, end to end. A real MariaDB server at its default
row metadata (NO_LOG: the table maps name no column), a one-database dump taken before the
workload (``mariadb-dump --no-data shop``, with its comments and without them: no database named
anywhere in it), a workload that writes utf8mb4 text, creates a table with JSON columns and
alters another. Every way of reading the files, given the dump as ``DB=FILE`` and as ``FILE``,
gives column names, text as text and JSON as its text: the CLI, the Python API, read_table,
table_state, the job and ``binlogspec parquet``. (The stream: tests/test_stream.py.)"""

import io
import json
import shutil
import subprocess
import sys

import pytest

from conftest import REPO
from mariadb_server import MariaDB, available, find_binary

DOCS = {1: {"lang": "pl", "tags": ["a", "ż"]}, 2: {"lang": "zh", "n": 3.5}}


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    if not available():
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    base = tmp_path_factory.mktemp("new_user")
    server = MariaDB(["--binlog-row-metadata=NO_LOG"]).start()
    try:
        server.sql("CREATE DATABASE shop; "
                   "CREATE TABLE shop.customers (id INT PRIMARY KEY, name VARCHAR(40) CHARACTER SET utf8mb4, "
                   "balance DECIMAL(10,2)) DEFAULT CHARSET=utf8mb4; "
                   "CREATE TABLE shop.orders (id INT PRIMARY KEY, customer_id INT, note TEXT) DEFAULT CHARSET=utf8mb4")
        dump = find_binary("mariadb-dump", "mysqldump")
        for name, extra in (("shop.sql", []), ("shop-bare.sql", ["--skip-comments"])):
            out = subprocess.run([dump, "--no-defaults", "-uroot", f"--socket={server.socket}", "--no-data", *extra,
                                  "shop"], capture_output=True, text=True, check=True)
            (base / name).write_text(out.stdout)
        assert "Database: shop" not in (base / "shop-bare.sql").read_text()
        server.rotate()
        docs = ", ".join(f"({k}, '{json.dumps(v, ensure_ascii=False)}', NULL)" for k, v in DOCS.items())
        server.sql("INSERT INTO customers VALUES (1, 'Zoë Åberg', 10.50), (2, '陈伟', NULL); "
                   "INSERT INTO orders VALUES (10, 1, 'première commande'); "
                   "CREATE TABLE prefs (id INT PRIMARY KEY, doc JSON, extra JSON); "
                   f"INSERT INTO prefs VALUES {docs}; "
                   "ALTER TABLE orders ADD COLUMN status VARCHAR(12) CHARACTER SET utf8mb4 AFTER customer_id; "
                   "INSERT INTO orders VALUES (11, 2, 'payé', '送料無料'); "
                   "UPDATE orders SET status = 'nouvelle' WHERE id = 10; "
                   "UPDATE prefs SET extra = '[1, 2]' WHERE id = 1", database="shop")
        folder = base / "binlogs"
        folder.mkdir()
        for path in server.rotate()[1:]:
            shutil.copy(path, folder / path.rsplit("/", 1)[1])
    finally:
        server.stop()
    return folder, base / "shop.sql", base / "shop-bare.sql"


def _dumps(archive):
    folder, named, bare = archive
    return [f"shop={named}", str(named), f"shop={bare}", str(bare)]


def _no_bytes(image):
    assert not any(k.startswith("col_") for k in image), image
    assert not any(isinstance(v, str) and v.startswith("base64:") for v in image.values()), image


def _expected_images(images):
    """The images of the workload, by table: names, text and the JSON documents as text."""
    by = {}
    for table, image in images:
        by.setdefault(table, []).append(image)
    assert [i["name"] for i in by["customers"]] == ["Zoë Åberg", "陈伟"]
    assert [json.loads(i["doc"]) for i in by["prefs"][:2]] == [DOCS[1], DOCS[2]] and by["prefs"][2]["extra"] == "[1, 2]"
    assert {"id": 11, "customer_id": 2, "status": "payé", "note": "送料無料"} in by["orders"]
    assert by["orders"][0] == {"id": 10, "customer_id": 1, "note": "première commande"}
    return by


def test_cli_and_python_api(archive):
    from binlogspec.ddl import SchemaTracker, load_schema_file
    from binlogspec.rows import row_changes

    folder = archive[0]
    for spec in _dumps(archive):
        out = subprocess.run([sys.executable, "-m", "binlogspec.cli", "rows", "--schema-file", spec, str(folder)],
                             capture_output=True, text=True, cwd=REPO)
        assert out.returncode == 0, out.stderr
        lines = [json.loads(line) for line in out.stdout.splitlines()]
        images = [(c["table"], c["after"] or c["before"]) for c in lines]
        for _, image in images:
            _no_bytes(image)
        _expected_images(images)
        tracker = SchemaTracker()
        load_schema_file(tracker, spec)
        files = sorted(str(p) for p in folder.iterdir())
        api = [(c.table, c.after or c.before) for f in files for c in row_changes(f, schema=tracker)]
        assert [(t, {k: (str(v) if not isinstance(v, (int, str, type(None))) else v) for k, v in i.items()})
                for t, i in api] == [(t, {k: v for k, v in i.items()}) for t, i in images]


def test_spark_read_table_state_job_and_parquet(spark, archive, tmp_path):
    from binlogspec_spark import job, read_table, table_state

    folder = archive[0]
    for n, spec in enumerate(_dumps(archive)):
        prefs = read_table(spark, str(folder), "shop.prefs", schemaFile=spec)
        types = {f.name: f.dataType.simpleString() for f in prefs.schema.fields}
        assert types["doc"] == "string" and types["extra"] == "string", types
        assert sorted(json.loads(r["doc"]) == DOCS[r["id"]] for r in prefs.collect() if r["op"] == "insert") == [True,
                                                                                                              True]
        orders = table_state(spark, str(folder), "shop.orders", key=["id"], schemaFile=spec)
        assert sorted(tuple(r) for r in orders.select("id", "status", "note").collect()) == [
            (10, "nouvelle", "première commande"), (11, "payé", "送料無料")]
        summary = job.run(spark, [str(folder)], tmp_path / f"job{n}", options={"schemaFile": spec}, stdout=io.StringIO())
        out = subprocess.run([sys.executable, "-m", "binlogspec.cli", "parquet", "--out", str(tmp_path / f"cli{n}"),
                              "--schema-file", spec, str(folder)], capture_output=True, text=True, cwd=REPO)
        assert out.returncode == 0, out.stderr
        cli = json.loads((tmp_path / f"cli{n}" / "summary.json").read_text())
        assert {k: v for k, v in cli.items() if k not in ("output", "seconds", "schema_notes")} == {
            k: v for k, v in summary.items() if k not in ("output", "seconds", "schema_notes")}
        assert sorted(cli["typed_tables"]) == ["shop.customers", "shop.orders@0", "shop.orders@1", "shop.prefs"]
        changes = spark.read.parquet(str(tmp_path / f"job{n}" / "changes")).collect()
        for r in changes:
            _no_bytes(json.loads(r["after_json"] or r["before_json"]))
        typed = spark.read.parquet(str(tmp_path / f"cli{n}" / "tables" / "shop.prefs")).collect()
        assert sorted(json.loads(r["doc"]) == DOCS[r["id"]] for r in typed if r["op"] == "insert") == [True, True]
