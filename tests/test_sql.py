"""Issue 44: ``binlogspec sql`` (redo) and ``--flashback`` (undo) against a real MariaDB server.

One workload (module fixture) over every column type (tests/test_values_mariadb.py's TABLES, each
with an id primary key, and a table with no key) takes the database from state S0 to S1 at the
server's default ``binlog_row_metadata`` (NO_LOG: the table maps name no columns), across two
binlog files. The schema comes from a dump taken before it. A second database loaded with S0's
dump then gets ``binlogspec sql``'s script and must equal S1, then the ``--flashback`` script and
must equal S0 again; the same with ``--changed-only``; and ``mariadb-binlog --flashback`` takes S1
to the same S0. States are compared as full table dumps (``mariadb-dump --hex-blob``): the oracle
is the server's own dump, nobody's decoder.
"""

import os
import shutil
import subprocess
import sys

import pytest

import mariadb_server
from test_values_mariadb import TABLES, _names

SRC, DST = "sqlsrc", "sqldst"
DUMP = shutil.which("mariadb-dump") or shutil.which("mysqldump")
BINLOGSPEC = [sys.executable, "-m", "binlogspec.cli"]
SESSION = "SET NAMES utf8mb4; SET SESSION time_zone = '+00:00'; SET SESSION sql_mode = '';\n"

SCHEMA = "\n".join(
    f"CREATE TABLE {t} (id INT PRIMARY KEY, {', '.join(cols)}) ENGINE=InnoDB;" for t, (cols, _) in TABLES.items()
) + "\nCREATE TABLE nokey (a INT, b VARCHAR(20), f DOUBLE, d DATETIME(6)) ENGINE=InnoDB;"


def _values(table, first_id, rows):
    return ",\n".join(f"({first_id + i}, {', '.join(row)})" for i, row in enumerate(rows))


def _insert(table, first_id, rows):
    return f"INSERT INTO {table} (id, {', '.join(_names(table))}) VALUES\n{_values(table, first_id, rows)};"


def _set(table, row, columns=None):
    names = _names(table)
    columns = range(len(names)) if columns is None else columns
    return ", ".join(f"{names[c]} = {row[c]}" for c in columns)


S0 = "\n".join(_insert(t, 1, rows) for t, (_, rows) in TABLES.items()) + (
    "\nINSERT INTO nokey VALUES (1, 'a', 0.1, '2024-01-01 00:00:00.5'), (1, 'a', 0.1, '2024-01-01 00:00:00.5'),"
    " (2, 'b\\'q', 1e300, NULL), (3, NULL, -2.5, '1999-12-31 23:59:59');")


def _first_file():
    """Updates of every column, a multi-statement transaction, deletes and inserts."""
    out = []
    for t, (_, rows) in TABLES.items():
        n = len(rows)
        out.append(f"UPDATE {t} SET {_set(t, rows[-1])} WHERE id = 1;")
        out.append(f"BEGIN; UPDATE {t} SET {_set(t, rows[0])} WHERE id = 2; DELETE FROM {t} WHERE id = 3; "
                   f"{_insert(t, 101, rows)} UPDATE {t} SET {_set(t, rows[1 % n])} WHERE id = 101; COMMIT;")
    out.append("UPDATE nokey SET b = 'c', f = 0.3 WHERE a = 1 LIMIT 1; DELETE FROM nokey WHERE a = 2;"
               " INSERT INTO nokey VALUES (4, 'd\\n', 1.5e-300, '2000-02-29 12:00:00.000001');")
    return "\n".join(out)


def _second_file():
    """Updates of one column (later ones touch others: --changed-only must keep both), a key
    change, deletes."""
    out = []
    for t, (_, rows) in TABLES.items():
        n = len(rows)
        out.append(f"UPDATE {t} SET {_set(t, rows[2 % n], [0])} WHERE id = 4;")
        out.append(f"UPDATE {t} SET {_set(t, rows[3 % n], [len(_names(t)) - 1])} WHERE id = 4;")
        out.append(f"UPDATE {t} SET id = 1101 WHERE id = 101;")
        out.append(f"DELETE FROM {t} WHERE id = 5;")
        out.append(f"INSERT INTO {t} (id, {', '.join(_names(t))}) VALUES (200, {', '.join(rows[0])});")
    out.append("UPDATE nokey SET d = NULL WHERE a = 3; DELETE FROM nokey WHERE a = 1 LIMIT 1;")
    return "\n".join(out)


