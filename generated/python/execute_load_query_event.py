# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import query_event
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ExecuteLoadQueryEvent(KaitaiStruct):
    """The LOAD DATA statement (MySQL 5.0.3 and later) that loads the file sent by the
    BEGIN_LOAD_QUERY and APPEND_BLOCK events with the same file id. It is a QUERY_EVENT whose
    post-header has 13 more bytes: the file id, where the file name sits inside the statement
    text (so that a replica can substitute its local copy), and the duplicate handling.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Execute__load__query__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/execute_load_query_event/
    """

    class DupHandling(IntEnum):
        error = 0
        ignore = 1
        replace = 2
    def __init__(self, len_post_header, _io, _parent=None, _root=None):
        super(ExecuteLoadQueryEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self._read()

    def _read(self):
        self.thread_id = self._io.read_u4le()
        self.exec_time = self._io.read_u4le()
        self.len_db = self._io.read_u1()
        self.error_code = self._io.read_u2le()
        self.len_status_vars = self._io.read_u2le()
        self.file_id = self._io.read_u4le()
        self.ofs_file_name_start = self._io.read_u4le()
        self.ofs_file_name_end = self._io.read_u4le()
        self.dup_handling = KaitaiStream.resolve_enum(ExecuteLoadQueryEvent.DupHandling, self._io.read_u1())
        if self.len_post_header > 26:
            pass
            self.post_header_extra = self._io.read_bytes(self.len_post_header - 26)

        self._raw_status_vars = self._io.read_bytes(self.len_status_vars)
        _io__raw_status_vars = KaitaiStream(BytesIO(self._raw_status_vars))
        self.status_vars = query_event.QueryEvent.StatusVars(_io__raw_status_vars)
        self.db = (self._io.read_bytes(self.len_db)).decode(u"UTF-8")
        self.db_terminator = self._io.read_bytes(1)
        if not self.db_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.db_terminator, self._io, u"/seq/12")
        self.query = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        if self.len_post_header > 26:
            pass

        self.status_vars._fetch_instances()


