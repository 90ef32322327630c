# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class MariadbStartEncryptionEvent(KaitaiStruct):
    """MariaDB 10.1.7+ with encrypt_binlog=ON writes this event right after the format description
    of every binary log file; every event after it is encrypted (AES, with the key version named
    here and an IV made of the nonce and the event's offset), so only a reader with the key can
    go on. Replicas never see it: the server decrypts before sending.
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.h
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/start_encryption_event/
    """
    def __init__(self, _io, _parent=None, _root=None):
        super(MariadbStartEncryptionEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        self.crypto_scheme = self._io.read_u1()
        self.key_version = self._io.read_u4le()
        self.nonce = self._io.read_bytes(12)


    def _fetch_instances(self):
        pass


