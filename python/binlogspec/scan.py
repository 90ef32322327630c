"""One scan of a split, for every output at once (the Spark outputs and ``binlogspec parquet``'s).

:func:`scan` walks a reader's rows events once (:func:`binlogspec.walk.steps`) and hands each
step to the outputs asked for: the rows mode's changes (:class:`~binlogspec.outputs.ChangesTable`)
and the typed tables (:class:`Typed`: every table and layout, as the job writes them, or one
layout, as the source's typed mode reads it). Where the fast decoder took a step, the rows events
right after it are appended in C to the same outputs while they can (a run,
:func:`binlogspec.walk.run_on`), so each event is decoded once for all of them. The data source's
rows and typed modes, the UDTFs over a file's bytes, the stream and the job's one pass
(:mod:`binlogspec.parquet`) all read through it. Nothing here needs Spark.
"""

from binlogspec import errors
from binlogspec.splits import TransactionTracker

CHANGES = None  # the key of the changes output's batches


class Typed:
    """The typed outputs of a scan: a :class:`~binlogspec.outputs.TypedTable` per
    ``(db, table, layout JSON)`` met (the job), or, with ``only`` (a layout's JSON text), one table
    taking the steps of that layout only (the source's typed mode: another layout of the table is
    another read). ``on_new(key, step)`` is told of each table made, with the step that made it."""

    def __init__(self, only=None, on_new=None):
        from binlogspec.outputs import TypedTable

        self.tables = {}
        self.on_new = on_new
        self._layouts = {}  # id(columns) -> (columns, layout JSON)
        self.only = only
        self._one = TypedTable(only) if only is not None else None
        if self._one is not None:
            self.only = self._one.layout

    def layout_of(self, columns):
        """The layout JSON of a step's columns (worked out once per column list)."""
        from binlogspec.outputs import layout_json

        found = self._layouts.get(id(columns))
        if found is None or found[0] is not columns:
            found = self._layouts[id(columns)] = (columns, layout_json(columns))
        return found[1]

    def of(self, step):
        """(key, TypedTable) taking ``step``'s rows, or (None, None) for a step of no typed output."""
        layout = self.layout_of(step.columns)
        if self._one is not None:
            if layout != self.only:
                return None, None
            key = (step.db, step.table, layout)
            self.tables.setdefault(key, self._one)
            return key, self._one
        key = (step.db, step.table, layout)
        table = self.tables.get(key)
        if table is None:
            from binlogspec.outputs import TypedTable

            table = self.tables[key] = TypedTable(layout)
            if self.on_new is not None:
                self.on_new(key, step)
        return key, table

    def finish(self):
        """(key, batch) of every batch still held."""
        if self._one is not None:
            key = next(iter(self.tables), None)
            return [(key, batch) for batch in self._one.finish()]
        return [(key, batch) for key, table in self.tables.items() for batch in table.finish()]


def scan(reader, *, gtid=None, trx=(None, False), tables=None, selection=None, index=0, skip=None,
         changes=None, typed=None, events=None, before_step=None, on_run=None):
    """``(key, RecordBatch)`` of ``reader``'s row changes for each output asked for, in file order
    within each output: ``key`` is :data:`CHANGES` for ``changes`` (a ChangesTable) and the typed
    table's ``(db, table, layout JSON)`` for ``typed`` (a :class:`Typed`).

    ``gtid``, ``trx``: the GTID and transaction state at the reader's start (a split's);
    ``tables``: a predicate on ``"db.table"`` (:func:`binlogspec.splits.table_matcher`) or
    None; ``selection``: mysqlbinlog's selectors for the reader's file (``index`` in the read),
    with which each event is walked as shown (no runs); ``skip``: what is done with a rows event
    whose rows do not decode (:func:`binlogspec.splits.skipper`; None raises); ``events``: the
    events to walk when the caller reads the reader itself (counting them, say);
    ``before_step()``: called before each step is taken (the job writes the faults recorded so
    far there); ``on_run(n)``: told of the ``n`` events each run took past the walk. Attach the
    fast decoder (:func:`binlogspec.fast.attach`) for the C builders. A fault that ends the walk
    raises after the batches of the rows before it."""
    from binlogspec import walk

    if events is None and selection is not None:
        events = selection.steps(reader, index)
    runs = selection is None
    try:
        yield from _steps(walk.steps(reader, schema=reader.schema, tables=tables, gtid=gtid,
                                     tracker=TransactionTracker(*trx), skip=skip, events=events),
                          reader, runs, selection, index, skip, changes, typed, before_step, on_run)
    except errors.BinlogError:
        yield from _finish(changes, typed)  # (the rows before a fault come before it)
        raise
    yield from _finish(changes, typed)


