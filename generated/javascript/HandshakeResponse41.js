// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './PackedInt'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./PackedInt'));
  } else {
    factory(root.HandshakeResponse41 || (root.HandshakeResponse41 = {}), root.KaitaiStream, root.PackedInt || (root.PackedInt = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (HandshakeResponse41_, KaitaiStream, PackedInt_) {
/**
 * The payload of the client's answer to the initial handshake: the capabilities it takes, the
 * largest packet it accepts, its character set, then the account name, the authentication answer
 * computed from the server's scramble (its length as a packed integer or as one byte, by
 * capability), the default database, the authentication method the answer is for and the
 * connection attributes. A client that asks for TLS first sends the fixed part alone (the SSL
 * request), starts TLS, and then sends the whole packet.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_connection_phase_packets_protocol_handshake_response.html|Source}
 * @see {@link https://mariadb.com/kb/en/connection/#handshake-response-packet|Source}
 */

var HandshakeResponse41 = (function() {
  function HandshakeResponse41(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  HandshakeResponse41.prototype._read = function() {
    this.clientFlag = this._io.readU4le();
    this.maxPacketSize = this._io.readU4le();
    this.characterSet = this._io.readU1();
    this.filler = this._io.readBytes(19);
    this.mariadbCapabilities = this._io.readU4le();
    if (!(this._io.isEof())) {
      this.credentials = new Credentials(this._io, this, this._root, this.clientFlag);
    }
  }

  /**
   * The part of the response after the fixed fields.
   */

  var Credentials = HandshakeResponse41.Credentials = (function() {
    function Credentials(_io, _parent, _root, clientFlag) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.clientFlag = clientFlag;

      this._read();
    }
    Credentials.prototype._read = function() {
      this.username = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
      if ((this.clientFlag & 2097152) != 0) {
        this.lenAuthResponsePacked = new PackedInt_.PackedInt(this._io, null, null);
      }
      if ((this.clientFlag & 2097152) == 0) {
        this.lenAuthResponseByte = this._io.readU1();
      }
      this.authResponse = this._io.readBytes(this.lenAuthResponse);
      if ((this.clientFlag & 8) != 0) {
        this.database = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
      }
      if ((this.clientFlag & 524288) != 0) {
        this.clientPluginName = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
      }
      if ((this.clientFlag & 1048576) != 0) {
        this.lenConnectAttrs = new PackedInt_.PackedInt(this._io, null, null);
      }
      if ((this.clientFlag & 1048576) != 0) {
        this.connectAttrs = this._io.readBytes(this.lenConnectAttrs.value);
      }
    }

    /**
     * Length of the answer, however it was given.
     */
    Object.defineProperty(Credentials.prototype, 'lenAuthResponse', {
      get: function() {
        if (this._m_lenAuthResponse !== undefined)
          return this._m_lenAuthResponse;
        this._m_lenAuthResponse = ((this.clientFlag & 2097152) != 0 ? this.lenAuthResponsePacked.value : this.lenAuthResponseByte);
        return this._m_lenAuthResponse;
      }
    });

    /**
     * The account's user name.
     */

    /**
     * Length of the answer as a packed integer (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA).
     */

    /**
     * Length of the answer as one byte.
     */

    /**
     * The authentication answer (a scrambled password hash, or the first step of a multi-step method).
     */

    /**
     * The default database (CLIENT_CONNECT_WITH_DB).
     */

    /**
     * The authentication method the answer is for (CLIENT_PLUGIN_AUTH).
     */

    /**
     * Length of the connection attributes (CLIENT_CONNECT_ATTRS).
     */

    /**
     * Key/value pairs, each a packed-length string (client name, version, pid, ...), kept raw.
     */

    /**
     * The capability bits of the response, which say which fields follow.
     */

    return Credentials;
  })();

  /**
   * The CLIENT_* capability bits the client takes.
   */

  /**
   * The largest packet the client accepts.
   */

  /**
   * The connection's collation id.
   */

  /**
   * Zero bytes.
   */

  /**
   * MariaDB's extended capability bits the client takes; zero for MySQL.
   */

  /**
   * The account and its answer; absent in the SSL request.
   */

  return HandshakeResponse41;
})();
HandshakeResponse41_.HandshakeResponse41 = HandshakeResponse41;
});
