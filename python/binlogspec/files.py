"""Which files a command reads: paths as given, folders and glob patterns expanded.

A folder as a server leaves it holds, besides its binlogs, an index file (``mysql-bin.index``) and
perhaps relay-log or replica info files. A file named on the command line is always read (a
damaged one is reported as such); a file that a folder or a glob brings in is read only when it
starts with a binlog magic (``fe 62 69 6e``, or ``fd 62 69 6e`` for a MySQL-encrypted binlog) and
is not one of the server's index or info files; the others are skipped with a note.
"""

import glob
import io
import os

__all__ = ["PositionedRaw", "binlog_files", "is_binlog", "not_a_binlog"]

MAGICS = (b"\xfe\x62\x69\x6e", b"\xfd\x62\x69\x6e")
# files a server keeps next to its binlogs (mysqld, mariadbd: --log-bin-index, --relay-log-info-file, ...)
SERVER_FILES = (".index", ".info", ".state")


def not_a_binlog(name, head):
    """Why a file of a listing (a folder's, a glob's, ``binaryFile``'s) is no binlog to read, from
    its name and first four bytes, or None for one: the rule every reader of listings follows."""
    if os.path.basename(name or "").endswith(SERVER_FILES):
        return "a server's index or info file, not a binlog"
    if bytes(head) not in MAGICS:
        return f"no binlog magic (starts with {bytes(head).hex(' ') or 'nothing'})"
    return None


def is_binlog(path):
    """(True, None), or (False, why) for a file that is not a binlog (:func:`not_a_binlog`)."""
    if os.path.basename(path).endswith(SERVER_FILES):
        return False, not_a_binlog(path, b"")
    try:
        with open(path, "rb") as fh:
            head = fh.read(4)
    except OSError as exc:
        return False, exc.strerror or str(exc)
    why = not_a_binlog(path, head)
    return why is None, why


def binlog_files(args, note=None):
    """The files to read for command-line arguments ``args`` (paths, folders, glob patterns), in
    order; a folder's files and a glob's matches sorted by name (binlog order), names starting
    with ``.`` or ``_`` left out, non-binlogs skipped with ``note(path, why)``. An argument that
    names nothing is kept, so that reading it reports the error."""
    out = []
    for arg in args:
        if os.path.isdir(arg):
            found = sorted(os.path.join(arg, n) for n in os.listdir(arg)
                           if not n.startswith((".", "_")) and os.path.isfile(os.path.join(arg, n)))
        elif glob.has_magic(arg) and not os.path.exists(arg):
            found = sorted(p for p in glob.glob(arg) if os.path.isfile(p))
            if not found:
                out.append(arg)
                continue
        else:
            out.append(arg)
            continue
        for path in found:
            ok, why = is_binlog(path)
            if ok:
                out.append(path)
            elif note is not None:
                note(path, why)
    return out


class PositionedRaw(io.RawIOBase):
    """A seekable raw file of ``size`` bytes whose reads each fetch ``want`` bytes at a position
    (:meth:`read_at`, a subclass's): a pyarrow file's ranged reads, a decrypted stream."""

    def __init__(self, size):
        super().__init__()
        self._size, self._pos = size, 0

    def readable(self):
        return True

    def seekable(self):
        return True

    def tell(self):
        return self._pos

    def seek(self, offset, whence=0):
        self._pos = offset if whence == 0 else self._pos + offset if whence == 1 else self._size + offset
        return self._pos

    def readinto(self, buffer):
        want = min(len(buffer), max(0, self._size - self._pos))
        if want == 0:
            return 0
        data = self.read_at(want, self._pos)
        buffer[:len(data)] = data
        self._pos += len(data)
        return len(data)

    def read_at(self, want, pos):
        raise NotImplementedError
