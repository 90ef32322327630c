"""Generate the C readers of the fast row decoder from the Kaitai specs.

    python tools/fastgen.py [OUT]     # default: generated/c/row_layouts.h

A build-time tool (imports the ``binlogspec`` package: installed, or ``python/`` on ``PYTHONPATH``).

``./build.sh generate`` runs this after kaitai-struct-compiler, ``./build.sh check`` checks that
the committed header is what the specs give, and ``./build.sh setup`` compiles it into the
``binlogspec._fastrows`` extension (with ``python/binlogspec/_fastrows.c``, which walks row
images and turns fields into values). What comes from where:

- ``formats/kaitai/column_cell.ksy``: every ``cell_*`` type becomes a C struct of its fields and
  a reader: its ``seq`` read in order (primitive types with the spec's byte order, bit-field runs
  with its ``bit-endian``, ``switch-on`` types, ``if`` conditions, ``size`` slices, ``valid``
  checks), then its instances (``value`` expressions compiled to C by :mod:`binlogspec.ksexpr`,
  ``pos`` reads and slices). The ``value`` and ``extent`` switches of ``column_cell`` (which cell
  type, with which arguments, and how many bytes, for each column type) are exported as text:
  :mod:`binlogspec.fast` evaluates them against each TABLE_MAP when it compiles a table layout.
- ``formats/kaitai/rows_event.ksy``: the rows event's fields before ``row_data`` (table id,
  flags, extra row info, column count, column bitmaps, MariaDB's compression header), with
  ``common/packed_int.ksy`` and ``common/column_bitmap.ksy`` (a ``b1`` repeat is kept as a bitmap:
  a pointer to its bytes and a bit count).
- Enums the expressions name (``table_map_event::string_real_type``) become integer constants.
- The event bodies in ``EVENT_BODIES`` (the GTID events, the row events' statements and XID, met
  once per transaction, and QUERY, the statements of statement-based logging and DDL; a body may take binlog_event's ``len_post_header``, ``BODY_PARAMS``,
  which ``ks_event_body_tree``'s caller gives from the FDE): compiled whole, each read from a stream of its own, so ``_io.size`` and
  ``_io.eof`` in their expressions are the body's; ``KS_EVENT_BODY_CODES`` gives the event type
  codes whose body each is (from ``binlog_event.ksy``'s body switch) and ``ks_event_body_tree`` a
  body's fields as a tree. ``KS_EVENT_BODY_EXACT`` says which trees are the Kaitai tree itself
  (``binlogspec.tree.from_kaitai`` of the same bytes: the same keys in the same order, values of
  the same types; ``CompiledType.tree_exact``), which the reader then gives as the event's tree.

An event body's types may also hold ``str`` and ``strz`` fields (UTF-8, checked as Python's strict
decoder checks it), ``contents``, enum fields (their members' names in the tree and the JSON) and
``repeat: eos``/``repeat: expr`` of a type or of ``strz`` (at most ``MAX_REPEAT`` items; more are
refused); an event body's optional field whose tree is not the spec's (a ``process``ed one) is
refused where it is present, and a body switch case where it always is (MariaDB's compressed
QUERY) is left to the spec. The statement of a body with status variables is written in the
collation of its charset variable (binlogspec.statements) where charsets.decode takes that
collation's text as UTF-8, as bytes, or (all ASCII) as ASCII; other text is left to the spec.

A type that uses something this generator does not compile (a ``repeat`` other than of ``b1``
outside an event body, a ``str`` outside one, a ``process``ed type, a type reached through
``_parent``) is left out with the reason in a comment; column types whose cells need it are then
decoded by the spec-driven path. A
``size``d field of such a type is kept as its bytes instead ("opaque": left out of the C tree,
as the spec's tree has it decoded): MySQL JSON's document, which a Python rule renders. Nothing
here knows a column type by name: a change to a cell layout in the spec changes the C.
"""

import re
import sys
from pathlib import Path

from binlogspec import ksexpr
from binlogspec.limits import BEGINS, MAX_EVENT_SIZE

ROOT = Path(__file__).resolve().parents[1]
SPECS = ROOT / "formats" / "kaitai"
DEFAULT_OUT = ROOT / "generated" / "c" / "row_layouts.h"

# (spec id, type path) of what is compiled; types they use are compiled with them
ENTRY_TYPES = [("column_cell", "cell_extent")] + [("column_cell", None)] + [("rows_event", None)]
# event bodies compiled whole, each read from a stream of its own (binlog_event's sized body), so
# that their _io.size and _io.eof are the body's: the events met once per transaction, the GTID
# events, the statements of row events (MariaDB's ANNOTATE_ROWS, MySQL's ROWS_QUERY) and XID
EVENT_BODIES = ["mariadb_gtid_event", "gtid_log_event", "mariadb_annotate_rows_event", "rows_query_log_event",
                "xid_event", "query_event"]
# the most items of a `repeat` the generated readers hold (QUERY_EVENT's status variables, the
# databases a statement names: at most 16); more are refused, and the spec's parse reads them
MAX_REPEAT = 24
# the params a compiled body may take: binlog_event passes its instance of that name, the
# post-header length the FDE gives the event's type, which the C caller has (ks_event_body_tree)
BODY_PARAMS = ("len_post_header",)


class Unsupported(Exception):
    """A construct this generator does not compile."""


def _ctype_name(spec_id, path):
    return "ks_" + spec_id + ("__" + "__".join(path) if path else "")


class Spec:
    """One .ksy file, loaded."""

    def __init__(self, spec_id, path):
        self.id = spec_id
        self.path = path
        with open(path, encoding="utf-8") as fh:
            import yaml  # the generator's own dependency (PyYAML); the runtime parses no spec

            self.doc = yaml.safe_load(fh)
        meta = self.doc.get("meta", {})
        self.endian = meta.get("endian")
        self.bit_endian = meta.get("bit-endian", "be")
        self.imports = [i.rsplit("/", 1)[-1] for i in meta.get("imports", [])]