def _dump(server, db):
    """The database as mariadb-dump writes it: CREATE TABLE and every row, binary as hex."""
    out = subprocess.run([DUMP, "--no-defaults", "-uroot", f"--socket={server.socket}", "--hex-blob",
                          "--skip-comments", "--skip-extended-insert", "--order-by-primary", "--skip-dump-date",
                          db], capture_output=True, check=True)
    return out.stdout.decode("utf-8", "surrogateescape")


def _rows_of(dump):
    """The dump's lines, the nokey table's rows sorted (it has no order of its own)."""
    lines = dump.splitlines()
    nokey = [line for line in lines if line.startswith("INSERT INTO `nokey`")]
    return [line for line in lines if not line.startswith("INSERT INTO `nokey`")] + sorted(nokey)


def _same(a, b):
    if a == b:
        return True
    import difflib

    diff = "\n".join(list(difflib.unified_diff(a, b, "got", "expected", lineterm="", n=0))[:40])
    pytest.fail(f"the dumps differ:\n{diff[:6000]}")


def _apply(server, db, script):
    server.sql(script if isinstance(script, str) else script.decode("utf-8", "surrogateescape"), database=db)


def _sql(*args, check=True):
    proc = subprocess.run(BINLOGSPEC + ["sql", *map(str, args)], capture_output=True,
                          env={**os.environ, "PYTHONPATH": str(mariadb_server.Path(__file__).parent.parent / "python")})
    if check:
        assert proc.returncode == 0, proc.stderr.decode()[-3000:]
    return proc


def _load_s0(server, world):
    server.sql(f"DROP DATABASE IF EXISTS {DST}; CREATE DATABASE {DST} CHARACTER SET utf8mb4;")
    server.sql(world["s0_dump"], database=DST)
    assert _dump(server, DST) == world["s0_dump"]


@pytest.fixture(scope="module")
def world(mariadb, tmp_path_factory):
    if DUMP is None:
        pytest.fail("mariadb-dump is missing (./build.sh setup installs mariadb-client)")
    base = tmp_path_factory.mktemp("sql")
    mariadb.sql(f"DROP DATABASE IF EXISTS {SRC}; CREATE DATABASE {SRC} CHARACTER SET utf8mb4;")
    mariadb.sql(SESSION + SCHEMA + "\n" + S0, database=SRC)
    s0 = _dump(mariadb, SRC)
    schema = subprocess.run([DUMP, "--no-defaults", "-uroot", f"--socket={mariadb.socket}", "--no-data",
                             "--databases", SRC], capture_output=True, check=True).stdout
    (base / "schema.sql").write_bytes(schema)
    default = mariadb.sql("SELECT @@GLOBAL.binlog_row_metadata").strip()
    mariadb.rotate()
    files = []
    try:
        mariadb.sql("SET GLOBAL binlog_row_metadata = NO_LOG")  # the server's default (FULL in the test server)
        for part in (_first_file(), _second_file()):
            mariadb.sql(SESSION + part, database=SRC)
            files.append(mariadb.rotate()[-1])
    finally:
        mariadb.sql(f"SET GLOBAL binlog_row_metadata = {default}")
    copies = []
    for i, path in enumerate(files):
        copy = base / f"binlog.00000{i + 1}"
        shutil.copyfile(path, copy)
        copies.append(copy)
    s1 = _dump(mariadb, SRC)
    assert s0 != s1
    return {"base": base, "files": copies, "schema": base / "schema.sql", "s0_dump": s0, "s1_dump": s1,
            "default_metadata": mariadbd_default_metadata()}


def mariadbd_default_metadata():
    out = subprocess.run([mariadb_server.MARIADBD, "--no-defaults", "--verbose", "--help"], capture_output=True,
                         text=True).stdout
    return next((line.split()[1] for line in out.splitlines() if line.startswith("binlog-row-metadata ")), None)


def test_workload_is_at_the_default_metadata(world):
    assert world["default_metadata"] == "NO_LOG"
    # the table maps name no columns: without the schema dump there is nothing to write SQL with
    proc = _sql(world["files"][0], check=False)
    assert proc.returncode == 2
    err = proc.stderr.decode().strip().splitlines()
    assert len(err) == 1 and "column names are not known" in err[0] and err[0].startswith(str(world["files"][0]) + ":")


