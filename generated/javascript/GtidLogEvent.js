// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './PackedInt'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./PackedInt'));
  } else {
    factory(root.GtidLogEvent || (root.GtidLogEvent = {}), root.KaitaiStream, root.PackedInt || (root.PackedInt = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (GtidLogEvent_, KaitaiStream, PackedInt_) {
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
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h|Source}
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Gtid__event.html|Source}
 */

var GtidLogEvent = (function() {
  function GtidLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  GtidLogEvent.prototype._read = function() {
    this.gtidFlags = this._io.readU1();
    this.sid = this._io.readBytes(16);
    this.gno = this._io.readS8le();
    if (!(this._io.isEof())) {
      this.lcTypecode = this._io.readU1();
    }
    if ( ((this.hasLcTypecode) && (this.lcTypecode != 2)) ) {
      this.unknownClocks = this._io.readBytesFull();
    }
    if (this.hasLogicalClocks) {
      this.lastCommitted = this._io.readS8le();
    }
    if (this.hasLogicalClocks) {
      this.sequenceNumber = this._io.readS8le();
    }
    if (this.hasCommitTimestamps) {
      this.immediateCommitTimestampLow = this._io.readU4le();
    }
    if (this.hasCommitTimestamps) {
      this.immediateCommitTimestampHigh = this._io.readBitsIntLe(24);
    }
    this._io.alignToByte();
    if (this.hasOriginalCommitTimestamp) {
      this.originalCommitTimestampLow = this._io.readU4le();
    }
    if (this.hasOriginalCommitTimestamp) {
      this.originalCommitTimestampHigh = this._io.readBitsIntLe(24);
    }
    this._io.alignToByte();
    if (this.hasTransactionLength) {
      this.transactionLength = new PackedInt_.PackedInt(this._io, null, null);
    }
    if (this.hasServerVersions) {
      this.immediateServerVersionFlagged = this._io.readU4le();
    }
    if (this.hasOriginalServerVersion) {
      this.originalServerVersionField = this._io.readU4le();
    }
    if ( ((this.hasServerVersions) && (!(this._io.isEof()))) ) {
      this.commitGroupTicket = this._io.readU8le();
    }
  }

  /**
   * Whether the commit timestamps are present (MySQL 8.0.1 and later).
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasCommitTimestamps', {
    get: function() {
      if (this._m_hasCommitTimestamps !== undefined)
        return this._m_hasCommitTimestamps;
      this._m_hasCommitTimestamps =  ((this.hasLogicalClocks) && (this._io.size > 42)) ;
      return this._m_hasCommitTimestamps;
    }
  });

  /**
   * Whether the event goes on past the GNO (MySQL 5.7 and later).
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasLcTypecode', {
    get: function() {
      if (this._m_hasLcTypecode !== undefined)
        return this._m_hasLcTypecode;
      this._m_hasLcTypecode = this._io.size > 25;
      return this._m_hasLcTypecode;
    }
  });

  /**
   * Whether last_committed and sequence_number are present.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasLogicalClocks', {
    get: function() {
      if (this._m_hasLogicalClocks !== undefined)
        return this._m_hasLogicalClocks;
      this._m_hasLogicalClocks =  ((this.hasLcTypecode) && (this.lcTypecode == 2)) ;
      return this._m_hasLogicalClocks;
    }
  });

  /**
   * Whether the transaction came from another server, so that an original commit timestamp follows.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasOriginalCommitTimestamp', {
    get: function() {
      if (this._m_hasOriginalCommitTimestamp !== undefined)
        return this._m_hasOriginalCommitTimestamp;
      this._m_hasOriginalCommitTimestamp =  ((this.hasCommitTimestamps) && ((this.immediateCommitTimestampHigh & 8388608) != 0)) ;
      return this._m_hasOriginalCommitTimestamp;
    }
  });

  /**
   * Whether an original server version follows the immediate one.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasOriginalServerVersion', {
    get: function() {
      if (this._m_hasOriginalServerVersion !== undefined)
        return this._m_hasOriginalServerVersion;
      this._m_hasOriginalServerVersion =  ((this.hasServerVersions) && ((this.immediateServerVersionFlagged & 2147483648) != 0)) ;
      return this._m_hasOriginalServerVersion;
    }
  });

  /**
   * Whether the server versions are present (MySQL 8.0.14 and later).
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasServerVersions', {
    get: function() {
      if (this._m_hasServerVersions !== undefined)
        return this._m_hasServerVersions;
      this._m_hasServerVersions =  ((this.hasTransactionLength) && (this._io.size > (42 + this.lenCommitTimestamps) + this.transactionLength.lenPacked)) ;
      return this._m_hasServerVersions;
    }
  });

  /**
   * Whether the transaction length is present (MySQL 8.0.2 and later).
   */
  Object.defineProperty(GtidLogEvent.prototype, 'hasTransactionLength', {
    get: function() {
      if (this._m_hasTransactionLength !== undefined)
        return this._m_hasTransactionLength;
      this._m_hasTransactionLength =  ((this.hasCommitTimestamps) && (this._io.size > 42 + this.lenCommitTimestamps)) ;
      return this._m_hasTransactionLength;
    }
  });

  /**
   * Commit time on the immediate source, in microseconds since the epoch.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'immediateCommitTimestamp', {
    get: function() {
      if (this._m_immediateCommitTimestamp !== undefined)
        return this._m_immediateCommitTimestamp;
      if (this.hasCommitTimestamps) {
        this._m_immediateCommitTimestamp = (this.immediateCommitTimestampLow + (this.immediateCommitTimestampHigh & 8388607) * 4294967296);
      }
      return this._m_immediateCommitTimestamp;
    }
  });

  /**
   * Version of the immediate source.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'immediateServerVersion', {
    get: function() {
      if (this._m_immediateServerVersion !== undefined)
        return this._m_immediateServerVersion;
      if (this.hasServerVersions) {
        this._m_immediateServerVersion = this.immediateServerVersionFlagged & 2147483647;
      }
      return this._m_immediateServerVersion;
    }
  });

  /**
   * Bytes the commit timestamps take when present.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'lenCommitTimestamps', {
    get: function() {
      if (this._m_lenCommitTimestamps !== undefined)
        return this._m_lenCommitTimestamps;
      this._m_lenCommitTimestamps = (this.hasOriginalCommitTimestamp ? 14 : 7);
      return this._m_lenCommitTimestamps;
    }
  });

  /**
   * Commit time on the originating server; the immediate one when the event does not carry it.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'originalCommitTimestamp', {
    get: function() {
      if (this._m_originalCommitTimestamp !== undefined)
        return this._m_originalCommitTimestamp;
      if (this.hasCommitTimestamps) {
        this._m_originalCommitTimestamp = (this.hasOriginalCommitTimestamp ? this.originalCommitTimestampLow + this.originalCommitTimestampHigh * 4294967296 : this.immediateCommitTimestamp);
      }
      return this._m_originalCommitTimestamp;
    }
  });

  /**
   * Version of the originating server; the immediate one when the event does not carry it.
   */
  Object.defineProperty(GtidLogEvent.prototype, 'originalServerVersion', {
    get: function() {
      if (this._m_originalServerVersion !== undefined)
        return this._m_originalServerVersion;
      if (this.hasServerVersions) {
        this._m_originalServerVersion = (this.hasOriginalServerVersion ? this.originalServerVersionField : this.immediateServerVersion);
      }
      return this._m_originalServerVersion;
    }
  });

  /**
   * Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
   */

  /**
   * UUID of the server the transaction originated on, in the 16-byte binary form; all zero when anonymous.
   */

  /**
   * Transaction number on that server (1 and up); 0 when anonymous.
   */

  /**
   * Kind of logical clock that follows; 2 (LOGICAL_TIMESTAMP_TYPECODE) since MySQL 5.7.5. Absent in MySQL 5.6.
   */

  /**
   * The rest of an event whose clock type code is not 2 (MySQL 5.7.4 and earlier); the server ignores it.
   */

  /**
   * The sequence_number of the transaction this one must wait for before it may be applied in parallel.
   */

  /**
   * This transaction's logical timestamp in the binary log file, counted from 1 per file.
   */

  /**
   * Bits 0 to 31 of the 7-byte immediate commit timestamp field. The field is read in two
   * parts (u4, then b24le) because the JavaScript runtime cannot read a 56-bit field.
   */

  /**
   * Bits 32 to 55 of the immediate commit timestamp field: its bits 0 to 22 are the
   * timestamp's bits 32 to 54, its bit 23 (bit 55 of the field) is set when an original
   * commit timestamp follows.
   */

  /**
   * Bits 0 to 31 of the 7-byte original commit timestamp.
   */

  /**
   * Bits 32 to 55 of the original commit timestamp.
   */

  /**
   * Size in bytes of the whole transaction, this event included.
   */

  /**
   * Version of the immediate source as major * 10000 + minor * 100 + patch (80028 for
   * 8.0.28) in bits 0 to 30; bit 31 set when an original server version follows.
   */

  /**
   * Version of the originating server, in the same form.
   */

  /**
   * Binlog group commit ticket (MySQL 8.0.33+), written only when the transaction has one.
   */

  return GtidLogEvent;
})();
GtidLogEvent_.GtidLogEvent = GtidLogEvent;
});
