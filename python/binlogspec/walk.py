"""The one walk of row changes: events in, each rows event joined with its table, out.

    bytes -> events (reader) -> row changes (this module) -> values | Arrow | JSON -> Spark

:func:`steps` walks a reader's events once, carrying what no single event knows: the GTID in
effect, where the current transaction began (:class:`TransactionTracker`), and each table map's
columns (:mod:`binlogspec.columns`). It yields one :class:`RowsStep` per rows event that holds
rows of a wanted table. A step renders its rows as the caller asks: Python :class:`RowChange`
objects (:meth:`RowsStep.changes`), NDJSON text (:meth:`RowsStep.json`), or, for the Arrow
batches of :mod:`binlogspec.arrow`, its fast body. Events the fast decoder (:mod:`binlogspec.fast`)
took are decoded in C; the others (and any event whose values the C rules do not take) by the
spec-driven path below (:func:`image_values`), with the same result. The library
(:func:`binlogspec.rows.row_changes`), the command line, Arrow and the Spark source all use it.
"""

import functools

from binlogspec import errors, json_text, values
from binlogspec.columns import columns_of, flavor_of, schema_for
from binlogspec.events import ROWS_EVENTS, T
from binlogspec.records import RowChange
from binlogspec.selectors import table_predicate

__all__ = ["RowsStep", "TransactionTracker", "gtid_of", "image_values", "json_diffs", "steps"]

WRITE = {T[n] for n in ("pre_ga_write_rows_event", "write_rows_event_v1", "write_rows_event",
                        "write_rows_compressed_event_v1", "write_rows_compressed_event")}
DELETE = {T[n] for n in ("pre_ga_delete_rows_event", "delete_rows_event_v1", "delete_rows_event",
                         "delete_rows_compressed_event_v1", "delete_rows_compressed_event")}
PARTIAL = {T["partial_update_rows_event"]}
GTIDS = {T["gtid_log_event"], T["gtid_tagged_log_event"], T["gtid_event"]}
ANONYMOUS_GTID = T["anonymous_gtid_log_event"]
GTID_LIKE = GTIDS | {ANONYMOUS_GTID}
QUERIES = {T["query_event"], T["query_compressed_event"]}
TRX_ENDS = {T["xid_event"], T["xa_prepare_log_event"]}
# the events whose bodies a walk of row changes never reads (only their types, and a QUERY's last
# bytes: statement_tail): a reader for one is given them as ``defer`` (see binlogspec.reader.Reader),
# which saves a parse per transaction, and per statement of a binlog written in statement or MIXED
# format; what does read one (the schema that follows DDL, sql's DDL) gets it parsed then
UNREAD = frozenset({T["xid_event"], T["annotate_rows_event"], T["rows_query_log_event"]}) | QUERIES
OPS = {code: "insert" if code in WRITE else "delete" if code in DELETE else "update" for code in ROWS_EVENTS}


# --------------------------------------------------------------------------- transactions

class TransactionTracker:
    """Where the current transaction began: the position of its GTID event (any kind, anonymous
    included), or of its ``BEGIN`` query when no GTID event opened it. Events unpacked from a
    TRANSACTION_PAYLOAD_EVENT share the payload's position, so they never move it.

    ``pending`` is true between a GTID event and the end of its transaction (XID, XA PREPARE, or a
    query other than BEGIN: COMMIT, ROLLBACK, or the DDL of a standalone GTID). ``gtid`` is the
    GTID in effect (:func:`gtid_of`), kept here by :func:`steps`, and by the runs in C that go on
    across transactions (:func:`_run`). ``open`` is true inside a transaction: after its GTID
    event or BEGIN, until its XID, XA PREPARE or a query that is no BEGIN (where a walk by headers
    may cut a file: Spark's planning and stream, :class:`binlogspec.headerwalk.HeaderWalk`;
    ``_fastrows.skip_events`` moves the same state in C). It is the walks by headers' alone: the
    runs of :func:`steps` carry ``gtid``, ``trx_pos`` and ``pending`` on, not ``open``."""

    __slots__ = ("trx_pos", "pending", "gtid", "open")

    def __init__(self, trx_pos=None, pending=False, gtid=None, open=False):
        self.trx_pos = trx_pos
        self.pending = pending
        self.gtid = gtid
        self.open = open

    def see(self, code, pos, statement_tail):
        if code in GTID_LIKE:
            self.trx_pos, self.pending, self.open = pos, True, True
        elif code in QUERIES:
            begin = statement_tail.endswith(b"\0BEGIN")
            if begin:
                if not self.pending:
                    self.trx_pos = pos
            else:
                self.pending = False
            self.open = begin
        elif code in TRX_ENDS:
            self.pending = self.open = False

    def state(self):
        return self.trx_pos, self.pending


