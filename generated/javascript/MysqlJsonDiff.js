// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './PackedInt', './MysqlJson'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./PackedInt'), require('./MysqlJson'));
  } else {
    factory(root.MysqlJsonDiff || (root.MysqlJsonDiff = {}), root.KaitaiStream, root.PackedInt || (root.PackedInt = {}), root.MysqlJson || (root.MysqlJson = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (MysqlJsonDiff_, KaitaiStream, PackedInt_, MysqlJson_) {
/**
 * With binlog_row_value_options=PARTIAL_JSON, MySQL 8.0 logs an UPDATE that only changed parts
 * of a JSON document as a PARTIAL_UPDATE_ROWS_EVENT. In a row's after-image, a JSON column
 * whose partial bit is set carries, instead of the document, a list of changes to apply to the
 * before-image's document: each an operation, a JSON path, and (unless it removes) the new
 * value as a binary JSON document. This spec covers the bytes after the column's 4-byte length
 * (Json_diff_vector::write_binary writes that length first); the diffs fill them exactly.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/json_diff.h|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_record.cc|Source}
 */

var MysqlJsonDiff = (function() {
  MysqlJsonDiff.JsonDiffOperation = Object.freeze({
    REPLACE: 0,
    INSERT: 1,
    REMOVE: 2,

    0: "REPLACE",
    1: "INSERT",
    2: "REMOVE",
  });

  function MysqlJsonDiff(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MysqlJsonDiff.prototype._read = function() {
    this.diffs = [];
    var i = 0;
    while (!this._io.isEof()) {
      this.diffs.push(new JsonDiff(this._io, this, this._root));
      i++;
    }
  }

  /**
   * One change (Json_diff::write_binary).
   */

  var JsonDiff = MysqlJsonDiff.JsonDiff = (function() {
    function JsonDiff(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    JsonDiff.prototype._read = function() {
      this.operation = this._io.readU1();
      this.lenPath = new PackedInt_.PackedInt(this._io, null, null);
      this.path = KaitaiStream.bytesToStr(this._io.readBytes(this.lenPath.value), "UTF-8");
      if (this.operation != MysqlJsonDiff.JsonDiffOperation.REMOVE) {
        this.lenValue = new PackedInt_.PackedInt(this._io, null, null);
      }
      if (this.operation != MysqlJsonDiff.JsonDiffOperation.REMOVE) {
        this._raw_value = this._io.readBytes(this.lenValue.value);
        var _io__raw_value = new KaitaiStream(this._raw_value);
        this.value = new MysqlJson_.MysqlJson(_io__raw_value, null, null);
      }
    }

    /**
     * Replace, insert or remove.
     */

    /**
     * Length of the path text.
     */

    /**
     * Where the change applies, as MySQL's path text (Json_path::to_string): "$", then
     * ".member" (the name double-quoted when it is not an ECMAScript identifier) and "[n]"
     * legs, e.g. $.a[2]."b c".
     */

    /**
     * Length of the new value's binary document.
     */

    /**
     * The new value, a whole binary JSON document.
     */

    return JsonDiff;
  })();

  /**
   * The operations, in the order the server applied them.
   */

  return MysqlJsonDiff;
})();
MysqlJsonDiff_.MysqlJsonDiff = MysqlJsonDiff;
});
