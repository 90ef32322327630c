"""Row changes: rows events joined with their table maps and decoded to Python values.

    from binlogspec.rows import row_changes
    for change in row_changes("binlog.000001"):
        print(change.op, change.db, change.table, change.before, change.after)

Column names come from the table map's COLUMN_NAME metadata (binlog_row_metadata=FULL), else
from a schema the caller gives, else ``col_1``, ``col_2``, ... Signedness, charsets and ENUM/SET
labels likewise: the table map's optional metadata first, then the schema
(:mod:`binlogspec.columns`). The walk itself is :mod:`binlogspec.walk`.
"""

from typing import Any, Callable, Iterator, Optional, Union

from binlogspec import errors
from binlogspec._typing import SchemaMap, Source, Tables
from binlogspec.columns import columns_of  # noqa: F401 - the public home of these names
from binlogspec.reader import Reader
from binlogspec.records import Column, RowChange  # noqa: F401
from binlogspec.walk import (  # noqa: F401
    DELETE, PARTIAL, UNREAD, WRITE, apply_partial_json, changes_run, gtid_of, image_values, json_diffs, steps,
)

_gtid_of, _apply_partial_json = gtid_of, apply_partial_json  # older names


def open_reader(source: Source, *, backend: str = "kaitai", checksum_errors: str = "raise", on_error: str = "raise",
                schema: Optional[SchemaMap] = None, fast: bool = True, name: Optional[str] = None,
                lazy: Union[bool, str] = True, **kw: Any) -> Reader:
    """A :class:`~binlogspec.reader.Reader` over ``source`` whose rows events the fast decoder
    takes when it can (``fast``, the Kaitai backend, the extension built): the reader every row
    path starts from. ``lazy`` (default): rows are walked when decoded, not when read (see
    :class:`binlogspec.fast.FastBackend`); a caller that needs every event's row count or
    verdict as it is read, such as ``binlogspec events``, says ``lazy=False``."""
    reader = Reader(source, backend=backend, checksum_errors=checksum_errors, on_error=on_error, name=name,
                    schema=schema, **kw)
    if fast and backend == "kaitai":
        from binlogspec import fast as fast_path

        if fast_path.available():
            fast_path.attach(reader, schema, lazy=lazy)
        else:
            fast_path.warn_fallback()
    return reader


def row_changes(source: Source, *, backend: str = "kaitai", schema: Optional[SchemaMap] = None,
                checksum_errors: str = "raise", tables: Optional[Tables] = None, on_error: str = "raise",
                on_fault: Optional[Callable[[errors.BinlogError], None]] = None, fast: bool = True,
                keys: Any = None) -> Iterator[RowChange]:
    """Every row change in a binlog, in file order.

    ``schema``: ``{"db.table": CREATE TABLE text | [names] | [(name, type), ...]}`` for tables
    whose table maps lack names or labels. ``tables``: an optional set of ``"db.table"`` (or a
    predicate on it, or a text of comma-separated globs such as ``"shop.*"``) to keep.

    ``on_error="resync"`` reads permissively (see :class:`~binlogspec.reader.Reader`): a damaged
    span of the file is skipped, and so is a rows event whose rows cannot be decoded (no table map,
    cells that do not fit it), each reported by its typed error to ``on_fault(error)`` (when
    given) as it is met. A rows event gives all its rows or none.

    ``fast`` (default): rows events are decoded by the C decoder generated from the specs
    (:mod:`binlogspec.fast`), with the same results, when the extension is built and the backend
    is Kaitai; ``fast=False`` uses the spec-driven path alone.

    ``keys``: a :class:`binlogspec.crypto.KeyFile` to decrypt MariaDB's encrypted binlogs with.
    """
    for step, changes in _each_step(source, lambda step: step.changes(), backend=backend, schema=schema,
                                    checksum_errors=checksum_errors, tables=tables, on_error=on_error,
                                    on_fault=on_fault, fast=fast, keys=keys, run=changes_run):
        yield from changes


def _each_step(source, render, *, backend, schema, checksum_errors, tables, on_error, on_fault, fast, events=None,
               keys=None, run=None, on_report=None):
    """``(step, render(step))`` for every rows step of ``source``, with the faults of a
    permissive reading reported to ``on_fault`` in file order and, in resync mode, a rows event
    whose rows do not split or decode noted and skipped (all its rows or none). ``events``: a
    function of the reader's events giving the events to walk (a selection's stop, say).

    ``run``: ``run(reader, step)`` renders the rows events right after a step of the fast path
    in C (:func:`binlogspec.walk.changes_run`, :func:`~binlogspec.walk.json_run`); what it gives
    follows as ``(step, rendered)`` of the same step, until it gives nothing. Only where every
    event is the walk's (``events`` None). ``on_report``: given the reader's report at the end."""
    schema = schema if schema is not None else {}
    resync = on_error == "resync"
    # in resync mode every rows event is decoded here and one that does not decode is skipped
    # (below): its rows need not be walked a first time when it is read
    with open_reader(source, backend=backend, checksum_errors=checksum_errors, on_error=on_error, schema=schema,
                     fast=fast, keys=keys, lazy="always" if resync else True, defer=UNREAD) as reader:
        told = 0

        def tell():
            nonlocal told
            if on_fault is not None and len(reader.report.errors) > told:
                for error in reader.report.errors[told:]:
                    on_fault(error)
                told = len(reader.report.errors)

        def skip(exc):
            reader.report.note(exc.offset, f"row changes not decoded: {exc.message}", error=exc)

        def told_events():
            for event in reader:
                tell()
                yield event

        walked = told_events() if events is None else events(told_events())
        run = run if events is None else None
        for step in steps(reader, schema=schema, tables=tables, events=walked, skip=skip if resync else None,
                          runs=run is not None):
            if not resync:
                yield step, render(step)
            else:
                try:
                    rendered = render(step)
                except errors.BinlogError as exc:
                    skip(exc)
                    continue
                yield step, rendered
            if run is not None and step.fast is not None:
                while True:
                    more = run(reader, step)
                    if not more:
                        break
                    yield step, more
        tell()
        if on_report is not None:
            on_report(reader.report)
