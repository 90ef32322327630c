// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.TransactionContextEvent || (root.TransactionContextEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (TransactionContextEvent_, KaitaiStream) {
/**
 * Group Replication's certification data for a transaction: which server and thread ran it,
 * the GTID set it was executed against, and the hashes of the rows it wrote (its write set).
 * The event travels in the group's messages and appears in relay logs of the group
 * replication channels, not in a server's own binary log. All lengths come in a fixed
 * 18-byte block before the variable parts.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp|Source}
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1Transaction__context__event.html|Source}
 */

var TransactionContextEvent = (function() {
  function TransactionContextEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  TransactionContextEvent.prototype._read = function() {
    this.lenServerUuid = this._io.readU1();
    this.threadId = this._io.readU4le();
    this.gtidSpecified = this._io.readU1();
    this.lenSnapshotVersion = this._io.readU4le();
    this.numWriteSetItems = this._io.readU4le();
    this.numReadSetItems = this._io.readU4le();
    this.serverUuid = KaitaiStream.bytesToStr(this._io.readBytes(this.lenServerUuid), "ASCII");
    this.snapshotVersion = this._io.readBytes(this.lenSnapshotVersion);
    this.writeSet = [];
    for (var i = 0; i < this.numWriteSetItems; i++) {
      this.writeSet.push(new SetItem(this._io, this, this._root));
    }
    this.readSet = [];
    for (var i = 0; i < this.numReadSetItems; i++) {
      this.readSet.push(new SetItem(this._io, this, this._root));
    }
  }

  /**
   * One hash, behind a 2-byte length.
   */

  var SetItem = TransactionContextEvent.SetItem = (function() {
    function SetItem(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SetItem.prototype._read = function() {
      this.lenHash = this._io.readU2le();
      this.hash = this._io.readBytes(this.lenHash);
    }

    /**
     * The hash as text written by the server (base64 of the 8-byte hash in MySQL 8).
     */

    return SetItem;
  })();

  /**
   * Id of the session that ran the transaction.
   */

  /**
   * 1 when the session set GTID_NEXT to a GTID of its own.
   */

  /**
   * How many write-set hashes follow.
   */

  /**
   * Always 0 as the server writes it; the read set is not collected.
   */

  /**
   * UUID of the server that ran the transaction, in its 36-character text form.
   */

  /**
   * The GTID set the transaction ran against, in the binary GTID-set encoding of PREVIOUS_GTIDS_LOG_EVENT.
   */

  /**
   * Hashes of the primary and unique keys of the rows the transaction changed.
   */

  /**
   * The read set's hashes.
   */

  return TransactionContextEvent;
})();
TransactionContextEvent_.TransactionContextEvent = TransactionContextEvent;
});
