// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * In statement-based logging, the state of the RAND() generator before the next QUERY_EVENT,
 * so that a replica computes the same random numbers.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rand__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/rand_event/">Source</a>
 */
public class RandEvent extends KaitaiStruct {

    public RandEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public RandEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public RandEvent(KaitaiStream _io, KaitaiStruct _parent, RandEvent _root, int lenPostHeader) {
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
        this.seed1 = this._io.readU8le();
        this.seed2 = this._io.readU8le();
    }

    public void _fetchInstances() {
        if (lenPostHeader() > 0) {
        }
    }
    private byte[] postHeader;
    private long seed1;
    private long seed2;
    private int lenPostHeader;
    private RandEvent _root;
    private KaitaiStruct _parent;

    /**
     * A post-header no released server writes, kept raw.
     */
    public byte[] postHeader() { return postHeader; }

    /**
     * First seed of the generator.
     */
    public long seed1() { return seed1; }

    /**
     * Second seed of the generator.
     */
    public long seed2() { return seed2; }

    /**
     * Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public RandEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
