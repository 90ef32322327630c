"""Text columns of a binlog written at MariaDB's default metadata setting (NO_LOG: no charsets
in the table maps) decoded from a schema's CHARACTER SET / COLLATE / DEFAULT CHARSET, or from
--default-charset, and checked against what the server's SELECT returns."""

import json
import subprocess
import sys

import pytest

from binlogspec.columns import Schemas
from binlogspec.charsets import collation_id
from binlogspec.rows import row_changes
from conftest import REPO

DB = "charset_schema"
CREATE = (f"CREATE TABLE {DB}.t (id INT PRIMARY KEY, name VARCHAR(40), city CHAR(12) CHARACTER SET latin1, "
          f"note TEXT COLLATE cp1251_general_ci, raw BLOB, tag ENUM('ä','ö') CHARACTER SET utf8mb4) "
          f"DEFAULT CHARSET=utf8mb4")
ROWS = [(1, "Zoë", "Malmö", "Привет", b"\x00\xff", "ä"), (2, "陈伟", "Köln", "мир", None, "ö")]


@pytest.fixture(scope="module")
def no_log_binlog(mariadb, tmp_path_factory):
    mariadb.sql("SET GLOBAL binlog_row_metadata = NO_LOG")
    try:
        mariadb.rotate()
        mariadb.sql(f"DROP DATABASE IF EXISTS {DB}; CREATE DATABASE {DB}; {CREATE};")
        values = ", ".join(f"({i}, '{n}', '{c}', '{t}', {('0x' + r.hex()) if r is not None else 'NULL'}, '{g}')"
                           for i, n, c, t, r, g in ROWS)
        mariadb.sql(f"INSERT INTO {DB}.t VALUES {values};")
        closed = mariadb.rotate()
    finally:
        mariadb.sql("SET GLOBAL binlog_row_metadata = FULL")
    path = tmp_path_factory.mktemp("nolog") / "binlog.nolog"
    path.write_bytes(open(closed[-1], "rb").read())
    shown = mariadb.sql(f"SHOW CREATE TABLE {DB}.t").split("\t", 1)[1].replace("\\n", "\n")
    selected = [line.split("\t") for line in mariadb.sql(f"SELECT id, name, city, note, tag FROM {DB}.t ORDER BY id").splitlines()]
    return path, shown, selected


def _changes(path, schema):
    return [c for c in row_changes(path, schema=schema) if c.db == DB]


def test_no_charset_without_a_schema_gives_bytes(no_log_binlog):
    path, _, _ = no_log_binlog
    (first, _) = _changes(path, None)
    assert first.after["col_2"] == "Zoë".encode() and first.after["col_3"] == "Malmö".encode("latin1")


def test_the_schemas_charsets_decode_the_text(no_log_binlog):
    path, create, selected = no_log_binlog
    for fast in (True, False):
        changes = [c for c in row_changes(path, schema={f"{DB}.t": create}, fast=fast) if c.db == DB]
        got = [[str(c.after["id"]), c.after["name"], c.after["city"], c.after["note"], c.after["tag"]] for c in changes]
        assert got == selected
        assert [c.after["raw"] for c in changes] == [r[4] for r in ROWS]  # BLOB stays bytes


def test_default_charset_decodes_the_text_of_unknown_charset(no_log_binlog):
    path, _, selected = no_log_binlog
    changes = _changes(path, Schemas(default_collation=collation_id("utf8mb4")))
    assert [c.after["col_2"] for c in changes] == [row[1] for row in selected]
    # the command line says the same, and `tables` names the charset it took
    out = subprocess.run([sys.executable, "-m", "binlogspec.cli", "rows", "--default-charset", "utf8mb4",
                          "--tables", f"{DB}.t", str(path)], capture_output=True, text=True, cwd=REPO)
    assert [json.loads(line)["after"]["col_2"] for line in out.stdout.splitlines()] == [row[1] for row in selected]
    out = subprocess.run([sys.executable, "-m", "binlogspec.cli", "tables", str(path), "--tables", f"{DB}.t"],
                         capture_output=True, text=True, cwd=REPO)
    columns = json.loads(out.stdout)["layouts"][0]["columns"]
    # ENUM values are label numbers without labels: no text to decode
    assert [c.get("charset") for c in columns] == [None, "unknown", "unknown", "unknown", "unknown", None]
