"""Reading the events of an encrypted binlog.

Two servers encrypt their binlogs, each its own way (the ciphers and key files are
:mod:`binlogspec.crypto`'s; this module is where the reader meets them):

- MariaDB (``encrypt_binlog=ON``) writes a START_ENCRYPTION_EVENT after the format description
  and encrypts every event after it on its own, its length left in clear. The walk frames each
  event by that length, and :meth:`Decryption.decrypt` gives it the plain bytes, held to their
  CRC32 (without checksums, to a plausible header) the first time, which also tells the cipher
  mode.
- MySQL (``binlog_encryption=ON``) encrypts the whole file after a header of its own, which names
  the keyring key; the reader then reads on in the plain stream (:meth:`Decryption.open_mysql`),
  whose offsets are those the server and mysqlbinlog give.

What cannot be decrypted (no key given, Percona Server's encryption, a scheme MariaDB does not
write) is a typed error at the first encrypted event, so the events before it are still read. In
permissive reading the walk's search for the next event goes on here in an encrypted stretch:
each candidate is decrypted and held to its CRC32 (:meth:`Decryption.resync`), and a damaged
START_ENCRYPTION_EVENT whose nonce still decrypts the event after it starts the decryption all the
same (:meth:`Decryption.salvage_start`).
"""

import io
from types import SimpleNamespace
from typing import Any, Optional

from binlogspec import errors
from binlogspec.binlogfile import BinlogFile
from binlogspec.events import _KNOWN_CODES, T, _int, event_crc32, frames, type_name
from binlogspec.limits import MAX_EVENT_SIZE


def plain_holds(plain, pos, len_checksum):
    """Whether decrypted bytes are the event at ``pos``: its CRC32 holds, or, without checksums, a
    known type code and a log_pos that is 0 or its end."""
    if len_checksum:
        return event_crc32(plain) == int.from_bytes(plain[-4:], "little")
    return plain[4] in _KNOWN_CODES and int.from_bytes(plain[13:17], "little") in (0, pos + len(plain))


