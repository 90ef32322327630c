// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.IntvarEvent || (root.IntvarEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (IntvarEvent_, KaitaiStream) {
/**
 * In statement-based logging, an integer session value that the next QUERY_EVENT needs to
 * run the same way on a replica: the LAST_INSERT_ID() result or the next AUTO_INCREMENT value.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Intvar__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/intvar_event/|Source}
 */

var IntvarEvent = (function() {
  IntvarEvent.IntvarType = Object.freeze({
    INVALID_INT: 0,
    LAST_INSERT_ID: 1,
    INSERT_ID: 2,

    0: "INVALID_INT",
    1: "LAST_INSERT_ID",
    2: "INSERT_ID",
  });

  function IntvarEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  IntvarEvent.prototype._read = function() {
    if (this.lenPostHeader > 0) {
      this.postHeader = this._io.readBytes(this.lenPostHeader);
    }
    this.varType = this._io.readU1();
    this.value = this._io.readU8le();
  }

  /**
   * A post-header no released server writes, kept raw.
   */

  /**
   * Which variable the value is for: LAST_INSERT_ID or INSERT_ID.
   */

  /**
   * The value, unsigned.
   */

  /**
   * Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID).
   */

  return IntvarEvent;
})();
IntvarEvent_.IntvarEvent = IntvarEvent;
});
