"""Issue 45: ``binlogspec pull``, a live server's binlogs copied byte for byte, resumable.

Against a real MariaDB server on 127.0.0.1 with a replication user (REPLICATION SLAVE, BINLOG
MONITOR), the oracles being the server's own files and ``mariadb-binlog --read-from-remote-server
--raw``:

1. after a workload over several files, ``pull --to-last-log`` gives the server's files byte for
   byte (the file still being written equal up to what was pulled, the format description's
   in-use flag aside) and mariadb-binlog's; after more writes and a FLUSH, a second run resumes
   (past a torn transaction a killed writer left) and all are identical again; ``pull
   --stop-never`` killed (SIGKILL) while a big transaction streams, and started again, loses and
   repeats nothing, and a reader of the folder never meets a torn transaction;
2. a start from a MariaDB GTID position gives the events of the server's files from that
   transaction on;
3. wrong password, missing grant, not ROW, a connection dropped under --to-last-log, purged
   files, a purged GTID: one line, exit status 2; the protocol vectors
   (formats/vectors/protocol/packets.json) parse alike in the Kaitai and construct backends and
   construct rebuilds their bytes;
4. the stream source over the folder ``pull --stop-never`` writes equals the batch read of the
   server's files.
"""

import importlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import mariadb_server
from binlogspec import conformance
from binlogspec.pull import _events_of
from binlogspec.tree import diff, from_construct, from_kaitai
from conftest import REPO

VECTORS = json.loads((REPO / "formats" / "vectors" / "protocol" / "packets.json").read_text())
BIN = [sys.executable, "-m", "binlogspec.cli", "pull"]
PASSWORD = "s3cret-pw"


# --------------------------------------------------------------------------- the protocol vectors


@pytest.mark.parametrize("vector", VECTORS, ids=[f"{v['spec']}:{v['name']}" for v in VECTORS])
def test_protocol_vectors_in_both_backends(vector):
    data = bytes.fromhex(vector["bytes"])
    kaitai = conformance.parse_vector(vector)
    assert conformance.canonical(kaitai) == vector["expected"]["tree"]
    spec = vector["spec"]
    construct = getattr(importlib.import_module(f"binlogspec.formats.{spec}"), spec)(**vector["params"])
    parsed = construct.parse(data)
    assert diff(from_kaitai(kaitai), from_construct(parsed)) is None
    assert construct.build(parsed) == data


def test_protocol_vectors_in_javascript(js_parsers):
    from js_conformance import KSC_DIR, SPECS, node

    run = subprocess.run([node(), str(KSC_DIR / "vectors.js"), "--check", "--ksy", str(SPECS), "--js", str(js_parsers),
                          str(REPO / "formats" / "vectors" / "protocol" / "packets.json")], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[-2000:]
    assert f"{len(VECTORS)} vectors, 0 failed" in run.stderr + run.stdout


def test_vectors_cover_every_protocol_spec_and_the_artificial_events():
    specs = {p.stem for p in (REPO / "formats" / "kaitai" / "protocol").glob("*.ksy")}
    assert specs == {v["spec"] for v in VECTORS}
    real = [v for v in VECTORS if v["source"].startswith("MariaDB 10.11")]
    assert len(real) > 3 * (len(VECTORS) - len(real))
    stream = {v["name"]: v["expected"]["tree"] for v in VECTORS if v["spec"] == "binlog_stream_packet"}
    artificial = {name for name, tree in stream.items() if tree.get("event", {}).get("is_artificial")}
    assert artificial == {"dump stream: fake ROTATE", "dump stream: fake GTID_LIST after a GTID start",
                          "dump stream: heartbeat", "dump stream: FORMAT_DESCRIPTION sent again (log_pos 0)"}
    assert stream["ERR 1236 of a file the server does not hold"]["status"] == "err"


# --------------------------------------------------------------------------- the server


def _free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    if not mariadb_server.available():
        if os.environ.get("CI"):
            pytest.fail("MariaDB server binaries are missing in CI; ./build.sh setup should install them")
        pytest.skip("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
    pytest.importorskip("pymysql") if not os.environ.get("CI") else __import__("pymysql")
    port = _free_port()
    tls = tmp_path_factory.mktemp("tls")
    for name in ("server", "other"):  # the server's self-signed certificate, and one of nobody's
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                        "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(tls / f"{name}-key.pem"),
                        "-out", str(tls / f"{name}.pem")], check=True, capture_output=True)
    m = mariadb_server.MariaDB(["--skip-networking=0", f"--port={port}", "--bind-address=127.0.0.1",
                                f"--ssl-cert={tls / 'server.pem'}", f"--ssl-key={tls / 'server-key.pem'}"]).start()
    m.tls = tls
    m.port = port
    m.pwfile = tmp_path_factory.mktemp("pw") / "password"
    m.pwfile.write_text(PASSWORD + "\n")
    m.sql(f"CREATE USER repl@'127.0.0.1' IDENTIFIED BY '{PASSWORD}'; "
          "GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* TO repl@'127.0.0.1'; "
          f"CREATE USER repl@'localhost' IDENTIFIED BY '{PASSWORD}'; GRANT REPLICATION SLAVE, BINLOG MONITOR ON *.* TO "
          "repl@'localhost'; "
          f"CREATE USER monitor@'127.0.0.1' IDENTIFIED BY '{PASSWORD}'; GRANT BINLOG MONITOR ON *.* TO monitor@'127.0.0.1'; "
          "CREATE DATABASE w; CREATE TABLE w.t (id INT PRIMARY KEY, name VARCHAR(40), amount DECIMAL(10,2), "
          "note TEXT, at DATETIME(6)) DEFAULT CHARSET=utf8mb4; CREATE TABLE w.big (id INT PRIMARY KEY, pad TEXT)")
    yield m
    m.stop()


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    return tmp_path_factory.mktemp("pull") / "archive"


