"""Typed errors. Each names the file and the byte offset of the event (or byte) at fault and
says what was expected and what was found; ``str(error)`` is ``FILE:OFFSET: message``."""


class BinlogError(Exception):
    """Base of every error binlogspec raises for bad input."""

    kind = "error"

    def __init__(self, message, *, file=None, offset=None, event_type=None):
        super().__init__(message)
        self.message = message
        self.file = file
        self.offset = offset
        self.event_type = event_type

    def __str__(self):
        where = f"{self.file if self.file is not None else '<bytes>'}:{self.offset if self.offset is not None else '?'}"
        what = f" {self.event_type}:" if self.event_type else ""
        return f"{where}:{what} {self.message}"

    def as_dict(self):
        return {
            "error": self.kind,
            "file": self.file,
            "offset": self.offset,
            "event_type": self.event_type,
            "message": self.message,
        }


class BadMagic(BinlogError):
    """The file does not start with the binlog magic ``fe 62 69 6e``."""

    kind = "bad_magic"


class Truncated(BinlogError):
    """The file ends inside an event (or inside the magic or a header)."""

    kind = "truncated"


class ChecksumMismatch(BinlogError):
    """An event's CRC32 does not match its bytes."""

    kind = "checksum_mismatch"

    def __init__(self, message, *, expected=None, found=None, **kw):
        super().__init__(message, **kw)
        self.expected = expected
        self.found = found


class LengthOutOfBounds(BinlogError):
    """A length read from the input is impossible (smaller than a header, past the end, absurd)."""

    kind = "length_out_of_bounds"


class Encrypted(BinlogError):
    """The file, or the rest of it, is encrypted, and cannot be decrypted with what was given."""

    kind = "encrypted"


class KeyMissing(Encrypted):
    """The events are encrypted with a key (id, version) that the keys given do not hold, or no
    keys were given."""

    kind = "key_missing"


class DecryptionFailed(Encrypted):
    """The key given does not decrypt the events: their plain bytes fail their CRC32 (or, in a
    file without checksums, do not read as an event). A wrong key, most likely."""

    kind = "decryption_failed"


class Unsupported(BinlogError):
    """A well-formed input that binlogspec cannot decode (an unknown compression, say)."""

    kind = "unsupported"


class LayoutMismatch(BinlogError):
    """A rows event does not fit its table map (no map for its table id, cells past the end)."""

    kind = "layout_mismatch"


class DecodeError(BinlogError):
    """An event body does not parse by its spec."""

    kind = "decode_error"
