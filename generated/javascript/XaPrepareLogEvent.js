// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.XaPrepareLogEvent || (root.XaPrepareLogEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (XaPrepareLogEvent_, KaitaiStream) {
/**
 * Ends the event group of an XA transaction that was prepared (XA PREPARE) or committed in one
 * phase (XA COMMIT ... ONE PHASE), in the place of the XID event of an ordinary transaction. It
 * carries the XA transaction id: format id, global transaction id and branch qualifier. MySQL
 * 5.7.7+ and MariaDB 10.5+ write the same layout. The post-header is empty.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 */

var XaPrepareLogEvent = (function() {
  function XaPrepareLogEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  XaPrepareLogEvent.prototype._read = function() {
    this.onePhase = this._io.readU1();
    this.formatId = this._io.readS4le();
    this.lenGtrid = this._io.readU4le();
    if (!(this.lenGtrid <= 64)) {
      throw new KaitaiStream.ValidationGreaterThanError(64, this.lenGtrid, this._io, "/seq/2");
    }
    this.lenBqual = this._io.readU4le();
    if (!(this.lenBqual <= 64)) {
      throw new KaitaiStream.ValidationGreaterThanError(64, this.lenBqual, this._io, "/seq/3");
    }
    this.gtrid = this._io.readBytes(this.lenGtrid);
    this.bqual = this._io.readBytes(this.lenBqual);
  }

  /**
   * 1 for XA COMMIT ... ONE PHASE, 0 for XA PREPARE.
   */

  /**
   * The XID format id (-1 means a null XID, 0 the OSI CCR format; MySQL's default is 1).
   */

  /**
   * Length of the global transaction id, 1 to 64.
   */

  /**
   * Length of the branch qualifier, 0 to 64.
   */

  /**
   * The global transaction id, bytes as the client gave them.
   */

  /**
   * The branch qualifier, bytes as the client gave them.
   */

  return XaPrepareLogEvent;
})();
XaPrepareLogEvent_.XaPrepareLogEvent = XaPrepareLogEvent;
});
