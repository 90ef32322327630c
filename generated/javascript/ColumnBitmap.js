// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ColumnBitmap || (root.ColumnBitmap = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ColumnBitmap_, KaitaiStream) {
/**
 * The column bitmaps of TABLE_MAP and ROWS events: bit 0 of byte 0 is the first column, bit 7
 * of byte 0 the eighth, bit 0 of byte 1 the ninth. The last byte is padded with zero bits.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc|Source}
 * @see {@link https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/|Source}
 */

var ColumnBitmap = (function() {
  function ColumnBitmap(_io, _parent, _root, numBits) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.numBits = numBits;

    this._read();
  }
  ColumnBitmap.prototype._read = function() {
    this.bits = [];
    for (var i = 0; i < this.numBits; i++) {
      this.bits.push(this._io.readBitsIntLe(1) != 0);
    }
    this.padding = [];
    for (var i = 0; i < KaitaiStream.mod(8 - KaitaiStream.mod(this.numBits, 8), 8); i++) {
      this.padding.push(this._io.readBitsIntLe(1) != 0);
    }
  }

  /**
   * One bit per column, column 0 first.
   */

  /**
   * Bits that fill the last byte; zero as the server writes them.
   */

  /**
   * How many columns the bitmap covers.
   */

  return ColumnBitmap;
})();
ColumnBitmap_.ColumnBitmap = ColumnBitmap;
});
