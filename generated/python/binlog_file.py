# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import event_header


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class BinlogFile(KaitaiStruct):
    """A binary log file: the 4-byte magic, then events back to back until the end of the file.
    Every event's header starts with the same 13 bytes in every binlog version (timestamp, type
    code, server id, event size), so the file can be cut into events without knowing anything
    else; that is what this spec does. Decoding an event's body needs the context its format
    description event gives (header length, checksum algorithm, post-header lengths) and, for row
    events, the TABLE_MAP event of their table: pass each frame's bytes (`header` + `rest`) to
    `binlog_event` with that context, carried from event to event by the reader. A MySQL 8.0
    file written with binlog_encryption=ON starts with `fd 62 69 6e` instead and does not match
    this spec.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/replication-protocol/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(BinlogFile, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.magic = self._io.read_bytes(4)
        if not self.magic == b"\xFE\x62\x69\x6E":
            raise kaitaistruct.ValidationNotEqualError(b"\xFE\x62\x69\x6E", self.magic, self._io, u"/seq/0")
        self.events = []
        i = 0
        while not self._io.is_eof():
            self.events.append(BinlogFile.EventFrame(self._io, self, self._root))
            i += 1



    def _fetch_instances(self):
        pass
        for i in range(len(self.events)):
            pass
            self.events[i]._fetch_instances()


    class EventFrame(KaitaiStruct):
        """One event, cut out by its size; the body left undecoded."""
        def __init__(self, _io, _parent=None, _root=None):
            super(BinlogFile.EventFrame, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.header = event_header.EventHeader(13, self._io)
            self.rest = self._io.read_bytes(self.header.event_size - 13)


        def _fetch_instances(self):
            pass
            self.header._fetch_instances()

        @property
        def len_event(self):
            """Size of the whole event, header and checksum included."""
            if hasattr(self, '_m_len_event'):
                return self._m_len_event

            self._m_len_event = self.header.event_size
            return getattr(self, '_m_len_event', None)



