// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;


/**
 * Names the oldest binary log file that crash recovery still needs: the storage engines have
 * made every transaction in older files durable. Written at the start of each file and again
 * whenever that oldest file changes.
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/binlog_checkpoint_event/">Source</a>
 */
public class MariadbBinlogCheckpointEvent extends KaitaiStruct {
    public static MariadbBinlogCheckpointEvent fromFile(String fileName) throws IOException {
        return new MariadbBinlogCheckpointEvent(new ByteBufferKaitaiStream(fileName));
    }

    public MariadbBinlogCheckpointEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MariadbBinlogCheckpointEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MariadbBinlogCheckpointEvent(KaitaiStream _io, KaitaiStruct _parent, MariadbBinlogCheckpointEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.lenBinlogFileName = this._io.readU4le();
        this.binlogFileName = StrictText.utf8(this._io.readBytes(lenBinlogFileName()));
    }

    public void _fetchInstances() {
    }
    private long lenBinlogFileName;
    private String binlogFileName;
    private MariadbBinlogCheckpointEvent _root;
    private KaitaiStruct _parent;
    public long lenBinlogFileName() { return lenBinlogFileName; }

    /**
     * File name without directory, like mysql-bin.000015.
     */
    public String binlogFileName() { return binlogFileName; }
    public MariadbBinlogCheckpointEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
