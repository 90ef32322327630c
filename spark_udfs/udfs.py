"""UDFs over binary columns (a file's ``content`` from ``spark.read.format("binaryFile")``, or
events cut from it), each as a pandas UDF and as an Arrow UDF, and a UDTF.

| SQL name (pandas / Arrow) | Python | arguments | result |
|---|---|---|---|
| ``binlog_split_events`` / ``binlog_split_events_arrow`` | :data:`split_events` / :data:`split_events_arrow` | file bytes | ``array<struct<pos, type, type_code, size, event, error>>`` |
| ``binlog_events`` (UDTF) | :class:`BinlogEvents` | file bytes [, name], or ``TABLE(...)`` | one row per event: [``file``,] ``pos, type, type_code, size, event, error`` |
| ``binlog_row_changes`` (UDTF) | :class:`BinlogRowChanges` | file bytes [, name], or ``TABLE(...)`` | one row per row change, the data source's rows mode (``ROWS_SCHEMA``) |
| ``binlog_decode_event`` / ``binlog_decode_event_arrow`` | :data:`decode_event` / ... | event bytes, FDE bytes (NULL: a lone v4 event with a CRC32) | JSON text |
| ``binlog_decode_lone_event`` / ``..._arrow`` | :data:`decode_lone_event` / ... | event bytes, ``'crc32'`` or ``'none'`` | JSON text |
| ``binlog_decode_rows`` / ``binlog_decode_rows_arrow`` | :data:`decode_rows` / ... | rows event bytes, its TABLE_MAP event's bytes, FDE bytes | ``array<struct<op, before_json, after_json, before, after>>`` |

Splitting reads only the event headers; an event past a fault (a bad magic, a truncated or
impossible header) is not given: the last element (row) then has ``error`` set
(``<file>:OFFSET: message``) and no ``event``. The JSON of ``binlog_decode_event`` is what
``binlogspec event`` prints (``type, type_code, timestamp, server_id, size, log_pos, flags,
checksum, body``); a fault gives ``{"error": kind, "offset": n, "message": text}``. Row values
in ``before``/``after`` are rendered as in the data source's maps
(:func:`binlogspec.splits.cell_text`); a rows event that does not decode gives one element
with ``op`` NULL and the error in ``after_json`` as ``{"error": ...}``.

``binlog_decode_rows`` needs each rows event's TABLE_MAP, which the caller finds (docs/spark.md
shows the window that does it in SQL); ``binlog_row_changes`` pairs them itself, with the walk
the data source reads by (:func:`file_changes`), rows events inside MySQL 8 transaction payloads
included, and gives the data source's rows for a whole file (PERMISSIVE: a fault is a
``_corrupt_record`` row, and the file is read on past it). A UDTF's TABLE argument gives it the
table's ``content`` column (or its only binary column) and, as the name, its ``path`` (else
``file`` or ``name``) column.
"""

import errno
import json
import os

import numpy as np
import pandas as pd
import pyarrow as pa
from pyspark.sql import Row
from pyspark.sql.functions import arrow_udf, arrow_udtf, pandas_udf, udtf
from pyspark.sql.types import (
    ArrayType, BinaryType, IntegerType, LongType, MapType, StringType, StructField, StructType,
)
from pyspark.sql.pandas.types import from_arrow_schema
from pyspark.sql.udtf import AnalyzeResult

from binlogspec import errors, outputs
from binlogspec.events import MAGIC, ROWS_EVENTS, event_crc32, type_name

EVENT_STRUCT = StructType([
    StructField("pos", LongType()), StructField("type", StringType()), StructField("type_code", IntegerType()),
    StructField("size", LongType()), StructField("event", BinaryType()), StructField("error", StringType()),
])
MAP = MapType(StringType(), StringType())
CHANGE_STRUCT = StructType([
    StructField("op", StringType()), StructField("before_json", StringType()), StructField("after_json", StringType()),
    StructField("before", MAP), StructField("after", MAP),
])
EVENTS_TYPE = ArrayType(EVENT_STRUCT)
CHANGES_TYPE = ArrayType(CHANGE_STRUCT)


