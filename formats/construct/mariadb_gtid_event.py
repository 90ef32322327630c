"""GTID_EVENT of MariaDB (body): construct twin of ``formats/kaitai/mariadb_gtid_event.ksy``."""

from construct import Bytes, Check, GreedyBytes, If, Int8ul, Int32sl, Int32ul, Int64ul, Struct, this

from binlogspec.formats.common import Derived

xa_xid = Struct(
    "format_id" / Int32sl,
    "len_gtrid" / Int8ul,
    Check(this.len_gtrid <= 64),
    "len_bqual" / Int8ul,
    Check(this.len_bqual <= 64),
    "gtrid" / Bytes(this.len_gtrid),
    "bqual" / Bytes(this.len_bqual),
)


def _ofs_flags_extra(ctx):
    ofs = 13
    if ctx.flags2 & 0x02:
        ofs += 8
    if ctx.flags2 & 0xC0:
        ofs += 6 + ctx.xid.len_gtrid + ctx.xid.len_bqual
    return ofs


def _has_flags_extra(ctx):
    """Parsing: bytes remain after the XA id; building: the value is given."""
    if ctx.get("flags_extra") is not None:
        return True
    stream = ctx._io
    here = stream.tell()
    end = stream.seek(0, 2)
    stream.seek(here)
    return end > here


def _extra_flag(mask):
    def present(ctx):
        return ctx.get("flags_extra") is not None and bool(ctx.flags_extra & mask)
    present.__name__ = f"_extra_flag_{mask:#x}"
    return present


def _has_flags_extra_instance(ctx):
    return ctx.flags_extra is not None


def mariadb_gtid_event():
    return Struct(
        "seq_no" / Int64ul,
        "domain_id" / Int32ul,
        "flags2" / Int8ul,
        "commit_id" / If(this.flags2 & 0x02, Int64ul),
        "xid" / If(this.flags2 & 0xC0, xa_xid),
        "flags_extra" / If(_has_flags_extra, Int8ul),
        "extra_engines" / If(_extra_flag(0x01), Int8ul),
        "sa_seq_no" / If(_extra_flag(0x0C), Int64ul),
        "thread_id" / If(_extra_flag(0x10), Int32ul),
        "padding" / GreedyBytes,
        "has_flags_extra" / Derived(_has_flags_extra_instance),
        "ofs_flags_extra" / Derived(_ofs_flags_extra),
    )
