"""SQL out on Spark: the UDTF ``binlog_sql``, each row change of a file's bytes with its redo and
undo statement (:func:`binlogspec.sql.change_statements`), so that a query builds the redo or
undo script of a time window over many files::

    register_sql(spark)
    spark.sql("SELECT s.* FROM files, LATERAL binlog_sql(content, path) s")
    spark.sql("SELECT * FROM binlog_sql(TABLE(files))")

A flashback script is the ``undo`` column ordered by ``file, trx_pos, pos, row_index``
descending, each transaction (``file, trx_pos``) between ``BEGIN;`` and ``COMMIT;``
(:func:`undo_script` writes it from such rows)."""

import functools
from typing import Any, Iterable, Iterator, cast

__all__ = ["SQL_FIELDS", "binlog_sql_udtf", "register_sql", "undo_script"]

# the UDTF's columns (pyspark is imported only when the UDTF is made: this module loads without it)
SQL_FIELDS = (("file", "string"), ("trx_pos", "long"), ("pos", "long"), ("row_index", "int"), ("gtid", "string"),
              ("timestamp", "long"), ("db", "string"), ("table", "string"), ("op", "string"), ("redo", "string"),
              ("undo", "string"), ("error", "string"))


@functools.lru_cache(maxsize=None)
def binlog_sql_udtf() -> Any:
    """The UDTF ``binlog_sql``: one row per row change of a file's bytes (``SQL_FIELDS``): where it
    is, its GTID and time, its ``redo`` and ``undo`` statements, and ``error`` where one cannot be
    written (then None). A fault of the file is a last row with only ``file``, ``pos`` (its
    offset) and ``error``. ``binlog_sql(content [, name])`` or ``binlog_sql(TABLE(files))``, as
    ``binlog_row_changes`` takes them."""
    from pyspark.sql.functions import udtf
    from pyspark.sql.types import StructType, _parse_datatype_string
    from pyspark.sql.udtf import AnalyzeResult

    from binlogspec_spark.udfs import _check_arguments, _inputs, _table_columns

    schema = cast(StructType, _parse_datatype_string(", ".join(f"`{n}` {t}" for n, t in SQL_FIELDS)))

    @udtf
    class BinlogSql:
        @staticmethod
        def analyze(content: Any, *name: Any) -> AnalyzeResult:
            _check_arguments("binlog_sql", name)
            return AnalyzeResult(schema, select=_table_columns(content) if content.isTable else ())

        def eval(self, content: Any, *rest: Any) -> Iterator[tuple]:
            from binlogspec import errors
            from binlogspec.sql import change_statements

            content, name, _ = _inputs(content, rest)
            if content is None:
                return
            try:
                yield from change_statements(bytes(content), name=name or "<bytes>")
            except errors.BinlogError as exc:
                yield (exc.file, None, exc.offset, None, None, None, None, None, None, None, None, str(exc))

    return BinlogSql


def register_sql(spark: Any) -> Any:
    """Register the UDTF ``binlog_sql`` for SQL; returns ``spark``."""
    spark.udtf.register("binlog_sql", binlog_sql_udtf())
    return spark


def undo_script(rows: Iterable[Any]) -> str:
    """The flashback script of ``binlog_sql`` rows already ordered by ``file, trx_pos, pos,
    row_index`` descending (``df.orderBy(...desc()).toLocalIterator()``): each transaction's undo
    statements between ``BEGIN;`` and ``COMMIT;``, after the header ``binlogspec sql`` writes."""
    from binlogspec.sql import HEADER

    out, last = [HEADER], None
    for row in rows:
        if row["undo"] is None:
            raise ValueError(f"{row['file']}:{row['pos']}: no undo statement: {row['error']}")
        key = (row["file"], row["trx_pos"])
        if key != last:
            if last is not None:
                out.append("COMMIT;\n")
            out.append(f"-- {row['file']}:{row['trx_pos']} GTID {row['gtid'] or '(none)'}\nBEGIN;\n")
            last = key
        out.append(row["undo"] + "\n")
    if last is not None:
        out.append("COMMIT;\n")
    return "".join(out)
