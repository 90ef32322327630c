# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class XaPrepareLogEvent(KaitaiStruct):
    """Ends the event group of an XA transaction that was prepared (XA PREPARE) or committed in one
    phase (XA COMMIT ... ONE PHASE), in the place of the XID event of an ordinary transaction. It
    carries the XA transaction id: format id, global transaction id and branch qualifier. MySQL
    5.7.7+ and MariaDB 10.5+ write the same layout. The post-header is empty.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(XaPrepareLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.one_phase = self._io.read_u1()
        self.format_id = self._io.read_s4le()
        self.len_gtrid = self._io.read_u4le()
        if not self.len_gtrid <= 64:
            raise kaitaistruct.ValidationGreaterThanError(64, self.len_gtrid, self._io, u"/seq/2")
        self.len_bqual = self._io.read_u4le()
        if not self.len_bqual <= 64:
            raise kaitaistruct.ValidationGreaterThanError(64, self.len_bqual, self._io, u"/seq/3")
        self.gtrid = self._io.read_bytes(self.len_gtrid)
        self.bqual = self._io.read_bytes(self.len_bqual)


    def _fetch_instances(self):
        pass