@pytest.mark.parametrize("changed_only", [False, True], ids=["full-set", "changed-only"])
def test_redo_then_flashback_round_trip(mariadb, world, changed_only):
    files, extra = world["files"], ["--changed-only"] if changed_only else []
    common = ["--schema-file", world["schema"], "--rewrite-db", f"{SRC}->{DST}", *extra]
    _load_s0(mariadb, world)
    redo = _sql(*common, *files).stdout
    assert redo.count(b"\nBEGIN;\n") >= len(TABLES) * 3
    _apply(mariadb, DST, redo)
    _same(_rows_of(_dump(mariadb, DST)), _rows_of(world["s1_dump"]))
    undo = _sql("--flashback", *common, *files).stdout
    _apply(mariadb, DST, undo)
    _same(_rows_of(_dump(mariadb, DST)), _rows_of(world["s0_dump"]))


def test_flashback_one_file_at_a_time_newest_first(mariadb, world):
    """Across files: undoing the second file, then the first, is undoing both."""
    common = ["--schema-file", world["schema"], "--rewrite-db", f"{SRC}->{DST}"]
    _load_s0(mariadb, world)
    _apply(mariadb, DST, _sql(*common, *world["files"]).stdout)
    # the second file's schema: the dump, as no DDL came between
    _apply(mariadb, DST, _sql("--flashback", *common, world["files"][1]).stdout)
    _apply(mariadb, DST, _sql("--flashback", *common, world["files"][0]).stdout)
    _same(_rows_of(_dump(mariadb, DST)), _rows_of(world["s0_dump"]))


def test_mariadb_binlog_flashback_gives_the_same_state(mariadb, world):
    _load_s0(mariadb, world)
    _apply(mariadb, DST, _sql("--schema-file", world["schema"], "--rewrite-db", f"{SRC}->{DST}",
                              *world["files"]).stdout)
    theirs = subprocess.run([mariadb_server.BINLOG_TOOL, "--no-defaults", "--flashback",
                             f"--rewrite-db={SRC}->{DST}", *map(str, world["files"])], capture_output=True, check=True)
    _apply(mariadb, DST, theirs.stdout)
    _same(_rows_of(_dump(mariadb, DST)), _rows_of(world["s0_dump"]))


def test_flashback_stops_at_ddl_naming_its_position(tmp_path):
    sample = mariadb_server.Path(__file__).parent.parent / "samples" / "shop-full.000001"
    proc = _sql("--flashback", sample, check=False)
    err = proc.stderr.decode().strip().splitlines()
    assert proc.returncode == 2 and len(err) == 1, err
    assert err[0].startswith(f"{sample}:367: QUERY_EVENT: DDL in the range cannot be undone"), err
    proc = _sql("--flashback", "--skip-ddl", sample)
    text = proc.stdout.decode()
    assert "DELETE FROM `shop`.`customers` WHERE `id`=1;" in text
    assert "DROP" not in text and "ALTER" not in text


# --------------------------------------------------------------------------- the corpus against -vv

def _literal_value(node, column, flavor):
    """The value a statement's literal (a sqlglot node: the SQL parsed by sqlglot, not by us) gives
    a column, as binlogspec.values types it."""
    import datetime
    import decimal

    from sqlglot import exp

    from binlogspec.sql import kind_of
    from binlogspec.values import Geometry, JsonText, ZeroDate

    kind = kind_of(column)
    if isinstance(node, exp.Null):
        return None
    if isinstance(node, exp.HexString):
        return bytes.fromhex(node.this)
    if isinstance(node, exp.BitString):
        return int(node.this, 2)
    if isinstance(node, exp.Neg):
        value = _literal_value(node.this, column, flavor)
        return value.copy_negate() if isinstance(value, decimal.Decimal) else -value  # (no context rounding)
    if isinstance(node, exp.Cast):
        assert node.to.this == exp.DataType.Type.JSON and flavor == "mysql"
        return JsonText(node.this.this)
    if isinstance(node, exp.Anonymous):
        name = node.this.upper()
        assert name == "ST_GEOMFROMWKB", name
        return Geometry(int(node.expressions[1].this), bytes.fromhex(node.expressions[0].this))
    assert isinstance(node, exp.Literal), repr(node)
    text = node.this
    if not node.is_string:
        if kind == "float":
            return float(text)
        if kind == "decimal":
            return decimal.Decimal(text)
        return int(text)
    if kind in ("date", "datetime", "timestamp"):
        try:
            value = (datetime.date.fromisoformat(text) if kind == "date"
                     else datetime.datetime.fromisoformat(text))
        except ValueError:
            return ZeroDate(text)
        return value.replace(tzinfo=datetime.timezone.utc) if kind == "timestamp" else value
    if kind == "time":
        sign = -1 if text.startswith("-") else 1
        h, m, s = text.lstrip("-").split(":")
        sec, _, frac = s.partition(".")
        return sign * datetime.timedelta(hours=int(h), minutes=int(m), seconds=int(sec),
                                         microseconds=int(frac.ljust(6, "0")) if frac else 0)
    if kind == "set":
        return frozenset(text.split(",")) if text else frozenset()
    if kind == "json" and flavor == "mysql":
        return JsonText(text)
    return text


