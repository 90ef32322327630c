// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;


/**
 * Group Replication's certification data for a transaction: which server and thread ran it,
 * the GTID set it was executed against, and the hashes of the rows it wrote (its write set).
 * The event travels in the group's messages and appears in relay logs of the group
 * replication channels, not in a server's own binary log. All lengths come in a fixed
 * 18-byte block before the variable parts.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp">Source</a>
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Transaction__context__event.html">Source</a>
 */
public class TransactionContextEvent extends KaitaiStruct {
    public static TransactionContextEvent fromFile(String fileName) throws IOException {
        return new TransactionContextEvent(new ByteBufferKaitaiStream(fileName));
    }

    public TransactionContextEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public TransactionContextEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public TransactionContextEvent(KaitaiStream _io, KaitaiStruct _parent, TransactionContextEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.lenServerUuid = this._io.readU1();
        this.threadId = this._io.readU4le();
        this.gtidSpecified = this._io.readU1();
        this.lenSnapshotVersion = this._io.readU4le();
        this.numWriteSetItems = this._io.readU4le();
        this.numReadSetItems = this._io.readU4le();
        this.serverUuid = StrictText.ascii(this._io.readBytes(lenServerUuid()));
        this.snapshotVersion = this._io.readBytes(lenSnapshotVersion());
        this.writeSet = new ArrayList<SetItem>();
        for (int i = 0; i < numWriteSetItems(); i++) {
            this.writeSet.add(new SetItem(this._io, this, _root));
        }
        this.readSet = new ArrayList<SetItem>();
        for (int i = 0; i < numReadSetItems(); i++) {
            this.readSet.add(new SetItem(this._io, this, _root));
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.writeSet.size(); i++) {
            this.writeSet.get(((Number) (i)).intValue())._fetchInstances();
        }
        for (int i = 0; i < this.readSet.size(); i++) {
            this.readSet.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * One hash, behind a 2-byte length.
     */
    public static class SetItem extends KaitaiStruct {
        public static SetItem fromFile(String fileName) throws IOException {
            return new SetItem(new ByteBufferKaitaiStream(fileName));
        }

        public SetItem(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SetItem(KaitaiStream _io, TransactionContextEvent _parent) {
            this(_io, _parent, null);
        }

        public SetItem(KaitaiStream _io, TransactionContextEvent _parent, TransactionContextEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenHash = this._io.readU2le();
            this.hash = this._io.readBytes(lenHash());
        }

        public void _fetchInstances() {
        }
        private int lenHash;
        private byte[] hash;
        private TransactionContextEvent _root;
        private TransactionContextEvent _parent;
        public int lenHash() { return lenHash; }

        /**
         * The hash as text written by the server (base64 of the 8-byte hash in MySQL 8).
         */
        public byte[] hash() { return hash; }
        public TransactionContextEvent _root() { return _root; }
        public TransactionContextEvent _parent() { return _parent; }
    }
    private int lenServerUuid;
    private long threadId;
    private int gtidSpecified;
    private long lenSnapshotVersion;
    private long numWriteSetItems;
    private long numReadSetItems;
    private String serverUuid;
    private byte[] snapshotVersion;
    private List<SetItem> writeSet;
    private List<SetItem> readSet;
    private TransactionContextEvent _root;
    private KaitaiStruct _parent;
    public int lenServerUuid() { return lenServerUuid; }

    /**
     * Id of the session that ran the transaction.
     */
    public long threadId() { return threadId; }

    /**
     * 1 when the session set GTID_NEXT to a GTID of its own.
     */
    public int gtidSpecified() { return gtidSpecified; }
    public long lenSnapshotVersion() { return lenSnapshotVersion; }

    /**
     * How many write-set hashes follow.
     */
    public long numWriteSetItems() { return numWriteSetItems; }

    /**
     * Always 0 as the server writes it; the read set is not collected.
     */
    public long numReadSetItems() { return numReadSetItems; }

    /**
     * UUID of the server that ran the transaction, in its 36-character text form.
     */
    public String serverUuid() { return serverUuid; }

    /**
     * The GTID set the transaction ran against, in the binary GTID-set encoding of PREVIOUS_GTIDS_LOG_EVENT.
     */
    public byte[] snapshotVersion() { return snapshotVersion; }

    /**
     * Hashes of the primary and unique keys of the rows the transaction changed.
     */
    public List<SetItem> writeSet() { return writeSet; }

    /**
     * The read set's hashes.
     */
    public List<SetItem> readSet() { return readSet; }
    public TransactionContextEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
