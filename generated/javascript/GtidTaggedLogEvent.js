// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.GtidTaggedLogEvent || (root.GtidTaggedLogEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (GtidTaggedLogEvent_, KaitaiStream) {
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
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/readme.md|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/variable_length_integers.h|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/serialization/serializer_default_impl.hpp|Source}
 */

var GtidTaggedLogEvent = (function() {
  function GtidTaggedLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  GtidTaggedLogEvent.prototype._read = function() {
    this.formatVersion = new VarlenUint(this._io, this, this._root);
    this.lenMessage = new VarlenUint(this._io, this, this._root);
    this.lastNonIgnorableFieldId = new VarlenUint(this._io, this, this._root);
    this._raw_fields = this._io.readBytes(((this.lenMessage.value - this.formatVersion.lenEncoded) - this.lenMessage.lenEncoded) - this.lastNonIgnorableFieldId.lenEncoded);
    var _io__raw_fields = new KaitaiStream(this._raw_fields);
    this.fields = new FieldList(_io__raw_fields, this, this._root);
    this.unparsed = this._io.readBytesFull();
  }

  /**
   * The fields of the serialized message, up to its end.
   */

  var FieldList = GtidTaggedLogEvent.FieldList = (function() {
    function FieldList(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    FieldList.prototype._read = function() {
      this.entries = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.entries.push(new TaggedField(this._io, this, this._root));
        i++;
      }
    }

    /**
     * Fields in id order; a field with its default value may be left out.
     */

    return FieldList;
  })();

  /**
   * A string of the serialization library, its length a variable-length integer.
   */

  var SerializedString = GtidTaggedLogEvent.SerializedString = (function() {
    function SerializedString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SerializedString.prototype._read = function() {
      this.lenValue = new VarlenUint(this._io, this, this._root);
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.lenValue.value), "UTF-8");
    }

    /**
     * The string.
     */

    return SerializedString;
  })();

  /**
   * One field: its id, then its value in the form the id implies. An id this spec does not
   * know takes the rest of the message, as its length cannot be told (newer fields are
   * appended after the known ones, so nothing known is lost).
   */

  var TaggedField = GtidTaggedLogEvent.TaggedField = (function() {
    function TaggedField(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    TaggedField.prototype._read = function() {
      this.fieldId = new VarlenUint(this._io, this, this._root);
      if ( ((this.fieldId.value == 0) || ( ((this.fieldId.value >= 6) && (this.fieldId.value <= 11)) )) ) {
        this.uintValue = new VarlenUint(this._io, this, this._root);
      }
      if ( ((this.fieldId.value == 2) || (this.fieldId.value == 4) || (this.fieldId.value == 5)) ) {
        this.sintValue = new VarlenUint(this._io, this, this._root);
      }
      if (this.fieldId.value == 1) {
        this.uuidOctets = [];
        for (var i = 0; i < 16; i++) {
          this.uuidOctets.push(new VarlenUint(this._io, this, this._root));
        }
      }
      if (this.fieldId.value == 3) {
        this.tag = new SerializedString(this._io, this, this._root);
      }
      if (this.fieldId.value > 11) {
        this.unknown = this._io.readBytesFull();
      }
    }

    /**
     * Which field this is (0 gtid_flags up to 11 commit_group_ticket).
     */

    /**
     * Unsigned fields (0 flags, 6 to 9 timestamps, length and version, 10 version, 11 ticket).
     */

    /**
     * Signed fields (2 GNO, 4 last_committed, 5 sequence_number); read value_signed.
     */

    /**
     * Field 1, the source UUID, one variable-length integer per byte.
     */

    /**
     * Field 3, the GTID tag.
     */

    /**
     * The rest of the message after a field id this spec does not know, kept raw.
     */

    return TaggedField;
  })();

  /**
   * A variable-length unsigned integer of the MySQL serialization library (1 to 9 bytes).
   * The number of trailing one bits of the first byte, plus one, is the length; the value
   * starts right after the first zero bit and goes on in the following bytes, little-endian.
   * A first byte of 0xff announces the full 64-bit value in the next 8 bytes.
   */

  var VarlenUint = GtidTaggedLogEvent.VarlenUint = (function() {
    function VarlenUint(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    VarlenUint.prototype._read = function() {
      this.first = this._io.readU1();
      if (this.lenEncoded > 1) {
        switch (this.lenEncoded) {
        case 2:
          this.moreLow = this._io.readU1();
          break;
        case 3:
          this.moreLow = this._io.readU2le();
          break;
        case 4:
          this.moreLow = this._io.readBitsIntLe(24);
          break;
        case 5:
          this.moreLow = this._io.readU4le();
          break;
        case 6:
          this.moreLow = this._io.readU4le();
          break;
        case 7:
          this.moreLow = this._io.readU4le();
          break;
        case 8:
          this.moreLow = this._io.readU4le();
          break;
        case 9:
          this.moreLow = this._io.readU4le();
          break;
        }
      }
      if (this.lenEncoded > 5) {
        switch (this.lenEncoded) {
        case 6:
          this.moreHigh = this._io.readU1();
          break;
        case 7:
          this.moreHigh = this._io.readU2le();
          break;
        case 8:
          this.moreHigh = this._io.readBitsIntLe(24);
          break;
        case 9:
          this.moreHigh = this._io.readU4le();
          break;
        }
      }
    }

    /**
     * How many bytes the integer takes.
     */
    Object.defineProperty(VarlenUint.prototype, 'lenEncoded', {
      get: function() {
        if (this._m_lenEncoded !== undefined)
          return this._m_lenEncoded;
        this._m_lenEncoded = ((this.first & 1) == 0 ? 1 : ((this.first & 2) == 0 ? 2 : ((this.first & 4) == 0 ? 3 : ((this.first & 8) == 0 ? 4 : ((this.first & 16) == 0 ? 5 : ((this.first & 32) == 0 ? 6 : ((this.first & 64) == 0 ? 7 : ((this.first & 128) == 0 ? 8 : 9))))))));
        return this._m_lenEncoded;
      }
    });

    /**
     * The integer, read as unsigned. (`.as<u8>`: a 64-bit integer in every language; Java's would otherwise be an int.)
     */
    Object.defineProperty(VarlenUint.prototype, 'value', {
      get: function() {
        if (this._m_value !== undefined)
          return this._m_value;
        this._m_value = (this.lenEncoded == 1 ? this.first >>> 1 : (this.lenEncoded == 9 ? this.moreLow + this.moreHigh * 4294967296 : (this.first >>> this.lenEncoded) + (this.moreLow + (this.lenEncoded > 5 ? this.moreHigh * 4294967296 : 0)) * (1 << 8 - this.lenEncoded)));
        return this._m_value;
      }
    });

    /**
     * The integer, read as a zigzag-coded signed one.
     */
    Object.defineProperty(VarlenUint.prototype, 'valueSigned', {
      get: function() {
        if (this._m_valueSigned !== undefined)
          return this._m_valueSigned;
        this._m_valueSigned = (KaitaiStream.mod(this.value, 2) == 0 ? Math.floor(this.value / 2) : -(Math.floor((this.value - 1) / 2)) - 1);
        return this._m_valueSigned;
      }
    });

    /**
     * The first byte: its trailing one bits give the length, the bits above them the value's low bits.
     */

    /**
     * The bytes after the first, little-endian: all of them for lengths 2 to 5, the first
     * four for longer ones. (Read in parts of at most 32 bits, as the JavaScript runtime
     * requires.)
     */

    /**
     * The bytes after those of more_low, little-endian (lengths 6 to 9).
     */

    return VarlenUint;
  })();

  /**
   * Binlog group commit ticket.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'commitGroupTicket', {
    get: function() {
      if (this._m_commitGroupTicket !== undefined)
        return this._m_commitGroupTicket;
      if (this.hasCommitGroupTicket) {
        this._m_commitGroupTicket = this.fields.entries[this.idxCommitGroupTicket].uintValue.value;
      }
      return this._m_commitGroupTicket;
    }
  });

  /**
   * Transaction number within the UUID and tag.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'gno', {
    get: function() {
      if (this._m_gno !== undefined)
        return this._m_gno;
      this._m_gno = this.fields.entries[2].sintValue.valueSigned;
      return this._m_gno;
    }
  });

  /**
   * Bit 0 (FLAG_MAY_HAVE_SBR) set when part of the transaction may be logged as statements.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'gtidFlags', {
    get: function() {
      if (this._m_gtidFlags !== undefined)
        return this._m_gtidFlags;
      this._m_gtidFlags = this.fields.entries[0].uintValue.value;
      return this._m_gtidFlags;
    }
  });

  /**
   * Whether field 11 (commit group ticket) is present.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'hasCommitGroupTicket', {
    get: function() {
      if (this._m_hasCommitGroupTicket !== undefined)
        return this._m_hasCommitGroupTicket;
      this._m_hasCommitGroupTicket = (this.fields.entries.length > this.idxCommitGroupTicket ? this.fields.entries[this.idxCommitGroupTicket].fieldId.value == 11 : false);
      return this._m_hasCommitGroupTicket;
    }
  });

  /**
   * Whether field 7 (original commit timestamp) is present.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'hasOriginalCommitTimestamp', {
    get: function() {
      if (this._m_hasOriginalCommitTimestamp !== undefined)
        return this._m_hasOriginalCommitTimestamp;
      this._m_hasOriginalCommitTimestamp = (this.fields.entries.length > 7 ? this.fields.entries[7].fieldId.value == 7 : false);
      return this._m_hasOriginalCommitTimestamp;
    }
  });

  /**
   * Whether field 10 (original server version) is present.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'hasOriginalServerVersion', {
    get: function() {
      if (this._m_hasOriginalServerVersion !== undefined)
        return this._m_hasOriginalServerVersion;
      this._m_hasOriginalServerVersion = (this.fields.entries.length > this.idxTransactionLength + 2 ? this.fields.entries[this.idxTransactionLength + 2].fieldId.value == 10 : false);
      return this._m_hasOriginalServerVersion;
    }
  });

  /**
   * Index in fields.entries where field 11 (commit group ticket) is when present.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'idxCommitGroupTicket', {
    get: function() {
      if (this._m_idxCommitGroupTicket !== undefined)
        return this._m_idxCommitGroupTicket;
      this._m_idxCommitGroupTicket = this.idxTransactionLength + (this.hasOriginalServerVersion ? 3 : 2);
      return this._m_idxCommitGroupTicket;
    }
  });

  /**
   * Index in fields.entries of field 8 (transaction length).
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'idxTransactionLength', {
    get: function() {
      if (this._m_idxTransactionLength !== undefined)
        return this._m_idxTransactionLength;
      this._m_idxTransactionLength = (this.hasOriginalCommitTimestamp ? 8 : 7);
      return this._m_idxTransactionLength;
    }
  });

  /**
   * Commit time on the immediate source, in microseconds since the epoch.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'immediateCommitTimestamp', {
    get: function() {
      if (this._m_immediateCommitTimestamp !== undefined)
        return this._m_immediateCommitTimestamp;
      this._m_immediateCommitTimestamp = this.fields.entries[6].uintValue.value;
      return this._m_immediateCommitTimestamp;
    }
  });

  /**
   * Version of the immediate source as major * 10000 + minor * 100 + patch.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'immediateServerVersion', {
    get: function() {
      if (this._m_immediateServerVersion !== undefined)
        return this._m_immediateServerVersion;
      this._m_immediateServerVersion = this.fields.entries[this.idxTransactionLength + 1].uintValue.value;
      return this._m_immediateServerVersion;
    }
  });

  /**
   * The sequence_number of the transaction this one must wait for before it may be applied in parallel.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'lastCommitted', {
    get: function() {
      if (this._m_lastCommitted !== undefined)
        return this._m_lastCommitted;
      this._m_lastCommitted = this.fields.entries[4].sintValue.valueSigned;
      return this._m_lastCommitted;
    }
  });

  /**
   * Commit time on the originating server, in microseconds since the epoch.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'originalCommitTimestamp', {
    get: function() {
      if (this._m_originalCommitTimestamp !== undefined)
        return this._m_originalCommitTimestamp;
      this._m_originalCommitTimestamp = (this.hasOriginalCommitTimestamp ? this.fields.entries[7].uintValue.value : this.immediateCommitTimestamp);
      return this._m_originalCommitTimestamp;
    }
  });

  /**
   * Version of the originating server.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'originalServerVersion', {
    get: function() {
      if (this._m_originalServerVersion !== undefined)
        return this._m_originalServerVersion;
      this._m_originalServerVersion = (this.hasOriginalServerVersion ? this.fields.entries[this.idxTransactionLength + 2].uintValue.value : this.immediateServerVersion);
      return this._m_originalServerVersion;
    }
  });

  /**
   * This transaction's logical timestamp in the binary log file.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'sequenceNumber', {
    get: function() {
      if (this._m_sequenceNumber !== undefined)
        return this._m_sequenceNumber;
      this._m_sequenceNumber = this.fields.entries[5].sintValue.valueSigned;
      return this._m_sequenceNumber;
    }
  });

  /**
   * The GTID tag.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'tag', {
    get: function() {
      if (this._m_tag !== undefined)
        return this._m_tag;
      this._m_tag = this.fields.entries[3].tag.value;
      return this._m_tag;
    }
  });

  /**
   * Size in bytes of the whole transaction, this event included.
   */
  Object.defineProperty(GtidTaggedLogEvent.prototype, 'transactionLength', {
    get: function() {
      if (this._m_transactionLength !== undefined)
        return this._m_transactionLength;
      this._m_transactionLength = this.fields.entries[this.idxTransactionLength].uintValue.value;
      return this._m_transactionLength;
    }
  });

  /**
   * Serialization format version, written where a nested message writes its field id; 1 so far.
   */

  /**
   * Size of the whole message in bytes, from format_version up to the end of the last field.
   */

  /**
   * One more than the highest field id a reader must know to decode the message; 0 when every field may be skipped.
   */

  /**
   * The message's fields, each with its id.
   */

  /**
   * Bytes after the message; none in events MySQL writes.
   */

  return GtidTaggedLogEvent;
})();
GtidTaggedLogEvent_.GtidTaggedLogEvent = GtidTaggedLogEvent;
});
