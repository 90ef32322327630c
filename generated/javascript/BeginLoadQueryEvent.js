// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.BeginLoadQueryEvent || (root.BeginLoadQueryEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (BeginLoadQueryEvent_, KaitaiStream) {
/**
 * LOAD DATA INFILE since MySQL 5.0.3: the first block of the data file (laid out like an
 * APPEND_BLOCK_EVENT). More blocks may follow in APPEND_BLOCK_EVENTs; the
 * EXECUTE_LOAD_QUERY_EVENT with the same file id holds the statement.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Begin__load__query__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/begin_load_query_event/|Source}
 */

var BeginLoadQueryEvent = (function() {
  function BeginLoadQueryEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  BeginLoadQueryEvent.prototype._read = function() {
    this.fileId = this._io.readU4le();
    this.block = this._io.readBytesFull();
  }

  /**
   * Id the server gives the file being loaded; the APPEND_BLOCK and EXECUTE_LOAD_QUERY events of the same load repeat it.
   */

  /**
   * Bytes of the data file.
   */

  return BeginLoadQueryEvent;
})();
BeginLoadQueryEvent_.BeginLoadQueryEvent = BeginLoadQueryEvent;
});
