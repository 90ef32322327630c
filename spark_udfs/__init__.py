"""binlogspec on Apache Spark: the ``mysql_binlog`` data source, UDFs over binary columns,
typed tables, and the binlog-to-Parquet job (``python -m binlogspec_spark.job``).

    from binlogspec_spark import register, read_table, session
    spark = session()                      # or your own SparkSession, then register(spark)
    changes = spark.read.format("mysql_binlog").load("binlogs/*")
    orders = read_table(spark, "binlogs/*", "shop.orders")
"""

from binlogspec_spark.session import binlog_files, register, session  # noqa: F401
from binlogspec_spark.mirror import delta_config, mirror  # noqa: F401
from binlogspec_spark.state import table_state  # noqa: F401
from binlogspec_spark.sql_out import register_sql, undo_script  # noqa: F401
from binlogspec_spark.typed import LayoutChanged, layouts, read_table  # noqa: F401

__all__ = ["LayoutChanged", "binlog_files", "delta_config", "layouts", "mirror", "read_table", "register",
           "register_sql", "session", "table_state", "undo_script"]
