// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.nio.charset.StandardCharsets;


/**
 * The GTID event of MySQL 8.3+ for a transaction whose GTID has a tag (UUID:tag:number). Unlike
 * GTID_LOG_EVENT it is written with the MySQL serialization library: a message made of a format
 * version, the message size, the id of the last field a reader must understand, then fields,
 * each a field id followed by its value, with no type or length of its own. Field ids count
 * up from 0 in a fixed order (flags, UUID, GNO, tag, last_committed, sequence_number, immediate
 * commit timestamp, original commit timestamp, transaction length, immediate server version,
 * original server version, commit group ticket); ids 7, 10 and 11 are left out when the value
 * is the default (the original values equal the immediate ones; no ticket). Integers are the
 * library's variable-length integers: the count of trailing one bits of the first byte, plus
 * one, is the number of bytes; the value follows those bits, least significant first. Signed
 * fields (GNO, last_committed, sequence_number) are zigzag-coded, the sign in bit 0. The UUID
 * is a fixed array of 16 such integers, one per byte, and the tag a length-prefixed string.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/readme.md">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/variable_length_integers.h">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/serializer_default_impl.hpp">Source</a>
 */
public class GtidTaggedLogEvent extends KaitaiStruct {
    public static GtidTaggedLogEvent fromFile(String fileName) throws IOException {
        return new GtidTaggedLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public GtidTaggedLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public GtidTaggedLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public GtidTaggedLogEvent(KaitaiStream _io, KaitaiStruct _parent, GtidTaggedLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.formatVersion = new VarlenUint(this._io, this, _root);
        this.lenMessage = new VarlenUint(this._io, this, _root);
        this.lastNonIgnorableFieldId = new VarlenUint(this._io, this, _root);
        KaitaiStream _io_fields = this._io.substream(((lenMessage().value() - formatVersion().lenEncoded()) - lenMessage().lenEncoded()) - lastNonIgnorableFieldId().lenEncoded());
        this.fields = new FieldList(_io_fields, this, _root);
        this.unparsed = this._io.readBytesFull();
    }

    public void _fetchInstances() {
        this.formatVersion._fetchInstances();
        this.lenMessage._fetchInstances();
        this.lastNonIgnorableFieldId._fetchInstances();
        this.fields._fetchInstances();
    }

    /**
     * The fields of the serialized message, up to its end.
     */
    public static class FieldList extends KaitaiStruct {
        public static FieldList fromFile(String fileName) throws IOException {
            return new FieldList(new ByteBufferKaitaiStream(fileName));
        }

        public FieldList(KaitaiStream _io) {
            this(_io, null, null);
        }

        public FieldList(KaitaiStream _io, GtidTaggedLogEvent _parent) {
            this(_io, _parent, null);
        }

        public FieldList(KaitaiStream _io, GtidTaggedLogEvent _parent, GtidTaggedLogEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.entries = new ArrayList<TaggedField>();
            {
                int i = 0;
                while (!this._io.isEof()) {
                    this.entries.add(new TaggedField(this._io, this, _root));
                    i++;
                }
            }
        }

        public void _fetchInstances() {
            for (int i = 0; i < this.entries.size(); i++) {
                this.entries.get(((Number) (i)).intValue())._fetchInstances();
            }
        }
        private List<TaggedField> entries;
        private GtidTaggedLogEvent _root;
        private GtidTaggedLogEvent _parent;

        /**
         * Fields in id order; a field with its default value may be left out.
         */
        public List<TaggedField> entries() { return entries; }
        public GtidTaggedLogEvent _root() { return _root; }
        public GtidTaggedLogEvent _parent() { return _parent; }
    }

    /**
     * A string of the serialization library, its length a variable-length integer.
     */
    public static class SerializedString extends KaitaiStruct {
        public static SerializedString fromFile(String fileName) throws IOException {
            return new SerializedString(new ByteBufferKaitaiStream(fileName));
        }

        public SerializedString(KaitaiStream _io) {
            this(_io, null, null);
        }

        public SerializedString(KaitaiStream _io, GtidTaggedLogEvent.TaggedField _parent) {
            this(_io, _parent, null);
        }

        public SerializedString(KaitaiStream _io, GtidTaggedLogEvent.TaggedField _parent, GtidTaggedLogEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.lenValue = new VarlenUint(this._io, this, _root);
            this.value = StrictText.utf8(this._io.readBytes(lenValue().value()));
        }

        public void _fetchInstances() {
            this.lenValue._fetchInstances();
        }
        private VarlenUint lenValue;
        private String value;
        private GtidTaggedLogEvent _root;
        private GtidTaggedLogEvent.TaggedField _parent;
        public VarlenUint lenValue() { return lenValue; }

        /**
         * The string.
         */
        public String value() { return value; }
        public GtidTaggedLogEvent _root() { return _root; }
        public GtidTaggedLogEvent.TaggedField _parent() { return _parent; }
    }

    /**
     * One field: its id, then its value in the form the id implies. An id this spec does not
     * know takes the rest of the message, as its length cannot be told (newer fields are
     * appended after the known ones, so nothing known is lost).
     */
    public static class TaggedField extends KaitaiStruct {
        public static TaggedField fromFile(String fileName) throws IOException {
            return new TaggedField(new ByteBufferKaitaiStream(fileName));
        }

        public TaggedField(KaitaiStream _io) {
            this(_io, null, null);
        }

        public TaggedField(KaitaiStream _io, GtidTaggedLogEvent.FieldList _parent) {
            this(_io, _parent, null);
        }

        public TaggedField(KaitaiStream _io, GtidTaggedLogEvent.FieldList _parent, GtidTaggedLogEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.fieldId = new VarlenUint(this._io, this, _root);
            if ( ((fieldId().value() == 0) || ( ((fieldId().value() >= 6) && (fieldId().value() <= 11)) )) ) {
                this.uintValue = new VarlenUint(this._io, this, _root);
            }
            if ( ((fieldId().value() == 2) || (fieldId().value() == 4) || (fieldId().value() == 5)) ) {
                this.sintValue = new VarlenUint(this._io, this, _root);
            }
            if (fieldId().value() == 1) {
                this.uuidOctets = new ArrayList<VarlenUint>();
                for (int i = 0; i < 16; i++) {
                    this.uuidOctets.add(new VarlenUint(this._io, this, _root));
                }
            }
            if (fieldId().value() == 3) {
                this.tag = new SerializedString(this._io, this, _root);
            }
            if (fieldId().value() > 11) {
                this.unknown = this._io.readBytesFull();
            }
        }

        public void _fetchInstances() {
            this.fieldId._fetchInstances();
            if ( ((fieldId().value() == 0) || ( ((fieldId().value() >= 6) && (fieldId().value() <= 11)) )) ) {
                this.uintValue._fetchInstances();
            }
            if ( ((fieldId().value() == 2) || (fieldId().value() == 4) || (fieldId().value() == 5)) ) {
                this.sintValue._fetchInstances();
            }
            if (fieldId().value() == 1) {
                for (int i = 0; i < this.uuidOctets.size(); i++) {
                    this.uuidOctets.get(((Number) (i)).intValue())._fetchInstances();
                }
            }
            if (fieldId().value() == 3) {
                this.tag._fetchInstances();
            }
            if (fieldId().value() > 11) {
            }
        }
        private VarlenUint fieldId;
        private VarlenUint uintValue;
        private VarlenUint sintValue;
        private List<VarlenUint> uuidOctets;
        private SerializedString tag;
        private byte[] unknown;
        private GtidTaggedLogEvent _root;
        private GtidTaggedLogEvent.FieldList _parent;

        /**
         * Which field this is (0 gtid_flags up to 11 commit_group_ticket).
         */
        public VarlenUint fieldId() { return fieldId; }

        /**
         * Unsigned fields (0 flags, 6 to 9 timestamps, length and version, 10 version, 11 ticket).
         */
        public VarlenUint uintValue() { return uintValue; }

        /**
         * Signed fields (2 GNO, 4 last_committed, 5 sequence_number); read value_signed.
         */
        public VarlenUint sintValue() { return sintValue; }

        /**
         * Field 1, the source UUID, one variable-length integer per byte.
         */
        public List<VarlenUint> uuidOctets() { return uuidOctets; }

        /**
         * Field 3, the GTID tag.
         */
        public SerializedString tag() { return tag; }

        /**
         * The rest of the message after a field id this spec does not know, kept raw.
         */
        public byte[] unknown() { return unknown; }
        public GtidTaggedLogEvent _root() { return _root; }
        public GtidTaggedLogEvent.FieldList _parent() { return _parent; }
    }

    /**
     * A variable-length unsigned integer of the MySQL serialization library (1 to 9 bytes).
     * The number of trailing one bits of the first byte, plus one, is the length; the value
     * starts right after the first zero bit and goes on in the following bytes, little-endian.
     * A first byte of 0xff announces the full 64-bit value in the next 8 bytes.
     */
    public static class VarlenUint extends KaitaiStruct {
        public static VarlenUint fromFile(String fileName) throws IOException {
            return new VarlenUint(new ByteBufferKaitaiStream(fileName));
        }

        public VarlenUint(KaitaiStream _io) {
            this(_io, null, null);
        }

        public VarlenUint(KaitaiStream _io, KaitaiStruct _parent) {
            this(_io, _parent, null);
        }

        public VarlenUint(KaitaiStream _io, KaitaiStruct _parent, GtidTaggedLogEvent _root) {
            super(_io);
            this._parent = _parent;
            this._root = _root;
            _read();
        }
        private void _read() {
            this.first = this._io.readU1();
            if (lenEncoded() > 1) {
                switch (lenEncoded()) {
                case 2: {
                    this.moreLow = ((Number) (this._io.readU1())).intValue();
                    break;
                }
                case 3: {
                    this.moreLow = ((Number) (this._io.readU2le())).intValue();
                    break;
                }
                case 4: {
                    this.moreLow = ((Number) (this._io.readBitsIntLe(24))).intValue();
                    break;
                }
                case 5: {
                    this.moreLow = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                case 6: {
                    this.moreLow = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                case 7: {
                    this.moreLow = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                case 8: {
                    this.moreLow = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                case 9: {
                    this.moreLow = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                }
            }
            if (lenEncoded() > 5) {
                switch (lenEncoded()) {
                case 6: {
                    this.moreHigh = ((Number) (this._io.readU1())).intValue();
                    break;
                }
                case 7: {
                    this.moreHigh = ((Number) (this._io.readU2le())).intValue();
                    break;
                }
                case 8: {
                    this.moreHigh = ((Number) (this._io.readBitsIntLe(24))).intValue();
                    break;
                }
                case 9: {
                    this.moreHigh = ((Number) (this._io.readU4le())).intValue();
                    break;
                }
                }
            }
        }

        public void _fetchInstances() {
            if (lenEncoded() > 1) {
                switch (lenEncoded()) {
                case 2: {
                    break;
                }
                case 3: {
                    break;
                }
                case 4: {
                    break;
                }
                case 5: {
                    break;
                }
                case 6: {
                    break;
                }
                case 7: {
                    break;
                }
                case 8: {
                    break;
                }
                case 9: {
                    break;
                }
                }
            }
            if (lenEncoded() > 5) {
                switch (lenEncoded()) {
                case 6: {
                    break;
                }
                case 7: {
                    break;
                }
                case 8: {
                    break;
                }
                case 9: {
                    break;
                }
                }
            }
        }
        private Byte lenEncoded;

        /**
         * How many bytes the integer takes.
         */
        public Byte lenEncoded() {
            if (this.lenEncoded != null)
                return this.lenEncoded;
            this.lenEncoded = ((Number) (((first() & 1) == 0 ? 1 : ((first() & 2) == 0 ? 2 : ((first() & 4) == 0 ? 3 : ((first() & 8) == 0 ? 4 : ((first() & 16) == 0 ? 5 : ((first() & 32) == 0 ? 6 : ((first() & 64) == 0 ? 7 : ((first() & 128) == 0 ? 8 : 9)))))))))).byteValue();
            return this.lenEncoded;
        }
        private Long value;

        /**
         * The integer, read as unsigned. (`.as<u8>`: a 64-bit integer in every language; Java's would otherwise be an int.)
         */
        public Long value() {
            if (this.value != null)
                return this.value;
            this.value = ((Number) (((Number) ((lenEncoded() == 1 ? first() >> 1 : (lenEncoded() == 9 ? moreLow() + moreHigh() * 4294967296L : (first() >> lenEncoded()) + (moreLow() + (lenEncoded() > 5 ? moreHigh() * 4294967296L : 0)) * (1 << 8 - lenEncoded()))))).longValue())).longValue();
            return this.value;
        }
        private Long valueSigned;

        /**
         * The integer, read as a zigzag-coded signed one.
         */
        public Long valueSigned() {
            if (this.valueSigned != null)
                return this.valueSigned;
            this.valueSigned = ((Number) (((Number) ((KaitaiStream.mod(value(), 2) == 0 ? Math.floorDiv(value(), 2) : -(Math.floorDiv((value() - 1), 2)) - 1))).longValue())).longValue();
            return this.valueSigned;
        }
        private int first;
        private Integer moreLow;
        private Integer moreHigh;
        private GtidTaggedLogEvent _root;
        private KaitaiStruct _parent;

        /**
         * The first byte: its trailing one bits give the length, the bits above them the value's low bits.
         */
        public int first() { return first; }

        /**
         * The bytes after the first, little-endian: all of them for lengths 2 to 5, the first
         * four for longer ones. (Read in parts of at most 32 bits, as the JavaScript runtime
         * requires.)
         */
        public Integer moreLow() { return moreLow; }

        /**
         * The bytes after those of more_low, little-endian (lengths 6 to 9).
         */
        public Integer moreHigh() { return moreHigh; }
        public GtidTaggedLogEvent _root() { return _root; }
        public KaitaiStruct _parent() { return _parent; }
    }
    private Long commitGroupTicket;

    /**
     * Binlog group commit ticket.
     */
    public Long commitGroupTicket() {
        if (this.commitGroupTicket != null)
            return this.commitGroupTicket;
        if (hasCommitGroupTicket()) {
            this.commitGroupTicket = ((Number) (fields().entries().get(((Number) (idxCommitGroupTicket())).intValue()).uintValue().value())).longValue();
        }
        return this.commitGroupTicket;
    }
    private Long gno;

    /**
     * Transaction number within the UUID and tag.
     */
    public Long gno() {
        if (this.gno != null)
            return this.gno;
        this.gno = ((Number) (fields().entries().get(((int) 2)).sintValue().valueSigned())).longValue();
        return this.gno;
    }
    private Long gtidFlags;

    /**
     * Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
     */
    public Long gtidFlags() {
        if (this.gtidFlags != null)
            return this.gtidFlags;
        this.gtidFlags = ((Number) (fields().entries().get(((int) 0)).uintValue().value())).longValue();
        return this.gtidFlags;
    }
    private Boolean hasCommitGroupTicket;

    /**
     * Whether field 11 (commit group ticket) is present.
     */
    public Boolean hasCommitGroupTicket() {
        if (this.hasCommitGroupTicket != null)
            return this.hasCommitGroupTicket;
        this.hasCommitGroupTicket = (fields().entries().size() > idxCommitGroupTicket() ? fields().entries().get(((Number) (idxCommitGroupTicket())).intValue()).fieldId().value() == 11 : false);
        return this.hasCommitGroupTicket;
    }
    private Boolean hasOriginalCommitTimestamp;

    /**
     * Whether field 7 (original commit timestamp) is present.
     */
    public Boolean hasOriginalCommitTimestamp() {
        if (this.hasOriginalCommitTimestamp != null)
            return this.hasOriginalCommitTimestamp;
        this.hasOriginalCommitTimestamp = (fields().entries().size() > 7 ? fields().entries().get(((int) 7)).fieldId().value() == 7 : false);
        return this.hasOriginalCommitTimestamp;
    }
    private Boolean hasOriginalServerVersion;

    /**
     * Whether field 10 (original server version) is present.
     */
    public Boolean hasOriginalServerVersion() {
        if (this.hasOriginalServerVersion != null)
            return this.hasOriginalServerVersion;
        this.hasOriginalServerVersion = (fields().entries().size() > idxTransactionLength() + 2 ? fields().entries().get(((Number) (idxTransactionLength() + 2)).intValue()).fieldId().value() == 10 : false);
        return this.hasOriginalServerVersion;
    }
    private Integer idxCommitGroupTicket;

    /**
     * Index in fields.entries where field 11 (commit group ticket) is when present.
     */
    public Integer idxCommitGroupTicket() {
        if (this.idxCommitGroupTicket != null)
            return this.idxCommitGroupTicket;
        this.idxCommitGroupTicket = ((Number) (idxTransactionLength() + (hasOriginalServerVersion() ? 3 : 2))).intValue();
        return this.idxCommitGroupTicket;
    }
    private Byte idxTransactionLength;

    /**
     * Index in fields.entries of field 8 (transaction length).
     */
    public Byte idxTransactionLength() {
        if (this.idxTransactionLength != null)
            return this.idxTransactionLength;
        this.idxTransactionLength = ((Number) ((hasOriginalCommitTimestamp() ? 8 : 7))).byteValue();
        return this.idxTransactionLength;
    }
    private Long immediateCommitTimestamp;

    /**
     * Commit time on the immediate source, in microseconds since the epoch.
     */
    public Long immediateCommitTimestamp() {
        if (this.immediateCommitTimestamp != null)
            return this.immediateCommitTimestamp;
        this.immediateCommitTimestamp = ((Number) (fields().entries().get(((int) 6)).uintValue().value())).longValue();
        return this.immediateCommitTimestamp;
    }
    private Long immediateServerVersion;

    /**
     * Version of the immediate source as major * 10000 + minor * 100 + patch.
     */
    public Long immediateServerVersion() {
        if (this.immediateServerVersion != null)
            return this.immediateServerVersion;
        this.immediateServerVersion = ((Number) (fields().entries().get(((Number) (idxTransactionLength() + 1)).intValue()).uintValue().value())).longValue();
        return this.immediateServerVersion;
    }
    private Long lastCommitted;

    /**
     * The sequence_number of the transaction this one must wait for before it may be applied in parallel.
     */
    public Long lastCommitted() {
        if (this.lastCommitted != null)
            return this.lastCommitted;
        this.lastCommitted = ((Number) (fields().entries().get(((int) 4)).sintValue().valueSigned())).longValue();
        return this.lastCommitted;
    }
    private Long originalCommitTimestamp;

    /**
     * Commit time on the originating server, in microseconds since the epoch.
     */
    public Long originalCommitTimestamp() {
        if (this.originalCommitTimestamp != null)
            return this.originalCommitTimestamp;
        this.originalCommitTimestamp = ((Number) ((hasOriginalCommitTimestamp() ? fields().entries().get(((int) 7)).uintValue().value() : immediateCommitTimestamp()))).longValue();
        return this.originalCommitTimestamp;
    }
    private Long originalServerVersion;

    /**
     * Version of the originating server.
     */
    public Long originalServerVersion() {
        if (this.originalServerVersion != null)
            return this.originalServerVersion;
        this.originalServerVersion = ((Number) ((hasOriginalServerVersion() ? fields().entries().get(((Number) (idxTransactionLength() + 2)).intValue()).uintValue().value() : immediateServerVersion()))).longValue();
        return this.originalServerVersion;
    }
    private Long sequenceNumber;

    /**
     * This transaction's logical timestamp in the binary log file.
     */
    public Long sequenceNumber() {
        if (this.sequenceNumber != null)
            return this.sequenceNumber;
        this.sequenceNumber = ((Number) (fields().entries().get(((int) 5)).sintValue().valueSigned())).longValue();
        return this.sequenceNumber;
    }
    private String tag;

    /**
     * The GTID tag.
     */
    public String tag() {
        if (this.tag != null)
            return this.tag;
        this.tag = fields().entries().get(((int) 3)).tag().value();
        return this.tag;
    }
    private Long transactionLength;

    /**
     * Size in bytes of the whole transaction, this event included.
     */
    public Long transactionLength() {
        if (this.transactionLength != null)
            return this.transactionLength;
        this.transactionLength = ((Number) (fields().entries().get(((Number) (idxTransactionLength())).intValue()).uintValue().value())).longValue();
        return this.transactionLength;
    }
    private VarlenUint formatVersion;
    private VarlenUint lenMessage;
    private VarlenUint lastNonIgnorableFieldId;
    private FieldList fields;
    private byte[] unparsed;
    private GtidTaggedLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * Serialization format version, written where a nested message writes its field id; 1 so far.
     */
    public VarlenUint formatVersion() { return formatVersion; }

    /**
     * Size of the whole message in bytes, from format_version up to the end of the last field.
     */
    public VarlenUint lenMessage() { return lenMessage; }

    /**
     * One more than the highest field id a reader must know to decode the message; 0 when every field may be skipped.
     */
    public VarlenUint lastNonIgnorableFieldId() { return lastNonIgnorableFieldId; }

    /**
     * The message's fields, each with its id.
     */
    public FieldList fields() { return fields; }

    /**
     * Bytes after the message; none in events MySQL writes.
     */
    public byte[] unparsed() { return unparsed; }
    public GtidTaggedLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
