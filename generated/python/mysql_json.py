# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import field_type
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MysqlJson(KaitaiStruct):
    """The binary form in which MySQL (5.7 and later) stores a JSON value, and in which a JSON
    column's value travels in a row image after its 4-byte length. A document is one type byte
    and the value of that type. Objects and arrays come in a small form (16-bit counts, sizes
    and offsets; for values below 64 KiB) and a large form (32-bit). A container starts with its
    element count and its size in bytes, then (objects only) one key entry per member, then one
    value entry per element, then the key texts, then the values the entries point to. Every
    offset in a container counts from the container's first byte (its element count), which is
    why each value here is read from a substream that starts where the value starts. A value
    entry holds small scalars itself (null/true/false and 16-bit integers; 32-bit integers too in
    the large form) instead of an offset. Keys of an object are stored sorted by length and then
    byte by byte, which is the order MySQL prints them in.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.h
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc
    
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/json__binary_8h.html
    """

    class JsonType(IntEnum):
        small_object = 0
        large_object = 1
        small_array = 2
        large_array = 3
        literal = 4
        int16 = 5
        uint16 = 6
        int32 = 7
        uint32 = 8
        int64 = 9
        uint64 = 10
        double = 11
        string = 12
        opaque = 15

    class Literal(IntEnum):
        null = 0
        true = 1
        false = 2
    def __init__(self, _io, _parent=None, _root=None):
        super(MysqlJson, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.value_type = KaitaiStream.resolve_enum(MysqlJson.JsonType, self._io.read_u1())
        self._raw_value = self._io.read_bytes_full()
        _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
        self.value = MysqlJson.JsonValue(self.value_type, _io__raw_value, self, self._root)


    def _fetch_instances(self):
        pass
        self.value._fetch_instances()

    class JsonArray(KaitaiStruct):
        """A JSON array: element count, size, then one value entry per element."""
        def __init__(self, is_large, _io, _parent=None, _root=None):
            super(MysqlJson.JsonArray, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_large = is_large
            self._read()

        def _read(self):
            _on = self.is_large
            if _on == False:
                pass
                self.num_elements = self._io.read_u2le()
            elif _on == True:
                pass
                self.num_elements = self._io.read_u4le()
            _on = self.is_large
            if _on == False:
                pass
                self.len_array = self._io.read_u2le()
            elif _on == True:
                pass
                self.len_array = self._io.read_u4le()
            self.value_entries = []
            for i in range(self.num_elements):
                self.value_entries.append(MysqlJson.ValueEntry(self.is_large, self._io, self, self._root))



        def _fetch_instances(self):
            pass
            _on = self.is_large
            if _on == False:
                pass
            elif _on == True:
                pass
            _on = self.is_large
            if _on == False:
                pass
            elif _on == True:
                pass
            for i in range(len(self.value_entries)):
                pass
                self.value_entries[i]._fetch_instances()



    class JsonDouble(KaitaiStruct):
        """A double, stored as the 8-byte IEEE 754 value in little-endian order (float8store)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.JsonDouble, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_f8le()


        def _fetch_instances(self):
            pass


    class JsonInlined(KaitaiStruct):
        """A scalar held in a value entry's 2- or 4-byte slot. The server writes the value as a
        signed 16- or 32-bit integer (attempt_inline_value), so the bytes after a literal or a
        16-bit integer are its zero or sign extension.
        """
        def __init__(self, value_type, _io, _parent=None, _root=None):
            super(MysqlJson.JsonInlined, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.value_type = value_type
            self._read()

        def _read(self):
            _on = self.value_type
            if _on == MysqlJson.JsonType.int16:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.int32:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.literal:
                pass
                self.value = MysqlJson.JsonLiteral(self._io, self, self._root)
            elif _on == MysqlJson.JsonType.uint16:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.uint32:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            self.padding = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass
            _on = self.value_type
            if _on == MysqlJson.JsonType.int16:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.int32:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.literal:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.uint16:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.uint32:
                pass
                self.value._fetch_instances()


    class JsonInt(KaitaiStruct):
        """A little-endian integer of the width and signedness its type names."""
        def __init__(self, value_type, _io, _parent=None, _root=None):
            super(MysqlJson.JsonInt, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.value_type = value_type
            self._read()

        def _read(self):
            _on = self.value_type
            if _on == MysqlJson.JsonType.int16:
                pass
                self.value_low = self._io.read_s2le()
            elif _on == MysqlJson.JsonType.int32:
                pass
                self.value_low = self._io.read_s4le()
            elif _on == MysqlJson.JsonType.int64:
                pass
                self.value_low = self._io.read_u4le()
            elif _on == MysqlJson.JsonType.uint16:
                pass
                self.value_low = self._io.read_u2le()
            elif _on == MysqlJson.JsonType.uint32:
                pass
                self.value_low = self._io.read_u4le()
            elif _on == MysqlJson.JsonType.uint64:
                pass
                self.value_low = self._io.read_u4le()
            if self.is_64_bit:
                pass
                _on = self.value_type
                if _on == MysqlJson.JsonType.int64:
                    pass
                    self.value_high = self._io.read_s4le()
                elif _on == MysqlJson.JsonType.uint64:
                    pass
                    self.value_high = self._io.read_u4le()



        def _fetch_instances(self):
            pass
            _on = self.value_type
            if _on == MysqlJson.JsonType.int16:
                pass
            elif _on == MysqlJson.JsonType.int32:
                pass
            elif _on == MysqlJson.JsonType.int64:
                pass
            elif _on == MysqlJson.JsonType.uint16:
                pass
            elif _on == MysqlJson.JsonType.uint32:
                pass
            elif _on == MysqlJson.JsonType.uint64:
                pass
            if self.is_64_bit:
                pass
                _on = self.value_type
                if _on == MysqlJson.JsonType.int64:
                    pass
                elif _on == MysqlJson.JsonType.uint64:
                    pass


        @property
        def is_64_bit(self):
            """Whether the integer is a 64-bit one."""
            if hasattr(self, '_m_is_64_bit'):
                return self._m_is_64_bit

            self._m_is_64_bit =  ((self.value_type == MysqlJson.JsonType.int64) or (self.value_type == MysqlJson.JsonType.uint64)) 
            return getattr(self, '_m_is_64_bit', None)

        @property
        def value(self):
            """The integer."""
            if hasattr(self, '_m_value'):
                return self._m_value

            self._m_value = (self.value_high * 4294967296 + self.value_low if self.is_64_bit else self.value_low)
            return getattr(self, '_m_value', None)


    class JsonLiteral(KaitaiStruct):
        """The JSON literals null, true and false."""
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.JsonLiteral, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = KaitaiStream.resolve_enum(MysqlJson.Literal, self._io.read_u1())


        def _fetch_instances(self):
            pass


    class JsonObject(KaitaiStruct):
        """A JSON object: element count, size, key entries, value entries; the keys and the
        non-inlined values follow, at the offsets the entries give.
        """
        def __init__(self, is_large, _io, _parent=None, _root=None):
            super(MysqlJson.JsonObject, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_large = is_large
            self._read()

        def _read(self):
            _on = self.is_large
            if _on == False:
                pass
                self.num_elements = self._io.read_u2le()
            elif _on == True:
                pass
                self.num_elements = self._io.read_u4le()
            _on = self.is_large
            if _on == False:
                pass
                self.len_object = self._io.read_u2le()
            elif _on == True:
                pass
                self.len_object = self._io.read_u4le()
            self.key_entries = []
            for i in range(self.num_elements):
                self.key_entries.append(MysqlJson.KeyEntry(self.is_large, self._io, self, self._root))

            self.value_entries = []
            for i in range(self.num_elements):
                self.value_entries.append(MysqlJson.ValueEntry(self.is_large, self._io, self, self._root))



        def _fetch_instances(self):
            pass
            _on = self.is_large
            if _on == False:
                pass
            elif _on == True:
                pass
            _on = self.is_large
            if _on == False:
                pass
            elif _on == True:
                pass
            for i in range(len(self.key_entries)):
                pass
                self.key_entries[i]._fetch_instances()

            for i in range(len(self.value_entries)):
                pass
                self.value_entries[i]._fetch_instances()



    class JsonOpaque(KaitaiStruct):
        """A value of a MySQL type that JSON has no form for (custom-data): the column type code,
        a variable-length byte count, and the bytes. DECIMAL, DATE, TIME, DATETIME and TIMESTAMP
        values have the layouts below; anything else (BLOB, VARCHAR, BIT, YEAR, GEOMETRY...) is
        kept as the bytes MySQL prints in base64.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.JsonOpaque, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_type = KaitaiStream.resolve_enum(field_type.FieldType.Code, self._io.read_u1())
            self.len_data = MysqlJson.VarLen(self._io, self, self._root)
            _on = self.field_type
            if _on == field_type.FieldType.Code.date:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = MysqlJson.OpaqueTemporal(_io__raw_data, self, self._root)
            elif _on == field_type.FieldType.Code.datetime:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = MysqlJson.OpaqueTemporal(_io__raw_data, self, self._root)
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = MysqlJson.OpaqueDecimal(_io__raw_data, self, self._root)
            elif _on == field_type.FieldType.Code.time:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = MysqlJson.OpaqueTemporal(_io__raw_data, self, self._root)
            elif _on == field_type.FieldType.Code.timestamp:
                pass
                self._raw_data = self._io.read_bytes(self.len_data.value)
                _io__raw_data = KaitaiStream(BytesIO(self._raw_data))
                self.data = MysqlJson.OpaqueTemporal(_io__raw_data, self, self._root)
            else:
                pass
                self.data = self._io.read_bytes(self.len_data.value)


        def _fetch_instances(self):
            pass
            self.len_data._fetch_instances()
            _on = self.field_type
            if _on == field_type.FieldType.Code.date:
                pass
                self.data._fetch_instances()
            elif _on == field_type.FieldType.Code.datetime:
                pass
                self.data._fetch_instances()
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self.data._fetch_instances()
            elif _on == field_type.FieldType.Code.time:
                pass
                self.data._fetch_instances()
            elif _on == field_type.FieldType.Code.timestamp:
                pass
                self.data._fetch_instances()
            else:
                pass


    class JsonString(KaitaiStruct):
        """A string, utf8mb4, behind its variable-length byte count."""
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.JsonString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value = MysqlJson.VarLen(self._io, self, self._root)
            self.value = (self._io.read_bytes(self.len_value.value)).decode(u"UTF-8")


        def _fetch_instances(self):
            pass
            self.len_value._fetch_instances()


    class JsonValue(KaitaiStruct):
        """One value of the given type, read from a substream that begins at the value's first
        byte (so that a container's offsets resolve against it).
        """
        def __init__(self, value_type, _io, _parent=None, _root=None):
            super(MysqlJson.JsonValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.value_type = value_type
            self._read()

        def _read(self):
            _on = self.value_type
            if _on == MysqlJson.JsonType.double:
                pass
                self.value = MysqlJson.JsonDouble(self._io, self, self._root)
            elif _on == MysqlJson.JsonType.int16:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.int32:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.int64:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.large_array:
                pass
                self.value = MysqlJson.JsonArray(True, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.large_object:
                pass
                self.value = MysqlJson.JsonObject(True, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.literal:
                pass
                self.value = MysqlJson.JsonLiteral(self._io, self, self._root)
            elif _on == MysqlJson.JsonType.opaque:
                pass
                self.value = MysqlJson.JsonOpaque(self._io, self, self._root)
            elif _on == MysqlJson.JsonType.small_array:
                pass
                self.value = MysqlJson.JsonArray(False, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.small_object:
                pass
                self.value = MysqlJson.JsonObject(False, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.string:
                pass
                self.value = MysqlJson.JsonString(self._io, self, self._root)
            elif _on == MysqlJson.JsonType.uint16:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.uint32:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)
            elif _on == MysqlJson.JsonType.uint64:
                pass
                self.value = MysqlJson.JsonInt(self.value_type, self._io, self, self._root)


        def _fetch_instances(self):
            pass
            _on = self.value_type
            if _on == MysqlJson.JsonType.double:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.int16:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.int32:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.int64:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.large_array:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.large_object:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.literal:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.opaque:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.small_array:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.small_object:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.string:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.uint16:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.uint32:
                pass
                self.value._fetch_instances()
            elif _on == MysqlJson.JsonType.uint64:
                pass
                self.value._fetch_instances()


    class KeyEntry(KaitaiStruct):
        """Where one member's key text lies in the object, and how long it is."""
        def __init__(self, is_large, _io, _parent=None, _root=None):
            super(MysqlJson.KeyEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_large = is_large
            self._read()

        def _read(self):
            _on = self.is_large
            if _on == False:
                pass
                self.ofs_key = self._io.read_u2le()
            elif _on == True:
                pass
                self.ofs_key = self._io.read_u4le()
            self.len_key = self._io.read_u2le()


        def _fetch_instances(self):
            pass
            _on = self.is_large
            if _on == False:
                pass
            elif _on == True:
                pass
            _ = self.key
            if hasattr(self, '_m_key'):
                pass


        @property
        def key(self):
            """The member name, utf8mb4 text without a length prefix."""
            if hasattr(self, '_m_key'):
                return self._m_key

            _pos = self._io.pos()
            self._io.seek(self.ofs_key)
            self._m_key = (self._io.read_bytes(self.len_key)).decode(u"UTF-8")
            self._io.seek(_pos)
            return getattr(self, '_m_key', None)


    class OpaqueDecimal(KaitaiStruct):
        """A DECIMAL (Json_decimal::get_binary): precision and scale, then the number in MySQL's
        binary DECIMAL format (decimal2bin: nine decimal digits per 4 big-endian bytes, shorter
        groups at the ends, sign in the inverted top bit, negative numbers complemented).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.OpaqueDecimal, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.precision = self._io.read_u1()
            self.scale = self._io.read_u1()
            self.digits = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    class OpaqueTemporal(KaitaiStruct):
        """A DATE, TIME, DATETIME or TIMESTAMP as the server's packed 64-bit integer
        (TIME_to_longlong_packed). DATE, DATETIME and TIMESTAMP: bits 24 and up hold
        ((year * 13 + month) << 5 | day) << 17 | hour << 12 | minute << 6 | second, bits 0 to 23
        the microseconds (a DATE has zero time). TIME: bits 24 and up hold
        hour << 12 | minute << 6 | second, bits 0 to 23 the microseconds. A negative value is the
        negation of the packed magnitude.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.OpaqueTemporal, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.packed_low = self._io.read_u4le()
            self.packed_high = self._io.read_s4le()


        def _fetch_instances(self):
            pass

        @property
        def packed(self):
            """The packed integer."""
            if hasattr(self, '_m_packed'):
                return self._m_packed

            self._m_packed = (self.packed_high * 4294967296 + self.packed_low)
            return getattr(self, '_m_packed', None)


    class ValueEntry(KaitaiStruct):
        """The type of one element and either its value (inlined) or the offset of its value from
        the start of the container.
        """
        def __init__(self, is_large, _io, _parent=None, _root=None):
            super(MysqlJson.ValueEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_large = is_large
            self._read()

        def _read(self):
            self.value_type = KaitaiStream.resolve_enum(MysqlJson.JsonType, self._io.read_u1())
            if self.is_inlined:
                pass
                self._raw_inlined = self._io.read_bytes((4 if self.is_large else 2))
                _io__raw_inlined = KaitaiStream(BytesIO(self._raw_inlined))
                self.inlined = MysqlJson.JsonInlined(self.value_type, _io__raw_inlined, self, self._root)

            if (not (self.is_inlined)):
                pass
                _on = self.is_large
                if _on == False:
                    pass
                    self.ofs_value = self._io.read_u2le()
                elif _on == True:
                    pass
                    self.ofs_value = self._io.read_u4le()



        def _fetch_instances(self):
            pass
            if self.is_inlined:
                pass
                self.inlined._fetch_instances()

            if (not (self.is_inlined)):
                pass
                _on = self.is_large
                if _on == False:
                    pass
                elif _on == True:
                    pass

            _ = self.value
            if hasattr(self, '_m_value'):
                pass
                self._m_value._fetch_instances()


        @property
        def is_inlined(self):
            """Whether the value sits in the entry (inlined_type() in json_binary.cc): literals and
            16-bit integers always, 32-bit integers in the large form only.
            """
            if hasattr(self, '_m_is_inlined'):
                return self._m_is_inlined

            self._m_is_inlined =  ((self.value_type == MysqlJson.JsonType.literal) or (self.value_type == MysqlJson.JsonType.int16) or (self.value_type == MysqlJson.JsonType.uint16) or ( ((self.is_large) and ( ((self.value_type == MysqlJson.JsonType.int32) or (self.value_type == MysqlJson.JsonType.uint32)) )) )) 
            return getattr(self, '_m_is_inlined', None)

        @property
        def value(self):
            """The value the offset points to."""
            if hasattr(self, '_m_value'):
                return self._m_value

            if (not (self.is_inlined)):
                pass
                _pos = self._io.pos()
                self._io.seek(self.ofs_value)
                self._raw__m_value = self._io.read_bytes_full()
                _io__raw__m_value = KaitaiStream(BytesIO(self._raw__m_value))
                self._m_value = MysqlJson.JsonValue(self.value_type, _io__raw__m_value, self, self._root)
                self._io.seek(_pos)

            return getattr(self, '_m_value', None)


    class VarLen(KaitaiStruct):
        """A length of up to 32 bits, 7 bits per byte, least significant group first; a byte with
        its top bit set is followed by another (append_variable_length / read_variable_length).
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJson.VarLen, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.groups = []
            i = 0
            while True:
                _ = self._io.read_u1()
                self.groups.append(_)
                if _ & 128 == 0:
                    break
                i += 1


        def _fetch_instances(self):
            pass
            for i in range(len(self.groups)):
                pass


        @property
        def value(self):
            """The decoded length. The groups are scaled by multiplying, not shifting: a shift by 28
            would overflow the 32-bit shifts of the JavaScript target.
            """
            if hasattr(self, '_m_value'):
                return self._m_value

            self._m_value = ((((self.groups[0] & 127) + ((self.groups[1] & 127) * 128 if len(self.groups) > 1 else 0)) + ((self.groups[2] & 127) * 16384 if len(self.groups) > 2 else 0)) + ((self.groups[3] & 127) * 2097152 if len(self.groups) > 3 else 0)) + ((self.groups[4] & 127) * 268435456 if len(self.groups) > 4 else 0)
            return getattr(self, '_m_value', None)



