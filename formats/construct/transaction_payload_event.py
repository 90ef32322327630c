"""TRANSACTION_PAYLOAD_EVENT (body): construct twin of ``formats/kaitai/transaction_payload_event.ksy``."""

from construct import Bytes, EnumIntegerString, FixedSized, GreedyBytes, If, RepeatUntil, Struct

from binlogspec.formats.common import Derived, packed_int

COMPRESSION_TYPE = {"zstd": 0, "none": 255}


def _type_code(ctx):
    field_type = ctx.field_type
    return field_type if isinstance(field_type, int) else field_type["value"]


def _is_field(ctx):
    return _type_code(ctx) != 0


def _is_known(ctx):
    return 1 <= _type_code(ctx) <= 3


def _is_unknown(ctx):
    return _type_code(ctx) > 3


def _len_value(ctx):
    return ctx.len_value["value"]


header_field = Struct(
    "field_type" / packed_int,
    "len_value" / If(_is_field, packed_int),
    "value" / If(_is_known, FixedSized(_len_value, packed_int)),
    "unknown_value" / If(_is_unknown, Bytes(_len_value)),
)


def _is_end_mark(obj, lst, ctx):
    return obj.field_type["value"] == 0


def _index_of(type_code):
    def index(ctx):
        for i, field in enumerate(ctx.header_fields[:4]):
            if field.field_type["value"] == type_code:
                return i
        return -1
    index.__name__ = f"_index_of_{type_code}"
    return index


def _value_of(type_code):
    find = _index_of(type_code)

    def value(ctx):
        i = find(ctx)
        return None if i < 0 else ctx.header_fields[i].value["value"]
    value.__name__ = f"_value_of_{type_code}"
    return value


def _compression_type(ctx):
    raw = _value_of(2)(ctx)
    if raw is None:
        return None
    name = _COMPRESSION_NAMES.get(raw)
    return raw if name is None else EnumIntegerString.new(raw, name)


_COMPRESSION_NAMES = {v: k for k, v in COMPRESSION_TYPE.items()}


def transaction_payload_event():
    return Struct(
        "header_fields" / RepeatUntil(_is_end_mark, header_field),
        "payload" / GreedyBytes,
        "compression_type" / Derived(_compression_type),
        "idx_compression_type" / Derived(_index_of(2)),
        "idx_payload_size" / Derived(_index_of(1)),
        "idx_uncompressed_size" / Derived(_index_of(3)),
        "payload_size" / Derived(_value_of(1)),
        "uncompressed_size" / Derived(_value_of(3)),
    )
