# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class AppendBlockEvent(KaitaiStruct):
    """A further block of the data file of a LOAD DATA INFILE, appended to the file that the
    CREATE_FILE_EVENT or BEGIN_LOAD_QUERY_EVENT with the same file id started.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Append__block__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/append_block_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(AppendBlockEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.file_id = self._io.read_u4le()
        self.block = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass


