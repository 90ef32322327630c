"""python-mysql-replication (PyPI ``mysql-replication``) reading a binlog *file* instead of a live
server, for the benchmark in bench/run.py.

    python bench/peers/pymysqlreplication_adapter.py FILE     # prints {"rows": N, ...} as JSON

The library only knows how to pull events from a replication connection: ``BinLogStreamReader``
reads a pymysql packet per event (an OK byte 0x00, then the event's bytes) and hands it to
``pymysqlreplication.packet.BinLogPacketWrapper``, which picks the event class and decodes it.
Here the events come from the file instead: each one is wrapped in a real
``pymysql.protocol.MysqlPacket`` behind a 0x00 byte and given to the same wrapper, with the state
the stream reader would keep between events (the table map dict, the FORMAT_DESCRIPTION event's
server version and post-header lengths, whether events carry a CRC32). The "control connection"
is a stand-in that only answers the two questions the decoders ask of it (its charset and
whether the server is MariaDB); it never talks to a server. Column names come from the table
map's optional metadata (the benchmark server writes ``binlog_row_metadata=FULL``), so
``optional_meta_data=True`` is passed and the library never looks them up over SQL.
"""

import json
import struct
import sys
import time

from pymysql.protocol import MysqlPacket
from pymysqlreplication import constants
from pymysqlreplication.event import FormatDescriptionEvent, RotateEvent
from pymysqlreplication.packet import BinLogPacketWrapper
from pymysqlreplication.row_event import DeleteRowsEvent, TableMapEvent, UpdateRowsEvent, WriteRowsEvent

MAGIC = b"\xfebin"
HEADER = struct.Struct("<IBIIIH")  # timestamp, type, server id, event size, next position, flags
ROWS_EVENTS = (WriteRowsEvent, UpdateRowsEvent, DeleteRowsEvent)


class OfflineConnection:
    """What the event classes read from the control connection, with no server behind it."""

    def __init__(self, dbms="mariadb", charset="utf8mb4"):
        self.charset = charset
        self._dbms = dbms

    def _get_dbms(self):
        return self._dbms

    def cursor(self):  # only reached if a table map lacked column names
        raise RuntimeError("this binlog's table maps carry no column names; "
                           "the offline adapter cannot ask a server for them")


def raw_events(path):
    """The bytes of each event of a binlog file, in order."""
    with open(path, "rb") as f:
        if f.read(4) != MAGIC:
            raise ValueError(f"{path}: not a binlog file")
        while True:
            header = f.read(HEADER.size)
            if not header:
                return
            if len(header) < HEADER.size:
                raise ValueError(f"{path}: truncated event header")
            size = HEADER.unpack(header)[3]
            rest = f.read(size - HEADER.size)
            if len(rest) != size - HEADER.size:
                raise ValueError(f"{path}: truncated event")
            yield header + rest


def checksum_of(fde):
    """Whether the events after this FORMAT_DESCRIPTION event end in a CRC32: the event's last
    five bytes are the checksum algorithm (1 = CRC32) and the FDE's own checksum."""
    return fde[-5] == 1


def events(path, dbms="mariadb"):
    """Decoded events of a binlog file, as ``BinLogStreamReader.fetchone`` would give them."""
    conn = OfflineConnection(dbms)
    table_map = {}
    mysql_version = (0, 0, 0)
    post_header_lengths = None
    use_checksum = False
    allowed = {FormatDescriptionEvent, RotateEvent, TableMapEvent, *ROWS_EVENTS}
    for raw in raw_events(path):
        if raw[4] == constants.FORMAT_DESCRIPTION_EVENT:
            use_checksum = checksum_of(raw)
        wrapped = BinLogPacketWrapper(
            MysqlPacket(b"\x00" + raw, "utf8"), table_map, conn, mysql_version, use_checksum, allowed,
            None, None, None, None, False,  # only/ignored tables and schemas, freeze_schema
            False,  # ignore_decode_errors
            False,  # verify_checksum (the file's CRCs are not what is measured)
            True,  # optional_meta_data: names, charsets, ENUM labels from the table map
            False,  # enable_logging
            False,  # use_column_name_cache
            post_header_lengths,
        )
        event = wrapped.event
        if event is None:
            continue
        if isinstance(event, FormatDescriptionEvent):
            mysql_version = event.mysql_version
            post_header_lengths = event.post_header_len
        elif isinstance(event, TableMapEvent):
            table_map[event.table_id] = event.get_table()
        yield event


def count_rows(path, dbms="mariadb"):
    """Row changes of every rows event, with every value of every image touched; returns
    (row changes, values touched)."""
    rows = touched = 0
    for event in events(path, dbms):
        if not isinstance(event, ROWS_EVENTS):
            continue
        for row in event.rows:
            rows += 1
            for key in ("values", "before_values", "after_values"):
                image = row.get(key)
                if image is not None:
                    for value in image.values():
                        touched += value is not None
    return rows, touched


def main(argv):
    path = argv[1]
    started = time.monotonic()
    rows, touched = count_rows(path)
    print(json.dumps({"rows": rows, "values": touched, "seconds": time.monotonic() - started}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
