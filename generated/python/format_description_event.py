# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class FormatDescriptionEvent(KaitaiStruct):
    """The first event of every binlog v4 file (and of every relay log and every new master
    connection): it tells a reader how to frame and decode everything after it. It repeats the
    START_EVENT_V3 fields, then gives the common-header length and one post-header length per
    event type the server knows. Servers that know binlog checksums (MySQL 5.6.1 and later,
    MariaDB 5.3 and later) append a byte naming the checksum algorithm of the events that
    follow; the 4 bytes after that byte (a CRC32, or room for one) are outside this body.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/format_description_event/
    """

    class ChecksumAlg(IntEnum):
        off = 0
        crc32 = 1
        undef = 255
    def __init__(self, has_checksum_alg, _io, _parent=None, _root=None):
        super(FormatDescriptionEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.has_checksum_alg = has_checksum_alg
        self._read()

    def _read(self):
        self.binlog_version = self._io.read_u2le()
        self.server_version = (KaitaiStream.bytes_terminate(self._io.read_bytes(50), 0, False)).decode(u"ASCII")
        self.create_timestamp = self._io.read_u4le()
        self.len_common_header = self._io.read_u1()
        self.post_header_lens = self._io.read_bytes((self._io.size() - self._io.pos()) - (1 if self.has_checksum_alg else 0))
        if self.has_checksum_alg:
            pass
            self.checksum_alg = KaitaiStream.resolve_enum(FormatDescriptionEvent.ChecksumAlg, self._io.read_u1())



    def _fetch_instances(self):
        pass
        if self.has_checksum_alg:
            pass



