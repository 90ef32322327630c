"""The command line: NDJSON events, lone events, errors as FILE:OFFSET with exit status 2."""

import json
import subprocess
import sys

import pytest

from conftest import CORPUS, REPO, corpus_binlogs

BIN = [sys.executable, "-m", "binlogspec.cli"]
# The 68-byte TABLE_MAP event worked through in shared/seeds/001 (its xxd dump, joined).
SEED_EVENT = (
    "32103568130100000044000000b002000000005f000000000001000c70726573656e746174696f6e0006706572736f6e"
    "0002030f025802020101000203fcff00fba8d0d8"
)


def run(*args):
    return subprocess.run(BIN + list(args), capture_output=True, text=True, cwd=REPO)


def test_events_prints_one_json_object_per_event(corpus):
    path = CORPUS / "binlogviz__minimal.binlog"
    out = run("events", str(path))
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert len(lines) == 25  # the manifest's count for this file
    first = lines[0]
    assert set(first) >= {"file", "pos", "next_pos", "type", "type_code", "timestamp", "server_id", "size",
                          "checksum", "body"}
    assert (first["file"], first["pos"], first["type"], first["type_code"]) == (str(path), 4, "FORMAT_DESCRIPTION_EVENT", 15)
    assert first["checksum"] == "ok"
    for a, b in zip(lines, lines[1:]):
        assert b["pos"] == a["next_pos"] == a["pos"] + a["size"]
    assert lines[-1]["type"] == "ROTATE_EVENT"


def test_both_backends_print_the_same(corpus):
    path = str(CORPUS / "mbcj__mysql-bin.compressed")
    a = run("--backend", "kaitai", "events", path)
    b = run("--backend", "construct", "events", path)
    assert a.returncode == b.returncode == 0, a.stderr + b.stderr
    # the same objects (instances may be listed in another order: JSON objects are unordered)
    assert [json.loads(x) for x in a.stdout.splitlines()] == [json.loads(x) for x in b.stdout.splitlines()]


def test_error_after_everything_decodable(corpus):
    path = CORPUS / "mdb118__bug11747416_32228_binlog.000001"
    out = run("events", str(path))
    assert out.returncode == 2
    printed = [json.loads(line) for line in out.stdout.splitlines()]
    assert [e["type"] for e in printed] == ["FORMAT_DESCRIPTION_EVENT", "QUERY_EVENT", "QUERY_EVENT", "TABLE_MAP_EVENT"]
    assert printed[-1]["next_pos"] == 316
    assert out.stderr.startswith(f"{path}:316: ")
    assert "65567" in out.stderr


def test_checksum_mismatch_is_an_error_or_a_flag(corpus):
    path = CORPUS / "myflash__binlog_output_base.flashback"
    out = run("events", str(path))
    assert out.returncode == 2 and "CRC32 mismatch" in out.stderr
    flagged = run("events", "--checksum-errors", "flag", str(path))
    assert flagged.returncode == 0, flagged.stderr
    verdicts = [json.loads(line)["checksum"] for line in flagged.stdout.splitlines()]
    assert verdicts.count("mismatch") == 2


def test_bad_magic(tmp_path):
    bad = tmp_path / "not-a-binlog"
    bad.write_bytes(b"\x00\x01\x02\x03rest")
    out = run("events", str(bad))
    assert out.returncode == 2
    assert out.stderr.startswith(f"{bad}:0: ") and "fe 62 69 6e" in out.stderr


def test_lone_event_from_hex():
    out = run("event", "--hex", SEED_EVENT)
    assert out.returncode == 0, out.stderr
    event = json.loads(out.stdout)
    assert (event["type"], event["size"], event["checksum"]) == ("TABLE_MAP_EVENT", 68, "ok")


def test_lone_event_with_a_wrong_checksum():
    out = run("event", "--hex", SEED_EVENT[:-2] + "00")
    assert out.returncode == 2
    assert json.loads(out.stdout)["checksum"] == "mismatch"


