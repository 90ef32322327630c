# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class GtidTaggedLogEvent(KaitaiStruct):
    """The GTID event of MySQL 8.3+ for a transaction whose GTID has a tag (UUID:tag:number). Unlike
    GTID_LOG_EVENT it is written with the MySQL serialization library: a message made of a format
    version, the message size, the id of the last field a reader must understand, then fields,
    each a field id followed by its value, with no type or length of its own. Field ids count
    up from 0 in a fixed order (flags, UUID, GNO, tag, last_committed, sequence_number, immediate
    commit timestamp, original commit timestamp, transaction length, immediate server version,
    original server version, commit group ticket); ids 7, 10 and 11 are left out when the value
    is the default (the original values equal the immediate ones; no ticket). Integers are the
    library's variable-length integers: the count of trailing one bits of the first byte, plus
    one, is the number of bytes; the value follows those bits, least significant first. Signed
    fields (GNO, last_committed, sequence_number) are zigzag-coded, the sign in bit 0. The UUID
    is a fixed array of 16 such integers, one per byte, and the tag a length-prefixed string.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/readme.md
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/variable_length_integers.h
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/serializer_default_impl.hpp
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(GtidTaggedLogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.format_version = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)
        self.len_message = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)
        self.last_non_ignorable_field_id = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)
        self._raw_fields = self._io.read_bytes(((self.len_message.value - self.format_version.len_encoded) - self.len_message.len_encoded) - self.last_non_ignorable_field_id.len_encoded)
        _io__raw_fields = KaitaiStream(BytesIO(self._raw_fields))
        self.fields = GtidTaggedLogEvent.FieldList(_io__raw_fields, self, self._root)
        self.unparsed = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        self.format_version._fetch_instances()
        self.len_message._fetch_instances()
        self.last_non_ignorable_field_id._fetch_instances()
        self.fields._fetch_instances()

    class FieldList(KaitaiStruct):
        """The fields of the serialized message, up to its end."""
        def __init__(self, _io, _parent=None, _root=None):
            super(GtidTaggedLogEvent.FieldList, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.entries = []
            i = 0
            while not self._io.is_eof():
                self.entries.append(GtidTaggedLogEvent.TaggedField(self._io, self, self._root))
                i += 1



        def _fetch_instances(self):
            pass
            for i in range(len(self.entries)):
                pass
                self.entries[i]._fetch_instances()



    class SerializedString(KaitaiStruct):
        """A string of the serialization library, its length a variable-length integer."""
        def __init__(self, _io, _parent=None, _root=None):
            super(GtidTaggedLogEvent.SerializedString, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.len_value = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)
            self.value = (self._io.read_bytes(self.len_value.value)).decode(u"UTF-8")


        def _fetch_instances(self):
            pass
            self.len_value._fetch_instances()


    class TaggedField(KaitaiStruct):
        """One field: its id, then its value in the form the id implies. An id this spec does not
        know takes the rest of the message, as its length cannot be told (newer fields are
        appended after the known ones, so nothing known is lost).
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(GtidTaggedLogEvent.TaggedField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_id = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)
            if  ((self.field_id.value == 0) or ( ((self.field_id.value >= 6) and (self.field_id.value <= 11)) )) :
                pass
                self.uint_value = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)

            if  ((self.field_id.value == 2) or (self.field_id.value == 4) or (self.field_id.value == 5)) :
                pass
                self.sint_value = GtidTaggedLogEvent.VarlenUint(self._io, self, self._root)

            if self.field_id.value == 1:
                pass
                self.uuid_octets = []
                for i in range(16):
                    self.uuid_octets.append(GtidTaggedLogEvent.VarlenUint(self._io, self, self._root))


            if self.field_id.value == 3:
                pass
                self.tag = GtidTaggedLogEvent.SerializedString(self._io, self, self._root)

            if self.field_id.value > 11:
                pass
                self.unknown = self._io.read_bytes_full()



        def _fetch_instances(self):
            pass
            self.field_id._fetch_instances()
            if  ((self.field_id.value == 0) or ( ((self.field_id.value >= 6) and (self.field_id.value <= 11)) )) :
                pass
                self.uint_value._fetch_instances()

            if  ((self.field_id.value == 2) or (self.field_id.value == 4) or (self.field_id.value == 5)) :
                pass
                self.sint_value._fetch_instances()

            if self.field_id.value == 1:
                pass
                for i in range(len(self.uuid_octets)):
                    pass
                    self.uuid_octets[i]._fetch_instances()


            if self.field_id.value == 3:
                pass
                self.tag._fetch_instances()

            if self.field_id.value > 11:
                pass



    class VarlenUint(KaitaiStruct):
        """A variable-length unsigned integer of the MySQL serialization library (1 to 9 bytes).
        The number of trailing one bits of the first byte, plus one, is the length; the value
        starts right after the first zero bit and goes on in the following bytes, little-endian.
        A first byte of 0xff announces the full 64-bit value in the next 8 bytes.
        """
        def __init__(self, _io, _parent=None, _root=None):
            super(GtidTaggedLogEvent.VarlenUint, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.first = self._io.read_u1()
            if self.len_encoded > 1:
                pass
                _on = self.len_encoded
                if _on == 2:
                    pass
                    self.more_low = self._io.read_u1()
                elif _on == 3:
                    pass
                    self.more_low = self._io.read_u2le()
                elif _on == 4:
                    pass
                    self.more_low = self._io.read_bits_int_le(24)
                elif _on == 5:
                    pass
                    self.more_low = self._io.read_u4le()
                elif _on == 6:
                    pass
                    self.more_low = self._io.read_u4le()
                elif _on == 7:
                    pass
                    self.more_low = self._io.read_u4le()
                elif _on == 8:
                    pass
                    self.more_low = self._io.read_u4le()
                elif _on == 9:
                    pass
                    self.more_low = self._io.read_u4le()

            if self.len_encoded > 5:
                pass
                _on = self.len_encoded
                if _on == 6:
                    pass
                    self.more_high = self._io.read_u1()
                elif _on == 7:
                    pass
                    self.more_high = self._io.read_u2le()
                elif _on == 8:
                    pass
                    self.more_high = self._io.read_bits_int_le(24)
                elif _on == 9:
                    pass
                    self.more_high = self._io.read_u4le()



        def _fetch_instances(self):
            pass
            if self.len_encoded > 1:
                pass
                _on = self.len_encoded
                if _on == 2:
                    pass
                elif _on == 3:
                    pass
                elif _on == 4:
                    pass
                elif _on == 5:
                    pass
                elif _on == 6:
                    pass
                elif _on == 7:
                    pass
                elif _on == 8:
                    pass
                elif _on == 9:
                    pass

            if self.len_encoded > 5:
                pass
                _on = self.len_encoded
                if _on == 6:
                    pass
                elif _on == 7:
                    pass
                elif _on == 8:
                    pass
                elif _on == 9:
                    pass


        @property
        def len_encoded(self):
            """How many bytes the integer takes."""
            if hasattr(self, '_m_len_encoded'):
                return self._m_len_encoded

            self._m_len_encoded = (1 if self.first & 1 == 0 else (2 if self.first & 2 == 0 else (3 if self.first & 4 == 0 else (4 if self.first & 8 == 0 else (5 if self.first & 16 == 0 else (6 if self.first & 32 == 0 else (7 if self.first & 64 == 0 else (8 if self.first & 128 == 0 else 9))))))))
            return getattr(self, '_m_len_encoded', None)

        @property
        def value(self):
            """The integer, read as unsigned. (`.as<u8>`: a 64-bit integer in every language; Java's would otherwise be an int.)."""
            if hasattr(self, '_m_value'):
                return self._m_value

            self._m_value = (self.first >> 1 if self.len_encoded == 1 else (self.more_low + self.more_high * 4294967296 if self.len_encoded == 9 else (self.first >> self.len_encoded) + (self.more_low + (self.more_high * 4294967296 if self.len_encoded > 5 else 0)) * (1 << 8 - self.len_encoded)))
            return getattr(self, '_m_value', None)

        @property
        def value_signed(self):
            """The integer, read as a zigzag-coded signed one."""
            if hasattr(self, '_m_value_signed'):
                return self._m_value_signed

            self._m_value_signed = (self.value // 2 if self.value % 2 == 0 else -((self.value - 1) // 2) - 1)
            return getattr(self, '_m_value_signed', None)


    @property
    def commit_group_ticket(self):
        """Binlog group commit ticket."""
        if hasattr(self, '_m_commit_group_ticket'):
            return self._m_commit_group_ticket

        if self.has_commit_group_ticket:
            pass
            self._m_commit_group_ticket = self.fields.entries[self.idx_commit_group_ticket].uint_value.value

        return getattr(self, '_m_commit_group_ticket', None)

    @property
    def gno(self):
        """Transaction number within the UUID and tag."""
        if hasattr(self, '_m_gno'):
            return self._m_gno

        self._m_gno = self.fields.entries[2].sint_value.value_signed
        return getattr(self, '_m_gno', None)

    @property
    def gtid_flags(self):
        """Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements."""
        if hasattr(self, '_m_gtid_flags'):
            return self._m_gtid_flags

        self._m_gtid_flags = self.fields.entries[0].uint_value.value
        return getattr(self, '_m_gtid_flags', None)

    @property
    def has_commit_group_ticket(self):
        """Whether field 11 (commit group ticket) is present."""
        if hasattr(self, '_m_has_commit_group_ticket'):
            return self._m_has_commit_group_ticket

        self._m_has_commit_group_ticket = (self.fields.entries[self.idx_commit_group_ticket].field_id.value == 11 if len(self.fields.entries) > self.idx_commit_group_ticket else False)
        return getattr(self, '_m_has_commit_group_ticket', None)

    @property
    def has_original_commit_timestamp(self):
        """Whether field 7 (original commit timestamp) is present."""
        if hasattr(self, '_m_has_original_commit_timestamp'):
            return self._m_has_original_commit_timestamp

        self._m_has_original_commit_timestamp = (self.fields.entries[7].field_id.value == 7 if len(self.fields.entries) > 7 else False)
        return getattr(self, '_m_has_original_commit_timestamp', None)

    @property
    def has_original_server_version(self):
        """Whether field 10 (original server version) is present."""
        if hasattr(self, '_m_has_original_server_version'):
            return self._m_has_original_server_version

        self._m_has_original_server_version = (self.fields.entries[self.idx_transaction_length + 2].field_id.value == 10 if len(self.fields.entries) > self.idx_transaction_length + 2 else False)
        return getattr(self, '_m_has_original_server_version', None)

    @property
    def idx_commit_group_ticket(self):
        """Index in fields.entries where field 11 (commit group ticket) is when present."""
        if hasattr(self, '_m_idx_commit_group_ticket'):
            return self._m_idx_commit_group_ticket

        self._m_idx_commit_group_ticket = self.idx_transaction_length + (3 if self.has_original_server_version else 2)
        return getattr(self, '_m_idx_commit_group_ticket', None)

    @property
    def idx_transaction_length(self):
        """Index in fields.entries of field 8 (transaction length)."""
        if hasattr(self, '_m_idx_transaction_length'):
            return self._m_idx_transaction_length

        self._m_idx_transaction_length = (8 if self.has_original_commit_timestamp else 7)
        return getattr(self, '_m_idx_transaction_length', None)

    @property
    def immediate_commit_timestamp(self):
        """Commit time on the immediate source, in microseconds since the epoch."""
        if hasattr(self, '_m_immediate_commit_timestamp'):
            return self._m_immediate_commit_timestamp

        self._m_immediate_commit_timestamp = self.fields.entries[6].uint_value.value
        return getattr(self, '_m_immediate_commit_timestamp', None)

    @property
    def immediate_server_version(self):
        """Version of the immediate source as major * 10000 + minor * 100 + patch."""
        if hasattr(self, '_m_immediate_server_version'):
            return self._m_immediate_server_version

        self._m_immediate_server_version = self.fields.entries[self.idx_transaction_length + 1].uint_value.value
        return getattr(self, '_m_immediate_server_version', None)

    @property
    def last_committed(self):
        """The sequence_number of the transaction this one must wait for before it may be applied in parallel."""
        if hasattr(self, '_m_last_committed'):
            return self._m_last_committed

        self._m_last_committed = self.fields.entries[4].sint_value.value_signed
        return getattr(self, '_m_last_committed', None)

    @property
    def original_commit_timestamp(self):
        """Commit time on the originating server, in microseconds since the epoch."""
        if hasattr(self, '_m_original_commit_timestamp'):
            return self._m_original_commit_timestamp

        self._m_original_commit_timestamp = (self.fields.entries[7].uint_value.value if self.has_original_commit_timestamp else self.immediate_commit_timestamp)
        return getattr(self, '_m_original_commit_timestamp', None)

    @property
    def original_server_version(self):
        """Version of the originating server."""
        if hasattr(self, '_m_original_server_version'):
            return self._m_original_server_version

        self._m_original_server_version = (self.fields.entries[self.idx_transaction_length + 2].uint_value.value if self.has_original_server_version else self.immediate_server_version)
        return getattr(self, '_m_original_server_version', None)

    @property
    def sequence_number(self):
        """This transaction's logical timestamp in the binary log file."""
        if hasattr(self, '_m_sequence_number'):
            return self._m_sequence_number

        self._m_sequence_number = self.fields.entries[5].sint_value.value_signed
        return getattr(self, '_m_sequence_number', None)

    @property
    def tag(self):
        """The GTID tag."""
        if hasattr(self, '_m_tag'):
            return self._m_tag

        self._m_tag = self.fields.entries[3].tag.value
        return getattr(self, '_m_tag', None)

    @property
    def transaction_length(self):
        """Size in bytes of the whole transaction, this event included."""
        if hasattr(self, '_m_transaction_length'):
            return self._m_transaction_length

        self._m_transaction_length = self.fields.entries[self.idx_transaction_length].uint_value.value
        return getattr(self, '_m_transaction_length', None)


