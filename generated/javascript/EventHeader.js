// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './EventType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./EventType'));
  } else {
    factory(root.EventHeader || (root.EventHeader = {}), root.KaitaiStream, root.EventType || (root.EventType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (EventHeader_, KaitaiStream, EventType_) {
/**
 * The header every event starts with. Binlog v1 (MySQL 3.23) writes 13 bytes and stops after
 * event_size; v3 and v4 write 19 bytes. Some patched servers (Google's MySQL 5.1) announce a
 * longer header (23, 27 or 31 bytes) in the format description event; the bytes past the 19th
 * are kept as `extra_headers`.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Log__event__header.html|Source}
 * @see {@link https://mariadb.com/kb/en/2-binlog-event-header/|Source}
 */

var EventHeader = (function() {
  function EventHeader(_io, _parent, _root, lenHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenHeader = lenHeader;

    this._read();
  }
  EventHeader.prototype._read = function() {
    this.timestamp = this._io.readU4le();
    this.eventType = this._io.readU1();
    this.serverId = this._io.readU4le();
    this.eventSize = this._io.readU4le();
    if (this.lenHeader >= 19) {
      this.logPos = this._io.readU4le();
    }
    if (this.lenHeader >= 19) {
      this.flags = this._io.readU2le();
    }
    if (this.lenHeader > 19) {
      this.extraHeaders = this._io.readBytes(this.lenHeader - 19);
    }
  }

  /**
   * Seconds since the epoch when the statement started on the source.
   */

  /**
   * Which event this is; the body's layout follows from it.
   */

  /**
   * Server that first wrote the event.
   */

  /**
   * Size of the whole event, header and checksum included.
   */

  /**
   * Offset of the next event in the file written by the source (0 for some relay-log and artificial events).
   */

  /**
   * LOG_EVENT_*_F flags, such as LOG_EVENT_BINLOG_IN_USE_F on the format description event.
   */

  /**
   * Header bytes beyond the 19 known ones, kept raw.
   */

  /**
   * Header length from the format description event (13, 19, or more).
   */

  return EventHeader;
})();
EventHeader_.EventHeader = EventHeader;
});
