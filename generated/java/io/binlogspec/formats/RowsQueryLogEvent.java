// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * MySQL (5.6+) with binlog_rows_query_log_events=ON: the text of the statement whose row
 * events follow, for information only; a replica does not run it.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rows__query__event.html">Source</a>
 */
public class RowsQueryLogEvent extends KaitaiStruct {
    public static RowsQueryLogEvent fromFile(String fileName) throws IOException {
        return new RowsQueryLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public RowsQueryLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public RowsQueryLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public RowsQueryLogEvent(KaitaiStream _io, KaitaiStruct _parent, RowsQueryLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.lenQueryLow = this._io.readU1();
        this.query = this._io.readBytesFull();
    }

    public void _fetchInstances() {
    }
    private int lenQueryLow;
    private byte[] query;
    private RowsQueryLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * The statement's length modulo 256; readers ignore it and take the text to the end of the body.
     */
    public int lenQueryLow() { return lenQueryLow; }

    /**
     * The statement text, in the session's character set.
     */
    public byte[] query() { return query; }
    public RowsQueryLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