def _images_of(statement, columns, flavor):
    """(before, after) by column name, from one INSERT/UPDATE/DELETE of ``binlogspec sql
    --full-columns`` parsed by sqlglot."""
    import sqlglot
    from sqlglot import exp

    tree = sqlglot.parse_one(statement, read="mysql")
    by_name = {c.name: c for c in columns}

    def where(node):
        out = {}
        for cond in (node.flatten() if isinstance(node, exp.And) else [node]):
            name = cond.this.name
            out[name] = None if isinstance(cond, exp.Is) else _literal_value(cond.expression, by_name[name], flavor)
        return out

    if isinstance(tree, exp.Insert):
        names = [c.name for c in tree.this.expressions]
        (row,) = tree.expression.expressions
        return None, {n: _literal_value(v, by_name[n], flavor) for n, v in zip(names, row.expressions)}
    if isinstance(tree, exp.Update):
        after = {eq.this.name: _literal_value(eq.expression, by_name[eq.this.name], flavor)
                 for eq in tree.expressions}
        return where(tree.args["where"].this), after
    assert isinstance(tree, exp.Delete), statement
    return where(tree.args["where"].this), None


def _exact(image):
    """An image with each value typed and Decimals as their text (``==`` holds 1.0 == 1.00 and 1 == 1.0)."""
    def text(v):
        if isinstance(v, float):
            return repr(v)
        if isinstance(v, (set, frozenset)):  # (a set's str follows the hash seed: its members sorted)
            return repr(sorted(v, key=repr))
        return str(v)

    return None if image is None else {k: (type(v).__name__, text(v)) for k, v in image.items()}


PER_FILE = 8000


def _corpus_vv():
    from conftest import corpus_binlogs

    out = []
    for path in corpus_binlogs():
        proc = subprocess.run([mariadb_server.BINLOG_TOOL, "--no-defaults", "--base64-output=DECODE-ROWS", "-vv",
                               str(path)], capture_output=True)
        if proc.returncode == 0 and b"\n### " in proc.stdout:
            out.append((path, proc.stdout.decode("utf-8", "replace")))
    return out


