"""The job's one pass: each split of each binlog decoded once, for all its outputs.

:func:`write_split` walks one split (:func:`binlogspec.splits.plan_splits`) a single time and
writes, with pyarrow, every output the job has for it: its row changes in the source's rows-mode
schema (``changes/``) and, per table and layout, its typed table (the typed mode's schema,
:class:`binlogspec.outputs.TypedTable`), as Parquet parts; it returns what the summary
needs (events, row changes per table, faults, the layouts met and where). Nothing here starts
Spark: the job runs it in Spark tasks, and it runs as well in one process.
"""

import hashlib
import os

import pyarrow.parquet as pq

from binlogspec import errors, walk
from binlogspec.splits import corrupt_record, fault_row, open_split, table_matcher, unopened_row

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
    from binlogspec.splits import NewFaults, fastpath_usable, skipper
    from binlogspec.outputs import ChangesTable
    from binlogspec.readoptions import Options
    from binlogspec.scan import CHANGES, Typed, scan

    o = Options(dict(options, paths="[]", path=split.file.name))
    filesystem, root = _filesystem(out)
    parts = _Parts(filesystem, part)
    changes = ChangesTable()
    result = {"file": split.file.name, "events": 0, "rows": changes.counts, "faults": [], "layouts": []}

    def new_layout(key, step):
        result["layouts"].append([(step.db, step.table), key[2], step.event.pos, layout_folder(*key)])

    typed = Typed(on_new=new_layout)

    def write(key, batch):
        parts.write(f"{root}/changes" if key is CHANGES else f"{root}/tables/{STAGING}/{layout_folder(*key)}", batch)

    def write_changes(batches):
        for batch in batches:
            write(CHANGES, batch)

    def took(events):
        result["events"] += events

    # mysqlbinlog's selectors: the events up to a stop are read, the row changes shown kept
    selection, index = (o.selection.of(split.file_count) if o.selection is not None else None), split.file_index

    def counted(reader):
        events = reader if selection is None else selection.steps(reader, index)
        for event in events:
            if selection is None or selection.counts(event, index):
                result["events"] += 1
            yield event

    permissive = o.parse_mode == "PERMISSIVE"
    patterns = None  # the --tables patterns, when given (table_matcher)

    def faults():
        # the faults a permissive reading recorded since the last call, as rows of their own
        for exc in new_faults():
            write_changes(changes.add_row(fault_row(exc, split.file.name)))
            result["faults"].append(corrupt_record(exc))

    try:
        reader, gtid = open_split(split, backend=o.backend, checksum_errors=o.checksum_errors,
                                       on_error="resync" if permissive else "raise", keys=o.keys, schema=o.schemas,
                                       defer=walk.UNREAD)
    except OSError as exc:
        if o.parse_mode == "FAILFAST":
            raise
        reader, row = None, unopened_row(split.file.name, exc)
        write_changes(changes.add_row(row))
        result["faults"].append(row["_corrupt_record"])
    new_faults = NewFaults(reader)
    skip = skipper(reader, permissive) if reader is not None else None
    try:
        with (reader if reader is not None else _Nothing()):
            if reader is not None and fastpath_usable(o.backend):
                from binlogspec import fast

                fast.attach(reader, reader.schema, lazy="always" if permissive else True)
            patterns = table_matcher(o.tables)
            keep = patterns if selection is None else selection.table_filter(patterns)
            if reader is not None:
                for key, batch in scan(reader, gtid=gtid, trx=split.trx, tables=keep, selection=selection,
                                       index=index, skip=skip, changes=changes, typed=typed,
                                       events=counted(reader), before_step=faults, on_run=took):
                    write(key, batch)
            faults()
    except errors.BinlogError as exc:
        if not permissive:
            parts.close()
            raise RuntimeError(f"mysql_binlog: {exc}") from exc
        faults()
        if corrupt_record(exc) not in result["faults"]:
            write_changes(changes.add_row(fault_row(exc, split.file.name)))
            result["faults"].append(corrupt_record(exc))
    for key, batch in typed.finish():
        write(key, batch)
    write_changes(changes.finish())
    parts.close()
    if reader is not None and patterns is not None:  # (the driver says which pattern matched no table)
        result["tables_seen"], result["patterns_matched"] = sorted(patterns.seen), sorted(patterns.matched)
    return result
