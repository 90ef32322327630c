// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.SemiSyncAck || (root.SemiSyncAck = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (SemiSyncAck_, KaitaiStream) {
/**
 * The payload a replica sends back when an event of the dump came behind a semi-sync header
 * whose flag asks for an acknowledgement (binlog_stream_packet's semi_sync_header; the source
 * asks on the event that ends a transaction): the marker, the position just after that event in
 * the source's file, and the file's name. The source tells its client the transaction committed
 * once a replica has acknowledged it, or once rpl_semi_sync_master_timeout has passed without an
 * acknowledgement (it then goes on asynchronously). The packet starts a new exchange (sequence
 * number 0) on the dump's connection, carries no CRC32, and is not answered; one sent for an
 * event whose flag asked for none ends the connection.
 * @see {@link https://mariadb.com/kb/en/semisynchronous-replication/|Source}
 * @see {@link https://github.com/MariaDB/server/blob/10.11/sql/semisync_slave.cc|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/plugin/semisync/semisync_replica.cc|Source}
 */

var SemiSyncAck = (function() {
  function SemiSyncAck(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  SemiSyncAck.prototype._read = function() {
    this.magic = this._io.readBytes(1);
    if (!((KaitaiStream.byteArrayCompare(this.magic, new Uint8Array([239])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([239]), this.magic, this._io, "/seq/0");
    }
    this.binlogPos = this._io.readU8le();
    this.binlogFilename = KaitaiStream.bytesToStr(this._io.readBytesFull(), "UTF-8");
  }

  /**
   * The semi-sync marker.
   */

  /**
   * The position in the source's file just after the acknowledged event (that event's log_pos).
   */

  /**
   * The source's file the acknowledged event is in.
   */

  return SemiSyncAck;
})();
SemiSyncAck_.SemiSyncAck = SemiSyncAck;
});
