"""Typed tables: one source table's row changes with its real column names and Spark types.

    orders = read_table(spark, "binlogs/*", "shop.orders")

Columns: ``op, file, pos, row_index, timestamp, gtid, trx_pos`` (renamed ``_op`` ... where the
table has a column of that name), then the table's columns typed as in
:mod:`binlogspec_spark.types`, holding the row after the change (before it, for a delete), then
``before``: a struct of the same columns holding the row before an update or delete (NULL for an
insert), and ``_corrupt_record`` (PERMISSIVE faults, as in the data source).

Layout changes: the column list comes from the table's TABLE_MAP events. When the files hold
more than one layout of the table (an ALTER TABLE between them), ``read_table`` raises
:class:`LayoutChanged`, which names the file and position where each layout first appears;
``layout=N`` then reads the rows written under layout ``N`` (0 the first) with that layout's
schema, and :func:`layouts` lists them. One schema per layout version, never a guess.
"""

import json

from binlogspec_spark._fs import expand


class LayoutChanged(ValueError):
    """The table's layout changes inside the files; ``.layouts`` lists them."""

    def __init__(self, message, layouts):
        super().__init__(message)
        self.layouts = layouts


def _paths(paths):
    return [paths] if isinstance(paths, str) else list(paths)


def _source(spark, paths, options):
    reader = spark.read.format("mysql_binlog").option("paths", json.dumps(_paths(paths)))
    for key, value in options.items():
        reader = reader.option(key, value)
    return reader


def layouts(spark, paths, table, schema=None, **options):
    """The layouts of ``table`` (``"db.table"``; a glob such as ``"*"`` gives those of every
    matching table) in the files, in file order: dicts with ``table``, ``columns`` (name, Spark
    type JSON, MySQL type), ``file`` and ``pos`` of the first TABLE_MAP event with it."""
    if schema is not None:
        options["schemas"] = json.dumps({table: schema})
    rows = (_source(spark, paths, options).option("mode", "layouts").option("tables", table)
            .option("parseMode", "PERMISSIVE").load()
            .where("_corrupt_record IS NULL").collect())
    rank = {ref.name: i for i, ref in enumerate(expand(_paths(paths)))}
    found = {}
    for row in sorted(rows, key=lambda r: (rank.get(r.file, len(rank)), r.pos)):
        found.setdefault((row.db, row.table, row.layout), {"table": f"{row.db}.{row.table}", "file": row.file,
                                                           "pos": row.pos, "columns": json.loads(row.layout)})
    return list(found.values())


def read_table(spark, paths, table, schema=None, layout=None, *, found=None, **options):
    """A DataFrame of ``table``'s row changes (``"db.table"``) with its own columns and Spark
    types; see the module documentation. ``schema``: a ``CREATE TABLE`` statement for a table
    whose table maps lack column names. Other keyword arguments are data source options
    (``parseMode``, ``verifyChecksums``, ``maxPartitionBytes``, ``backend``); ``found``: the
    table's :func:`layouts`, when already known (saves a pass over the files)."""
    if found is None:
        found = layouts(spark, paths, table, schema, **dict(options))
    if not found:
        raise ValueError(f"no TABLE_MAP event for {table} in {', '.join(_paths(paths))}")
    if layout is None and len(found) > 1:
        where = "; ".join(
            f"layout {i} ({', '.join(c['name'] for c in f['columns'])}) from {f['file']}:{f['pos']}"
            for i, f in enumerate(found))
        raise LayoutChanged(f"{table} changes layout inside the files: {where}; "
                            "read one with read_table(..., layout=N)", found)
    chosen = found[layout or 0]
    if schema is not None:
        options["schemas"] = json.dumps({table: schema})
    return (_source(spark, paths, options).option("mode", "typed").option("tables", table)
            .option("layout", json.dumps(chosen["columns"], separators=(",", ":"))).load())
