"""The benchmark's children (``bench/run.py``): each contender that is a Python program of ours
runs in a process of its own, started as ``python bench/child.py NAME FILE...``, and prints one
JSON line: rows, values touched, seconds.

They live apart from ``run.py`` so that a child pays only for what it measures: ``run.py`` is
large and imports what the harness needs (subprocess, importlib.metadata, ...), and a script is
compiled from source each time it runs. ``child.py`` is a few lines; this module is compiled once
beforehand (``run.py``'s ``compile_sources``)."""

import json
import os
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"
WORK = BENCH / "work"
# the table the one-table contenders read: bench.orders, or the production-shaped binlog's
# (run.py sets it); BINLOGSPEC_BENCH_TABLES=all: the Arrow contender reads every table in one pass
TABLE = os.environ.get("BINLOGSPEC_BENCH_TABLE", "bench.orders")
ALL_TABLES = os.environ.get("BINLOGSPEC_BENCH_TABLES") == "all"
SPARK_COPIES = 4

# ----------------------------------------------------------------------------------------------
# Children: each contender's own process runs ``child.py NAME FILE...`` (except the peers,
# which are their own programs) and prints one JSON line: rows, values touched, seconds.

def child_row_changes(paths, fast):
    from binlogspec import fast as fast_module
    from binlogspec.rows import row_changes

    rows = touched = 0
    for path in paths:
        for change in row_changes(path, fast=fast):
            rows += 1
            for image in (change.before, change.after):
                if image:
                    for value in image.values():
                        touched += value is not None
    return {"rows": rows, "values": touched, "fast_path": bool(fast and fast_module.available())}


def child_arrow(paths):
    """Every record batch of TABLE (record_batches), or of every table in one pass (table_batches)."""
    from binlogspec import fast as fast_module
    from binlogspec.arrow import record_batches, table_batches

    rows = cells = 0
    for path in paths:
        batches = (b for _, b in table_batches(path)) if ALL_TABLES else record_batches(path, TABLE)
        for batch in batches:
            rows += batch.num_rows
            # the batch is already built; counting each column's non-NULLs looks at every array
            cells += sum(len(column) - column.null_count for column in batch.columns)
    return {"rows": rows, "values": cells, "fast_path": fast_module.available()}


def child_spark(paths, process_start):
    """The typed read: read_table's layouts pass and typed rows, then the one aggregate."""
    from binlogspec_spark import read_table

    spark, up = _session("binlogspec-bench")
    return _twice(spark, lambda: _aggregate(read_table(spark, paths, TABLE)), process_start, up)


def _aggregate(df):
    """The Spark contenders' one aggregate: the rows and the non-NULL values of every column
    (of the ``before`` struct's fields too)."""
    from pyspark.sql import functions as F
    from pyspark.sql.types import StructType

    cells = []
    for field in df.schema.fields:
        if isinstance(field.dataType, StructType):
            cells += [F.col(f"`{field.name}`.`{inner.name}`") for inner in field.dataType.fields]
        elif field.name != "_corrupt_record":
            cells.append(F.col(f"`{field.name}`"))
    return df.agg(F.count(F.lit(1)), *[F.count(c) for c in cells]).collect()[0]


def _twice(spark, query, process_start, up):
    """Run ``query`` (a function giving a Row of counts) twice in the session; the timing dict."""
    try:
        counts = query()
        done = time.monotonic()
        again = query()
        warm = time.monotonic() - done
    finally:
        spark.stop()
    if tuple(again) != tuple(counts):
        raise RuntimeError(f"the second query counted {tuple(again)}, the first {tuple(counts)}")
    return {"rows": counts[0], "values": sum(counts[1:]), "session_seconds": up - process_start,
            "after_session_seconds": done - up, "warm_seconds": warm,
            "total_seconds": time.monotonic() - process_start}


def _session(name):
    from binlogspec_spark import session

    spark = session("local[2]", name)
    spark.sparkContext.setLogLevel("ERROR")
    return spark, time.monotonic()


