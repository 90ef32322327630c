# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int
import mysql_json
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MysqlJsonDiff(KaitaiStruct):
    """With binlog_row_value_options=PARTIAL_JSON, MySQL 8.0 logs an UPDATE that only changed parts
    of a JSON document as a PARTIAL_UPDATE_ROWS_EVENT. In a row's after-image, a JSON column
    whose partial bit is set carries, instead of the document, a list of changes to apply to the
    before-image's document: each an operation, a JSON path, and (unless it removes) the new
    value as a binary JSON document. This spec covers the bytes after the column's 4-byte length
    (Json_diff_vector::write_binary writes that length first); the diffs fill them exactly.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.h
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc
    """

    class JsonDiffOperation(IntEnum):
        replace = 0
        insert = 1
        remove = 2
    def __init__(self, _io, _parent=None, _root=None):
        super(MysqlJsonDiff, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.diffs = []
        i = 0
        while not self._io.is_eof():
            self.diffs.append(MysqlJsonDiff.JsonDiff(self._io, self, self._root))
            i += 1



    def _fetch_instances(self):
        pass
        for i in range(len(self.diffs)):
            pass
            self.diffs[i]._fetch_instances()


    class JsonDiff(KaitaiStruct):
        """One change (Json_diff::write_binary)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(MysqlJsonDiff.JsonDiff, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.operation = KaitaiStream.resolve_enum(MysqlJsonDiff.JsonDiffOperation, self._io.read_u1())
            self.len_path = packed_int.PackedInt(self._io)
            self.path = (self._io.read_bytes(self.len_path.value)).decode(u"UTF-8")
            if self.operation != MysqlJsonDiff.JsonDiffOperation.remove:
                pass
                self.len_value = packed_int.PackedInt(self._io)

            if self.operation != MysqlJsonDiff.JsonDiffOperation.remove:
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = mysql_json.MysqlJson(_io__raw_value)



        def _fetch_instances(self):
            pass
            self.len_path._fetch_instances()
            if self.operation != MysqlJsonDiff.JsonDiffOperation.remove:
                pass
                self.len_value._fetch_instances()

            if self.operation != MysqlJsonDiff.JsonDiffOperation.remove:
                pass
                self.value._fetch_instances()




