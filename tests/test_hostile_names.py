"""Issue 41, item 9 and acceptance 6: names from a binlog are data, never paths.

The bundled sample's TABLE_MAP events are given hostile database and table names (the files'
sizes, positions and CRC32s made to agree, so nothing but the names is wrong): a name that climbs
out of the output folder, names that join to the same ``db.table`` text, a NUL, control bytes,
a name that is not UTF-8, ``.``, names of 254 bytes, names that differ only in case. Every
writer that makes folders from names (``binlogspec parquet``, the Spark job) and ``table_state``'s
``out`` run on them: nothing lands outside the output folder, no two tables share a folder, the
real names stay in the data and the summary, and nothing ends in a traceback."""

import io
import json
import os
import subprocess
import sys
import unicodedata

import pyarrow.parquet as pq
import pytest

from conftest import REPO
from synthetic import renamed_tables

from binlogspec.folders import MAX_BYTES, table_folder, table_folders

SAMPLE = REPO / "samples" / "shop-full.000001"
CLIMB = b"/../../../../../escaped"  # from OUT/tables/ up to the test's own folder, were it a path
RENAMES = [
    {b"customers": (b"", CLIMB), b"products": (b"a.b", b"c"), b"orders": (b"a", b"b.c")},
    {b"customers": (b"x\x00y", b"t\x01\n"), b"products": (b"\xff\xfe", b".."), b"orders": (b".", b".")},
    {b"customers": ("\u00e9".encode() * 127, "\u00fc".encode() * 127), b"products": (b"Shop", b"T"),
     b"orders": (b"shop", b"t")},
    {b"customers": (b"_layouts", b""), b"products": (b"CON", b"%41"), b"orders": (b"@", b"~")},
]


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile") / "in"
    folder.mkdir()
    data = SAMPLE.read_bytes()
    for i, names in enumerate(RENAMES, 1):
        (folder / f"hostile.{i:06d}").write_bytes(renamed_tables(data, names))
    return folder


def _expected_tables():
    """(db, table) of every renamed table that decodes (a name that is not UTF-8 is a fault)."""
    pairs = set()
    for names in RENAMES:
        for db, table in names.values():
            try:
                pairs.add((db.decode(), table.decode()))
            except UnicodeDecodeError:
                pass
    return pairs


def _everything_under(root):
    return {os.path.join(top, name) for top, dirs, files in os.walk(root) for name in dirs + files}


def _check_outputs(base, out, summary):
    """Nothing outside ``out`` but its parents, one folder per table layout, the real names kept."""
    outside = {p for p in _everything_under(base) if not p.startswith(str(out))}
    assert all(str(out).startswith(p + os.sep) for p in outside), outside
    tables = {(t["db"], t["table"]): t for t in summary["tables"]}
    assert set(tables) == _expected_tables()
    folders = sorted(os.listdir(out / "tables"))
    assert folders == sorted(summary["typed_tables"])
    assert len({unicodedata.normalize("NFC", f).casefold() for f in folders}) == len(folders)
    for folder in folders:
        assert "/" not in folder and not folder.startswith((".", "_")) and len(folder.encode()) <= MAX_BYTES + 20
    changes = pq.read_table(out / "changes").to_pylist()
    for (db, table), entry in tables.items():
        mine = [c for c in changes if c["db"] == db and c["table"] == table]
        assert len(mine) == entry["row_changes"] > 0
        typed = sum(pq.read_table(out / "tables" / t).num_rows for t in entry["typed_tables"])
        assert typed == entry["row_changes"], (db, table)
    assert summary["errors"] and all(": TABLE_MAP_EVENT: " in e or "no TABLE_MAP event for table id" in e
                                     for e in summary["errors"])


def test_folder_names_are_one_segment_and_one_to_one():
    names = [("", "/../x"), ("a.b", "c"), ("a", "b.c"), ("x\0y", "t"), (".", "."), ("..", ""), ("", ".."),
             ("_hidden", "t"), ("CON", "t"), ("a@b", "c"), ("a", "%41"), ("a", "A"), ("\udcff", "t"),
             ("\u00e9" * 127, "\u00fc" * 127), ("\u00e9" * 127, "\u00fc" * 126 + "u")]
    folders = table_folders(names)
    assert len(set(folders.values())) == len(names)
    for (db, table), folder in folders.items():
        assert "/" not in folder and "\\" not in folder and "\0" not in folder and folder not in (".", "..")
        assert folder.isprintable() and not folder.startswith((".", "_")) and len(folder.encode()) <= MAX_BYTES
    assert table_folder("shop", "orders") == "shop.orders"  # plain names stay readable
    assert table_folder("", "/../x") == "@.%2F%2E%2E%2Fx"
    assert folders[("a", "A")] == table_folder("a", "A")  # only names that do collide get a hash