def _typed_ipc(path):
    """The typed read's Arrow batches of ``path`` (bench.orders: the batches read_table gives),
    written once to an Arrow IPC file in bench/work: what the ceiling and Parquet contenders serve."""
    import pyarrow as pa

    from binlogspec import walk
    from binlogspec.outputs import TypedTable
    from binlogspec.rows import open_reader
    from binlogspec_spark.datasource import layout_json

    source = Path(path).resolve()
    ipc = WORK / (source.name + ("" if TABLE == "bench.orders" else f".{TABLE}") + ".typed.arrow")
    if ipc.exists() and ipc.stat().st_mtime >= source.stat().st_mtime:
        return ipc
    writer, table = None, None
    with open_reader(str(source)) as reader:
        for step in walk.steps(reader, tables={TABLE}):
            table = table or TypedTable(layout_json(step.columns))
            for batch in table.add(step):
                writer = writer or pa.ipc.new_file(str(ipc) + ".partial", batch.schema)
                writer.write_batch(batch)
    for batch in table.finish():
        writer = writer or pa.ipc.new_file(str(ipc) + ".partial", batch.schema)
        writer.write_batch(batch)
    writer.close()
    os.replace(str(ipc) + ".partial", ipc)
    return ipc


def child_spark_ceiling(paths, process_start):
    """Spark's Python data source path at its best on this machine: a source that yields the very
    same typed Arrow batches, prebuilt (read from an IPC file), one partition per file."""
    import pyarrow as pa
    from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition

    ipc = str(_typed_ipc(paths[0]))
    arrow_schema = pa.ipc.open_file(ipc).schema

    class Prebuilt(DataSource):
        @classmethod
        def name(cls):
            return "prebuilt_typed"

        def schema(self):
            from pyspark.sql.pandas.types import from_arrow_schema

            return from_arrow_schema(arrow_schema)

        def reader(self, schema):
            return PrebuiltReader(int(self.options.get("copies", "1")), self.options["ipc"])

    class PrebuiltReader(DataSourceReader):
        def __init__(self, copies, path):
            self.copies, self.path = copies, path

        def partitions(self):
            return [InputPartition(i) for i in range(self.copies)]

        def read(self, partition):
            import pyarrow as pa

            with pa.ipc.open_file(self.path) as f:
                for i in range(f.num_record_batches):
                    yield f.get_batch(i)

    spark, up = _session("binlogspec-bench-ceiling")
    spark.dataSource.register(Prebuilt)
    return _twice(spark, lambda: _aggregate(spark.read.format("prebuilt_typed").option("ipc", ipc)
                                            .option("copies", str(len(paths))).load()), process_start, up)


def child_spark_parquet(paths, process_start):
    """Spark's own Parquet reader on the same typed rows (one Parquet file per copy, written once)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    ipc = _typed_ipc(paths[0])
    folder = ipc.with_suffix(".parquet")
    if not folder.is_dir() or folder.stat().st_mtime < ipc.stat().st_mtime:
        folder.mkdir(exist_ok=True)
        table = pa.ipc.open_file(str(ipc)).read_all()
        for i in range(SPARK_COPIES):
            pq.write_table(table, folder / f"copy{i + 1}.parquet")
    spark, up = _session("binlogspec-bench-parquet")
    files = [str(folder / f"copy{i + 1}.parquet") for i in range(len(paths))]
    return _twice(spark, lambda: _aggregate(spark.read.parquet(*files)), process_start, up)


def child_spark_job(paths, process_start):
    """The binlog-to-Parquet job end to end after session start (every output of the files)."""
    import io
    import shutil
    import tempfile

    from binlogspec_spark import job

    spark, up = _session("binlogspec-bench-job")
    out = tempfile.mkdtemp(prefix="binlogspec-bench-job-")
    try:
        summary = job.run(spark, paths, out, stdout=io.StringIO())
        done = time.monotonic()  # (the session's stop and the output's removal are not the job's)
    finally:
        spark.stop()
        shutil.rmtree(out, ignore_errors=True)
    if summary["errors"]:
        raise RuntimeError(f"the job reported faults: {summary['errors'][:3]}")
    return {"rows": summary["row_changes"], "values": 0, "session_seconds": up - process_start,
            "after_session_seconds": done - up, "total_seconds": done - process_start}


def child_spark_udf(paths, process_start):
    """The Arrow UDF path over ``binaryFile`` content: each file's events cut by
    binlog_split_events_arrow, the rows events' row changes decoded by binlog_decode_rows_arrow
    with their table map and format description (found by a window over the events)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    from binlogspec_spark import udfs

    spark, up = _session("binlogspec-bench-udf")

    def query():
        events = (spark.read.format("binaryFile").load(paths).select("path", F.explode(udfs.split_events_arrow("content")).alias("e"))
                  .select("path", "e.pos", "e.type", "e.event"))
        ordered = Window.partitionBy("path").orderBy("pos").rowsBetween(Window.unboundedPreceding, -1)
        paired = events.select(
            "path", "pos", "type", "event",
            F.last(F.when(F.col("type") == "TABLE_MAP_EVENT", F.col("event")), ignorenulls=True).over(ordered).alias("tm"),
            F.first(F.when(F.col("type") == "FORMAT_DESCRIPTION_EVENT", F.col("event")), ignorenulls=True).over(
                Window.partitionBy("path").orderBy("pos")).alias("fde"))
        rows = paired.where(F.col("type").rlike("^(WRITE|UPDATE|DELETE|PARTIAL_UPDATE)_ROWS")).select(
            F.explode(udfs.decode_rows_arrow("event", "tm", "fde")).alias("c"))
        return rows.agg(F.count(F.lit(1)), F.count("c.after_json"), F.count("c.before_json")).collect()[0]

    return _twice(spark, query, process_start, up)


