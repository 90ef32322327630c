"""Issue 43: ``binlogspec mirror --format delta`` keeps Delta tables equal to the source.

A real MariaDB server (the session's, FULL row metadata, compressed events) runs a workload over
four binlog files: key changes (one onto a key deleted before), deletes and re-inserts of a key in
one transaction, one key changed several times in one transaction, NULLs, utf8mb4 text, DECIMAL,
DATETIME(6), JSON, a composite key, an ALTER TABLE ADD COLUMN midway and a MODIFY COLUMN that widens
a type. After each file the server's ``SELECT`` is recorded (and its GTID and position), and a
mirror run over the folder as it stood then must give, read back with ``deltalake``, the same rows
(acceptance 1); a second run adds no version, each run applies only the new file, a run killed
between two tables' commits completes on the next (acceptance 2); each version is found again by
its GTID and position (time travel). The Spark read of the Delta tables is not here: no delta-spark
release runs on PySpark 4.3 (see docs/cli.md#mirror)."""

import datetime
import decimal
import json
import os
import shutil
import subprocess
import sys

import pytest

from conftest import REPO

if os.environ.get("CI"):
    import deltalake  # noqa: F401 - a missing dependency fails in CI
else:
    deltalake = pytest.importorskip("deltalake")

from binlogspec import mirror as mirror_mod  # noqa: E402

DB = "mirror_src"
BIN = str(REPO / ".venv" / "bin" / "binlogspec") if (REPO / ".venv" / "bin" / "binlogspec").exists() else "binlogspec"
TABLES = {
    "t": "SELECT id, name, amount, at, doc{extra} FROM {db}.t ORDER BY id",
    "pair": "SELECT a, b, v FROM {db}.pair ORDER BY a, b",
}
PHASES = [
    # file 1: first rows
    f"""INSERT INTO {DB}.t VALUES (1, 'Zoë Åberg', 10.500, '2026-01-02 03:04:05.123456', '{{"a": [1, "ż"]}}'),
  (2, '陈伟', NULL, NULL, NULL), (3, 'three', -0.001, '1999-12-31 23:59:59.999999', '[]'),
  (4, 'four 🐬', 99999.999, '2026-06-30 00:00:00.000001', '{{"n": null}}');
INSERT INTO {DB}.pair VALUES (1, 'x', 10), (1, 'y', 11), (2, 'x', 20);
INSERT INTO {DB}.nokey VALUES (1), (1);""",
    # file 2: one key changed several times in one transaction, a delete and a re-insert of a key in
    # one transaction, a key changed onto a key deleted before, NULLs set and cleared
    f"""BEGIN;
UPDATE {DB}.t SET name = 'first change' WHERE id = 1;
UPDATE {DB}.t SET amount = 1.250, doc = '{{"b": true}}' WHERE id = 1;
UPDATE {DB}.t SET id = 100 WHERE id = 1;
UPDATE {DB}.t SET name = 'moved, again' WHERE id = 100;
COMMIT;
BEGIN;
DELETE FROM {DB}.t WHERE id = 2;
INSERT INTO {DB}.t VALUES (2, 'back again', 2.000, '2026-02-02 02:02:02.000002', '"s"');
DELETE FROM {DB}.t WHERE id = 3;
UPDATE {DB}.t SET id = 3, name = NULL WHERE id = 4;
COMMIT;
UPDATE {DB}.pair SET b = 'z' WHERE a = 1 AND b = 'x';
UPDATE {DB}.pair SET v = NULL WHERE a = 2;""",
    # file 3: ALTER TABLE ADD COLUMN midway, rows with and without it
    f"""UPDATE {DB}.t SET amount = 7.700 WHERE id = 2;
ALTER TABLE {DB}.t ADD COLUMN note VARCHAR(20) CHARACTER SET utf8mb4 AFTER doc;
UPDATE {DB}.t SET note = 'noté' WHERE id = 2;
INSERT INTO {DB}.t VALUES (5, 'five', 5.000, '2026-05-05 05:05:05.500000', '{{}}', NULL);
DELETE FROM {DB}.t WHERE id = 100;
INSERT INTO {DB}.pair VALUES (3, 'q', 30);""",
    # file 4: a type widened (INT -> BIGINT), the key of a row deleted in file 3 inserted again
    f"""ALTER TABLE {DB}.pair MODIFY v BIGINT;
UPDATE {DB}.pair SET v = 5000000000 WHERE a = 3;
INSERT INTO {DB}.t VALUES (100, 'hundred again', NULL, '2026-12-31 23:59:59.000000', 'null', 'x');
UPDATE {DB}.t SET id = 1 WHERE id = 5;
DELETE FROM {DB}.pair WHERE a = 1 AND b = 'y';""",
]
MIDWAY = f"INSERT INTO {DB}.t VALUES (6, 'midway', 6.000, NULL, NULL);"  # in file 3, a stop position after it


