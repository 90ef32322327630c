# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import table_map_event
import packed_int
import mysql_json
from enum import IntEnum
import field_type


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ColumnCell(KaitaiStruct):
    """The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event, decoded by the
    column's type. A column that is not in the image, or is NULL in it, takes none. Otherwise the
    column's type and its metadata in the table's TABLE_MAP event say how many bytes the value
    takes (`extent`): a fixed number for numbers and temporal types (computed from the metadata
    for FLOAT, DOUBLE, DECIMAL, BIT and the fractional-second types), or a 1- to 4-byte
    little-endian length and that many bytes for strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR.
    The value is then read from a substream of exactly those bytes, in a layout per type: integers
    (`cell_int`), floating point (`cell_float`, `cell_double`), the packed temporal types with
    their bit fields (`cell_date`, `cell_datetime2`, `cell_time2`, `cell_timestamp2` and the
    pre-5.6 `cell_time`, `cell_datetime`, `cell_timestamp`), YEAR, DECIMAL (`cell_decimal`),
    strings and BLOBs (`cell_var`), CHAR/ENUM/SET by the real type in the metadata
    (`cell_string`), BIT (`cell_fixed`), JSON as a binary JSON document (`cell_json`), GEOMETRY
    (`cell_geometry`) and VECTOR (`cell_vector`). Every layout also keeps the value's bytes as
    `raw` (without the length prefix).
    
    The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
    before image instead of a whole document; `json_diff` is read then.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event_client.cc
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
        if  ((self.is_present) and ((not (self.is_null))) and ((not (self.is_partial_json))) and (self.extent.len_cell > 0)) :
            pass
            _on = self.column_type
            if _on == field_type.FieldType.Code.bit:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellFixed(self.table_map.metadata.columns[self.index].body.len_value, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.blob:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.date:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellDate(_io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.datetime:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellDatetime(_io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.datetime2:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellDatetime2(self.table_map.metadata.columns[self.index].body.fsp, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.double:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellDouble(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.enum:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellString(self.table_map.metadata.columns[self.index].body.real_type, self.table_map.metadata.columns[self.index].body.max_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.float:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellFloat(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.geometry:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellGeometry(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.int24:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellInt(3, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.json:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellJson(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.long:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellInt(4, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.long_blob:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.longlong:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellInt(8, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.medium_blob:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.newdate:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellDate(_io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellDecimal(self.table_map.metadata.columns[self.index].body.precision, self.table_map.metadata.columns[self.index].body.scale, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.set:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellString(self.table_map.metadata.columns[self.index].body.real_type, self.table_map.metadata.columns[self.index].body.max_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.short:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellInt(2, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.string:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellString(self.table_map.metadata.columns[self.index].body.real_type, self.table_map.metadata.columns[self.index].body.max_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.time:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellTime(_io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.time2:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellTime2(self.table_map.metadata.columns[self.index].body.fsp, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.timestamp:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellTimestamp(_io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.timestamp2:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellTimestamp2(self.table_map.metadata.columns[self.index].body.fsp, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.tiny:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellInt(1, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.tiny_blob:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVar(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.var_string:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVar((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2), _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.varchar:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVar((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2), _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.vector:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellVector(self.table_map.metadata.columns[self.index].body.pack_length, _io__raw_value, self, self._root)
            elif _on == field_type.FieldType.Code.year:
                pass
                self._raw_value = self._io.read_bytes(self.extent.len_cell)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = ColumnCell.CellYear(_io__raw_value, self, self._root)
            else:
                pass
                self.value = self._io.read_bytes(self.extent.len_cell)

        if  ((self.is_present) and ((not (self.is_null))) and (self.is_partial_json)) :
            pass
            self.json_diff = ColumnCell.JsonDiff(self._io, self, self._root)



    def _fetch_instances(self):
        pass
        if  ((self.is_present) and ((not (self.is_null))) and ((not (self.is_partial_json))) and (self.extent.len_cell > 0)) :
            pass
            _on = self.column_type
            if _on == field_type.FieldType.Code.bit:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.date:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.datetime:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.datetime2:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.double:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.enum:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.float:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.geometry:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.int24:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.json:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.long:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.long_blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.longlong:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.medium_blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.newdate:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.set:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.short:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.string:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.time:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.time2:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.timestamp:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.timestamp2:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.tiny:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.tiny_blob:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.var_string:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.varchar:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.vector:
                pass
                self.value._fetch_instances()
            elif _on == field_type.FieldType.Code.year:
                pass
                self.value._fetch_instances()
            else:
                pass

        if  ((self.is_present) and ((not (self.is_null))) and (self.is_partial_json)) :
            pass
            self.json_diff._fetch_instances()

        _ = self.extent
        if hasattr(self, '_m_extent'):
            pass
            _on = self.column_type
            if _on == field_type.FieldType.Code.bit:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.blob:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.date:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.datetime:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.datetime2:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.double:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.enum:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.float:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.geometry:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.int24:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.json:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.long:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.long_blob:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.longlong:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.medium_blob:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.newdate:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.set:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.short:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.string:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.time:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.time2:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.timestamp:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.timestamp2:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.tiny:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.tiny_blob:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.var_string:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.varchar:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.vector:
                pass
                self._m_extent._fetch_instances()
            elif _on == field_type.FieldType.Code.year:
                pass
                self._m_extent._fetch_instances()
            else:
                pass
                self._m_extent._fetch_instances()


    class CellDate(KaitaiStruct):
        """DATE (NEWDATE in the server): three little-endian bytes packing the day in the low five
        bits, the month in the next four and the year in the top fifteen. Zero parts are kept
        (dates such as 2024-00-10 or 0000-00-00 are allowed by the server's SQL modes).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.CellDate, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.day = self._io.read_bits_int_le(5)
            self.month = self._io.read_bits_int_le(4)
            self.year = self._io.read_bits_int_le(15)


        def _fetch_instances(self):
            pass
            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellDatetime(KaitaiStruct):
        """The DATETIME of servers before MySQL 5.6.4, an 8-byte little-endian number whose decimal digits read YYYYMMDDHHMMSS.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.CellDatetime, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.packed = self._io.read_u8le()


        def _fetch_instances(self):
            pass
            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellDatetime2(KaitaiStruct):
        """DATETIME(fsp) since MySQL 5.6.4: five big-endian bytes of bit fields (a sign bit that is
        set for the non-negative values the server stores, then year * 13 + month, day, hour,
        minute and second), then the fraction as in TIMESTAMP(fsp).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
        
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, fsp, _io, _parent=None, _root=None):
            super(ColumnCell.CellDatetime2, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.fsp = fsp
            self._read()

        def _read(self):
            self.is_nonnegative = self._io.read_bits_int_be(1) != 0
            self.year_month = self._io.read_bits_int_be(17)
            self.day = self._io.read_bits_int_be(5)
            self.hour = self._io.read_bits_int_be(5)
            self.minute = self._io.read_bits_int_be(6)
            self.second = self._io.read_bits_int_be(6)
            if self.fsp > 0:
                pass
                _on = (self.fsp + 1) // 2
                if _on == 1:
                    pass
                    self.fraction = self._io.read_u1()
                elif _on == 2:
                    pass
                    self.fraction = self._io.read_u2be()
                elif _on == 3:
                    pass
                    self.fraction = self._io.read_bits_int_be(24)



        def _fetch_instances(self):
            pass
            if self.fsp > 0:
                pass
                _on = (self.fsp + 1) // 2
                if _on == 1:
                    pass
                elif _on == 2:
                    pass
                elif _on == 3:
                    pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellDecimal(KaitaiStruct):
        """DECIMAL(precision, scale) in the server's binary form: the integer digits and the
        fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc
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
            """The value's size: 4 bytes per nine digits, (n + 1) / 2 bytes for the n digits left over, for the integer part and the fraction each."""
            if hasattr(self, '_m_len_value'):
                return self._m_len_value

            self._m_len_value = (((self.num_int_digits // 9) * 4 + (self.num_int_digits % 9 + 1) // 2) + (self.scale // 9) * 4) + (self.scale % 9 + 1) // 2
            return getattr(self, '_m_len_value', None)

        @property
        def num_int_digits(self):
            """Digits before the decimal point."""
            if hasattr(self, '_m_num_int_digits'):
                return self._m_num_int_digits

            self._m_num_int_digits = self.precision - self.scale
            return getattr(self, '_m_num_int_digits', None)


    class CellDouble(KaitaiStruct):
        """DOUBLE, an IEEE 754 double in little-endian order; `value` is absent if the table map gives an unusual size.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, len_value, _io, _parent=None, _root=None):
            super(ColumnCell.CellDouble, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_value = len_value
            self._read()

        def _read(self):
            if self.len_value == 8:
                pass
                self.value = self._io.read_f8le()



        def _fetch_instances(self):
            pass
            if self.len_value == 8:
                pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellExtent(KaitaiStruct):
        """The size of one value in a row image, fixed (`len_fixed`) or prefixed by its length (`len_length` bytes).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc
        """
        def __init__(self, len_fixed, len_length, _io, _parent=None, _root=None):
            super(ColumnCell.CellExtent, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_fixed = len_fixed
            self.len_length = len_length
            self._read()

        def _read(self):
            if self.len_length > 0:
                pass
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



        def _fetch_instances(self):
            pass
            if self.len_length > 0:
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


        @property
        def len_cell(self):
            """All bytes the value takes in the image, its length prefix included."""
            if hasattr(self, '_m_len_cell'):
                return self._m_len_cell

            self._m_len_cell = (self.len_fixed if self.len_length == 0 else self.len_length + self.len_value)
            return getattr(self, '_m_len_cell', None)


    class CellFixed(KaitaiStruct):
        """A value kept as its bytes (BIT, most significant byte first; ENUM and SET indexes, little-endian)."""
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


    class CellFloat(KaitaiStruct):
        """FLOAT, an IEEE 754 single in little-endian order; `value` is absent if the table map gives an unusual size.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, len_value, _io, _parent=None, _root=None):
            super(ColumnCell.CellFloat, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_value = len_value
            self._read()

        def _read(self):
            if self.len_value == 4:
                pass
                self.value = self._io.read_f4le()



        def _fetch_instances(self):
            pass
            if self.len_value == 4:
                pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellGeometry(KaitaiStruct):
        """GEOMETRY and its subtypes: a length, then the spatial reference id as a little-endian u4
        and the shape in well-known binary (WKB).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, len_length, _io, _parent=None, _root=None):
            super(ColumnCell.CellGeometry, self).__init__(_io)
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
            self.srid = self._io.read_u4le()
            self.wkb = self._io.read_bytes(self.len_value - 4)


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
            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(self.len_length)
            self._m_raw = self._io.read_bytes(self.len_value)
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellInt(KaitaiStruct):
        """TINYINT, SMALLINT, MEDIUMINT, INT and BIGINT: a little-endian integer of 1, 2, 3, 4 or 8
        bytes. The binlog does not say whether it is signed (the table map's optional SIGNEDNESS
        metadata does), so both readings are given.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, len_value, _io, _parent=None, _root=None):
            super(ColumnCell.CellInt, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.len_value = len_value
            self._read()

        def _read(self):
            _on = self.len_value
            if _on == 1:
                pass
                self.value_unsigned = self._io.read_u1()
            elif _on == 2:
                pass
                self.value_unsigned = self._io.read_u2le()
            elif _on == 3:
                pass
                self.value_unsigned = self._io.read_bits_int_le(24)
            elif _on == 4:
                pass
                self.value_unsigned = self._io.read_u4le()
            elif _on == 8:
                pass
                self.value_unsigned = self._io.read_u8le()


        def _fetch_instances(self):
            pass
            _on = self.len_value
            if _on == 1:
                pass
            elif _on == 2:
                pass
            elif _on == 3:
                pass
            elif _on == 4:
                pass
            elif _on == 8:
                pass
            _ = self.bigint_high
            if hasattr(self, '_m_bigint_high'):
                pass

            _ = self.bigint_low
            if hasattr(self, '_m_bigint_low'):
                pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def bigint_high(self):
            """A BIGINT's high four bytes, read as signed."""
            if hasattr(self, '_m_bigint_high'):
                return self._m_bigint_high

            if self.len_value == 8:
                pass
                _pos = self._io.pos()
                self._io.seek(4)
                self._m_bigint_high = self._io.read_s4le()
                self._io.seek(_pos)

            return getattr(self, '_m_bigint_high', None)

        @property
        def bigint_low(self):
            """A BIGINT's low four bytes."""
            if hasattr(self, '_m_bigint_low'):
                return self._m_bigint_low

            if self.len_value == 8:
                pass
                _pos = self._io.pos()
                self._io.seek(0)
                self._m_bigint_low = self._io.read_u4le()
                self._io.seek(_pos)

            return getattr(self, '_m_bigint_low', None)

        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)

        @property
        def value_signed(self):
            """The same bits read as a two's-complement number. Written with comparisons and
            constants rather than shifts, which the JavaScript target computes on 32 bits only;
            a BIGINT is put together from its two halves (the JavaScript runtime's signed 64-bit
            read, readS8le in kaitai-struct 0.11.0, is wrong for negative numbers whose low half
            is below 0x80000000).
            """
            if hasattr(self, '_m_value_signed'):
                return self._m_value_signed

            self._m_value_signed = (self.bigint_high * 4294967296 + self.bigint_low if self.len_value == 8 else (self.value_unsigned if self.value_unsigned < (128 if self.len_value == 1 else (32768 if self.len_value == 2 else (8388608 if self.len_value == 3 else 2147483648))) else self.value_unsigned - (256 if self.len_value == 1 else (65536 if self.len_value == 2 else (16777216 if self.len_value == 3 else 4294967296)))))
            return getattr(self, '_m_value_signed', None)


    class CellJson(KaitaiStruct):
        """MySQL's JSON: a length, then the document in MySQL's binary JSON form. A zero length (which
        the server reads as JSON null) has no document.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc
        """
        def __init__(self, len_length, _io, _parent=None, _root=None):
            super(ColumnCell.CellJson, self).__init__(_io)
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
            if self.len_value > 0:
                pass
                self._raw_document = self._io.read_bytes(self.len_value)
                _io__raw_document = KaitaiStream(BytesIO(self._raw_document))
                self.document = mysql_json.MysqlJson(_io__raw_document)



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
            if self.len_value > 0:
                pass
                self.document._fetch_instances()

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(self.len_length)
            self._m_raw = self._io.read_bytes(self.len_value)
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


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


    class CellTime(KaitaiStruct):
        """The TIME of servers before MySQL 5.6.4 (MariaDB with mysql56_temporal_format=OFF): a
        signed 3-byte little-endian number whose decimal digits read HHMMSS, negative for negative
        times.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.CellTime, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.packed_unsigned = self._io.read_bits_int_le(24)


        def _fetch_instances(self):
            pass
            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def packed(self):
            """The stored number as a signed value."""
            if hasattr(self, '_m_packed'):
                return self._m_packed

            self._m_packed = (self.packed_unsigned - 16777216 if self.packed_unsigned >= 8388608 else self.packed_unsigned)
            return getattr(self, '_m_packed', None)

        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellTime2(KaitaiStruct):
        """TIME(fsp) since MySQL 5.6.4: a big-endian number offset by 0x800000 (for the integer part)
        whose bits below the offset hold hours (10 bits), minutes (6) and seconds (6), then the
        fraction as in TIMESTAMP(fsp). A negative time is stored as the offset minus its
        magnitude over the integer part and the fraction taken together, so the two parts are
        combined before the sign is known; for a non-negative time they read directly.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
        
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, fsp, _io, _parent=None, _root=None):
            super(ColumnCell.CellTime2, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.fsp = fsp
            self._read()

        def _read(self):
            self.int_part = self._io.read_bits_int_be(24)
            if self.fsp > 0:
                pass
                _on = (self.fsp + 1) // 2
                if _on == 1:
                    pass
                    self.fraction = self._io.read_u1()
                elif _on == 2:
                    pass
                    self.fraction = self._io.read_u2be()
                elif _on == 3:
                    pass
                    self.fraction = self._io.read_bits_int_be(24)



        def _fetch_instances(self):
            pass
            if self.fsp > 0:
                pass
                _on = (self.fsp + 1) // 2
                if _on == 1:
                    pass
                elif _on == 2:
                    pass
                elif _on == 3:
                    pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellTimestamp(KaitaiStruct):
        """The TIMESTAMP of servers before MySQL 5.6.4, seconds since 1970-01-01 00:00:00 UTC (0 is the zero timestamp).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.CellTimestamp, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.seconds = self._io.read_u4le()


        def _fetch_instances(self):
            pass
            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellTimestamp2(KaitaiStruct):
        """TIMESTAMP(fsp) since MySQL 5.6.4: the seconds since the epoch as a big-endian u4, then the
        fraction of a second in (fsp + 1) / 2 big-endian bytes, counting hundredths (1-2 digits),
        ten-thousandths (3-4) or microseconds (5-6).
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc
        
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, fsp, _io, _parent=None, _root=None):
            super(ColumnCell.CellTimestamp2, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.fsp = fsp
            self._read()

        def _read(self):
            self.seconds = self._io.read_u4be()
            if self.fsp > 0:
                pass
                _on = (self.fsp + 1) // 2
                if _on == 1:
                    pass
                    self.fraction = self._io.read_u1()
                elif _on == 2:
                    pass
                    self.fraction = self._io.read_u2be()
                elif _on == 3:
                    pass
                    self.fraction = self._io.read_bits_int_be(24)



        def _fetch_instances(self):
            pass
            if self.fsp > 0:
                pass
                _on = (self.fsp + 1) // 2
                if _on == 1:
                    pass
                elif _on == 2:
                    pass
                elif _on == 3:
                    pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellVar(KaitaiStruct):
        """A length-prefixed value kept as its bytes (CHAR, VARCHAR, BINARY, VARBINARY, BLOB and TEXT)."""
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


    class CellVector(KaitaiStruct):
        """MySQL 9's VECTOR, a length and then that many bytes of little-endian IEEE 754 singles.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/trunk/sql/field.cc
        """
        def __init__(self, len_length, _io, _parent=None, _root=None):
            super(ColumnCell.CellVector, self).__init__(_io)
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
            self.values = []
            for i in range(self.len_value // 4):
                self.values.append(self._io.read_f4le())



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
            for i in range(len(self.values)):
                pass

            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(self.len_length)
            self._m_raw = self._io.read_bytes(self.len_value)
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)


    class CellYear(KaitaiStruct):
        """YEAR, one byte counting years from 1900; 0 is the zero year 0000.
        
        .. seealso::
           Source - https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(ColumnCell.CellYear, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.years_since_1900 = self._io.read_u1()


        def _fetch_instances(self):
            pass
            _ = self.raw
            if hasattr(self, '_m_raw'):
                pass


        @property
        def raw(self):
            if hasattr(self, '_m_raw'):
                return self._m_raw

            _pos = self._io.pos()
            self._io.seek(0)
            self._m_raw = self._io.read_bytes_full()
            self._io.seek(_pos)
            return getattr(self, '_m_raw', None)

        @property
        def year(self):
            """The year: 0 (0000) or 1901 to 2155."""
            if hasattr(self, '_m_year'):
                return self._m_year

            self._m_year = (0 if self.years_since_1900 == 0 else self.years_since_1900 + 1900)
            return getattr(self, '_m_year', None)


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
        """One operation: what to do at which path, and the new value unless it removes."""
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
        """The operations of one partial JSON update, up to the end of the diff."""
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

    @property
    def extent(self):
        """How many bytes the value takes, looked up where the value starts (before it is read):
        fixed by the type and its metadata, or a length prefix and the length it gives. Empty for a
        type this spec cannot size.
        """
        if hasattr(self, '_m_extent'):
            return self._m_extent

        if  ((self.is_present) and ((not (self.is_null))) and ((not (self.is_partial_json)))) :
            pass
            _pos = self._io.pos()
            self._io.seek(self._io.pos())
            _on = self.column_type
            if _on == field_type.FieldType.Code.bit:
                pass
                self._m_extent = ColumnCell.CellExtent(self.table_map.metadata.columns[self.index].body.len_value, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.blob:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.date:
                pass
                self._m_extent = ColumnCell.CellExtent(3, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.datetime:
                pass
                self._m_extent = ColumnCell.CellExtent(8, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.datetime2:
                pass
                self._m_extent = ColumnCell.CellExtent(5 + (self.table_map.metadata.columns[self.index].body.fsp + 1) // 2, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.double:
                pass
                self._m_extent = ColumnCell.CellExtent(self.table_map.metadata.columns[self.index].body.pack_length, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.enum:
                pass
                self._m_extent = ColumnCell.CellExtent((0 if self.table_map.metadata.columns[self.index].body.real_type == table_map_event.TableMapEvent.StringRealType.string else self.table_map.metadata.columns[self.index].body.max_length), ((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2) if self.table_map.metadata.columns[self.index].body.real_type == table_map_event.TableMapEvent.StringRealType.string else 0), self._io, self, self._root)
            elif _on == field_type.FieldType.Code.float:
                pass
                self._m_extent = ColumnCell.CellExtent(self.table_map.metadata.columns[self.index].body.pack_length, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.geometry:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.int24:
                pass
                self._m_extent = ColumnCell.CellExtent(3, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.json:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.long:
                pass
                self._m_extent = ColumnCell.CellExtent(4, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.long_blob:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.longlong:
                pass
                self._m_extent = ColumnCell.CellExtent(8, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.medium_blob:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.newdate:
                pass
                self._m_extent = ColumnCell.CellExtent(3, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.newdecimal:
                pass
                self._m_extent = ColumnCell.CellExtent(((((self.table_map.metadata.columns[self.index].body.precision - self.table_map.metadata.columns[self.index].body.scale) // 9) * 4 + ((self.table_map.metadata.columns[self.index].body.precision - self.table_map.metadata.columns[self.index].body.scale) % 9 + 1) // 2) + (self.table_map.metadata.columns[self.index].body.scale // 9) * 4) + (self.table_map.metadata.columns[self.index].body.scale % 9 + 1) // 2, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.set:
                pass
                self._m_extent = ColumnCell.CellExtent((0 if self.table_map.metadata.columns[self.index].body.real_type == table_map_event.TableMapEvent.StringRealType.string else self.table_map.metadata.columns[self.index].body.max_length), ((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2) if self.table_map.metadata.columns[self.index].body.real_type == table_map_event.TableMapEvent.StringRealType.string else 0), self._io, self, self._root)
            elif _on == field_type.FieldType.Code.short:
                pass
                self._m_extent = ColumnCell.CellExtent(2, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.string:
                pass
                self._m_extent = ColumnCell.CellExtent((0 if self.table_map.metadata.columns[self.index].body.real_type == table_map_event.TableMapEvent.StringRealType.string else self.table_map.metadata.columns[self.index].body.max_length), ((1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2) if self.table_map.metadata.columns[self.index].body.real_type == table_map_event.TableMapEvent.StringRealType.string else 0), self._io, self, self._root)
            elif _on == field_type.FieldType.Code.time:
                pass
                self._m_extent = ColumnCell.CellExtent(3, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.time2:
                pass
                self._m_extent = ColumnCell.CellExtent(3 + (self.table_map.metadata.columns[self.index].body.fsp + 1) // 2, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.timestamp:
                pass
                self._m_extent = ColumnCell.CellExtent(4, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.timestamp2:
                pass
                self._m_extent = ColumnCell.CellExtent(4 + (self.table_map.metadata.columns[self.index].body.fsp + 1) // 2, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.tiny:
                pass
                self._m_extent = ColumnCell.CellExtent(1, 0, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.tiny_blob:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.var_string:
                pass
                self._m_extent = ColumnCell.CellExtent(0, (1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2), self._io, self, self._root)
            elif _on == field_type.FieldType.Code.varchar:
                pass
                self._m_extent = ColumnCell.CellExtent(0, (1 if self.table_map.metadata.columns[self.index].body.max_length < 256 else 2), self._io, self, self._root)
            elif _on == field_type.FieldType.Code.vector:
                pass
                self._m_extent = ColumnCell.CellExtent(0, self.table_map.metadata.columns[self.index].body.pack_length, self._io, self, self._root)
            elif _on == field_type.FieldType.Code.year:
                pass
                self._m_extent = ColumnCell.CellExtent(1, 0, self._io, self, self._root)
            else:
                pass
                self._m_extent = ColumnCell.CellExtent(0, 0, self._io, self, self._root)
            self._io.seek(_pos)

        return getattr(self, '_m_extent', None)