# --------------------------------------------------------------------------- the plain functions

def cut_events(content, name="<bytes>"):
    """The events of a whole file's bytes, by their headers: dicts with pos, type, type_code,
    size, event (bytes) and error (None, or the fault that ends the list, with no event). The
    events are framed as Spark's planning frames them (:class:`binlogspec.headerwalk.HeaderWalk`:
    the reader's format context, bounds and type numbering); where that stops before the end,
    the reader, reading on from there, names the fault."""
    from io import BytesIO

    from binlogspec.headerwalk import HeaderWalk

    data = bytes(content)
    fh, walk, out = BytesIO(data), HeaderWalk(), []
    if data[:4] != MAGIC:
        return [_cut_error(*_fault_at(data, name, walk), name)]
    while walk.pos < len(data):
        pos = walk.pos
        code = walk.step(fh, len(data))
        if code is None:
            out.append(_cut_error(*_fault_at(data, name, walk), name))
            break
        out.append({"pos": pos, "type": type_name(code), "type_code": code, "size": walk.pos - pos,
                    "event": data[pos:walk.pos], "error": None})
    return out


def _fault_at(data, name, walk):
    """``(offset, message)``: what the reader says of the bytes at ``walk.pos``, where a walk by
    headers stopped."""
    from binlogspec.events import ENCRYPTION_STARTS, FDE, START_V3
    from binlogspec.reader import Reader

    try:  # (from the start: an encryption that began before is known; the rest framed by headers)
        with Reader(data, name=name, checksum_errors="flag", only={FDE, START_V3, *ENCRYPTION_STARTS}) as reader:
            for event in reader:
                if event.pos > walk.pos:
                    break
    except errors.BinlogError as exc:
        return (exc.offset if exc.offset is not None else walk.pos), exc.message
    return walk.pos, "no event can be framed here"


def _cut_error(pos, message, name):
    return {"pos": pos, "type": None, "type_code": None, "size": None, "event": None,
            "error": f"{name}:{pos}: {message}"}


def _error_json(exc):
    if isinstance(exc, errors.BinlogError):
        return json.dumps({"error": exc.kind, "offset": exc.offset, "message": exc.message}, ensure_ascii=False)
    return json.dumps({"error": "decode_error", "offset": 0, "message": f"{type(exc).__name__}: {exc}"},
                      ensure_ascii=False)


def _lone_dict(event):
    out = event.to_dict()
    for key in ("file", "pos", "next_pos", "payload_offset"):
        out.pop(key, None)
    return out


def event_json(event, fde=None):
    """One event's header and body as JSON text, decoded in the context of ``fde`` (the bytes of
    the FORMAT_DESCRIPTION_EVENT in effect), or as a lone v4 event with a CRC32 without one."""
    if event is None:
        return None
    if fde is None:
        return lone_event_json(event, "crc32")
    from binlogspec.reader import Reader
    from binlogspec.tree import dumps

    try:
        with Reader(bytes(event), checksum_errors="flag", start=0, preamble=[(0, bytes(fde))]) as reader:
            first = next(iter(reader))
            return dumps(_lone_dict(first))
    except (errors.BinlogError, StopIteration, IndexError) as exc:
        return _error_json(exc)


def lone_event_json(event, checksum="crc32"):
    """One event without its FDE, as ``binlogspec event --hex`` decodes it: a v4 header, the
    post-header lengths of a recent server, and ``checksum`` ``crc32`` or ``none``."""
    if event is None:
        return None
    import contextlib
    import io

    from binlogspec import cli

    out, err = io.BytesIO(), io.StringIO()
    args = type("Args", (), {"hex": bytes(event).hex(), "checksum": (checksum or "crc32").lower(),
                             "table_map": None, "backend": "kaitai"})()
    with contextlib.redirect_stderr(err):
        cli.cmd_event(args, out)
    if out.getvalue():
        return out.getvalue().decode("utf-8", "surrogateescape").strip()
    text = err.getvalue().strip()
    return json.dumps({"error": "decode_error", "offset": 0, "message": text.split(": ", 1)[-1]}, ensure_ascii=False)