def test_parquet_command_writes_only_inside_its_folder(hostile, tmp_path):
    out = tmp_path / "deep" / "er" / "out"
    proc = subprocess.run([sys.executable, "-m", "binlogspec.cli", "parquet", "--out", str(out), str(hostile)],
                          capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert not (tmp_path / "escaped").exists() and not (tmp_path / "deep" / "escaped").exists()
    summary = json.loads((out / "summary.json").read_text())
    _check_outputs(tmp_path, out, summary)
    assert "\\u0000" in proc.stdout and "\0" not in proc.stdout  # the summary prints no control byte


def test_spark_job_and_table_state_write_only_inside_their_folders(spark, hostile, tmp_path):
    from pyspark.testing import assertDataFrameEqual

    from binlogspec_spark import job, table_state

    out = tmp_path / "deep" / "er" / "out"
    summary = job.run(spark, [str(hostile)], out, stdout=io.StringIO())
    _check_outputs(tmp_path, out, summary)
    cli = json.loads(subprocess.run([sys.executable, "-m", "binlogspec.cli", "parquet", "--out",
                                     str(tmp_path / "cli"), str(hostile)], capture_output=True, cwd=tmp_path).stdout
                     and (tmp_path / "cli" / "summary.json").read_text())
    assert {k: v for k, v in cli.items() if k not in ("output", "seconds")} == {
        k: v for k, v in summary.items() if k not in ("output", "seconds")}
    for folder in summary["typed_tables"]:  # Spark reads back what pyarrow named
        assert spark.read.parquet(str(out / "tables" / folder)).count() > 0
    state_out = tmp_path / "deep" / "state"
    state = table_state(spark, [str(hostile / "hostile.000001")], "." + CLIMB.decode(), key=["id"],
                        out=str(state_out))
    plain = table_state(spark, [str(SAMPLE)], "shop.customers", key=["id"])  # the same rows under their own name
    assertDataFrameEqual(state, plain)
    assertDataFrameEqual(spark.read.parquet(str(state_out)), plain)
    assert {p for p in _everything_under(tmp_path / "deep") if not p.startswith((str(out), str(state_out)))} == {
        str(tmp_path / "deep" / "er")}


def test_mirror_writes_only_inside_its_folder(hostile, tmp_path):
    """binlogspec mirror: deltalake's object store reads a table's path as a URL (``%2F%2E%2E`` is
    ``/..`` to it), so its folders hold no ``%`` (folders.store_folder); nothing lands outside
    ``--out``, each table has a folder of its own, and a name that is not UTF-8 is one line."""
    pytest.importorskip("deltalake")
    from binlogspec.folders import store_folder

    out = tmp_path / "deep" / "er" / "out"
    files = [str(f) for f in sorted(hostile.iterdir()) if not f.name.endswith("000002")]
    proc = subprocess.run([sys.executable, "-m", "binlogspec.cli", "mirror", "--format", "delta", "--out", str(out),
                           *files], capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "escaped").exists() and not (tmp_path / "deep" / "escaped").exists()
    outside = {p for p in _everything_under(tmp_path) if not p.startswith(str(out))}
    assert all(str(out).startswith(p + os.sep) for p in outside), outside
    tables = json.loads(proc.stdout)["tables"]
    folders = [t["folder"] for t in tables.values()]
    assert len(set(folders)) == len(folders)
    for folder in folders:
        assert "/" not in folder and "%" not in folder and not folder.startswith((".", "_"))
    climbed = tables["." + CLIMB.decode()]
    assert climbed["committed"] and climbed["folder"] == store_folder("", CLIMB.decode())
    assert (out / climbed["folder"] / "_delta_log").is_dir()
    bad = subprocess.run([sys.executable, "-m", "binlogspec.cli", "mirror", "--format", "delta", "--out",
                          str(tmp_path / "bad"), str(hostile / "hostile.000002")], capture_output=True, text=True,
                         cwd=tmp_path)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
    assert "hostile.000002:" in bad.stderr


@pytest.mark.parametrize("name", ["../escaped.000001", "/tmp/escaped.000001", "a/../../escaped", "..", ".",
                                  "x\x00y", "a\\b", ""])
def test_pull_writes_no_file_the_server_names_outside_its_folder(name, tmp_path):
    """``binlogspec pull`` writes each binlog under the name the server gives (SHOW BINARY LOGS, a
    ROTATE event): a name that is no plain file name is refused in one line, nothing written."""
    from binlogspec.pull import Folder, PullError

    out = tmp_path / "out" / "copy"
    folder = Folder(out, lambda message: None)
    with pytest.raises(PullError, match="no plain file name"):
        folder.open_file(name)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["copy", "out"]
    folder.open_file("mysql-bin.000001")  # (a server's own name is written, with the magic)
    folder.close()
    assert (out / "mysql-bin.000001").read_bytes() == b"\xfebin" and (out / "mysql-bin.index").is_file()
