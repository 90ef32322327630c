"""Folder names for tables: a binlog's database and table names are data, never paths.

A TABLE_MAP event names its database and table with up to 255 bytes each, and whoever writes the
binlog chooses them: ``/../../tmp/x``, a NUL, a newline, a name of 255 multi-byte letters, two
names that differ only in case. Every output that makes a folder per table (``binlogspec
parquet``, the Spark job's ``tables/``) names it with :func:`table_folder`, which is

- one path segment: ``/``, ``\\``, ``.``, NUL, control bytes and anything but letters, digits,
  ``_``, ``$`` and ``-`` are written as ``%XX`` (each UTF-8 byte, as Hive and Spark escape
  partition values), so no name can climb out of the output folder or hide (no leading ``.`` or
  ``_``, which Spark and Hadoop skip when listing);
- one to one: the database and the table are escaped separately and joined by the one ``.``
  left, an empty name is ``@``, so ``a.b``/``c`` and ``a``/``b.c`` stay apart;
- short enough for any file system: past :data:`MAX_BYTES` bytes the name keeps a prefix and
  ends in ``~`` and a hash of the exact names.

:func:`table_folders` names a set of tables at once and also keeps apart names that a case- or
normalization-insensitive file system (macOS, Windows) would take for one. The real names stay
in the data (the rows' ``db`` and ``table``) and in the summaries, next to the folder.
"""

import hashlib
import unicodedata

MAX_BYTES = 200  # below NAME_MAX (255) with room for a layout's "@N" suffix
EMPTY = "@"  # an empty database or table name (an escaped name never holds "@")
_SAFE = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$-")
_WINDOWS_DEVICES = frozenset(["CON", "PRN", "AUX", "NUL"] + [f"{p}{i}" for p in ("COM", "LPT") for i in range(10)])


def _escape_char(ch):
    return "".join(f"%{b:02X}" for b in ch.encode("utf-8", "surrogatepass"))


def escape_name(name):
    """One database or table name as a path-safe text that no other name gives."""
    if not name:
        return EMPTY
    out = []
    for ch in name:
        if ch in _SAFE or (ch > "\x7f" and ch.isalnum() and ch.isprintable()):
            out.append(ch)
        else:
            out.append(_escape_char(ch))
    if out[0] == "_":  # hidden to Spark's and Hadoop's listings
        out[0] = _escape_char("_")
    text = "".join(out)
    if text.upper() in _WINDOWS_DEVICES:
        text = _escape_char(text[0]) + text[1:]
    return text


def _digest(db, table):
    exact = db.encode("utf-8", "surrogatepass") + b"\0" + table.encode("utf-8", "surrogatepass")
    return hashlib.sha256(exact).hexdigest()[:16]


def table_folder(db, table):
    """The folder name of table ``db``.``table``: one path segment, distinct for distinct names."""
    text = f"{escape_name(db)}.{escape_name(table)}"
    if len(text.encode("utf-8")) <= MAX_BYTES:
        return text
    keep = text.encode("utf-8")[:MAX_BYTES - 17].decode("utf-8", "ignore")
    cut = keep.rfind("%", len(keep) - 2)  # not inside a %XX escape
    if cut != -1:
        keep = keep[:cut]
    return f"{keep}~{_digest(db, table)}"


def store_folder(db, table):
    """:func:`table_folder` for a store that reads a path as a URL and so decodes ``%XX`` in it
    (deltalake's object store: ``%2F%2E%2E`` would become ``/..``): a name that has an escape keeps
    its text without the ``%`` signs and ends in ``~`` and a hash of the exact names (``~`` is
    escaped in any name, so only such folders and long ones end so, each with its own hash)."""
    text = table_folder(db, table)
    if "%" not in text:
        return text
    keep = text.replace("%", "").encode("utf-8")[:MAX_BYTES - 17].decode("utf-8", "ignore")
    return f"{keep}~{_digest(db, table)}"


def _folded(text):
    return unicodedata.normalize("NFC", text).casefold()


def table_folders(names):
    """``{(db, table): folder}`` for the (db, table) pairs in ``names``: :func:`table_folder`, and
    where two folders differ only in case or Unicode normalization, each of those ends in ``~``
    and a hash of its exact names."""
    folders = {pair: table_folder(*pair) for pair in names}
    groups = {}
    for pair, folder in folders.items():
        groups.setdefault(_folded(folder), []).append(pair)
    for pairs in groups.values():
        if len(pairs) > 1:
            for pair in pairs:
                if "~" not in folders[pair]:
                    folders[pair] = f"{folders[pair]}~{_digest(*pair)}"
    return folders
