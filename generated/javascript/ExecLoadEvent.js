// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ExecLoadEvent || (root.ExecLoadEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ExecLoadEvent_, KaitaiStream) {
/**
 * MySQL 4.0's LOAD DATA INFILE: run the load whose file the CREATE_FILE_EVENT (and
 * APPEND_BLOCK_EVENTs) with this file id sent.
 * @see {@link https://dev.mysql.com/doc/internals/en/exec-load-event.html|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 */

var ExecLoadEvent = (function() {
  function ExecLoadEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ExecLoadEvent.prototype._read = function() {
    this.fileId = this._io.readU4le();
  }

  /**
   * The id of the load file to load.
   */

  return ExecLoadEvent;
})();
ExecLoadEvent_.ExecLoadEvent = ExecLoadEvent;
});
