"""A SparkSession set up for binlogspec, and the registration of its source and functions."""

import os
import sys
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

JAVA_HOME = "/usr/lib/jvm/java-17-openjdk-amd64"


def environment() -> None:
    """Point Spark at Java 17 and at this Python for its workers (other JDKs may be installed;
    PySpark 4 needs 17 or later). An explicit ``JAVA_HOME_17`` wins."""
    java = os.environ.get("JAVA_HOME_17") or (JAVA_HOME if os.path.isdir(JAVA_HOME) else os.environ.get("JAVA_HOME"))
    if java:
        os.environ["JAVA_HOME"] = java
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)


def driver_memory() -> Optional[str]:
    """The JVM heap ``session()`` gives a local master: a quarter of the machine's memory, at
    least Spark's own 1 GiB and at most 8 GiB. Spark's default of 1 GiB fails on real binlogs:
    ``binaryFile`` holds a whole file in the heap (a server's file is up to 1 GiB), and four
    100 MB binlogs through a UDTF overflow it. None where the user sized it already
    (``SPARK_DRIVER_MEMORY``, ``--driver-memory`` in ``PYSPARK_SUBMIT_ARGS``, or
    ``spark.driver.memory`` in Spark's ``spark-defaults.conf``)."""
    if os.environ.get("SPARK_DRIVER_MEMORY") or "--driver-memory" in os.environ.get("PYSPARK_SUBMIT_ARGS", ""):
        return None
    for conf in (os.environ.get("SPARK_CONF_DIR"), os.path.join(os.environ.get("SPARK_HOME", ""), "conf")):
        try:
            with open(os.path.join(conf or "", "spark-defaults.conf"), encoding="utf-8") as fh:
                if any(line.split()[:1] == ["spark.driver.memory"] for line in fh):
                    return None
        except OSError:
            pass
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return None
    return f"{min(8 << 10, max(1 << 10, total // 4 >> 20))}m"


def binary_file_limit(memory: str) -> int:
    """The largest file ``binaryFile`` reads in a JVM of ``memory`` (``"6026m"``): a twentieth
    of the heap. Measured in local[2] with a 6 GiB heap: a 300 MB binlog goes through
    ``binlog_row_changes_arrow``, a 600 MB one runs the JVM out of memory."""
    return (int(memory[:-1]) << 20) // 20


def session(master: str = "local[2]", app_name: str = "binlogspec",
            config: Optional[dict[str, str]] = None) -> "SparkSession":
    """A SparkSession (``master``: ``local[N]`` or ``spark://host:port``) with the
    ``mysql_binlog`` source and the UDFs registered, Spark's stage bars off (``config``
    ``{"spark.ui.showConsoleProgress": "true"}`` brings them back), and a local master's JVM
    sized for real binlogs (:func:`driver_memory`; ``config`` ``{"spark.driver.memory": ...}``
    wins). Settings of a JVM take hold when the session starts it: a session already running in
    the process is returned as it is."""
    environment()
    from pyspark.sql import SparkSession

    builder = (SparkSession.builder.master(master).appName(app_name)
               .config("spark.ui.enabled", "false")
               .config("spark.ui.showConsoleProgress", "false")  # (stage bars overwrite what a notebook prints)
               .config("spark.sql.session.timeZone", "UTC")
               .config("spark.sql.shuffle.partitions", "4"))
    memory = driver_memory() if master.startswith("local") else None
    if memory:
        builder = builder.config("spark.driver.memory", memory)
        # binaryFile holds a whole file in one row: a file the heap cannot hold through a UDTF
        # (its bytes, the row's copy, Arrow's, on each of the tasks) is refused by Spark with the
        # file's name and the limit, where it would have taken the JVM down with it
        builder = builder.config("spark.sql.sources.binaryFile.maxLength", str(binary_file_limit(memory)))
    for key, value in (config or {}).items():
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    register(spark)
    return spark


def binlog_files(spark: "SparkSession", paths, content: bool = True) -> "DataFrame":
    """``binaryFile``'s DataFrame (``path, modificationTime, length, content``) of the binlogs
    ``paths`` names (a path, or a list of them: files, globs, folders, URIs, listed as the data
    source lists them, the files that are no binlogs passed over with a note), for the UDFs and
    UDTFs. ``binaryFile`` holds a whole file in one row, in the JVM and in the Python worker: a
    file larger than the session lets it read (``spark.sql.sources.binaryFile.maxLength``, which
    :func:`~binlogspec_spark.session` sets from the JVM's heap) stops here, with one line that
    says to read it with the data source, which cuts a file into splits. ``content=False``: the
    files' ``path, modificationTime, length`` only, for the UDTFs to read each file from its path
    (Spark reads no file, so there is no limit on their size)."""
    from binlogspec.storage import expand

    refs = expand([paths] if isinstance(paths, str) else list(paths))
    files = spark.read.format("binaryFile").load([ref.name for ref in refs])
    if not content:
        return files.select("path", "modificationTime", "length")
    limit = int(spark.conf.get("spark.sql.sources.binaryFile.maxLength") or (1 << 31) - 1)
    for ref in refs:
        if ref.size > limit:
            raise ValueError(f"{ref.name}: {ref.size:,} bytes, more than binaryFile reads in this session "
                             f"({limit:,}: spark.sql.sources.binaryFile.maxLength, a row holds a whole file); read "
                             "it with spark.read.format('mysql_binlog'), which cuts a file into splits, or give the UDTFs "
                             "paths, which they read from: binlog_files(spark, paths, content=False)")
    return files


def register(spark: "SparkSession") -> "SparkSession":
    """Register the ``mysql_binlog`` data source and every UDF/UDTF with ``spark``; returns it."""
    from binlogspec_spark.datasource import BinlogDataSource
    from binlogspec_spark.udfs import register_udfs

    spark.dataSource.register(BinlogDataSource)
    register_udfs(spark)
    return spark
