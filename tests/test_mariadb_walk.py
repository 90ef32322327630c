"""Acceptance: a binlog written by a real MariaDB server walks to the same event sequence (type,
offset, end position, CRC32) that mariadb-binlog reports for it."""

import pytest

import binlogspec
from mariadb_server import mariadb_binlog
from oracle import mysqlbinlog_events

WORKLOAD = """
CREATE DATABASE walk;
USE walk;
CREATE TABLE t (id INT PRIMARY KEY AUTO_INCREMENT, name VARCHAR(64), amount DECIMAL(10,2), note TEXT) ENGINE=InnoDB;
CREATE TABLE side (id INT, v INT) ENGINE=MyISAM;
INSERT INTO t (name, amount, note) VALUES ('alpha', 1.50, 'short'), ('beta', -2.25, REPEAT('long text ', 30));
UPDATE t SET amount = amount * 2, note = 'changed' WHERE name = 'alpha';
DELETE FROM t WHERE name = 'beta';
BEGIN;
INSERT INTO t (name) VALUES ('never');
INSERT INTO side VALUES (1, 1);
ROLLBACK;
BEGIN;
INSERT INTO t (name, amount) VALUES ('gamma', 3.00), ('delta', 4.00);
UPDATE t SET name = CONCAT(name, '!') WHERE amount > 2;
COMMIT;
SET SESSION binlog_format = 'STATEMENT';
SET @who = 'stmt';
INSERT INTO t (name, amount) VALUES (@who, RAND());
SET SESSION binlog_format = 'ROW';
ALTER TABLE t ADD COLUMN extra INT DEFAULT 5;
INSERT INTO t (name) VALUES ('after ddl');
TRUNCATE side;
DROP TABLE side;
"""

# How mariadb-binlog describes each event type (the start of its description).
DESCRIPTIONS = [
    ("Start:", "FORMAT_DESCRIPTION_EVENT"),
    ("Gtid list", "GTID_LIST_EVENT"),
    ("Binlog checkpoint", "BINLOG_CHECKPOINT_EVENT"),
    ("GTID", "GTID_EVENT"),
    ("Query_compressed", "QUERY_COMPRESSED_EVENT"),
    ("Query", "QUERY_EVENT"),
    ("Annotate_rows", "ANNOTATE_ROWS_EVENT"),
    ("Table_map", "TABLE_MAP_EVENT"),
    ("Write_compressed_rows", "WRITE_ROWS_COMPRESSED_EVENT_V1"),
    ("Update_compressed_rows", "UPDATE_ROWS_COMPRESSED_EVENT_V1"),
    ("Delete_compressed_rows", "DELETE_ROWS_COMPRESSED_EVENT_V1"),
    ("Write_rows", "WRITE_ROWS_EVENT_V1"),
    ("Update_rows", "UPDATE_ROWS_EVENT_V1"),
    ("Delete_rows", "DELETE_ROWS_EVENT_V1"),
    ("Xid", "XID_EVENT"),
    ("Intvar", "INTVAR_EVENT"),
    ("Rand", "RAND_EVENT"),
    ("User_var", "USER_VAR_EVENT"),
    ("Rotate", "ROTATE_EVENT"),
    ("Stop", "STOP_EVENT"),
]


def expected_type(desc):
    for prefix, name in DESCRIPTIONS:
        if desc.startswith(prefix):
            return name
    raise AssertionError(f"unknown mariadb-binlog description {desc!r}")


@pytest.fixture(scope="module")
def binlog(mariadb, tmp_path_factory):
    mariadb.sql(WORKLOAD)
    closed = mariadb.rotate()
    path = tmp_path_factory.mktemp("walk") / "binlog.walk"
    path.write_bytes(open(closed[-1], "rb").read())
    return path


@pytest.mark.parametrize("backend", ["kaitai", "construct"])
def test_walk_matches_mariadb_binlog(binlog, backend):
    listed = mysqlbinlog_events(mariadb_binlog(binlog, "--base64-output=DECODE-ROWS", "-vv"))
    with binlogspec.open(binlog, backend=backend) as reader:
        events = list(reader)
    assert [(e.pos, e.type_name) for e in events] == [(x["pos"], expected_type(x["desc"])) for x in listed]
    for event, item in zip(events, listed):
        assert event.header["log_pos"] == item["end_log_pos"] == event.next_pos
        assert event.checksum == "ok" and event.checksum_value == item["crc"]
        event.tree  # noqa: B018 - every body decodes


def test_workload_covers_what_the_issue_asks(binlog):
    with binlogspec.open(binlog) as reader:
        names = {e.type_name for e in reader}
    assert {"GTID_EVENT", "QUERY_COMPRESSED_EVENT", "TABLE_MAP_EVENT", "WRITE_ROWS_COMPRESSED_EVENT_V1",
            "UPDATE_ROWS_COMPRESSED_EVENT_V1", "DELETE_ROWS_COMPRESSED_EVENT_V1", "XID_EVENT", "USER_VAR_EVENT",
            "RAND_EVENT", "INTVAR_EVENT"} <= names
    # QUERY_COMPRESSED bodies inflate to the statement text the client sent, as text
    with binlogspec.open(binlog) as reader:
        texts = [e.tree["compressed_query"]["text"] for e in reader if e.type_name == "QUERY_COMPRESSED_EVENT"]
    assert "INSERT INTO t (name, amount) VALUES (@who, RAND())" in texts
