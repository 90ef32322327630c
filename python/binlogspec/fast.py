"""The fast path for row changes: rows events decoded by C generated from the specs.

    from binlogspec.rows import row_changes
    for change in row_changes("binlog.000001"):          # fast=True is the default
        ...

How it is put together, and what comes from where:

1. ``python tools/fastgen.py`` (run by ``./build.sh generate``) reads
   ``formats/kaitai/column_cell.ksy`` and ``rows_event.ksy`` (with the ``common/`` types they
   use) and writes ``generated/c/row_layouts.h``: one C reader per cell type, compiled from its
   ``seq`` and instances, the rows event's fields before its rows, and the text of
   ``column_cell``'s ``value`` and ``extent`` switches. ``./build.sh setup`` compiles it with
   ``python/binlogspec/_fastrows.c`` (the row-image walk and the value rules of
   :mod:`binlogspec.values`) into ``binlogspec._fastrows``.
2. Per TABLE_MAP layout, :func:`compile_layout` evaluates those switches (Kaitai expressions,
   :mod:`binlogspec.ksexpr`) against the table map's canonical tree, exactly as the spec does
   for each column: which cell type, with which arguments, and its extent. With the columns
   :func:`binlogspec.columns.columns_of` gives (names, signedness, collations, labels) it picks each
   column's value rule and Arrow type, and the result is compiled once into a
   ``_fastrows.Layout`` and cached for every table map of that shape.
3. :class:`FastBackend` stands in for the Kaitai backend in the :class:`~binlogspec.reader.Reader`.
   Every event but a rows event is parsed by Kaitai as before (TABLE_MAP bodies are cached by
   their bytes). A rows event's fields before its rows are read by the generated reader and its
   rows inflated when compressed; it then stays undecoded as a :class:`FastRows` body, whose
   values the C decoder builds when they are asked for. Its row images are walked once when it is
   read, to check that the cells fit (unless the backend is ``lazy``: then the decode's own walk
   checks them). Anything the fast path does not cover (no table map, row format v0, partial JSON
   updates, a column type without a compiled cell layout, bytes that do not fit) is parsed by
   Kaitai, so the reader sees what the spec-driven path sees; ``event.tree`` of a
   :class:`FastRows` body is the Kaitai tree.
4. The walk (:class:`binlogspec.walk.RowsStep`) has a :class:`FastRows` event's rows built in C:
   ``RowChange`` objects with values identical to :func:`binlogspec.walk.image_values`'s, NDJSON
   lines, or Arrow buffers (``_fastrows.Batch``). When the C rules meet a value they do not take
   (a mismatch or an exception), that event is decoded by the spec-driven path instead, which
   gives its values or its error. Which rule a column gets, and how each rule is rendered, is
   the table in :mod:`binlogspec.rules`.

``tests/test_fast_path.py`` holds the two paths to the same results on the corpus and on a
benchmark binlog written by the test server.
"""

import decimal
import json
import os
from typing import Any, Optional

from binlogspec import charsets, errors, ksexpr, values
from binlogspec import rules as rules_
from binlogspec.columns import columns_of, flavor_of, schema_for
from binlogspec.limits import inflate
from binlogspec.backends import backend as get_backend
from binlogspec.events import ROWS_EVENTS, TABLE_MAP
from binlogspec.reader import Reader

IMPORT_ERROR: Optional[ImportError]
try:  # the compiled extension is built by ./build.sh setup (or the package build)
    from binlogspec import _fastrows  # type: ignore[attr-defined]  # a C extension, no stub
except ImportError as exc:  # pragma: no cover - depends on the build
    _fastrows = None
    IMPORT_ERROR = exc
else:
    IMPORT_ERROR = None

__all__ = ["FallbackWarning", "FastBackend", "FastRows", "attach", "available", "compile_layout", "decode_threads",
           "reader"]

# What _fastrows.c's walk takes for granted of column_cell.ksy's `value` field; if the spec says
# otherwise the fast path stays off (and the spec-driven path is used).
EXPECTED_VALUE_IF = "is_present and not is_null and not is_partial_json and extent.len_cell > 0"
EXPECTED_VALUE_SIZE = "extent.len_cell"

