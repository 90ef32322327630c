"""A table as of any point in its history, rebuilt from its row changes.

    people = table_state(spark, "binlogs/", "shop.people", as_of="0-1-4711")

The rows of ``table`` as they were after the files' row changes up to ``as_of``:

- ``None``: every change in the files;
- a GTID (MariaDB ``domain-server-seq``, MySQL ``uuid:gno`` or ``uuid:tag:gno``): up to the end of
  that transaction (its last row change in the files, of any table);
- a position, ``("binlog.000042", 1234)`` or ``"binlog.000042:1234"`` (the file as the read names
  it, or its base name): the changes of events before that offset of that file, and of the files
  before it (``mysqlbinlog --stop-position``'s meaning);
- a :class:`datetime.datetime` (naive: UTC): the changes of events whose header time is at or
  before it (binlog times have whole seconds).

Rows are keyed by the table's primary key: the table map's PRIMARY_KEY metadata
(``binlog_row_metadata=FULL``), else the primary key of the schema the read was given
(``schemaFile``, ``schemas``), else the ``key`` the caller names. Each change is replayed in file
order: an insert adds the row of its key, a delete removes it, an update removes the row of its
before image's key and adds its after image (so an update that changes the key moves the row).
The images must be whole rows (``binlog_row_image=FULL``, the default).

``base``: a snapshot DataFrame of the table (its columns by name) taken at ``base_position``
(``(file, pos)`` as for ``as_of``): its rows are the starting state and only the changes at or
after that position are replayed. ``out``: a folder the state is also written to as Parquet.

Faults in the files stop the read (the state of a table cannot be rebuilt past a change that
does not decode): the source is read in FAILFAST mode unless ``parseMode`` says otherwise.
"""

import datetime
import os
import re
from typing import TYPE_CHECKING, Any, Optional, Sequence, Union

from binlogspec.storage import expand
from binlogspec_spark.typed import Paths, _paths, _source, layouts, merged_names, read_table

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

__all__ = ["table_state"]

AsOf = Union[None, str, tuple, datetime.datetime]
_MARIADB_GTID = re.compile(r"^\d+-\d+-\d+$")
_MYSQL_GTID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}:(?:[\w-]+:)?\d+$")


