// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.UserVarEvent || (root.UserVarEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (UserVarEvent_, KaitaiStream) {
/**
 * In statement-based logging, a user variable (@name) that the next QUERY_EVENT reads, with
 * its value at that moment. A NULL value has no type, charset or value fields. Servers since
 * MySQL 5.6 / MariaDB 10.0 append a flags byte that says whether an integer is unsigned.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1User__var__event.html|Source}
 * @see {@link https://mariadb.com/kb/en/user_var_event/|Source}
 */

var UserVarEvent = (function() {
  UserVarEvent.ItemResult = Object.freeze({
    STRING_RESULT: 0,
    REAL_RESULT: 1,
    INT_RESULT: 2,
    ROW_RESULT: 3,
    DECIMAL_RESULT: 4,

    0: "STRING_RESULT",
    1: "REAL_RESULT",
    2: "INT_RESULT",
    3: "ROW_RESULT",
    4: "DECIMAL_RESULT",
  });

  function UserVarEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  UserVarEvent.prototype._read = function() {
    this.lenName = this._io.readU4le();
    this.name = KaitaiStream.bytesToStr(this._io.readBytes(this.lenName), "UTF-8");
    this.isNull = this._io.readU1();
    if (this.isNull == 0) {
      this.valueType = this._io.readU1();
    }
    if (this.isNull == 0) {
      this.charset = this._io.readU4le();
    }
    if (this.isNull == 0) {
      this.lenValue = this._io.readU4le();
    }
    if (this.isNull == 0) {
      switch (this.valueType) {
      case UserVarEvent.ItemResult.DECIMAL_RESULT:
        this._raw_value = this._io.readBytes(this.lenValue);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new DecimalValue(_io__raw_value, this, this._root);
        break;
      case UserVarEvent.ItemResult.INT_RESULT:
        this._raw_value = this._io.readBytes(this.lenValue);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new IntValue(_io__raw_value, this, this._root);
        break;
      case UserVarEvent.ItemResult.REAL_RESULT:
        this._raw_value = this._io.readBytes(this.lenValue);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new RealValue(_io__raw_value, this, this._root);
        break;
      case UserVarEvent.ItemResult.STRING_RESULT:
        this._raw_value = this._io.readBytes(this.lenValue);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new StringValue(_io__raw_value, this, this._root);
        break;
      default:
        this._raw_value = this._io.readBytes(this.lenValue);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new RawValue(_io__raw_value, this, this._root);
        break;
      }
    }
    if ( ((this.isNull == 0) && (!(this._io.isEof()))) ) {
      this.flags = this._io.readU1();
    }
  }

  /**
   * A DECIMAL as precision, scale, then the server's packed binary decimal.
   */

  var DecimalValue = UserVarEvent.DecimalValue = (function() {
    function DecimalValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    DecimalValue.prototype._read = function() {
      this.precision = this._io.readU1();
      this.scale = this._io.readU1();
      this.digits = this._io.readBytesFull();
    }

    /**
     * Total number of digits.
     */

    /**
     * Digits after the decimal point.
     */

    /**
     * The decimal in MySQL's binary format (decimal2bin) for this precision and scale.
     */

    return DecimalValue;
  })();

  /**
   * An integer value: eight little-endian bytes, read as a u4 and an s4 half. (A single s8
   * read would do in most languages; the JavaScript runtime's is wrong for some negative
   * numbers.)
   */

  var IntValue = UserVarEvent.IntValue = (function() {
    function IntValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    IntValue.prototype._read = function() {
      this.valueLow = this._io.readU4le();
      this.valueHigh = this._io.readS4le();
    }

    /**
     * The integer as signed; reinterpret as unsigned (add 2^64 when negative) when flags has UNSIGNED_F.
     */
    Object.defineProperty(IntValue.prototype, 'value', {
      get: function() {
        if (this._m_value !== undefined)
          return this._m_value;
        this._m_value = (this.valueHigh * 4294967296 + this.valueLow);
        return this._m_value;
      }
    });

    /**
     * The low four bytes.
     */

    /**
     * The high four bytes, signed.
     */

    return IntValue;
  })();

  /**
   * A value of a type this spec does not know, kept raw.
   */

  var RawValue = UserVarEvent.RawValue = (function() {
    function RawValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    RawValue.prototype._read = function() {
      this.data = this._io.readBytesFull();
    }

    /**
     * A value of a type this spec does not know, kept raw.
     */

    return RawValue;
  })();

  /**
   * A REAL value.
   */

  var RealValue = UserVarEvent.RealValue = (function() {
    function RealValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    RealValue.prototype._read = function() {
      this.value = this._io.readF8le();
    }

    /**
     * The double.
     */

    return RealValue;
  })();

  /**
   * A string value: its bytes.
   */

  var StringValue = UserVarEvent.StringValue = (function() {
    function StringValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StringValue.prototype._read = function() {
      this.text = this._io.readBytesFull();
    }

    /**
     * The string, in the charset the event names.
     */

    return StringValue;
  })();

  /**
   * The variable name, without the @.
   */

  /**
   * 1 when the value is NULL.
   */

  /**
   * The value's type: string, real, integer or decimal.
   */

  /**
   * Collation id of a string value (63, binary, for numbers).
   */

  /**
   * The value, in its type's layout.
   */

  /**
   * Bit 0x1 (UNSIGNED_F): an integer value is unsigned. Absent in events of older servers.
   */

  return UserVarEvent;
})();
UserVarEvent_.UserVarEvent = UserVarEvent;
});
