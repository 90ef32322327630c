"""Binlog files in, Parquet out, on one machine: ``binlogspec parquet``, and the Spark job's engine.

:func:`run` plans the read (the files' splits, :func:`binlogspec.splits.plan_read`), decodes each
split once for all its outputs (:func:`write_split`, in this process unless an ``execute``
function runs the splits elsewhere: the Spark job, :mod:`binlogspec_spark.job`, runs them as
Spark tasks), names the typed tables' layouts in file order and writes the summary.

:func:`write_split` walks one split (:func:`binlogspec.splits.plan_splits`) a single time and
writes, with pyarrow, every output the job has for it: its row changes in the source's rows-mode
schema (``changes/``) and, per table and layout, its typed table (the typed mode's schema,
:class:`binlogspec.outputs.TypedTable`), as Parquet parts; it returns what the summary
needs (events, row changes per table, faults, the layouts met and where). Nothing here starts
Spark: the job runs it in Spark tasks, and it runs as well in one process.
"""

import hashlib
import json
import os
import sys
import time
from pathlib import Path

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
    from binlogspec.outputs import ChangesTable
    from binlogspec.readoptions import Options
    from binlogspec.scan import CHANGES, Typed, scan
    from binlogspec.splits import NewFaults, fastpath_usable, skipper

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


def say(message):
    print(f"==> {message}", file=sys.stderr, flush=True)


def progress_bar(total_bytes):
    """The bar (tqdm, on stderr) over the bytes the splits cover, as the splits are decoded."""
    from tqdm import tqdm

    return tqdm(total=total_bytes, unit="B", unit_scale=True, unit_divisor=1024, desc="decoding",
                file=sys.stderr, dynamic_ncols=True, leave=True)


def in_process(tasks, out, options, total_bytes, total_files, progress):
    """The tasks' results, each split decoded here in turn (a tqdm bar over bytes and files)."""
    bar = progress_bar(total_bytes) if progress else None
    results, files = [], 0
    try:
        for part, split in tasks:
            results.append(write_split(split, part, out, options))
            if bar is not None:
                files += split.end is None
                bar.update(split_bytes(split))
                bar.set_postfix_str(f"files {files}/{total_files}")
    finally:
        if bar is not None:
            bar.close()
    return results


def split_bytes(split):
    """How many bytes of its file a split covers."""
    return (split.end if split.end is not None else split.file.size) - (split.start or 0)


