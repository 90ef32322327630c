// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.MariadbGtidListEvent || (root.MariadbGtidListEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (MariadbGtidListEvent_, KaitaiStream) {
/**
 * The binary log state at the start of a file: for each replication domain and server id, the
 * last GTID written in an earlier file. A server also sends it to a replica, with flags set,
 * when the replica connects by GTID.
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://mariadb.com/kb/en/gtid_list_event/|Source}
 */

var MariadbGtidListEvent = (function() {
  function MariadbGtidListEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MariadbGtidListEvent.prototype._read = function() {
    this.numGtidsAndFlags = this._io.readU4le();
    this.gtids = [];
    for (var i = 0; i < this.numGtids; i++) {
      this.gtids.push(new Gtid(this._io, this, this._root));
    }
    this.padding = this._io.readBytesFull();
  }

  /**
   * One GTID, printed domain_id-server_id-seq_no.
   */

  var Gtid = MariadbGtidListEvent.Gtid = (function() {
    function Gtid(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Gtid.prototype._read = function() {
      this.domainId = this._io.readU4le();
      this.serverId = this._io.readU4le();
      this.seqNo = this._io.readU8le();
    }

    /**
     * Replication domain.
     */

    /**
     * Server that wrote the transaction.
     */

    /**
     * Sequence number in the domain.
     */

    return Gtid;
  })();

  /**
   * Bit 0 (FLAG_UNTIL_REACHED) and bit 1 (FLAG_IGN_GTIDS), set only in events a server sends to replicas.
   */
  Object.defineProperty(MariadbGtidListEvent.prototype, 'listFlags', {
    get: function() {
      if (this._m_listFlags !== undefined)
        return this._m_listFlags;
      this._m_listFlags = this.numGtidsAndFlags >>> 28;
      return this._m_listFlags;
    }
  });
  Object.defineProperty(MariadbGtidListEvent.prototype, 'numGtids', {
    get: function() {
      if (this._m_numGtids !== undefined)
        return this._m_numGtids;
      this._m_numGtids = this.numGtidsAndFlags & 268435455;
      return this._m_numGtids;
    }
  });

  /**
   * Number of GTIDs in bits 0 to 27, flags in bits 28 to 31.
   */

  /**
   * The last GTID of each replication domain and server.
   */

  /**
   * Bytes after the list; MariaDB writes two zero bytes after an empty list.
   */

  return MariadbGtidListEvent;
})();
MariadbGtidListEvent_.MariadbGtidListEvent = MariadbGtidListEvent;
});
