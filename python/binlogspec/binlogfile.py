"""The file a reader reads, as the stages of its walk share it.

A :class:`~binlogspec.reader.Reader` opens its source (a path, bytes or a binary file object) and
hands what it opened to the stages that read on their own besides the walk: decryption
(:mod:`binlogspec.decryption`), runs of rows events (:mod:`binlogspec.runs`), the search for the
next event after damage (:mod:`binlogspec.resync`) and the log_pos rules
(:mod:`binlogspec.positions`). A :class:`BinlogFile` is that one shared thing: the stream, the
file's name and size, the stretch to read (``start``..``end``), and the few reads every stage
makes, bytes at an offset and a peek that leaves the stream where the walk stands. The typed
errors the stages raise are made here too, so that each names the file.

A MySQL-encrypted binlog is read through its plain stream once its key is found
(:meth:`BinlogFile.read_plain`): its offsets and its size are then the plain stream's.
"""

from typing import IO, Any, Optional

from binlogspec.events import type_name


class BinlogFile:
    """A binlog as the reader has it open: ``fh`` its stream, ``name``, ``size``, the stretch to
    read (``start`` and ``end``, None when not given), ``data`` the bytes of an in-memory source
    (which runs read in place) and ``own`` whether the stream is closed with the reader."""

    __slots__ = ("fh", "name", "size", "start", "end", "data", "own", "encrypted_fh")

    def __init__(self, fh: IO[bytes], name: str, size: int, start: Optional[int], end: Optional[int],
                 data: Optional[bytes], own: bool) -> None:
        self.fh = fh
        self.name = name
        self.size = size
        self.start, self.end = start, end
        self.data = data
        self.own = own
        self.encrypted_fh: Optional[IO[bytes]] = None  # a MySQL-encrypted file, under the plain stream fh

    @property
    def limit(self) -> int:
        """Where the stretch to read ends: ``end``, or the end of the file."""
        return self.end if self.end is not None else self.size

    def error(self, cls: Any, message: str, offset: int, event_type: Optional[int] = None, **kw: Any) -> Any:
        """A typed error (``cls``, a :mod:`binlogspec.errors` class) at ``offset`` of this file."""
        return cls(message, file=self.name, offset=offset,
                   event_type=type_name(event_type) if event_type is not None else None, **kw)

    def read_at(self, offset: int, n: int) -> bytes:
        """``n`` bytes at ``offset`` (fewer at the end of the file); the stream stays after them."""
        self.fh.seek(offset)
        return self.fh.read(n)

    def peek(self, offset: int, n: int) -> bytes:
        """``n`` bytes at ``offset``, leaving the stream where it was."""
        here = self.fh.tell()
        try:
            return self.read_at(offset, n)
        finally:
            self.fh.seek(here)

    def server_version_at(self, pos: int) -> str:
        """The server version text of the format description event at ``pos`` (which says whether
        its events have checksums), the stream left where it was."""
        here = self.fh.tell()
        self.fh.seek(pos + 19 + 2)
        raw = self.fh.read(50)
        self.fh.seek(here)
        return raw.split(b"\0", 1)[0].decode("ascii", "replace")

    def descriptor(self) -> Optional[int]:
        """The descriptor read with ``pread`` beside the stream (runs of rows events, events
        passed over in C), or None: a stream without one, one the reader does not own, a
        decrypted one."""
        if not self.own or self.encrypted_fh is not None:
            return None
        try:
            return self.fh.fileno()
        except (OSError, ValueError, AttributeError):  # (io.UnsupportedOperation is both)
            return None

    def read_plain(self, plain: IO[bytes], size: int) -> None:
        """Read on in ``plain``, the decrypted stream of this (MySQL-encrypted) file, ``size``
        bytes long; the encrypted file under it is closed with it."""
        self.encrypted_fh, self.fh, self.size = self.fh, plain, size

    def close(self) -> None:
        """Close the stream (and the encrypted file under it) if the reader owns it."""
        if self.own:
            self.fh.close()
            if self.encrypted_fh is not None:
                self.encrypted_fh.close()
