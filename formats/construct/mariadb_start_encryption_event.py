"""START_ENCRYPTION_EVENT of MariaDB (body): construct twin of ``formats/kaitai/mariadb_start_encryption_event.ksy``."""

from construct import Bytes, Int8ul, Int32ul, Struct


def mariadb_start_encryption_event():
    return Struct(
        "crypto_scheme" / Int8ul,
        "key_version" / Int32ul,
        "nonce" / Bytes(12),
    )
