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

Keys come from the ``file_key_management`` plugin's key file: ``id;hex-key`` lines (``#``
comments), or that text encrypted with ``openssl enc -aes-256-cbc -md sha1`` under a secret (the
plugin's ``file_key_management_filekey``). The cipher is the ``cryptography`` package's AES.
"""

import hashlib
import re
from pathlib import Path

from binlogspec import errors

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
