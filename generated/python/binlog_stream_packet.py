# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import event_header
from enum import IntEnum
import event_type


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class BinlogStreamPacket(KaitaiStruct):
    """The payload of each packet a server sends after COM_BINLOG_DUMP or COM_BINLOG_DUMP_GTID: an OK
    byte and one event exactly as the server's binlog file holds it (header, body, CRC32 when the
    client set @master_binlog_checksum), or an ERR or EOF packet (parse the whole payload with
    response_packet). With semi-synchronous replication asked for (rpl_semi_sync_slave), a
    two-byte header before the event says whether the server waits for an acknowledgement.
    
    Some events are not in the file: a fake ROTATE first, naming the file the dump reads
    (LOG_EVENT_ARTIFICIAL_F, log_pos 0, timestamp 0); the file's format description again when the
    dump starts past it (log_pos 0); on MariaDB, a fake GTID_LIST after a GTID start; HEARTBEAT
    events while the source is idle. `is_artificial` says which to leave out of a copy.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/com_binlog_dump/
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/10.11/sql/sql_repl.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/semisynchronous-replication/
    """

    class StreamStatus(IntEnum):
        ok = 0
        eof = 254
        err = 255
    def __init__(self, semi_sync, _io, _parent=None, _root=None):
        super(BinlogStreamPacket, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.semi_sync = semi_sync
        self._read()

    def _read(self):
        self.status = KaitaiStream.resolve_enum(BinlogStreamPacket.StreamStatus, self._io.read_u1())
        if  ((self.status == BinlogStreamPacket.StreamStatus.ok) and (self.semi_sync)) :
            pass
            self.semi_sync_header = BinlogStreamPacket.SemiSyncHeader(self._io, self, self._root)

        if self.status == BinlogStreamPacket.StreamStatus.ok:
            pass
            self.event = BinlogStreamPacket.StreamEvent(self._io, self, self._root)

        if self.status != BinlogStreamPacket.StreamStatus.ok:
            pass
            self.rest = self._io.read_bytes_full()



    def _fetch_instances(self):
        pass
        if  ((self.status == BinlogStreamPacket.StreamStatus.ok) and (self.semi_sync)) :
            pass
            self.semi_sync_header._fetch_instances()

        if self.status == BinlogStreamPacket.StreamStatus.ok:
            pass
            self.event._fetch_instances()

        if self.status != BinlogStreamPacket.StreamStatus.ok:
            pass


    class SemiSyncHeader(KaitaiStruct):
        """The header semi-synchronous replication puts before an event."""
        def __init__(self, _io, _parent=None, _root=None):
            super(BinlogStreamPacket.SemiSyncHeader, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.magic = self._io.read_bytes(1)
            if not self.magic == b"\xEF":
                raise kaitaistruct.ValidationNotEqualError(b"\xEF", self.magic, self._io, u"/types/semi_sync_header/seq/0")
            self.flags = self._io.read_u1()


        def _fetch_instances(self):
            pass


    class StreamEvent(KaitaiStruct):
        """One binlog event as sent."""
        def __init__(self, _io, _parent=None, _root=None):
            super(BinlogStreamPacket.StreamEvent, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.header = event_header.EventHeader(19, self._io)
            self.data = self._io.read_bytes(self.header.event_size - 19)


        def _fetch_instances(self):
            pass
            self.header._fetch_instances()

        @property
        def is_artificial(self):
            """Made up for the dump, not in the file: LOG_EVENT_ARTIFICIAL_F (0x20) on the fake
            ROTATE and MariaDB's fake GTID_LIST, log_pos 0 on a format description sent again,
            and heartbeats.
            """
            if hasattr(self, '_m_is_artificial'):
                return self._m_is_artificial

            self._m_is_artificial =  ((self.header.flags & 32 != 0) or (self.header.log_pos == 0) or (self.header.event_type == event_type.EventType.Code.heartbeat_log_event) or (self.header.event_type == event_type.EventType.Code.heartbeat_log_event_v2)) 
            return getattr(self, '_m_is_artificial', None)



