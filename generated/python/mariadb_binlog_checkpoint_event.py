# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MariadbBinlogCheckpointEvent(KaitaiStruct):
    """Names the oldest binary log file that crash recovery still needs: the storage engines have
    made every transaction in older files durable. Written at the start of each file and again
    whenever that oldest file changes.
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/binlog_checkpoint_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(MariadbBinlogCheckpointEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_binlog_file_name = self._io.read_u4le()
        self.binlog_file_name = (self._io.read_bytes(self.len_binlog_file_name)).decode(u"UTF-8")


    def _fetch_instances(self):
        pass


