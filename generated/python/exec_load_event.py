# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ExecLoadEvent(KaitaiStruct):
    """MySQL 4.0's LOAD DATA INFILE: run the load whose file the CREATE_FILE_EVENT (and
    APPEND_BLOCK_EVENTs) with this file id sent.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/internals/en/exec-load-event.html
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(ExecLoadEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.file_id = self._io.read_u4le()


    def _fetch_instances(self):
        pass


