// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './QueryEvent'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./QueryEvent'));
  } else {
    factory(root.ExecuteLoadQueryEvent || (root.ExecuteLoadQueryEvent = {}), root.KaitaiStream, root.QueryEvent || (root.QueryEvent = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (ExecuteLoadQueryEvent_, KaitaiStream, QueryEvent_) {
/**
 * The LOAD DATA statement (MySQL 5.0.3 and later) that loads the file sent by the
 * BEGIN_LOAD_QUERY and APPEND_BLOCK events with the same file id. It is a QUERY_EVENT whose
 * post-header has 13 more bytes: the file id, where the file name sits inside the statement
 * text (so that a replica can substitute its local copy), and the duplicate handling.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Execute__load__query__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/execute_load_query_event/|Source}
 */

var ExecuteLoadQueryEvent = (function() {
  ExecuteLoadQueryEvent.DupHandling = Object.freeze({
    ERROR: 0,
    IGNORE: 1,
    REPLACE: 2,

    0: "ERROR",
    1: "IGNORE",
    2: "REPLACE",
  });

  function ExecuteLoadQueryEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  ExecuteLoadQueryEvent.prototype._read = function() {
    this.threadId = this._io.readU4le();
    this.execTime = this._io.readU4le();
    this.lenDb = this._io.readU1();
    this.errorCode = this._io.readU2le();
    this.lenStatusVars = this._io.readU2le();
    this.fileId = this._io.readU4le();
    this.ofsFileNameStart = this._io.readU4le();
    this.ofsFileNameEnd = this._io.readU4le();
    this.dupHandling = this._io.readU1();
    if (this.lenPostHeader > 26) {
      this.postHeaderExtra = this._io.readBytes(this.lenPostHeader - 26);
    }
    this._raw_statusVars = this._io.readBytes(this.lenStatusVars);
    var _io__raw_statusVars = new KaitaiStream(this._raw_statusVars);
    this.statusVars = new QueryEvent_.QueryEvent.StatusVars(_io__raw_statusVars, null, null);
    this.db = KaitaiStream.bytesToStr(this._io.readBytes(this.lenDb), "UTF-8");
    this.dbTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.dbTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.dbTerminator, this._io, "/seq/12");
    }
    this.query = this._io.readBytesFull();
  }

  /**
   * Id of the connection that ran the statement.
   */

  /**
   * Seconds the statement took.
   */

  /**
   * The error the statement ended with on the source (0 for none).
   */

  /**
   * The id of the load file (as in BEGIN_LOAD_QUERY) whose contents the statement loads.
   */

  /**
   * Offset in the statement text where the file name starts.
   */

  /**
   * Offset in the statement text just past the file name.
   */

  /**
   * What the statement does with rows that duplicate a key: error, IGNORE or REPLACE.
   */

  /**
   * Post-header bytes beyond the 26 known ones, kept raw.
   */

  /**
   * The session state, as in QUERY_EVENT.
   */

  /**
   * The default database of the statement.
   */

  /**
   * The LOAD DATA statement, in the session's character set.
   */

  /**
   * EXECUTE_LOAD_QUERY post-header length from the FDE (26).
   */

  return ExecuteLoadQueryEvent;
})();
ExecuteLoadQueryEvent_.ExecuteLoadQueryEvent = ExecuteLoadQueryEvent;
});