def test_corpus_statement_values_equal_mariadb_binlog_vv(corpus):
    """Every corpus file mariadb-binlog decodes: ``binlogspec sql --full-columns`` gives one
    statement per row change, and each literal, parsed back by sqlglot, equals the decoded value
    and renders to what ``mariadb-binlog -vv`` printed for the cell."""
    from binlogspec import errors
    from binlogspec.rows import row_changes
    from binlogspec.sql import sql_script
    from test_values_corpus import _encoding
    from values_oracle import matches_mysqlbinlog, parse_mysqlbinlog_rows

    files = _corpus_vv()
    assert len(files) >= 35, [p.name for p, _ in files]
    compared = statements_seen = skipped = 0
    for path, text in files:
        printed = parse_mysqlbinlog_rows(text)
        changes = []
        try:
            for change in row_changes(path):
                changes.append(change)
        except errors.BinlogError:
            pass  # a damaged file: the changes before its fault
        script = b""
        try:
            for chunk in sql_script([path], full_columns=True, unnamed_columns=True):
                script += chunk
        except errors.BinlogError:
            pass
        statements, inside = [], False  # the statements between BEGIN and COMMIT (not those passed through)
        for line in script.decode("utf-8", "surrogateescape").splitlines():
            if line in ("BEGIN;", "COMMIT;"):
                inside = line == "BEGIN;"
            elif inside:
                statements.append(line)
        assert len(statements) == len(changes), path.name
        assert len(printed) >= len(changes), path.name
        version = path.read_bytes()[25:75].split(b"\0")[0].decode().lower()
        flavor = "mariadb" if "mariadb" in version else "mysql"
        # (mbcj__mysql-bin.sakila's 47,273 inserts of the same few tables: its first PER_FILE, for time)
        for change, statement, shown in list(zip(changes, statements, printed))[:PER_FILE]:
            statements_seen += 1
            assert (change.db, change.table, change.op) == (shown.db, shown.table, shown.op)
            before, after = _images_of(statement, change.columns, flavor)
            assert _exact(before) == _exact(change.before) and _exact(after) == _exact(change.after), (
                path.name, change.pos, statement[:300])
            by_index = {c.index: c for c in change.columns}
            for image, cells in ((before, shown.before), (after, shown.after)):
                for index, cell in (cells or {}).items():
                    column = by_index[index]
                    value = image[column.name]
                    if cell.type_text is None:  # a BLOB printed over several lines: the parser has its first
                        skipped += 1
                        continue
                    if column.type_name == "DATETIME" and value is not None:
                        # the pre-5.6 DATETIME: mariadb-binlog 10.11 prints it as quoted text, not as
                        # mysqlbinlog's packed number that values_oracle renders
                        assert cell.text == f"'{value:%Y-%m-%d %H:%M:%S}'", (path.name, change.pos, cell)
                    else:
                        assert matches_mysqlbinlog(value, cell, column, "mariadb", encoding=_encoding(column)), (
                            f"{path.name}:{change.pos} {column.name}: {value!r} vs {cell}")
                    compared += 1
    assert skipped <= 1
    assert statements_seen >= 8400 and compared >= 43000, (statements_seen, compared)


# --------------------------------------------------------------------------- options

def _statements(script):
    return [line for line in script.decode("utf-8", "surrogateescape").splitlines()
            if line.startswith(("INSERT INTO ", "UPDATE ", "DELETE FROM "))]


def test_changed_only_keeps_later_edits_of_other_columns(mariadb, world):
    """A later edit of a column the range did not touch survives a --changed-only flashback; a
    full flashback puts the column back too."""
    common = ["--schema-file", world["schema"], "--rewrite-db", f"{SRC}->{DST}"]
    before = {}
    for changed_only in (True, False):
        _load_s0(mariadb, world)
        before = mariadb.sql(f"SELECT ti, si, biu FROM {DST}.ints WHERE id = 4").split()
        _apply(mariadb, DST, _sql(*common, *world["files"]).stdout)
        mariadb.sql(f"UPDATE {DST}.ints SET si = 7 WHERE id = 4")  # (the range touched ti and biu of row 4)
        _apply(mariadb, DST, _sql("--flashback", *common, *(["--changed-only"] if changed_only else []),
                                  *world["files"]).stdout)
        after = mariadb.sql(f"SELECT ti, si, biu FROM {DST}.ints WHERE id = 4").split()
        assert after == ([before[0], "7", before[2]] if changed_only else before), (changed_only, before, after)


def test_sql_type_tables_database_and_selectors(world):
    from binlogspec.ddl import SchemaTracker, load_schema_file
    from binlogspec.rows import row_changes

    schema = SchemaTracker()
    load_schema_file(schema, str(world["schema"]))
    changes = [c for f in world["files"] for c in row_changes(f, schema=schema)]
    files, common = world["files"], ["--schema-file", world["schema"]]
    deletes = _statements(_sql(*common, "--sql-type", "delete", *files).stdout)
    assert len(deletes) == sum(c.op == "delete" for c in changes) and all(s.startswith("DELETE") for s in deletes)
    only = _statements(_sql(*common, "--tables", f"{SRC}.ints,{SRC}.bits", *files).stdout)
    assert len(only) == sum(c.table in ("ints", "bits") for c in changes)
    assert {s.split("`")[3] for s in only} == {"ints", "bits"}
    assert _statements(_sql(*common, "-d", "nosuchdb", *files).stdout) == []
    assert len(_statements(_sql(*common, "-d", SRC, *files).stdout)) == len(changes)
    # positions: the second file from a transaction's start, up to (not with) a later one
    starts = sorted({c.pos for c in changes if str(c.file) == str(files[1])})
    start, stop = starts[2], starts[6]
    within = [c for c in changes if str(c.file) == str(files[1]) and start <= c.pos < stop]
    shown = _statements(_sql(*common, "--start-position", start, "--stop-position", stop, files[1]).stdout)
    assert len(shown) == len(within) > 0