def pull(server, out, *args, user="repl", port=None, password_file=None, **popen):
    cmd = BIN + ["--host", "127.0.0.1", "--port", str(port or server.port), "--user", user,
                 "--password-file", str(password_file or server.pwfile), "--out", str(out), *args]
    if popen:
        return subprocess.Popen(cmd, cwd=REPO, **popen)
    return subprocess.run(cmd, capture_output=True, text=True, cwd=REPO, timeout=120)


def server_files(server):
    return [Path(p) for p in server.binlogs()]


def _masked(data):
    """A file's bytes with its format description's in-use flag cleared and that event's CRC32
    left out (the server clears the flag in what it sends of the file it is writing)."""
    data = bytearray(data)
    if len(data) > 23:
        data[4 + 17] &= 0xFE
        end = 4 + int.from_bytes(data[4 + 9:4 + 13], "little")
        data[end - 4:end] = b"\0\0\0\0"
    return bytes(data)


def _masked_event(raw):
    """An event's bytes, a format description's masked as in :func:`_masked`."""
    return _masked(b"\xfebin" + raw)[4:] if raw[4] == 15 else raw


def assert_identical(folder, server, *, whole=True):
    """Every server file in the folder byte for byte; the last one (being written) up to what was
    pulled, or (``whole``) all of it; the .index naming the same files in order."""
    files = server_files(server)
    assert [line[2:] for line in (folder / "binlog.index").read_text().splitlines()] == [p.name for p in files]
    for path in files[:-1]:
        assert (folder / path.name).read_bytes() == path.read_bytes(), path.name
    last = files[-1]
    pulled, actual = (folder / last.name).read_bytes(), last.read_bytes()
    assert _masked(pulled) == _masked(actual[:len(pulled)]), last.name
    if whole:
        assert len(pulled) == len(actual)


def workload(server, start, n, *, flush=True):
    rows = ", ".join(f"({i}, 'name {i} ñ', {i}.25, REPEAT('n', {i % 7 * 300}), '2026-01-0{i % 9 + 1} 10:00:00.{i:06d}')"
                     for i in range(start, start + n))
    server.sql(f"INSERT INTO w.t VALUES {rows}; "
               f"BEGIN; UPDATE w.t SET amount = amount * 2 WHERE id < {start + n // 2}; "
               f"DELETE FROM w.t WHERE id = {start}; COMMIT; "
               f"ALTER TABLE w.t COMMENT 'after {start}'" + ("; FLUSH BINARY LOGS" if flush else ""))


# --------------------------------------------------------------------------- acceptance 1


