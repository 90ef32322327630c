# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ComQuery(KaitaiStruct):
    """The payload of a text statement sent to the server. A binlog client sends its settings this
    way before the dump: SET @master_binlog_checksum (the checksum it can check, which makes the
    server send events with their CRC32), SET @mariadb_slave_capability (which events of MariaDB
    it understands: 4 is MARIA_SLAVE_CAPABILITY_GTID) and, for MariaDB's GTID start,
    SET @slave_connect_state to the GTID position to start after.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_query.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/com_query/
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/gtid/#using-current_pos-vs-slave_pos
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(ComQuery, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.command = self._io.read_u1()
        if not self.command == 3:
            raise kaitaistruct.ValidationNotEqualError(3, self.command, self._io, u"/seq/0")
        self.query = (self._io.read_bytes_full()).decode(u"UTF-8")


    def _fetch_instances(self):
        pass