_FAST = {}


def _shared_backend():
    """The worker's fast backend for the UDFs' readers, or None where the fast decoder is not
    built: its table maps, once parsed, and its compiled layouts serve every later call."""
    from binlogspec import fast

    if not fast.available():
        return None
    if "backend" not in _FAST:
        _FAST["backend"] = fast.FastBackend(lazy=True)
    return _FAST["backend"]


def _fast_backend(reader):
    """Give a one-event reader the worker's fast backend (:func:`_shared_backend`), if any."""
    from binlogspec import fast

    backend = _shared_backend()
    if backend is not None:
        fast.attach(reader, backend=backend)


def rows_changes(rows_event, table_map, fde):
    """The row changes of one rows event, decoded with its TABLE_MAP event and the FDE in
    effect: a list of dicts op, before_json, after_json, before, after (the maps as lists of
    pairs, as Arrow takes them), or None where an input is. Each value by the library's walk and
    rendering, one event at a time: :func:`changes_array` reads many at once, and this where an
    event is read alone."""
    if rows_event is None or table_map is None or fde is None:
        return None
    from binlogspec.reader import Reader
    from binlogspec.splits import _map_items, image_json, image_map, walk_changes

    out = []
    try:
        with Reader(bytes(rows_event), start=0, preamble=[(0, bytes(fde)), (0, bytes(table_map))]) as reader:
            _fast_backend(reader)
            for _, change in walk_changes(reader):
                before = _map_items(image_map(change.before))
                after = _map_items(image_map(change.after))
                out.append({"op": change.op, "before_json": image_json(change.before),
                            "after_json": image_json(change.after), "before": before, "after": after})
    except errors.BinlogError as exc:
        return [{"op": None, "before_json": None, "after_json": _error_json(exc), "before": None, "after": None}]
    return out


CHANGE_FIELDS = tuple(f.name for f in CHANGE_STRUCT.fields)


def changes_array(rows_events, table_maps, fdes):
    """:func:`rows_changes` of many rows events at once, as an Arrow ``list<struct<op,
    before_json, after_json, before, after>>`` array (one list per event, NULL where an input
    is): what ``binlog_decode_rows(_arrow)`` gives a batch. Consecutive rows events of the same
    table map (the same bytes but for :func:`_map_key`'s) and FDE are read as one stretch by the
    data source's rows mode (:func:`~binlogspec_spark.datasource.change_batches`: the fast
    decoder's buffers, no Python object per value); an event that stops that read, and any other
    event, is decoded alone by :func:`rows_changes`, so each event's list is the one it gives
    (its error element included)."""
    n = len(rows_events)
    given = [e is not None and t is not None and f is not None for e, t, f in zip(rows_events, table_maps, fdes)]
    whole = [g and _whole_rows_event(e) for g, e in zip(given, rows_events)]
    keys = [_map_key(t) if w else None for w, t in zip(whole, table_maps)]
    pieces, counts = [], np.zeros(n, dtype=np.int64)
    i = 0
    while i < n:
        j = i + 1
        while whole[i] and j < n and whole[j] and keys[j] == keys[i] and fdes[j] == fdes[i]:
            j += 1
        if j - i > 1:
            for piece, per_event in _stretch(rows_events[i:j], table_maps[i], fdes[i]):
                pieces.append(piece)
                counts[i:j] += per_event
        elif given[i]:
            piece = _alone(rows_events[i], table_maps[i], fdes[i])
            pieces.append(piece)
            counts[i] = len(piece)
        i = j
    values = pa.concat_arrays(pieces) if pieces else pa.array([], type=_arrow(CHANGE_STRUCT))
    offsets = pa.array(np.concatenate(([0], np.cumsum(counts))), type=pa.int32())
    mask = pa.array([not g for g in given], type=pa.bool_())
    return pa.ListArray.from_arrays(offsets, values, type=_arrow(CHANGES_TYPE), mask=mask)


