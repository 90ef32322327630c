// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Arrays;
import java.nio.charset.StandardCharsets;


/**
 * The payload a replica sends back when an event of the dump came behind a semi-sync header
 * whose flag asks for an acknowledgement (binlog_stream_packet's semi_sync_header; the source
 * asks on the event that ends a transaction): the marker, the position just after that event in
 * the source's file, and the file's name. The source tells its client the transaction committed
 * once a replica has acknowledged it, or once rpl_semi_sync_master_timeout has passed without an
 * acknowledgement (it then goes on asynchronously). The packet starts a new exchange (sequence
 * number 0) on the dump's connection, carries no CRC32, and is not answered; one sent for an
 * event whose flag asked for none ends the connection.
 * @see <a href="https://mariadb.com/kb/en/semisynchronous-replication/">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/10.11/sql/semisync_slave.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/plugin/semisync/semisync_replica.cc">Source</a>
 */
public class SemiSyncAck extends KaitaiStruct {
    public static SemiSyncAck fromFile(String fileName) throws IOException {
        return new SemiSyncAck(new ByteBufferKaitaiStream(fileName));
    }

    public SemiSyncAck(KaitaiStream _io) {
        this(_io, null, null);
    }

    public SemiSyncAck(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public SemiSyncAck(KaitaiStream _io, KaitaiStruct _parent, SemiSyncAck _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.magic = this._io.readBytes(1);
        if (!(Arrays.equals(this.magic, new byte[] { -17 }))) {
            throw new KaitaiStream.ValidationNotEqualError(new byte[] { -17 }, this.magic, this._io, "/seq/0");
        }
        this.binlogPos = this._io.readU8le();
        this.binlogFilename = StrictText.utf8(this._io.readBytesFull());
    }

    public void _fetchInstances() {
    }
    private byte[] magic;
    private long binlogPos;
    private String binlogFilename;
    private SemiSyncAck _root;
    private KaitaiStruct _parent;

    /**
     * The semi-sync marker.
     */
    public byte[] magic() { return magic; }

    /**
     * The position in the source's file just after the acknowledged event (that event's log_pos).
     */
    public long binlogPos() { return binlogPos; }

    /**
     * The source's file the acknowledged event is in.
     */
    public String binlogFilename() { return binlogFilename; }
    public SemiSyncAck _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
