"""Schemas through DDL (binlogspec.ddl): a schema dump plus the CREATE/ALTER/DROP/RENAME TABLE the
files carry give every table its column names and types across ALTERs, even when the table maps
carry no metadata (MariaDB's default NO_LOG).

The oracle is the server itself: the same workload written once at binlog_row_metadata=NO_LOG
(read with the dump taken before it, following its DDL) and once at FULL (names, charsets and
labels from the server's own table maps) must give the same row changes, value for value. The
statement rules are also shown one by one on statements a server accepts.
"""

import base64
import json
import subprocess
import sys

import pytest

from binlogspec import charsets, ddl
from binlogspec.rows import row_changes
from conftest import REPO
from mariadb_server import find_binary

DB = "ddl_track"
SETUP = f"""
DROP DATABASE IF EXISTS {DB}; CREATE DATABASE {DB} DEFAULT CHARACTER SET utf8mb4;
CREATE TABLE {DB}.people (id INT UNSIGNED NOT NULL PRIMARY KEY, name VARCHAR(30),
  city CHAR(10) CHARACTER SET latin1, score DECIMAL(6,2), born DATE);
CREATE TABLE {DB}.items (sku CHAR(6) CHARACTER SET ascii NOT NULL PRIMARY KEY, label VARCHAR(40),
  qty SMALLINT, tags SET('a','b','c'), state ENUM('new','old'));
CREATE TABLE {DB}.fixed (k INT PRIMARY KEY, u UUID, i4 INET4, i6 INET6, b BINARY(4));
"""
# every statement kind the tracker follows, with rows written between them
WORKLOAD = """
INSERT INTO people VALUES (1, 'Zoë', 'Malmö', 1.50, '2000-01-02'), (2, 'Łukasz', 'Kraków', -3.25, NULL);
INSERT INTO items VALUES ('A1', 'first', 3, 'a,c', 'new');
INSERT INTO fixed VALUES (1, '123e4567-e89b-12d3-a456-426614174000', '10.0.0.0', '2001:db8::', X'61620000');
ALTER TABLE people ADD COLUMN email VARCHAR(50) CHARACTER SET ascii AFTER name, MODIFY score DECIMAL(10,3);
INSERT INTO people VALUES (3, 'Ana', 'ana@example.org', 'Sevilla', 12.125, '1999-12-31');
UPDATE people SET city = 'Lund' WHERE id = 1;
ALTER TABLE people CHANGE city town VARCHAR(20) CHARACTER SET utf8mb4, DROP COLUMN born;
ALTER TABLE people RENAME COLUMN name TO full_name;
ALTER TABLE people MODIFY email VARCHAR(50) CHARACTER SET ascii FIRST;
INSERT INTO people VALUES ('wen@example.org', 4, 'Wen', 'Åre', 7.000);
RENAME TABLE items TO stock;
INSERT INTO stock VALUES ('B2', 'second', 5, 'b', 'old');
ALTER TABLE stock RENAME TO goods, ADD COLUMN price DECIMAL(8,2) NOT NULL DEFAULT 0;
UPDATE goods SET price = 9.99, tags = 'a,b' WHERE sku = 'A1';
CREATE TABLE copy LIKE goods;
INSERT INTO copy SELECT * FROM goods;
DELETE FROM people WHERE id = 2;
ALTER TABLE people CONVERT TO CHARACTER SET latin1;
INSERT INTO people VALUES ('sa@example.org', 5, 'Åsa', 'Göteborg', 0.5);
DROP TABLE copy;
CREATE TABLE copy (k INT PRIMARY KEY, v TEXT, w YEAR);
INSERT INTO copy VALUES (1, 'fresh', 2024);
CREATE TABLE shift (k INT PRIMARY KEY, v VARCHAR(5));
INSERT INTO shift VALUES (1, '12');
ALTER TABLE shift MODIFY v INT;
INSERT INTO shift VALUES (2, 7);
"""


def _key(change):
    return (change.db, change.table, change.op, change.before, change.after)


def _dump(server, database):
    tool = find_binary("mariadb-dump", "mysqldump")
    out = subprocess.run([tool, "--no-defaults", "-uroot", f"--socket={server.socket}", "--no-data", "--databases",
                          database],
                         capture_output=True, check=True)
    return out.stdout.decode("utf-8")


@pytest.fixture(scope="module")
def written(mariadb, tmp_path_factory):
    """(NO_LOG file, its dump, FULL file): the workload written at both metadata settings, each
    file starting after the tables were created (as an archive's files do)."""
    out = tmp_path_factory.mktemp("ddl")
    files = {}
    try:
        for setting in ("NO_LOG", "FULL"):
            mariadb.sql(f"SET GLOBAL binlog_row_metadata = {setting}")
            mariadb.sql(SETUP)
            if setting == "NO_LOG":
                (out / "schema.sql").write_text(_dump(mariadb, DB))
            mariadb.rotate()
            mariadb.sql(WORKLOAD, database=DB)
            closed = mariadb.rotate()
            path = out / f"binlog.{setting.lower()}"
            path.write_bytes(open(closed[-1], "rb").read())
            files[setting] = path
    finally:
        mariadb.sql("SET GLOBAL binlog_row_metadata = FULL")
    return files["NO_LOG"], out / "schema.sql", files["FULL"]


def _ours(path, schema=None):
    return [_key(c) for c in row_changes(path, schema=schema) if c.db == DB]


def test_no_metadata_with_a_dump_reads_as_the_servers_full_metadata(written):
    no_log, dump, full = written
    tracker = ddl.SchemaTracker()
    assert ddl.load_schema_file(tracker, str(dump)) == []
    ours = _ours(no_log, tracker)
    theirs = _ours(full)
    assert len(theirs) == 16
    assert ours == theirs
    assert tracker.notes == []
    # what the server's metadata names, and a value through each rename
    tables = [(k[1], tuple((k[4] or k[3]).keys())) for k in theirs]
    assert ("people", ("email", "id", "full_name", "town", "score")) in tables
    assert ("goods", ("sku", "label", "qty", "tags", "state", "price")) in tables
    assert ("copy", ("k", "v", "w")) in tables
    asa = next(k[4] for k in ours if k[1] == "people" and k[4] and k[4].get("id") == 5)
    assert {"email": "sa@example.org", "id": 5, "full_name": "Åsa", "town": "Göteborg"}.items() <= asa.items()


def test_without_the_dump_the_columns_are_only_numbered(written):
    no_log, _, _ = written
    first = _ours(no_log)[0]
    assert list(first[4]) == ["col_1", "col_2", "col_3", "col_4", "col_5"]


def test_the_servers_own_metadata_agrees_with_the_tracked_schema(written):
    no_log, dump, full = written
    tracker = ddl.SchemaTracker()
    ddl.load_schema_file(tracker, str(dump))
    assert _ours(full, tracker) == _ours(full)
    assert tracker.notes == []  # every table map checked against the tracked columns


def test_a_schema_that_does_not_fit_is_reported_and_not_applied(written):
    no_log, dump, _ = written
    wrong = dump.read_text().replace("  `born` date DEFAULT NULL,\n", "")
    assert wrong != dump.read_text()
    tracker = ddl.SchemaTracker()
    tracker.load(wrong, source="wrong.sql")
    first = _ours(no_log, tracker)[0]
    assert list(first[4]) == ["col_1", "col_2", "col_3", "col_4", "col_5"]
    assert any("disagrees with the tracked schema (the schema has 4 columns, the table map 5)" in m
               for _, m in tracker.notes)


def test_command_line_schema_file(written, tmp_path):
    no_log, dump, full = written

    def run(*args):
        out = subprocess.run([sys.executable, "-m", "binlogspec.cli", "rows", *args], capture_output=True, cwd=REPO)
        assert out.returncode == 0, out.stderr.decode()
        lines = [json.loads(line) for line in out.stdout.decode().splitlines()]
        return [(d["table"], d["op"], d["before"], d["after"]) for d in lines if d["db"] == DB], out.stderr.decode()

    ours, err = run("--schema-file", str(dump), str(no_log))
    theirs, _ = run(str(full))
    assert ours == theirs and err == ""
    # a dump of tables alone (no CREATE DATABASE, USE or header naming it) takes DB=FILE; the
    # database's default charset is then unknown: text of a table created without one is read
    # in --default-charset
    bare = tmp_path / "bare.sql"
    bare.write_text("\n".join(line for line in dump.read_text().splitlines()
                              if not line.startswith(("USE ", "CREATE DATABASE")) and "Database:" not in line))
    again, _ = run("--schema-file", f"{DB}={bare}", str(no_log))
    made_here = ("copy", "shift")  # tables the workload creates (after `CREATE TABLE copy LIKE goods`'s rows)
    assert [r for r in again if r[0] not in made_here] == [r for r in theirs if r[0] not in made_here]
    assert next(r for r in again if r[0] == "copy" and r[3].get("k") == 1)[3]["v"] == \
        "base64:" + base64.b64encode(b"fresh").decode()
    again, _ = run("--schema-file", f"{DB}={bare}", "--default-charset", "utf8mb4", str(no_log))
    assert again == theirs


