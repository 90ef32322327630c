"""The ``mysql_binlog`` source's options, parsed once on the driver into plain, picklable values:
what the data source, the stream and the job (``binlogspec parquet`` too, with no Spark) read them
by. (:mod:`binlogspec_spark.datasource` documents each option.)"""

import json

from binlogspec.splits import DEFAULT_MAX_PARTITION_BYTES


def _bool(value, default):
    if value is None:
        return default
    return str(value).strip().lower() in ("true", "1", "yes")


class Options:
    """The data source's options, parsed once on the driver (plain values, picklable)."""

    def __init__(self, options):
        get = options.get
        self.mode = (get("mode") or "rows").lower()
        parse_mode = get("parseMode")
        if self.mode in ("permissive", "failfast"):
            # ``mode`` in the sense of Spark's file sources: the parse mode, with rows as output
            parse_mode, self.mode = parse_mode or self.mode, "rows"
        if self.mode not in ("rows", "events", "layouts", "typed"):
            raise ValueError(f"mysql_binlog: mode must be 'rows', 'events', 'PERMISSIVE' or 'FAILFAST', "
                             f"not {self.mode!r}")
        self.parse_mode = (parse_mode or "PERMISSIVE").upper()
        if self.parse_mode not in ("PERMISSIVE", "FAILFAST"):
            raise ValueError(f"mysql_binlog: parseMode must be PERMISSIVE or FAILFAST, not {self.parse_mode!r}")
        self.checksum_errors = "raise" if _bool(get("verifyChecksums"), True) else "flag"
        self.tables = get("tables") or None
        self.max_bytes = int(get("maxPartitionBytes") or DEFAULT_MAX_PARTITION_BYTES)
        self.backend = get("backend") or "kaitai"
        self.schemas = json.loads(get("schemas")) if get("schemas") else None
        # schemaFile: schema dumps ([DB=]FILE, comma-separated) read on the driver, where the
        # DDL of the files is followed (partitions); each split then carries its tables' schemas
        self.schema_files = [f.strip() for f in (get("schemaFile") or "").split(",") if f.strip()]
        self.follow_ddl = bool(self.schema_files) or _bool(get("followDdl"), False)
        self.layout = json.loads(get("layout")) if get("layout") else None
        # the key file is read here, on the driver: the executors get the keys, not a path
        self.keys = None
        if get("keyring"):
            from binlogspec.crypto import Keyring

            self.keys = Keyring.read(get("keyring"))
        elif get("keyFile"):
            from binlogspec.crypto import KeyFile

            self.keys = KeyFile.read(get("keyFile"), get("keyFileKey"))
        elif get("keyFileKey"):
            raise ValueError("mysql_binlog: keyFileKey needs keyFile")
        self.selection = selection_of(options)
        self.rows_body = (get("rowsBody") or "summary").lower()
        if self.rows_body not in ("summary", "full"):
            raise ValueError(f"mysql_binlog: rowsBody must be 'summary' or 'full', not {self.rows_body!r}")
        paths = []
        if get("paths"):
            raw = get("paths")
            paths = json.loads(raw) if raw.lstrip().startswith("[") else [p for p in raw.split(",") if p]
        if get("path"):
            paths.append(get("path"))
        if not paths:
            raise ValueError("mysql_binlog: give the files to read: load(path) or the 'paths' option")
        self.paths = paths


def selection_of(options):
    """mysqlbinlog's selectors from the source options (``startPosition``, ``stopPosition``,
    ``startDatetime``, ``stopDatetime``, ``database``) as a :class:`binlogspec.selectors.Selection`
    (times read here, in this process's time zone), or None when there are none."""
    from binlogspec.selectors import Selection

    get = options.get

    def position(key):
        value = get(key)
        if value is None or str(value).strip() == "":
            return None
        try:
            return int(value)
        except ValueError:
            raise ValueError(f"mysql_binlog: {key} must be a byte offset, not {value!r}") from None

    databases = [d.strip() for d in (get("database") or "").split(",") if d.strip()]
    try:
        selection = Selection(1, start_position=position("startPosition"), stop_position=position("stopPosition"),
                              start_datetime=get("startDatetime") or None, stop_datetime=get("stopDatetime") or None,
                              databases=databases or None)
    except ValueError as exc:
        raise ValueError(f"mysql_binlog: {exc}") from None
    return None if selection.empty else selection


def schema_seed(options):
    """The :class:`binlogspec.ddl.SchemaTracker` a read that follows DDL starts from: the schema
    files' tables and the ``schemas`` option's (None when the read does not follow DDL). A
    schema file that does not read or parse is a ValueError naming it."""
    if not options.follow_ddl:
        return None
    from binlogspec.ddl import DDLError, SchemaTracker, load_schema_file

    seed = SchemaTracker()
    for spec in options.schema_files:
        try:
            load_schema_file(seed, spec)
        except OSError as exc:
            raise ValueError(f"mysql_binlog: schemaFile {spec}: {exc.strerror or exc}") from exc
        except DDLError as exc:  # (its message names the file)
            raise ValueError(f"mysql_binlog: schemaFile: {exc}") from exc
    for name, definition in (options.schemas or {}).items():
        seed.define(name, definition)
    return seed
