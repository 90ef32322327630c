"""``binlogspec pull``: a copy of a live server's binlog files, byte for byte, kept up to date.

PyMySQL makes the connection (TCP or a Unix socket, TLS, the server's authentication methods);
everything after it is the replication protocol as the specs of ``formats/kaitai/protocol`` give
it: the dump command is built with the construct twin of ``com_binlog_dump``, and each packet of
the answer is read with the ``packet`` spec and parsed with ``binlog_stream_packet`` (an event) or
``response_packet`` (the ERR or EOF that ends the dump).

The folder holds the server's files under their names, with a ``.index`` as the server keeps
one. Events are written whole transactions at a time (a transaction's events are held until its
end, then written and flushed), so a reader of the folder never meets a torn event, and a second
run never half a transaction, at the end of the file being written. A transaction is held in
memory up to :data:`HOLD_BYTES`, and past that in an unnamed temporary file in the folder, so a
server's bulk transaction of gigabytes takes disk, not memory. Artificial events (the fake
ROTATE naming the file, a format description sent again, MariaDB's fake GTID_LIST, heartbeats)
are recognized (``binlog_stream_packet``'s ``is_artificial``) and not written. Each event's
CRC32 is checked as it arrives. As a semi-synchronous replica (``semi_sync``), the pull answers a
semi-sync header that asks for it with the ``semi_sync_ack`` packet once the transaction is
written and synced to disk.

A second run resumes from what the folder holds: the last file is cut back to its last whole
transaction (what a killed run may have left past it) and the dump asks for the rest from there.
The positions asked for are the server's, read from the events' ``log_pos``: a folder started
from a GTID (whose first file holds that file's format description and the transactions from the
GTID on) resumes the same way.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Callable, Optional

from binlogspec.errors import BinlogError
from binlogspec.events import T, type_name
from binlogspec.reader import format_context
from binlogspec.walk import TransactionTracker, statement_tail

__all__ = ["PullError", "PullOptions", "pull", "add_parser", "cmd_pull"]

MAGIC = b"\xfebin"
HEADER = 19
ARTIFICIAL_F = 0x20
IN_USE_F = 0x01
NON_BLOCK = 0x01  # BINLOG_DUMP_NON_BLOCK
SEND_ANNOTATE_ROWS = 0x02  # BINLOG_SEND_ANNOTATE_ROWS_EVENT (MariaDB): without it the copy is not the file
MARIA_SLAVE_CAPABILITY_GTID = 4
FDE = T["format_description_event"]
ROTATE = T["rotate_event"]
STOP = T["stop_event"]
PAYLOAD = T["transaction_payload_event"]
# error numbers the server answers with, and what they mean to a puller
ER_ACCESS_DENIED = 1045
ER_SPECIFIC_ACCESS_DENIED = 1227
ER_MASTER_FATAL_READING_BINLOG = 1236
ER_DBACCESS_DENIED = 1044
MARIADB_GTIDS = re.compile(r"(\d+-\d+-\d+)(,\d+-\d+-\d+)*|")
CLIENT_LOST = (2006, 2013, 2055)
CLIENT_CONNECT = (2002, 2003, 2005)
# a transaction's events past this many bytes are held in a temporary file, not in memory
HOLD_BYTES = 8 << 20


class PullError(BinlogError):
    """A pull that cannot go on: the server refused, holds no longer what is asked, or the
    folder does not hold what it should. ``str()`` is one line naming the server or the file."""

    kind = "pull"

    def __init__(self, message, *, file=None, offset=None, retry=False):
        super().__init__(message, file=file, offset=offset)
        self.retry = retry  # a dropped connection: --stop-never connects again

    def __str__(self):
        where = self.file if self.offset is None else f"{self.file}:{self.offset}"
        return f"{where}: {self.message}" if where else self.message


@dataclass
class PullOptions:
    """What ``binlogspec pull`` was asked (its options, by name)."""

    out: Path
    host: Optional[str] = "127.0.0.1"
    port: int = 3306
    socket: Optional[str] = None
    user: str = "root"
    password: str = ""
    start_file: Optional[str] = None
    start_gtid: Optional[str] = None
    stop_never: bool = False
    server_id: int = 65535  # the replica id the dump runs under (a second dump with it ends the first)
    ssl_ca: Optional[str] = None
    ssl_cert: Optional[str] = None
    ssl_key: Optional[str] = None
    ssl_mode: str = "preferred"
    heartbeat: float = 15.0  # seconds between the server's heartbeats while it has nothing to send
    retry_max: float = 30.0  # the longest wait between two connections under --stop-never
    connect_timeout: float = 10.0
    semi_sync: bool = False  # acknowledge each transaction once it is written and synced (semi-sync replication)
    log: Callable[[str], None] = field(default=lambda line: None)

    @property
    def server(self):
        return self.socket if self.socket else f"{self.host}:{self.port}"


# --------------------------------------------------------------------------- the specs


_PARSERS: dict[str, Any] = {}


def _spec(name):
    """The generated Kaitai class of a protocol spec."""
    if name not in _PARSERS:
        from binlogspec._kaitai import spec_class

        _PARSERS[name] = spec_class(name)
    return _PARSERS[name]


def _construct(name):
    key = "construct:" + name
    if key not in _PARSERS:
        import importlib

        _PARSERS[key] = getattr(importlib.import_module(f"binlogspec.formats.{name}"), name)()
    return _PARSERS[key]


def dump_command(filename, position, flags, server_id):
    """COM_BINLOG_DUMP's payload (``com_binlog_dump``'s construct twin builds it)."""
    return _construct("com_binlog_dump").build(dict(command=0x12, binlog_pos=position, flags=flags,
                                                    server_id=server_id, binlog_filename=filename))


def semi_sync_ack(filename, position):
    """A semi-sync acknowledgement's payload (``semi_sync_ack``'s construct twin builds it)."""
    return _construct("semi_sync_ack").build(dict(binlog_pos=position, binlog_filename=filename))


def server_error(payload):
    """(error number, message) of an ERR packet's payload (``response_packet``)."""
    from kaitaistruct import KaitaiStream
    from io import BytesIO

    response = _spec("response_packet")(KaitaiStream(BytesIO(payload)))
    body = response.body
    return body.error_code, body.error_message


