# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class HeartbeatLogEvent(KaitaiStruct):
    """Keep-alive that a source sends to a replica while it has no events to send; it is never
    written to a binlog, only seen in the replication stream (and so in tools that record it).
    The header's log_pos is the source's current position; the body names its current file.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/heartbeat_log_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(HeartbeatLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.log_name = (self._io.read_bytes_full()).decode(u"UTF-8")


    def _fetch_instances(self):
        pass