def _select(server, table, extra=False):
    text = server.sql("SET NAMES utf8mb4; " + TABLES[table].format(db=DB, extra=", note" if extra else ""))
    return [tuple(None if v == "NULL" else v for v in line.split("\t")) for line in text.splitlines()]


def _text(value):
    """A Delta value as the client's --batch --raw output prints it."""
    if value is None:
        return None
    if isinstance(value, datetime.datetime):
        return value.strftime("%Y-%m-%d %H:%M:%S.%f")
    if isinstance(value, decimal.Decimal):
        return str(value)
    return str(value)


def _delta_rows(table, columns):
    rows = mirror_mod.arrow_table(table).select(columns).to_pylist()
    return sorted(tuple(_text(r[c]) for c in columns) for r in rows)


def _columns(table, extra):
    return {"t": ["id", "name", "amount", "at", "doc"] + (["note"] if extra else []), "pair": ["a", "b", "v"]}[table]


def _run(*args, env=None):
    return subprocess.run([BIN, "mirror", *args], capture_output=True, text=True, env={**os.environ, **(env or {})},
                          cwd=REPO)


@pytest.fixture(scope="module")
def workload(mariadb, tmp_path_factory):
    """The workload's four binlog files (copied to a folder of their own) and, after each: the
    server's SELECT of each table, its GTID and its (file, position); and a point inside file 3."""
    mariadb.sql(f"DROP DATABASE IF EXISTS {DB}; CREATE DATABASE {DB}; "
                f"CREATE TABLE {DB}.t (id INT PRIMARY KEY, name VARCHAR(40) CHARACTER SET utf8mb4, "
                f"amount DECIMAL(12,3), at DATETIME(6), doc JSON) DEFAULT CHARSET=utf8mb4; "
                f"CREATE TABLE {DB}.pair (a INT, b VARCHAR(10), v INT, PRIMARY KEY (a, b)); "
                f"CREATE TABLE {DB}.nokey (a INT)")
    mariadb.rotate()
    points, midway = [], None
    for n, phase in enumerate(PHASES):
        if n == 2:
            mariadb.sql("SET NAMES utf8mb4; " + MIDWAY)
            status = mariadb.sql("SHOW MASTER STATUS").split("\t")
            midway = {"pos": int(status[1]), "t": _select(mariadb, "t"), "pair": _select(mariadb, "pair")}
        mariadb.sql("SET NAMES utf8mb4; " + phase)
        status = mariadb.sql("SHOW MASTER STATUS").split("\t")
        points.append({"gtid": mariadb.sql("SELECT @@gtid_binlog_pos").strip(), "file": status[0],
                       "pos": int(status[1]), "t": _select(mariadb, "t", extra=n >= 2),
                       "pair": _select(mariadb, "pair")})
        mariadb.rotate()
    files = mariadb.binlogs()
    names = [p["file"] for p in points]
    folder = tmp_path_factory.mktemp("mirror") / "binlogs"
    folder.mkdir()
    copied = []
    for path in files:
        if os.path.basename(path) in names:
            copied.append(str(folder / os.path.basename(path)))
            shutil.copyfile(path, copied[-1])
    assert [os.path.basename(c) for c in copied] == names
    return {"files": copied, "points": points, "midway": midway, "base": folder.parent}


def _equal(out, point, extra):
    for table in TABLES:
        dt = deltalake.DeltaTable(os.path.join(out, f"{DB}.{table}"))
        columns = _columns(table, extra and table == "t")
        assert _delta_rows(dt, columns) == sorted(point[table]), (table, point["file"])


