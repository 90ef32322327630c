// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.EventType || (root.EventType = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (EventType_, KaitaiStream) {
/**
 * The type code in byte 4 of every event header. Codes 0 to 42 are MySQL's; 159 is Percona
 * Server's; 160 and up are MariaDB's. Member names are the server's constant names in lower case.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/binlog_event.h|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.h|Source}
 */

var EventType = (function() {
  EventType.Code = Object.freeze({
    UNKNOWN_EVENT: 0,
    START_EVENT_V3: 1,
    QUERY_EVENT: 2,
    STOP_EVENT: 3,
    ROTATE_EVENT: 4,
    INTVAR_EVENT: 5,
    LOAD_EVENT: 6,
    SLAVE_EVENT: 7,
    CREATE_FILE_EVENT: 8,
    APPEND_BLOCK_EVENT: 9,
    EXEC_LOAD_EVENT: 10,
    DELETE_FILE_EVENT: 11,
    NEW_LOAD_EVENT: 12,
    RAND_EVENT: 13,
    USER_VAR_EVENT: 14,
    FORMAT_DESCRIPTION_EVENT: 15,
    XID_EVENT: 16,
    BEGIN_LOAD_QUERY_EVENT: 17,
    EXECUTE_LOAD_QUERY_EVENT: 18,
    TABLE_MAP_EVENT: 19,
    PRE_GA_WRITE_ROWS_EVENT: 20,
    PRE_GA_UPDATE_ROWS_EVENT: 21,
    PRE_GA_DELETE_ROWS_EVENT: 22,
    WRITE_ROWS_EVENT_V1: 23,
    UPDATE_ROWS_EVENT_V1: 24,
    DELETE_ROWS_EVENT_V1: 25,
    INCIDENT_EVENT: 26,
    HEARTBEAT_LOG_EVENT: 27,
    IGNORABLE_LOG_EVENT: 28,
    ROWS_QUERY_LOG_EVENT: 29,
    WRITE_ROWS_EVENT: 30,
    UPDATE_ROWS_EVENT: 31,
    DELETE_ROWS_EVENT: 32,
    GTID_LOG_EVENT: 33,
    ANONYMOUS_GTID_LOG_EVENT: 34,
    PREVIOUS_GTIDS_LOG_EVENT: 35,
    TRANSACTION_CONTEXT_EVENT: 36,
    VIEW_CHANGE_EVENT: 37,
    XA_PREPARE_LOG_EVENT: 38,
    PARTIAL_UPDATE_ROWS_EVENT: 39,
    TRANSACTION_PAYLOAD_EVENT: 40,
    HEARTBEAT_LOG_EVENT_V2: 41,
    GTID_TAGGED_LOG_EVENT: 42,
    AURORA_PADDING_EVENT: 100,
    START_5_7_ENCRYPTION_EVENT: 159,
    ANNOTATE_ROWS_EVENT: 160,
    BINLOG_CHECKPOINT_EVENT: 161,
    GTID_EVENT: 162,
    GTID_LIST_EVENT: 163,
    START_ENCRYPTION_EVENT: 164,
    QUERY_COMPRESSED_EVENT: 165,
    WRITE_ROWS_COMPRESSED_EVENT_V1: 166,
    UPDATE_ROWS_COMPRESSED_EVENT_V1: 167,
    DELETE_ROWS_COMPRESSED_EVENT_V1: 168,
    WRITE_ROWS_COMPRESSED_EVENT: 169,
    UPDATE_ROWS_COMPRESSED_EVENT: 170,
    DELETE_ROWS_COMPRESSED_EVENT: 171,

    0: "UNKNOWN_EVENT",
    1: "START_EVENT_V3",
    2: "QUERY_EVENT",
    3: "STOP_EVENT",
    4: "ROTATE_EVENT",
    5: "INTVAR_EVENT",
    6: "LOAD_EVENT",
    7: "SLAVE_EVENT",
    8: "CREATE_FILE_EVENT",
    9: "APPEND_BLOCK_EVENT",
    10: "EXEC_LOAD_EVENT",
    11: "DELETE_FILE_EVENT",
    12: "NEW_LOAD_EVENT",
    13: "RAND_EVENT",
    14: "USER_VAR_EVENT",
    15: "FORMAT_DESCRIPTION_EVENT",
    16: "XID_EVENT",
    17: "BEGIN_LOAD_QUERY_EVENT",
    18: "EXECUTE_LOAD_QUERY_EVENT",
    19: "TABLE_MAP_EVENT",
    20: "PRE_GA_WRITE_ROWS_EVENT",
    21: "PRE_GA_UPDATE_ROWS_EVENT",
    22: "PRE_GA_DELETE_ROWS_EVENT",
    23: "WRITE_ROWS_EVENT_V1",
    24: "UPDATE_ROWS_EVENT_V1",
    25: "DELETE_ROWS_EVENT_V1",
    26: "INCIDENT_EVENT",
    27: "HEARTBEAT_LOG_EVENT",
    28: "IGNORABLE_LOG_EVENT",
    29: "ROWS_QUERY_LOG_EVENT",
    30: "WRITE_ROWS_EVENT",
    31: "UPDATE_ROWS_EVENT",
    32: "DELETE_ROWS_EVENT",
    33: "GTID_LOG_EVENT",
    34: "ANONYMOUS_GTID_LOG_EVENT",
    35: "PREVIOUS_GTIDS_LOG_EVENT",
    36: "TRANSACTION_CONTEXT_EVENT",
    37: "VIEW_CHANGE_EVENT",
    38: "XA_PREPARE_LOG_EVENT",
    39: "PARTIAL_UPDATE_ROWS_EVENT",
    40: "TRANSACTION_PAYLOAD_EVENT",
    41: "HEARTBEAT_LOG_EVENT_V2",
    42: "GTID_TAGGED_LOG_EVENT",
    100: "AURORA_PADDING_EVENT",
    159: "START_5_7_ENCRYPTION_EVENT",
    160: "ANNOTATE_ROWS_EVENT",
    161: "BINLOG_CHECKPOINT_EVENT",
    162: "GTID_EVENT",
    163: "GTID_LIST_EVENT",
    164: "START_ENCRYPTION_EVENT",
    165: "QUERY_COMPRESSED_EVENT",
    166: "WRITE_ROWS_COMPRESSED_EVENT_V1",
    167: "UPDATE_ROWS_COMPRESSED_EVENT_V1",
    168: "DELETE_ROWS_COMPRESSED_EVENT_V1",
    169: "WRITE_ROWS_COMPRESSED_EVENT",
    170: "UPDATE_ROWS_COMPRESSED_EVENT",
    171: "DELETE_ROWS_COMPRESSED_EVENT",
  });

  function EventType(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  EventType.prototype._read = function() {
  }

  return EventType;
})();
EventType_.EventType = EventType;
});
