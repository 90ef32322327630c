"""Mirror tables into Delta Lake with Spark: ``binlogspec mirror --format delta`` on a cluster.

    from binlogspec_spark import session
    from binlogspec_spark.mirror import delta_config, mirror
    spark = session(config=delta_config())
    mirror(spark, "binlogs/", "lake/", tables="shop.*")

The same tables as the command line's mirror (:mod:`binlogspec.mirror`), in the same folders
(``out/<db.table>``), with the same positions, so the two take turns over one folder, exactly
once. What differs is where the work is done:

- the row changes are decoded by the ``mysql_binlog`` source's tasks (``read_table``: each file
  cut into splits, a table's layouts merged as ``read_table`` merges them), not on one machine;
- per primary key the change last in the binlog's order (file sequence number, position, row
  index, a removal before a write) is chosen by a window over the key, in Spark: an insert or
  update writes its after image's key, an update or delete removes its before image's key (so a
  key change deletes the old key and writes the new, and a key deleted then inserted again is
  there);
- the chosen changes go in one ``MERGE`` per table with delta-spark (delete where the key's last
  change removed it, update or insert where it wrote it), its schema evolved for the columns an
  ALTER TABLE added (``withSchemaEvolution``); a column whose type an ALTER widened rewrites the
  table with the wider type first (as the command line does); TIME is stored as microseconds in a
  ``long``, as the command line stores it.

Exactly once: each commit is a Delta application transaction (``txnAppId``
:data:`binlogspec.mirror.APP_ID`, ``txnVersion`` ``sequence << 32 | end position``: the Delta
writer's options, and for MERGE the session settings ``spark.databricks.delta.write.txnAppId`` /
``txnVersion``, which Delta checks before it commits) and records the position in the commit's
``userMetadata`` (JSON: ``binlogspec.file``, ``binlogspec.pos``, ``binlogspec.gtid``, which
``binlogspec mirror --status`` and :func:`binlogspec.mirror.version_at` read as they read the
command line's commit metadata). Each table's position is read on the driver (``deltalake``)
before its changes are: only the changes after it are applied, files wholly before it are not
read, and a table already there is not committed to.

The position a run reaches: the end of the last whole transaction of the last file (its ROTATE or
STOP event's start when it has one), found on the driver by walking the file's event headers
(:class:`binlogspec.headerwalk.HeaderWalk`); rows of a transaction the file does not finish
are left for the next run.

The stream: :func:`foreach_batch` gives a ``foreachBatch`` function for a query over
``spark.readStream.format("mysql_binlog").load(folder)``: each micro-batch applies, through
:func:`mirror`, every whole transaction of the folder's files up to the last file the micro-batch
touched; a micro-batch run again after a failure adds nothing (the positions).

Not followed here (the command line follows them): DDL that changes rows without row events
(TRUNCATE, DROP/CREATE TABLE, ADD COLUMN ... DEFAULT), mysqlbinlog's selectors. ``out`` is a
folder the driver reads and writes (a local or mounted path: each mirror's folder holds the
``_binlogspec_mirror.json`` naming its table).
"""

import fnmatch
import json
import os
from typing import TYPE_CHECKING, Any, Callable, Optional, Sequence, Union

from binlogspec import mirror as cli
from binlogspec.folders import store_folder
from binlogspec.storage import expand
from binlogspec_spark.typed import Paths, _paths, layouts, read_table

if TYPE_CHECKING:
    from pyspark.sql import DataFrame, SparkSession

__all__ = ["DELTA_PACKAGE", "delta_config", "foreach_batch", "mirror"]

DELTA_PACKAGE = "io.delta:delta-spark_2.13:4.4.0"  # (built against Spark 4.2.0: see requirements-delta.txt)
_PRESENT, _F, _P, _R, _S, _N = ("__binlogspec_present", "__binlogspec_file", "__binlogspec_pos", "__binlogspec_row",
                                "__binlogspec_sub", "__binlogspec_n")
_TXN_APP, _TXN_VERSION = "spark.databricks.delta.write.txnAppId", "spark.databricks.delta.write.txnVersion"
_USER_META = "spark.databricks.delta.commitInfo.userMetadata"
_SELECTORS = frozenset({"startposition", "stopposition", "startdatetime", "stopdatetime", "database"})


