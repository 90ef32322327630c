// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './FieldType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./FieldType'));
  } else {
    factory(root.MysqlJson || (root.MysqlJson = {}), root.KaitaiStream, root.FieldType || (root.FieldType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (MysqlJson_, KaitaiStream, FieldType_) {
/**
 * The binary form in which MySQL (5.7 and later) stores a JSON value, and in which a JSON
 * column's value travels in a row image after its 4-byte length. A document is one type byte
 * and the value of that type. Objects and arrays come in a small form (16-bit counts, sizes
 * and offsets; for values below 64 KiB) and a large form (32-bit). A container starts with its
 * element count and its size in bytes, then (objects only) one key entry per member, then one
 * value entry per element, then the key texts, then the values the entries point to. Every
 * offset in a container counts from the container's first byte (its element count), which is
 * why each value here is read from a substream that starts where the value starts. A value
 * entry holds small scalars itself (null/true/false and 16-bit integers; 32-bit integers too in
 * the large form) instead of an offset. Keys of an object are stored sorted by length and then
 * byte by byte, which is the order MySQL prints them in.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.h|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql-common/json_binary.cc|Source}
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/json__binary_8h.html|Source}
 */

var MysqlJson = (function() {
  MysqlJson.JsonType = Object.freeze({
    SMALL_OBJECT: 0,
    LARGE_OBJECT: 1,
    SMALL_ARRAY: 2,
    LARGE_ARRAY: 3,
    LITERAL: 4,
    INT16: 5,
    UINT16: 6,
    INT32: 7,
    UINT32: 8,
    INT64: 9,
    UINT64: 10,
    DOUBLE: 11,
    STRING: 12,
    OPAQUE: 15,

    0: "SMALL_OBJECT",
    1: "LARGE_OBJECT",
    2: "SMALL_ARRAY",
    3: "LARGE_ARRAY",
    4: "LITERAL",
    5: "INT16",
    6: "UINT16",
    7: "INT32",
    8: "UINT32",
    9: "INT64",
    10: "UINT64",
    11: "DOUBLE",
    12: "STRING",
    15: "OPAQUE",
  });

  MysqlJson.Literal = Object.freeze({
    NULL: 0,
    TRUE: 1,
    FALSE: 2,

    0: "NULL",
    1: "TRUE",
    2: "FALSE",
  });

  function MysqlJson(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MysqlJson.prototype._read = function() {
    this.valueType = this._io.readU1();
    this._raw_value = this._io.readBytesFull();
    var _io__raw_value = new KaitaiStream(this._raw_value);
    this.value = new JsonValue(_io__raw_value, this, this._root, this.valueType);
  }

  /**
   * A JSON array: element count, size, then one value entry per element.
   */

  var JsonArray = MysqlJson.JsonArray = (function() {
    function JsonArray(_io, _parent, _root, isLarge) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isLarge = isLarge;

      this._read();
    }
    JsonArray.prototype._read = function() {
      switch (this.isLarge) {
      case false:
        this.numElements = this._io.readU2le();
        break;
      case true:
        this.numElements = this._io.readU4le();
        break;
      }
      switch (this.isLarge) {
      case false:
        this.lenArray = this._io.readU2le();
        break;
      case true:
        this.lenArray = this._io.readU4le();
        break;
      }
      this.valueEntries = [];
      for (var i = 0; i < this.numElements; i++) {
        this.valueEntries.push(new ValueEntry(this._io, this, this._root, this.isLarge));
      }
    }

    /**
     * Number of elements.
     */

    /**
     * Size of the whole array in bytes, from its element count to the end of its last value.
     */

    /**
     * One entry per element, in order.
     */

    /**
     * True for JSONB_TYPE_LARGE_ARRAY (32-bit counts and offsets), false for the small form.
     */

    return JsonArray;
  })();

  /**
   * A double, stored as the 8-byte IEEE 754 value in little-endian order (float8store).
   */

  var JsonDouble = MysqlJson.JsonDouble = (function() {
    function JsonDouble(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonDouble.prototype._read = function() {
      this.value = this._io.readF8le();
    }

    /**
     * The double.
     */

    return JsonDouble;
  })();

  /**
   * A scalar held in a value entry's 2- or 4-byte slot. The server writes the value as a
   * signed 16- or 32-bit integer (attempt_inline_value), so the bytes after a literal or a
   * 16-bit integer are its zero or sign extension.
   */

  var JsonInlined = MysqlJson.JsonInlined = (function() {
    function JsonInlined(_io, _parent, _root, valueType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.valueType = valueType;

      this._read();
    }
    JsonInlined.prototype._read = function() {
      switch (this.valueType) {
      case MysqlJson.JsonType.INT16:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.INT32:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.LITERAL:
        this.value = new JsonLiteral(this._io, this, this._root);
        break;
      case MysqlJson.JsonType.UINT16:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.UINT32:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      }
      this.padding = this._io.readBytesFull();
    }

    /**
     * The value, at the start of the entry's offset slot.
     */

    /**
     * The rest of the slot (zero or sign extension of the value).
     */

    /**
     * The inlined value's type.
     */

    return JsonInlined;
  })();

  /**
   * A little-endian integer of the width and signedness its type names.
   */

  var JsonInt = MysqlJson.JsonInt = (function() {
    function JsonInt(_io, _parent, _root, valueType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.valueType = valueType;

      this._read();
    }
    JsonInt.prototype._read = function() {
      switch (this.valueType) {
      case MysqlJson.JsonType.INT16:
        this.valueLow = this._io.readS2le();
        break;
      case MysqlJson.JsonType.INT32:
        this.valueLow = this._io.readS4le();
        break;
      case MysqlJson.JsonType.INT64:
        this.valueLow = this._io.readU4le();
        break;
      case MysqlJson.JsonType.UINT16:
        this.valueLow = this._io.readU2le();
        break;
      case MysqlJson.JsonType.UINT32:
        this.valueLow = this._io.readU4le();
        break;
      case MysqlJson.JsonType.UINT64:
        this.valueLow = this._io.readU4le();
        break;
      }
      if (this.is64Bit) {
        switch (this.valueType) {
        case MysqlJson.JsonType.INT64:
          this.valueHigh = this._io.readS4le();
          break;
        case MysqlJson.JsonType.UINT64:
          this.valueHigh = this._io.readU4le();
          break;
        }
      }
    }

    /**
     * Whether the integer is a 64-bit one.
     */
    Object.defineProperty(JsonInt.prototype, 'is64Bit', {
      get: function() {
        if (this._m_is64Bit !== undefined)
          return this._m_is64Bit;
        this._m_is64Bit =  ((this.valueType == MysqlJson.JsonType.INT64) || (this.valueType == MysqlJson.JsonType.UINT64)) ;
        return this._m_is64Bit;
      }
    });

    /**
     * The integer.
     */
    Object.defineProperty(JsonInt.prototype, 'value', {
      get: function() {
        if (this._m_value !== undefined)
          return this._m_value;
        this._m_value = (this.is64Bit ? this.valueHigh * 4294967296 + this.valueLow : this.valueLow);
        return this._m_value;
      }
    });

    /**
     * The value of a 16- or 32-bit integer; the low four bytes of a 64-bit one.
     */

    /**
     * The high four bytes of a 64-bit integer (signed for int64). The halves are read apart
     * because the JavaScript runtime's signed 64-bit read is wrong for some negative numbers.
     */

    /**
     * Which integer type: width and signedness.
     */

    return JsonInt;
  })();

  /**
   * The JSON literals null, true and false.
   */

  var JsonLiteral = MysqlJson.JsonLiteral = (function() {
    function JsonLiteral(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonLiteral.prototype._read = function() {
      this.value = this._io.readU1();
    }

    /**
     * null, true or false.
     */

    return JsonLiteral;
  })();

  /**
   * A JSON object: element count, size, key entries, value entries; the keys and the
   * non-inlined values follow, at the offsets the entries give.
   */

  var JsonObject = MysqlJson.JsonObject = (function() {
    function JsonObject(_io, _parent, _root, isLarge) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isLarge = isLarge;

      this._read();
    }
    JsonObject.prototype._read = function() {
      switch (this.isLarge) {
      case false:
        this.numElements = this._io.readU2le();
        break;
      case true:
        this.numElements = this._io.readU4le();
        break;
      }
      switch (this.isLarge) {
      case false:
        this.lenObject = this._io.readU2le();
        break;
      case true:
        this.lenObject = this._io.readU4le();
        break;
      }
      this.keyEntries = [];
      for (var i = 0; i < this.numElements; i++) {
        this.keyEntries.push(new KeyEntry(this._io, this, this._root, this.isLarge));
      }
      this.valueEntries = [];
      for (var i = 0; i < this.numElements; i++) {
        this.valueEntries.push(new ValueEntry(this._io, this, this._root, this.isLarge));
      }
    }

    /**
     * Number of members.
     */

    /**
     * Size of the whole object in bytes, from its element count to the end of its last value.
     */

    /**
     * Where each key is and how long, in MySQL's key order.
     */

    /**
     * The value of member i is described by entry i; entries follow the key order.
     */

    /**
     * True for JSONB_TYPE_LARGE_OBJECT (32-bit counts and offsets), false for the small form.
     */

    return JsonObject;
  })();

  /**
   * A value of a MySQL type that JSON has no form for (custom-data): the column type code,
   * a variable-length byte count, and the bytes. DECIMAL, DATE, TIME, DATETIME and TIMESTAMP
   * values have the layouts below; anything else (BLOB, VARCHAR, BIT, YEAR, GEOMETRY...) is
   * kept as the bytes MySQL prints in base64.
   */

  var JsonOpaque = MysqlJson.JsonOpaque = (function() {
    function JsonOpaque(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonOpaque.prototype._read = function() {
      this.fieldType = this._io.readU1();
      this.lenData = new VarLen(this._io, this, this._root);
      switch (this.fieldType) {
      case FieldType_.FieldType.Code.DATE:
        this._raw_data = this._io.readBytes(this.lenData.value);
        var _io__raw_data = new KaitaiStream(this._raw_data);
        this.data = new OpaqueTemporal(_io__raw_data, this, this._root);
        break;
      case FieldType_.FieldType.Code.DATETIME:
        this._raw_data = this._io.readBytes(this.lenData.value);
        var _io__raw_data = new KaitaiStream(this._raw_data);
        this.data = new OpaqueTemporal(_io__raw_data, this, this._root);
        break;
      case FieldType_.FieldType.Code.NEWDECIMAL:
        this._raw_data = this._io.readBytes(this.lenData.value);
        var _io__raw_data = new KaitaiStream(this._raw_data);
        this.data = new OpaqueDecimal(_io__raw_data, this, this._root);
        break;
      case FieldType_.FieldType.Code.TIME:
        this._raw_data = this._io.readBytes(this.lenData.value);
        var _io__raw_data = new KaitaiStream(this._raw_data);
        this.data = new OpaqueTemporal(_io__raw_data, this, this._root);
        break;
      case FieldType_.FieldType.Code.TIMESTAMP:
        this._raw_data = this._io.readBytes(this.lenData.value);
        var _io__raw_data = new KaitaiStream(this._raw_data);
        this.data = new OpaqueTemporal(_io__raw_data, this, this._root);
        break;
      default:
        this.data = this._io.readBytes(this.lenData.value);
        break;
      }
    }

    /**
     * The enum_field_types code of the value's MySQL type.
     */

    /**
     * The value's bytes, decoded for DECIMAL and the temporal types.
     */

    return JsonOpaque;
  })();

  /**
   * A string, utf8mb4, behind its variable-length byte count.
   */

  var JsonString = MysqlJson.JsonString = (function() {
    function JsonString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonString.prototype._read = function() {
      this.lenValue = new VarLen(this._io, this, this._root);
      this.value = KaitaiStream.bytesToStr(this._io.readBytes(this.lenValue.value), "UTF-8");
    }

    /**
     * The string.
     */

    return JsonString;
  })();

  /**
   * One value of the given type, read from a substream that begins at the value's first
   * byte (so that a container's offsets resolve against it).
   */

  var JsonValue = MysqlJson.JsonValue = (function() {
    function JsonValue(_io, _parent, _root, valueType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.valueType = valueType;

      this._read();
    }
    JsonValue.prototype._read = function() {
      switch (this.valueType) {
      case MysqlJson.JsonType.DOUBLE:
        this.value = new JsonDouble(this._io, this, this._root);
        break;
      case MysqlJson.JsonType.INT16:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.INT32:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.INT64:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.LARGE_ARRAY:
        this.value = new JsonArray(this._io, this, this._root, true);
        break;
      case MysqlJson.JsonType.LARGE_OBJECT:
        this.value = new JsonObject(this._io, this, this._root, true);
        break;
      case MysqlJson.JsonType.LITERAL:
        this.value = new JsonLiteral(this._io, this, this._root);
        break;
      case MysqlJson.JsonType.OPAQUE:
        this.value = new JsonOpaque(this._io, this, this._root);
        break;
      case MysqlJson.JsonType.SMALL_ARRAY:
        this.value = new JsonArray(this._io, this, this._root, false);
        break;
      case MysqlJson.JsonType.SMALL_OBJECT:
        this.value = new JsonObject(this._io, this, this._root, false);
        break;
      case MysqlJson.JsonType.STRING:
        this.value = new JsonString(this._io, this, this._root);
        break;
      case MysqlJson.JsonType.UINT16:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.UINT32:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      case MysqlJson.JsonType.UINT64:
        this.value = new JsonInt(this._io, this, this._root, this.valueType);
        break;
      }
    }

    /**
     * The value in the layout of its type.
     */

    /**
     * The value's type, given by whoever points at it.
     */

    return JsonValue;
  })();

  /**
   * Where one member's key text lies in the object, and how long it is.
   */

  var KeyEntry = MysqlJson.KeyEntry = (function() {
    function KeyEntry(_io, _parent, _root, isLarge) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isLarge = isLarge;

      this._read();
    }
    KeyEntry.prototype._read = function() {
      switch (this.isLarge) {
      case false:
        this.ofsKey = this._io.readU2le();
        break;
      case true:
        this.ofsKey = this._io.readU4le();
        break;
      }
      this.lenKey = this._io.readU2le();
    }

    /**
     * The member name, utf8mb4 text without a length prefix.
     */
    Object.defineProperty(KeyEntry.prototype, 'key', {
      get: function() {
        if (this._m_key !== undefined)
          return this._m_key;
        var _pos = this._io.pos;
        this._io.seek(this.ofsKey);
        this._m_key = KaitaiStream.bytesToStr(this._io.readBytes(this.lenKey), "UTF-8");
        this._io.seek(_pos);
        return this._m_key;
      }
    });

    /**
     * Offset of the key text from the start of the object.
     */

    /**
     * Length of the key text in bytes (keys are limited to 64 KiB in both forms).
     */

    /**
     * Whether the container uses 4-byte offsets (large) or 2-byte ones.
     */

    return KeyEntry;
  })();

  /**
   * A DECIMAL (Json_decimal::get_binary): precision and scale, then the number in MySQL's
   * binary DECIMAL format (decimal2bin: nine decimal digits per 4 big-endian bytes, shorter
   * groups at the ends, sign in the inverted top bit, negative numbers complemented).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/strings/decimal.cc|Source}
   */

  var OpaqueDecimal = MysqlJson.OpaqueDecimal = (function() {
    function OpaqueDecimal(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    OpaqueDecimal.prototype._read = function() {
      this.precision = this._io.readU1();
      this.scale = this._io.readU1();
      this.digits = this._io.readBytesFull();
    }

    /**
     * Total number of decimal digits.
     */

    /**
     * Digits after the decimal point.
     */

    /**
     * The packed digits, (precision - scale) before the point and scale after.
     */

    return OpaqueDecimal;
  })();

  /**
   * A DATE, TIME, DATETIME or TIMESTAMP as the server's packed 64-bit integer
   * (TIME_to_longlong_packed). DATE, DATETIME and TIMESTAMP: bits 24 and up hold
   * ((year * 13 + month) << 5 | day) << 17 | hour << 12 | minute << 6 | second, bits 0 to 23
   * the microseconds (a DATE has zero time). TIME: bits 24 and up hold
   * hour << 12 | minute << 6 | second, bits 0 to 23 the microseconds. A negative value is the
   * negation of the packed magnitude.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/mysys/my_time.cc|Source}
   */

  var OpaqueTemporal = MysqlJson.OpaqueTemporal = (function() {
    function OpaqueTemporal(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    OpaqueTemporal.prototype._read = function() {
      this.packedLow = this._io.readU4le();
      this.packedHigh = this._io.readS4le();
    }

    /**
     * The packed integer.
     */
    Object.defineProperty(OpaqueTemporal.prototype, 'packed', {
      get: function() {
        if (this._m_packed !== undefined)
          return this._m_packed;
        this._m_packed = (this.packedHigh * 4294967296 + this.packedLow);
        return this._m_packed;
      }
    });

    /**
     * The low four bytes of the packed 64-bit integer.
     */

    /**
     * The high four bytes, signed (read apart from the low ones for the JavaScript runtime's sake).
     */

    return OpaqueTemporal;
  })();

  /**
   * The type of one element and either its value (inlined) or the offset of its value from
   * the start of the container.
   */

  var ValueEntry = MysqlJson.ValueEntry = (function() {
    function ValueEntry(_io, _parent, _root, isLarge) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isLarge = isLarge;

      this._read();
    }
    ValueEntry.prototype._read = function() {
      this.valueType = this._io.readU1();
      if (this.isInlined) {
        this._raw_inlined = this._io.readBytes((this.isLarge ? 4 : 2));
        var _io__raw_inlined = new KaitaiStream(this._raw_inlined);
        this.inlined = new JsonInlined(_io__raw_inlined, this, this._root, this.valueType);
      }
      if (!(this.isInlined)) {
        switch (this.isLarge) {
        case false:
          this.ofsValue = this._io.readU2le();
          break;
        case true:
          this.ofsValue = this._io.readU4le();
          break;
        }
      }
    }

    /**
     * Whether the value sits in the entry (inlined_type() in json_binary.cc): literals and
     * 16-bit integers always, 32-bit integers in the large form only.
     */
    Object.defineProperty(ValueEntry.prototype, 'isInlined', {
      get: function() {
        if (this._m_isInlined !== undefined)
          return this._m_isInlined;
        this._m_isInlined =  ((this.valueType == MysqlJson.JsonType.LITERAL) || (this.valueType == MysqlJson.JsonType.INT16) || (this.valueType == MysqlJson.JsonType.UINT16) || ( ((this.isLarge) && ( ((this.valueType == MysqlJson.JsonType.INT32) || (this.valueType == MysqlJson.JsonType.UINT32)) )) )) ;
        return this._m_isInlined;
      }
    });

    /**
     * The value the offset points to.
     */
    Object.defineProperty(ValueEntry.prototype, 'value', {
      get: function() {
        if (this._m_value !== undefined)
          return this._m_value;
        if (!(this.isInlined)) {
          var _pos = this._io.pos;
          this._io.seek(this.ofsValue);
          this._raw__m_value = this._io.readBytesFull();
          var _io__raw__m_value = new KaitaiStream(this._raw__m_value);
          this._m_value = new JsonValue(_io__raw__m_value, this, this._root, this.valueType);
          this._io.seek(_pos);
        }
        return this._m_value;
      }
    });

    /**
     * The member's type.
     */

    /**
     * The value itself, in the slot where an offset would otherwise be.
     */

    /**
     * Offset of the value from the start of the container.
     */

    /**
     * Whether the container uses 4-byte offsets (large) or 2-byte ones.
     */

    return ValueEntry;
  })();

  /**
   * A length of up to 32 bits, 7 bits per byte, least significant group first; a byte with
   * its top bit set is followed by another (append_variable_length / read_variable_length).
   */

  var VarLen = MysqlJson.VarLen = (function() {
    function VarLen(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    VarLen.prototype._read = function() {
      this.groups = [];
      var i = 0;
      do {
        var _ = this._io.readU1();
        this.groups.push(_);
        i++;
      } while (!((_ & 128) == 0));
    }

    /**
     * The decoded length. The groups are scaled by multiplying, not shifting: a shift by 28
     * would overflow the 32-bit shifts of the JavaScript target.
     */
    Object.defineProperty(VarLen.prototype, 'value', {
      get: function() {
        if (this._m_value !== undefined)
          return this._m_value;
        this._m_value = ((((this.groups[0] & 127) + (this.groups.length > 1 ? (this.groups[1] & 127) * 128 : 0)) + (this.groups.length > 2 ? (this.groups[2] & 127) * 16384 : 0)) + (this.groups.length > 3 ? (this.groups[3] & 127) * 2097152 : 0)) + (this.groups.length > 4 ? (this.groups[4] & 127) * 268435456 : 0);
        return this._m_value;
      }
    });

    /**
     * The bytes, seven value bits each, the last without its top bit.
     */

    return VarLen;
  })();

  /**
   * Type of the document's top-level value.
   */

  /**
   * The top-level value; offsets inside it count from its first byte.
   */

  return MysqlJson;
})();
MysqlJson_.MysqlJson = MysqlJson;
});