def test_samples_default_metadata_with_its_dump_equals_full_metadata():
    def run(*args):
        out = subprocess.run([sys.executable, "-m", "binlogspec.cli", "rows", *args], capture_output=True, cwd=REPO,
                             check=True)
        return [(d["table"], d["op"], d["before"], d["after"]) for d in map(json.loads, out.stdout.decode().splitlines())]

    assert run("--schema-file", "samples/shop-default.schema.sql", "samples/shop-default.000001") \
        == run("samples/shop-full.000001")


# --------------------------------------------------------------------------- statement rules


def _charset(column):
    found = charsets.COLLATIONS.get(column.get("collation_id"))
    return found.charset if found is not None else None


def _names(tracker, table):
    return [c["name"] for c in tracker.get(table)]


@pytest.fixture
def shop():
    tracker = ddl.SchemaTracker()
    assert tracker.load("USE shop;\nCREATE TABLE t (a INT, b VARCHAR(5) CHARACTER SET ascii, c TEXT) "
                        "DEFAULT CHARSET=latin1;\nCREATE TABLE u (x INT UNSIGNED);\n") == []
    return tracker


@pytest.mark.parametrize("statement, table, names", [
    ("ALTER TABLE t ADD COLUMN d INT FIRST", "shop.t", ["d", "a", "b", "c"]),
    ("ALTER TABLE t ADD d INT AFTER a, ADD e INT", "shop.t", ["a", "d", "b", "c", "e"]),
    ("ALTER TABLE t CHANGE b bb VARCHAR(9) AFTER c", "shop.t", ["a", "c", "bb"]),
    ("ALTER TABLE t MODIFY c TEXT FIRST, DROP COLUMN a", "shop.t", ["c", "b"]),
    ("ALTER TABLE t RENAME COLUMN a TO z", "shop.t", ["z", "b", "c"]),
    ("ALTER TABLE `shop`.`t` ADD COLUMN IF NOT EXISTS a INT, ADD INDEX (b), ALTER COLUMN a SET DEFAULT 1",
     "shop.t", ["a", "b", "c"]),
    ("/*!40000 ALTER TABLE t ADD q INT */", "shop.t", ["a", "b", "c", "q"]),
])
def test_alter_table(shop, statement, table, names):
    assert shop.apply(statement, "shop") is None
    assert _names(shop, table) == names


def test_types_and_charsets_follow(shop):
    shop.apply("ALTER TABLE t ADD d DECIMAL(9,3) UNSIGNED, ADD e VARCHAR(3), MODIFY a BIGINT", "shop")
    cols = {c["name"]: c for c in shop.get("shop.t")}
    assert (cols["d"]["kind"], cols["d"]["sizes"], cols["d"]["unsigned"]) == ("DECIMAL", (9, 3), True)
    assert cols["a"]["kind"] == "BIGINT"
    assert (_charset(cols["e"]), _charset(cols["b"]), _charset(cols["c"])) == ("latin1", "ascii", "latin1")
    shop.apply("ALTER TABLE t CONVERT TO CHARACTER SET utf8mb4", "shop")
    assert {_charset(c) for c in shop.get("shop.t") if c["kind"] in ("VARCHAR", "TEXT")} == {"utf8mb4"}
    assert _charset({c["name"]: c for c in shop.get("shop.t")}["a"]) is None


