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
 * MySQL's dump request by GTID set: the server sends every transaction not in the set, from the
 * first file that holds one, after a fake ROTATE and the file's format description. The set is
 * the binary layout of a GTID set (source UUIDs, each with intervals of transaction numbers, the
 * end exclusive). MariaDB has no such command; its GTID start is COM_BINLOG_DUMP after
 * SET @slave_connect_state.
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump_gtid.html">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc">Source</a>
 */
public class ComBinlogDumpGtid extends KaitaiStruct {
    public static ComBinlogDumpGtid fromFile(String fileName) throws IOException {
        return new ComBinlogDumpGtid(new ByteBufferKaitaiStream(fileName));
    }

    public ComBinlogDumpGtid(KaitaiStream _io) {
        this(_io, null, null);
    }

    public ComBinlogDumpGtid(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public ComBinlogDumpGtid(KaitaiStream _io, KaitaiStruct _parent, ComBinlogDumpGtid _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.command = this._io.readU1();
        if (!(this.command == 30)) {
            throw new KaitaiStream.ValidationNotEqualError(30, this.command, this._io, "/seq/0");
        }
        this.flags = this._io.readU2le();
        this.serverId = this._io.readU4le();
        this.lenBinlogFilename = this._io.readU4le();
        this.binlogFilename = StrictText.utf8(this._io.readBytes(lenBinlogFilename()));
        this.binlogPos = this._io.readU8le();
        if ((flags() & 4) != 0) {
            this.lenGtidSet = this._io.readU4le();
        }
        if ((flags() & 4) != 0) {
            KaitaiStream _io_gtidSet = this._io.substream(lenGtidSet());
            this.gtidSet = new GtidSet(_io_gtidSet, this, _root);
        }
    }

    public void _fetchInstances() {
        if ((flags() & 4) != 0) {
        }
        if ((flags() & 4) != 0) {
            this.gtidSet._fetchInstances();
        }
    }

    /**
     * A GTID set in its binary form.
     */
    public static class GtidSet extends KaitaiStruct {
        public static GtidSet fromFile(String fileName) throws IOException {
            return new GtidSet(new ByteBufferKaitaiStream(fileName));
        }

        public GtidSet(KaitaiStream _io) {
            this(_io, null, null);
        }

        public GtidSet(KaitaiStream _io, ComBinlogDumpGtid _parent) {
            this(_io, _parent, null);
        }

        public GtidSet(KaitaiStream _io, ComBinlogDumpGtid _parent, ComBinlogDumpGtid _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.numSids = this._io.readU8le();
            this.sids = new ArrayList<SidIntervals>();
            for (int i = 0; i < numSids(); i++) {
                this.sids.add(new SidIntervals(this._io, this, _root));
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.sids.size(); i++) {
                this.sids.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private long numSids;
        private List<SidIntervals> sids;
        private ComBinlogDumpGtid _root;
        private ComBinlogDumpGtid _parent;
        public long numSids() { return numSids; }

        /**
         * One source UUID with its intervals.
         */
        public List<SidIntervals> sids() { return sids; }
        public ComBinlogDumpGtid _root() { return _root; }
        public ComBinlogDumpGtid _parent() { return _parent; }
    }

    /**
     * Transaction numbers start to end - 1.
     */
    public static class Interval extends KaitaiStruct {
        public static Interval fromFile(String fileName) throws IOException {
            return new Interval(new ByteBufferKaitaiStream(fileName));
        }

        public Interval(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Interval(KaitaiStream _io, ComBinlogDumpGtid.SidIntervals _parent) {
            this(_io, _parent, null);
        }

        public Interval(KaitaiStream _io, ComBinlogDumpGtid.SidIntervals _parent, ComBinlogDumpGtid _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.start = this._io.readU8le();
            this.end = this._io.readU8le();
        }

        public void _fetchInstances() {
        }
        private long start;
        private long end;
        private ComBinlogDumpGtid _root;
        private ComBinlogDumpGtid.SidIntervals _parent;

        /**
         * The first transaction number held.
         */
        public long start() { return start; }

        /**
         * One past the last transaction number held.
         */
        public long end() { return end; }
        public ComBinlogDumpGtid _root() { return _root; }
        public ComBinlogDumpGtid.SidIntervals _parent() { return _parent; }
    }

    /**
     * The intervals of one source UUID.
     */
    public static class SidIntervals extends KaitaiStruct {
        public static SidIntervals fromFile(String fileName) throws IOException {
            return new SidIntervals(new ByteBufferKaitaiStream(fileName));
        }

        public SidIntervals(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SidIntervals(KaitaiStream _io, ComBinlogDumpGtid.GtidSet _parent) {
            this(_io, _parent, null);
        }

        public SidIntervals(KaitaiStream _io, ComBinlogDumpGtid.GtidSet _parent, ComBinlogDumpGtid _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.sid = this._io.readBytes(16);
            this.numIntervals = this._io.readU8le();
            this.intervals = new ArrayList<Interval>();
            for (int i = 0; i < numIntervals(); i++) {
                this.intervals.add(new Interval(this._io, this, _root));
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.intervals.size(); i++) {
                this.intervals.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private byte[] sid;
        private long numIntervals;
        private List<Interval> intervals;
        private ComBinlogDumpGtid _root;
        private ComBinlogDumpGtid.GtidSet _parent;

        /**
         * The source's UUID, 16 bytes.
         */
        public byte[] sid() { return sid; }
        public long numIntervals() { return numIntervals; }

        /**
         * Transaction numbers held, in order.
         */
        public List<Interval> intervals() { return intervals; }
        public ComBinlogDumpGtid _root() { return _root; }
        public ComBinlogDumpGtid.GtidSet _parent() { return _parent; }
    }
    private int command;
    private int flags;
    private long serverId;
    private long lenBinlogFilename;
    private String binlogFilename;
    private long binlogPos;
    private Long lenGtidSet;
    private GtidSet gtidSet;
    private ComBinlogDumpGtid _root;
    private KaitaiStruct _parent;

    /**
     * COM_BINLOG_DUMP_GTID.
     */
    public int command() { return command; }

    /**
     * BINLOG_DUMP_NON_BLOCK (0x01), BINLOG_THROUGH_POSITION (0x02), BINLOG_THROUGH_GTID (0x04).
     */
    public int flags() { return flags; }

    /**
     * The replica's server id.
     */
    public long serverId() { return serverId; }
    public long lenBinlogFilename() { return lenBinlogFilename; }

    /**
     * A file to start in, usually empty.
     */
    public String binlogFilename() { return binlogFilename; }

    /**
     * The position in that file, usually 4.
     */
    public long binlogPos() { return binlogPos; }
    public Long lenGtidSet() { return lenGtidSet; }

    /**
     * The transactions the client already has.
     */
    public GtidSet gtidSet() { return gtidSet; }
    public ComBinlogDumpGtid _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
