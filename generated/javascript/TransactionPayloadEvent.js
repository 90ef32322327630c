// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './PackedInt'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./PackedInt'));
  } else {
    factory(root.TransactionPayloadEvent || (root.TransactionPayloadEvent = {}), root.KaitaiStream, root.PackedInt || (root.PackedInt = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (TransactionPayloadEvent_, KaitaiStream, PackedInt_) {
/**
 * A whole transaction's events in one event, compressed, written by MySQL 8.0.20+ with
 * binlog_transaction_compression=ON. The body starts with a small header of typed fields,
 * each a packed-integer type code, a packed-integer length and a value of that many bytes
 * (itself a packed integer for the known types), in any order, closed by the type code 0
 * alone. Then come the payload bytes up to the end of the event: the inner events (common
 * headers included, without checksums) compressed as one zstd frame, or stored as they are
 * when the compression type is 255. The events are kept here as bytes; decompressing them
 * and walking the inner events is the reader's job (binlogspec.reader).
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.h|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/compression/base.h|Source}
 */

var TransactionPayloadEvent = (function() {
  TransactionPayloadEvent.CompressionType = Object.freeze({
    ZSTD: 0,
    NONE: 255,

    0: "ZSTD",
    255: "NONE",
  });

  function TransactionPayloadEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  TransactionPayloadEvent.prototype._read = function() {
    this.headerFields = [];
    var i = 0;
    do {
      var _ = new HeaderField(this._io, this, this._root);
      this.headerFields.push(_);
      i++;
    } while (!(_.fieldType.value == 0));
    this.payload = this._io.readBytesFull();
  }

  /**
   * One typed header field, or the end mark (type code 0, nothing after it).
   */

  var HeaderField = TransactionPayloadEvent.HeaderField = (function() {
    function HeaderField(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    HeaderField.prototype._read = function() {
      this.fieldType = new PackedInt_.PackedInt(this._io, null, null);
      if (this.fieldType.value != 0) {
        this.lenValue = new PackedInt_.PackedInt(this._io, null, null);
      }
      if ( ((this.fieldType.value >= 1) && (this.fieldType.value <= 3)) ) {
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new PackedInt_.PackedInt(_io__raw_value, null, null);
      }
      if (this.fieldType.value > 3) {
        this.unknownValue = this._io.readBytes(this.lenValue.value);
      }
    }

    /**
     * 0 end mark, 1 payload size, 2 compression type, 3 uncompressed size.
     */

    /**
     * The field's value (payload size, compression type or uncompressed size).
     */

    /**
     * The value of a field type this spec does not know, skipped as the server does.
     */

    return HeaderField;
  })();

  /**
   * How the payload is compressed.
   */
  Object.defineProperty(TransactionPayloadEvent.prototype, 'compressionType', {
    get: function() {
      if (this._m_compressionType !== undefined)
        return this._m_compressionType;
      if (this.idxCompressionType >= 0) {
        this._m_compressionType = this.headerFields[this.idxCompressionType].value.value;
      }
      return this._m_compressionType;
    }
  });

  /**
   * Index of the compression-type field among the first four header fields, -1 when missing.
   */
  Object.defineProperty(TransactionPayloadEvent.prototype, 'idxCompressionType', {
    get: function() {
      if (this._m_idxCompressionType !== undefined)
        return this._m_idxCompressionType;
      this._m_idxCompressionType = (this.headerFields[0].fieldType.value == 2 ? 0 : ( ((this.headerFields.length > 1) && (this.headerFields[1].fieldType.value == 2))  ? 1 : ( ((this.headerFields.length > 2) && (this.headerFields[2].fieldType.value == 2))  ? 2 : ( ((this.headerFields.length > 3) && (this.headerFields[3].fieldType.value == 2))  ? 3 : -1))));
      return this._m_idxCompressionType;
    }
  });

  /**
   * Index of the payload-size field among the first four header fields, -1 when missing.
   */
  Object.defineProperty(TransactionPayloadEvent.prototype, 'idxPayloadSize', {
    get: function() {
      if (this._m_idxPayloadSize !== undefined)
        return this._m_idxPayloadSize;
      this._m_idxPayloadSize = (this.headerFields[0].fieldType.value == 1 ? 0 : ( ((this.headerFields.length > 1) && (this.headerFields[1].fieldType.value == 1))  ? 1 : ( ((this.headerFields.length > 2) && (this.headerFields[2].fieldType.value == 1))  ? 2 : ( ((this.headerFields.length > 3) && (this.headerFields[3].fieldType.value == 1))  ? 3 : -1))));
      return this._m_idxPayloadSize;
    }
  });

  /**
   * Index of the uncompressed-size field among the first four header fields, -1 when missing.
   */
  Object.defineProperty(TransactionPayloadEvent.prototype, 'idxUncompressedSize', {
    get: function() {
      if (this._m_idxUncompressedSize !== undefined)
        return this._m_idxUncompressedSize;
      this._m_idxUncompressedSize = (this.headerFields[0].fieldType.value == 3 ? 0 : ( ((this.headerFields.length > 1) && (this.headerFields[1].fieldType.value == 3))  ? 1 : ( ((this.headerFields.length > 2) && (this.headerFields[2].fieldType.value == 3))  ? 2 : ( ((this.headerFields.length > 3) && (this.headerFields[3].fieldType.value == 3))  ? 3 : -1))));
      return this._m_idxUncompressedSize;
    }
  });

  /**
   * Size of the payload in bytes as the header states it.
   */
  Object.defineProperty(TransactionPayloadEvent.prototype, 'payloadSize', {
    get: function() {
      if (this._m_payloadSize !== undefined)
        return this._m_payloadSize;
      if (this.idxPayloadSize >= 0) {
        this._m_payloadSize = this.headerFields[this.idxPayloadSize].value.value;
      }
      return this._m_payloadSize;
    }
  });

  /**
   * Size of the inner events once decompressed; written only when the payload is compressed.
   */
  Object.defineProperty(TransactionPayloadEvent.prototype, 'uncompressedSize', {
    get: function() {
      if (this._m_uncompressedSize !== undefined)
        return this._m_uncompressedSize;
      if (this.idxUncompressedSize >= 0) {
        this._m_uncompressedSize = this.headerFields[this.idxUncompressedSize].value.value;
      }
      return this._m_uncompressedSize;
    }
  });

  /**
   * The header fields, the last one the end mark.
   */

  /**
   * The compressed (or stored) inner events.
   */

  return TransactionPayloadEvent;
})();
TransactionPayloadEvent_.TransactionPayloadEvent = TransactionPayloadEvent;
});
