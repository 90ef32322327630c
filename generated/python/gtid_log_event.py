# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class GtidLogEvent(KaitaiStruct):
    """Opens a transaction and names it: a GTID (source UUID and transaction number) for
    GTID_LOG_EVENT, or UUID and number all zero for ANONYMOUS_GTID_LOG_EVENT, which the server
    writes when GTIDs are off. The body grew over the versions and every part after the GNO is
    optional: MySQL 5.6 stops after the GNO; 5.7 adds the logical clock used by the parallel
    applier (a type code, then last_committed and sequence_number); 8.0.1 adds commit
    timestamps, 8.0.2 the transaction length, 8.0.14 the server versions and 8.0.33 the commit
    group ticket. A reader takes each part while bytes remain. Two parts announce an optional
    partner with their top bit: the 7-byte immediate commit timestamp (bit 55) is followed by the
    original commit timestamp when the transaction came from another server, and the 4-byte
    immediate server version (bit 31) likewise by the original server version.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
    
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Gtid__event.html
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(GtidLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.gtid_flags = self._io.read_u1()
        self.sid = self._io.read_bytes(16)
        self.gno = self._io.read_s8le()
        if (not (self._io.is_eof())):
            pass
            self.lc_typecode = self._io.read_u1()

        if  ((self.has_lc_typecode) and (self.lc_typecode != 2)) :
            pass
            self.unknown_clocks = self._io.read_bytes_full()

        if self.has_logical_clocks:
            pass
            self.last_committed = self._io.read_s8le()

        if self.has_logical_clocks:
            pass
            self.sequence_number = self._io.read_s8le()

        if self.has_commit_timestamps:
            pass
            self.immediate_commit_timestamp_low = self._io.read_u4le()

        if self.has_commit_timestamps:
            pass
            self.immediate_commit_timestamp_high = self._io.read_bits_int_le(24)

        if self.has_original_commit_timestamp:
            pass
            self.original_commit_timestamp_low = self._io.read_u4le()

        if self.has_original_commit_timestamp:
            pass
            self.original_commit_timestamp_high = self._io.read_bits_int_le(24)

        if self.has_transaction_length:
            pass
            self.transaction_length = packed_int.PackedInt(self._io)

        if self.has_server_versions:
            pass
            self.immediate_server_version_flagged = self._io.read_u4le()

        if self.has_original_server_version:
            pass
            self.original_server_version_field = self._io.read_u4le()

        if  ((self.has_server_versions) and ((not (self._io.is_eof())))) :
            pass
            self.commit_group_ticket = self._io.read_u8le()



    def _fetch_instances(self):
        pass
        if (not (self._io.is_eof())):
            pass

        if  ((self.has_lc_typecode) and (self.lc_typecode != 2)) :
            pass

        if self.has_logical_clocks:
            pass

        if self.has_logical_clocks:
            pass

        if self.has_commit_timestamps:
            pass

        if self.has_commit_timestamps:
            pass

        if self.has_original_commit_timestamp:
            pass

        if self.has_original_commit_timestamp:
            pass

        if self.has_transaction_length:
            pass
            self.transaction_length._fetch_instances()

        if self.has_server_versions:
            pass

        if self.has_original_server_version:
            pass

        if  ((self.has_server_versions) and ((not (self._io.is_eof())))) :
            pass


    @property
    def has_commit_timestamps(self):
        """Whether the commit timestamps are present (MySQL 8.0.1 and later)."""
        if hasattr(self, '_m_has_commit_timestamps'):
            return self._m_has_commit_timestamps

        self._m_has_commit_timestamps =  ((self.has_logical_clocks) and (self._io.size() > 42)) 
        return getattr(self, '_m_has_commit_timestamps', None)

    @property
    def has_lc_typecode(self):
        """Whether the event goes on past the GNO (MySQL 5.7 and later)."""
        if hasattr(self, '_m_has_lc_typecode'):
            return self._m_has_lc_typecode

        self._m_has_lc_typecode = self._io.size() > 25
        return getattr(self, '_m_has_lc_typecode', None)

    @property
    def has_logical_clocks(self):
        """Whether last_committed and sequence_number are present."""
        if hasattr(self, '_m_has_logical_clocks'):
            return self._m_has_logical_clocks

        self._m_has_logical_clocks =  ((self.has_lc_typecode) and (self.lc_typecode == 2)) 
        return getattr(self, '_m_has_logical_clocks', None)

    @property
    def has_original_commit_timestamp(self):
        """Whether the transaction came from another server, so that an original commit timestamp follows."""
        if hasattr(self, '_m_has_original_commit_timestamp'):
            return self._m_has_original_commit_timestamp

        self._m_has_original_commit_timestamp =  ((self.has_commit_timestamps) and (self.immediate_commit_timestamp_high & 8388608 != 0)) 
        return getattr(self, '_m_has_original_commit_timestamp', None)

    @property
    def has_original_server_version(self):
        """Whether an original server version follows the immediate one."""
        if hasattr(self, '_m_has_original_server_version'):
            return self._m_has_original_server_version

        self._m_has_original_server_version =  ((self.has_server_versions) and (self.immediate_server_version_flagged & 2147483648 != 0)) 
        return getattr(self, '_m_has_original_server_version', None)

    @property
    def has_server_versions(self):
        """Whether the server versions are present (MySQL 8.0.14 and later)."""
        if hasattr(self, '_m_has_server_versions'):
            return self._m_has_server_versions

        self._m_has_server_versions =  ((self.has_transaction_length) and (self._io.size() > (42 + self.len_commit_timestamps) + self.transaction_length.len_packed)) 
        return getattr(self, '_m_has_server_versions', None)

    @property
    def has_transaction_length(self):
        """Whether the transaction length is present (MySQL 8.0.2 and later)."""
        if hasattr(self, '_m_has_transaction_length'):
            return self._m_has_transaction_length

        self._m_has_transaction_length =  ((self.has_commit_timestamps) and (self._io.size() > 42 + self.len_commit_timestamps)) 
        return getattr(self, '_m_has_transaction_length', None)

    @property
    def immediate_commit_timestamp(self):
        """Commit time on the immediate source, in microseconds since the epoch."""
        if hasattr(self, '_m_immediate_commit_timestamp'):
            return self._m_immediate_commit_timestamp

        if self.has_commit_timestamps:
            pass
            self._m_immediate_commit_timestamp = (self.immediate_commit_timestamp_low + (self.immediate_commit_timestamp_high & 8388607) * 4294967296)

        return getattr(self, '_m_immediate_commit_timestamp', None)

    @property
    def immediate_server_version(self):
        """Version of the immediate source."""
        if hasattr(self, '_m_immediate_server_version'):
            return self._m_immediate_server_version

        if self.has_server_versions:
            pass
            self._m_immediate_server_version = self.immediate_server_version_flagged & 2147483647

        return getattr(self, '_m_immediate_server_version', None)

    @property
    def len_commit_timestamps(self):
        """Bytes the commit timestamps take when present."""
        if hasattr(self, '_m_len_commit_timestamps'):
            return self._m_len_commit_timestamps

        self._m_len_commit_timestamps = (14 if self.has_original_commit_timestamp else 7)
        return getattr(self, '_m_len_commit_timestamps', None)

    @property
    def original_commit_timestamp(self):
        """Commit time on the originating server; the immediate one when the event does not carry it."""
        if hasattr(self, '_m_original_commit_timestamp'):
            return self._m_original_commit_timestamp

        if self.has_commit_timestamps:
            pass
            self._m_original_commit_timestamp = (self.original_commit_timestamp_low + self.original_commit_timestamp_high * 4294967296 if self.has_original_commit_timestamp else self.immediate_commit_timestamp)

        return getattr(self, '_m_original_commit_timestamp', None)

    @property
    def original_server_version(self):
        """Version of the originating server; the immediate one when the event does not carry it."""
        if hasattr(self, '_m_original_server_version'):
            return self._m_original_server_version

        if self.has_server_versions:
            pass
            self._m_original_server_version = (self.original_server_version_field if self.has_original_server_version else self.immediate_server_version)

        return getattr(self, '_m_original_server_version', None)


