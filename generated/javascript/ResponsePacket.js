// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './PackedInt'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./PackedInt'));
  } else {
    factory(root.ResponsePacket || (root.ResponsePacket = {}), root.KaitaiStream, root.PackedInt || (root.PackedInt = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (ResponsePacket_, KaitaiStream, PackedInt_) {
/**
 * The payload of a server's answer to a command (protocol 4.1): OK (0x00), ERR (0xff) or the
 * end-of-data marker EOF (0xfe, under 9 bytes). A binlog dump ends with EOF when the client asked
 * not to block, and fails with ERR (a purged or missing file, a GTID the server no longer holds,
 * a missing privilege).
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_response_packets.html|Source}
 * @see {@link https://mariadb.com/kb/en/ok_packet/|Source}
 * @see {@link https://mariadb.com/kb/en/err_packet/|Source}
 * @see {@link https://mariadb.com/kb/en/eof_packet/|Source}
 */

var ResponsePacket = (function() {
  ResponsePacket.ResponseType = Object.freeze({
    OK: 0,
    EOF: 254,
    ERR: 255,

    0: "OK",
    254: "EOF",
    255: "ERR",
  });

  function ResponsePacket(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ResponsePacket.prototype._read = function() {
    this.header = this._io.readU1();
    switch (this.header) {
    case ResponsePacket.ResponseType.EOF:
      this.body = new EofBody(this._io, this, this._root);
      break;
    case ResponsePacket.ResponseType.ERR:
      this.body = new ErrBody(this._io, this, this._root);
      break;
    case ResponsePacket.ResponseType.OK:
      this.body = new OkBody(this._io, this, this._root);
      break;
    }
  }

  /**
   * The end of a result set or of a non-blocking binlog dump.
   */

  var EofBody = ResponsePacket.EofBody = (function() {
    function EofBody(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    EofBody.prototype._read = function() {
      if (!(this._io.isEof())) {
        this.warnings = this._io.readU2le();
      }
      if (!(this._io.isEof())) {
        this.statusFlags = this._io.readU2le();
      }
    }

    /**
     * Number of warnings.
     */

    /**
     * SERVER_STATUS_* bits.
     */

    return EofBody;
  })();

  /**
   * A failure, with the server's error number, SQLSTATE and message.
   */

  var ErrBody = ResponsePacket.ErrBody = (function() {
    function ErrBody(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ErrBody.prototype._read = function() {
      this.errorCode = this._io.readU2le();
      this.sqlStateMarker = this._io.readU1();
      if (this.sqlStateMarker == 35) {
        this.sqlState = KaitaiStream.bytesToStr(this._io.readBytes(5), "ASCII");
      }
      this.errorMessage = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
    }

    /**
     * The server's error number (ER_*), such as 1236 for a binlog the server cannot send.
     */

    /**
     * '#' (0x23) when a SQLSTATE follows.
     */

    /**
     * The five-character SQLSTATE.
     */

    /**
     * The message text.
     */

    return ErrBody;
  })();

  /**
   * Success, with what the command changed.
   */

  var OkBody = ResponsePacket.OkBody = (function() {
    function OkBody(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    OkBody.prototype._read = function() {
      this.affectedRows = new PackedInt_.PackedInt(this._io, null, null);
      this.lastInsertId = new PackedInt_.PackedInt(this._io, null, null);
      this.statusFlags = this._io.readU2le();
      this.warnings = this._io.readU2le();
      this.info = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
    }

    /**
     * Rows the statement changed.
     */

    /**
     * The AUTO_INCREMENT value the statement generated.
     */

    /**
     * SERVER_STATUS_* bits.
     */

    /**
     * Number of warnings.
     */

    /**
     * Human-readable information (and session state changes with CLIENT_SESSION_TRACK), kept as text.
     */

    return OkBody;
  })();

  /**
   * Which response this is.
   */

  /**
   * The response's fields by its header; any other first byte is not a generic response and leaves no body.
   */

  return ResponsePacket;
})();
ResponsePacket_.ResponsePacket = ResponsePacket;
});
