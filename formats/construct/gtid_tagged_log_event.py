"""GTID_TAGGED_LOG_EVENT (body): construct twin of ``formats/kaitai/gtid_tagged_log_event.ksy``."""

from construct import (
    Array, Computed, Construct, Container, FixedSized, GreedyBytes, If, PaddedString, Struct,
    stream_read, stream_write, this,
)

from binlogspec.formats.common import Derived, RepeatEos



class VarlenUint(Construct):
    """The serialization library's variable-length integer, as the ``varlen_uint`` type of the
    Kaitai spec: a Container with ``first``, ``more_low`` (the following bytes, up to four) and
    ``more_high`` (the rest, for lengths 6 to 9), and the instances ``len_encoded``, ``value`` and ``value_signed``. Builds from such a
    Container or from a plain unsigned int."""

    def _parse(self, stream, context, path):
        first = stream_read(stream, 1, path)[0]
        length = _trailing_ones(first) + 1
        out = Container(first=first)
        if length == 1:
            value = first >> 1
        else:
            more = int.from_bytes(stream_read(stream, length - 1, path), "little")
            out["more_low"] = more & 0xFFFFFFFF
            if length > 5:
                out["more_high"] = more >> 32
            value = more if length >= 8 else (first >> length) | (more << (8 - length))
        out["len_encoded"] = length
        out["value"] = value
        out["value_signed"] = value >> 1 if value & 1 == 0 else -(value >> 1) - 1
        return out

    def _build(self, obj, stream, context, path):
        if isinstance(obj, int):
            obj = _encode(obj)
        first = obj["first"]
        length = _trailing_ones(first) + 1
        stream_write(stream, bytes([first]), 1, path)
        if length > 1:
            more = int(obj["more_low"]) + (int(obj["more_high"]) << 32 if length > 5 else 0)
            stream_write(stream, more.to_bytes(length - 1, "little"), length - 1, path)
        return obj

    def _sizeof(self, context, path):
        from construct import SizeofError
        raise SizeofError("variable-length integer has a variable size", path=path)


def _trailing_ones(byte):
    count = 0
    while count < 8 and byte >> count & 1:
        count += 1
    return count


def _encode(value):
    """Container for ``value`` in the shortest form, as the server writes it."""
    bits = value.bit_length()
    length = ((bits * 575) >> 12) + 1
    if length == 1:
        return Container(first=value << 1)
    if length >= 8:
        return Container(first=(1 << (length - 1)) - 1, **_more(length, value))
    first = ((1 << (length - 1)) - 1) | ((value << length) & 0xFF)
    return Container(first=first, **_more(length, value >> (8 - length)))


def _more(length, more):
    """The ``more_low``/``more_high`` fields holding the bytes after the first."""
    out = {"more_low": more & 0xFFFFFFFF}
    if length > 5:
        out["more_high"] = more >> 32
    return out


def zigzag(value):
    """The unsigned form of a signed integer, for building signed fields."""
    return value << 1 if value >= 0 else ((-(value + 1)) << 1) | 1


varlen_uint = VarlenUint()

serialized_string = Struct(
    "len_value" / varlen_uint,
    "value" / PaddedString(this.len_value.value, "utf8"),
)


def _field_id(ctx):
    return ctx.field_id["value"] if isinstance(ctx.field_id, dict) else ctx.field_id


def _is_uint(ctx):
    fid = _field_id(ctx)
    return fid == 0 or 6 <= fid <= 11


def _is_sint(ctx):
    return _field_id(ctx) in (2, 4, 5)


def _is_uuid(ctx):
    return _field_id(ctx) == 1


def _is_tag(ctx):
    return _field_id(ctx) == 3


def _is_unknown(ctx):
    return _field_id(ctx) > 11


