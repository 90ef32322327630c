// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.MariadbBinlogCheckpointEvent || (root.MariadbBinlogCheckpointEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (MariadbBinlogCheckpointEvent_, KaitaiStream) {
/**
 * Names the oldest binary log file that crash recovery still needs: the storage engines have
 * made every transaction in older files durable. Written at the start of each file and again
 * whenever that oldest file changes.
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://mariadb.com/kb/en/binlog_checkpoint_event/|Source}
 */

var MariadbBinlogCheckpointEvent = (function() {
  function MariadbBinlogCheckpointEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MariadbBinlogCheckpointEvent.prototype._read = function() {
    this.lenBinlogFileName = this._io.readU4le();
    this.binlogFileName = KaitaiStream.bytesToStr(this._io.readBytes(this.lenBinlogFileName), "UTF-8");
  }

  /**
   * File name without directory, like mysql-bin.000015.
   */

  return MariadbBinlogCheckpointEvent;
})();
MariadbBinlogCheckpointEvent_.MariadbBinlogCheckpointEvent = MariadbBinlogCheckpointEvent;
});
