"""Finding and opening binlog files: local paths, and any URI pyarrow's filesystems open.

Files are read with ranged reads through a bounded buffer, never loaded whole.
"""

import fnmatch
import glob
import io
import os
from dataclasses import dataclass
from typing import Optional

from binlogspec.files import PositionedRaw
from binlogspec.reader import READ_BUFFER, SKIM_BUFFER

BUFFER = 1 << 20  # a remote file's: each read of the buffer is a ranged request
_GLOB_CHARS = set("*?[")


@dataclass(frozen=True)
class FileRef:
    """One input file: ``name`` is what the output's ``file`` column says (the local path, or
    the URI), ``fs_uri``/``fs_path`` how to open it (``fs_uri`` None for a local file)."""

    name: str
    size: int
    fs_uri: Optional[str] = None
    fs_path: Optional[str] = None


def _is_uri(path):
    return "://" in path and not path.startswith("file://")


def _listable(name):
    base = os.path.basename(name.rstrip("/"))
    return not base.startswith((".", "_"))


def expand(paths, note=None):
    """The files named by ``paths`` (paths, globs, folders, or URIs of those), in order, each
    once. A folder stands for the files directly in it (names starting with ``.`` or ``_`` left
    out, as Spark's file sources do). A file a folder or a glob brings in is kept only if it is a
    binlog (:func:`binlogspec.files.is_binlog`'s rule: a binlog magic, not the server's index or
    info file); the others are passed to ``note(name, why)`` (default: :func:`skipped`). A file
    named as such is always kept (reading it reports what is wrong with it)."""
    note = note or skipped
    out, seen = [], set()
    for path in paths:
        found = _expand_uri(path) if _is_uri(path) else _expand_local(path)
        if not found:
            raise FileNotFoundError(f"{path}: no such file (or the pattern matches nothing)")
        named = len(found) == 1 and found[0].name in (path, os.path.abspath(path)) and not set(path) & _GLOB_CHARS
        for ref in found:
            if ref.name in seen:
                continue
            seen.add(ref.name)
            why = None if named else _not_a_binlog(ref)
            if why is None:
                out.append(ref)
            else:
                note(ref.name, why)
    return out


SKIPPED: list[tuple[str, str]] = []  # (name, why) of the files expand() passed over in this process, for the job's summary


def skipped(name, why):
    """The default note for a file passed over: logged, and kept in :data:`SKIPPED`."""
    import logging

    SKIPPED.append((name, why))
    logging.getLogger(__name__).info("%s: skipped: %s", name, why)


def _not_a_binlog(ref):
    from binlogspec.files import SERVER_FILES, not_a_binlog

    if ref.name.endswith(SERVER_FILES):
        return not_a_binlog(ref.name, b"")
    try:
        with open_binary(ref) as fh:
            head = fh.read(4)
    except OSError as exc:
        return exc.strerror or str(exc)
    return not_a_binlog(ref.name, head)


def _expand_local(path):
    if path.startswith("file://"):
        # through pyarrow's local filesystem: the same ranged-read code as remote files
        return _expand_uri(path)
    names = sorted(glob.glob(path)) if set(path) & _GLOB_CHARS else [path]
    out = []
    for name in names:
        if os.path.isdir(name):
            out.extend(FileRef(os.path.abspath(os.path.join(name, f)), os.path.getsize(os.path.join(name, f)))
                       for f in sorted(os.listdir(name))
                       if _listable(f) and os.path.isfile(os.path.join(name, f)))
        elif os.path.isfile(name):
            out.append(FileRef(os.path.abspath(name), os.path.getsize(name)))
    return out


def _expand_uri(uri):
    from pyarrow import fs as pafs

    scheme_end = uri.index("://") + 3
    cut = min((i for i, ch in enumerate(uri) if ch in _GLOB_CHARS), default=None)
    root_uri = uri if cut is None else uri[:uri.rindex("/", 0, cut) + 1]
    filesystem, root_path = pafs.FileSystem.from_uri(root_uri)
    # what comes before the filesystem path in the URI ("s3://", "hdfs://host:8020", "file://")
    at = root_uri.find(root_path.rstrip("/"), scheme_end)
    prefix = root_uri[:at] if at >= 0 else root_uri[:scheme_end]
    pattern = None if cut is None else root_path.rstrip("/") + "/" + uri[len(root_uri):]
    info = filesystem.get_file_info(root_path)
    if pattern is None and info.type == pafs.FileType.File:
        infos = [info]
    elif info.type == pafs.FileType.Directory:
        infos = filesystem.get_file_info(pafs.FileSelector(root_path, recursive=pattern is not None))
        infos = [i for i in infos if i.type == pafs.FileType.File
                 and (fnmatch.fnmatchcase(i.path, pattern) if pattern else _listable(i.path))]
        if pattern is None:
            infos = [i for i in infos if os.path.dirname(i.path.rstrip("/")) == root_path.rstrip("/")]
    else:
        infos = []
    return [FileRef(prefix + i.path, i.size, root_uri, i.path) for i in sorted(infos, key=lambda i: i.path)]


class _RangedFile(PositionedRaw):
    """A pyarrow RandomAccessFile as a raw Python file: every read is a ranged read."""

    def __init__(self, handle, name, size):
        super().__init__(size)
        self._handle = handle
        self.name = name

    def read_at(self, want, pos):
        return self._handle.read_at(want, pos)

    def close(self):
        self._handle.close()
        super().close()


def open_binary(ref, skim=False):
    """A buffered, seekable binary file object over ``ref`` (local file or pyarrow filesystem);
    ``skim``: for a walk that reads only some event types (a small buffer for a local file)."""
    if ref.fs_uri is None:  # (the reader's own buffer sizes: see binlogspec.reader.READ_BUFFER)
        return io.open(ref.name, "rb", buffering=SKIM_BUFFER if skim else READ_BUFFER)
    from pyarrow import fs as pafs

    filesystem, _ = pafs.FileSystem.from_uri(ref.fs_uri)
    raw = _RangedFile(filesystem.open_input_file(ref.fs_path), ref.name, ref.size)
    reader = io.BufferedReader(raw, BUFFER)
    return reader
