// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.PerconaStart57EncryptionEvent || (root.PerconaStart57EncryptionEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (PerconaStart57EncryptionEvent_, KaitaiStream) {
/**
 * Percona Server 5.7 (with encrypt_binlog=ON) writes this event right after the format
 * description; every event after it is encrypted with the key version named here and a
 * per-event IV derived from the nonce and the event's file offset, so they cannot be read
 * without the keyring. Percona Server 8.0 still reads the event (type 159) from 5.7 files.
 * The layout is MariaDB's START_ENCRYPTION_EVENT, from which Percona took the feature.
 * @see {@link https://github.com/percona/percona-server/blob/5.7/sql/log_event.h|Source}
 * @see {@link https://github.com/percona/percona-server/blob/5.7/sql/log_event.cc|Source}
 * @see {@link https://github.com/percona/percona-server/blob/8.0/libs/mysql/binlog/event/binlog_event.h|Source}
 */

var PerconaStart57EncryptionEvent = (function() {
  function PerconaStart57EncryptionEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  PerconaStart57EncryptionEvent.prototype._read = function() {
    this.cryptoScheme = this._io.readU1();
    this.keyVersion = this._io.readU4le();
    this.nonce = this._io.readBytes(12);
  }

  /**
   * Encryption scheme; 1 (AES in CBC mode with the key of key_version).
   */

  /**
   * Version of the keyring's binlog key used for the events that follow.
   */

  /**
   * Random nonce, the fixed part of every event's IV.
   */

  return PerconaStart57EncryptionEvent;
})();
PerconaStart57EncryptionEvent_.PerconaStart57EncryptionEvent = PerconaStart57EncryptionEvent;
});
