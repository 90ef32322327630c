# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class HandshakeResponse41(KaitaiStruct):
    """The payload of the client's answer to the initial handshake: the capabilities it takes, the
    largest packet it accepts, its character set, the account name, the authentication answer
    computed from the server's scramble (its length as a packed integer or as one byte, by
    capability), the default database, the authentication method the answer is for and the
    connection attributes. A client that asks for TLS sends the first 32 bytes alone, then
    starts TLS and sends the whole packet again.
    
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
            self.username = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")

        if  (((not (self._io.is_eof()))) and (self.client_flag & 2097152 != 0)) :
            pass
            self.len_auth_response_packed = packed_int.PackedInt(self._io)

        if  (((not (self._io.is_eof()))) and (self.client_flag & 2097152 == 0)) :
            pass
            self.len_auth_response_byte = self._io.read_u1()

        if (not (self._io.is_eof())):
            pass
            self.auth_response = self._io.read_bytes((self.len_auth_response_packed.value if self.client_flag & 2097152 != 0 else self.len_auth_response_byte))

        if  (((not (self._io.is_eof()))) and (self.client_flag & 8 != 0)) :
            pass
            self.database = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")

        if  (((not (self._io.is_eof()))) and (self.client_flag & 524288 != 0)) :
            pass
            self.client_plugin_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")

        if  (((not (self._io.is_eof()))) and (self.client_flag & 1048576 != 0)) :
            pass
            self.len_connect_attrs = packed_int.PackedInt(self._io)

        if  (((not (self._io.is_eof()))) and (self.client_flag & 1048576 != 0)) :
            pass
            self.connect_attrs = self._io.read_bytes(self.len_connect_attrs.value)



    def _fetch_instances(self):
        pass
        if (not (self._io.is_eof())):
            pass

        if  (((not (self._io.is_eof()))) and (self.client_flag & 2097152 != 0)) :
            pass
            self.len_auth_response_packed._fetch_instances()

        if  (((not (self._io.is_eof()))) and (self.client_flag & 2097152 == 0)) :
            pass

        if (not (self._io.is_eof())):
            pass

        if  (((not (self._io.is_eof()))) and (self.client_flag & 8 != 0)) :
            pass

        if  (((not (self._io.is_eof()))) and (self.client_flag & 524288 != 0)) :
            pass

        if  (((not (self._io.is_eof()))) and (self.client_flag & 1048576 != 0)) :
            pass
            self.len_connect_attrs._fetch_instances()

        if  (((not (self._io.is_eof()))) and (self.client_flag & 1048576 != 0)) :
            pass



