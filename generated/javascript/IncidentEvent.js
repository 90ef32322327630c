// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.IncidentEvent || (root.IncidentEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (IncidentEvent_, KaitaiStream) {
/**
 * Tells replicas that something happened on the source that may leave them out of step (for
 * example, changes that could not be logged); a replica stops when it reads one.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Incident__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/incident_event/|Source}
 */

var IncidentEvent = (function() {
  IncidentEvent.IncidentType = Object.freeze({
    NONE: 0,
    LOST_EVENTS: 1,

    0: "NONE",
    1: "LOST_EVENTS",
  });

  function IncidentEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  IncidentEvent.prototype._read = function() {
    this.incident = this._io.readU2le();
    this.lenMessage = this._io.readU1();
    this.message = KaitaiStream.bytesToStr(this._io.readBytes(this.lenMessage), "UTF-8");
  }

  /**
   * What happened: the kind of incident.
   */

  /**
   * Human-readable explanation (may be empty).
   */

  return IncidentEvent;
})();
IncidentEvent_.IncidentEvent = IncidentEvent;
});
