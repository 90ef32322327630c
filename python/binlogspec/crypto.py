"""Offline decryption of MariaDB binlogs written with ``encrypt_binlog=ON``.

What the server does (MariaDB ``sql/log_event*.cc``, ``Log_event_writer``; learned from the
sources, checked here against files a real server wrote):

- A START_ENCRYPTION_EVENT right after the format description names the scheme (1), the key
  version and a 12-byte nonce. Every event after it is encrypted on its own with the
  ``ENCRYPTION_KEY_SYSTEM_DATA`` key (id 1) of that version, the IV being the nonce followed by
  the event's file offset (4 bytes, little-endian).
- Of each event, bytes 4 to the end are encrypted with the key management plugin's cipher: AES-CBC
  without padding (``file_key_management`` by default; a final partial block is XORed with the
  AES-ECB encryption of the IV) or AES-CTR. The event length must stay readable, so the writer
  first moves the timestamp (bytes 0..3) to where the length was (bytes 9..12), encrypts, and then
  swaps: the four cipher bytes that belong at 9..12 are written at 0..3 and the length in clear at
  9..12. The CRC32 is the plain event's.

MySQL 8's own binlog encryption (``binlog_encryption=ON``: a file that starts with ``fd 62 69 6e``)
is described below, with :class:`Keyring`, the ``keyring_file`` plugin's data file.

Keys come from the ``file_key_management`` plugin's key file: ``id;hex-key`` lines (``#``
comments), or that text encrypted with ``openssl enc -aes-256-cbc -md sha1`` under a secret (the
plugin's ``file_key_management_filekey``). The cipher is the ``cryptography`` package's AES.
"""

import hashlib
import re
from pathlib import Path

from binlogspec import errors
from binlogspec.files import PositionedRaw

SYSTEM_DATA_KEY_ID = 1  # ENCRYPTION_KEY_SYSTEM_DATA: the key binlogs (and redo logs) are encrypted with
MODES = ("cbc", "ctr")


def _aes():
    try:
        from cryptography.hazmat.primitives import padding
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
    except ImportError as exc:  # pragma: no cover - a declared dependency
        raise RuntimeError("decrypting binlogs needs the 'cryptography' package (pip install cryptography)") from exc
    return Cipher, algorithms, modes, padding


class KeyFile:
    """The keys of a ``file_key_management`` key file: ``{key id: key bytes}``; ``name`` is the
    file's path, for messages."""

    def __init__(self, keys, name="<keys>"):
        self.keys = dict(keys)
        self.name = name

    @classmethod
    def read(cls, path, secret=None):
        """Read a key file; ``secret``: the key it is encrypted with (``FILE:path`` reads it from a
        file, as the plugin's ``file_key_management_filekey`` does). Raises ValueError naming the
        file and line for a file that does not parse (or does not decrypt)."""
        raw = Path(path).read_bytes()
        if raw.startswith(b"Salted__"):
            if secret is None:
                raise ValueError(f"{path}: the key file is encrypted (openssl 'Salted__' format); give its key "
                                 "(--key-file-key)")
            raw = _openssl_decrypt(raw, _secret(secret), path)
        elif secret is not None:
            raise ValueError(f"{path}: a key for the key file was given, but the file is not encrypted")
        return cls(_parse(raw, path), str(path))

    def key(self, key_id, key_version, file, offset):
        """The key of ``key_id`` (the file's keys have one version, 1), or a typed error."""
        found = self.keys.get(key_id)
        if found is None:
            raise errors.KeyMissing(
                f"the events from here on are encrypted with key id {key_id} (version {key_version}); "
                f"the key file {self.name} has no key {key_id} (it has {sorted(self.keys) or 'none'})",
                file=file, offset=offset)
        return found


def _secret(secret):
    if secret.startswith("FILE:"):
        return Path(secret[5:]).read_bytes().rstrip(b"\r\n")
    return secret.encode()


def _openssl_decrypt(raw, secret, path):
    """``openssl enc -aes-256-cbc -md sha1`` output: ``Salted__``, an 8-byte salt, then AES-256-CBC
    with PKCS#7 padding under the key and IV of OpenSSL's EVP_BytesToKey (SHA-1, one round)."""
    Cipher, algorithms, modes, padding = _aes()
    salt, body = raw[8:16], raw[16:]
    derived, block = b"", b""
    while len(derived) < 48:
        block = hashlib.sha1(block + secret + salt).digest()
        derived += block
    decryptor = Cipher(algorithms.AES(derived[:32]), modes.CBC(derived[32:48])).decryptor()
    try:
        padded = decryptor.update(body) + decryptor.finalize()
        unpadder = padding.PKCS7(128).unpadder()
        return unpadder.update(padded) + unpadder.finalize()
    except ValueError:
        raise ValueError(f"{path}: the key file does not decrypt with the key given (wrong --key-file-key?)") from None


