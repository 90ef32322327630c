"""The command line: NDJSON events, lone events, errors as FILE:OFFSET with exit status 2."""

import json
import subprocess
import sys

import pytest

from conftest import CORPUS, REPO

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
