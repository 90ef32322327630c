"""Typed tables: one source table's row changes with its real column names and Spark types.

    orders = read_table(spark, "binlogs/*", "shop.orders")

Columns: ``op, file, pos, row_index, timestamp, gtid, trx_pos`` (renamed ``_op`` ... where the
table has a column of that name), then the table's columns typed as in
:mod:`binlogspec_spark.types`, holding the row after the change (before it, for a delete), then
``before``: a struct of the same columns holding the row before an update or delete (NULL for an
insert), and ``_corrupt_record`` (PERMISSIVE faults, as in the data source).

Layout changes: the column list comes from the table's TABLE_MAP events, and the files may
hold more than one layout of the table (an ALTER TABLE between them; :func:`layouts` lists
them, each with the file and position where it first appears). By default ``read_table`` gives
one DataFrame whose columns merge every layout's by name: the latest layout's columns in its
order, then those an earlier layout had and a later one dropped; a column added later is NULL
in the rows written before, a dropped one NULL after; types are widened where no value is lost
(INT to BIGINT to DECIMAL(20,0), a wider DECIMAL, FLOAT to DOUBLE); ``_layout`` says which
layout (0 the first) wrote the row. Where no type holds both without loss (a VARCHAR become an
INT, say) it raises :class:`LayoutChanged` naming the column and both places.
``strict=True`` raises :class:`LayoutChanged` for any change of layout, and ``layout=N`` reads
the rows written under layout ``N`` alone, with that layout's schema (no ``_layout`` column).
"""

import json
import os
import threading
import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

from binlogspec.storage import expand


Paths = Union[str, Sequence[str]]  # a path, glob, folder or URI, or several


class LayoutChanged(ValueError):
    """The table's layout changes inside the files; ``.layouts`` lists them."""

    def __init__(self, message: str, layouts: list[dict[str, Any]]) -> None:
        super().__init__(message)
        self.layouts = layouts


def _paths(paths):
    return [paths] if isinstance(paths, str) else list(paths)


def _source(spark, paths, options):
    reader = spark.read.format("mysql_binlog").option("paths", json.dumps(_paths(paths)))
    for key, value in options.items():
        reader = reader.option(key, value)
    return reader


# The layouts pass over local files of at most this many bytes in all, and at most this many
# files, is read on the driver: a Spark job's own cost (about 0.3 s on a warm local[2] session) is
# more than the driver takes to hop over the headers of that much (about 25 ms a 100 MB file, about
# 1 ms a small one). Over more, or over remote files, it is a Spark job, spread over the executors.
DRIVER_LAYOUTS_BYTES = 1 << 30
DRIVER_LAYOUTS_FILES = 256


def layouts(spark: "SparkSession", paths: Paths, table: str, schema: Optional[str] = None,
            **options: str) -> list[dict[str, Any]]:
    """The layouts of ``table`` (``"db.table"``; a glob such as ``"*"`` gives those of every
    matching table) in the files, in file order: dicts with ``table``, ``columns`` (name, Spark
    type JSON, MySQL type), ``key`` (its primary key's column names, where the table map's
    metadata or a schema says them), ``file`` and ``pos`` of the first TABLE_MAP event with it.
    The source's ``layouts`` mode reads them: on the driver for local files of at most
    :data:`DRIVER_LAYOUTS_BYTES` bytes in all and at most :data:`DRIVER_LAYOUTS_FILES` files, as a
    Spark job otherwise (the same rows). A file read on the driver is not read again for the same
    options while it is unchanged (:data:`KEPT_FILES`)."""
    if schema is not None:
        options["schemas"] = json.dumps({table: schema})
    options = dict(options, mode="layouts", tables=table, parseMode="PERMISSIVE")
    files = expand(_paths(paths))
    if (len(files) <= DRIVER_LAYOUTS_FILES and all(ref.fs_uri is None for ref in files)
            and sum(ref.size for ref in files) <= DRIVER_LAYOUTS_BYTES):
        rows = _kept_or_read(files, paths, options)
    else:
        rows = [row.asDict() for row in _source(spark, paths, options).load().collect()]
    rank = {ref.name: i for i, ref in enumerate(files)}
    found: dict[tuple, dict[str, Any]] = {}
    for row in sorted((r for r in rows if r["_corrupt_record"] is None),
                      key=lambda r: (rank.get(r["file"], len(rank)), r["pos"])):
        found.setdefault((row["db"], row["table"], row["layout"]),
                         {"table": f"{row['db']}.{row['table']}", "file": row["file"], "pos": row["pos"],
                          "columns": json.loads(row["layout"]), "key": json.loads(row["key"] or "[]")})
    return list(found.values())