class Decryption:
    """The encryption state of one reader's walk: ``keys`` (a :class:`binlogspec.crypto.KeyFile`
    or :class:`~binlogspec.crypto.Keyring`, or None), ``encrypted_from`` (where encryption
    started, None before) and ``cipher`` (the :class:`~binlogspec.crypto.EventCipher` the events
    from there on decrypt with, None when there is none to be had). ``reader`` is read for its
    :attr:`~binlogspec.reader.Reader.context` alone: the checksum length of the plain events."""

    def __init__(self, reader: Any, file: BinlogFile, keys: Any) -> None:
        self._reader = reader
        self._file = file
        self.keys = keys
        self.encrypted_from: Optional[int] = None
        self.cipher: Any = None
        self._started_by: Optional[int] = None  # the type of the event that started encryption

    @property
    def has_keyring(self) -> bool:
        """Whether the keys are a MySQL keyring, which opens a MySQL-encrypted file."""
        return hasattr(self.keys, "named")

    def _len_checksum(self):
        context = self._reader.context
        return context.len_checksum if context is not None else 0

    # ------------------------------------------------------------------ MySQL: the whole file

    def open_mysql(self) -> str:
        """Read on in the plain stream of a MySQL encrypted binlog (see binlogspec.crypto): its
        header names the keyring key that decrypts the file password. From here on offsets are
        the plain stream's, as the server and mysqlbinlog give them. Returns the key's id (the
        caller checks the plain magic, :meth:`wrong_key` its error)."""
        from binlogspec import crypto

        file = self._file
        file.fh.seek(0)
        key_id, password, iv = crypto.mysql_header(file.fh.read(crypto.MYSQL_HEADER_SIZE), file.name)
        master = self.keys.named(key_id, file.name, 0)
        key, stream_iv = crypto.mysql_stream_keys(master, password, iv)
        size = file.size - crypto.MYSQL_HEADER_SIZE
        file.read_plain(io.BufferedReader(crypto.DecryptedStream(file.fh, key, stream_iv, size), 1 << 20), size)
        return key_id

    def wrong_key(self, key_id: str) -> errors.BinlogError:
        """The error of a keyring key whose plain stream does not start with the binlog magic."""
        return self._file.error(errors.DecryptionFailed,
                                f"keyring key {key_id!r} of {self.keys.name} does not decrypt the file: its plain "
                                "content does not start with the binlog magic (a wrong key?)", 0)

    # ------------------------------------------------------------------ MariaDB: event by event

    def start(self, pos: int, code: int, body: Any, after: int) -> None:
        """Encryption starts with the event at ``pos`` (type ``code``, its body ``body``): the
        events from ``after`` on are decrypted, if they can be."""
        self.encrypted_from = pos
        self.cipher = self._cipher(code, body, after)

    def cannot_decrypt(self, pos: int) -> errors.BinlogError:
        """The error of an encrypted event at ``pos`` that no cipher decrypts: why not."""
        encrypted_from, error = self.encrypted_from, self._file.error
        if self._started_by == T["start_5_7_encryption_event"]:  # (no key file helps: say so)
            return error(errors.Encrypted,
                         f"the events from here on are encrypted by Percona Server's binlog encryption "
                         f"(started by the event at {encrypted_from}), which binlogspec does not decrypt", pos)
        if self.keys is None:
            return error(errors.Encrypted,
                         f"the events from here on are encrypted (encryption started by the event at "
                         f"{encrypted_from}); they cannot be decoded without the key (--key-file)", pos)
        return error(errors.Encrypted,
                     f"the events from here on are encrypted in a way binlogspec does not decrypt (encryption "
                     f"started by the event at {encrypted_from}: {type_name(self._started_by)})", pos)

    def _cipher(self, code, body, after):
        """The :class:`~binlogspec.crypto.EventCipher` of a START_ENCRYPTION_EVENT (MariaDB)
        whose body is ``body``, if keys were given; a key id the keys lack is a typed error at the
        first encrypted event (``after``)."""
        self._started_by = code
        if self.keys is None or not hasattr(self.keys, "key") or code != T["start_encryption_event"]:
            return None
        from binlogspec import crypto

        scheme, version = _int(body.crypto_scheme), _int(body.key_version)
        if scheme != 1:
            raise self._file.error(errors.Unsupported, f"encryption scheme {scheme} (MariaDB writes 1)", after)
        key = self.keys.key(crypto.SYSTEM_DATA_KEY_ID, version, self._file.name, after)
        return crypto.EventCipher(key, bytes(body.nonce))

    def decrypt(self, first: bytes, pos: int) -> bytes:
        """The plain bytes of the encrypted event at ``pos`` (its first 13 bytes read): framed by
        its clear length, decrypted, and held to its CRC32 (without checksums, to a plausible
        header) the first time, which also tells the cipher mode."""
        file = self._file
        size = int.from_bytes(first[9:13], "little")
        len_checksum = self._len_checksum()
        if not frames(size, 19 + len_checksum, MAX_EVENT_SIZE):
            raise file.error(errors.LengthOutOfBounds, f"encrypted event declares {size} bytes", pos)
        if size > file.size - pos:
            raise file.error(errors.Truncated,
                             f"encrypted event declares {size} bytes but the file has only {file.size - pos} left", pos)
        raw = first + file.fh.read(size - 13)

        plain = self.cipher.decrypt(raw, pos, lambda plain: plain_holds(plain, pos, len_checksum))
        if plain is None:
            raise file.error(errors.DecryptionFailed,
                             f"key id 1 of {self.keys.name} does not decrypt the first encrypted event (in AES-CBC "
                             f"or AES-CTR its bytes " + ("fail their CRC32" if len_checksum else "do not read as an event")
                             + "): a wrong key?", pos)
        return plain

    # ------------------------------------------------------------------ permissive reading

    def salvage_start(self, pos: int) -> None:
        """In resync mode, a START_ENCRYPTION_EVENT at ``pos`` that failed (its CRC32, say) may
        still hold a good nonce: the events after it decrypting with their CRC32 holding is the
        proof (see :meth:`resync`). Sets the cipher if it can be had from its bytes."""
        context, file = self._reader.context, self._file
        if context is None or context.binlog_version != 4:
            return
        # its type code or its length may be what is damaged: it is taken to be one if the event
        # after it, where a START_ENCRYPTION_EVENT's length puts it, decrypts with its key
        len_header, len_checksum = context.len_header, context.len_checksum
        size = len_header + 17 + len_checksum
        body = file.peek(pos + len_header, 17)
        if len(body) < 17:
            return
        fields = SimpleNamespace(crypto_scheme=1, key_version=int.from_bytes(body[1:5], "little"),
                                 nonce=body[5:17])  # MariaDB's one scheme, whatever the byte says
        try:
            cipher = self._cipher(T["start_encryption_event"], fields, pos + size)
        except errors.BinlogError:
            return
        if cipher is None:
            return
        after = pos + size
        head = file.peek(after, 13)
        length = int.from_bytes(head[9:13], "little") if len(head) == 13 else 0
        if frames(length, 19 + len_checksum, file.limit - after):
            plain = cipher.decrypt(file.peek(after, length), after,
                                   lambda found: plain_holds(found, after, len_checksum))
            if plain is not None:
                self.cipher, self.encrypted_from = cipher, pos

    def resync(self, bad: int) -> Optional[int]:
        """The first offset after ``bad`` where an encrypted event starts: a clear length that
        fits, and plain bytes whose CRC32 holds (without checksums: a known type code, a log_pos
        that agrees, and a chain of plausible headers after it), or None."""
        cipher, file = self.cipher, self._file
        limit = file.limit
        len_checksum = self._len_checksum()
        for q in range(bad + 1, limit - 18):
            head = file.peek(q, 13)
            size = int.from_bytes(head[9:13], "little")
            if not frames(size, 19 + len_checksum, limit - q):
                continue
            plain = cipher.decrypt(file.peek(q, size), q, lambda found: plain_holds(found, q, len_checksum))
            if plain is not None and plain_holds(plain, q, len_checksum):
                return q
        return None

