// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The last event of a binlog file that was closed because a new one was opened (size limit,
 * FLUSH LOGS), naming the next file and the position to read it from. Replicas also receive
 * "fake" rotate events at the start of a dump. Binlog v1 had no post-header (no position).
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rotate__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/rotate_event/">Source</a>
 */
public class RotateEvent extends KaitaiStruct {

    public RotateEvent(KaitaiStream _io, int lenPostHeader) {
        this(_io, null, null, lenPostHeader);
    }

    public RotateEvent(KaitaiStream _io, KaitaiStruct _parent, int lenPostHeader) {
        this(_io, _parent, null, lenPostHeader);
    }

    public RotateEvent(KaitaiStream _io, KaitaiStruct _parent, RotateEvent _root, int lenPostHeader) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.lenPostHeader = lenPostHeader;
        _read();
    }
    private void _read() {
        if (lenPostHeader() >= 8) {
            this.position = this._io.readU8le();
        }
        if (lenPostHeader() > 8) {
            this.postHeaderExtra = this._io.readBytes(lenPostHeader() - 8);
        }
        this.nextLogName = StrictText.utf8(this._io.readBytesFull());
    }

    public void _fetchInstances() {
        if (lenPostHeader() >= 8) {
        }
        if (lenPostHeader() > 8) {
        }
    }
    private Long position;
    private byte[] postHeaderExtra;
    private String nextLogName;
    private int lenPostHeader;
    private RotateEvent _root;
    private KaitaiStruct _parent;

    /**
     * Position in the next file of its first event to read (4 for a new file).
     */
    public Long position() { return position; }

    /**
     * Post-header bytes beyond the known position, kept raw.
     */
    public byte[] postHeaderExtra() { return postHeaderExtra; }

    /**
     * File name (without directory) of the next binlog; not zero-terminated.
     */
    public String nextLogName() { return nextLogName; }

    /**
     * ROTATE post-header length from the FDE; 8 except in binlog v1 (0).
     */
    public int lenPostHeader() { return lenPostHeader; }
    public RotateEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
