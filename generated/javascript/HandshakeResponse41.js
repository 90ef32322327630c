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
 * largest packet it accepts, its character set, the account name, the authentication answer
 * computed from the server's scramble (its length as a packed integer or as one byte, by
 * capability), the default database, the authentication method the answer is for and the
 * connection attributes. A client that asks for TLS sends the first 32 bytes alone, then
 * starts TLS and sends the whole packet again.
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
      this.username = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
    }
    if ( ((!(this._io.isEof())) && ((this.clientFlag & 2097152) != 0)) ) {
      this.lenAuthResponsePacked = new PackedInt_.PackedInt(this._io, null, null);
    }
    if ( ((!(this._io.isEof())) && ((this.clientFlag & 2097152) == 0)) ) {
      this.lenAuthResponseByte = this._io.readU1();
    }
    if (!(this._io.isEof())) {
      this.authResponse = this._io.readBytes(((this.clientFlag & 2097152) != 0 ? this.lenAuthResponsePacked.value : this.lenAuthResponseByte));
    }
    if ( ((!(this._io.isEof())) && ((this.clientFlag & 8) != 0)) ) {
      this.database = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
    }
    if ( ((!(this._io.isEof())) && ((this.clientFlag & 524288) != 0)) ) {
      this.clientPluginName = KaitaiStream.bytesToStr(this._io.readBytesTerm(0, false, true, true), "UTF-8");
    }
    if ( ((!(this._io.isEof())) && ((this.clientFlag & 1048576) != 0)) ) {
      this.lenConnectAttrs = new PackedInt_.PackedInt(this._io, null, null);
    }
    if ( ((!(this._io.isEof())) && ((this.clientFlag & 1048576) != 0)) ) {
      this.connectAttrs = this._io.readBytes(this.lenConnectAttrs.value);
    }
  }

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
   * The account's user name; absent in the short SSL request packet.
   */

  /**
   * Length of the answer as a packed integer (CLIENT_PLUGIN_AUTH_LENENC_CLIENT_DATA).
   */

  /**
   * Length of the answer as one byte (CLIENT_SECURE_CONNECTION without the packed length).
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

  return HandshakeResponse41;
})();
HandshakeResponse41_.HandshakeResponse41 = HandshakeResponse41;
});
