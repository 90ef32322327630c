# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import packed_int
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class TransactionPayloadEvent(KaitaiStruct):
    """A whole transaction's events in one event, compressed, written by MySQL 8.0.20+ with
    binlog_transaction_compression=ON. The body starts with a small header of typed fields,
    each a packed-integer type code, a packed-integer length and a value of that many bytes
    (itself a packed integer for the known types), in any order, closed by the type code 0
    alone. Then come the payload bytes up to the end of the event: the inner events (common
    headers included, without checksums) compressed as one zstd frame, or stored as they are
    when the compression type is 255. The events are kept here as bytes; decompressing them
    and walking the inner events is the reader's job (binlogspec.reader).
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp
    
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/compression/base.h
    """

    class CompressionType(IntEnum):
        zstd = 0
        none = 255
    def __init__(self, _io, _parent=None, _root=None):
        super(TransactionPayloadEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.header_fields = []
        i = 0
        while True:
            _ = TransactionPayloadEvent.HeaderField(self._io, self, self._root)
            self.header_fields.append(_)
            if _.field_type.value == 0:
                break
            i += 1
        self.payload = self._io.read_bytes_full()


    def _fetch_instances(self):
        pass
        for i in range(len(self.header_fields)):
            pass
            self.header_fields[i]._fetch_instances()


    class HeaderField(KaitaiStruct):
        """One typed header field, or the end mark (type code 0, nothing after it)."""
        def __init__(self, _io, _parent=None, _root=None):
            super(TransactionPayloadEvent.HeaderField, self).__init__(_io)
            self._parent = _parent
            self._root = _root
            self._read()

        def _read(self):
            self.field_type = packed_int.PackedInt(self._io)
            if self.field_type.value != 0:
                pass
                self.len_value = packed_int.PackedInt(self._io)

            if  ((self.field_type.value >= 1) and (self.field_type.value <= 3)) :
                pass
                self._raw_value = self._io.read_bytes(self.len_value.value)
                _io__raw_value = KaitaiStream(BytesIO(self._raw_value))
                self.value = packed_int.PackedInt(_io__raw_value)

            if self.field_type.value > 3:
                pass
                self.unknown_value = self._io.read_bytes(self.len_value.value)



        def _fetch_instances(self):
            pass
            self.field_type._fetch_instances()
            if self.field_type.value != 0:
                pass
                self.len_value._fetch_instances()

            if  ((self.field_type.value >= 1) and (self.field_type.value <= 3)) :
                pass
                self.value._fetch_instances()

            if self.field_type.value > 3:
                pass



    @property
    def compression_type(self):
        """How the payload is compressed."""
        if hasattr(self, '_m_compression_type'):
            return self._m_compression_type

        if self.idx_compression_type >= 0:
            pass
            self._m_compression_type = KaitaiStream.resolve_enum(TransactionPayloadEvent.CompressionType, self.header_fields[self.idx_compression_type].value.value)

        return getattr(self, '_m_compression_type', None)

    @property
    def idx_compression_type(self):
        """Index of the compression-type field among the first four header fields, -1 when missing."""
        if hasattr(self, '_m_idx_compression_type'):
            return self._m_idx_compression_type

        self._m_idx_compression_type = (0 if self.header_fields[0].field_type.value == 2 else (1 if  ((len(self.header_fields) > 1) and (self.header_fields[1].field_type.value == 2))  else (2 if  ((len(self.header_fields) > 2) and (self.header_fields[2].field_type.value == 2))  else (3 if  ((len(self.header_fields) > 3) and (self.header_fields[3].field_type.value == 2))  else -1))))
        return getattr(self, '_m_idx_compression_type', None)

    @property
    def idx_payload_size(self):
        """Index of the payload-size field among the first four header fields, -1 when missing."""
        if hasattr(self, '_m_idx_payload_size'):
            return self._m_idx_payload_size

        self._m_idx_payload_size = (0 if self.header_fields[0].field_type.value == 1 else (1 if  ((len(self.header_fields) > 1) and (self.header_fields[1].field_type.value == 1))  else (2 if  ((len(self.header_fields) > 2) and (self.header_fields[2].field_type.value == 1))  else (3 if  ((len(self.header_fields) > 3) and (self.header_fields[3].field_type.value == 1))  else -1))))
        return getattr(self, '_m_idx_payload_size', None)

    @property
    def idx_uncompressed_size(self):
        """Index of the uncompressed-size field among the first four header fields, -1 when missing."""
        if hasattr(self, '_m_idx_uncompressed_size'):
            return self._m_idx_uncompressed_size

        self._m_idx_uncompressed_size = (0 if self.header_fields[0].field_type.value == 3 else (1 if  ((len(self.header_fields) > 1) and (self.header_fields[1].field_type.value == 3))  else (2 if  ((len(self.header_fields) > 2) and (self.header_fields[2].field_type.value == 3))  else (3 if  ((len(self.header_fields) > 3) and (self.header_fields[3].field_type.value == 3))  else -1))))
        return getattr(self, '_m_idx_uncompressed_size', None)

    @property
    def payload_size(self):
        """Size of the payload in bytes as the header states it."""
        if hasattr(self, '_m_payload_size'):
            return self._m_payload_size

        if self.idx_payload_size >= 0:
            pass
            self._m_payload_size = self.header_fields[self.idx_payload_size].value.value

        return getattr(self, '_m_payload_size', None)

    @property
    def uncompressed_size(self):
        """Size of the inner events once decompressed; written only when the payload is compressed."""
        if hasattr(self, '_m_uncompressed_size'):
            return self._m_uncompressed_size

        if self.idx_uncompressed_size >= 0:
            pass
            self._m_uncompressed_size = self.header_fields[self.idx_uncompressed_size].value.value

        return getattr(self, '_m_uncompressed_size', None)


