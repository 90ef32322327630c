// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.FormatDescriptionEvent || (root.FormatDescriptionEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (FormatDescriptionEvent_, KaitaiStream) {
/**
 * The first event of every binlog v4 file (and of every relay log and every new master
 * connection): it tells a reader how to frame and decode everything after it. It repeats the
 * START_EVENT_V3 fields, then gives the common-header length and one post-header length per
 * event type the server knows. Servers that know binlog checksums (MySQL 5.6.1 and later,
 * MariaDB 5.3 and later) append a byte naming the checksum algorithm of the events that
 * follow; the 4 bytes after that byte (a CRC32, or room for one) are outside this body.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Format__description__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/format_description_event/|Source}
 */

var FormatDescriptionEvent = (function() {
  FormatDescriptionEvent.ChecksumAlg = Object.freeze({
    OFF: 0,
    CRC32: 1,
    UNDEF: 255,

    0: "OFF",
    1: "CRC32",
    255: "UNDEF",
  });

  function FormatDescriptionEvent(_io, _parent, _root, hasChecksumAlg) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.hasChecksumAlg = hasChecksumAlg;

    this._read();
  }
  FormatDescriptionEvent.prototype._read = function() {
    this.binlogVersion = this._io.readU2le();
    this.serverVersion = KaitaiStream.bytesToStr(KaitaiStream.bytesTerminate(this._io.readBytes(50), 0, false), "ASCII");
    this.createTimestamp = this._io.readU4le();
    this.lenCommonHeader = this._io.readU1();
    this.postHeaderLens = this._io.readBytes((this._io.size - this._io.pos) - (this.hasChecksumAlg ? 1 : 0));
    if (this.hasChecksumAlg) {
      this.checksumAlg = this._io.readU1();
    }
  }

  /**
   * Binlog format version; 4 for every file that starts with this event.
   */

  /**
   * Version string of the writing server, padded with zero bytes to 50 bytes.
   */

  /**
   * Seconds since the epoch when the file was created; 0 except in the first binlog after server start.
   */

  /**
   * Length of the common header of every later event (19; more on some patched servers).
   */

  /**
   * Post-header length of each event type: byte i is for type code i + 1. Its length is
   * the number of event types the writing server knows.
   */

  /**
   * Checksum algorithm of the events after this one (and the value this event's own trailer is computed with).
   */

  /**
   * Whether the writing server appends the checksum-algorithm byte (MySQL 5.6.1+, MariaDB 5.3+).
   */

  return FormatDescriptionEvent;
})();
FormatDescriptionEvent_.FormatDescriptionEvent = FormatDescriptionEvent;
});