# --------------------------------------------------------------------------- the folder


def _events_of(path):
    """(offset, size, type code, log_pos, raw bytes) of the whole events at the start of a file,
    read with binlogspec's reader; a torn or damaged tail ends the list (where it ends is where
    the file is cut back to)."""
    import binlogspec

    out = []
    try:
        with binlogspec.open(str(path)) as reader:
            for event in reader:
                raw = bytes(event.raw)
                out.append((event.pos, len(raw), event.type_code, int.from_bytes(raw[13:17], "little"), raw))
    except BinlogError:
        pass
    return out


class Boundaries:
    """Whether the events seen so far end at a transaction's end: binlogspec's
    :class:`~binlogspec.walk.TransactionTracker` (``open`` from a GTID event or a BEGIN until an
    XID, an XA PREPARE or a query other than BEGIN), and a MySQL compressed transaction
    (TRANSACTION_PAYLOAD), whose XID is inside it, ends there."""

    def __init__(self, checksum_len):
        self.tracker = TransactionTracker()
        self.checksum_len = checksum_len

    def see(self, code, raw):
        tail = statement_tail(SimpleNamespace(type_code=code, raw=raw, params={"len_checksum": self.checksum_len}))
        self.tracker.see(code, 0, tail)
        if code == PAYLOAD:
            self.tracker.pending = self.tracker.open = False

    @property
    def closed(self):
        return not self.tracker.open


def _semi_sync_framed(payload):
    """Whether a dump's first event packet has a semi-sync header (the marker and a flag byte)
    before its event: the event's size then fits the packet two bytes further on. A server that
    does not do semi-synchronous replication sends none, however it was asked."""
    return (len(payload) >= 3 + HEADER and payload[1] == 0xEF and payload[2] in (0, 1)
            and int.from_bytes(payload[3 + 9:3 + 13], "little") == len(payload) - 3)


def _checksum_len(fde_raw):
    """The checksum length a format description gives its file's events (4 with CRC32, else 0):
    as the reader decodes it (:func:`binlogspec.reader.format_context`)."""
    return format_context(4, fde_raw).len_checksum


