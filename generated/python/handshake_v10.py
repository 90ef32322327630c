# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class HandshakeV10(KaitaiStruct):
    """The payload of the first packet a server sends on a new connection: its version, the
    connection id, the capabilities it offers, its character set and the scramble (nonce) the
    client's authentication answer is computed from, with the name of the default authentication
    method. MariaDB puts its own capability bits in the last four of the ten reserved bytes when
    it clears the CLIENT_LONG_PASSWORD bit.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_v10.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/connection/#initial-handshake-packet
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(HandshakeV10, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.protocol_version = self._io.read_u1()
        if not self.protocol_version == 10:
            raise kaitaistruct.ValidationNotEqualError(10, self.protocol_version, self._io, u"/seq/0")
        self.server_version = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")
        self.connection_id = self._io.read_u4le()
        self.auth_plugin_data_part_1 = self._io.read_bytes(8)
        self.filler = self._io.read_u1()
        self.capability_flags_lower = self._io.read_u2le()
        self.character_set = self._io.read_u1()
        self.status_flags = self._io.read_u2le()
        self.capability_flags_upper = self._io.read_u2le()
        self.len_auth_plugin_data = self._io.read_u1()
        self.reserved = self._io.read_bytes(6)
        self.mariadb_capabilities = self._io.read_u4le()
        if self.capability_flags_lower & 32768 != 0:
            pass
            self.auth_plugin_data_part_2 = self._io.read_bytes((self.len_auth_plugin_data - 8 if self.len_auth_plugin_data > 21 else 13))

        if self.capability_flags_upper & 8 != 0:
            pass
            self.auth_plugin_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")



    def _fetch_instances(self):
        pass
        if self.capability_flags_lower & 32768 != 0:
            pass

        if self.capability_flags_upper & 8 != 0:
            pass


    @property
    def capability_flags(self):
        """The 32 CLIENT_* capability bits."""
        if hasattr(self, '_m_capability_flags'):
            return self._m_capability_flags

        self._m_capability_flags = self.capability_flags_lower + self.capability_flags_upper * 65536
        return getattr(self, '_m_capability_flags', None)