def delta_config(ivy: Optional[str] = None, jars: Optional[str] = None) -> dict:
    """The settings of a session with Delta (for :func:`binlogspec_spark.session`'s ``config``):
    delta-spark's jars (:data:`DELTA_PACKAGE`, resolved by Spark into ``ivy``: Ivy's folder,
    ``$BINLOGSPEC_DELTA_IVY`` by default; or, with ``jars``, the ``.jar`` files of that folder,
    fetched before, with no resolution: ``build/delta-ivy/jars`` after ``./build.sh setup``), its
    SQL extension and catalog."""
    import glob

    conf = {"spark.sql.extensions": "io.delta.sql.DeltaSparkSessionExtension",
            "spark.sql.catalog.spark_catalog": "org.apache.spark.sql.delta.catalog.DeltaCatalog"}
    if jars is not None:
        found = sorted(glob.glob(os.path.join(glob.escape(jars), "*.jar")))
        if not any(os.path.basename(f).startswith("io.delta_delta-spark_") for f in found):
            raise cli.MirrorError(f"{jars}: holds no delta-spark jar (./build.sh setup fetches them)")
        conf["spark.jars"] = ",".join(found)
        return conf
    conf["spark.jars.packages"] = DELTA_PACKAGE
    ivy = ivy or os.environ.get("BINLOGSPEC_DELTA_IVY")
    if ivy:
        conf["spark.jars.ivy"] = ivy
    return conf


def _end_of(ref):
    """``(reached, cut, open)`` of the last file of a run: the position after its last whole
    transaction (a :class:`binlogspec.mirror.Reached`, with the GTID in effect there); the start
    of the transaction or event it does not finish (None when it finishes them all); whether the
    file is read only up to ``reached`` (a file the server is still writing). Bytes after the last
    whole event that are no event's start are left to the read, which reports them."""
    from binlogspec.headerwalk import ROTATE, STOP, HeaderWalk
    from binlogspec.splits import open_split, split_at
    from binlogspec.storage import open_binary

    def walk_to(limit):
        walk, ends = HeaderWalk(), None
        with open_binary(ref) as fh:
            while walk.pos < limit:
                if walk.skip(fh, ref.size, limit) is not None:
                    continue
                at = walk.pos
                code = walk.step(fh, ref.size)
                if code is None:
                    break
                ends = at if code in (ROTATE, STOP) else None
        return walk, ends

    walk, ends = walk_to(ref.size)
    partial = walk.pos < ref.size and _partial_tail(ref, walk)
    trx_pos, pending = walk.tracker.state()
    cut = None
    if pending and trx_pos is not None and (walk.pos == ref.size or partial):
        cut = trx_pos
        walk, _ = walk_to(trx_pos)  # (the GTID in effect before that transaction)
        pos = trx_pos
    elif walk.pos < ref.size and not partial:
        return cli.Reached(os.path.basename(ref.name), walk.pos, None), None, False  # (the read reports the fault)
    else:
        pos = ends if ends is not None else walk.pos
        cut = walk.pos if partial else None
    gtid = None
    if walk.gtid_event is not None and walk.fde is not None:
        reader, gtid = open_split(split_at(walk, ref))
        reader.close()
    return cli.Reached(os.path.basename(ref.name), pos, gtid), cut, cut is not None


def _partial_tail(ref, walk):
    """Whether the bytes of ``ref`` after ``walk`` are the start of an event the server is still
    writing (fewer bytes than its header says, within the size an event can have), not damage."""
    from binlogspec.limits import MAX_EVENT_SIZE
    from binlogspec.storage import open_binary

    with open_binary(ref) as fh:
        fh.seek(walk.pos)
        head = fh.read(13)
    if len(head) < 13:
        return True
    length = int.from_bytes(head[9:13], "little")
    return walk.len_header + walk.len_checksum <= length <= MAX_EVENT_SIZE and length > ref.size - walk.pos


def _matcher(tables):
    """A predicate on ``"db.table"`` of ``tables`` (globs, comma-separated text or a list), or None."""
    if tables is None:
        return None
    patterns = [t.strip() for t in (tables.split(",") if isinstance(tables, str) else tables) if t.strip()]
    return lambda name: any(fnmatch.fnmatchcase(name, p) for p in patterns)


