"""Binlog files in, Parquet out.

    python -m binlogspec_spark.job [FILES/GLOBS/FOLDERS...] [--out DIR] [--master spark://host:7077]

Writes ``DIR/changes`` (the ``mysql_binlog`` source's rows mode: one row per row change, faults as
``_corrupt_record`` rows) and ``DIR/tables/<db>.<table>`` (one typed table per source table, see
:func:`binlogspec_spark.read_table`; ``<db>.<table>@<N>`` per layout when a table's layout
changes inside the files), then prints a summary (files, events, row changes per table, errors)
and writes it to ``DIR/summary.json``. With no files it reads the bundled ``samples/`` in local
mode and prints a few rows of each output.
"""

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

SAMPLES = Path(__file__).resolve().parents[1] / "samples"


def sample_files():
    """The bundled sample binlogs (``samples/``; its README and schema dump are no binlogs)."""
    from binlogspec.files import binlog_files

    return binlog_files([str(SAMPLES)])


def say(message):
    print(f"==> {message}", file=sys.stderr, flush=True)


def run(spark, files, out, *, show=0, options=None, stdout=sys.stdout):
    """Run the job on ``files`` with ``spark``; returns the summary dict."""
    from pyspark.sql import functions as F

    from binlogspec_spark._fs import expand
    from binlogspec_spark.typed import layouts, read_table

    options = dict(options or {})
    out = str(out)
    # TIMESTAMP columns as Parquet's UTC-adjusted microseconds (not the legacy INT96), so that
    # pandas and pyarrow read them back as UTC instants and DATETIME (NTZ) ones as local times
    spark.conf.set("spark.sql.parquet.outputTimestampType", "TIMESTAMP_MICROS")
    paths_json = json.dumps(list(files))
    refs = expand(list(files))
    started = time.monotonic()

    def source(mode):
        reader = spark.read.format("mysql_binlog").option("paths", paths_json).option("mode", mode)
        for key, value in options.items():
            reader = reader.option(key, value)
        return reader.load()

    say(f"{len(refs)} files, {sum(r.size for r in refs)} bytes; counting events")
    per_file, errors = {}, set()
    for r in source("events").groupBy("file").agg(
            F.count(F.when(F.col("_corrupt_record").isNull(), 1)).alias("events"),
            F.collect_set("_corrupt_record").alias("faults")).collect():
        per_file[r.file] = r.events
        errors.update(r.faults)
    say(f"writing row changes to {out}/changes")
    source("rows").write.mode("overwrite").parquet(f"{out}/changes")
    changes = spark.read.parquet(f"{out}/changes")
    per_table = {}
    for r in changes.groupBy("db", "table").agg(F.count("*").alias("n"),
                                                F.collect_set("_corrupt_record").alias("faults")).collect():
        if r.db is not None:
            per_table[f"{r.db}.{r.table}"] = r.n
        errors.update(r.faults)
    say("finding table layouts")
    by_table = {}
    for found in layouts(spark, files, "*", **options):
        by_table.setdefault(found["table"], []).append(found)
    tables = []
    for name in sorted(per_table):
        found = by_table.get(name, [])
        targets = [(f"{name}@{i}", i) for i in range(len(found))] if len(found) > 1 else [(name, None)]
        for target, layout in targets:
            say(f"writing typed table {target}")
            df = read_table(spark, files, name, layout=layout, found=found, **options)
            df.write.mode("overwrite").parquet(f"{out}/tables/{target}")
            tables.append(target)
    errors = sorted(errors)
    summary = {
        "files": len(refs),
        "events": sum(per_file.values()),
        "events_per_file": dict(sorted(per_file.items())),
        "row_changes": sum(per_table.values()),
        "rows_per_table": dict(sorted(per_table.items())),
        "typed_tables": tables,
        "errors": errors,
        "output": out,
        "seconds": round(time.monotonic() - started, 1),
    }
    Path(out).mkdir(parents=True, exist_ok=True)
    (Path(out) / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    print_summary(summary, stdout)
    if show:
        print(f"\nchanges ({out}/changes), first {show} rows:", file=stdout)
        print(changes.orderBy("file", "pos", "row_index")
              .select("file", "pos", "op", "db", "table", "after_json", "_corrupt_record")
              ._show_string(show, 60), file=stdout)
        for target in tables:
            df = spark.read.parquet(f"{out}/tables/{target}")
            print(f"typed table {target}: {df.schema.simpleString()[:300]}", file=stdout)
            print(df.orderBy(df.columns[1], df.columns[2], df.columns[3])._show_string(show, 40), file=stdout)
    return summary


def print_summary(summary, stdout):
    print(f"files: {summary['files']}   events: {summary['events']}   row changes: {summary['row_changes']}"
          f"   ({summary['seconds']}s)", file=stdout)
    for name, n in summary["rows_per_table"].items():
        print(f"  {n:8}  {name}", file=stdout)
    print(f"typed tables: {', '.join(summary['typed_tables']) or 'none'}", file=stdout)
    print(f"errors: {len(summary['errors'])}", file=stdout)
    for error in summary["errors"]:
        print(f"  {error}", file=stdout)
    print(f"output: {summary['output']}", file=stdout)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="binlogspec-spark", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", help="binlog files, globs, folders or URIs (default: samples/)")
    parser.add_argument("--out", help="output folder (default: a new temporary folder)")
    parser.add_argument("--master", default="local[2]", help="Spark master (default local[2]; spark://host:port)")
    parser.add_argument("--show", type=int, default=None, help="rows of each output to print (default 5 on the samples, else 0)")
    parser.add_argument("--max-partition-bytes", type=int, help="split files larger than this (default 128 MB)")
    parser.add_argument("--parse-mode", choices=["PERMISSIVE", "FAILFAST"], default="PERMISSIVE")
    parser.add_argument("--no-verify-checksums", action="store_true", help="flag CRC32 mismatches, do not stop")
    args = parser.parse_args(argv)
    files = args.files or sample_files()
    show = args.show if args.show is not None else (0 if args.files else 5)
    out = args.out or tempfile.mkdtemp(prefix="binlogspec-spark-")
    options = {"parseMode": args.parse_mode}
    if args.max_partition_bytes:
        options["maxPartitionBytes"] = str(args.max_partition_bytes)
    if args.no_verify_checksums:
        options["verifyChecksums"] = "false"

    from binlogspec_spark.session import session

    say(f"starting Spark ({args.master})")
    spark = session(args.master, "binlogspec-job")
    spark.sparkContext.setLogLevel("ERROR")
    try:
        run(spark, files, out, show=show, options=options)
    finally:
        spark.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
