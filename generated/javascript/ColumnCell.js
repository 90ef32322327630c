// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './TableMapEvent', './PackedInt', './MysqlJson', './FieldType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./TableMapEvent'), require('./PackedInt'), require('./MysqlJson'), require('./FieldType'));
  } else {
    factory(root.ColumnCell || (root.ColumnCell = {}), root.KaitaiStream, root.TableMapEvent || (root.TableMapEvent = {}), root.PackedInt || (root.PackedInt = {}), root.MysqlJson || (root.MysqlJson = {}), root.FieldType || (root.FieldType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (ColumnCell_, KaitaiStream, TableMapEvent_, PackedInt_, MysqlJson_, FieldType_) {
/**
 * The bytes one column takes in a row image of a WRITE/UPDATE/DELETE_ROWS event, decoded by the
 * column's type. A column that is not in the image, or is NULL in it, takes none. Otherwise the
 * column's type and its metadata in the table's TABLE_MAP event say how many bytes the value
 * takes (`extent`): a fixed number for numbers and temporal types (computed from the metadata
 * for FLOAT, DOUBLE, DECIMAL, BIT and the fractional-second types), or a 1- to 4-byte
 * little-endian length and that many bytes for strings, BLOB/TEXT, JSON, GEOMETRY and VECTOR.
 * The value is then read from a substream of exactly those bytes, in a layout per type: integers
 * (`cell_int`), floating point (`cell_float`, `cell_double`), the packed temporal types with
 * their bit fields (`cell_date`, `cell_datetime2`, `cell_time2`, `cell_timestamp2` and the
 * pre-5.6 `cell_time`, `cell_datetime`, `cell_timestamp`), YEAR, DECIMAL (`cell_decimal`),
 * strings and BLOBs (`cell_var`), CHAR/ENUM/SET by the real type in the metadata
 * (`cell_string`), BIT (`cell_fixed`), JSON as a binary JSON document (`cell_json`), GEOMETRY
 * (`cell_geometry`) and VECTOR (`cell_vector`). Every layout also keeps the value's bytes as
 * `raw` (without the length prefix).
 * 
 * The after image of a PARTIAL_UPDATE_ROWS event may hold a JSON column as a diff against the
 * before image instead of a whole document; `json_diff` is read then.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/rpl_utility.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event_client.cc|Source}
 */

var ColumnCell = (function() {
  ColumnCell.JsonDiffOperationType = Object.freeze({
    REPLACE: 0,
    INSERT: 1,
    REMOVE: 2,

    0: "REPLACE",
    1: "INSERT",
    2: "REMOVE",
  });

  function ColumnCell(_io, _parent, _root, tableMap, index, isPresent, isNull, isPartialJson) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.tableMap = tableMap;
    this.index = index;
    this.isPresent = isPresent;
    this.isNull = isNull;
    this.isPartialJson = isPartialJson;

    this._read();
  }
  ColumnCell.prototype._read = function() {
    if ( ((this.isPresent) && (!(this.isNull)) && (!(this.isPartialJson)) && (this.extent.lenCell > 0)) ) {
      switch (this.columnType) {
      case FieldType_.FieldType.Code.BIT:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellFixed(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.lenValue);
        break;
      case FieldType_.FieldType.Code.BLOB:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVar(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.DATE:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellDate(_io__raw_value, this, this._root);
        break;
      case FieldType_.FieldType.Code.DATETIME:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellDatetime(_io__raw_value, this, this._root);
        break;
      case FieldType_.FieldType.Code.DATETIME2:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellDatetime2(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.fsp);
        break;
      case FieldType_.FieldType.Code.DOUBLE:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellDouble(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.ENUM:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellString(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.realType, this.tableMap.metadata.columns[this.index].body.maxLength);
        break;
      case FieldType_.FieldType.Code.FLOAT:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellFloat(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.GEOMETRY:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellGeometry(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.INT24:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellInt(_io__raw_value, this, this._root, 3);
        break;
      case FieldType_.FieldType.Code.JSON:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellJson(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.LONG:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellInt(_io__raw_value, this, this._root, 4);
        break;
      case FieldType_.FieldType.Code.LONG_BLOB:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVar(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.LONGLONG:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellInt(_io__raw_value, this, this._root, 8);
        break;
      case FieldType_.FieldType.Code.MEDIUM_BLOB:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVar(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.NEWDATE:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellDate(_io__raw_value, this, this._root);
        break;
      case FieldType_.FieldType.Code.NEWDECIMAL:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellDecimal(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.precision, this.tableMap.metadata.columns[this.index].body.scale);
        break;
      case FieldType_.FieldType.Code.SET:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellString(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.realType, this.tableMap.metadata.columns[this.index].body.maxLength);
        break;
      case FieldType_.FieldType.Code.SHORT:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellInt(_io__raw_value, this, this._root, 2);
        break;
      case FieldType_.FieldType.Code.STRING:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellString(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.realType, this.tableMap.metadata.columns[this.index].body.maxLength);
        break;
      case FieldType_.FieldType.Code.TIME:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellTime(_io__raw_value, this, this._root);
        break;
      case FieldType_.FieldType.Code.TIME2:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellTime2(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.fsp);
        break;
      case FieldType_.FieldType.Code.TIMESTAMP:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellTimestamp(_io__raw_value, this, this._root);
        break;
      case FieldType_.FieldType.Code.TIMESTAMP2:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellTimestamp2(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.fsp);
        break;
      case FieldType_.FieldType.Code.TINY:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellInt(_io__raw_value, this, this._root, 1);
        break;
      case FieldType_.FieldType.Code.TINY_BLOB:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVar(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.VAR_STRING:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVar(_io__raw_value, this, this._root, (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2));
        break;
      case FieldType_.FieldType.Code.VARCHAR:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVar(_io__raw_value, this, this._root, (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2));
        break;
      case FieldType_.FieldType.Code.VECTOR:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellVector(_io__raw_value, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength);
        break;
      case FieldType_.FieldType.Code.YEAR:
        this._raw_value = this._io.readBytes(this.extent.lenCell);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new CellYear(_io__raw_value, this, this._root);
        break;
      default:
        this.value = this._io.readBytes(this.extent.lenCell);
        break;
      }
    }
    if ( ((this.isPresent) && (!(this.isNull)) && (this.isPartialJson)) ) {
      this.jsonDiff = new JsonDiff(this._io, this, this._root);
    }
  }

  /**
   * DATE (NEWDATE in the server): three little-endian bytes packing the day in the low five
   * bits, the month in the next four and the year in the top fifteen. Zero parts are kept
   * (dates such as 2024-00-10 or 0000-00-00 are allowed by the server's SQL modes).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellDate = ColumnCell.CellDate = (function() {
    function CellDate(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CellDate.prototype._read = function() {
      this.day = this._io.readBitsIntLe(5);
      this.month = this._io.readBitsIntLe(4);
      this.year = this._io.readBitsIntLe(15);
    }
    Object.defineProperty(CellDate.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * Day of the month, 0 to 31 (0 in a zero date).
     */

    /**
     * Month, 0 to 12 (0 in a zero date).
     */

    /**
     * Year, 0 to 9999.
     */

    return CellDate;
  })();

  /**
   * The DATETIME of servers before MySQL 5.6.4, an 8-byte little-endian number whose decimal digits read YYYYMMDDHHMMSS.
   * @see {@link https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc|Source}
   */

  var CellDatetime = ColumnCell.CellDatetime = (function() {
    function CellDatetime(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CellDatetime.prototype._read = function() {
      this.packed = this._io.readU8le();
    }
    Object.defineProperty(CellDatetime.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The number whose decimal digits are YYYYMMDDHHMMSS.
     */

    return CellDatetime;
  })();

  /**
   * DATETIME(fsp) since MySQL 5.6.4: five big-endian bytes of bit fields (a sign bit that is
   * set for the non-negative values the server stores, then year * 13 + month, day, hour,
   * minute and second), then the fraction as in TIMESTAMP(fsp).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc|Source}
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellDatetime2 = ColumnCell.CellDatetime2 = (function() {
    function CellDatetime2(_io, _parent, _root, fsp) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.fsp = fsp;

      this._read();
    }
    CellDatetime2.prototype._read = function() {
      this.isNonnegative = this._io.readBitsIntBe(1) != 0;
      this.yearMonth = this._io.readBitsIntBe(17);
      this.day = this._io.readBitsIntBe(5);
      this.hour = this._io.readBitsIntBe(5);
      this.minute = this._io.readBitsIntBe(6);
      this.second = this._io.readBitsIntBe(6);
      this._io.alignToByte();
      if (this.fsp > 0) {
        switch (Math.floor((this.fsp + 1) / 2)) {
        case 1:
          this.fraction = this._io.readU1();
          break;
        case 2:
          this.fraction = this._io.readU2be();
          break;
        case 3:
          this.fraction = this._io.readBitsIntBe(24);
          break;
        }
      }
    }
    Object.defineProperty(CellDatetime2.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * Sign bit; set for every value the server stores (DATETIME is never negative).
     */

    /**
     * year * 13 + month.
     */

    /**
     * Day of the month, 0 to 31.
     */

    /**
     * Hour, 0 to 23.
     */

    /**
     * Minute, 0 to 59.
     */

    /**
     * Second, 0 to 59.
     */

    /**
     * The fraction of a second, as in TIMESTAMP(fsp).
     */

    /**
     * Fractional-second digits (0 to 6) from the table map.
     */

    return CellDatetime2;
  })();

  /**
   * DECIMAL(precision, scale) in the server's binary form: the integer digits and the
   * fraction digits each in groups of nine per 4 bytes, leftover digits in (n + 1) / 2 bytes.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc|Source}
   */

  var CellDecimal = ColumnCell.CellDecimal = (function() {
    function CellDecimal(_io, _parent, _root, precision, scale) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.precision = precision;
      this.scale = scale;

      this._read();
    }
    CellDecimal.prototype._read = function() {
      this.raw = this._io.readBytes(this.lenValue);
    }

    /**
     * The value's size: 4 bytes per nine digits, (n + 1) / 2 bytes for the n digits left over, for the integer part and the fraction each.
     */
    Object.defineProperty(CellDecimal.prototype, 'lenValue', {
      get: function() {
        if (this._m_lenValue !== undefined)
          return this._m_lenValue;
        this._m_lenValue = ((Math.floor(this.numIntDigits / 9) * 4 + Math.floor((KaitaiStream.mod(this.numIntDigits, 9) + 1) / 2)) + Math.floor(this.scale / 9) * 4) + Math.floor((KaitaiStream.mod(this.scale, 9) + 1) / 2);
        return this._m_lenValue;
      }
    });

    /**
     * Digits before the decimal point.
     */
    Object.defineProperty(CellDecimal.prototype, 'numIntDigits', {
      get: function() {
        if (this._m_numIntDigits !== undefined)
          return this._m_numIntDigits;
        this._m_numIntDigits = this.precision - this.scale;
        return this._m_numIntDigits;
      }
    });

    /**
     * Total number of digits, from the table map.
     */

    /**
     * Digits after the decimal point, from the table map.
     */

    return CellDecimal;
  })();

  /**
   * DOUBLE, an IEEE 754 double in little-endian order; `value` is absent if the table map gives an unusual size.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellDouble = ColumnCell.CellDouble = (function() {
    function CellDouble(_io, _parent, _root, lenValue) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenValue = lenValue;

      this._read();
    }
    CellDouble.prototype._read = function() {
      if (this.lenValue == 8) {
        this.value = this._io.readF8le();
      }
    }
    Object.defineProperty(CellDouble.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The DOUBLE value.
     */

    /**
     * The table map's pack length (8).
     */

    return CellDouble;
  })();

  /**
   * The size of one value in a row image, fixed (`len_fixed`) or prefixed by its length (`len_length` bytes).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc|Source}
   */

  var CellExtent = ColumnCell.CellExtent = (function() {
    function CellExtent(_io, _parent, _root, lenFixed, lenLength) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenFixed = lenFixed;
      this.lenLength = lenLength;

      this._read();
    }
    CellExtent.prototype._read = function() {
      if (this.lenLength > 0) {
        switch (this.lenLength) {
        case 1:
          this.lenValue = this._io.readU1();
          break;
        case 2:
          this.lenValue = this._io.readU2le();
          break;
        case 3:
          this.lenValue = this._io.readBitsIntLe(24);
          break;
        case 4:
          this.lenValue = this._io.readU4le();
          break;
        }
      }
    }

    /**
     * All bytes the value takes in the image, its length prefix included.
     */
    Object.defineProperty(CellExtent.prototype, 'lenCell', {
      get: function() {
        if (this._m_lenCell !== undefined)
          return this._m_lenCell;
        this._m_lenCell = (this.lenLength == 0 ? this.lenFixed : this.lenLength + this.lenValue);
        return this._m_lenCell;
      }
    });

    /**
     * The value's length, read from its length prefix.
     */

    /**
     * The value's size for fixed-size types; 0 for length-prefixed ones.
     */

    /**
     * How many bytes hold the value's length (1 to 4); 0 for fixed-size types.
     */

    return CellExtent;
  })();

  /**
   * A value kept as its bytes (BIT, most significant byte first; ENUM and SET indexes, little-endian).
   */

  var CellFixed = ColumnCell.CellFixed = (function() {
    function CellFixed(_io, _parent, _root, lenValue) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenValue = lenValue;

      this._read();
    }
    CellFixed.prototype._read = function() {
      this.raw = this._io.readBytes(this.lenValue);
    }

    /**
     * The value's size in bytes.
     */

    return CellFixed;
  })();

  /**
   * FLOAT, an IEEE 754 single in little-endian order; `value` is absent if the table map gives an unusual size.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellFloat = ColumnCell.CellFloat = (function() {
    function CellFloat(_io, _parent, _root, lenValue) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenValue = lenValue;

      this._read();
    }
    CellFloat.prototype._read = function() {
      if (this.lenValue == 4) {
        this.value = this._io.readF4le();
      }
    }
    Object.defineProperty(CellFloat.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The FLOAT value.
     */

    /**
     * The table map's pack length (4).
     */

    return CellFloat;
  })();

  /**
   * GEOMETRY and its subtypes: a length, then the spatial reference id as a little-endian u4
   * and the shape in well-known binary (WKB).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellGeometry = ColumnCell.CellGeometry = (function() {
    function CellGeometry(_io, _parent, _root, lenLength) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenLength = lenLength;

      this._read();
    }
    CellGeometry.prototype._read = function() {
      switch (this.lenLength) {
      case 1:
        this.lenValue = this._io.readU1();
        break;
      case 2:
        this.lenValue = this._io.readU2le();
        break;
      case 3:
        this.lenValue = this._io.readBitsIntLe(24);
        break;
      case 4:
        this.lenValue = this._io.readU4le();
        break;
      }
      this.srid = this._io.readU4le();
      this.wkb = this._io.readBytes(this.lenValue - 4);
    }
    Object.defineProperty(CellGeometry.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(this.lenLength);
        this._m_raw = this._io.readBytes(this.lenValue);
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * Length of the SRID and the WKB together.
     */

    /**
     * Spatial reference system id (0 when the value has none).
     */

    /**
     * The shape as well-known binary (byte order flag, type, coordinates).
     */

    /**
     * How many bytes hold the value's length (the table map's pack length).
     */

    return CellGeometry;
  })();

  /**
   * TINYINT, SMALLINT, MEDIUMINT, INT and BIGINT: a little-endian integer of 1, 2, 3, 4 or 8
   * bytes. The binlog does not say whether it is signed (the table map's optional SIGNEDNESS
   * metadata does), so both readings are given.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellInt = ColumnCell.CellInt = (function() {
    function CellInt(_io, _parent, _root, lenValue) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenValue = lenValue;

      this._read();
    }
    CellInt.prototype._read = function() {
      switch (this.lenValue) {
      case 1:
        this.valueUnsigned = this._io.readU1();
        break;
      case 2:
        this.valueUnsigned = this._io.readU2le();
        break;
      case 3:
        this.valueUnsigned = this._io.readBitsIntLe(24);
        break;
      case 4:
        this.valueUnsigned = this._io.readU4le();
        break;
      case 8:
        this.valueUnsigned = this._io.readU8le();
        break;
      }
    }

    /**
     * A BIGINT's high four bytes, read as signed.
     */
    Object.defineProperty(CellInt.prototype, 'bigintHigh', {
      get: function() {
        if (this._m_bigintHigh !== undefined)
          return this._m_bigintHigh;
        if (this.lenValue == 8) {
          var _pos = this._io.pos;
          this._io.seek(4);
          this._m_bigintHigh = this._io.readS4le();
          this._io.seek(_pos);
        }
        return this._m_bigintHigh;
      }
    });

    /**
     * A BIGINT's low four bytes.
     */
    Object.defineProperty(CellInt.prototype, 'bigintLow', {
      get: function() {
        if (this._m_bigintLow !== undefined)
          return this._m_bigintLow;
        if (this.lenValue == 8) {
          var _pos = this._io.pos;
          this._io.seek(0);
          this._m_bigintLow = this._io.readU4le();
          this._io.seek(_pos);
        }
        return this._m_bigintLow;
      }
    });
    Object.defineProperty(CellInt.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The same bits read as a two's-complement number. Written with comparisons and
     * constants rather than shifts, which the JavaScript target computes on 32 bits only;
     * a BIGINT is put together from its two halves (the JavaScript runtime's signed 64-bit
     * read, readS8le in kaitai-struct 0.11.0, is wrong for negative numbers whose low half
     * is below 0x80000000).
     */
    Object.defineProperty(CellInt.prototype, 'valueSigned', {
      get: function() {
        if (this._m_valueSigned !== undefined)
          return this._m_valueSigned;
        this._m_valueSigned = (this.lenValue == 8 ? this.bigintHigh * 4294967296 + this.bigintLow : (this.valueUnsigned < (this.lenValue == 1 ? 128 : (this.lenValue == 2 ? 32768 : (this.lenValue == 3 ? 8388608 : 2147483648))) ? this.valueUnsigned : this.valueUnsigned - (this.lenValue == 1 ? 256 : (this.lenValue == 2 ? 65536 : (this.lenValue == 3 ? 16777216 : 4294967296)))));
        return this._m_valueSigned;
      }
    });

    /**
     * The bits read as an unsigned number.
     */

    /**
     * The integer's width: 1, 2, 3, 4 or 8 bytes.
     */

    return CellInt;
  })();

  /**
   * MySQL's JSON: a length, then the document in MySQL's binary JSON form. A zero length (which
   * the server reads as JSON null) has no document.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc|Source}
   */

  var CellJson = ColumnCell.CellJson = (function() {
    function CellJson(_io, _parent, _root, lenLength) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenLength = lenLength;

      this._read();
    }
    CellJson.prototype._read = function() {
      switch (this.lenLength) {
      case 1:
        this.lenValue = this._io.readU1();
        break;
      case 2:
        this.lenValue = this._io.readU2le();
        break;
      case 3:
        this.lenValue = this._io.readBitsIntLe(24);
        break;
      case 4:
        this.lenValue = this._io.readU4le();
        break;
      }
      if (this.lenValue > 0) {
        this._raw_document = this._io.readBytes(this.lenValue);
        var _io__raw_document = new KaitaiStream(this._raw_document);
        this.document = new MysqlJson_.MysqlJson(_io__raw_document, null, null);
      }
    }
    Object.defineProperty(CellJson.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(this.lenLength);
        this._m_raw = this._io.readBytes(this.lenValue);
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The document's length in bytes.
     */

    /**
     * The binary JSON document.
     */

    /**
     * How many bytes hold the value's length (the table map's pack length, 4).
     */

    return CellJson;
  })();

  /**
   * A STRING column, which is CHAR/BINARY, ENUM or SET by its real type.
   */

  var CellString = ColumnCell.CellString = (function() {
    function CellString(_io, _parent, _root, realType, maxLength) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.realType = realType;
      this.maxLength = maxLength;

      this._read();
    }
    CellString.prototype._read = function() {
      switch (this.realType) {
      case TableMapEvent_.TableMapEvent.StringRealType.ENUM:
        this.value = new CellFixed(this._io, this, this._root, this.maxLength);
        break;
      case TableMapEvent_.TableMapEvent.StringRealType.SET:
        this.value = new CellFixed(this._io, this, this._root, this.maxLength);
        break;
      case TableMapEvent_.TableMapEvent.StringRealType.STRING:
        this.value = new CellVar(this._io, this, this._root, (this.maxLength < 256 ? 1 : 2));
        break;
      }
    }

    /**
     * CHAR and BINARY: a length-prefixed value; ENUM and SET: the member index or bit set, max_length bytes little-endian.
     */

    /**
     * The column's real type from the table map: STRING (CHAR/BINARY), ENUM or SET.
     */

    /**
     * CHAR's largest value in bytes; ENUM's and SET's value size.
     */

    return CellString;
  })();

  /**
   * The TIME of servers before MySQL 5.6.4 (MariaDB with mysql56_temporal_format=OFF): a
   * signed 3-byte little-endian number whose decimal digits read HHMMSS, negative for negative
   * times.
   * @see {@link https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc|Source}
   */

  var CellTime = ColumnCell.CellTime = (function() {
    function CellTime(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CellTime.prototype._read = function() {
      this.packedUnsigned = this._io.readBitsIntLe(24);
    }

    /**
     * The stored number as a signed value.
     */
    Object.defineProperty(CellTime.prototype, 'packed', {
      get: function() {
        if (this._m_packed !== undefined)
          return this._m_packed;
        this._m_packed = (this.packedUnsigned >= 8388608 ? this.packedUnsigned - 16777216 : this.packedUnsigned);
        return this._m_packed;
      }
    });
    Object.defineProperty(CellTime.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The three bytes read as an unsigned number.
     */

    return CellTime;
  })();

  /**
   * TIME(fsp) since MySQL 5.6.4: a big-endian number offset by 0x800000 (for the integer part)
   * whose bits below the offset hold hours (10 bits), minutes (6) and seconds (6), then the
   * fraction as in TIMESTAMP(fsp). A negative time is stored as the offset minus its
   * magnitude over the integer part and the fraction taken together, so the two parts are
   * combined before the sign is known; for a non-negative time they read directly.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc|Source}
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellTime2 = ColumnCell.CellTime2 = (function() {
    function CellTime2(_io, _parent, _root, fsp) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.fsp = fsp;

      this._read();
    }
    CellTime2.prototype._read = function() {
      this.intPart = this._io.readBitsIntBe(24);
      this._io.alignToByte();
      if (this.fsp > 0) {
        switch (Math.floor((this.fsp + 1) / 2)) {
        case 1:
          this.fraction = this._io.readU1();
          break;
        case 2:
          this.fraction = this._io.readU2be();
          break;
        case 3:
          this.fraction = this._io.readBitsIntBe(24);
          break;
        }
      }
    }
    Object.defineProperty(CellTime2.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * Hours, minutes and seconds in bit fields, offset by 0x800000 (see the type's doc for negative values).
     */

    /**
     * The fraction of a second, as in TIMESTAMP(fsp); for a negative time, part of the offset number.
     */

    /**
     * Fractional-second digits (0 to 6) from the table map.
     */

    return CellTime2;
  })();

  /**
   * The TIMESTAMP of servers before MySQL 5.6.4, seconds since 1970-01-01 00:00:00 UTC (0 is the zero timestamp).
   * @see {@link https://github.com/mysql/mysql-server/blob/5.5/sql/field.cc|Source}
   */

  var CellTimestamp = ColumnCell.CellTimestamp = (function() {
    function CellTimestamp(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CellTimestamp.prototype._read = function() {
      this.seconds = this._io.readU4le();
    }
    Object.defineProperty(CellTimestamp.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * Seconds since the epoch.
     */

    return CellTimestamp;
  })();

  /**
   * TIMESTAMP(fsp) since MySQL 5.6.4: the seconds since the epoch as a big-endian u4, then the
   * fraction of a second in (fsp + 1) / 2 big-endian bytes, counting hundredths (1-2 digits),
   * ten-thousandths (3-4) or microseconds (5-6).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc|Source}
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellTimestamp2 = ColumnCell.CellTimestamp2 = (function() {
    function CellTimestamp2(_io, _parent, _root, fsp) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.fsp = fsp;

      this._read();
    }
    CellTimestamp2.prototype._read = function() {
      this.seconds = this._io.readU4be();
      if (this.fsp > 0) {
        switch (Math.floor((this.fsp + 1) / 2)) {
        case 1:
          this.fraction = this._io.readU1();
          break;
        case 2:
          this.fraction = this._io.readU2be();
          break;
        case 3:
          this.fraction = this._io.readBitsIntBe(24);
          break;
        }
      }
    }
    Object.defineProperty(CellTimestamp2.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * Seconds since the epoch (0 with no fraction is the zero timestamp).
     */

    /**
     * The fraction of a second, in units of 10^-(2 * ((fsp + 1) / 2)) seconds.
     */

    /**
     * Fractional-second digits (0 to 6) from the table map.
     */

    return CellTimestamp2;
  })();

  /**
   * A length-prefixed value kept as its bytes (CHAR, VARCHAR, BINARY, VARBINARY, BLOB and TEXT).
   */

  var CellVar = ColumnCell.CellVar = (function() {
    function CellVar(_io, _parent, _root, lenLength) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenLength = lenLength;

      this._read();
    }
    CellVar.prototype._read = function() {
      switch (this.lenLength) {
      case 1:
        this.lenValue = this._io.readU1();
        break;
      case 2:
        this.lenValue = this._io.readU2le();
        break;
      case 3:
        this.lenValue = this._io.readBitsIntLe(24);
        break;
      case 4:
        this.lenValue = this._io.readU4le();
        break;
      }
      this.raw = this._io.readBytes(this.lenValue);
    }

    /**
     * The value's length in bytes.
     */

    /**
     * How many bytes hold the value's length (1 to 4).
     */

    return CellVar;
  })();

  /**
   * MySQL 9's VECTOR, a length and then that many bytes of little-endian IEEE 754 singles.
   * @see {@link https://github.com/mysql/mysql-server/blob/trunk/sql/field.cc|Source}
   */

  var CellVector = ColumnCell.CellVector = (function() {
    function CellVector(_io, _parent, _root, lenLength) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.lenLength = lenLength;

      this._read();
    }
    CellVector.prototype._read = function() {
      switch (this.lenLength) {
      case 1:
        this.lenValue = this._io.readU1();
        break;
      case 2:
        this.lenValue = this._io.readU2le();
        break;
      case 3:
        this.lenValue = this._io.readBitsIntLe(24);
        break;
      case 4:
        this.lenValue = this._io.readU4le();
        break;
      }
      this.values = [];
      for (var i = 0; i < Math.floor(this.lenValue / 4); i++) {
        this.values.push(this._io.readF4le());
      }
    }
    Object.defineProperty(CellVector.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(this.lenLength);
        this._m_raw = this._io.readBytes(this.lenValue);
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The vector's components.
     */

    /**
     * How many bytes hold the value's length (the table map's pack length).
     */

    return CellVector;
  })();

  /**
   * YEAR, one byte counting years from 1900; 0 is the zero year 0000.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/field.cc|Source}
   */

  var CellYear = ColumnCell.CellYear = (function() {
    function CellYear(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CellYear.prototype._read = function() {
      this.yearsSince1900 = this._io.readU1();
    }
    Object.defineProperty(CellYear.prototype, 'raw', {
      get: function() {
        if (this._m_raw !== undefined)
          return this._m_raw;
        var _pos = this._io.pos;
        this._io.seek(0);
        this._m_raw = this._io.readBytesFull();
        this._io.seek(_pos);
        return this._m_raw;
      }
    });

    /**
     * The year: 0 (0000) or 1901 to 2155.
     */
    Object.defineProperty(CellYear.prototype, 'year', {
      get: function() {
        if (this._m_year !== undefined)
          return this._m_year;
        this._m_year = (this.yearsSince1900 == 0 ? 0 : this.yearsSince1900 + 1900);
        return this._m_year;
      }
    });

    /**
     * The stored byte: years after 1900, or 0 for the year 0000.
     */

    return CellYear;
  })();

  /**
   * A partial update of a JSON document, as a list of operations on paths.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc|Source}
   */

  var JsonDiff = ColumnCell.JsonDiff = (function() {
    function JsonDiff(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonDiff.prototype._read = function() {
      this.lenDiff = this._io.readU4le();
      this._raw_operations = this._io.readBytes(this.lenDiff);
      var _io__raw_operations = new KaitaiStream(this._raw_operations);
      this.operations = new JsonDiffOperations(_io__raw_operations, this, this._root);
    }

    /**
     * Length of the operations that follow.
     */

    /**
     * The diff's operations.
     */

    return JsonDiff;
  })();

  /**
   * One operation: what to do at which path, and the new value unless it removes.
   */

  var JsonDiffOperation = ColumnCell.JsonDiffOperation = (function() {
    function JsonDiffOperation(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonDiffOperation.prototype._read = function() {
      this.operation = this._io.readU1();
      this.lenPath = new PackedInt_.PackedInt(this._io, null, null);
      this.path = KaitaiStream.bytesToStr(this._io.readBytes(this.lenPath.value), "UTF-8");
      if (this.operation != ColumnCell.JsonDiffOperationType.REMOVE) {
        this.lenValue = new PackedInt_.PackedInt(this._io, null, null);
      }
      if (this.operation != ColumnCell.JsonDiffOperationType.REMOVE) {
        this.value = this._io.readBytes(this.lenValue.value);
      }
    }

    /**
     * Replace, insert or remove.
     */

    /**
     * The JSON path it applies to, as MySQL prints paths ($.a[2]...).
     */

    /**
     * The new value in MySQL's binary JSON format.
     */

    return JsonDiffOperation;
  })();

  /**
   * The operations of one partial JSON update, up to the end of the diff.
   */

  var JsonDiffOperations = ColumnCell.JsonDiffOperations = (function() {
    function JsonDiffOperations(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonDiffOperations.prototype._read = function() {
      this.operations = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.operations.push(new JsonDiffOperation(this._io, this, this._root));
        i++;
      }
    }

    /**
     * Operations in the order the server applied them.
     */

    return JsonDiffOperations;
  })();

  /**
   * The column's type as the table map gives it.
   */
  Object.defineProperty(ColumnCell.prototype, 'columnType', {
    get: function() {
      if (this._m_columnType !== undefined)
        return this._m_columnType;
      this._m_columnType = this.tableMap.columnTypes[this.index];
      return this._m_columnType;
    }
  });

  /**
   * How many bytes the value takes, looked up where the value starts (before it is read):
   * fixed by the type and its metadata, or a length prefix and the length it gives. Empty for a
   * type this spec cannot size.
   */
  Object.defineProperty(ColumnCell.prototype, 'extent', {
    get: function() {
      if (this._m_extent !== undefined)
        return this._m_extent;
      if ( ((this.isPresent) && (!(this.isNull)) && (!(this.isPartialJson))) ) {
        var _pos = this._io.pos;
        this._io.seek(this._io.pos);
        switch (this.columnType) {
        case FieldType_.FieldType.Code.BIT:
          this._m_extent = new CellExtent(this._io, this, this._root, this.tableMap.metadata.columns[this.index].body.lenValue, 0);
          break;
        case FieldType_.FieldType.Code.BLOB:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.DATE:
          this._m_extent = new CellExtent(this._io, this, this._root, 3, 0);
          break;
        case FieldType_.FieldType.Code.DATETIME:
          this._m_extent = new CellExtent(this._io, this, this._root, 8, 0);
          break;
        case FieldType_.FieldType.Code.DATETIME2:
          this._m_extent = new CellExtent(this._io, this, this._root, 5 + Math.floor((this.tableMap.metadata.columns[this.index].body.fsp + 1) / 2), 0);
          break;
        case FieldType_.FieldType.Code.DOUBLE:
          this._m_extent = new CellExtent(this._io, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength, 0);
          break;
        case FieldType_.FieldType.Code.ENUM:
          this._m_extent = new CellExtent(this._io, this, this._root, (this.tableMap.metadata.columns[this.index].body.realType == TableMapEvent_.TableMapEvent.StringRealType.STRING ? 0 : this.tableMap.metadata.columns[this.index].body.maxLength), (this.tableMap.metadata.columns[this.index].body.realType == TableMapEvent_.TableMapEvent.StringRealType.STRING ? (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2) : 0));
          break;
        case FieldType_.FieldType.Code.FLOAT:
          this._m_extent = new CellExtent(this._io, this, this._root, this.tableMap.metadata.columns[this.index].body.packLength, 0);
          break;
        case FieldType_.FieldType.Code.GEOMETRY:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.INT24:
          this._m_extent = new CellExtent(this._io, this, this._root, 3, 0);
          break;
        case FieldType_.FieldType.Code.JSON:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.LONG:
          this._m_extent = new CellExtent(this._io, this, this._root, 4, 0);
          break;
        case FieldType_.FieldType.Code.LONG_BLOB:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.LONGLONG:
          this._m_extent = new CellExtent(this._io, this, this._root, 8, 0);
          break;
        case FieldType_.FieldType.Code.MEDIUM_BLOB:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.NEWDATE:
          this._m_extent = new CellExtent(this._io, this, this._root, 3, 0);
          break;
        case FieldType_.FieldType.Code.NEWDECIMAL:
          this._m_extent = new CellExtent(this._io, this, this._root, ((Math.floor((this.tableMap.metadata.columns[this.index].body.precision - this.tableMap.metadata.columns[this.index].body.scale) / 9) * 4 + Math.floor((KaitaiStream.mod(this.tableMap.metadata.columns[this.index].body.precision - this.tableMap.metadata.columns[this.index].body.scale, 9) + 1) / 2)) + Math.floor(this.tableMap.metadata.columns[this.index].body.scale / 9) * 4) + Math.floor((KaitaiStream.mod(this.tableMap.metadata.columns[this.index].body.scale, 9) + 1) / 2), 0);
          break;
        case FieldType_.FieldType.Code.SET:
          this._m_extent = new CellExtent(this._io, this, this._root, (this.tableMap.metadata.columns[this.index].body.realType == TableMapEvent_.TableMapEvent.StringRealType.STRING ? 0 : this.tableMap.metadata.columns[this.index].body.maxLength), (this.tableMap.metadata.columns[this.index].body.realType == TableMapEvent_.TableMapEvent.StringRealType.STRING ? (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2) : 0));
          break;
        case FieldType_.FieldType.Code.SHORT:
          this._m_extent = new CellExtent(this._io, this, this._root, 2, 0);
          break;
        case FieldType_.FieldType.Code.STRING:
          this._m_extent = new CellExtent(this._io, this, this._root, (this.tableMap.metadata.columns[this.index].body.realType == TableMapEvent_.TableMapEvent.StringRealType.STRING ? 0 : this.tableMap.metadata.columns[this.index].body.maxLength), (this.tableMap.metadata.columns[this.index].body.realType == TableMapEvent_.TableMapEvent.StringRealType.STRING ? (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2) : 0));
          break;
        case FieldType_.FieldType.Code.TIME:
          this._m_extent = new CellExtent(this._io, this, this._root, 3, 0);
          break;
        case FieldType_.FieldType.Code.TIME2:
          this._m_extent = new CellExtent(this._io, this, this._root, 3 + Math.floor((this.tableMap.metadata.columns[this.index].body.fsp + 1) / 2), 0);
          break;
        case FieldType_.FieldType.Code.TIMESTAMP:
          this._m_extent = new CellExtent(this._io, this, this._root, 4, 0);
          break;
        case FieldType_.FieldType.Code.TIMESTAMP2:
          this._m_extent = new CellExtent(this._io, this, this._root, 4 + Math.floor((this.tableMap.metadata.columns[this.index].body.fsp + 1) / 2), 0);
          break;
        case FieldType_.FieldType.Code.TINY:
          this._m_extent = new CellExtent(this._io, this, this._root, 1, 0);
          break;
        case FieldType_.FieldType.Code.TINY_BLOB:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.VAR_STRING:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2));
          break;
        case FieldType_.FieldType.Code.VARCHAR:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, (this.tableMap.metadata.columns[this.index].body.maxLength < 256 ? 1 : 2));
          break;
        case FieldType_.FieldType.Code.VECTOR:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, this.tableMap.metadata.columns[this.index].body.packLength);
          break;
        case FieldType_.FieldType.Code.YEAR:
          this._m_extent = new CellExtent(this._io, this, this._root, 1, 0);
          break;
        default:
          this._m_extent = new CellExtent(this._io, this, this._root, 0, 0);
          break;
        }
        this._io.seek(_pos);
      }
      return this._m_extent;
    }
  });

  /**
   * The value, from a substream of its bytes; absent for a column this spec cannot size (old DECIMAL, NULL type).
   */

  /**
   * The JSON column's partial update, when the after image writes it as a diff.
   */

  /**
   * The TABLE_MAP event of the row event's table.
   */

  /**
   * The column's position in the table (0-based).
   */

  /**
   * The column is in this image (its bit is set in the event's column bitmap).
   */

  /**
   * The column is in the image and NULL (its bit is set in the image's NULL bitmap).
   */

  /**
   * The column is a JSON column written as a diff (PARTIAL_UPDATE_ROWS after image).
   */

  return ColumnCell;
})();
ColumnCell_.ColumnCell = ColumnCell;
});
