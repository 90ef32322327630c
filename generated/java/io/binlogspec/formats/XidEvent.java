// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * The COMMIT of a transaction that changed a transactional (XA-capable) engine; it closes the
 * event group that BEGIN (or a GTID event) opened.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Xid__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/xid_event/">Source</a>
 */
public class XidEvent extends KaitaiStruct {

    public XidEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public XidEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public XidEvent(KaitaiStream _io, KaitaiStruct _parent, XidEvent _root, int lenPostHeader) {
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
        this.xid = this._io.readU8le();
    }

    public void _fetchInstances() {
        if (lenPostHeader() > 0) {
        }
    }
    private byte[] postHeader;
    private long xid;
    private int lenPostHeader;
    private XidEvent _root;
    private KaitaiStruct _parent;

    /**
     * A post-header no released server writes, kept raw.
     */
    public byte[] postHeader() { return postHeader; }

    /**
     * Transaction id the engines used for two-phase commit; the server writes it in its own byte order (little-endian on every common platform).
     */
    public long xid() { return xid; }

    /**
     * Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public XidEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
