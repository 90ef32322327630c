// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.Map;
import java.util.HashMap;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.List;


/**
 * The set of GTIDs written to all earlier binary log files of the server, at the start of
 * each file (MySQL 5.6 and later). It is MySQL's binary GTID-set encoding: a 64-bit word with
 * the number of source ids and, in its top byte, the encoding format; then per source id its
 * UUID, (MySQL 8.3+ tagged format only) its tag, and its transaction-number intervals, each a
 * half-open range [start, end). The tagged format, written once any GTID in the set has a tag,
 * moves the count up by one byte and repeats the format number in the low byte.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/gtid/tag.cpp">Source</a>
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Previous__gtids__event.html">Source</a>
 */
public class PreviousGtidsLogEvent extends KaitaiStruct {
    public static PreviousGtidsLogEvent fromFile(String fileName) throws IOException {
        return new PreviousGtidsLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public enum GtidFormat {
        UNTAGGED(0),
        TAGGED(1);

        private final long id;
        GtidFormat(long id) { this.id = id; }
        public long id() { return id; }
        private static final Map<Long, GtidFormat> byId = new HashMap<Long, GtidFormat>(2);
        static {
            for (GtidFormat e : GtidFormat.values())
                byId.put(e.id(), e);
        }
        public static GtidFormat byId(long id) { return byId.get(id); }
    }

    public PreviousGtidsLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public PreviousGtidsLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public PreviousGtidsLogEvent(KaitaiStream _io, KaitaiStruct _parent, PreviousGtidsLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.numSidsAndFormatLow = this._io.readU4le();
        this.numSidsAndFormatHigh = this._io.readU4le();
        this.sids = new ArrayList<TsidIntervals>();
        for (int i = 0; i < numSids(); i++) {
            this.sids.add(new TsidIntervals(this._io, this, _root, isTagged()));
        }
    }

    public void _fetchInstances() {
        for (int i = 0; i < this.sids.size(); i++) {
            this.sids.get(((Number) (i)).intValue())._fetchInstances();
        }
    }

    /**
     * The transaction numbers start to end - 1.
     */
    public static class Interval extends KaitaiStruct {
        public static Interval fromFile(String fileName) throws IOException {
            return new Interval(new ByteBufferKaitaiStream(fileName));
        }

        public Interval(KaitaiStream _io) {
            this(_io, null, null);
        }

        public Interval(KaitaiStream _io, PreviousGtidsLogEvent.TsidIntervals _parent) {
            this(_io, _parent, null);
        }

        public Interval(KaitaiStream _io, PreviousGtidsLogEvent.TsidIntervals _parent, PreviousGtidsLogEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.start = this._io.readS8le();
            this.end = this._io.readS8le();
        }

        public void _fetchInstances() {
        }
        private long start;
        private long end;
        private PreviousGtidsLogEvent _root;
        private PreviousGtidsLogEvent.TsidIntervals _parent;

        /**
         * First transaction number of the range.
         */
        public long start() { return start; }

        /**
         * One past the last transaction number of the range.
         */
        public long end() { return end; }
        public PreviousGtidsLogEvent _root() { return _root; }
        public PreviousGtidsLogEvent.TsidIntervals _parent() { return _parent; }
    }

    /**
     * A string as the MySQL serialization library writes it: its length as a variable-length
     * integer (for the up to 32 characters of a tag a single byte, the length times two), then
     * the characters.
     */
    public static class SerializedString extends KaitaiStruct {
        public static SerializedString fromFile(String fileName) throws IOException {
            return new SerializedString(new ByteBufferKaitaiStream(fileName));
        }

        public SerializedString(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SerializedString(KaitaiStream _io, PreviousGtidsLogEvent.TsidIntervals _parent) {
            this(_io, _parent, null);
        }

        public SerializedString(KaitaiStream _io, PreviousGtidsLogEvent.TsidIntervals _parent, PreviousGtidsLogEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValueEncoded = this._io.readU1();
            if (!(this.lenValueEncoded <= 126)) {
                throw new KaitaiStream.ValidationGreaterThanError(126, this.lenValueEncoded, this._io, "/types/serialized_string/seq/0");
            }
            this.value = StrictText.ascii(this._io.readBytes(lenValueEncoded() >> 1));
        }

        public void _fetchInstances() {
        }
        private int lenValueEncoded;
        private String value;
        private PreviousGtidsLogEvent _root;
        private PreviousGtidsLogEvent.TsidIntervals _parent;

        /**
         * The length shifted left by one (bit 0 clear marks a one-byte variable-length integer).
         */
        public int lenValueEncoded() { return lenValueEncoded; }

        /**
         * The tag.
         */
        public String value() { return value; }
        public PreviousGtidsLogEvent _root() { return _root; }
        public PreviousGtidsLogEvent.TsidIntervals _parent() { return _parent; }
    }

    /**
     * One source id (UUID and, in the tagged format, a tag) and its transaction-number intervals.
     */
    public static class TsidIntervals extends KaitaiStruct {

        public TsidIntervals(KaitaiStream _io, boolean isTagged) {
            this(_io, null, null, isTagged);
        }

        public TsidIntervals(KaitaiStream _io, PreviousGtidsLogEvent _parent, boolean isTagged) {
            this(_io, _parent, null, isTagged);
        }

        public TsidIntervals(KaitaiStream _io, PreviousGtidsLogEvent _parent, PreviousGtidsLogEvent _root, boolean isTagged) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            this.isTagged = isTagged;
            _read();
        }
        private void _read() {
            this.sid = this._io.readBytes(16);
            if (isTagged()) {
                this.tag = new SerializedString(this._io, this, _root);
            }
            this.numIntervals = this._io.readU8le();
            this.intervals = new ArrayList<Interval>();
            for (int i = 0; i < numIntervals(); i++) {
                this.intervals.add(new Interval(this._io, this, _root));
            }
        }

        public void _fetchInstances() {
            if (isTagged()) {
                this.tag._fetchInstances();
            }
            for (int i = 0; i < this.intervals.size(); i++) {
                this.intervals.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private byte[] sid;
        private SerializedString tag;
        private long numIntervals;
        private List<Interval> intervals;
        private boolean isTagged;
        private PreviousGtidsLogEvent _root;
        private PreviousGtidsLogEvent _parent;

        /**
         * The source UUID in binary form.
         */
        public byte[] sid() { return sid; }

        /**
         * The GTID tag; empty for the untagged GTIDs of a tagged-format set.
         */
        public SerializedString tag() { return tag; }
        public long numIntervals() { return numIntervals; }

        /**
         * The transaction-number ranges of this source id, in ascending order.
         */
        public List<Interval> intervals() { return intervals; }

        /**
         * Whether the set uses the tagged format (every source id has a tag field).
         */
        public boolean isTagged() { return isTagged; }
        public PreviousGtidsLogEvent _root() { return _root; }
        public PreviousGtidsLogEvent _parent() { return _parent; }
    }
    private GtidFormat gtidFormat;

    /**
     * The encoding format of the set.
     */
    public GtidFormat gtidFormat() {
        if (this.gtidFormat != null)
            return this.gtidFormat;
        this.gtidFormat = GtidFormat.byId(numSidsAndFormatHigh() >> 24);
        return this.gtidFormat;
    }
    private Boolean isTagged;

    /**
     * Whether every source id carries a tag field.
     */
    public Boolean isTagged() {
        if (this.isTagged != null)
            return this.isTagged;
        this.isTagged = numSidsAndFormatHigh() >> 24 == 1;
        return this.isTagged;
    }
    private Long numSids;

    /**
     * Number of source ids in the set.
     */
    public Long numSids() {
        if (this.numSids != null)
            return this.numSids;
        this.numSids = ((Number) (((Number) ((isTagged() ? (numSidsAndFormatLow() >> 8) + (numSidsAndFormatHigh() & 16777215) * 16777216 : numSidsAndFormatLow() + (numSidsAndFormatHigh() & 16777215) * 4294967296L))).longValue())).longValue();
        return this.numSids;
    }
    private long numSidsAndFormatLow;
    private long numSidsAndFormatHigh;
    private List<TsidIntervals> sids;
    private PreviousGtidsLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * Bytes 0 to 3 of the 8-byte word that holds the number of source ids and the encoding
     * format. The word is read as two u4 halves and taken apart with 32-bit operations only,
     * which every target (JavaScript included) computes exactly.
     */
    public long numSidsAndFormatLow() { return numSidsAndFormatLow; }

    /**
     * Bytes 4 to 7 of the word; its top byte is the encoding format (0 untagged, 1 tagged).
     */
    public long numSidsAndFormatHigh() { return numSidsAndFormatHigh; }

    /**
     * One entry per source id, in the server's sorted order.
     */
    public List<TsidIntervals> sids() { return sids; }
    public PreviousGtidsLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