def mirror(spark: "SparkSession", paths: Paths, out: str, format: str = "delta", *,
           tables: Union[None, str, Sequence[str]] = None, keys: Optional[dict] = None,
           on_note: Optional[Callable[[str], None]] = None, **options: str) -> dict:
    """Mirror the tables of the binlog files ``paths`` into Delta tables under ``out`` with
    delta-spark; see the module documentation. ``tables``: ``db.table`` globs (a list, or text
    separated by commas); ``keys``: ``{"db.table": [columns]}`` for tables whose table maps and
    schemas name no primary key; other keyword arguments are data source options
    (``schemaFile``, ``followDdl``, ``maxPartitionBytes``, ...). Returns a summary as the command
    line's: per table, its folder and whether it was committed; the position reached; the commits."""
    if format != "delta":
        raise cli.MirrorError(f"format={format!r}: the Spark mirror writes delta")
    cli._deltalake()
    keys = dict(keys or {})
    options = dict(options)
    options.setdefault("parseMode", "FAILFAST")
    selectors = sorted(k for k in options if k.lower() in _SELECTORS)
    if selectors:
        raise cli.MirrorError(f"{', '.join(selectors)}: the Spark mirror takes no selectors (binlogspec mirror does)")
    follows_ddl = str(options.get("followDdl", "")).lower() in ("true", "1", "yes")
    refs = sorted(expand(_paths(paths)), key=lambda ref: cli.file_sequence(ref.name))
    keeps = _matcher(tables)
    filter_text = f"tables={tables if isinstance(tables, str) else ','.join(tables) if tables else '*'};databases=*"
    summary: dict = {"tables": {}, "reached": None, "commits": 0}
    if not refs:
        return summary
    reached, cut, open_end = _end_of(refs[-1])
    if open_end:  # (a file still being written: read up to its last whole transaction, not into its tail)
        options["stopPosition"] = str(reached.pos)
    seq_of = {ref.name: cli.file_sequence(ref.name) for ref in refs}
    found: dict = {}
    for layout in layouts(spark, [ref.name for ref in refs], "*", **options):
        if keeps is None or keeps(layout["table"]):
            db, _, name = layout["table"].partition(".")
            found.setdefault((db, name), []).append(layout)
    names = set(found)
    for db, name, _ in cli._mirrored(out):  # (mirrored before: their positions move on too)
        if keeps is None or keeps(f"{db}.{name}"):
            names.add((db, name))
    plans = []
    for db, name in sorted(names):
        full = f"{db}.{name}"
        path = os.path.join(out, store_folder(db, name))
        _, done = cli.opened(path, db, name)
        if done is not None and done >= reached.version:
            summary["tables"][full] = {"folder": os.path.basename(path), "committed": False}
            continue
        key = keys.get(full) or (found[(db, name)][-1]["key"] if (db, name) in found else None)
        if (db, name) in found and not key:
            raise cli.MirrorError(f"{full}: no primary key is known (the table maps carry none without "
                                  "binlog_row_metadata=FULL, nor does a schema): give schemaFile, followDdl or "
                                  f"keys={{{full!r}: [COLUMN, ...]}}")
        plans.append((db, name, path, done, key))
    # (a table mirrored from here on: a DDL statement before its first rows is not in the way)
    starts = {(db, name): done if done is not None else
              (cli.file_sequence(found[(db, name)][0]["file"]) << 32 | found[(db, name)][0]["pos"])
              if (db, name) in found else 0 for db, name, _, done, _ in plans}
    _refuse_ddl(refs, starts, seq_of, cut, reached, on_note)
    meta = {cli.META + "tables": filter_text}
    for db, name, path, done, key in plans:
        full = f"{db}.{name}"
        start = 0 if done is None or follows_ddl else done >> 32
        files = [ref.name for ref in refs if seq_of[ref.name] >= start]
        table_layouts = layouts(spark, files, full, **options) if (db, name) in found else []
        if os.path.exists(path) and not os.path.isdir(path):
            raise cli.MirrorError(f"{path}: not a folder")
        try:
            source = None
            if table_layouts:
                source = _collapsed(spark, files, full, table_layouts, key, seq_of, done, reached, cut, options)
            _commit(spark, path, db, name, source, key, reached, {**meta, cli.META + "table": full}, done is not None)
        except (cli.MirrorError, *cli._BUGS):
            raise
        except Exception as exc:  # Spark's and Delta's (a file that does not decode, a commit that lost a race, ...)
            raise cli.MirrorError(f"{full}: {_first_line(exc)}") from exc
        summary["tables"][full] = {"folder": os.path.basename(path), "committed": True}
        summary["commits"] += 1
    summary["reached"] = {"file": reached.file, "pos": reached.pos, "gtid": reached.gtid}
    return summary


def _first_line(exc):
    """The line of a Spark or Delta error that says what went wrong (a Python data source's
    error comes back inside the JVM's, after its traceback)."""
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    for line in reversed(lines):
        if line.startswith(("binlogspec.errors.", "ValueError: ", "OSError: ")) or "Error: " in line[:60]:
            return line
    return f"{type(exc).__name__}: {lines[0] if lines else ''}"


