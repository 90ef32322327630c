// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.RandEvent || (root.RandEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (RandEvent_, KaitaiStream) {
/**
 * In statement-based logging, the state of the RAND() generator before the next QUERY_EVENT,
 * so that a replica computes the same random numbers.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Rand__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/rand_event/|Source}
 */

var RandEvent = (function() {
  function RandEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  RandEvent.prototype._read = function() {
    if (this.lenPostHeader > 0) {
      this.postHeader = this._io.readBytes(this.lenPostHeader);
    }
    this.seed1 = this._io.readU8le();
    this.seed2 = this._io.readU8le();
  }

  /**
   * A post-header no released server writes, kept raw.
   */

  /**
   * First seed of the generator.
   */

  /**
   * Second seed of the generator.
   */

  /**
   * Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID).
   */

  return RandEvent;
})();
RandEvent_.RandEvent = RandEvent;
});