def statement_tail(event):
    """The last bytes of a QUERY event's statement (enough to tell a ``BEGIN``)."""
    if event.type_code not in QUERIES or event.raw is None:
        return b""
    end = len(event.raw) - (event.params or {}).get("len_checksum", 0)
    return bytes(event.raw[max(0, end - 6):end])


def _uuid_text(raw):
    h = bytes(raw).hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def gtid_of(event):
    """The GTID an event announces, as the servers print it: MySQL ``uuid:gno`` (``uuid:tag:gno``
    when tagged), MariaDB ``domain-server-seq``. The plain kinds are read from the body's fields
    (the same in both backends), not from its whole tree: one per transaction."""
    from binlogspec.fast import FastBody

    name = event.type_name
    if name in ("GTID_EVENT", "GTID_LOG_EVENT"):
        body = event.body
        if isinstance(body, FastBody):  # read by its generated reader
            fields = body.fields
            if name == "GTID_EVENT":
                return f"{fields['domain_id']}-{event.server_id}-{fields['seq_no']}"
            return f"{_uuid_text(fields['sid'])}:{fields['gno']}"
        if name == "GTID_EVENT":
            return f"{body.domain_id}-{event.server_id}-{body.seq_no}"
        return f"{_uuid_text(body.sid)}:{body.gno}"
    tree = event.tree
    if name == "GTID_TAGGED_LOG_EVENT":
        octets = next(f["uuid_octets"] for f in tree["fields"]["entries"] if "uuid_octets" in f)
        uuid = _uuid_text(bytes(o["value"] for o in octets))
        return f"{uuid}:{tree['tag']}:{tree['gno']}" if tree.get("tag") else f"{uuid}:{tree['gno']}"
    return None



def image_values(columns, image):
    """name -> value for the present columns of one row image tree."""
    out = {}
    for column, cell in zip(columns, image["cells"]):
        if not cell.get("is_present"):
            continue
        if cell.get("is_null"):
            out[column.name] = None
        elif "value" in cell:
            out[column.name] = values.cell_value(column, cell["value"])
        elif "json_diff" in cell:
            out[column.name] = json_diffs(cell["json_diff"])
        else:
            raise ValueError(f"column {column.name} ({column.type_name}) has no decodable value")
    return out


def json_diffs(tree):
    """A partial JSON update (a ``mysql_json_diff`` tree) as a list of
    ``{"operation", "path", "value"}``, the value as the JSON text MySQL prints (None for remove)."""
    out = []
    for op in tree["operations"]["operations"]:
        raw = op.get("value")
        value = None if raw is None else values.JsonText(json_text.render(bytes(raw)))
        out.append({"operation": str(op["operation"]), "path": op["path"], "value": value})
    return out


def apply_partial_json(before, after):
    """Diff lists in the after image become full documents where the before image holds the
    column's document (binlog_row_image=FULL); otherwise they stay diff lists."""
    for name, value in after.items():
        if isinstance(value, list) and isinstance((before or {}).get(name), values.JsonText):
            after[name] = values.JsonText(json_text.apply_diffs(str(before[name]), value))


# --------------------------------------------------------------------------- the walk

