"""Binlog files in, Parquet out.

    python -m binlogspec_spark.job [FILES/GLOBS/FOLDERS...] [--out DIR] [--master spark://host:7077]

Writes ``DIR/changes`` (the ``mysql_binlog`` source's rows mode: one row per row change, faults as
``_corrupt_record`` rows) and ``DIR/tables/<db>.<table>`` (one typed table per source table, see
:func:`binlogspec_spark.read_table`; ``<db>.<table>@<N>`` per layout when a table's layout
changes inside the files, numbered in file order; the names escaped as
:func:`binlogspec.folders.table_folder` says, so no name from a binlog leaves ``DIR/tables``), then prints a summary (files, events, row
changes per table, errors, files passed over) and writes it to ``DIR/summary.json``.
``--start-position``, ``--stop-position``, ``--start-datetime``, ``--stop-datetime`` and
``-d``/``--database`` select as they do for ``binlogspec rows`` (the data source's selector
options: the splits that show nothing are not decoded). ``DIR`` is
``binlogspec-out`` in the current folder unless ``--out`` says otherwise. With no files it reads
the bundled ``samples/`` in local mode and prints a few rows of each output.

A folder's files that are not binlogs (no binlog magic, or the server's ``.index``/``.info``
files) are passed over with a note. Exit status: 0; 1 when a binlog had faults (each is a row of
the changes table; ``--permissive-exit-zero`` makes that 0 too); 2 when a path or option is wrong
or the job fails (FAILFAST: at the first fault), with one line on stderr saying why.

Each file (or each stretch of a large one) is decoded once, in one Spark task, for all of these
outputs (:func:`binlogspec.parquet.write_split`): the tables are the same as the source's rows mode and
``read_table`` give, without a pass per table. The planning, the one pass and the summary are
:mod:`binlogspec.parquet`'s (``binlogspec parquet`` runs them on one machine, with no Spark);
this module runs the splits as Spark tasks.
"""

import argparse
import sys
import tempfile
import textwrap
from pathlib import Path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
DEFAULT_OUT = "binlogspec-out"
SAMPLE_SCHEMA = SAMPLES / "shop-default.schema.sql"  # the dump the default-metadata sample's names come from


def sample_files():
    """The bundled sample binlogs (``samples/``; its README and schema dump are no binlogs)."""
    from binlogspec.files import binlog_files

    return binlog_files([str(SAMPLES)])


class _Progress:
    """A progress bar (tqdm, on stderr) over the bytes and files the job's tasks have decoded: each
    task adds its split's bytes (and, for a file's last split, one file) to Spark accumulators,
    which a thread on the driver reads while the tasks run."""

    def __init__(self, spark, total_bytes, total_files, enabled):
        self.enabled = enabled
        if not enabled:
            return
        import threading

        from binlogspec.parquet import progress_bar

        self.bytes = spark.sparkContext.accumulator(0)
        self.files = spark.sparkContext.accumulator(0)
        self.total_files = total_files
        self.bar = progress_bar(total_bytes)
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._poll, daemon=True)
        self.thread.start()

    def _show(self):
        self.bar.n = self.bytes.value
        self.bar.set_postfix_str(f"files {self.files.value}/{self.total_files}", refresh=False)
        self.bar.refresh()

    def _poll(self):
        while not self.stop.wait(0.2):
            self._show()

    def counters(self):
        return (self.bytes, self.files) if self.enabled else None

    def close(self):
        if self.enabled:
            self.stop.set()
            self.thread.join()
            self._show()
            self.bar.close()


def _counted(task, out, options, counters, one_thread=False):
    """A Spark task: one split decoded and written (:func:`binlogspec.parquet.write_split`), its
    bytes and file added to the progress bar's counters."""
    from binlogspec.parquet import split_bytes, write_split

    if one_thread:  # a Spark task: Spark runs one a core, so a second decoding thread would only contend
        from binlogspec import fast

        fast.decode_threads(1)
    result = write_split(task[1], task[0], out, options)
    if counters is not None:
        split = task[1]
        counters[0].add(split_bytes(split))
        if split.end is None:
            counters[1].add(1)
    return result


