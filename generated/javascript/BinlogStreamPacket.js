// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './EventHeader', './EventType'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./EventHeader'), require('./EventType'));
  } else {
    factory(root.BinlogStreamPacket || (root.BinlogStreamPacket = {}), root.KaitaiStream, root.EventHeader || (root.EventHeader = {}), root.EventType || (root.EventType = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (BinlogStreamPacket_, KaitaiStream, EventHeader_, EventType_) {
/**
 * The payload of each packet a server sends after COM_BINLOG_DUMP or COM_BINLOG_DUMP_GTID: an OK
 * byte and one event exactly as the server's binlog file holds it (header, body, CRC32 when the
 * client set @master_binlog_checksum), or an ERR or EOF packet (parse the whole payload with
 * response_packet). With semi-synchronous replication asked for (rpl_semi_sync_slave), a
 * two-byte header before the event says whether the server waits for an acknowledgement.
 * 
 * Some events are not in the file: a fake ROTATE first, naming the file the dump reads
 * (LOG_EVENT_ARTIFICIAL_F, log_pos 0, timestamp 0); the file's format description again when the
 * dump starts past it (log_pos 0); on MariaDB, a fake GTID_LIST after a GTID start; HEARTBEAT
 * events while the source is idle. `is_artificial` says which to leave out of a copy.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html|Source}
 * @see {@link https://mariadb.com/kb/en/com_binlog_dump/|Source}
 * @see {@link https://github.com/MariaDB/server/blob/10.11/sql/sql_repl.cc|Source}
 * @see {@link https://mariadb.com/kb/en/semisynchronous-replication/|Source}
 */

var BinlogStreamPacket = (function() {
  BinlogStreamPacket.StreamStatus = Object.freeze({
    OK: 0,
    EOF: 254,
    ERR: 255,

    0: "OK",
    254: "EOF",
    255: "ERR",
  });

  function BinlogStreamPacket(_io, _parent, _root, semiSync) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;
    this.semiSync = semiSync;

    this._read();
  }
  BinlogStreamPacket.prototype._read = function() {
    this.status = this._io.readU1();
    if ( ((this.status == BinlogStreamPacket.StreamStatus.OK) && (this.semiSync)) ) {
      this.semiSyncHeader = new SemiSyncHeader(this._io, this, this._root);
    }
    if (this.status == BinlogStreamPacket.StreamStatus.OK) {
      this.event = new StreamEvent(this._io, this, this._root);
    }
    if (this.status != BinlogStreamPacket.StreamStatus.OK) {
      this.rest = this._io.readBytesFull();
    }
  }

  /**
   * The header semi-synchronous replication puts before an event.
   */

  var SemiSyncHeader = BinlogStreamPacket.SemiSyncHeader = (function() {
    function SemiSyncHeader(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SemiSyncHeader.prototype._read = function() {
      this.magic = this._io.readBytes(1);
      if (!((KaitaiStream.byteArrayCompare(this.magic, new Uint8Array([239])) == 0))) {
        throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([239]), this.magic, this._io, "/types/semi_sync_header/seq/0");
      }
      this.flags = this._io.readU1();
    }

    /**
     * 0x01 when the source waits for the replica to acknowledge this event.
     */

    return SemiSyncHeader;
  })();

  /**
   * One binlog event as sent.
   */

  var StreamEvent = BinlogStreamPacket.StreamEvent = (function() {
    function StreamEvent(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    StreamEvent.prototype._read = function() {
      this.header = new EventHeader_.EventHeader(this._io, null, null, 19);
      this.data = this._io.readBytes(this.header.eventSize - 19);
    }

    /**
     * Made up for the dump, not in the file: LOG_EVENT_ARTIFICIAL_F (0x20) on the fake
     * ROTATE and MariaDB's fake GTID_LIST, log_pos 0 on a format description sent again,
     * and heartbeats.
     */
    Object.defineProperty(StreamEvent.prototype, 'isArtificial', {
      get: function() {
        if (this._m_isArtificial !== undefined)
          return this._m_isArtificial;
        this._m_isArtificial =  (((this.header.flags & 32) != 0) || (this.header.logPos == 0) || (this.header.eventType == EventType_.EventType.Code.HEARTBEAT_LOG_EVENT) || (this.header.eventType == EventType_.EventType.Code.HEARTBEAT_LOG_EVENT_V2)) ;
        return this._m_isArtificial;
      }
    });

    /**
     * The common header (v4).
     */

    /**
     * The body and the checksum, as in the file.
     */

    return StreamEvent;
  })();

  /**
   * 0x00 before an event; 0xff (ERR) or 0xfe (EOF) end the dump.
   */

  /**
   * The semi-sync marker and flag.
   */

  /**
   * The event, byte for byte.
   */

  /**
   * The rest of an ERR or EOF packet.
   */

  /**
   * Whether the client asked for semi-synchronous replication (a semi-sync header before each event).
   */

  return BinlogStreamPacket;
})();
BinlogStreamPacket_.BinlogStreamPacket = BinlogStreamPacket;
});
