# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import load_event


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class CreateFileEvent(KaitaiStruct):
    """MySQL 4.0's LOAD DATA INFILE: a NEW_LOAD_EVENT's fields, a file id, the name of the data
    file with a zero terminator, and the first block of the file's contents. Later blocks come
    in APPEND_BLOCK_EVENTs with the same file id; EXEC_LOAD_EVENT then runs the load.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/internals/en/create-file-event.html
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    """
    def __init__(self, len_post_header, _io, _parent=None, _root=None):
        super(CreateFileEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_post_header = len_post_header
        self._read()

    def _read(self):
        self.thread_id = self._io.read_u4le()
        self.exec_time = self._io.read_u4le()
        self.skip_lines = self._io.read_u4le()
        self.len_table_name = self._io.read_u1()
        self.len_db = self._io.read_u1()
        self.num_fields = self._io.read_u4le()
        if self.len_post_header >= 4:
            pass
            self.file_id = self._io.read_u4le()

        if self.len_post_header > 4:
            pass
            self.post_header_extra = self._io.read_bytes(self.len_post_header - 4)

        self.sql_ex = load_event.LoadEvent.SqlExNew(self._io)
        self.field_name_lens = []
        for i in range(self.num_fields):
            self.field_name_lens.append(self._io.read_u1())

        self.field_names = []
        for i in range(self.num_fields):
            self.field_names.append((self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8"))

        self.table_name = (self._io.read_bytes(self.len_table_name)).decode(u"UTF-8")
        self.table_name_terminator = self._io.read_bytes(1)
        if not self.table_name_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.table_name_terminator, self._io, u"/seq/12")
        self.db = (self._io.read_bytes(self.len_db)).decode(u"UTF-8")
        self.db_terminator = self._io.read_bytes(1)
        if not self.db_terminator == b"\x00":
            raise kaitaistruct.ValidationNotEqualError(b"\x00", self.db_terminator, self._io, u"/seq/14")
        self.file_name = (self._io.read_bytes_term(0, False, True, True)).decode(u"UTF-8")
        self.block = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        if self.len_post_header >= 4:
            pass

        if self.len_post_header > 4:
            pass

        self.sql_ex._fetch_instances()
        for i in range(len(self.field_name_lens)):
            pass

        for i in range(len(self.field_names)):
            pass



