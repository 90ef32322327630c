# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class FieldType(KaitaiStruct):
    """The column type codes a TABLE_MAP event lists, one byte per column.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/include/field_types.h
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/include/mysql_com.h
    """

    class Code(IntEnum):
        decimal = 0
        tiny = 1
        short = 2
        long = 3
        float = 4
        double = 5
        null = 6
        timestamp = 7
        longlong = 8
        int24 = 9
        date = 10
        time = 11
        datetime = 12
        year = 13
        newdate = 14
        varchar = 15
        bit = 16
        timestamp2 = 17
        datetime2 = 18
        time2 = 19
        typed_array = 20
        vector = 242
        invalid = 243
        bool = 244
        json = 245
        newdecimal = 246
        enum = 247
        set = 248
        tiny_blob = 249
        medium_blob = 250
        long_blob = 251
        blob = 252
        var_string = 253
        string = 254
        geometry = 255
    def __init__(self, _io, _parent=None, _root=None):
        super(FieldType, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        pass


    def _fetch_instances(self):
        pass


