// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.HeartbeatLogEvent || (root.HeartbeatLogEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (HeartbeatLogEvent_, KaitaiStream) {
/**
 * Keep-alive that a source sends to a replica while it has no events to send; it is never
 * written to a binlog, only seen in the replication stream (and so in tools that record it).
 * The header's log_pos is the source's current position; the body names its current file.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/heartbeat_log_event/|Source}
 */

var HeartbeatLogEvent = (function() {
  function HeartbeatLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  HeartbeatLogEvent.prototype._read = function() {
    this.logName = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
  }

  /**
   * Name of the binlog file the source is at; not zero-terminated.
   */

  return HeartbeatLogEvent;
})();
HeartbeatLogEvent_.HeartbeatLogEvent = HeartbeatLogEvent;
});
