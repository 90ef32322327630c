// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.ViewChangeEvent || (root.ViewChangeEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (ViewChangeEvent_, KaitaiStream) {
/**
 * Group Replication marks a change of the group's membership (a view change) with this event
 * in the group_replication_applier relay log and the binary log. It carries the new view's id
 * and, for a joining member, the certification information it needs: a map from write-set
 * hash to the GTID set in which that row was last changed.
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/control_events.cpp|Source}
 * @see {@link https://github.com/mysql/mysql-server/blob/8.4/libs/mysql/binlog/event/event_reader.cpp|Source}
 * @see {@link https://dev.mysql.com/doc/dev/mysql-server/8.4.0/classmysql_1_1binlog_1_1event_1_1View__change__event.html|Source}
 */

var ViewChangeEvent = (function() {
  function ViewChangeEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  ViewChangeEvent.prototype._read = function() {
    this.viewId = KaitaiStream.bytesToStr(KaitaiStream.bytesTerminate(this._io.readBytes(40), 0, false), "ASCII");
    this.seqNumber = this._io.readS8le();
    this.numCertInfo = this._io.readU4le();
    this.certInfo = [];
    for (var i = 0; i < this.numCertInfo; i++) {
      this.certInfo.push(new CertInfoEntry(this._io, this, this._root));
    }
  }

  /**
   * One entry of the certification information.
   */

  var CertInfoEntry = ViewChangeEvent.CertInfoEntry = (function() {
    function CertInfoEntry(_io, _parent, _root) {
      this._io = _io;
      this._parent = _parent;
      this._root = _root;

      this._read();
    }
    CertInfoEntry.prototype._read = function() {
      this.lenKey = this._io.readU2le();
      this.key = this._io.readBytes(this.lenKey);
      this.lenValue = this._io.readU4le();
      this.value = this._io.readBytes(this.lenValue);
    }

    /**
     * A write-set hash, as text.
     */

    /**
     * The GTID set of the last change to those rows, in the binary GTID-set encoding.
     */

    return CertInfoEntry;
  })();

  /**
   * The view id (like 15883451581012337:5), padded with zero bytes to 40.
   */

  /**
   * The certifier's sequence number when the view changed.
   */

  /**
   * The certification database entries.
   */

  return ViewChangeEvent;
})();
ViewChangeEvent_.ViewChangeEvent = ViewChangeEvent;
});