def _map_key(table_map):
    """A TABLE_MAP event's bytes but for what differs between the maps of one table written
    again for each transaction and does not change how rows decode: the header's timestamp and
    log_pos (a reader that starts inside a file checks no log_pos), and the CRC32 where it holds
    (a preamble's is not checked; one that fails stays in the key)."""
    if len(table_map) < 23:
        return table_map
    end = len(table_map) - 4 if event_crc32(table_map) == int.from_bytes(table_map[-4:], "little") else None
    return table_map[4:13] + table_map[17:end]


def _whole_rows_event(event):
    """Whether ``event`` is the bytes of one rows event, as its header says (type, size)."""
    return (len(event) >= 19 and event[4] in ROWS_EVENTS
            and int.from_bytes(event[9:13], "little") == len(event))


def _alone(event, table_map, fde):
    """One event's changes by :func:`rows_changes`, as a struct array."""
    return pa.array(rows_changes(event, table_map, fde), type=_arrow(CHANGE_STRUCT))


def _stretch(events, table_map, fde):
    """The changes of ``events`` (whole rows events of one table map and FDE) in pieces, in
    order: ``(struct array, how many of its changes are of each event)``. Read as one stretch of
    bytes from the first event; an event whose read fails is given by :func:`_alone` and the read
    starts again after it."""
    from binlogspec.reader import Reader

    from binlogspec_spark.datasource import change_batches

    data = b"".join(events)
    starts = np.cumsum([0] + [len(e) for e in events])
    preamble = [(0, bytes(fde)), (0, bytes(table_map))]
    first = 0
    while first < len(events):
        batches, failed = [], None
        reader = Reader(data, start=int(starts[first]), preamble=preamble)
        try:
            for batch in change_batches(reader, permissive=False, fast_backend=_shared_backend()):
                batches.append(batch)
        except errors.BinlogError as exc:
            failed = exc
        finally:
            reader.close()
        stop = len(events)
        if failed is not None:  # the event the fault is in (or before the first: the preamble's)
            stop = max(first, int(np.searchsorted(starts, failed.offset or 0, side="right")) - 1)
        for batch in batches:
            index = np.searchsorted(starts, batch.column("pos").to_numpy(), side="right") - 1
            if index.size and index[-1] >= stop:  # none of the failed event's changes, nor after it
                keep = index < stop
                batch, index = batch.filter(pa.array(keep)), index[keep]
            struct = pa.StructArray.from_arrays([batch.column(name) for name in CHANGE_FIELDS], names=CHANGE_FIELDS)
            yield struct, np.bincount(index, minlength=len(events))
        if failed is None:
            return
        alone = _alone(events[stop], table_map, fde)
        per_event = np.zeros(len(events), dtype=np.int64)
        per_event[stop] = len(alone)
        yield alone, per_event
        first = stop + 1


# --------------------------------------------------------------------------- pandas UDFs

@pandas_udf(EVENTS_TYPE)
def split_events(content: pd.Series) -> pd.Series:
    return pd.Series([None if c is None else cut_events(c) for c in content])


@pandas_udf(StringType())
def decode_event(event: pd.Series, fde: pd.Series) -> pd.Series:
    return pd.Series([event_json(e, None if f is None or f is pd.NA else f) for e, f in zip(event, fde)])


@pandas_udf(StringType())
def decode_lone_event(event: pd.Series, checksum: pd.Series) -> pd.Series:
    return pd.Series([lone_event_json(e, c) for e, c in zip(event, checksum)])


@pandas_udf(CHANGES_TYPE)
def decode_rows(rows_event: pd.Series, table_map: pd.Series, fde: pd.Series) -> pd.Series:
    lists = changes_array(list(rows_event), list(table_map), list(fde)).to_pylist()
    return pd.Series([None if changes is None else [_maps_as_dicts(c) for c in changes] for changes in lists])


def _maps_as_dicts(change):
    """A change of :func:`changes_array`'s ``to_pylist()`` with its maps as dicts (pandas UDFs)."""
    for key in ("before", "after"):
        if change[key] is not None:
            change[key] = dict(change[key])
    return change


# --------------------------------------------------------------------------- Arrow UDFs

