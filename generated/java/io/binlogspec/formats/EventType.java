// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;


/**
 * The type code in byte 4 of every event header. Codes 0 to 42 are MySQL's; 159 is Percona
 * Server's; 160 and up are MariaDB's. Member names are the server's constant names in lower case.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/binlog_event.h">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.h">Source</a>
 */
public class EventType extends KaitaiStruct {
    public static EventType fromFile(String fileName) throws IOException {
        return new EventType(new ByteBufferKaitaiStream(fileName));
    }

    public enum Code {
        UNKNOWN_EVENT(0),
        START_EVENT_V3(1),
        QUERY_EVENT(2),
        STOP_EVENT(3),
        ROTATE_EVENT(4),
        INTVAR_EVENT(5),
        LOAD_EVENT(6),
        SLAVE_EVENT(7),
        CREATE_FILE_EVENT(8),
        APPEND_BLOCK_EVENT(9),
        EXEC_LOAD_EVENT(10),
        DELETE_FILE_EVENT(11),
        NEW_LOAD_EVENT(12),
        RAND_EVENT(13),
        USER_VAR_EVENT(14),
        FORMAT_DESCRIPTION_EVENT(15),
        XID_EVENT(16),
        BEGIN_LOAD_QUERY_EVENT(17),
        EXECUTE_LOAD_QUERY_EVENT(18),
        TABLE_MAP_EVENT(19),
        PRE_GA_WRITE_ROWS_EVENT(20),
        PRE_GA_UPDATE_ROWS_EVENT(21),
        PRE_GA_DELETE_ROWS_EVENT(22),
        WRITE_ROWS_EVENT_V1(23),
        UPDATE_ROWS_EVENT_V1(24),
        DELETE_ROWS_EVENT_V1(25),
        INCIDENT_EVENT(26),
        HEARTBEAT_LOG_EVENT(27),
        IGNORABLE_LOG_EVENT(28),
        ROWS_QUERY_LOG_EVENT(29),
        WRITE_ROWS_EVENT(30),
        UPDATE_ROWS_EVENT(31),
        DELETE_ROWS_EVENT(32),
        GTID_LOG_EVENT(33),
        ANONYMOUS_GTID_LOG_EVENT(34),
        PREVIOUS_GTIDS_LOG_EVENT(35),
        TRANSACTION_CONTEXT_EVENT(36),
        VIEW_CHANGE_EVENT(37),
        XA_PREPARE_LOG_EVENT(38),
        PARTIAL_UPDATE_ROWS_EVENT(39),
        TRANSACTION_PAYLOAD_EVENT(40),
        HEARTBEAT_LOG_EVENT_V2(41),
        GTID_TAGGED_LOG_EVENT(42),
        AURORA_PADDING_EVENT(100),
        START_5_7_ENCRYPTION_EVENT(159),
        ANNOTATE_ROWS_EVENT(160),
        BINLOG_CHECKPOINT_EVENT(161),
        GTID_EVENT(162),
        GTID_LIST_EVENT(163),
        START_ENCRYPTION_EVENT(164),
        QUERY_COMPRESSED_EVENT(165),
        WRITE_ROWS_COMPRESSED_EVENT_V1(166),
        UPDATE_ROWS_COMPRESSED_EVENT_V1(167),
        DELETE_ROWS_COMPRESSED_EVENT_V1(168),
        WRITE_ROWS_COMPRESSED_EVENT(169),
        UPDATE_ROWS_COMPRESSED_EVENT(170),
        DELETE_ROWS_COMPRESSED_EVENT(171);

        private final long id;
        Code(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, Code> byId = new HashMap<Long, Code>(57);
        static {
            for (Code e : Code.values())
                byId.put(e.id(), e);
        }
        public static Code byId(long id) { return byId.get(id); }
    }

    public EventType(KaitaiStream _io) {
        this(_io, null, null);
    }

    public EventType(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public EventType(KaitaiStream _io, KaitaiStruct _parent, EventType _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
    }

    public void _fetchInstances() {
    }
    private EventType _root;
    private KaitaiStruct _parent;
    public EventType _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
