# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class PackedInt(KaitaiStruct):
    """A variable-width unsigned integer as the server writes it with net_store_length():
    a first byte below 251 is the value itself; 0xfc, 0xfd and 0xfe announce a 2-, 3- or
    8-byte little-endian value that follows. 0xff never starts a packed integer and is rejected.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Binary__log__event.html
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/mysys/pack.cc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(PackedInt, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.first = self._io.read_u1()
        if not self.first <= 254:
            raise kaitaistruct.ValidationGreaterThanError(254, self.first, self._io, u"/seq/0")
        if self.first == 252:
            pass
            self.value_u2 = self._io.read_u2le()

        if self.first == 253:
            pass
            self.value_u3 = self._io.read_bits_int_le(24)

        if self.first == 254:
            pass
            self.value_u8 = self._io.read_u8le()



    def _fetch_instances(self):
        pass
        if self.first == 252:
            pass

        if self.first == 253:
            pass

        if self.first == 254:
            pass


    @property
    def len_packed(self):
        """How many bytes the packed integer took."""
        if hasattr(self, '_m_len_packed'):
            return self._m_len_packed

        self._m_len_packed = (1 if self.first <= 251 else (3 if self.first == 252 else (4 if self.first == 253 else 9)))
        return getattr(self, '_m_len_packed', None)

    @property
    def value(self):
        """The decoded unsigned value."""
        if hasattr(self, '_m_value'):
            return self._m_value

        self._m_value = (self.first if self.first <= 251 else (self.value_u2 if self.first == 252 else (self.value_u3 if self.first == 253 else self.value_u8)))
        return getattr(self, '_m_value', None)