class RowsStep:
    """One rows event of a wanted table, with everything its rows need: ``event``, ``db``,
    ``table``, ``columns``, ``gtid`` and ``trx_pos`` in effect, ``op``, and ``fast`` (the
    :class:`binlogspec.fast.FastRows` body when the fast decoder took the event, else None).
    ``tracker``: the walk's :class:`TransactionTracker`, which a run after the step carries on;
    ``walked``: ``{table id: (TableLayout, wanted)}`` of the tables whose rows events of the
    fast path the walk met (the last map of each): given as steps, or passed over (not wanted),
    which a run may go on into."""

    __slots__ = ("event", "db", "table", "columns", "gtid", "trx_pos", "op", "fast", "tracker", "walked")

    def __init__(self, event, db, table, columns, gtid, trx_pos, op, fast, tracker=None, walked=None):
        self.event, self.db, self.table, self.columns = event, db, table, columns
        self.gtid, self.trx_pos, self.op, self.fast, self.tracker = gtid, trx_pos, op, fast, tracker
        self.walked = walked

    def changes(self):
        """The rows as a list of :class:`RowChange` (values built in C where the fast decoder
        took the event; the spec-driven path gives them, or its typed error, otherwise)."""
        fast = self.fast
        if fast is not None:
            event, header = self.event, fast.header
            meta = (event.file, event.pos, event.next_pos, event.timestamp, event.server_id, self.gtid,
                    self.db, self.table, self.columns, None)
            try:
                return fast.table.layout.changes(fast.data, fast.start, fast.end, header["is_write"],
                                                 header["is_delete"], header["num_columns"], header["present"],
                                                 header["present_after"], meta, self.op)
            except Exception:  # a value the C rules do not take: the spec-driven path gives it, or its error
                pass
        return list(self._spec_changes())

    def json(self, prefix):
        """The rows as NDJSON bytes, one line each, as ``binlogspec rows`` prints them; ``prefix``
        is every line's opening up to ``"op":"...",`` (see :func:`binlogspec.jsonout.change_prefix`)."""
        fast = self.fast
        if fast is not None:
            header = fast.header
            try:
                return fast.table.layout.json(fast.data, fast.start, fast.end, header["is_write"],
                                              header["is_delete"], header["num_columns"], header["present"],
                                              header["present_after"], prefix)
            except Exception:  # as in changes()
                pass
        from binlogspec.jsonout import change_line

        return b"".join(change_line(change) for change in self._spec_changes())

    def _spec_changes(self):
        event, columns = self.event, self.columns
        body = event.tree
        rows = (body.get("row_data") or body.get("row_data_compressed") or {}).get("rows", ())
        partial = event.type_code in PARTIAL
        for n, row in enumerate(rows):
            try:
                before = image_values(columns, row["before_image"]) if "before_image" in row else None
                after = image_values(columns, row["after_image"]) if "after_image" in row else None
                if partial and after is not None:
                    apply_partial_json(before, after)
            except errors.BinlogError as exc:
                if exc.file is None:
                    exc.file, exc.offset, exc.event_type = event.file, event.pos, event.type_name
                raise
            except Exception as exc:  # a cell whose bytes are no value of its column's type
                raise errors.DecodeError(f"row {n}: {type(exc).__name__}: {exc}", file=event.file, offset=event.pos,
                                         event_type=event.type_name) from exc
            yield RowChange(event.file, event.pos, event.next_pos, event.timestamp, event.server_id, self.gtid,
                            self.db, self.table, self.op, before, after, columns, n)


RUN_OPS = ("insert", "update", "delete")  # append_run's op names of a write, an update, a delete


def run_on(reader, builder, step, max_rows, others=None, changes=None):
    """After ``step``, a rows step of the fast path whose rows ``builder`` (a
    ``_fastrows.Batch``) has just taken, let the builder take in C the rows events right after
    it that it can (:meth:`~binlogspec.reader.Reader.run_rows`): rows events of the same table
    id and table map, in this transaction and the ones after it that it crosses (:func:`_run`),
    until the builder holds ``max_rows``. ``others``: as :func:`_run` builds them, the tables the
    walk passes over (``"pass"``, the default), or a dict of them (``{table id: (Layout, map
    bytes, None or that table's own Batch[, its (db, table)])}``: a table's own Batch takes its
    events too, until it holds ``max_rows``). ``changes``: ``(a _fastrows.Changes builder, the
    step's (db, table))``, which takes every event's rows too (the others' given with their names),
    until it is full. Returns the number of events taken; the walk goes on after them."""
    return _run(reader, step.fast, builder.append_run, RUN_OPS, step.event.file, step.gtid, step.trx_pos,
                max_rows, *(changes or ()), step=step, others=others if others is not None else "pass",
                ahead=False)[0]  # (it decodes on two threads)


def changes_into(reader, step, builder, max_rows):
    """After ``step`` (of the fast path, the last the walk gave, whose rows ``builder`` took), the
    rows events right after it appended in C to ``builder`` (a ``_fastrows.Changes``: the rows
    mode's columns), every table's the walk gives (``others="take"``) across transactions, until
    it is full (``max_rows``, or its bytes): the Spark source's rows mode. Returns the number of
    events taken; the walk goes on after them."""
    return _run(reader, step.fast, builder.append_run, step.fast.table.layout, RUN_OPS, step.event.file,
                (step.db, step.table), step.gtid, step.trx_pos, max_rows, step=step, others="take")[0]