def _refuse_ddl(refs, starts, seq_of, cut, reached, on_note):
    """A :class:`binlogspec.mirror.MirrorError` naming the first statement after a planned table's
    position that changes its rows without row events (TRUNCATE, DROP or CREATE TABLE, DROP
    DATABASE, ADD COLUMN with a DEFAULT), which this path does not follow: the QUERY events of the
    files read on the driver, each told as the command line's mirror tells it
    (:func:`binlogspec.mirror._barriers`); what that notes (a rename) goes to ``on_note``."""
    from binlogspec import errors
    from binlogspec.events import QUERIES
    from binlogspec.reader import Reader
    from binlogspec.storage import open_binary

    if not starts:
        return
    first = min(starts.values()) >> 32
    last_seq = cli.file_sequence(reached.file)
    for ref in refs:
        seq = seq_of[ref.name]
        if seq < first:
            continue
        try:
            with Reader(open_binary(ref, skim=True), checksum_errors="flag", name=ref.name, only=QUERIES,
                        on_error="resync", close_source=True) as reader:
                for event in reader:
                    if (event.type_code not in QUERIES or event.payload_offset is not None
                            or (seq == last_seq and cut is not None and event.pos >= cut)
                            or (event.type_code == 2 and not cli._ROWS_DDL.search(bytes(event.raw or b"")))):
                        continue
                    for kind, db, table, _column, value in cli._barriers(event):
                        if kind == "note":
                            if on_note is not None:
                                on_note(f"{ref.name}:{event.pos}: note: {value}")
                            continue
                        hit = [k for k in starts if k[0] == db and (kind == "reset_db" or k[1] == table)
                               and (seq << 32 | event.pos) >= starts[k]]
                        if hit:
                            what = {"reset": "empties or replaces", "reset_db": "drops",
                                    "default": "gives a DEFAULT to the rows of"}[kind]
                            raise cli.MirrorError(f"{ref.name}:{event.pos}: a statement that {what} "
                                                  f"{'.'.join(hit[0])} without row events, which the Spark mirror "
                                                  "does not follow: run binlogspec mirror over these files")
        except (errors.BinlogError, OSError):
            pass  # (the read of the rows reports it)


def _collapsed(spark, files, table, found, key, seq_of, done, reached, cut, options):
    """The table's changes after its position ``done`` (and before ``cut`` of the last file),
    one per key: the last in the binlog's order; ``_PRESENT`` says whether it writes the row."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F
    from pyspark.sql.types import DayTimeIntervalType

    from binlogspec_spark.typed import merged_names

    changes = read_table(spark, files, table, found=found, **options)
    names = merged_names(found)
    missing = [k for k in key if k not in names]
    if missing:
        raise cli.MirrorError(f"{table}: key column {missing[0]} is not a column of the table ({', '.join(names)})")

    def meta(n):  # read_table's own columns, renamed where the table has a column of that name
        return F.col(f"_{n}" if n in names else n)

    rank = F.create_map(*[x for name, seq in seq_of.items() for x in (F.lit(name), F.lit(seq))])
    f, p = rank[meta("file")].cast("long"), meta("pos")
    if done is not None:
        changes = changes.where((f > F.lit(done >> 32)) | ((f == F.lit(done >> 32)) & (p >= F.lit(done & 0xFFFFFFFF))))
    if cut is not None:
        last = cli.file_sequence(reached.file)
        changes = changes.where(~((f == F.lit(last)) & (p >= F.lit(cut))))
    before = "_before" if "before" in names else "before"
    types = {fld.name: fld.dataType for fld in changes.schema.fields}

    def stored(column, n):  # TIME (a day-time interval) as microseconds in a long, as the CLI stores it
        if isinstance(types[n], DayTimeIntervalType):
            column = F.unix_micros(F.timestamp_micros(F.lit(0)) + column)
        return column.alias(n)

    order = [f.alias(_F), p.alias(_P), meta("row_index").alias(_R)]
    written = changes.where(meta("op").isin("insert", "update")).select(
        *[stored(F.col(f"`{n}`"), n) for n in names], *order, F.lit(1).alias(_S), F.lit(True).alias(_PRESENT))
    removed = changes.where(meta("op").isin("update", "delete")).select(
        *[stored(F.col(before)[n], n) for n in names], *order, F.lit(0).alias(_S), F.lit(False).alias(_PRESENT))
    latest = Window.partitionBy(*[F.col(f"`{k}`") for k in key]).orderBy(
        F.col(_F).desc(), F.col(_P).desc(), F.col(_R).desc(), F.col(_S).desc())
    return (written.unionByName(removed).withColumn(_N, F.row_number().over(latest)).where(F.col(_N) == 1)
            .select(*[F.col(f"`{n}`") for n in names], F.col(_PRESENT)))


def _q(name):
    return "`" + name.replace("`", "``") + "`"


def _commit(spark, path, db, name, source, key, reached, meta, exists):
    """Apply ``source`` (:func:`_collapsed`, or None: no changes) to the Delta table at ``path``
    in one commit recording ``reached`` (Delta skips it when the table's app transaction is there)."""
    from delta.tables import DeltaTable
    from pyspark.sql import functions as F

    user_meta = json.dumps({**reached.metadata(), **meta}, ensure_ascii=False, sort_keys=True)
    txn = {"txnAppId": cli.APP_ID, "txnVersion": str(reached.version), "userMetadata": user_meta}
    if not exists:
        if source is None:
            return
        cli._write_names(path, db, name)
        (source.where(F.col(_PRESENT)).drop(_PRESENT).write.format("delta").mode("append").options(**txn)
         .save(path))
        return
    target = spark.read.format("delta").load(path)
    if source is None:  # the position moves on: a commit of no rows
        (spark.createDataFrame([], target.schema).write.format("delta").mode("append").options(**txn).save(path))
        return
    source = _fit(spark, path, target, source, name)
    columns = [c for c in source.columns if c != _PRESENT]
    on = " AND ".join(f"target.{_q(k)} <=> source.{_q(k)}" for k in key)
    present = f"source.{_q(_PRESENT)}"
    assign = {_q(c): f"source.{_q(c)}" for c in columns}
    conf = spark.conf
    conf.set(_TXN_APP, cli.APP_ID)
    conf.set(_TXN_VERSION, str(reached.version))
    conf.set(_USER_META, user_meta)
    try:
        (DeltaTable.forPath(spark, path).alias("target").merge(source.alias("source"), on)
         .whenMatchedDelete(condition=f"{present} = false")
         .whenMatchedUpdate(condition=f"{present} = true", set=assign)
         .whenNotMatchedInsert(condition=f"{present} = true", values=assign)
         .withSchemaEvolution().execute())
    finally:
        for setting in (_TXN_APP, _TXN_VERSION, _USER_META):
            conf.unset(setting)


def _fit(spark, path, target, source, name):
    """The source of a MERGE fitted to the Delta table: the table's columns it lacks (dropped by an
    ALTER) as NULL; a type the binlog widened (INT to BIGINT, ...) first rewrites the table with
    the wider type (a commit of its own, as the command line's); a narrower one cast up."""
    from pyspark.sql import functions as F

    from binlogspec_spark.typed import _widened

    have = {f.name: f.dataType for f in source.schema.fields}
    wider, casts = {}, {}
    for field in target.schema.fields:
        if field.name not in have:
            source = source.withColumn(field.name, F.lit(None).cast(field.dataType))
            continue
        if have[field.name] == field.dataType:
            continue
        wide = _widened(field.dataType, have[field.name])
        if wide is None:
            raise cli.MirrorError(f"{name}: column {field.name} is {field.dataType.simpleString()} in the Delta table "
                                  f"and {have[field.name].simpleString()} in the binlog: no type holds both without loss")
        if wide != field.dataType:
            wider[field.name] = wide
        casts[field.name] = wide
    if wider:
        whole = target.select(*[(F.col(_q(f.name)).cast(wider[f.name]) if f.name in wider else F.col(_q(f.name)))
                                .alias(f.name) for f in target.schema.fields])
        whole.localCheckpoint(eager=True).write.format("delta").mode("overwrite").option("overwriteSchema", "true") \
            .save(path)
    for column, typ in casts.items():
        source = source.withColumn(column, F.col(_q(column)).cast(typ))
    return source


def foreach_batch(paths: Paths, out: str, **kwargs: Any) -> Callable[["DataFrame", int], None]:
    """A ``foreachBatch`` function that keeps the mirrors under ``out`` current from a query over
    the ``mysql_binlog`` streaming source reading ``paths``: each micro-batch runs :func:`mirror`
    over ``paths``' files up to the last one the micro-batch read (``kwargs``: :func:`mirror`'s).
    A micro-batch of no row changes changes nothing; one run again adds nothing."""

    def apply(batch: "DataFrame", batch_id: int) -> None:
        touched = [row[0] for row in batch.select("file").distinct().collect() if row[0]]
        if not touched:
            return
        last = max(cli.file_sequence(name) for name in touched)
        files = [ref.name for ref in expand(_paths(paths)) if cli.file_sequence(ref.name) <= last]
        mirror(batch.sparkSession, files, out, **kwargs)

    return apply
