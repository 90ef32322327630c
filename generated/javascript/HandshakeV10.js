// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.HandshakeV10 || (root.HandshakeV10 = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (HandshakeV10_, KaitaiStream) {
/**
 * The payload of the first packet a server sends on a new connection: its version, the
 * connection id, the capabilities it offers, its character set and the scramble (nonce) the
 * client's authentication answer is computed from, with the name of the default authentication
 * method. MariaDB puts its own capability bits in the last four of the ten reserved bytes when
 * it clears the CLIENT_LONG_PASSWORD bit.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_v10.html|Source}
 * @see {@link https://mariadb.com/kb/en/connection/#initial-handshake-packet|Source}
 */

var HandshakeV10 = (function() {
  function HandshakeV10(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  HandshakeV10.prototype._read = function() {
    this.protocolVersion = this._io.readU1();
    if (!(this.protocolVersion == 10)) {
      throw new KaitaiStream.ValidationNotEqualError(10, this.protocolVersion, this._io, "/seq/0");
    }
    this.serverVersion = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
    this.connectionId = this._io.readU4le();
    this.authPluginDataPart1 = this._io.readBytes(8);
    this.filler = this._io.readU1();
    this.capabilityFlagsLower = this._io.readU2le();
    this.characterSet = this._io.readU1();
    this.statusFlags = this._io.readU2le();
    this.capabilityFlagsUpper = this._io.readU2le();
    this.lenAuthPluginData = this._io.readU1();
    this.reserved = this._io.readBytes(6);
    this.mariadbCapabilities = this._io.readU4le();
    if ((this.capabilityFlagsLower & 32768) != 0) {
      this.authPluginDataPart2 = this._io.readBytes((this.lenAuthPluginData > 21 ? this.lenAuthPluginData - 8 : 13));
    }
    if ((this.capabilityFlagsUpper & 8) != 0) {
      this.authPluginName = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
    }
  }

  /**
   * The 32 CLIENT_* capability bits.
   */
  Object.defineProperty(HandshakeV10.prototype, 'capabilityFlags', {
    get: function() {
      if (this._m_capabilityFlags !== undefined)
        return this._m_capabilityFlags;
      this._m_capabilityFlags = this.capabilityFlagsLower + this.capabilityFlagsUpper * 65536;
      return this._m_capabilityFlags;
    }
  });

  /**
   * Always 10 since MySQL 3.21.
   */

  /**
   * The server's version text (MariaDB 10.x/11.x prefix it with "5.5.5-").
   */

  /**
   * The id of the connection's thread on the server (CONNECTION_ID()).
   */

  /**
   * The first 8 bytes of the scramble.
   */

  /**
   * A zero byte.
   */

  /**
   * CLIENT_* capability bits 0-15 the server offers.
   */

  /**
   * The server's default collation id.
   */

  /**
   * SERVER_STATUS_* bits.
   */

  /**
   * CLIENT_* capability bits 16-31.
   */

  /**
   * Length of the whole scramble plus its terminating zero (21), or 0 without CLIENT_PLUGIN_AUTH.
   */

  /**
   * Zero bytes.
   */

  /**
   * MariaDB's extended capability bits (MARIADB_CLIENT_*); zero from MySQL.
   */

  /**
   * The rest of the scramble (12 bytes) and a terminating zero; with CLIENT_SECURE_CONNECTION.
   */

  /**
   * The default authentication method (mysql_native_password, caching_sha2_password, ...); with CLIENT_PLUGIN_AUTH.
   */

  return HandshakeV10;
})();
HandshakeV10_.HandshakeV10 = HandshakeV10;
});