def steps(reader, *, schema=None, tables=None, gtid=None, tracker=None, events=None, skip=None, runs=None):
    """The :class:`RowsStep` of every rows event of a wanted table in ``reader`` (a
    :class:`~binlogspec.reader.Reader`, with :func:`binlogspec.fast.attach` for the fast path),
    in file order.

    ``schema``: ``{"db.table": CREATE TABLE text | [names] | [(name, type), ...]}`` for tables whose
    table maps lack names or labels; ``tables``: a set of ``"db.table"``, a predicate on it, or a
    text of comma-separated globs (``"shop.*"``)
    (None: all); ``gtid`` and ``tracker``: the GTID and transaction state at the reader's start
    (a Spark split starts inside a file); ``events``: the events to walk, when the caller reads
    ``reader`` itself (each event is still walked once).

    A rows event that cannot be split into rows (no TABLE_MAP for its table id, cells its table
    map cannot size) raises :class:`~binlogspec.errors.LayoutMismatch`, or, with ``skip``, is
    given to ``skip(error)`` and passed over; rows whose values do not decode raise when the
    step's rows are asked for.

    ``runs``: whether the events of tables the walk passes over may be passed over in C
    (:func:`pass_run`) after the first of them (default: when the walk reads ``reader`` itself;
    a caller whose ``events`` only wrap the reader's, with nothing held back, says True)."""
    from binlogspec.fast import FastRows

    schema = schema if schema is not None else {}
    keep = table_predicate(tables)
    tracker = tracker if tracker is not None else TransactionTracker()
    tracker.gtid = gtid
    column_cache = {}
    walked = {}  # table id -> (TableLayout, wanted) of the fast rows events met (see RowsStep)
    passing = events is None if runs is None else runs

    def met(table_id, info, wanted):
        nonlocal walked
        if walked.get(table_id) != (info, wanted):
            if len(walked) >= 256:  # only the maps still in force
                maps = reader.table_maps
                walked = {k: v for k, v in walked.items() if maps.get(k) is v[0].tm_obj}
            walked[table_id] = (info, wanted)

    for event in (reader if events is None else events):
        code = event.type_code
        if code not in ROWS_EVENTS:
            if code in GTID_LIKE:
                tracker.see(code, event.pos, b"")
                tracker.gtid = gtid_of(event) if code != ANONYMOUS_GTID else None
            else:
                tracker.see(code, event.pos, statement_tail(event))
                if passing and code in QUERIES:
                    statement_run(reader, event, tracker, walked)
            continue
        body = event.body
        if isinstance(body, FastRows):
            info = body.table
            if body.start >= body.end:
                continue
            if keep is not None and not keep(f"{info.db}.{info.table}"):
                try:
                    body.num_rows  # noqa: B018 - a body read lazily: its rows must fit all the same
                except errors.BinlogError as exc:
                    if exc.file is None:
                        exc.file, exc.offset, exc.event_type = event.file, event.pos, event.type_name
                    if skip is None:
                        raise
                    skip(exc)
                else:
                    met(body.header["table_id"], info, False)
                    if passing:
                        pass_run(reader, event, tracker, walked)
                continue
            met(body.header["table_id"], info, True)
            yield RowsStep(event, info.db, info.table, info.columns, tracker.gtid, tracker.trx_pos, OPS[code], body,
                           tracker, walked)
            continue
        try:
            found = _table_of(reader, event, column_cache, keep, schema)
        except errors.BinlogError as exc:
            if skip is None:
                raise
            skip(exc)
            continue
        if found is None:
            continue
        db, table, columns = found
        yield RowsStep(event, db, table, columns, tracker.gtid, tracker.trx_pos, OPS[code], None, tracker)


def pass_run(reader, event, tracker, walked):
    """After ``event`` (a rows event the fast decoder took, of a table the walk passes over, the
    last the reader gave), the events right after it that a run passes over in C (:func:`_run`'s
    crossing, with no table of its own): the rows events of the tables the walk has met and passes
    over whose maps are still in force (held to fit, as :func:`steps` holds them, and not kept),
    those maps written again, GTID events, BEGINs and the events the walk never reads, carrying
    ``tracker`` on. It stops before anything else (a wanted table's rows event, a new map, a
    statement), which the walk reads. So a binlog whose wanted tables are rare, or absent, is not
    walked event by event in Python. The number of events passed over."""
    if reader.schema_follows_ddl:  # (its runs hold each map and QUERY to the schema: none here)
        return 0
    others = run_others(reader, walked, -1, _none)
    if not others:
        return 0
    body = event.body
    layout = body.table.layout
    cross = (tracker, None, reader.begins, UNREAD <= reader.deferred, others)
    meta = (event.file, tracker.gtid, body.table.db, body.table.table, body.table.columns)
    # (table id -1: no rows event is the run's own, every one is another table's; not read ahead:
    # the Arrow batches' runs decode on two threads, and a read ahead would take a core from them)
    return _run(reader, body, layout.changes_run, RUN_OPS, meta, 1, cross=cross, ahead=False, table_id=-1)[0]


def statement_run(reader, event, tracker, walked):
    """After ``event`` (a QUERY the walk read: a statement, or a BEGIN), the events right after it
    that a run of no table of its own passes over in C (:func:`pass_run`'s, with table id -1):
    statements too, whose bodies a walk of rows never reads (with a CRC32 that holds), GTID
    events, BEGINs and XIDs, carrying ``tracker`` on, and the rows events of the tables the walk
    has met and passes over. It stops before a wanted table's rows event, a new map, anything
    else. So a binlog in statement or MIXED format, mostly statements, is not walked event by
    event in Python. The number of events passed over."""
    if reader.schema_follows_ddl or not event.raw:
        return 0
    others = run_others(reader, walked, -1, _none)
    cross = (tracker, None, reader.begins, (1 if UNREAD <= reader.deferred else 0) | 2, others or None)
    meta = (event.file, tracker.gtid, "", "", ())
    return _run(reader, None, _no_table().changes_run, RUN_OPS, meta, 1, cross=cross, ahead=False, table_id=-1)[0]


