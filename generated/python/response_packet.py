# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ResponsePacket(KaitaiStruct):
    """The payload of a server's answer to a command (protocol 4.1): OK (0x00), ERR (0xff) or the
    end-of-data marker EOF (0xfe, under 9 bytes). A binlog dump ends with EOF when the client asked
    not to block, and fails with ERR (a purged or missing file, a GTID the server no longer holds,
    a missing privilege).
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_response_packets.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/ok_packet/
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/err_packet/
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/eof_packet/
    """

    class ResponseType(IntEnum):
        ok = 0
        eof = 254
        err = 255
    def __init__(self, _io, _parent=None, _root=None):
        super(ResponsePacket, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.header = KaitaiStream.resolve_enum(ResponsePacket.ResponseType, self._io.read_u1())
        _on = self.header
        if _on == ResponsePacket.ResponseType.eof:
            pass
            self.body = ResponsePacket.EofBody(self._io, self, self._root)
        elif _on == ResponsePacket.ResponseType.err:
            pass
            self.body = ResponsePacket.ErrBody(self._io, self, self._root)
        elif _on == ResponsePacket.ResponseType.ok:
            pass
            self.body = ResponsePacket.OkBody(self._io, self, self._root)


    def _fetch_instances(self):
        pass
        _on = self.header
        if _on == ResponsePacket.ResponseType.eof:
            pass
            self.body._fetch_instances()
        elif _on == ResponsePacket.ResponseType.err:
            pass
            self.body._fetch_instances()
        elif _on == ResponsePacket.ResponseType.ok:
            pass
            self.body._fetch_instances()

    class EofBody(KaitaiStruct):
        """The end of a result set or of a non-blocking binlog dump."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ResponsePacket.EofBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if (not (self._io.is_eof())):
                pass
                self.warnings = self._io.read_u2le()

            if (not (self._io.is_eof())):
                pass
                self.status_flags = self._io.read_u2le()



        def _fetch_instances(self):
            pass
            if (not (self._io.is_eof())):
                pass

            if (not (self._io.is_eof())):
                pass



    class ErrBody(KaitaiStruct):
        """A failure, with the server's error number, SQLSTATE and message."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ResponsePacket.ErrBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.error_code = self._io.read_u2le()
            self.sql_state_marker = self._io.read_u1()
            if self.sql_state_marker == 35:
                pass
                self.sql_state = (self._io.read_bytes(5)).decode(u"ASCII")

            self.error_message = (self._io.read_bytes_full()).decode(u"UTF-8")


        def _fetch_instances(self):
            pass
            if self.sql_state_marker == 35:
                pass



    class OkBody(KaitaiStruct):
        """Success, with what the command changed."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ResponsePacket.OkBody, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.affected_rows = packed_int.PackedInt(self._io)
            self.last_insert_id = packed_int.PackedInt(self._io)
            self.status_flags = self._io.read_u2le()
            self.warnings = self._io.read_u2le()
            self.info = (self._io.read_bytes_full()).decode(u"UTF-8")


        def _fetch_instances(self):
            pass
            self.affected_rows._fetch_instances()
            self.last_insert_id._fetch_instances()



