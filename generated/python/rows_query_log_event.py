# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class RowsQueryLogEvent(KaitaiStruct):
    """MySQL (5.6+) with binlog_rows_query_log_events=ON: the text of the statement whose row
    events follow, for information only; a replica does not run it.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rows__query__event.html
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(RowsQueryLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_query_low = self._io.read_u1()
        self.query = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass


