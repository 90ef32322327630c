"""START_5_7_ENCRYPTION_EVENT of Percona Server (body): construct twin of ``formats/kaitai/percona_start_5_7_encryption_event.ksy``."""

from construct import Bytes, Int8ul, Int32ul, Struct


def percona_start_5_7_encryption_event():
    return Struct(
        "crypto_scheme" / Int8ul,
        "key_version" / Int32ul,
        "nonce" / Bytes(12),
    )
