# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ViewChangeEvent(KaitaiStruct):
    """Group Replication marks a change of the group's membership (a view change) with this event
    in the group_replication_applier relay log and the binary log. It carries the new view's id
    and, for a joining member, the certification information it needs: a map from write-set
    hash to the GTID set in which that row was last changed.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp
    
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1View__change__event.html
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(ViewChangeEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.view_id = (KaitaiStream.bytes_terminate(self._io.read_bytes(40), 0, False)).decode(u"ASCII")
        self.seq_number = self._io.read_s8le()
        self.num_cert_info = self._io.read_u4le()
        self.cert_info = []
        for i in range(self.num_cert_info):
            self.cert_info.append(ViewChangeEvent.CertInfoEntry(self._io, self, self._root))



    def _fetch_instances(self):
        pass
        for i in range(len(self.cert_info)):
            pass
            self.cert_info[i]._fetch_instances()


    class CertInfoEntry(KaitaiStruct):
        """One entry of the certification information."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ViewChangeEvent.CertInfoEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_key = self._io.read_u2le()
            self.key = self._io.read_bytes(self.len_key)
            self.len_value = self._io.read_u4le()
            self.value = self._io.read_bytes(self.len_value)


        def _fetch_instances(self):
            pass



