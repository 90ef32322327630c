#!/usr/bin/env python3
"""The benchmark of issue 6: binlogspec against other binlog readers on one binlog written by a
real MariaDB server (bench/workload.py).

    .venv/bin/python bench/run.py                          # 100 MB binlog, 3 runs per contender
    .venv/bin/python bench/run.py --megabytes 5 --runs 1   # a quick check
    .venv/bin/python bench/run.py --only binlogspec-python,mariadb-binlog --json
    .venv/bin/python bench/run.py --memory-gib 1           # peak RSS decoding a ~1 GiB binlog

The binlog is made once by a throwaway MariaDB server (tests/mariadb_server.py) and kept in
``bench/work/`` (``orders-<N>mb.binlog`` with a ``.json`` beside it saying what it holds); it is
reused while one of the same size is there, unless ``--remake``.

Each contender runs as a separate process, ``--runs`` times; a run's time is the wall clock from
starting the process to its exit. The runs go in rounds, each contender once a round in turn, so
that the machine's drift during a run (its speed changes by minutes) weighs on all of them alike. The packages are byte-compiled first, as pip compiles an
installed package. Peak memory is the child's maximum resident set size as the
kernel reports it when the child is reaped (``os.wait4``), except for Spark, where the driver,
its JVM and the Python workers are separate processes: there it is the largest sum over the whole
process tree, sampled every 0.1 s from /proc, of each process's proportional set size (PSS: its
RSS with pages shared between processes, such as those of forked Python workers, divided among
them, so that the sum counts each page once); the largest RSS of a single Python worker is
sampled too (memory mode's limit for Spark). Every contender's count of row changes
is checked against binlogspec-python's (and both against what the workload wrote); one that
differs is reported as such and gets no speed ratio.

Contenders (``--only`` takes a comma-separated subset):

- ``binlogspec-python``: ``binlogspec.rows.row_changes`` over the file, every value of every
  image touched (the fast path, C generated from the specs, on; the default).
- ``binlogspec-spec``: the same with ``fast=False`` (the spec-driven decoder alone), on a smaller
  binlog of ``--spec-megabytes`` (it is much slower); the table says which file.
- ``binlogspec-arrow``: every record batch of ``binlogspec.arrow.record_batches(path, "bench.orders")``.
- ``spark-local2``: the ``mysql_binlog`` data source's typed table
  (``binlogspec_spark.read_table``) in ``local[2]`` over 4 copies (symlinks) of the file, one
  aggregate counting the rows and the non-NULL cells of every column. The child reports the time
  after its SparkSession is up; the table's seconds, rows/s and MB/s use that time, and the
  whole process's time is in the notes.
- ``python-mysql-replication``: PyPI ``mysql-replication`` (pinned in bench/requirements.txt,
  installed into this Python by pip when missing) fed from the file by
  bench/peers/pymysqlreplication_adapter.py, every value of every row touched.
- ``mariadb-binlog``: ``mariadb-binlog --base64-output=DECODE-ROWS -vv FILE > /dev/null``; its
  row count comes from one more, untimed run whose output is read.
- ``mariadb-binlog-events``: ``mariadb-binlog --base64-output=DECODE-ROWS FILE`` (no -vv: events
  without row values), the reference of the event contenders; ``floor-crc32``: reading the file
  and checking every event's CRC32 in Python, the floor of any reader.
- ``binlogspec-cli-rows``, ``binlogspec-cli-events`` (and ``-permissive``): the command line's NDJSON
  to /dev/null; counts from one more, untimed run.
- ``spark-ceiling``: a Python data source yielding the very typed Arrow batches ``read_table``
  gives, prebuilt (an Arrow IPC file in bench/work), with spark-local2's aggregate: the most
  Spark's Python data source path gives on this machine. ``spark-parquet``: Spark's Parquet
  reader over the same rows. ``spark-job``: the binlog-to-Parquet job on the 4 copies.
  ``spark-udf``: the Arrow UDFs over ``binaryFile`` content (on the ``--spec-megabytes`` binlog).
  ``spark-rows``: the data source's rows mode; ``spark-udtf``: the Arrow UDTF
  ``binlog_row_changes_arrow`` over ``binaryFile`` of the same 4 copies, the same rows (issue 40
  wants it at 0.7x the source's); ``spark-udtf-paths``: the same UDTF given ``binaryFile``'s paths
  alone (``TABLE(SELECT path FROM files)``), each file read by the UDTF. ``spark-events-prod``: the events mode.
- ``binlogspec-cli-rows-corpus``, ``spark-job-corpus``: ``binlogspec rows`` and the job on the shared
  corpus' binlogs of 10 tables or more.
- ``mariadb-binlog-mysql``, ``mariadb-binlog-events-mysql``, ``binlogspec-cli-rows-mysql``,
  ``binlogspec-cli-events-mysql``, ``binlogspec-python-mysql``: those contenders on the MySQL-shaped
  binlog (``mysql_binlog``: a MySQL 5.7 corpus binlog's small transactions, each with its BEGIN
  QUERY event, written over and over to 100 MB).
- ``mariadb-binlog-events-mixed``, ``binlogspec-cli-events-mixed``: the events contenders on the
  production-shaped workload written in MIXED format (MariaDB's default): every statement a
  QUERY event between its GTID and XID, no rows event (so no row change contender runs on it).
- ``mariadb-binlog-prodz``, ``mariadb-binlog-events-prodz``, ``binlogspec-cli-rows-prodz``,
  ``binlogspec-cli-events-prodz``, ``binlogspec-python-prodz``, ``binlogspec-arrow-prodz``: those
  contenders on the production-shaped workload written with MariaDB's compressed rows events
  (``log_bin_compress``, every rows event of 10 bytes or more compressed).
- ``port-java``, ``port-go``, ``port-typescript``, ``port-rust`` (and ``-prod``): the row changes as
  NDJSON by each language's package (issue 42: ``ports/LANG/rows``, the sample program built against
  the package's artifact; built by an untimed run first), against ``mariadb-binlog -vv``: reported,
  not gated.
- ``binlogspec-sql``, ``binlogspec-sql-flashback`` (and ``-prod``): ``binlogspec sql [--flashback]
  FILE > /dev/null`` (issue 44: redo and undo SQL), against ``mariadb-binlog -vv``, and
  ``mariadb-binlog-flashback`` (``mariadb-binlog --flashback FILE > /dev/null``: its undo script).
  Counts: one statement per row change (``binlogspec-sql-count``), from one more, untimed run.
- ``binlogspec-mirror``, ``binlogspec-mirror-incr``, ``binlogspec-parquet-one`` (and ``-prod``): issue
  43's ``binlogspec mirror --format delta`` on the one binlog (as ``NAME.000001``): the first load
  into an empty folder, and the incremental run (the whole file into a mirror of its first 99%, cut
  inside a transaction: the last 1% applied), beside ``binlogspec parquet`` on the same file. The
  incremental run counts as the workload when its mirror equals the first load's (checked with
  deltalake after the timed runs).
- ``mariadb-binlog-oltp``, ``binlogspec-cli-rows-oltp``, ``binlogspec-python-oltp``,
  ``binlogspec-arrow-oltp``, ``mariadb-binlog-events-oltp``, ``binlogspec-cli-events-oltp``: those
  contenders on the OLTP binlog (``workload.oltp_statements``: 20,000 single-row inserts, 4,000
  updates, 2,000 deletes, each its own transaction), where per-event costs weigh most; compared
  with ``mariadb-binlog -vv`` on it (events: without -vv).

Speed ratios are against mariadb-binlog in the same run, as issue 10 states its acceptance; the
report ends with those items as measured.

Results go to stdout and to ``bench/results.md`` (``--memory-gib``: ``bench/results-memory.md``).
"""

import argparse
import datetime
import importlib.metadata
import json
import os
import platform
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
WORK = BENCH / "work"
ADAPTER = BENCH / "peers" / "pymysqlreplication_adapter.py"
REQUIREMENTS = BENCH / "requirements.txt"
JAVA_HOME = "/usr/lib/jvm/java-17-openjdk-amd64"
TABLE = "bench.orders"
SPARK_COPIES = 4
# memory mode (--memory-gib): issue 10's item 5, the CLI, values and Arrow under 300 MB, each Spark
# Python worker under 500 MB
MEMORY_CONTENDERS = ["binlogspec-cli-rows", "binlogspec-cli-events", "binlogspec-python", "binlogspec-arrow",
                     "binlogspec-sql-flashback",
                     "spark-local2"]
MB = 1_000_000  # MB/s and file sizes in the table are decimal megabytes

