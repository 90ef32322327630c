// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.StartEventV3 || (root.StartEventV3 = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (StartEventV3_, KaitaiStream) {
/**
 * The first event of a binlog v1 (MySQL 3.23) or v3 (MySQL 4.0 and 4.1) file. It names the
 * format version and the server that wrote the file; unlike the v4 FORMAT_DESCRIPTION_EVENT it
 * says nothing about header or post-header lengths, which for these versions are fixed.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 */

var StartEventV3 = (function() {
  function StartEventV3(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  StartEventV3.prototype._read = function() {
    this.binlogVersion = this._io.readU2le();
    this.serverVersion = KaitaiStream.bytesToStr(KaitaiStream.bytesTerminate(this._io.readBytes(50), 0, false), "ASCII");
    this.createTimestamp = this._io.readU4le();
  }

  /**
   * Binlog format version, 1 or 3.
   */

  /**
   * Version string of the writing server, padded with zero bytes to 50 bytes.
   */

  /**
   * Seconds since the epoch when the file was created (0 when the server did not set it).
   */

  return StartEventV3;
})();
StartEventV3_.StartEventV3 = StartEventV3;
});
