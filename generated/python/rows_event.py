# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import table_map_event
import column_bitmap
import packed_int
import column_cell
from enum import IntEnum
import field_type
import zlib


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class RowsEvent(KaitaiStruct):
    """Rows that one statement inserted, updated or deleted in one table, with the column values
    split into cells by the table's TABLE_MAP event.
    
    After the post-header (table id, flags and, in v2 events, the extra row info) come the
    column count, the bitmap of the columns present in the images and, for updates, a second
    bitmap for the after images. Then rows until the end of the body: a write has one (after)
    image per row, a delete one (before) image, an update a before and an after image. An image
    is a NULL bitmap with one bit per present column, then one cell per present column that is
    not NULL (see column_cell).
    
    The after image of a PARTIAL_UPDATE_ROWS event (MySQL 8.0 with
    binlog_row_value_options=PARTIAL_JSON) starts with value options and, when they say so, a
    bitmap with one bit per JSON column of the table telling which are written as diffs.
    
    MariaDB's compressed row events (binlog_row_compress / log_bin_compress) zlib-compress the
    rows only: a header byte (0x80 plus the width of the length), the uncompressed length in
    big-endian, then the zlib stream.
    
    Kaitai has no way to count set bits, so the rank of each column among the present columns
    (which NULL bit is its) is built once per event as a chain (`present_ranks`,
    `present_after_ranks`, `json_ranks`): each entry takes the previous entry's running count as a
    param. These chains take no bytes.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/
    """

    class ExtraRowInfoType(IntEnum):
        ndb = 0
        partition = 1
    def __init__(self, event_type_code, len_post_header, table_map, _io, _parent=None, _root=None):
        super(RowsEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.event_type_code = event_type_code
        self.len_post_header = len_post_header
        self.table_map = table_map
        self._read()

    def _read(self):
        self.table_id_low = self._io.read_u4le()
        if self.len_post_header != 6:
            pass
            self.table_id_high = self._io.read_u2le()

        self.flags = self._io.read_u2le()
        if self.len_post_header == 10:
            pass
            self.len_extra_row_info = self._io.read_u2le()

        if self.len_post_header == 10:
            pass
            self._raw_extra_row_info = self._io.read_bytes(self.len_extra_row_info - 2)
            _io__raw_extra_row_info = KaitaiStream(BytesIO(self._raw_extra_row_info))
            self.extra_row_info = RowsEvent.ExtraRowInfo(_io__raw_extra_row_info, self, self._root)

        self.num_columns = packed_int.PackedInt(self._io)
        self.columns_present = column_bitmap.ColumnBitmap(self.num_columns.value, self._io)
        if self.has_after_bitmap:
            pass
            self.columns_present_after = column_bitmap.ColumnBitmap(self.num_columns.value, self._io)

        self.present_ranks = []
        for i in range(self.num_columns.value):
            self.present_ranks.append(RowsEvent.ColumnRank(self.columns_present.bits[i], (0 if i == 0 else self.present_ranks[i - 1].rank_next), self._io, self, self._root))

        if self.has_after_bitmap:
            pass
            self.present_after_ranks = []
            for i in range(self.num_columns.value):
                self.present_after_ranks.append(RowsEvent.ColumnRank(self.columns_present_after.bits[i], (0 if i == 0 else self.present_after_ranks[i - 1].rank_next), self._io, self, self._root))


        if  ((self.is_partial_update) and ((not (self._io.is_eof())))) :
            pass
            self.json_ranks = []
            for i in range(self.num_columns.value):
                self.json_ranks.append(RowsEvent.ColumnRank(self.table_map.column_types[i] == field_type.FieldType.Code.json, (0 if i == 0 else self.json_ranks[i - 1].rank_next), self._io, self, self._root))


        if self.is_compressed:
            pass
            self.compression_header = self._io.read_u1()

        if self.is_compressed:
            pass
            _on = self.compression_header & 7
            if _on == 1:
                pass
                self.len_uncompressed = self._io.read_u1()
            elif _on == 2:
                pass
                self.len_uncompressed = self._io.read_u2be()
            elif _on == 3:
                pass
                self.len_uncompressed = self._io.read_bits_int_be(24)
            elif _on == 4:
                pass
                self.len_uncompressed = self._io.read_u4be()

        if (not (self.is_compressed)):
            pass
            self._raw_row_data = self._io.read_bytes_full()
            _io__raw_row_data = KaitaiStream(BytesIO(self._raw_row_data))
            self.row_data = RowsEvent.RowList(_io__raw_row_data, self, self._root)

        if self.is_compressed:
            pass
            self._raw__raw_row_data_compressed = self._io.read_bytes_full()
            self._raw_row_data_compressed = zlib.decompress(self._raw__raw_row_data_compressed)
            _io__raw_row_data_compressed = KaitaiStream(BytesIO(self._raw_row_data_compressed))
            self.row_data_compressed = RowsEvent.RowList(_io__raw_row_data_compressed, self, self._root)



    def _fetch_instances(self):
        pass
        if self.len_post_header != 6:
            pass

        if self.len_post_header == 10:
            pass

        if self.len_post_header == 10:
            pass
            self.extra_row_info._fetch_instances()

        self.num_columns._fetch_instances()
        self.columns_present._fetch_instances()
        if self.has_after_bitmap:
            pass
            self.columns_present_after._fetch_instances()

        for i in range(len(self.present_ranks)):
            pass
            self.present_ranks[i]._fetch_instances()

        if self.has_after_bitmap:
            pass
            for i in range(len(self.present_after_ranks)):
                pass
                self.present_after_ranks[i]._fetch_instances()


        if  ((self.is_partial_update) and ((not (self._io.is_eof())))) :
            pass
            for i in range(len(self.json_ranks)):
                pass
                self.json_ranks[i]._fetch_instances()


        if self.is_compressed:
            pass

        if self.is_compressed:
            pass
            _on = self.compression_header & 7
            if _on == 1:
                pass
            elif _on == 2:
                pass
            elif _on == 3:
                pass
            elif _on == 4:
                pass

        if (not (self.is_compressed)):
            pass
            self.row_data._fetch_instances()

        if self.is_compressed:
            pass
            self.row_data_compressed._fetch_instances()


    class ColumnRank(KaitaiStruct):
        """One link of the chain that counts set bits of a column bitmap (Kaitai has no popcount)."""
        def __init__(self, is_set, rank, _io, _parent=None, _root=None):
            super(RowsEvent.ColumnRank, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_set = is_set
            self.rank = rank
            self._read()

        def _read(self):
            pass


        def _fetch_instances(self):
            pass

        @property
        def rank_next(self):
            """Set bits up to and including this one."""
            if hasattr(self, '_m_rank_next'):
                return self._m_rank_next

            self._m_rank_next = self.rank + (1 if self.is_set else 0)
            return getattr(self, '_m_rank_next', None)


    class ExtraRowInfo(KaitaiStruct):
        """The extra row info of a v2 row event: typed entries up to its end."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.ExtraRowInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.entries = []
            i = 0
            while not self._io.is_eof():
                self.entries.append(RowsEvent.ExtraRowInfoEntry(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.entries)):
                pass
                self.entries[i]._fetch_instances()



    class ExtraRowInfoEntry(KaitaiStruct):
        """One entry of the extra row info: a type code and its data."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.ExtraRowInfoEntry, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.type_code = KaitaiStream.resolve_enum(RowsEvent.ExtraRowInfoType, self._io.read_u1())
            _on = self.type_code
            if _on == RowsEvent.ExtraRowInfoType.ndb:
                pass
                self.body = RowsEvent.NdbInfo(self._io, self, self._root)
            elif _on == RowsEvent.ExtraRowInfoType.partition:
                pass
                self.body = RowsEvent.PartitionInfo(self._io, self, self._root)
            else:
                pass
                self.body = RowsEvent.UnknownInfo(self._io, self, self._root)


        def _fetch_instances(self):
            pass
            _on = self.type_code
            if _on == RowsEvent.ExtraRowInfoType.ndb:
                pass
                self.body._fetch_instances()
            elif _on == RowsEvent.ExtraRowInfoType.partition:
                pass
                self.body._fetch_instances()
            else:
                pass
                self.body._fetch_instances()


    class NdbInfo(KaitaiStruct):
        """NDB Cluster's per-statement data."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.NdbInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_info = self._io.read_u1()
            self.format = self._io.read_u1()
            self.payload = self._io.read_bytes(self.len_info - 2)


        def _fetch_instances(self):
            pass


    class PartitionInfo(KaitaiStruct):
        """The partition the rows are in (MySQL 8.0 with binlog_row_image partitioned tables); updates also name the source partition."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.PartitionInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.partition_id = self._io.read_u2le()
            if  ((self._parent._parent._parent.event_type_code == 31) or (self._parent._parent._parent.event_type_code == 39)) :
                pass
                self.source_partition_id = self._io.read_u2le()



        def _fetch_instances(self):
            pass
            if  ((self._parent._parent._parent.event_type_code == 31) or (self._parent._parent._parent.event_type_code == 39)) :
                pass



    class Row(KaitaiStruct):
        """One row change."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.Row, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            if (not (self._parent._parent.is_write)):
                pass
                self.before_image = RowsEvent.RowImage(False, False, self._io, self, self._root)

            if (not (self._parent._parent.is_delete)):
                pass
                self.after_image = RowsEvent.RowImage(self._parent._parent.has_after_bitmap, self._parent._parent.is_partial_update, self._io, self, self._root)



        def _fetch_instances(self):
            pass
            if (not (self._parent._parent.is_write)):
                pass
                self.before_image._fetch_instances()

            if (not (self._parent._parent.is_delete)):
                pass
                self.after_image._fetch_instances()



    class RowImage(KaitaiStruct):
        """One image of a row: a NULL bitmap over the image's columns, then one cell per column of the table."""
        def __init__(self, uses_after_bitmap, has_value_options, _io, _parent=None, _root=None):
            super(RowsEvent.RowImage, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.uses_after_bitmap = uses_after_bitmap
            self.has_value_options = has_value_options
            self._read()

        def _read(self):
            if self.has_value_options:
                pass
                self.value_options = packed_int.PackedInt(self._io)

            if  ((self.has_value_options) and (self.value_options.value & 1 != 0)) :
                pass
                self.partial_json_columns = column_bitmap.ColumnBitmap(self._parent._parent._parent.json_ranks[self._parent._parent._parent.num_columns.value - 1].rank_next, self._io)

            self.null_bitmap = column_bitmap.ColumnBitmap((self._parent._parent._parent.num_present_after if self.uses_after_bitmap else self._parent._parent._parent.num_present), self._io)
            self.cells = []
            for i in range(self._parent._parent._parent.num_columns.value):
                self.cells.append(column_cell.ColumnCell(self._parent._parent._parent.table_map, i, (self._parent._parent._parent.columns_present_after.bits[i] if self.uses_after_bitmap else self._parent._parent._parent.columns_present.bits[i]), (False if self._parent._parent._parent.is_v0 else ((self.null_bitmap.bits[self._parent._parent._parent.present_after_ranks[i].rank] if self._parent._parent._parent.columns_present_after.bits[i] else False) if self.uses_after_bitmap else (self.null_bitmap.bits[self._parent._parent._parent.present_ranks[i].rank] if self._parent._parent._parent.columns_present.bits[i] else False))), (self.partial_json_columns.bits[self._parent._parent._parent.json_ranks[i].rank] if  ((self.has_value_options) and (self.value_options.value & 1 != 0) and (self._parent._parent._parent.table_map.column_types[i] == field_type.FieldType.Code.json))  else False), self._io))



        def _fetch_instances(self):
            pass
            if self.has_value_options:
                pass
                self.value_options._fetch_instances()

            if  ((self.has_value_options) and (self.value_options.value & 1 != 0)) :
                pass
                self.partial_json_columns._fetch_instances()

            self.null_bitmap._fetch_instances()
            for i in range(len(self.cells)):
                pass
                self.cells[i]._fetch_instances()



    class RowList(KaitaiStruct):
        """The rows of the event, up to the end of its row data."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.RowList, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.rows = []
            i = 0
            while not self._io.is_eof():
                self.rows.append(RowsEvent.Row(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.rows)):
                pass
                self.rows[i]._fetch_instances()



    class UnknownInfo(KaitaiStruct):
        """An entry type this spec does not know; the server stops reading the extra row info there too."""
        def __init__(self, _io, _parent=None, _root=None):
            super(RowsEvent.UnknownInfo, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.raw = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass


    @property
    def has_after_bitmap(self):
        """Updates since row format v1 have a second column bitmap; v0 updates use the first for both images."""
        if hasattr(self, '_m_has_after_bitmap'):
            return self._m_has_after_bitmap

        self._m_has_after_bitmap =  ((self.event_type_code == 24) or (self.event_type_code == 31) or (self.event_type_code == 39) or (self.event_type_code == 167) or (self.event_type_code == 170)) 
        return getattr(self, '_m_has_after_bitmap', None)

    @property
    def is_compressed(self):
        """Whether this is a MariaDB compressed row event."""
        if hasattr(self, '_m_is_compressed'):
            return self._m_is_compressed

        self._m_is_compressed =  ((self.event_type_code >= 166) and (self.event_type_code <= 171)) 
        return getattr(self, '_m_is_compressed', None)

    @property
    def is_delete(self):
        """Whether the rows were deleted (before images only)."""
        if hasattr(self, '_m_is_delete'):
            return self._m_is_delete

        self._m_is_delete =  ((self.event_type_code == 22) or (self.event_type_code == 25) or (self.event_type_code == 32) or (self.event_type_code == 168) or (self.event_type_code == 171)) 
        return getattr(self, '_m_is_delete', None)

    @property
    def is_partial_update(self):
        """Whether this is MySQL's PARTIAL_UPDATE_ROWS_EVENT."""
        if hasattr(self, '_m_is_partial_update'):
            return self._m_is_partial_update

        self._m_is_partial_update = self.event_type_code == 39
        return getattr(self, '_m_is_partial_update', None)

    @property
    def is_v0(self):
        """Row format v0 (MySQL 5.1 before 5.1.15)."""
        if hasattr(self, '_m_is_v0'):
            return self._m_is_v0

        self._m_is_v0 =  ((self.event_type_code >= 20) and (self.event_type_code <= 22)) 
        return getattr(self, '_m_is_v0', None)

    @property
    def is_write(self):
        """Whether the rows were inserted (after images only)."""
        if hasattr(self, '_m_is_write'):
            return self._m_is_write

        self._m_is_write =  ((self.event_type_code == 20) or (self.event_type_code == 23) or (self.event_type_code == 30) or (self.event_type_code == 166) or (self.event_type_code == 169)) 
        return getattr(self, '_m_is_write', None)

    @property
    def num_present(self):
        """Number of columns in the (before) images."""
        if hasattr(self, '_m_num_present'):
            return self._m_num_present

        self._m_num_present = (0 if self.num_columns.value == 0 else self.present_ranks[self.num_columns.value - 1].rank_next)
        return getattr(self, '_m_num_present', None)

    @property
    def num_present_after(self):
        """Number of columns in the after images."""
        if hasattr(self, '_m_num_present_after'):
            return self._m_num_present_after

        self._m_num_present_after = ((0 if self.num_columns.value == 0 else self.present_after_ranks[self.num_columns.value - 1].rank_next) if self.has_after_bitmap else self.num_present)
        return getattr(self, '_m_num_present_after', None)

    @property
    def table_id(self):
        """The table id; 0xffffff with no rows marks a statement end that frees all table maps."""
        if hasattr(self, '_m_table_id'):
            return self._m_table_id

        self._m_table_id = (self.table_id_low if self.len_post_header == 6 else self.table_id_low + self.table_id_high * 4294967296)
        return getattr(self, '_m_table_id', None)


