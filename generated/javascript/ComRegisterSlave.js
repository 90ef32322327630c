// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ComRegisterSlave || (root.ComRegisterSlave = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ComRegisterSlave_, KaitaiStream) {
/**
 * The payload a replica sends to register itself before a dump, so that SHOW SLAVE HOSTS (SHOW
 * REPLICAS) lists it: its server id, the host, account and port it reports and two fields the
 * servers ignore. An archiver may send it or not; the dump does not depend on it.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_register_replica.html|Source}
 * @see {@link https://mariadb.com/kb/en/com_register_slave/|Source}
 */

var ComRegisterSlave = (function() {
  function ComRegisterSlave(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ComRegisterSlave.prototype._read = function() {
    this.command = this._io.readU1();
    if (!(this.command == 21)) {
      throw new KaitaiStream.ValidationNotEqualError(21, this.command, this._io, "/seq/0");
    }
    this.serverId = this._io.readU4le();
    this.lenHostname = this._io.readU1();
    this.hostname = KaitaiStream.bytesToStr(this._io.readBytes(this.lenHostname), "UTF-8");
    this.lenUser = this._io.readU1();
    this.user = KaitaiStream.bytesToStr(this._io.readBytes(this.lenUser), "UTF-8");
    this.lenPassword = this._io.readU1();
    this.password = KaitaiStream.bytesToStr(this._io.readBytes(this.lenPassword), "UTF-8");
    this.port = this._io.readU2le();
    this.replicationRank = this._io.readU4le();
    this.masterId = this._io.readU4le();
  }

  /**
   * COM_REGISTER_SLAVE.
   */

  /**
   * The replica's server id, unique among the source's replicas.
   */

  /**
   * The host the replica reports (report_host), often empty.
   */

  /**
   * The account the replica reports (report_user), often empty.
   */

  /**
   * The password the replica reports (report_password), often empty.
   */

  /**
   * The port the replica reports (report_port).
   */

  /**
   * Ignored by the servers; zero.
   */

  /**
   * Ignored by the servers; zero.
   */

  return ComRegisterSlave;
})();
ComRegisterSlave_.ComRegisterSlave = ComRegisterSlave;
});
