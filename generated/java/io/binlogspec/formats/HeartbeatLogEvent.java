// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * Keep-alive that a source sends to a replica while it has no events to send; it is never
 * written to a binlog, only seen in the replication stream (and so in tools that record it).
 * The header's log_pos is the source's current position; the body names its current file.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/heartbeat_log_event/">Source</a>
 */
public class HeartbeatLogEvent extends KaitaiStruct {
    public static HeartbeatLogEvent fromFile(String fileName) throws IOException {
        return new HeartbeatLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public HeartbeatLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public HeartbeatLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public HeartbeatLogEvent(KaitaiStream _io, KaitaiStruct _parent, HeartbeatLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.logName = StrictText.utf8(this._io.readBytesFull());
    }

    public void _fetchInstances() {
    }
    private String logName;
    private HeartbeatLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * Name of the binlog file the source is at; not zero-terminated.
     */
    public String logName() { return logName; }
    public HeartbeatLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
