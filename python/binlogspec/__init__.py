"""binlogspec: the MySQL/MariaDB binary log as a declarative spec, and a reader built on it.

    import binlogspec
    with binlogspec.open("binlog.000001") as events:
        for event in events:
            print(event.pos, event.type_name, event.tree)
"""

from binlogspec.errors import (
    BadMagic, BinlogError, ChecksumMismatch, DecodeError, Encrypted, LayoutMismatch, LengthOutOfBounds,
    Truncated, Unsupported,
)
from binlogspec.events import Event
from binlogspec.reader import Reader, open  # noqa: A004 - binlogspec.open is the entry point

__all__ = [
    "BadMagic", "BinlogError", "ChecksumMismatch", "DecodeError", "Encrypted", "Event", "LayoutMismatch",
    "LengthOutOfBounds", "Reader", "Truncated", "Unsupported", "open",
]
__version__ = "0.1.0"
