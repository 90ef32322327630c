# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class HeartbeatLogEventV2(KaitaiStruct):
    """MySQL 8.0.26+ keep-alive with a 64-bit position, sent instead of HEARTBEAT_LOG_EVENT to
    replicas that ask for it. The body is a list of type-length-value fields, each type and
    length a packed integer; a field of type 0 ends the list. Unknown field types are kept raw.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event__v2.html
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(HeartbeatLogEventV2, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.fields = []
        i = 0
        while not self._io.is_eof():
            self.fields.append(HeartbeatLogEventV2.Field(self._io, self, self._root))
            i += 1



    def _fetch_instances(self):
        pass
        for i in range(len(self.fields)):
            pass
            self.fields[i]._fetch_instances()


    class Field(KaitaiStruct):
        """One field: its type, its length and its value; type 0 ends the list."""
        def __init__(self, _io, _parent=None, _root=None):
            super(HeartbeatLogEventV2.Field, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_type = packed_int.PackedInt(self._io)
            if self.field_type.value != 0:
                pass
                self.len_value = packed_int.PackedInt(self._io)

            if self.field_type.value != 0:
                pass
                _on = self.field_type.value
                if _on == 1:
                    pass
                    self._raw_value = self._io.read_bytes(self.len_value.value)
                    _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                    self.value = HeartbeatLogEventV2.LogNameValue(_io__raw_value, self, self._root)
                elif _on == 2:
                    pass
                    self._raw_value = self._io.read_bytes(self.len_value.value)
                    _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                    self.value = HeartbeatLogEventV2.LogPositionValue(_io__raw_value, self, self._root)
                else:
                    pass
                    self._raw_value = self._io.read_bytes(self.len_value.value)
                    _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                    self.value = HeartbeatLogEventV2.UnknownValue(_io__raw_value, self, self._root)



        def _fetch_instances(self):
            pass
            self.field_type._fetch_instances()
            if self.field_type.value != 0:
                pass
                self.len_value._fetch_instances()

            if self.field_type.value != 0:
                pass
                _on = self.field_type.value
                if _on == 1:
                    pass
                    self.value._fetch_instances()
                elif _on == 2:
                    pass
                    self.value._fetch_instances()
                else:
                    pass
                    self.value._fetch_instances()



    class LogNameValue(KaitaiStruct):
        """Field 1: the name of the binary log file the source is at."""
        def __init__(self, _io, _parent=None, _root=None):
            super(HeartbeatLogEventV2.LogNameValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.log_name = (self._io.read_bytes_full()).decode(u"UTF-8")


        def _fetch_instances(self):
            pass


    class LogPositionValue(KaitaiStruct):
        """Field 2: the position in that file."""
        def __init__(self, _io, _parent=None, _root=None):
            super(HeartbeatLogEventV2.LogPositionValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.log_position = packed_int.PackedInt(self._io)


        def _fetch_instances(self):
            pass
            self.log_position._fetch_instances()


    class UnknownValue(KaitaiStruct):
        """A field type this spec does not know, kept raw."""
        def __init__(self, _io, _parent=None, _root=None):
            super(HeartbeatLogEventV2.UnknownValue, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.data = self._io.read_bytes_full()


        def _fetch_instances(self):
            pass