@pytest.mark.parametrize("backend", ["kaitai", "construct"])
def test_installed_console_script(backend, corpus):
    exe = REPO / ".venv" / "bin" / "binlogspec"
    if not exe.exists():
        pytest.skip("console script not installed (./build.sh setup installs it)")
    out = subprocess.run([str(exe), "--backend", backend, "events", str(CORPUS / "zalora__mysql-bin.empty")],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["type"] == "FORMAT_DESCRIPTION_EVENT"


# ---------------------------------------------------------------------------- everyday use

BENCH_LIKE = "canal__tsdb_mysql-bin.000003"  # several tables, layouts changing (ALTER TABLE)


def test_rows_event_summary_counts_what_rows_prints(corpus):
    """`events` shows a rows event's table and row count, not its cells; the count is what
    `rows` prints for that event, and `--rows-body full` gives the cells as before."""
    path = str(CORPUS / BENCH_LIKE)
    events = [json.loads(x) for x in run("events", path).stdout.splitlines()]
    rows = [json.loads(x) for x in run("rows", path).stdout.splitlines()]
    per_pos = {}
    for r in rows:
        per_pos[r["pos"]] = per_pos.get(r["pos"], 0) + 1
    summaries = {e["pos"]: e["body"] for e in events if e["type"].endswith("ROWS_EVENT")}
    assert summaries and all("rows" not in b and "row_data" not in b for b in summaries.values())
    assert {p: b["num_rows"] for p, b in summaries.items() if b["num_rows"]} == per_pos
    assert all(b["db"] == r["db"] and b["table"] == r["table"] for r in rows for b in [summaries[r["pos"]]])
    full = [json.loads(x) for x in run("events", "--rows-body", "full", path).stdout.splitlines()]
    cells = {e["pos"]: e["body"] for e in full if e["type"].endswith("ROWS_EVENT")}
    assert {p: len((b.get("row_data") or b.get("row_data_compressed"))["rows"]) for p, b in cells.items()} == \
        {p: b["num_rows"] for p, b in summaries.items()}


def test_rows_summary_text_is_the_summary_as_json(corpus):
    """`events` writes a rows event's summary as text built in one string (walk.rows_summary_json):
    it is json.dumps of the summary dict, on every rows event of the corpus the fast decoder takes."""
    from binlogspec import errors
    from binlogspec.fast import FastRows
    from binlogspec.reader import ROWS_EVENTS
    from binlogspec.rows import open_reader
    from binlogspec.tree import to_json
    from binlogspec.walk import rows_summary, rows_summary_json

    compared = 0
    for path in corpus_binlogs():
        try:
            with open_reader(path, fast=True, lazy=False, on_error="resync") as reader:
                for event in reader:
                    if event.type_code in ROWS_EVENTS and isinstance(event.body, FastRows):
                        expected = json.dumps(to_json(rows_summary(event)), ensure_ascii=False, separators=(",", ":"))
                        assert rows_summary_json(event) == expected, (path, event.pos)
                        compared += 1
        except errors.BinlogError:
            continue  # an encrypted file without its key: nothing of it is read
    assert compared > 1000


def test_tree_text_is_the_json_ready_tree_dumped(corpus):
    """tree.dumps (the events' bodies, written without a JSON-ready copy of the tree) is json.dumps
    of tree.to_json, on every event tree of every corpus file, bytes and non-ASCII text included."""
    from binlogspec import errors
    from binlogspec.reader import Reader
    from binlogspec.tree import dumps, to_json

    compared = 0
    for path in corpus_binlogs():
        try:
            with Reader(path, on_error="resync") as reader:
                for event in reader:
                    tree = event.to_dict()
                    assert dumps(tree) == json.dumps(to_json(tree), ensure_ascii=False, separators=(",", ":"))
                    compared += 1
        except errors.BinlogError:
            continue
    assert compared > 4000
    assert dumps({"a": [b"\x00\xff", bytearray(b"\x01")], "b": "\u00e9\ud800"}) == '{"a":["00ff","01"],"b":"\u00e9\ud800"}'


def test_options_before_or_after_the_command(corpus):
    path = str(CORPUS / "mbcj__mysql-bin.compressed")
    a = run("--backend", "construct", "events", path)
    b = run("events", "--backend", "construct", path)
    assert a.returncode == b.returncode == 0 and a.stdout == b.stdout


def test_tables_filter_and_table_summary(corpus):
    path = str(CORPUS / BENCH_LIKE)
    every = [json.loads(x) for x in run("rows", path).stdout.splitlines()]
    some = [json.loads(x) for x in run("rows", "--tables", "tsdb.*,*.wanshao_test", path).stdout.splitlines()]
    assert some == [r for r in every if r["db"] == "tsdb" or r["table"] == "wanshao_test"]
    tables = {t["table"]: t for t in map(json.loads, run("tables", path).stdout.splitlines())}
    counts = {}
    for r in every:
        counts.setdefault(f"{r['db']}.{r['table']}", {"insert": 0, "update": 0, "delete": 0})[r["op"]] += 1
    assert {name: t["changes"] for name, t in tables.items()} == counts
    layouts = tables["wanshao.wanshao_test"]["layouts"]  # ALTER TABLE ADD COLUMN twice
    assert [len(x["columns"]) for x in layouts] == [4, 5, 6]
    assert layouts[0]["columns"][1] == {"name": "col_2", "type": "VARCHAR", "charset": "unknown"}


def test_a_servers_binlog_folder(corpus, tmp_path):
    """A folder as the server leaves it: its binlogs are read in order, its index file and
    anything else that is no binlog are skipped with a note."""
    import shutil

    names = ["cdcrs__5.7_04_rotate_log.bin", "cdcrs__5.7_16_xid_log.bin"]
    for i, name in enumerate(names, 1):
        shutil.copyfile(CORPUS / name, tmp_path / f"mysql-bin.{i:06d}")
    (tmp_path / "mysql-bin.index").write_text("./mysql-bin.000001\n./mysql-bin.000002\n")
    (tmp_path / "README").write_text("binlogs of the test server\n")
    out = run("events", str(tmp_path))
    assert out.returncode == 0, out.stderr
    files = [json.loads(x)["file"] for x in out.stdout.splitlines()]
    assert sorted(set(files)) == [str(tmp_path / "mysql-bin.000001"), str(tmp_path / "mysql-bin.000002")]
    assert files == sorted(files)
    assert sorted(out.stderr.splitlines()) == [
        f"{tmp_path / 'README'}: skipped: no binlog magic (starts with 62 69 6e 6c)",
        f"{tmp_path / 'mysql-bin.index'}: skipped: a server's index or info file, not a binlog"]
    glob = run("events", str(tmp_path / "mysql-bin.0*"))
    assert glob.stdout == out.stdout


def test_a_closed_pipe_ends_quietly(corpus):
    path = CORPUS / "mbcj__mysql-bin.sakila"
    cmd = " ".join(BIN) + f" rows {path} | head -n 1"
    out = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], capture_output=True, text=True, cwd=REPO)
    assert out.returncode == 0 and out.stderr == "" and len(out.stdout.splitlines()) == 1