class Generator:
    def __init__(self, root=SPECS):
        self.root = Path(root)
        self.specs = {}
        self.types = {}       # (spec_id, path tuple) -> CompiledType or Unsupported
        self.order = []       # compiled types in dependency order
        self.enums = {}       # "spec::enum" -> {member: value}
        self.in_body = False  # compiling an event body and its types (see TypeCompiler.in_body)

    # ------------------------------------------------------------------ loading

    def spec(self, spec_id):
        if spec_id not in self.specs:
            found = [p for p in self.root.rglob(f"{spec_id}.ksy")]
            if not found:
                raise Unsupported(f"no spec {spec_id}")
            self.specs[spec_id] = Spec(spec_id, found[0])
        return self.specs[spec_id]

    def type_doc(self, spec_id, path):
        doc = self.spec(spec_id).doc
        for part in path:
            doc = (doc.get("types") or {}).get(part)
            if doc is None:
                raise Unsupported(f"no type {'::'.join(path)} in {spec_id}")
        return doc

    def resolve_type(self, spec_id, path, name):
        """Where a user type named in (spec_id, path) is defined: (spec_id, path)."""
        if "::" in name:
            raise Unsupported(f"qualified type {name}")
        scope = list(path)
        while True:
            doc = self.type_doc(spec_id, tuple(scope))
            if name in (doc.get("types") or {}):
                return spec_id, tuple(scope) + (name,)
            if not scope:
                break
            scope.pop()
        for imported in self.spec(spec_id).imports:
            if imported == name:
                return imported, ()
        raise Unsupported(f"unknown type {name}")

    def enum_value(self, spec_id, path_parts):
        """The integer of an enum member ``spec::enum::member`` or ``enum::member``."""
        *enum_path, member = path_parts
        if len(enum_path) == 1:
            owner, enum = spec_id, enum_path[0]
        else:
            owner, enum = enum_path[0], enum_path[-1]
        members = self.enum_members(owner, enum)
        if member not in members:
            raise Unsupported(f"no member {member} in {owner}::{enum}")
        return members[member]

    def enum_members(self, owner, enum):
        key = f"{owner}::{enum}"
        if key not in self.enums:
            doc = self.spec(owner).doc.get("enums", {}).get(enum)
            if doc is None:
                raise Unsupported(f"no enum {key}")
            self.enums[key] = {(v["id"] if isinstance(v, dict) else v): int(k) for k, v in doc.items()}
        return self.enums[key]

    # ------------------------------------------------------------------ compiling

    def compile(self, spec_id, path=(), own_stream=False):
        """A type compiled (once); ``own_stream``: read from a stream of its own (see TypeCompiler)."""
        key = (spec_id, tuple(path))
        if key in self.types:
            found = self.types[key]
            if isinstance(found, Unsupported):
                raise found
            if found is None:
                raise Unsupported(f"recursive type {spec_id}::{'::'.join(path)}")
            return found
        self.types[key] = None
        try:
            compiled = TypeCompiler(self, spec_id, tuple(path), own_stream=own_stream).run()
        except Unsupported as exc:
            self.types[key] = exc
            raise
        self.types[key] = compiled
        self.order.append(compiled)
        return compiled

    def generate(self):
        cell_types = sorted((self.type_doc("column_cell", ()).get("types") or {}))
        skipped = []
        for name in cell_types:
            try:
                self.compile("column_cell", (name,))
            except Unsupported as exc:
                skipped.append((f"column_cell::{name}", str(exc)))
        rows = self.compile_prefix("rows_event", stop_at="row_data")
        bodies = []
        for name in EVENT_BODIES:
            try:
                bodies.append(self.compile_body(name))
            except Unsupported as exc:
                skipped.append((name, str(exc)))
        return self.render(skipped, rows, bodies)

    def compile_body(self, spec_id):
        """An event body type: its spec's top type, read from a stream of its own (binlog_event's
        sized body); raises Unsupported when it does not compile. Its params are those of
        BODY_PARAMS, which the C caller gives, and numbers or bools binlog_event's body switch
        gives as such (body_variants)."""
        self.in_body = True
        try:
            compiled = self.compile(spec_id, (), own_stream=True)
        finally:
            self.in_body = False
        compiled.is_body = True
        return compiled

    def body_variants(self, bodies):
        """The cases of binlog_event's body switch whose type is one of ``bodies`` (compiled
        bodies): ``(type code, variant index from 1)`` of each, and the variants, ``(body, C
        arguments)``: binlog_event's instance of a param in BODY_PARAMS by its name (the C caller
        has it), a literal number or bool as its value (QUERY_EVENT's ``is_compressed``, say)."""
        names = [b.spec_id for b in bodies]
        body = next(f for f in self.type_doc("binlog_event", ())["seq"] if f["id"] == "body")
        codes, variants = [], []
        for key, ref in body["type"]["cases"].items():
            name, args = parse_type_ref(ref)
            if name not in names:
                continue
            compiled = bodies[names.index(name)]
            if len(args) != len(compiled.params):
                continue
            given = []
            for prm, arg in zip(compiled.params, args):
                literal = {"true": "1", "false": "0"}.get(arg.strip(), arg.strip())
                if prm.name in BODY_PARAMS and arg.strip() == prm.name:
                    given.append(prm.name)
                elif re.fullmatch(r"-?[0-9]+", literal):
                    given.append(literal)
                else:
                    break
            else:
                literals = {p.name: int(a) for p, a in zip(compiled.params, given) if a != p.name}
                if compiled.refusals(literals) is None:
                    continue  # (a field the C tree does not give as the spec's is always there: MariaDB's
                    # compressed statement, which the spec inflates; that type is the spec's parse's)
                variant = (compiled, tuple(given))
                if variant not in variants:
                    variants.append(variant)
                codes.append((self.enum_value("binlog_event", key.split("::")), variants.index(variant) + 1))
        return sorted(codes), variants

    def compile_prefix(self, spec_id, stop_at):
        """The top type of a spec up to (not including) the field ``stop_at``, plus a slice of the
        rest of the stream (``rest``)."""
        key = (spec_id, ("@prefix",))
        compiled = TypeCompiler(self, spec_id, (), stop_at=stop_at).run()
        self.types[key] = compiled
        self.order.append(compiled)
        return compiled

    def statement_collation(self, body):
        """C lines that set ``collation`` to the collation a body's statement is decoded in
        (binlogspec.statements.decode_statement: the value field CLIENT_CHARSET names of the status
        variable of its code, the first there is; else utf8mb4), for a body whose status
        variables are read into an array of structs: [] when they are not."""
        from binlogspec.statements import CLIENT_CHARSET, STATUS_VARS, UTF8MB4

        holder, array = STATUS_VARS
        code, value = CLIENT_CHARSET
        outer = next((f for f in body.fields if f.name == holder and f.kind == "struct"), None)
        items = next((f for f in outer.struct.fields if f.name == array and f.kind == "array"), None) if outer else None
        var = items.struct if items is not None else None
        code_field = next((f for f in var.fields if f.enum is not None), None) if var else None
        switch = next((f for f in var.fields if f.kind == "switch"), None) if var else None
        if code_field is None or switch is None:
            return []
        owner, enum = code_field.enum.split("::")
        member = self.enum_members(owner, enum).get(code)
        case = next((i for i, c in enumerate(switch.cases) if any(f.name == value for f in c.fields)), None)
        if member is None or case is None:
            return []
        arm = switch.cases[case]
        arm = arm.path[-1] if arm.path else arm.spec_id
        at = f"o->{holder}.{array}"
        check = f"o->{outer.flag} && " if outer.optional else ""
        return [f"int64_t collation = 0;",
                f"for (int64_t i = 0; {check}i < {at}.count; i++)",
                f"    if ({at}.items[i].{code_field.name} == {member} && {at}.items[i].{switch.name}.which == {case + 1}) {{",
                f"        collation = {at}.items[i].{switch.name}.{arm}.{value}; break; }}",
                f"if (!collation) collation = {UTF8MB4};  /* (none, or 0: utf8mb4) */"]

    # ------------------------------------------------------------------ output

    def render_enum_names(self):
        """For each enum of a field: its members' names by value (NULL for a value it lacks)."""
        out = []
        for key in sorted({f.enum for c in self.order for f in c.fields if f.enum is not None}):
            owner, enum = key.split("::")
            out.append(f"static inline const char *{_enum_fn(key)}(int64_t v) {{  /* enum {key} */")
            out.append("    switch (v) {")
            for member, value in sorted(self.enum_members(owner, enum).items(), key=lambda kv: kv[1]):
                out.append(f"    case {value}: return {_cstr(member)};")
            out.append("    default: return NULL;")
            out.append("    }")
            out.append("}")
        return out

    def render_collations(self):
        """How binlogspec.charsets.decode takes text of each collation id (charsets.decoding), for
        the statements a generated JSON writer writes: 1 UTF-8 (Python's strict decoder), 2 kept
        as bytes (also an id not known), 3 a charset whose text all ASCII decodes as that ASCII,
        0 another (3's text not all ASCII, and 0's, are left to decode_statement)."""
        from binlogspec import charsets

        ascii = bytes(range(128))

        def kind_of(i):
            how = charsets.decoding(i)
            if how in ("utf-8", "bytes"):
                return 1 if how == "utf-8" else 2
            # text all ASCII that decode gives as ASCII (the 8-bit tables and multi-byte charsets
            # that keep ASCII as it is; not swe7, ucs2 or utf16, say)
            return 3 if charsets.decode(ascii, i, errors="bytes") == ascii.decode("ascii") else 0

        ids = sorted(charsets.COLLATIONS)
        kind = {i: kind_of(i) for i in ids}
        ranges = []
        for i in ids:
            if kind[i] == 2:
                continue
            if ranges and ranges[-1][1] == i - 1 and ranges[-1][2] == kind[i]:
                ranges[-1][1] = i
            else:
                ranges.append([i, i, kind[i]])
        out = ["/* binlogspec.charsets.decode's way with each collation id: 1 UTF-8, 2 bytes (the rest), 3 ASCII as it is, 0 another */",
               "static const int KS_COLLATION_RANGES[][3] = {"]
        out += [f"    {{{a}, {b}, {k}}}," for a, b, k in ranges]
        out += ["    {-1, -1, 2}};",
                "static inline int ks_collation_decoding(int64_t id) {",
                "    for (int i = 0; KS_COLLATION_RANGES[i][0] >= 0 && KS_COLLATION_RANGES[i][0] <= id; i++)",
                "        if (id <= KS_COLLATION_RANGES[i][1]) return KS_COLLATION_RANGES[i][2];",
                "    return 2;",
                "}"]
        return out

    def render(self, skipped, rows, bodies=()):
        from binlogspec.statements import STATEMENT_PATHS  # (decode_statement's rule: which field is a statement)

        for body in bodies:
            body.want_json()
        codes, variants = self.body_variants(bodies)
        for code, index in codes:
            body = variants[index - 1][0]
            names = {f.name for f in body.fields} | {p.name for p in body.params}
            for path in STATEMENT_PATHS.get(code, ()):
                if len(path) != 1:
                    continue
                if "status_vars" not in names:  # (no charset variable: utf8mb4)
                    body.statements.add(path[0])
                elif not body.collation:
                    body.collation = self.statement_collation(body)
                    if body.collation:
                        body.statements.add(path[0])
        out = [HEADER,
               f"/* the most items of a repeat the readers take (more: refused, and the spec's parse reads them) */",
               f"#define KS_MAX_REPEAT {MAX_REPEAT}",
               "/* the longest event a run takes (binlogspec.limits.MAX_EVENT_SIZE: the reader's bound) */",
               f"#define KS_MAX_EVENT_SIZE ((int64_t){MAX_EVENT_SIZE})",
               "/* the BEGINs a run may cross, at most (binlogspec.limits.BEGINS: what Reader.begins keeps) */",
               f"#define KS_BEGINS {BEGINS}", ""]
        for key in sorted(self.enums):
            out.append(f"/* enum {key} */")
            for member, value in sorted(self.enums[key].items(), key=lambda kv: kv[1]):
                out.append(f"#define KS_ENUM_{_cident(key)}__{member.upper()} {value}")
            out.append("")
        for reason_type, reason in skipped:
            out.append(f"/* not compiled: {reason_type}: {reason} */")
        out.append("")
        out.extend(self.render_enum_names())
        out.extend(self.render_collations())
        for compiled in self.order:
            out.append(compiled.render())
        # the column_cell switches, as text for binlogspec.fast to evaluate per table map
        cell = self.type_doc("column_cell", ())
        value = next(f for f in cell["seq"] if f["id"] == "value")
        extent = cell["instances"]["extent"]
        out.append("/* column_cell: the `value` switch, the `extent` switch and the cell types compiled above */")
        out.append(f"static const char KS_CELL_VALUE_SWITCH_ON[] = {_cstr(value['type']['switch-on'])};")
        out.append(f"static const char KS_CELL_VALUE_IF[] = {_cstr(value['if'])};")
        out.append(f"static const char KS_CELL_VALUE_SIZE[] = {_cstr(value['size'])};")
        out.append("static const char *const KS_CELL_VALUE_CASES[][2] = {")
        for k, v in value["type"]["cases"].items():
            out.append(f"    {{{_cstr(k)}, {_cstr(v)}}},")
        out.append("    {NULL, NULL}};")
        out.append("static const char *const KS_CELL_INSTANCES[][2] = {  /* column_cell's value instances */")
        for k, v in cell["instances"].items():
            if "value" in v:
                out.append(f"    {{{_cstr(k)}, {_cstr(v['value'])}}},")
        out.append("    {NULL, NULL}};")
        out.append(f"static const char KS_CELL_EXTENT_SWITCH_ON[] = {_cstr(extent['type']['switch-on'])};")
        out.append("static const char *const KS_CELL_EXTENT_CASES[][2] = {")
        for k, v in extent["type"]["cases"].items():
            out.append(f"    {{{_cstr(str(k))}, {_cstr(v)}}},")
        out.append("    {NULL, NULL}};")
        out.append("/* compiled cell types: name, C id, parameters (name:enum or name:) */")
        cells = [c for c in self.order if c.spec_id == "column_cell" and len(c.path) == 1]
        out.append("enum ks_cell_type {")
        for i, c in enumerate(cells):
            out.append(f"    KS_{c.path[0].upper()} = {i + 1},")
        out.append("};")
        out.append("static const char *const KS_CELL_TYPES[][2] = {")
        for c in cells:
            params = ",".join(f"{p.name}:{p.enum or ''}" for p in c.params)
            out.append(f"    {{{_cstr(c.path[0])}, {_cstr(params)}}},")
        out.append("    {NULL, NULL}};")
        out.append("/* by cell type id: whether its reader accepts or refuses a cell by its params and length alone,")
        out.append(" * whatever its bytes hold (CompiledType.content_free) */")
        out.append("static const int KS_CELL_CONTENT_FREE[] = {0, " + "".join(f"{int(c.content_free)}, " for c in cells)
                   + "0};")
        out.append("/* the same for a cell type with its params (ks_cell_read_any's): a type that switches on its")
        out.append(" * params to a case that is not content-free is for the others (CompiledType.content_free_if) */")
        out.append("static inline int ks_cell_content_free(int type, const int64_t *a) {")
        out.append("    switch (type) {")
        for c in cells:
            condition = c.content_free_if()
            if condition is None:
                continue
            bind = " ".join(f"int64_t {p.name} = a[{i}]; (void){p.name};" for i, p in enumerate(c.params))
            out.append(f"    case KS_{c.path[0].upper()}: {{ {bind} return {condition}; }}")
        out.append(f"    default: return type > 0 && type <= {len(cells)} && KS_CELL_CONTENT_FREE[type];")
        out.append("    }")
        out.append("}")
        # any cell type by its id: one union, one reader and one tree function
        out.append("typedef union {")
        for c in cells:
            out.append(f"    {c.cname}_t {c.path[0]};")
        out.append("} ks_cell_any;")
        out.append("static inline int64_t ks_cell_read_any(int type, const uint8_t *p, int64_t n, const int64_t *a, ks_cell_any *u) {")
        out.append("    switch (type) {")
        for c in cells:
            args = "".join(f", a[{i}]" for i in range(len(c.params)))
            out.append(f"    case KS_{c.path[0].upper()}: return {c.cname}_read(p, n{args}, &u->{c.path[0]});")
        out.append("    default: return -1;")
        out.append("    }")
        out.append("}")
        out.append("#ifdef Py_PYTHON_H")
        out.append("static PyObject *ks_cell_tree_any(int type, const ks_cell_any *u) {")
        out.append("    switch (type) {")
        for c in cells:
            out.append(f"    case KS_{c.path[0].upper()}: return {c.cname}_tree(&u->{c.path[0]});")
        out.append('    default: PyErr_SetString(PyExc_ValueError, "unknown cell type"); return NULL;')
        out.append("    }")
        out.append("}")
        out.append("#endif")
        # event bodies: by variant (from 1: a body and the arguments binlog_event gives it), and the
        # type codes whose body each is
        out.append("/* event bodies compiled whole, by variant: name; then (type code, variant) */")
        out.append("static const char *const KS_EVENT_BODIES[] = {"
                   + "".join(f"{_cstr(b.spec_id)}, " for b, _ in variants) + "NULL};")
        out.append("static const int KS_EVENT_BODY_CODES[][2] = {"
                   + "".join(f"{{{code}, {i}}}, " for code, i in codes) + "{0, 0}};")
        out.append("/* by variant from 1: whether ks_event_body_tree gives the Kaitai tree itself (CompiledType.tree_exact;")
        out.append(" * a body some of whose optional fields it does not give as that tree refuses the bytes that have them) */")
        def literals(b, given):
            return {p.name: int(a) for p, a in zip(b.params, given) if a != p.name}

        def exact(b, given):
            return b.tree_exact(refusing=True) and b.refusals(literals(b, given)) is not None

        out.append("static const int KS_EVENT_BODY_EXACT[] = {0, "
                   + "".join(f"{int(exact(b, given))}, " for b, given in variants) + "0};")

        def read(b, given, refused):
            args = "".join(f", {a}" for a in given)
            refuse = "".join(f" || o.{flag}" for flag in b.refusals(literals(b, given)) or ())
            return (f"{b.cname}_t o; memset(&o, 0, sizeof o); "
                    f"if ({b.cname}_read(p, n{args}, &o) < 0{refuse}) {refused}")

        out.append("#ifdef Py_PYTHON_H")
        out.append("/* the tree of variant `which` read from p[0:n], with binlog_event's len_post_header for the bodies")
        out.append(" * that take it; None when the reader refuses the bytes */")
        out.append("static PyObject *ks_event_body_tree(int which, const uint8_t *p, int64_t n, int64_t len_post_header) {")
        out.append("    (void)len_post_header;")
        out.append("    switch (which) {")
        for i, (b, given) in enumerate(variants):
            out.append(f"    case {i + 1}: {{ {read(b, given, 'Py_RETURN_NONE;')} return {b.cname}_tree(&o); }}")
        out.append("    default: Py_RETURN_NONE;")
        out.append("    }")
        out.append("}")
        out.append("#endif")
        out.append("#ifdef KS_JSON_WRITER")
        out.append("/* the JSON text of variant `which` read from p[0:n] (a body whose tree is the spec's, KS_EVENT_BODY_EXACT),")
        out.append(" * as binlogspec.tree.dumps writes its tree: 1; 0 when the reader refuses the bytes, the body has no")
        out.append(" * writer or its writer leaves the text to the spec's parse; -1 (the writer's error) */")
        out.append("static int ks_event_body_json(int which, const uint8_t *p, int64_t n, int64_t len_post_header, void *b) {")
        out.append("    (void)len_post_header; (void)p; (void)n; (void)b;")
        out.append("    switch (which) {")
        for i, (b, given) in enumerate(variants):
            if not exact(b, given):
                continue
            out.append(f"    case {i + 1}: {{ {read(b, given, 'return 0;')} int w = {b.cname}_json(&o, b); "
                       "return w < 0 ? -1 : !w; }")
        out.append("    default: return 0;")
        out.append("    }")
        out.append("}")
        out.append("#endif")
        out.append("/* enum members: enum, member, value */")
        out.append("static const char *const KS_ENUM_MEMBERS[][3] = {")
        for key in sorted(self.enums):
            for member, value in sorted(self.enums[key].items(), key=lambda kv: kv[1]):
                out.append(f"    {{{_cstr(key)}, {_cstr(member)}, {_cstr(str(value))}}},")
        out.append("    {NULL, NULL, NULL}};")
        out.append("#endif /* KS_ROW_LAYOUTS_H */")
        return "\n".join(out) + "\n"