def _finish(changes, typed):
    if changes is not None:
        for batch in changes.finish():
            yield CHANGES, batch
    if typed is not None:
        yield from typed.finish()


def _steps(steps, reader, runs, selection, index, skip, changes, typed, before_step, on_run):
    for step in steps:
        if before_step is not None:
            before_step()
        if selection is not None and not selection.shows(step.event, index):
            continue
        key, table = typed.of(step) if typed is not None else (None, None)
        if changes is None and table is None:
            continue
        alone = changes is None and runs  # a typed table alone runs on in TypedTable.add
        # each output decodes the step's rows before it adds any: rows that do not decode go to
        # `skip` with nothing of the event added to that output or the ones after it
        outputs = ([(CHANGES, changes.add, (step,))] if changes is not None else []) \
            + ([(key, table.add, (step, reader) if alone else (step,))] if table is not None else [])
        skipped = False
        for out, add, args in outputs:
            try:
                got = add(*args)
            except errors.BinlogError as exc:
                if skip is None:
                    raise
                skip(exc)
                skipped = True
                break
            for batch in got:
                yield out, batch
        if skipped:
            continue
        if runs and step.fast is not None and not alone:
            yield from _run_after(reader, step, changes, typed, key, table, on_run)


def _run_after(reader, step, changes, typed, key, table, on_run):
    """After ``step``, whose rows the C builders took, the rows events right after it appended in
    C (a run) to every output, until an event the walk must read; the batches completed."""
    from binlogspec.outputs import BATCH_ROWS
    from binlogspec.walk import run_others
    from binlogspec.walk import changes_into, run_on

    if table is None:  # the changes alone: every table's rows events
        while True:
            builder = changes.fast_builder()
            if builder is None:
                return
            taken = changes_into(reader, step, builder, changes.batch_rows)
            if on_run is not None:
                on_run(taken)
            for batch in changes.full():
                yield CHANGES, batch
            if not taken:
                return
    # the changes and the typed tables: the step's table's builder leads, the others' (and the
    # changes builder) take their tables' events as the run crosses them
    batch, builder = table.taking(step.fast.table), changes.fast_builder()
    if batch is None or builder is None:
        return
    involved: dict = {}  # (db, table, layout JSON) -> the TypedTable of each batch a run may append to

    def take(info):  # another table's batch under way of that layout, when its rows may go there
        other_key = (info.db, info.table, typed.layout_of(info.columns))
        other = typed.tables.get(other_key)
        other_batch = other.taking(info) if other is not None else None
        if other_batch is not None:
            involved[other_key] = other
        return other_batch

    while True:
        involved.clear()
        involved[key] = table
        others = run_others(reader, step.walked, step.fast.header["table_id"], take, names=True)
        held = {k: t.c_rows() for k, t in involved.items()}
        taken = run_on(reader, batch, step, BATCH_ROWS, others=others, changes=(builder, (step.db, step.table)))
        if on_run is not None:
            on_run(taken)
        for k, t in involved.items():  # (each table's rows the run added: the changes' counts)
            added = t.c_rows() - held[k]
            if added:
                changes.counts[k[:2]] = changes.counts.get(k[:2], 0) + added
            for full in t.full():
                yield k, full
        for full in changes.full():
            yield CHANGES, full
        if not taken:
            return
