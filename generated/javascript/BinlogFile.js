// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream', './EventHeader'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'), require('./EventHeader'));
  } else {
    factory(root.BinlogFile || (root.BinlogFile = {}), root.KaitaiStream, root.EventHeader || (root.EventHeader = {}));
  }
})(typeof self !== 'undefined' ? self : this, function (BinlogFile_, KaitaiStream, EventHeader_) {
/**
 * A binary log file: the 4-byte magic, then events back to back until the end of the file.
 * Every event's header starts with the same 13 bytes in every binlog version (timestamp, type
 * code, server id, event size), so the file can be cut into events without knowing anything
 * else; that is what this spec does. Decoding an event's body needs the context its format
 * description event gives (header length, checksum algorithm, post-header lengths) and, for row
 * events, the TABLE_MAP event of their table: pass each frame's bytes (`header` + `rest`) to
 * `binlog_event` with that context, carried from event to event by the reader. A MySQL 8.0
 * file written with binlog_encryption=ON starts with `fd 62 69 6e` instead and does not match
 * this spec.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_replication_binlog_event.html|Source}
 * @see {@link https://mariadb.com/kb/en/replication-protocol/|Source}
 */

var BinlogFile = (function() {
  function BinlogFile(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  BinlogFile.prototype._read = function() {
    this.magic = this._io.readBytes(4);
    if (!((KaitaiStream.byteArrayCompare(this.magic, new Uint8Array([254, 98, 105, 110])) == 0))) {
      throw new KaitaiStream.ValidationNotEqualError(new Uint8Array([254, 98, 105, 110]), this.magic, this._io, "/seq/0");
    }
    this.events = [];
    var i = 0;
    while (!this._io.isEof()) {
      this.events.push(new EventFrame(this._io, this, this._root));
      i++;
    }
  }

  /**
   * One event, cut out by its size; the body left undecoded.
   */

  var EventFrame = BinlogFile.EventFrame = (function() {
    function EventFrame(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    EventFrame.prototype._read = function() {
      this.header = new EventHeader_.EventHeader(this._io, null, null, 13);
      this.rest = this._io.readBytes(this.header.eventSize - 13);
    }

    /**
     * Size of the whole event, header and checksum included.
     */
    Object.defineProperty(EventFrame.prototype, 'lenEvent', {
      get: function() {
        if (this._m_lenEvent !== undefined)
          return this._m_lenEvent;
        this._m_lenEvent = this.header.eventSize;
        return this._m_lenEvent;
      }
    });

    /**
     * The part of the header that every binlog version shares.
     */

    /**
     * The rest of the event: the remaining header fields (19-byte and longer headers),
     * the body and, when the format description says so, the CRC32.
     */

    return EventFrame;
  })();

  /**
   * The events, back to back up to the end of the file.
   */

  return BinlogFile;
})();
BinlogFile_.BinlogFile = BinlogFile;
});