def _enum_fn(key):
    """The C function that names the members of enum ``key`` (render_enum_names)."""
    return f"ks_enum_name__{_cident(key).lower()}"


def _cident(text):
    return re.sub(r"[^A-Za-z0-9]+", "_", text).upper()


def _cstr(text):
    text = str(text).strip()
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


HEADER = """\
/* Generated by python tools/fastgen.py from formats/kaitai (column_cell.ksy, rows_event.ksy,
 * common/packed_int.ksy, common/column_bitmap.ksy, table_map_event.ksy). Do not edit: change the
 * specs and run ./build.sh generate.
 *
 * Each reader takes the bytes of the type's stream (`p`, `n` bytes; its _io), its params, and
 * fills a struct; it returns the number of bytes its seq consumed, or -1 when the bytes do not
 * fit the layout (short, an unknown switch case, a failed `valid`, a value that reads a field
 * its `if` left out). Fields with an `if` have a `has_` flag. Byte slices are a pointer and a
 * length; a `b1` repeat is a bitmap (pointer, bit count, least significant bit first). */
#ifndef KS_ROW_LAYOUTS_H
#define KS_ROW_LAYOUTS_H
#include <stdint.h>
#include <string.h>

#define KS_DIV(a, b) ks_div((a), (b))
#define KS_MOD(a, b) ks_mod((a), (b))
static inline int64_t ks_div(int64_t a, int64_t b) { int64_t q = a / b; return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q; }
static inline int64_t ks_mod(int64_t a, int64_t b) { int64_t r = a % b; return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r; }
/* n bytes as an unsigned integer, little- or big-endian; where n is a constant (most reads) and
 * the machine little-endian, a load or two instead of a loop over the bytes */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define KS_FIXED_LOADS 1
static inline uint32_t ks_load4(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static inline uint16_t ks_load2(const uint8_t *p) { uint16_t v; memcpy(&v, p, 2); return v; }
#endif
static inline uint64_t ks_le(const uint8_t *p, int n) {
#ifdef KS_FIXED_LOADS
    if (__builtin_constant_p(n)) switch (n) {
    case 1: return p[0];
    case 2: return ks_load2(p);
    case 3: return ks_load2(p) | (uint64_t)p[2] << 16;
    case 4: return ks_load4(p);
    case 8: return ks_load4(p) | (uint64_t)ks_load4(p + 4) << 32;
    }
#endif
    uint64_t v = 0; for (int i = n - 1; i >= 0; i--) v = v << 8 | p[i]; return v;
}
static inline uint64_t ks_be(const uint8_t *p, int n) {
#ifdef KS_FIXED_LOADS
    if (__builtin_constant_p(n)) switch (n) {
    case 1: return p[0];
    case 2: return __builtin_bswap16(ks_load2(p));
    case 3: return (uint64_t)__builtin_bswap16(ks_load2(p)) << 8 | p[2];
    case 4: return __builtin_bswap32(ks_load4(p));
    case 5: return (uint64_t)__builtin_bswap32(ks_load4(p)) << 8 | p[4];
    case 8: return (uint64_t)__builtin_bswap32(ks_load4(p)) << 32 | __builtin_bswap32(ks_load4(p + 4));
    }
#endif
    uint64_t v = 0; for (int i = 0; i < n; i++) v = v << 8 | p[i]; return v;
}
static inline int64_t ks_absent(int *fail) { *fail = 1; return 0; }  /* a field its `if` left out */
static inline double ks_f4(uint64_t bits) { uint32_t b = (uint32_t)bits; float f; memcpy(&f, &b, 4); return (double)f; }
static inline double ks_f8(uint64_t bits) { double d; memcpy(&d, &bits, 8); return d; }
typedef struct { const uint8_t *p; int64_t len; } ks_bytes;
typedef struct { const uint8_t *p; int64_t bit0; int64_t num_bits; } ks_bitmap;
static inline int ks_bit(ks_bitmap b, int64_t i) { i += b.bit0; return (b.p[i >> 3] >> (i & 7)) & 1; }
#define KS_NEED(k) do { if ((k) < 0 || pos + (k) > n) return -1; } while (0)
/* whether p[0:n] is what Python's strict UTF-8 decoder takes (a `str` field's check): the includer's */
static int ks_utf8_valid(const uint8_t *p, int64_t n);
#ifdef Py_PYTHON_H
/* an enum field in the Kaitai tree: its member's name, or the number where the enum lacks it */
static inline PyObject *ks_enum_tree(int64_t v, const char *name) {
    return name ? PyUnicode_FromString(name) : PyLong_FromLongLong(v);
}
#endif
#ifdef KS_JSON_WRITER
static inline int ks_json_member(void *b, int64_t v, const char *name) {
    if (!name) return ks_json_i64(b, v);
    return ks_json_put(b, "\\"", 1) < 0 || ks_json_put(b, name, (int64_t)strlen(name)) < 0 || ks_json_put(b, "\\"", 1) < 0 ? -1 : 0;
}
#endif
"""