def test_stats(world):
    import json

    from binlogspec.ddl import SchemaTracker, load_schema_file
    from binlogspec.rows import row_changes

    schema = SchemaTracker()
    load_schema_file(schema, str(world["schema"]))
    changes = [c for f in world["files"] for c in row_changes(f, schema=schema)]
    stats = json.loads(_sql("--stats", "--schema-file", world["schema"], *world["files"]).stdout)
    expected = {}
    for c in changes:
        expected.setdefault(f"{c.db}.{c.table}", {"insert": 0, "update": 0, "delete": 0})[c.op] += 1
    assert stats["changes"] == expected
    by_gtid = {}
    for c in changes:
        by_gtid[c.gtid] = by_gtid.get(c.gtid, 0) + 1
    assert stats["transactions"] == len(by_gtid)
    assert [t["rows"] for t in stats["largest"]] == sorted(by_gtid.values(), reverse=True)[:10]
    assert stats["largest"][0]["gtid"] == max(by_gtid, key=by_gtid.get)


def test_key_full_columns_and_no_key(world):
    files, common = world["files"], ["--schema-file", world["schema"], "--tables", f"{SRC}.nokey"]
    plain = _sql(*common, *files)
    lines = _statements(plain.stdout)
    assert any(s.startswith("DELETE") for s in lines)
    for s in lines:
        if not s.startswith("INSERT"):
            assert s.endswith(" LIMIT 1;") and "`d`" in s.split(" WHERE ")[1], s  # every column
    assert "no primary key known for sqlsrc.nokey" in plain.stderr.decode()
    keyed = _statements(_sql(*common, "--key", f"{SRC}.nokey=a,b", *files).stdout)
    for s in keyed:
        if not s.startswith("INSERT"):
            assert not s.endswith("LIMIT 1;") and s.split(" WHERE ")[1] .startswith("`a`="), s
            assert "`f`" not in s.split(" WHERE ")[1]
    full = _statements(_sql("--schema-file", world["schema"], "--tables", f"{SRC}.ints", "--full-columns",
                            *files).stdout)
    updates = [s for s in full if s.startswith("UPDATE")]
    assert updates and all(s.endswith(" LIMIT 1;") and "`biu`" in s.split(" WHERE ")[1] for s in updates)
    bad = _sql(*common, "--key", f"{SRC}.nokey=zz", *files, check=False)
    err = bad.stderr.decode().strip().splitlines()
    assert bad.returncode == 2 and len(err) == 1 and "--key sqlsrc.nokey: no column zz" in err[0], err


def test_user_errors_are_one_line(tmp_path):
    bad = tmp_path / "not-a-binlog"
    bad.write_bytes(b"hello")
    proc = _sql(bad, check=False)
    assert proc.returncode == 2
    proc = _sql("--sql-type", "insert,merge", bad, check=False)
    err = proc.stderr.decode().strip().splitlines()
    assert proc.returncode == 2 and len(err) == 1 and "--sql-type" in err[0], err
    sample = mariadb_server.Path(__file__).parent.parent / "samples" / "shop-full.000001"
    proc = _sql("--key", "nodot=a", sample, check=False)
    assert proc.returncode == 2 and "expected DB.TABLE=COLUMN" in proc.stderr.decode()


# --------------------------------------------------------------------------- Spark

def test_spark_binlog_sql_builds_the_same_undo_script(spark):
    """The UDTF ``binlog_sql`` over a table of files: the redo and undo statement of every row
    change, as binlogspec.sql gives them; ordered newest first, its undo column is the statements
    of ``binlogspec sql --flashback``."""
    from binlogspec.sql import change_statements
    from binlogspec_spark import binlog_files
    from binlogspec_spark.sql_out import register_sql, undo_script

    repo = mariadb_server.Path(__file__).parent.parent
    paths = [repo / "samples" / "shop-full.000001", repo / "tests" / "data" / "mariadb_compressed_rows.000001"]
    register_sql(spark)
    binlog_files(spark, [str(p) for p in paths]).createOrReplaceTempView("sql_files")
    rows = spark.sql("SELECT s.* FROM sql_files, LATERAL binlog_sql(content, path) s").collect()
    table = spark.sql("SELECT * FROM binlog_sql(TABLE(sql_files))").collect()
    assert sorted(map(tuple, rows)) == sorted(map(tuple, table))
    expected = [r for p in paths for r in change_statements(p.read_bytes(), name=str(p))]
    assert len(rows) == len(expected) > 20 and not any(r["error"] for r in rows)
    assert sorted(tuple(r)[1:] for r in rows) == sorted(r[1:] for r in expected)
    ordered = sorted(rows, key=lambda r: (r["file"], r["trx_pos"], r["pos"], r["row_index"]), reverse=True)
    spark_undo = _statements(undo_script(ordered).encode())
    ours = []
    for p in reversed(paths):  # (the files in name order: binaryFile's paths sort as the paths do)
        ours += _statements(_sql("--flashback", "--skip-ddl", p).stdout)
    assert sorted(str(p) for p in paths) == [str(p) for p in paths]
    assert spark_undo == ours


