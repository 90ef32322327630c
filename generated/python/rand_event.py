# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class RandEvent(KaitaiStruct):
    """In statement-based logging, the state of the RAND() generator before the next QUERY_EVENT,
    so that a replica computes the same random numbers.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rand__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/rand_event/
    """
    def __init__(self, len_post_header, _io, _parent=None, _root=None):
        super(RandEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self._read()

    def _read(self):
        if self.len_post_header > 0:
            pass
            self.post_header = self._io.read_bytes(self.len_post_header)

        self.seed1 = self._io.read_u8le()
        self.seed2 = self._io.read_u8le()


    def _fetch_instances(self):
        pass
        if self.len_post_header > 0:
            pass



