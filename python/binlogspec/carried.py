"""What a reader carries from one event to the next about tables and transactions.

No single event spec can decode a rows event: its cells are sized by the TABLE_MAP event of its
table, read before it. :class:`CarriedState` keeps those maps (each new one for a table id takes
over), and with them what else the events of a walk leave for the ones after:

- table maps written without column metadata (servers before MySQL 5.1.15), made whole from the
  schema the caller gave, or else marked unsized with the reason, so that the table's rows events
  are kept raw rather than misread;
- the schema tracker (:mod:`binlogspec.ddl`), which follows the DDL of QUERY events and holds each
  table map to the table's columns as the DDL left them;
- the last BEGIN QUERY events, whose bytes a run of rows events (:mod:`binlogspec.runs`) may meet
  again and go on through.

A new format description ends all of it but the schema: the maps and BEGINs were read with the
post-header lengths it replaces. The format itself (the reader's ``context``) is the reader's.
"""

from typing import Any, Optional

from binlogspec._typing import SchemaMap
from binlogspec.events import QUERIES, QUERY, TABLE_MAP, _int
from binlogspec.limits import BEGINS
from binlogspec.tree import from_kaitai


def _packed_int(n):
    """A length-encoded integer (the binlog's packed_int) for values below 2**24."""
    if n < 251:
        return bytes([n])
    return (b"\xfc" + n.to_bytes(2, "little")) if n < 1 << 16 else (b"\xfd" + n.to_bytes(3, "little"))


class CarriedState:
    """The table maps, BEGINs, schema and unsized tables of one reader's walk. ``table_maps``:
    table id -> its TABLE_MAP body; ``unsized``: table id -> why its rows cannot be sized;
    ``schema``: the mapping the reader was given (``{"db.table": definition}``, for table maps
    written without metadata), ``tracker`` the same when it follows the DDL read. ``reader`` is
    read for its public state: ``context`` (the framing of the maps), ``backend`` (which parses
    a map made whole), ``report`` (the notes) and ``name``."""

    def __init__(self, reader: Any, schema: Optional[SchemaMap]) -> None:
        self._reader = reader
        self.table_maps: dict[int, Any] = {}
        self.unsized: dict[int, str] = {}
        self.schema = schema
        # a binlogspec.ddl.SchemaTracker follows the DDL of QUERY events as they are read
        self.tracker: Any = schema if getattr(schema, "follows_ddl", False) else None
        # see begins: {body from the ninth byte: [its event, its text once made (False: none)]}
        self._begins: dict[bytes, list] = {}

    @property
    def follows_ddl(self) -> bool:
        return self.tracker is not None

    def follow(self, event, len_header):
        """Carry what ``event`` (not a format description) leaves for the events after it."""
        code = event.type_code
        if code == TABLE_MAP:
            body = event.body
            self.unsized.pop(_int(body.table_id), None)
            if getattr(body, "len_metadata", None) is None and getattr(body, "column_types", None):
                body = self._with_metadata(event, body, len_header)
            self.table_maps[_int(body.table_id)] = body
            if self.tracker is not None:
                self._check_table_map(event, body, len_header)
            return
        if code == QUERY:
            raw = event.raw
            end = len(raw) - event.params["len_checksum"]
            if raw[end - 6:end] == b"\0BEGIN":
                key = bytes(raw[len_header + 8:end])
                begins = self._begins
                begins[key] = begins.pop(key, None) or [event, None]  # (the latest last)
                if len(begins) > BEGINS:
                    del begins[next(iter(begins))]
        if code in QUERIES and self.tracker is not None:
            self._follow_ddl(event, len_header)

    def forget_begins(self) -> None:
        """A new format description (another post-header length, say): no BEGIN read before it
        parses as one after it would."""
        self._begins.clear()

    def forget_tables(self) -> None:
        """A new format description: the table maps of the one before are over."""
        self.table_maps.clear()
        self.unsized.clear()

    def _follow_ddl(self, event, len_header):
        """Give the schema tracker (:mod:`binlogspec.ddl`) the DDL of a QUERY event."""
        message = self.tracker.follow(event, len_header)
        if message:
            self._reader.report.note(event.pos, message)

    @property
    def begins(self) -> tuple:
        """See :attr:`binlogspec.reader.Reader.begins`."""
        return tuple(self._begins)

    @property
    def begins_json(self) -> tuple:
        """See :attr:`binlogspec.reader.Reader.begins_json`."""
        from binlogspec.tree import dumps

        out = []
        for found in self._begins.values():
            if found[1] is None:
                tree = found[0].tree
                text = dumps(tree)
                numbers = f'"thread_id":{tree.get("thread_id")},"exec_time":{tree.get("exec_time")},'
                found[1] = False
                if text.count(numbers) == 1:
                    before, after = text.split(numbers)
                    found[1] = tuple(part.encode("utf-8", "surrogateescape") for part in
                                     (before + '"thread_id":', ',"exec_time":', "," + after))
            out.append(found[1] or None)
        return tuple(out)

    def _check_table_map(self, event, body, len_header):
        """Hold a table map to the tracked schema of its table (see SchemaTracker.check)."""
        from binlogspec.columns import _name, _optional

        name = f"{body.database_name}.{body.table_name}"
        if not self.tracker.tracks(name):
            return  # no schema to hold it to
        reader = self._reader
        raw = event.raw
        len_checksum = reader.context.len_checksum if reader.context is not None else 0
        key = bytes(raw[len_header:len(raw) - len_checksum])

        def describe():
            tm = from_kaitai(body)
            names = [n["name"] for n in (_optional(tm).get("column_name") or {}).get("names", [])]
            return [_name(t) for t in tm["column_types"]], names

        message = self.tracker.check(name, key, describe, f"{reader.name}:{event.pos}")
        if message:
            reader.report.note(event.pos, message)

    def _with_metadata(self, event, body, len_header):
        """A table map written without column metadata (servers before MySQL 5.1.15), as the
        table map a later server writes for it: the metadata the schema's column definitions
        imply (see :func:`binlogspec.columns.implied_metadata`), every column nullable, parsed
        by the same spec. Without a reading for every column the map stays as it is, and rows
        events of the table are kept raw with the reason."""
        from binlogspec.columns import implied_metadata

        reader = self._reader
        name = f"{body.database_name}.{body.table_name}"
        types = [_int(t) for t in body.column_types]
        schema = self.schema.get(name) if self.schema else None
        metadata, assumed, missing = implied_metadata(types, schema)
        if metadata is None:
            reason = (f"the table map of {name} has no column metadata (a server before 5.1.15) and columns "
                      f"{', '.join(str(i + 1) for i in missing)} need their definitions: give the table's schema")
            reader.report.note(event.pos, reason)
            self.unsized[_int(body.table_id)] = reason
            return body
        if assumed:
            reader.report.note(event.pos, f"table map of {name} has no column metadata (a server before 5.1.15); "
                                          f"columns {', '.join(str(i + 1) for i in assumed)} read with the lengths "
                                          "mysqlbinlog assumes (a schema gives them exactly)")
        context = reader.context
        data = event.raw
        len_checksum = context.len_checksum if context is not None else 0
        image = bytes(data[:len(data) - len_checksum]) + _packed_int(len(metadata)) + metadata \
            + b"\xff" * ((len(types) + 7) // 8) + bytes(len_checksum)
        image = image[:9] + len(image).to_bytes(4, "little") + image[13:]
        post_header_lens = context.post_header_lens if context is not None else b""
        return reader.backend.parse(image, len_header, len_checksum, post_header_lens, False, None).body
