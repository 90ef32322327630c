"""TRANSACTION_CONTEXT_EVENT (body): construct twin of ``formats/kaitai/transaction_context_event.ksy``."""

from construct import Array, Bytes, Int8ul, Int16ul, Int32ul, PaddedString, Struct, this

set_item = Struct(
    "len_hash" / Int16ul,
    "hash" / Bytes(this.len_hash),
)


def transaction_context_event():
    return Struct(
        "len_server_uuid" / Int8ul,
        "thread_id" / Int32ul,
        "gtid_specified" / Int8ul,
        "len_snapshot_version" / Int32ul,
        "num_write_set_items" / Int32ul,
        "num_read_set_items" / Int32ul,
        "server_uuid" / PaddedString(this.len_server_uuid, "ascii"),
        "snapshot_version" / Bytes(this.len_snapshot_version),
        "write_set" / Array(this.num_write_set_items, set_item),
        "read_set" / Array(this.num_read_set_items, set_item),
    )
