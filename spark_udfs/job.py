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
outputs (:mod:`binlogspec.parquet`): the tables are the same as the source's rows mode and
``read_table`` give, without a pass per table.
"""

import argparse
import json
import sys
import tempfile
import textwrap
import time
from pathlib import Path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"
DEFAULT_OUT = "binlogspec-out"
SAMPLE_SCHEMA = SAMPLES / "shop-default.schema.sql"  # the dump the default-metadata sample's names come from


def sample_files():
    """The bundled sample binlogs (``samples/``; its README and schema dump are no binlogs)."""
    from binlogspec.files import binlog_files

    return binlog_files([str(SAMPLES)])


def say(message):
    print(f"==> {message}", file=sys.stderr, flush=True)


class _Progress:
    """A progress bar (tqdm, on stderr) over the bytes and files the job's tasks have decoded: each
    task adds its split's bytes (and, for a file's last split, one file) to Spark accumulators,
    which a thread on the driver reads while the tasks run."""

    def __init__(self, spark, total_bytes, total_files, enabled):
        self.enabled = enabled
        if not enabled:
            return
        import threading

        from tqdm import tqdm

        self.bytes = spark.sparkContext.accumulator(0)
        self.files = spark.sparkContext.accumulator(0)
        self.total_files = total_files
        self.bar = tqdm(total=total_bytes, unit="B", unit_scale=True, unit_divisor=1024, desc="decoding",
                        file=sys.stderr, dynamic_ncols=True, leave=True)
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


def _in_process(tasks, out, options, total_bytes, total_files, progress):
    """The tasks' results, each split decoded here in turn (a tqdm bar over bytes and files)."""
    from binlogspec.parquet import write_split

    bar = None
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=total_bytes, unit="B", unit_scale=True, unit_divisor=1024, desc="decoding",
                   file=sys.stderr, dynamic_ncols=True, leave=True)
    results, files = [], 0
    try:
        for part, split in tasks:
            results.append(write_split(split, part, out, options))
            if bar is not None:
                files += split.end is None
                bar.update(_split_bytes(split))
                bar.set_postfix_str(f"files {files}/{total_files}")
    finally:
        if bar is not None:
            bar.close()
    return results


def _counted(task, out, options, counters, one_thread=False):
    from binlogspec.parquet import write_split

    if one_thread:  # a Spark task: Spark runs one a core, so a second decoding thread would only contend
        from binlogspec import fast

        fast.decode_threads(1)
    result = write_split(task[1], task[0], out, options)
    if counters is not None:
        split = task[1]
        counters[0].add(_split_bytes(split))
        if split.end is None:
            counters[1].add(1)
    return result


def _split_bytes(split):
    """How many bytes of its file a split covers."""
    return (split.end if split.end is not None else split.file.size) - (split.start or 0)


