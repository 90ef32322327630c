"""MySQL binary JSON document: construct twin of ``formats/kaitai/mysql_json.ksy``.

Offsets in an object or array count from the container's first byte. Kaitai reads every value
from a substream that starts at the value; here ``Substream`` does the same, and ``Pointer``
plays the part of Kaitai's ``pos`` instances. The types nest recursively (a value entry points
to a value that may be a container), so the container structs are reached through
``LazyBound`` with named functions.
"""

from io import BytesIO

from construct import (
    Array, Computed, Construct, Container, Enum, Float64l, FixedSized, GreedyBytes, If, Int8ul,
    Int16sl, Int16ul, Int32sl, Int32ul, LazyBound, ListContainer, Pointer,
    StringEncoded, Bytes, Struct, Switch, stream_read, stream_write, this,
)

from binlogspec.errors import DecodeError
from binlogspec.formats.common import Derived, field_type_enum
from binlogspec.limits import MAX_JSON_DEPTH

__all__ = ["JSON_TYPE", "LITERAL", "mysql_json"]

# enum json_type of mysql_json.ksy (JSONB_TYPE_* in json_binary.cc)
JSON_TYPE = {
    "small_object": 0x00, "large_object": 0x01, "small_array": 0x02, "large_array": 0x03,
    "literal": 0x04, "int16": 0x05, "uint16": 0x06, "int32": 0x07, "uint32": 0x08,
    "int64": 0x09, "uint64": 0x0A, "double": 0x0B, "string": 0x0C, "opaque": 0x0F,
}
# enum literal of mysql_json.ksy (JSONB_*_LITERAL)
LITERAL = {"null": 0x00, "true": 0x01, "false": 0x02}

_INLINED_ALWAYS = ("literal", "int16", "uint16")
_INLINED_LARGE = ("int32", "uint32")


class _ValueStream(BytesIO):
    """The stream of one value of a document, knowing how deep it lies and sharing the
    document's budget of values."""

    level = 0
    budget = None


class Substream(Construct):
    """Kaitai's ``size-eos: true`` with a type: the subcon parsed from a new stream holding the
    rest of the current one, so that positions inside it count from here.

    Values nest by offset, so a damaged document could point a value back at its container (an
    endless loop) or many entries at one value (work that doubles with each level). Parsing stops
    with a ``DecodeError`` past MySQL's depth limit (JSON_DOCUMENT_MAX_DEPTH, 100 levels of objects
    and arrays) or once a document has given more values than it has bytes, which no document the
    server wrote can do: every value it stores takes a byte of its own."""

    def __init__(self, subcon):
        super().__init__()
        self.subcon = subcon

    def _parse(self, stream, context, path):
        here = stream.tell()
        end = stream.seek(0, 2)
        stream.seek(here)
        data = stream_read(stream, end - here, path)
        sub = _ValueStream(data)
        if isinstance(stream, _ValueStream):
            sub.level, sub.budget = stream.level + 1, stream.budget
            if sub.level > MAX_JSON_DEPTH:
                raise DecodeError(f"JSON document nests deeper than {MAX_JSON_DEPTH} levels")
            sub.budget[0] -= 1
            if sub.budget[0] < 0:
                raise DecodeError("JSON document holds more values than bytes: its entries share values")
        else:
            sub.budget = [len(data)]
        return self.subcon._parsereport(sub, context, path)

    def _build(self, obj, stream, context, path):
        sub = BytesIO()
        built = self.subcon._build(obj, sub, context, path)
        data = sub.getvalue()
        stream_write(stream, data, len(data), path)
        return built


class VarLen(Construct):
    """``var_len`` of mysql_json.ksy: 7 bits per byte, least significant group first, top bit
    set on every byte but the last. Parses to a Container with ``groups`` (the bytes) and
    ``value``; builds from such a Container or from an int."""

    def _parse(self, stream, context, path):
        groups = ListContainer()
        while True:
            byte = stream_read(stream, 1, path)[0]
            groups.append(byte)
            if byte & 0x80 == 0:
                break
        value = 0
        for i, byte in enumerate(groups[:5]):
            value += (byte & 0x7F) << (7 * i)
        return Container(groups=groups, value=value)

    def _build(self, obj, stream, context, path):
        if isinstance(obj, int):
            value, groups = obj, []
            while True:
                groups.append((value & 0x7F) | (0x80 if value > 0x7F else 0))
                value >>= 7
                if not value:
                    break
            obj = Container(groups=ListContainer(groups), value=obj)
        data = bytes(obj["groups"])
        stream_write(stream, data, len(data), path)
        return obj


def _offset(is_large):
    return Int32ul if is_large else Int16ul