# The driver's layouts of each local file, kept for the next read of the same file with the same
# options in this process (a notebook's query run again reads its files again): by the file's
# name, size, inode and ctime, which every write to the file, and every change of its times, sets
# to the time of that change. A file whose ctime is less than SETTLED_SECONDS old is not kept: the
# kernel keeps that time in ticks of a few milliseconds, and a change in the same tick would leave
# it as it was. Not kept either: reads whose layouts depend on more than the file and the options
# (DDL followed from schema files and the files before it, keys read from a file, selectors that
# count files); KEPT_FILES files at most, the least recently used going first.
KEPT_FILES = 1024
SETTLED_SECONDS = 2.0
_UNKEPT_OPTIONS = frozenset({"schemafile", "followddl", "keyring", "keyfile", "keyfilekey", "startposition",
                             "stopposition", "startdatetime", "stopdatetime", "database"})
_kept: "OrderedDict[tuple, list[dict[str, Any]]]" = OrderedDict()
_kept_lock = threading.Lock()  # (a driver's threads may each run a query)
_now_ns = time.time_ns  # (tests move it on)


def _kept_or_read(files, paths, options):
    """``_read_on_driver(paths, options)``'s rows, those of the files kept (above) not read again."""
    if {str(k).lower() for k in options} & _UNKEPT_OPTIONS:
        return _read_on_driver(paths, options)
    settings = tuple(sorted((str(k).lower(), str(v)) for k, v in options.items()))
    settled_before = _now_ns() - int(SETTLED_SECONDS * 1e9)
    rows: list[dict[str, Any]] = []
    missed = {}  # name -> its key, or None (not settled: read, not kept)
    for ref in files:
        try:
            st = os.stat(ref.name)
        except OSError:  # (the read says what is wrong with it)
            return _read_on_driver(paths, options)
        key = (ref.name, st.st_size, st.st_ino, st.st_dev, st.st_ctime_ns, settings)
        with _kept_lock:
            kept = _kept.get(key)
            if kept is not None:
                _kept.move_to_end(key)
        if kept is not None:
            rows += kept
        else:
            missed[ref.name] = key if max(st.st_ctime_ns, st.st_mtime_ns) < settled_before else None
    if not missed:
        return rows
    read = _read_on_driver(list(missed), options)
    by_file: dict[str, list[dict[str, Any]]] = {name: [] for name in missed}
    for row in read:
        if row.get("file") not in by_file:  # a row that names no file of the read: nothing kept
            return rows + read
        by_file[row["file"]].append(row)
    with _kept_lock:
        for name, key in missed.items():
            if key is not None:
                _kept[key] = by_file[name]
        while len(_kept) > KEPT_FILES:
            _kept.popitem(last=False)
    return rows + read


def _read_on_driver(paths, options):
    """The data source's rows with ``options``, read here by its own reader: each of its
    partitions in turn, as a task would, as dicts."""
    from pyspark.sql.datasource import CaseInsensitiveDict

    from binlogspec_spark.datasource import BinlogDataSource

    given = CaseInsensitiveDict(paths=json.dumps(_paths(paths)))
    given.update(options)  # (as _source gives them: later options win, whatever their case)
    source = BinlogDataSource(given)
    reader = source.reader(source.schema())
    return [row for partition in reader.partitions() for batch in reader.batches_of(partition)
            for row in batch.to_pylist()]


def read_table(spark: "SparkSession", paths: Paths, table: str, schema: Optional[str] = None,
               layout: Optional[int] = None, *, strict: bool = False,
               found: Optional[list[dict[str, Any]]] = None, **options: str) -> "DataFrame":
    """A DataFrame of ``table``'s row changes (``"db.table"``) with its own columns and Spark
    types; see the module documentation (``strict``, ``layout``: layout changes). ``schema``: a
    ``CREATE TABLE`` statement for a table whose table maps lack column names. Other keyword
    arguments are data source options (``parseMode``, ``verifyChecksums``, ``maxPartitionBytes``,
    ``backend``, ``schemaFile``); ``found``: the table's :func:`layouts`, when already known
    (saves a pass over the files)."""
    if found is None:
        found = layouts(spark, paths, table, schema, **dict(options))
    if not found:
        raise ValueError(f"no TABLE_MAP event for {table} in {', '.join(_paths(paths))}")
    if strict and layout is None and len(found) > 1:
        where = "; ".join(
            f"layout {i} ({', '.join(c['name'] for c in f['columns'])}) from {f['file']}:{f['pos']}"
            for i, f in enumerate(found))
        raise LayoutChanged(f"{table} changes layout inside the files: {where}; "
                            "read one with read_table(..., layout=N)", found)
    if schema is not None:
        options["schemas"] = json.dumps({table: schema})
    if layout is not None or strict:
        return _one_layout(spark, paths, table, found[layout or 0], options)
    return _merged(spark, paths, table, found, options)


