// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * A further block of the data file of a LOAD DATA INFILE, appended to the file that the
 * CREATE_FILE_EVENT or BEGIN_LOAD_QUERY_EVENT with the same file id started.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Append__block__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/append_block_event/">Source</a>
 */
public class AppendBlockEvent extends KaitaiStruct {
    public static AppendBlockEvent fromFile(String fileName) throws IOException {
        return new AppendBlockEvent(new ByteBufferKaitaiStream(fileName));
    }

    public AppendBlockEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public AppendBlockEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public AppendBlockEvent(KaitaiStream _io, KaitaiStruct _parent, AppendBlockEvent _root) {
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
    private AppendBlockEvent _root;
    private KaitaiStruct _parent;

    /**
     * The id of the load file this block belongs to (as in its CREATE_FILE or BEGIN_LOAD_QUERY event).
     */
    public long fileId() { return fileId; }

    /**
     * Bytes of the data file.
     */
    public byte[] block() { return block; }
    public AppendBlockEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
