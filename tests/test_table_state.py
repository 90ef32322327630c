"""Issue 15, acceptance 3: ``table_state`` at recorded points of a real MariaDB server's history
(after each phase of a workload: its GTID, its SHOW MASTER STATUS position and its time) equals
what ``SELECT`` returned from the server at that point; the workload has updates that change the
primary key (one onto a key deleted before), deletes and multi-row updates. Also from a base
snapshot taken at a position, with a key the caller names. (A key from a schema dump where the
table maps carry none: tests/test_ddl.py holds the dump's keys to the server's own metadata.)"""

import datetime
import time

import pytest

from binlogspec_spark import table_state

DB = "state_hist"
PHASES = [
    f"""INSERT INTO {DB}.kv VALUES (1, 'one', 10), (2, 'two', 20), (3, 'three', 30), (4, 'four', 40), (5, 'five', NULL);""",
    f"""UPDATE {DB}.kv SET name = 'TWO' WHERE id = 2;
UPDATE {DB}.kv SET id = 30 WHERE id = 3;
DELETE FROM {DB}.kv WHERE id = 4;
INSERT INTO {DB}.kv VALUES (6, 'six', 60);""",
    f"""UPDATE {DB}.kv SET id = 4, name = 'was one' WHERE id = 1;
DELETE FROM {DB}.kv WHERE id = 30;
UPDATE {DB}.kv SET n = COALESCE(n, 0) + 1;
INSERT INTO {DB}.kv VALUES (7, NULL, 70);""",
]


def _select(server):
    text = server.sql(f"SELECT id, name, n FROM {DB}.kv ORDER BY id")
    return [tuple(None if v == "NULL" else v for v in line.split("\t")) for line in text.splitlines()]


def _rows(df):
    return sorted((str(r["id"]), None if r["name"] is None else str(r["name"]), None if r["n"] is None else str(r["n"]))
                  for r in df.collect())


@pytest.fixture(scope="module")
def history(mariadb, tmp_path_factory):
    """The binlog of the workload (one file) and, after each phase: its GTID, (file, position),
    time, and the table as SELECT shows it."""
    mariadb.sql(f"DROP DATABASE IF EXISTS {DB}; CREATE DATABASE {DB}; "
                f"CREATE TABLE {DB}.kv (id INT PRIMARY KEY, name VARCHAR(20), n INT)")
    mariadb.rotate()
    points = []
    for phase in PHASES:
        time.sleep(1.1)  # binlog times have whole seconds: each phase in seconds of its own
        mariadb.sql(phase)
        gtid = mariadb.sql("SELECT @@gtid_binlog_pos").strip()
        status = mariadb.sql("SHOW MASTER STATUS").split("\t")
        moment = int(mariadb.sql("SELECT UNIX_TIMESTAMP()").strip())
        points.append({"gtid": gtid, "position": (status[0], int(status[1])), "time": moment,
                       "select": _select(mariadb)})
    time.sleep(1.1)
    closed = mariadb.rotate()
    path = tmp_path_factory.mktemp("state") / "binlog.history"
    path.write_bytes(open(closed[-1], "rb").read())
    for p in points:
        p["position"] = (str(path), p["position"][1])
    return str(path), points


def test_state_at_each_gtid_position_and_time_is_what_select_gave(spark, history):
    path, points = history
    assert len({tuple(p["select"]) for p in points}) == 3
    for p in points:
        when = datetime.datetime.fromtimestamp(p["time"], datetime.timezone.utc)
        for as_of in (p["gtid"], p["position"], when):
            assert _rows(table_state(spark, path, f"{DB}.kv", as_of=as_of)) == sorted(p["select"]), as_of
    assert _rows(table_state(spark, path, f"{DB}.kv")) == sorted(points[-1]["select"])


def test_state_from_a_base_snapshot_and_a_named_key(spark, history, tmp_path):
    path, points = history
    first = points[0]
    base = spark.createDataFrame([(int(i), name, None if n is None else int(n)) for i, name, n in first["select"]],
                                 "id int, name string, n int")
    state = table_state(spark, path, f"{DB}.kv", as_of=points[2]["gtid"], base=base,
                        base_position=first["position"], key=["id"], out=str(tmp_path / "state"))
    assert _rows(state) == sorted(points[2]["select"])
    assert _rows(spark.read.parquet(str(tmp_path / "state"))) == sorted(points[2]["select"])
    # the base alone, and nothing after it, is the base
    assert _rows(table_state(spark, path, f"{DB}.kv", as_of=first["position"], base=base,
                             base_position=first["position"])) == sorted(first["select"])


def test_a_table_without_a_known_key_asks_for_one(spark, history):
    path, _ = history
    with pytest.raises(ValueError, match="key"):
        table_state(spark, path, f"{DB}.kv", key=["nope"])


def test_an_as_of_it_does_not_take_names_the_forms_it_takes(spark, history):
    """Issue 41, item 7: ``as_of="yesterday"`` was ``invalid literal for int()``; now a ValueError
    of one line that names the forms taken, as is a base_position of another form."""
    paths, _ = history
    for bad in ("yesterday", "binlog.000001:x", ("binlog.000001", "12"), 3.5):
        with pytest.raises(ValueError) as found:
            table_state(spark, paths, f"{DB}.kv", as_of=bad)
        message = str(found.value)
        assert "\n" not in message and "a GTID" in message and "datetime" in message and repr(bad) in message