def _arrow(dtype):
    from pyspark.sql.pandas.types import to_arrow_type

    return to_arrow_type(dtype, timezone="UTC")


@arrow_udf(EVENTS_TYPE)
def split_events_arrow(content: pa.Array) -> pa.Array:
    return pa.array([None if c is None else cut_events(c) for c in content.to_pylist()], type=_arrow(EVENTS_TYPE))


@arrow_udf(StringType())
def decode_event_arrow(event: pa.Array, fde: pa.Array) -> pa.Array:
    return pa.array([event_json(e, f) for e, f in zip(event.to_pylist(), fde.to_pylist())], type=pa.string())


@arrow_udf(StringType())
def decode_lone_event_arrow(event: pa.Array, checksum: pa.Array) -> pa.Array:
    return pa.array([lone_event_json(e, c) for e, c in zip(event.to_pylist(), checksum.to_pylist())],
                    type=pa.string())


@arrow_udf(CHANGES_TYPE)
def decode_rows_arrow(rows_event: pa.Array, table_map: pa.Array, fde: pa.Array) -> pa.Array:
    return changes_array(rows_event.to_pylist(), table_map.to_pylist(), fde.to_pylist())


# --------------------------------------------------------------------------- UDTFs

def file_changes(content, name=None):
    """The rows-mode rows of a whole file's bytes, as Arrow batches of the data source's
    :data:`~binlogspec_spark.datasource.ROWS_SCHEMA`: read as the source reads one file in
    PERMISSIVE mode (the same reader, walk, rendering and fault rows; ``file`` is ``name``, or
    ``<bytes>`` without one)."""
    return _changes_of(bytes(content), name or None)


def _changes_of(source, name):
    """The rows-mode batches of a reader over ``source`` (bytes, or a file object it closes), as
    the source reads a file in PERMISSIVE mode."""
    from binlogspec.reader import Reader

    from binlogspec_spark import datasource

    with Reader(source, name=name, on_error="resync", defer=datasource.UNREAD, close_source=True) as reader:
        yield from datasource.batches(datasource.with_faults(reader, datasource.change_batches(reader), reader.name),
                                      datasource.ROWS_SCHEMA)


def path_changes(path):
    """:func:`file_changes` of the file ``path`` names (a local path, ``binaryFile``'s ``file:``
    URI, or any URI pyarrow's file systems open), read from the file as the data source reads
    it, never whole in memory: for a TABLE of paths, which Spark hands over without the files'
    bytes. ``file`` is ``path`` as given; a file that cannot be opened gives one fault row, a
    file that is no binlog is passed over with a note (both as the data source does)."""
    from binlogspec.splits import unopened_row
    from binlogspec.storage import _not_a_binlog, open_binary, skipped
    from binlogspec_spark import datasource

    try:
        ref = _path_ref(path)
        why = _not_a_binlog(ref)
        if why is not None:
            skipped(path, why)
            return
        fh = open_binary(ref)
    except OSError as exc:
        yield from datasource.batches([unopened_row(path, exc)], datasource.ROWS_SCHEMA)
        return
    yield from _changes_of(fh, path)


def _path_ref(path):
    """The :class:`~binlogspec.storage.FileRef` of one file a TABLE argument names: a ``file:``
    URI (as ``binaryFile`` gives it) is a local path, any other URI is opened by pyarrow."""
    from urllib.parse import unquote, urlsplit

    from binlogspec.storage import expand

    parts = urlsplit(path)
    local = unquote(parts.path) if parts.scheme == "file" and not parts.netloc else path
    try:
        return expand([local])[0]
    except FileNotFoundError:
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), path) from None


def _path_bytes(path):
    """A whole file's bytes, for the UDTFs that take bytes (``binlog_events``, ``binlog_sql``)
    given a TABLE of paths."""
    from binlogspec.storage import open_binary

    with open_binary(_path_ref(path)) as fh:
        return fh.read()


def _python_rows(batch):
    """An Arrow batch's rows as tuples a Python UDTF yields (maps as dicts)."""
    columns = [batch.column(i).to_pylist() for i in range(batch.num_columns)]
    maps = [i for i, f in enumerate(batch.schema) if pa.types.is_map(f.type)]
    for values in zip(*columns):
        if maps:
            values = list(values)
            for i in maps:
                if values[i] is not None:
                    values[i] = dict(values[i])
        yield tuple(values)