def table_state(spark: "SparkSession", paths: Paths, table: str, as_of: AsOf = None, *,
                key: Optional[Sequence[str]] = None, base: Optional["DataFrame"] = None,
                base_position: Optional[Union[str, tuple]] = None, out: Optional[str] = None,
                **options: str) -> "DataFrame":
    """The rows of ``table`` (``"db.table"``) as of ``as_of``; see the module documentation.
    Other keyword arguments are data source options (``schemaFile``, ``maxPartitionBytes``, ...)."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F

    options = dict(options)
    options.setdefault("parseMode", "FAILFAST")
    files = [ref.name for ref in expand(_paths(paths))]
    rank = F.create_map(*[x for i, name in enumerate(files) for x in (F.lit(name), F.lit(i))])
    found = layouts(spark, paths, table, **options)
    if not found and base is None:
        raise ValueError(f"no TABLE_MAP event for {table} in {', '.join(_paths(paths))}")
    key = list(key) if key else (found[-1]["key"] if found else [])
    if not key:
        raise ValueError(f"{table}: no primary key is known (the table maps carry none without "
                         "binlog_row_metadata=FULL, nor does the schema): name it with key=[...]")
    changes = read_table(spark, paths, table, found=found, **options) if found else None
    names = _own_columns(found, base)
    missing = [k for k in key if k not in names]
    if missing:
        raise ValueError(f"{table}: key columns {missing} are not columns of the table ({', '.join(names)})")

    def meta(name):  # read_table's own columns, renamed where the table has a column of that name
        return F.col(f"_{name}" if name in names else name)

    events = []
    if changes is not None:
        seq = F.struct(rank[meta("file")].alias("f"), meta("pos").alias("p"), meta("row_index").alias("r"))
        changes = changes.withColumn("_seq", seq)
        upto = _cut(spark, paths, files, rank, as_of, options)
        if upto is not None:
            changes = changes.where(upto(F.col("_seq"), meta("timestamp")))
        if base_position is not None:
            f, p = _position(base_position, files, "base_position")
            changes = changes.where((F.col("_seq.f") > f) | ((F.col("_seq.f") == f) & (F.col("_seq.p") >= p)))
        row = F.struct(*[F.col(f"`{n}`").alias(n) for n in names])
        before = F.struct(*[F.col("_before" if "before" in names else "before")[n].alias(n) for n in names])
        key_of = lambda image: F.struct(*[image[k].alias(k) for k in key])  # noqa: E731
        added = (changes.where(meta("op").isin("insert", "update"))
                 .select(key_of(row).alias("k"), F.col("_seq"), F.lit(1).alias("sub"), F.lit(True).alias("present"),
                         row.alias("row")))
        removed = (changes.where(meta("op").isin("update", "delete"))
                   .select(key_of(before).alias("k"), F.col("_seq"), F.lit(0).alias("sub"),
                           F.lit(False).alias("present"), F.lit(None).cast(row_type(changes, names)).alias("row")))
        events += [added, removed]
    if base is not None:
        start = F.struct(F.lit(-1).alias("f"), F.lit(-1).cast("long").alias("p"), F.lit(-1).alias("r"))
        row = F.struct(*[(F.col(f"`{n}`") if n in base.columns else F.lit(None)).alias(n) for n in names])
        if changes is not None:
            row = row.cast(row_type(changes, names))
        events.append(base.select(F.struct(*[F.col(f"`{k}`").alias(k) for k in key]).alias("k"), start.alias("_seq"),
                                  F.lit(0).alias("sub"), F.lit(True).alias("present"), row.alias("row")))
    history = events[0]
    for more in events[1:]:
        history = history.unionByName(more)
    latest = Window.partitionBy("k").orderBy(F.col("_seq").desc(), F.col("sub").desc())
    state = (history.withColumn("_n", F.row_number().over(latest)).where((F.col("_n") == 1) & F.col("present"))
             .select("row.*"))
    if out is not None:
        state.write.mode("overwrite").parquet(out)
    return state


def row_type(changes: "DataFrame", names: Sequence[str]) -> Any:
    from pyspark.sql.types import StructField, StructType

    fields = {f.name: f.dataType for f in changes.schema.fields}
    return StructType([StructField(n, fields[n], True) for n in names])


def _own_columns(found, base):
    """The table's columns, as read_table merges its layouts (the base's without a layout)."""
    return merged_names(found) if found else list(base.columns)


ACCEPTED = ("None (every change), a GTID (MariaDB domain-server-seq, MySQL uuid:gno or uuid:tag:gno), "
            "a position ('binlog.000042:1234' or ('binlog.000042', 1234)), or a datetime.datetime")


def _position(value, files, what="as_of"):
    """(file index, offset) of a ``(file, pos)`` pair or ``"file:pos"`` text; anything else is a
    ValueError of one line naming the forms taken."""
    if isinstance(value, str):
        name, _, pos = value.rpartition(":")
        if not name or not pos.strip().isdigit():
            raise ValueError(f"{what}={value!r}: takes {ACCEPTED}")
        value = (name, int(pos))
    if not (isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], int)):
        raise ValueError(f"{what}={value!r}: takes {ACCEPTED}")
    name, pos = value
    for i, f in enumerate(files):
        if f == name or os.path.basename(f) == os.path.basename(str(name)):
            return i, int(pos)
    raise ValueError(f"position {name}:{pos}: {name} is not one of the files read")


def _cut(spark, paths, files, rank, as_of, options):
    """A function of (the change's seq struct, its timestamp column) saying whether it is in the
    state as of ``as_of``, or None for every change; ``rank``: the files' order, by name."""
    from pyspark.sql import functions as F

    if as_of is None:
        return None
    if isinstance(as_of, datetime.datetime):
        moment = as_of if as_of.tzinfo is not None else as_of.replace(tzinfo=datetime.timezone.utc)
        return lambda seq, ts: ts <= F.lit(moment)
    if isinstance(as_of, str) and (_MARIADB_GTID.match(as_of) or _MYSQL_GTID.match(as_of)):
        last = (_source(spark, paths, options).load().where(F.col("gtid") == as_of)
                .select(F.max(F.struct(rank[F.col("file")].alias("f"), F.col("pos").alias("p"))).alias("m"))
                .collect()[0]["m"])
        if last is None:
            raise ValueError(f"GTID {as_of}: no row change of that transaction in the files")
        return lambda seq, ts: (seq.f < last.f) | ((seq.f == last.f) & (seq.p <= last.p))
    f, p = _position(as_of, files)
    return lambda seq, ts: (seq.f < f) | ((seq.f == f) & (seq.p < p))