CONTENDERS = ["mariadb-binlog", "mariadb-binlog-events", "floor-crc32",
              "binlogspec-cli-rows", "binlogspec-cli-rows-permissive", "binlogspec-cli-events",
              "binlogspec-cli-events-permissive", "binlogspec-python", "binlogspec-spec", "binlogspec-arrow",
              "spark-local2", "spark-ceiling", "spark-parquet", "spark-job", "spark-udf",
              "binlogspec-cli-rows-corpus", "spark-job-corpus", "python-mysql-replication",
              "mariadb-binlog-oltp", "binlogspec-cli-rows-oltp", "binlogspec-python-oltp", "binlogspec-arrow-oltp",
              "mariadb-binlog-events-oltp", "binlogspec-cli-events-oltp",
              "mariadb-binlog-prod", "mariadb-binlog-events-prod", "binlogspec-cli-rows-prod",
              "binlogspec-cli-rows-permissive-prod", "binlogspec-cli-events-prod", "binlogspec-cli-events-permissive-prod",
              "binlogspec-python-prod", "binlogspec-arrow-prod", "binlogspec-parquet-prod", "spark-job-prod",
              "spark-local2-prod", "spark-ceiling-prod", "spark-rows", "spark-udtf", "spark-udtf-paths",
              "spark-rows-prod", "spark-udtf-prod", "spark-udtf-paths-prod", "spark-events-prod",
              "mariadb-binlog-mysql", "mariadb-binlog-events-mysql", "binlogspec-cli-rows-mysql",
              "binlogspec-cli-events-mysql", "binlogspec-python-mysql",
              "port-java", "port-go", "port-typescript", "port-rust",
              "port-java-prod", "port-go-prod", "port-typescript-prod", "port-rust-prod",
              "binlogspec-sql", "binlogspec-sql-flashback", "mariadb-binlog-flashback",
              "binlogspec-sql-prod", "binlogspec-sql-flashback-prod", "mariadb-binlog-flashback-prod",
              "binlogspec-mirror", "binlogspec-mirror-incr", "binlogspec-parquet-one",
              "binlogspec-mirror-prod", "binlogspec-mirror-incr-prod", "binlogspec-parquet-one-prod",
              "mariadb-binlog-prodz", "mariadb-binlog-events-prodz", "binlogspec-cli-rows-prodz",
              "binlogspec-cli-events-prodz", "binlogspec-python-prodz", "binlogspec-arrow-prodz",
              "mariadb-binlog-events-mixed", "binlogspec-cli-events-mixed"]
PORTS = ("java", "go", "typescript", "rust")  # issue 42's packages: ports/LANG/rows
OLTP_ROWS = 20_000  # inserts of the OLTP binlog (workload.oltp_statements): one row per transaction
PROD_MEGABYTES = 100  # the production-shaped binlog's size (workload.prod_transactions)
PROD_TABLE = "prod.orders"  # the one-table Spark contenders' table on it
# the MySQL-shaped binlog (mysql_binlog): a corpus binlog a MySQL 5.7 server wrote, its small
# transactions (GTID, BEGIN, TABLE_MAP, WRITE_ROWS, XID; CRC32) written over and over
MYSQL_SOURCE = "myflash__haha.000041"
MYSQL_MEGABYTES = 100
REFERENCE = "binlogspec-python"      # whose row count every other is checked against
RATIO_TO = "mariadb-binlog"          # the speed ratios: row change contenders against mariadb-binlog -vv
EVENTS_RATIO_TO = "mariadb-binlog-events"  # event contenders against mariadb-binlog without -vv
# contenders that count events, not row changes (checked against a walk of the file's headers)
EVENT_CONTENDERS = {"mariadb-binlog-events", "floor-crc32", "binlogspec-cli-events", "binlogspec-cli-events-permissive",
                    "mariadb-binlog-events-oltp", "binlogspec-cli-events-oltp", "mariadb-binlog-events-prod",
                    "binlogspec-cli-events-prod", "binlogspec-cli-events-permissive-prod", "spark-events-prod",
                    "spark-events-prod-warm", "mariadb-binlog-events-mysql", "binlogspec-cli-events-mysql",
                    "mariadb-binlog-events-prodz", "binlogspec-cli-events-prodz", "mariadb-binlog-events-mixed",
                    "binlogspec-cli-events-mixed"}
SPARK = {"spark-local2", "spark-ceiling", "spark-parquet", "spark-job", "spark-udf", "spark-job-corpus",
         "spark-job-prod", "spark-local2-prod", "spark-ceiling-prod", "spark-rows", "spark-udtf", "spark-rows-prod",
         "spark-udtf-prod", "spark-udtf-paths", "spark-udtf-paths-prod", "spark-events", "spark-events-prod"}
SHAPES = ("-oltp", "-prod", "-mysql", "-prodz", "-mixed")  # contender name suffixes: the same contender on another binlog
BINLOGSPEC = ROOT / ".venv" / "bin" / "binlogspec"
CORPUS = Path(os.environ.get("BINLOGSPEC_CORPUS", ROOT.parent / "shared" / "corpus"))

sys.path[:0] = [str(BENCH), str(ROOT / "tests")]


# ----------------------------------------------------------------------------------------------
# The benchmark binlog

def expected_changes(inserts):
    """Row changes the workload writes for ``inserts`` rows: per chunk of workload.CHUNK rows,
    the inserts, a fifth as many updates and a tenth as many deletes (workload.statements)."""
    import workload

    counts = {"insert": 0, "update": 0, "delete": 0}
    for first in range(1, 1 + inserts, workload.CHUNK):
        n = min(workload.CHUNK, inserts + 1 - first)
        counts["insert"] += n
        counts["update"] += n // 5
        counts["delete"] += n // 10
    counts["total"] = sum(counts.values())
    return counts


def binlog(megabytes, remake=False, work=WORK, oltp_rows=None):
    """The workload's binlog of about ``megabytes`` MB (or, with ``oltp_rows``, the OLTP form of
    that many inserts: workload.oltp_statements), made by a throwaway MariaDB server unless one
    is already in ``work``; returns its description (the .json beside it)."""
    import workload

    work.mkdir(parents=True, exist_ok=True)
    path = work / (f"orders-oltp-{oltp_rows}.binlog" if oltp_rows else f"orders-{megabytes:g}mb.binlog")
    meta_path = path.with_suffix(".json")
    if path.exists() and meta_path.exists() and not remake:
        meta = json.loads(meta_path.read_text())
        if meta.get("megabytes") == megabytes and meta.get("size") == path.stat().st_size:
            log(f"using {rel(path)} ({meta['size']:,} bytes, {meta['expected']['total']:,} row changes)")
            return meta
    from mariadb_server import MariaDB

    log(f"making {rel(path)} with a MariaDB server (this takes a while for large sizes)")
    started = time.monotonic()
    server = MariaDB().start()
    try:
        if oltp_rows:
            made, size, inserts = workload.write_binlog(server, rows=oltp_rows, oltp=True)
        else:
            made, size, inserts = workload.write_binlog(server, megabytes=megabytes)
        version = server.sql("SELECT VERSION()").strip()
        partial = path.with_suffix(".partial")
        shutil.copyfile(made, partial)
        os.replace(partial, path)
    finally:
        server.stop()
    expected = workload.oltp_expected(inserts) if oltp_rows else expected_changes(inserts)
    meta = {"path": str(path), "megabytes": megabytes, "size": size, "inserts": inserts, "expected": expected,
            "server": version, "oltp": bool(oltp_rows), "made": datetime.datetime.now().isoformat(timespec="seconds"),
            "seconds_to_make": round(time.monotonic() - started, 1)}
    meta_path.write_text(json.dumps(meta, indent=2) + "\n")
    log(f"made {rel(path)}: {size:,} bytes, {meta['expected']['total']:,} row changes in {meta['seconds_to_make']} s")
    return meta


def oltp_binlog(rows=OLTP_ROWS):
    """The OLTP binlog (one row per transaction): see :func:`binlog`."""
    return binlog(None, oltp_rows=rows)