def test_redo_through_ddl_replays_as_mariadb_binlog_does(mariadb):
    """A binlog with DDL in its range (CREATE DATABASE, CREATE TABLE, an ALTER that adds, drops and
    changes columns between row changes), at FULL metadata: the redo script, the DDL passed
    through, builds the same database as mariadb-binlog's own output replayed."""
    sample = mariadb_server.Path(__file__).parent.parent / "samples" / "shop-full.000001"
    theirs = subprocess.run([mariadb_server.BINLOG_TOOL, "--no-defaults", str(sample)], capture_output=True,
                            check=True).stdout
    try:
        _apply(mariadb, None, theirs)
        expected = _dump(mariadb, "shop")
        mariadb.sql("DROP DATABASE shop")
        _apply(mariadb, None, _sql(sample).stdout)
        assert "INSERT INTO `orders`" in expected
        _same(_dump(mariadb, "shop").splitlines(), expected.splitlines())
    finally:
        mariadb.sql("DROP DATABASE IF EXISTS shop")


def test_minimal_images_redo_and_refuse_flashback(mariadb, tmp_path):
    """binlog_row_image=MINIMAL: the redo script applies (SET of the changed columns, WHERE on the
    key the before image holds); a flashback of an UPDATE or DELETE cannot know the old values and
    stops with one line naming the event's FILE:POS."""
    db = "sqlmin"
    mariadb.sql(f"DROP DATABASE IF EXISTS {db}; CREATE DATABASE {db}; CREATE DATABASE IF NOT EXISTS {db}_b;"
                f"CREATE TABLE {db}.t (id INT PRIMARY KEY, a VARCHAR(10), b DOUBLE);"
                f"INSERT INTO {db}.t VALUES (1, 'x', 1.5), (2, 'y', NULL), (3, 'z', 0.1);")
    mariadb.sql(f"DROP DATABASE {db}_b; CREATE DATABASE {db}_b; CREATE TABLE {db}_b.t LIKE {db}.t;"
                f"INSERT INTO {db}_b.t SELECT * FROM {db}.t;")
    mariadb.rotate()
    mariadb.sql(f"SET SESSION binlog_row_image = 'MINIMAL'; UPDATE {db}.t SET b = 2.25 WHERE id = 2;"
                f"DELETE FROM {db}.t WHERE id = 3; INSERT INTO {db}.t (id, a) VALUES (4, 'w');")
    path = tmp_path / "minimal.000001"
    shutil.copyfile(mariadb.rotate()[-1], path)
    _apply(mariadb, None, _sql("--rewrite-db", f"{db}->{db}_b", "--tables", f"{db}.t", path).stdout)
    assert mariadb.sql(f"SELECT * FROM {db}_b.t ORDER BY id") == mariadb.sql(f"SELECT * FROM {db}.t ORDER BY id")
    proc = _sql("--flashback", "--tables", f"{db}.t", path, check=False)
    err = proc.stderr.decode().strip().splitlines()
    assert proc.returncode == 2 and len(err) == 1 and err[0].startswith(f"{path}:"), err
    assert "lacks columns" in err[0] and "cannot be undone" in err[0]
    proc = _sql("--flashback", "--changed-only", "--tables", f"{db}.t", path, check=False)
    err = proc.stderr.decode().strip().splitlines()
    assert proc.returncode == 2 and len(err) == 1 and "lacks columns b" in err[0], err
    mariadb.sql(f"DROP DATABASE {db}; DROP DATABASE {db}_b")
