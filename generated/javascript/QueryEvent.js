// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.QueryEvent || (root.QueryEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (QueryEvent_, KaitaiStream) {
/**
 * A statement as the source ran it (statement-based logging, DDL, BEGIN/COMMIT of
 * non-transactional work), with the session state it needs to run the same way elsewhere.
 * The post-header is 11 bytes in binlog v1/v3 and 13 in v4, which adds the length of the
 * status-variable block; bytes of a longer post-header are kept raw. Status variables are a
 * sequence of (code, value) pairs whose value layout depends on the code; servers write them
 * in increasing code order and stop reading at the first code they do not know, so an
 * unknown code here ends the decoding and the rest of the block is kept raw. Then come the
 * default database (zero-terminated) and the statement text, which in MariaDB's
 * QUERY_COMPRESSED_EVENT is zlib-compressed behind a small header.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Query__event.html|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/statement_events.cpp|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://mariadb.com/kb/en/query_event/|Source}
 */

var QueryEvent = (function() {
  QueryEvent.StatusVarCode = Object.freeze({
    FLAGS2: 0,
    SQL_MODE: 1,
    CATALOG: 2,
    AUTO_INCREMENT: 3,
    CHARSET: 4,
    TIME_ZONE: 5,
    CATALOG_NZ: 6,
    LC_TIME_NAMES: 7,
    CHARSET_DATABASE: 8,
    TABLE_MAP_FOR_UPDATE: 9,
    MASTER_DATA_WRITTEN: 10,
    INVOKER: 11,
    UPDATED_DB_NAMES: 12,
    MICROSECONDS: 13,
    COMMIT_TS: 14,
    COMMIT_TS2: 15,
    EXPLICIT_DEFAULTS_FOR_TIMESTAMP: 16,
    DDL_LOGGED_WITH_XID: 17,
    DEFAULT_COLLATION_FOR_UTF8MB4: 18,
    SQL_REQUIRE_PRIMARY_KEY: 19,
    DEFAULT_TABLE_ENCRYPTION: 20,
    HRNOW: 128,
    XID: 129,
    GTID_FLAGS3: 130,
    CHARACTER_SET_COLLATIONS: 131,

    0: "FLAGS2",
    1: "SQL_MODE",
    2: "CATALOG",
    3: "AUTO_INCREMENT",
    4: "CHARSET",
    5: "TIME_ZONE",
    6: "CATALOG_NZ",
    7: "LC_TIME_NAMES",
    8: "CHARSET_DATABASE",
    9: "TABLE_MAP_FOR_UPDATE",
    10: "MASTER_DATA_WRITTEN",
    11: "INVOKER",
    12: "UPDATED_DB_NAMES",
    13: "MICROSECONDS",
    14: "COMMIT_TS",
    15: "COMMIT_TS2",
    16: "EXPLICIT_DEFAULTS_FOR_TIMESTAMP",
    17: "DDL_LOGGED_WITH_XID",
    18: "DEFAULT_COLLATION_FOR_UTF8MB4",
    19: "SQL_REQUIRE_PRIMARY_KEY",
    20: "DEFAULT_TABLE_ENCRYPTION",
    128: "HRNOW",
    129: "XID",
    130: "GTID_FLAGS3",
    131: "CHARACTER_SET_COLLATIONS",
  });

  function QueryEvent(_io, _parent, _root, lenPostHeader, isCompressed) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;
    this.isCompressed = isCompressed;

    this._read();
  }
  QueryEvent.prototype._read = function() {
    this.threadId = this._io.readU4le();
    this.execTime = this._io.readU4le();
    this.lenDb = this._io.readU1();
    this.errorCode = this._io.readU2le();
    if (this.lenPostHeader > 11) {
      this.lenStatusVars = this._io.readU2le();
    }
    if (this.lenPostHeader > 13) {
      this.postHeaderExtra = this._io.readBytes(this.lenPostHeader - 13);
    }
    if (this.lenPostHeader > 11) {
      this._raw_statusVars = this._io.readBytes(this.lenStatusVars);
      var _io__raw_statusVars = new KaitaiStream(this._raw_statusVars);
      this.statusVars = new StatusVars(_io__raw_statusVars, this, this._root);
    }
    this.db = KaitaiStream.bytesToStr(this._io.readBytes(this.lenDb), "UTF-8");
    this.dbTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.dbTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.dbTerminator, this._io, "/seq/8");
    }
    if (!(this.isCompressed)) {
      this.query = this._io.readBytesFull();
    }
    if (this.isCompressed) {
      this._raw_compressedQuery = this._io.readBytesFull();
      var _io__raw_compressedQuery = new KaitaiStream(this._raw_compressedQuery);
      this.compressedQuery = new CompressedText(_io__raw_compressedQuery, this, this._root);
    }
  }

  /**
   * Q_AUTO_INCREMENT: the session's auto_increment_increment and auto_increment_offset.
   */

  var AutoIncrement = QueryEvent.AutoIncrement = (function() {
    function AutoIncrement(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    AutoIncrement.prototype._read = function() {
      this.increment = this._io.readU2le();
      this.offset = this._io.readU2le();
    }

    /**
     * auto_increment_increment.
     */

    /**
     * auto_increment_offset.
     */

    return AutoIncrement;
  })();

  /**
   * The old (MySQL 5.0.0 to 5.0.3) catalog form, which also stores the zero terminator.
   */

  var CatalogWithTerminator = QueryEvent.CatalogWithTerminator = (function() {
    function CatalogWithTerminator(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CatalogWithTerminator.prototype._read = function() {
      this.lenValue = this._io.readU1();
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.lenValue), "UTF-8");
      this.terminator = this._io.readBytes(1);
      if (!((KaitaiStream.byteArrayCompare(this.terminator, new Uint8Array([0])) == 0))) {
        throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.terminator, this._io, "/types/catalog_with_terminator/seq/2");
      }
    }

    /**
     * The catalog name (always "std").
     */

    return CatalogWithTerminator;
  })();

  /**
   * Collation ids (see INFORMATION_SCHEMA.COLLATIONS) of the session.
   */

  var Charset = QueryEvent.Charset = (function() {
    function Charset(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Charset.prototype._read = function() {
      this.characterSetClient = this._io.readU2le();
      this.collationConnection = this._io.readU2le();
      this.collationServer = this._io.readU2le();
    }

    /**
     * Collation id of the session's character_set_client.
     */

    /**
     * Collation id of collation_connection.
     */

    /**
     * Collation id of collation_server.
     */

    return Charset;
  })();

  /**
   * MariaDB's compressed-record layout: one header byte (bit 7 set, bits 4-6 the algorithm,
   * 0 = zlib; bits 0-2 the width of the length that follows), the uncompressed length in
   * 1 to 4 big-endian bytes, then a zlib stream.
   */

  var CompressedText = QueryEvent.CompressedText = (function() {
    function CompressedText(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CompressedText.prototype._read = function() {
      this.header = this._io.readU1();
      if (!(this.header >= 128)) {
        throw new KaitaiStream.ValidationLessThanError(128, this.header, this._io, "/types/compressed_text/seq/0");
      }
      if (!(this.header <= 159)) {
        throw new KaitaiStream.ValidationGreaterThanError(159, this.header, this._io, "/types/compressed_text/seq/0");
      }
      switch (this.header & 7) {
      case 1:
        this.lenUncompressed = this._io.readU1();
        break;
      case 2:
        this.lenUncompressed = this._io.readU2be();
        break;
      case 3:
        this.lenUncompressed = this._io.readBitsIntBe(24);
        break;
      case 4:
        this.lenUncompressed = this._io.readU4be();
        break;
      }
      this._raw_text = this._io.readBytesFull();
      this.text = KaitaiStream.processZlib(this._raw_text);
    }

    /**
     * 0x80 plus the number of bytes of len_uncompressed.
     */

    /**
     * The statement's length before compression.
     */

    /**
     * The statement text, uncompressed.
     */

    return CompressedText;
  })();

  /**
   * MariaDB's extra GTID flags of a two-phase ALTER TABLE, and the sequence number of its START ALTER.
   */

  var GtidFlags3 = QueryEvent.GtidFlags3 = (function() {
    function GtidFlags3(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    GtidFlags3.prototype._read = function() {
      this.flags = this._io.readU1();
      if ((this.flags & 12) != 0) {
        this.startAlterSeqNo = this._io.readU8le();
      }
    }

    /**
     * MariaDB's extra GTID flags.
     */

    /**
     * Present for COMMIT ALTER (flag 0x04) and ROLLBACK ALTER (flag 0x08).
     */

    return GtidFlags3;
  })();

  /**
   * The definer a stored routine, view or trigger statement runs as.
   */

  var Invoker = QueryEvent.Invoker = (function() {
    function Invoker(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Invoker.prototype._read = function() {
      this.lenUser = this._io.readU1();
      this.user = KaitaiStream.bytesToStr(this._io.readBytes(this.lenUser), "UTF-8");
      this.lenHost = this._io.readU1();
      this.host = KaitaiStream.bytesToStr(this._io.readBytes(this.lenHost), "UTF-8");
    }

    /**
     * The invoker's user name.
     */

    /**
     * The invoker's host.
     */

    return Invoker;
  })();

  /**
   * A string behind a 1-byte length, with no terminator.
   */

  var ShortString = QueryEvent.ShortString = (function() {
    function ShortString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ShortString.prototype._read = function() {
      this.lenValue = this._io.readU1();
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.lenValue), "UTF-8");
    }

    /**
     * The string.
     */

    return ShortString;
  })();

  /**
   * One status variable: its code, then a value in the layout the code gives.
   */

  var StatusVar = QueryEvent.StatusVar = (function() {
    function StatusVar(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StatusVar.prototype._read = function() {
      this.code = this._io.readU1();
      switch (this.code) {
      case QueryEvent.StatusVarCode.AUTO_INCREMENT:
        this.value = new AutoIncrement(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.CATALOG:
        this.value = new CatalogWithTerminator(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.CATALOG_NZ:
        this.value = new ShortString(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.CHARSET:
        this.value = new Charset(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.CHARSET_DATABASE:
        this.value = new ValueU2(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.COMMIT_TS:
        this.value = new ValueU8(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.DDL_LOGGED_WITH_XID:
        this.value = new ValueU8(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.DEFAULT_COLLATION_FOR_UTF8MB4:
        this.value = new ValueU2(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.DEFAULT_TABLE_ENCRYPTION:
        this.value = new ValueU1(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.EXPLICIT_DEFAULTS_FOR_TIMESTAMP:
        this.value = new ValueU1(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.FLAGS2:
        this.value = new ValueU4(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.GTID_FLAGS3:
        this.value = new GtidFlags3(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.HRNOW:
        this.value = new ValueU3(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.INVOKER:
        this.value = new Invoker(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.LC_TIME_NAMES:
        this.value = new ValueU2(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.MASTER_DATA_WRITTEN:
        this.value = new ValueU4(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.MICROSECONDS:
        this.value = new ValueU3(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.SQL_MODE:
        this.value = new ValueU8(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.SQL_REQUIRE_PRIMARY_KEY:
        this.value = new ValueU1(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.TABLE_MAP_FOR_UPDATE:
        this.value = new ValueU8(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.TIME_ZONE:
        this.value = new ShortString(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.UPDATED_DB_NAMES:
        this.value = new UpdatedDbNames(this._io, this, this._root);
        break;
      case QueryEvent.StatusVarCode.XID:
        this.value = new ValueU8(this._io, this, this._root);
        break;
      }
      if (!(this.isKnown)) {
        this.unparsed = this._io.readBytesFull();
      }
    }

    /**
     * Whether this spec knows the layout of the code's value.
     */
    Object.defineProperty(StatusVar.prototype, 'isKnown', {
      get: function() {
        if (this._m_isKnown !== undefined)
          return this._m_isKnown;
        this._m_isKnown =  ((this.code <= 14) || ( ((this.code >= 16) && (this.code <= 20)) ) || ( ((this.code >= 128) && (this.code <= 130)) )) ;
        return this._m_isKnown;
      }
    });

    /**
     * Which variable.
     */

    /**
     * The value; absent when the code is unknown.
     */

    /**
     * For an unknown code, every byte after it to the end of the block, kept raw.
     */

    return StatusVar;
  })();

  /**
   * The status-variable block; decoding stops at the first code this spec does not know.
   */

  var StatusVars = QueryEvent.StatusVars = (function() {
    function StatusVars(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StatusVars.prototype._read = function() {
      this.vars = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.vars.push(new StatusVar(this._io, this, this._root));
        i++;
      }
    }

    /**
     * Code-value pairs up to the end of the block.
     */

    return StatusVars;
  })();

  /**
   * The databases the statement changes, for the multi-threaded applier. A count above
   * 16 (the source writes 254) means "too many to list" and no names follow.
   */

  var UpdatedDbNames = QueryEvent.UpdatedDbNames = (function() {
    function UpdatedDbNames(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    UpdatedDbNames.prototype._read = function() {
      this.numDbs = this._io.readU1();
      if (this.numDbs <= 16) {
        this.dbNames = [];
        for (var i = 0; i < this.numDbs; i++) {
          this.dbNames.push(KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8"));
        }
      }
    }

    /**
     * True when the list was too long to write (OVER_MAX_DBS_IN_EVENT_MTS).
     */
    Object.defineProperty(UpdatedDbNames.prototype, 'isOverMax', {
      get: function() {
        if (this._m_isOverMax !== undefined)
          return this._m_isOverMax;
        this._m_isOverMax = this.numDbs > 16;
        return this._m_isOverMax;
      }
    });

    /**
     * How many databases the statement changed; above 16 (OVER_MAX_DBS_IN_EVENT_MTS, 254) no names follow.
     */

    /**
     * The databases the statement changed.
     */

    return UpdatedDbNames;
  })();

  /**
   * A one-byte status variable value.
   */

  var ValueU1 = QueryEvent.ValueU1 = (function() {
    function ValueU1(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ValueU1.prototype._read = function() {
      this.value = this._io.readU1();
    }

    /**
     * The value.
     */

    return ValueU1;
  })();

  /**
   * A two-byte status variable value.
   */

  var ValueU2 = QueryEvent.ValueU2 = (function() {
    function ValueU2(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ValueU2.prototype._read = function() {
      this.value = this._io.readU2le();
    }

    /**
     * The value.
     */

    return ValueU2;
  })();

  /**
   * A three-byte status variable value.
   */

  var ValueU3 = QueryEvent.ValueU3 = (function() {
    function ValueU3(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ValueU3.prototype._read = function() {
      this.value = this._io.readBitsIntLe(24);
    }

    /**
     * The value.
     */

    return ValueU3;
  })();

  /**
   * A four-byte status variable value.
   */

  var ValueU4 = QueryEvent.ValueU4 = (function() {
    function ValueU4(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ValueU4.prototype._read = function() {
      this.value = this._io.readU4le();
    }

    /**
     * The value.
     */

    return ValueU4;
  })();

  /**
   * An eight-byte status variable value.
   */

  var ValueU8 = QueryEvent.ValueU8 = (function() {
    function ValueU8(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ValueU8.prototype._read = function() {
      this.value = this._io.readU8le();
    }

    /**
     * The value.
     */

    return ValueU8;
  })();

  /**
   * Id of the connection that ran the statement (pseudo_thread_id on a replica).
   */

  /**
   * Seconds the statement took on the source.
   */

  /**
   * Error the statement ended with on the source (0 when it succeeded).
   */

  /**
   * Post-header bytes beyond the 13 known ones, kept raw.
   */

  /**
   * The session state the statement ran under (v4 events only).
   */

  /**
   * Default database of the session (empty when none was selected).
   */

  /**
   * The statement text, in the session's character set (see the charset status variable).
   */

  /**
   * The statement text, compressed (QUERY_COMPRESSED_EVENT).
   */

  /**
   * QUERY post-header length from the FDE (11 in binlog v1/v3, 13 in v4).
   */

  /**
   * True for MariaDB's QUERY_COMPRESSED_EVENT, whose statement text is compressed.
   */

  return QueryEvent;
})();
QueryEvent_.QueryEvent = QueryEvent;
});
