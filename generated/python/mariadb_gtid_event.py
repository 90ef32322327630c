# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MariadbGtidEvent(KaitaiStruct):
    """Opens an event group (a transaction, or a single DDL statement) in MariaDB 10.0+ and gives
    it its GTID, printed domain_id-server_id-seq_no, the server id coming from the event header.
    After the fixed 13 bytes come, each only when a flag asks for it: the group commit id, the
    XA transaction id, and from MariaDB 10.5 an extra-flags byte with its own optional fields
    (number of extra engines, the sequence number of the START ALTER that a COMMIT or ROLLBACK
    ALTER finishes, from 11.5 the thread id). The server pads the body with zero bytes to at
    least 19 bytes, so a zero extra-flags byte may be padding.
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.h
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.8/sql/log_event_server.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/gtid_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(MariadbGtidEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.seq_no = self._io.read_u8le()
        self.domain_id = self._io.read_u4le()
        self.flags2 = self._io.read_u1()
        if self.flags2 & 2 != 0:
            pass
            self.commit_id = self._io.read_u8le()

        if self.flags2 & 192 != 0:
            pass
            self.xid = MariadbGtidEvent.XaXid(self._io, self, self._root)

        if self.has_flags_extra:
            pass
            self.flags_extra = self._io.read_u1()

        if  ((self.has_flags_extra) and (self.flags_extra & 1 != 0)) :
            pass
            self.extra_engines = self._io.read_u1()

        if  ((self.has_flags_extra) and (self.flags_extra & 12 != 0)) :
            pass
            self.sa_seq_no = self._io.read_u8le()

        if  ((self.has_flags_extra) and (self.flags_extra & 16 != 0)) :
            pass
            self.thread_id = self._io.read_u4le()

        self.padding = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        if self.flags2 & 2 != 0:
            pass

        if self.flags2 & 192 != 0:
            pass
            self.xid._fetch_instances()

        if self.has_flags_extra:
            pass

        if  ((self.has_flags_extra) and (self.flags_extra & 1 != 0)) :
            pass

        if  ((self.has_flags_extra) and (self.flags_extra & 12 != 0)) :
            pass

        if  ((self.has_flags_extra) and (self.flags_extra & 16 != 0)) :
            pass


    class XaXid(KaitaiStruct):
        """An XA transaction id in MariaDB's short form (1-byte lengths)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(MariadbGtidEvent.XaXid, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.format_id = self._io.read_s4le()
            self.len_gtrid = self._io.read_u1()
            if not self.len_gtrid <= 64:
                raise kaitaistruct.ValidationGreaterThanError(64, self.len_gtrid, self._io, u"/types/xa_xid/seq/1")
            self.len_bqual = self._io.read_u1()
            if not self.len_bqual <= 64:
                raise kaitaistruct.ValidationGreaterThanError(64, self.len_bqual, self._io, u"/types/xa_xid/seq/2")
            self.gtrid = self._io.read_bytes(self.len_gtrid)
            self.bqual = self._io.read_bytes(self.len_bqual)


        def _fetch_instances(self):
            pass


    @property
    def has_flags_extra(self):
        """Whether the body goes on past the commit id and XA id."""
        if hasattr(self, '_m_has_flags_extra'):
            return self._m_has_flags_extra

        self._m_has_flags_extra = self._io.size() > self.ofs_flags_extra
        return getattr(self, '_m_has_flags_extra', None)

    @property
    def ofs_flags_extra(self):
        """Where the extra-flags byte starts when present."""
        if hasattr(self, '_m_ofs_flags_extra'):
            return self._m_ofs_flags_extra

        self._m_ofs_flags_extra = (13 + (8 if self.flags2 & 2 != 0 else 0)) + ((6 + self.xid.len_gtrid) + self.xid.len_bqual if self.flags2 & 192 != 0 else 0)
        return getattr(self, '_m_ofs_flags_extra', None)


