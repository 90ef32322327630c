"""mysqlbinlog's selectors (--start/--stop-position, --start/--stop-datetime) give exactly the
events mariadb-binlog gives with the same options, on every corpus file it reads; and rows'
selections are the row changes of the selected rows events."""

import json
import os
import re
import subprocess
from datetime import datetime, timezone

import pytest

import mariadb_server
from conftest import corpus_binlogs

UTC_ENV = dict(os.environ, TZ="UTC")


def their_positions(path, *options):
    out = subprocess.run([mariadb_server.BINLOG_TOOL, "--no-defaults", "--base64-output=DECODE-ROWS", *options,
                          str(path)], capture_output=True, env=UTC_ENV)
    if out.returncode:
        return None
    return [int(m) for m in re.findall(rb"^# at (\d+)$", out.stdout, re.M)]


@pytest.fixture(autouse=True)
def utc(monkeypatch):
    """Times are read in the local time zone, as mysqlbinlog reads them: UTC for both here."""
    import time

    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def our_events(command, *args):
    """What ``binlogspec COMMAND ARGS`` prints (in this process: hundreds of runs)."""
    import contextlib
    import io

    from binlogspec import cli

    parsed = cli.build_parser().parse_args([command, *map(str, args)])
    out, err = io.BytesIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        status = parsed.func(parsed, out)
    assert status in (0, 2), err.getvalue()
    return [json.loads(line) for line in out.getvalue().splitlines()], status


def _positions(events):
    return [e["pos"] for e in events if e.get("payload_offset") is None]


def _text(seconds):
    return datetime.fromtimestamp(seconds, timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def _cases(events):
    """Selector options picked from a file's own events: positions a third and two thirds in,
    and the times of those events."""
    n = len(events)
    a, b = events[n // 3], events[(2 * n) // 3]
    yield ("--start-position", a["pos"])
    yield ("--stop-position", b["pos"])
    yield ("--start-position", a["pos"], "--stop-position", b["pos"])
    yield ("--start-datetime", _text(a["timestamp"]))
    yield ("--stop-datetime", _text(b["timestamp"]))
    yield ("--start-datetime", _text(a["timestamp"]), "--stop-datetime", _text(b["timestamp"] + 1))


def test_selectors_match_mariadb_binlog(corpus):
    if not mariadb_server.BINLOG_TOOL:
        pytest.skip("mariadb-binlog is missing")
    compared = 0
    for path in corpus_binlogs():
        whole = their_positions(path)
        if whole is None or len(whole) < 6:
            continue  # a file mariadb-binlog does not read through, or too short to cut
        events, status = our_events("events", path)
        if status or _positions(events) != whole:
            continue  # events mariadb-binlog does not list one per "# at" (MySQL 8 payloads, say)
        for case in _cases(events):
            theirs = their_positions(path, *_options(case))
            mine, _ = our_events("events", *case, path)
            assert _positions(mine) == theirs, f"{path.name} {case}"
            compared += 1
    assert compared >= 200


def _options(case):
    out = []
    for option, value in zip(case[::2], case[1::2]):
        out.append(f"{option}={value}")
    return out


def test_rows_selection_is_the_selected_events_rows(corpus):
    """rows with a selector gives the row changes of the rows events events shows with it."""
    path = next(p for p in corpus_binlogs() if p.name == "canal__tsdb_mysql-bin.000003")
    every, _ = our_events("rows", path)
    events, _ = our_events("events", path)
    for case in _cases(events):
        shown = {e["pos"] for e in our_events("events", *case, path)[0]}
        rows, _ = our_events("rows", *case, path)
        assert rows == [r for r in every if r["pos"] in shown], case
    by_db, _ = our_events("rows", "--database", "tsdb", path)
    assert by_db and by_db == [r for r in every if r["db"] == "tsdb"]