def _changes_counts(df):
    """The rows-mode contenders' one aggregate: the rows and the non-NULL JSON images."""
    from pyspark.sql import functions as F

    return df.agg(F.count(F.lit(1)), F.count("after_json"), F.count("before_json")).collect()[0]


def child_spark_rows(paths, process_start):
    """The data source's rows mode (one row per row change, every table) over the files."""
    spark, up = _session("binlogspec-bench-rows")
    return _twice(spark, lambda: _changes_counts(spark.read.format("mysql_binlog").load(paths)), process_start, up)


def child_spark_events(paths, process_start):
    """The data source's events mode (one row per event) over the files, counted with its bodies."""
    from pyspark.sql import functions as F

    spark, up = _session("binlogspec-bench-events")

    def query():
        events = spark.read.format("mysql_binlog").option("mode", "events").load(paths)
        return events.agg(F.count(F.lit(1)), F.count("body_json"), F.sum(F.length("body_json"))).collect()[0]

    return _twice(spark, query, process_start, up)


def child_spark_udtf(paths, process_start, table="files"):
    """The Arrow UDTF binlog_row_changes_arrow over binaryFile's view ``files`` of the files: the
    rows mode's rows, from a whole file's bytes at a time; with ``table`` ``SELECT path FROM
    files``, from the paths alone (Spark reads no file, the UDTF reads each as the source does)."""
    spark, up = _session("binlogspec-bench-udtf")

    def query():
        spark.read.format("binaryFile").load(paths).createOrReplaceTempView("files")
        return _changes_counts(spark.sql(f"SELECT * FROM binlog_row_changes_arrow(TABLE({table}))"))

    return _twice(spark, query, process_start, up)


def child_floor(paths):
    """Reading the file and checking every event's CRC32 in Python: the floor of any reader."""
    import zlib

    events = 0
    for path in paths:
        with open(path, "rb") as fh:
            data = fh.read()  # its own process: the file in memory at once is the fastest read
        pos = 4
        while pos + 19 <= len(data):
            size = int.from_bytes(data[pos + 9:pos + 13], "little")
            if zlib.crc32(memoryview(data)[pos:pos + size - 4]) != int.from_bytes(data[pos + size - 4:pos + size], "little"):
                raise RuntimeError(f"{path}:{pos}: CRC32 mismatch")
            events += 1
            pos += size
    return {"rows": events, "values": 0}


def child_main(argv):
    process_start = time.monotonic()
    name, paths = argv[0], argv[1:]
    started = time.monotonic()
    if name == "floor-crc32":
        out = child_floor(paths)
    elif name == "spark-ceiling":
        out = child_spark_ceiling(paths, process_start)
    elif name == "spark-parquet":
        out = child_spark_parquet(paths, process_start)
    elif name in ("spark-job", "spark-job-corpus"):
        out = child_spark_job(paths, process_start)
    elif name == "spark-udf":
        out = child_spark_udf(paths, process_start)
    elif name == "spark-rows":
        out = child_spark_rows(paths, process_start)
    elif name == "spark-udtf":
        out = child_spark_udtf(paths, process_start)
    elif name == "spark-udtf-paths":
        out = child_spark_udtf(paths, process_start, "SELECT path FROM files")
    elif name == "spark-events":
        out = child_spark_events(paths, process_start)
    elif name == "binlogspec-python":
        out = child_row_changes(paths, fast=True)
    elif name == "binlogspec-spec":
        out = child_row_changes(paths, fast=False)
    elif name == "binlogspec-arrow":
        out = child_arrow(paths)
    elif name == "spark-local2":
        out = child_spark(paths, process_start)
    else:
        raise SystemExit(f"no child called {name}")
    out.setdefault("seconds", time.monotonic() - started)
    print(json.dumps(out), flush=True)
    return 0
