// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './TableMapEvent', './ColumnBitmap', './PackedInt', './ColumnCell', './FieldType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./TableMapEvent'), require('./ColumnBitmap'), require('./PackedInt'), require('./ColumnCell'), require('./FieldType'));
  } else {
    factory(root.RowsEvent || (root.RowsEvent = {}), root.KaitaiStream, root.TableMapEvent || (root.TableMapEvent = {}), root.ColumnBitmap || (root.ColumnBitmap = {}), root.PackedInt || (root.PackedInt = {}), root.ColumnCell || (root.ColumnCell = {}), root.FieldType || (root.FieldType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (RowsEvent_, KaitaiStream, TableMapEvent_, ColumnBitmap_, PackedInt_, ColumnCell_, FieldType_) {
/**
 * Rows that one statement inserted, updated or deleted in one table, with the column values
 * split into cells by the table's TABLE_MAP event.
 * 
 * After the post-header (table id, flags and, in v2 events, the extra row info) come the
 * column count, the bitmap of the columns present in the images and, for updates, a second
 * bitmap for the after images. Then rows until the end of the body: a write has one (after)
 * image per row, a delete one (before) image, an update a before and an after image. An image
 * is a NULL bitmap with one bit per present column, then one cell per present column that is
 * not NULL (see column_cell).
 * 
 * The after image of a PARTIAL_UPDATE_ROWS event (MySQL 8.0 with
 * binlog_row_value_options=PARTIAL_JSON) starts with value options and, when they say so, a
 * bitmap with one bit per JSON column of the table telling which are written as diffs.
 * 
 * MariaDB's compressed row events (binlog_row_compress / log_bin_compress) zlib-compress the
 * rows only: a header byte (0x80 plus the width of the length), the uncompressed length in
 * big-endian, then the zlib stream.
 * 
 * Kaitai has no way to count set bits, so the rank of each column among the present columns
 * (which NULL bit is its) is built once per event as a chain (`present_ranks`,
 * `present_after_ranks`, `json_ranks`): each entry takes the previous entry's running count as a
 * param. These chains take no bytes.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/rows_event.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event_server.cc|Source}
 * @see {@link https://mariadb.com/kb/en/rows_event_v1v2-rows_compressed_event_v1/|Source}
 */

var RowsEvent = (function() {
  RowsEvent.ExtraRowInfoType = Object.freeze({
    NDB: 0,
    PARTITION: 1,

    0: "NDB",
    1: "PARTITION",
  });

  function RowsEvent(_io, _parent, _root, eventTypeCode, lenPostHeader, tableMap) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.eventTypeCode = eventTypeCode;
    this.lenPostHeader = lenPostHeader;
    this.tableMap = tableMap;

    this._read();
  }
  RowsEvent.prototype._read = function() {
    this.tableIdLow = this._io.readU4le();
    if (this.lenPostHeader != 6) {
      this.tableIdHigh = this._io.readU2le();
    }
    this.flags = this._io.readU2le();
    if (this.lenPostHeader == 10) {
      this.lenExtraRowInfo = this._io.readU2le();
    }
    if (this.lenPostHeader == 10) {
      this._raw_extraRowInfo = this._io.readBytes(this.lenExtraRowInfo - 2);
      var _io__raw_extraRowInfo = new KaitaiStream(this._raw_extraRowInfo);
      this.extraRowInfo = new ExtraRowInfo(_io__raw_extraRowInfo, this, this._root);
    }
    this.numColumns = new PackedInt_.PackedInt(this._io, null, null);
    this.columnsPresent = new ColumnBitmap_.ColumnBitmap(this._io, null, null, this.numColumns.value);
    if (this.hasAfterBitmap) {
      this.columnsPresentAfter = new ColumnBitmap_.ColumnBitmap(this._io, null, null, this.numColumns.value);
    }
    this.presentRanks = [];
    for (var i = 0; i < this.numColumns.value; i++) {
      this.presentRanks.push(new ColumnRank(this._io, this, this._root, this.columnsPresent.bits[i], (i == 0 ? 0 : this.presentRanks[i - 1].rankNext)));
    }
    if (this.hasAfterBitmap) {
      this.presentAfterRanks = [];
      for (var i = 0; i < this.numColumns.value; i++) {
        this.presentAfterRanks.push(new ColumnRank(this._io, this, this._root, this.columnsPresentAfter.bits[i], (i == 0 ? 0 : this.presentAfterRanks[i - 1].rankNext)));
      }
    }
    if ( ((this.isPartialUpdate) && (!(this._io.isEof()))) ) {
      this.jsonRanks = [];
      for (var i = 0; i < this.numColumns.value; i++) {
        this.jsonRanks.push(new ColumnRank(this._io, this, this._root, this.tableMap.columnTypes[i] == FieldType_.FieldType.Code.JSON, (i == 0 ? 0 : this.jsonRanks[i - 1].rankNext)));
      }
    }
    if (this.isCompressed) {
      this.compressionHeader = this._io.readU1();
    }
    if (this.isCompressed) {
      switch (this.compressionHeader & 7) {
      case 1:
        this.lenUncompressed = this._io.readU1();
        break;
      case 2:
        this.lenUncompressed = this._io.readU2be();
        break;
      case 3:
        this.lenUncompressed = this._io.readBitsIntBe(24);
        break;
      case 4:
        this.lenUncompressed = this._io.readU4be();
        break;
      }
    }
    if (!(this.isCompressed)) {
      this._raw_rowData = this._io.readBytesFull();
      var _io__raw_rowData = new KaitaiStream(this._raw_rowData);
      this.rowData = new RowList(_io__raw_rowData, this, this._root);
    }
    if (this.isCompressed) {
      this._raw__raw_rowDataCompressed = this._io.readBytesFull();
      this._raw_rowDataCompressed = KaitaiStream.processZlib(this._raw__raw_rowDataCompressed);
      var _io__raw_rowDataCompressed = new KaitaiStream(this._raw_rowDataCompressed);
      this.rowDataCompressed = new RowList(_io__raw_rowDataCompressed, this, this._root);
    }
  }

  /**
   * One link of the chain that counts set bits of a column bitmap (Kaitai has no popcount).
   */

  var ColumnRank = RowsEvent.ColumnRank = (function() {
    function ColumnRank(_io, _parent, _root, isSet, rank) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.isSet = isSet;
      this.rank = rank;

      this._read();
    }
    ColumnRank.prototype._read = function() {
    }

    /**
     * Set bits up to and including this one.
     */
    Object.defineProperty(ColumnRank.prototype, 'rankNext', {
      get: function() {
        if (this._m_rankNext !== undefined)
          return this._m_rankNext;
        this._m_rankNext = this.rank + (this.isSet ? 1 : 0);
        return this._m_rankNext;
      }
    });

    /**
     * This column's bit.
     */

    /**
     * Set bits before this one.
     */

    return ColumnRank;
  })();

  /**
   * The extra row info of a v2 row event: typed entries up to its end.
   */

  var ExtraRowInfo = RowsEvent.ExtraRowInfo = (function() {
    function ExtraRowInfo(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ExtraRowInfo.prototype._read = function() {
      this.entries = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.entries.push(new ExtraRowInfoEntry(this._io, this, this._root));
        i++;
      }
    }

    /**
     * The entries.
     */

    return ExtraRowInfo;
  })();

  /**
   * One entry of the extra row info: a type code and its data.
   */

  var ExtraRowInfoEntry = RowsEvent.ExtraRowInfoEntry = (function() {
    function ExtraRowInfoEntry(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    ExtraRowInfoEntry.prototype._read = function() {
      this.typeCode = this._io.readU1();
      switch (this.typeCode) {
      case RowsEvent.ExtraRowInfoType.NDB:
        this.body = new NdbInfo(this._io, this, this._root);
        break;
      case RowsEvent.ExtraRowInfoType.PARTITION:
        this.body = new PartitionInfo(this._io, this, this._root);
        break;
      default:
        this.body = new UnknownInfo(this._io, this, this._root);
        break;
      }
    }

    /**
     * The entry's kind.
     */

    /**
     * The entry's data.
     */

    return ExtraRowInfoEntry;
  })();

  /**
   * NDB Cluster's per-statement data.
   */

  var NdbInfo = RowsEvent.NdbInfo = (function() {
    function NdbInfo(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    NdbInfo.prototype._read = function() {
      this.lenInfo = this._io.readU1();
      this.format = this._io.readU1();
      this.payload = this._io.readBytes(this.lenInfo - 2);
    }

    /**
     * Length of this entry after its type code, this byte and the format byte included.
     */

    /**
     * 0 = NDB, 0x40 and 0x41 open, 0xff multi.
     */

    /**
     * The NDB data.
     */

    return NdbInfo;
  })();

  /**
   * The partition the rows are in (MySQL 8.0 with binlog_row_image partitioned tables); updates also name the source partition.
   */

  var PartitionInfo = RowsEvent.PartitionInfo = (function() {
    function PartitionInfo(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    PartitionInfo.prototype._read = function() {
      this.partitionId = this._io.readU2le();
      if ( ((this._parent._parent._parent.eventTypeCode == 31) || (this._parent._parent._parent.eventTypeCode == 39)) ) {
        this.sourcePartitionId = this._io.readU2le();
      }
    }

    /**
     * The partition the rows are in (the after images' partition for an update).
     */

    /**
     * For an update, the partition the before images are in.
     */

    return PartitionInfo;
  })();

  /**
   * One row change.
   */

  var Row = RowsEvent.Row = (function() {
    function Row(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Row.prototype._read = function() {
      if (!(this._parent._parent.isWrite)) {
        this.beforeImage = new RowImage(this._io, this, this._root, false, false);
      }
      if (!(this._parent._parent.isDelete)) {
        this.afterImage = new RowImage(this._io, this, this._root, this._parent._parent.hasAfterBitmap, this._parent._parent.isPartialUpdate);
      }
    }

    /**
     * The row as it was (updates and deletes).
     */

    /**
     * The row as it became (writes and updates).
     */

    return Row;
  })();

  /**
   * One image of a row: a NULL bitmap over the image's columns, then one cell per column of the table.
   */

  var RowImage = RowsEvent.RowImage = (function() {
    function RowImage(_io, _parent, _root, usesAfterBitmap, hasValueOptions) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;
      this.usesAfterBitmap = usesAfterBitmap;
      this.hasValueOptions = hasValueOptions;

      this._read();
    }
    RowImage.prototype._read = function() {
      if (this.hasValueOptions) {
        this.valueOptions = new PackedInt_.PackedInt(this._io, null, null);
      }
      if ( ((this.hasValueOptions) && ((this.valueOptions.value & 1) != 0)) ) {
        this.partialJsonColumns = new ColumnBitmap_.ColumnBitmap(this._io, null, null, this._parent._parent._parent.jsonRanks[this._parent._parent._parent.numColumns.value - 1].rankNext);
      }
      this.nullBitmap = new ColumnBitmap_.ColumnBitmap(this._io, null, null, (this.usesAfterBitmap ? this._parent._parent._parent.numPresentAfter : this._parent._parent._parent.numPresent));
      this.cells = [];
      for (var i = 0; i < this._parent._parent._parent.numColumns.value; i++) {
        this.cells.push(new ColumnCell_.ColumnCell(this._io, null, null, this._parent._parent._parent.tableMap, i, (this.usesAfterBitmap ? this._parent._parent._parent.columnsPresentAfter.bits[i] : this._parent._parent._parent.columnsPresent.bits[i]), (this._parent._parent._parent.isV0 ? false : (this.usesAfterBitmap ? (this._parent._parent._parent.columnsPresentAfter.bits[i] ? this.nullBitmap.bits[this._parent._parent._parent.presentAfterRanks[i].rank] : false) : (this._parent._parent._parent.columnsPresent.bits[i] ? this.nullBitmap.bits[this._parent._parent._parent.presentRanks[i].rank] : false))), ( ((this.hasValueOptions) && ((this.valueOptions.value & 1) != 0) && (this._parent._parent._parent.tableMap.columnTypes[i] == FieldType_.FieldType.Code.JSON))  ? this.partialJsonColumns.bits[this._parent._parent._parent.jsonRanks[i].rank] : false)));
      }
    }

    /**
     * 1 (PARTIAL_JSON_UPDATES) when some JSON column of this image is a diff, else 0.
     */

    /**
     * One bit per JSON column of the table, set when it is written as a diff.
     */

    /**
     * One bit per present column, set when it is NULL; unused bits of the last byte may be set.
     * In v0 events (MySQL 5.1 before 5.1.15) these bytes are a copy of the source record's
     * NULL bytes, whose bit positions depend on the storage engine and cannot be known from
     * the event; the spec reads as many bytes and treats no cell as NULL.
     */

    /**
     * One cell per column of the table; columns not in the image or NULL take no bytes.
     */

    /**
     * The image's columns are those of columns_present_after.
     */

    /**
     * The after image of a PARTIAL_UPDATE_ROWS event.
     */

    return RowImage;
  })();

  /**
   * The rows of the event, up to the end of its row data.
   */

  var RowList = RowsEvent.RowList = (function() {
    function RowList(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    RowList.prototype._read = function() {
      this.rows = [];
      var i = 0;
      while (!this._io.isEof()) {
        this.rows.push(new Row(this._io, this, this._root));
        i++;
      }
    }

    /**
     * The rows.
     */

    return RowList;
  })();

  /**
   * An entry type this spec does not know; the server stops reading the extra row info there too.
   */

  var UnknownInfo = RowsEvent.UnknownInfo = (function() {
    function UnknownInfo(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    UnknownInfo.prototype._read = function() {
      this.raw = this._io.readBytesFull();
    }

    return UnknownInfo;
  })();

  /**
   * Updates since row format v1 have a second column bitmap; v0 updates use the first for both images.
   */
  Object.defineProperty(RowsEvent.prototype, 'hasAfterBitmap', {
    get: function() {
      if (this._m_hasAfterBitmap !== undefined)
        return this._m_hasAfterBitmap;
      this._m_hasAfterBitmap =  ((this.eventTypeCode == 24) || (this.eventTypeCode == 31) || (this.eventTypeCode == 39) || (this.eventTypeCode == 167) || (this.eventTypeCode == 170)) ;
      return this._m_hasAfterBitmap;
    }
  });

  /**
   * Whether this is a MariaDB compressed row event.
   */
  Object.defineProperty(RowsEvent.prototype, 'isCompressed', {
    get: function() {
      if (this._m_isCompressed !== undefined)
        return this._m_isCompressed;
      this._m_isCompressed =  ((this.eventTypeCode >= 166) && (this.eventTypeCode <= 171)) ;
      return this._m_isCompressed;
    }
  });

  /**
   * Whether the rows were deleted (before images only).
   */
  Object.defineProperty(RowsEvent.prototype, 'isDelete', {
    get: function() {
      if (this._m_isDelete !== undefined)
        return this._m_isDelete;
      this._m_isDelete =  ((this.eventTypeCode == 22) || (this.eventTypeCode == 25) || (this.eventTypeCode == 32) || (this.eventTypeCode == 168) || (this.eventTypeCode == 171)) ;
      return this._m_isDelete;
    }
  });

  /**
   * Whether this is MySQL's PARTIAL_UPDATE_ROWS_EVENT.
   */
  Object.defineProperty(RowsEvent.prototype, 'isPartialUpdate', {
    get: function() {
      if (this._m_isPartialUpdate !== undefined)
        return this._m_isPartialUpdate;
      this._m_isPartialUpdate = this.eventTypeCode == 39;
      return this._m_isPartialUpdate;
    }
  });

  /**
   * Row format v0 (MySQL 5.1 before 5.1.15).
   */
  Object.defineProperty(RowsEvent.prototype, 'isV0', {
    get: function() {
      if (this._m_isV0 !== undefined)
        return this._m_isV0;
      this._m_isV0 =  ((this.eventTypeCode >= 20) && (this.eventTypeCode <= 22)) ;
      return this._m_isV0;
    }
  });

  /**
   * Whether the rows were inserted (after images only).
   */
  Object.defineProperty(RowsEvent.prototype, 'isWrite', {
    get: function() {
      if (this._m_isWrite !== undefined)
        return this._m_isWrite;
      this._m_isWrite =  ((this.eventTypeCode == 20) || (this.eventTypeCode == 23) || (this.eventTypeCode == 30) || (this.eventTypeCode == 166) || (this.eventTypeCode == 169)) ;
      return this._m_isWrite;
    }
  });

  /**
   * Number of columns in the (before) images.
   */
  Object.defineProperty(RowsEvent.prototype, 'numPresent', {
    get: function() {
      if (this._m_numPresent !== undefined)
        return this._m_numPresent;
      this._m_numPresent = (this.numColumns.value == 0 ? 0 : this.presentRanks[this.numColumns.value - 1].rankNext);
      return this._m_numPresent;
    }
  });

  /**
   * Number of columns in the after images.
   */
  Object.defineProperty(RowsEvent.prototype, 'numPresentAfter', {
    get: function() {
      if (this._m_numPresentAfter !== undefined)
        return this._m_numPresentAfter;
      this._m_numPresentAfter = (this.hasAfterBitmap ? (this.numColumns.value == 0 ? 0 : this.presentAfterRanks[this.numColumns.value - 1].rankNext) : this.numPresent);
      return this._m_numPresentAfter;
    }
  });

  /**
   * The table id; 0xffffff with no rows marks a statement end that frees all table maps.
   */
  Object.defineProperty(RowsEvent.prototype, 'tableId', {
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
   * 1 = end of statement, 2 = no foreign key checks, 4 = no unique key checks, 8 = rows have all columns.
   */

  /**
   * Length of the extra row info, these two bytes included.
   */

  /**
   * The v2 post-header's extra row info (NDB data, partition ids).
   */

  /**
   * The table's number of columns.
   */

  /**
   * The columns in the images (the before images of an update).
   */

  /**
   * The columns in the after images of an update.
   */

  /**
   * Per column, how many present columns come before it (takes no bytes).
   */

  /**
   * As present_ranks, for the after-image bitmap (takes no bytes).
   */

  /**
   * Per column, how many JSON columns come before it, for the partial-JSON bitmap (takes no bytes).
   */

  /**
   * 0x80 plus the number of bytes of len_uncompressed.
   */

  /**
   * The row data's length before compression.
   */

  /**
   * The rows.
   */

  /**
   * The rows, zlib-compressed (MariaDB compressed row events).
   */

  /**
   * The event's type code (20-25, 30-32, 39, 166-171).
   */

  /**
   * This event type's post-header length from the FDE (6 = 4-byte table id, 10 = v2 with extra row info).
   */

  /**
   * The TABLE_MAP event with this event's table id; needed only when the event has rows.
   */

  return RowsEvent;
})();
RowsEvent_.RowsEvent = RowsEvent;
});