def run(files, out, *, options=None, stdout=sys.stdout, progress=False, execute=None):
    """Run the job on ``files``, writing under ``out``; returns the summary dict.

    Each split (a file, or a stretch of a large one) is decoded once and all its outputs
    written (:func:`write_split`); then the typed tables' layouts are named in file order and the
    summary written. ``execute(tasks, out, options, total_bytes, total_files, progress)`` gives
    the tasks' results (``tasks``: ``(part file name, split)`` pairs): the Spark job's runs them
    as Spark tasks; by default (``binlogspec parquet``) the splits are decoded one after the
    other in this process, with pyarrow alone writing: no Spark session, no JVM."""
    from binlogspec.folders import table_folders
    from binlogspec.readoptions import Options, schema_seed
    from binlogspec.selectors import parse_datetime
    from binlogspec.splits import DEFAULT_MAX_PARTITION_BYTES, follow_schemas, plan_read, select_splits
    from binlogspec.storage import expand

    options = dict(options or {})
    for key in ("startDatetime", "stopDatetime"):  # read here, in the driver's time zone, not the tasks'
        if options.get(key):
            try:
                options[key] = str(parse_datetime(options[key]))
            except ValueError as exc:
                raise ValueError(f"mysql_binlog: {exc}") from None
    out = str(out)
    passed_over = []
    refs = expand(list(files), note=lambda name, why: passed_over.append({"file": name, "why": why}))
    started = time.monotonic()
    max_bytes = int(options.get("maxPartitionBytes") or DEFAULT_MAX_PARTITION_BYTES)
    source_options = Options(dict(options, paths="[]", path="-"))
    splits = plan_read(refs, max_bytes, source_options.selection)
    schema_notes = []
    seed = schema_seed(source_options)
    if seed is not None:  # the tables' schemas at each split's start, following the files' DDL in order
        schema_notes = follow_schemas(splits, seed, backend=source_options.backend, keys=source_options.keys)[0]
        for where, message in schema_notes:
            say(f"note: {where}: {message}")
    # mysqlbinlog's selectors: the splits that show nothing are not decoded (after the DDL pass)
    splits = select_splits(splits, source_options.selection)
    total_bytes = sum(split_bytes(s) for s in splits)
    total_files = sum(s.end is None for s in splits)
    rank = {ref.name: i for i, ref in enumerate(refs)}
    filesystem, root = _filesystem(out)
    for folder in ("changes", "tables"):  # the job's own outputs are overwritten, as Spark's mode("overwrite")
        info = filesystem.get_file_info(f"{root}/{folder}")
        if info.type.name == "Directory":
            filesystem.delete_dir(f"{root}/{folder}")
    say(f"{len(refs)} files, {total_bytes} bytes in {len(splits)} splits: "
        f"decoding each once into Parquet under {out}")
    tasks = [(f"part-{i:05d}.parquet", split) for i, split in enumerate(splits)]
    results = (execute or in_process)(tasks, out, options, total_bytes, total_files, progress)

    per_file, per_table, errors, first = {}, {}, [], {}
    for result in results:
        per_file[result["file"]] = per_file.get(result["file"], 0) + result["events"]
        for pair, n in result["rows"].items():
            per_table[tuple(pair)] = per_table.get(tuple(pair), 0) + n
        errors.extend(result["faults"])
        for pair, layout, pos, folder in result["layouts"]:
            where = (rank.get(result["file"], len(rank)), pos)
            key = (tuple(pair), layout)
            if key not in first or where < first[key][0]:
                first[key] = (where, folder)
    by_table = {}
    for (pair, layout), (where, folder) in sorted(first.items(), key=lambda item: item[1][0]):
        by_table.setdefault(pair, []).append(folder)
    # the binlog's names are data: each table's folder is escaped (binlogspec.folders), never the name itself
    names = table_folders(by_table)
    tables, typed = [], {}
    for pair in sorted(by_table):
        folders = by_table[pair]
        for i, folder in enumerate(folders):
            target = names[pair] if len(folders) == 1 else f"{names[pair]}@{i}"
            source = f"{root}/tables/{STAGING}/{folder}"
            if filesystem.get_file_info(source).type.name != "Directory":
                continue  # a layout with no row change
            filesystem.move(source, f"{root}/tables/{target}")
            tables.append(target)
            typed.setdefault(pair, []).append(target)
    if filesystem.get_file_info(f"{root}/tables/{STAGING}").type.name == "Directory":
        filesystem.delete_dir(f"{root}/tables/{STAGING}")
    if filesystem.get_file_info(f"{root}/changes").type.name != "Directory":
        filesystem.create_dir(f"{root}/changes", recursive=True)
    errors = sorted(set(errors))
    unmatched = []
    if options.get("tables"):  # a pattern no table of the files matched: a typo, said
        seen = {n for r in results for n in r.get("tables_seen", ())}
        matched = {p for r in results for p in r.get("patterns_matched", ())}
        unmatched = table_matcher(options["tables"]).unmatched_note(seen, matched).splitlines()
        for line in unmatched:
            say(f"note: {line}")
    summary = {
        "files": len(refs),
        "events": sum(per_file.values()),
        "events_per_file": dict(sorted(per_file.items())),
        "row_changes": sum(per_table.values()),
        "tables": [{"db": db, "table": table, "row_changes": per_table.get((db, table), 0),
                    "typed_tables": typed.get((db, table), [])}
                   for db, table in sorted(set(per_table) | set(typed))],
        "typed_tables": tables,
        "errors": errors,
        "skipped": passed_over,
        "unmatched_tables": unmatched,
        "schema_notes": [f"{where}: {message}" for where, message in schema_notes],
        "output": out,
        "seconds": round(time.monotonic() - started, 1),
    }
    Path(out).mkdir(parents=True, exist_ok=True) if "://" not in out else None
    with filesystem.open_output_stream(f"{root}/summary.json") as fh:
        fh.write((json.dumps(summary, indent=2, sort_keys=True) + "\n").encode())
    print_summary(summary, stdout)
    return summary


def schema_options(schema=None, schema_files=None, follow_ddl=False):
    """The source options of ``--schema DB.TABLE=FILE`` items and ``--schema-file [DB=]FILE``
    dumps (the job's and ``binlogspec parquet``'s), checked now: a file that does not read or
    parse, or an item not of that form, is an OSError or ValueError naming it."""
    from binlogspec.readoptions import Options, schema_seed

    options = {}
    if schema:
        from binlogspec.ddl import schema_item

        options["schemas"] = json.dumps(dict(schema_item(item) for item in schema))
    if schema_files or follow_ddl:
        options["followDdl"] = "true"
        if schema_files:
            options["schemaFile"] = ",".join(schema_files)
        schema_seed(Options(dict(options, path="-")))  # a dump that does not read or parse: one line now
    return options


def print_summary(summary, stdout):
    print(f"files: {summary['files']}   events: {summary['events']}   row changes: {summary['row_changes']}"
          f"   ({summary['seconds']}s)", file=stdout)
    for table in summary["tables"]:
        name = json.dumps(f"{table['db']}.{table['table']}", ensure_ascii=False)[1:-1]  # no control byte printed
        print(f"  {table['row_changes']:8}  {name}", file=stdout)
    print(f"typed tables: {', '.join(summary['typed_tables']) or 'none'}", file=stdout)
    print(f"errors: {len(summary['errors'])}", file=stdout)
    for error in summary["errors"]:
        print(f"  {error}", file=stdout)
    for item in summary.get("skipped", []):
        print(f"skipped: {item['file']}: {item['why']}", file=stdout)
    print(f"output (Parquet): {summary['output']}  (changes/, tables/<db>.<table>/, summary.json)", file=stdout)


def selector_options(args):
    """The source options (``startPosition`` ...) of the selectors given on a command line."""
    options = {}
    for attr, key in (("start_position", "startPosition"), ("stop_position", "stopPosition"),
                      ("start_datetime", "startDatetime"), ("stop_datetime", "stopDatetime")):
        if getattr(args, attr, None) is not None:
            options[key] = str(getattr(args, attr))
    if getattr(args, "database", None):
        options["database"] = ",".join(args.database)
    return options
