# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class PerconaStart57EncryptionEvent(KaitaiStruct):
    """Percona Server 5.7 (with encrypt_binlog=ON) writes this event right after the format
    description; every event after it is encrypted with the key version named here and a
    per-event IV derived from the nonce and the event's file offset, so they cannot be read
    without the keyring. Percona Server 8.0 still reads the event (type 159) from 5.7 files.
    The layout is MariaDB's START_ENCRYPTION_EVENT, from which Percona took the feature.
    
    .. seealso::
       Source - https://github.com/percona/percona-server/blob/5.7/sql/log_event.h
    
    
    .. seealso::
       Source - https://github.com/percona/percona-server/blob/5.7/sql/log_event.cc
    
    
    .. seealso::
       Source - https://github.com/percona/percona-server/blob/8.0/libs/mysql/binlog/event/binlog_event.h
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(PerconaStart57EncryptionEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.crypto_scheme = self._io.read_u1()
        self.key_version = self._io.read_u4le()
        self.nonce = self._io.read_bytes(12)


    def _fetch_instances(self):
        pass