def prod_binlog(megabytes=PROD_MEGABYTES, remake=False, work=WORK, compress=False, mixed=False):
    """The production-shaped binlog (workload.prod_transactions: many small transactions over five
    tables), made by a throwaway MariaDB server unless one is already in ``work``; returns its
    description (the .json beside it). ``compress``: its rows events compressed (the ``-prodz``
    contenders: workload.write_prod_binlog's ``compress``); ``mixed``: written in MIXED format,
    every statement a QUERY event (the ``-mixed`` contenders: MariaDB's default format)."""
    import workload

    work.mkdir(parents=True, exist_ok=True)
    path = work / f"prod{'z' if compress else 'm' if mixed else ''}-{megabytes:g}mb.binlog"
    meta_path = path.with_suffix(".json")
    if path.exists() and meta_path.exists() and not remake:
        meta = json.loads(meta_path.read_text())
        if (meta.get("megabytes") == megabytes and meta.get("size") == path.stat().st_size and meta.get("prod")
                and bool(meta.get("compressed")) == compress and bool(meta.get("mixed")) == mixed):
            log(f"using {rel(path)} ({meta['size']:,} bytes, {meta['expected']['total']:,} row changes)")
            return meta
    from mariadb_server import MariaDB

    log(f"making {rel(path)} with a MariaDB server (a minute or two)")
    started = time.monotonic()
    server = MariaDB().start()
    try:
        made, size, expected = workload.write_prod_binlog(server, megabytes=megabytes, compress=compress,
                                                          binlog_format="MIXED" if mixed else "ROW")
        version = server.sql("SELECT VERSION()").strip()
        partial = path.with_suffix(".partial")
        shutil.copyfile(made, partial)
        os.replace(partial, path)
    finally:
        server.stop()
    meta = {"path": str(path), "megabytes": megabytes, "size": size, "expected": expected, "server": version,
            "prod": True, "compressed": compress, "mixed": mixed,
            "made": datetime.datetime.now().isoformat(timespec="seconds"),
            "seconds_to_make": round(time.monotonic() - started, 1)}
    meta_path.write_text(json.dumps(meta, indent=2) + "\n")
    log(f"made {rel(path)}: {size:,} bytes, {expected['total']:,} row changes in {meta['seconds_to_make']} s")
    return meta


_COUNT_CHANGES = """
import json, sys
from binlogspec.rows import row_changes
print(json.dumps(sum(1 for _ in row_changes(sys.argv[1], fast=False))))
"""


def mysql_binlog(megabytes=MYSQL_MEGABYTES, work=WORK):
    """The MySQL-shaped binlog: the transactions of MYSQL_SOURCE (a binlog a MySQL server wrote)
    after its format description and PREVIOUS_GTIDS, written over and over to about
    ``megabytes`` MB, each event's size, log_pos and CRC32 made to agree with where it stands
    (tests/synthetic.py). Its row changes: the source's, counted by the spec-driven path, times
    the copies."""
    from synthetic import join, split

    work.mkdir(parents=True, exist_ok=True)
    path = work / f"mysql-{megabytes:g}mb.binlog"
    meta_path = path.with_suffix(".json")
    if path.exists() and meta_path.exists():
        meta = json.loads(meta_path.read_text())
        if meta.get("megabytes") == megabytes and meta.get("size") == path.stat().st_size and meta.get("mysql"):
            log(f"using {rel(path)} ({meta['size']:,} bytes, {meta['expected']['total']:,} row changes)")
            return meta
    source = CORPUS / MYSQL_SOURCE
    events = split(source.read_bytes())
    last = max(i for i, e in enumerate(events) if e[4] == 16)  # (the last XID)
    head, body = events[:2], events[2:last + 1]
    copies = max(1, int(megabytes * MB) // sum(len(e) for e in body))
    per_copy = json.loads(subprocess.run([sys.executable, "-c", _COUNT_CHANGES, str(source)], check=True,
                                         capture_output=True, text=True).stdout)
    data = join(head + body * copies, checksums=True)
    partial = path.with_suffix(".partial")
    partial.write_bytes(data)
    os.replace(partial, path)
    meta = {"path": str(path), "megabytes": megabytes, "size": len(data), "mysql": True, "source": MYSQL_SOURCE,
            "copies_of_source": copies, "expected": {"total": per_copy * copies}, "server": "MySQL 5.7 (corpus)"}
    meta_path.write_text(json.dumps(meta, indent=2) + "\n")
    log(f"made {rel(path)}: {len(data):,} bytes, {per_copy * copies:,} row changes")
    return meta


def spark_copies(meta, work=WORK):
    """SPARK_COPIES symlinks to the binlog, in a folder of their own."""
    folder = work / (f"spark-prod-{meta['megabytes']:g}mb" if meta.get("prod") else f"spark-{meta['megabytes']:g}mb")
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(1, SPARK_COPIES + 1):
        link = folder / f"copy{i}.binlog"
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(meta["path"])
        paths.append(str(link))
    return paths


def mirror_folders(meta, work=WORK):
    """Issue 43's binlogs: the binlog as ``NAME.000001`` (a symlink) in a folder of its own, and its
    first 99% (cut at an event boundary, so inside a transaction, as a copy taken while the server
    writes) as a file of the same name in another: the incremental run reads the whole file into a
    mirror of the first 99%."""
    stem = "prod" if meta.get("prod") else "orders"
    full, part = work / f"mirror-{stem}-full", work / f"mirror-{stem}-99"
    full.mkdir(parents=True, exist_ok=True)
    part.mkdir(parents=True, exist_ok=True)
    link, cut, source = full / f"{stem}.000001", part / f"{stem}.000001", Path(meta["path"])
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(source)
    if cut.is_symlink() or not cut.exists() or cut.stat().st_mtime < source.stat().st_mtime:
        if cut.is_symlink() or cut.exists():
            cut.unlink()  # (never written through: a symlink would lead to the benchmark's binlog)
        data = source.read_bytes()
        pos, target = 4, len(data) * 99 // 100
        while pos < target:
            pos += int.from_bytes(data[pos + 9:pos + 13], "little")
        partial = part / "cut.partial"
        partial.write_bytes(data[:pos])
        os.replace(partial, cut)
    return full, part


def _same_mirrors(a, b):
    """Whether two mirror folders hold the same tables with the same rows (read with deltalake)."""
    import deltalake

    from binlogspec.mirror import arrow_table

    names = sorted(p.name for p in Path(a).iterdir() if (p / "_delta_log").is_dir())
    if names != sorted(p.name for p in Path(b).iterdir() if (p / "_delta_log").is_dir()):
        return False
    for name in names:
        x, y = (arrow_table(deltalake.DeltaTable(str(Path(d) / name))) for d in (a, b))
        order = [(c, "ascending") for c in x.column_names]
        if x.num_rows != y.num_rows or not x.sort_by(order).equals(y.select(x.column_names).sort_by(order)):
            return False
    return True


def mirror_plan(name, meta, env):
    """``binlogspec mirror`` (issue 43) on one binlog: the first load into an empty folder, and the
    incremental run (the whole file into a mirror of its first 99%: the last 1% and the transaction
    the cut split applied), with ``binlogspec parquet`` on the same one file beside them. The
    incremental run's count is the workload's when its mirror equals the first load's, table by
    table, row by row (an untimed run after the timed ones)."""
    full, part = mirror_folders(meta)
    stem = full.name
    if name == "binlogspec-parquet-one":
        out = WORK / f"{stem}-parquet"
        cmd = [str(BINLOGSPEC), "parquet", "--quiet", "--out", str(out), str(full)]
        return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True,
                "count": lambda cmd, out=out: json.loads((out / "summary.json").read_text())["row_changes"]}
    first = WORK / f"{stem}-delta"
    load = ["bash", "-c", 'rm -rf "$1" && exec "$2" mirror --format delta --out "$1" "$3"', "mirror", str(first),
            str(BINLOGSPEC), str(full)]
    if name == "binlogspec-mirror":
        return {"cmd": load, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env}  # (rows: its summary's)
    base, incr = WORK / f"{stem}-delta-99", WORK / f"{stem}-delta-incr"
    shutil.rmtree(base, ignore_errors=True)
    subprocess.run([str(BINLOGSPEC), "mirror", "--out", str(base), str(part)], check=True, env=env,
                   stdout=subprocess.DEVNULL)
    # (a hard-linked copy of the base mirror: a Delta commit adds files and never changes one)
    cmd = ["bash", "-c", 'rm -rf "$1" && cp -al "$2" "$1" && exec "$3" mirror --out "$1" "$4"', "mirror", str(incr),
           str(base), str(BINLOGSPEC), str(full)]

    def count(cmd):
        subprocess.run(load, check=True, env=env, stdout=subprocess.DEVNULL)
        subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL)
        return meta["expected"]["total"] if _same_mirrors(first, incr) else "its mirror differs from the first load's"

    return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True,
            "count": count}


MIRROR_NOTES = {
    "binlogspec-mirror": ["binlogspec mirror --format delta: the first load, into an empty folder (deltalake, no JVM)"],
    "binlogspec-mirror-incr": ["binlogspec mirror: the whole file into a mirror of its first 99% (cut inside a "
                               "transaction): 1% of the changes applied, the file read again; the time includes a "
                               "hard-linked copy of that mirror; rows: the workload's when the result equals the "
                               "first load's"],
    "binlogspec-parquet-one": ["binlogspec parquet on the one file (the mirror contenders' comparison)"],
}