def _table_of(reader, event, column_cache, keep, schema):
    """(db, table, columns) of a rows event the fast decoder did not take, or None when it has no
    rows or its table is not wanted; a typed error when it cannot be split into rows."""
    if event.undecoded is not None:
        raise errors.LayoutMismatch(event.undecoded, file=event.file, offset=event.pos, event_type=event.type_name)
    tree = event.tree
    if not (tree.get("row_data") or tree.get("row_data_compressed")):
        return None
    tm_obj = event.params["table_map"]
    if tm_obj is None:
        raise errors.LayoutMismatch(f"no TABLE_MAP event for table id {tree.get('table_id')}",
                                    file=event.file, offset=event.pos, event_type=event.type_name)
    cached = column_cache.get(id(tm_obj))
    version = getattr(schema, "version", None)  # a schema that follows DDL changes its tables
    if cached is None or cached[0] is not tm_obj or cached[4] != version:
        try:
            tm = reader.backend.tree(tm_obj)
            db, table = tm["database_name"], tm["table_name"]
            columns = None
            if keep is None or keep(f"{db}.{table}"):
                columns = columns_of(tm, flavor_of(reader), *schema_for(schema, f"{db}.{table}"))
        except errors.BinlogError:
            raise
        except Exception as exc:
            raise errors.LayoutMismatch(f"its table map does not describe the columns: {type(exc).__name__}: {exc}",
                                        file=event.file, offset=event.pos, event_type=event.type_name) from exc
        # the map object is kept with its columns, so its id cannot be reused while cached
        cached = (tm_obj, db, table, columns, version)
        if len(column_cache) > 1024:
            column_cache.clear()
        column_cache[id(tm_obj)] = cached
    _, db, table, columns, _ = cached
    return None if columns is None else (db, table, columns)


_names_json: dict = {}  # ("db", "table") -> '"db":...,"table":...' (JSON text), for rows_summary_json


def rows_summary_json(event):
    """:func:`rows_summary` as compact JSON text (``json.dumps(to_json(...), ensure_ascii=False,
    separators=(",", ":"))``, keys in its order): for the fast decoder's bodies written as one
    string, not a dict to convert, since ``binlogspec events`` and the Spark source's events mode
    write one per rows event. tests/test_cli.py holds the two equal."""
    from binlogspec.fast import FastRows

    body = event.body
    if not isinstance(body, FastRows):
        from binlogspec.tree import dumps

        return dumps(rows_summary(event))
    header = body.header
    return summary_text(header["table_id"], header["flags"], header["num_columns"], header["is_compressed"],
                        names_json(body.table), body.num_rows)


def names_json(table):
    """``"db":...,"table":...`` of a :class:`~binlogspec.fast.TableLayout`, for :func:`summary_text`."""
    key = (table.db, table.table)
    names = _names_json.get(key)
    if names is None:
        import json

        names = f'"db":{json.dumps(table.db, ensure_ascii=False)},"table":{json.dumps(table.table, ensure_ascii=False)}'
        if len(_names_json) > 4096:
            _names_json.clear()
        _names_json[key] = names
    return names


def summary_text(table_id, flags, num_columns, is_compressed, names, num_rows):
    """The JSON text of :func:`rows_summary` from its fields (``names``: :func:`names_json`;
    ``is_compressed`` a bool, or, as each field, the text that stands for it in a template)."""
    flag = is_compressed if isinstance(is_compressed, str) else "true" if is_compressed else "false"
    return (f'{{"table_id":{table_id},"flags":{flags},"num_columns":{num_columns},'
            f'"is_compressed":{flag},{names},"num_rows":{num_rows}}}')


def run_line(table, reader, line):
    """What :func:`summary_run` writes each event's line by, for the rows events of ``table``
    (a :class:`~binlogspec.fast.TableLayout`) and the events its runs cross. ``line(fields,
    body)`` gives a line's text with each event's own fields where ``fields[name]`` stands (a
    NUL-marked field name, which no JSON text holds; ``_fastrows.SCAN_FIELDS``) and its body's
    JSON where ``body`` stands: ``binlogspec events`` writes its NDJSON by it, the Spark source's
    events mode its columns. A rows event's body is :func:`summary_text`'s, its table's names a
    field too, so one template serves every table; a crossed event's is written in C: the table
    map in force written again has that map's body (:func:`map_json`), a body whose generated C
    reader gives the spec's own tree (GTID events, XID, ANNOTATE_ROWS, ROWS_QUERY) its generated
    JSON writer's (as ``tree.dumps`` writes that tree, its statement as ``decode_statement``
    leaves it); before any other event, and bytes that reader refuses, the run stops. Returns
    ``(the rows events' template, type names, (the crossed events' template, this table map's
    body as JSON, type names), the table's names as JSON text)``."""
    rows, crossed, names = _line_templates(line)
    return (rows, names, (crossed, map_json(table, reader), names), names_json(table).encode("utf-8", "surrogateescape"))


