// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.PreviousGtidsLogEvent || (root.PreviousGtidsLogEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (PreviousGtidsLogEvent_, KaitaiStream) {
/**
 * The set of GTIDs written to all earlier binary log files of the server, at the start of
 * each file (MySQL 5.6 and later). It is MySQL's binary GTID-set encoding: a 64-bit word with
 * the number of source ids and, in its top byte, the encoding format; then per source id its
 * UUID, (MySQL 8.3+ tagged format only) its tag, and its transaction-number intervals, each a
 * half-open range [start, end). The tagged format, written once any GTID in the set has a tag,
 * moves the count up by one byte and repeats the format number in the low byte.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/gtid/tag.cpp|Source}
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Previous__gtids__event.html|Source}
 */

var PreviousGtidsLogEvent = (function() {
  PreviousGtidsLogEvent.GtidFormat = Object.freeze({
    UNTAGGED: 0,
    TAGGED: 1,

    0: "UNTAGGED",
    1: "TAGGED",
  });

  function PreviousGtidsLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  PreviousGtidsLogEvent.prototype._read = function() {
    this.numSidsAndFormatLow = this._io.readU4le();
    this.numSidsAndFormatHigh = this._io.readU4le();
    this.sids = [];
    for (var i = 0; i < this.numSids; i++) {
      this.sids.push(new TsidIntervals(this._io, this, this._root, this.isTagged));
    }
  }

  /**
   * The transaction numbers start to end - 1.
   */

  var Interval = PreviousGtidsLogEvent.Interval = (function() {
    function Interval(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Interval.prototype._read = function() {
      this.start = this._io.readS8le();
      this.end = this._io.readS8le();
    }

    /**
     * First transaction number of the range.
     */

    /**
     * One past the last transaction number of the range.
     */

    return Interval;
  })();

  /**
   * A string as the MySQL serialization library writes it: its length as a variable-length
   * integer (for the up to 32 characters of a tag a single byte, the length times two), then
   * the characters.
   */

  var SerializedString = PreviousGtidsLogEvent.SerializedString = (function() {
    function SerializedString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SerializedString.prototype._read = function() {
      this.lenValueEncoded = this._io.readU1();
      if (!(this.lenValueEncoded <= 126)) {
        throw new KaitaiStream.ValidationGreaterThanError(126, this.lenValueEncoded, this._io, "/types/serialized_string/seq/0");
      }
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.lenValueEncoded >>> 1), "ASCII");
    }

    /**
     * The length shifted left by one (bit 0 clear marks a one-byte variable-length integer).
     */

    /**
     * The tag.
     */

    return SerializedString;
  })();

  /**
   * One source id (UUID and, in the tagged format, a tag) and its transaction-number intervals.
   */

  var TsidIntervals = PreviousGtidsLogEvent.TsidIntervals = (function() {
    function TsidIntervals(_io, _parent, _root, isTagged) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isTagged = isTagged;

      this._read();
    }
    TsidIntervals.prototype._read = function() {
      this.sid = this._io.readBytes(16);
      if (this.isTagged) {
        this.tag = new SerializedString(this._io, this, this._root);
      }
      this.numIntervals = this._io.readU8le();
      this.intervals = [];
      for (var i = 0; i < this.numIntervals; i++) {
        this.intervals.push(new Interval(this._io, this, this._root));
      }
    }

    /**
     * The source UUID in binary form.
     */

    /**
     * The GTID tag; empty for the untagged GTIDs of a tagged-format set.
     */

    /**
     * The transaction-number ranges of this source id, in ascending order.
     */

    /**
     * Whether the set uses the tagged format (every source id has a tag field).
     */

    return TsidIntervals;
  })();

  /**
   * The encoding format of the set.
   */
  Object.defineProperty(PreviousGtidsLogEvent.prototype, 'gtidFormat', {
    get: function() {
      if (this._m_gtidFormat !== undefined)
        return this._m_gtidFormat;
      this._m_gtidFormat = this.numSidsAndFormatHigh >>> 24;
      return this._m_gtidFormat;
    }
  });

  /**
   * Whether every source id carries a tag field.
   */
  Object.defineProperty(PreviousGtidsLogEvent.prototype, 'isTagged', {
    get: function() {
      if (this._m_isTagged !== undefined)
        return this._m_isTagged;
      this._m_isTagged = this.numSidsAndFormatHigh >>> 24 == 1;
      return this._m_isTagged;
    }
  });

  /**
   * Number of source ids in the set.
   */
  Object.defineProperty(PreviousGtidsLogEvent.prototype, 'numSids', {
    get: function() {
      if (this._m_numSids !== undefined)
        return this._m_numSids;
      this._m_numSids = (this.isTagged ? (this.numSidsAndFormatLow >>> 8) + (this.numSidsAndFormatHigh & 16777215) * 16777216 : this.numSidsAndFormatLow + (this.numSidsAndFormatHigh & 16777215) * 4294967296);
      return this._m_numSids;
    }
  });

  /**
   * Bytes 0 to 3 of the 8-byte word that holds the number of source ids and the encoding
   * format. The word is read as two u4 halves and taken apart with 32-bit operations only,
   * which every target (JavaScript included) computes exactly.
   */

  /**
   * Bytes 4 to 7 of the word; its top byte is the encoding format (0 untagged, 1 tagged).
   */

  /**
   * One entry per source id, in the server's sorted order.
   */

  return PreviousGtidsLogEvent;
})();
PreviousGtidsLogEvent_.PreviousGtidsLogEvent = PreviousGtidsLogEvent;
});