_LINE = re.compile(rb"^\s*(\d+)\s*;\s*([0-9a-fA-F]+)\s*$")


def _parse(text, path):
    keys = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith(b"#"):
            continue
        m = _LINE.match(line)
        if not m or len(m.group(2)) not in (32, 48, 64):
            raise ValueError(f"{path}:{number}: expected 'id;hex-key' with a 128, 192 or 256-bit key")
        keys[int(m.group(1))] = bytes.fromhex(m.group(2).decode())
    if not keys:
        raise ValueError(f"{path}: no keys")
    return keys


class EventCipher:
    """Decrypts the events after one START_ENCRYPTION_EVENT: ``key``, the event's ``nonce``, and
    the ``mode`` (``"cbc"`` or ``"ctr"``; None until :meth:`decrypt` is given a way to tell)."""

    def __init__(self, key, nonce, mode=None):
        self.key, self.nonce, self.mode = key, bytes(nonce), mode
        Cipher, algorithms, modes, _ = _aes()
        self._Cipher, self._algorithms, self._modes = Cipher, algorithms, modes

    def plain(self, raw, pos, mode):
        """The plain bytes of the encrypted event ``raw`` at file offset ``pos``."""
        Cipher, algorithms, modes = self._Cipher, self._algorithms, self._modes
        size = len(raw)
        iv = self.nonce + (pos & 0xFFFFFFFF).to_bytes(4, "little")
        stream = bytes(raw[4:9]) + bytes(raw[0:4]) + bytes(raw[13:])  # the cipher bytes of offsets 4..end
        aes = algorithms.AES(self.key)
        if mode == "ctr":
            decryptor = Cipher(aes, modes.CTR(iv)).decryptor()
            out = decryptor.update(stream) + decryptor.finalize()
        else:
            whole = len(stream) // 16 * 16
            decryptor = Cipher(aes, modes.CBC(iv)).decryptor()
            out = decryptor.update(stream[:whole]) + decryptor.finalize()
            if whole < len(stream):
                encryptor = Cipher(aes, modes.ECB()).encryptor()
                mask = encryptor.update(iv) + encryptor.finalize()
                out += bytes(a ^ b for a, b in zip(stream[whole:], mask))
        return out[5:9] + out[0:5] + size.to_bytes(4, "little") + out[9:]

    def decrypt(self, raw, pos, holds):
        """The plain event; the first time, the mode is the one whose plain bytes ``holds(plain)``
        accepts (a CRC32 that holds, or a plausible header): None if neither does."""
        if self.mode is not None:
            return self.plain(raw, pos, self.mode)
        for mode in MODES:
            plain = self.plain(raw, pos, mode)
            if holds(plain):
                self.mode = mode
                return plain
        return None


# ---------------------------------------------------------------- MySQL 8.0.14+ binlog_encryption
#
# What the server writes (MySQL sql/rpl_log_encryption.{h,cc}, sql/stream_cipher.cc,
# sql/binlog_istream.cc; learned from the sources): a 512-byte header (magic fd 62 69 6e, version
# 1, then type-length-value fields from offset 5: 1 = the keyring key id (1-byte length), 2 = the
# 32-byte file password encrypted with that key in AES-256-CBC without padding, 3 = that
# encryption's 16-byte IV; zeros to 512), then the ordinary binlog (magic fe 62 69 6e and its
# events) encrypted in AES-256-CTR with the key and IV OpenSSL's EVP_BytesToKey gives the file
# password with SHA-512, one round, no salt (SHA-512 of the password: key = bytes 0..31, IV =
# bytes 32..47), the counter block at stream offset p being the IV's first 8 bytes followed by
# p // 16 as a big-endian 64-bit number. Positions in such a file (event offsets, log_pos) are
# those of the plain stream, which starts at file offset 512.

MYSQL_HEADER_SIZE = 512
KEYRING_OBFUSCATION = b"*305=Ljt0*!@$Hnm(*-9-w;:"  # plugin/keyring/common/keyring_key.cc


