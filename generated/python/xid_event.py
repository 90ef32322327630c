# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class XidEvent(KaitaiStruct):
    """The COMMIT of a transaction that changed a transactional (XA-capable) engine; it closes the
    event group that BEGIN (or a GTID event) opened.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Xid__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/xid_event/
    """
    def __init__(self, len_post_header, _io, _parent=None, _root=None):
        super(XidEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self._read()

    def _read(self):
        if self.len_post_header > 0:
            pass
            self.post_header = self._io.read_bytes(self.len_post_header)

        self.xid = self._io.read_u8le()


    def _fetch_instances(self):
        pass
        if self.len_post_header > 0:
            pass