@pytest.fixture(scope="module")
def per_file(workload):
    """A mirror run after each file (the folder as it stood then): the output and each run's summary."""
    out = str(workload["base"] / "per-file")
    runs = []
    for n in range(1, len(workload["files"]) + 1):
        done = _run("--format", "delta", "--out", out, "--tables", f"{DB}.t,{DB}.pair", *workload["files"][:n])
        assert done.returncode == 0, done.stderr
        runs.append((json.loads(done.stdout), [_versions(out, t) for t in TABLES]))
        assert runs[-1][0]["files_passed_over"] == max(n - 2, 0)  # (only the last run's file and the new one read)
    return out, runs


def _versions(out, table):
    return deltalake.DeltaTable(os.path.join(out, f"{DB}.{table}")).version()


def test_after_each_file_the_mirror_equals_select(workload, per_file):
    out, runs = per_file
    for n, point in enumerate(workload["points"]):
        summary, _ = runs[n]
        assert summary["reached"] == {"file": point["file"], "pos": point["pos"], "gtid": point["gtid"]}
        # each run applied the new file's row changes and no others (binlogspec rows counts them)
        changes = subprocess.run([BIN, "rows", "--tables", f"{DB}.t,{DB}.pair", workload["files"][n]],
                                 capture_output=True, text=True, check=True).stdout
        assert summary["rows"] == len(changes.splitlines()) > 0
        assert sorted(summary["tables"]) == [f"{DB}.pair", f"{DB}.t"]
    _equal(out, workload["points"][-1], True)
    # each run one version per table, its position in the commit's metadata and app transaction
    assert [v for _, v in runs] == [[0, 0], [1, 1], [2, 2], [3, 4]]  # (pair's widened type: a rewrite first)
    for table in TABLES:
        dt = deltalake.DeltaTable(os.path.join(out, f"{DB}.{table}"))
        last = workload["points"][-1]
        assert dt.transaction_version(mirror_mod.APP_ID) == mirror_mod.position_version(last["file"], last["pos"])
        recorded = [c for c in dt.history() if "binlogspec.file" in c]
        assert [(c["binlogspec.file"], int(c["binlogspec.pos"]), c["binlogspec.gtid"]) for c in reversed(recorded)] == \
            [(p["file"], p["pos"], p["gtid"]) for p in workload["points"]]
    schema = {f.name: str(f.type) for f in deltalake.DeltaTable(os.path.join(out, f"{DB}.t")).schema().fields}
    assert list(schema) == ["id", "name", "amount", "at", "doc", "note"]
    assert "decimal(12,3)" in schema["amount"] and "timestamp_ntz" in schema["at"]
    pair = {f.name: str(f.type) for f in deltalake.DeltaTable(os.path.join(out, f"{DB}.pair")).schema().fields}
    assert "long" in pair["v"]


def test_time_travel_by_gtid_and_position(workload, per_file):
    out, _ = per_file
    for n, point in enumerate(workload["points"]):
        for at in (point["gtid"], f"{point['file']}:{point['pos']}", (point["file"], point["pos"] + 5)):
            for table in TABLES:
                path = os.path.join(out, f"{DB}.{table}")
                dt = mirror_mod.table_at(path, at)
                assert _delta_rows(dt, _columns(table, n >= 2 and table == "t")) == sorted(point[table]), (at, table)
    with pytest.raises(mirror_mod.MirrorError, match="no version ends at GTID 0-1-999999"):
        mirror_mod.version_at(os.path.join(out, f"{DB}.t"), "0-1-999999")


def test_a_second_run_and_status(workload, per_file):
    out, _ = per_file
    before = [_versions(out, t) for t in TABLES]
    again = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", *workload["files"])
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["commits"] == 0
    assert json.loads(again.stdout)["files_passed_over"] == 3  # (before the last complete run's position)
    assert [_versions(out, t) for t in TABLES] == before
    status = _run("--status", out)
    assert status.returncode == 0, status.stderr
    rows = {r["table"]: r for r in map(json.loads, status.stdout.splitlines())}
    last = workload["points"][-1]
    for table in TABLES:
        r = rows[f"{DB}.{table}"]
        assert (r["file"], r["pos"], r["gtid"]) == (last["file"], last["pos"], last["gtid"])
    _equal(out, last, True)


def test_one_run_over_all_files_and_a_killed_run(workload, tmp_path):
    out = str(tmp_path / "killed")
    files = workload["files"]
    first = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", *files[:1])
    assert first.returncode == 0, first.stderr
    killed = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", *files[:3], env={mirror_mod.DIE_AFTER: "1"})
    assert killed.returncode == 70, killed.stderr
    # mirror_src.pair (first in order) has file 3's position, mirror_src.t still file 1's
    third, one = workload["points"][2], workload["points"][0]
    status = {r["table"]: r for r in mirror_mod.status(out)}
    assert (status[f"{DB}.pair"]["file"], status[f"{DB}.pair"]["pos"]) == (third["file"], third["pos"])
    assert (status[f"{DB}.t"]["file"], status[f"{DB}.t"]["pos"]) == (one["file"], one["pos"])
    pair_version = _versions(out, "pair")
    done = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", *files[:3])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["tables"][f"{DB}.pair"]["committed"] is False
    assert _versions(out, "pair") == pair_version
    _equal(out, third, True)
    # and on to the end in one more run
    rest = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", *files)
    assert rest.returncode == 0, rest.stderr
    _equal(out, workload["points"][-1], True)
    # a fresh mirror of every file in one run: the same tables
    whole = str(tmp_path / "whole")
    once = _run("--out", whole, "--tables", f"{DB}.t,{DB}.pair", *files)
    assert once.returncode == 0, once.stderr
    _equal(whole, workload["points"][-1], True)


def test_a_file_that_ends_inside_a_transaction(workload, tmp_path):
    """The server's file as a copy taken while it wrote: cut after a rows event inside file 2's first
    transaction. The run applies file 1 and nothing of the cut transaction, records its start; the
    next run over the whole file goes on from there."""
    files = workload["files"]
    events = subprocess.run([BIN, "events", files[1]], capture_output=True, text=True, check=True).stdout
    events = [json.loads(line) for line in events.splitlines()]
    rows = [e for e in events if "ROWS" in e["type"] and e["body"].get("table") == "t"]
    gtid_event = max(e["pos"] for e in events if e["type"] == "GTID_EVENT" and e["pos"] < rows[1]["pos"])
    folder = tmp_path / "live"
    folder.mkdir()
    shutil.copyfile(files[0], folder / os.path.basename(files[0]))
    live = folder / os.path.basename(files[1])
    live.write_bytes(open(files[1], "rb").read()[:rows[1]["next_pos"]])
    out = str(tmp_path / "out")
    cut = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", str(folder))
    assert cut.returncode == 0, cut.stderr
    summary = json.loads(cut.stdout)
    assert summary["reached"]["file"] == live.name and summary["reached"]["pos"] == gtid_event
    _equal(out, workload["points"][0], False)
    shutil.copyfile(files[1], live)
    grown = _run("--out", out, "--tables", f"{DB}.t,{DB}.pair", str(folder))
    assert grown.returncode == 0, grown.stderr
    _equal(out, workload["points"][1], False)


def _tables_of(out):
    """{folder: sorted rows} of every Delta table a mirror wrote to ``out`` (a row's columns in name
    order: a column added by a later run comes last in the table)."""
    return {name: sorted(repr(sorted(r.items()))
                         for r in mirror_mod.arrow_table(deltalake.DeltaTable(os.path.join(out, name))).to_pylist())
            for name in sorted(os.listdir(out)) if os.path.isdir(os.path.join(out, name))}


