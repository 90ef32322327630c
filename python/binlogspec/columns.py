"""The columns of a table: what a TABLE_MAP event's tree (and a schema the caller gives) says of
each column: its name, type, signedness, collation, ENUM/SET labels, precision and so on.

Column names come from the table map's COLUMN_NAME metadata (binlog_row_metadata=FULL), else
from a schema the caller gives (:class:`binlogspec.ddl.Schemas`), else ``col_1``, ``col_2``, ...
Signedness, charsets and ENUM/SET labels likewise: the table map's optional metadata first, then
the schema.
"""

from binlogspec import values
from binlogspec.ddl import Schemas, schema_columns, schema_for  # noqa: F401 - Schemas, schema_for: part of this module's interface
from binlogspec.records import Column

__all__ = ["Schemas", "columns_of", "flavor_of"]

NUMERIC = {"TINY", "SHORT", "INT24", "LONG", "LONGLONG", "NEWDECIMAL", "FLOAT", "DOUBLE"}
CHARACTER = {"STRING", "VAR_STRING", "VARCHAR", "BLOB"}


def flavor_of(reader):
    """``"mariadb"`` or ``"mysql"``: whose conventions a reader's events follow (its format
    description's server version)."""
    version = (reader.context.server_version if reader.context is not None else "") or ""
    return "mariadb" if "mariadb" in version.lower() else "mysql"


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


def columns_of(tm, flavor="mysql", schema=None, default_collation=None):
    """The columns of a table map tree, with everything its metadata (and a schema) says;
    ``default_collation``: the collation of text columns whose charset neither says (their
    values are bytes without one)."""
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
    given = schema_columns(schema)
    if not pk and given and len(given) == len(types):  # no PRIMARY_KEY metadata: the schema's key
        pk = {i for i, g in enumerate(given) if g.get("primary")}

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
        if (is_char[i] or is_enumset[i]) and kw.get("collation_id") is None and default_collation is not None:
            kw["collation_id"] = default_collation
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


# What a table map's metadata holds for a column, by the column definition (the server's
# Field::save_field_metadata of each type), for table maps written without any.
_BLOB_PACK = {"TINYBLOB": 1, "TINYTEXT": 1, "BLOB": 2, "TEXT": 2, "MEDIUMBLOB": 3, "MEDIUMTEXT": 3,
              "LONGBLOB": 4, "LONGTEXT": 4}
_NO_METADATA = {"decimal", "tiny", "short", "long", "null", "timestamp", "longlong", "int24", "date", "time",
                "datetime", "year", "newdate"}


def _defined_metadata(type_name, given):
    """The metadata bytes a server that writes metadata gives a column of table-map type
    ``type_name`` defined as ``given`` (a :func:`schema_columns` entry), or None."""
    kind, sizes = given.get("kind", ""), given.get("sizes", ())
    from binlogspec.charsets import collation

    found = collation(given.get("collation_id")) if given.get("collation_id") is not None else None
    mbmaxlen = found.mbmaxlen if found is not None else 1
    if type_name in ("float", "double"):
        return bytes([4 if kind == "FLOAT" and not (sizes and sizes[0] > 24) else 8])
    if type_name == "newdecimal" and kind in ("DECIMAL", "NUMERIC", "DEC", "FIXED"):
        return bytes([sizes[0] if sizes else 10, sizes[1] if len(sizes) > 1 else 0])
    if type_name == "bit" and kind == "BIT":
        n = sizes[0] if sizes else 1
        return bytes([n % 8, n // 8])
    if type_name in ("varchar", "var_string") and kind in ("VARCHAR", "VARBINARY", "NVARCHAR") and sizes:
        return (sizes[0] * mbmaxlen).to_bytes(2, "little")
    if type_name == "string":
        if kind == "ENUM":
            return bytes([0xF7, 1 if len(given.get("enum_labels") or ()) < 256 else 2])
        if kind == "SET":
            n = len(given.get("set_labels") or ())
            return bytes([0xF8, 8 if n > 32 else (n + 7) // 8 or 1])
        if kind in ("CHAR", "BINARY", "NCHAR", "CHARACTER", "NATIONAL"):
            length = (sizes[0] if sizes else 1) * mbmaxlen
            return bytes([0xFE ^ ((length & 0x300) >> 4), length & 0xFF])
    if type_name in ("blob", "tiny_blob", "medium_blob", "long_blob") and kind in _BLOB_PACK:
        return bytes([_BLOB_PACK[kind]])
    if type_name in ("geometry", "json"):
        return b"\x04"
    return None


def implied_metadata(column_types, schema=None):
    """The column metadata a table map written without any stands for (servers before MySQL
    5.1.15 wrote none: their replicas unpacked row images by their own table definitions), as the
    bytes a later server writes: from the column definitions of ``schema`` (what
    :func:`columns_of` takes) where it gives them, else as mysqlbinlog reads absent metadata where
    that is a reading (a CHAR or VARCHAR with a one-byte length; FLOAT and DOUBLE, whose size
    never varied). Returns ``(metadata, assumed, missing)``: the bytes (None if a column has no
    reading), and the indexes of the columns assumed and of those that need the schema."""
    from binlogspec.generated_enums import FIELD_TYPE

    names = {v: k for k, v in FIELD_TYPE.items()}
    given = schema_columns(schema) or []
    out, assumed, missing = [], [], []
    for i, code in enumerate(column_types):
        type_name = names.get(code, "")
        if type_name in _NO_METADATA:
            continue
        meta = _defined_metadata(type_name, given[i]) if i < len(given) else None
        if meta is None:
            meta = {"float": b"\x04", "double": b"\x08", "string": b"\xfe\x00", "varchar": b"\x00\x00",
                    "var_string": b"\x00\x00"}.get(type_name)
            if meta is None:
                missing.append(i)
                continue
            assumed.append(i)
        out.append(meta)
    return (None if missing else b"".join(out)), assumed, missing
