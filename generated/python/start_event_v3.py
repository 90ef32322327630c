# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class StartEventV3(KaitaiStruct):
    """The first event of a binlog v1 (MySQL 3.23) or v3 (MySQL 4.0 and 4.1) file. It names the
    format version and the server that wrote the file; unlike the v4 FORMAT_DESCRIPTION_EVENT it
    says nothing about header or post-header lengths, which for these versions are fixed.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(StartEventV3, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.binlog_version = self._io.read_u2le()
        self.server_version = (KaitaiStream.bytes_terminate(self._io.read_bytes(50), 0, False)).decode(u"ASCII")
        self.create_timestamp = self._io.read_u4le()


    def _fetch_instances(self):
        pass


