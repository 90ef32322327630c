"""The job's one pass: each split of each binlog decoded once, for all its outputs.

:func:`write_split` walks one split (:func:`binlogspec_spark.core.plan_splits`) a single time and
writes, with pyarrow, every output the job has for it: its row changes in the source's rows-mode
schema (``changes/``) and, per table and layout, its typed table (the typed mode's schema,
:class:`binlogspec_spark.fastpath.TypedTable`), as Parquet parts; it returns what the summary
needs (events, row changes per table, faults, the layouts met and where). Nothing here starts
Spark: the job runs it in Spark tasks, and it runs as well in one process.
"""

import hashlib
import os

import pyarrow.parquet as pq

from binlogspec import errors, walk
from binlogspec_spark import core

STAGING = "_layouts"  # under tables/: one folder per (table, layout) until the driver names them


def layout_folder(db, table, layout):
    """The staging folder of a table layout: the same name for the same layout in every task."""
    exact = "\0".join((db, table, layout)).encode("utf-8", "surrogatepass")
    return hashlib.sha1(exact).hexdigest()[:20]


def _filesystem(out):
    """(pyarrow filesystem, path) of an output folder: a local path or any URI pyarrow opens."""
    from pyarrow import fs

    if "://" in str(out):
        return fs.FileSystem.from_uri(str(out))
    return fs.LocalFileSystem(), os.path.abspath(str(out))


class _Nothing:
    def __enter__(self):
        return None

    def __exit__(self, *exc):
        return False


class _Parts:
    """Parquet part files, one writer per output, opened when their first batch comes."""

    def __init__(self, filesystem, part):
        self.fs, self.part, self.writers = filesystem, part, {}

    def write(self, folder, batch):
        writer = self.writers.get(folder)
        if writer is None:
            self.fs.create_dir(folder, recursive=True)
            writer = self.writers[folder] = pq.ParquetWriter(f"{folder}/{self.part}", batch.schema, filesystem=self.fs)
        writer.write_batch(batch)

    def close(self):
        for writer in self.writers.values():
            writer.close()


