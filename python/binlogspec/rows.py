"""Row changes: rows events joined with their table maps and decoded to Python values.

    from binlogspec.rows import row_changes
    for change in row_changes("binlog.000001"):
        print(change.op, change.db, change.table, change.before, change.after)

Column names come from the table map's COLUMN_NAME metadata (binlog_row_metadata=FULL), else
from a schema the caller gives, else ``col_1``, ``col_2``, ... Signedness, charsets and ENUM/SET
labels likewise: the table map's optional metadata first, then the schema.
"""

import re
from dataclasses import dataclass, field

from binlogspec import errors, json_text, values
from binlogspec.reader import ROWS_EVENTS, T, Reader

NUMERIC = {"TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "FLOAT", "DOUBLE"}
CHARACTER = {"STRING", "VAR_STRING", "VARCHAR", "BLOB"}
INTEGER = {"TINY", "SHORT", "INT24", "LONG", "LONGLONG"}

WRITE = {T[n] for n in ("pre_ga_write_rows_event", "write_rows_event_v1", "write_rows_event",
                        "write_rows_compressed_event_v1", "write_rows_compressed_event")}
DELETE = {T[n] for n in ("pre_ga_delete_rows_event", "delete_rows_event_v1", "delete_rows_event",
                         "delete_rows_compressed_event_v1", "delete_rows_compressed_event")}
PARTIAL = {T["partial_update_rows_event"]}


@dataclass(frozen=True)
class Column:
    """What is known of one column of a table map."""

    index: int
    name: str
    type_code: int
    type_name: str
    real_type_name: str = None  # STRING columns: STRING, ENUM or SET
    nullable: bool = True
    unsigned: bool = None
    collation_id: int = None
    enum_labels: tuple = None
    set_labels: tuple = None
    precision: int = None
    scale: int = None
    fsp: int = 0
    max_length: int = None
    bits: int = None
    geometry_type: int = None
    dimensions: int = None
    visible: bool = None
    in_primary_key: bool = False


@dataclass(slots=True)
class RowChange:
    """One row inserted, updated or deleted."""

    file: str
    pos: int
    next_pos: int
    timestamp: int
    server_id: int
    gtid: str
    db: str
    table: str
    op: str
    before: dict
    after: dict
    columns: list = field(repr=False, default=None)
    row_index: int = 0

    def to_dict(self):
        return {"file": self.file, "pos": self.pos, "gtid": self.gtid, "db": self.db, "table": self.table,
                "op": self.op, "before": self.before, "after": self.after}


def _name(v):
    return v.upper() if isinstance(v, str) else f"TYPE_{v}"


def _optional(tm):
    out = {}
    for entry in tm.get("optional_metadata") or []:
        out.setdefault(entry["field_type"], entry.get("value"))
    return out


def _packed(values_tree):
    return [v["value"] for v in (values_tree or {}).get("values", [])]


def _charset_list(default_tree, per_column_tree, count):
    """Collation per column of a group (string columns, or ENUM/SET columns)."""
    if per_column_tree is not None:
        found = _packed(per_column_tree)
        return found + [None] * (count - len(found))
    if default_tree is not None:
        result = [default_tree["default_collation"]["value"]] * count
        for item in default_tree.get("column_collations", []):
            i = item["column_index"]["value"]
            if i < count:
                result[i] = item["collation"]["value"]
        return result
    return [None] * count


def columns_of(tm, flavor="mysql", schema=None):
    """The columns of a table map tree, with everything its metadata (and a schema) says."""
    types = [_name(t) for t in tm["column_types"]]
    metas = [c.get("body") or {} for c in (tm.get("metadata") or {}).get("columns", [])]
    metas += [{}] * (len(types) - len(metas))
    nullable = (tm.get("nullable_columns") or {}).get("bits") or [True] * len(types)
    opt = _optional(tm)

    real = []
    for t, m in zip(types, metas):
        real.append(_name(m["real_type"]) if t == "STRING" and "real_type" in m else t)
    character = set(CHARACTER) | ({"GEOMETRY"} if flavor == "mariadb" else set())
    is_char = [t in character and r not in ("ENUM", "SET") for t, r in zip(types, real)]
    is_enumset = [r in ("ENUM", "SET") for r in real]
    is_numeric = [t in NUMERIC for t in types]

    signed_bits = (opt.get("signedness") or {}).get("bits")
    char_coll = _charset_list(opt.get("default_charset"), opt.get("column_charset"), sum(is_char))
    enum_coll = _charset_list(opt.get("enum_and_set_default_charset"), opt.get("enum_and_set_column_charset"),
                              sum(is_enumset))
    names = [n["name"] for n in (opt.get("column_name") or {}).get("names", [])]
    set_lists = [[v["value"] for v in col["values"]] for col in (opt.get("set_str_value") or {}).get("columns", [])]
    enum_lists = [[v["value"] for v in col["values"]] for col in (opt.get("enum_str_value") or {}).get("columns", [])]
    geo_types = _packed(opt.get("geometry_type"))
    dims = _packed(opt.get("vector_dimensionality"))
    vis_bits = (opt.get("column_visibility") or {}).get("bits")
    pk = set(_packed(opt.get("simple_primary_key")))
    pk |= {p["column_index"]["value"] for p in (opt.get("primary_key_with_prefix") or {}).get("parts", [])}
    given = _schema_columns(schema)

    out = []
    n_num = n_char = n_es = n_set = n_enum = n_geo = n_vec = 0
    for i, (t, r, m) in enumerate(zip(types, real, metas)):
        kw = {}
        if is_numeric[i]:
            if signed_bits is not None and n_num < len(signed_bits):
                kw["unsigned"] = bool(signed_bits[n_num])
            n_num += 1
        if is_char[i]:
            kw["collation_id"] = char_coll[n_char]
            n_char += 1
        if is_enumset[i]:
            kw["collation_id"] = enum_coll[n_es]
            n_es += 1
        if r == "SET":
            kw["set_labels"] = tuple(_label(v, kw.get("collation_id")) for v in set_lists[n_set]) if n_set < len(set_lists) else None
            n_set += 1
        if r == "ENUM":
            kw["enum_labels"] = tuple(_label(v, kw.get("collation_id")) for v in enum_lists[n_enum]) if n_enum < len(enum_lists) else None
            n_enum += 1
        if t == "GEOMETRY":
            kw["geometry_type"] = geo_types[n_geo] if n_geo < len(geo_types) else None
            n_geo += 1
        if t == "VECTOR":
            kw["dimensions"] = dims[n_vec] if n_vec < len(dims) else None
            n_vec += 1
        if t == "NEWDECIMAL":
            kw["precision"], kw["scale"] = m.get("precision"), m.get("scale")
        if t in ("TIME2", "DATETIME2", "TIMESTAMP2"):
            kw["fsp"] = m.get("fsp", 0)
        if t == "BIT":
            kw["bits"] = m.get("num_bytes", 0) * 8 + m.get("num_extra_bits", 0)
        if "max_length" in m:
            kw["max_length"] = m["max_length"]
        if vis_bits is not None and i < len(vis_bits):
            kw["visible"] = bool(vis_bits[i])
        name = names[i] if i < len(names) else None
        if given and i < len(given):
            g = given[i]
            name = name or g.get("name")
            for key in ("unsigned", "enum_labels", "set_labels", "collation_id"):
                if kw.get(key) is None and g.get(key) is not None:
                    kw[key] = g[key]
        out.append(Column(index=i, name=name or f"col_{i + 1}", type_code=0, type_name=t,
                          real_type_name=r if t == "STRING" else None,
                          nullable=bool(nullable[i]) if i < len(nullable) else True,
                          in_primary_key=i in pk, **kw))
    return out


def _label(raw, collation_id):
    raw = bytes(raw) if not isinstance(raw, str) else raw.encode()
    if collation_id is None:
        return raw.decode("utf-8", "surrogateescape")
    decoded = values.charsets.decode(raw, collation_id, errors="bytes")
    return decoded if isinstance(decoded, str) else raw.decode("utf-8", "surrogateescape")


_COLUMN_LINE = re.compile(r"^\s*`?([A-Za-z0-9_$]+)`?\s+([A-Za-z]+)(\(([^)]*)\))?(.*)$")


def _schema_columns(schema):
    """A schema the caller gives for a table: a CREATE TABLE statement, a list of names, or a list
    of (name, type text) pairs; returns a list of dicts (name, unsigned, enum/set labels)."""
    if schema is None:
        return None
    if isinstance(schema, str):
        body = schema[schema.index("(") + 1:schema.rindex(")")]
        items, depth, cur, quote = [], 0, "", None
        for ch in body:
            if quote:
                cur += ch
                if ch == quote:
                    quote = None
                continue
            if ch in "'\"":
                quote = ch
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
            elif ch == "," and depth == 0:
                items.append(cur)
                cur = ""
                continue
            cur += ch
        items.append(cur)
        schema = []
        for item in items:
            m = _COLUMN_LINE.match(item.strip())
            if not m or m.group(1).upper() in ("PRIMARY", "KEY", "UNIQUE", "INDEX", "CONSTRAINT", "FOREIGN",
                                               "FULLTEXT", "SPATIAL", "CHECK"):
                continue
            schema.append((m.group(1), item.strip()[len(m.group(0)) - len(m.group(0).lstrip()):]))
    out = []
    for entry in schema:
        if isinstance(entry, str):
            out.append({"name": entry})
            continue
        name, type_text = entry
        words = type_text.upper()
        d = {"name": name, "unsigned": True if "UNSIGNED" in words else None}
        m = re.search(r"\b(ENUM|SET)\s*\((.*)\)", type_text, re.I | re.S)
        if m:
            labels = tuple(x.replace("''", "'") for x in re.findall(r"'((?:[^']|'')*)'", m.group(2)))
            d["enum_labels" if m.group(1).upper() == "ENUM" else "set_labels"] = labels
        out.append(d)
    return out


def _uuid_text(raw):
    h = bytes(raw).hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _gtid_of(event):
    """The GTID an event announces, as the servers print it: MySQL ``uuid:gno`` (``uuid:tag:gno``
    when tagged), MariaDB ``domain-server-seq``."""
    tree = event.tree
    name = event.type_name
    if name == "GTID_LOG_EVENT":
        return f"{_uuid_text(tree['sid'])}:{tree['gno']}"
    if name == "GTID_TAGGED_LOG_EVENT":
        octets = next(f["uuid_octets"] for f in tree["fields"]["entries"] if "uuid_octets" in f)
        uuid = _uuid_text(bytes(o["value"] for o in octets))
        return f"{uuid}:{tree['tag']}:{tree['gno']}" if tree.get("tag") else f"{uuid}:{tree['gno']}"
    if name == "GTID_EVENT":
        return f"{tree['domain_id']}-{event.server_id}-{tree['seq_no']}"
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


def _apply_partial_json(before, after):
    """Diff lists in the after image become full documents where the before image holds the
    column's document (binlog_row_image=FULL); otherwise they stay diff lists."""
    for name, value in after.items():
        if isinstance(value, list) and isinstance((before or {}).get(name), values.JsonText):
            after[name] = values.JsonText(json_text.apply_diffs(str(before[name]), value))


def row_changes(source, *, backend="kaitai", schema=None, checksum_errors="raise", tables=None,
                on_error="raise", on_fault=None, fast=True):
    """Every row change in a binlog, in file order.

    ``schema``: ``{"db.table": CREATE TABLE text | [names] | [(name, type), ...]}`` for tables
    whose table maps lack names or labels. ``tables``: an optional set of ``"db.table"`` to keep.

    ``on_error="resync"`` reads permissively (see :class:`~binlogspec.reader.Reader`): a damaged
    span of the file is skipped, and so is a rows event whose rows cannot be decoded (no table map,
    cells that do not fit it), each reported by its typed error to ``on_fault(error)`` (when
    given) as it is met. A rows event gives all its rows or none.

    ``fast`` (default): rows events are decoded by the C decoder generated from the specs
    (:mod:`binlogspec.fast`), with the same results; it applies to the Kaitai backend outside
    resync mode when the extension is built, and ``fast=False`` uses the spec-driven path alone.
    """
    schema = schema or {}
    resync = on_error == "resync"
    with Reader(source, backend=backend, checksum_errors=checksum_errors, on_error=on_error) as reader:
        decode = _event_changes
        if fast and backend == "kaitai" and not resync:
            from binlogspec import fast as fast_path

            if fast_path.available():
                fast_path.attach(reader, schema)
                decode = fast_path.event_changes
        state = {"gtid": None, "columns": {}}
        told = 0
        for event in reader:
            if on_fault is not None and len(reader.report.errors) > told:
                for error in reader.report.errors[told:]:
                    on_fault(error)
                told = len(reader.report.errors)
            changes = decode(reader, event, state, schema, tables)
            if not resync:
                yield from changes
                continue
            try:
                changes = list(changes)
            except errors.BinlogError as exc:
                reader.report.note(event.pos, f"row changes not decoded: {exc.message}", error=exc)
                continue
            yield from changes
        if on_fault is not None:
            for error in reader.report.errors[told:]:
                on_fault(error)


def _event_changes(reader, event, state, schema, tables):
    """The row changes of one event (none but for a rows event); ``state`` carries the GTID in
    effect and the columns of each table map seen."""
    code = event.type_code
    if code in (T["gtid_log_event"], T["gtid_tagged_log_event"], T["gtid_event"]):
        state["gtid"] = _gtid_of(event)
        return
    if code == T["anonymous_gtid_log_event"]:
        state["gtid"] = None
        return
    if code not in ROWS_EVENTS:
        return
    if event.undecoded is not None:
        raise errors.LayoutMismatch(event.undecoded, file=event.file, offset=event.pos,
                                    event_type=event.type_name)
    body = event.tree
    if not (body.get("row_data") or body.get("row_data_compressed")):
        return
    tm_obj = event.params["table_map"]
    if tm_obj is None:
        raise errors.LayoutMismatch(f"no TABLE_MAP event for table id {body.get('table_id')}",
                                    file=event.file, offset=event.pos, event_type=event.type_name)
    column_cache = state["columns"]
    try:
        tm = reader._backend.tree(tm_obj)
        key = id(tm_obj)
        db, table = tm["database_name"], tm["table_name"]
        if tables is not None and f"{db}.{table}" not in tables:
            return
        cached = column_cache.get(key)
        if cached is None or cached[0] is not tm_obj:
            flavor = "mariadb" if "mariadb" in (reader.context.server_version or "").lower() else "mysql"
            # the map object is kept with its columns, so its id cannot be reused while cached
            cached = (tm_obj, columns_of(tm, flavor, schema.get(f"{db}.{table}")))
            if len(column_cache) > 1024:
                column_cache.clear()
            column_cache[key] = cached
    except errors.BinlogError:
        raise
    except Exception as exc:
        raise errors.LayoutMismatch(f"its table map does not describe the columns: {type(exc).__name__}: {exc}",
                                    file=event.file, offset=event.pos, event_type=event.type_name) from exc
    columns = cached[1]
    gtid = state["gtid"]
    op = "insert" if code in WRITE else "delete" if code in DELETE else "update"
    rows = (body.get("row_data") or body.get("row_data_compressed"))["rows"]
    for n, row in enumerate(rows):
        try:
            before = image_values(columns, row["before_image"]) if "before_image" in row else None
            after = image_values(columns, row["after_image"]) if "after_image" in row else None
            if code in PARTIAL and after is not None:
                _apply_partial_json(before, after)
        except errors.BinlogError as exc:
            if exc.file is None:
                exc.file, exc.offset, exc.event_type = event.file, event.pos, event.type_name
            raise
        except Exception as exc:  # a cell whose bytes are no value of its column's type
            raise errors.DecodeError(f"row {n}: {type(exc).__name__}: {exc}", file=event.file, offset=event.pos,
                                     event_type=event.type_name) from exc
        yield RowChange(event.file, event.pos, event.next_pos, event.timestamp, event.server_id, gtid,
                        db, table, op, before, after, columns, n)
