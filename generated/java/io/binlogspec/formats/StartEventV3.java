// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The first event of a binlog v1 (MySQL 3.23) or v3 (MySQL 4.0 and 4.1) file. It names the
 * format version and the server that wrote the file; unlike the v4 FORMAT_DESCRIPTION_EVENT it
 * says nothing about header or post-header lengths, which for these versions are fixed.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 */
public class StartEventV3 extends KaitaiStruct {
    public static StartEventV3 fromFile(String fileName) throws IOException {
        return new StartEventV3(new ByteBufferKaitaiStream(fileName));
    }

    public StartEventV3(KaitaiStream _io) {
        this(_io, null, null);
    }

    public StartEventV3(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public StartEventV3(KaitaiStream _io, KaitaiStruct _parent, StartEventV3 _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.binlogVersion = this._io.readU2le();
        this.serverVersion = StrictText.ascii(KaitaiStream.bytesTerminate(this._io.readBytes(50), (byte) 0, false));
        this.createTimestamp = this._io.readU4le();
    }

    public void _fetchInstances() {
    }
    private int binlogVersion;
    private String serverVersion;
    private long createTimestamp;
    private StartEventV3 _root;
    private KaitaiStruct _parent;

    /**
     * Binlog format version, 1 or 3.
     */
    public int binlogVersion() { return binlogVersion; }

    /**
     * Version string of the writing server, padded with zero bytes to 50 bytes.
     */
    public String serverVersion() { return serverVersion; }

    /**
     * Seconds since the epoch when the file was created (0 when the server did not set it).
     */
    public long createTimestamp() { return createTimestamp; }
    public StartEventV3 _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
