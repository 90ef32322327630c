// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './EventHeader', './PerconaStart57EncryptionEvent', './CreateFileEvent', './UserVarEvent', './AppendBlockEvent', './MariadbGtidEvent', './TransactionContextEvent', './GtidTaggedLogEvent', './BeginLoadQueryEvent', './XaPrepareLogEvent', './FormatDescriptionEvent', './LoadEvent', './GtidLogEvent', './RotateEvent', './RowsQueryLogEvent', './StopEvent', './ExecuteLoadQueryEvent', './ExecLoadEvent', './MariadbBinlogCheckpointEvent', './IgnorableLogEvent', './MariadbGtidListEvent', './MariadbStartEncryptionEvent', './RowsEvent', './XidEvent', './HeartbeatLogEventV2', './HeartbeatLogEvent', './QueryEvent', './MariadbAnnotateRowsEvent', './PreviousGtidsLogEvent', './DeleteFileEvent', './IntvarEvent', './ViewChangeEvent', './TableMapEvent', './TransactionPayloadEvent', './StartEventV3', './RandEvent', './IncidentEvent', './EventType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./EventHeader'), require('./PerconaStart57EncryptionEvent'), require('./CreateFileEvent'), require('./UserVarEvent'), require('./AppendBlockEvent'), require('./MariadbGtidEvent'), require('./TransactionContextEvent'), require('./GtidTaggedLogEvent'), require('./BeginLoadQueryEvent'), require('./XaPrepareLogEvent'), require('./FormatDescriptionEvent'), require('./LoadEvent'), require('./GtidLogEvent'), require('./RotateEvent'), require('./RowsQueryLogEvent'), require('./StopEvent'), require('./ExecuteLoadQueryEvent'), require('./ExecLoadEvent'), require('./MariadbBinlogCheckpointEvent'), require('./IgnorableLogEvent'), require('./MariadbGtidListEvent'), require('./MariadbStartEncryptionEvent'), require('./RowsEvent'), require('./XidEvent'), require('./HeartbeatLogEventV2'), require('./HeartbeatLogEvent'), require('./QueryEvent'), require('./MariadbAnnotateRowsEvent'), require('./PreviousGtidsLogEvent'), require('./DeleteFileEvent'), require('./IntvarEvent'), require('./ViewChangeEvent'), require('./TableMapEvent'), require('./TransactionPayloadEvent'), require('./StartEventV3'), require('./RandEvent'), require('./IncidentEvent'), require('./EventType'));
  } else {
    factory(root.BinlogEvent || (root.BinlogEvent = {}), root.KaitaiStream, root.EventHeader || (root.EventHeader = {}), root.PerconaStart57EncryptionEvent || (root.PerconaStart57EncryptionEvent = {}), root.CreateFileEvent || (root.CreateFileEvent = {}), root.UserVarEvent || (root.UserVarEvent = {}), root.AppendBlockEvent || (root.AppendBlockEvent = {}), root.MariadbGtidEvent || (root.MariadbGtidEvent = {}), root.TransactionContextEvent || (root.TransactionContextEvent = {}), root.GtidTaggedLogEvent || (root.GtidTaggedLogEvent = {}), root.BeginLoadQueryEvent || (root.BeginLoadQueryEvent = {}), root.XaPrepareLogEvent || (root.XaPrepareLogEvent = {}), root.FormatDescriptionEvent || (root.FormatDescriptionEvent = {}), root.LoadEvent || (root.LoadEvent = {}), root.GtidLogEvent || (root.GtidLogEvent = {}), root.RotateEvent || (root.RotateEvent = {}), root.RowsQueryLogEvent || (root.RowsQueryLogEvent = {}), root.StopEvent || (root.StopEvent = {}), root.ExecuteLoadQueryEvent || (root.ExecuteLoadQueryEvent = {}), root.ExecLoadEvent || (root.ExecLoadEvent = {}), root.MariadbBinlogCheckpointEvent || (root.MariadbBinlogCheckpointEvent = {}), root.IgnorableLogEvent || (root.IgnorableLogEvent = {}), root.MariadbGtidListEvent || (root.MariadbGtidListEvent = {}), root.MariadbStartEncryptionEvent || (root.MariadbStartEncryptionEvent = {}), root.RowsEvent || (root.RowsEvent = {}), root.XidEvent || (root.XidEvent = {}), root.HeartbeatLogEventV2 || (root.HeartbeatLogEventV2 = {}), root.HeartbeatLogEvent || (root.HeartbeatLogEvent = {}), root.QueryEvent || (root.QueryEvent = {}), root.MariadbAnnotateRowsEvent || (root.MariadbAnnotateRowsEvent = {}), root.PreviousGtidsLogEvent || (root.PreviousGtidsLogEvent = {}), root.DeleteFileEvent || (root.DeleteFileEvent = {}), root.IntvarEvent || (root.IntvarEvent = {}), root.ViewChangeEvent || (root.ViewChangeEvent = {}), root.TableMapEvent || (root.TableMapEvent = {}), root.TransactionPayloadEvent || (root.TransactionPayloadEvent = {}), root.StartEventV3 || (root.StartEventV3 = {}), root.RandEvent || (root.RandEvent = {}), root.IncidentEvent || (root.IncidentEvent = {}), root.EventType || (root.EventType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (BinlogEvent_, KaitaiStream, EventHeader_, PerconaStart57EncryptionEvent_, CreateFileEvent_, UserVarEvent_, AppendBlockEvent_, MariadbGtidEvent_, TransactionContextEvent_, GtidTaggedLogEvent_, BeginLoadQueryEvent_, XaPrepareLogEvent_, FormatDescriptionEvent_, LoadEvent_, GtidLogEvent_, RotateEvent_, RowsQueryLogEvent_, StopEvent_, ExecuteLoadQueryEvent_, ExecLoadEvent_, MariadbBinlogCheckpointEvent_, IgnorableLogEvent_, MariadbGtidListEvent_, MariadbStartEncryptionEvent_, RowsEvent_, XidEvent_, HeartbeatLogEventV2_, HeartbeatLogEvent_, QueryEvent_, MariadbAnnotateRowsEvent_, PreviousGtidsLogEvent_, DeleteFileEvent_, IntvarEvent_, ViewChangeEvent_, TableMapEvent_, TransactionPayloadEvent_, StartEventV3_, RandEvent_, IncidentEvent_, EventType_) {
/**
 * One event, decoded with the context that the file's format description event (FDE) gives
 * and that a reader carries from event to event: the common-header length, whether a CRC32
 * trails the event, the post-header length of each event type and, for row events, the
 * TABLE_MAP event of their table. The body is read as a substream of exactly
 * `event_size - len_header - len_checksum` bytes, so an event type this spec does not know,
 * or a newer version of a known one with more fields, keeps its bytes and never throws the
 * walk out of step.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html|Source}
 * @see {@link https://mariadb.com/kb/en/replication-protocol/|Source}
 */

var BinlogEvent = (function() {
  function BinlogEvent(_io, _parent, _root, lenHeader, lenChecksum, postHeaderLens, fdeHasChecksumAlg, tableMap) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenHeader = lenHeader;
    this.lenChecksum = lenChecksum;
    this.postHeaderLens = postHeaderLens;
    this.fdeHasChecksumAlg = fdeHasChecksumAlg;
    this.tableMap = tableMap;

    this._read();
  }
  BinlogEvent.prototype._read = function() {
    this.header = new EventHeader_.EventHeader(this._io, null, null, this.lenHeader);
    switch (this.header.eventType) {
    case EventType_.EventType.Code.ANNOTATE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new MariadbAnnotateRowsEvent_.MariadbAnnotateRowsEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.ANONYMOUS_GTID_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new GtidLogEvent_.GtidLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.APPEND_BLOCK_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new AppendBlockEvent_.AppendBlockEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.BEGIN_LOAD_QUERY_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new BeginLoadQueryEvent_.BeginLoadQueryEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.BINLOG_CHECKPOINT_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new MariadbBinlogCheckpointEvent_.MariadbBinlogCheckpointEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.CREATE_FILE_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new CreateFileEvent_.CreateFileEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    case EventType_.EventType.Code.DELETE_FILE_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new DeleteFileEvent_.DeleteFileEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.DELETE_ROWS_COMPRESSED_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 171, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.DELETE_ROWS_COMPRESSED_EVENT_V1:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 168, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.DELETE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 32, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.DELETE_ROWS_EVENT_V1:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 25, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.EXEC_LOAD_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new ExecLoadEvent_.ExecLoadEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.EXECUTE_LOAD_QUERY_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new ExecuteLoadQueryEvent_.ExecuteLoadQueryEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    case EventType_.EventType.Code.FORMAT_DESCRIPTION_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new FormatDescriptionEvent_.FormatDescriptionEvent(_io__raw_body, null, null, this.fdeHasChecksumAlg);
      break;
    case EventType_.EventType.Code.GTID_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new MariadbGtidEvent_.MariadbGtidEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.GTID_LIST_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new MariadbGtidListEvent_.MariadbGtidListEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.GTID_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new GtidLogEvent_.GtidLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.GTID_TAGGED_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new GtidTaggedLogEvent_.GtidTaggedLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.HEARTBEAT_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new HeartbeatLogEvent_.HeartbeatLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.HEARTBEAT_LOG_EVENT_V2:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new HeartbeatLogEventV2_.HeartbeatLogEventV2(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.IGNORABLE_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new IgnorableLogEvent_.IgnorableLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.INCIDENT_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new IncidentEvent_.IncidentEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.INTVAR_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new IntvarEvent_.IntvarEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    case EventType_.EventType.Code.LOAD_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new LoadEvent_.LoadEvent(_io__raw_body, null, null, false);
      break;
    case EventType_.EventType.Code.NEW_LOAD_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new LoadEvent_.LoadEvent(_io__raw_body, null, null, true);
      break;
    case EventType_.EventType.Code.PARTIAL_UPDATE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 39, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.PRE_GA_DELETE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 22, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.PRE_GA_UPDATE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 21, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.PRE_GA_WRITE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 20, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.PREVIOUS_GTIDS_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new PreviousGtidsLogEvent_.PreviousGtidsLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.QUERY_COMPRESSED_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new QueryEvent_.QueryEvent(_io__raw_body, null, null, this.lenPostHeader, true);
      break;
    case EventType_.EventType.Code.QUERY_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new QueryEvent_.QueryEvent(_io__raw_body, null, null, this.lenPostHeader, false);
      break;
    case EventType_.EventType.Code.RAND_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RandEvent_.RandEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    case EventType_.EventType.Code.ROTATE_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RotateEvent_.RotateEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    case EventType_.EventType.Code.ROWS_QUERY_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsQueryLogEvent_.RowsQueryLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.START_5_7_ENCRYPTION_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new PerconaStart57EncryptionEvent_.PerconaStart57EncryptionEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.START_ENCRYPTION_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new MariadbStartEncryptionEvent_.MariadbStartEncryptionEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.START_EVENT_V3:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new StartEventV3_.StartEventV3(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.STOP_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new StopEvent_.StopEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.TABLE_MAP_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new TableMapEvent_.TableMapEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    case EventType_.EventType.Code.TRANSACTION_CONTEXT_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new TransactionContextEvent_.TransactionContextEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.TRANSACTION_PAYLOAD_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new TransactionPayloadEvent_.TransactionPayloadEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.UPDATE_ROWS_COMPRESSED_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 170, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.UPDATE_ROWS_COMPRESSED_EVENT_V1:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 167, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.UPDATE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 31, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.UPDATE_ROWS_EVENT_V1:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 24, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.USER_VAR_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new UserVarEvent_.UserVarEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.VIEW_CHANGE_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new ViewChangeEvent_.ViewChangeEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.WRITE_ROWS_COMPRESSED_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 169, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.WRITE_ROWS_COMPRESSED_EVENT_V1:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 166, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.WRITE_ROWS_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 30, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.WRITE_ROWS_EVENT_V1:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new RowsEvent_.RowsEvent(_io__raw_body, null, null, 23, this.lenPostHeader, this.tableMap);
      break;
    case EventType_.EventType.Code.XA_PREPARE_LOG_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new XaPrepareLogEvent_.XaPrepareLogEvent(_io__raw_body, null, null);
      break;
    case EventType_.EventType.Code.XID_EVENT:
      this._raw_body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      var _io__raw_body = new KaitaiStream(this._raw_body);
      this.body = new XidEvent_.XidEvent(_io__raw_body, null, null, this.lenPostHeader);
      break;
    default:
      this.body = this._io.readBytes((this.header.eventSize - this.lenHeader) - this.lenChecksum);
      break;
    }
    if (this.lenChecksum == 4) {
      this.checksum = this._io.readU4le();
    }
  }

  /**
   * This event type's post-header length, from the FDE's array (0 when the array has no entry for it).
   */
  Object.defineProperty(BinlogEvent.prototype, 'lenPostHeader', {
    get: function() {
      if (this._m_lenPostHeader !== undefined)
        return this._m_lenPostHeader;
      this._m_lenPostHeader = ( ((this.header.eventType >= 1) && (this.header.eventType <= this.postHeaderLens.length))  ? this.postHeaderLens[this.header.eventType - 1] : 0);
      return this._m_lenPostHeader;
    }
  });

  /**
   * The common header, len_header bytes long.
   */

  /**
   * The event body (post-header and payload); raw bytes for a type not listed.
   */

  /**
   * CRC32 (ISO-HDLC, as zlib computes it) of every byte of the event before this field.
   */

  /**
   * Common-header length (19 in v3/v4 files, 13 in v1, more with some patched servers).
   */

  /**
   * 4 when a CRC32 follows the body, else 0.
   */

  /**
   * The FDE's post-header length array (entry i is for type code i + 1); empty while reading the FDE itself.
   */

  /**
   * For a FORMAT_DESCRIPTION_EVENT, whether its server version (MySQL 5.6.1+, MariaDB 5.3+) writes the checksum-algorithm byte.
   */

  /**
   * For row events, the TABLE_MAP event of the table the event names; unused for other types.
   */

  return BinlogEvent;
})();
BinlogEvent_.BinlogEvent = BinlogEvent;
});