def _line_templates(line):
    """(the rows events' template, the crossed events' template, type names) of ``line`` (see
    :func:`run_line`)."""
    from binlogspec.fast import _fastrows

    at = {name: f"\0{i}\0" for i, name in enumerate(_fastrows.SCAN_FIELDS)}
    rows_body = summary_text(at["table_id"], at["rows_flags"], at["num_columns"], at["is_compressed"], at["names"],
                             at["num_rows"])
    return _template(line(at, rows_body)), _template(line(at, at["body"])), _type_names()


@functools.lru_cache(maxsize=None)
def _type_names():
    """{type code: the server's constant name as bytes} of every type code."""
    from binlogspec.events import type_name

    return {code: type_name(code).encode() for code in range(256)}


def _template(text):
    """A line cut where its NUL-marked fields are: (text, field, ..., text), texts as bytes."""
    return tuple(int(p) if i % 2 else p.encode("utf-8", "surrogateescape") for i, p in enumerate(text.split("\0")))


def map_json(table, reader):
    """The JSON text of a table map's body (``table``: its TableLayout), as ``binlogspec events``
    writes it."""
    from binlogspec.events import TABLE_MAP
    from binlogspec.statements import decode_statement
    from binlogspec.tree import dumps

    return dumps(decode_statement(TABLE_MAP, reader.backend.tree(table.tm_obj))).encode("utf-8", "surrogateescape")


def runs_in_force(reader, tables, own):
    """A summary run's ``others`` (:func:`_run`): of ``tables`` (``{table id: (TableLayout,
    its run_line, its (names JSON, map JSON))}``, the rows events' tables met so far) those but
    ``own`` whose maps are still the ones in force."""
    maps, backend = reader.table_maps, reader.backend
    out = {}
    for table_id, entry in tables.items():
        if not isinstance(table_id, int):
            continue  # (crossing_runs' own entry)
        table, _, texts = entry
        if table_id != own and maps.get(table_id) is table.tm_obj:
            key = backend.map_key(table.tm_obj)
            if key is not None:
                out[table_id] = (table.layout, key, (table.db, table.table, table.columns), texts)
    return out


def summary_runs(reader, event, tables, line):
    """After ``event`` (a rows event of the fast path with its layout, the last the reader gave),
    the lines of the events right after it that runs take (:func:`summary_run`), a run's at a
    time: ``tables`` the rows events' tables met so far (see :func:`runs_in_force`; this one's
    added), ``line`` as :func:`run_line` takes it."""
    table = event.body.table
    table_id = event.body.header["table_id"]
    known = tables.get(table_id)
    if known is None or known[0] is not table:
        line_of = run_line(table, reader, line)
        known = tables[table_id] = (table, line_of, (line_of[3], line_of[2][1]))
    while True:
        lines = summary_run(reader, event, known[1], others=runs_in_force(reader, tables, table_id))
        if not lines:
            return
        yield lines


def crossing_runs(reader, tables, line, max_events=4096):
    """After the event the reader gave last (one it read that is no rows event: a statement, a
    GTID, an XID, a table map), the lines of the events right after it that a summary run of no
    table of its own takes (:func:`summary_run`, its table id -1), a run's at a time: the rows
    events of ``tables`` (the rows events' tables met so far, whose maps are in force:
    :func:`runs_in_force`) and the events a summary run crosses, statements too. A binlog written
    in statement or MIXED format has few rows events, or none, for a run to start after; with
    these it is read in C from its first events on. ``line`` as :func:`run_line` takes it."""
    if reader.schema_follows_ddl:
        return
    key = ("crossing", line)
    known = tables.get(key)
    if known is None:
        rows, crossed, names = _line_templates(line)
        known = tables[key] = (_no_table(), (rows, names, (crossed, b"", names), b""))
    layout, line_of = known
    while True:
        cross = (TransactionTracker(), None, reader.begins, False, runs_in_force(reader, tables, -1),
                 reader.begins_json)
        run = _scan_with(layout.scan_run, max_events, line_of)
        lines = b"".join(_run(reader, None, run, cross=cross, table_id=-1)[1])
        if not lines:
            return
        yield lines


