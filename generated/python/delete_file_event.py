# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class DeleteFileEvent(KaitaiStruct):
    """Discard the LOAD DATA file with this file id without loading it (the statement failed on
    the source).
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Delete__file__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/delete_file_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(DeleteFileEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.file_id = self._io.read_u4le()


    def _fetch_instances(self):
        pass


