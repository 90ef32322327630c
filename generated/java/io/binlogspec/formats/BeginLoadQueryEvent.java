// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * LOAD DATA INFILE since MySQL 5.0.3: the first block of the data file (laid out like an
 * APPEND_BLOCK_EVENT). More blocks may follow in APPEND_BLOCK_EVENTs; the
 * EXECUTE_LOAD_QUERY_EVENT with the same file id holds the statement.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Begin__load__query__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/begin_load_query_event/">Source</a>
 */
public class BeginLoadQueryEvent extends KaitaiStruct {
    public static BeginLoadQueryEvent fromFile(String fileName) throws IOException {
        return new BeginLoadQueryEvent(new ByteBufferKaitaiStream(fileName));
    }

    public BeginLoadQueryEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public BeginLoadQueryEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public BeginLoadQueryEvent(KaitaiStream _io, KaitaiStruct _parent, BeginLoadQueryEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.fileId = this._io.readU4le();
        this.block = this._io.readBytesFull();
    }

    public void _fetchInstances() {
    }
    private long fileId;
    private byte[] block;
    private BeginLoadQueryEvent _root;
    private KaitaiStruct _parent;

    /**
     * Id the server gives the file being loaded; the APPEND_BLOCK and EXECUTE_LOAD_QUERY events of the same load repeat it.
     */
    public long fileId() { return fileId; }

    /**
     * Bytes of the data file.
     */
    public byte[] block() { return block; }
    public BeginLoadQueryEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
