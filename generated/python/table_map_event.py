# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import column_bitmap
import packed_int
import field_type
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class TableMapEvent(KaitaiStruct):
    """Gives a table id to a table and describes its columns for the row events that follow it:
    names of the database and table, one type code per column, the type-specific metadata of
    each column (lengths, precisions, fractional-second digits), which columns may be NULL and,
    since MySQL 8.0.1 and MariaDB 10.5, optional metadata entries (signedness, character sets,
    column names, ENUM/SET strings, primary key, ...) as the server's binlog_row_metadata
    setting asks for.
    
    Events written before MySQL 5.1.15 stop after the column types; `len_metadata`,
    `metadata` and `nullable_columns` are then absent.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/table_map_event/
    """

    class OptionalMetadataType(IntEnum):
        signedness = 1
        default_charset = 2
        column_charset = 3
        column_name = 4
        set_str_value = 5
        enum_str_value = 6
        geometry_type = 7
        simple_primary_key = 8
        primary_key_with_prefix = 9
        enum_and_set_default_charset = 10
        enum_and_set_column_charset = 11
        column_visibility = 12
        vector_dimensionality = 13

    class StringRealType(IntEnum):
        enum = 247
        set = 248
        string = 254
    def __init__(self, len_post_header, _io, _parent=None, _root=None):
        super(TableMapEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self._read()

    def _read(self):
        self.table_id_low = self._io.read_u4le()
        if self.len_post_header != 6:
            pass
            self.table_id_high = self._io.read_u2le()

        self.flags = self._io.read_u2le()
        self.len_database_name = self._io.read_u1()
        self.database_name = (self._io.read_bytes(self.len_database_name)).decode(u"UTF-8")
        self.database_name_terminator = self._io.read_bytes(1)
        if not self.database_name_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.database_name_terminator, self._io, u"/seq/5")
        self.len_table_name = self._io.read_u1()
        self.table_name = (self._io.read_bytes(self.len_table_name)).decode(u"UTF-8")
        self.table_name_terminator = self._io.read_bytes(1)
        if not self.table_name_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.table_name_terminator, self._io, u"/seq/8")
        self.num_columns = packed_int.PackedInt(self._io)
        self.column_types = []
        for i in range(self.num_columns.value):
            self.column_types.append(KaitaiStream.resolve_enum(field_type.FieldType.Code, self._io.read_u1()))

        if (not (self._io.is_eof())):
            pass
            self.len_metadata = packed_int.PackedInt(self._io)

        if (not (self._io.is_eof())):
            pass
            self._raw_metadata = self._io.read_bytes(self.len_metadata.value)
            _io__raw_metadata = KaitaiStream(BytesIO(self._raw_metadata))
            self.metadata = TableMapEvent.MetadataBlock(_io__raw_metadata, self, self._root)

        if (not (self._io.is_eof())):
            pass
            self.nullable_columns = column_bitmap.ColumnBitmap(self.num_columns.value, self._io)

        self.optional_metadata = []
        i = 0
        while not self._io.is_eof():
            self.optional_metadata.append(TableMapEvent.OptionalMetadataField(self._io, self, self._root))
            i += 1



    def _fetch_instances(self):
        pass
        if self.len_post_header != 6:
            pass

        self.num_columns._fetch_instances()
        for i in range(len(self.column_types)):
            pass

        if (not (self._io.is_eof())):
            pass
            self.len_metadata._fetch_instances()

        if (not (self._io.is_eof())):
            pass
            self.metadata._fetch_instances()

        if (not (self._io.is_eof())):
            pass
            self.nullable_columns._fetch_instances()

        for i in range(len(self.optional_metadata)):
            pass
            self.optional_metadata[i]._fetch_instances()


    class ColumnCollation(KaitaiStruct):
        """A column (its index in the group) and its collation."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.ColumnCollation, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.column_index = packed_int.PackedInt(self._io)
            self.collation = packed_int.PackedInt(self._io)


        def _fetch_instances(self):
            pass
            self.column_index._fetch_instances()
            self.collation._fetch_instances()


    class ColumnMetadata(KaitaiStruct):
        """One column's metadata, in the layout its type has (none for most fixed-size types).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
        """
        def __init__(self, column_type, _io, _parent=None, _root=None):
            super(TableMapEvent.ColumnMetadata, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.column_type = column_type
            self._read()

        def _read(self):
            _on = self.column_type
            if _on == field_type.FieldType.Code.bit:
                pass
                self.body = TableMapEvent.MetaBit(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.blob:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.datetime2:
                pass
                self.body = TableMapEvent.MetaFsp(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.double:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.enum:
                pass
                self.body = TableMapEvent.MetaString(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.float:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.geometry:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.json:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.long_blob:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.medium_blob:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self.body = TableMapEvent.MetaDecimal(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.set:
                pass
                self.body = TableMapEvent.MetaString(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.string:
                pass
                self.body = TableMapEvent.MetaString(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.time2:
                pass
                self.body = TableMapEvent.MetaFsp(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.timestamp2:
                pass
                self.body = TableMapEvent.MetaFsp(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.tiny_blob:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.var_string:
                pass
                self.body = TableMapEvent.MetaMaxLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.varchar:
                pass
                self.body = TableMapEvent.MetaMaxLength(self._io, self, self._root)
            elif _on == field_type.FieldType.Code.vector:
                pass
                self.body = TableMapEvent.MetaPackLength(self._io, self, self._root)


        def _fetch_instances(self):
            pass
            _on = self.column_type
            if _on == field_type.FieldType.Code.bit:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.blob:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.datetime2:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.double:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.enum:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.float:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.geometry:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.json:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.long_blob:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.medium_blob:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.set:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.string:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.time2:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.timestamp2:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.tiny_blob:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.var_string:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.varchar:
                pass
                self.body._fetch_instances()
            elif _on == field_type.FieldType.Code.vector:
                pass
                self.body._fetch_instances()


    class ColumnName(KaitaiStruct):
        """A column name behind its packed length."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.ColumnName, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_name = packed_int.PackedInt(self._io)
            self.name = (self._io.read_bytes(self.len_name.value)).decode(u"UTF-8")


        def _fetch_instances(self):
            pass
            self.len_name._fetch_instances()


    class ColumnNames(KaitaiStruct):
        """COLUMN_NAME: every column's name, in order."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.ColumnNames, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.names = []
            i = 0
            while not self._io.is_eof():
                self.names.append(TableMapEvent.ColumnName(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.names)):
                pass
                self.names[i]._fetch_instances()



    class DefaultCharset(KaitaiStruct):
        """DEFAULT_CHARSET and ENUM_AND_SET_DEFAULT_CHARSET, the collation most (ENUM/SET) string columns use, then the exceptions."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.DefaultCharset, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.default_collation = packed_int.PackedInt(self._io)
            self.column_collations = []
            i = 0
            while not self._io.is_eof():
                self.column_collations.append(TableMapEvent.ColumnCollation(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            self.default_collation._fetch_instances()
            for i in range(len(self.column_collations)):
                pass
                self.column_collations[i]._fetch_instances()



    class KeyPart(KaitaiStruct):
        """One column of the primary key and the length of the prefix indexed."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.KeyPart, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.column_index = packed_int.PackedInt(self._io)
            self.prefix_length = packed_int.PackedInt(self._io)


        def _fetch_instances(self):
            pass
            self.column_index._fetch_instances()
            self.prefix_length._fetch_instances()


    class KeyParts(KaitaiStruct):
        """PRIMARY_KEY_WITH_PREFIX, the primary key's columns with their prefix lengths (0 for a whole column)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.KeyParts, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.parts = []
            i = 0
            while not self._io.is_eof():
                self.parts.append(TableMapEvent.KeyPart(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.parts)):
                pass
                self.parts[i]._fetch_instances()



    class MetaBit(KaitaiStruct):
        """BIT(n): n % 8 and n / 8."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetaBit, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_extra_bits = self._io.read_u1()
            self.num_bytes = self._io.read_u1()


        def _fetch_instances(self):
            pass

        @property
        def len_value(self):
            """Bytes a value takes."""
            if hasattr(self, '_m_len_value'):
                return self._m_len_value

            self._m_len_value = self.num_bytes + (1 if self.num_extra_bits > 0 else 0)
            return getattr(self, '_m_len_value', None)


    class MetaDecimal(KaitaiStruct):
        """DECIMAL(precision, scale)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetaDecimal, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.precision = self._io.read_u1()
            self.scale = self._io.read_u1()


        def _fetch_instances(self):
            pass


    class MetaFsp(KaitaiStruct):
        """TIME2, DATETIME2 and TIMESTAMP2: the fractional-second digits."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetaFsp, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.fsp = self._io.read_u1()


        def _fetch_instances(self):
            pass


    class MetaMaxLength(KaitaiStruct):
        """VARCHAR and VARBINARY: the largest value's size in bytes, little-endian."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetaMaxLength, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.max_length = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class MetaPackLength(KaitaiStruct):
        """FLOAT, DOUBLE, BLOB/TEXT, GEOMETRY, JSON and VECTOR: one byte."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetaPackLength, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.pack_length = self._io.read_u1()


        def _fetch_instances(self):
            pass


    class MetaString(KaitaiStruct):
        """CHAR, BINARY, ENUM and SET. The first byte is the real type; for CHAR longer than 255
        bytes, bits 4 and 5 of it carry bits 8 and 9 of the length, inverted (MySQL Bug#37426),
        so a real type without both of those bits set is a packed CHAR.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetaString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.byte0 = self._io.read_u1()
            self.byte1 = self._io.read_u1()


        def _fetch_instances(self):
            pass

        @property
        def is_packed(self):
            """Whether byte0 carries length bits (a CHAR longer than 255 bytes)."""
            if hasattr(self, '_m_is_packed'):
                return self._m_is_packed

            self._m_is_packed = self.byte0 & 48 != 48
            return getattr(self, '_m_is_packed', None)

        @property
        def max_length(self):
            """For STRING the largest value in bytes; for ENUM and SET the value's size in bytes."""
            if hasattr(self, '_m_max_length'):
                return self._m_max_length

            self._m_max_length = (self.byte1 | (self.byte0 & 48 ^ 48) << 4 if self.is_packed else self.byte1)
            return getattr(self, '_m_max_length', None)

        @property
        def real_type(self):
            """STRING, ENUM or SET."""
            if hasattr(self, '_m_real_type'):
                return self._m_real_type

            self._m_real_type = KaitaiStream.resolve_enum(TableMapEvent.StringRealType, (self.byte0 | 48 if self.is_packed else self.byte0))
            return getattr(self, '_m_real_type', None)


    class MetadataBlock(KaitaiStruct):
        """The per-column metadata, one entry per column in column order, each as long as its type needs."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MetadataBlock, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.columns = []
            for i in range(self._parent.num_columns.value):
                self.columns.append(TableMapEvent.ColumnMetadata(self._parent.column_types[i], self._io, self, self._root))

            if (not (self._io.is_eof())):
                pass
                self.extra = self._io.read_bytes_full()



        def _fetch_instances(self):
            pass
            for i in range(len(self.columns)):
                pass
                self.columns[i]._fetch_instances()

            if (not (self._io.is_eof())):
                pass



    class MsbBitmap(KaitaiStruct):
        """One bit per column of a kind, most significant bit of each byte first: SIGNEDNESS (set =
        UNSIGNED, one bit per numeric column) and COLUMN_VISIBILITY (set = visible, one bit per
        column). The last byte is padded with zero bits.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.MsbBitmap, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.bits = []
            for i in range(self._io.size() * 8):
                self.bits.append(self._io.read_bits_int_be(1) != 0)



        def _fetch_instances(self):
            pass
            for i in range(len(self.bits)):
                pass



    class OptionalMetadataField(KaitaiStruct):
        """One optional metadata entry: its kind, its length and its value.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.h
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.OptionalMetadataField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_type = KaitaiStream.resolve_enum(TableMapEvent.OptionalMetadataType, self._io.read_u1())
            self.len_value = packed_int.PackedInt(self._io)
            _on = self.field_type
            if _on == TableMapEvent.OptionalMetadataType.column_charset:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.PackedValues(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.column_name:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.ColumnNames(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.column_visibility:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.MsbBitmap(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.default_charset:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.DefaultCharset(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.enum_and_set_column_charset:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.PackedValues(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.enum_and_set_default_charset:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.DefaultCharset(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.enum_str_value:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.StrValueLists(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.geometry_type:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.PackedValues(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.primary_key_with_prefix:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.KeyParts(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.set_str_value:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.StrValueLists(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.signedness:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.MsbBitmap(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.simple_primary_key:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.PackedValues(_io__raw_value, self, self._root)
            elif _on == TableMapEvent.OptionalMetadataType.vector_dimensionality:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = TableMapEvent.PackedValues(_io__raw_value, self, self._root)
            else:
                pass
                self.value = self._io.read_bytes(self.len_value.value)


        def _fetch_instances(self):
            pass
            self.len_value._fetch_instances()
            _on = self.field_type
            if _on == TableMapEvent.OptionalMetadataType.column_charset:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.column_name:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.column_visibility:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.default_charset:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.enum_and_set_column_charset:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.enum_and_set_default_charset:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.enum_str_value:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.geometry_type:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.primary_key_with_prefix:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.set_str_value:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.signedness:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.simple_primary_key:
                pass
                self.value._fetch_instances()
            elif _on == TableMapEvent.OptionalMetadataType.vector_dimensionality:
                pass
                self.value._fetch_instances()
            else:
                pass


    class PackedValues(KaitaiStruct):
        """A list of packed integers: collation ids (COLUMN_CHARSET, ENUM_AND_SET_COLUMN_CHARSET),
        geometry types (GEOMETRY_TYPE), column indexes (SIMPLE_PRIMARY_KEY) or dimensions
        (VECTOR_DIMENSIONALITY), one per column it concerns.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.PackedValues, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.values = []
            i = 0
            while not self._io.is_eof():
                self.values.append(packed_int.PackedInt(self._io))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.values)):
                pass
                self.values[i]._fetch_instances()



    class StrValue(KaitaiStruct):
        """One member name, in the column's charset."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.StrValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value = packed_int.PackedInt(self._io)
            self.value = self._io.read_bytes(self.len_value.value)


        def _fetch_instances(self):
            pass
            self.len_value._fetch_instances()


    class StrValueList(KaitaiStruct):
        """The member names of one ENUM or SET column."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.StrValueList, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_values = packed_int.PackedInt(self._io)
            self.values = []
            for i in range(self.num_values.value):
                self.values.append(TableMapEvent.StrValue(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            self.num_values._fetch_instances()
            for i in range(len(self.values)):
                pass
                self.values[i]._fetch_instances()



    class StrValueLists(KaitaiStruct):
        """SET_STR_VALUE and ENUM_STR_VALUE, the member strings of each SET (ENUM) column, in the column's character set."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TableMapEvent.StrValueLists, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.columns = []
            i = 0
            while not self._io.is_eof():
                self.columns.append(TableMapEvent.StrValueList(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.columns)):
                pass
                self.columns[i]._fetch_instances()



    @property
    def table_id(self):
        """The table id that the row events refer to."""
        if hasattr(self, '_m_table_id'):
            return self._m_table_id

        self._m_table_id = (self.table_id_low if self.len_post_header == 6 else self.table_id_low + self.table_id_high * 4294967296)
        return getattr(self, '_m_table_id', None)


