// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * Opens an event group (a transaction, or a single DDL statement) in MariaDB 10.0+ and gives
 * it its GTID, printed domain_id-server_id-seq_no, the server id coming from the event header.
 * After the fixed 13 bytes come, each only when a flag asks for it: the group commit id, the
 * XA transaction id, and from MariaDB 10.5 an extra-flags byte with its own optional fields
 * (number of extra engines, the sequence number of the START ALTER that a COMMIT or ROLLBACK
 * ALTER finishes, from 11.5 the thread id). The server pads the body with zero bytes to at
 * least 19 bytes, so a zero extra-flags byte may be padding.
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.h">Source</a>
 * @see <a href="https://github.com/MariaDB/server/blob/11.8/sql/log_event_server.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/gtid_event/">Source</a>
 */
public class MariadbGtidEvent extends KaitaiStruct {
    public static MariadbGtidEvent fromFile(String fileName) throws IOException {
        return new MariadbGtidEvent(new ByteBufferKaitaiStream(fileName));
    }

    public MariadbGtidEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MariadbGtidEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MariadbGtidEvent(KaitaiStream _io, KaitaiStruct _parent, MariadbGtidEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.seqNo = this._io.readU8le();
        this.domainId = this._io.readU4le();
        this.flags2 = this._io.readU1();
        if ((flags2() & 2) != 0) {
            this.commitId = this._io.readU8le();
        }
        if ((flags2() & 192) != 0) {
            this.xid = new XaXid(this._io, this, _root);
        }
        if (hasFlagsExtra()) {
            this.flagsExtra = this._io.readU1();
        }
        if ( ((hasFlagsExtra()) && ((flagsExtra() & 1) != 0)) ) {
            this.extraEngines = this._io.readU1();
        }
        if ( ((hasFlagsExtra()) && ((flagsExtra() & 12) != 0)) ) {
            this.saSeqNo = this._io.readU8le();
        }
        if ( ((hasFlagsExtra()) && ((flagsExtra() & 16) != 0)) ) {
            this.threadId = this._io.readU4le();
        }
        this.padding = this._io.readBytesFull();
    }

    public void _fetchInstances() {
        if ((flags2() & 2) != 0) {
        }
        if ((flags2() & 192) != 0) {
            this.xid._fetchInstances();
        }
        if (hasFlagsExtra()) {
        }
        if ( ((hasFlagsExtra()) && ((flagsExtra() & 1) != 0)) ) {
        }
        if ( ((hasFlagsExtra()) && ((flagsExtra() & 12) != 0)) ) {
        }
        if ( ((hasFlagsExtra()) && ((flagsExtra() & 16) != 0)) ) {
        }
    }

    /**
     * An XA transaction id in MariaDB's short form (1-byte lengths).
     */
    public static class XaXid extends KaitaiStruct {
        public static XaXid fromFile(String fileName) throws IOException {
            return new XaXid(new ByteBufferKaitaiStream(fileName));
        }

        public XaXid(KaitaiStream _io) {
            this(_io, null, null);
        }

        public XaXid(KaitaiStream _io, MariadbGtidEvent _parent) {
            this(_io, _parent, null);
        }

        public XaXid(KaitaiStream _io, MariadbGtidEvent _parent, MariadbGtidEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.formatId = this._io.readS4le();
            this.lenGtrid = this._io.readU1();
            if (!(this.lenGtrid <= 64)) {
                throw new KaitaiStream.ValidationGreaterThanError(64, this.lenGtrid, this._io, "/types/xa_xid/seq/1");
            }
            this.lenBqual = this._io.readU1();
            if (!(this.lenBqual <= 64)) {
                throw new KaitaiStream.ValidationGreaterThanError(64, this.lenBqual, this._io, "/types/xa_xid/seq/2");
            }
            this.gtrid = this._io.readBytes(lenGtrid());
            this.bqual = this._io.readBytes(lenBqual());
        }

