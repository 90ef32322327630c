# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class HandshakeResponse41(KaitaiStruct):
    """The payload of the client's answer to the initial handshake: the capabilities it takes, the
    largest packet it accepts, its character set, then the account name, the authentication answer
    computed from the server's scramble (its length as a packed integer or as one byte, by
    capability), the default database, the authentication method the answer is for and the
    connection attributes. A client that asks for TLS first sends the fixed part alone (the SSL
    request), starts TLS, and then sends the whole packet.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_response.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/connection/#handshake-response-packet
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(HandshakeResponse41, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.client_flag = self._io.read_u4le()
        self.max_packet_size = self._io.read_u4le()
        self.character_set = self._io.read_u1()
        self.filler = self._io.read_bytes(19)
        self.mariadb_capabilities = self._io.read_u4le()
        if (not (self._io.is_eof())):
            pass
            self.credentials = HandshakeResponse41.Credentials(self.client_flag, self._io, self, self._root)



    def _fetch_instances(self):
        pass
        if (not (self._io.is_eof())):
            pass
            self.credentials._fetch_instances()


    class Credentials(KaitaiStruct):
        """The part of the response after the fixed fields."""
        def __init__(self, client_flag, _io, _parent=None, _root=None):
            super(HandshakeResponse41.Credentials, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.client_flag = client_flag
            self._read()

        def _read(self):
            self.username = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")
            if self.client_flag & 2097152 != 0:
                pass
                self.len_auth_response_packed = packed_int.PackedInt(self._io)

            if self.client_flag & 2097152 == 0:
                pass
                self.len_auth_response_byte = self._io.read_u1()

            self.auth_response = self._io.read_bytes(self.len_auth_response)
            if self.client_flag & 8 != 0:
                pass
                self.database = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")

            if self.client_flag & 524288 != 0:
                pass
                self.client_plugin_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")

            if self.client_flag & 1048576 != 0:
                pass
                self.len_connect_attrs = packed_int.PackedInt(self._io)

            if self.client_flag & 1048576 != 0:
                pass
                self.connect_attrs = self._io.read_bytes(self.len_connect_attrs.value)



        def _fetch_instances(self):
            pass
            if self.client_flag & 2097152 != 0:
                pass
                self.len_auth_response_packed._fetch_instances()

            if self.client_flag & 2097152 == 0:
                pass

            if self.client_flag & 8 != 0:
                pass

            if self.client_flag & 524288 != 0:
                pass

            if self.client_flag & 1048576 != 0:
                pass
                self.len_connect_attrs._fetch_instances()

            if self.client_flag & 1048576 != 0:
                pass


        @property
        def len_auth_response(self):
            """Length of the answer, however it was given."""
            if hasattr(self, '_m_len_auth_response'):
                return self._m_len_auth_response

            self._m_len_auth_response = (self.len_auth_response_packed.value if self.client_flag & 2097152 != 0 else self.len_auth_response_byte)
            return getattr(self, '_m_len_auth_response', None)