def run(spark, files, out, *, show=0, options=None, stdout=sys.stdout, progress=False):
    """Run the job on ``files`` with ``spark``; returns the summary dict.

    One Spark task per split (a file, or a stretch of a large one) decodes it once and writes
    all its outputs (:func:`binlogspec.parquet.write_split`); the driver then names the
    typed tables' layouts in file order and writes the summary (:func:`binlogspec.parquet.run`)
    and shows ``show`` rows of each output. With ``spark`` None the splits are decoded one after
    the other in this process, with pyarrow alone writing (``binlogspec parquet``): no Spark
    session, no JVM; so is a lone split in local mode (the same outputs, without a Python worker
    to start)."""
    from binlogspec import parquet

    def on_spark(tasks, out, options, total_bytes, total_files, progress):
        if len(tasks) <= 1 and spark.sparkContext.master.startswith("local"):
            # one split on this machine: decoded here, since a task would only add a Python worker's
            # start (seconds, on a session's first job) to the same work
            return parquet.in_process(tasks, out, options, total_bytes, total_files, progress)
        bar = _Progress(spark, total_bytes, total_files, progress)
        counters = bar.counters()
        try:
            return (spark.sparkContext.parallelize(tasks, max(1, len(tasks)))
                    .map(lambda task: _counted(task, out, options, counters, one_thread=True)).collect())
        finally:
            bar.close()

    summary = parquet.run(files, out, options=options, stdout=stdout, progress=progress,
                          execute=None if spark is None else on_spark)
    out, tables = str(out), summary["typed_tables"]
    if show and spark is not None:
        changes = spark.read.parquet(f"{out}/changes")
        print(f"\nchanges ({out}/changes), first {show} rows:", file=stdout)
        print(changes.orderBy("file", "pos", "row_index")
              .select("file", "pos", "op", "db", "table", "after_json", "_corrupt_record")
              ._show_string(show, 60), file=stdout)
        for target in tables:
            df = spark.read.parquet(f"{out}/tables/{target}")
            columns = [f"{f.name} {f.dataType.simpleString()}" for f in df.schema.fields]
            print(textwrap.fill(f"typed table {target} (Parquet, {out}/tables/{target}): " + ", ".join(columns),
                                width=120, subsequent_indent="    ", break_long_words=False,
                                break_on_hyphens=False), file=stdout)
            print(df.orderBy(df.columns[1], df.columns[2], df.columns[3])._show_string(show, 40), file=stdout)
    return summary