def run(spark, files, out, *, show=0, options=None, stdout=sys.stdout, progress=False):
    """Run the job on ``files`` with ``spark``; returns the summary dict.

    One Spark task per split (a file, or a stretch of a large one) decodes it once and writes
    all its outputs (:func:`binlogspec.parquet.write_split`); the driver then names the
    typed tables' layouts in file order and writes the summary. With ``spark`` None the splits
    are decoded one after the other in this process, with pyarrow alone writing (``binlogspec
    parquet``): no Spark session, no JVM; so is a lone split in local mode (the same outputs,
    without a Python worker to start)."""
    from binlogspec.folders import table_folders
    from binlogspec.selectors import parse_datetime
    from binlogspec.storage import expand
    from binlogspec.splits import DEFAULT_MAX_PARTITION_BYTES, follow_schemas, plan_read, select_splits
    from binlogspec.readoptions import Options, schema_seed
    from binlogspec.parquet import STAGING, _filesystem

    options = dict(options or {})
    for key in ("startDatetime", "stopDatetime"):  # read here, in the driver's time zone, not the tasks'
        if options.get(key):
            try:
                options[key] = str(parse_datetime(options[key]))
            except ValueError as exc:
                raise ValueError(f"mysql_binlog: {exc}") from None
    out = str(out)
    passed_over = []
    refs = expand(list(files), note=lambda name, why: passed_over.append({"file": name, "why": why}))
    started = time.monotonic()
    max_bytes = int(options.get("maxPartitionBytes") or DEFAULT_MAX_PARTITION_BYTES)
    source_options = Options(dict(options, paths="[]", path="-"))
    splits = plan_read(refs, max_bytes, source_options.selection)
    schema_notes = []
    seed = schema_seed(source_options)
    if seed is not None:  # the tables' schemas at each split's start, following the files' DDL in order
        schema_notes = follow_schemas(splits, seed, backend=source_options.backend, keys=source_options.keys)[0]
        for where, message in schema_notes:
            say(f"note: {where}: {message}")
    # mysqlbinlog's selectors: the splits that show nothing are not decoded (after the DDL pass)
    splits = select_splits(splits, source_options.selection)
    total_bytes = sum(_split_bytes(s) for s in splits)
    total_files = sum(s.end is None for s in splits)
    rank = {ref.name: i for i, ref in enumerate(refs)}
    filesystem, root = _filesystem(out)
    for folder in ("changes", "tables"):  # the job's own outputs are overwritten, as Spark's mode("overwrite")
        info = filesystem.get_file_info(f"{root}/{folder}")
        if info.type.name == "Directory":
            filesystem.delete_dir(f"{root}/{folder}")
    say(f"{len(refs)} files, {total_bytes} bytes in {len(splits)} splits: "
        f"decoding each once into Parquet under {out}")
    tasks = [(f"part-{i:05d}.parquet", split) for i, split in enumerate(splits)]
    if spark is None or (len(tasks) <= 1 and spark.sparkContext.master.startswith("local")):
        # one split on this machine: decoded here, since a task would only add a Python worker's
        # start (seconds, on a session's first job) to the same work
        results = _in_process(tasks, out, options, total_bytes, total_files, progress)
    else:
        bar = _Progress(spark, total_bytes, total_files, progress)
        counters = bar.counters()
        try:
            results = (spark.sparkContext.parallelize(tasks, max(1, len(tasks)))
                       .map(lambda task: _counted(task, out, options, counters, one_thread=True)).collect())
        finally:
            bar.close()

    per_file, per_table, errors, first = {}, {}, [], {}
    for result in results:
        per_file[result["file"]] = per_file.get(result["file"], 0) + result["events"]
        for pair, n in result["rows"].items():
            per_table[tuple(pair)] = per_table.get(tuple(pair), 0) + n
        errors.extend(result["faults"])
        for pair, layout, pos, folder in result["layouts"]:
            where = (rank.get(result["file"], len(rank)), pos)
            key = (tuple(pair), layout)
            if key not in first or where < first[key][0]:
                first[key] = (where, folder)
    by_table = {}
    for (pair, layout), (where, folder) in sorted(first.items(), key=lambda item: item[1][0]):
        by_table.setdefault(pair, []).append(folder)
    # the binlog's names are data: each table's folder is escaped (binlogspec.folders), never the name itself
    names = table_folders(by_table)
    tables, typed = [], {}
    for pair in sorted(by_table):
        folders = by_table[pair]
        for i, folder in enumerate(folders):
            target = names[pair] if len(folders) == 1 else f"{names[pair]}@{i}"
            source = f"{root}/tables/{STAGING}/{folder}"
            if filesystem.get_file_info(source).type.name != "Directory":
                continue  # a layout with no row change
            filesystem.move(source, f"{root}/tables/{target}")
            tables.append(target)
            typed.setdefault(pair, []).append(target)
    if filesystem.get_file_info(f"{root}/tables/{STAGING}").type.name == "Directory":
        filesystem.delete_dir(f"{root}/tables/{STAGING}")
    if filesystem.get_file_info(f"{root}/changes").type.name != "Directory":
        filesystem.create_dir(f"{root}/changes", recursive=True)
    errors = sorted(set(errors))
    unmatched = []
    if options.get("tables"):  # a pattern no table of the files matched: a typo, said
        from binlogspec.splits import table_matcher

        seen = {n for r in results for n in r.get("tables_seen", ())}
        matched = {p for r in results for p in r.get("patterns_matched", ())}
        unmatched = table_matcher(options["tables"]).unmatched_note(seen, matched).splitlines()
        for line in unmatched:
            say(f"note: {line}")
    summary = {
        "files": len(refs),
        "events": sum(per_file.values()),
        "events_per_file": dict(sorted(per_file.items())),
        "row_changes": sum(per_table.values()),
        "tables": [{"db": db, "table": table, "row_changes": per_table.get((db, table), 0),
                    "typed_tables": typed.get((db, table), [])}
                   for db, table in sorted(set(per_table) | set(typed))],
        "typed_tables": tables,
        "errors": errors,
        "skipped": passed_over,
        "unmatched_tables": unmatched,
        "schema_notes": [f"{where}: {message}" for where, message in schema_notes],
        "output": out,
        "seconds": round(time.monotonic() - started, 1),
    }
    Path(out).mkdir(parents=True, exist_ok=True) if "://" not in out else None
    with filesystem.open_output_stream(f"{root}/summary.json") as fh:
        fh.write((json.dumps(summary, indent=2, sort_keys=True) + "\n").encode())
    print_summary(summary, stdout)
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


