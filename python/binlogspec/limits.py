"""Hard bounds on what the input may claim, checked before anything is allocated or walked.

Lengths and counts in a binlog are read from the input itself; a damaged or hostile file can
claim anything (a packed integer up to 2^64, a zlib stream that inflates a thousandfold, a JSON
document whose values point back into one another). These are the limits the reader and the
generated parsers are held to; going past one is a typed error, never an allocation.
"""

import zlib

from binlogspec import errors

# The longest event accepted: mysqlbinlog refuses events over its 1 GiB max_allowed_packet ("Event
# too big") and no server writes one. The same bound holds for an event inflated from a MariaDB
# compressed event or read out of a TRANSACTION_PAYLOAD.
MAX_EVENT_SIZE = (1 << 30) + (1 << 16)

# The different BEGIN QUERY events (their bodies but the thread id and execution time) a reader
# keeps for runs to cross (Reader.begins): a server's sessions write a few kinds, by database.
BEGINS = 8

# MySQL's JSON_DOCUMENT_MAX_DEPTH: objects and arrays nest at most this deep.
MAX_JSON_DEPTH = 100


def inflate(data, limit=MAX_EVENT_SIZE):
    """``zlib.decompress(data)`` that stops with :class:`~binlogspec.errors.LengthOutOfBounds`
    once the output would pass ``limit`` bytes, instead of inflating whatever the stream holds."""
    inflater = zlib.decompressobj()
    out = inflater.decompress(bytes(data), limit)
    if not inflater.eof:
        if inflater.unconsumed_tail:
            raise errors.LengthOutOfBounds(f"zlib stream inflates to more than {limit} bytes")
        raise zlib.error("Error -5 while decompressing data: incomplete or truncated stream")
    return out


class BoundedZlib:
    """Stands in for the ``zlib`` module where a parser inflates a compressed field (the
    generated Kaitai parsers' ``process: zlib``, construct's ``Compressed``): the same
    ``decompress``/``compress``, with :func:`inflate`'s bound."""

    error = zlib.error

    @staticmethod
    def decompress(data, *args, **kw):
        return inflate(data)

    @staticmethod
    def compress(data, *args, **kw):
        return zlib.compress(data, *args, **kw)