NAME_COLUMNS = ("path", "file", "name")


def _check_arguments(udtf_name, name):
    """A UDTF's arguments after the bytes (or table): at most the name."""
    if len(name) > 1:
        raise ValueError(f"{udtf_name} takes a file's bytes (or a TABLE) and at most a name, "
                         f"not {1 + len(name)} arguments")


def _table_columns(table):
    """The columns a UDTF takes from a TABLE argument (an ``AnalyzeArgument``'s struct): the
    file's bytes (``content``, or the table's only binary column) and its name (``path``, as
    ``binaryFile`` gives it, else ``file`` or ``name``; none when the table has none)."""
    from pyspark.sql.udtf import SelectedColumn

    fields = table.dataType.fields
    content, name = _file_columns([f.name for f in fields if isinstance(f.dataType, BinaryType)],
                                  {f.name for f in fields if isinstance(f.dataType, StringType)},
                                  [f.name for f in fields])
    return ([SelectedColumn(content, "content")] if content else []) + ([SelectedColumn(name, "name")] if name else [])


def _file_columns(binary, strings, names):
    """(bytes column, name column) of a TABLE argument given its binary columns' names, its
    string columns' and all its columns': ``content``, or the only binary column; ``path``, else
    ``file`` or ``name``. With no bytes the files are read from their names (a TABLE of paths:
    ``TABLE(SELECT path FROM files)``, Spark's ``binaryFile`` then reads no file)."""
    content = "content" if "content" in binary else binary[0] if len(binary) == 1 else None
    name = next((n for n in NAME_COLUMNS if n in strings), None)
    if content is None and (binary or name is None):
        raise ValueError("a binlog UDTF's TABLE argument needs the file's bytes (a binary column named content, "
                         "or a single binary column) or its path (a string column path, file or name, the "
                         f"file read from there) (found {names})")
    return content, name


def _inputs(content, rest):
    """(bytes, name, whether a name was given) of a call: ``content`` is the bytes, or a TABLE
    argument's row (with the columns :func:`_table_columns` chose); ``rest`` the name, if given.
    A file that is no binlog (a server's ``.index`` beside its binlogs, a file with no binlog
    magic: :func:`binlogspec.files.not_a_binlog`, the data source's rule for a listing's files)
    is passed over with a note, as the data source passes it over: its bytes come back None."""
    from binlogspec.files import not_a_binlog
    from binlogspec.storage import skipped

    name, named = (rest[0] if rest else None), bool(rest)
    if isinstance(content, Row):
        row = content.asDict()
        named = named or "name" in row
        content, name = row.get("content"), name if name is not None else row.get("name")
        if "content" not in row and name is not None:  # a TABLE of paths
            content = _path_bytes(name)
    if content is not None:
        why = not_a_binlog(name, memoryview(content)[:4])
        if why is not None:
            skipped(name or "<bytes>", why)
            content = None
    return content, name, named


@udtf
class BinlogEvents:
    """One row per event of a file's bytes: ``pos, type, type_code, size, event, error``
    (:func:`cut_events`), with ``file`` first when a name is given (an argument, or a TABLE
    argument's name column):

    ``SELECT e.* FROM files, LATERAL binlog_events(content) e``,
    ``... LATERAL binlog_events(content, path) e``, or ``SELECT * FROM binlog_events(TABLE(files))``
    (a table: its ``content``, or only binary column, and its ``path``, ``file`` or ``name``)."""

    @staticmethod
    def analyze(content, *name):
        _check_arguments("binlog_events", name)
        select = _table_columns(content) if content.isTable else ()
        named = bool(name) or any(column.alias == "name" for column in select)
        fields = list(EVENT_STRUCT.fields)
        return AnalyzeResult(StructType([StructField("file", StringType())] + fields if named else fields),
                             select=select)

    def eval(self, content, *rest):
        content, name, named = _inputs(content, rest)
        if content is None:
            return
        for item in cut_events(content, name or "<bytes>"):
            row = (item["pos"], item["type"], item["type_code"], item["size"], item["event"], item["error"])
            yield (name,) + row if named else row


