# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class LoadEvent(KaitaiStruct):
    """LOAD DATA INFILE as MySQL 3.23 (LOAD_EVENT) and 4.0 (NEW_LOAD_EVENT) logged it: the
    statement's options and names, with the data file itself sent separately (in v3, by the
    CREATE_FILE/APPEND_BLOCK events). The two types differ only in the field and line
    separators: one byte each in LOAD_EVENT, a length-prefixed string each in NEW_LOAD_EVENT.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/internals/en/load-event.html
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    """
    def __init__(self, is_new_load, _io, _parent=None, _root=None):
        super(LoadEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.is_new_load = is_new_load
        self._read()

    def _read(self):
        self.thread_id = self._io.read_u4le()
        self.exec_time = self._io.read_u4le()
        self.skip_lines = self._io.read_u4le()
        self.len_table_name = self._io.read_u1()
        self.len_db = self._io.read_u1()
        self.num_fields = self._io.read_u4le()
        _on = self.is_new_load
        if _on == False:
            pass
            self.sql_ex = LoadEvent.SqlExOld(self._io, self, self._root)
        elif _on == True:
            pass
            self.sql_ex = LoadEvent.SqlExNew(self._io, self, self._root)
        self.field_name_lens = []
        for i in range(self.num_fields):
            self.field_name_lens.append(self._io.read_u1())

        self.field_names = []
        for i in range(self.num_fields):
            self.field_names.append((self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8"))

        self.table_name = (self._io.read_bytes(self.len_table_name)).decode(u"UTF-8")
        self.table_name_terminator = self._io.read_bytes(1)
        if not self.table_name_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.table_name_terminator, self._io, u"/seq/10")
        self.db = (self._io.read_bytes(self.len_db)).decode(u"UTF-8")
        self.db_terminator = self._io.read_bytes(1)
        if not self.db_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.db_terminator, self._io, u"/seq/12")
        self.file_name = (self._io.read_bytes_full()).decode(u"UTF-8")


    def _fetch_instances(self):
        pass
        _on = self.is_new_load
        if _on == False:
            pass
            self.sql_ex._fetch_instances()
        elif _on == True:
            pass
            self.sql_ex._fetch_instances()
        for i in range(len(self.field_name_lens)):
            pass

        for i in range(len(self.field_names)):
            pass


    class ShortBytes(KaitaiStruct):
        """A string of up to 255 bytes behind a one-byte length."""
        def __init__(self, _io, _parent=None, _root=None):
            super(LoadEvent.ShortBytes, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value = self._io.read_u1()
            self.value = self._io.read_bytes(self.len_value)


        def _fetch_instances(self):
            pass


    class SqlExNew(KaitaiStruct):
        """The options with length-prefixed separators (NEW_LOAD_EVENT and CREATE_FILE_EVENT)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(LoadEvent.SqlExNew, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_term = LoadEvent.ShortBytes(self._io, self, self._root)
            self.enclosed = LoadEvent.ShortBytes(self._io, self, self._root)
            self.line_term = LoadEvent.ShortBytes(self._io, self, self._root)
            self.line_start = LoadEvent.ShortBytes(self._io, self, self._root)
            self.escaped = LoadEvent.ShortBytes(self._io, self, self._root)
            self.opt_flags = self._io.read_u1()


        def _fetch_instances(self):
            pass
            self.field_term._fetch_instances()
            self.enclosed._fetch_instances()
            self.line_term._fetch_instances()
            self.line_start._fetch_instances()
            self.escaped._fetch_instances()


    class SqlExOld(KaitaiStruct):
        """The options with one-byte separators (LOAD_EVENT); a separator the statement left empty is flagged in empty_flags."""
        def __init__(self, _io, _parent=None, _root=None):
            super(LoadEvent.SqlExOld, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_term = self._io.read_bytes(1)
            self.enclosed = self._io.read_bytes(1)
            self.line_term = self._io.read_bytes(1)
            self.line_start = self._io.read_bytes(1)
            self.escaped = self._io.read_bytes(1)
            self.opt_flags = self._io.read_u1()
            self.empty_flags = self._io.read_u1()


        def _fetch_instances(self):
            pass