def test_tables_renamed_copied_and_dropped(shop):
    shop.apply("RENAME TABLE t TO t2, u TO other.u", "shop")
    assert "shop.t" not in shop and _names(shop, "shop.t2") == ["a", "b", "c"] and _names(shop, "other.u") == ["x"]
    shop.apply("ALTER TABLE t2 RENAME TO t3", "shop")
    shop.apply("CREATE TABLE t4 LIKE t3", "shop")
    assert _names(shop, "shop.t4") == ["a", "b", "c"]
    shop.apply("DROP TABLE IF EXISTS t3, nothing /* generated by server */", "shop")
    assert "shop.t3" not in shop and "shop.t4" in shop
    shop.apply("DROP DATABASE other", "shop")
    assert "other.u" not in shop


def test_not_understood_is_noted_and_the_schema_kept(shop):
    before = shop.get("shop.t")
    for statement in ("ALTER TABLE t ADD (d INT, e INT)", "ALTER TABLE t DROP COLUMN nope",
                      "ALTER TABLE t ADD z INT AFTER nope", "CREATE TABLE t5 AS SELECT 1 AS one",
                      "ALTER TABLE t ADD COLUMN"):
        message = shop.apply(statement, "shop", where="f:99")
        assert message and shop.notes[-1] == ("f:99", message)
        assert shop.get("shop.t") == before
    assert "shop.t5" not in shop
    # statements that are not table DDL are passed over without a note
    assert shop.apply("INSERT INTO t VALUES (1)", "shop") is None and shop.apply("BEGIN", "shop") is None
    assert len(shop.notes) == 5


def test_dump_database_from_its_header():
    tracker = ddl.SchemaTracker()
    tracker.load("-- Host: localhost    Database: shop\n--\nCREATE TABLE `t` (`a` int(11) DEFAULT NULL);\n")
    assert _names(tracker, "shop.t") == ["a"]


def test_a_disagreeing_table_map_suspends_the_table_until_its_next_ddl(shop):
    assert shop.check("shop.t", b"map1", lambda: (["LONG", "VARCHAR"], []), "f:1")
    assert shop.get("shop.t") is None
    assert shop.check("shop.t", b"map2", lambda: (["LONG", "VARCHAR", "BLOB"], []), "f:2") is None
    assert _names(shop, "shop.t") == ["a", "b", "c"]
    assert shop.check("shop.t", b"map3", lambda: (["LONG", "VARCHAR", "BLOB"], ["a", "b", "x"]), "f:3")
    assert shop.get("shop.t") is None
    shop.apply("ALTER TABLE t RENAME COLUMN c TO x", "shop")
    assert _names(shop, "shop.t") == ["a", "b", "x"]


# --------------------------------------------------------------------------- Spark


def _spark_rows(spark, path, **options):
    reader = spark.read.format("mysql_binlog")
    for key, value in options.items():
        reader = reader.option(key, value)
    rows = reader.load(str(path)).orderBy("pos", "row_index").collect()
    assert all(r._corrupt_record is None for r in rows)
    return [(r.table, r.op, r.before_json, r.after_json) for r in rows if r.db == DB]


def test_spark_schema_file_follows_ddl_across_splits(spark, written):
    no_log, dump, full = written
    theirs = _spark_rows(spark, full)
    assert len(theirs) == 16
    # splits of about 700 bytes: most DDL falls inside a split, and each split starts with the
    # schemas the driver's DDL pass found in effect there
    for max_bytes in ("700", "134217728"):
        ours = _spark_rows(spark, no_log, schemaFile=str(dump), maxPartitionBytes=max_bytes)
        assert ours == theirs, max_bytes
    assert _spark_rows(spark, no_log)[0][3].startswith('{"col_1":')


