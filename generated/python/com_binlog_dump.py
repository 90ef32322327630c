# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ComBinlogDump(KaitaiStruct):
    """The payload that asks the server to send its binlog from a file and position. The server then
    answers with a stream of packets, each an OK byte and one event (binlog_stream_packet), until
    an error, or the end of the last file when the non-blocking flag is set (an EOF packet), or
    forever. An empty file name with position 4 starts at MariaDB's GTID position given by
    @slave_connect_state. The position is 4 bytes: a file past 4 GiB is read from its start.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/com_binlog_dump/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(ComBinlogDump, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.command = self._io.read_u1()
        if not self.command == 18:
            raise kaitaistruct.ValidationNotEqualError(18, self.command, self._io, u"/seq/0")
        self.binlog_pos = self._io.read_u4le()
        self.flags = self._io.read_u2le()
        self.server_id = self._io.read_u4le()
        self.binlog_filename = (self._io.read_bytes_full()).decode(u"UTF-8")


    def _fetch_instances(self):
        pass


