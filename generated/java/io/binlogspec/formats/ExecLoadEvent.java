// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * MySQL 4.0's LOAD DATA INFILE: run the load whose file the CREATE_FILE_EVENT (and
 * APPEND_BLOCK_EVENTs) with this file id sent.
 * @see <a href="https://dev.mysql.com/doc/internals/en/exec-load-event.html">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 */
public class ExecLoadEvent extends KaitaiStruct {
    public static ExecLoadEvent fromFile(String fileName) throws IOException {
        return new ExecLoadEvent(new ByteBufferKaitaiStream(fileName));
    }

    public ExecLoadEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ExecLoadEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ExecLoadEvent(KaitaiStream _io, KaitaiStruct _parent, ExecLoadEvent _root) {
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
    private ExecLoadEvent _root;
    private KaitaiStruct _parent;

    /**
     * The id of the load file to load.
     */
    public long fileId() { return fileId; }
    public ExecLoadEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
