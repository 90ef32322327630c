"""GTID_LIST_EVENT of MariaDB (body): construct twin of ``formats/kaitai/mariadb_gtid_list_event.ksy``."""

from construct import Array, Computed, GreedyBytes, Int32ul, Int64ul, Struct, this

gtid = Struct(
    "domain_id" / Int32ul,
    "server_id" / Int32ul,
    "seq_no" / Int64ul,
)


def mariadb_gtid_list_event():
    return Struct(
        "num_gtids_and_flags" / Int32ul,
        "gtids" / Array(this.num_gtids_and_flags & 0x0FFFFFFF, gtid),
        "padding" / GreedyBytes,
        "list_flags" / Computed(this.num_gtids_and_flags >> 28),
        "num_gtids" / Computed(this.num_gtids_and_flags & 0x0FFFFFFF),
    )
