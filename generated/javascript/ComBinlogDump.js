// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ComBinlogDump || (root.ComBinlogDump = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ComBinlogDump_, KaitaiStream) {
/**
 * The payload that asks the server to send its binlog from a file and position. The server then
 * answers with a stream of packets, each an OK byte and one event (binlog_stream_packet), until
 * an error, or the end of the last file when the non-blocking flag is set (an EOF packet), or
 * forever. An empty file name with position 4 starts at MariaDB's GTID position given by
 * @slave_connect_state. The position is 4 bytes: a file past 4 GiB is read from its start.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump.html|Source}
 * @see {@link https://mariadb.com/kb/en/com_binlog_dump/|Source}
 */

var ComBinlogDump = (function() {
  function ComBinlogDump(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ComBinlogDump.prototype._read = function() {
    this.command = this._io.readU1();
    if (!(this.command == 18)) {
      throw new KaitaiStream.ValidationNotEqualError(18, this.command, this._io, "/seq/0");
    }
    this.binlogPos = this._io.readU4le();
    this.flags = this._io.readU2le();
    this.serverId = this._io.readU4le();
    this.binlogFilename = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
  }

  /**
   * COM_BINLOG_DUMP.
   */

  /**
   * Offset in the file of the first event to send (4 for a file's first event).
   */

  /**
   * BINLOG_DUMP_NON_BLOCK (0x01): end with EOF at the end of the last file instead of waiting;
   * BINLOG_SEND_ANNOTATE_ROWS_EVENT (0x02, MariaDB): send ANNOTATE_ROWS events too (without it
   * the server leaves them out and the copy is not the file).
   */

  /**
   * The replica's server id; a second connection with the same id ends the first.
   */

  /**
   * The file to start in (no directory), or empty.
   */

  return ComBinlogDump;
})();
ComBinlogDump_.ComBinlogDump = ComBinlogDump;
});