_state: dict[str, Any] = {}


def available():
    """Whether the compiled decoder is there and agrees with the specs it was built from."""
    if "ok" not in _state:
        _state["ok"] = _setup()
    return _state["ok"]


def disabled_reason():
    available()
    return _state.get("why")


def decode_threads(threads):
    """How many threads an Arrow batch's runs of rows events decode on in this process from now
    on: 2 (rounds of 128 KB or more split between two; the default where the process may use two
    CPUs or more) or 1 (``BINLOGSPEC_DECODE_THREADS=1`` in the environment sets 1 from the start).
    Returns the number before. Spark's tasks take 1: Spark already runs a task a core."""
    if threads not in (1, 2):
        raise ValueError("decode_threads: 1 or 2")
    if _fastrows is None:
        return 1
    was = _fastrows.threads(None if threads == 1 else _fastrows.THREADS_MIN_BYTES)
    return 1 if was is None else 2


def _setup():
    if os.environ.get("BINLOGSPEC_FAST", "1") == "0":
        _state["why"] = "BINLOGSPEC_FAST=0"
        return False
    if _fastrows is None:
        _state["why"] = f"binlogspec._fastrows is not built ({IMPORT_ERROR}); run ./build.sh setup"
        return False
    spec = _fastrows.spec()
    if spec["value_if"] != EXPECTED_VALUE_IF or spec["value_size"] != EXPECTED_VALUE_SIZE:
        _state["why"] = "column_cell.ksy's value field changed; rebuild (./build.sh generate setup)"
        return False
    from binlogspec.jsonout import dumps
    from binlogspec.records import RowChange

    _fastrows.configure(
        Decimal=decimal.Decimal, date_or_zero=values._date_or_zero, datetime_or_zero=values._datetime_or_zero,
        timestamp=values._timestamp, cell_value=values.cell_value, text=_text,
        geometry=values.Geometry, decimal_from_bytes=values.decimal_from_bytes, RowChange=RowChange, json=dumps,
        json_value=values.json_value,
    )
    # (each case and instance parsed when a layout first reads it: a run reads a few of them)
    _state["value_cases"] = _Parsed(spec["value_cases"], _type_ref)
    _state["extent_cases"] = _Parsed(spec["extent_cases"], _type_ref)
    _state["instances"] = _Parsed(spec["instances"], ksexpr.parse)
    _state["value_on"] = ksexpr.parse(spec["value_switch_on"])
    _state["extent_on"] = ksexpr.parse(spec["extent_switch_on"])
    enums = {}
    for enum, member, value in spec["enum_members"]:
        enums.setdefault(enum, {})[member] = int(value)
    _state["enums"] = enums
    _state["cells"] = {name: (cid, [tuple(p.split(":", 1)) for p in params.split(",") if p])
                       for name, cid, params in spec["cell_types"]}
    _state["bodies"] = {code: name for code, name, _ in spec["event_bodies"]}  # event types read by a generated reader
    # those whose generated tree is the Kaitai tree itself (keys, order, types: fastgen's tree_exact)
    _state["exact_trees"] = {code for code, _, exact in spec["event_bodies"] if exact}
    _state["layouts"] = {}
    return True


class _Parsed(dict):
    """The spec's expressions by name (``pairs``: name and text), each given to ``parse`` when
    first read."""

    def __init__(self, pairs, parse):
        super().__init__()
        self._text = dict(pairs)
        self._parse = parse

    def __missing__(self, name):
        value = self[name] = self._parse(self._text[name])  # (a KeyError for a name it has not)
        return value

    def __contains__(self, name):
        return name in self._text

    def get(self, name, default=None):
        return self[name] if name in self._text else default


class FallbackWarning(RuntimeWarning):
    """The fast decoder is off, so rows are decoded by the spec-driven path alone (same values,
    about a hundred times slower)."""