class Transaction:
    """The events of the transaction being read, held until its end: in memory, and once they
    pass :data:`HOLD_BYTES`, in an unnamed temporary file in the folder (on its file system,
    which has room for binlogs; gone with the process however it ends)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.chunks: list[bytes] = []
        self.size = 0
        self.spill: Optional[Any] = None

    def __bool__(self):
        return self.size > 0

    def append(self, raw: bytes):
        if self.spill is None and self.size + len(raw) > HOLD_BYTES:
            self.spill = tempfile.TemporaryFile(dir=self.folder, prefix=".pull-", suffix=".transaction")
            self.spill.writelines(self.chunks)
            self.chunks.clear()
        if self.spill is not None:
            self.spill.write(raw)
        else:
            self.chunks.append(raw)
        self.size += len(raw)

    def write_to(self, fh):
        """Its events written to ``fh``; then it holds none."""
        if self.spill is None:
            fh.write(b"".join(self.chunks))
        else:
            self.spill.flush()
            self.spill.seek(0)
            shutil.copyfileobj(self.spill, fh, 1 << 20)
        self.clear()

    def clear(self):
        self.chunks.clear()
        self.size = 0
        if self.spill is not None:
            self.spill.close()
            self.spill = None


class Folder:
    """The copy: the server's files under their names, the ``.index``, and the file being
    written (its whole transactions only)."""

    def __init__(self, path: Path, log):
        self.path = path
        self.log = log
        path.mkdir(parents=True, exist_ok=True)
        self.index_name: Optional[str] = None
        self.names: list[str] = []
        self.current: Optional[str] = None  # the file being written
        self.fh: Optional[Any] = None
        self.server_pos = 0  # the server's position after the last whole transaction written
        self.checksum_len = 0
        self._read_index()

    def _read_index(self):
        indexes = sorted(self.path.glob("*.index"))
        if len(indexes) > 1:
            raise PullError(f"{len(indexes)} .index files; a pull folder holds one server's files", file=str(self.path))
        if indexes:
            self.index_name = indexes[0].name
            self.names = [Path(line.strip()).name for line in indexes[0].read_text().splitlines() if line.strip()]
            for name in self.names:
                if not (self.path / name).is_file():
                    raise PullError(f"the .index names {name}, which is not in the folder", file=str(self.path))

    def _write_index(self, base):
        if self.index_name is None:
            self.index_name = f"{base}.index"
        tmp = self.path / (self.index_name + ".tmp")
        tmp.write_text("".join(f"./{n}\n" for n in self.names))
        os.replace(tmp, self.path / self.index_name)

    def resume_point(self):
        """(file, server position) to ask for, after the folder's last whole transaction; the
        last file is cut back to it. None for an empty folder."""
        if not self.names:
            return None
        name = self.names[-1]
        path = self.path / name
        events = _events_of(path)
        if not events or events[0][2] != FDE:
            # nothing whole past the magic: the file is fetched again from its start
            with open(path, "r+b") as fh:
                fh.truncate(0)
            return name, 4
        self.checksum_len = _checksum_len(events[0][4])
        boundaries = Boundaries(self.checksum_len)
        keep, server_pos = 4, 4
        for pos, size, code, log_pos, raw in events:
            boundaries.see(code, raw)
            if boundaries.closed:
                keep, server_pos = pos + size, (log_pos or pos + size)
        if code == ROTATE and keep == events[-1][0] + events[-1][1]:
            # the file is complete: the next one starts at its rotate's position
            rotate_body = raw[HEADER:len(raw) - self.checksum_len]
            nxt = rotate_body[8:].decode("utf-8")
            self.log(f"{name} is complete; resuming at {nxt}")
            return nxt, int.from_bytes(rotate_body[:8], "little")
        size = path.stat().st_size
        if keep < size:
            self.log(f"{name}: cutting back {size - keep} bytes past the last whole transaction (at {keep})")
            with open(path, "r+b") as fh:
                fh.truncate(keep)
        return name, server_pos

    def open_file(self, name):
        """Start writing ``name`` (appending to what the folder holds of it). The name comes from
        the server (SHOW BINARY LOGS, a ROTATE event), so it is data, not a path: one that is not
        a plain file name (a separator, ``..``, a NUL, an absolute path) is refused, never written."""
        if (not name or name in (".", "..") or any(c in name for c in "/\\\0") or Path(name).name != name
                or os.path.isabs(name)):
            raise PullError(f"the server names a binlog {name!r}, which is no plain file name: not written",
                            file=str(self.path))
        self.close()
        path = self.path / name
        if name not in self.names:
            if path.exists() and path.stat().st_size > 0:
                raise PullError(f"the folder holds {name}, but no .index names it: not a copy this command wrote",
                                file=str(self.path))
            self.names.append(name)
            self._write_index(name.rsplit(".", 1)[0])
        self.fh = open(path, "ab")
        if self.fh.tell() == 0:
            self.fh.write(MAGIC)
            self.fh.flush()
        self.current = name

    @property
    def size(self):
        return self.fh.tell() if self.fh is not None else 0

    def append(self, chunk: "bytes | Transaction", server_pos: int):
        """An event, or a whole transaction's (its events written, then it holds none), written
        and flushed; ``server_pos``: the server's position after them."""
        if self.fh is None:
            raise PullError("the server sent events before naming their file (no ROTATE)", file=str(self.path))
        if isinstance(chunk, Transaction):
            chunk.write_to(self.fh)
        else:
            self.fh.write(chunk)
        self.fh.flush()
        self.server_pos = server_pos

    def sync(self):
        """What is written of the file being written, on disk (before a semi-sync acknowledgement)."""
        if self.fh is not None:
            os.fsync(self.fh.fileno())

    def close(self):
        if self.fh is not None:
            self.fh.close()
            self.fh = None


