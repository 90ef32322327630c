// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.RowsQueryLogEvent || (root.RowsQueryLogEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (RowsQueryLogEvent_, KaitaiStream) {
/**
 * MySQL (5.6+) with binlog_rows_query_log_events=ON: the text of the statement whose row
 * events follow, for information only; a replica does not run it.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rows__query__event.html|Source}
 */

var RowsQueryLogEvent = (function() {
  function RowsQueryLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  RowsQueryLogEvent.prototype._read = function() {
    this.lenQueryLow = this._io.readU1();
    this.query = this._io.readBytesFull();
  }

  /**
   * The statement's length modulo 256; readers ignore it and take the text to the end of the body.
   */

  /**
   * The statement text, in the session's character set.
   */

  return RowsQueryLogEvent;
})();
RowsQueryLogEvent_.RowsQueryLogEvent = RowsQueryLogEvent;
});