def warn_fallback():
    """Warn, once per process, that the spec-driven path stands in for the fast decoder."""
    if _state.get("warned") or os.environ.get("BINLOGSPEC_FAST", "1") == "0":
        return
    _state["warned"] = True
    import warnings

    warnings.warn(f"binlogspec: the fast row decoder is off ({disabled_reason()}); decoding with the "
                  "spec-driven path, much slower", FallbackWarning, stacklevel=3)


def _type_ref(text):
    name, args = ksexpr.type_ref(text)
    return name, [ksexpr.parse(a) for a in args]


def _text(raw, collation_id):
    return charsets.decode(raw, collation_id, errors="bytes")


def _text_mode(column):
    """How _fastrows decodes a text column, giving what values._text gives: (mode, charmap or None)."""
    modes = _fastrows.TEXT_MODES
    cid = column.collation_id
    if cid is None:
        return modes["BYTES"], None
    info = charsets.collation(cid)
    if info is None or info.is_binary:
        return modes["BYTES"], None
    cs = info.charset
    plain = cs not in charsets._EIGHT_BIT_TABLES and cs not in charsets._MB_TABLES
    if plain and charsets.CHARSETS[cs].codec is None:
        return modes["BYTES"], None
    if plain and charsets.CHARSETS[cs].codec == "utf-8":
        return modes["UTF8"], None
    charmap = _charmap(cs)
    return (modes["CALL"], None) if charmap is None else (modes["TABLE"], charmap)


_CHARMAPS: dict = {}


def _charmap(charset):
    """An 8-bit charset's decoding as _fastrows takes it (``charmap_utf8``): for each byte value,
    its length in UTF-8 (0: the charset leaves it undefined) and up to three bytes of it; then 1
    when every byte below 0x80 is itself. Made byte by byte by :func:`charsets.decode`'s own
    decoder, so the C decoding is that one's; None for a charset of more than one byte a
    character, or whose characters need four bytes."""
    if charset in _CHARMAPS:
        return _CHARMAPS[charset]
    found = None
    if charsets.CHARSETS[charset].mbmaxlen == 1:
        out = bytearray()
        for byte in range(256):
            try:
                char = charsets._decode_text(charset, bytes([byte]), "strict")
            except UnicodeDecodeError:
                out += bytes(4)
                continue
            utf8 = char.encode("utf-8", "surrogatepass")
            if len(char) != 1 or len(utf8) > 3:
                break
            out += bytes([len(utf8)]) + utf8.ljust(3, b"\0")
        else:
            found = bytes(out) + bytes([all(out[4 * i:4 * i + 2] == bytes([1, i]) for i in range(128))])
    _CHARMAPS[charset] = found
    return found


class _Scope(dict):
    """Names of column_cell for its switches: the params given, its value instances computed
    when first read."""

    def __missing__(self, name):
        expr = _state["instances"].get(name)
        if expr is None:
            raise KeyError(name)
        self[name] = value = ksexpr.evaluate(expr, self)
        return value

    def __contains__(self, name):
        return dict.__contains__(self, name) or name in _state["instances"]


class Declined(Exception):
    """A layout the fast path leaves to the spec-driven path."""


def _evaluate(tree, scope, enum=None):
    value = ksexpr.evaluate(tree, scope)
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, str):
        members = _state["enums"].get(enum or "")
        if members is None or value not in members:
            raise Declined(f"enum value {value!r} has no number")
        return members[value]
    if not isinstance(value, int):
        raise Declined(f"argument {value!r} is not a number")
    return value


