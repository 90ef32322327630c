"""FORMAT_DESCRIPTION_EVENT (body): construct twin of ``formats/kaitai/format_description_event.ksy``."""

from construct import Bytes, Computed, CString, Enum, FixedSized, If, Int8ul, Int16ul, Int32ul, Struct, this

CHECKSUM_ALG = {"off": 0, "crc32": 1, "undef": 255}


def _len_post_header_lens(ctx):
    """Kaitai's ``_io.size - _io.pos - (has_checksum_alg ? 1 : 0)``; when building, the length
    of the array given."""
    if ctx._building:
        return len(ctx.post_header_lens)
    stream = ctx._io
    here = stream.tell()
    end = stream.seek(0, 2)
    stream.seek(here)
    return end - here - (1 if ctx.has_checksum_alg else 0)


def format_description_event(has_checksum_alg):
    return Struct(
        "has_checksum_alg" / Computed(has_checksum_alg),
        "binlog_version" / Int16ul,
        "server_version" / FixedSized(50, CString("ascii")),
        "create_timestamp" / Int32ul,
        "len_common_header" / Int8ul,
        "post_header_lens" / Bytes(_len_post_header_lens),
        "checksum_alg" / If(this.has_checksum_alg, Enum(Int8ul, **CHECKSUM_ALG)),
    )
