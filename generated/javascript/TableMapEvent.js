// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './ColumnBitmap', './PackedInt', './FieldType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./ColumnBitmap'), require('./PackedInt'), require('./FieldType'));
  } else {
    factory(root.TableMapEvent || (root.TableMapEvent = {}), root.KaitaiStream, root.ColumnBitmap || (root.ColumnBitmap = {}), root.PackedInt || (root.PackedInt = {}), root.FieldType || (root.FieldType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (TableMapEvent_, KaitaiStream, ColumnBitmap_, PackedInt_, FieldType_) {
/**
 * Gives a table id to a table and describes its columns for the row events that follow it:
 * names of the database and table, one type code per column, the type-specific metadata of
 * each column (lengths, precisions, fractional-second digits), which columns may be NULL and,
 * since MySQL 8.0.1 and MariaDB 10.5, optional metadata entries (signedness, character sets,
 * column names, ENUM/SET strings, primary key, ...) as the server's binlog_row_metadata
 * setting asks for.
 * 
 * Events written before MySQL 5.1.15 stop after the column types; `len_metadata`,
 * `metadata` and `nullable_columns` are then absent.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/log_event.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc|Source}
 * @see {@link https://mariadb.com/kb/en/table_map_event/|Source}
 */

var TableMapEvent = (function() {
  TableMapEvent.OptionalMetadataType = Object.freeze({
    SIGNEDNESS: 1,
    DEFAULT_CHARSET: 2,
    COLUMN_CHARSET: 3,
    COLUMN_NAME: 4,
    SET_STR_VALUE: 5,
    ENUM_STR_VALUE: 6,
    GEOMETRY_TYPE: 7,
    SIMPLE_PRIMARY_KEY: 8,
    PRIMARY_KEY_WITH_PREFIX: 9,
    ENUM_AND_SET_DEFAULT_CHARSET: 10,
    ENUM_AND_SET_COLUMN_CHARSET: 11,
    COLUMN_VISIBILITY: 12,
    VECTOR_DIMENSIONALITY: 13,

    1: "SIGNEDNESS",
    2: "DEFAULT_CHARSET",
    3: "COLUMN_CHARSET",
    4: "COLUMN_NAME",
    5: "SET_STR_VALUE",
    6: "ENUM_STR_VALUE",
    7: "GEOMETRY_TYPE",
    8: "SIMPLE_PRIMARY_KEY",
    9: "PRIMARY_KEY_WITH_PREFIX",
    10: "ENUM_AND_SET_DEFAULT_CHARSET",
    11: "ENUM_AND_SET_COLUMN_CHARSET",
    12: "COLUMN_VISIBILITY",
    13: "VECTOR_DIMENSIONALITY",
  });

  TableMapEvent.StringRealType = Object.freeze({
    ENUM: 247,
    SET: 248,
    STRING: 254,

    247: "ENUM",
    248: "SET",
    254: "STRING",
  });

  function TableMapEvent(_io, _parent, _root, lenPostHeader) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.lenPostHeader = lenPostHeader;

    this._read();
  }
  TableMapEvent.prototype._read = function() {
    this.tableIdLow = this._io.readU4le();
    if (this.lenPostHeader != 6) {
      this.tableIdHigh = this._io.readU2le();
    }
    this.flags = this._io.readU2le();
    this.lenDatabaseName = this._io.readU1();
    this.databaseName = KaitaiStream.bytesToStr(this._io.readBytes(this.lenDatabaseName), "UTF-8");
    this.databaseNameTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.databaseNameTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.databaseNameTerminator, this._io, "/seq/5");
    }
    this.lenTableName = this._io.readU1();
    this.tableName = KaitaiStream.bytesToStr(this._io.readBytes(this.lenTableName), "UTF-8");
    this.tableNameTerminator = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.tableNameTerminator, new Uint8Array([0])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([0]), this.tableNameTerminator, this._io, "/seq/8");
    }
    this.numColumns = new PackedInt_.PackedInt(this._io, null, null);
    this.columnTypes = [];
    for (var i = 0; i < this.numColumns.value; i++) {
      this.columnTypes.push(this._io.readU1());
    }
    if (!(this._io.isEof())) {
      this.lenMetadata = new PackedInt_.PackedInt(this._io, null, null);
    }
    if (!(this._io.isEof())) {
      this._raw_metadata = this._io.readBytes(this.lenMetadata.value);
      var _io__raw_metadata = new KaitaiStream(this._raw_metadata);
      this.metadata = new MetadataBlock(_io__raw_metadata, this, this._root);
    }
    if (!(this._io.isEof())) {
      this.nullableColumns = new ColumnBitmap_.ColumnBitmap(this._io, null, null, this.numColumns.value);
    }
    this.optionalMetadata = [];
    var i = 0;
    while (!this._io.isEof()) {
      this.optionalMetadata.push(new OptionalMetadataField(this._io, this, this._root));
      i++;
    }
  }

  /**
   * A column (its index in the group) and its collation.
   */

  var ColumnCollation = TableMapEvent.ColumnCollation = (function() {
    function ColumnCollation(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ColumnCollation.prototype._read = function() {
      this.columnIndex = new PackedInt_.PackedInt(this._io, null, null);
      this.collation = new PackedInt_.PackedInt(this._io, null, null);
    }

    /**
     * Index among the string (or ENUM/SET) columns, not among all columns.
     */

    /**
     * The column's collation id.
     */

    return ColumnCollation;
  })();

  /**
   * One column's metadata, in the layout its type has (none for most fixed-size types).
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_utility.cc|Source}
   */

  var ColumnMetadata = TableMapEvent.ColumnMetadata = (function() {
    function ColumnMetadata(_io, _parent, _root, columnType) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.columnType = columnType;

      this._read();
    }
    ColumnMetadata.prototype._read = function() {
      switch (this.columnType) {
      case FieldType_.FieldType.Code.BIT:
        this.body = new MetaBit(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.BLOB:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.DATETIME2:
        this.body = new MetaFsp(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.DOUBLE:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.ENUM:
        this.body = new MetaString(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.FLOAT:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.GEOMETRY:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.JSON:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.LONG_BLOB:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.MEDIUM_BLOB:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.NEWDECIMAL:
        this.body = new MetaDecimal(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.SET:
        this.body = new MetaString(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.STRING:
        this.body = new MetaString(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.TIME2:
        this.body = new MetaFsp(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.TIMESTAMP2:
        this.body = new MetaFsp(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.TINY_BLOB:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.VAR_STRING:
        this.body = new MetaMaxLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.VARCHAR:
        this.body = new MetaMaxLength(this._io, this, this._root);
        break;
      case FieldType_.FieldType.Code.VECTOR:
        this.body = new MetaPackLength(this._io, this, this._root);
        break;
      }
    }

    /**
     * Absent for types without metadata (the integers, YEAR, DATE, old TIME/DATETIME/TIMESTAMP, NULL).
     */

    /**
     * The column's type code.
     */

    return ColumnMetadata;
  })();

  /**
   * A column name behind its packed length.
   */

  var ColumnName = TableMapEvent.ColumnName = (function() {
    function ColumnName(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ColumnName.prototype._read = function() {
      this.lenName = new PackedInt_.PackedInt(this._io, null, null);
      this.name = KaitaiStream.bytesToStr(this._io.readBytes(this.lenName.value), "UTF-8");
    }

    /**
     * The name.
     */

    return ColumnName;
  })();

  /**
   * COLUMN_NAME: every column's name, in order.
   */

  var ColumnNames = TableMapEvent.ColumnNames = (function() {
    function ColumnNames(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ColumnNames.prototype._read = function() {
      this.names = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.names.push(new ColumnName(this._io, this, this._root));
        i++;
      }
    }

    /**
     * The names.
     */

    return ColumnNames;
  })();

  /**
   * DEFAULT_CHARSET and ENUM_AND_SET_DEFAULT_CHARSET, the collation most (ENUM/SET) string columns use, then the exceptions.
   */

  var DefaultCharset = TableMapEvent.DefaultCharset = (function() {
    function DefaultCharset(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    DefaultCharset.prototype._read = function() {
      this.defaultCollation = new PackedInt_.PackedInt(this._io, null, null);
      this.columnCollations = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.columnCollations.push(new ColumnCollation(this._io, this, this._root));
        i++;
      }
    }

    /**
     * The collation most columns of the group use.
     */

    /**
     * The columns whose collation differs, with theirs.
     */

    return DefaultCharset;
  })();

  /**
   * One column of the primary key and the length of the prefix indexed.
   */

  var KeyPart = TableMapEvent.KeyPart = (function() {
    function KeyPart(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    KeyPart.prototype._read = function() {
      this.columnIndex = new PackedInt_.PackedInt(this._io, null, null);
      this.prefixLength = new PackedInt_.PackedInt(this._io, null, null);
    }

    /**
     * The column's index.
     */

    /**
     * Characters of the column in the key; 0 for the whole column.
     */

    return KeyPart;
  })();

  /**
   * PRIMARY_KEY_WITH_PREFIX, the primary key's columns with their prefix lengths (0 for a whole column).
   */

  var KeyParts = TableMapEvent.KeyParts = (function() {
    function KeyParts(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    KeyParts.prototype._read = function() {
      this.parts = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.parts.push(new KeyPart(this._io, this, this._root));
        i++;
      }
    }

    /**
     * The primary key's columns, in key order.
     */

    return KeyParts;
  })();

  /**
   * BIT(n): n % 8 and n / 8.
   */

  var MetaBit = TableMapEvent.MetaBit = (function() {
    function MetaBit(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaBit.prototype._read = function() {
      this.numExtraBits = this._io.readU1();
      this.numBytes = this._io.readU1();
    }

    /**
     * Bytes a value takes.
     */
    Object.defineProperty(MetaBit.prototype, 'lenValue', {
      get: function() {
        if (this._m_lenValue !== undefined)
          return this._m_lenValue;
        this._m_lenValue = this.numBytes + (this.numExtraBits > 0 ? 1 : 0);
        return this._m_lenValue;
      }
    });

    /**
     * Column width in bits, modulo 8.
     */

    /**
     * Column width in bits, divided by 8.
     */

    return MetaBit;
  })();

  /**
   * DECIMAL(precision, scale).
   */

  var MetaDecimal = TableMapEvent.MetaDecimal = (function() {
    function MetaDecimal(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaDecimal.prototype._read = function() {
      this.precision = this._io.readU1();
      this.scale = this._io.readU1();
    }

    /**
     * Total number of digits.
     */

    /**
     * Digits after the decimal point.
     */

    return MetaDecimal;
  })();

  /**
   * TIME2, DATETIME2 and TIMESTAMP2: the fractional-second digits.
   */

  var MetaFsp = TableMapEvent.MetaFsp = (function() {
    function MetaFsp(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaFsp.prototype._read = function() {
      this.fsp = this._io.readU1();
    }

    /**
     * Fractional-second digits (0 to 6).
     */

    return MetaFsp;
  })();

  /**
   * VARCHAR and VARBINARY: the largest value's size in bytes, little-endian.
   */

  var MetaMaxLength = TableMapEvent.MetaMaxLength = (function() {
    function MetaMaxLength(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaMaxLength.prototype._read = function() {
      this.maxLength = this._io.readU2le();
    }

    /**
     * Largest value in bytes; values are prefixed by 1 length byte below 256, else 2.
     */

    return MetaMaxLength;
  })();

  /**
   * FLOAT, DOUBLE, BLOB/TEXT, GEOMETRY, JSON and VECTOR: one byte.
   */

  var MetaPackLength = TableMapEvent.MetaPackLength = (function() {
    function MetaPackLength(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaPackLength.prototype._read = function() {
      this.packLength = this._io.readU1();
    }

    /**
     * FLOAT/DOUBLE the value's size (4 or 8); BLOB, TEXT, GEOMETRY, JSON, VECTOR how many bytes hold a value's length (1 to 4).
     */

    return MetaPackLength;
  })();

  /**
   * CHAR, BINARY, ENUM and SET. The first byte is the real type; for CHAR longer than 255
   * bytes, bits 4 and 5 of it carry bits 8 and 9 of the length, inverted (MySQL Bug#37426),
   * so a real type without both of those bits set is a packed CHAR.
   */

  var MetaString = TableMapEvent.MetaString = (function() {
    function MetaString(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetaString.prototype._read = function() {
      this.byte0 = this._io.readU1();
      this.byte1 = this._io.readU1();
    }

    /**
     * Whether byte0 carries length bits (a CHAR longer than 255 bytes).
     */
    Object.defineProperty(MetaString.prototype, 'isPacked', {
      get: function() {
        if (this._m_isPacked !== undefined)
          return this._m_isPacked;
        this._m_isPacked = (this.byte0 & 48) != 48;
        return this._m_isPacked;
      }
    });

    /**
     * For STRING the largest value in bytes; for ENUM and SET the value's size in bytes.
     */
    Object.defineProperty(MetaString.prototype, 'maxLength', {
      get: function() {
        if (this._m_maxLength !== undefined)
          return this._m_maxLength;
        this._m_maxLength = (this.isPacked ? this.byte1 | (this.byte0 & 48 ^ 48) << 4 : this.byte1);
        return this._m_maxLength;
      }
    });

    /**
     * STRING, ENUM or SET.
     */
    Object.defineProperty(MetaString.prototype, 'realType', {
      get: function() {
        if (this._m_realType !== undefined)
          return this._m_realType;
        this._m_realType = (this.isPacked ? this.byte0 | 48 : this.byte0);
        return this._m_realType;
      }
    });

    /**
     * The real type, with bits 8 and 9 of a long CHAR's length folded in (see the type's doc).
     */

    /**
     * The low byte of the length.
     */

    return MetaString;
  })();

  /**
   * The per-column metadata, one entry per column in column order, each as long as its type needs.
   */

  var MetadataBlock = TableMapEvent.MetadataBlock = (function() {
    function MetadataBlock(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MetadataBlock.prototype._read = function() {
      this.columns = [];
      for (var i = 0; i < this._parent.numColumns.value; i++) {
        this.columns.push(new ColumnMetadata(this._io, this, this._root, this._parent.columnTypes[i]));
      }
      if (!(this._io.isEof())) {
        this.extra = this._io.readBytesFull();
      }
    }

    /**
     * One entry per column, sized by its type.
     */

    /**
     * Bytes after the last column's metadata (none from known servers), kept raw.
     */

    return MetadataBlock;
  })();

  /**
   * One bit per column of a kind, most significant bit of each byte first: SIGNEDNESS (set =
   * UNSIGNED, one bit per numeric column) and COLUMN_VISIBILITY (set = visible, one bit per
   * column). The last byte is padded with zero bits.
   */

  var MsbBitmap = TableMapEvent.MsbBitmap = (function() {
    function MsbBitmap(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    MsbBitmap.prototype._read = function() {
      this.bits = [];
      for (var i = 0; i < this._io.size * 8; i++) {
        this.bits.push(this._io.readBitsIntBe(1) != 0);
      }
    }

    /**
     * One bit per column of the group the entry covers, most significant bit first.
     */

    return MsbBitmap;
  })();

  /**
   * One optional metadata entry: its kind, its length and its value.
   * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.h|Source}
   */

  var OptionalMetadataField = TableMapEvent.OptionalMetadataField = (function() {
    function OptionalMetadataField(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    OptionalMetadataField.prototype._read = function() {
      this.fieldType = this._io.readU1();
      this.lenValue = new PackedInt_.PackedInt(this._io, null, null);
      switch (this.fieldType) {
      case TableMapEvent.OptionalMetadataType.COLUMN_CHARSET:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new PackedValues(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.COLUMN_NAME:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new ColumnNames(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.COLUMN_VISIBILITY:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new MsbBitmap(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.DEFAULT_CHARSET:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new DefaultCharset(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.ENUM_AND_SET_COLUMN_CHARSET:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new PackedValues(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.ENUM_AND_SET_DEFAULT_CHARSET:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new DefaultCharset(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.ENUM_STR_VALUE:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new StrValueLists(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.GEOMETRY_TYPE:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new PackedValues(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.PRIMARY_KEY_WITH_PREFIX:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new KeyParts(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.SET_STR_VALUE:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new StrValueLists(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.SIGNEDNESS:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new MsbBitmap(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.SIMPLE_PRIMARY_KEY:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new PackedValues(_io__raw_value, this, this._root);
        break;
      case TableMapEvent.OptionalMetadataType.VECTOR_DIMENSIONALITY:
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new PackedValues(_io__raw_value, this, this._root);
        break;
      default:
        this.value = this._io.readBytes(this.lenValue.value);
        break;
      }
    }

    /**
     * The entry's kind.
     */

    /**
     * Raw bytes for a type this spec does not know.
     */

    return OptionalMetadataField;
  })();

  /**
   * A list of packed integers: collation ids (COLUMN_CHARSET, ENUM_AND_SET_COLUMN_CHARSET),
   * geometry types (GEOMETRY_TYPE), column indexes (SIMPLE_PRIMARY_KEY) or dimensions
   * (VECTOR_DIMENSIONALITY), one per column it concerns.
   */

  var PackedValues = TableMapEvent.PackedValues = (function() {
    function PackedValues(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PackedValues.prototype._read = function() {
      this.values = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.values.push(new PackedInt_.PackedInt(this._io, null, null));
        i++;
      }
    }

    /**
     * One number per column of the group.
     */

    return PackedValues;
  })();

  /**
   * One member name, in the column's charset.
   */

  var StrValue = TableMapEvent.StrValue = (function() {
    function StrValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StrValue.prototype._read = function() {
      this.lenValue = new PackedInt_.PackedInt(this._io, null, null);
      this.value = this._io.readBytes(this.lenValue.value);
    }

    /**
     * The name's bytes.
     */

    return StrValue;
  })();

  /**
   * The member names of one ENUM or SET column.
   */

  var StrValueList = TableMapEvent.StrValueList = (function() {
    function StrValueList(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StrValueList.prototype._read = function() {
      this.numValues = new PackedInt_.PackedInt(this._io, null, null);
      this.values = [];
      for (var i = 0; i < this.numValues.value; i++) {
        this.values.push(new StrValue(this._io, this, this._root));
      }
    }

    /**
     * The names, in definition order.
     */

    return StrValueList;
  })();

  /**
   * SET_STR_VALUE and ENUM_STR_VALUE, the member strings of each SET (ENUM) column, in the column's character set.
   */

  var StrValueLists = TableMapEvent.StrValueLists = (function() {
    function StrValueLists(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StrValueLists.prototype._read = function() {
      this.columns = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.columns.push(new StrValueList(this._io, this, this._root));
        i++;
      }
    }

    /**
     * One list per ENUM (or SET) column, in column order.
     */

    return StrValueLists;
  })();

  /**
   * The table id that the row events refer to.
   */
  Object.defineProperty(TableMapEvent.prototype, 'tableId', {
    get: function() {
      if (this._m_tableId !== undefined)
        return this._m_tableId;
      this._m_tableId = (this.lenPostHeader == 6 ? this.tableIdLow : this.tableIdLow + this.tableIdHigh * 4294967296);
      return this._m_tableId;
    }
  });

  /**
   * The table id's low 32 bits; all of it when the post-header is 6 bytes long.
   */

  /**
   * The table id's high 16 bits (6-byte table ids, MySQL 5.1.4 and later). Read as a u4 and a
   * u2 rather than one 48-bit field, which the JavaScript runtime cannot read.
   */

  /**
   * TM_*_F flags (1 = bit lengths exact, 2 = referenced by a foreign key in another schema, 4 = generated invisible primary key).
   */

  /**
   * The table's database.
   */

  /**
   * The table's name.
   */

  /**
   * The table's number of columns.
   */

  /**
   * The type each column has in row images (CHAR, ENUM and SET are all STRING here; the metadata says which).
   */

  /**
   * The per-column metadata.
   */

  /**
   * Bit i set when column i may hold NULL; (num_columns + 7) / 8 bytes.
   */

  /**
   * Type-length-value entries up to the end of the body (binlog_row_metadata MINIMAL or FULL).
   */

  /**
   * TABLE_MAP_EVENT's post-header length from the FDE; 6 means a 4-byte table id (MySQL 5.1 before 5.1.4).
   */

  return TableMapEvent;
})();
TableMapEvent_.TableMapEvent = TableMapEvent;
});
