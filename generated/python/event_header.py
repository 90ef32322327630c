# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import event_type


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class EventHeader(KaitaiStruct):
    """The header every event starts with. Binlog v1 (MySQL 3.23) writes 13 bytes and stops after
    event_size; v3 and v4 write 19 bytes. Some patched servers (Google's MySQL 5.1) announce a
    longer header (23, 27 or 31 bytes) in the format description event; the bytes past the 19th
    are kept as `extra_headers`.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Log__event__header.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/2-binlog-event-header/
    """
    def __init__(self, len_header, _io, _parent=None, _root=None):
        super(EventHeader, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_header = len_header
        self._read()

    def _read(self):
        self.timestamp = self._io.read_u4le()
        self.event_type = KaitaiStream.resolve_enum(event_type.EventType.Code, self._io.read_u1())
        self.server_id = self._io.read_u4le()
        self.event_size = self._io.read_u4le()
        if self.len_header >= 19:
            pass
            self.log_pos = self._io.read_u4le()

        if self.len_header >= 19:
            pass
            self.flags = self._io.read_u2le()

        if self.len_header > 19:
            pass
            self.extra_headers = self._io.read_bytes(self.len_header - 19)



    def _fetch_instances(self):
        pass
        if self.len_header >= 19:
            pass

        if self.len_header >= 19:
            pass

        if self.len_header > 19:
            pass



