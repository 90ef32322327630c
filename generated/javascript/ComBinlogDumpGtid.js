// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ComBinlogDumpGtid || (root.ComBinlogDumpGtid = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ComBinlogDumpGtid_, KaitaiStream) {
/**
 * MySQL's dump request by GTID set: the server sends every transaction not in the set, from the
 * first file that holds one, after a fake ROTATE and the file's format description. The set is
 * the binary layout of a GTID set (source UUIDs, each with intervals of transaction numbers, the
 * end exclusive). MariaDB has no such command; its GTID start is COM_BINLOG_DUMP after
 * SET @slave_connect_state.
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/page_protocol_com_binlog_dump_gtid.html|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/sql/rpl_gtid_set.cc|Source}
 */

var ComBinlogDumpGtid = (function() {
  function ComBinlogDumpGtid(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ComBinlogDumpGtid.prototype._read = function() {
    this.command = this._io.readU1();
    if (!(this.command == 30)) {
      throw new KaitaiStream.ValidationNotEqualError(30, this.command, this._io, "/seq/0");
    }
    this.flags = this._io.readU2le();
    this.serverId = this._io.readU4le();
    this.lenBinlogFilename = this._io.readU4le();
    this.binlogFilename = KaitaiStream.bytesToStr(this._io.readBytes(this.lenBinlogFilename), "UTF-8");
    this.binlogPos = this._io.readU8le();
    if ((this.flags & 4) != 0) {
      this.lenGtidSet = this._io.readU4le();
    }
    if ((this.flags & 4) != 0) {
      this._raw_gtidSet = this._io.readBytes(this.lenGtidSet);
      var _io__raw_gtidSet = new KaitaiStream(this._raw_gtidSet);
      this.gtidSet = new GtidSet(_io__raw_gtidSet, this, this._root);
    }
  }

  /**
   * A GTID set in its binary form.
   */

  var GtidSet = ComBinlogDumpGtid.GtidSet = (function() {
    function GtidSet(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    GtidSet.prototype._read = function() {
      this.numSids = this._io.readU8le();
      this.sids = [];
      for (var i = 0; i < this.numSids; i++) {
        this.sids.push(new SidIntervals(this._io, this, this._root));
      }
    }

    /**
     * One source UUID with its intervals.
     */

    return GtidSet;
  })();

  /**
   * Transaction numbers start to end - 1.
   */

  var Interval = ComBinlogDumpGtid.Interval = (function() {
    function Interval(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    Interval.prototype._read = function() {
      this.start = this._io.readU8le();
      this.end = this._io.readU8le();
    }

    /**
     * The first transaction number held.
     */

    /**
     * One past the last transaction number held.
     */

    return Interval;
  })();

  /**
   * The intervals of one source UUID.
   */

  var SidIntervals = ComBinlogDumpGtid.SidIntervals = (function() {
    function SidIntervals(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    SidIntervals.prototype._read = function() {
      this.sid = this._io.readBytes(16);
      this.numIntervals = this._io.readU8le();
      this.intervals = [];
      for (var i = 0; i < this.numIntervals; i++) {
        this.intervals.push(new Interval(this._io, this, this._root));
      }
    }

    /**
     * The source's UUID, 16 bytes.
     */

    /**
     * Transaction numbers held, in order.
     */

    return SidIntervals;
  })();

  /**
   * COM_BINLOG_DUMP_GTID.
   */

  /**
   * BINLOG_DUMP_NON_BLOCK (0x01), BINLOG_THROUGH_POSITION (0x02), BINLOG_THROUGH_GTID (0x04).
   */

  /**
   * The replica's server id.
   */

  /**
   * A file to start in, usually empty.
   */

  /**
   * The position in that file, usually 4.
   */

  /**
   * The transactions the client already has.
   */

  return ComBinlogDumpGtid;
})();
ComBinlogDumpGtid_.ComBinlogDumpGtid = ComBinlogDumpGtid;
});
