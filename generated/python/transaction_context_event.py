# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class TransactionContextEvent(KaitaiStruct):
    """Group Replication's certification data for a transaction: which server and thread ran it,
    the GTID set it was executed against, and the hashes of the rows it wrote (its write set).
    The event travels in the group's messages and appears in relay logs of the group
    replication channels, not in a server's own binary log. All lengths come in a fixed
    18-byte block before the variable parts.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp
    
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Transaction__context__event.html
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(TransactionContextEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_server_uuid = self._io.read_u1()
        self.thread_id = self._io.read_u4le()
        self.gtid_specified = self._io.read_u1()
        self.len_snapshot_version = self._io.read_u4le()
        self.num_write_set_items = self._io.read_u4le()
        self.num_read_set_items = self._io.read_u4le()
        self.server_uuid = (self._io.read_bytes(self.len_server_uuid)).decode(u"ASCII")
        self.snapshot_version = self._io.read_bytes(self.len_snapshot_version)
        self.write_set = []
        for i in range(self.num_write_set_items):
            self.write_set.append(TransactionContextEvent.SetItem(self._io, self, self._root))

        self.read_set = []
        for i in range(self.num_read_set_items):
            self.read_set.append(TransactionContextEvent.SetItem(self._io, self, self._root))



    def _fetch_instances(self):
        pass
        for i in range(len(self.write_set)):
            pass
            self.write_set[i]._fetch_instances()

        for i in range(len(self.read_set)):
            pass
            self.read_set[i]._fetch_instances()


    class SetItem(KaitaiStruct):
        """One hash, behind a 2-byte length."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TransactionContextEvent.SetItem, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_hash = self._io.read_u2le()
            self.hash = self._io.read_bytes(self.len_hash)


        def _fetch_instances(self):
            pass