def mirror_line(rows):
    """Issue 43's item 3: mirror's first load and incremental run beside binlogspec parquet."""
    by = {r["name"]: r for r in rows}
    parts = []
    for shape, label in (("", "bulk"), ("-prod", "production")):
        got = [by.get(f"{n}{shape}") for n in ("binlogspec-mirror", "binlogspec-mirror-incr", "binlogspec-parquet-one")]
        if all(got):
            first, incr, parquet = (r["seconds"] for r in got)
            parts.append(f"{label}: first load {first:.2f} s, incremental (1%) {incr:.2f} s, binlogspec parquet "
                         f"{parquet:.2f} s (first load {first / parquet:.2f}x parquet's time)")
    if not parts:
        return []
    return ["", "binlogspec mirror --format delta (issue 43) beside binlogspec parquet, one file: " + "; ".join(parts)]


# ----------------------------------------------------------------------------------------------
# Measuring a child process

class TreeSampler(threading.Thread):
    """Samples the summed PSS of a process and all its descendants from /proc (RSS where the
    kernel gives no PSS); ``peak`` is the largest sum seen, in bytes, and ``worker_peak`` the
    largest RSS of a single Spark Python worker (a ``pyspark.daemon`` process or a worker it forked)."""

    def __init__(self, pid, interval=0.1):
        super().__init__(daemon=True)
        self.pid, self.interval, self.peak, self.worker_peak = pid, interval, 0, 0
        self.stopped = threading.Event()
        self.page = os.sysconf("SC_PAGE_SIZE")

    def tree_rss(self):
        parents = {}
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/stat", "rb") as f:
                        stat = f.read()
                    # the fields after the command name (which may hold spaces) start after ')'
                    parents[int(entry)] = int(stat[stat.rindex(b")") + 2:].split()[1])
                except (OSError, ValueError):
                    pass
        tree, frontier = {self.pid}, [self.pid]
        while frontier:
            parent = frontier.pop()
            for pid, ppid in parents.items():
                if ppid == parent and pid not in tree:
                    tree.add(pid)
                    frontier.append(pid)
        total = 0
        for pid in tree:
            total += self.memory(pid)
            if self.is_python_worker(pid):
                self.worker_peak = max(self.worker_peak, self.rss(pid))
        return total

    @staticmethod
    def is_python_worker(pid):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                return b"pyspark.daemon" in f.read()  # forked workers keep the daemon's command line
        except OSError:
            return False

    def rss(self, pid):
        """A process's resident set (shared pages included: a forked worker's RSS, not its share)."""
        try:
            with open(f"/proc/{pid}/statm") as f:
                return int(f.read().split()[1]) * self.page
        except (OSError, ValueError, IndexError):
            return 0

    def memory(self, pid):
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        return int(line.split()[1]) * 1024
        except (OSError, ValueError, IndexError):
            pass
        try:
            with open(f"/proc/{pid}/statm") as f:
                return int(f.read().split()[1]) * self.page
        except (OSError, ValueError, IndexError):
            return 0

    def run(self):
        while not self.stopped.is_set():
            self.peak = max(self.peak, self.tree_rss())
            self.stopped.wait(self.interval)


def measure(cmd, env=None, tree=False, stdout_to_null=False):
    """Run ``cmd`` once; returns wall seconds, peak RSS bytes, CPU seconds and its parsed JSON
    line (None when it prints none). Raises when the command fails."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL if stdout_to_null else out, stderr=err,
                                stdin=subprocess.DEVNULL, env=env)
        sampler = TreeSampler(proc.pid) if tree else None
        if sampler:
            sampler.start()
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - started
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        if sampler:
            sampler.stopped.set()
            sampler.join()
        out.seek(0)
        err.seek(0)
        text, errors = out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace")
    if proc.returncode:
        raise RuntimeError(f"{shlex.join(cmd)} exited with {proc.returncode}:\n{errors[-3000:]}")
    result = None
    for line in reversed(text.splitlines()):
        if line.startswith("{"):
            result = json.loads(line)
            break
    # ru_maxrss is in KiB on Linux: the largest RSS of the child (or of a child it reaped)
    peak = max(usage.ru_maxrss * 1024, sampler.peak if sampler else 0)
    return {"wall": wall, "peak_rss": peak, "cpu": usage.ru_utime + usage.ru_stime, "child": result,
            "worker_peak_rss": sampler.worker_peak if sampler else None}


def count_mariadb_binlog_rows(cmd):
    """Row changes in mariadb-binlog's -vv output: one '### INSERT INTO' / '### UPDATE' /
    '### DELETE FROM' line per row."""
    rows = 0
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
        for line in proc.stdout:
            if line.startswith((b"### INSERT INTO ", b"### UPDATE ", b"### DELETE FROM ")):
                rows += 1
    if proc.returncode:
        raise RuntimeError(f"{shlex.join(cmd)} exited with {proc.returncode}")
    return rows


def count_sql_statements(cmd):
    """Row changes in ``binlogspec sql``'s script: one INSERT, UPDATE or DELETE line each."""
    rows = 0
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
        for line in proc.stdout:
            if line.startswith((b"INSERT INTO ", b"UPDATE ", b"DELETE FROM ")):
                rows += 1
    if proc.returncode:
        raise RuntimeError(f"{shlex.join(cmd)} exited with {proc.returncode}")
    return rows


# ----------------------------------------------------------------------------------------------
# The contenders

def ensure_peer_installed():
    """Install bench/requirements.txt into this Python when the pinned peers are missing."""
    pins = {}
    for line in REQUIREMENTS.read_text().splitlines():
        line = line.split("#")[0].strip()
        if "==" in line:
            name, version = line.split("==")
            pins[name.strip()] = version.strip()
    missing = []
    for name, version in pins.items():
        try:
            if importlib.metadata.version(name) != version:
                missing.append(name)
        except importlib.metadata.PackageNotFoundError:
            missing.append(name)
    if missing:
        log(f"installing {rel(REQUIREMENTS)} ({', '.join(missing)} missing or another version)")
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "-r", str(REQUIREMENTS)], check=True)


def binlog_tool():
    from mariadb_server import BINLOG_TOOL

    if not BINLOG_TOOL:
        raise RuntimeError("mariadb-binlog is not installed (./build.sh setup installs mariadb-server)")
    return BINLOG_TOOL


def header_events(paths):
    """Events in files, by a walk of their headers (13 bytes read per event: this process's
    memory stays small, and with it what every child it starts reports as its peak)."""
    count = 0
    for path in paths:
        size = os.path.getsize(path)
        with open(path, "rb") as fh:
            pos = 4
            while pos + 19 <= size:
                fh.seek(pos)
                pos += int.from_bytes(fh.read(13)[9:13], "little")
                count += 1
    return count


# (run in a child: decoding the corpus here would grow this process, whose resident size is the
# floor of every contender's peak RSS, see the notes of the report)
_COUNT_TABLES = """
import json, sys
from binlogspec.rows import row_changes
out = {}
for path in sys.argv[1:]:
    try:
        changes = list(row_changes(path))
    except Exception:  # damaged files are not for this comparison
        continue
    out[path] = [len({(c.db, c.table) for c in changes}), len(changes)]
print(json.dumps(out))
"""


def corpus_meta():
    """The shared corpus' many-table binlogs (10 tables or more), as a benchmark 'binlog'."""
    candidates = [str(p) for p in (sorted(CORPUS.iterdir()) if CORPUS.is_dir() else [])
                  if p.is_file() and not p.name.endswith((".txt", ".result", ".md", ".json"))]
    counts = json.loads(subprocess.run([sys.executable, "-c", _COUNT_TABLES, *candidates], check=True,
                                       capture_output=True, text=True).stdout)
    paths, total, size = [], 0, 0
    for path in candidates:
        if path in counts and counts[path][0] >= 10:
            paths.append(path)
            total += counts[path][1]
            size += Path(path).stat().st_size
    if not paths:
        raise RuntimeError(f"no binlog of 10 tables or more in {CORPUS}")
    return {"path": " ".join(rel(p) for p in paths), "paths": paths, "megabytes": size / MB, "size": size,
            "expected": {"total": total}, "server": "various"}


def count_lines(cmd):
    """Lines a command prints (an untimed run): NDJSON objects, one per row change or event."""
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
        lines = sum(1 for _ in proc.stdout)
    return lines


def count_mariadb_binlog_events(cmd):
    """Events in mariadb-binlog's output: one '# at N' line per event."""
    with subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as proc:
        return sum(1 for line in proc.stdout if line.startswith(b"# at "))


