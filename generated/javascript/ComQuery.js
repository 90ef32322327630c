// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ComQuery || (root.ComQuery = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ComQuery_, KaitaiStream) {
/**
 * The payload of a text statement sent to the server. A binlog client sends its settings this
 * way before the dump: SET @master_binlog_checksum (the checksum it can check, which makes the
 * server send events with their CRC32), SET @mariadb_slave_capability (which events of MariaDB
 * it understands: 4 is MARIA_SLAVE_CAPABILITY_GTID) and, for MariaDB's GTID start,
 * SET @slave_connect_state to the GTID position to start after.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_query.html|Source}
 * @see {@link https://mariadb.com/kb/en/com_query/|Source}
 * @see {@link https://mariadb.com/kb/en/gtid/#using-current_pos-vs-slave_pos|Source}
 */

var ComQuery = (function() {
  function ComQuery(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ComQuery.prototype._read = function() {
    this.command = this._io.readU1();
    if (!(this.command == 3)) {
      throw new KaitaiStream.ValidationNotEqualError(3, this.command, this._io, "/seq/0");
    }
    this.query = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
  }

  /**
   * COM_QUERY.
   */

  /**
   * The statement text.
   */

  return ComQuery;
})();
ComQuery_.ComQuery = ComQuery;
});
