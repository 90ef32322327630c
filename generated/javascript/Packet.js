// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.Packet || (root.Packet = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (Packet_, KaitaiStream) {
/**
 * One packet of the client/server protocol as it crosses the connection: a 3-byte payload
 * length, a sequence number that each side increments per packet of a command, and the payload.
 * A payload of 0xffffff bytes or more is split; a packet of exactly 0xffffff bytes says another
 * one follows, and the payloads joined in order make the logical packet (a binlog event larger
 * than 16 MiB arrives so).
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_basic_packets.html|Source}
 * @see {@link https://mariadb.com/kb/en/0-packet/|Source}
 */

var Packet = (function() {
  function Packet(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  Packet.prototype._read = function() {
    this.lenPayload = this._io.readBitsIntLe(24);
    this._io.alignToByte();
    this.sequenceId = this._io.readU1();
    this.payload = this._io.readBytes(this.lenPayload);
  }

  /**
   * A full-size packet whose payload goes on in the next packet.
   */
  Object.defineProperty(Packet.prototype, 'isContinued', {
    get: function() {
      if (this._m_isContinued !== undefined)
        return this._m_isContinued;
      this._m_isContinued = this.lenPayload == 16777215;
      return this._m_isContinued;
    }
  });

  /**
   * Per-command packet number, wrapping at 256; a dump's replies keep counting from 1.
   */

  /**
   * The payload (a command, a response, an event), or a part of it when the packet is full-size.
   */

  return Packet;
})();
Packet_.Packet = Packet;
});
