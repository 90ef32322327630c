// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.RotateEvent || (root.RotateEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (RotateEvent_, KaitaiStream) {
/**
 * The last event of a binlog file that was closed because a new one was opened (size limit,
 * FLUSH LOGS), naming the next file and the position to read it from. Replicas also receive
 * "fake" rotate events at the start of a dump. Binlog v1 had no post-header (no position).
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rotate__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/rotate_event/|Source}
 */

var RotateEvent = (function() {
  function RotateEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  RotateEvent.prototype._read = function() {
    if (this.lenPostHeader >= 8) {
      this.position = this._io.readU8le();
    }
    if (this.lenPostHeader > 8) {
      this.postHeaderExtra = this._io.readBytes(this.lenPostHeader - 8);
    }
    this.nextLogName = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
  }

  /**
   * Position in the next file of its first event to read (4 for a new file).
   */

  /**
   * Post-header bytes beyond the known position, kept raw.
   */

  /**
   * File name (without directory) of the next binlog; not zero-terminated.
   */

  /**
   * ROTATE post-header length from the FDE; 8 except in binlog v1 (0).
   */

  return RotateEvent;
})();
RotateEvent_.RotateEvent = RotateEvent;
});
