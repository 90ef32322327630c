# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum
import zlib


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class QueryEvent(KaitaiStruct):
    """A statement as the source ran it (statement-based logging, DDL, BEGIN/COMMIT of
    non-transactional work), with the session state it needs to run the same way elsewhere.
    The post-header is 11 bytes in binlog v1/v3 and 13 in v4, which adds the length of the
    status-variable block; bytes of a longer post-header are kept raw. Status variables are a
    sequence of (code, value) pairs whose value layout depends on the code; servers write them
    in increasing code order and stop reading at the first code they do not know, so an
    unknown code here ends the decoding and the rest of the block is kept raw. Then come the
    default database (zero-terminated) and the statement text, which in MariaDB's
    QUERY_COMPRESSED_EVENT is zlib-compressed behind a small header.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Query__event.html
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/statement_events.cpp
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/query_event/
    """

    class StatusVarCode(IntEnum):
        flags2 = 0
        sql_mode = 1
        catalog = 2
        auto_increment = 3
        charset = 4
        time_zone = 5
        catalog_nz = 6
        lc_time_names = 7
        charset_database = 8
        table_map_for_update = 9
        master_data_written = 10
        invoker = 11
        updated_db_names = 12
        microseconds = 13
        commit_ts = 14
        commit_ts2 = 15
        explicit_defaults_for_timestamp = 16
        ddl_logged_with_xid = 17
        default_collation_for_utf8mb4 = 18
        sql_require_primary_key = 19
        default_table_encryption = 20
        hrnow = 128
        xid = 129
        gtid_flags3 = 130
        character_set_collations = 131
    def __init__(self, len_post_header, is_compressed, _io, _parent=None, _root=None):
        super(QueryEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self.is_compressed = is_compressed
        self._read()

    def _read(self):
        self.thread_id = self._io.read_u4le()
        self.exec_time = self._io.read_u4le()
        self.len_db = self._io.read_u1()
        self.error_code = self._io.read_u2le()
        if self.len_post_header > 11:
            pass
            self.len_status_vars = self._io.read_u2le()

        if self.len_post_header > 13:
            pass
            self.post_header_extra = self._io.read_bytes(self.len_post_header - 13)

        if self.len_post_header > 11:
            pass
            self._raw_status_vars = self._io.read_bytes(self.len_status_vars)
            _io__raw_status_vars = KaitaiStream(BytesIO(self._raw_status_vars))
            self.status_vars = QueryEvent.StatusVars(_io__raw_status_vars, self, self._root)

        self.db = (self._io.read_bytes(self.len_db)).decode(u"UTF-8")
        self.db_terminator = self._io.read_bytes(1)
        if not self.db_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.db_terminator, self._io, u"/seq/8")
        if (not (self.is_compressed)):
            pass
            self.query = self._io.read_bytes_full()

        if self.is_compressed:
            pass
            self._raw_compressed_query = self._io.read_bytes_full()
            _io__raw_compressed_query = KaitaiStream(BytesIO(self._raw_compressed_query))
            self.compressed_query = QueryEvent.CompressedText(_io__raw_compressed_query, self, self._root)



    def _fetch_instances(self):
        pass
        if self.len_post_header > 11:
            pass

        if self.len_post_header > 13:
            pass

        if self.len_post_header > 11:
            pass
            self.status_vars._fetch_instances()

        if (not (self.is_compressed)):
            pass

        if self.is_compressed:
            pass
            self.compressed_query._fetch_instances()


    class AutoIncrement(KaitaiStruct):
        """Q_AUTO_INCREMENT: the session's auto_increment_increment and auto_increment_offset."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.AutoIncrement, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.increment = self._io.read_u2le()
            self.offset = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class CatalogWithTerminator(KaitaiStruct):
        """The old (MySQL 5.0.0 to 5.0.3) catalog form, which also stores the zero terminator."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.CatalogWithTerminator, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value = self._io.read_u1()
            self.value = (self._io.read_bytes(self.len_value)).decode(u"UTF-8")
            self.terminator = self._io.read_bytes(1)
            if not self.terminator == b"\x00":
                raise kaitaistruct.ValidationNotEqualError(b"\x00", self.terminator, self._io, u"/types/catalog_with_terminator/seq/2")


        def _fetch_instances(self):
            pass


    class Charset(KaitaiStruct):
        """Collation ids (see INFORMATION_SCHEMA.COLLATIONS) of the session."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.Charset, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.character_set_client = self._io.read_u2le()
            self.collation_connection = self._io.read_u2le()
            self.collation_server = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class CompressedText(KaitaiStruct):
        """MariaDB's compressed-record layout: one header byte (bit 7 set, bits 4-6 the algorithm,
        0 = zlib; bits 0-2 the width of the length that follows), the uncompressed length in
        1 to 4 big-endian bytes, then a zlib stream.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.CompressedText, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.header = self._io.read_u1()
            if not self.header >= 128:
                raise kaitaistruct.ValidationLessThanError(128, self.header, self._io, u"/types/compressed_text/seq/0")
            if not self.header <= 159:
                raise kaitaistruct.ValidationGreaterThanError(159, self.header, self._io, u"/types/compressed_text/seq/0")
            _on = self.header & 7
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
            self._raw_text = self._io.read_bytes_full()
            self.text = zlib.decompress(self._raw_text)


        def _fetch_instances(self):
            pass
            _on = self.header & 7
            if _on == 1:
                pass
            elif _on == 2:
                pass
            elif _on == 3:
                pass
            elif _on == 4:
                pass


    class GtidFlags3(KaitaiStruct):
        """MariaDB's extra GTID flags of a two-phase ALTER TABLE, and the sequence number of its START ALTER."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.GtidFlags3, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.flags = self._io.read_u1()
            if self.flags & 12 != 0:
                pass
                self.start_alter_seq_no = self._io.read_u8le()



        def _fetch_instances(self):
            pass
            if self.flags & 12 != 0:
                pass



    class Invoker(KaitaiStruct):
        """The definer a stored routine, view or trigger statement runs as."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.Invoker, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_user = self._io.read_u1()
            self.user = (self._io.read_bytes(self.len_user)).decode(u"UTF-8")
            self.len_host = self._io.read_u1()
            self.host = (self._io.read_bytes(self.len_host)).decode(u"UTF-8")


        def _fetch_instances(self):
            pass


    class ShortString(KaitaiStruct):
        """A string behind a 1-byte length, with no terminator."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.ShortString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value = self._io.read_u1()
            self.value = (self._io.read_bytes(self.len_value)).decode(u"UTF-8")


        def _fetch_instances(self):
            pass


    class StatusVar(KaitaiStruct):
        """One status variable: its code, then a value in the layout the code gives."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.StatusVar, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.code = KaitaiStream.resolve_enum(QueryEvent.StatusVarCode, self._io.read_u1())
            _on = self.code
            if _on == QueryEvent.StatusVarCode.auto_increment:
                pass
                self.value = QueryEvent.AutoIncrement(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.catalog:
                pass
                self.value = QueryEvent.CatalogWithTerminator(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.catalog_nz:
                pass
                self.value = QueryEvent.ShortString(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.charset:
                pass
                self.value = QueryEvent.Charset(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.charset_database:
                pass
                self.value = QueryEvent.ValueU2(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.commit_ts:
                pass
                self.value = QueryEvent.ValueU8(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.ddl_logged_with_xid:
                pass
                self.value = QueryEvent.ValueU8(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.default_collation_for_utf8mb4:
                pass
                self.value = QueryEvent.ValueU2(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.default_table_encryption:
                pass
                self.value = QueryEvent.ValueU1(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.explicit_defaults_for_timestamp:
                pass
                self.value = QueryEvent.ValueU1(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.flags2:
                pass
                self.value = QueryEvent.ValueU4(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.gtid_flags3:
                pass
                self.value = QueryEvent.GtidFlags3(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.hrnow:
                pass
                self.value = QueryEvent.ValueU3(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.invoker:
                pass
                self.value = QueryEvent.Invoker(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.lc_time_names:
                pass
                self.value = QueryEvent.ValueU2(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.master_data_written:
                pass
                self.value = QueryEvent.ValueU4(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.microseconds:
                pass
                self.value = QueryEvent.ValueU3(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.sql_mode:
                pass
                self.value = QueryEvent.ValueU8(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.sql_require_primary_key:
                pass
                self.value = QueryEvent.ValueU1(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.table_map_for_update:
                pass
                self.value = QueryEvent.ValueU8(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.time_zone:
                pass
                self.value = QueryEvent.ShortString(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.updated_db_names:
                pass
                self.value = QueryEvent.UpdatedDbNames(self._io, self, self._root)
            elif _on == QueryEvent.StatusVarCode.xid:
                pass
                self.value = QueryEvent.ValueU8(self._io, self, self._root)
            if (not (self.is_known)):
                pass
                self.unparsed = self._io.read_bytes_full()



        def _fetch_instances(self):
            pass
            _on = self.code
            if _on == QueryEvent.StatusVarCode.auto_increment:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.catalog:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.catalog_nz:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.charset:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.charset_database:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.commit_ts:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.ddl_logged_with_xid:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.default_collation_for_utf8mb4:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.default_table_encryption:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.explicit_defaults_for_timestamp:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.flags2:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.gtid_flags3:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.hrnow:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.invoker:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.lc_time_names:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.master_data_written:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.microseconds:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.sql_mode:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.sql_require_primary_key:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.table_map_for_update:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.time_zone:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.updated_db_names:
                pass
                self.value._fetch_instances()
            elif _on == QueryEvent.StatusVarCode.xid:
                pass
                self.value._fetch_instances()
            if (not (self.is_known)):
                pass


        @property
        def is_known(self):
            """Whether this spec knows the layout of the code's value."""
            if hasattr(self, '_m_is_known'):
                return self._m_is_known

            self._m_is_known =  ((int(self.code) <= 14) or ( ((int(self.code) >= 16) and (int(self.code) <= 20)) ) or ( ((int(self.code) >= 128) and (int(self.code) <= 130)) )) 
            return getattr(self, '_m_is_known', None)


    class StatusVars(KaitaiStruct):
        """The status-variable block; decoding stops at the first code this spec does not know."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.StatusVars, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.vars = []
            i = 0
            while not self._io.is_eof():
                self.vars.append(QueryEvent.StatusVar(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.vars)):
                pass
                self.vars[i]._fetch_instances()



    class UpdatedDbNames(KaitaiStruct):
        """The databases the statement changes, for the multi-threaded applier. A count above
        16 (the source writes 254) means "too many to list" and no names follow.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.UpdatedDbNames, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_dbs = self._io.read_u1()
            if self.num_dbs <= 16:
                pass
                self.db_names = []
                for i in range(self.num_dbs):
                    self.db_names.append((self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8"))




        def _fetch_instances(self):
            pass
            if self.num_dbs <= 16:
                pass
                for i in range(len(self.db_names)):
                    pass



        @property
        def is_over_max(self):
            """True when the list was too long to write (OVER_MAX_DBS_IN_EVENT_MTS)."""
            if hasattr(self, '_m_is_over_max'):
                return self._m_is_over_max

            self._m_is_over_max = self.num_dbs > 16
            return getattr(self, '_m_is_over_max', None)


    class ValueU1(KaitaiStruct):
        """A one-byte status variable value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.ValueU1, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_u1()


        def _fetch_instances(self):
            pass


    class ValueU2(KaitaiStruct):
        """A two-byte status variable value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.ValueU2, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_u2le()


        def _fetch_instances(self):
            pass


    class ValueU3(KaitaiStruct):
        """A three-byte status variable value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.ValueU3, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_bits_int_le(24)


        def _fetch_instances(self):
            pass


    class ValueU4(KaitaiStruct):
        """A four-byte status variable value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.ValueU4, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_u4le()


        def _fetch_instances(self):
            pass


    class ValueU8(KaitaiStruct):
        """An eight-byte status variable value."""
        def __init__(self, _io, _parent=None, _root=None):
            super(QueryEvent.ValueU8, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.value = self._io.read_u8le()


        def _fetch_instances(self):
            pass



