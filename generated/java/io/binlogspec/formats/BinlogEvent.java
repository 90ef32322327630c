// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * One event, decoded with the context that the file's format description event (FDE) gives
 * and that a reader carries from event to event: the common-header length, whether a CRC32
 * trails the event, the post-header length of each event type and, for row events, the
 * TABLE_MAP event of their table. The body is read as a substream of exactly
 * `event_size - len_header - len_checksum` bytes, so an event type this spec does not know,
 * or a newer version of a known one with more fields, keeps its bytes and never throws the
 * walk out of step.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/replication-protocol/">Source</a>
 */
public class BinlogEvent extends KaitaiStruct {

    public BinlogEvent(KaitaiStream _io, int lenHeader, int lenChecksum, byte[] postHeaderLens, boolean fdeHasChecksumAlg, TableMapEvent tableMap) {
        this(_io, null, null, lenHeader, lenChecksum, postHeaderLens, fdeHasChecksumAlg, tableMap);
    }

    public BinlogEvent(KaitaiStream _io, KaitaiStruct _parent, int lenHeader, int lenChecksum, byte[] postHeaderLens, boolean fdeHasChecksumAlg, TableMapEvent tableMap) {
        this(_io, _parent, null, lenHeader, lenChecksum, postHeaderLens, fdeHasChecksumAlg, tableMap);
    }