        public void _fetchInstances() {
        }
        private int formatId;
        private int lenGtrid;
        private int lenBqual;
        private byte[] gtrid;
        private byte[] bqual;
        private MariadbGtidEvent _root;
        private MariadbGtidEvent _parent;

        /**
         * The XID's format id (-1 for a null XID).
         */
        public int formatId() { return formatId; }
        public int lenGtrid() { return lenGtrid; }
        public int lenBqual() { return lenBqual; }

        /**
         * The global transaction id.
         */
        public byte[] gtrid() { return gtrid; }

        /**
         * The branch qualifier.
         */
        public byte[] bqual() { return bqual; }
        public MariadbGtidEvent _root() { return _root; }
        public MariadbGtidEvent _parent() { return _parent; }
    }
    private Boolean hasFlagsExtra;

    /**
     * Whether the body goes on past the commit id and XA id.
     */
    public Boolean hasFlagsExtra() {
        if (this.hasFlagsExtra != null)
            return this.hasFlagsExtra;
        this.hasFlagsExtra = _io().size() > ofsFlagsExtra();
        return this.hasFlagsExtra;
    }
    private Integer ofsFlagsExtra;

    /**
     * Where the extra-flags byte starts when present.
     */
    public Integer ofsFlagsExtra() {
        if (this.ofsFlagsExtra != null)
            return this.ofsFlagsExtra;
        this.ofsFlagsExtra = ((Number) ((13 + ((flags2() & 2) != 0 ? 8 : 0)) + ((flags2() & 192) != 0 ? (6 + xid().lenGtrid()) + xid().lenBqual() : 0))).intValue();
        return this.ofsFlagsExtra;
    }
    private long seqNo;
    private long domainId;
    private int flags2;
    private Long commitId;
    private XaXid xid;
    private Integer flagsExtra;
    private Integer extraEngines;
    private Long saSeqNo;
    private Long threadId;
    private byte[] padding;
    private MariadbGtidEvent _root;
    private KaitaiStruct _parent;

    /**
     * Sequence number of the GTID.
     */
    public long seqNo() { return seqNo; }

    /**
     * Replication domain of the GTID.
     */
    public long domainId() { return domainId; }

    /**
     * FL_STANDALONE 0x01 (no COMMIT ends the group), FL_GROUP_COMMIT_ID 0x02,
     * FL_TRANSACTIONAL 0x04, FL_ALLOW_PARALLEL 0x08, FL_WAITED 0x10, FL_DDL 0x20,
     * FL_PREPARED_XA 0x40, FL_COMPLETED_XA 0x80.
     */
    public int flags2() { return flags2; }

    /**
     * Id shared by the groups committed together on the source (FL_GROUP_COMMIT_ID).
     */
    public Long commitId() { return commitId; }

    /**
     * The XA transaction id (FL_PREPARED_XA or FL_COMPLETED_XA).
     */
    public XaXid xid() { return xid; }

    /**
     * FL_EXTRA_MULTI_ENGINE_E1 0x01, FL_START_ALTER_E1 0x02, FL_COMMIT_ALTER_E1 0x04,
     * FL_ROLLBACK_ALTER_E1 0x08, FL_EXTRA_THREAD_ID 0x10 (11.5+); 0 when the byte is padding.
     */
    public Integer flagsExtra() { return flagsExtra; }

    /**
     * Number of engines the transaction used beyond the first.
     */
    public Integer extraEngines() { return extraEngines; }

    /**
     * Sequence number of the START ALTER GTID this COMMIT or ROLLBACK ALTER completes.
     */
    public Long saSeqNo() { return saSeqNo; }

    /**
     * Id of the session that ran the group (MariaDB 11.5+).
     */
    public Long threadId() { return threadId; }

    /**
     * Zero bytes up to the minimal 19-byte body, or fields of a newer server.
     */
    public byte[] padding() { return padding; }
    public MariadbGtidEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
