# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ComRegisterSlave(KaitaiStruct):
    """The payload a replica sends to register itself before a dump, so that SHOW SLAVE HOSTS (SHOW
    REPLICAS) lists it: its server id, the host, account and port it reports and two fields the
    servers ignore. An archiver may send it or not; the dump does not depend on it.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_register_replica.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/com_register_slave/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(ComRegisterSlave, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.command = self._io.read_u1()
        if not self.command == 21:
            raise kaitaistruct.ValidationNotEqualError(21, self.command, self._io, u"/seq/0")
        self.server_id = self._io.read_u4le()
        self.len_hostname = self._io.read_u1()
        self.hostname = (self._io.read_bytes(self.len_hostname)).decode(u"UTF-8")
        self.len_user = self._io.read_u1()
        self.user = (self._io.read_bytes(self.len_user)).decode(u"UTF-8")
        self.len_password = self._io.read_u1()
        self.password = (self._io.read_bytes(self.len_password)).decode(u"UTF-8")
        self.port = self._io.read_u2le()
        self.replication_rank = self._io.read_u4le()
        self.master_id = self._io.read_u4le()


    def _fetch_instances(self):
        pass


