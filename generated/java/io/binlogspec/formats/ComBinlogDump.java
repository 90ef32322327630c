// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * The payload that asks the server to send its binlog from a file and position. The server then
 * answers with a stream of packets, each an OK byte and one event (binlog_stream_packet), until
 * an error, or the end of the last file when the non-blocking flag is set (an EOF packet), or
 * forever. An empty file name with position 4 starts at MariaDB's GTID position given by
 * @slave_connect_state. The position is 4 bytes: a file past 4 GiB is read from its start.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/com_binlog_dump/">Source</a>
 */
public class ComBinlogDump extends KaitaiStruct {
    public static ComBinlogDump fromFile(String fileName) throws IOException {
        return new ComBinlogDump(new ByteBufferKaitaiStream(fileName));
    }

    public ComBinlogDump(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ComBinlogDump(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ComBinlogDump(KaitaiStream _io, KaitaiStruct _parent, ComBinlogDump _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.command = this._io.readU1();
        if (!(this.command == 18)) {
            throw new KaitaiStream.ValidationNotEqualError(18, this.command, this._io, "/seq/0");
        }
        this.binlogPos = this._io.readU4le();
        this.flags = this._io.readU2le();
        this.serverId = this._io.readU4le();
        this.binlogFilename = StrictText.utf8(this._io.readBytesFull());
    }

    public void _fetchInstances() {
    }
    private int command;
    private long binlogPos;
    private int flags;
    private long serverId;
    private String binlogFilename;
    private ComBinlogDump _root;
    private KaitaiStruct _parent;

    /**
     * COM_BINLOG_DUMP.
     */
    public int command() { return command; }

    /**
     * Offset in the file of the first event to send (4 for a file's first event).
     */
    public long binlogPos() { return binlogPos; }

    /**
     * BINLOG_DUMP_NON_BLOCK (0x01): end with EOF at the end of the last file instead of waiting;
     * BINLOG_SEND_ANNOTATE_ROWS_EVENT (0x02, MariaDB): send ANNOTATE_ROWS events too (without it
     * the server leaves them out and the copy is not the file).
     */
    public int flags() { return flags; }

    /**
     * The replica's server id; a second connection with the same id ends the first.
     */
    public long serverId() { return serverId; }

    /**
     * The file to start in (no directory), or empty.
     */
    public String binlogFilename() { return binlogFilename; }
    public ComBinlogDump _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