def plan(name, meta, spec_meta):
    """What to run for a contender: its command, the files it reads, and how to measure it."""
    if name.endswith("-oltp"):  # the same contender on the OLTP binlog
        return plan(name[:-len("-oltp")], oltp_binlog(), spec_meta)
    if name.endswith("-mysql"):  # the same contender on the MySQL-shaped binlog
        return plan(name[:-len("-mysql")], mysql_binlog(), spec_meta)
    if name.endswith("-mixed"):  # the production-shaped workload in MIXED format: statements (event contenders)
        return plan(name[:-len("-mixed")], prod_binlog(mixed=True), spec_meta)
    if name.endswith("-prod") or name.endswith("-prodz"):  # on the production-shaped binlog (compressed)
        z = name.endswith("z")
        job = plan(name[:-len("-prodz" if z else "-prod")], prod_binlog(compress=z), spec_meta)
        job["env"]["BINLOGSPEC_BENCH_TABLE"] = PROD_TABLE
        job["env"]["BINLOGSPEC_BENCH_TABLES"] = "all"
        if name in ("spark-local2-prod", "spark-ceiling-prod"):
            job["expected_table"] = PROD_TABLE
        return job
    child = [sys.executable, str(BENCH / "child.py"), name]
    env = dict(os.environ)
    env["JAVA_HOME"] = JAVA_HOME if os.path.isdir(JAVA_HOME) else env.get("JAVA_HOME", "")
    env.setdefault("PYSPARK_PYTHON", sys.executable)
    if name == "mariadb-binlog-events":
        cmd = [binlog_tool(), "--no-defaults", "--base64-output=DECODE-ROWS", meta["path"]]
        return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True,
                "count": count_mariadb_binlog_events}
    if name.startswith("binlogspec-cli-"):
        what = "events" if "-events" in name else "rows"
        corpus = name.endswith("-corpus")
        use = corpus_meta() if corpus else meta
        files = use["paths"] if corpus else [meta["path"]]
        cmd = [str(BINLOGSPEC), what] + (["--permissive"] if name.endswith("-permissive") else []) + files
        return {"cmd": cmd, "files": files, "meta": use, "copies": 1, "env": env, "to_null": True,
                "count": count_lines}
    if name in ("binlogspec-sql", "binlogspec-sql-flashback"):  # issue 44: redo and undo SQL
        cmd = [str(BINLOGSPEC), "sql"] + (["--flashback"] if name.endswith("-flashback") else []) + [meta["path"]]
        return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True,
                "count": count_sql_statements}
    if name == "mariadb-binlog-flashback":  # its undo script (BINLOG statements); rows counted with -vv
        cmd = [binlog_tool(), "--no-defaults", "--flashback", meta["path"]]
        return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True,
                "count": lambda cmd: count_mariadb_binlog_rows(cmd[:-1] + ["-vv", cmd[-1]])}
    if name.startswith("port-") and name[len("port-"):] in PORTS:
        script = ROOT / "ports" / name[len("port-"):] / "rows"
        # the package and its sample program built (or found built) by an untimed run on a small file
        subprocess.run([str(script), str(ROOT / "samples" / "shop-full.000001")], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        cmd = [str(script), meta["path"]]
        return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True,
                "count": count_lines}
    if name == "spark-job-corpus":
        use = corpus_meta()
        return {"cmd": child + use["paths"], "files": use["paths"], "meta": use, "copies": 1, "env": env, "tree": True}
    if name == "spark-udf":  # far slower than the others: on the small binlog (--spec-megabytes)
        small = spec_meta if spec_meta["megabytes"] < meta["megabytes"] else binlog(min(5, meta["megabytes"]))
        files = spark_copies(small)
        return {"cmd": child + files, "files": files, "meta": small, "copies": SPARK_COPIES, "env": env, "tree": True}
    if name in SPARK:
        files = spark_copies(meta)
        return {"cmd": child + files, "files": files, "meta": meta, "copies": SPARK_COPIES, "env": env, "tree": True}
    if name.startswith("binlogspec-mirror") or name == "binlogspec-parquet-one":  # issue 43: Delta mirrors
        return mirror_plan(name, meta, env)
    if name == "binlogspec-parquet":  # the one-machine job: pyarrow writing, no Spark
        files = spark_copies(meta)
        out = WORK / "parquet-out"
        cmd = [str(BINLOGSPEC), "parquet", "--quiet", "--out", str(out)] + files
        return {"cmd": cmd, "files": files, "meta": meta, "copies": SPARK_COPIES, "env": env, "to_null": True,
                "count": lambda cmd, out=out: json.loads((out / "summary.json").read_text())["row_changes"]}
    if name == "binlogspec-spec":
        return {"cmd": child + [spec_meta["path"]], "files": [spec_meta["path"]], "meta": spec_meta, "copies": 1,
                "env": env}
    if name == "python-mysql-replication":
        ensure_peer_installed()
        return {"cmd": [sys.executable, str(ADAPTER), meta["path"]], "files": [meta["path"]], "meta": meta,
                "copies": 1, "env": env}
    if name == "mariadb-binlog":
        cmd = [binlog_tool(), "--no-defaults", "--base64-output=DECODE-ROWS", "-vv", meta["path"]]
        return {"cmd": cmd, "files": [meta["path"]], "meta": meta, "copies": 1, "env": env, "to_null": True}
    return {"cmd": child + [meta["path"]], "files": [meta["path"]], "meta": meta, "copies": 1, "env": env}


def run_contenders(names, meta, spec_meta, runs):
    """Every contender ``runs`` times, in rounds: each round runs each contender once, in turn, so
    that every contender's runs spread over the same stretch of the machine's time (its speed
    drifts during a run) and their medians compare. Returns each contender's result, or
    ``{"name": ..., "failed": ...}`` for one that failed (it runs no more; the others go on)."""
    jobs, results = {}, {}
    for name in names:
        try:
            jobs[name] = plan(name, meta, spec_meta)
        except Exception as exc:  # one contender failing should not lose the others' numbers
            log(f"{name} FAILED: {exc}")
            results[name] = {"name": name, "failed": str(exc)}
            continue
        log(f"{name}: {runs} run(s) of {shlex.join(short(jobs[name]['cmd']))}")
        results[name] = {"name": name, "cmd": jobs[name]["cmd"], "files": jobs[name]["files"],
                         "copies": jobs[name]["copies"], "meta": jobs[name]["meta"], "samples": [],
                         "expected_table": jobs[name].get("expected_table")}
    for i in range(runs):
        log(f"round {i + 1} of {runs}")
        for name, job in jobs.items():
            if "failed" in results[name]:
                continue
            try:
                sample = measure(job["cmd"], env=job["env"], tree=job.get("tree", False),
                                 stdout_to_null=job.get("to_null", False))
            except Exception as exc:
                log(f"{name} FAILED: {exc}")
                results[name] = {"name": name, "failed": str(exc)}
                continue
            results[name]["samples"].append(sample)
            child = sample["child"] or {}
            extra = (f", after session {child['after_session_seconds']:.2f} s (first query)"
                     + (f", {child['warm_seconds']:.2f} s (same query again)" if "warm_seconds" in child else "")
                     if "after_session_seconds" in child else "")
            rows = child.get("rows", "counted after the timed runs")
            log(f"  {name} run {i + 1}: {sample['wall']:.2f} s{extra}, peak RSS {sample['peak_rss'] / MB:.0f} MB, "
                f"rows {rows}")
    for name, job in jobs.items():
        result = results[name]
        if "failed" in result:
            continue
        try:
            result["rows"] = count_rows(name, job, result["samples"])
        except Exception as exc:
            log(f"{name} FAILED: {exc}")
            results[name] = {"name": name, "failed": str(exc)}
    return [results[name] for name in names]


def count_rows(name, job, samples):
    """What a contender read: counted by one more, untimed run for the programs whose output is
    text, else the count its child printed (the same in every run)."""
    if name in ("mariadb-binlog", "mariadb-binlog-oltp", "mariadb-binlog-prod", "mariadb-binlog-mysql",
                "mariadb-binlog-prodz"):
        return count_mariadb_binlog_rows(job["cmd"])
    if "count" in job:
        return job["count"](job["cmd"])
    counts = {s["child"]["rows"] for s in samples}
    return counts.pop() if len(counts) == 1 else f"varies: {sorted(counts)}"


