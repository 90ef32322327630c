# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class RotateEvent(KaitaiStruct):
    """The last event of a binlog file that was closed because a new one was opened (size limit,
    FLUSH LOGS), naming the next file and the position to read it from. Replicas also receive
    "fake" rotate events at the start of a dump. Binlog v1 had no post-header (no position).
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rotate__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/rotate_event/
    """
    def __init__(self, len_post_header, _io, _parent=None, _root=None):
        super(RotateEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self._read()

    def _read(self):
        if self.len_post_header >= 8:
            pass
            self.position = self._io.read_u8le()

        if self.len_post_header > 8:
            pass
            self.post_header_extra = self._io.read_bytes(self.len_post_header - 8)

        self.next_log_name = (self._io.read_bytes_full()).decode(u"UTF-8")


    def _fetch_instances(self):
        pass
        if self.len_post_header >= 8:
            pass

        if self.len_post_header > 8:
            pass