def write_split(split, part, out, options):
    """Decode ``split`` once and write its outputs under ``out`` (file name ``part`` in each
    output folder); ``options``: the job's source options (``parseMode``, ``verifyChecksums``,
    ``tables``, ``schemas``, ``backend``, and the selectors ``startPosition`` ... ``database``,
    applied with the split's place in the read). Returns a dict: ``file``, ``events``, ``rows`` (per
    ``(db, table)``), ``faults`` (``FILE:OFFSET: message`` texts), ``layouts`` (``[(db, table),
    layout JSON, pos, folder]`` in order of first appearance)."""
    from binlogspec_spark.core import NewFaults, fastpath_usable, skipper
    from binlogspec_spark.fastpath import BATCH_ROWS, ChangesTable, TypedTable
    from binlogspec_spark.options import Options
    from binlogspec_spark.tables import layout_json

    o = Options(dict(options, paths="[]", path=split.file.name))
    filesystem, root = _filesystem(out)
    parts = _Parts(filesystem, part)
    changes = ChangesTable()
    result = {"file": split.file.name, "events": 0, "rows": changes.counts, "faults": [], "layouts": []}
    tables = {}   # (db, table, layout JSON) -> TypedTable
    layouts = {}  # id(columns) -> (columns, layout JSON)

    def write_changes(batches):
        for batch in batches:
            parts.write(f"{root}/changes", batch)

    def layout_of(columns):
        found = layouts.get(id(columns))
        if found is None or found[0] is not columns:
            found = layouts[id(columns)] = (columns, layout_json(columns))
        return found[1]

    def run_after(step, key):
        """The rows events after ``step`` (whose rows both outputs' C builders took), appended in
        C to both, each table's to its typed table, across transactions and the tables the walk
        met, until an event the walk must read (:func:`binlogspec.walk.run_on`): each event is
        decoded once for both outputs. Returns the events taken."""
        from binlogspec.walk import run_on

        table = tables[key]
        batch, builder = table.fast_batch(step.fast.table), changes.fast_builder()
        if batch is None or builder is None:
            return 0
        maps, backend, own = reader.table_maps, reader.backend, step.fast.header["table_id"]
        taken_all = 0
        while True:
            others, involved = {}, {key: table}
            for table_id, (info, wanted) in list((step.walked or {}).items()):
                if table_id == own or maps.get(table_id) is not info.tm_obj or info.layout is None:
                    continue
                map_key = backend.map_key(info.tm_obj)
                if map_key is None:
                    continue
                if not wanted:
                    others[table_id] = (info.layout, map_key, None)  # (passed over, its rows held to fit)
                    continue
                other_key = (info.db, info.table, layout_of(info.columns))
                other = tables.get(other_key)
                other_batch = other.fast_batch(info) if other is not None else None
                if other_batch is not None:
                    others[table_id] = (info.layout, map_key, other_batch, (info.db, info.table))
                    involved[other_key] = other
            held = {k: t.fast_rows() for k, t in involved.items()}
            taken = run_on(reader, batch, step, BATCH_ROWS, others=others, changes=(builder, (step.db, step.table)))
            for k, t in involved.items():  # (each table's rows the run added: the summary's counts)
                added = t.fast_rows() - held[k]
                if added:
                    changes.counts[k[:2]] = changes.counts.get(k[:2], 0) + added
                for full in t.full():
                    parts.write(f"{root}/tables/{STAGING}/{layout_folder(*k)}", full)
            write_changes(changes.full())
            taken_all += taken
            if not taken:
                return taken_all

    # mysqlbinlog's selectors: the events up to a stop are read, the row changes shown kept
    selection, index = (o.selection.of(split.file_count) if o.selection is not None else None), split.file_index

    def counted(reader):
        events = reader if selection is None else selection.steps(reader, index)
        for event in events:
            if selection is None or selection.counts(event, index):
                result["events"] += 1
            yield event

    permissive = o.parse_mode == "PERMISSIVE"
    patterns = None  # the --tables patterns, when given (core.table_matcher)
    runs = selection is None  # (mysqlbinlog's selectors decide event by event: no runs)

    def faults():
        # the faults a permissive reading recorded since the last call, as rows of their own
        for exc in new_faults():
            write_changes(changes.add_row(core.fault_row(exc, split.file.name)))
            result["faults"].append(core.corrupt_record(exc))

    try:
        reader, gtid = core.open_split(split, backend=o.backend, checksum_errors=o.checksum_errors,
                                       on_error="resync" if permissive else "raise", keys=o.keys, schema=o.schemas,
                                       defer=walk.UNREAD)
    except OSError as exc:
        if o.parse_mode == "FAILFAST":
            raise
        reader, fault = None, f"{split.file.name}: {exc.strerror or exc}"
        write_changes(changes.add_row({"file": split.file.name, "_corrupt_record": fault}))
        result["faults"].append(fault)
    new_faults = NewFaults(reader)
    skip = skipper(reader, permissive) if reader is not None else None
    try:
        with (reader if reader is not None else _Nothing()):
            if reader is not None and fastpath_usable(o.backend):
                from binlogspec import fast

                fast.attach(reader, reader.schema, lazy="always" if permissive else True)
            patterns = core.table_matcher(o.tables)
            keep = patterns if selection is None else selection.table_filter(patterns)
            for step in () if reader is None else walk.steps(reader, schema=reader.schema, tables=keep, gtid=gtid,
                                   tracker=core.TransactionTracker(*split.trx), events=counted(reader),
                                   skip=skip):
                faults()
                if selection is not None and not selection.shows(step.event, index):
                    continue
                key = (step.db, step.table, layout_of(step.columns))
                table = tables.get(key)
                if table is None:
                    table = tables[key] = TypedTable(key[2])
                    result["layouts"].append([(step.db, step.table), key[2], step.event.pos, layout_folder(*key)])
                try:
                    write_changes(changes.add(step))
                    typed = table.add(step)
                except errors.BinlogError as exc:
                    if skip is None:
                        raise
                    skip(exc)  # its rows are decoded before any is added
                    continue
                for batch in typed:
                    parts.write(f"{root}/tables/{STAGING}/{layout_folder(*key)}", batch)
                if runs and step.fast is not None:
                    result["events"] += run_after(step, key)
            faults()
    except errors.BinlogError as exc:
        if not permissive:
            parts.close()
            raise RuntimeError(f"mysql_binlog: {exc}") from exc
        faults()
        if core.corrupt_record(exc) not in result["faults"]:
            write_changes(changes.add_row(core.fault_row(exc, split.file.name)))
            result["faults"].append(core.corrupt_record(exc))
    for key, table in tables.items():
        for batch in table.finish():
            parts.write(f"{root}/tables/{STAGING}/{layout_folder(*key)}", batch)
    write_changes(changes.finish())
    parts.close()
    if reader is not None and patterns is not None:  # (the driver says which pattern matched no table)
        result["tables_seen"], result["patterns_matched"] = sorted(patterns.seen), sorted(patterns.matched)
    return result