def summarize(result):
    """Median time, rates and peak memory of a contender's runs."""
    samples = result["samples"]
    meta, copies = result["meta"], result["copies"]
    wall = statistics.median(s["wall"] for s in samples)
    timed = wall
    notes = []
    base_name = result["name"]
    for shape in SHAPES:
        base_name = base_name.removesuffix(shape)
    if result["name"] in SPARK:
        timed = statistics.median(s["child"]["after_session_seconds"] for s in samples)
        session = statistics.median(s["child"]["session_seconds"] for s in samples)
        what = {"spark-local2": "read_table's layout pass and the typed read",
                "spark-ceiling": "a Python data source yielding the same typed Arrow batches, prebuilt",
                "spark-parquet": "Spark's Parquet reader over the same typed rows",
                "spark-job": "the whole binlog-to-Parquet job (changes and typed tables)",
                "spark-job-corpus": "the whole job on the corpus' many-table binlogs",
                "spark-udf": "Arrow UDFs over binaryFile content: events cut, rows events paired with "
                             "their table maps by a window, row changes decoded",
                "spark-rows": "the data source's rows mode, every table, counted with its JSON images",
                "spark-udtf": "the Arrow UDTF binlog_row_changes_arrow over binaryFile's content "
                              "(TABLE(files)), counted as spark-rows",
                "spark-udtf-paths": "the Arrow UDTF binlog_row_changes_arrow over binaryFile's paths "
                                    "(TABLE(SELECT path FROM files)), each file read by the UDTF, counted as spark-rows",
                "spark-events": "the data source's events mode, counted with its bodies"}[base_name]
        if result.get("expected_table"):
            what += f" of {result['expected_table']}"
        notes.append(f"{what}; whole process {wall:.2f} s (session start {session:.2f} s); seconds and rates "
                     f"are those of the first query after the session is up (with Python worker start and JVM "
                     f"warm-up); {copies} copies of the file; peak RSS is the process tree's summed PSS (driver, "
                     "JVM, Python workers), sampled, or its largest single process's RSS if that is more")
    label = result["name"]
    if result["name"] == "binlogspec-spec":
        notes.append("row_changes(fast=False): the spec-driven decoder alone")
        if meta["path"] != result.get("main_path"):
            label += f" ({meta['megabytes']:g} MB binlog)"
            notes.append(f"on the smaller {meta['megabytes']:g} MB binlog {rel(Path(meta['path']))}")
    child = samples[0]["child"] or {}
    if "fast_path" in child and not child["fast_path"] and result["name"] != "binlogspec-spec":
        notes.append("C fast path NOT available: ran the spec-driven path")
    if result["name"] == "binlogspec-arrow-prod":
        notes.append("binlogspec.arrow.table_batches: every table's batches in one pass")
    if result["name"] == "binlogspec-parquet-prod":
        notes.append("binlogspec parquet: the job's outputs (changes, every table typed) in one process, no Spark")
    notes += MIRROR_NOTES.get(base_name, [])
    expected = meta["expected"]["total"] * copies
    if result.get("expected_table"):
        expected = meta["expected"]["tables"][result["expected_table"]] * copies
    if result["name"] in EVENT_CONTENDERS:
        expected = header_events(result["files"][:1]) * copies  # (the copies are of one file)
    return {"name": result["name"], "label": label, "binlog": meta["path"], "copies": copies, "seconds": timed,
            "wall": wall, "rows": result["rows"], "expected": expected, "corpus": result["name"].endswith("-corpus"),
            "rows_ok": result["rows"] == expected, "bytes": meta["size"] * copies,
            "rows_per_s": (result["rows"] if isinstance(result["rows"], int) else 0) / timed,
            "mb_per_s": meta["size"] * copies / MB / timed,
            "peak_rss_mb": max(s["peak_rss"] for s in samples) / MB,
            "worker_peak_rss_mb": (max(s["worker_peak_rss"] for s in samples) / MB
                                   if samples[0].get("worker_peak_rss") else None),
            "cpu_seconds": statistics.median(s["cpu"] for s in samples), "notes": notes,
            "command": shlex.join(short(result["cmd"])), "runs": [s["wall"] for s in samples],
            "warm_seconds": (statistics.median(s["child"]["warm_seconds"] for s in samples)
                             if "warm_seconds" in (samples[0]["child"] or {}) else None),
            "child": samples[-1]["child"], "one_table": bool(result.get("expected_table"))}


def warm_row(spark):
    """spark-local2's second query in the same session, as a row of its own."""
    seconds = spark["warm_seconds"]
    rows = spark["rows"] if isinstance(spark["rows"], int) else 0
    return dict(spark, name=f"{spark['name']}-warm", label=f"{spark['label']}, same query again (warm)", seconds=seconds,
                rows_per_s=rows / seconds,
                mb_per_s=spark["bytes"] / MB / seconds,
                notes=["the same query run a second time in the same session: Python workers up, JVM warm"])


def check_against_reference(summaries):
    """A contender's count must equal the workload's (``expected``) and, on the same binlog,
    binlogspec-python's there (times the copies it read; a one-table contender excepted); the
    reference's own count is checked against the workload's alone."""
    for reference in summaries:
        if reference["name"] not in [REFERENCE] + [REFERENCE + shape for shape in SHAPES]:
            continue
        if not isinstance(reference["rows"], int):
            continue
        for s in summaries:
            if (s is not reference and s["binlog"] == reference["binlog"] and s["name"] not in EVENT_CONTENDERS
                    and not s.get("one_table")):
                s["reference_rows"] = reference["rows"] * s["copies"]
                s["rows_ok"] = s["rows_ok"] and s["rows"] == s["reference_rows"]


# ----------------------------------------------------------------------------------------------
# Reporting

def log(message):
    print(f"--> {message}", file=sys.stderr, flush=True)


def rel(path):
    path = Path(path)
    try:
        return str(path.resolve().relative_to(ROOT)) if not path.is_symlink() else str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def short(cmd):
    """A command with paths inside the repository made relative to it."""
    return [rel(part) if part.startswith(str(ROOT)) else part for part in map(str, cmd)]


def machine():
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    memory = ""
    try:
        kib = int(Path("/proc/meminfo").read_text().split("MemTotal:")[1].split()[0])
        memory = f", {kib / 2**20:.1f} GiB RAM"
    except (OSError, IndexError, ValueError):
        pass
    return f"{os.cpu_count()} CPUs (nproc {os.sched_getaffinity(0).__len__()}), {model}{memory}, {platform.platform()}"


def versions(names):
    out = [f"Python {platform.python_version()}"]

    def dist(name, label=None):
        try:
            out.append(f"{label or name} {importlib.metadata.version(name)}")
        except importlib.metadata.PackageNotFoundError:
            pass

    dist("binlogspec")
    dist("pyarrow")
    if SPARK & set(names):
        dist("pyspark")
        try:
            java = subprocess.run([f"{JAVA_HOME}/bin/java", "-version"], capture_output=True, text=True).stderr
            out.append(java.splitlines()[0].strip())
        except (OSError, IndexError):
            pass
    if "python-mysql-replication" in names:
        dist("mysql-replication")
        dist("PyMySQL")
    if "mariadb-binlog" in names:
        try:
            out.append(subprocess.run([binlog_tool(), "--version"], capture_output=True, text=True).stdout.strip())
        except (OSError, RuntimeError):
            pass
    try:
        commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True).stdout.strip()
        if commit:
            out.append(f"binlogspec commit {commit} (plus any uncommitted changes)")
    except OSError:
        pass
    return out


def _own_rss_mb():
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 / MB  # KiB on Linux


def fmt_int(n):
    return f"{n:,.0f}"


def ratio_base(row, rows):
    """The row a contender's speed is compared with: mariadb-binlog -vv for row changes (on the
    same binlog), mariadb-binlog without -vv for events; None where it did not run."""
    base = EVENTS_RATIO_TO if row["name"] in EVENT_CONTENDERS else RATIO_TO
    for shape in SHAPES:
        if row["name"].removesuffix("-warm").endswith(shape):
            base += shape
    return next((r for r in rows if r["name"] == base and r["rows_ok"]), None)


def speed(row, rows):
    """Rate over the base's rate (above 1: faster), or None."""
    base = ratio_base(row, rows)
    if base is None or not row["rows_ok"] or row.get("corpus"):
        return None
    return row["rows_per_s"] / base["rows_per_s"]


