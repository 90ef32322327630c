# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class IgnorableLogEvent(KaitaiStruct):
    """The base type of events that a reader which does not understand them may skip (they carry
    LOG_EVENT_IGNORABLE_F in the header flags). The type code itself is not written by any
    released server; its body has no defined layout and is kept raw.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Ignorable__event.html
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(IgnorableLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.data = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass


