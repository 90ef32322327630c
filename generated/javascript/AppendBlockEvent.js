// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.AppendBlockEvent || (root.AppendBlockEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (AppendBlockEvent_, KaitaiStream) {
/**
 * A further block of the data file of a LOAD DATA INFILE, appended to the file that the
 * CREATE_FILE_EVENT or BEGIN_LOAD_QUERY_EVENT with the same file id started.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Append__block__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/append_block_event/|Source}
 */

var AppendBlockEvent = (function() {
  function AppendBlockEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  AppendBlockEvent.prototype._read = function() {
    this.fileId = this._io.readU4le();
    this.block = this._io.readBytesFull();
  }

  /**
   * The id of the load file this block belongs to (as in its CREATE_FILE or BEGIN_LOAD_QUERY event).
   */

  /**
   * Bytes of the data file.
   */

  return AppendBlockEvent;
})();
AppendBlockEvent_.AppendBlockEvent = AppendBlockEvent;
});
