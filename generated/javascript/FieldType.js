// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.FieldType || (root.FieldType = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (FieldType_, KaitaiStream) {
/**
 * The column type codes a TABLE_MAP event lists, one byte per column.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/include/field_types.h|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/include/mysql_com.h|Source}
 */

var FieldType = (function() {
  FieldType.Code = Object.freeze({
    DECIMAL: 0,
    TINY: 1,
    SHORT: 2,
    LONG: 3,
    FLOAT: 4,
    DOUBLE: 5,
    NULL: 6,
    TIMESTAMP: 7,
    LONGLONG: 8,
    INT24: 9,
    DATE: 10,
    TIME: 11,
    DATETIME: 12,
    YEAR: 13,
    NEWDATE: 14,
    VARCHAR: 15,
    BIT: 16,
    TIMESTAMP2: 17,
    DATETIME2: 18,
    TIME2: 19,
    TYPED_ARRAY: 20,
    VECTOR: 242,
    INVALID: 243,
    BOOL: 244,
    JSON: 245,
    NEWDECIMAL: 246,
    ENUM: 247,
    SET: 248,
    TINY_BLOB: 249,
    MEDIUM_BLOB: 250,
    LONG_BLOB: 251,
    BLOB: 252,
    VAR_STRING: 253,
    STRING: 254,
    GEOMETRY: 255,

    0: "DECIMAL",
    1: "TINY",
    2: "SHORT",
    3: "LONG",
    4: "FLOAT",
    5: "DOUBLE",
    6: "NULL",
    7: "TIMESTAMP",
    8: "LONGLONG",
    9: "INT24",
    10: "DATE",
    11: "TIME",
    12: "DATETIME",
    13: "YEAR",
    14: "NEWDATE",
    15: "VARCHAR",
    16: "BIT",
    17: "TIMESTAMP2",
    18: "DATETIME2",
    19: "TIME2",
    20: "TYPED_ARRAY",
    242: "VECTOR",
    243: "INVALID",
    244: "BOOL",
    245: "JSON",
    246: "NEWDECIMAL",
    247: "ENUM",
    248: "SET",
    249: "TINY_BLOB",
    250: "MEDIUM_BLOB",
    251: "LONG_BLOB",
    252: "BLOB",
    253: "VAR_STRING",
    254: "STRING",
    255: "GEOMETRY",
  });

  function FieldType(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  FieldType.prototype._read = function() {
  }

  return FieldType;
})();
FieldType_.FieldType = FieldType;
});
