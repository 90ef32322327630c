# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class ComBinlogDumpGtid(KaitaiStruct):
    """MySQL's dump request by GTID set: the server sends every transaction not in the set, from the
    first file that holds one, after a fake ROTATE and the file's format description. The set is
    the binary layout of a GTID set (source UUIDs, each with intervals of transaction numbers, the
    end exclusive). MariaDB has no such command; its GTID start is COM_BINLOG_DUMP after
    SET @slave_connect_state.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump_gtid.html
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(ComBinlogDumpGtid, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.command = self._io.read_u1()
        if not self.command == 30:
            raise kaitaistruct.ValidationNotEqualError(30, self.command, self._io, u"/seq/0")
        self.flags = self._io.read_u2le()
        self.server_id = self._io.read_u4le()
        self.len_binlog_filename = self._io.read_u4le()
        self.binlog_filename = (self._io.read_bytes(self.len_binlog_filename)).decode(u"UTF-8")
        self.binlog_pos = self._io.read_u8le()
        if self.flags & 4 != 0:
            pass
            self.len_gtid_set = self._io.read_u4le()

        if self.flags & 4 != 0:
            pass
            self._raw_gtid_set = self._io.read_bytes(self.len_gtid_set)
            _io__raw_gtid_set = KaitaiStream(BytesIO(self._raw_gtid_set))
            self.gtid_set = ComBinlogDumpGtid.GtidSet(_io__raw_gtid_set, self, self._root)



    def _fetch_instances(self):
        pass
        if self.flags & 4 != 0:
            pass

        if self.flags & 4 != 0:
            pass
            self.gtid_set._fetch_instances()


    class GtidSet(KaitaiStruct):
        """A GTID set in its binary form."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ComBinlogDumpGtid.GtidSet, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.num_sids = self._io.read_u8le()
            self.sids = []
            for i in range(self.num_sids):
                self.sids.append(ComBinlogDumpGtid.SidIntervals(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            for i in range(len(self.sids)):
                pass
                self.sids[i]._fetch_instances()



    class Interval(KaitaiStruct):
        """Transaction numbers start to end - 1."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ComBinlogDumpGtid.Interval, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.start = self._io.read_u8le()
            self.end = self._io.read_u8le()


        def _fetch_instances(self):
            pass


    class SidIntervals(KaitaiStruct):
        """The intervals of one source UUID."""
        def __init__(self, _io, _parent=None, _root=None):
            super(ComBinlogDumpGtid.SidIntervals, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.sid = self._io.read_bytes(16)
            self.num_intervals = self._io.read_u8le()
            self.intervals = []
            for i in range(self.num_intervals):
                self.intervals.append(ComBinlogDumpGtid.Interval(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            for i in range(len(self.intervals)):
                pass
                self.intervals[i]._fetch_instances()