def compile_layout(tm, columns):
    """A ``_fastrows.Layout`` for a table map tree and its columns, with each column's value rule;
    raises :class:`Declined` for a layout the fast path leaves to the spec."""
    rule_codes = _fastrows.RULES
    cells = _state["cells"]
    specs, chosen = [], []
    for i, column in enumerate(columns):
        scope = _Scope(table_map=tm, index=i)
        try:
            scope["column_type"] = ksexpr.evaluate(_state["value_on"], scope)
            key = f"field_type::code::{scope['column_type']}"
            if key not in _state["value_cases"]:
                raise Declined(f"column {i}: no cell layout for {scope['column_type']!r}")
            cell, args = _state["value_cases"][key]
            if cell not in cells:
                raise Declined(f"column {i}: {cell} is not compiled")
            cid, params = cells[cell]
            values_ = [_evaluate(a, scope, enum) for a, (_, enum) in zip(args, params)]
            ext_name, ext_args = _state["extent_cases"].get(key, _state["extent_cases"].get("_", ("cell_extent", [0, 0])))
            if ext_name != "cell_extent":
                raise Declined(f"column {i}: extent type {ext_name}")
            len_fixed, len_length = (_evaluate(a, scope) for a in ext_args)
        except Declined:
            raise
        except Exception as exc:  # the metadata does not give what the switch reads
            raise Declined(f"column {i}: {type(exc).__name__}: {exc}") from exc
        rule = rules_.rule_of(column, cell)
        if rule is None:
            raise Declined(f"column {i}: no value rule for {column.type_name}")
        labels = column.enum_labels if rule == "ENUM" else column.set_labels if rule == "SET" else None
        label_bytes = tuple(str(x).encode("utf-8", "surrogatepass") for x in labels) if labels else ()
        set_order = tuple(sorted(range(len(labels)), key=lambda k: str(labels[k]))) if labels else ()
        chosen.append(rule)
        mode, charmap = _text_mode(column)
        specs.append((cid, tuple(values_), len_fixed, len_length, rule_codes[rule], mode, column.name,
                      tuple(labels) if labels is not None else None, column,
                      column.collation_id if column.collation_id is not None else -1,
                      column.max_length or 0, column.fsp or 0, label_bytes, set_order,
                      _json_key(column.name), int(rules_.json_native(rule, labels)), charmap))
    return _fastrows.Layout(specs), tuple(chosen)


def _json_key(name):
    """A column's name as the C JSON writer puts it before a value: ``"name":``."""
    return (json.dumps(name, ensure_ascii=False) + ":").encode("utf-8", "surrogateescape")


def _layout_key(tm, flavor, schema):
    skip = ("table_id_low", "table_id_high", "table_id", "flags")
    return (flavor, repr(schema), repr({k: v for k, v in tm.items() if k not in skip}))


class TableLayout:
    """What the fast path knows of one TABLE_MAP: the tree, names, columns and compiled layout
    (``layout`` None when declined, with ``why``)."""

    __slots__ = ("tm_obj", "tm", "db", "table", "columns", "layout", "rules", "why", "_arrow", "version")

    def __init__(self, tm_obj, tm, db, table, columns, layout, rules, why):
        self.tm_obj, self.tm, self.db, self.table = tm_obj, tm, db, table
        self.columns, self.layout, self.rules, self.why = columns, layout, rules, why
        self._arrow = None
        self.version = None  # the version of the schema its columns came from (a SchemaTracker's)

    @property
    def arrow_kinds(self):
        """Each column's Arrow buffer kind (:func:`binlogspec.rules.arrow_kind`), or None when
        a column has none (then the Python values are converted)."""
        if self._arrow is None:
            kinds = [rules_.arrow_kind(column, rule) for column, rule in zip(self.columns, self.rules)]
            self._arrow = (tuple(_fastrows.ARROW_KINDS[k] for k in kinds),) if "NONE" not in kinds else (None,)
        return self._arrow[0]


def _spec_names(spec_id):
    """The names the Kaitai body of ``spec_id`` (a spec's top-level type) answers to: the seq
    fields its generated ``_read`` sets and its instances (the generated class's properties)."""
    names = _state.setdefault("spec_names", {})
    if spec_id not in names:
        import dis

        from binlogspec._kaitai import spec_class

        cls = spec_class(spec_id)
        seq = {i.argval for i in dis.get_instructions(cls._read) if i.opname == "STORE_ATTR"}
        names[spec_id] = frozenset(n for n in seq | {n for n, v in vars(cls).items() if isinstance(v, property)}
                                   if not n.startswith("_"))
    return names[spec_id]