@pytest.mark.parametrize("argv", [
    [], ["--help"], ["--version"], ["evnts", "x"], ["--backend"], ["--backend", "construct", "events", "a.binlog"],
    ["events", "--help"], ["events", "a.binlog", "--rows-body", "full", "--stop-position", "9"], ["events"],
    ["events", "--bogus", "a.binlog"], ["rows", "--tables", "shop.*", "--schema", "s.t=f.sql", "-d", "x", "a", "b"],
    ["rows", "--help"], ["rows", "--tables"], ["tables", "--default-charset", "latin1", "a"], ["tables", "--help"],
    ["parquet", "--out", "o", "--quiet", "a"], ["parquet", "--help"], ["report", "a"], ["report", "--help"],
    ["event", "--hex", "00", "--checksum", "none"], ["event", "--help"], ["event"], ["events", "rows"],
    ["--backend", "events", "rows", "a"], ["-h", "rows"], ["--he", "rows"], ["--backend=construct", "rows", "a"],
    ["--ba", "construct", "rows", "a"], ["--version", "rows"],
])
def test_one_commands_parser_parses_as_the_whole(argv, capsys):
    """main builds the parser of the command its argv names alone (cli._command_of): the same
    arguments, help, usage and errors, exit statuses included, as the parser of every command."""
    from binlogspec import cli

    def parse(parser):
        try:
            args = vars(parser.parse_args(argv))
            return ("args", {k: getattr(v, "__qualname__", v) for k, v in args.items()})
        except SystemExit as exc:
            return ("exit", exc.code)
        finally:
            out = capsys.readouterr()
            seen.append((out.out, out.err))

    seen = []
    only = cli._command_of(argv)
    assert parse(cli.build_parser(only)) == parse(cli.build_parser())
    assert seen[0] == seen[1]
    if argv[:1] in (["events"], ["rows"], ["report"]):
        assert only == argv[0]


