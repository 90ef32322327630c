# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MariadbGtidListEvent(KaitaiStruct):
    """The binary log state at the start of a file: for each replication domain and server id, the
    last GTID written in an earlier file. A server also sends it to a replica, with flags set,
    when the replica connects by GTID.
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/gtid_list_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(MariadbGtidListEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.num_gtids_and_flags = self._io.read_u4le()
        self.gtids = []
        for i in range(self.num_gtids):
            self.gtids.append(MariadbGtidListEvent.Gtid(self._io, self, self._root))

        self.padding = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        for i in range(len(self.gtids)):
            pass
            self.gtids[i]._fetch_instances()


    class Gtid(KaitaiStruct):
        """One GTID, printed domain_id-server_id-seq_no."""
        def __init__(self, _io, _parent=None, _root=None):
            super(MariadbGtidListEvent.Gtid, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.domain_id = self._io.read_u4le()
            self.server_id = self._io.read_u4le()
            self.seq_no = self._io.read_u8le()


        def _fetch_instances(self):
            pass


    @property
    def list_flags(self):
        """Bit 0 (FLAG_UNTIL_REACHED) and bit 1 (FLAG_IGN_GTIDS), set only in events a server sends to replicas."""
        if hasattr(self, '_m_list_flags'):
            return self._m_list_flags

        self._m_list_flags = self.num_gtids_and_flags >> 28
        return getattr(self, '_m_list_flags', None)

    @property
    def num_gtids(self):
        if hasattr(self, '_m_num_gtids'):
            return self._m_num_gtids

        self._m_num_gtids = self.num_gtids_and_flags & 268435455
        return getattr(self, '_m_num_gtids', None)