class _KaitaiLater:
    """A body the fast path read itself, whose Kaitai body is parsed only when first asked for:
    ``kaitai()``, or an attribute the class does not have that the spec's body has (a field or
    an instance of the Kaitai body, for code that reads them; any other name is an
    AttributeError, without a parse). Subclasses have ``event_data``, ``kaitai_args`` and
    ``_kaitai``."""

    __slots__ = ()
    spec_id = ""

    def kaitai(self):
        """The event's body parsed by the Kaitai spec (once)."""
        if self._kaitai is None:
            try:
                self._kaitai = get_backend("kaitai").parse(self.event_data, *self.kaitai_args).body
            except errors.BinlogError:
                raise
            except Exception as exc:
                raise self._refused(exc) from exc
        return self._kaitai

    def _refused(self, exc):  # what the fast path took, the spec refuses: its verdict
        return errors.DecodeError(f"body does not match its layout: {type(exc).__name__}: {exc}")

    def __getattr__(self, name):
        if name.startswith("_") or name not in _spec_names(self.spec_id):
            raise AttributeError(f"{type(self).__name__} (a {self.spec_id} body) has no attribute {name!r}")
        return getattr(self.kaitai(), name)


class FastRows(_KaitaiLater):
    """The body of a rows event the fast path will decode: its header fields, its rows' bytes
    (``data[start:end]``, inflated for compressed events) and its table's layout. It is its own
    ``body``; ``tree`` (through the backend) is the Kaitai tree of the event."""

    __slots__ = ("event_data", "header", "data", "start", "end", "table", "_num_rows", "kaitai_args", "_kaitai")
    spec_id = "rows_event"

    def __init__(self, event_data, header, data, start, end, table, num_rows, kaitai_args):
        self.event_data, self.header, self.data, self.start, self.end = event_data, header, data, start, end
        self.table, self._num_rows, self.kaitai_args = table, num_rows, kaitai_args
        self._kaitai = None

    @property
    def num_rows(self):
        """How many rows the event holds (walked when first asked, for a body read without the
        walk: see :class:`FastBackend`'s ``lazy``). Rows that do not fit the table map: the spec's
        verdict (a typed error), or its count where the spec reads them after all."""
        if self._num_rows is None:
            header = self.header
            try:
                self._num_rows = self.table.layout.scan(self.data, self.start, self.end, header["is_write"],
                                                        header["is_delete"], header["num_columns"],
                                                        header["present"], header["present_after"])
            except _fastrows.Mismatch:
                data = self.kaitai().row_data if not self.header["is_compressed"] else self.kaitai().row_data_compressed
                self._num_rows = len(data.rows)
        return self._num_rows

    @property
    def body(self):
        return self

    def _refused(self, exc):  # as the reader keeps a rows event whose cells do not fit
        return errors.LayoutMismatch(f"row images do not fit the table map: {type(exc).__name__}: {exc}")

    @property
    def table_id(self):
        return self.header["table_id"]


def _body_tree(data, len_header, len_checksum, post_header_lens):
    """The tree of an event's body (``data``: the whole event) by its generated reader, or None
    where the reader refuses the bytes (``_fastrows.body_tree``; ``post_header_lens``: the FDE's,
    for a body that takes its type's post-header length)."""
    return _fastrows.body_tree(data, len_header, len(data) - len_checksum, data[4], post_header_lens or b"")


def exact_body_tree(data, len_header, len_checksum, post_header_lens):
    """The tree of an event's body (``data``: the whole event) by its generated reader where that
    tree is the spec's own (the generator's ``tree_exact``: GTID events, ANNOTATE_ROWS, ROWS_QUERY, QUERY,
    XID): what :meth:`FastBackend.tree` gives for it. None for other types, and where the reader
    refuses the bytes (the spec's parse has the verdict)."""
    if data[4] not in _state["exact_trees"]:
        return None
    return _body_tree(data, len_header, len_checksum, post_header_lens)