def test_spark_layouts_and_typed_tables_named_from_the_dump(spark, written):
    from binlogspec_spark.typed import layouts, read_table

    no_log, dump, full = written
    for table in ("people", "goods"):
        ours = layouts(spark, [str(no_log)], f"{DB}.{table}", schemaFile=str(dump), maxPartitionBytes="700")
        theirs = layouts(spark, [str(full)], f"{DB}.{table}")
        assert [f["columns"] for f in ours] == [f["columns"] for f in theirs] and len(ours) >= 1
        # the primary key: the dump's PRIMARY KEY, followed through the renames, as the server's metadata says
        assert [f["key"] for f in ours] == [f["key"] for f in theirs] and theirs[-1]["key"] in (["id"], ["sku"])
    last = len(layouts(spark, [str(full)], f"{DB}.people")) - 1
    ours = read_table(spark, [str(no_log)], f"{DB}.people", layout=last, schemaFile=str(dump)).collect()
    theirs = read_table(spark, [str(full)], f"{DB}.people", layout=last).collect()
    strip = ("file", "pos", "next_pos", "timestamp", "gtid", "trx_pos")
    assert [{k: v for k, v in r.asDict(True).items() if k not in strip} for r in ours] \
        == [{k: v for k, v in r.asDict(True).items() if k not in strip} for r in theirs]
    assert ours and ours[-1]["full_name"] == "Åsa"


def test_job_schema_file(written, tmp_path):
    no_log, dump, full = written
    import pyarrow.parquet as pq

    def run(out, *args):
        proc = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", *args, "--out", str(out)],
                              capture_output=True, cwd=REPO, text=True)
        assert proc.returncode == 0, proc.stderr[-2000:]
        summary = json.loads((out / "summary.json").read_text())
        place = {"file", "pos", "next_pos", "timestamp", "gtid", "trx_pos"}  # differ between the two files
        tables = {}
        for t in summary["typed_tables"]:
            if t.startswith(DB):
                table = pq.read_table(out / "tables" / t)
                tables[t] = table.drop_columns([c for c in table.column_names if c in place]).to_pylist()
        return summary, tables

    ours, ours_tables = run(tmp_path / "ours", "--schema-file", str(dump), str(no_log))
    theirs, theirs_tables = run(tmp_path / "theirs", str(full))
    assert ours["typed_tables"] == theirs["typed_tables"] and ours["schema_notes"] == []
    assert ours_tables == theirs_tables
    bad = subprocess.run([sys.executable, "-m", "binlogspec_spark.job", "--schema-file", str(tmp_path / "none.sql"),
                          str(no_log), "--out", str(tmp_path / "x")], capture_output=True, cwd=REPO, text=True)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "none.sql" in bad.stderr


def test_read_table_merges_the_layouts_of_an_altered_table(spark, written):
    """Issue 12, acceptance 3: one DataFrame over every layout, columns by name (added ones NULL
    before, dropped ones NULL after, DECIMAL widened), ``_layout`` saying which wrote the row;
    the same from the NO_LOG file with its dump as from the server's FULL metadata."""
    from binlogspec_spark.typed import LayoutChanged, read_table

    no_log, dump, full = written
    place = ("file", "pos", "next_pos", "timestamp", "gtid", "trx_pos")

    def rows(df):
        return [{k: v for k, v in r.asDict(True).items() if k not in place} for r in df.orderBy("pos", "row_index").collect()]

    ours = read_table(spark, [str(no_log)], f"{DB}.people", schemaFile=str(dump))
    theirs = read_table(spark, [str(full)], f"{DB}.people")
    assert ours.schema == theirs.schema
    assert rows(ours) == rows(theirs)
    fields = {f.name: f.dataType.simpleString() for f in ours.schema.fields}
    assert [n for n in fields if n in ("email", "id", "full_name", "town", "score", "name", "city", "born")] == \
        ["email", "id", "full_name", "town", "score", "name", "city", "born"]
    assert fields["score"] == "decimal(10,3)" and fields["_layout"] == "int"
    first, last = rows(ours)[0], rows(ours)[-1]
    assert (first["name"], first["city"], first["email"], first["_layout"]) == ("Zoë", "Malmö", None, 0)
    assert (last["full_name"], last["town"], last["name"], last["born"]) == ("Åsa", "Göteborg", None, None)
    assert last["_layout"] > 0
    with pytest.raises(LayoutChanged):
        read_table(spark, [str(no_log)], f"{DB}.people", schemaFile=str(dump), strict=True)
    # a VARCHAR become an INT: no type holds both, and the error names the column and both places
    with pytest.raises(LayoutChanged, match=r"column v is VARCHAR .* in layout 0 from .*:\d+ and LONG .* in layout 1"):
        read_table(spark, [str(no_log)], f"{DB}.shift", schemaFile=str(dump))
