// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;


/**
 * The binary log state at the start of a file: for each replication domain and server id, the
 * last GTID written in an earlier file. A server also sends it to a replica, with flags set,
 * when the replica connects by GTID.
 * @see <a href="https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc">Source</a>
 * @see <a href="https://mariadb.com/kb/en/gtid_list_event/">Source</a>
 */
public class MariadbGtidListEvent extends KaitaiStruct {
    public static MariadbGtidListEvent fromFile(String fileName) throws IOException {
        return new MariadbGtidListEvent(new ByteBufferKaitaiStream(fileName));
    }

    public MariadbGtidListEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public MariadbGtidListEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public MariadbGtidListEvent(KaitaiStream _io, KaitaiStruct _parent, MariadbGtidListEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.numGtidsAndFlags = this._io.readU4le();
        this.gtids = new ArrayList<Gtid>();
        for (int i = 0; i < numGtids(); i++) {
            this.gtids.add(new Gtid(this._io, this, _root));
        }
        this.padding = this._io.readBytesFull();
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.gtids.size(); i++) {
            this.gtids.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One GTID, printed domain_id-server_id-seq_no.
     */
    public static class Gtid extends KaitaiStruct {
        public static Gtid fromFile(String fileName) throws IOException {
            return new Gtid(new ByteBufferKaitaiStream(fileName));
        }

        public Gtid(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Gtid(KaitaiStream _io, MariadbGtidListEvent _parent) {
            this(_io, _parent, null);
        }

        public Gtid(KaitaiStream _io, MariadbGtidListEvent _parent, MariadbGtidListEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.domainId = this._io.readU4le();
            this.serverId = this._io.readU4le();
            this.seqNo = this._io.readU8le();
        }

        public void _fetchInstances() {
        }
        private long domainId;
        private long serverId;
        private long seqNo;
        private MariadbGtidListEvent _root;
        private MariadbGtidListEvent _parent;

        /**
         * Replication domain.
         */
        public long domainId() { return domainId; }

        /**
         * Server that wrote the transaction.
         */
        public long serverId() { return serverId; }

        /**
         * Sequence number in the domain.
         */
        public long seqNo() { return seqNo; }
        public MariadbGtidListEvent _root() { return _root; }
        public MariadbGtidListEvent _parent() { return _parent; }
    }
    private Integer listFlags;

    /**
     * Bit 0 (FLAG_UNTIL_REACHED) and bit 1 (FLAG_IGN_GTIDS), set only in events a server sends to replicas.
     */
    public Integer listFlags() {
        if (this.listFlags != null)
            return this.listFlags;
        this.listFlags = ((Number) (numGtidsAndFlags() >> 28)).intValue();
        return this.listFlags;
    }
    private Integer numGtids;
    public Integer numGtids() {
        if (this.numGtids != null)
            return this.numGtids;
        this.numGtids = ((Number) (numGtidsAndFlags() & 268435455)).intValue();
        return this.numGtids;
    }
    private long numGtidsAndFlags;
    private List<Gtid> gtids;
    private byte[] padding;
    private MariadbGtidListEvent _root;
    private KaitaiStruct _parent;

    /**
     * Number of GTIDs in bits 0 to 27, flags in bits 28 to 31.
     */
    public long numGtidsAndFlags() { return numGtidsAndFlags; }

    /**
     * The last GTID of each replication domain and server.
     */
    public List<Gtid> gtids() { return gtids; }

    /**
     * Bytes after the list; MariaDB writes two zero bytes after an empty list.
     */
    public byte[] padding() { return padding; }
    public MariadbGtidListEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
