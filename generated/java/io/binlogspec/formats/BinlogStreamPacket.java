// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.util.Arrays;


/**
 * The payload of each packet a server sends after COM_BINLOG_DUMP or COM_BINLOG_DUMP_GTID: an OK
 * byte and one event exactly as the server's binlog file holds it (header, body, CRC32 when the
 * client set @master_binlog_checksum), or an ERR or EOF packet (parse the whole payload with
 * response_packet). With semi-synchronous replication asked for (rpl_semi_sync_slave), a
 * two-byte header before the event says whether the server waits for an acknowledgement.
 * 
 * Some events are not in the file: a fake ROTATE first, naming the file the dump reads
 * (LOG_EVENT_ARTIFICIAL_F, log_pos 0, timestamp 0); the file's format description again when the
 * dump starts past it (log_pos 0); on MariaDB, a fake GTID_LIST after a GTID start; HEARTBEAT
 * events while the source is idle. `is_artificial` says which to leave out of a copy.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html">Source</a>
 * @see <a href="https://mariadb.com/kb/en/com_binlog_dump/">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/10.11/sql/sql_repl.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/semisynchronous-replication/">Source</a>
 */
public class BinlogStreamPacket extends KaitaiStruct {

    public enum StreamStatus {
        OK(0),
        EOF(254),
        ERR(255);

        private final long id;
        StreamStatus(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, StreamStatus> byId = new HashMap<Long, StreamStatus>(3);
        static {
            for (StreamStatus e : StreamStatus.values())
                byId.put(e.id(), e);
        }
        public static StreamStatus byId(long id) { return byId.get(id); }
    }

    public BinlogStreamPacket(KaitaiStream _io, boolean semiSync) {
        this(_io, null, null, semiSync);
    }

    public BinlogStreamPacket(KaitaiStream _io, KaitaiStruct _parent, boolean semiSync) {
        this(_io, _parent, null, semiSync);
    }

    public BinlogStreamPacket(KaitaiStream _io, KaitaiStruct _parent, BinlogStreamPacket _root, boolean semiSync) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        this.semiSync = semiSync;
        _read();
    }
    private void _read() {
        this.status = StreamStatus.byId(this._io.readU1());
        if ( ((status() == StreamStatus.OK) && (semiSync())) ) {
            this.semiSyncHeader = new SemiSyncHeader(this._io, this, _root);
        }
        if (status() == StreamStatus.OK) {
            this.event = new StreamEvent(this._io, this, _root);
        }
        if (status() != StreamStatus.OK) {
            this.rest = this._io.readBytesFull();
        }
    }

    public void _fetchInstances() {
        if ( ((status() == StreamStatus.OK) && (semiSync())) ) {
            this.semiSyncHeader._fetchInstances();
        }
        if (status() == StreamStatus.OK) {
            this.event._fetchInstances();
        }
        if (status() != StreamStatus.OK) {
        }
    }

    /**
     * The header semi-synchronous replication puts before an event.
     */
    public static class SemiSyncHeader extends KaitaiStruct {
        public static SemiSyncHeader fromFile(String fileName) throws IOException {
            return new SemiSyncHeader(new ByteBufferKaitaiStream(fileName));
        }

        public SemiSyncHeader(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SemiSyncHeader(KaitaiStream _io, BinlogStreamPacket _parent) {
            this(_io, _parent, null);
        }

        public SemiSyncHeader(KaitaiStream _io, BinlogStreamPacket _parent, BinlogStreamPacket _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.magic = this._io.readBytes(1);
            if (!(Arrays.equals(this.magic, new byte[] { -17 }))) {
                throw new KaitaiStream.ValidationNotEqualError(new byte[] { -17 }, this.magic, this._io, "/types/semi_sync_header/seq/0");
            }
            this.flags = this._io.readU1();
        }

        public void _fetchInstances() {
        }
        private byte[] magic;
        private int flags;
        private BinlogStreamPacket _root;
        private BinlogStreamPacket _parent;
        public byte[] magic() { return magic; }

        /**
         * 0x01 when the source waits for the replica to acknowledge this event.
         */
        public int flags() { return flags; }
        public BinlogStreamPacket _root() { return _root; }
        public BinlogStreamPacket _parent() { return _parent; }
    }

    /**
     * One binlog event as sent.
     */
    public static class StreamEvent extends KaitaiStruct {
        public static StreamEvent fromFile(String fileName) throws IOException {
            return new StreamEvent(new ByteBufferKaitaiStream(fileName));
        }

        public StreamEvent(KaitaiStream _io) {
            this(_io, null, null);
        }

        public StreamEvent(KaitaiStream _io, BinlogStreamPacket _parent) {
            this(_io, _parent, null);
        }

        public StreamEvent(KaitaiStream _io, BinlogStreamPacket _parent, BinlogStreamPacket _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.header = new EventHeader(this._io, 19);
            this.data = this._io.readBytes(header().eventSize() - 19);
        }

        public void _fetchInstances() {
            this.header._fetchInstances();
        }
        private Boolean isArtificial;

        /**
         * Made up for the dump, not in the file: LOG_EVENT_ARTIFICIAL_F (0x20) on the fake
         * ROTATE and MariaDB's fake GTID_LIST, log_pos 0 on a format description sent again,
         * and heartbeats.
         */
        public Boolean isArtificial() {
            if (this.isArtificial != null)
                return this.isArtificial;
            this.isArtificial =  (((header().flags() & 32) != 0) || (header().logPos() == 0) || (header().eventType() == EventType.Code.HEARTBEAT_LOG_EVENT) || (header().eventType() == EventType.Code.HEARTBEAT_LOG_EVENT_V2)) ;
            return this.isArtificial;
        }
        private EventHeader header;
        private byte[] data;
        private BinlogStreamPacket _root;
        private BinlogStreamPacket _parent;

        /**
         * The common header (v4).
         */
        public EventHeader header() { return header; }

        /**
         * The body and the checksum, as in the file.
         */
        public byte[] data() { return data; }
        public BinlogStreamPacket _root() { return _root; }
        public BinlogStreamPacket _parent() { return _parent; }
    }
    private StreamStatus status;
    private SemiSyncHeader semiSyncHeader;
    private StreamEvent event;
    private byte[] rest;
    private boolean semiSync;
    private BinlogStreamPacket _root;
    private KaitaiStruct _parent;

    /**
     * 0x00 before an event; 0xff (ERR) or 0xfe (EOF) end the dump.
     */
    public StreamStatus status() { return status; }

    /**
     * The semi-sync marker and flag.
     */
    public SemiSyncHeader semiSyncHeader() { return semiSyncHeader; }

    /**
     * The event, byte for byte.
     */
    public StreamEvent event() { return event; }

    /**
     * The rest of an ERR or EOF packet.
     */
    public byte[] rest() { return rest; }

    /**
     * Whether the client asked for semi-synchronous replication (a semi-sync header before each event).
     */
    public boolean semiSync() { return semiSync; }
    public BinlogStreamPacket _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
