// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.IgnorableLogEvent || (root.IgnorableLogEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (IgnorableLogEvent_, KaitaiStream) {
/**
 * The base type of events that a reader which does not understand them may skip (they carry
 * LOG_EVENT_IGNORABLE_F in the header flags). The type code itself is not written by any
 * released server; its body has no defined layout and is kept raw.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Ignorable__event.html|Source}
 */

var IgnorableLogEvent = (function() {
  function IgnorableLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  IgnorableLogEvent.prototype._read = function() {
    this.data = this._io.readBytesFull();
  }

  /**
   * The body, raw.
   */

  return IgnorableLogEvent;
})();
IgnorableLogEvent_.IgnorableLogEvent = IgnorableLogEvent;
});
