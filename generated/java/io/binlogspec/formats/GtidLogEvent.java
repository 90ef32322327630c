// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

package io.binlogspec.formats;

import io.kaitai.struct.ByteBufferKaitaiStream;
import io.kaitai.struct.KaitaiStruct;
import io.kaitai.struct.KaitaiStream;
import java.io.IOException;


/**
 * Opens a transaction and names it: a GTID (source UUID and transaction number) for
 * GTID_LOG_EVENT, or UUID and number all zero for ANONYMOUS_GTID_LOG_EVENT, which the server
 * writes when GTIDs are off. The body grew over the versions and every part after the GNO is
 * optional: MySQL 5.6 stops after the GNO; 5.7 adds the logical clock used by the parallel
 * applier (a type code, then last_committed and sequence_number); 8.0.1 adds commit
 * timestamps, 8.0.2 the transaction length, 8.0.14 the server versions and 8.0.33 the commit
 * group ticket. A reader takes each part while bytes remain. Two parts announce an optional
 * partner with their top bit: the 7-byte immediate commit timestamp (bit 55) is followed by the
 * original commit timestamp when the transaction came from another server, and the 4-byte
 * immediate server version (bit 31) likewise by the original server version.
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp">Source</a>
 * @see <a href="https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h">Source</a>
 * @see <a href="https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Gtid__event.html">Source</a>
 */
public class GtidLogEvent extends KaitaiStruct {
    public static GtidLogEvent fromFile(String fileName) throws IOException {
        return new GtidLogEvent(new ByteBufferKaitaiStream(fileName));
    }

    public GtidLogEvent(KaitaiStream _io) {
        this(_io, null, null);
    }

    public GtidLogEvent(KaitaiStream _io, KaitaiStruct _parent) {
        this(_io, _parent, null);
    }

    public GtidLogEvent(KaitaiStream _io, KaitaiStruct _parent, GtidLogEvent _root) {
        super(_io);
        this._parent = _parent;
        this._root = _root == null ? this : _root;
        _read();
    }
    private void _read() {
        this.gtidFlags = this._io.readU1();
        this.sid = this._io.readBytes(16);
        this.gno = this._io.readS8le();
        if (!(_io().isEof())) {
            this.lcTypecode = this._io.readU1();
        }
        if ( ((hasLcTypecode()) && (lcTypecode() != 2)) ) {
            this.unknownClocks = this._io.readBytesFull();
        }
        if (hasLogicalClocks()) {
            this.lastCommitted = this._io.readS8le();
        }
        if (hasLogicalClocks()) {
            this.sequenceNumber = this._io.readS8le();
        }
        if (hasCommitTimestamps()) {
            this.immediateCommitTimestampLow = this._io.readU4le();
        }
        if (hasCommitTimestamps()) {
            this.immediateCommitTimestampHigh = this._io.readBitsIntLe(24);
        }
        if (hasOriginalCommitTimestamp()) {
            this.originalCommitTimestampLow = this._io.readU4le();
        }
        if (hasOriginalCommitTimestamp()) {
            this.originalCommitTimestampHigh = this._io.readBitsIntLe(24);
        }
        if (hasTransactionLength()) {
            this.transactionLength = new PackedInt(this._io);
        }
        if (hasServerVersions()) {
            this.immediateServerVersionFlagged = this._io.readU4le();
        }
        if (hasOriginalServerVersion()) {
            this.originalServerVersionField = this._io.readU4le();
        }
        if ( ((hasServerVersions()) && (!(_io().isEof()))) ) {
            this.commitGroupTicket = this._io.readU8le();
        }
    }

    public void _fetchInstances() {
        if (!(_io().isEof())) {
        }
        if ( ((hasLcTypecode()) && (lcTypecode() != 2)) ) {
        }
        if (hasLogicalClocks()) {
        }
        if (hasLogicalClocks()) {
        }
        if (hasCommitTimestamps()) {
        }
        if (hasCommitTimestamps()) {
        }
        if (hasOriginalCommitTimestamp()) {
        }
        if (hasOriginalCommitTimestamp()) {
        }
        if (hasTransactionLength()) {
            this.transactionLength._fetchInstances();
        }
        if (hasServerVersions()) {
        }
        if (hasOriginalServerVersion()) {
        }
        if ( ((hasServerVersions()) && (!(_io().isEof()))) ) {
        }
    }
    private Boolean hasCommitTimestamps;

