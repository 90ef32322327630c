"""XA_PREPARE_LOG_EVENT (body): construct twin of ``formats/kaitai/xa_prepare_log_event.ksy``."""

from construct import Bytes, Check, Int8ul, Int32sl, Int32ul, Struct, this


def xa_prepare_log_event():
    return Struct(
        "one_phase" / Int8ul,
        "format_id" / Int32sl,
        "len_gtrid" / Int32ul,
        Check(this.len_gtrid <= 64),
        "len_bqual" / Int32ul,
        Check(this.len_bqual <= 64),
        "gtrid" / Bytes(this.len_gtrid),
        "bqual" / Bytes(this.len_bqual),
    )