def _is_inlined(context):
    """``is_inlined`` of value_entry: literals and 16-bit integers always, 32-bit integers in
    the large form."""
    value_type = str(context.value_type)
    return value_type in _INLINED_ALWAYS or bool(context.is_large) and value_type in _INLINED_LARGE


def _is_not_inlined(context):
    return not _is_inlined(context)


json_literal = Struct(
    "value" / Enum(Int8ul, **LITERAL),
)

def _json_int_is_64_bit(ctx):
    return ctx.value_type in ("int64", "uint64")


def _json_int_value(ctx):
    return ctx.value_high * 4294967296 + ctx.value_low if _json_int_is_64_bit(ctx) else ctx.value_low


json_int = Struct(
    "value_type" / Computed(this._.value_type),
    "value_low" / Switch(this.value_type, {
        "int16": Int16sl, "uint16": Int16ul, "int32": Int32sl, "uint32": Int32ul,
        "int64": Int32ul, "uint64": Int32ul,
    }),
    "value_high" / If(_json_int_is_64_bit, Switch(this.value_type, {"int64": Int32sl, "uint64": Int32ul})),
    "is_64_bit" / Derived(_json_int_is_64_bit),
    "value" / Derived(_json_int_value),
)

json_double = Struct(
    "value" / Float64l,
)

json_string = Struct(
    "len_value" / VarLen(),
    "value" / StringEncoded(Bytes(this.len_value.value), "utf8"),
)

opaque_decimal = Struct(
    "precision" / Int8ul,
    "scale" / Int8ul,
    "digits" / GreedyBytes,
)

def _packed(ctx):
    return ctx.packed_high * 4294967296 + ctx.packed_low


opaque_temporal = Struct(
    "packed_low" / Int32ul,
    "packed_high" / Int32sl,
    "packed" / Derived(_packed),
)

json_opaque = Struct(
    "field_type" / field_type_enum(),
    "len_data" / VarLen(),
    "data" / FixedSized(this.len_data.value, Switch(this.field_type, {
        "newdecimal": opaque_decimal,
        "date": opaque_temporal,
        "time": opaque_temporal,
        "datetime": opaque_temporal,
        "timestamp": opaque_temporal,
    }, default=GreedyBytes)),
)

json_inlined = Struct(
    "value_type" / Computed(this._.value_type),
    "value" / Switch(this.value_type, {
        "literal": json_literal,
        "int16": json_int, "uint16": json_int, "int32": json_int, "uint32": json_int,
    }),
    "padding" / GreedyBytes,
)


def _json_value():
    return json_value


def _value_entry(is_large):
    return Struct(
        "is_large" / Computed(is_large),
        "value_type" / Enum(Int8ul, **JSON_TYPE),
        "inlined" / If(_is_inlined, FixedSized(4 if is_large else 2, json_inlined)),
        "ofs_value" / If(_is_not_inlined, _offset(is_large)),
        "is_inlined" / Derived(_is_inlined),
        "value" / If(~this.is_inlined, Pointer(this.ofs_value, Substream(LazyBound(_json_value)))),
    )


def _key_entry(is_large):
    return Struct(
        "is_large" / Computed(is_large),
        "ofs_key" / _offset(is_large),
        "len_key" / Int16ul,
        "key" / Pointer(this.ofs_key, StringEncoded(Bytes(this.len_key), "utf8")),
    )


def _json_object(is_large):
    return Struct(
        "is_large" / Computed(is_large),
        "num_elements" / _offset(is_large),
        "len_object" / _offset(is_large),
        "key_entries" / Array(this.num_elements, _key_entry(is_large)),
        "value_entries" / Array(this.num_elements, _value_entry(is_large)),
    )


def _json_array(is_large):
    return Struct(
        "is_large" / Computed(is_large),
        "num_elements" / _offset(is_large),
        "len_array" / _offset(is_large),
        "value_entries" / Array(this.num_elements, _value_entry(is_large)),
    )


json_value = Struct(
    "value_type" / Computed(this._.value_type),
    "value" / Switch(this.value_type, {
        "small_object": _json_object(False),
        "large_object": _json_object(True),
        "small_array": _json_array(False),
        "large_array": _json_array(True),
        "literal": json_literal,
        "int16": json_int, "uint16": json_int, "int32": json_int, "uint32": json_int,
        "int64": json_int, "uint64": json_int,
        "double": json_double,
        "string": json_string,
        "opaque": json_opaque,
    }),
)

_mysql_json = Struct(
    "value_type" / Enum(Int8ul, **JSON_TYPE),
    "value" / Substream(json_value),
)


def mysql_json():
    """A whole binary JSON document: the type byte and the value."""
    return _mysql_json