    /**
     * Whether the commit timestamps are present (MySQL 8.0.1 and later).
     */
    public Boolean hasCommitTimestamps() {
        if (this.hasCommitTimestamps != null)
            return this.hasCommitTimestamps;
        this.hasCommitTimestamps =  ((hasLogicalClocks()) && (_io().size() > 42)) ;
        return this.hasCommitTimestamps;
    }
    private Boolean hasLcTypecode;

    /**
     * Whether the event goes on past the GNO (MySQL 5.7 and later).
     */
    public Boolean hasLcTypecode() {
        if (this.hasLcTypecode != null)
            return this.hasLcTypecode;
        this.hasLcTypecode = _io().size() > 25;
        return this.hasLcTypecode;
    }
    private Boolean hasLogicalClocks;

    /**
     * Whether last_committed and sequence_number are present.
     */
    public Boolean hasLogicalClocks() {
        if (this.hasLogicalClocks != null)
            return this.hasLogicalClocks;
        this.hasLogicalClocks =  ((hasLcTypecode()) && (lcTypecode() == 2)) ;
        return this.hasLogicalClocks;
    }
    private Boolean hasOriginalCommitTimestamp;

    /**
     * Whether the transaction came from another server, so that an original commit timestamp follows.
     */
    public Boolean hasOriginalCommitTimestamp() {
        if (this.hasOriginalCommitTimestamp != null)
            return this.hasOriginalCommitTimestamp;
        this.hasOriginalCommitTimestamp =  ((hasCommitTimestamps()) && ((immediateCommitTimestampHigh() & 8388608) != 0)) ;
        return this.hasOriginalCommitTimestamp;
    }
    private Boolean hasOriginalServerVersion;

    /**
     * Whether an original server version follows the immediate one.
     */
    public Boolean hasOriginalServerVersion() {
        if (this.hasOriginalServerVersion != null)
            return this.hasOriginalServerVersion;
        this.hasOriginalServerVersion =  ((hasServerVersions()) && ((immediateServerVersionFlagged() & 2147483648L) != 0)) ;
        return this.hasOriginalServerVersion;
    }
    private Boolean hasServerVersions;

    /**
     * Whether the server versions are present (MySQL 8.0.14 and later).
     */
    public Boolean hasServerVersions() {
        if (this.hasServerVersions != null)
            return this.hasServerVersions;
        this.hasServerVersions =  ((hasTransactionLength()) && (_io().size() > (42 + lenCommitTimestamps()) + transactionLength().lenPacked())) ;
        return this.hasServerVersions;
    }
    private Boolean hasTransactionLength;

    /**
     * Whether the transaction length is present (MySQL 8.0.2 and later).
     */
    public Boolean hasTransactionLength() {
        if (this.hasTransactionLength != null)
            return this.hasTransactionLength;
        this.hasTransactionLength =  ((hasCommitTimestamps()) && (_io().size() > 42 + lenCommitTimestamps())) ;
        return this.hasTransactionLength;
    }
    private Long immediateCommitTimestamp;

    /**
     * Commit time on the immediate source, in microseconds since the epoch.
     */
    public Long immediateCommitTimestamp() {
        if (this.immediateCommitTimestamp != null)
            return this.immediateCommitTimestamp;
        if (hasCommitTimestamps()) {
            this.immediateCommitTimestamp = ((Number) (((Number) (immediateCommitTimestampLow() + (immediateCommitTimestampHigh() & 8388607) * 4294967296L)).longValue())).longValue();
        }
        return this.immediateCommitTimestamp;
    }
    private Integer immediateServerVersion;

    /**
     * Version of the immediate source.
     */
    public Integer immediateServerVersion() {
        if (this.immediateServerVersion != null)
            return this.immediateServerVersion;
        if (hasServerVersions()) {
            this.immediateServerVersion = ((Number) (immediateServerVersionFlagged() & 2147483647)).intValue();
        }
        return this.immediateServerVersion;
    }
    private Byte lenCommitTimestamps;

    /**
     * Bytes the commit timestamps take when present.
     */
    public Byte lenCommitTimestamps() {
        if (this.lenCommitTimestamps != null)
            return this.lenCommitTimestamps;
        this.lenCommitTimestamps = ((Number) ((hasOriginalCommitTimestamp() ? 14 : 7))).byteValue();
        return this.lenCommitTimestamps;
    }
    private Long originalCommitTimestamp;