def test_what_a_new_user_hit_is_one_line(tmp_path):
    """Issue 41, items 2, 3 and 7: a --tables pattern that matched no table is said on stderr with
    the tables the files hold (exit status as without it); a --schema-file with no CREATE TABLE,
    or whose bytes are not UTF-8, a --schema item whose file is not there: one line, exit 2."""
    sample = str(REPO / "samples" / "shop-full.000001")
    out = run("rows", "--tables", "shop.custmers,shop.orders", sample)
    assert out.returncode == 0 and out.stdout.count("\n") > 5
    said = out.stderr.strip().splitlines()
    assert said == ["binlogspec: --tables shop.custmers: matched no table (the files hold: shop.customers, "
                    "shop.orders, shop.products)"]
    out = run("tables", "--tables", "nope.*", sample)
    assert out.returncode == 0 and out.stdout == "" and "--tables nope.*: matched no table" in out.stderr
    empty, binary = tmp_path / "empty.sql", tmp_path / "binary.sql"
    empty.write_text("-- nothing here\nSELECT 1;\n")
    binary.write_bytes(b"CREATE TABLE t (a INT);\n\x89PNG\r\n\x1a\n\xff\xfe junk\n")
    for args, expected in ((["--schema-file", str(empty)], f"binlogspec: {empty}: no CREATE TABLE in it"),
                           (["--schema-file", str(binary)], f"binlogspec: {binary}:2: not UTF-8 text"),
                           (["--schema", "shop.customers=utf8mb4"], "binlogspec: --schema shop.customers=utf8mb4: "
                                                                    "No such file or directory")):
        out = run("rows", *args, sample)
        assert out.returncode == 2 and out.stdout == "", (args, out.stderr)
        assert len(out.stderr.strip().splitlines()) == 1 and out.stderr.startswith(expected), (args, out.stderr)
    out = run("rows", "--schema-file", str(binary), sample)
    assert "\\x89PNG" in out.stderr and "\x89" not in out.stderr  # an excerpt, escaped: not the bytes themselves


def test_permissive_on_what_cannot_be_read_at_all_exits_2(corpus, tmp_path):
    """Issue 41, item 8: --permissive reads past damage (exit 1), but a file nothing of which can
    be read (no format description; events encrypted with no key to open them) exits 2, as the
    README says; a Percona 5.7 encrypted file's message does not point to --key-file, which cannot
    help there."""
    import os

    garbage = tmp_path / "no-fde.000001"
    garbage.write_bytes(b"\xfebin" + os.urandom(400))
    encrypted = REPO / "tests" / "data" / "mariadb_encrypted.000001"
    percona = CORPUS / "ps8027__ps_encrypted_master-bin.000002"
    for command in ("events", "rows", "report"):
        for path in (garbage, encrypted, percona):
            out = run(command, "--permissive", str(path)) if command != "report" else run(command, str(path))
            assert out.returncode == 2, (command, path.name, out.returncode, out.stderr)
    out = run("rows", "--permissive", str(REPO / "samples" / "shop-full.000001"), str(garbage))
    assert out.returncode == 2 and out.stdout  # (the readable file's rows still printed)
    out = run("rows", str(percona))
    assert out.returncode == 2 and "Percona Server's binlog encryption" in out.stderr and "--key-file" not in out.stderr
