// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.MariadbAnnotateRowsEvent || (root.MariadbAnnotateRowsEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (MariadbAnnotateRowsEvent_, KaitaiStream) {
/**
 * The statement that produced the row events after it, written when binlog_annotate_row_events
 * is on (the default since MariaDB 10.2.4). Unlike MySQL's ROWS_QUERY_LOG_EVENT it has no
 * length byte: the text fills the body.
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://mariadb.com/kb/en/annotate_rows_event/|Source}
 */

var MariadbAnnotateRowsEvent = (function() {
  function MariadbAnnotateRowsEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MariadbAnnotateRowsEvent.prototype._read = function() {
    this.statement = this._io.readBytesFull();
  }

  /**
   * The statement text in the session's character set, kept as bytes.
   */

  return MariadbAnnotateRowsEvent;
})();
MariadbAnnotateRowsEvent_.MariadbAnnotateRowsEvent = MariadbAnnotateRowsEvent;
});