@functools.lru_cache(maxsize=None)
def _no_table():
    """A layout of no columns: the own layout of a run of no table (whose table id is -1)."""
    from binlogspec.fast import _fastrows

    return _fastrows.Layout([])


def summary_run(reader, event, line, max_events=4096, others=None):
    """After ``event``, a rows event the fast decoder took and the last the reader gave, the rows
    events right after it of the same table id, read in C (:func:`_run`,
    ``_fastrows.Layout.scan_run``): their rows counted as :func:`rows_summary` counts them, every
    cell read, and each event's line written in C by ``line``: ``(template, type names,
    crossed, the table's names as JSON)``, the line cut where an event's fields go
    (``_fastrows.SCAN_FIELDS``; ``binlogspec events`` makes it from its own writer,
    ``cli._run_line``). ``others``: the other tables whose rows events and maps written again the
    run goes on through, as :func:`_others` gives them, each with its names and map body as JSON
    text (``cli._in_force``). With ``crossed`` (not None) the run
    goes on across transactions, through the events :func:`_run` lists (the table map in force,
    GTID events, a BEGIN like the last) and through XID, ANNOTATE_ROWS and ROWS_QUERY, each
    event's line written in C by what ``crossed`` gives (``cli._crossed``), or the run stopped
    before it (the reader then reads it). The lines of at most about ``max_events``
    events (bytes), over all the buffers the run reads (a run across transactions may otherwise
    go on to the end of the file); empty when none was taken."""
    body = event.body
    cross = None
    if line[2:] and line[2] is not None and not reader.schema_follows_ddl:
        cross = (TransactionTracker(), reader.backend.map_key(body.table.tm_obj), reader.begins, False, others,
                 reader.begins_json)
    return b"".join(_run(reader, body, _scan_with(body.table.layout.scan_run, max_events, line), cross=cross)[1])


def _scan_with(scan, max_events, line):
    """A ``scan_run`` given its last two arguments: the events left of ``max_events`` over all
    the buffers the run reads, and ``line``."""
    left = [max_events]

    def run(*args):  # (the run's own arguments, then max_events and line: the events left)
        out = scan(*args, left[0], line)
        left[0] -= out[1]
        return out

    return run


def changes_run(reader, step, max_rows=64):
    """After ``step`` (of the fast path, the last the walk gave), the :class:`RowChange` objects of
    the rows events right after it of the same table id and map, in its transaction and those
    after it a run crosses (:func:`_run`), read in C (``Layout.changes_run``): as
    :meth:`RowsStep.changes` gives them, about ``max_rows`` at most (an event's at least); empty
    when none was taken. A few events' worth at a time: thousands of young objects alive at once
    lengthen the garbage collector's passes (3% more instructions at 4096 than at 64, callgrind)."""
    meta = (step.event.file, step.gtid, step.db, step.table, step.columns)
    layout = step.fast.table.layout
    return [c for changes in _run(reader, step.fast, layout.changes_run, RUN_OPS, meta, max_rows, step=step,
                                  others="take")[1]
            for c in changes]


def json_run(reader, step, max_bytes=64 << 10):
    """After ``step`` (as :func:`changes_run`), the NDJSON lines of the rows events right after it,
    as :meth:`RowsStep.json` writes them (``Layout.json_run``, each line's start as
    :func:`binlogspec.jsonout.change_prefix` writes it), about ``max_bytes`` at most (an event's
    at least); empty when none was taken. A few events' worth at a time: a text of megabytes is a
    fresh mapping of memory each time, faulted in page by page."""
    from binlogspec.jsonout import file_json

    return b"".join(_run(reader, step.fast, step.fast.table.layout.json_run, file_json(step.event.file),
                         (step.db, step.table), step.gtid, max_bytes, step=step, others="take")[1])


