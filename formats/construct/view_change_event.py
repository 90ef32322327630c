"""VIEW_CHANGE_EVENT (body): construct twin of ``formats/kaitai/view_change_event.ksy``."""

from construct import Array, Bytes, CString, FixedSized, Int16ul, Int32ul, Int64sl, Struct, this

cert_info_entry = Struct(
    "len_key" / Int16ul,
    "key" / Bytes(this.len_key),
    "len_value" / Int32ul,
    "value" / Bytes(this.len_value),
)


def view_change_event():
    return Struct(
        "view_id" / FixedSized(40, CString("ascii")),
        "seq_number" / Int64sl,
        "num_cert_info" / Int32ul,
        "cert_info" / Array(this.num_cert_info, cert_info_entry),
    )
