"""Scale: one binlog of more than 500 MB, written by the real server, is read in several
partitions, and no Python worker's peak resident memory reaches 500 MB.

The peak is read from outside: every Python process of Spark's (the worker daemon and the
workers it forks) is polled for ``VmHWM``, the kernel's high-water mark of its resident set, so
no moment between two polls is missed for a process that is still alive at the next poll.
"""

import hashlib
import os
import threading
import time

import pytest

pytest.importorskip("pyspark")

from pyspark.sql import functions as F  # noqa: E402

from binlogspec.rows import row_changes  # noqa: E402
from binlogspec.splits import cell_text  # noqa: E402

BLOB = 256 * 1024
ROWS = 2100  # 2100 rows of 256 KiB: about 550 MB of binlog
PARTITION_BYTES = 64 << 20
LIMIT = 500 << 20


@pytest.fixture(scope="module")
def big_binlog(mariadb):
    # BLACKHOLE keeps nothing on disk but the binlog; log_bin_compress is off so the rows stay
    # 256 KiB each in the file
    statements = ["INSTALL SONAME 'ha_blackhole'", "SET GLOBAL log_bin_compress = OFF",
                  "CREATE DATABASE big", "USE big", "CREATE TABLE big.blobs (id INT PRIMARY KEY, v LONGBLOB) ENGINE=BLACKHOLE"]
    statements += [f"INSERT INTO big.blobs SELECT seq, REPEAT(CHAR(65 + seq % 26), {BLOB}) "
                   f"FROM seq_{n + 1}_to_{n + 100}" for n in range(0, ROWS, 100)]
    try:
        mariadb.sql(";\n".join(statements) + ";")
    finally:
        mariadb.sql("SET GLOBAL log_bin_compress = ON; DROP DATABASE IF EXISTS big;")
    closed = mariadb.rotate()
    path = max(closed, key=os.path.getsize)
    assert os.path.getsize(path) > 500 * 10**6
    return path


def _spark_pythons():
    """pid -> VmHWM bytes of every live Python process of Spark's other than this one."""
    out = {}
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                cmd = fh.read()
            if b"pyspark" not in cmd or b"python" not in cmd.split(b"\0")[0]:
                continue
            with open(f"/proc/{pid}/status") as fh:
                for line in fh:
                    if line.startswith("VmHWM:"):
                        out[int(pid)] = int(line.split()[1]) * 1024
        except OSError:
            continue  # gone in between
    return out


class PeakWatch:
    def __init__(self):
        self.peaks = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        while not self._stop.is_set():
            for pid, hwm in _spark_pythons().items():
                self.peaks[pid] = max(hwm, self.peaks.get(pid, 0))
            self._stop.wait(0.2)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()


def test_large_binlog_reads_in_partitions_with_bounded_worker_memory(spark, big_binlog):
    expected = []
    for c in row_changes(big_binlog, tables={"big.blobs"}):
        text = cell_text(c.after["v"])
        expected.append((c.after["id"], len(text), hashlib.sha256(text.encode()).hexdigest()))
    assert len(expected) == ROWS

    df = (spark.read.format("mysql_binlog").option("maxPartitionBytes", str(PARTITION_BYTES))
          .option("tables", "big.blobs").load(str(big_binlog)))
    partitions = df.rdd.getNumPartitions()
    size = os.path.getsize(big_binlog)
    assert partitions == -(-size // PARTITION_BYTES) and partitions >= 8

    with PeakWatch() as watch:
        started = time.monotonic()
        got = (df.select(F.col("after")["id"].cast("int").alias("id"), F.length(F.col("after")["v"]).alias("n"),
                         F.sha2(F.col("after")["v"], 256).alias("h"), "_corrupt_record")
               .collect())
        seconds = time.monotonic() - started
    assert all(r._corrupt_record is None for r in got)
    assert sorted((r.id, r.n, r.h) for r in got) == sorted(expected)

    assert watch.peaks, "no Spark Python worker was seen"
    peak = max(watch.peaks.values())
    print(f"\n{size / 1e6:.0f} MB binlog, {partitions} partitions, {len(got)} rows in {seconds:.1f}s; "
          f"Python workers' peak RSS (VmHWM): " + ", ".join(f"{v / 2**20:.0f} MiB" for v in
                                                           sorted(watch.peaks.values(), reverse=True)))
    assert peak < LIMIT, f"a Python worker peaked at {peak / 2**20:.0f} MiB"