class Keyring:
    """The keys of a MySQL ``keyring_file`` plugin data file (``keyring_file_data``), by key id;
    ``name`` is its path."""

    def __init__(self, keys, name="<keyring>"):
        self.keys = dict(keys)
        self.name = name

    @classmethod
    def read(cls, path):
        """Parse a keyring_file data file ("Keyring file version:1.0" or "2.0": keys as five
        little-endian 64-bit lengths (the entry's size, aligned to 8; key id, key type, user id,
        key), then those fields, the key XOR-obfuscated; "EOF" and, in 2.0, a SHA-256 digest).
        Raises ValueError naming the file for one that does not parse."""
        data = Path(path).read_bytes()
        if not data.startswith(b"Keyring file version:"):
            raise ValueError(f"{path}: not a keyring_file data file (no 'Keyring file version:' header)")
        pos, keys = 24, {}
        while not data.startswith(b"EOF", pos):
            if pos + 40 > len(data):
                raise ValueError(f"{path}: keyring ends inside a key entry at byte {pos}")
            size, len_id, len_type, len_user, len_key = (int.from_bytes(data[pos + 8 * i:pos + 8 * i + 8], "little")
                                                         for i in range(5))
            body = pos + 40
            if size < 40 + len_id + len_type + len_user + len_key or pos + size > len(data):
                raise ValueError(f"{path}: key entry at byte {pos} does not fit the file")
            key_id = data[body:body + len_id].decode("utf-8", "replace")
            body += len_id + len_type + len_user
            raw = data[body:body + len_key]
            keys[key_id] = bytes(b ^ KEYRING_OBFUSCATION[i % len(KEYRING_OBFUSCATION)] for i, b in enumerate(raw))
            pos += size
        return cls(keys, str(path))

    def named(self, key_id, file, offset):
        found = self.keys.get(key_id)
        if found is None:
            raise errors.KeyMissing(f"the file is encrypted with keyring key {key_id!r}; the keyring {self.name} "
                                    f"does not hold it ({len(self.keys)} keys)", file=file, offset=offset)
        return found


def mysql_header(head, file):
    """``(key id, encrypted password, IV)`` of a MySQL encrypted binlog's 512-byte header."""
    if len(head) < MYSQL_HEADER_SIZE:
        raise errors.Truncated(f"the encryption header takes {MYSQL_HEADER_SIZE} bytes; the file has {len(head)}",
                               file=file, offset=0)
    if head[4] != 1:
        raise errors.Unsupported(f"encryption header version {head[4]} (MySQL writes 1)", file=file, offset=4)
    pos, fields = 5, {}
    while pos < MYSQL_HEADER_SIZE and head[pos] != 0:
        kind = head[pos]
        if kind == 1:
            length = head[pos + 1]
            fields[1], pos = head[pos + 2:pos + 2 + length].decode("ascii", "replace"), pos + 2 + length
        elif kind in (2, 3):
            size = 32 if kind == 2 else 16
            fields[kind], pos = head[pos + 1:pos + 1 + size], pos + 1 + size
        else:
            raise errors.DecodeError(f"encryption header field of unknown type {kind}", file=file, offset=pos)
    if pos > MYSQL_HEADER_SIZE or set(fields) != {1, 2, 3}:
        raise errors.DecodeError("encryption header lacks its key id, password or IV", file=file, offset=5)
    return fields[1], bytes(fields[2]), bytes(fields[3])


def mysql_stream_keys(master_key, encrypted_password, iv):
    """The AES-256-CTR key and IV of a MySQL encrypted binlog's content."""
    Cipher, algorithms, modes, _ = _aes()
    decryptor = Cipher(algorithms.AES(master_key), modes.CBC(iv)).decryptor()
    password = decryptor.update(encrypted_password) + decryptor.finalize()
    digest = hashlib.sha512(password).digest()
    return digest[:32], digest[32:48]


class DecryptedStream(PositionedRaw):
    """The plain content of a MySQL encrypted binlog (from file offset 512), as a seekable raw
    file: each read decrypts the bytes it returns (AES-CTR can start at any offset)."""

    def __init__(self, fh, key, iv, size):
        super().__init__(size)
        self._fh, self._key, self._iv = fh, key, iv
        Cipher, algorithms, modes, _ = _aes()
        self._Cipher, self._algorithms, self._modes = Cipher, algorithms, modes

    def read_at(self, want, pos):
        self._fh.seek(MYSQL_HEADER_SIZE + pos)
        data = self._fh.read(want)
        skip = pos % 16
        counter = self._iv[:8] + (pos // 16).to_bytes(8, "big")
        decryptor = self._Cipher(self._algorithms.AES(self._key), self._modes.CTR(counter)).decryptor()
        return decryptor.update(bytes(skip) + data)[skip:]

    def close(self):  # the file under it belongs to whoever opened it
        super().close()