def main(argv=None):
    from binlogspec.parquet import say, schema_options, selector_options
    from binlogspec.readoptions import selection_of
    from binlogspec.storage import expand

    parser = argparse.ArgumentParser(prog="binlogspec-spark", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="binlog files, globs, folders or URIs (default: samples/)")
    parser.add_argument("--out", default=DEFAULT_OUT,
                        help=f"output folder, overwritten (default: {DEFAULT_OUT} in the current folder)")
    parser.add_argument("--master", default="local[2]", help="Spark master (default local[2]; spark://host:port)")
    parser.add_argument("--show", type=int, default=None, help="rows of each output to print (default 5 on the samples, else 0)")
    parser.add_argument("--max-partition-bytes", type=int, help="split files larger than this (default 128 MB)")
    parser.add_argument("--parse-mode", choices=["PERMISSIVE", "FAILFAST"], default="PERMISSIVE")
    parser.add_argument("--no-verify-checksums", action="store_true", help="flag CRC32 mismatches, do not stop")
    parser.add_argument("--tables", metavar="PATTERNS",
                        help="only these tables: comma-separated db.table globs (shop.*,*.audit_?)")
    parser.add_argument("--schema-file", action="append", metavar="[DB=]FILE",
                        help="a schema dump (mysqldump/mariadb-dump --no-data): the tables' columns, followed "
                             "through the files' CREATE/ALTER/DROP/RENAME TABLE (repeatable)")
    parser.add_argument("--schema", action="append", metavar="DB.TABLE=FILE",
                        help="a table's CREATE TABLE statement, in FILE (or given as DB.TABLE='CREATE TABLE ...'), "
                             "for a table whose table maps lack column names (repeatable)")
    parser.add_argument("--permissive-exit-zero", action="store_true",
                        help="exit 0 even when a binlog had faults (they are rows of the changes table either way)")
    add_selectors(parser)
    parser.add_argument("--spark-logs", action="store_true",
                        help="show Spark's own log (WARN lines) and stage bars instead of the job's progress bar")
    args = parser.parse_args(argv)
    files = args.files or sample_files()
    if not args.files and not args.schema_file and SAMPLE_SCHEMA.exists():
        # the sample written at the default metadata setting names its columns through its dump
        args.schema_file = [str(SAMPLE_SCHEMA)]
    show = args.show if args.show is not None else (0 if args.files else 5)
    out = args.out
    options = {"parseMode": args.parse_mode}
    if args.tables:
        options["tables"] = args.tables
    options.update(selector_options(args))
    try:
        # paths and options are checked here, before Spark starts: one line for what is wrong
        expand(list(files), note=lambda name, why: None)
        selection_of(options)
        options.update(schema_options(args.schema, args.schema_file))
    except (OSError, ValueError) as exc:
        print(f"binlogspec-spark: {exc}", file=sys.stderr)
        return 2
    if args.max_partition_bytes:
        options["maxPartitionBytes"] = str(args.max_partition_bytes)
    if args.no_verify_checksums:
        options["verifyChecksums"] = "false"

    say(f"starting Spark ({args.master})")
    if args.spark_logs:
        from binlogspec_spark.session import session

        spark, log = session(args.master, "binlogspec-job", config={"spark.ui.showConsoleProgress": "true"}), None
    else:
        spark, log = _quiet_session(args.master)
    spark.sparkContext.setLogLevel("ERROR")
    status = 0
    try:
        summary = run(spark, files, out, show=show, options=options, progress=not args.spark_logs)
        if summary["errors"] and not args.permissive_exit_zero:
            status = 1  # as `binlogspec rows --permissive`: read on past faults, and say so
    except Exception as exc:  # a FAILFAST fault, or Spark's own failure: one line, not two tracebacks
        print(f"binlogspec-spark: {_one_line(exc)}", file=sys.stderr)
        status = 2
    finally:
        spark.stop()
    if log is not None:
        say(f"Spark's own log (errors only; --spark-logs shows it all): {log}")
    return status


def add_selectors(parser):
    """mysqlbinlog's selectors, as ``binlogspec events|rows`` takes them (:mod:`binlogspec.selectors`)."""
    parser.add_argument("--start-position", type=int, metavar="N", help="in the first file, events from offset N")
    parser.add_argument("--stop-position", type=int, metavar="N",
                        help="in the last file, stop at the first event at or after offset N")
    parser.add_argument("--start-datetime", metavar="DATETIME",
                        help="events at or after this time (YYYY-MM-DD HH:MM:SS, local time zone)")
    parser.add_argument("--stop-datetime", metavar="DATETIME", help="stop at the first event at or after this time")
    parser.add_argument("-d", "--database", action="append", metavar="DB",
                        help="row changes of this database only (repeatable)")


def _one_line(exc):
    """The line that says what went wrong: a binlog fault's ``FILE:OFFSET: message`` where the
    error carries one (FAILFAST), else the first line of the error."""
    import re

    text = str(exc)
    found = re.findall(r"(?:Error|Exception): mysql_binlog: (.+)", text)  # the raised error's own line
    if found:
        return found[-1].strip()
    return (text.strip().splitlines() or [type(exc).__name__])[0][:500]


def _quiet_session(master):
    """A session whose JVM logs errors only, to a file (its stderr while it starts, such as the
    JVM's note on incubator modules, goes there too), with no stage bars; returns (session, log
    file)."""
    import os

    from binlogspec_spark.session import session

    config = Path(__file__).resolve().parent / "quiet-log4j2.properties"
    if master.startswith("local"):
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")  # no "hostname resolves to a loopback address"
    log = Path(tempfile.mkstemp(prefix="binlogspec-spark-", suffix=".log")[1])
    saved = os.dup(2)
    with open(log, "ab") as fh:
        os.dup2(fh.fileno(), 2)  # the JVM started now keeps this as its stderr
        try:
            spark = session(master, "binlogspec-job", config={
                "spark.ui.showConsoleProgress": "false",
                "spark.driver.extraJavaOptions": f"-Dlog4j2.configurationFile={config.as_uri()}",
            })
        finally:
            os.dup2(saved, 2)
            os.close(saved)
    return spark, log


if __name__ == "__main__":
    sys.exit(main())
