// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * Discard the LOAD DATA file with this file id without loading it (the statement failed on
 * the source).
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Delete__file__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/delete_file_event/">Source</a>
 */
public class DeleteFileEvent extends KaitaiStruct {
    public static DeleteFileEvent fromFile(String fileName) throws IOException {
        return new DeleteFileEvent(new ByteBufferKaitaiStream(fileName));
    }

    public DeleteFileEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public DeleteFileEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public DeleteFileEvent(KaitaiStream _io, KaitaiStruct _parent, DeleteFileEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.fileId = this._io.readU4le();
    }

    public void _fetchInstances() {
    }
    private long fileId;
    private DeleteFileEvent _root;
    private KaitaiStruct _parent;

    /**
     * The id of the load file to discard.
     */
    public long fileId() { return fileId; }
    public DeleteFileEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