def exact_body_json(body):
    """The JSON text (UTF-8 bytes) of a :class:`FastBody` by its generated writer, where the body's
    tree is the spec's own: ``tree.dumps`` of the event's tree (its statement as
    ``statements.decode_statement`` leaves it), which ``binlogspec events`` writes. None where the
    writer leaves it to the spec's tree (a statement in a charset it does not decode)."""
    data = body.event_data
    if data[4] not in _state["exact_trees"]:
        return None
    len_header, len_checksum, post_header_lens = body.kaitai_args[:3]
    return _fastrows.body_json(data, len_header, len(data) - len_checksum, data[4], post_header_lens or b"")


class FastBody(_KaitaiLater):
    """The body of an event whose type has a reader generated from its spec in C (the GTID
    events, ANNOTATE_ROWS, ROWS_QUERY, XID, QUERY: ``EVENT_BODIES`` in ``tools/fastgen.py``), read by it: ``fields`` is what that reader gives (its
    seq fields and value instances, numbers where the Kaitai tree has enum names), enough for
    the walk. It is its own ``body``; the Kaitai body (``kaitai()``, any other attribute, the
    event's ``tree``) is parsed when first asked."""

    __slots__ = ("event_data", "fields", "kaitai_args", "_kaitai")

    @property
    def spec_id(self):
        return _state["bodies"][self.event_data[4]]

    def __init__(self, event_data, fields, kaitai_args):
        self.event_data, self.fields, self.kaitai_args = event_data, fields, kaitai_args
        self._kaitai = None

    @property
    def body(self):
        return self


