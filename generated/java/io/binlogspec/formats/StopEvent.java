// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * Written when the server shuts down cleanly: the file ends here and no ROTATE_EVENT follows.
 * The body is empty; the event is all header.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Stop__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/stop_event/">Source</a>
 */
public class StopEvent extends KaitaiStruct {
    public static StopEvent fromFile(String fileName) throws IOException {
        return new StopEvent(new ByteBufferKaitaiStream(fileName));
    }

    public StopEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public StopEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public StopEvent(KaitaiStream _io, KaitaiStruct _parent, StopEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
    }

    public void _fetchInstances() {
    }
    private StopEvent _root;
    private KaitaiStruct _parent;
    public StopEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