    public BinlogEvent(KaitaiStream _io, KaitaiStruct _parent, BinlogEvent _root, int lenHeader, int lenChecksum, byte[] postHeaderLens, boolean fdeHasChecksumAlg, TableMapEvent tableMap) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenHeader = lenHeader;
        this.lenChecksum = lenChecksum;
        this.postHeaderLens = postHeaderLens;
        this.fdeHasChecksumAlg = fdeHasChecksumAlg;
        this.tableMap = tableMap;
        _read();
    }
    private void _read() {
        this.header = new EventHeader(this._io, lenHeader());
        {
            EventType.Code on = header().eventType();
            if (on != null) {
                switch (header().eventType()) {
                case ANNOTATE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new MariadbAnnotateRowsEvent(_io_body);
                    break;
                }
                case ANONYMOUS_GTID_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new GtidLogEvent(_io_body);
                    break;
                }
                case APPEND_BLOCK_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new AppendBlockEvent(_io_body);
                    break;
                }
                case BEGIN_LOAD_QUERY_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new BeginLoadQueryEvent(_io_body);
                    break;
                }
                case BINLOG_CHECKPOINT_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new MariadbBinlogCheckpointEvent(_io_body);
                    break;
                }
                case CREATE_FILE_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new CreateFileEvent(_io_body, lenPostHeader());
                    break;
                }
                case DELETE_FILE_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new DeleteFileEvent(_io_body);
                    break;
                }
                case DELETE_ROWS_COMPRESSED_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 171, lenPostHeader(), tableMap());
                    break;
                }
                case DELETE_ROWS_COMPRESSED_EVENT_V1: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 168, lenPostHeader(), tableMap());
                    break;
                }
                case DELETE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 32, lenPostHeader(), tableMap());
                    break;
                }
                case DELETE_ROWS_EVENT_V1: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 25, lenPostHeader(), tableMap());
                    break;
                }
                case EXEC_LOAD_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new ExecLoadEvent(_io_body);
                    break;
                }
                case EXECUTE_LOAD_QUERY_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new ExecuteLoadQueryEvent(_io_body, lenPostHeader());
                    break;
                }
                case FORMAT_DESCRIPTION_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new FormatDescriptionEvent(_io_body, fdeHasChecksumAlg());
                    break;
                }
                case GTID_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new MariadbGtidEvent(_io_body);
                    break;
                }
                case GTID_LIST_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new MariadbGtidListEvent(_io_body);
                    break;
                }
                case GTID_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new GtidLogEvent(_io_body);
                    break;
                }
                case GTID_TAGGED_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new GtidTaggedLogEvent(_io_body);
                    break;
                }
                case HEARTBEAT_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new HeartbeatLogEvent(_io_body);
                    break;
                }
                case HEARTBEAT_LOG_EVENT_V2: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new HeartbeatLogEventV2(_io_body);
                    break;
                }
                case IGNORABLE_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new IgnorableLogEvent(_io_body);
                    break;
                }
                case INCIDENT_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new IncidentEvent(_io_body);
                    break;
                }
                case INTVAR_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new IntvarEvent(_io_body, lenPostHeader());
                    break;
                }
                case LOAD_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new LoadEvent(_io_body, false);
                    break;
                }
                case NEW_LOAD_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new LoadEvent(_io_body, true);
                    break;
                }
                case PARTIAL_UPDATE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 39, lenPostHeader(), tableMap());
                    break;
                }
                case PRE_GA_DELETE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 22, lenPostHeader(), tableMap());
                    break;
                }
                case PRE_GA_UPDATE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 21, lenPostHeader(), tableMap());
                    break;
                }
                case PRE_GA_WRITE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 20, lenPostHeader(), tableMap());
                    break;
                }
                case PREVIOUS_GTIDS_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new PreviousGtidsLogEvent(_io_body);
                    break;
                }
                case QUERY_COMPRESSED_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new QueryEvent(_io_body, lenPostHeader(), true);
                    break;
                }
                case QUERY_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new QueryEvent(_io_body, lenPostHeader(), false);
                    break;
                }
                case RAND_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RandEvent(_io_body, lenPostHeader());
                    break;
                }
                case ROTATE_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RotateEvent(_io_body, lenPostHeader());
                    break;
                }
                case ROWS_QUERY_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsQueryLogEvent(_io_body);
                    break;
                }
                case START_5_7_ENCRYPTION_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new PerconaStart57EncryptionEvent(_io_body);
                    break;
                }
                case START_ENCRYPTION_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new MariadbStartEncryptionEvent(_io_body);
                    break;
                }
                case START_EVENT_V3: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new StartEventV3(_io_body);
                    break;
                }
                case STOP_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new StopEvent(_io_body);
                    break;
                }
                case TABLE_MAP_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new TableMapEvent(_io_body, lenPostHeader());
                    break;
                }
                case TRANSACTION_CONTEXT_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new TransactionContextEvent(_io_body);
                    break;
                }
                case TRANSACTION_PAYLOAD_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new TransactionPayloadEvent(_io_body);
                    break;
                }
                case UPDATE_ROWS_COMPRESSED_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 170, lenPostHeader(), tableMap());
                    break;
                }
                case UPDATE_ROWS_COMPRESSED_EVENT_V1: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 167, lenPostHeader(), tableMap());
                    break;
                }
                case UPDATE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 31, lenPostHeader(), tableMap());
                    break;
                }
                case UPDATE_ROWS_EVENT_V1: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 24, lenPostHeader(), tableMap());
                    break;
                }
                case USER_VAR_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new UserVarEvent(_io_body);
                    break;
                }
                case VIEW_CHANGE_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new ViewChangeEvent(_io_body);
                    break;
                }
                case WRITE_ROWS_COMPRESSED_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 169, lenPostHeader(), tableMap());
                    break;
                }
                case WRITE_ROWS_COMPRESSED_EVENT_V1: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 166, lenPostHeader(), tableMap());
                    break;
                }
                case WRITE_ROWS_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 30, lenPostHeader(), tableMap());
                    break;
                }
                case WRITE_ROWS_EVENT_V1: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new RowsEvent(_io_body, 23, lenPostHeader(), tableMap());
                    break;
                }
                case XA_PREPARE_LOG_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new XaPrepareLogEvent(_io_body);
                    break;
                }
                case XID_EVENT: {
                    KaitaiStream _io_body = this._io.substream((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    this.body = new XidEvent(_io_body, lenPostHeader());
                    break;
                }
                default: {
                    this.body = this._io.readBytes((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
                    break;
                }
                }
            } else {
                this.body = this._io.readBytes((header().eventSize() - ((Number) (lenHeader())).longValue()) - ((Number) (lenChecksum())).longValue());
            }
        }
        if (lenChecksum() == 4) {
            this.checksum = this._io.readU4le();
        }
    }

    public void _fetchInstances() {
        this.header._fetchInstances();
        {
            EventType.Code on = header().eventType();
            if (on != null) {
                switch (header().eventType()) {
                case ANNOTATE_ROWS_EVENT: {
                    ((MariadbAnnotateRowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case ANONYMOUS_GTID_LOG_EVENT: {
                    ((GtidLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case APPEND_BLOCK_EVENT: {
                    ((AppendBlockEvent) (this.body))._fetchInstances();
                    break;
                }
                case BEGIN_LOAD_QUERY_EVENT: {
                    ((BeginLoadQueryEvent) (this.body))._fetchInstances();
                    break;
                }
                case BINLOG_CHECKPOINT_EVENT: {
                    ((MariadbBinlogCheckpointEvent) (this.body))._fetchInstances();
                    break;
                }
                case CREATE_FILE_EVENT: {
                    ((CreateFileEvent) (this.body))._fetchInstances();
                    break;
                }
                case DELETE_FILE_EVENT: {
                    ((DeleteFileEvent) (this.body))._fetchInstances();
                    break;
                }
                case DELETE_ROWS_COMPRESSED_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case DELETE_ROWS_COMPRESSED_EVENT_V1: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case DELETE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case DELETE_ROWS_EVENT_V1: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case EXEC_LOAD_EVENT: {
                    ((ExecLoadEvent) (this.body))._fetchInstances();
                    break;
                }
                case EXECUTE_LOAD_QUERY_EVENT: {
                    ((ExecuteLoadQueryEvent) (this.body))._fetchInstances();
                    break;
                }
                case FORMAT_DESCRIPTION_EVENT: {
                    ((FormatDescriptionEvent) (this.body))._fetchInstances();
                    break;
                }
                case GTID_EVENT: {
                    ((MariadbGtidEvent) (this.body))._fetchInstances();
                    break;
                }
                case GTID_LIST_EVENT: {
                    ((MariadbGtidListEvent) (this.body))._fetchInstances();
                    break;
                }
                case GTID_LOG_EVENT: {
                    ((GtidLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case GTID_TAGGED_LOG_EVENT: {
                    ((GtidTaggedLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case HEARTBEAT_LOG_EVENT: {
                    ((HeartbeatLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case HEARTBEAT_LOG_EVENT_V2: {
                    ((HeartbeatLogEventV2) (this.body))._fetchInstances();
                    break;
                }
                case IGNORABLE_LOG_EVENT: {
                    ((IgnorableLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case INCIDENT_EVENT: {
                    ((IncidentEvent) (this.body))._fetchInstances();
                    break;
                }
                case INTVAR_EVENT: {
                    ((IntvarEvent) (this.body))._fetchInstances();
                    break;
                }
                case LOAD_EVENT: {
                    ((LoadEvent) (this.body))._fetchInstances();
                    break;
                }
                case NEW_LOAD_EVENT: {
                    ((LoadEvent) (this.body))._fetchInstances();
                    break;
                }
                case PARTIAL_UPDATE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case PRE_GA_DELETE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case PRE_GA_UPDATE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case PRE_GA_WRITE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case PREVIOUS_GTIDS_LOG_EVENT: {
                    ((PreviousGtidsLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case QUERY_COMPRESSED_EVENT: {
                    ((QueryEvent) (this.body))._fetchInstances();
                    break;
                }
                case QUERY_EVENT: {
                    ((QueryEvent) (this.body))._fetchInstances();
                    break;
                }
                case RAND_EVENT: {
                    ((RandEvent) (this.body))._fetchInstances();
                    break;
                }
                case ROTATE_EVENT: {
                    ((RotateEvent) (this.body))._fetchInstances();
                    break;
                }
                case ROWS_QUERY_LOG_EVENT: {
                    ((RowsQueryLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case START_5_7_ENCRYPTION_EVENT: {
                    ((PerconaStart57EncryptionEvent) (this.body))._fetchInstances();
                    break;
                }
                case START_ENCRYPTION_EVENT: {
                    ((MariadbStartEncryptionEvent) (this.body))._fetchInstances();
                    break;
                }
                case START_EVENT_V3: {
                    ((StartEventV3) (this.body))._fetchInstances();
                    break;
                }
                case STOP_EVENT: {
                    ((StopEvent) (this.body))._fetchInstances();
                    break;
                }
                case TABLE_MAP_EVENT: {
                    ((TableMapEvent) (this.body))._fetchInstances();
                    break;
                }
                case TRANSACTION_CONTEXT_EVENT: {
                    ((TransactionContextEvent) (this.body))._fetchInstances();
                    break;
                }
                case TRANSACTION_PAYLOAD_EVENT: {
                    ((TransactionPayloadEvent) (this.body))._fetchInstances();
                    break;
                }
                case UPDATE_ROWS_COMPRESSED_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case UPDATE_ROWS_COMPRESSED_EVENT_V1: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case UPDATE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case UPDATE_ROWS_EVENT_V1: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case USER_VAR_EVENT: {
                    ((UserVarEvent) (this.body))._fetchInstances();
                    break;
                }
                case VIEW_CHANGE_EVENT: {
                    ((ViewChangeEvent) (this.body))._fetchInstances();
                    break;
                }
                case WRITE_ROWS_COMPRESSED_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case WRITE_ROWS_COMPRESSED_EVENT_V1: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case WRITE_ROWS_EVENT: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case WRITE_ROWS_EVENT_V1: {
                    ((RowsEvent) (this.body))._fetchInstances();
                    break;
                }
                case XA_PREPARE_LOG_EVENT: {
                    ((XaPrepareLogEvent) (this.body))._fetchInstances();
                    break;
                }
                case XID_EVENT: {
                    ((XidEvent) (this.body))._fetchInstances();
                    break;
                }
                default: {
                    break;
                }
                }
            } else {
            }
        }
        if (lenChecksum() == 4) {
        }
    }
    private Integer lenPostHeader;

    /**
     * This event type's post-header length, from the FDE's array (0 when the array has no entry for it).
     */
    public Integer lenPostHeader() {
        if (this.lenPostHeader != null)
            return this.lenPostHeader;
        this.lenPostHeader = ((Number) (( (((header().eventType() == null ? Long.MAX_VALUE : header().eventType().id()) >= 1) && ((header().eventType() == null ? Long.MAX_VALUE : header().eventType().id()) <= postHeaderLens().length))  ? (postHeaderLens()[((Number) ((header().eventType() == null ? Long.MAX_VALUE : header().eventType().id()) - 1)).intValue()] & 0xff) : 0))).intValue();
        return this.lenPostHeader;
    }
    private EventHeader header;
    private Object body;
    private Long checksum;
    private int lenHeader;
    private int lenChecksum;
    private byte[] postHeaderLens;
    private boolean fdeHasChecksumAlg;
    private TableMapEvent tableMap;
    private BinlogEvent _root;
    private KaitaiStruct _parent;

    /**
     * The common header, len_header bytes long.
     */
    public EventHeader header() { return header; }

    /**
     * The event body (post-header and payload); raw bytes for a type not listed.
     */
    public Object body() { return body; }

    /**
     * CRC32 (ISO-HDLC, as zlib computes it) of every byte of the event before this field.
     */
    public Long checksum() { return checksum; }

    /**
     * Common-header length (19 in v3/v4 files, 13 in v1, more with some patched servers).
     */
    public int lenHeader() { return lenHeader; }

    /**
     * 4 when a CRC32 follows the body, else 0.
     */
    public int lenChecksum() { return lenChecksum; }

    /**
     * The FDE's post-header length array (entry i is for type code i + 1); empty while reading the FDE itself.
     */
    public byte[] postHeaderLens() { return postHeaderLens; }

    /**
     * For a FORMAT_DESCRIPTION_EVENT, whether its server version (MySQL 5.6.1+, MariaDB 5.3+) writes the checksum-algorithm byte.
     */
    public boolean fdeHasChecksumAlg() { return fdeHasChecksumAlg; }

    /**
     * For row events, the TABLE_MAP event of the table the event names; unused for other types.
     */
    public TableMapEvent tableMap() { return tableMap; }
    public BinlogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
