"""What the ``binlogspec`` commands take from their command lines alike: the options several
commands share (:func:`shared_parsers`), and what those options become: a selection of events
(mysqlbinlog's selectors), what is known of the tables beyond their table maps, the keys of
encrypted files, ``--tables`` patterns and ``--default-charset``; and the one way a command
refuses a bad path or option (:func:`fail`: one line on stderr, exit status 2). The commands of
other modules (``sql``, ``mirror``) take them from here, as :mod:`binlogspec.cli` does.
"""

import argparse
import sys

__all__ = ["charset_arg", "fail", "keys_of", "note_skipped", "note_unmatched_tables", "schemas_of", "selection_of",
           "shared_parsers", "tables_arg"]


def fail(message):
    """A bad path or option: one line on stderr, exit status 2."""
    print(message, file=sys.stderr)
    raise SystemExit(2)


def selection_of(args):
    """The events mysqlbinlog's selectors (``--start-position`` ... ``--database``) choose, as a
    :class:`binlogspec.selectors.Selection` over the command's files."""
    from binlogspec.selectors import Selection

    try:
        return Selection(len(args.files), start_position=args.start_position, stop_position=args.stop_position,
                         start_datetime=args.start_datetime, stop_datetime=args.stop_datetime,
                         databases=args.database)
    except ValueError as exc:
        raise SystemExit(f"binlogspec: {exc}") from None


def keys_of(args):
    """The key file of ``--key-file`` (``--key-file-key``), read once for every file."""
    if not hasattr(args, "keys"):
        args.keys = None
        if getattr(args, "keyring", None) is not None:
            if getattr(args, "key_file", None) is not None:
                raise SystemExit("binlogspec: give --key-file (MariaDB) or --keyring (MySQL), not both")
            from binlogspec.crypto import Keyring

            try:
                args.keys = Keyring.read(args.keyring)
            except (OSError, ValueError) as exc:
                raise SystemExit(f"binlogspec: {exc}") from None
        elif getattr(args, "key_file", None) is None:
            if getattr(args, "key_file_key", None) is not None:
                raise SystemExit("binlogspec: --key-file-key needs --key-file")
        else:
            from binlogspec.crypto import KeyFile

            try:
                args.keys = KeyFile.read(args.key_file, args.key_file_key)
            except (OSError, ValueError) as exc:
                raise SystemExit(f"binlogspec: {exc}") from None
    return args.keys


def schemas_of(args, out=None):
    """What the command knows of tables beyond their table maps: ``--schema`` statements, and,
    with ``--schema-file`` or ``--follow-ddl``, a :class:`~binlogspec.ddl.SchemaTracker` that
    follows the files' DDL (its notes go to stderr as they come)."""
    from binlogspec.ddl import Schemas
    from binlogspec.ddl import DDLError, SchemaTracker, load_schema_file, schema_item

    files = getattr(args, "schema_file", None) or []
    if not files and not getattr(args, "follow_ddl", False):
        schema = Schemas(default_collation=args.default_charset)
    else:
        schema = SchemaTracker(default_collation=args.default_charset)

        def note(where, message):
            if out is not None:
                out.flush()
            print(f"{where}: note: {message}", file=sys.stderr)

        schema.on_note = note
        for spec in files:
            try:
                load_schema_file(schema, spec)
            except OSError as exc:
                fail(f"binlogspec: {spec}: {exc.strerror or exc}")
            except DDLError as exc:  # (its message names the file)
                fail(f"binlogspec: {exc}")
    for item in args.schema or []:
        try:
            name, text = schema_item(item)
        except ValueError as exc:
            fail(f"binlogspec: {exc}")
        if isinstance(schema, SchemaTracker):
            try:
                schema.define(name, text)
            except DDLError as exc:
                fail(f"binlogspec: --schema {name}: {exc}")
        else:
            schema[name] = text
    return schema


def charset_arg(value):
    """``--default-charset``: a charset or collation name, as its collation id."""
    from binlogspec.charsets import collation_id

    found = collation_id(value)
    if found is None:
        raise argparse.ArgumentTypeError(f"no server has a charset or collation called {value!r}")
    return found


