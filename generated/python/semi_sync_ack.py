# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class SemiSyncAck(KaitaiStruct):
    """The payload a replica sends back when an event of the dump came behind a semi-sync header
    whose flag asks for an acknowledgement (binlog_stream_packet's semi_sync_header; the source
    asks on the event that ends a transaction): the marker, the position just after that event in
    the source's file, and the file's name. The source tells its client the transaction committed
    once a replica has acknowledged it, or once rpl_semi_sync_master_timeout has passed without an
    acknowledgement (it then goes on asynchronously). The packet starts a new exchange (sequence
    number 0) on the dump's connection, carries no CRC32, and is not answered; one sent for an
    event whose flag asked for none ends the connection.
    
    .. seealso::
       Source - https://mariadb.com/kb/en/semisynchronous-replication/
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/10.11/sql/semisync_slave.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/plugin/semisync/semisync_replica.cc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(SemiSyncAck, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.magic = self._io.read_bytes(1)
        if not self.magic == b"\xEF":
            raise kaitaistruct.ValidationNotEqualError(b"\xEF", self.magic, self._io, u"/seq/0")
        self.binlog_pos = self._io.read_u8le()
        self.binlog_filename = (self._io.read_bytes_full()).decode(u"UTF-8")


    def _fetch_instances(self):
        pass


