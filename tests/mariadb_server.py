"""A throwaway MariaDB server for tests and benchmarks: its own data directory and socket, no TCP,
row-based binlog with full metadata. Nothing of the machine's own MariaDB set-up is touched."""

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path


def find_binary(*names):
    for name in names:
        path = shutil.which(name) or (f"/usr/sbin/{name}" if os.path.exists(f"/usr/sbin/{name}") else None)
        if path:
            return path
    return None


MARIADBD = find_binary("mariadbd", "mysqld")
CLIENT = find_binary("mariadb", "mysql")
INSTALL_DB = find_binary("mariadb-install-db", "mysql_install_db")
BINLOG_TOOL = find_binary("mariadb-binlog", "mysqlbinlog")


def available():
    return all((MARIADBD, CLIENT, INSTALL_DB, BINLOG_TOOL))


class ClientError(RuntimeError):
    """The mariadb client exited non-zero; the message holds its stderr."""


class MariaDB:
    """Start with ``MariaDB(extra_args).start()``; ``sql()`` runs statements; ``binlogs()`` lists
    the binlog files written so far; ``stop()`` shuts it down and removes its files."""

    def __init__(self, extra_args=(), basedir=None):
        self.base = Path(basedir or tempfile.mkdtemp(prefix="binlogspec-mariadb-"))
        self.datadir = self.base / "data"
        self.socket = self.base / "mysqld.sock"
        self.extra_args = list(extra_args)
        self.proc = None

    def start(self, timeout=60):
        if not available():
            raise RuntimeError("MariaDB server binaries are missing (./build.sh setup installs mariadb-server)")
        self.datadir.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [INSTALL_DB, "--user=root", f"--datadir={self.datadir}", "--auth-root-authentication-method=normal",
             "--skip-test-db"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        args = [
            MARIADBD, "--no-defaults", "--user=root", f"--datadir={self.datadir}", f"--socket={self.socket}",
            "--skip-networking", f"--pid-file={self.base / 'mysqld.pid'}", f"--log-error={self.base / 'error.log'}",
            "--server-id=1", f"--log-bin={self.datadir / 'binlog'}", "--binlog-format=ROW",
            "--binlog-row-metadata=FULL", "--binlog-checksum=CRC32", "--innodb-buffer-pool-size=64M",
            "--character-set-server=utf8mb4", "--max-allowed-packet=256M",
        ] + self.extra_args
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"mariadbd exited with {self.proc.returncode}: {self._log_tail()}")
            if self.socket.exists():
                try:
                    self.sql("SELECT 1")
                    return self
                except ClientError:
                    pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"mariadbd did not come up in {timeout}s: {self._log_tail()}")

    def _log_tail(self):
        try:
            return (self.base / "error.log").read_text()[-2000:]
        except OSError:
            return ""

    def sql(self, statements, database=None):
        """Run SQL text through the client; returns its tab-separated output."""
        cmd = [CLIENT, "--no-defaults", "-uroot", f"--socket={self.socket}", "--batch", "--raw", "--skip-column-names"]
        if database:
            cmd.append(database)
        out = subprocess.run(cmd, input=statements.encode(), capture_output=True)
        if out.returncode:
            raise ClientError(f"mariadb client failed ({out.returncode}): {out.stderr.decode('utf-8', 'replace')}")
        return out.stdout.decode("utf-8", "replace")

    def binlogs(self):
        """The binlog files so far, oldest first (after a FLUSH so the last is closed)."""
        index = (self.datadir / "binlog.index").read_text().split()
        return [str(self.datadir / Path(name).name) for name in index]

    def rotate(self):
        """FLUSH BINARY LOGS: closes the current file; returns the closed files. Returns once the
        new file has its binlog checkpoint naming itself: until then the server may add one to
        it at a time of its own (after the statements a test runs next, whose positions would
        then not be the file's end)."""
        self.sql("FLUSH BINARY LOGS")
        files = self.binlogs()
        current = os.path.basename(files[-1])
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            events = [line.split("\t") for line in self.sql(f"SHOW BINLOG EVENTS IN '{current}'").splitlines()]
            if any(e[2] == "Binlog_checkpoint" and e[5].strip().endswith(current) for e in events if len(e) > 5):
                break
            time.sleep(0.02)
        else:
            raise RuntimeError(f"{current}: no binlog checkpoint naming it 30 s after FLUSH BINARY LOGS")
        return files[:-1]

    def stop(self):
        if self.proc is not None and self.proc.poll() is None:
            try:
                subprocess.run([CLIENT, "--no-defaults", "-uroot", f"--socket={self.socket}", "-e", "SHUTDOWN"],
                               timeout=30, capture_output=True)
                self.proc.wait(timeout=60)
            except Exception:
                self.proc.kill()
                self.proc.wait()
        shutil.rmtree(self.base, ignore_errors=True)


def mariadb_binlog(path, *args):
    """Run ``mariadb-binlog`` on a file; returns its text output."""
    out = subprocess.run([BINLOG_TOOL, "--no-defaults", *args, str(path)], check=True, capture_output=True)
    return out.stdout.decode("utf-8", "replace")
