"""Shared construct pieces: packed integers, the event header, column bitmaps, enums."""

from construct import (
    Bytes, Compressed, Computed, Construct, Container, Enum, If, Int8ul, Int16ul, Int24ul, Int32ul, Int64ul,
    ListContainer, Struct, evaluate, stream_read, stream_write, this,
)

from binlogspec.generated_enums import EVENT_TYPE, FIELD_TYPE
from binlogspec.errors import LengthOutOfBounds
from binlogspec.limits import BoundedZlib

__all__ = [
    "Derived", "PackedInt", "column_bitmap", "event_header", "event_type_enum", "field_type_enum",
    "packed_int", "zlib_compressed", "EVENT_TYPE", "FIELD_TYPE",
]


class Derived(Computed):
    """A computed value given by a named Python function of the context.

    For values that construct's expression language cannot say (a conditional, a loop). It
    parses like ``Computed``; ``compile()`` links it in instead of inlining it.
    """

    def _emitparse(self, code):
        raise NotImplementedError

    def _emitbuild(self, code):
        raise NotImplementedError


def zlib_compressed(subcon):
    """``Compressed(subcon, "zlib")`` (Kaitai's ``process: zlib``) that refuses to inflate past the
    bound of ``binlogspec.limits`` instead of inflating whatever the stream holds."""
    compressed = Compressed(subcon, "zlib")
    compressed.lib = BoundedZlib
    return compressed


def event_type_enum(subcon=Int8ul):
    return Enum(subcon, **EVENT_TYPE)


def field_type_enum(subcon=Int8ul):
    return Enum(subcon, **FIELD_TYPE)


class PackedInt(Construct):
    """MySQL's packed integer, as ``common/packed_int.ksy``: a Container with ``first``, the
    ``value_u2``/``value_u3``/``value_u8`` field that the first byte announces, and the
    instances ``value`` and ``len_packed``."""

    _WIDTH = {0xFC: ("value_u2", 2), 0xFD: ("value_u3", 3), 0xFE: ("value_u8", 8)}

    def _parse(self, stream, context, path):
        first = stream_read(stream, 1, path)[0]
        if first == 0xFF:
            from construct import ValidationError
            raise ValidationError("packed integer cannot start with 0xff", path=path)
        out = Container(first=first)
        if first in self._WIDTH:
            name, width = self._WIDTH[first]
            value = int.from_bytes(stream_read(stream, width, path), "little")
            out[name] = value
            # instances in the order Kaitai's generated Python lists them (alphabetical)
            out["len_packed"] = 1 + width
            out["value"] = value
        else:
            out["len_packed"] = 1
            out["value"] = first
        return out

    def _build(self, obj, stream, context, path):
        if isinstance(obj, int):
            value = obj
            if value < 0xFB:
                first = value
            elif value < 1 << 16:
                first = 0xFC
            elif value < 1 << 24:
                first = 0xFD
            else:
                first = 0xFE
            obj = Container(first=first, value=value)
            if first in self._WIDTH:
                obj[self._WIDTH[first][0]] = value
        first = obj["first"]
        stream_write(stream, bytes([first]), 1, path)
        if first in self._WIDTH:
            name, width = self._WIDTH[first]
            stream_write(stream, int(obj[name]).to_bytes(width, "little"), width, path)
        return obj

    def _sizeof(self, context, path):
        from construct import SizeofError
        raise SizeofError("packed integer has a variable size", path=path)


packed_int = PackedInt()


def event_header(len_header):
    """The common header (``common/event_header.ksy``); ``len_header`` may be an expression."""
    return Struct(
        "len_header" / Computed(len_header),
        "timestamp" / Int32ul,
        "event_type" / event_type_enum(),
        "server_id" / Int32ul,
        "event_size" / Int32ul,
        "log_pos" / If(this.len_header >= 19, Int32ul),
        "flags" / If(this.len_header >= 19, Int16ul),
        "extra_headers" / If(this.len_header > 19, Bytes(this.len_header - 19)),
    )


class ColumnBitmap(Construct):
    """``common/column_bitmap.ksy``: ``num_bits`` bits, least significant bit of each byte first,
    then the zero bits that fill the last byte. Parses to a Container with ``num_bits``,
    ``bits`` and ``padding`` (lists of bool)."""

    def __init__(self, num_bits):
        super().__init__()
        self.num_bits = num_bits

    def _parse(self, stream, context, path):
        n = evaluate(self.num_bits, context)
        data = stream_read(stream, (n + 7) // 8, path)
        allbits = [bool(data[i >> 3] >> (i & 7) & 1) for i in range(len(data) * 8)]
        return Container(num_bits=n, bits=ListContainer(allbits[:n]), padding=ListContainer(allbits[n:]))

    def _build(self, obj, stream, context, path):
        n = evaluate(self.num_bits, context)
        bits = list(obj["bits"]) + list(obj.get("padding") or [])
        bits += [False] * ((-len(bits)) % 8)
        data = bytearray((n + 7) // 8)
        for i, bit in enumerate(bits[: len(data) * 8]):
            if bit:
                data[i >> 3] |= 1 << (i & 7)
        stream_write(stream, bytes(data), len(data), path)
        return obj

    def _sizeof(self, context, path):
        return (evaluate(self.num_bits, context) + 7) // 8


def column_bitmap(num_bits):
    return ColumnBitmap(num_bits)


class IfNotEof(Construct):
    """Kaitai's ``if: not _io.eof``: the subcon when bytes remain in the stream, else None.

    Newer servers append fields to old events; a field read this way is simply absent in
    events from older servers."""

    def __init__(self, subcon):
        super().__init__()
        self.subcon = subcon
        self.flagbuildnone = True

    def _parse(self, stream, context, path):
        if _remaining(stream) == 0:
            return None
        return self.subcon._parsereport(stream, context, path)

    def _build(self, obj, stream, context, path):
        if obj is None:
            return None
        return self.subcon._build(obj, stream, context, path)


class RepeatEos(Construct):
    """Kaitai's ``repeat: eos``: the subcon again and again until the stream ends. Unlike
    ``GreedyRange`` it does not swallow a failure: an item that does not fit is an error."""

    def __init__(self, subcon):
        super().__init__()
        self.subcon = subcon

    def _parse(self, stream, context, path):
        items = ListContainer()
        index = 0
        while _remaining(stream) > 0:
            context._index = index
            here = stream.tell()
            items.append(self.subcon._parsereport(stream, context, path))
            if stream.tell() == here:
                # an item that takes no bytes (a row image of no columns): the list would never end
                raise LengthOutOfBounds(f"item {index} of a repeated field takes no bytes; the list would never end")
            index += 1
        return items

    def _build(self, obj, stream, context, path):
        for index, item in enumerate(obj):
            context._index = index
            self.subcon._build(item, stream, context, path)
        return obj


def _remaining(stream):
    here = stream.tell()
    end = stream.seek(0, 2)
    stream.seek(here)
    return end - here
