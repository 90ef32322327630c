// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * The base type of events that a reader which does not understand them may skip (they carry
 * LOG_EVENT_IGNORABLE_F in the header flags). The type code itself is not written by any
 * released server; its body has no defined layout and is kept raw.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Ignorable__event.html">Source</a>
 */
public class IgnorableLogEvent extends KaitaiStruct {
    public static IgnorableLogEvent fromFile(String fileName) throws IOException {
        return new IgnorableLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public IgnorableLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public IgnorableLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public IgnorableLogEvent(KaitaiStream _io, KaitaiStruct _parent, IgnorableLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.data = this._io.readBytesFull();
    }

    public void _fetchInstances() {
    }
    private byte[] data;
    private IgnorableLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * The body, raw.
     */
    public byte[] data() { return data; }
    public IgnorableLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