tagged_field = Struct(
    "field_id" / varlen_uint,
    "uint_value" / If(_is_uint, varlen_uint),
    "sint_value" / If(_is_sint, varlen_uint),
    "uuid_octets" / If(_is_uuid, Array(16, varlen_uint)),
    "tag" / If(_is_tag, serialized_string),
    "unknown" / If(_is_unknown, GreedyBytes),
)

field_list = Struct(
    "entries" / RepeatEos(tagged_field),
)


def _entries(ctx):
    return ctx.fields.entries


def _fid(entry):
    return entry.field_id["value"]


def _has_original_commit_timestamp(ctx):
    entries = _entries(ctx)
    return len(entries) > 7 and _fid(entries[7]) == 7


def _idx_transaction_length(ctx):
    return 8 if _has_original_commit_timestamp(ctx) else 7


def _has_original_server_version(ctx):
    entries, i = _entries(ctx), _idx_transaction_length(ctx) + 2
    return len(entries) > i and _fid(entries[i]) == 10


def _idx_commit_group_ticket(ctx):
    return _idx_transaction_length(ctx) + (3 if _has_original_server_version(ctx) else 2)


def _has_commit_group_ticket(ctx):
    entries, i = _entries(ctx), _idx_commit_group_ticket(ctx)
    return len(entries) > i and _fid(entries[i]) == 11


def _uint_at(index):
    def get(ctx):
        return _entries(ctx)[index].uint_value["value"]
    get.__name__ = f"_uint_at_{index}"
    return get


def _sint_at(index):
    def get(ctx):
        return _entries(ctx)[index].sint_value["value_signed"]
    get.__name__ = f"_sint_at_{index}"
    return get


def _tag(ctx):
    return _entries(ctx)[3].tag.value


def _original_commit_timestamp(ctx):
    return _uint_at(7)(ctx) if _has_original_commit_timestamp(ctx) else _uint_at(6)(ctx)


def _transaction_length(ctx):
    return _uint_at(_idx_transaction_length(ctx))(ctx)


def _immediate_server_version(ctx):
    return _uint_at(_idx_transaction_length(ctx) + 1)(ctx)


def _original_server_version(ctx):
    if _has_original_server_version(ctx):
        return _uint_at(_idx_transaction_length(ctx) + 2)(ctx)
    return _immediate_server_version(ctx)


def _commit_group_ticket(ctx):
    if not _has_commit_group_ticket(ctx):
        return None
    return _uint_at(_idx_commit_group_ticket(ctx))(ctx)


def _len_fields(ctx):
    return (ctx.len_message["value"] - ctx.format_version["len_encoded"] - ctx.len_message["len_encoded"]
            - ctx.last_non_ignorable_field_id["len_encoded"])


def gtid_tagged_log_event():
    return Struct(
        "format_version" / varlen_uint,
        "len_message" / varlen_uint,
        "last_non_ignorable_field_id" / varlen_uint,
        "fields" / FixedSized(_len_fields, field_list),
        "unparsed" / GreedyBytes,
        "commit_group_ticket" / Derived(_commit_group_ticket),
        "gno" / Derived(_sint_at(2)),
        "gtid_flags" / Derived(_uint_at(0)),
        "has_commit_group_ticket" / Derived(_has_commit_group_ticket),
        "has_original_commit_timestamp" / Derived(_has_original_commit_timestamp),
        "has_original_server_version" / Derived(_has_original_server_version),
        "idx_commit_group_ticket" / Derived(_idx_commit_group_ticket),
        "idx_transaction_length" / Derived(_idx_transaction_length),
        "immediate_commit_timestamp" / Derived(_uint_at(6)),
        "immediate_server_version" / Derived(_immediate_server_version),
        "last_committed" / Derived(_sint_at(4)),
        "original_commit_timestamp" / Derived(_original_commit_timestamp),
        "original_server_version" / Derived(_original_server_version),
        "sequence_number" / Derived(_sint_at(5)),
        "tag" / Derived(_tag),
        "transaction_length" / Derived(_transaction_length),
    )