# --------------------------------------------------------------------------- the dump


def _tls_failure(exc):
    """Whether PyMySQL's error came from TLS (a certificate that does not verify, a handshake that
    fails): not a dropped connection to connect again after."""
    import ssl

    seen = exc
    while seen is not None:
        if isinstance(seen, ssl.SSLError):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


class Dump:
    """One connection's dump: reads each packet, checks each event, and hands the folder the
    file's events one whole transaction at a time."""

    def __init__(self, options: PullOptions, folder: Folder):
        self.o = options
        self.folder = folder
        self.conn = None
        self.stream = None
        self.events = 0
        self.transactions = 0

    # -- the connection (PyMySQL)

    def connect(self):
        try:
            import pymysql
        except ImportError:
            raise PullError("binlogspec pull needs PyMySQL: pip install 'binlogspec[pull]'") from None

        kwargs: dict[str, Any] = dict(user=self.o.user, password=self.o.password, connect_timeout=self.o.connect_timeout,
                                      autocommit=True, charset="utf8mb4")
        context = self._tls()
        if context is not None:
            kwargs["ssl"] = context  # (PyMySQL starts TLS when the server offers it)
        if self.o.socket:
            kwargs["unix_socket"] = self.o.socket
        else:
            kwargs.update(host=self.o.host, port=self.o.port)
        try:
            self.conn = pymysql.connect(**kwargs)
        except pymysql.err.MySQLError as exc:
            raise self._error(exc) from None
        except (OSError, ValueError) as exc:  # a certificate that does not load or does not verify
            raise PullError(f"TLS: {exc}", file=self.o.server) from None
        if self.o.ssl_mode not in ("disabled", "preferred") and not self.tls:
            self.close()
            raise PullError(f"--ssl-mode {self.o.ssl_mode}: the server offers no TLS", file=self.o.server)
        return self.conn

    @property
    def tls(self):
        """Whether the connection runs over TLS."""
        import ssl

        return isinstance(getattr(self.conn, "_sock", None), ssl.SSLSocket)

    def _tls(self):
        """The TLS context of --ssl-mode (as the mariadb client's: ``preferred`` and ``required``
        do not check the server's certificate, ``verify-ca`` checks it against --ssl-ca,
        ``verify-identity`` its host name too); None for ``disabled``."""
        import ssl

        if self.o.ssl_mode == "disabled":
            return None
        try:
            context = ssl.create_default_context(cafile=self.o.ssl_ca)
            if self.o.ssl_mode in ("preferred", "required"):
                context.check_hostname = False
                context.verify_mode = ssl.CERT_NONE
            elif self.o.ssl_mode == "verify-ca":
                context.check_hostname = False
            if self.o.ssl_cert:
                context.load_cert_chain(self.o.ssl_cert, self.o.ssl_key)
        except (OSError, ssl.SSLError) as exc:
            raise PullError(f"TLS: {exc}", file=self.o.ssl_ca or self.o.ssl_cert) from None
        return context

    def _error(self, exc, *, during="connect"):
        import pymysql

        code, message = (exc.args + ("",))[:2] if exc.args else (0, str(exc))
        message = " ".join(str(message).split())
        if code == ER_ACCESS_DENIED:
            return PullError(f"the server refused the account {self.o.user!r} (wrong user or password): {message}",
                             file=self.o.server)
        if code in (ER_SPECIFIC_ACCESS_DENIED, ER_DBACCESS_DENIED):
            return PullError(f"the account {self.o.user!r} lacks a privilege a pull needs (REPLICATION SLAVE to read "
                             f"binlogs, BINLOG MONITOR or REPLICATION CLIENT to list them): {message}", file=self.o.server)
        if _tls_failure(exc):
            return PullError(f"TLS: {message}", file=self.o.server)
        if isinstance(exc, pymysql.err.OperationalError) and (code in CLIENT_LOST + CLIENT_CONNECT or code == 0):
            return PullError(f"connection {'lost' if during != 'connect' else 'failed'}: {message}",
                             file=self.o.server, retry=True)
        return PullError(f"server error {code}: {message}", file=self.o.server)

    def query(self, sql):
        import pymysql

        try:
            with self.conn.cursor() as cur:
                cur.execute(sql)
                return cur.fetchall()
        except pymysql.err.MySQLError as exc:
            raise self._error(exc, during="query") from None

    def server_state(self):
        """(binlog files and sizes, checksum) after checking what a copy needs of the server."""
        (fmt, checksum, log_bin), = self.query("SELECT @@global.binlog_format, @@global.binlog_checksum, @@global.log_bin")
        if not int(log_bin):
            raise PullError("the server does not write a binlog (log_bin is OFF)", file=self.o.server)
        if str(fmt).upper() != "ROW":
            raise PullError(f"the server writes binlog_format={fmt}; binlogspec reads row changes: set "
                            "binlog_format=ROW", file=self.o.server)
        files = [(row[0], int(row[1])) for row in self.query("SHOW BINARY LOGS")]
        return files, str(checksum).upper()

    # -- the packets

    def _packet(self):
        """The next logical packet's payload (the ``packet`` spec over the connection; a 16 MiB
        packet's payload goes on in the next)."""
        packet = _spec("packet")
        payload = b""
        try:
            while True:
                p = packet(self.stream)
                payload += p.payload
                if not p.is_continued:
                    return payload
        except (OSError, EOFError, ValueError) as exc:  # (kaitaistruct's EndOfStreamError is an EOFError)
            raise PullError(f"connection lost during the dump: {exc or type(exc).__name__}", file=self.o.server,
                            retry=True) from None

    def start(self, filename, position, flags, checksum):
        from kaitaistruct import KaitaiStream

        statements = [f"SET @master_binlog_checksum = '{checksum}'",
                      f"SET @mariadb_slave_capability = {MARIA_SLAVE_CAPABILITY_GTID}",
                      f"SET @master_heartbeat_period = {int(self.o.heartbeat * 1e9)}"]
        if self.o.semi_sync:  # (MariaDB's and MySQL's name before 8.0.26, and MySQL's since)
            statements.append("SET @rpl_semi_sync_slave = 1, @rpl_semi_sync_replica = 1")
        if self.o.start_gtid is not None and filename == "":
            statements += [f"SET @slave_connect_state = {self.conn.escape(self.o.start_gtid)}",
                           "SET @slave_gtid_strict_mode = 1", "SET @slave_gtid_ignore_duplicates = 0"]
        for sql in statements:
            self.query(sql)
        self.conn._execute_command(0x12, dump_command(filename, position, flags, self.o.server_id)[1:])
        self.conn._sock.settimeout(max(3 * self.o.heartbeat, 5.0))
        self.stream = KaitaiStream(self.conn._rfile)

    def run(self, filename, position, checksum):
        """Dump from (file, position) until EOF (``to_last_log``) or forever."""
        pending = Transaction(self.folder.path)
        try:
            # the events before the first format description (the fake ROTATE) end in a CRC32
            # when the server's binlog_checksum (given back as @master_binlog_checksum) is CRC32
            self._dump(filename, position, 4 if checksum == "CRC32" else 0, pending)
        finally:
            pending.clear()  # (a dump that ends inside a transaction: its events are not written)

    def _dump(self, filename, position, checksum_len, pending):
        from io import BytesIO

        from kaitaistruct import KaitaiStream

        stream_packet = _spec("binlog_stream_packet")
        folder = self.folder
        boundaries = Boundaries(checksum_len)
        name = filename or None  # the server's file the events are from (the fake ROTATE says)
        expect = position  # the server position the next event of the file starts at
        gap_allowed = filename == ""  # a GTID start leaves out the transactions before it in its first file
        semi_sync = None  # whether the events come behind semi-sync headers (the first one says)
        while True:
            payload = self._packet()
            if semi_sync is None and payload[:1] == b"\0":
                semi_sync = self.o.semi_sync and _semi_sync_framed(payload)
                if self.o.semi_sync and not semi_sync:
                    print(f"binlogspec pull: {self.o.server} sends no semi-sync headers (no semi-synchronous "
                          "replication there): the copy goes on without acknowledgements", file=sys.stderr, flush=True)
            packet = stream_packet(bool(semi_sync), KaitaiStream(BytesIO(payload)))
            status = packet.status.name
            if status == "eof":
                if pending:
                    raise PullError("the dump ended inside a transaction", file=name, offset=expect)
                return
            if status != "ok":
                code, message = server_error(payload)
                raise self._dump_error(code, message, name, expect)
            event = packet.event
            header = event.header
            raw = payload[3:] if semi_sync else payload[1:]
            ack = semi_sync and packet.semi_sync_header.flags & 0x01
            code = header.event_type.value if hasattr(header.event_type, "value") else header.event_type
            size = header.event_size
            if len(raw) != size:
                raise PullError(f"the packet holds {len(raw)} bytes, the event's header says {size}",
                                file=name, offset=expect)
            if code == FDE:
                checksum_len = _checksum_len(raw)
                boundaries.checksum_len = checksum_len
            if checksum_len and zlib.crc32(raw[:-4]) != int.from_bytes(raw[-4:], "little"):
                raise PullError(f"{type_name(code)}: the CRC32 does not match the event's bytes as it arrived",
                                file=name, offset=expect)
            self.events += 1
            if event.is_artificial:
                folder.log(f"artificial {type_name(code)} (flags {header.flags:#x}, log_pos {header.log_pos}) not written")
                if code == ROTATE:
                    body = raw[HEADER:size - checksum_len]
                    new = body[8:].decode("utf-8")
                    if pending:
                        raise PullError(f"the server moved to {new} inside a transaction", file=name, offset=expect)
                    if name is not None and new != name:
                        gap_allowed = False
                    name, expect = new, int.from_bytes(body[:8], "little")
                    if folder.current != name:
                        folder.open_file(name)
                        if folder.size > 4 and expect != folder.server_pos:
                            raise PullError(f"the folder holds up to {folder.server_pos}, the server sends from {expect}",
                                            file=name)
                elif code == FDE and folder.size == 4:
                    # a dump from a GTID starts inside the file: its format description comes first, as
                    # the server sends it (log_pos 0: a reader takes the file's positions as not its own)
                    folder.append(raw, folder.server_pos)
                    folder.checksum_len = checksum_len
                continue
            start = header.log_pos - size
            if start > expect and gap_allowed and boundaries.closed and not pending:
                # a GTID start: the file's first events, then the transaction after the GTID
                folder.log(f"{name}: from {start} (the GTID position), after the file's first {expect} bytes")
                expect = start
                gap_allowed = False
            if start != expect:
                raise PullError(f"the server sent an event at {start}; the copy is at {expect}", file=name,
                                offset=expect)
            expect = header.log_pos
            pending.append(raw)
            boundaries.see(code, raw)
            if code == FDE:
                folder.checksum_len = checksum_len
            if boundaries.closed:
                folder.append(pending, expect)
                self.transactions += 1
            if ack:  # (asked on the event that ends a transaction: written, and on disk, first)
                if not boundaries.closed:
                    folder.log(f"{name}: acknowledging {expect} inside a transaction, which is held until its end")
                folder.sync()
                self._acknowledge(name, expect)
            if code == ROTATE or code == STOP:
                folder.log(f"{name} complete at {expect}")

    def _acknowledge(self, name, pos):
        """The semi-sync acknowledgement of the server's ``name`` up to ``pos`` (a new exchange on the
        connection, sequence number 0; the server does not answer it)."""
        ack = semi_sync_ack(name, pos)
        try:
            self.conn._execute_command(ack[0], ack[1:])
        except OSError as exc:
            raise PullError(f"connection lost during the dump: {exc or type(exc).__name__}", file=self.o.server,
                            retry=True) from None

    def _dump_error(self, code, message, name, pos):
        message = " ".join(message.split())
        if code == ER_SPECIFIC_ACCESS_DENIED:
            return PullError(f"the account {self.o.user!r} may not read binlogs (it needs REPLICATION SLAVE): {message}",
                             file=self.o.server)
        if code == ER_MASTER_FATAL_READING_BINLOG:
            if name is None:
                return PullError(f"the server cannot send its binlog from GTID {self.o.start_gtid} (purged, or not in "
                                 f"its binlog): {message}", file=self.o.server)
            return PullError(f"the server cannot send the binlog from here (purged, or not its binlog): {message}",
                             file=name, offset=pos)
        return PullError(f"server error {code}: {message}", file=name or self.o.server, offset=pos)

    def close(self):
        if self.conn is not None:
            try:
                self.conn.close()
            except Exception:  # noqa: BLE001 - a dead connection closes with an error; it is closed either way
                pass
            self.conn = None


def _first_needed(folder: Folder, files, options):
    """(file, position) the dump starts from: the folder's resume point, the --start-file, the
    server's oldest file, or ("", 4) for a GTID start."""
    names = [name for name, _ in files]
    resume = folder.resume_point()
    if resume is not None:
        name, pos = resume
        if name not in names:
            held = folder.names[-1]
            if names and name < names[0]:
                missing = [n for n in _between(name, names[0])]
                raise PullError(f"the server has purged {', '.join(missing)} (its oldest binlog is {names[0]}); the "
                                f"folder holds up to {held}: what was written between is lost to this copy",
                                file=options.server)
            raise PullError(f"the server has no binlog {name} (it has {names[0] if names else 'none'} to "
                            f"{names[-1] if names else 'none'}): is this the server the folder was pulled from?",
                            file=options.server)
        return name, pos
    if options.start_gtid is not None:
        return "", 4
    if options.start_file is not None:
        if options.start_file not in names:
            oldest = names[0] if names else "none"
            if names and options.start_file < oldest:
                raise PullError(f"the server has purged {options.start_file} (its oldest binlog is {oldest})",
                                file=options.server)
            raise PullError(f"the server has no binlog {options.start_file} (it has {oldest} to {names[-1]})",
                            file=options.server)
        return options.start_file, 4
    if not names:
        raise PullError("the server lists no binlog files", file=options.server)
    return names[0], 4