@pytest.mark.parametrize("damage", ["crc", "torn"])
def test_a_fault_keeps_the_rows_before_it(tmp_path, damage):
    """A fault after some transactions of a file (an event's CRC32 that fails, or a file torn
    inside an event, as a copy of a server's current file is): the rows of the transactions before
    it are in the tables, as a mirror of the file cut where the fault's transaction starts has
    them (they were once left in the Arrow builders while the position moved on past them: lost),
    and a run over the mended file then goes on as over the cut file grown."""
    import binlogspec

    data = (REPO / "samples" / "shop-full.000001").read_bytes()
    events = [(e.pos, e.size, e.type_code) for e in binlogspec.open(data)]
    rows = [e for e in events if e[2] in (23, 24, 25, 30, 31, 32)]
    pos, size, _ = rows[len(rows) * 2 // 3]
    live = tmp_path / "live"
    live.mkdir()
    binlog = live / "shop.000001"
    if damage == "crc":
        bad = bytearray(data)
        bad[pos + size // 2] ^= 0x5A
        binlog.write_bytes(bytes(bad))
    else:
        binlog.write_bytes(data[:pos + size // 2])
    out = str(tmp_path / "out")
    faulted = _run("--out", out, str(live))
    assert faulted.returncode == 2 and f"{binlog}:{pos}:" in faulted.stderr
    reached = json.loads((tmp_path / "out" / "_binlogspec_mirror_done.json").read_text())["pos"]
    assert 4 < reached <= pos
    cut = tmp_path / "cut"
    cut.mkdir()
    (cut / "shop.000001").write_bytes(data[:reached])
    expected = str(tmp_path / "expected")
    assert _run("--out", expected, str(cut)).returncode == 0
    got = _tables_of(out)
    assert got == _tables_of(expected) and sum(map(len, got.values())) > 5
    # the next runs, over the file whole: the same tables again (the mirror of the cut file, grown)
    binlog.write_bytes(data)
    mended = _run("--out", out, str(live))
    assert mended.returncode == 0, mended.stderr
    (cut / "shop.000001").write_bytes(data)
    assert _run("--out", expected, str(cut)).returncode == 0
    assert _tables_of(out) == _tables_of(expected)


def test_stop_position_and_selectors(workload, tmp_path):
    """--stop-position inside file 3 (after the midway insert): the mirror as SELECT showed it there."""
    out = str(tmp_path / "stop")
    files = workload["files"]
    midway = workload["midway"]
    done = _run("--out", out, "--tables", f"{DB}.*", "--key", f"{DB}.nokey=a", "--stop-position",
                str(midway["pos"]), *files[:3])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["reached"]["pos"] == midway["pos"]
    for table in TABLES:
        dt = deltalake.DeltaTable(os.path.join(out, f"{DB}.{table}"))
        assert _delta_rows(dt, _columns(table, False)) == sorted(midway[table])
    # -d of another database: nothing of these tables
    other = _run("--out", str(tmp_path / "none"), "-d", "not_there", *files)
    assert other.returncode == 0, other.stderr
    assert json.loads(other.stdout)["tables"] == {}


def test_errors_are_one_line(workload, tmp_path):
    files = workload["files"]
    nokey = _run("--out", str(tmp_path / "nk"), "--tables", f"{DB}.nokey", *files)
    assert nokey.returncode == 2
    assert nokey.stderr.count("\n") == 1 and f"{DB}.nokey: no primary key is known" in nokey.stderr
    assert not os.path.exists(tmp_path / "nk" / f"{DB}.nokey")
    keyed = _run("--out", str(tmp_path / "nk"), "--tables", f"{DB}.nokey", "--key", f"{DB}.nokey=a", *files)
    assert keyed.returncode == 0, keyed.stderr
    rows = mirror_mod.arrow_table(deltalake.DeltaTable(str(tmp_path / "nk" / f"{DB}.nokey"))).to_pylist()
    assert rows == [{"a": 1}]  # (two rows of one key: a key names one row)
    broken = tmp_path / "broken"
    broken.mkdir()
    data = open(files[0], "rb").read()
    (broken / os.path.basename(files[0])).write_bytes(data[:-7])
    cut = _run("--out", str(tmp_path / "b"), "--tables", f"{DB}.t", str(broken))
    assert cut.returncode == 2
    assert cut.stderr.count("\n") == 1 and f"{os.path.basename(files[0])}:" in cut.stderr
    assert "Traceback" not in cut.stderr
    none = _run("--out", str(tmp_path / "x"))
    assert none.returncode == 2 and "give the binlog files" in none.stderr


@pytest.fixture(scope="module")
def no_log(tmp_path_factory):
    """A server at MariaDB's default row metadata (NO_LOG: no column names, no key in the table
    maps): file 1 creates the table, a dump is taken, file 2 changes it (a key change, a delete, an
    ALTER TABLE ADD COLUMN). The files, the dump and the server's SELECT at the end."""
    from mariadb_server import MariaDB, available, find_binary

    if not available():
        if os.environ.get("CI"):
            pytest.fail("MariaDB server binaries are missing in CI")
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    base = tmp_path_factory.mktemp("mirror_nolog")
    server = MariaDB(["--binlog-row-metadata=NO_LOG"]).start()
    try:
        server.rotate()
        server.sql("CREATE DATABASE nl; CREATE TABLE nl.acct (id INT PRIMARY KEY, owner VARCHAR(30) CHARACTER SET "
                   "utf8mb4, bal DECIMAL(10,2)) DEFAULT CHARSET=utf8mb4")
        dump = subprocess.run([find_binary("mariadb-dump", "mysqldump"), "--no-defaults", "-uroot",
                               f"--socket={server.socket}", "--no-data", "--databases", "nl"],
                              capture_output=True, text=True, check=True).stdout
        (base / "nl.sql").write_text(dump)
        server.rotate()
        server.sql("SET NAMES utf8mb4; INSERT INTO nl.acct VALUES (1, 'Ådne', 1.50), (2, 'Bo', NULL), (3, 'Cé', 3.00); "
                   "UPDATE nl.acct SET id = 20 WHERE id = 2; DELETE FROM nl.acct WHERE id = 1; "
                   "ALTER TABLE nl.acct ADD COLUMN tag VARCHAR(8); UPDATE nl.acct SET tag = 'x' WHERE id = 3; "
                   "INSERT INTO nl.acct VALUES (1, 'again', 0.01, 'y')")
        select = server.sql("SET NAMES utf8mb4; SELECT id, owner, bal, tag FROM nl.acct ORDER BY id")
        files = server.rotate()[-2:]
        folder = base / "binlogs"
        folder.mkdir()
        for path in files:
            shutil.copyfile(path, folder / os.path.basename(path))
    finally:
        server.stop()
    rows = sorted(tuple(None if v == "NULL" else v for v in line.split("\t")) for line in select.splitlines())
    return sorted(str(p) for p in folder.iterdir()), str(base / "nl.sql"), rows


def test_keys_from_a_schema_dump_and_from_the_files_ddl(no_log, tmp_path):
    files, dump, rows = no_log
    for name, args in (("dump", ["--schema-file", dump, files[1]]), ("ddl", ["--follow-ddl", *files])):
        out = str(tmp_path / name)
        done = _run("--out", out, *args)
        assert done.returncode == 0, (name, done.stderr)
        dt = deltalake.DeltaTable(os.path.join(out, "nl.acct"))
        assert _delta_rows(dt, ["id", "owner", "bal", "tag"]) == rows, name
    # without either, the table maps give no key: one line naming the table
    bare = _run("--out", str(tmp_path / "bare"), files[1])
    assert bare.returncode == 2 and bare.stderr.count("\n") == 1 and "nl.acct: no primary key is known" in bare.stderr


DDL_DB = "mirror_ddl"
DDL_PHASES = [
    f"""CREATE TABLE {DDL_DB}.a (id INT PRIMARY KEY, v VARCHAR(10));
CREATE TABLE {DDL_DB}.b (id INT PRIMARY KEY, n INT);
INSERT INTO {DDL_DB}.a VALUES (1, 'one'), (2, 'two');
INSERT INTO {DDL_DB}.b VALUES (1, 10), (2, 20), (3, 30);""",
    # TRUNCATE (no row events), rows after it; ADD COLUMN with DEFAULTs (no row events for the rows there)
    f"""TRUNCATE TABLE {DDL_DB}.a;
INSERT INTO {DDL_DB}.a VALUES (3, 'three');
UPDATE {DDL_DB}.b SET n = 21 WHERE id = 2;
ALTER TABLE {DDL_DB}.b ADD COLUMN c INT NOT NULL DEFAULT -7, ADD COLUMN d VARCHAR(5) CHARACTER SET utf8mb4 DEFAULT 'dé',
  ADD COLUMN f SMALLINT NOT NULL, ADD COLUMN g DECIMAL(5,2) DEFAULT '1.5';
UPDATE {DDL_DB}.b SET c = 1 WHERE id = 3;
INSERT INTO {DDL_DB}.b (id, n, f) VALUES (4, 40, 4);""",
    # a table dropped and created again with other columns
    f"""DROP TABLE {DDL_DB}.a;
CREATE TABLE {DDL_DB}.a (id INT PRIMARY KEY, w DECIMAL(6,2));
INSERT INTO {DDL_DB}.a VALUES (9, 9.50);
ALTER TABLE {DDL_DB}.b ADD COLUMN e INT DEFAULT 5;""",
]
DDL_SELECT = {"a": ["SELECT id, v FROM {db}.a ORDER BY id", "SELECT id, v FROM {db}.a ORDER BY id",
                    "SELECT id, w FROM {db}.a ORDER BY id"],
              "b": ["SELECT id, n FROM {db}.b ORDER BY id", "SELECT id, n, c, d, f, g FROM {db}.b ORDER BY id",
                    "SELECT id, n, c, d, f, g FROM {db}.b ORDER BY id"]}


def test_truncate_drop_create_and_column_defaults(mariadb, tmp_path):
    """DDL that changes rows without row events: TRUNCATE, DROP TABLE and CREATE TABLE again (the
    mirror is the new table's rows alone), ALTER TABLE ADD COLUMN ... DEFAULT (the rows there get
    the default, in the Delta table's rows of earlier runs and in this run's): after each file the
    mirror equals SELECT."""
    mariadb.sql(f"DROP DATABASE IF EXISTS {DDL_DB}; CREATE DATABASE {DDL_DB}")
    mariadb.rotate()
    folder = tmp_path / "binlogs"
    folder.mkdir()
    selects = []
    for n, phase in enumerate(DDL_PHASES):
        mariadb.sql("SET NAMES utf8mb4; " + phase)
        selects.append({t: [tuple(None if v == "NULL" else v for v in line.split("\t"))
                            for line in mariadb.sql("SET NAMES utf8mb4; " + DDL_SELECT[t][n].format(db=DDL_DB))
                            .splitlines()] for t in DDL_SELECT})
        closed = mariadb.rotate()[-1]
        shutil.copyfile(closed, folder / os.path.basename(closed))
    files = sorted(str(p) for p in folder.iterdir())
    out, whole = str(tmp_path / "per-file"), str(tmp_path / "whole")
    for n in range(len(files)):
        done = _run("--out", out, "--tables", f"{DDL_DB}.*", *files[:n + 1])
        assert done.returncode == 0, done.stderr
        for t in DDL_SELECT:
            columns = DDL_SELECT[t][n].split("SELECT ")[1].split(" FROM")[0].split(", ")
            dt = deltalake.DeltaTable(os.path.join(out, f"{DDL_DB}.{t}"))
            assert _delta_rows(dt, columns) == sorted(selects[n][t]), (n, t)
    once = _run("--out", whole, "--tables", f"{DDL_DB}.*", *files)
    assert once.returncode == 0, once.stderr
    for t in DDL_SELECT:
        columns = DDL_SELECT[t][-1].split("SELECT ")[1].split(" FROM")[0].split(", ")
        dt = deltalake.DeltaTable(os.path.join(whole, f"{DDL_DB}.{t}"))
        assert _delta_rows(dt, columns) == sorted(selects[-1][t]), t
    # the DEFAULT of a column no row of which was read (e INT DEFAULT 5, at the end): a note, one line
    assert [line for line in once.stderr.splitlines() if "ADD COLUMN e with DEFAULT 5" in line] == [
        f"binlogspec mirror: note: {DDL_DB}.b: ADD COLUMN e with DEFAULT 5: no row of the table with that column was "
        "read yet, so the rows before it keep NULL there in the mirror"]


def test_positions_order_as_the_binlog_numbers_its_files():
    """Sequence numbers compare as numbers (text order would put .1000000 before .999999), and a
    position's version grows with (sequence, offset)."""
    seq, version = mirror_mod.file_sequence, mirror_mod.position_version
    assert seq("mysql-bin.1000000") == 1_000_000 > seq("/x/mysql-bin.999999") == 999_999
    assert version("mysql-bin.999999", 4_294_967_295) < version("mysql-bin.1000000", 4) < version("mysql-bin.1000000", 5)
    assert seq("binlog") == 0


def test_row_images_that_leave_columns_out_are_refused(mariadb, tmp_path):
    """binlog_row_image=MINIMAL: an update's images hold the key and the changed columns alone, from
    which no row can be rebuilt: one line naming the event and the table, nothing written."""
    mariadb.sql("DROP DATABASE IF EXISTS mirror_min; CREATE DATABASE mirror_min; "
                "CREATE TABLE mirror_min.t (id INT PRIMARY KEY, a INT, b INT); INSERT INTO mirror_min.t VALUES (1, 2, 3)")
    mariadb.rotate()
    mariadb.sql("SET SESSION binlog_row_image = MINIMAL; UPDATE mirror_min.t SET a = 5 WHERE id = 1")
    path = mariadb.rotate()[-1]
    done = _run("--out", str(tmp_path / "m"), "--tables", "mirror_min.t", path)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert f"{path}:" in done.stderr and "mirror_min.t: its row images leave columns out" in done.stderr
    assert not (tmp_path / "m" / "mirror_min.t").exists()
