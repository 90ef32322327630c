"""A SparkSession set up for binlogspec, and the registration of its source and functions."""

import os
import sys
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from pyspark.sql import SparkSession

JAVA_HOME = "/usr/lib/jvm/java-17-openjdk-amd64"


def environment() -> None:
    """Point Spark at Java 17 and at this Python for its workers (other JDKs may be installed;
    PySpark 4 needs 17 or later). An explicit ``JAVA_HOME_17`` wins."""
    java = os.environ.get("JAVA_HOME_17") or (JAVA_HOME if os.path.isdir(JAVA_HOME) else os.environ.get("JAVA_HOME"))
    if java:
        os.environ["JAVA_HOME"] = java
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)


def session(master: str = "local[2]", app_name: str = "binlogspec",
            config: Optional[dict[str, str]] = None) -> "SparkSession":
    """A SparkSession (``master``: ``local[N]`` or ``spark://host:port``) with the
    ``mysql_binlog`` source and the UDFs registered, Spark's stage bars off (``config``
    ``{"spark.ui.showConsoleProgress": "true"}`` brings them back)."""
    environment()
    from pyspark.sql import SparkSession

    builder = (SparkSession.builder.master(master).appName(app_name)
               .config("spark.ui.enabled", "false")
               .config("spark.ui.showConsoleProgress", "false")  # (stage bars overwrite what a notebook prints)
               .config("spark.sql.session.timeZone", "UTC")
               .config("spark.sql.shuffle.partitions", "4"))
    for key, value in (config or {}).items():
        builder = builder.config(key, value)
    spark = builder.getOrCreate()
    register(spark)
    return spark


def register(spark: "SparkSession") -> "SparkSession":
    """Register the ``mysql_binlog`` data source and every UDF/UDTF with ``spark``; returns it."""
    from binlogspec_spark.datasource import BinlogDataSource
    from binlogspec_spark.udfs import register_udfs

    spark.dataSource.register(BinlogDataSource)
    register_udfs(spark)
    return spark
