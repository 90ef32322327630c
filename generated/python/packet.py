# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class Packet(KaitaiStruct):
    """One packet of the client/server protocol as it crosses the connection: a 3-byte payload
    length, a sequence number that each side increments per packet of a command, and the payload.
    A payload of 0xffffff bytes or more is split; a packet of exactly 0xffffff bytes says another
    one follows, and the payloads joined in order make the logical packet (a binlog event larger
    than 16 MiB arrives so).
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_packets.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/0-packet/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(Packet, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_payload = self._io.read_bits_int_le(24)
        self.sequence_id = self._io.read_u1()
        self.payload = self._io.read_bytes(self.len_payload)


    def _fetch_instances(self):
        pass

    @property
    def is_continued(self):
        """A full-size packet whose payload goes on in the next packet."""
        if hasattr(self, '_m_is_continued'):
            return self._m_is_continued

        self._m_is_continued = self.len_payload == 16777215
        return getattr(self, '_m_is_continued', None)