_PRIM = re.compile(r"^(?P<kind>[usf])(?P<size>[1248])(?P<end>le|be)?$")
_BITS = re.compile(r"^b(?P<bits>[0-9]+)(?P<end>le|be)?$")
def parse_type_ref(text):
    """``cell_int(1)`` -> (``cell_int``, [``1``])."""
    try:
        return ksexpr.type_ref(text)
    except ksexpr.ExpressionError as exc:
        raise Unsupported(str(exc)) from None


split_args = ksexpr.split_args


class Param:
    def __init__(self, name, enum, is_bool=False):
        self.name, self.enum = name, enum
        # its value in the Kaitai tree: a number, a bool param's bool; None for an enum param's
        # member name, which the C tree does not give (see CompiledType.tree_exact)
        self.tree = None if enum else "bool" if is_bool else "int"


# what each field kind is in the Kaitai tree (binlogspec.tree.from_kaitai); None: the C tree leaves
# it out (a bitmap, an opaque field)
_TREE_KINDS = {"int": "int", "uint": "int", "float": "float", "bytes": "bytes", "struct": "struct", "switch": "switch",
               "str": "str", "array": "array"}


class Field:
    """A seq field or instance in the C struct: ``kind`` int/uint/float/bytes/bitmap/struct/switch.
    ``tree``: what its value is in the Kaitai tree ("bool" for a ``b1`` or a comparison, "int",
    ...), None when the C tree cannot give it as the Kaitai tree does (an enum's name, say)."""

    def __init__(self, name, kind, optional=False, struct=None, cases=None, flag=None):
        self.name, self.kind, self.optional, self.struct, self.cases = name, kind, optional, struct, cases
        self.flag = flag or f"has_{name}"  # the presence flag of an optional field
        self.tree = _TREE_KINDS.get(kind)
        self.enum = None  # an integer field's enum ("spec::enum"): the Kaitai tree has its member's name
        self.cond = None  # an optional seq field's `if`
        self.elem = None  # an array's items: "str", or the CompiledType of each (then ``struct`` too)

    def exact(self):
        """Whether its value in the C tree is the Kaitai tree's (see CompiledType.tree_exact)."""
        if self.tree is None:
            return False
        if self.tree in ("struct", "array") and self.struct is not None:
            return self.struct.tree_exact()
        if self.tree == "switch":
            return all(c.tree_exact() for c in self.cases)
        return True


class CompiledType:
    def __init__(self, gen, spec_id, path):
        self.gen, self.spec_id, self.path = gen, spec_id, path
        self.cname = _ctype_name(spec_id, path)
        self.params, self.fields, self.lines, self.has_pos_instances = [], [], [], False
        self.stop_at = None
        self.uses_bitpos = False
        # whether nothing the reader's path depends on (sizes, cases, conditions, counts,
        # positions, checks) is read from its bytes, but in the cases of `unless`: then it
        # accepts or refuses a cell by its params and length alone, whatever the bytes hold
        # (TypeCompiler.control). `unless`: (C expression of params, case labels) of each
        # switch on params to a case of a type that is not (switch_field)
        self.free = True
        self.unless = []
        self.tree_order = []  # the Kaitai tree's keys in its order: params, seq, instances by name
        # bytes fields holding a statement, which binlogspec.statements.decode_statement makes text
        # (utf8mb4, the event having no charset variable): written as text where they decode (render_json)
        self.statements = set()
        self.json = False  # whether it gets a JSON writer: an event body's type, or one inside it (want_json)
        # C lines that set `collation` (the collation id its statement is decoded in), for a type
        # whose statement takes the charset of a status variable (statement_collation)
        self.collation = []
        self.is_body = False  # an event body's type: its optional fields may be refused (refusals)

    @property
    def content_free(self):
        """Whether it is content-free whatever its params."""
        return self.free and not self.unless

    def content_free_if(self):
        """The C condition on its params (bound by name) under which it is content-free, for a
        type that is for some params and not others; else None."""
        if not self.free or not self.unless:
            return None
        return " && ".join(f"!({' || '.join(f'({on}) == {label}' for label in labels)})" for on, labels in self.unless)

    def tree_exact(self, refusing=False):
        """Whether the C tree (render_tree) is the Kaitai tree of the same bytes: every key it has,
        in its order, each value of the same Python type. ``refusing``: an optional field whose
        value is not may be left to a check when read (``refusals``: an event body's tree and JSON
        are then refused, and the spec's parse gives them), MariaDB's compressed statement say."""
        if self.stop_at is not None:
            return False
        known = {p.name: p for p in self.params}
        known.update((f.name, f) for f in self.fields)
        if set(known) - set(self.tree_order):
            return False
        for name in self.tree_order:
            item = known.get(name)
            if item is None:
                return False  # left out of the C tree (a repeat that reads nothing, an unused instance)
            if isinstance(item, Param):
                if item.tree is None:
                    return False
            elif not item.exact() and not (refusing and item.optional):
                return False
        return True

    def refusals(self, given=()):
        """The presence flags of the optional fields whose C tree is not the Kaitai tree's (see
        ``tree_exact``'s ``refusing``), but those whose ``if`` the params ``given`` (name ->
        number: a variant's literal arguments) leave out; None when they keep one in."""
        out = []
        for f in self.fields:
            if not f.optional or f.exact():
                continue
            if f.cond is not None and ksexpr.names(f.cond) <= set(given):
                if ksexpr.evaluate(f.cond, dict(given)):
                    return None  # (always there: the variant's tree is never the C tree)
                continue
            out.append(f.flag)
        return out

    def render(self):
        decl = [f"/* {self.spec_id}.ksy{'::' + '::'.join(self.path) if self.path else ''}"
                f"{' (fields before ' + self.stop_at + ', then the rest of the stream)' if self.stop_at else ''} */"]
        decl.append("typedef struct {")
        for p in self.params:
            decl.append(f"    int64_t {p.name};")
        for f in self.fields:
            decl.append(f"    {_field_ctype(f)} {f.name};")
            if f.optional:
                decl.append(f"    int {f.flag};")
        if not self.params and not self.fields:
            decl.append("    int unused;")
        decl.append(f"}} {self.cname}_t;")
        args = "".join(f", int64_t {p.name}" for p in self.params)
        decl.append(f"static inline int64_t {self.cname}_read(const uint8_t *p, int64_t n{args}, {self.cname}_t *o) {{")
        decl.append("    int64_t pos = 0; int ks_fail = 0; (void)ks_fail; (void)p; (void)n;"
                    + (" int64_t bitpos = 0;" if self.uses_bitpos else ""))
        for prm in self.params:
            decl.append(f"    o->{prm.name} = {prm.name};")
        decl.extend("    " + line for line in self.lines)
        decl.append("    return pos" + (" + (bitpos ? 1 : 0)" if self.uses_bitpos else "") + ";")
        decl.append("}")
        decl.extend(self.render_tree())
        decl.extend(self.render_json())
        return "\n".join(decl) + "\n"

    def render_tree(self):
        """With Python.h: the struct as a dict of its params and fields, as binlogspec.tree gives a
        parsed type (bitmaps and opaque fields left out), for the value rules that take a cell tree."""
        out = ["#ifdef Py_PYTHON_H"]
        for f in self.fields:
            if f.kind == "array" and f.elem is not None:  # (a list of its items' trees)
                item = ("PyUnicode_DecodeUTF8((const char *)o->{0}.items[i].p, (Py_ssize_t)o->{0}.items[i].len, NULL)"
                        if f.elem == "str" else f"{f.struct.cname}_tree(&o->{{0}}.items[i])").format(f.name)
                out += [f"static PyObject *{self.cname}__{f.name}_list(const {self.cname}_t *o) {{",
                        f"    PyObject *l = PyList_New((Py_ssize_t)o->{f.name}.count); if (!l) return NULL;",
                        f"    for (int64_t i = 0; i < o->{f.name}.count; i++) {{",
                        f"        PyObject *v = {item}; if (!v) {{ Py_DECREF(l); return NULL; }}",
                        "        PyList_SET_ITEM(l, (Py_ssize_t)i, v);",
                        "    }",
                        "    return l;",
                        "}"]
        out += [f"static PyObject *{self.cname}_tree(const {self.cname}_t *o) {{",
                "    PyObject *d = PyDict_New(), *v; if (!d) return NULL;"]
        put = '    if (!v || PyDict_SetItemString(d, "{0}", v) < 0) {{ Py_XDECREF(v); Py_DECREF(d); return NULL; }} Py_DECREF(v);'
        for prm in self.params:
            make = "PyBool_FromLong" if prm.tree == "bool" else "PyLong_FromLongLong"
            out.append(f"    v = {make}(o->{prm.name});")
            out.append(put.format(prm.name))
        rank = {name: i for i, name in enumerate(self.tree_order)}
        for f in sorted(self.fields, key=lambda f: rank.get(f.name, len(rank))):  # (sorted keeps ties in order)
            make = {
                "int": f"PyLong_FromLongLong(o->{f.name})",
                "uint": f"PyLong_FromUnsignedLongLong(o->{f.name})",
                "float": f"PyFloat_FromDouble(o->{f.name})",
                "bytes": f"PyBytes_FromStringAndSize((const char *)o->{f.name}.p, (Py_ssize_t)o->{f.name}.len)",
                "str": f"PyUnicode_DecodeUTF8((const char *)o->{f.name}.p, (Py_ssize_t)o->{f.name}.len, NULL)",
                "struct": f"{f.struct.cname}_tree(&o->{f.name})" if f.struct else None,
                "array": f"{self.cname}__{f.name}_list(o)" if f.elem is not None else None,
            }.get(f.kind)
            if f.tree == "bool":
                make = f"PyBool_FromLong(o->{f.name} != 0)"
            if f.enum is not None:
                make = f"ks_enum_tree(o->{f.name}, {_enum_fn(f.enum)}(o->{f.name}))"
            if f.kind == "switch":
                choices = " : ".join(
                    f"o->{f.name}.which == {i + 1} ? {c.cname}_tree(&o->{f.name}.{c.path[-1] if c.path else c.spec_id})"
                    for i, c in enumerate(f.cases))
                make = f"({choices} : (PyErr_SetString(PyExc_ValueError, \"no case\"), (PyObject *)NULL))"
            if make is None:
                continue
            line = f"    v = {make};\n" + put.format(f.name)
            if f.optional:
                line = f"    if (o->{f.flag}) {{\n    {line.strip()}\n    }}"
            out.append(line)
        out.append("    return d;")
        out.append("}")
        out.append("#endif")
        return out


    def want_json(self):
        """This type and the types of its fields get JSON writers (render_json)."""
        self.json = True
        for f in self.fields:
            if f.kind in ("struct", "array") and f.struct is not None:
                f.struct.want_json()
            elif f.kind == "switch":
                for case in f.cases:
                    case.want_json()

    def render_json(self):
        """With KS_JSON_WRITER, for a type whose C tree is the Kaitai tree (tree_exact, optional
        fields ``refusals`` names aside): the struct as the JSON text binlogspec.tree.dumps writes
        of that tree (compact, keys in its order, bytes as lowercase hex; a statement field as
        decode_statement leaves it), into the includer's writer through the ks_json_* functions it
        defines. 0; 1 where the text is not this writer's to give (a statement in a character set
        it does not decode: the spec's parse and decode_statement give it); -1 (the writer's error)."""
        if not self.json or not self.tree_exact(refusing=self.is_body):
            return []
        out = ["#ifdef KS_JSON_WRITER"]
        for f in self.fields:
            if f.kind == "array" and f.elem is not None:
                item = ("ks_json_str(b, o->{0}.items[i].p, o->{0}.items[i].len)" if f.elem == "str"
                        else f"{f.struct.cname}_json(&o->{{0}}.items[i], b)").format(f.name)
                out += [f"static int {self.cname}__{f.name}_json(const {self.cname}_t *o, void *b) {{",
                        "    if (ks_json_put(b, \"[\", 1) < 0) return -1;",
                        f"    for (int64_t i = 0; i < o->{f.name}.count; i++) {{",
                        "        if (i && ks_json_put(b, \",\", 1) < 0) return -1;",
                        f"        int w = {item}; if (w) return w;",
                        "    }",
                        "    return ks_json_put(b, \"]\", 1);",
                        "}"]
        out += [f"static int {self.cname}_json(const {self.cname}_t *o, void *b) {{",
                "    int first = 1; (void)o;"]
        out += ["    " + line for line in self.collation]
        out.append("    if (ks_json_put(b, \"{\", 1) < 0) return -1;")

        def key(name):
            text = _cstr(f'"{name}":')
            return (f"    if (ks_json_put(b, \",\", !first) < 0 || ks_json_put(b, {text}, {len(name) + 3}) < 0) return -1;\n"
                    "    first = 0;")

        for prm in self.params:
            out.append(key(prm.name))
            if prm.tree == "bool":
                out.append(f"    if (ks_json_put(b, o->{prm.name} ? \"true\" : \"false\", o->{prm.name} ? 4 : 5) < 0) return -1;")
            else:
                out.append(f"    if (ks_json_i64(b, o->{prm.name}) < 0) return -1;")
        rank = {name: i for i, name in enumerate(self.tree_order)}
        for f in sorted(self.fields, key=lambda f: rank.get(f.name, len(rank))):
            if f.enum is not None:
                value = f"ks_json_member(b, o->{f.name}, {_enum_fn(f.enum)}(o->{f.name}))"
            elif f.tree == "bool":
                value = f"ks_json_put(b, o->{f.name} ? \"true\" : \"false\", o->{f.name} ? 4 : 5)"
            elif f.kind == "int":
                value = f"ks_json_i64(b, o->{f.name})"
            elif f.kind == "uint":
                value = f"ks_json_u64(b, o->{f.name})"
            elif f.kind == "float":
                value = f"ks_json_f64(b, o->{f.name})"
            elif f.kind == "str":
                value = f"ks_json_str(b, o->{f.name}.p, o->{f.name}.len)"
            elif f.kind == "bytes" and f.name in self.statements and self.collation:
                value = f"ks_json_statement_in(b, o->{f.name}.p, o->{f.name}.len, collation)"
            elif f.kind == "bytes":
                write = "ks_json_statement" if f.name in self.statements else "ks_json_hex"
                value = f"{write}(b, o->{f.name}.p, o->{f.name}.len)"
            elif f.kind == "struct":
                value = f"{f.struct.cname}_json(&o->{f.name}, b)"
            elif f.kind == "array" and f.elem is not None:
                value = f"{self.cname}__{f.name}_json(o, b)"
            elif f.kind == "switch":
                value = " : ".join(
                    f"o->{f.name}.which == {i + 1} ? {c.cname}_json(&o->{f.name}.{c.path[-1] if c.path else c.spec_id}, b)"
                    for i, c in enumerate(f.cases)) + " : -1"
                value = f"({value})"
            else:
                continue
            lines = key(f.name).split("\n") + [f"    {{ int w = {value}; if (w) return w; }}"]
            if f.optional:
                if not f.exact():
                    continue  # (refused before the writer: refusals)
                lines = [f"    if (o->{f.flag}) {{"] + ["    " + line for line in lines] + ["    }"]
            out.extend(lines)
        out.append("    return ks_json_put(b, \"}\", 1);")
        out.append("}")
        out.append("#endif")
        return out


def _field_ctype(f):
    if f.kind == "int":
        return "int64_t"
    if f.kind == "uint":
        return "uint64_t"
    if f.kind == "float":
        return "double"
    if f.kind in ("bytes", "opaque", "str"):
        return "ks_bytes"
    if f.kind == "array":
        item = "ks_bytes" if f.elem == "str" else f"{f.struct.cname}_t"
        return f"struct {{ int64_t count; {item} items[KS_MAX_REPEAT]; }}"
    if f.kind == "bitmap":
        return "ks_bitmap"
    if f.kind == "struct":
        return f"{f.struct.cname}_t"
    if f.kind == "switch":
        unique = list(dict.fromkeys(f.cases))
        parts = " ".join(f"{c.cname}_t {c.path[-1] if c.path else c.spec_id};" for c in unique)
        return f"struct {{ int which; {parts} }}"
    raise Unsupported(f.kind)


