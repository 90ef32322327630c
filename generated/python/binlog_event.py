# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
import event_header
import percona_start_5_7_encryption_event
import create_file_event
import user_var_event
import append_block_event
import mariadb_gtid_event
import transaction_context_event
import gtid_tagged_log_event
import begin_load_query_event
import xa_prepare_log_event
import format_description_event
import load_event
import gtid_log_event
import rotate_event
import rows_query_log_event
import stop_event
import execute_load_query_event
import exec_load_event
import mariadb_binlog_checkpoint_event
import ignorable_log_event
import mariadb_gtid_list_event
import mariadb_start_encryption_event
import rows_event
import xid_event
import heartbeat_log_event_v2
import heartbeat_log_event
import query_event
import mariadb_annotate_rows_event
import previous_gtids_log_event
import delete_file_event
import intvar_event
import view_change_event
import table_map_event
import transaction_payload_event
import start_event_v3
import rand_event
import incident_event
import event_type


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class BinlogEvent(KaitaiStruct):
    """One event, decoded with the context that the file's format description event (FDE) gives
    and that a reader carries from event to event: the common-header length, whether a CRC32
    trails the event, the post-header length of each event type and, for row events, the
    TABLE_MAP event of their table. The body is read as a substream of exactly
    `event_size - len_header - len_checksum` bytes, so an event type this spec does not know,
    or a newer version of a known one with more fields, keeps its bytes and never throws the
    walk out of step.
    
    .. seealso::
       Source - https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html
    
    
    .. seealso::
       Source - https://mariadb.com/kb/en/replication-protocol/
    """
    def __init__(self, len_header, len_checksum, post_header_lens, fde_has_checksum_alg, table_map, _io, _parent=None, _root=None):
        super(BinlogEvent, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self.len_header = len_header
        self.len_checksum = len_checksum
        self.post_header_lens = post_header_lens
        self.fde_has_checksum_alg = fde_has_checksum_alg
        self.table_map = table_map
        self._read()

    def _read(self):
        self.header = event_header.EventHeader(self.len_header, self._io)
        _on = self.header.event_type
        if _on == event_type.EventType.Code.annotate_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = mariadb_annotate_rows_event.MariadbAnnotateRowsEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.anonymous_gtid_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = gtid_log_event.GtidLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.append_block_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = append_block_event.AppendBlockEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.begin_load_query_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = begin_load_query_event.BeginLoadQueryEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.binlog_checkpoint_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = mariadb_binlog_checkpoint_event.MariadbBinlogCheckpointEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.create_file_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = create_file_event.CreateFileEvent(self.len_post_header, _io__raw_body)
        elif _on == event_type.EventType.Code.delete_file_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = delete_file_event.DeleteFileEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.delete_rows_compressed_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(171, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.delete_rows_compressed_event_v1:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(168, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.delete_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(32, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.delete_rows_event_v1:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(25, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.exec_load_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = exec_load_event.ExecLoadEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.execute_load_query_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = execute_load_query_event.ExecuteLoadQueryEvent(self.len_post_header, _io__raw_body)
        elif _on == event_type.EventType.Code.format_description_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = format_description_event.FormatDescriptionEvent(self.fde_has_checksum_alg, _io__raw_body)
        elif _on == event_type.EventType.Code.gtid_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = mariadb_gtid_event.MariadbGtidEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.gtid_list_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = mariadb_gtid_list_event.MariadbGtidListEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.gtid_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = gtid_log_event.GtidLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.gtid_tagged_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = gtid_tagged_log_event.GtidTaggedLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.heartbeat_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = heartbeat_log_event.HeartbeatLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.heartbeat_log_event_v2:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = heartbeat_log_event_v2.HeartbeatLogEventV2(_io__raw_body)
        elif _on == event_type.EventType.Code.ignorable_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = ignorable_log_event.IgnorableLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.incident_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = incident_event.IncidentEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.intvar_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = intvar_event.IntvarEvent(self.len_post_header, _io__raw_body)
        elif _on == event_type.EventType.Code.load_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = load_event.LoadEvent(False, _io__raw_body)
        elif _on == event_type.EventType.Code.new_load_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = load_event.LoadEvent(True, _io__raw_body)
        elif _on == event_type.EventType.Code.partial_update_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(39, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.pre_ga_delete_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(22, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.pre_ga_update_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(21, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.pre_ga_write_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(20, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.previous_gtids_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = previous_gtids_log_event.PreviousGtidsLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.query_compressed_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = query_event.QueryEvent(self.len_post_header, True, _io__raw_body)
        elif _on == event_type.EventType.Code.query_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = query_event.QueryEvent(self.len_post_header, False, _io__raw_body)
        elif _on == event_type.EventType.Code.rand_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rand_event.RandEvent(self.len_post_header, _io__raw_body)
        elif _on == event_type.EventType.Code.rotate_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rotate_event.RotateEvent(self.len_post_header, _io__raw_body)
        elif _on == event_type.EventType.Code.rows_query_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_query_log_event.RowsQueryLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.start_5_7_encryption_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = percona_start_5_7_encryption_event.PerconaStart57EncryptionEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.start_encryption_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = mariadb_start_encryption_event.MariadbStartEncryptionEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.start_event_v3:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = start_event_v3.StartEventV3(_io__raw_body)
        elif _on == event_type.EventType.Code.stop_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = stop_event.StopEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.table_map_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = table_map_event.TableMapEvent(self.len_post_header, _io__raw_body)
        elif _on == event_type.EventType.Code.transaction_context_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = transaction_context_event.TransactionContextEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.transaction_payload_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = transaction_payload_event.TransactionPayloadEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.update_rows_compressed_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(170, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.update_rows_compressed_event_v1:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(167, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.update_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(31, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.update_rows_event_v1:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(24, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.user_var_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = user_var_event.UserVarEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.view_change_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = view_change_event.ViewChangeEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.write_rows_compressed_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(169, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.write_rows_compressed_event_v1:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(166, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.write_rows_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(30, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.write_rows_event_v1:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = rows_event.RowsEvent(23, self.len_post_header, self.table_map, _io__raw_body)
        elif _on == event_type.EventType.Code.xa_prepare_log_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = xa_prepare_log_event.XaPrepareLogEvent(_io__raw_body)
        elif _on == event_type.EventType.Code.xid_event:
            pass
            self._raw_body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
            _io__raw_body = KaitaiStream(BytesIO(self._raw_body))
            self.body = xid_event.XidEvent(self.len_post_header, _io__raw_body)
        else:
            pass
            self.body = self._io.read_bytes((self.header.event_size - self.len_header) - self.len_checksum)
        if self.len_checksum == 4:
            pass
            self.checksum = self._io.read_u4le()



    def _fetch_instances(self):
        pass
        self.header._fetch_instances()
        _on = self.header.event_type
        if _on == event_type.EventType.Code.annotate_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.anonymous_gtid_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.append_block_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.begin_load_query_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.binlog_checkpoint_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.create_file_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.delete_file_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.delete_rows_compressed_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.delete_rows_compressed_event_v1:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.delete_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.delete_rows_event_v1:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.exec_load_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.execute_load_query_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.format_description_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.gtid_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.gtid_list_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.gtid_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.gtid_tagged_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.heartbeat_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.heartbeat_log_event_v2:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.ignorable_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.incident_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.intvar_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.load_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.new_load_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.partial_update_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.pre_ga_delete_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.pre_ga_update_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.pre_ga_write_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.previous_gtids_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.query_compressed_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.query_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.rand_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.rotate_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.rows_query_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.start_5_7_encryption_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.start_encryption_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.start_event_v3:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.stop_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.table_map_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.transaction_context_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.transaction_payload_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.update_rows_compressed_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.update_rows_compressed_event_v1:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.update_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.update_rows_event_v1:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.user_var_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.view_change_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.write_rows_compressed_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.write_rows_compressed_event_v1:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.write_rows_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.write_rows_event_v1:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.xa_prepare_log_event:
            pass
            self.body._fetch_instances()
        elif _on == event_type.EventType.Code.xid_event:
            pass
            self.body._fetch_instances()
        else:
            pass
        if self.len_checksum == 4:
            pass


    @property
    def len_post_header(self):
        """This event type's post-header length, from the FDE's array (0 when the array has no entry for it)."""
        if hasattr(self, '_m_len_post_header'):
            return self._m_len_post_header

        self._m_len_post_header = (KaitaiStream.byte_array_index(self.post_header_lens, int(self.header.event_type) - 1) if  ((int(self.header.event_type) >= 1) and (int(self.header.event_type) <= len(self.post_header_lens)))  else 0)
        return getattr(self, '_m_len_post_header', None)


