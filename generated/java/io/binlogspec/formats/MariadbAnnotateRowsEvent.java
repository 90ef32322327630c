// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * The statement that produced the row events after it, written when binlog_annotate_row_events
 * is on (the default since MariaDB 10.2.4). Unlike MySQL's ROWS_QUERY_LOG_EVENT it has no
 * length byte: the text fills the body.
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/annotate_rows_event/">Source</a>
 */
public class MariadbAnnotateRowsEvent extends KaitaiStruct {
    public static MariadbAnnotateRowsEvent fromFile(String fileName) throws IOException {
        return new MariadbAnnotateRowsEvent(new ByteBufferKaitaiStream(fileName));
    }

    public MariadbAnnotateRowsEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MariadbAnnotateRowsEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MariadbAnnotateRowsEvent(KaitaiStream _io, KaitaiStruct _parent, MariadbAnnotateRowsEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.statement = this._io.readBytesFull();
    }

    public void _fetchInstances() {
    }
    private byte[] statement;
    private MariadbAnnotateRowsEvent _root;
    private KaitaiStruct _parent;

    /**
     * The statement text in the session's character set, kept as bytes.
     */
    public byte[] statement() { return statement; }
    public MariadbAnnotateRowsEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