def _between(first, last):
    """The file names from ``first`` up to, not including, ``last`` (same base, numbered)."""
    base, a = first.rsplit(".", 1)
    base_b, b = last.rsplit(".", 1)
    if base != base_b or not (a.isdigit() and b.isdigit()):
        return [first]
    return [f"{base}.{n:0{len(a)}d}" for n in range(int(a), int(b))]


def pull(options: PullOptions) -> dict:
    """Copy the server's binlog into ``options.out``; returns a summary. Raises
    :class:`PullError`. With ``options.stop_never`` it follows the server forever, connecting
    again (waiting 1 s, 2 s, 4 s ... up to ``retry_max``) after a dropped connection."""
    folder = Folder(Path(options.out), options.log)
    wait = 1.0
    totals = {"events": 0, "transactions": 0, "connections": 0}
    try:
        while True:
            dump = Dump(options, folder)
            try:
                dump.connect()
                totals["connections"] += 1
                files, checksum = dump.server_state()
                name, pos = _first_needed(folder, files, options)
                if name:
                    folder.open_file(name)  # (again after a reconnection: the resume may have cut it back)
                flags = SEND_ANNOTATE_ROWS | (0 if options.stop_never else NON_BLOCK)
                dump.start(name, pos, flags, checksum)
                options.log(f"dumping from {name or options.start_gtid}:{pos}{' over TLS' if dump.tls else ''}")
                dump.run(name, pos, checksum)
                return totals
            except PullError as exc:
                if not (exc.retry and options.stop_never):
                    raise
                options.log(f"{exc}; connecting again in {wait:.0f} s")
                time.sleep(wait)
                wait = min(wait * 2, options.retry_max)
            finally:
                totals["events"] += dump.events
                totals["transactions"] += dump.transactions
                if dump.transactions:
                    wait = 1.0
                dump.close()
    finally:
        folder.close()


