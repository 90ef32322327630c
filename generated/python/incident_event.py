# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class IncidentEvent(KaitaiStruct):
    """Tells replicas that something happened on the source that may leave them out of step (for
    example, changes that could not be logged); a replica stops when it reads one.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Incident__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/incident_event/
    """

    class IncidentType(IntEnum):
        none = 0
        lost_events = 1
    def __init__(self, _io, _parent=None, _root=None):
        super(IncidentEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.incident = KaitaiStream.resolve_enum(IncidentEvent.IncidentType, self._io.read_u2le())
        self.len_message = self._io.read_u1()
        self.message = (self._io.read_bytes(self.len_message)).decode(u"UTF-8")


    def _fetch_instances(self):
        pass