def _run(reader, body, run, *args, step=None, others=None, cross=None, ahead=True, table_id=None):
    """The rows events after the one whose FastRows ``body`` the reader gave last, taken by
    ``run`` (a ``_fastrows`` run method: ``Batch.append_run``, ``Layout.scan_run``, ...; see
    :meth:`~binlogspec.reader.Reader.run_rows`): the number of events taken, and what ``run``
    gave for each buffer it took events from.

    With ``step`` (the walk's step of ``body``), the run goes on across transactions (``cross``
    in _fastrows.c): through GTID events, the table map in force written again, a ``BEGIN`` like
    one the reader parsed, and the events whose bodies the walk never reads (when the reader
    defers them), carrying the step's :class:`TransactionTracker` on. It also goes on into the
    rows events, and the maps written again, of the other tables the walk has met whose maps
    are still in force (:func:`_others`): those the walk passes over (held to fit, as the walk
    holds them), with ``others="pass"`` or ``"take"``; with ``"take"`` (the changes and JSON
    runs, whose output is not one table's) also those it gives as steps. So a binlog of small
    transactions is read in C from its first rows events on, not event by event in Python.
    Without ``step``, ``cross`` is that argument of the run's, or None (summary_run's own).
    ``ahead``: whether the run's next bytes are read ahead (:meth:`~binlogspec.reader.Reader.run_rows`).
    ``table_id``: the run's own table id, when not ``body``'s (-1: none, :func:`pass_run`)."""
    if table_id is None:
        table_id = body.header["table_id"]
    found = []
    if step is not None and step.tracker is not None:
        if reader.schema_follows_ddl:  # (which holds each table map and QUERY to the schema)
            cross = (step.tracker, None, (), UNREAD <= reader.deferred, None)
        else:
            if isinstance(others, str):
                others = _others(reader, step, others == "take")
            cross = (step.tracker, reader.backend.map_key(body.table.tm_obj), reader.begins,
                     UNREAD <= reader.deferred, others if others else None)

    def take(buf, at, room, len_header, len_checksum, post_header_lens, check_log_pos):
        consumed, count, need, out = run(buf, at, room, table_id, len_header, len_checksum, post_header_lens,
                                         check_log_pos, cross, *args)
        if count:
            found.append(out)
        return consumed, count, need

    return reader.run_rows(take, across=cross is not None, ahead=ahead), found


def _others(reader, step, take):
    """The other tables a run after ``step`` goes on through (:func:`run_others`), each given as
    steps with ``(db, table, columns)`` when ``take``, else left to the walk; those the walk
    passes over with None."""
    return run_others(reader, step.walked, step.fast.header["table_id"], _names if take else _none)


def run_others(reader, walked, own, take, names=False):
    """A run's ``others`` (:func:`run_on`): of the tables a walk met
    (``walked``: its step's ``walked``, ``{table id: (TableLayout, wanted)}``) those but ``own``
    (the run's own table id; -1: none) whose maps are still in force (``reader.table_maps``, each
    map's bytes ``reader.backend.map_key``), each with what ``take(info)`` gives to take its events
    (a batch, or the names a run gives steps with; a table ``take`` gives None for is left out: the
    walk gives its events), or with None to pass its events over (not wanted). ``names``: each
    taken table's ``(db, table)`` too, for a run that also writes the changes (``run_on``'s
    ``changes``). Every run that goes on through other tables' events gets them here: the plain
    tables of :class:`binlogspec.arrow.TableBuilders`, the Spark typed tables
    (``binlogspec.scan``), and the changes, JSON and passing runs of this module."""
    out: dict = {}
    if not walked:
        return out
    maps, backend = reader.table_maps, reader.backend
    for table_id, (info, wanted) in list(walked.items()):
        if table_id == own or maps.get(table_id) is not info.tm_obj or info.layout is None:
            continue
        map_key = backend.map_key(info.tm_obj)
        if map_key is None:
            continue
        if not wanted:
            out[table_id] = (info.layout, map_key, None)  # (passed over, its rows held to fit)
            continue
        batch = take(info)
        if batch is not None:
            out[table_id] = (info.layout, map_key, batch, (info.db, info.table)) if names else \
                (info.layout, map_key, batch)
    return out


def _names(info):
    return info.db, info.table, info.columns


def _none(info):
    return None


def rows_summary(event):
    """A rows event's body without its cells, as ``binlogspec events`` shows it by default: the
    post-header (``table_id``, ``flags``, ``num_columns``), whether its rows are compressed, its
    table (``db``, ``table``, from its TABLE_MAP; None without one) and ``num_rows``. The same for
    both backends; the fast decoder gives it without decoding a cell."""
    from binlogspec.fast import FastRows

    body = event.body
    if isinstance(body, FastRows):
        header = body.header
        return {"table_id": header["table_id"], "flags": header["flags"], "num_columns": header["num_columns"],
                "is_compressed": bool(header["is_compressed"]), "db": body.table.db, "table": body.table.table,
                "num_rows": body.num_rows}
    tree = event.tree
    if event.undecoded is not None:
        return tree
    data = tree.get("row_data") or tree.get("row_data_compressed") or {}
    db = table = None
    tm_obj = (event.params or {}).get("table_map")
    if tm_obj is not None:
        tm = event.backend.tree(tm_obj)
        db, table = tm["database_name"], tm["table_name"]
    num_columns = tree.get("num_columns")
    return {"table_id": tree.get("table_id"), "flags": tree.get("flags"),
            "num_columns": num_columns["value"] if isinstance(num_columns, dict) else num_columns,
            "is_compressed": bool(tree.get("is_compressed")), "db": db, "table": table,
            "num_rows": len(data.get("rows", ()))}
