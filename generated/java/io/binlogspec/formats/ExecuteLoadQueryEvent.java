// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;


/**
 * The LOAD DATA statement (MySQL 5.0.3 and later) that loads the file sent by the
 * BEGIN_LOAD_QUERY and APPEND_BLOCK events with the same file id. It is a QUERY_EVENT whose
 * post-header has 13 more bytes: the file id, where the file name sits inside the statement
 * text (so that a replica can substitute its local copy), and the duplicate handling.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Execute__load__query__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/execute_load_query_event/">Source</a>
 */
public class ExecuteLoadQueryEvent extends KaitaiStruct {

    public enum DupHandling {
        ERROR(0),
        IGNORE(1),
        REPLACE(2);

        private final long id;
        DupHandling(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, DupHandling> byId = new HashMap<Long, DupHandling>(3);
        static {
            for (DupHandling e : DupHandling.values())
                byId.put(e.id(), e);
        }
        public static DupHandling byId(long id) { return byId.get(id); }
    }

    public ExecuteLoadQueryEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public ExecuteLoadQueryEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public ExecuteLoadQueryEvent(KaitaiStream _io, KaitaiStruct _parent, ExecuteLoadQueryEvent _root, int lenPostHeader) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenPostHeader = lenPostHeader;
        _read();
    }
    private void _read() {
        this.threadId = this._io.readU4le();
        this.execTime = this._io.readU4le();
        this.lenDb = this._io.readU1();
        this.errorCode = this._io.readU2le();
        this.lenStatusVars = this._io.readU2le();
        this.fileId = this._io.readU4le();
        this.ofsFileNameStart = this._io.readU4le();
        this.ofsFileNameEnd = this._io.readU4le();
        this.dupHandling = DupHandling.byId(this._io.readU1());
        if (lenPostHeader() > 26) {
            this.postHeaderExtra = this._io.readBytes(lenPostHeader() - 26);
        }
        KaitaiStream _io_statusVars = this._io.substream(lenStatusVars());
        this.statusVars = new QueryEvent.StatusVars(_io_statusVars);
        this.db = StrictText.utf8(this._io.readBytes(lenDb()));
        this.dbTerminator = this._io.readBytes(1);
        if (!(Arrays.equals(this.dbTerminator, new byte[] { 0 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { 0 }, this.dbTerminator, this._io, "/seq/12");
        }
        this.query = this._io.readBytesFull();
    }

    public void _fetchInstances() {
        if (lenPostHeader() > 26) {
        }
        this.statusVars._fetchInstances();
    }
    private long threadId;
    private long execTime;
    private int lenDb;
    private int errorCode;
    private int lenStatusVars;
    private long fileId;
    private long ofsFileNameStart;
    private long ofsFileNameEnd;
    private DupHandling dupHandling;
    private byte[] postHeaderExtra;
    private QueryEvent.StatusVars statusVars;
    private String db;
    private byte[] dbTerminator;
    private byte[] query;
    private int lenPostHeader;
    private ExecuteLoadQueryEvent _root;
    private KaitaiStruct _parent;

    /**
     * Id of the connection that ran the statement.
     */
    public long threadId() { return threadId; }

    /**
     * Seconds the statement took.
     */
    public long execTime() { return execTime; }
    public int lenDb() { return lenDb; }

    /**
     * The error the statement ended with on the source (0 for none).
     */
    public int errorCode() { return errorCode; }
    public int lenStatusVars() { return lenStatusVars; }

    /**
     * The id of the load file (as in BEGIN_LOAD_QUERY) whose contents the statement loads.
     */
    public long fileId() { return fileId; }

    /**
     * Offset in the statement text where the file name starts.
     */
    public long ofsFileNameStart() { return ofsFileNameStart; }

    /**
     * Offset in the statement text just past the file name.
     */
    public long ofsFileNameEnd() { return ofsFileNameEnd; }

    /**
     * What the statement does with rows that duplicate a key: error, IGNORE or REPLACE.
     */
    public DupHandling dupHandling() { return dupHandling; }

    /**
     * Post-header bytes beyond the 26 known ones, kept raw.
     */
    public byte[] postHeaderExtra() { return postHeaderExtra; }

    /**
     * The session state, as in QUERY_EVENT.
     */
    public QueryEvent.StatusVars statusVars() { return statusVars; }

    /**
     * The default database of the statement.
     */
    public String db() { return db; }
    public byte[] dbTerminator() { return dbTerminator; }

    /**
     * The LOAD DATA statement, in the session's character set.
     */
    public byte[] query() { return query; }

    /**
     * EXECUTE_LOAD_QUERY post-header length from the FDE (26).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public ExecuteLoadQueryEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
