// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.StopEvent || (root.StopEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (StopEvent_, KaitaiStream) {
/**
 * Written when the server shuts down cleanly: the file ends here and no ROTATE_EVENT follows.
 * The body is empty; the event is all header.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Stop__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/stop_event/|Source}
 */

var StopEvent = (function() {
  function StopEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  StopEvent.prototype._read = function() {
  }

  return StopEvent;
})();
StopEvent_.StopEvent = StopEvent;
});