def test_to_last_log_gives_the_servers_files_and_mariadb_binlogs(server, archive, tmp_path):
    for i in range(3):
        workload(server, 1 + 100 * i, 20)
    workload(server, 400, 10, flush=False)  # and the current file holds some
    assert len(server_files(server)) >= 4
    run = pull(server, archive, "--to-last-log")
    assert run.returncode == 0, run.stderr
    assert_identical(archive, server)
    # mariadb-binlog's own copy of the same files
    raw = tmp_path / "raw"
    raw.mkdir()
    first = server_files(server)[0].name
    subprocess.run([mariadb_server.BINLOG_TOOL, "--no-defaults", "--read-from-remote-server", "--raw", "--host=127.0.0.1",
                    f"--port={server.port}", "--user=repl", f"--password={PASSWORD}", "--to-last-log",
                    f"--result-file={raw}/", first], check=True, capture_output=True, timeout=60)
    theirs = sorted(p.name for p in raw.iterdir())
    assert theirs == [p.name for p in server_files(server)]
    for name in theirs:
        assert (archive / name).read_bytes() == (raw / name).read_bytes(), name


def test_a_second_run_resumes_past_a_torn_transaction(server, archive):
    before = server_files(server)[-1]
    held = (archive / before.name).stat().st_size
    workload(server, 500, 15)
    workload(server, 600, 5, flush=False)
    # what a writer killed inside a write would leave: the start of the next transaction
    with open(archive / before.name, "ab") as fh:
        fh.write(before.read_bytes()[held:held + 70])
    run = pull(server, archive, "-v")
    assert run.returncode == 0, run.stderr
    assert "cutting back 70 bytes" in run.stderr
    assert_identical(archive, server)
    # and a run with nothing new writes nothing
    sizes = {p.name: p.stat().st_size for p in archive.iterdir()}
    assert pull(server, archive).returncode == 0
    assert {p.name: p.stat().st_size for p in archive.iterdir()} == sizes


def _resident(pid):
    """A process's resident memory in bytes."""
    with open(f"/proc/{pid}/status") as fh:
        return 1024 * int(next(line for line in fh if line.startswith("VmRSS:")).split()[1])


def _held(pid, folder):
    """What a pull holds of the transaction it reads, which it writes at the transaction's end:
    its resident memory, and the bytes of the unnamed temporary file in the folder it holds a
    transaction in past pull.HOLD_BYTES."""
    held, where = _resident(pid), os.path.realpath(folder)
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
            if target.startswith(where + os.sep) and target.endswith("(deleted)"):
                held += os.stat(f"/proc/{pid}/fd/{fd}").st_size
        except OSError:  # (closed meanwhile)
            pass
    return held


def _caught_up(folder, server, timeout=60):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        last = server_files(server)[-1]
        here = folder / last.name
        if here.exists() and here.stat().st_size == last.stat().st_size:
            return
        time.sleep(0.05)
    raise AssertionError(f"the pull did not catch up with {last.name} in {timeout} s")