# --------------------------------------------------------------------------- the command


def add_parser(sub):
    """``binlogspec pull``'s parser."""
    p = sub.add_parser("pull", help="copy a live server's binlog files into a folder, byte for byte, and keep them "
                                    "up to date (resumable)")
    p.add_argument("--host", default="127.0.0.1", help="the server's host (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=3306, help="its port (default 3306)")
    p.add_argument("--socket", metavar="PATH", help="connect through this Unix socket instead of TCP")
    p.add_argument("--user", required=True, help="an account with REPLICATION SLAVE and BINLOG MONITOR "
                                                  "(MariaDB) / REPLICATION CLIENT (MySQL)")
    pw = p.add_mutually_exclusive_group()
    pw.add_argument("--password", default=None, help="its password (visible to other users of the machine: "
                                                     "prefer --password-file or MYSQL_PWD)")
    pw.add_argument("--password-file", metavar="FILE", help="read the password from the first line of FILE")
    p.add_argument("--out", required=True, metavar="DIR", help="the folder of the copy (resumed when it holds one)")
    start = p.add_mutually_exclusive_group()
    start.add_argument("--start-file", metavar="NAME", help="the first file to copy (default: the server's oldest)")
    start.add_argument("--start-gtid", metavar="GTIDS", help="MariaDB: start after this GTID position "
                                                              "(domain-server-seq, comma-separated per domain)")
    stop = p.add_mutually_exclusive_group()
    stop.add_argument("--to-last-log", action="store_true",
                      help="stop at the end of the server's current file (the default)")
    stop.add_argument("--stop-never", action="store_true",
                      help="follow the server: wait for new events, follow its rotations, connect again "
                           "after a dropped connection")
    p.add_argument("--server-id", type=int, default=65535, help="the replica id of the dump (default 65535; "
                                                                 "unique among the server's replicas)")
    p.add_argument("--ssl-mode", choices=["disabled", "preferred", "required", "verify-ca", "verify-identity"],
                   default="preferred", help="TLS (default: preferred, as the mariadb client)")
    p.add_argument("--ssl-ca", metavar="FILE", help="the CA certificate to check the server's against")
    p.add_argument("--ssl-cert", metavar="FILE", help="a client certificate")
    p.add_argument("--ssl-key", metavar="FILE", help="its key")
    p.add_argument("--semi-sync", action="store_true",
                   help="acknowledge each transaction to a server with semi-synchronous replication on, once it is "
                        "written and synced to disk: the server's commits wait for the copy")
    p.add_argument("--verbose", "-v", action="store_true", help="say on stderr what the pull does")
    p.set_defaults(func=cmd_pull)


def cmd_pull(args, out=None) -> int:
    password = args.password
    if args.password_file is not None:
        try:
            with open(args.password_file, encoding="utf-8") as fh:
                password = fh.readline().rstrip("\r\n")
        except OSError as exc:
            print(f"binlogspec pull: {args.password_file}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    if password is None:
        password = os.environ.get("MYSQL_PWD", "")
    if args.start_gtid is not None and not MARIADB_GTIDS.fullmatch(args.start_gtid.replace(" ", "")):
        print(f"binlogspec pull: --start-gtid {args.start_gtid!r}: give MariaDB GTIDs, domain-server-seq, "
              "comma-separated (one per domain)", file=sys.stderr)
        return 2

    def log(line):
        if args.verbose:
            print(f"binlogspec pull: {line}", file=sys.stderr, flush=True)

    options = PullOptions(out=Path(args.out), host=args.host, port=args.port, socket=args.socket, user=args.user,
                          password=password, start_file=args.start_file, start_gtid=args.start_gtid,
                          stop_never=args.stop_never, server_id=args.server_id, ssl_ca=args.ssl_ca,
                          ssl_cert=args.ssl_cert, ssl_key=args.ssl_key, ssl_mode=args.ssl_mode,
                          semi_sync=args.semi_sync, log=log)
    try:
        totals = pull(options)
    except PullError as exc:
        print(f"binlogspec pull: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"binlogspec pull: {exc.filename or args.out}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    log(f"{totals['transactions']} transactions, {totals['events']} events over {totals['connections']} connection(s)")
    return 0
