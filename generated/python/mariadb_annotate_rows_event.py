# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MariadbAnnotateRowsEvent(KaitaiStruct):
    """The statement that produced the row events after it, written when binlog_annotate_row_events
    is on (the default since MariaDB 10.2.4). Unlike MySQL's ROWS_QUERY_LOG_EVENT it has no
    length byte: the text fills the body.
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/annotate_rows_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(MariadbAnnotateRowsEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.statement = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass


