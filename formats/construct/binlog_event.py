"""One binlog event: construct twin of ``formats/kaitai/binlog_event.ksy``.

Parse with the same params the Kaitai spec takes, given as keyword arguments:
``binlog_event.parse(data, len_header=19, len_checksum=4, post_header_lens=b"...",
fde_has_checksum_alg=False, table_map=None)``.
"""

from construct import Computed, FixedSized, GreedyBytes, If, Int32ul, Struct, Switch, this

from binlogspec.formats.common import Derived, event_header
from binlogspec.formats.start_event_v3 import start_event_v3
from binlogspec.formats.query_event import query_event
from binlogspec.formats.stop_event import stop_event
from binlogspec.formats.rotate_event import rotate_event
from binlogspec.formats.intvar_event import intvar_event
from binlogspec.formats.load_event import load_event
from binlogspec.formats.create_file_event import create_file_event
from binlogspec.formats.append_block_event import append_block_event
from binlogspec.formats.exec_load_event import exec_load_event
from binlogspec.formats.delete_file_event import delete_file_event
from binlogspec.formats.rand_event import rand_event
from binlogspec.formats.user_var_event import user_var_event
from binlogspec.formats.format_description_event import format_description_event
from binlogspec.formats.xid_event import xid_event
from binlogspec.formats.begin_load_query_event import begin_load_query_event
from binlogspec.formats.execute_load_query_event import execute_load_query_event
from binlogspec.formats.table_map_event import table_map_event
from binlogspec.formats.rows_event import rows_event
from binlogspec.formats.incident_event import incident_event
from binlogspec.formats.heartbeat_log_event import heartbeat_log_event
from binlogspec.formats.ignorable_log_event import ignorable_log_event
from binlogspec.formats.rows_query_log_event import rows_query_log_event
from binlogspec.formats.gtid_log_event import gtid_log_event
from binlogspec.formats.previous_gtids_log_event import previous_gtids_log_event
from binlogspec.formats.transaction_context_event import transaction_context_event
from binlogspec.formats.view_change_event import view_change_event
from binlogspec.formats.xa_prepare_log_event import xa_prepare_log_event
from binlogspec.formats.transaction_payload_event import transaction_payload_event
from binlogspec.formats.heartbeat_log_event_v2 import heartbeat_log_event_v2
from binlogspec.formats.gtid_tagged_log_event import gtid_tagged_log_event
from binlogspec.formats.percona_start_5_7_encryption_event import percona_start_5_7_encryption_event
from binlogspec.formats.mariadb_annotate_rows_event import mariadb_annotate_rows_event
from binlogspec.formats.mariadb_binlog_checkpoint_event import mariadb_binlog_checkpoint_event
from binlogspec.formats.mariadb_gtid_event import mariadb_gtid_event
from binlogspec.formats.mariadb_gtid_list_event import mariadb_gtid_list_event
from binlogspec.formats.mariadb_start_encryption_event import mariadb_start_encryption_event

BODIES = {
    "start_event_v3": start_event_v3(),
    "query_event": query_event(this._.len_post_header, False),
    "query_compressed_event": query_event(this._.len_post_header, True),
    "stop_event": stop_event(),
    "rotate_event": rotate_event(this._.len_post_header),
    "intvar_event": intvar_event(this._.len_post_header),
    "load_event": load_event(False),
    "new_load_event": load_event(True),
    "create_file_event": create_file_event(this._.len_post_header),
    "append_block_event": append_block_event(),
    "exec_load_event": exec_load_event(),
    "delete_file_event": delete_file_event(),
    "rand_event": rand_event(this._.len_post_header),
    "user_var_event": user_var_event(),
    "format_description_event": format_description_event(this._._params.fde_has_checksum_alg),
    "xid_event": xid_event(this._.len_post_header),
    "begin_load_query_event": begin_load_query_event(),
    "execute_load_query_event": execute_load_query_event(this._.len_post_header),
    "table_map_event": table_map_event(this._.len_post_header),
    "pre_ga_write_rows_event": rows_event(20, this._.len_post_header, this._._params.table_map),
    "pre_ga_update_rows_event": rows_event(21, this._.len_post_header, this._._params.table_map),
    "pre_ga_delete_rows_event": rows_event(22, this._.len_post_header, this._._params.table_map),
    "write_rows_event_v1": rows_event(23, this._.len_post_header, this._._params.table_map),
    "update_rows_event_v1": rows_event(24, this._.len_post_header, this._._params.table_map),
    "delete_rows_event_v1": rows_event(25, this._.len_post_header, this._._params.table_map),
    "write_rows_event": rows_event(30, this._.len_post_header, this._._params.table_map),
    "update_rows_event": rows_event(31, this._.len_post_header, this._._params.table_map),
    "delete_rows_event": rows_event(32, this._.len_post_header, this._._params.table_map),
    "partial_update_rows_event": rows_event(39, this._.len_post_header, this._._params.table_map),
    "write_rows_compressed_event_v1": rows_event(166, this._.len_post_header, this._._params.table_map),
    "update_rows_compressed_event_v1": rows_event(167, this._.len_post_header, this._._params.table_map),
    "delete_rows_compressed_event_v1": rows_event(168, this._.len_post_header, this._._params.table_map),
    "write_rows_compressed_event": rows_event(169, this._.len_post_header, this._._params.table_map),
    "update_rows_compressed_event": rows_event(170, this._.len_post_header, this._._params.table_map),
    "delete_rows_compressed_event": rows_event(171, this._.len_post_header, this._._params.table_map),
    "incident_event": incident_event(),
    "heartbeat_log_event": heartbeat_log_event(),
    "ignorable_log_event": ignorable_log_event(),
    "rows_query_log_event": rows_query_log_event(),
    "gtid_log_event": gtid_log_event(),
    "anonymous_gtid_log_event": gtid_log_event(),
    "previous_gtids_log_event": previous_gtids_log_event(),
    "transaction_context_event": transaction_context_event(),
    "view_change_event": view_change_event(),
    "xa_prepare_log_event": xa_prepare_log_event(),
    "transaction_payload_event": transaction_payload_event(),
    "heartbeat_log_event_v2": heartbeat_log_event_v2(),
    "gtid_tagged_log_event": gtid_tagged_log_event(),
    "start_5_7_encryption_event": percona_start_5_7_encryption_event(),
    "annotate_rows_event": mariadb_annotate_rows_event(),
    "binlog_checkpoint_event": mariadb_binlog_checkpoint_event(),
    "gtid_event": mariadb_gtid_event(),
    "gtid_list_event": mariadb_gtid_list_event(),
    "start_encryption_event": mariadb_start_encryption_event(),
}


def _len_post_header(ctx):
    code = int(ctx.header.event_type)
    lens = ctx._params.post_header_lens
    return lens[code - 1] if 1 <= code <= len(lens) else 0


binlog_event = Struct(
    "len_header" / Computed(this._params.len_header),
    "len_checksum" / Computed(this._params.len_checksum),
    "post_header_lens" / Computed(this._params.post_header_lens),
    "fde_has_checksum_alg" / Computed(this._params.fde_has_checksum_alg),
    "header" / event_header(this._.len_header),
    "len_post_header" / Derived(_len_post_header),
    "body" / FixedSized(
        this.header.event_size - this.len_header - this.len_checksum,
        Switch(this.header.event_type, BODIES, default=GreedyBytes),
    ),
    "checksum" / If(this.len_checksum == 4, Int32ul),
)
