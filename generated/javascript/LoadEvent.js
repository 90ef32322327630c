// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.LoadEvent || (root.LoadEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (LoadEvent_, KaitaiStream) {
/**
 * LOAD DATA INFILE as MySQL 3.23 (LOAD_EVENT) and 4.0 (NEW_LOAD_EVENT) logged it: the
 * statement's options and names, with the data file itself sent separately (in v3, by the
 * CREATE_FILE/APPEND_BLOCK events). The two types differ only in the field and line
 * separators: one byte each in LOAD_EVENT, a length-prefixed string each in NEW_LOAD_EVENT.
 * @see {@link https://dev.mysql.com/doc/internals/en/load-event.html|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 */

var LoadEvent = (function() {
  function LoadEvent(_io, _parent, _root, isNewLoad) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.isNewLoad = isNewLoad;

    this._read();
  }
  LoadEvent.prototype._read = function() {
    this.threadId = this._io.readU4le();
    this.execTime = this._io.readU4le();
    this.skipLines = this._io.readU4le();
    this.lenTableName = this._io.readU1();
    this.lenDb = this._io.readU1();
    this.numFields = this._io.readU4le();
    switch (this.isNewLoad) {
    case false:
      this.sqlEx = new SqlExOld(this._io, this, this._root);
      break;
    case true:
      this.sqlEx = new SqlExNew(this._io, this, this._root);
      break;
    }
    this.fieldNameLens = [];
    for (var i = 0; i < this.numFields; i++) {
      this.fieldNameLens.push(this._io.readU1());
    }
    this.fieldNames = [];
    for (var i = 0; i < this.numFields; i++) {
      this.fieldNames.push(KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8"));
    }
    this.tableName = KaitaiStream.bytesToStr(this._io.readBytes(this.lenTableName), "UTF-8");
    this.tableNameTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.tableNameTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.tableNameTerminator, this._io, "/seq/10");
    }
    this.db = KaitaiStream.bytesToStr(this._io.readBytes(this.lenDb), "UTF-8");
    this.dbTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.dbTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.dbTerminator, this._io, "/seq/12");
    }
    this.fileName = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
  }

  /**
   * A string of up to 255 bytes behind a one-byte length.
   */

  var ShortBytes = LoadEvent.ShortBytes = (function() {
    function ShortBytes(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ShortBytes.prototype._read = function() {
      this.lenValue = this._io.readU1();
      this.value = this._io.readBytes(this.lenValue);
    }

    /**
     * The bytes.
     */

    return ShortBytes;
  })();

  /**
   * The options with length-prefixed separators (NEW_LOAD_EVENT and CREATE_FILE_EVENT).
   */

  var SqlExNew = LoadEvent.SqlExNew = (function() {
    function SqlExNew(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SqlExNew.prototype._read = function() {
      this.fieldTerm = new ShortBytes(this._io, this, this._root);
      this.enclosed = new ShortBytes(this._io, this, this._root);
      this.lineTerm = new ShortBytes(this._io, this, this._root);
      this.lineStart = new ShortBytes(this._io, this, this._root);
      this.escaped = new ShortBytes(this._io, this, this._root);
      this.optFlags = this._io.readU1();
    }

    /**
     * FIELDS TERMINATED BY.
     */

    /**
     * FIELDS ENCLOSED BY.
     */

    /**
     * LINES TERMINATED BY.
     */

    /**
     * LINES STARTING BY.
     */

    /**
     * FIELDS ESCAPED BY.
     */

    /**
     * Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE.
     */

    return SqlExNew;
  })();

  /**
   * The options with one-byte separators (LOAD_EVENT); a separator the statement left empty is flagged in empty_flags.
   */

  var SqlExOld = LoadEvent.SqlExOld = (function() {
    function SqlExOld(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SqlExOld.prototype._read = function() {
      this.fieldTerm = this._io.readBytes(1);
      this.enclosed = this._io.readBytes(1);
      this.lineTerm = this._io.readBytes(1);
      this.lineStart = this._io.readBytes(1);
      this.escaped = this._io.readBytes(1);
      this.optFlags = this._io.readU1();
      this.emptyFlags = this._io.readU1();
    }

    /**
     * FIELDS TERMINATED BY, one byte.
     */

    /**
     * FIELDS ENCLOSED BY, one byte.
     */

    /**
     * LINES TERMINATED BY, one byte.
     */

    /**
     * LINES STARTING BY, one byte.
     */

    /**
     * FIELDS ESCAPED BY, one byte.
     */

    /**
     * Bits: 0x1 DUMPFILE, 0x2 OPTIONALLY ENCLOSED, 0x4 REPLACE, 0x8 IGNORE.
     */

    /**
     * Bits set for empty separators: 0x1 field_term, 0x2 enclosed, 0x4 line_term, 0x8 line_start, 0x10 escaped.
     */

    return SqlExOld;
  })();

  /**
   * Id of the connection that ran LOAD DATA.
   */

  /**
   * Seconds the statement took on the source.
   */

  /**
   * The IGNORE n LINES count.
   */

  /**
   * Number of column names listed (0 when the statement named none).
   */

  /**
   * The FIELDS and LINES options.
   */

  /**
   * Length of each column name.
   */

  /**
   * The column names the statement loads into.
   */

  /**
   * The table loaded into.
   */

  /**
   * The default database of the statement.
   */

  /**
   * Name of the data file as the statement gave it; not zero-terminated.
   */

  /**
   * True for NEW_LOAD_EVENT (length-prefixed separators).
   */

  return LoadEvent;
})();
LoadEvent_.LoadEvent = LoadEvent;
});
