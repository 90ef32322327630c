// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.PackedInt || (root.PackedInt = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (PackedInt_, KaitaiStream) {
/**
 * A variable-width unsigned integer as the server writes it with net_store_length():
 * a first byte below 251 is the value itself; 0xfc, 0xfd and 0xfe announce a 2-, 3- or
 * 8-byte little-endian value that follows. 0xff never starts a packed integer and is rejected.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Binary__log__event.html|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/mysys/pack.cc|Source}
 */

var PackedInt = (function() {
  function PackedInt(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  PackedInt.prototype._read = function() {
    this.first = this._io.readU1();
    if (!(this.first <= 254)) {
      throw new KaitaiStream.ValidationGreaterThanError(254, this.first, this._io, "/seq/0");
    }
    if (this.first == 252) {
      this.valueU2 = this._io.readU2le();
    }
    if (this.first == 253) {
      this.valueU3 = this._io.readBitsIntLe(24);
    }
    this._io.alignToByte();
    if (this.first == 254) {
      this.valueU8 = this._io.readU8le();
    }
  }

  /**
   * How many bytes the packed integer took.
   */
  Object.defineProperty(PackedInt.prototype, 'lenPacked', {
    get: function() {
      if (this._m_lenPacked !== undefined)
        return this._m_lenPacked;
      this._m_lenPacked = (this.first <= 251 ? 1 : (this.first == 252 ? 3 : (this.first == 253 ? 4 : 9)));
      return this._m_lenPacked;
    }
  });

  /**
   * The decoded unsigned value.
   */
  Object.defineProperty(PackedInt.prototype, 'value', {
    get: function() {
      if (this._m_value !== undefined)
        return this._m_value;
      this._m_value = (this.first <= 251 ? this.first : (this.first == 252 ? this.valueU2 : (this.first == 253 ? this.valueU3 : this.valueU8)));
      return this._m_value;
    }
  });

  /**
   * The whole value when below 0xfb; else a width marker. 0xfb (NULL in the client
   * protocol) is never written in a binlog and is read as the one-byte value 251.
   */

  /**
   * The value when first is 0xfc.
   */

  /**
   * The value when first is 0xfd.
   */

  /**
   * The value when first is 0xfe.
   */

  return PackedInt;
})();
PackedInt_.PackedInt = PackedInt;
});
