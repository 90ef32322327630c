// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './LoadEvent'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./LoadEvent'));
  } else {
    factory(root.CreateFileEvent || (root.CreateFileEvent = {}), root.KaitaiStream, root.LoadEvent || (root.LoadEvent = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (CreateFileEvent_, KaitaiStream, LoadEvent_) {
/**
 * MySQL 4.0's LOAD DATA INFILE: a NEW_LOAD_EVENT's fields, a file id, the name of the data
 * file with a zero terminator, and the first block of the file's contents. Later blocks come
 * in APPEND_BLOCK_EVENTs with the same file id; EXEC_LOAD_EVENT then runs the load.
 * @see {@link https://dev.mysql.com/doc/internals/en/create-file-event.html|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 */

var CreateFileEvent = (function() {
  function CreateFileEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  CreateFileEvent.prototype._read = function() {
    this.threadId = this._io.readU4le();
    this.execTime = this._io.readU4le();
    this.skipLines = this._io.readU4le();
    this.lenTableName = this._io.readU1();
    this.lenDb = this._io.readU1();
    this.numFields = this._io.readU4le();
    if (this.lenPostHeader >= 4) {
      this.fileId = this._io.readU4le();
    }
    if (this.lenPostHeader > 4) {
      this.postHeaderExtra = this._io.readBytes(this.lenPostHeader - 4);
    }
    this.sqlEx = new LoadEvent_.LoadEvent.SqlExNew(this._io, null, null);
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
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.tableNameTerminator, this._io, "/seq/12");
    }
    this.db = KaitaiStream.bytesToStr(this._io.readBytes(this.lenDb), "UTF-8");
    this.dbTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.dbTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.dbTerminator, this._io, "/seq/14");
    }
    this.fileName = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
    this.block = this._io.readBytesFull();
  }

  /**
   * Id of the connection that ran LOAD DATA.
   */

  /**
   * Seconds the statement took.
   */

  /**
   * IGNORE n LINES: lines to skip at the start of the file.
   */

  /**
   * How many column names the statement lists.
   */

  /**
   * Id that the APPEND_BLOCK and EXEC_LOAD events of this load repeat.
   */

  /**
   * Post-header bytes beyond the file id, kept raw.
   */

  /**
   * The field and line options of the statement.
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
   * The file name the statement named, as the client sent it.
   */

  /**
   * The first block of the data file.
   */

  /**
   * CREATE_FILE post-header length from the FDE (4, the file id; the 18-byte LOAD post-header comes before it).
   */

  return CreateFileEvent;
})();
CreateFileEvent_.CreateFileEvent = CreateFileEvent;
});