class TypeCompiler:
    """One user type to C."""

    def __init__(self, gen, spec_id, path, stop_at=None, own_stream=False):
        self.gen, self.spec_id, self.path = gen, spec_id, path
        self.own_stream = own_stream  # read from a stream of its own: _io.size is n, _io.eof pos >= n
        self.doc = gen.type_doc(spec_id, path)
        self.spec = gen.spec(spec_id)
        self.bit_endian = (self.doc.get("meta") or {}).get("bit-endian", self.spec.bit_endian)
        self.endian = (self.doc.get("meta") or {}).get("endian", self.spec.endian)
        self.out = CompiledType(gen, spec_id, path)
        self.out.stop_at = stop_at
        self.stop_at = stop_at
        self.known = {}     # name -> Field or Param
        self.taken = {f["id"] for f in self.doc.get("seq") or []} | set(self.doc.get("instances") or {})
        self.tmp = 0
        self.unaligned = False
        self.param_names = {"_io"}  # params, and value instances made of params alone
        # a type of an event body (compiled whole: its tree is the spec's): its enum fields give
        # their members' names, and it may hold strings and arrays; a cell type's struct, one of a
        # union every cell read holds (ks_cell_any), holds neither (such a field is kept as its
        # bytes, or the type left out), and its enum fields stay numbers for the value rules
        self.in_body = gen.in_body

    # -- names in expressions

    def enum_value(self, parts):
        return self.gen.enum_value(self.spec_id, parts)

    def resolve(self, name):
        head, *rest = name.split(".")
        if head == "_io" and self.own_stream and rest in (["size"], ["eof"]):
            return "n" if rest == ["size"] else "(pos >= n)"
        if head in ("_parent", "_root", "_io", "_index"):
            raise Unsupported(f"{head} in an expression")
        item = self.known.get(head)
        if item is None:
            raise Unsupported(f"{name} is not known where it is used")
        if rest == ["to_i"] and isinstance(item, Field) and item.enum is not None:
            rest = []  # (an enum field's integer: what the C field holds)
        if isinstance(item, Param):
            if rest:
                raise Unsupported(f"attribute of a param: {name}")
            return head
        # the path to the value, and the presence flags it needs (an absent optional field, or
        # an attribute of one, is the spec's error: ks_absent)
        text, field, needs = f"o->{head}", item, []
        if field.optional:
            needs.append(f"o->{field.flag}")
        for attr in rest:
            if field.kind != "struct":
                raise Unsupported(f"attribute {attr} of {field.kind} {head}")
            sub = next((f for f in field.struct.fields if f.name == attr), None)
            if sub is None:
                raise Unsupported(f"no {attr} in {field.struct.cname}")
            if sub.optional:
                needs.append(f"{text}.{sub.flag}")
            text = f"{text}.{attr}"
            field = sub
        if field.kind not in ("int", "uint", "float"):
            raise Unsupported(f"{name} is not a number")
        if needs:
            text = f"(({' && '.join(needs)}) ? {text} : ks_absent(&ks_fail))"
        return text

    def expr(self, text):
        tree = _flatten(ksexpr.parse(text))
        return ksexpr.to_c(tree, self.resolve, self.enum_value)

    def of_params(self, expr):
        """Whether an expression (text or parsed) reads params alone, or what is made of them."""
        return {n.split(".")[0] for n in ksexpr.names(expr if isinstance(expr, tuple) else str(expr))} <= self.param_names

    def control(self, text):
        """``expr`` of an expression the reader's path depends on; one that reads what is not a
        param (nor made of params alone) makes the type not content-free."""
        if not self.of_params(text):
            self.out.free = False
        return self.expr(text)

    def _divides_by_content(self, tree):
        """Whether an expression divides (``/``, ``%``) by what is not made of params alone."""
        if tree[0] == "bin" and tree[1] in ("/", "%") and not self.of_params(tree[3]):
            return True
        return any(isinstance(t, tuple) and self._divides_by_content(t) for t in tree[1:])

    def emit(self, line):
        self.out.lines.append(line)

    def checked(self, line):
        self.emit(line)
        self.emit("if (ks_fail) return -1;")

    # -- the type

    def run(self):
        doc = self.doc
        for key in doc:
            if key not in ("meta", "doc", "doc-ref", "params", "seq", "instances", "types", "enums", "-orig-id"):
                raise Unsupported(f"type key {key}")
        for p in doc.get("params") or []:
            ptype = str(p.get("type", ""))
            if not (_PRIM.match(ptype) or ptype == "bool"):
                if self.stop_at is None:
                    raise Unsupported(f"param {p['id']} of type {ptype}")
                continue  # the prefix of a type does not take its struct params
            enum = p.get("enum")
            if enum and "::" not in enum:
                enum = f"{self.spec_id}::{enum}"
            param = Param(p["id"], enum, is_bool=ptype == "bool")
            self.out.params.append(param)
            self.known[p["id"]] = param
            self.param_names.add(p["id"])
        instances = doc.get("instances") or {}
        value_instances = {k: v for k, v in instances.items() if "value" in v}
        emitted = set()

        def emit_ready_instances():
            progress = True
            while progress:
                progress = False
                for name, inst in value_instances.items():
                    if name in emitted:
                        continue
                    needed = ksexpr.names(inst["value"]) | (ksexpr.names(inst["if"]) if "if" in inst else set())
                    if all(n in self.known or (n == "_io" and self.own_stream) for n in needed):
                        try:
                            self.value_instance(name, inst)
                        except Unsupported:
                            # an instance that reads what is not compiled (a struct param) is left out
                            if self.stop_at is None and not _unused(name, doc):
                                raise
                        emitted.add(name)
                        progress = True

        seq = doc.get("seq") or []
        bit_run = []
        emit_ready_instances()
        for field in seq:
            if self.stop_at is not None and field["id"] == self.stop_at:
                self.flush_bits(bit_run)
                self.align()
                self.emit("o->rest.p = p + pos; o->rest.len = n - pos;")
                self.out.fields.append(Field("rest", "bytes"))
                break
            ftype = field.get("type")
            m = _BITS.match(str(ftype)) if isinstance(ftype, str) else None
            if m and "repeat" not in field and "if" not in field:
                bit_run.append((field, int(m.group("bits")), m.group("end") or self.bit_endian))
                continue
            self.flush_bits(bit_run)
            self.seq_field(field)
            emit_ready_instances()
        else:
            self.flush_bits(bit_run)
        emit_ready_instances()
        for name, inst in instances.items():
            if name in value_instances:
                if name not in emitted and self.stop_at is None and not _unused(name, doc):
                    raise Unsupported(f"instance {name} depends on what is not compiled")
                continue
            try:
                self.parse_instance(name, inst)
            except Unsupported:
                if self.stop_at is None:
                    raise
        emit_ready_instances()
        # (kaitai-struct-compiler writes a type's instances in the order of their names)
        self.out.tree_order = [p.name for p in self.out.params] + [f["id"] for f in seq] + sorted(instances)
        return self.out

    # -- seq

    def flush_bits(self, run):
        """A run of bit fields (no `if`, no repeat): read as one integer of the bytes it covers."""
        if not run:
            return
        self.align()
        ends = {end for _, _, end in run}
        if len(ends) != 1:
            raise Unsupported("a bit run with mixed bit order")
        end = ends.pop()
        total = sum(bits for _, bits, _ in run)
        nbytes = (total + 7) // 8
        if nbytes > 8:
            raise Unsupported("a bit run wider than 64 bits")
        var = f"bits{self.tmp}"
        self.tmp += 1
        self.emit(f"KS_NEED({nbytes});")
        reader = "ks_le" if end == "le" else "ks_be"
        self.emit(f"uint64_t {var} = {reader}(p + pos, {nbytes}); pos += {nbytes};")
        offset = 0
        for field, bits, _ in run:
            shift = offset if end == "le" else nbytes * 8 - offset - bits
            mask = (1 << bits) - 1
            kind = "uint" if bits == 64 else "int"
            self.emit(f"o->{field['id']} = ({_field_ctype(Field('', kind))})(({var} >> {shift}) & UINT64_C({mask}));")
            added = self.add_field(field["id"], kind)
            if bits == 1:
                added.tree = "bool"  # (Kaitai reads a b1 as a bool)
            if "enum" in field:
                added.tree = None
            offset += bits
        run.clear()

    def flag(self, name):
        """The presence flag of optional field ``name``: ``has_name``, or ``present_name`` where
        the type has a field or instance of that name itself (a spec's own ``has_...``)."""
        return f"present_{name}" if f"has_{name}" in self.taken else f"has_{name}"

    def add_field(self, name, kind, optional=False, struct=None, cases=None):
        f = Field(name, kind, optional, struct, cases, flag=self.flag(name))
        self.out.fields.append(f)
        self.known[name] = f
        return f

    def seq_field(self, field):
        for key in field:
            if key not in ("id", "-orig-id", "doc", "doc-ref", "type", "size", "size-eos", "if", "repeat",
                           "repeat-expr", "valid", "contents", "enum", "process", "encoding"):
                raise Unsupported(f"field key {key} ({field.get('id')})")
        name = field["id"]
        if self.zero_size_repeat(field):
            self.emit(f"/* {name}: a repeat of {field['type'].split('(')[0]}, which reads no bytes */")
            return
        if not (field.get("repeat") == "expr" and field.get("type") == "b1"):
            self.align()
        cond = field.get("if")
        if cond is not None:
            self.emit(f"o->{self.flag(name)} = 0;")
            self.emit(f"int64_t cond_{name} = {self.control(cond)};")
            self.emit("if (ks_fail) return -1;")
            self.emit(f"if (cond_{name}) {{")
        before = len(self.out.lines)
        self.read_into(name, field, optional=cond is not None)
        if "enum" in field and isinstance(self.known.get(name), Field):
            added = self.known[name]
            if added.kind in ("int", "uint") and "repeat" not in field and self.in_body:
                added.enum = self.enum_key(field["enum"])  # (the Kaitai tree has the member's name)
                added.tree = "enum"
            else:
                added.tree = None
        if cond is not None:
            self.out.lines[before:] = ["    " + line for line in self.out.lines[before:]]
            self.emit(f"    o->{self.flag(name)} = 1;")
            self.emit("}")
            if isinstance(self.known.get(name), Field):
                self.known[name].cond = str(cond)

    def read_into(self, name, field, optional, target=None, at=None):
        """Read one field (seq or parse instance) into ``o->name``."""
        target = target or f"o->{name}"
        ftype = field.get("type")
        if "repeat" in field:
            return self.repeat_field(name, field, optional)
        if "contents" in field:
            return self.contents_field(name, field, optional, target)
        if ftype in ("str", "strz"):
            self.string(name, field, target)
            self.add_field(name, "str", optional)
            return
        if "process" in field and not (field.get("size-eos") or "size" in field):
            raise Unsupported(f"process without size ({name})")
        if "process" in field:
            self.out.free = False  # (what it inflates to is the spec's, and may fail)
        if field.get("size-eos") or "size" in field:
            size = "n - pos" if field.get("size-eos") else self.control(field["size"])
            self.emit(f"{{ int64_t sz = {size}; if (ks_fail) return -1; KS_NEED(sz);")
            if ftype is None or "process" in field or not self.sized_type_compiles(ftype):
                # kept as bytes: raw values, and (for the rest of an event) what this generator does
                # not decode itself; a typed field of a cell kept as bytes is "opaque": out of
                # the cell's tree, since the spec's tree has it decoded
                self.emit(f"  {target}.p = p + pos; {target}.len = sz; pos += sz; }}")
                opaque = ftype is not None and "process" not in field and self.stop_at is None
                added = self.add_field(name, "opaque" if opaque else "bytes", optional)
                if "process" in field:
                    added.tree = None  # (the Kaitai tree has what the process gives: inflated bytes, say)
                return
            sub, args = self.user_type(ftype)
            self.emit(f"  if ({sub.cname}_read(p + pos, sz{args}, &{target}) < 0) {{ return -1; }} pos += sz; }}")
            self.add_field(name, "struct", optional, struct=sub)
            return
        if isinstance(ftype, dict):
            return self.switch_field(name, field, optional)
        if ftype is None:
            raise Unsupported(f"field {name} without a type or size")
        kind = self.primitive(name, ftype, target)
        if kind is None:
            sub, args = self.user_type(ftype)
            if sub.has_pos_instances:
                raise Unsupported(f"{ftype} reads by position but has no stream of its own")
            self.emit(f"{{ int64_t used = {sub.cname}_read(p + pos, n - pos{args}, &{target}); if (used < 0) return -1; pos += used; }}")
            self.add_field(name, "struct", optional, struct=sub)
        else:
            self.add_field(name, kind, optional)
        self.valid(name, field)

    def sized_type_compiles(self, ftype):
        try:
            self.user_type(ftype, emit=False)
            return True
        except Unsupported:
            return False

    def primitive(self, name, ftype, target):
        """Emit a primitive read; its field kind, or None for a user type."""
        ftype = str(ftype)
        m = _PRIM.match(ftype)
        if m:
            size = int(m.group("size"))
            end = m.group("end") or self.endian
            if size > 1 and end not in ("le", "be"):
                raise Unsupported(f"no byte order for {ftype}")
            reader = "ks_be" if end == "be" else "ks_le"
            self.emit(f"KS_NEED({size});")
            raw = f"{reader}(p + pos, {size})"
            if m.group("kind") == "f":
                self.emit(f"{target} = {'ks_f4' if size == 4 else 'ks_f8'}({raw}); pos += {size};")
                return "float"
            if m.group("kind") == "s":
                self.emit(f"{target} = (int64_t)(int{size * 8}_t){raw}; pos += {size};")
                return "int"
            if size == 8:
                self.emit(f"{target} = {raw}; pos += 8;")
                return "uint"
            self.emit(f"{target} = (int64_t){raw}; pos += {size};")
            return "int"
        m = _BITS.match(ftype)
        if m:
            bits = int(m.group("bits"))
            if bits % 8:
                raise Unsupported(f"{ftype} outside a bit run")
            end = m.group("end") or self.bit_endian
            reader = "ks_be" if end == "be" else "ks_le"
            nbytes = bits // 8
            self.emit(f"KS_NEED({nbytes}); {target} = ({'uint64_t' if bits == 64 else 'int64_t'}){reader}(p + pos, {nbytes}); pos += {nbytes};")
            return "uint" if bits == 64 else "int"
        if ftype in ("str", "strz") or ftype.startswith("str"):
            raise Unsupported(f"{ftype} ({name})")
        return None

    def user_type(self, ref, emit=True, bound=None):
        """The compiled sub-type of a reference and its arguments' C text. A sub-type that is
        not content-free makes this type not, unless ``bound`` (a list: the sub-type is a case
        of a switch on params) takes it: True is appended then."""
        tname, args = parse_type_ref(ref)
        spec_id, path = self.gen.resolve_type(self.spec_id, self.path, tname)
        sub = self.gen.compile(spec_id, path)
        if len(args) != len(sub.params):
            raise Unsupported(f"{tname} takes {len(sub.params)} params, given {len(args)}")
        if not sub.content_free:
            if bound is None:
                self.out.free = False
            else:
                bound.append(True)
        text = "".join(f", {self.control(a)}" for a in args)
        if args and emit:
            # a param expression may read an optional field: check before the call
            self.emit("if (ks_fail) return -1;")
        return sub, text

    def switch_field(self, name, field, optional):
        spec = field["type"]
        on = self.control(spec["switch-on"])
        on_params = self.of_params(spec["switch-on"])
        bound_labels = []  # the cases of a type that is not content-free, on params alone
        cases = spec.get("cases") or {}
        if "_" in cases:
            raise Unsupported(f"default case in {name}")
        prim_kinds, structs = set(), []
        self.emit(f"{{ int64_t on = {on}; if (ks_fail) return -1;")
        self.emit("  switch (on) {")
        for key, ctype in cases.items():
            label = self.case_label(key)
            self.emit(f"  case {label}: {{")
            before = len(self.out.lines)
            kind = self.primitive(name, ctype, f"o->{name}") if not isinstance(ctype, dict) else None
            if kind is None:
                bound = [] if on_params else None
                sub, args = self.user_type(ctype, bound=bound)
                if bound:
                    bound_labels.append(label)
                if sub.has_pos_instances:
                    raise Unsupported(f"{ctype} reads by position")
                member = sub.path[-1] if sub.path else sub.spec_id
                self.emit(f"int64_t used = {sub.cname}_read(p + pos, n - pos{args}, &o->{name}.{member}); if (used < 0) return -1; pos += used;")
                self.emit(f"o->{name}.which = {len(structs) + 1};")
                structs.append(sub)
            else:
                prim_kinds.add(kind)
            self.out.lines[before:] = ["    " + line for line in self.out.lines[before:]]
            self.emit("    break; }")
        self.emit("  default: return -1;  /* no case: the field is absent, which the value rules cannot use */")
        self.emit("  } }")
        if bound_labels:
            self.out.unless.append((on, bound_labels))
        if structs and prim_kinds:
            raise Unsupported(f"switch {name} mixes numbers and types")
        if structs:
            self.add_field(name, "switch", optional, cases=structs)
        else:
            if len(prim_kinds) != 1:
                kind = "uint" if "uint" in prim_kinds else "int" if prim_kinds <= {"int", "uint"} else None
                if kind is None:
                    raise Unsupported(f"switch {name} of mixed kinds")
            else:
                kind = prim_kinds.pop()
            self.add_field(name, kind, optional)
        self.valid(name, field)

    def case_label(self, key):
        if isinstance(key, bool):
            return str(int(key))
        if isinstance(key, int):
            return str(key)
        tree = ksexpr.parse(str(key))
        if tree[0] == "num":
            return str(tree[1])
        if tree[0] == "enum":
            return str(self.enum_value(tree[1]))
        raise Unsupported(f"case key {key!r}")

    def enum_key(self, enum):
        """``spec::enum`` of a field's ``enum`` (its members named: enum_members)."""
        parts = str(enum).split("::")
        owner, name = (self.spec_id, parts[0]) if len(parts) == 1 else (parts[0], parts[-1])
        self.gen.enum_members(owner, name)
        return f"{owner}::{name}"

    def contents_field(self, name, field, optional, target):
        """A ``contents`` field: its bytes checked (kept as bytes, as the Kaitai tree has them)."""
        contents = field["contents"]
        if isinstance(contents, str) or not all(isinstance(c, int) and 0 <= c < 256 for c in contents) \
                or set(field) - {"id", "-orig-id", "doc", "doc-ref", "contents"}:
            raise Unsupported(f"contents ({name})")
        self.out.free = False
        data = "".join(f"\\x{c:02x}" for c in contents)
        self.emit(f"KS_NEED({len(contents)}); if (memcmp(p + pos, \"{data}\", {len(contents)})) return -1;")
        self.emit(f"{target}.p = p + pos; {target}.len = {len(contents)}; pos += {len(contents)};")
        self.add_field(name, "bytes", optional)

    def string(self, name, field, target):
        """A ``str`` (``size`` or ``size-eos``) or ``strz`` in UTF-8 into ``target`` (its bytes,
        checked to decode as Python's strict UTF-8 decoder does: ks_utf8_valid)."""
        encoding = str(field.get("encoding") or (self.spec.doc.get("meta") or {}).get("encoding") or "")
        if encoding.upper() not in ("UTF-8", "UTF8") or "process" in field or field.get("terminator", 0) != 0 \
                or field.get("include") or field.get("consume") is False or not self.in_body:
            raise Unsupported(f"{field.get('type')} in {encoding or 'no encoding'} ({name})")
        self.out.free = False
        if field["type"] == "strz":
            if "size" in field or field.get("size-eos"):
                raise Unsupported(f"a sized strz ({name})")
            self.emit(f"{{ int64_t z = pos; while (z < n && p[z]) z++; if (z >= n) return -1;")
            self.emit(f"  {target}.p = p + pos; {target}.len = z - pos; pos = z + 1; }}")
        else:
            if not (field.get("size-eos") or "size" in field):
                raise Unsupported(f"str without a size ({name})")
            size = "n - pos" if field.get("size-eos") else self.control(field["size"])
            self.emit(f"{{ int64_t sz = {size}; if (ks_fail) return -1; KS_NEED(sz);")
            self.emit(f"  {target}.p = p + pos; {target}.len = sz; pos += sz; }}")
        self.emit(f"if (!ks_utf8_valid({target}.p, {target}.len)) return -1;")

    def repeat_field(self, name, field, optional):
        ftype = field.get("type")
        if field.get("repeat") in ("eos", "expr") and ftype != "b1":
            return self.array_field(name, field, optional)
        if field.get("repeat") != "expr":
            raise Unsupported(f"repeat {field.get('repeat')} ({name})")
        if ftype == "b1":
            # a bitmap: bits taken least significant first from the bit where the last one ended
            if self.bit_endian != "le":
                raise Unsupported(f"b1 repeat in big-endian bit order ({name})")
            count = self.control(field["repeat-expr"])
            var = f"cnt{self.tmp}"
            self.tmp += 1
            self.emit(f"int64_t {var} = {count}; if (ks_fail || {var} < 0) return -1;")
            self.emit(f"if (pos + (bitpos + {var} + 7) / 8 > n) return -1;")
            self.emit(f"o->{name}.p = p + pos; o->{name}.bit0 = bitpos; o->{name}.num_bits = {var};")
            self.emit(f"bitpos += {var}; pos += bitpos / 8; bitpos %= 8;")
            self.add_field(name, "bitmap", optional)
            self.out.uses_bitpos = True
            self.unaligned = True
            return
        raise Unsupported(f"repeat of {ftype} ({name})")

    def array_field(self, name, field, optional):
        """A ``repeat: eos`` or ``repeat: expr`` of a user type (no size of its own) or of a
        ``strz``: its items in an array of at most KS_MAX_REPEAT (more: refused, and the spec's
        parse reads them)."""
        ftype = field.get("type")
        if not isinstance(ftype, str) or "size" in field or field.get("size-eos") or "process" in field \
                or "valid" in field or "enum" in field or not self.in_body:
            raise Unsupported(f"repeat of {ftype} ({name})")
        self.out.free = False
        items = f"o->{name}.items"
        if ftype == "strz":
            sub, read = None, lambda at: self.string(name, field, at)
        else:
            if ftype == "str" or _PRIM.match(ftype) or _BITS.match(ftype):
                raise Unsupported(f"repeat of {ftype} ({name})")
            sub, args = self.user_type(ftype)
            if sub.has_pos_instances:
                raise Unsupported(f"{ftype} reads by position but has no stream of its own")

            def read(at):
                self.emit(f"{{ int64_t used = {sub.cname}_read(p + pos, n - pos{args}, &{at}); "
                          f"if (used <= 0) return -1; pos += used; }}")
        self.emit(f"o->{name}.count = 0;")
        if field["repeat"] == "expr":
            var = f"cnt{self.tmp}"
            self.tmp += 1
            self.emit(f"int64_t {var} = {self.control(field['repeat-expr'])}; "
                      f"if (ks_fail || {var} < 0 || {var} > KS_MAX_REPEAT) return -1;")
            self.emit(f"for (int64_t i = 0; i < {var}; i++) {{")
        else:
            self.emit(f"while (pos < n) {{ if (o->{name}.count >= KS_MAX_REPEAT) return -1;")
        before = len(self.out.lines)
        read(f"{items}[o->{name}.count]")
        self.emit(f"o->{name}.count++;")
        self.out.lines[before:] = ["    " + line for line in self.out.lines[before:]]
        self.emit("}")
        added = self.add_field(name, "array", optional, struct=sub)
        added.elem = "str" if sub is None else sub

    def zero_size_repeat(self, field):
        """A repeat of a user type with no seq (ranks that a spec computes as a chain): reads nothing."""
        if field.get("repeat") != "expr" or not isinstance(field.get("type"), str) or field["type"] == "b1":
            return False
        tname, _ = parse_type_ref(field["type"])
        try:
            spec_id, path = self.gen.resolve_type(self.spec_id, self.path, tname)
        except Unsupported:
            return False
        return not self.gen.type_doc(spec_id, path).get("seq")

    def align(self):
        """A byte-aligned read after bits: Kaitai drops the rest of the byte."""
        if self.unaligned:
            self.emit("if (bitpos) { pos += 1; bitpos = 0; }")
            self.unaligned = False

    def valid(self, name, field):
        valid = field.get("valid")
        if valid is None:
            return
        self.out.free = False
        value = f"o->{name}"
        checks = []
        if isinstance(valid, dict):
            for key, bound in valid.items():
                if key == "min":
                    checks.append(f"{value} < {self.expr(bound)}")
                elif key == "max":
                    checks.append(f"{value} > {self.expr(bound)}")
                elif key == "eq":
                    checks.append(f"{value} != {self.expr(bound)}")
                elif key == "any-of":
                    checks.append("(" + " && ".join(f"{value} != {self.expr(b)}" for b in bound) + ")")
                else:
                    raise Unsupported(f"valid {key}")
        else:
            checks.append(f"{value} != {self.expr(valid)}")
        self.emit(f"if ({' || '.join(checks)}) return -1;")

    # -- instances

    def value_instance(self, name, inst):
        for key in inst:
            if key not in ("value", "if", "doc", "doc-ref", "enum", "-orig-id"):
                raise Unsupported(f"instance key {key} ({name})")
        cond = inst.get("if")
        text = self.expr(inst["value"])
        if self.of_params(inst["value"]):
            self.param_names.add(name)
        elif self._divides_by_content(ksexpr.parse(str(inst["value"]))):
            self.out.free = False  # (a divisor of 0 is the spec's error)
        kind = "int"
        if cond is not None:
            self.emit(f"o->{self.flag(name)} = 0;")
            self.emit(f"if ({self.control(cond)}) {{ if (ks_fail) return -1; o->{name} = {text}; o->{self.flag(name)} = 1; }}")
            self.emit("if (ks_fail) return -1;")
        else:
            self.checked(f"o->{name} = {text};")
        added = self.add_field(name, kind, cond is not None)
        added.tree = None if "enum" in inst else self.value_tree(_flatten(ksexpr.parse(inst["value"])), inst["value"])

    def value_tree(self, tree, text):
        """What a value instance's value is in the Kaitai tree (Python's types for Kaitai's
        expressions): "bool" for a comparison or ``not``, ``and``/``or`` of bools, "int" for
        arithmetic on numbers; None where this cannot tell (then the C tree is not the Kaitai
        tree: see CompiledType.tree_exact)."""
        op = tree[0]
        if op == "num":
            return None if re.search(r"\b(true|false)\b", str(text)) else "int"  # (true parses as 1)
        if op == "name":
            return self.name_tree(tree[1])
        if op == "not":
            return "bool"
        if op in ("neg", "inv"):
            return "int" if self.value_tree(tree[1], text) in ("int", "bool") else None
        if op == "if":
            yes, no = self.value_tree(tree[2], text), self.value_tree(tree[3], text)
            return yes if yes == no else None
        if op == "cast":
            return "int" if re.fullmatch(r"[su][1248]", tree[2]) else None
        if op == "bin":
            if tree[1] in ("==", "!=", "<", "<=", ">", ">="):
                return "bool"
            a, b = self.value_tree(tree[2], text), self.value_tree(tree[3], text)
            if a not in ("int", "bool") or b not in ("int", "bool"):
                return None
            if tree[1] in ("and", "or"):
                return "bool" if a == b == "bool" else None  # (Python's and/or give one of their operands)
            if tree[1] in ("&", "|", "^"):
                return a if a == b else None  # (a bool of two bools, an int of two ints)
            return "int"
        return None

    def name_tree(self, dotted):
        """The Kaitai tree kind of a name read in an expression (a dotted one through structs)."""
        head, *rest = dotted.split(".")
        if head == "_io" and rest in (["size"], ["pos"]):
            return "int"
        item = self.known.get(head)
        for attr in rest:
            if not isinstance(item, Field) or item.kind != "struct":
                return None
            item = next((f for f in item.struct.fields if f.name == attr), None)
        return item.tree if item is not None else None

    def parse_instance(self, name, inst):
        for key in inst:
            if key not in ("pos", "type", "size", "size-eos", "if", "doc", "doc-ref", "-orig-id"):
                raise Unsupported(f"instance key {key} ({name})")
        if "pos" not in inst:
            raise Unsupported(f"instance {name}")
        self.out.has_pos_instances = True
        cond = inst.get("if")
        if cond is not None:
            self.emit(f"o->{self.flag(name)} = 0;")
            self.emit(f"if ({self.control(cond)}) {{")
        if self.out.uses_bitpos:
            raise Unsupported(f"instance {name} read by position in a type with bitmaps")
        self.emit(f"{{ int64_t saved = pos; pos = {self.control(inst['pos'])}; if (ks_fail) return -1;")
        before = len(self.out.lines)
        self.read_into(name, inst, optional=cond is not None)
        self.out.lines[before:] = ["  " + line for line in self.out.lines[before:]]
        self.emit("  pos = saved; }")
        if cond is not None:
            self.emit(f"  o->{self.flag(name)} = 1;")
            self.emit("}")
            self.emit("if (ks_fail) return -1;")


def _unused(name, doc):
    """Whether nothing else in the type reads an instance (so leaving it out loses nothing the
    value rules use)."""
    import yaml

    text = yaml.safe_dump({k: v for k, v in doc.items() if k not in ("doc", "doc-ref")})
    return len(re.findall(rf"\b{re.escape(name)}\b", text)) <= 1


def _flatten(tree):
    """Attribute chains on names become dotted names (``num_columns.value``)."""
    if tree[0] == "attr":
        inner = _flatten(tree[1])
        if inner[0] == "name":
            return ("name", inner[1] + "." + tree[2])
        return ("attr", inner, tree[2])
    if tree[0] in ("num", "name", "enum"):
        return tree
    return (tree[0],) + tuple(_flatten(t) if isinstance(t, tuple) else t for t in tree[1:])


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else DEFAULT_OUT
    text = Generator().generate()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"{out}: {len(text.splitlines())} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
