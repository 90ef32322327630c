# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ColumnBitmap(KaitaiStruct):
    """The column bitmaps of TABLE_MAP and ROWS events: bit 0 of byte 0 is the first column, bit 7
    of byte 0 the eighth, bit 0 of byte 1 the ninth. The last byte is padded with zero bits.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/
    """
    def __init__(self, num_bits, _io, _parent=None, _root=None):
        super(ColumnBitmap, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.num_bits = num_bits
        self._read()

    def _read(self):
        self.bits = []
        for i in range(self.num_bits):
            self.bits.append(self._io.read_bits_int_le(1) != 0)

        self.padding = []
        for i in range((8 - self.num_bits % 8) % 8):
            self.padding.append(self._io.read_bits_int_le(1) != 0)



    def _fetch_instances(self):
        pass
        for i in range(len(self.bits)):
            pass

        for i in range(len(self.padding)):
            pass



