// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;


/**
 * In statement-based logging, an integer session value that the next QUERY_EVENT needs to
 * run the same way on a replica: the LAST_INSERT_ID() result or the next AUTO_INCREMENT value.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Intvar__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/intvar_event/">Source</a>
 */
public class IntvarEvent extends KaitaiStruct {

    public enum IntvarType {
        INVALID_INT(0),
        LAST_INSERT_ID(1),
        INSERT_ID(2);

        private final long id;
        IntvarType(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, IntvarType> byId = new HashMap<Long, IntvarType>(3);
        static {
            for (IntvarType e : IntvarType.values())
                byId.put(e.id(), e);
        }
        public static IntvarType byId(long id) { return byId.get(id); }
    }

    public IntvarEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public IntvarEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public IntvarEvent(KaitaiStream _io, KaitaiStruct _parent, IntvarEvent _root, int lenPostHeader) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenPostHeader = lenPostHeader;
        _read();
    }
    private void _read() {
        if (lenPostHeader() > 0) {
            this.postHeader = this._io.readBytes(lenPostHeader());
        }
        this.varType = IntvarType.byId(this._io.readU1());
        this.value = this._io.readU8le();
    }

    public void _fetchInstances() {
        if (lenPostHeader() > 0) {
        }
    }
    private byte[] postHeader;
    private IntvarType varType;
    private long value;
    private int lenPostHeader;
    private IntvarEvent _root;
    private KaitaiStruct _parent;

    /**
     * A post-header no released server writes, kept raw.
     */
    public byte[] postHeader() { return postHeader; }

    /**
     * Which variable the value is for: LAST_INSERT_ID or INSERT_ID.
     */
    public IntvarType varType() { return varType; }

    /**
     * The value, unsigned.
     */
    public long value() { return value; }

    /**
     * Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public IntvarEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
