# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class UserVarEvent(KaitaiStruct):
    """In statement-based logging, a user variable (@name) that the next QUERY_EVENT reads, with
    its value at that moment. A NULL value has no type, charset or value fields. Servers since
    MySQL 5.6 / MariaDB 10.0 append a flags byte that says whether an integer is unsigned.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1User__var__event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/user_var_event/
    """

    class ItemResult(IntEnum):
        string_result = 0
        real_result = 1
        int_result = 2
        row_result = 3
        decimal_result = 4
    def __init__(self, _io, _parent=None, _root=None):
        super(UserVarEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.len_name = self._io.read_u4le()
        self.name = (self._io.read_bytes(self.len_name)).decode(u"UTF-8")
        self.is_null = self._io.read_u1()
        if self.is_null == 0:
            pass
            self.value_type = KaitaiStream.resolve_enum(UserVarEvent.ItemResult, self._io.read_u1())

        if self.is_null == 0:
            pass
            self.charset = self._io.read_u4le()

        if self.is_null == 0:
            pass
            self.len_value = self._io.read_u4le()

        if self.is_null == 0:
            pass
            _on = self.value_type
            if _on == UserVarEvent.ItemResult.decimal_result:
                pass
                self._raw_value = self._io.read_bytes(self.len_value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = UserVarEvent.DecimalValue(_io__raw_value, self, self._root)
            elif _on == UserVarEvent.ItemResult.int_result:
                pass
                self._raw_value = self._io.read_bytes(self.len_value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = UserVarEvent.IntValue(_io__raw_value, self, self._root)
            elif _on == UserVarEvent.ItemResult.real_result:
                pass
                self._raw_value = self._io.read_bytes(self.len_value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = UserVarEvent.RealValue(_io__raw_value, self, self._root)
            elif _on == UserVarEvent.ItemResult.string_result:
                pass
                self._raw_value = self._io.read_bytes(self.len_value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = UserVarEvent.StringValue(_io__raw_value, self, self._root)
            else:
                pass
                self._raw_value = self._io.read_bytes(self.len_value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = UserVarEvent.RawValue(_io__raw_value, self, self._root)

        if  ((self.is_null == 0) and ((not (self._io.is_eof())))) :
            pass
            self.flags = self._io.read_u1()



    def _fetch_instances(self):
        pass
        if self.is_null == 0:
            pass

        if self.is_null == 0:
            pass

        if self.is_null == 0:
            pass

        if self.is_null == 0:
            pass
            _on = self.value_type
            if _on == UserVarEvent.ItemResult.decimal_result:
                pass
                self.value._fetch_instances()
            elif _on == UserVarEvent.ItemResult.int_result:
                pass
                self.value._fetch_instances()
            elif _on == UserVarEvent.ItemResult.real_result:
                pass
                self.value._fetch_instances()
            elif _on == UserVarEvent.ItemResult.string_result:
                pass
                self.value._fetch_instances()
            else:
                pass
                self.value._fetch_instances()

        if  ((self.is_null == 0) and ((not (self._io.is_eof())))) :
            pass


    class DecimalValue(KaitaiStruct):
        """A DECIMAL as precision, scale, then the server's packed binary decimal."""
        def __init__(self, _io, _parent=None, _root=None):
            super(UserVarEvent.DecimalValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.precision = self._io.read_u1()
            self.scale = self._io.read_u1()
            self.digits = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class IntValue(KaitaiStruct):
        """An integer value: eight little-endian bytes, read as a u4 and an s4 half. (A single s8
        read would do in most languages; the JavaScript runtime's is wrong for some negative
        numbers.)
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(UserVarEvent.IntValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value_low = self._io.read_u4le()
            self.value_high = self._io.read_s4le()


        def _fetch_instances(self):
            pass

        @property
        def value(self):
            """The integer as signed; reinterpret as unsigned (add 2^64 when negative) when flags has UNSIGNED_F."""
            if hasattr(self, '_m_value'):
                return self._m_value

            self._m_value = (self.value_high * 4294967296 + self.value_low)
            return getattr(self, '_m_value', None)


    class RawValue(KaitaiStruct):
        """A value of a type this spec does not know, kept raw."""
        def __init__(self, _io, _parent=None, _root=None):
            super(UserVarEvent.RawValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.data = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class RealValue(KaitaiStruct):
        """A REAL value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(UserVarEvent.RealValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_f8le()


        def _fetch_instances(self):
            pass


    class StringValue(KaitaiStruct):
        """A string value: its bytes."""
        def __init__(self, _io, _parent=None, _root=None):
            super(UserVarEvent.StringValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.text = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass



