# This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild
# type: ignore

import kaitaistruct
from kaitaistruct import KaitaiStruct, KaitaiStream, BytesIO
from enum import IntEnum


if getattr(kaitaistruct, 'API_VERSION', (0, 9)) < (0, 11):
    raise Exception("Incompatible Kaitai Struct Python API: 0.11 or later is required, but you have %s" % (kaitaistruct.__version__))

class EventType(KaitaiStruct):
    """The type code in byte 4 of every event header. Codes 0 to 42 are MySQL's; 159 is Percona
    Server's; 160 and up are MariaDB's. Member names are the server's constant names in lower case.
    
    .. seealso::
       Source - https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/binlog_event.h
    
    
    .. seealso::
       Source - https://github.com/MariaDB/server/blob/11.4/sql/log_event.h
    """

    class Code(IntEnum):
        unknown_event = 0
        start_event_v3 = 1
        query_event = 2
        stop_event = 3
        rotate_event = 4
        intvar_event = 5
        load_event = 6
        slave_event = 7
        create_file_event = 8
        append_block_event = 9
        exec_load_event = 10
        delete_file_event = 11
        new_load_event = 12
        rand_event = 13
        user_var_event = 14
        format_description_event = 15
        xid_event = 16
        begin_load_query_event = 17
        execute_load_query_event = 18
        table_map_event = 19
        pre_ga_write_rows_event = 20
        pre_ga_update_rows_event = 21
        pre_ga_delete_rows_event = 22
        write_rows_event_v1 = 23
        update_rows_event_v1 = 24
        delete_rows_event_v1 = 25
        incident_event = 26
        heartbeat_log_event = 27
        ignorable_log_event = 28
        rows_query_log_event = 29
        write_rows_event = 30
        update_rows_event = 31
        delete_rows_event = 32
        gtid_log_event = 33
        anonymous_gtid_log_event = 34
        previous_gtids_log_event = 35
        transaction_context_event = 36
        view_change_event = 37
        xa_prepare_log_event = 38
        partial_update_rows_event = 39
        transaction_payload_event = 40
        heartbeat_log_event_v2 = 41
        gtid_tagged_log_event = 42
        aurora_padding_event = 100
        start_5_7_encryption_event = 159
        annotate_rows_event = 160
        binlog_checkpoint_event = 161
        gtid_event = 162
        gtid_list_event = 163
        start_encryption_event = 164
        query_compressed_event = 165
        write_rows_compressed_event_v1 = 166
        update_rows_compressed_event_v1 = 167
        delete_rows_compressed_event_v1 = 168
        write_rows_compressed_event = 169
        update_rows_compressed_event = 170
        delete_rows_compressed_event = 171
    def __init__(self, _io, _parent=None, _root=None):
        super(EventType, self).__init__(_io)
        self._parent = _parent
        self._root = _root or self
        self._read()

    def _read(self):
        pass


    def _fetch_instances(self):
        pass