def tables_arg(value):
    """``--tables``: comma-separated ``db.table`` globs, as a predicate on ``"db.table"``
    (:class:`binlogspec.selectors.TablePatterns`, which says after the read which matched nothing)."""
    from binlogspec.selectors import TablePatterns

    patterns = TablePatterns(value)
    if not patterns.patterns:
        raise argparse.ArgumentTypeError("give at least one db.table pattern")
    return patterns


def note_unmatched_tables(args, out):
    """After a read with ``--tables``: a note on stderr for each pattern no table matched."""
    note = args.tables.unmatched_note() if getattr(args, "tables", None) is not None else ""
    if note:
        out.flush()
        sys.stderr.write("".join(f"binlogspec: {line}\n" for line in note.splitlines()))


def note_skipped(path, why):
    """A path given that is not read (a file that is no binlog beside the binlogs): a note on stderr."""
    print(f"{path}: skipped: {why}", file=sys.stderr)


def shared_parsers():
    """The options several commands share: (files, selectors, schemas), parsers to build them from."""
    # options every file command takes, before or after the command's name
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--backend", choices=["kaitai", "construct"], default=argparse.SUPPRESS,
                        help="which generated parser does the work (default: kaitai)")
    common.add_argument("--checksum-errors", choices=["raise", "flag"], default="raise",
                        help="stop at a CRC32 mismatch (raise, the default) or mark the event and go on (flag)")
    common.add_argument("--key-file", metavar="KEYS",
                        help="decrypt MariaDB binlogs written with encrypt_binlog=ON: the file_key_management "
                             "plugin's key file (id;hex-key lines)")
    common.add_argument("--key-file-key", metavar="SECRET",
                        help="the key the key file is encrypted with (file_key_management_filekey; FILE:path "
                             "reads it from a file)")
    common.add_argument("--keyring", metavar="FILE",
                        help="decrypt MySQL 8 binlogs written with binlog_encryption=ON: the keyring_file "
                             "plugin's data file holding the replication master key")
    files = argparse.ArgumentParser(add_help=False, parents=[common])
    files.add_argument("files", nargs="+", metavar="FILE",
                       help="binlog files, folders (their binlogs, in name order) or glob patterns")
    # mysqlbinlog's selectors, with its meaning (binlogspec.selectors)
    selectors = argparse.ArgumentParser(add_help=False)
    selectors.add_argument("--start-position", type=int, metavar="N", help="in the first file, events from offset N")
    selectors.add_argument("--stop-position", type=int, metavar="N",
                           help="in the last file, stop at the first event at or after offset N")
    selectors.add_argument("--start-datetime", metavar="DATETIME",
                           help="events at or after this time (YYYY-MM-DD HH:MM:SS, local time zone)")
    selectors.add_argument("--stop-datetime", metavar="DATETIME",
                           help="stop at the first event at or after this time")
    selectors.add_argument("-d", "--database", action="append", metavar="DB",
                           help="rows: row changes of this database only (repeatable)")
    # what is known of the tables beyond their table maps (binlogspec.ddl)
    schemas = argparse.ArgumentParser(add_help=False)
    schemas.add_argument("--schema", action="append", metavar="DB.TABLE=FILE",
                         help="a table's CREATE TABLE statement, in FILE (or given as DB.TABLE='CREATE TABLE ...'), "
                              "for a table whose table maps lack column names (repeatable)")
    schemas.add_argument("--schema-file", action="append", metavar="[DB=]FILE",
                         help="a schema dump (mysqldump/mariadb-dump --no-data): the tables' columns, followed "
                              "through the files' CREATE/ALTER/DROP/RENAME TABLE (repeatable; DB: the database of "
                              "a dump that names none)")
    schemas.add_argument("--follow-ddl", action="store_true",
                         help="follow the files' DDL without a schema file (tables created in the files get their "
                              "names)")
    return files, selectors, schemas