@udtf(useArrow=True)  # its rows go to the JVM as Arrow batches (faster than pickled rows for large files)
class BinlogRowChanges:
    """One row per row change of a whole file's bytes, each rows event paired with its
    TABLE_MAP by the walk: the data source's rows mode, PERMISSIVE (:func:`file_changes`).

    ``SELECT c.* FROM files, LATERAL binlog_row_changes(content, path) c``, or
    ``SELECT * FROM binlog_row_changes(TABLE(files))`` (as for ``binlog_events``)."""

    @staticmethod
    def analyze(content, *name):
        from binlogspec_spark.datasource import ROWS_SCHEMA

        _check_arguments("binlog_row_changes", name)
        return AnalyzeResult(ROWS_SCHEMA, select=_table_columns(content) if content.isTable else ())

    def eval(self, content, *rest):
        if isinstance(content, Row) and "content" not in content.asDict():  # a TABLE of paths
            batches = path_changes(content["name"]) if content["name"] is not None else iter(())
        else:
            content, name, _ = _inputs(content, rest)
            batches = file_changes(content, name) if content is not None else iter(())
        for batch in batches:
            yield from _python_rows(batch)


@arrow_udtf(returnType=from_arrow_schema(outputs.ROWS))
class BinlogRowChangesArrow:
    """``binlog_row_changes`` for a TABLE of files, with its rows as the walk's Arrow batches,
    never Python tuples: ``SELECT * FROM binlog_row_changes_arrow(TABLE(files))``. The table's
    bytes are its ``content`` column (or its only binary column), its names its ``path``,
    ``file`` or ``name`` column; a table of names alone (``TABLE(SELECT path FROM files)``) has
    each file read here from its name, as the data source reads it (:func:`path_changes`), which
    spares Spark reading the files into rows and handing their bytes over. Spark's Arrow UDTFs take no LATERAL and no ``analyze``, so the
    rows have no ``file`` of the table's beside their own (theirs is the name)."""

    def eval(self, files):
        if not isinstance(files, pa.RecordBatch):
            raise ValueError("binlog_row_changes_arrow takes a TABLE of files (TABLE(files)); for a "
                             "column of bytes use binlog_row_changes(content, path)")
        content, name = _file_columns(
            [f.name for f in files.schema if pa.types.is_binary(f.type) or pa.types.is_large_binary(f.type)],
            {f.name for f in files.schema if pa.types.is_string(f.type) or pa.types.is_large_string(f.type)},
            files.schema.names)
        names = files.column(name) if name else None
        if content is None:  # a TABLE of paths: each file read here, as the data source reads it
            for given in names.to_pylist():
                if given is not None:
                    yield from path_changes(given)
            return
        for i, data in enumerate(files.column(content)):
            given = names[i].as_py() if names is not None else None
            data, given, _ = _inputs(data.as_buffer() if data.is_valid else None, [given] if name else [])
            if data is not None:
                yield from file_changes(data, given)


UDFS = {
    "binlog_split_events": split_events, "binlog_split_events_arrow": split_events_arrow,
    "binlog_decode_event": decode_event, "binlog_decode_event_arrow": decode_event_arrow,
    "binlog_decode_lone_event": decode_lone_event, "binlog_decode_lone_event_arrow": decode_lone_event_arrow,
    "binlog_decode_rows": decode_rows, "binlog_decode_rows_arrow": decode_rows_arrow,
}
UDTFS = {"binlog_events": BinlogEvents, "binlog_row_changes": BinlogRowChanges,
         "binlog_row_changes_arrow": BinlogRowChangesArrow}


def register_udfs(spark):
    """Register every UDF (``spark.udf.register``) and the UDTFs (``spark.udtf.register``) for SQL."""
    for name, fn in UDFS.items():
        spark.udf.register(name, fn)
    for name, fn in UDTFS.items():
        spark.udtf.register(name, fn)