    /**
     * Commit time on the originating server; the immediate one when the event does not carry it.
     */
    public Long originalCommitTimestamp() {
        if (this.originalCommitTimestamp != null)
            return this.originalCommitTimestamp;
        if (hasCommitTimestamps()) {
            this.originalCommitTimestamp = ((Number) (((Number) ((hasOriginalCommitTimestamp() ? originalCommitTimestampLow() + originalCommitTimestampHigh() * 4294967296L : immediateCommitTimestamp()))).longValue())).longValue();
        }
        return this.originalCommitTimestamp;
    }
    private Integer originalServerVersion;

    /**
     * Version of the originating server; the immediate one when the event does not carry it.
     */
    public Integer originalServerVersion() {
        if (this.originalServerVersion != null)
            return this.originalServerVersion;
        if (hasServerVersions()) {
            this.originalServerVersion = ((Number) ((hasOriginalServerVersion() ? originalServerVersionField() : immediateServerVersion()))).intValue();
        }
        return this.originalServerVersion;
    }
    private int gtidFlags;
    private byte[] sid;
    private long gno;
    private Integer lcTypecode;
    private byte[] unknownClocks;
    private Long lastCommitted;
    private Long sequenceNumber;
    private Long immediateCommitTimestampLow;
    private Long immediateCommitTimestampHigh;
    private Long originalCommitTimestampLow;
    private Long originalCommitTimestampHigh;
    private PackedInt transactionLength;
    private Long immediateServerVersionFlagged;
    private Long originalServerVersionField;
    private Long commitGroupTicket;
    private GtidLogEvent _root;
    private KaitaiStruct _parent;

    /**
     * Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
     */
    public int gtidFlags() { return gtidFlags; }

    /**
     * UUID of the server the transaction originated on, in the 16-byte binary form; all zero when anonymous.
     */
    public byte[] sid() { return sid; }

    /**
     * Transaction number on that server (1 and up); 0 when anonymous.
     */
    public long gno() { return gno; }

    /**
     * Kind of logical clock that follows; 2 (LOGICAL_TIMESTAMP_TYPECODE) since MySQL 5.7.5. Absent in MySQL 5.6.
     */
    public Integer lcTypecode() { return lcTypecode; }

    /**
     * The rest of an event whose clock type code is not 2 (MySQL 5.7.4 and earlier); the server ignores it.
     */
    public byte[] unknownClocks() { return unknownClocks; }

    /**
     * The sequence_number of the transaction this one must wait for before it may be applied in parallel.
     */
    public Long lastCommitted() { return lastCommitted; }

    /**
     * This transaction's logical timestamp in the binary log file, counted from 1 per file.
     */
    public Long sequenceNumber() { return sequenceNumber; }

    /**
     * Bits 0 to 31 of the 7-byte immediate commit timestamp field. The field is read in two
     * parts (u4, then b24le) because the JavaScript runtime cannot read a 56-bit field.
     */
    public Long immediateCommitTimestampLow() { return immediateCommitTimestampLow; }

    /**
     * Bits 32 to 55 of the immediate commit timestamp field: its bits 0 to 22 are the
     * timestamp's bits 32 to 54, its bit 23 (bit 55 of the field) is set when an original
     * commit timestamp follows.
     */
    public Long immediateCommitTimestampHigh() { return immediateCommitTimestampHigh; }

    /**
     * Bits 0 to 31 of the 7-byte original commit timestamp.
     */
    public Long originalCommitTimestampLow() { return originalCommitTimestampLow; }

    /**
     * Bits 32 to 55 of the original commit timestamp.
     */
    public Long originalCommitTimestampHigh() { return originalCommitTimestampHigh; }

    /**
     * Size in bytes of the whole transaction, this event included.
     */
    public PackedInt transactionLength() { return transactionLength; }

    /**
     * Version of the immediate source as major * 10000 + minor * 100 + patch (80028 for
     * 8.0.28) in bits 0 to 30; bit 31 set when an original server version follows.
     */
    public Long immediateServerVersionFlagged() { return immediateServerVersionFlagged; }

    /**
     * Version of the originating server, in the same form.
     */
    public Long originalServerVersionField() { return originalServerVersionField; }

    /**
     * Binlog group commit ticket (MySQL 8.0.33+), written only when the transaction has one.
     */
    public Long commitGroupTicket() { return commitGroupTicket; }
    public GtidLogEvent _root() { return _root; }
    public KaitaiStruct _parent() { return _parent; }
}
