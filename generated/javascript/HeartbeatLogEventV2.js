// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './PackedInt'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./PackedInt'));
  } else {
    factory(root.HeartbeatLogEventV2 || (root.HeartbeatLogEventV2 = {}), root.KaitaiStream, root.PackedInt || (root.PackedInt = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (HeartbeatLogEventV2_, KaitaiStream, PackedInt_) {
/**
 * MySQL 8.0.26+ keep-alive with a 64-bit position, sent instead of HEARTBEAT_LOG_EVENT to
 * replicas that ask for it. The body is a list of type-length-value fields, each type and
 * length a packed integer; a field of type 0 ends the list. Unknown field types are kept raw.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Heartbeat__event__v2.html|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/codecs/binary.cpp|Source}
 */

var HeartbeatLogEventV2 = (function() {
  function HeartbeatLogEventV2(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  HeartbeatLogEventV2.prototype._read = function() {
    this.fields = [];
    var i = 0;
    while (!this._io.isEof()) {
      this.fields.push(new Field(this._io, this, this._root));
      i++;
    }
  }

  /**
   * One field: its type, its length and its value; type 0 ends the list.
   */

  var Field = HeartbeatLogEventV2.Field = (function() {
    function Field(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Field.prototype._read = function() {
      this.fieldType = new PackedInt_.PackedInt(this._io, null, null);
      if (this.fieldType.value != 0) {
        this.lenValue = new PackedInt_.PackedInt(this._io, null, null);
      }
      if (this.fieldType.value != 0) {
        switch (this.fieldType.value) {
        case 1:
          this._raw_value = this._io.readBytes(this.lenValue.value);
          var _io__raw_value = new KaitaiStream(this._raw_value);
          this.value = new LogNameValue(_io__raw_value, this, this._root);
          break;
        case 2:
          this._raw_value = this._io.readBytes(this.lenValue.value);
          var _io__raw_value = new KaitaiStream(this._raw_value);
          this.value = new LogPositionValue(_io__raw_value, this, this._root);
          break;
        default:
          this._raw_value = this._io.readBytes(this.lenValue.value);
          var _io__raw_value = new KaitaiStream(this._raw_value);
          this.value = new UnknownValue(_io__raw_value, this, this._root);
          break;
        }
      }
    }

    /**
     * Field type: 0 ends the list (OTW_HB_HEADER_END_MARK), 1 is the file name (OTW_HB_LOG_FILENAME_FIELD), 2 the position (OTW_HB_LOG_POSITION_FIELD).
     */

    /**
     * The field's value, by its type.
     */

    return Field;
  })();

  /**
   * Field 1: the name of the binary log file the source is at.
   */

  var LogNameValue = HeartbeatLogEventV2.LogNameValue = (function() {
    function LogNameValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    LogNameValue.prototype._read = function() {
      this.logName = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
    }

    /**
     * Name of the binlog file the source is at.
     */

    return LogNameValue;
  })();

  /**
   * Field 2: the position in that file.
   */

  var LogPositionValue = HeartbeatLogEventV2.LogPositionValue = (function() {
    function LogPositionValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    LogPositionValue.prototype._read = function() {
      this.logPosition = new PackedInt_.PackedInt(this._io, null, null);
    }

    /**
     * The source's position in that file.
     */

    return LogPositionValue;
  })();

  /**
   * A field type this spec does not know, kept raw.
   */

  var UnknownValue = HeartbeatLogEventV2.UnknownValue = (function() {
    function UnknownValue(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    UnknownValue.prototype._read = function() {
      this.data = this._io.readBytesFull();
    }

    /**
     * Value of a field type this spec does not know, kept raw.
     */

    return UnknownValue;
  })();

  /**
   * Type-length-value fields up to the end of the body.
   */

  return HeartbeatLogEventV2;
})();
HeartbeatLogEventV2_.HeartbeatLogEventV2 = HeartbeatLogEventV2;
});