def table(rows, reference):
    lines = ["| contender | median s | items/s | MB/s | peak RSS MB | speed vs mariadb-binlog | count |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        if not r["rows_ok"]:
            check = f"**MISMATCH**: counted {r['rows']}, expected {r['expected']:,}"
            if "reference_rows" in r:
                check += f", binlogspec-python counted {r['reference_rows']:,}"
        else:
            check = f"ok ({r['rows']:,} {'events' if r['name'] in EVENT_CONTENDERS else 'row changes'})"
        ratio = speed(r, rows)
        lines.append(f"| {r['label']} | {r['seconds']:.2f} | {fmt_int(r['rows_per_s'])} | {r['mb_per_s']:.1f} | "
                     f"{r['peak_rss_mb']:.0f} | {'-' if ratio is None else f'{ratio:.2f}x'} | {check} |")
    return "\n".join(lines)


def acceptance(rows):
    """Issue 10's acceptance items, as measured in this run (ratios of medians)."""
    by = {r["name"]: r for r in rows}

    def ratio(name):
        r = by.get(name)
        value = speed(r, rows) if r else None
        return "not run" if value is None else f"{value:.2f}x"

    def secs(name, warm=False):
        r = by.get(name)
        return None if r is None else (r["warm_seconds"] if warm else r["seconds"])

    out = ["Issue 10's acceptance items, measured in this run:", "",
           f"1. binlogspec rows: {ratio('binlogspec-cli-rows')} mariadb-binlog -vv ({ratio('binlogspec-cli-rows-permissive')} "
           f"with --permissive); binlogspec events: {ratio('binlogspec-cli-events')} mariadb-binlog without -vv "
           f"({ratio('binlogspec-cli-events-permissive')} with --permissive); wanted: 1.5x or more",
           f"2. Python values: {ratio('binlogspec-python')}; wanted: 2x or more",
           f"3. Arrow record batches: {ratio('binlogspec-arrow')}; wanted: 10x or more"]
    typed, ceiling = secs("spark-local2"), secs("spark-ceiling")
    typed_w, ceiling_w = secs("spark-local2", True), secs("spark-ceiling", True)
    job, job_corpus, rows_corpus = secs("spark-job"), secs("spark-job-corpus"), secs("binlogspec-cli-rows-corpus")
    parts = []
    if typed and ceiling:
        parts.append(f"typed read warm {ceiling_w / typed_w:.2f}x the ceiling contender (wanted 0.9x), first query "
                     f"{ceiling / typed:.2f}x (wanted 0.5x)")
    if job and typed:
        parts.append(f"the job {job / typed:.2f}x the typed read's time (wanted at most 1.5x)")
    if job_corpus and rows_corpus:
        parts.append(f"the job on the corpus' many-table binlogs {job_corpus / rows_corpus:.1f}x binlogspec rows' "
                     "time (wanted at most 10x)")
    out.append("4. Spark local[2], 4 files: " + ("; ".join(parts) if parts else "not run"))
    out.append("5. memory: see `bench/run.py --memory-gib 1` (bench/results-memory.md)")
    return out


def acceptance_40(rows):
    """Issue 40's acceptance items, as measured in this run (ratios of medians)."""
    by = {r["name"]: r for r in rows}

    def ratio(name):
        r = by.get(name)
        value = speed(r, rows) if r else None
        return "not run" if value is None else f"{value:.2f}x"

    def secs(name, warm=False):
        r = by.get(name)
        return None if r is None else (r["warm_seconds"] if warm else r["seconds"])

    out = ["Issue 40's acceptance items, measured in this run:", "",
           f"1. production-shaped binlog: binlogspec events {ratio('binlogspec-cli-events-prod')} mariadb-binlog "
           f"without -vv ({ratio('binlogspec-cli-events-permissive-prod')} with --permissive), wanted 3x; binlogspec "
           f"rows {ratio('binlogspec-cli-rows-prod')} mariadb-binlog -vv ({ratio('binlogspec-cli-rows-permissive-prod')} "
           f"with --permissive), wanted 3x; Python values {ratio('binlogspec-python-prod')}, wanted 2x; Arrow, every "
           f"table in one pass (table_batches) {ratio('binlogspec-arrow-prod')}, wanted 8x",
           f"2. bulk binlog: rows {ratio('binlogspec-cli-rows')}, events {ratio('binlogspec-cli-events')}, Arrow "
           f"{ratio('binlogspec-arrow')} (README before issue 40: 4.6x, 1.4x, 10.4x)"]
    parts = []
    job, parquet = secs("spark-job-prod"), secs("binlogspec-parquet-prod")
    if job and parquet:
        parts.append(f"the job {job:.2f} s after session start against binlogspec parquet's {parquet:.2f} s "
                     f"({job / parquet:.2f}x, wanted at most 1x)")
    typed_w, ceiling_w = secs("spark-local2-prod", True), secs("spark-ceiling-prod", True)
    if typed_w and ceiling_w:
        parts.append(f"typed read of {PROD_TABLE} warm {ceiling_w / typed_w:.2f}x the ceiling contender (wanted 0.9x)")
    for shape in ("-prod", ""):
        rows_mode = secs("spark-rows" + shape, True)
        for udtf_name, given in (("spark-udtf", "content"), ("spark-udtf-paths", "paths")):
            udtf = secs(udtf_name + shape, True)
            if udtf and rows_mode:
                parts.append(f"{'production' if shape else 'bulk'}: the UDTF binlog_row_changes_arrow over binaryFile's "
                             f"{given} warm {rows_mode / udtf:.2f}x the source's rows mode (wanted 0.7x)")
    out.append("3. Spark local[2], 4 copies of the production-shaped binlog: " + ("; ".join(parts) if parts else "not run"))
    return out


def shape_line(rows, shape, what):
    """The ratios of the readers on another binlog (``shape``: their names' suffix; ``what``: the
    binlog, in words), against mariadb-binlog on that binlog."""
    by = {r["name"]: r for r in rows}
    found = [(n, speed(by[n], rows)) for n in (f"binlogspec-cli-rows{shape}", f"binlogspec-cli-events{shape}",
                                                f"binlogspec-python{shape}", f"binlogspec-arrow{shape}") if n in by]
    if not found:
        return []
    return ["", f"On {what}, against mariadb-binlog -vv on it (events: without -vv): "
            + ", ".join(f"{n.removesuffix(shape)} {'-' if v is None else f'{v:.2f}x'}" for n, v in found)]


def ports_line(rows):
    """Each language package's rows against mariadb-binlog -vv (issue 42: reported, not gated)."""
    by = {r["name"]: r for r in rows}
    parts = []
    for lang in PORTS:
        found = [(shape or "bulk", speed(by[f"port-{lang}{shape}"], rows)) for shape in ("", "-prod")
                 if f"port-{lang}{shape}" in by]
        if found:
            parts.append(f"{lang} " + ", ".join(f"{'-' if v is None else f'{v:.2f}x'} {s.strip('-')}" for s, v in found))
    if not parts:
        return []
    return ["", "The language packages' rows (ports/LANG/rows: NDJSON as binlogspec rows prints it), against "
            "mariadb-binlog -vv on the same binlog (bulk, and prod: the production-shaped one): " + "; ".join(parts)]


def describe(meta):
    e = meta["expected"]
    if meta.get("mysql"):
        return (f"`{rel(Path(meta['path']))}` (MySQL-shaped): {meta['size']:,} bytes ({meta['size'] / MB:.1f} MB), "
                f"{e['total']:,} row changes: the transactions of the corpus' `{meta['source']}` (MySQL 5.7: GTID, "
                f"BEGIN, TABLE_MAP, WRITE_ROWS, XID; CRC32) written {meta['copies_of_source']:,} times over "
                "(bench/run.py mysql_binlog)")
    if meta.get("prod"):
        import workload

        tables = ", ".join(f"`{name}` {n:,}" for name, n in e["tables"].items())
        shape = ("production-shaped, compressed" if meta.get("compressed")
                 else "production-shaped, MIXED format" if meta.get("mixed") else "production-shaped")
        return (f"`{rel(Path(meta['path']))}` ({shape}): {meta['size']:,} bytes ({meta['size'] / MB:.1f} MB), "
                f"{e['total']:,} row changes ({e['insert']:,} inserts, {e['update']:,} updates, {e['delete']:,} deletes) "
                f"in many small transactions over {len(workload.PROD_TABLES)} tables ({tables}), written by MariaDB "
                f"{meta['server']} (bench/workload.py prod_transactions: GTIDs, ANNOTATE_ROWS, DECIMAL, DATETIME(6), "
                "TIMESTAMP(3), ENUM, utf8mb4 and ASCII text, JSON; "
                + ("MIXED format: every statement a QUERY event, no rows event; " if meta.get("mixed")
                   else "ROW format, FULL images and metadata, ")
                + "CRC32"
                + ("; rows events compressed: log_bin_compress, log_bin_compress_min_len 10" if meta.get("compressed")
                   else "") + ")")
    form = "one row per transaction, " if meta.get("oltp") else ""
    return (f"`{rel(Path(meta['path']))}`: {meta['size']:,} bytes ({meta['size'] / MB:.1f} MB), {e['total']:,} row "
            f"changes ({e['insert']:,} inserts, {e['update']:,} updates, {e['delete']:,} deletes) of `{TABLE}`, "
            f"written by MariaDB {meta['server']} (bench/workload.py; {form}ROW format, FULL images and metadata, "
            "CRC32, uncompressed)")


def report(title, summaries, metas, args, names, extra=()):
    reference = next((s for s in summaries if s["name"] == REFERENCE), None)
    command = shlex.join([rel(sys.executable) if sys.executable.startswith(str(ROOT)) else sys.executable,
                          "bench/run.py", *sys.argv[1:]])
    lines = [f"# {title}", "",
             f"Date: {datetime.datetime.now().astimezone().isoformat(timespec='seconds')}  ",
             f"Machine: {machine()}  ",
             f"Versions: {'; '.join(versions(names))}", ""]
    for meta in metas:
        lines.append(f"- binlog {describe(meta)}")
    lines += ["", f"Each contender ran {args.runs} time(s) as its own process; seconds are the median wall "
              "clock (process start to exit, except spark-local2: see below). Row changes/s and MB/s are over "
              "what the contender read (items: row changes, or events for the event contenders). Peak RSS is "
              "the largest of its runs (decimal MB); it is never below this benchmark process's own at the "
              f"time ({_own_rss_mb():.0f} MB): Linux counts the pages a forked child shares with its parent "
              "before exec, so a smaller peak reads as that. Speed vs mariadb-binlog is items/s divided by "
              "mariadb-binlog's in this run (above 1 is faster): `mariadb-binlog -vv` for row changes, "
              "`mariadb-binlog` without -vv (mariadb-binlog-events) for events. Row counts are checked against "
              "binlogspec-python's count and the workload's, event counts against a walk of the file's headers.", "",
              table(summaries, reference), ""]
    notes = [f"- {s['name']}: {'; '.join(s['notes'])}" for s in summaries if s["notes"]]
    if reference is not None and not reference["rows_ok"]:
        notes.append(f"- binlogspec-python counted {reference['rows']} row changes, the workload wrote "
                     f"{reference['expected']:,}: the reference itself disagrees")
    notes += list(extra)
    if notes:
        lines += ["Notes:", ""] + notes + [""]
    lines += ["Commands (run in the repository root):", ""]
    lines += [f"- {s['name']}: `{s['command']}`" for s in summaries]
    lines += ["", "Reproduce:", "", "```", command, "```", ""]
    return "\n".join(lines)


# ----------------------------------------------------------------------------------------------

def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--megabytes", type=float, default=100, help="size of the benchmark binlog (default 100)")
    parser.add_argument("--runs", type=int, default=None, help="runs per contender (default 3; 1 with --memory-gib)")
    parser.add_argument("--only", help=f"comma-separated contenders (of {', '.join(CONTENDERS)})")
    parser.add_argument("--spec-megabytes", type=float, default=5,
                        help="size of the binlog binlogspec-spec reads (default 5; capped at --megabytes)")
    parser.add_argument("--remake", action="store_true", help="write the binlog anew even if bench/work has one")
    parser.add_argument("--json", action="store_true", help="print the results as JSON on stdout instead of Markdown")
    parser.add_argument("--out", help="where to write the Markdown (default bench/results.md, "
                                      "bench/results-memory.md with --memory-gib; '-' for nowhere)")
    parser.add_argument("--memory-gib", type=float,
                        help="memory mode: peak RSS of the CLI (rows, events), binlogspec-python, binlogspec-arrow "
                             "and each Spark Python worker of spark-local2 on a binlog of this many GiB "
                             "(1024 MB per GiB)")
    parser.add_argument("--rss-limit-mb", type=float, default=300, help="memory mode's limit (default 300 MB)")
    parser.add_argument("--worker-limit-mb", type=float, default=500,
                        help="memory mode's limit for one Spark Python worker (default 500 MB)")
    args = parser.parse_args(argv)
    if args.only:
        names = [n.strip() for n in args.only.split(",") if n.strip()]
        unknown = [n for n in names if n not in CONTENDERS]
        if unknown:
            parser.error(f"unknown contender(s) {', '.join(unknown)}; choose from {', '.join(CONTENDERS)}")
    elif args.memory_gib:
        names = MEMORY_CONTENDERS
    else:
        names = list(CONTENDERS)
    args.names = [n for n in CONTENDERS if n in names]
    if args.runs is None:
        args.runs = 1 if args.memory_gib else 3
    return args


def compile_sources():
    """Byte-compile the packages, as pip does when it installs them: a contender should not spend
    its time compiling sources changed since the last import (this machine's environment sets
    PYTHONDONTWRITEBYTECODE, so an import never writes the cache itself)."""
    import compileall

    for package in (ROOT / "python", ROOT / "spark_udfs", ROOT / "generated" / "python"):
        compileall.compile_dir(str(package), quiet=1)
    compileall.compile_file(str(BENCH / "children.py"), quiet=1)  # (child.py imports it)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["_child"]:  # (what child.py runs)
        from children import child_main

        return child_main(argv[1:])
    args = parse_args(argv)
    compile_sources()
    megabytes = args.memory_gib * 1024 if args.memory_gib else args.megabytes
    meta = binlog(megabytes, remake=args.remake)
    spec_meta = meta
    if "binlogspec-spec" in args.names and args.spec_megabytes < megabytes:
        spec_meta = binlog(args.spec_megabytes, remake=args.remake)
    metas = [meta] + ([spec_meta] if spec_meta is not meta else [])
    if any(n.endswith("-oltp") for n in args.names):
        metas.append(oltp_binlog())
    if any(n.endswith("-prod") for n in args.names):
        metas.append(prod_binlog())
    if any(n.endswith("-prodz") for n in args.names):
        metas.append(prod_binlog(compress=True))
    if any(n.endswith("-mixed") for n in args.names):
        metas.append(prod_binlog(mixed=True))
    if any(n.endswith("-mysql") for n in args.names):
        metas.append(mysql_binlog())

    summaries = []
    for result in run_contenders(args.names, meta, spec_meta, args.runs):
        if "failed" not in result:
            result["main_path"] = meta["path"]
            result = summarize(result)
        summaries.append(result)
    failed = [s for s in summaries if "failed" in s]
    summaries = [s for s in summaries if "failed" not in s]
    summaries = [row for s in summaries for row in ([s] + ([warm_row(s)] if s.get("warm_seconds") else []))]
    check_against_reference(summaries)
    extra = [f"- {s['name']}: FAILED: {s['failed'].splitlines()[0]}" for s in failed]
    if not args.memory_gib:
        extra += [""] + acceptance_40(summaries) + [""] + acceptance(summaries) + shape_line(summaries, "-oltp", "the OLTP binlog (one row per transaction)") \
            + shape_line(summaries, "-mysql", "the MySQL-shaped binlog") \
            + shape_line(summaries, "-prodz", "the production-shaped binlog with compressed rows events") \
            + shape_line(summaries, "-mixed", "the production-shaped workload in MIXED format (statements)") \
            + ports_line(summaries) + mirror_line(summaries)

    if args.memory_gib:
        title = f"binlogspec peak memory on a {args.memory_gib:g} GiB binlog"
        for s in summaries:
            if s["name"].endswith("-warm"):
                continue  # the same process as its first query, measured once
            if s["name"] in SPARK:
                if s.get("worker_peak_rss_mb") is None:
                    continue  # its warm row, or no worker seen
                worker = s["worker_peak_rss_mb"]
                verdict = "under" if worker < args.worker_limit_mb else "OVER"
                extra.append(f"- {s['name']}: the largest Spark Python worker's peak RSS {worker:.0f} MB, {verdict} "
                             f"the {args.worker_limit_mb:g} MB limit (the whole process tree, driver and JVM "
                             f"included: {s['peak_rss_mb']:.0f} MB)")
                continue
            verdict = "under" if s["peak_rss_mb"] < args.rss_limit_mb else "OVER"
            extra.append(f"- {s['name']}: peak RSS {s['peak_rss_mb']:.0f} MB, {verdict} the "
                         f"{args.rss_limit_mb:g} MB limit")
    else:
        title = f"binlogspec benchmark ({megabytes:g} MB binlog)"
    text = report(title, summaries, metas, args, args.names, extra)
    if args.json:
        print(json.dumps({"binlogs": metas, "results": summaries, "failed": failed}, indent=2, default=str))
    else:
        print(text)
    out = args.out or str(BENCH / ("results-memory.md" if args.memory_gib else "results.md"))
    if out != "-":
        Path(out).write_text(text)
        log(f"wrote {rel(Path(out))}")
    mismatched = [s for s in summaries if not s["rows_ok"]]
    return 1 if failed or mismatched else 0


if __name__ == "__main__":
    sys.exit(main())