class FastBackend:
    """The Kaitai backend, except that rows events the fast path covers are kept as
    :class:`FastRows` (see the module documentation). One per reader: it compiles layouts with
    the reader's server flavor and the caller's ``schema``."""

    name = "kaitai"

    def __init__(self, schema=None, lazy=False):
        self._kaitai = get_backend("kaitai")
        self.reader = None
        self.schema = schema if schema is not None else {}
        # lazy: a rows event's rows are not walked when it is read, only when they are decoded
        # (a caller that decodes every row anyway saves a walk; one whose rows do not fit its
        # table map then goes to the spec when decoded, with the same verdict). Not in the
        # reader's resync mode, which counts an event only once its body has been checked,
        # unless lazy is "always": the caller decodes every rows event it is given and takes a
        # rows event that does not decode as a fault of its own (the walk's ``skip``).
        self.lazy = lazy
        self._maps = {}      # a TABLE_MAP's body bytes -> its parse
        self._map_keys = {}  # id(the parse's body) -> (that body, its bytes)
        self._tables = {}

    # -- the backend interface

    def parse(self, data, len_header, len_checksum, post_header_lens, fde_alg, table_map):
        code = data[4]
        if code in ROWS_EVENTS and table_map is not None:
            fast = self._rows(data, code, len_header, len_checksum, post_header_lens, fde_alg, table_map)
            if fast is not None:
                return fast
        elif code in _state["bodies"]:
            fields = _body_tree(data, len_header, len_checksum, post_header_lens)
            if fields is not None:  # (bytes it refuses: the spec's parse below, and its verdict)
                return FastBody(data, fields, (len_header, len_checksum, post_header_lens, fde_alg, table_map))
        if code == TABLE_MAP:
            key = bytes(data[len_header:len(data) - len_checksum])
            found = self._maps.get(key)
            if found is None:
                found = self._kaitai.parse(data, len_header, len_checksum, post_header_lens, fde_alg, table_map)
                if len(self._maps) > 1024:
                    self._maps.clear()
                    self._map_keys.clear()
                self._maps[key] = found
                body = getattr(found, "body", None)  # (what the reader keeps as the map in force)
                self._map_keys[id(body)] = (body, key)
            return found
        return self._kaitai.parse(data, len_header, len_checksum, post_header_lens, fde_alg, table_map)

    def map_key(self, tm_obj):
        """The body bytes of a table map this backend parsed (``tm_obj``, its parsed body), or None: a
        run crossing transactions goes on through a TABLE_MAP of the same bytes (walk._run)."""
        found = self._map_keys.get(id(tm_obj))
        return found[1] if found is not None and found[0] is tm_obj else None

    def checked(self, body):
        """Whether a body was checked in full as it was parsed: a :class:`FastRows` body's rows
        were walked cell by cell against the table map (the reader's resync mode needs no tree),
        or will be by a caller that takes their faults (``lazy="always"``); a :class:`FastBody`
        was read field by field by its generated reader."""
        if isinstance(body, FastBody):
            return True  # its reader read every field the spec's does, with the same checks
        return isinstance(body, FastRows) and (body._num_rows is not None or self.lazy == "always")

    def tree(self, body):
        from binlogspec.tree import from_kaitai

        if isinstance(body, FastBody):
            found = exact_body_tree(body.event_data, *body.kaitai_args[:3])
            if found is not None:
                return found
        if isinstance(body, (FastRows, FastBody)):
            return from_kaitai(body.kaitai())
        return from_kaitai(body)

    # -- rows events

    def table(self, tm_obj):
        """The :class:`TableLayout` of a table map object (cached by the object)."""
        found = self._tables.get(id(tm_obj))
        version = getattr(self.schema, "version", None)  # a schema that follows DDL changes its tables
        if found is not None and found.tm_obj is tm_obj and found.version == version:
            return found
        tm = self.tree(tm_obj)
        db, table = tm["database_name"], tm["table_name"]
        flavor = flavor_of(self.reader) if self.reader is not None else "mysql"
        schema, default = schema_for(self.schema, f"{db}.{table}")
        columns = columns_of(tm, flavor, schema, default)
        key = _layout_key(tm, flavor, (schema, default))
        compiled = _state["layouts"].get(key)
        if compiled is None:
            try:
                layout, kinds = compile_layout(tm, columns)
                compiled = (layout, kinds, None)
            except Declined as exc:
                compiled = (None, None, str(exc))
            if len(_state["layouts"]) > 4096:
                _state["layouts"].clear()
            _state["layouts"][key] = compiled
        found = TableLayout(tm_obj, tm, db, table, columns, *compiled)
        found.version = version
        if len(self._tables) > 1024:
            self._tables.clear()
        self._tables[id(tm_obj)] = found
        return found

    def _rows(self, data, code, len_header, len_checksum, post, fde_alg, tm_obj):
        lph = post[code - 1] if 1 <= code <= len(post) else 0
        end = len(data) - len_checksum
        header = _fastrows.header(data, len_header, end, code, lph)
        if header is None or header["is_v0"] or header["is_partial_update"]:
            return None
        try:
            table = self.table(tm_obj)
        except Exception:
            return None  # the spec-driven path reports what is wrong with the table map
        if table.layout is None:
            return None
        buf, start, stop = data, header["rows_start"], end
        if header["is_compressed"]:
            try:
                buf = inflate(data[start:stop])
            except Exception:
                return None
            start, stop = 0, len(buf)
        rows = None
        if not self.lazy or (self.lazy != "always" and self.reader is not None and self.reader.on_error == "resync"):
            try:
                rows = table.layout.scan(buf, start, stop, header["is_write"], header["is_delete"],
                                         header["num_columns"], header["present"], header["present_after"])
            except _fastrows.Mismatch:
                return None
        return FastRows(data, header, buf, start, stop, table, rows,
                        (len_header, len_checksum, post, fde_alg, tm_obj))


def reader(source, *, checksum_errors="raise", schema=None, name=None, lazy=False, **kw):
    """A :class:`~binlogspec.reader.Reader` whose rows events the fast path decodes."""
    rd = Reader(source, backend="kaitai", checksum_errors=checksum_errors, name=name, **kw)
    attach(rd, schema, lazy=lazy)
    return rd


def attach(rd, schema=None, lazy=False, backend=None):
    """Put a :class:`FastBackend` into a reader (before it is iterated); returns the backend.
    ``lazy``: see :class:`FastBackend`. ``backend``: one to put in rather than a new one (its
    parsed table maps and compiled layouts, its schema and laziness serve each reader it is put
    into, one at a time)."""
    if not available():
        raise RuntimeError(f"the fast path is not available: {disabled_reason()}")
    fb = backend if backend is not None else FastBackend(schema, lazy=lazy)
    fb.reader = rd
    rd.use_backend(fb)
    return fb