def _one_layout(spark, paths, table, chosen, options):
    return (_source(spark, paths, options).option("mode", "typed").option("tables", table)
            .option("layout", json.dumps(chosen["columns"], separators=(",", ":"))).load())


def _widened(a, b):
    """The Spark type that holds every value of types ``a`` and ``b`` without loss, or None: the
    rule of :func:`binlogspec.arrow.widened`, on the Arrow types Spark's are."""
    from pyspark.sql.pandas.types import from_arrow_type, to_arrow_type

    from binlogspec.arrow import widened

    if a == b:
        return a
    try:
        wide = widened(to_arrow_type(a), to_arrow_type(b))
    except (TypeError, ValueError, NotImplementedError):  # (a type Arrow does not take: no widening)
        return None
    return None if wide is None else from_arrow_type(wide)


def merged_names(found: list[dict[str, Any]]) -> list[str]:
    """The column names of a table's layouts merged: the latest layout's in its order, then
    those of earlier layouts no later one has (dropped ones), latest first."""
    names = [c["name"] for c in found[-1]["columns"]]
    for f in reversed(found[:-1]):
        names += [c["name"] for c in f["columns"] if c["name"] not in names]
    return names


def _merged(spark, paths, table, found, options):
    """Every layout's rows in one DataFrame (see the module documentation)."""
    from pyspark.sql import functions as F
    from pyspark.sql.types import IntegerType

    from binlogspec_spark.datasource import typed_schema

    names = merged_names(found)
    chosen = {}  # name -> (Spark type, column entry, layout index)
    for i, f in enumerate(found):
        own = typed_schema(f["columns"])
        for c in f["columns"]:
            t = own[c["name"]].dataType
            if c["name"] in chosen:
                before, entry, j = chosen[c["name"]]
                wide = _widened(before, t)
                if wide is None:
                    raise LayoutChanged(
                        f"{table}: column {c['name']} is {entry['mysql']} ({before.simpleString()}) in layout {j} "
                        f"from {found[j]['file']}:{found[j]['pos']} and {c['mysql']} ({t.simpleString()}) in "
                        f"layout {i} from {f['file']}:{f['pos']}: no type holds both without loss; read each "
                        "with read_table(..., layout=N)", found)
                t = wide
            chosen[c["name"]] = (t, c, i)
    if len(found) == 1:
        return _one_layout(spark, paths, table, found[0], options).withColumn("_layout", F.lit(0).cast(IntegerType()))
    merged = [{"name": n, "type": chosen[n][0].json(), "mysql": chosen[n][1]["mysql"]} for n in names]
    target = typed_schema(merged)
    own_names = set(names)
    frames = []
    for i, f in enumerate(found):
        df = _one_layout(spark, paths, table, f, dict(options))
        if i:
            df = df.where(F.col("_corrupt_record").isNull())  # each read meets the same faults
        have = {c["name"] for c in f["columns"]}
        before_name = df.schema.fields[-2].name
        columns = []
        for n, field in enumerate(target.fields):
            name, dtype = field.name, field.dataType
            if name in own_names:
                value = F.col(f"`{name}`").cast(dtype) if name in have else F.lit(None).cast(dtype)
                columns.append(value.alias(name))
            elif n == len(target.fields) - 2:  # the before struct
                parts = [(F.col(f"`{before_name}`")[c.name].cast(c.dataType) if c.name in have
                          else F.lit(None).cast(c.dataType)).alias(c.name) for c in dtype.fields]
                columns.append(F.when(F.col(f"`{before_name}`").isNull(), F.lit(None).cast(dtype))
                               .otherwise(F.struct(*parts)).alias(name))
            else:
                columns.append(F.col(f"`{name}`").cast(dtype).alias(name))
        columns.append(F.lit(i).cast(IntegerType()).alias("_layout"))
        frames.append(df.select(*columns))
    out = frames[0]
    for frame in frames[1:]:
        out = out.unionByName(frame)
    return out
