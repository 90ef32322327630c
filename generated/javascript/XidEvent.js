// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.XidEvent || (root.XidEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (XidEvent_, KaitaiStream) {
/**
 * The COMMIT of a transaction that changed a transactional (XA-capable) engine; it closes the
 * event group that BEGIN (or a GTID event) opened.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Xid__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/xid_event/|Source}
 */

var XidEvent = (function() {
  function XidEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  XidEvent.prototype._read = function() {
    if (this.lenPostHeader > 0) {
      this.postHeader = this._io.readBytes(this.lenPostHeader);
    }
    this.xid = this._io.readU8le();
  }

  /**
   * A post-header no released server writes, kept raw.
   */

  /**
   * Transaction id the engines used for two-phase commit; the server writes it in its own byte order (little-endian on every common platform).
   */

  /**
   * Post-header length from the FDE: 0 in every released server's format description; the body's fields start after whatever post-header a server declares (a MariaDB 5.2 development build declared 6 for XID).
   */

  return XidEvent;
})();
XidEvent_.XidEvent = XidEvent;
});