def schema_options(schema=None, schema_files=None, follow_ddl=False):
    """The source options of ``--schema DB.TABLE=FILE`` items and ``--schema-file [DB=]FILE``
    dumps (the job's and ``binlogspec parquet``'s), checked now: a file that does not read or
    parse, or an item not of that form, is an OSError or ValueError naming it."""
    from binlogspec.readoptions import Options, schema_seed

    options = {}
    if schema:
        from binlogspec.ddl import schema_item

        options["schemas"] = json.dumps(dict(schema_item(item) for item in schema))
    if schema_files or follow_ddl:
        options["followDdl"] = "true"
        if schema_files:
            options["schemaFile"] = ",".join(schema_files)
        schema_seed(Options(dict(options, path="-")))  # a dump that does not read or parse: one line now
    return options


def print_summary(summary, stdout):
    print(f"files: {summary['files']}   events: {summary['events']}   row changes: {summary['row_changes']}"
          f"   ({summary['seconds']}s)", file=stdout)
    for table in summary["tables"]:
        name = json.dumps(f"{table['db']}.{table['table']}", ensure_ascii=False)[1:-1]  # no control byte printed
        print(f"  {table['row_changes']:8}  {name}", file=stdout)
    print(f"typed tables: {', '.join(summary['typed_tables']) or 'none'}", file=stdout)
    print(f"errors: {len(summary['errors'])}", file=stdout)
    for error in summary["errors"]:
        print(f"  {error}", file=stdout)
    for item in summary.get("skipped", []):
        print(f"skipped: {item['file']}: {item['why']}", file=stdout)
    print(f"output (Parquet): {summary['output']}  (changes/, tables/<db>.<table>/, summary.json)", file=stdout)


def main(argv=None):
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
        from binlogspec.storage import expand
        from binlogspec.readoptions import selection_of

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


def selector_options(args):
    """The source options (``startPosition`` ...) of the selectors given on a command line."""
    options = {}
    for attr, key in (("start_position", "startPosition"), ("stop_position", "stopPosition"),
                      ("start_datetime", "startDatetime"), ("stop_datetime", "stopDatetime")):
        if getattr(args, attr, None) is not None:
            options[key] = str(getattr(args, attr))
    if getattr(args, "database", None):
        options["database"] = ",".join(args.database)
    return options


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
