# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import table_map_event
import packed_int
from enum import IntEnum
import field_type


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ColumnCell(KaitaiStruct):
    """The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event. A column that
    is not in the image, or is NULL in it, takes none. Otherwise its layout follows from the
    column's type and metadata in the table's TABLE_MAP event: a fixed number of bytes for
    numbers and temporal types (computed from the metadata for FLOAT, DOUBLE, DECIMAL, BIT and
    the fractional-second types), a 1- to 4-byte little-endian length and that many bytes for
    strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR. A STRING column is CHAR, ENUM or SET by the
    real type in its metadata (`cell_string`). The value is kept as raw bytes in a small type per
    layout (`cell_fixed`, `cell_var`, `cell_decimal`), where decoded values can be added as
    instances.
    
    The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
    before image instead of a whole document; `json_diff` is read then.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc
    """

    class JsonDiffOperationType(IntEnum):
        replace = 0
        insert = 1
        remove = 2
    def __init__(self, table_map, index, is_present, is_null, is_partial_json, _io, _parent=None, _root=None):
        super(ColumnCell, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.table_map = table_map
        self.index = index
        self.is_present = is_present
        self.is_null = is_null
        self.is_partial_json = is_partial_json
        self._read()

    def _read(self):
        if  ((self.is_present) and ((not (self.is_null))) and ((not (self.is_partial_json)))) :
            pass
            _on = self.column_type
            if _on == field_type.FieldType.FieldType.bit:
                pass
                self.value = ColumnCell.CellFixed(self.table_map.metadata.columns[self.index].body.len_value, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.blob:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.date:
                pass
                self.value = ColumnCell.CellFixed(3, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.datetime:
                pass
                self.value = ColumnCell.CellFixed(8, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.datetime2:
                pass
                self.value = ColumnCell.CellFixed(5 + (self.table_map.metadata.columns[self.index].body.fsp + 1) // 2, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.double:
                pass
                self.value = ColumnCell.CellFixed(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.enum:
                pass
                self.value = ColumnCell.CellString(self.table_map.metadata.columns[self.index].body.real_type, self.table_map.metadata.columns[self.index].body.max_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.float:
                pass
                self.value = ColumnCell.CellFixed(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.geometry:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.int24:
                pass
                self.value = ColumnCell.CellFixed(3, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.json:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.long:
                pass
                self.value = ColumnCell.CellFixed(4, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.long_blob:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.longlong:
                pass
                self.value = ColumnCell.CellFixed(8, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.medium_blob:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.newdate:
                pass
                self.value = ColumnCell.CellFixed(3, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.newdecimal:
                pass
                self.value = ColumnCell.CellDecimal(self.table_map.metadata.columns[self.index].body.precision, self.table_map.metadata.columns[self.index].body.scale, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.set:
                pass
                self.value = ColumnCell.CellString(self.table_map.metadata.columns[self.index].body.real_type, self.table_map.metadata.columns[self.index].body.max_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.short:
                pass
                self.value = ColumnCell.CellFixed(2, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.string:
                pass
                self.value = ColumnCell.CellString(self.table_map.metadata.columns[self.index].body.real_type, self.table_map.metadata.columns[self.index].body.max_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.time:
                pass
                self.value = ColumnCell.CellFixed(3, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.time2:
                pass
                self.value = ColumnCell.CellFixed(3 + (self.table_map.metadata.columns[self.index].body.fsp + 1) // 2, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.timestamp:
                pass
                self.value = ColumnCell.CellFixed(4, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.timestamp2:
                pass
                self.value = ColumnCell.CellFixed(4 + (self.table_map.metadata.columns[self.index].body.fsp + 1) // 2, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.tiny:
                pass
                self.value = ColumnCell.CellFixed(1, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.tiny_blob:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.var_string:
                pass
                self.value = ColumnCell.CellVar((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2), self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.varchar:
                pass
                self.value = ColumnCell.CellVar((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2), self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.vector:
                pass
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.FieldType.year:
                pass
                self.value = ColumnCell.CellFixed(1, self._io, self, self._root)

        if  ((self.is_present) and ((not (self.is_null))) and (self.is_partial_json)) :
            pass
            self.json_diff = ColumnCell.JsonDiff(self._io, self, self._root)



    def _fetch_instances(self):
        pass
        if  ((self.is_present) and ((not (self.is_null))) and ((not (self.is_partial_json)))) :
            pass
            _on = self.column_type
            if _on == field_type.FieldType.FieldType.bit:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.date:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.datetime:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.datetime2:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.double:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.enum:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.float:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.geometry:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.int24:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.json:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.long:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.long_blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.longlong:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.medium_blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.newdate:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.newdecimal:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.set:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.short:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.string:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.time:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.time2:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.timestamp:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.timestamp2:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.tiny:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.tiny_blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.var_string:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.varchar:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.vector:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.FieldType.year:
                pass
                self.value._fetch_instances()

        if  ((self.is_present) and ((not (self.is_null))) and (self.is_partial_json)) :
            pass
            self.json_diff._fetch_instances()


    class CellDecimal(KaitaiStruct):
        """DECIMAL(precision, scale) in the server's binary form: the integer digits and the
        fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
        """
        def __init__(self, precision, scale, _io, _parent=None, _root=None):
            super(ColumnCell.CellDecimal, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.precision = precision
            self.scale = scale
            self._read()

        def _read(self):
            self.raw = self._io.read_bytes(self.len_value)


        def _fetch_instances(self):
            pass

        @property
        def len_value(self):
            if hasattr(self, '_m_len_value'):
                return self._m_len_value

            self._m_len_value = (((self.num_int_digits // 9) * 4 + (self.num_int_digits % 9 + 1) // 2) + (self.scale // 9) * 4) + (self.scale % 9 + 1) // 2
            return getattr(self, '_m_len_value', None)

        @property
        def num_int_digits(self):
            if hasattr(self, '_m_num_int_digits'):
                return self._m_num_int_digits

            self._m_num_int_digits = self.precision - self.scale
            return getattr(self, '_m_num_int_digits', None)


    class CellFixed(KaitaiStruct):
        def __init__(self, len_value, _io, _parent=None, _root=None):
            super(ColumnCell.CellFixed, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_value = len_value
            self._read()

        def _read(self):
            self.raw = self._io.read_bytes(self.len_value)


        def _fetch_instances(self):
            pass


    class CellString(KaitaiStruct):
        """A STRING column, which is CHAR/BINARY, ENUM or SET by its real type."""
        def __init__(self, real_type, max_length, _io, _parent=None, _root=None):
            super(ColumnCell.CellString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.real_type = real_type
            self.max_length = max_length
            self._read()

        def _read(self):
            _on = self.real_type
            if _on == table_map_event.TableMapEvent.StringRealType.enum:
                pass
                self.value = ColumnCell.CellFixed(self.max_length, self._io, self, self._root)
            elif _on == table_map_event.TableMapEvent.StringRealType.set:
                pass
                self.value = ColumnCell.CellFixed(self.max_length, self._io, self, self._root)
            elif _on == table_map_event.TableMapEvent.StringRealType.string:
                pass
                self.value = ColumnCell.CellVar((1 if self.max_length < 256 else 2), self._io, self, self._root)


        def _fetch_instances(self):
            pass
            _on = self.real_type
            if _on == table_map_event.TableMapEvent.StringRealType.enum:
                pass
                self.value._fetch_instances()
            elif _on == table_map_event.TableMapEvent.StringRealType.set:
                pass
                self.value._fetch_instances()
            elif _on == table_map_event.TableMapEvent.StringRealType.string:
                pass
                self.value._fetch_instances()


    class CellVar(KaitaiStruct):
        def __init__(self, len_length, _io, _parent=None, _root=None):
            super(ColumnCell.CellVar, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_length = len_length
            self._read()

        def _read(self):
            _on = self.len_length
            if _on == 1:
                pass
                self.len_value = self._io.read_u1()
            elif _on == 2:
                pass
                self.len_value = self._io.read_u2le()
            elif _on == 3:
                pass
                self.len_value = self._io.read_bits_int_le(24)
            elif _on == 4:
                pass
                self.len_value = self._io.read_u4le()
            self.raw = self._io.read_bytes(self.len_value)


        def _fetch_instances(self):
            pass
            _on = self.len_length
            if _on == 1:
                pass
            elif _on == 2:
                pass
            elif _on == 3:
                pass
            elif _on == 4:
                pass


    class JsonDiff(KaitaiStruct):
        """A partial update of a JSON document, as a list of operations on paths.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.JsonDiff, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_diff = self._io.read_u4le()
            self._raw_operations = self._io.read_bytes(self.len_diff)
            _io__raw_operations = KaitaiStream(BytesIO(self._raw_operations))
            self.operations = ColumnCell.JsonDiffOperations(_io__raw_operations, self, self._root)


        def _fetch_instances(self):
            pass
            self.operations._fetch_instances()


    class JsonDiffOperation(KaitaiStruct):
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.JsonDiffOperation, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operation = KaitaiStream.resolve_enum(ColumnCell.JsonDiffOperationType, self._io.read_u1())
            self.len_path = packed_int.PackedInt(self._io)
            self.path = (self._io.read_bytes(self.len_path.value)).decode(u"UTF-8")
            if self.operation != ColumnCell.JsonDiffOperationType.remove:
                pass
                self.len_value = packed_int.PackedInt(self._io)

            if self.operation != ColumnCell.JsonDiffOperationType.remove:
                pass
                self.value = self._io.read_bytes(self.len_value.value)



        def _fetch_instances(self):
            pass
            self.len_path._fetch_instances()
            if self.operation != ColumnCell.JsonDiffOperationType.remove:
                pass
                self.len_value._fetch_instances()

            if self.operation != ColumnCell.JsonDiffOperationType.remove:
                pass



    class JsonDiffOperations(KaitaiStruct):
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.JsonDiffOperations, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operations = []
            i = 0
            while not self._io.is_eof():
                self.operations.append(ColumnCell.JsonDiffOperation(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.operations)):
                pass
                self.operations[i]._fetch_instances()



    @property
    def column_type(self):
        """The column's type as the table map gives it."""
        if hasattr(self, '_m_column_type'):
            return self._m_column_type

        self._m_column_type = self.table_map.column_types[self.index]
        return getattr(self, '_m_column_type', None)


