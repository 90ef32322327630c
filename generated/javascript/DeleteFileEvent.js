// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.DeleteFileEvent || (root.DeleteFileEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (DeleteFileEvent_, KaitaiStream) {
/**
 * Discard the LOAD DATA file with this file id without loading it (the statement failed on
 * the source).
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Delete__file__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/delete_file_event/|Source}
 */

var DeleteFileEvent = (function() {
  function DeleteFileEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  DeleteFileEvent.prototype._read = function() {
    this.fileId = this._io.readU4le();
  }

  /**
   * The id of the load file to discard.
   */

  return DeleteFileEvent;
})();
DeleteFileEvent_.DeleteFileEvent = DeleteFileEvent;
});
