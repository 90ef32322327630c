# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class PreviousGtidsLogEvent(KaitaiStruct):
    """The set of GTIDs written to all earlier binary log files of the server, at the start of
    each file (MySQL 5.6 and later). It is MySQL's binary GTID-set encoding: a 64-bit word with
    the number of source ids and, in its top byte, the encoding format; then per source id its
    UUID, (MySQL 8.3+ tagged format only) its tag, and its transaction-number intervals, each a
    half-open range [start, end). The tagged format, written once any GTID in the set has a tag,
    moves the count up by one byte and repeats the format number in the low byte.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/gtid/tag.cpp
    
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Previous__gtids__event.html
    """

    class GtidFormat(IntEnum):
        untagged = 0
        tagged = 1
    def __init__(self, _io, _parent=None, _root=None):
        super(PreviousGtidsLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.num_sids_and_format_low = self._io.read_u4le()
        self.num_sids_and_format_high = self._io.read_u4le()
        self.sids = []
        for i in range(self.num_sids):
            self.sids.append(PreviousGtidsLogEvent.TsidIntervals(self.is_tagged, self._io, self, self._root))



    def _fetch_instances(self):
        pass
        for i in range(len(self.sids)):
            pass
            self.sids[i]._fetch_instances()


    class Interval(KaitaiStruct):
        """The transaction numbers start to end - 1."""
        def __init__(self, _io, _parent=None, _root=None):
            super(PreviousGtidsLogEvent.Interval, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.start = self._io.read_s8le()
            self.end = self._io.read_s8le()


        def _fetch_instances(self):
            pass


    class SerializedString(KaitaiStruct):
        """A string as the MySQL serialization library writes it: its length as a variable-length
        integer (for the up to 32 characters of a tag a single byte, the length times two), then
        the characters.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(PreviousGtidsLogEvent.SerializedString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value_encoded = self._io.read_u1()
            if not self.len_value_encoded <= 126:
                raise kaitaistruct.ValidationGreaterThanError(126, self.len_value_encoded, self._io, u"/types/serialized_string/seq/0")
            self.value = (self._io.read_bytes(self.len_value_encoded >> 1)).decode(u"ASCII")


        def _fetch_instances(self):
            pass


    class TsidIntervals(KaitaiStruct):
        """One source id (UUID and, in the tagged format, a tag) and its transaction-number intervals."""
        def __init__(self, is_tagged, _io, _parent=None, _root=None):
            super(PreviousGtidsLogEvent.TsidIntervals, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self.is_tagged = is_tagged
            self._read()

        def _read(self):
            self.sid = self._io.read_bytes(16)
            if self.is_tagged:
                pass
                self.tag = PreviousGtidsLogEvent.SerializedString(self._io, self, self._root)

            self.num_intervals = self._io.read_u8le()
            self.intervals = []
            for i in range(self.num_intervals):
                self.intervals.append(PreviousGtidsLogEvent.Interval(self._io, self, self._root))



        def _fetch_instances(self):
            pass
            if self.is_tagged:
                pass
                self.tag._fetch_instances()

            for i in range(len(self.intervals)):
                pass
                self.intervals[i]._fetch_instances()



    @property
    def gtid_format(self):
        """The encoding format of the set."""
        if hasattr(self, '_m_gtid_format'):
            return self._m_gtid_format

        self._m_gtid_format = KaitaiStream.resolve_enum(PreviousGtidsLogEvent.GtidFormat, self.num_sids_and_format_high >> 24)
        return getattr(self, '_m_gtid_format', None)

    @property
    def is_tagged(self):
        """Whether every source id carries a tag field."""
        if hasattr(self, '_m_is_tagged'):
            return self._m_is_tagged

        self._m_is_tagged = self.num_sids_and_format_high >> 24 == 1
        return getattr(self, '_m_is_tagged', None)

    @property
    def num_sids(self):
        """Number of source ids in the set."""
        if hasattr(self, '_m_num_sids'):
            return self._m_num_sids

        self._m_num_sids = ((self.num_sids_and_format_low >> 8) + (self.num_sids_and_format_high & 16777215) * 16777216 if self.is_tagged else self.num_sids_and_format_low + (self.num_sids_and_format_high & 16777215) * 4294967296)
        return getattr(self, '_m_num_sids', None)


