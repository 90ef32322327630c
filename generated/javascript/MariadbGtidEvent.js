// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.MariadbGtidEvent || (root.MariadbGtidEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (MariadbGtidEvent_, KaitaiStream) {
/**
 * Opens an event group (a transaction, or a single DDL statement) in MariaDB 10.0+ and gives
 * it its GTID, printed domain_id-server_id-seq_no, the server id coming from the event header.
 * After the fixed 13 bytes come, each only when a flag asks for it: the group commit id, the
 * XA transaction id, and from MariaDB 10.5 an extra-flags byte with its own optional fields
 * (number of extra engines, the sequence number of the START ALTER that a COMMIT or ROLLBACK
 * ALTER finishes, from 11.5 the thread id). The server pads the body with zero bytes to at
 * least 19 bytes, so a zero extra-flags byte may be padding.
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.h|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.8/sql/log_event_server.cc|Source}
 * @see {@link https://mariadb.com/kb/en/gtid_event/|Source}
 */

var MariadbGtidEvent = (function() {
  function MariadbGtidEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MariadbGtidEvent.prototype._read = function() {
    this.seqNo = this._io.readU8le();
    this.domainId = this._io.readU4le();
    this.flags2 = this._io.readU1();
    if ((this.flags2 & 2) != 0) {
      this.commitId = this._io.readU8le();
    }
    if ((this.flags2 & 192) != 0) {
      this.xid = new XaXid(this._io, this, this._root);
    }
    if (this.hasFlagsExtra) {
      this.flagsExtra = this._io.readU1();
    }
    if ( ((this.hasFlagsExtra) && ((this.flagsExtra & 1) != 0)) ) {
      this.extraEngines = this._io.readU1();
    }
    if ( ((this.hasFlagsExtra) && ((this.flagsExtra & 12) != 0)) ) {
      this.saSeqNo = this._io.readU8le();
    }
    if ( ((this.hasFlagsExtra) && ((this.flagsExtra & 16) != 0)) ) {
      this.threadId = this._io.readU4le();
    }
    this.padding = this._io.readBytesFull();
  }

  /**
   * An XA transaction id in MariaDB's short form (1-byte lengths).
   */

  var XaXid = MariadbGtidEvent.XaXid = (function() {
    function XaXid(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    XaXid.prototype._read = function() {
      this.formatId = this._io.readS4le();
      this.lenGtrid = this._io.readU1();
      if (!(this.lenGtrid <= 64)) {
        throw new KaitaiStream.ValidationGreaterThanError(64, this.lenGtrid, this._io, "/types/xa_xid/seq/1");
      }
      this.lenBqual = this._io.readU1();
      if (!(this.lenBqual <= 64)) {
        throw new KaitaiStream.ValidationGreaterThanError(64, this.lenBqual, this._io, "/types/xa_xid/seq/2");
      }
      this.gtrid = this._io.readBytes(this.lenGtrid);
      this.bqual = this._io.readBytes(this.lenBqual);
    }

    /**
     * The XID's format id (-1 for a null XID).
     */

    /**
     * The global transaction id.
     */

    /**
     * The branch qualifier.
     */

    return XaXid;
  })();

  /**
   * Whether the body goes on past the commit id and XA id.
   */
  Object.defineProperty(MariadbGtidEvent.prototype, 'hasFlagsExtra', {
    get: function() {
      if (this._m_hasFlagsExtra !== undefined)
        return this._m_hasFlagsExtra;
      this._m_hasFlagsExtra = this._io.size > this.ofsFlagsExtra;
      return this._m_hasFlagsExtra;
    }
  });

  /**
   * Where the extra-flags byte starts when present.
   */
  Object.defineProperty(MariadbGtidEvent.prototype, 'ofsFlagsExtra', {
    get: function() {
      if (this._m_ofsFlagsExtra !== undefined)
        return this._m_ofsFlagsExtra;
      this._m_ofsFlagsExtra = (13 + ((this.flags2 & 2) != 0 ? 8 : 0)) + ((this.flags2 & 192) != 0 ? (6 + this.xid.lenGtrid) + this.xid.lenBqual : 0);
      return this._m_ofsFlagsExtra;
    }
  });

  /**
   * Sequence number of the GTID.
   */

  /**
   * Replication domain of the GTID.
   */

  /**
   * FL_STANDALONE 0x01 (no COMMIT ends the group), FL_GROUP_COMMIT_ID 0x02,
   * FL_TRANSACTIONAL 0x04, FL_ALLOW_PARALLEL 0x08, FL_WAITED 0x10, FL_DDL 0x20,
   * FL_PREPARED_XA 0x40, FL_COMPLETED_XA 0x80.
   */

  /**
   * Id shared by the groups committed together on the source (FL_GROUP_COMMIT_ID).
   */

  /**
   * The XA transaction id (FL_PREPARED_XA or FL_COMPLETED_XA).
   */

  /**
   * FL_EXTRA_MULTI_ENGINE_E1 0x01, FL_START_ALTER_E1 0x02, FL_COMMIT_ALTER_E1 0x04,
   * FL_ROLLBACK_ALTER_E1 0x08, FL_EXTRA_THREAD_ID 0x10 (11.5+); 0 when the byte is padding.
   */

  /**
   * Number of engines the transaction used beyond the first.
   */

  /**
   * Sequence number of the START ALTER GTID this COMMIT or ROLLBACK ALTER completes.
   */

  /**
   * Id of the session that ran the group (MariaDB 11.5+).
   */

  /**
   * Zero bytes up to the minimal 19-byte body, or fields of a newer server.
   */

  return MariadbGtidEvent;
})();
MariadbGtidEvent_.MariadbGtidEvent = MariadbGtidEvent;
});