def test_stop_never_killed_mid_transaction_loses_and_repeats_nothing(server, archive):
    proc = pull(server, archive, "--stop-never", stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        workload(server, 700, 10)  # followed across a rotation
        _caught_up(archive, server)
        last = server_files(server)[-1]
        held = (archive / last.name).stat().st_size
        os.kill(proc.pid, signal.SIGSTOP)
        server.sql("INSERT INTO w.big SELECT seq, REPEAT(CHAR(65 + seq % 26), 3000) FROM seq_1_to_20000", database="w")
        big = last.stat().st_size - held
        assert big > 50_000_000
        holding = _held(proc.pid, archive)
        os.kill(proc.pid, signal.SIGCONT)
        deadline = time.monotonic() + 30
        while _held(proc.pid, archive) - holding < big // 5 and time.monotonic() < deadline:
            time.sleep(0.002)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        # killed inside the transaction: nothing of it written, all before it written (the server
        # may add a binlog checkpoint event to the file after the rotation, at a time of its own:
        # what comes before the big transaction is judged by the server's file, not by `held`)
        big_starts = [pos for pos, _, code, *_ in _events_of(last) if code == 162][-1]
        assert held <= big_starts
        assert (archive / last.name).stat().st_size == big_starts
        events = _events_of(archive / last.name)
        assert events[-1][0] + events[-1][1] == big_starts
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    proc = pull(server, archive, "--stop-never", stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        workload(server, 800, 5, flush=False)
        _caught_up(archive, server)
    finally:
        proc.terminate()
        proc.wait(30)
    assert_identical(archive, server)


def _peak_mb(cmd):
    """A command's peak resident memory in MB (its exit status checked)."""
    proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    assert proc.returncode == 0, proc.stderr.read()
    proc.stderr.close()
    return usage.ru_maxrss / 1024


def test_a_big_transaction_is_held_on_disk_not_in_memory(server, tmp_path):
    """A transaction past pull.HOLD_BYTES (8 MB) is held in a temporary file until its end: the
    pull of a 60 MB transaction takes about the memory of a pull of a few events, and the copy
    is the server's, the temporary file gone."""
    server.sql("FLUSH BINARY LOGS")
    name = server_files(server)[-1].name
    out = tmp_path / "big"
    args = ["--host", "127.0.0.1", "--port", str(server.port), "--user", "repl", "--password-file",
            str(server.pwfile), "--out", str(out), "--to-last-log"]
    small = _peak_mb(BIN + args + ["--start-file", name])
    server.sql("BEGIN; DELETE FROM w.big; INSERT INTO w.big SELECT seq, REPEAT(CHAR(97 + seq % 26), 3000) "
               "FROM seq_1_to_20000; COMMIT", database="w")
    last = server_files(server)[-1]
    assert last.name == name and last.stat().st_size > 60_000_000
    peak = _peak_mb(BIN + args)  # (the same folder: resumed, the big transaction read)
    assert peak - small < 40, (small, peak)
    pulled = (out / name).read_bytes()
    assert len(pulled) == last.stat().st_size and _masked(pulled) == _masked(last.read_bytes())
    assert sorted(p.name for p in out.iterdir()) == sorted(["binlog.index", name])


def _semi_sync_status(server):
    return {k: int(v) for k, v in (line.split("\t") for line in
                                   server.sql("SHOW GLOBAL STATUS LIKE 'Rpl_semi_sync_master_%'").splitlines())
            if v.isdigit()}


def test_semi_sync_acknowledges_each_transaction_once_written(server, tmp_path):
    """With --semi-sync, a server running semi-synchronous replication gets an acknowledgement
    of each transaction (the semi_sync_ack spec's packet) once the copy holds it on disk: its
    commits count as acknowledged, none waits out the timeout, and the copy is the server's. A
    server without it sends flags that ask for nothing, and the pull copies as without."""
    out = tmp_path / "semi"
    server.sql("FLUSH BINARY LOGS")
    name = server_files(server)[-1].name
    server.sql("SET GLOBAL rpl_semi_sync_master_enabled = ON; SET GLOBAL rpl_semi_sync_master_timeout = 20000")
    proc = None
    try:
        before = _semi_sync_status(server)
        proc = pull(server, out, "--stop-never", "--semi-sync", "--start-file", name, stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE)
        deadline = time.monotonic() + 30
        while _semi_sync_status(server)["Rpl_semi_sync_master_clients"] < 1:
            assert time.monotonic() < deadline and proc.poll() is None, "the pull did not come up as a semi-sync replica"
            time.sleep(0.05)
        started = time.monotonic()
        for i in range(3):
            workload(server, 2000 + 20 * i, 5, flush=False)  # an insert, a transaction of two, an ALTER
        took = time.monotonic() - started
        after = _semi_sync_status(server)
        _caught_up(out, server)
    finally:
        if proc is not None:
            proc.terminate()
            proc.wait(30)
        server.sql("SET GLOBAL rpl_semi_sync_master_enabled = OFF")
    assert after["Rpl_semi_sync_master_yes_tx"] - before["Rpl_semi_sync_master_yes_tx"] >= 9, (before, after)
    assert after["Rpl_semi_sync_master_no_tx"] == before["Rpl_semi_sync_master_no_tx"], (before, after)
    assert took < 15, "no commit waited out the 20 s timeout"
    last = server_files(server)[-1]
    assert _masked((out / name).read_bytes()) == _masked(last.read_bytes())
    # the server with semi-sync off: headers whose flags ask for nothing, the same copy
    run = pull(server, tmp_path / "off", "--to-last-log", "--semi-sync", "--start-file", name)
    assert run.returncode == 0 and "no semi-sync headers" not in run.stderr, run.stderr
    assert _masked((tmp_path / "off" / name).read_bytes()) == _masked(last.read_bytes())


def test_a_pull_through_the_unix_socket_from_a_start_file(server, tmp_path):
    files = server_files(server)
    run = subprocess.run(BIN + ["--socket", str(server.socket), "--user", "repl", "--out", str(tmp_path / "s"),
                                "--start-file", files[-2].name], capture_output=True, text=True, cwd=REPO,
                         env=dict(os.environ, MYSQL_PWD=PASSWORD), timeout=120)
    assert run.returncode == 0, run.stderr
    assert sorted(p.name for p in (tmp_path / "s").iterdir()) == sorted(["binlog.index", files[-2].name, files[-1].name])
    assert (tmp_path / "s" / files[-2].name).read_bytes() == files[-2].read_bytes()


def test_tls_checked_against_the_servers_certificate(server, tmp_path):
    last = server_files(server)[-1].name
    run = pull(server, tmp_path / "t", "-v", "--start-file", last, "--ssl-mode", "verify-identity",
               "--ssl-ca", str(server.tls / "server.pem"))
    assert run.returncode == 0, run.stderr
    assert f"dumping from {last}:4 over TLS" in run.stderr
    _one_line_error(pull(server, tmp_path / "u", "--start-file", last, "--ssl-mode", "verify-ca",
                         "--ssl-ca", str(server.tls / "other.pem")), "TLS", "certificate verify failed")


# --------------------------------------------------------------------------- acceptance 2


def test_a_gtid_start_gives_the_servers_events_from_that_transaction(server, tmp_path):
    import binlogspec

    files = server_files(server)
    # a GTID in the middle of a closed file: its second transaction's
    with binlogspec.open(str(files[-3])) as reader:
        gtids = [(e.pos, e.tree["seq_no"], e.tree["domain_id"], e.server_id) for e in reader if e.type_code == 162]
    (_, seq, domain, server_id), (start, *_) = gtids[1], gtids[2]
    run = pull(server, tmp_path / "g", "--start-gtid", f"{domain}-{server_id}-{seq}")
    assert run.returncode == 0, run.stderr
    pulled = [raw for f in sorted((tmp_path / "g").glob("binlog.0*")) for *_, raw in _events_of(f)]
    expected = []
    for path in files[-3:]:
        events = _events_of(path)
        if path == files[-3]:
            # the file's first events (format description, GTID list, checkpoints), then the transaction
            first_gtid = next(pos for pos, _, code, *_ in events if code == 162)
            events = [e for e in events if e[0] < first_gtid or e[0] >= start]
        expected += [raw for *_, raw in events]
    assert len(pulled) == len(expected) > 20
    assert [_masked_event(r) for r in pulled] == [_masked_event(r) for r in expected]
    # and binlogspec reads the folder's rows as the server's from there
    assert sorted((tmp_path / "g").glob("binlog.0*"))[0].name == files[-3].name


# --------------------------------------------------------------------------- acceptance 3


def _one_line_error(run, *words):
    assert run.returncode == 2, (run.returncode, run.stderr)
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("binlogspec pull: "), run.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def test_wrong_password_missing_grant_and_not_row_are_one_line_errors(server, tmp_path):
    bad = tmp_path / "bad"
    bad.write_text("not-the-password\n")
    _one_line_error(pull(server, tmp_path / "a", password_file=bad), "wrong user or password", "127.0.0.1:")
    _one_line_error(pull(server, tmp_path / "b", user="monitor"), "REPLICATION SLAVE")
    server.sql("SET GLOBAL binlog_format = 'MIXED'")
    try:
        _one_line_error(pull(server, tmp_path / "c"), "binlog_format=MIXED")
    finally:
        server.sql("SET GLOBAL binlog_format = 'ROW'")
    _one_line_error(pull(server, tmp_path / "d", "--start-file", "binlog.999999"), "no binlog binlog.999999")


class DroppingProxy:
    """Forwards connections to the server, and drops the first after ``limit`` bytes from the server."""

    def __init__(self, port, limit):
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(4)
        self.port = self.listener.getsockname()[1]
        self.target, self.limit = port, limit
        self.connections = 0
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            self.connections += 1
            threading.Thread(target=self._forward, args=(client, self.limit if self.connections == 1 else None),
                             daemon=True).start()

    def _forward(self, client, limit):
        upstream = socket.create_connection(("127.0.0.1", self.target))
        threading.Thread(target=self._pump, args=(client, upstream, None), daemon=True).start()
        self._pump(upstream, client, limit)
        for s in (client, upstream):
            s.close()

    def close(self):
        self.listener.close()

    @staticmethod
    def _pump(src, dst, limit):
        sent = 0
        try:
            while limit is None or sent < limit:
                data = src.recv(4096 if limit is None else min(4096, limit - sent))
                if not data:
                    break
                dst.sendall(data)
                sent += len(data)
        except OSError:
            pass
        for s in (src, dst):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def test_a_dropped_connection_under_to_last_log_is_a_one_line_error(server, tmp_path):
    proxy = DroppingProxy(server.port, 3000)
    run = pull(server, tmp_path / "drop", "--to-last-log", port=proxy.port)
    _one_line_error(run, "connection lost")
    # what it wrote is whole transactions of the server's file, and a run without the proxy completes it
    first = server_files(server)[0]
    held = (tmp_path / "drop" / first.name).read_bytes()
    assert _masked(held) == _masked(first.read_bytes()[:len(held)])
    assert pull(server, tmp_path / "drop").returncode == 0
    assert_identical(tmp_path / "drop", server)
    proxy.close()


def test_stop_never_connects_again_after_a_dropped_connection(server, tmp_path):
    workload(server, 1500, 10, flush=False)
    proxy = DroppingProxy(server.port, 3000)
    folder = tmp_path / "again"
    proc = pull(server, folder, "--stop-never", "-v", port=proxy.port, stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE, text=True)
    try:
        _caught_up(folder, server)
    except AssertionError:
        proc.terminate()
        raise AssertionError(proc.communicate(timeout=30)[1]) from None
    finally:
        if proc.poll() is None:
            proc.terminate()
        _, err = proc.communicate(timeout=30)
        proxy.close()
    assert proxy.connections == 2
    assert "connection lost during the dump" in err and "connecting again in 1 s" in err
    assert_identical(folder, server)


# --------------------------------------------------------------------------- acceptance 4


def test_the_stream_over_the_folder_pull_writes_equals_the_batch_read(server, spark, tmp_path):
    columns = ["file", "pos", "row_index", "gtid", "db", "table", "op", "before_json", "after_json", "_corrupt_record"]
    folder, out, chk = tmp_path / "copy", tmp_path / "out", tmp_path / "chk"

    def rows(df):
        return sorted((Path(r[0]).name, *r[1:]) for r in df.select(*columns).collect())

    def stream():
        q = (spark.readStream.format("mysql_binlog").load(str(folder)).writeStream.format("parquet")
             .option("checkpointLocation", str(chk)).option("path", str(out)).trigger(availableNow=True).start())
        q.awaitTermination(300)
        assert q.exception() is None

    proc = pull(server, folder, "--stop-never", stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _caught_up(folder, server, timeout=120)
        workload(server, 900, 10, flush=False)
        stream()  # while pull writes (the transactions after it are the next run's)
        workload(server, 1000, 10)
        workload(server, 1100, 10, flush=False)
        _caught_up(folder, server)
        stream()
    finally:
        proc.terminate()
        proc.wait(30)
    batch = rows(spark.read.format("mysql_binlog").load(f"{server.datadir}/binlog.0*"))
    assert len(batch) > 20000
    assert rows(spark.read.parquet(str(out))) == batch


# --------------------------------------------------------------------------- purged (last: it purges)


def test_purged_files_and_a_purged_gtid_are_one_line_errors(server, archive, tmp_path):
    held = sorted(p.name for p in archive.glob("binlog.0*"))
    workload(server, 1200, 3)
    workload(server, 1300, 3)
    newest = server_files(server)[-1].name
    server.sql(f"PURGE BINARY LOGS TO '{newest}'")
    line = _one_line_error(pull(server, archive), "purged", newest)
    missing = [p.name for p in server_files(server)]  # (only the newest is left)
    assert missing == [newest]
    assert held[-1] in line
    _one_line_error(pull(server, tmp_path / "g", "--start-gtid", "0-1-2"), "0-1-2")
